//! "Did you mean" hints on `NameError` and `AttributeError`, chosen the way
//! CPython 3.11 chooses them: an edit distance where a case change costs 1
//! and any other edit 2, searched over the frame's local names, then the
//! globals in binding order, then the builtins, each list on its own.

mod cpython_names;

use alloc::format;
use alloc::string::String;

use crate::error::{ExcKind, Exception};
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
fn distance(a: &[u8], b: &[u8], max_cost: usize) -> usize {
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

/// The `NameError` for global `names[idx]`, looked up from a frame whose
/// code has `local_names`, with globals bound so far in `global_order`.
pub fn name_error(
    names: &[String],
    idx: usize,
    local_names: &[String],
    global_order: &[u32],
) -> Exception {
    let name = names.get(idx).map_or("?", |s| s.as_str());
    let msg = format!("name '{}' is not defined", name);
    let globals = cpython_names::SCRIPT_GLOBALS
        .iter()
        .copied()
        .chain(
            global_order
                .iter()
                .filter_map(|&g| names.get(g as usize).map(|s| s.as_str()))
                .filter(|n| *n != "__name__"),
        )
        .collect::<alloc::vec::Vec<&str>>();
    let hint = best(name, local_names.iter().map(|s| s.as_str()))
        .or_else(|| best(name, globals.iter().copied()))
        .or_else(|| best(name, builtin_names().into_iter()));
    let mut e = Exception::new(ExcKind::NameError, msg);
    e.hint = hint.map(|h| format!(". Did you mean: '{}'?", h));
    e
}

/// CPython's builtin names (in `dir(builtins)` order) that Trellis has.
fn builtin_names() -> alloc::vec::Vec<&'static str> {
    cpython_names::BUILTINS
        .iter()
        .copied()
        .filter(|n| crate::builtins::Builtin::from_name(n).is_some())
        .collect()
}

/// Appends the hint to an `AttributeError` raised for `obj.name`; the
/// candidates are the attributes `obj` really has here, in `dir()` order.
pub fn attribute_hint(e: &mut Exception, obj: Value, name: &str) {
    let mut dir: alloc::vec::Vec<&str> = crate::objects::Attr::ALL
        .iter()
        .filter(|a| crate::objects::method::has_attribute(obj, **a))
        .map(|a| a.name())
        .collect();
    dir.sort_unstable();
    if let Some(h) = best(name, dir.into_iter()) {
        e.hint = Some(format!(". Did you mean: '{}'?", h));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;
    use alloc::vec;

    #[test]
    fn distance_weights_case_changes_lower() {
        assert_eq!(distance(b"Prin", b"prin", 10), 1);
        assert_eq!(distance(b"cont", b"count", 10), 2);
        assert_eq!(distance(b"abcdef", b"abcdxy", 10), 4);
    }

    #[test]
    fn locals_are_searched_before_globals() {
        let names = vec!["abcdeg".to_string(), "abcdef".to_string()];
        let e = name_error(&names, 1, &["abcdxy".to_string()], &[0]);
        assert_eq!(e.message, "name 'abcdef' is not defined");
        assert_eq!(e.hint.as_deref(), Some(". Did you mean: 'abcdxy'?"));
        let e = name_error(&names, 1, &[], &[0]);
        assert_eq!(e.hint.as_deref(), Some(". Did you mean: 'abcdeg'?"));
        let names = vec!["lenn".to_string()];
        let e = name_error(&names, 0, &[], &[]);
        assert_eq!(e.hint.as_deref(), Some(". Did you mean: 'len'?"));
    }
}
