//! `_heapq`: the heap operations of `heapq` on a list, in Rust (CPython's
//! `heapq.py` takes them from its C `_heapq` the same way; ours binds them
//! with `from _heapq import *` at the end of the guest module, which keeps
//! `merge`, `nsmallest` and `nlargest`).
//!
//! Items are compared with `<` only and in CPython's order, so heaps have
//! CPython's layout, and the moves are CPython's C swaps, so a comparison
//! that raises leaves the list as CPython's does. They are made on a view
//! (a few changed slots over the list, or a copy for `heapify`) and
//! written back at the end: a comparison that needs the interpreter (a
//! class's `__lt__` from a trace's heap-only context) fails with the list
//! untouched, so the interpreter can redo the call. Guest code run by a
//! comparison that changes the list's size is CPython's `RuntimeError`.

use alloc::vec::Vec;

use crate::args::Args;
use crate::builtins::Builtin;
use crate::bytecode::CmpOp;
use crate::ctx::Ctx;
use crate::error::{ExcKind, Exception, exc};
use crate::heap::ObjRef;
use crate::value::Value;

pub const FUNCTIONS: &[(&str, Builtin)] = {
    use Builtin::*;
    &[
        ("heappush", HeapqPush),
        ("heappop", HeapqPop),
        ("heapify", HeapqHeapify),
        ("heapreplace", HeapqReplace),
        ("heappushpop", HeapqPushPop),
    ]
};

pub fn call(b: Builtin, ctx: &mut dyn Ctx, args: Args) -> Result<Value, Exception> {
    use Builtin::*;
    let name = b.name();
    args.no_kw(name)?;
    match b {
        HeapqPush => {
            let [heap, item] = two(&args, name)?;
            let r = list_arg(ctx, heap, name, false)?;
            let n = len(ctx, r);
            let mut v = View::new(r, n, n + 1);
            v.set(n, item);
            let res = sift_down(ctx, &mut v, 0, n);
            v.finish(ctx, res).map(|_| Value::None)
        }
        HeapqPop => {
            let heap = one(&args, name)?;
            let r = list_arg(ctx, heap, name, true)?;
            let n = len(ctx, r);
            let Some(last) = n.checked_sub(1).and_then(|i| at(ctx, r, i)) else {
                return Err(exc!(IndexError, "index out of range"));
            };
            let mut v = View::new(r, n, n - 1);
            if n == 1 {
                v.finish(ctx, Ok(()))?;
                return Ok(last);
            }
            let top = v.get(ctx, 0)?;
            v.set(0, last);
            let res = sift_up(ctx, &mut v, 0);
            v.finish(ctx, res).map(|_| top)
        }
        HeapqReplace => {
            let [heap, item] = two(&args, name)?;
            let r = list_arg(ctx, heap, name, false)?;
            replace_top(ctx, r, item)
        }
        HeapqPushPop => {
            let [heap, item] = two(&args, name)?;
            let r = list_arg(ctx, heap, name, false)?;
            let Some(top) = at(ctx, r, 0) else {
                return Ok(item);
            };
            if !less(ctx, top, item)? {
                return Ok(item);
            }
            // The comparison may have run guest code: the top is read anew.
            replace_top(ctx, r, item)
        }
        HeapqHeapify => {
            let heap = one(&args, name)?;
            let r = list_arg(ctx, heap, name, true)?;
            heapify(ctx, r)?;
            Ok(Value::None)
        }
        _ => Err(exc!(SystemError, "_heapq.{} is not implemented", name)),
    }
}

/// `heapreplace`, and `heappushpop` once the top is smaller: `new` takes
/// the top's place and sinks; the old top is returned.
fn replace_top(ctx: &mut dyn Ctx, r: ObjRef, new: Value) -> Result<Value, Exception> {
    let n = len(ctx, r);
    let top = at(ctx, r, 0).ok_or_else(|| exc!(IndexError, "index out of range"))?;
    let mut v = View::new(r, n, n);
    v.set(0, new);
    let res = sift_up(ctx, &mut v, 0);
    v.finish(ctx, res).map(|_| top)
}

fn one(args: &Args, name: &str) -> Result<Value, Exception> {
    if args.pos.len() != 1 {
        return Err(exc!(
            TypeError,
            "_heapq.{}() takes exactly one argument ({} given)",
            name,
            args.pos.len()
        ));
    }
    Ok(args.pos[0])
}

fn two(args: &Args, name: &str) -> Result<[Value; 2], Exception> {
    match *args.pos {
        [a, b] => Ok([a, b]),
        _ => Err(exc!(
            TypeError,
            "{} expected 2 arguments, got {}",
            name,
            args.pos.len()
        )),
    }
}

fn list_arg(ctx: &mut dyn Ctx, v: Value, name: &str, only: bool) -> Result<ObjRef, Exception> {
    if let Value::List(r) = v {
        return Ok(r);
    }
    // CPython's argument check names None by its value, not its type.
    let t = match v {
        Value::None => "None",
        _ => crate::objects::type_name(ctx.heap(), v),
    };
    Err(if only {
        exc!(TypeError, "{}() argument must be list, not {}", name, t)
    } else {
        exc!(TypeError, "{}() argument 1 must be list, not {}", name, t)
    })
}

fn len(ctx: &mut dyn Ctx, r: ObjRef) -> usize {
    ctx.heap().list(r).len()
}

fn at(ctx: &mut dyn Ctx, r: ObjRef, i: usize) -> Option<Value> {
    ctx.heap().list(r).get(i).copied()
}

fn less(ctx: &mut dyn Ctx, a: Value, b: Value) -> Result<bool, Exception> {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => Ok(x < y),
        (Value::Float(x), Value::Float(y)) => Ok(x < y),
        _ => crate::dunder::compare_bool(ctx, CmpOp::Lt, a, b),
    }
}

fn changed_size() -> Exception {
    exc!(RuntimeError, "list changed size during iteration")
}

/// The heap as an operation sees it: the list's first `size` slots (one
/// more than the list holds for `heappush`, one fewer for `heappop`) with
/// the slots it changed so far (a path's worth, so looked up in a line).
struct View {
    list: ObjRef,
    /// The list's length when the operation began.
    base: usize,
    size: usize,
    changed: Vec<(usize, Value)>,
}

impl View {
    fn new(list: ObjRef, base: usize, size: usize) -> Self {
        View {
            list,
            base,
            size,
            changed: Vec::new(),
        }
    }

    fn get(&self, ctx: &mut dyn Ctx, i: usize) -> Result<Value, Exception> {
        if let Some(&(_, v)) = self.changed.iter().rev().find(|(j, _)| *j == i) {
            return Ok(v);
        }
        at(ctx, self.list, i).ok_or_else(changed_size)
    }

    fn set(&mut self, i: usize, v: Value) {
        match self.changed.iter_mut().find(|(j, _)| *j == i) {
            Some(slot) => slot.1 = v,
            None => self.changed.push((i, v)),
        }
    }

    fn swap(&mut self, ctx: &mut dyn Ctx, a: usize, b: usize) -> Result<(), Exception> {
        let (x, y) = (self.get(ctx, a)?, self.get(ctx, b)?);
        self.set(a, y);
        self.set(b, x);
        Ok(())
    }

    /// After a comparison: guest code it ran may have changed the list.
    fn check(&self, ctx: &mut dyn Ctx) -> Result<(), Exception> {
        if len(ctx, self.list) != self.base {
            return Err(changed_size());
        }
        Ok(())
    }

    /// Writes the view to the list: after success, and after a comparison
    /// raised (the list is left as CPython's C code leaves it), but not
    /// when the comparison needs the interpreter (which redoes the call
    /// on the untouched list) or the list changed size under it.
    fn finish(self, ctx: &mut dyn Ctx, res: Result<(), Exception>) -> Result<(), Exception> {
        if let Err(e) = &res
            && (e.kind == ExcKind::NeedsVm || len(ctx, self.list) != self.base)
        {
            return res;
        }
        if self.size > self.base {
            // `heappush`'s new slot, written below.
            crate::objects::list::append(ctx.heap(), self.list, Value::None)?;
        }
        if let Some(mut l) = ctx.heap().list_mut(self.list) {
            l.truncate(self.size);
            for (i, v) in self.changed {
                if let Some(slot) = l.get_mut(i) {
                    *slot = v;
                }
            }
        }
        res
    }
}

/// CPython's C `siftdown`: the item at `pos` rises towards `start` while
/// smaller than its parent.
fn sift_down(
    ctx: &mut dyn Ctx,
    v: &mut View,
    start: usize,
    mut pos: usize,
) -> Result<(), Exception> {
    while pos > start {
        let parent = (pos - 1) >> 1;
        let (item, p) = (v.get(ctx, pos)?, v.get(ctx, parent)?);
        let lt = less(ctx, item, p)?;
        v.check(ctx)?;
        if !lt {
            break;
        }
        v.swap(ctx, parent, pos)?;
        pos = parent;
    }
    Ok(())
}

/// CPython's C `siftup`: the smaller child rises until a leaf is reached,
/// then the item there rises to its place.
fn sift_up(ctx: &mut dyn Ctx, v: &mut View, start: usize) -> Result<(), Exception> {
    let end = v.size;
    let limit = end >> 1;
    let mut pos = start;
    while pos < limit {
        let mut child = 2 * pos + 1;
        if child + 1 < end {
            let (a, b) = (v.get(ctx, child)?, v.get(ctx, child + 1)?);
            let lt = less(ctx, a, b)?;
            v.check(ctx)?;
            if !lt {
                child += 1;
            }
        }
        v.swap(ctx, child, pos)?;
        pos = child;
    }
    sift_down(ctx, v, start, pos)
}

/// `heapify`: CPython's siftups on a rooted copy, written back after
/// success or a comparison that raised (not one that needs the
/// interpreter).
fn heapify(ctx: &mut dyn Ctx, r: ObjRef) -> Result<(), Exception> {
    let items = crate::objects::list::try_clone(ctx.heap().list(r))?;
    let n = items.len();
    ctx.heap().push_roots(&items)?;
    let mut copy = Copy {
        items,
        list: r,
        base: n,
    };
    let res = (0..n / 2)
        .rev()
        .try_for_each(|i| copy_sift_up(ctx, &mut copy, i));
    ctx.heap().pop_roots(n);
    if let Err(e) = &res
        && (e.kind == ExcKind::NeedsVm || len(ctx, r) != n)
    {
        return res;
    }
    if let Some(mut l) = ctx.heap().list_mut(r) {
        *l = copy.items;
    }
    res
}

/// A copy of the list `heapify` works on.
struct Copy {
    items: Vec<Value>,
    list: ObjRef,
    base: usize,
}

fn copy_less(ctx: &mut dyn Ctx, c: &Copy, a: usize, b: usize) -> Result<bool, Exception> {
    let lt = less(ctx, c.items[a], c.items[b])?;
    if len(ctx, c.list) != c.base {
        return Err(changed_size());
    }
    Ok(lt)
}

fn copy_sift_up(ctx: &mut dyn Ctx, c: &mut Copy, start: usize) -> Result<(), Exception> {
    let end = c.items.len();
    let limit = end >> 1;
    let mut pos = start;
    while pos < limit {
        let mut child = 2 * pos + 1;
        if child + 1 < end && !copy_less(ctx, c, child, child + 1)? {
            child += 1;
        }
        c.items.swap(child, pos);
        pos = child;
    }
    while pos > start {
        let parent = (pos - 1) >> 1;
        if !copy_less(ctx, c, pos, parent)? {
            break;
        }
        c.items.swap(parent, pos);
        pos = parent;
    }
    Ok(())
}
