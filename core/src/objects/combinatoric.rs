//! The combinatoric iterators of `itertools` (`product`, `permutations`,
//! `combinations`, `combinations_with_replacement`) as iterator objects of
//! the core, as CPython's are objects of its C `itertools`.
//!
//! The guest `itertools` module checks the arguments and builds the pools
//! (with CPython's messages); this module owns only the index bookkeeping,
//! by the algorithms CPython's documentation gives, so a `for` over one of
//! them is a loop over a builtin iterator (which tier 2 runs as such) and
//! not over a generator. Whether one is exhausted can be told without
//! advancing it (`is_exhausted`), as the tracer needs.

use alloc::boxed::Box;
use alloc::vec::Vec;

use arrayvec::ArrayVec;

use crate::error::{Exception, exc};
use crate::heap::{Heap, ObjRef};
use crate::objects::Object;
use crate::objects::iter::IterObj;
use crate::value::Value;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Product,
    Permutations,
    Combinations,
    CombinationsWithReplacement,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Product => "product",
            Kind::Permutations => "permutations",
            Kind::Combinations => "combinations",
            Kind::CombinationsWithReplacement => "combinations_with_replacement",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Fresh,
    Running,
    Done,
}

#[derive(Clone, Debug)]
pub struct Combinatoric {
    kind: Kind,
    /// `product`: one pool per position; the others: the one pool.
    pools: Vec<Box<[Value]>>,
    /// Items per result.
    r: usize,
    indices: Vec<usize>,
    /// `permutations` only: CPython's countdown per position.
    cycles: Vec<usize>,
    phase: Phase,
}

impl Combinatoric {
    /// `pools` as the guest module built them (`product`: one per
    /// position, repeats included; the others: one, with `r` items per
    /// result).
    pub fn new(kind: Kind, pools: Vec<Box<[Value]>>, r: usize) -> Combinatoric {
        let r = if kind == Kind::Product {
            pools.len()
        } else {
            r
        };
        Combinatoric {
            kind,
            pools,
            r,
            indices: Vec::new(),
            cycles: Vec::new(),
            phase: Phase::Fresh,
        }
    }

    pub fn kind(&self) -> Kind {
        self.kind
    }

    pub fn for_each_child(&self, mut f: impl FnMut(Value)) {
        for p in &self.pools {
            p.iter().copied().for_each(&mut f);
        }
    }

    pub fn size_estimate(&self) -> usize {
        let values: usize = self.pools.iter().map(|p| p.len()).sum();
        values * core::mem::size_of::<Value>()
            + (self.indices.capacity() + self.cycles.capacity()) * core::mem::size_of::<usize>()
    }

    fn n(&self) -> usize {
        self.pools.first().map_or(0, |p| p.len())
    }

    /// Whether the first step yields nothing.
    fn empty_from_start(&self) -> bool {
        let (n, r) = (self.n(), self.r);
        match self.kind {
            Kind::Product => self.pools.iter().any(|p| p.is_empty()),
            Kind::Permutations | Kind::Combinations => r > n,
            Kind::CombinationsWithReplacement => n == 0 && r > 0,
        }
    }

    /// Whether the next step yields nothing.
    pub fn is_exhausted(&self) -> bool {
        let (n, r) = (self.n(), self.r);
        match self.phase {
            Phase::Done => true,
            Phase::Fresh => self.empty_from_start(),
            Phase::Running => match self.kind {
                Kind::Product => self
                    .indices
                    .iter()
                    .zip(&self.pools)
                    .all(|(&i, p)| i + 1 == p.len()),
                Kind::Permutations => self.cycles.iter().all(|&c| c == 1),
                Kind::Combinations => self
                    .indices
                    .iter()
                    .enumerate()
                    .all(|(i, &x)| x == i + n - r),
                Kind::CombinationsWithReplacement => self.indices.iter().all(|&x| x + 1 == n),
            },
        }
    }

    /// Moves to the next result; false when there is none.
    fn step(&mut self) -> bool {
        let (n, r) = (self.n(), self.r);
        match self.phase {
            Phase::Done => return false,
            Phase::Fresh => {
                if self.empty_from_start() {
                    self.phase = Phase::Done;
                    return false;
                }
                self.indices = match self.kind {
                    Kind::Product | Kind::CombinationsWithReplacement => alloc::vec![0; r],
                    Kind::Permutations => (0..n).collect(),
                    Kind::Combinations => (0..r).collect(),
                };
                if self.kind == Kind::Permutations {
                    self.cycles = (n - r + 1..=n).rev().collect();
                }
                self.phase = Phase::Running;
                return true;
            }
            Phase::Running => {}
        }
        let moved = match self.kind {
            Kind::Product => {
                let mut moved = false;
                for i in (0..r).rev() {
                    if self.indices[i] + 1 < self.pools[i].len() {
                        self.indices[i] += 1;
                        moved = true;
                        break;
                    }
                    self.indices[i] = 0;
                }
                moved
            }
            Kind::Permutations => {
                let mut moved = false;
                for i in (0..r).rev() {
                    self.cycles[i] -= 1;
                    if self.cycles[i] == 0 {
                        // indices[i:] = indices[i+1:] + indices[i:i+1]
                        self.indices[i..].rotate_left(1);
                        self.cycles[i] = n - i;
                    } else {
                        let j = self.cycles[i];
                        self.indices.swap(i, n - j);
                        moved = true;
                        break;
                    }
                }
                moved
            }
            Kind::Combinations => match (0..r).rev().find(|&i| self.indices[i] != i + n - r) {
                Some(i) => {
                    self.indices[i] += 1;
                    for j in i + 1..r {
                        self.indices[j] = self.indices[j - 1] + 1;
                    }
                    true
                }
                None => false,
            },
            Kind::CombinationsWithReplacement => {
                match (0..r).rev().find(|&i| self.indices[i] + 1 != n) {
                    Some(i) => {
                        let v = self.indices[i] + 1;
                        self.indices[i..].fill(v);
                        true
                    }
                    None => false,
                }
            }
        };
        if !moved {
            self.phase = Phase::Done;
        }
        moved
    }

    /// The items of the current result, into `out`.
    fn current(&self, out: &mut impl Extend<Value>) {
        match self.kind {
            Kind::Product => out.extend(self.indices.iter().zip(&self.pools).map(|(&i, p)| p[i])),
            _ => {
                let pool = &self.pools[0];
                out.extend(self.indices[..self.r].iter().map(|&i| pool[i]));
            }
        }
    }
}

/// Results this long are gathered on the stack.
const SHORT: usize = 16;

/// The next result of combinatoric iterator `r` (a new tuple), or `None`
/// once it is exhausted.
pub fn next(heap: &mut Heap, r: ObjRef) -> Result<Option<Value>, Exception> {
    let Some(Object::Iter(IterObj::Combinatoric(c))) = heap.get_mut(r) else {
        return Err(exc!(SystemError, "dangling iterator"));
    };
    if !c.step() {
        return Ok(None);
    }
    if c.r <= SHORT {
        let mut items: ArrayVec<Value, SHORT> = ArrayVec::new();
        c.current(&mut items);
        return super::tuple::new_tuple(heap, &items).map(Some);
    }
    let mut items = Vec::new();
    items
        .try_reserve_exact(c.r)
        .map_err(|_| exc!(MemoryError, ""))?;
    c.current(&mut items);
    super::tuple::new_tuple(heap, &items).map(Some)
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;

    fn run(kind: Kind, pools: &[&[i64]], r: usize) -> Vec<Vec<i64>> {
        let pools = pools
            .iter()
            .map(|p| p.iter().map(|&x| Value::Int(x)).collect())
            .collect();
        let mut c = Combinatoric::new(kind, pools, r);
        let mut out = Vec::new();
        loop {
            let ended = c.is_exhausted();
            if !c.step() {
                assert!(ended, "{kind:?} said it had more");
                return out;
            }
            assert!(!ended, "{kind:?} said it had ended");
            let mut items: Vec<Value> = Vec::new();
            c.current(&mut items);
            out.push(
                items
                    .into_iter()
                    .map(|v| match v {
                        Value::Int(x) => x,
                        _ => -1,
                    })
                    .collect(),
            );
        }
    }

    #[test]
    fn orders_and_counts_are_cpythons() {
        let p = run(Kind::Permutations, &[&[0, 1, 2]], 2);
        assert_eq!(
            p,
            vec![
                vec![0, 1],
                vec![0, 2],
                vec![1, 0],
                vec![1, 2],
                vec![2, 0],
                vec![2, 1]
            ]
        );
        assert_eq!(run(Kind::Permutations, &[&[0, 1, 2, 3]], 4).len(), 24);
        assert_eq!(run(Kind::Permutations, &[&[]], 0), vec![Vec::<i64>::new()]);
        assert!(run(Kind::Permutations, &[&[1]], 2).is_empty());
        let c = run(Kind::Combinations, &[&[0, 1, 2, 3]], 2);
        assert_eq!(
            c,
            vec![
                vec![0, 1],
                vec![0, 2],
                vec![0, 3],
                vec![1, 2],
                vec![1, 3],
                vec![2, 3]
            ]
        );
        assert_eq!(
            run(Kind::Combinations, &[&[1, 2]], 0),
            vec![Vec::<i64>::new()]
        );
        let w = run(Kind::CombinationsWithReplacement, &[&[0, 1, 2]], 2);
        assert_eq!(w.len(), 6);
        assert_eq!(w[2], vec![0, 2]);
        assert_eq!(w[3], vec![1, 1]);
        assert!(run(Kind::CombinationsWithReplacement, &[&[]], 1).is_empty());
        let x = run(Kind::Product, &[&[1, 2], &[3], &[4, 5]], 0);
        assert_eq!(
            x,
            vec![vec![1, 3, 4], vec![1, 3, 5], vec![2, 3, 4], vec![2, 3, 5]]
        );
        assert_eq!(run(Kind::Product, &[], 0), vec![Vec::<i64>::new()]);
        assert!(run(Kind::Product, &[&[1], &[]], 0).is_empty());
    }
}
