//! The hint search: CPython 3.11's weighted edit distance over each list
//! of candidate names in turn.

use alloc::string::String;
use alloc::vec::Vec;

use super::cpython_names;
use crate::value::Value;

const MOVE_COST: usize = 2;
const CASE_COST: usize = 1;
const MAX_STRING_SIZE: usize = 40;
const MAX_CANDIDATE_ITEMS: usize = 750;

fn substitution_cost(a: u8, b: u8) -> usize {
    if a == b {
        0
    } else if a.eq_ignore_ascii_case(&b) {
        CASE_COST
    } else {
        MOVE_COST
    }
}

/// Weighted Levenshtein distance, or `max_cost + 1` once it is sure to
/// exceed `max_cost`.
pub(super) fn distance(a: &[u8], b: &[u8], max_cost: usize) -> usize {
    if a == b {
        return 0;
    }
    let pre = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let (a, b) = (&a[pre..], &b[pre..]);
    let suf = a
        .iter()
        .rev()
        .zip(b.iter().rev())
        .take_while(|(x, y)| x == y)
        .count();
    let (a, b) = (&a[..a.len() - suf], &b[..b.len() - suf]);
    if a.is_empty() || b.is_empty() {
        return (a.len() + b.len()) * MOVE_COST;
    }
    if a.len() > MAX_STRING_SIZE || b.len() > MAX_STRING_SIZE {
        return max_cost + 1;
    }
    let (a, b) = if a.len() > b.len() { (b, a) } else { (a, b) };
    if (b.len() - a.len()) * MOVE_COST > max_cost {
        return max_cost + 1;
    }
    let mut row: [usize; MAX_STRING_SIZE] = [0; MAX_STRING_SIZE];
    for (i, r) in row.iter_mut().enumerate().take(a.len()) {
        *r = (i + 1) * MOVE_COST;
    }
    let mut result = 0;
    for (bi, &bc) in b.iter().enumerate() {
        let mut diag = bi * MOVE_COST;
        result = diag;
        let mut minimum = usize::MAX;
        for (ai, &ac) in a.iter().enumerate() {
            let substitute = diag + substitution_cost(bc, ac);
            diag = row[ai];
            let insert_delete = result.min(diag) + MOVE_COST;
            result = insert_delete.min(substitute);
            row[ai] = result;
            minimum = minimum.min(result);
        }
        if minimum > max_cost {
            return max_cost + 1;
        }
    }
    result
}

/// The closest candidate to `name`, if any is close enough.
fn best<'a>(name: &str, candidates: impl ExactSizeIterator<Item = &'a str>) -> Option<&'a str> {
    if candidates.len() >= MAX_CANDIDATE_ITEMS {
        return None;
    }
    let mut best: Option<&str> = None;
    let mut best_distance = usize::MAX;
    for c in candidates {
        if c == name {
            continue;
        }
        let max = ((name.len() + c.len() + 3) * MOVE_COST / 6).min(best_distance.saturating_sub(1));
        let d = distance(name.as_bytes(), c.as_bytes(), max);
        if d > max {
            continue;
        }
        if best.is_none() || d < best_distance {
            best = Some(c);
            best_distance = d;
        }
    }
    best
}

/// The closest name to global `name`: among the frame's locals, then the
/// globals (CPython's script globals, then the module's in binding order),
/// then the builtins.
pub(super) fn name_hint<'a>(
    names: &'a [String],
    name: &str,
    local_names: &'a [String],
    global_order: &[u32],
) -> Option<&'a str> {
    let globals = cpython_names::SCRIPT_GLOBALS
        .iter()
        .copied()
        .chain(
            global_order
                .iter()
                .filter_map(|&g| names.get(g as usize).map(|s| s.as_str()))
                .filter(|n| *n != "__name__"),
        )
        .collect::<Vec<&str>>();
    best(name, local_names.iter().map(|s| s.as_str()))
        .or_else(|| best(name, globals.iter().copied()))
        .or_else(|| best(name, builtin_names().into_iter()))
}

/// The closest attribute `obj` really has to `name`.
pub(super) fn attribute_hint(obj: Value, name: &str) -> Option<&'static str> {
    let mut dir: Vec<&str> = crate::objects::Attr::ALL
        .iter()
        .filter(|a| crate::objects::method::has_attribute(obj, **a))
        .map(|a| a.name())
        .collect();
    dir.sort_unstable();
    best(name, dir.into_iter())
}

/// CPython's builtin names (in `dir(builtins)` order) that Trellis has.
fn builtin_names() -> Vec<&'static str> {
    cpython_names::BUILTINS
        .iter()
        .copied()
        .filter(|n| crate::builtins::Builtin::from_name(n).is_some())
        .collect()
}
