//! Runtime functions generated code calls through addresses in the
//! [`JitContext`]. They turn the raw context back into the core's
//! [`ExecState`] and run the core's safe code; this is the one place the
//! core reads through raw pointers that machine code handed it.
#![allow(unsafe_code)]

use crate::heap::ObjRef;
use crate::objects::instance;
use crate::ops;
use crate::tier2::ExecState;
use crate::tier2::backend::{RootSet, collect_in_root};
use crate::tier2::context::JitContext;
use crate::tier2::executor::{UopStep, exec_uop};
use crate::tier2::uops::{Uop, UopInst};
use crate::tier2::value_ops;
use crate::value::Value;

/// Runs one uop with the reference semantics. Returns 1 when the uop takes
/// its exit, else 0.
///
/// # Safety
/// `ctx` must be the context of the current run (its `state` an
/// `ExecState` alive for the run, its `slots`/`slots_len` the trace's
/// slots); `uop` must point to a uop of the running trace; `consts` to
/// `nconsts` values kept alive by the backend.
pub unsafe extern "C" fn helper_uop(
    ctx: *mut JitContext,
    uop: *const UopInst,
    sp: u64,
    fp: u64,
    consts: *const Value,
    nconsts: u64,
) -> u64 {
    // SAFETY: guaranteed by the caller (generated code passes its own
    // context, a pointer into the uops the backend keeps with the code,
    // and the trace's constants).
    let (ctx, u, consts) = unsafe {
        (
            &mut *ctx,
            &*uop,
            core::slice::from_raw_parts(consts, nconsts as usize),
        )
    };
    // SAFETY: `state` is the `ExecState` backend's `run` was given, alive
    // until `run` returns. The slots and globals machine code writes
    // through the context are this state's own arrays (`context` took
    // their addresses), and machine code is stopped in this call: the
    // helper reaches them through the state alone. Not rebuilding a state
    // per call saves ~60 instructions on every uop without a lowering.
    let st = unsafe { &mut *(ctx.state as *mut ExecState<'static>) };
    let (mut sp, mut fp) = (sp as usize, fp as usize);
    let step = exec_uop(u, consts, st, &mut sp, &mut fp);
    super::poll_soon_if_collecting(ctx, st.heap);
    match step {
        UopStep::Next => 0,
        UopStep::Exit | UopStep::Top => 1,
    }
}

/// When the step countdown runs out (at a loop's back-edge, or at a trace's
/// entry check when entered by a link): charges the steps and collects
/// garbage (the trace is in its root frame with `sp` values in
/// its slots and nothing in registers). Returns 1 when the step budget is
/// spent.
///
/// # Safety
/// As for [`helper_uop`].
pub unsafe extern "C" fn helper_poll(ctx: *mut JitContext, sp: u64) -> u64 {
    // SAFETY: see `helper_uop`.
    let ctx = unsafe { &mut *ctx };
    // SAFETY: see `helper_uop`.
    let (st, slots) = unsafe {
        (
            &mut *(ctx.state as *mut ExecState<'static>),
            core::slice::from_raw_parts_mut(ctx.slots, ctx.slots_len as usize),
        )
    };
    *st.steps += super::steps_since_poll(ctx);
    let quantum = super::poll_quantum(st);
    ctx.poll_quantum = quantum;
    ctx.poll_countdown = quantum;
    if *st.steps >= st.step_limit {
        return 1;
    }
    if st.heap.wants_collection() {
        let live = &slots[..(sp as usize).min(slots.len())];
        let roots = RootSet {
            below: st.below,
            frames: st.frames,
            consts: st.consts,
            globals: st.globals,
            other: st.roots,
        };
        collect_in_root(st.heap, roots, live);
    }
    0
}

/// `list[index]` into `*out`. Returns 1 (and writes nothing) when the index
/// is out of range or `list` names no list.
///
/// # Safety
/// As for [`helper_uop`]; `out` must point to a slot of the trace.
pub unsafe extern "C" fn helper_list_get(
    ctx: *mut JitContext,
    list: u64,
    index: i64,
    out: *mut Value,
) -> u64 {
    // SAFETY: see `helper_uop`.
    let st = unsafe { &mut *((*ctx).state as *mut ExecState<'static>) };
    let l = st.heap.list(ObjRef(list as u32));
    match ops::norm_index(index, l.len()) {
        Some(j) => {
            // SAFETY: the caller passes the address of a slot of the trace.
            unsafe { *out = l[j] };
            0
        }
        None => 1,
    }
}

/// `list[index] = *value`. Returns 1 (and changes nothing) when the index
/// is out of range or `list` names no list.
///
/// # Safety
/// As for [`helper_uop`]; `value` must point to a slot of the trace.
pub unsafe extern "C" fn helper_list_set(
    ctx: *mut JitContext,
    list: u64,
    index: i64,
    value: *const Value,
) -> u64 {
    // SAFETY: see `helper_uop`; `value` points to a slot of the trace.
    let (st, v) = unsafe { (&mut *((*ctx).state as *mut ExecState<'static>), *value) };
    match st.heap.list_mut(ObjRef(list as u32)) {
        Some(mut l) => match ops::norm_index(index, l.len()) {
            Some(j) => {
                l[j] = v;
                0
            }
            None => 1,
        },
        None => 1,
    }
}

/// A builtin-value operation ([`crate::tier2::value_ops`]): `op` is the
/// uop's index, its oparg shifted left by 8 and its operand (under 2^24)
/// shifted left by 40; `args` the first of the
/// slots it reads (its operands, or an iteration's state); it writes its
/// result over its first operand, or an iteration's new state and items.
/// Returns 1 when the uop takes its exit (nothing changed), else 0.
/// Cheaper than [`helper_uop`] for the hot operations it serves: no uop
/// to decode and no general executor to enter.
///
/// # Safety
/// As for [`helper_uop`]; `args` must point to the uop's window of slots
/// of the trace ([`value_ops::window`]), with room for its pushes after.
pub unsafe extern "C" fn helper_value_op(ctx: *mut JitContext, op: u64, args: *mut Value) -> u64 {
    let Some(&uop) = Uop::ALL.get((op & 0xff) as usize) else {
        return 1;
    };
    let oparg = (op >> 8) as u32;
    let operand = op >> 40;
    if !value_ops::runs(uop) {
        return 1;
    }
    let window = value_ops::window(uop, oparg);
    // SAFETY: see `helper_uop`; `args` points to the slots the uop reads
    // in the trace's slots, only read through this slice, which ends
    // before anything is written.
    let (ctx, st, operands) = unsafe {
        (
            &mut *ctx,
            &mut *((*ctx).state as *mut ExecState<'static>),
            core::slice::from_raw_parts(args as *const Value, window),
        )
    };
    if value_ops::advances(uop) {
        let next = value_ops::step(st.heap, uop, operands);
        super::poll_soon_if_collecting(ctx, st.heap);
        let Some(next) = next else {
            return 1;
        };
        // SAFETY: as above; a step writes its iteration's last slot and
        // pushes above it (the frame's stack has room for them).
        unsafe {
            if let Some(state) = next.state {
                store_words(args.add(window - 1), state);
            }
            for (k, &item) in next.items[..next.pushed].iter().enumerate() {
                store_words(args.add(window + k), item);
            }
        }
        return 0;
    }
    let mut cx = crate::ctx::HeapCtx {
        heap: &mut *st.heap,
        out: &mut *st.out,
    };
    let done = value_ops::run(&mut cx, uop, oparg, operand, operands);
    super::poll_soon_if_collecting(ctx, st.heap);
    match done {
        None => 1,
        Some(result) => {
            if let Some(r) = result {
                // SAFETY: as above; the first operand's slot takes the
                // result.
                unsafe { store_words(args, r) };
            }
            0
        }
    }
}

/// `list.append(*item)` (`_CALL_LIST_APPEND`) for machine code, without
/// the value-op helper's dispatch: `list` is the list's object; nonzero
/// means "take the exit" (nothing changed: the list could not grow).
///
/// # Safety
/// As for [`helper_uop`]; `item` must point to a slot of the trace.
pub unsafe extern "C" fn helper_list_append(
    ctx: *mut JitContext,
    list: u64,
    item: *const Value,
) -> u64 {
    // SAFETY: see `helper_uop`; `item` points to a slot of the trace.
    let (ctx, st, item) = unsafe {
        (
            &mut *ctx,
            &mut *((*ctx).state as *mut ExecState<'static>),
            read_words(item),
        )
    };
    let Some(item) = item else {
        return 1;
    };
    let done = crate::objects::list::append(st.heap, ObjRef(list as u32), item);
    super::poll_soon_if_collecting(ctx, st.heap);
    done.is_err() as u64
}

/// The next step of `enumerate` over a list or tuple (`_ITER_NEXT_ENUMERATE`)
/// for machine code, without the value-op helper's dispatch: `iter` is the
/// enumerate object; the item goes to `out[0]` and the count to `out[1]`.
/// Nonzero means "take the exit" (nothing changed: another iterator, or
/// this one exhausted).
///
/// # Safety
/// As for [`helper_uop`]; `out` must point to two slots of the trace.
pub unsafe extern "C" fn helper_enumerate_next(
    ctx: *mut JitContext,
    iter: u64,
    out: *mut Value,
) -> u64 {
    // SAFETY: see `helper_uop`.
    let st = unsafe { &mut *((*ctx).state as *mut ExecState<'static>) };
    let Some([count, item]) =
        crate::objects::iter::enumerate_seq_step(st.heap, ObjRef(iter as u32))
    else {
        return 1;
    };
    // SAFETY: `out` points to two slots of the trace (the caller's
    // promise).
    unsafe {
        store_words(out, item);
        store_words(out.add(1), count);
    }
    0
}

/// The value in slot `slot`, read as the two 8-byte words machine code
/// wrote it as (a 16-byte read of them would wait for the stores to
/// retire: see [`store_words`]).
///
/// # Safety
/// `slot` must be valid for reading one `Value`.
#[inline(always)]
unsafe fn read_words(slot: *const Value) -> Option<Value> {
    let words = slot as *const u64;
    // SAFETY: the caller's promise; the two words are the value's 16 bytes.
    let (tag, payload) = unsafe { (words.read(), words.add(1).read()) };
    Value::from_bits(tag, payload)
}

/// Writes `v` into the slot `slot` as two 8-byte words, its tag and its
/// payload, which is how machine code then reads it. A plain copy would go
/// through a result the callee wrote a field at a time (one byte for a
/// bool), and an 8-byte read of that waits for the stores to retire (a
/// store-forwarding stall, ~10 ns, on every call).
///
/// # Safety
/// `slot` must be valid for writing one `Value`.
unsafe fn store_words(slot: *mut Value, v: Value) {
    // `to_bits` gives each payload zero-extended into its 8 bytes at the
    // payload's offset, the layout `Value` has (`#[repr(C, u64)]`), so the
    // words make exactly `v`.
    let (tag, payload) = v.to_bits();
    let words = slot as *mut u64;
    // SAFETY: the caller's promise; the two words are the value's 16 bytes.
    unsafe {
        words.write(tag);
        words.add(1).write(payload);
    }
}

/// `_STORE_ATTR_ADD` when the instance's slot vector is full (machine code
/// appends in place while it has room): `*value` appended to the instance
/// `*obj`, which moves to `shape`; 1 (nothing changed) when it cannot be
/// done.
///
/// # Safety
/// As for [`helper_uop`]; `obj` and `value` must point to slots of the
/// trace.
pub unsafe extern "C" fn helper_slot_add(
    ctx: *mut JitContext,
    obj: *const Value,
    shape: u64,
    value: *const Value,
) -> u64 {
    // SAFETY: see `helper_uop`; both point to slots of the trace.
    let (ctx, st, o, v) = unsafe {
        (
            &mut *ctx,
            &mut *((*ctx).state as *mut ExecState<'static>),
            *obj,
            *value,
        )
    };
    let failed = instance::add_slot(st.heap, o, shape, v).is_none();
    super::poll_soon_if_collecting(ctx, st.heap);
    failed as u64
}

/// `_NEW_INSTANCE`: a new instance of the class `*class` into `*out`; 1
/// (nothing written) when it cannot be made.
///
/// # Safety
/// As for [`helper_uop`]; `class` must point to a trace constant and `out`
/// to a slot of the trace.
pub unsafe extern "C" fn helper_new_instance(
    ctx: *mut JitContext,
    class: *const Value,
    out: *mut Value,
) -> u64 {
    // SAFETY: see `helper_uop`; `class` points to a trace constant.
    let (ctx, st, cls) = unsafe {
        (
            &mut *ctx,
            &mut *((*ctx).state as *mut ExecState<'static>),
            *class,
        )
    };
    let made = instance::make_instance(st.heap, cls, Value::None);
    super::poll_soon_if_collecting(ctx, st.heap);
    match made {
        Ok(r) => {
            // SAFETY: the caller passes the address of a slot of the trace.
            // Word by word, as the trace reads it: one 16-byte copy of a
            // value waits for both of its stores (a store-forwarding stall).
            unsafe { store_words(out, Value::Instance(r)) };
            0
        }
        Err(_) => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtins::Builtin;
    use crate::error::ExcKind;
    use crate::heap::ObjRef;

    #[test]
    fn a_value_stored_as_words_is_the_same_value() {
        let r = ObjRef(0xdead_beef);
        let mut values = alloc::vec![
            Value::Undef,
            Value::None,
            Value::Bool(true),
            Value::Bool(false),
            Value::Int(-2),
            Value::Int(i64::MIN),
            Value::Float(-0.0),
            Value::Float(f64::NAN),
            Value::NotImplemented,
            Value::Ellipsis,
        ];
        values.extend(Builtin::ALL.iter().map(|&b| Value::Builtin(b)));
        values.extend(ExcKind::ALL.iter().map(|&k| Value::ExcType(k)));
        for make in [
            Value::Str,
            Value::List,
            Value::Tuple,
            Value::Range,
            Value::Func,
            Value::BigInt,
            Value::Dict,
            Value::Set,
            Value::FrozenSet,
            Value::Bytes,
            Value::ByteArray,
            Value::Slice,
            Value::Iter,
            Value::Method,
            Value::DictView,
            Value::Instance,
            Value::Class,
            Value::Cell,
            Value::Generator,
            Value::BoundMethod,
            Value::Wrapper,
            Value::Super,
            Value::Module,
            Value::Native,
        ] {
            values.push(make(r));
        }
        for v in values {
            // A slot full of other bits first: every byte must be written.
            let mut slot = Value::Float(f64::from_bits(u64::MAX));
            // SAFETY: `slot` is one writable value.
            unsafe { store_words(&mut slot, v) };
            assert_eq!(slot.to_bits(), v.to_bits(), "{v:?}");
            match (slot, v) {
                (Value::Float(a), Value::Float(b)) => assert_eq!(a.to_bits(), b.to_bits()),
                _ => assert_eq!(slot, v),
            }
        }
    }
}
