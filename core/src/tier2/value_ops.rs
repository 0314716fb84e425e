//! The operations on builtin values that traces specialize by the types
//! the recorder saw: comparing strings, tuples and bools, adding strings,
//! building lists and tuples, indexing a string,
//! reading, writing and testing a dict by a str or int key, `in` a str, a
//! tuple or a list, `len` of a builtin container, `ord`, `isinstance`,
//! the builtins on numbers (`abs`, `min`, `max`, `math.sqrt`...),
//! `tuple()` and `list()` of a list, tuple or str,
//! `list.append`, `list.pop()` and `list.pop(i)`, `dict.get` and the str methods, and
//! stepping a str or tuple iteration or an `enumerate` of a list or tuple. The uop executor runs
//! them, and machine code calls them through one helper
//! (`native::helpers::helper_value_op`), so each is defined once.
//!
//! Each checks the types it was specialized for and returns `None` (take
//! the uop's exit, nothing changed) when they differ or the operation
//! cannot finish here: a missing key or an index out of range (the
//! interpreter raises), a key whose comparison would run guest code, or
//! memory that ran out. None of them runs guest code, prints or rebinds a
//! name: operands whose comparison or method could run guest code (an
//! instance in a tuple) leave the trace. A string index and a str method
//! may make strings, and a dict store and an append may grow their
//! container.
//!
//! This module owns no state and touches nothing but the heap objects its
//! operands name.

use crate::args::Args;
use crate::bytecode::{BinOp, CmpOp};
use crate::ctx::{self, HeapCtx};
use crate::heap::Heap;
use crate::objects::{self, Attr, str as pystr};
use crate::ops;
use crate::value::Value;

use super::uops::{Uop, UopFlags};

/// Whether `op` is one of the uops this module runs (the uop table says).
pub fn runs(op: Uop) -> bool {
    op.info().flags.contains(UopFlags::VALUE_OP)
}

/// How many slots under the stack top `op` reads: its operands, or the
/// three slots of the iteration it advances.
pub fn window(op: Uop, oparg: u32) -> usize {
    if advances(op) {
        3
    } else {
        op.effect(oparg).0 as usize
    }
}

/// Whether `op` advances an iteration ([`step`]) rather than computing a
/// result ([`run`]).
pub fn advances(op: Uop) -> bool {
    matches!(
        op,
        Uop::_ITER_NEXT_STR | Uop::_ITER_NEXT_TUPLE | Uop::_ITER_NEXT_ENUMERATE
    )
}

/// One step of an iteration: the iteration's new last slot, if it
/// changes, and the items pushed above it (`items[..pushed]`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Step {
    pub state: Option<Value>,
    pub items: [Value; 2],
    pub pushed: usize,
}

/// Runs `op` (with `oparg` and `operand`) on `args`, its operands as the
/// stack holds them, bottom first. `None`: the uop's exit is taken and
/// nothing changed; else its result, if it has one (it replaces the
/// operands).
///
/// Operands are read through the slice one field at a time, never copied
/// whole: machine code has just stored each tag and payload separately,
/// and a 16-byte load of them would wait for both stores to retire.
/// Inlined into its two callers: a result returned through memory is
/// written a field at a time (a bool's byte, then its padding), and the
/// helper's 8-byte reads of it would stall the same way.
#[inline(always)]
pub fn run(
    cx: &mut HeapCtx,
    op: Uop,
    oparg: u32,
    operand: u64,
    args: &[Value],
) -> Option<Option<Value>> {
    let heap = &mut *cx.heap;
    let result = match (op, args) {
        (Uop::_COMPARE_OP_BOOL, [Value::Bool(a), Value::Bool(b)]) => {
            Value::Bool(CmpOp::from_u32(oparg)?.test(Some(a.cmp(b))))
        }
        (Uop::_COMPARE_OP_STR, [Value::Str(a), Value::Str(b)]) => {
            let cmp = CmpOp::from_u32(oparg)?;
            // One string per character and interned names make equal
            // strings often the same object.
            let order = if a == b {
                core::cmp::Ordering::Equal
            } else {
                heap.str(*a).cmp(heap.str(*b))
            };
            Value::Bool(cmp.test(Some(order)))
        }
        (Uop::_BINARY_SUBSCR_STR_INT, [Value::Str(s), Value::Int(i)]) => {
            pystr::index(heap, *s, *i).ok()?
        }
        (Uop::_BINARY_SUBSCR_DICT, [Value::Dict(d), key]) => {
            objects::dict::get(heap, *d, plain_key(heap, key)?).ok()??
        }
        (Uop::_STORE_SUBSCR_DICT, [value, Value::Dict(d), key]) => {
            objects::dict::set(heap, *d, plain_key(heap, key)?, *value).ok()?;
            return Some(None);
        }
        (Uop::_CONTAINS_OP_DICT, [key, Value::Dict(d)]) => {
            let found = matches!(
                objects::dict::find(heap, *d, plain_key(heap, key)?).ok()?.0,
                objects::dict::Slot::Found(_)
            );
            Value::Bool(found != (oparg == 1))
        }
        (Uop::_BINARY_OP_ADD_STR, [a @ Value::Str(_), b @ Value::Str(_)]) => {
            let (a, b) = (by_fields(a), by_fields(b));
            match BinOp::decode(oparg)? {
                (BinOp::Add, false) => ops::binary_op(heap, BinOp::Add, a, b).ok()?,
                // In place: the left operand's buffer may grow.
                (BinOp::Add, true) => ops::inplace_op(cx, BinOp::Add, a, b).ok()?,
                _ => return None,
            }
        }
        (Uop::_BUILD_LIST, items) => {
            ops::new_list(heap, items.iter().map(by_fields).collect()).ok()?
        }
        (Uop::_BUILD_TUPLE, items) => {
            // Short tuples (most) are copied out field by field first.
            let mut copied = [Value::None; 8];
            let items = match copied.get_mut(..items.len()) {
                Some(c) => {
                    for (slot, v) in c.iter_mut().zip(items) {
                        *slot = by_fields(v);
                    }
                    &*c
                }
                None => items,
            };
            ops::tuple_from(heap, items).ok()?
        }
        (Uop::_CONTAINS_OP_STR, [Value::Str(n), Value::Str(h)]) => {
            Value::Bool(pystr::contains(heap.str(*h), heap.str(*n)) != (oparg == 1))
        }
        // Items whose comparison would run guest code make `ops` fail
        // (`NeedsVm`), and the trace leaves.
        (Uop::_CONTAINS_OP_SEQ, [needle, hay @ (Value::Tuple(_) | Value::List(_))]) => {
            let found = ops::contains(heap, by_fields(needle), by_fields(hay)).ok()?;
            Value::Bool(found != (oparg == 1))
        }
        (Uop::_COMPARE_OP_TUPLE, [a @ Value::Tuple(_), b @ Value::Tuple(_)]) => {
            let cmp = CmpOp::from_u32(oparg)?;
            Value::Bool(ops::compare(heap, cmp, by_fields(a), by_fields(b)).ok()?)
        }
        (Uop::_CALL_ISINSTANCE, [_, v, classinfo]) => {
            // A metaclass hook is guest code: the interpreter runs it.
            if crate::ctx::meta_hooked(heap, by_fields(classinfo), 0) {
                return None;
            }
            Value::Bool(crate::builtins::isinstance(heap, by_fields(v), by_fields(classinfo)).ok()?)
        }
        (Uop::_CALL_STR_METHOD, [recv @ Value::Str(_), rest @ ..]) => {
            let attr = *Attr::ALL.get(operand as usize)?;
            let recv = by_fields(recv);
            let mut argv = [Value::None; 3];
            let argv = argv.get_mut(..rest.len())?;
            for (slot, v) in argv.iter_mut().zip(rest) {
                *slot = by_fields(v);
            }
            if ctx::args_need_vm(heap, argv) {
                return None;
            }
            objects::method::call_method(cx, recv, attr, Args::positional(argv)).ok()?
        }
        (Uop::_CALL_ORD, [_, Value::Str(r)]) => {
            let mut chars = heap.str(*r).chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) => Value::Int(c as i64),
                _ => return None,
            }
        }
        (Uop::_CALL_BUILTIN_PURE, [_, rest @ ..]) => {
            let b = *crate::builtins::Builtin::ALL.get(operand as usize)?;
            let mut argv = [Value::None; 3];
            let argv = argv.get_mut(..rest.len())?;
            for (slot, v) in argv.iter_mut().zip(rest) {
                *slot = by_fields(v);
            }
            if !crate::builtins::pure_on(b, argv) {
                return None;
            }
            crate::builtins::call(b, cx, Args::positional(argv)).ok()?
        }
        (Uop::_LEN_LIST, [_, Value::List(l)]) => Value::Int(heap.list(*l).len() as i64),
        (Uop::_CALL_LEN, [_, x]) => Value::Int(ops::len(heap, by_fields(x)).ok()?),
        (Uop::_CALL_LIST_APPEND, [Value::List(l), item]) => {
            objects::list::append(heap, *l, by_fields(item)).ok()?;
            Value::None
        }
        (Uop::_CALL_LIST_POP, [Value::List(l)]) => heap.list_mut(*l)?.pop()?,
        (Uop::_CALL_LIST_POP_AT, [Value::List(l), Value::Int(i)]) => {
            let mut items = heap.list_mut(*l)?;
            let at = ops::norm_index(*i, items.len())?;
            items.remove(at)
        }
        (Uop::_CALL_DICT_GET, [Value::Dict(d), key, default @ ..]) => {
            let found = objects::dict::get(heap, *d, plain_key(heap, key)?).ok()?;
            match (found, default) {
                (Some(v), _) => v,
                (None, [v]) => by_fields(v),
                (None, _) => Value::None,
            }
        }
        _ => return None,
    };
    Some(Some(result))
}

/// Advances the iteration `op` steps, whose three slots are `state`
/// (bottom first). `None`: the uop's exit is taken (another iterator, or
/// this one exhausted) and nothing changed.
#[inline(always)]
pub fn step(heap: &mut Heap, op: Uop, state: &[Value]) -> Option<Step> {
    match (op, state) {
        (Uop::_ITER_NEXT_STR, [Value::Str(r), _, Value::Int(pos)]) => {
            let (ch, next) =
                objects::iter::seq_step(heap, Value::Str(*r), *pos as usize).ok()??;
            Some(Step {
                state: Some(Value::Int(next as i64)),
                items: [ch, Value::None],
                pushed: 1,
            })
        }
        (Uop::_ITER_NEXT_TUPLE, [Value::Tuple(r), _, Value::Int(pos)]) => {
            let item = *heap.tuple(*r).get(usize::try_from(*pos).ok()?)?;
            Some(Step {
                state: Some(Value::Int(pos + 1)),
                items: [item, Value::None],
                pushed: 1,
            })
        }
        (Uop::_ITER_NEXT_ENUMERATE, [Value::Iter(r), _, _]) => {
            let [count, item] = objects::iter::enumerate_seq_step(heap, *r)?;
            Some(Step {
                state: None,
                items: [item, count],
                pushed: 2,
            })
        }
        _ => None,
    }
}

/// A copy of `v` read a field at a time for the types traces move most
/// (see [`run`]).
fn by_fields(v: &Value) -> Value {
    match v {
        Value::Int(i) => Value::Int(*i),
        Value::Float(f) => Value::Float(*f),
        Value::Str(r) => Value::Str(*r),
        Value::List(r) => Value::List(*r),
        Value::Tuple(r) => Value::Tuple(*r),
        Value::Instance(r) => Value::Instance(*r),
        Value::None => Value::None,
        other => *other,
    }
}

/// A dict key these operations take (its hash and equality never run
/// guest code), rebuilt from its fields.
/// The deepest tuple nesting [`plain_key`] looks into.
const PLAIN_KEY_DEPTH: u32 = 4;

/// `key` (as its fields read it) when hashing and comparing it can never
/// run guest code: an int, a string, a float, a bool, `None`, or a tuple
/// of such (a memo's `args`, a grid's `(row, col)`): the keys the dict
/// uops take. Anything else leaves the trace.
pub fn plain_key(heap: &Heap, key: &Value) -> Option<Value> {
    fn plain(heap: &Heap, v: Value, depth: u32) -> bool {
        match v {
            Value::Int(_) | Value::Str(_) | Value::Float(_) | Value::Bool(_) | Value::None => true,
            Value::Tuple(_) => {
                depth < PLAIN_KEY_DEPTH && heap.seq(v).iter().all(|&x| plain(heap, x, depth + 1))
            }
            _ => false,
        }
    }
    let key = by_fields(key);
    plain(heap, key, 0).then_some(key)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::objects::str::new_str_from;
    use alloc::string::String;
    use alloc::vec;

    fn run1(heap: &mut Heap, op: Uop, oparg: u32, args: &[Value]) -> Option<Option<Value>> {
        run_with(heap, op, oparg, 0, args)
    }

    fn run_with(
        heap: &mut Heap,
        op: Uop,
        oparg: u32,
        operand: u64,
        args: &[Value],
    ) -> Option<Option<Value>> {
        let mut out = String::new();
        let mut cx = HeapCtx {
            heap,
            out: &mut out,
        };
        run(&mut cx, op, oparg, operand, args)
    }

    fn text(heap: &mut Heap, s: &str) -> Value {
        new_str_from(heap, s).expect("a str")
    }

    #[test]
    fn strings_compare_by_content_whatever_their_objects() {
        let mut heap = Heap::new();
        let (a, b, c) = (
            text(&mut heap, "apple"),
            text(&mut heap, "apple"),
            text(&mut heap, "b"),
        );
        assert_ne!(a, b, "two objects with one text");
        let cmp = |heap: &mut Heap, op: CmpOp, x: Value, y: Value| {
            run1(heap, Uop::_COMPARE_OP_STR, op as u32, &[x, y])
        };
        for (op, same, less) in [
            (CmpOp::Lt, false, true),
            (CmpOp::Le, true, true),
            (CmpOp::Eq, true, false),
            (CmpOp::Ne, false, true),
            (CmpOp::Gt, false, false),
            (CmpOp::Ge, true, false),
        ] {
            assert_eq!(cmp(&mut heap, op, a, b), Some(Some(Value::Bool(same))));
            assert_eq!(cmp(&mut heap, op, a, c), Some(Some(Value::Bool(less))));
        }
        assert_eq!(cmp(&mut heap, CmpOp::Eq, a, Value::Int(1)), None);
    }

    #[test]
    fn a_string_index_counts_from_the_end_and_leaves_when_out_of_range() {
        let mut heap = Heap::new();
        let s = text(&mut heap, "héllo");
        let at = |heap: &mut Heap, i: i64| {
            run1(heap, Uop::_BINARY_SUBSCR_STR_INT, 0, &[s, Value::Int(i)])
                .flatten()
                .map(|v| String::from(heap.str(v.obj().expect("a str"))))
        };
        assert_eq!(at(&mut heap, 1).as_deref(), Some("é"));
        assert_eq!(at(&mut heap, -1).as_deref(), Some("o"));
        assert_eq!(at(&mut heap, 5), None);
        assert_eq!(at(&mut heap, -6), None);
        let bad = run1(
            &mut heap,
            Uop::_BINARY_SUBSCR_STR_INT,
            0,
            &[s, Value::Float(1.0)],
        );
        assert_eq!(bad, None);
    }

    #[test]
    fn dict_operations_take_only_keys_that_run_no_guest_code() {
        let mut heap = Heap::new();
        let d = objects::dict::new_dict(&mut heap).expect("a dict");
        let k = text(&mut heap, "k");
        let store = |heap: &mut Heap, key: Value, v: i64| {
            run1(heap, Uop::_STORE_SUBSCR_DICT, 0, &[Value::Int(v), d, key])
        };
        assert_eq!(store(&mut heap, k, 7), Some(None));
        assert_eq!(store(&mut heap, Value::Int(3), 9), Some(None));
        assert_eq!(store(&mut heap, Value::Float(3.5), 1), Some(None));
        // A memo's `(args)`: a tuple of plain keys; one holding a list (an
        // unhashable, and a stand-in for anything else) is the interpreter's.
        let pair = objects::tuple::from_vec(&mut heap, vec![Value::Int(1), k]).expect("a tuple");
        assert_eq!(store(&mut heap, pair, 5), Some(None));
        let list = objects::list::new_list(&mut heap, vec![]).expect("a list");
        let holds_list =
            objects::tuple::from_vec(&mut heap, vec![Value::Int(1), list]).expect("a tuple");
        assert_eq!(store(&mut heap, holds_list, 5), None);
        assert_eq!(store(&mut heap, list, 5), None);
        let pair2 = objects::tuple::from_vec(&mut heap, vec![Value::Int(1), k]).expect("a tuple");
        let get = |heap: &mut Heap, key: Value| run1(heap, Uop::_BINARY_SUBSCR_DICT, 0, &[d, key]);
        assert_eq!(get(&mut heap, pair2), Some(Some(Value::Int(5))));
        assert_eq!(get(&mut heap, k), Some(Some(Value::Int(7))));
        assert_eq!(get(&mut heap, Value::Int(3)), Some(Some(Value::Int(9))));
        // Missing: the interpreter raises `KeyError`.
        assert_eq!(get(&mut heap, Value::Int(4)), None);
        let has = |heap: &mut Heap, key: Value, negated: u32| {
            run1(heap, Uop::_CONTAINS_OP_DICT, negated, &[key, d])
        };
        assert_eq!(has(&mut heap, k, 0), Some(Some(Value::Bool(true))));
        assert_eq!(
            has(&mut heap, Value::Int(4), 0),
            Some(Some(Value::Bool(false)))
        );
        assert_eq!(
            has(&mut heap, Value::Int(4), 1),
            Some(Some(Value::Bool(true)))
        );
        assert_eq!(
            has(&mut heap, Value::None, 0),
            Some(Some(Value::Bool(false)))
        );
        assert_eq!(has(&mut heap, list, 0), None);
    }

    #[test]
    fn membership_and_tuple_comparison_leave_when_guest_code_could_run() {
        let mut heap = Heap::new();
        let (a, abc) = (text(&mut heap, "a"), text(&mut heap, "abc"));
        let has = |heap: &mut Heap, op: Uop, negated: u32, x: Value, c: Value| {
            run1(heap, op, negated, &[x, c])
        };
        let yes = Some(Some(Value::Bool(true)));
        let no = Some(Some(Value::Bool(false)));
        assert_eq!(has(&mut heap, Uop::_CONTAINS_OP_STR, 0, a, abc), yes);
        assert_eq!(has(&mut heap, Uop::_CONTAINS_OP_STR, 0, abc, a), no);
        assert_eq!(has(&mut heap, Uop::_CONTAINS_OP_STR, 1, abc, a), yes);
        // The interpreter raises `TypeError` for a non-str needle.
        let one = Value::Int(1);
        assert_eq!(has(&mut heap, Uop::_CONTAINS_OP_STR, 0, one, abc), None);
        let t = objects::tuple::from_vec(&mut heap, alloc::vec![one, a]).expect("a tuple");
        let u = objects::tuple::from_vec(&mut heap, alloc::vec![one, abc]).expect("a tuple");
        assert_eq!(has(&mut heap, Uop::_CONTAINS_OP_SEQ, 0, a, t), yes);
        assert_eq!(has(&mut heap, Uop::_CONTAINS_OP_SEQ, 1, a, t), no);
        assert_eq!(has(&mut heap, Uop::_CONTAINS_OP_SEQ, 0, a, abc), None);
        let lt = run1(&mut heap, Uop::_COMPARE_OP_TUPLE, CmpOp::Lt as u32, &[t, u]);
        assert_eq!(lt, yes, "'a' < 'abc'");
        let eq = run1(&mut heap, Uop::_COMPARE_OP_TUPLE, CmpOp::Eq as u32, &[t, t]);
        assert_eq!(eq, yes);
        // An item whose comparison runs guest code: the trace leaves.
        let cls = objects::class::new_class(&mut heap, "K", &[]).expect("a class");
        if let Value::Class(c) = cls {
            let eq = objects::intern::Special::eq.id();
            objects::class::set_attr(&mut heap, c, eq, Value::None);
        }
        let k = objects::instance::new_instance(&mut heap, cls, Value::None).expect("an instance");
        let tk = objects::tuple::from_vec(&mut heap, alloc::vec![k, a]).expect("a tuple");
        let eq = |heap: &mut Heap, x: Value, y: Value| {
            run1(heap, Uop::_COMPARE_OP_TUPLE, CmpOp::Eq as u32, &[x, y])
        };
        assert_eq!(eq(&mut heap, tk, t), None);
        // The same object: equal without asking it, as CPython.
        assert_eq!(eq(&mut heap, tk, tk), yes);
        assert_eq!(has(&mut heap, Uop::_CONTAINS_OP_SEQ, 0, k, t), None);
    }

    #[test]
    fn isinstance_and_str_methods_run_here_or_leave() {
        let mut heap = Heap::new();
        let s = text(&mut heap, " Ab1 ");
        let int = Value::Builtin(crate::builtins::Builtin::Int);
        let is = |heap: &mut Heap, v: Value, c: Value| {
            run1(heap, Uop::_CALL_ISINSTANCE, 0, &[Value::None, v, c])
        };
        assert_eq!(
            is(&mut heap, Value::Int(3), int),
            Some(Some(Value::Bool(true)))
        );
        assert_eq!(is(&mut heap, s, int), Some(Some(Value::Bool(false))));
        // Not a class: the interpreter raises `TypeError`.
        assert_eq!(is(&mut heap, s, Value::Int(5)), None);
        let method = |heap: &mut Heap, attr: Attr, args: &[Value]| {
            let mut all = alloc::vec![s];
            all.extend_from_slice(args);
            run_with(
                heap,
                Uop::_CALL_STR_METHOD,
                args.len() as u32,
                attr as u64,
                &all,
            )
            .flatten()
        };
        let stripped = method(&mut heap, Attr::strip, &[]).expect("a str");
        assert_eq!(heap.str(stripped.obj().expect("a str")), "Ab1");
        let b = text(&mut heap, "b");
        assert_eq!(method(&mut heap, Attr::find, &[b]), Some(Value::Int(2)));
        // Raises (the interpreter makes the error): the trace leaves.
        let z = text(&mut heap, "z");
        assert_eq!(method(&mut heap, Attr::index, &[z]), None);
        // Not a str receiver.
        let not_str = run_with(
            &mut heap,
            Uop::_CALL_STR_METHOD,
            0,
            Attr::strip as u64,
            &[Value::Int(1)],
        );
        assert_eq!(not_str, None);
    }

    #[test]
    fn strings_add_and_lists_and_tuples_are_built_of_their_operands() {
        let mut heap = Heap::new();
        let (a, b) = (text(&mut heap, "ab"), text(&mut heap, "c"));
        let add = |heap: &mut Heap, inplace: bool, x: Value, y: Value| {
            let oparg = BinOp::Add as u32 | if inplace { BinOp::INPLACE } else { 0 };
            run1(heap, Uop::_BINARY_OP_ADD_STR, oparg, &[x, y])
                .flatten()
                .map(|v| String::from(heap.str(v.obj().expect("a str"))))
        };
        assert_eq!(add(&mut heap, false, a, b).as_deref(), Some("abc"));
        assert_eq!(add(&mut heap, true, b, a).as_deref(), Some("cab"));
        assert_eq!(
            heap.str(a.obj().expect("a str")),
            "ab",
            "operands unchanged"
        );
        assert_eq!(add(&mut heap, false, a, Value::Int(1)), None);
        for n in [0, 3, 9] {
            let items: alloc::vec::Vec<Value> = (0..n).map(Value::Int).collect();
            for op in [Uop::_BUILD_LIST, Uop::_BUILD_TUPLE] {
                let made = run1(&mut heap, op, n as u32, &items)
                    .flatten()
                    .expect("built");
                assert_eq!(heap.seq(made), &items[..], "{op:?} of {n}");
                assert_eq!(matches!(made, Value::List(_)), op == Uop::_BUILD_LIST);
            }
        }
    }

    #[test]
    fn iterations_advance_their_state_and_push_their_items() {
        let mut heap = Heap::new();
        let s = text(&mut heap, "aé");
        let next = |heap: &mut Heap, pos: i64| {
            step(
                heap,
                Uop::_ITER_NEXT_STR,
                &[s, Value::Undef, Value::Int(pos)],
            )
        };
        let w = next(&mut heap, 0).expect("a character");
        assert_eq!((w.state, w.pushed), (Some(Value::Int(1)), 1));
        assert_eq!(heap.str(w.items[0].obj().expect("a str")), "a");
        let w = next(&mut heap, 1).expect("a character");
        assert_eq!(w.state, Some(Value::Int(3)), "é is two bytes");
        assert_eq!(next(&mut heap, 3), None, "exhausted");
        let list = objects::list::new_list(&mut heap, alloc::vec![Value::Int(7)]).expect("a list");
        let not_a_str = step(
            &mut heap,
            Uop::_ITER_NEXT_STR,
            &[list, Value::Undef, Value::Int(0)],
        );
        assert_eq!(not_a_str, None);
        let t = objects::tuple::new_tuple(&mut heap, &[Value::Int(4), Value::Float(0.5)])
            .expect("a tuple");
        let next = |heap: &mut Heap, it: Value, pos: i64| {
            step(
                heap,
                Uop::_ITER_NEXT_TUPLE,
                &[it, Value::Undef, Value::Int(pos)],
            )
        };
        let w = next(&mut heap, t, 1).expect("an item");
        assert_eq!(
            (w.state, w.items[0], w.pushed),
            (Some(Value::Int(2)), Value::Float(0.5), 1)
        );
        assert_eq!(next(&mut heap, t, 2), None, "exhausted");
        assert_eq!(next(&mut heap, t, -1), None, "no index before the start");
        assert_eq!(next(&mut heap, list, 0), None, "not a tuple");
    }
}
