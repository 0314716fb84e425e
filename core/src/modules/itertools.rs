//! `_itertools`: the combinatoric iterators of `itertools` as iterator
//! objects of the core (`objects::combinatoric`), as CPython's come from
//! its C `itertools`. The guest `itertools` module checks the arguments
//! with CPython's messages and builds the pools, then calls these with
//! tuples and a non-negative `r`.

use alloc::boxed::Box;
use alloc::vec::Vec;

use crate::args::Args;
use crate::builtins::Builtin;
use crate::ctx::Ctx;
use crate::error::{Exception, exc};
use crate::heap::Heap;
use crate::objects::combinatoric::{Combinatoric, Kind};
use crate::objects::iter::{IterObj, new_iter};
use crate::value::Value;

pub const FUNCTIONS: &[(&str, Builtin)] = {
    use Builtin::*;
    &[
        ("_product", ItertoolsProduct),
        ("_permutations", ItertoolsPermutations),
        ("_combinations", ItertoolsCombinations),
        (
            "_combinations_with_replacement",
            ItertoolsCombinationsWithReplacement,
        ),
    ]
};

pub fn call(b: Builtin, ctx: &mut dyn Ctx, args: Args) -> Result<Value, Exception> {
    use Builtin::*;
    let name = b.name();
    args.no_kw(name)?;
    let heap = ctx.heap();
    let (kind, pools, r) = match b {
        ItertoolsProduct => {
            let [pools] = args.pos else {
                return Err(exc!(TypeError, "{}() takes 1 argument", name));
            };
            let (Value::List(_) | Value::Tuple(_)) = pools else {
                return Err(exc!(TypeError, "{}() takes a list of tuples", name));
            };
            let mut all = Vec::new();
            all.try_reserve_exact(heap.seq(*pools).len())
                .map_err(|_| exc!(MemoryError, ""))?;
            for k in 0..heap.seq(*pools).len() {
                let p = heap.seq(*pools)[k];
                all.push(pool(heap, p, name)?);
            }
            (Kind::Product, all, 0)
        }
        ItertoolsPermutations | ItertoolsCombinations | ItertoolsCombinationsWithReplacement => {
            let [p, r] = args.pos else {
                return Err(exc!(TypeError, "{}() takes a tuple and an int", name));
            };
            let Ok(r) = usize::try_from(crate::args::index(*r)?) else {
                return Err(exc!(ValueError, "r must be non-negative"));
            };
            let kind = match b {
                ItertoolsPermutations => Kind::Permutations,
                ItertoolsCombinations => Kind::Combinations,
                _ => Kind::CombinationsWithReplacement,
            };
            (kind, alloc::vec![pool(heap, *p, name)?], r)
        }
        _ => return Err(exc!(SystemError, "not an itertools function")),
    };
    let it = IterObj::Combinatoric(Box::new(Combinatoric::new(kind, pools, r)));
    new_iter(ctx.heap(), it)
}

/// The items of tuple `p`, copied.
fn pool(heap: &Heap, p: Value, name: &str) -> Result<Box<[Value]>, Exception> {
    let Value::Tuple(_) = p else {
        return Err(exc!(TypeError, "{}() takes tuples as pools", name));
    };
    let items = heap.seq(p);
    let mut v = Vec::new();
    v.try_reserve_exact(items.len())
        .map_err(|_| exc!(MemoryError, ""))?;
    v.extend_from_slice(items);
    Ok(v.into_boxed_slice())
}
