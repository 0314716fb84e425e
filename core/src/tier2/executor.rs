//! The portable uop executor: runs optimized traces without executable
//! memory, through the same [`Backend`] contract as the machine-code
//! backends. It is the reference semantics of every uop and lets a host
//! with no JIT memory still use tier 2.

use alloc::vec::Vec;

use super::backend::{
    Backend, BackendError, CodeHandle, Compiled, ExecState, ExitTaken, RootSet, collect_in_root,
};
use super::recorder::{unpack_enter, unpack_exit};
use super::trace::{Trace, TraceId};
use super::uops::{Uop, UopInst};
use crate::args::{Args, KwNames};
use crate::builtins::Builtin;
use crate::bytecode::{BinOp, CmpOp};
use crate::ctx::{self, HeapCtx};
use crate::interp::slow_ops::call_native;
use crate::number;
use crate::objects::gen_image::GenImage;
use crate::objects::generator::GenState;
use crate::objects::{self, Attr, instance};
use crate::ops;
use crate::value::Value;

struct Program {
    trace: TraceId,
    uops: Vec<UopInst>,
    consts: Vec<Value>,
    entry_fp: usize,
    entry_sp: usize,
    /// Per exit: the program it jumps to, and times taken.
    links: Vec<Option<u32>>,
    counts: Vec<u64>,
}

#[derive(Default)]
pub struct UopExecutor {
    programs: Vec<Option<Program>>,
    free: Vec<u32>,
    runs: u64,
    forced: Option<(u64, u32)>,
}

impl UopExecutor {
    pub fn new() -> Self {
        Self::default()
    }

    /// Fault injection: on the `run`-th run (counting from 1), take exit
    /// `exit` when its uop is reached in the first iteration, as if its
    /// guard had failed. Tests use it to take every exit.
    pub fn force_exit(&mut self, run: u64, exit: u32) {
        self.forced = Some((run, exit));
    }
}

impl Backend for UopExecutor {
    fn name(&self) -> &'static str {
        "uops"
    }

    fn compile(&mut self, trace: &Trace, _consts: &[Value]) -> Result<Compiled, BackendError> {
        let p = Program {
            trace: trace.id,
            uops: trace.uops.clone(),
            consts: trace.consts.clone(),
            entry_fp: trace.entry_fp as usize,
            entry_sp: trace.entry_sp as usize,
            links: alloc::vec![None; trace.exits.len()],
            counts: alloc::vec![0; trace.exits.len()],
        };
        let code_bytes = p.uops.len() * core::mem::size_of::<UopInst>()
            + p.consts.len() * core::mem::size_of::<Value>();
        let handle = match self.free.pop() {
            Some(i) => {
                self.programs[i as usize] = Some(p);
                i
            }
            None => {
                self.programs.push(Some(p));
                self.programs.len() as u32 - 1
            }
        };
        Ok(Compiled {
            handle: CodeHandle(handle),
            code_bytes,
        })
    }

    fn run(&mut self, code: CodeHandle, st: &mut ExecState<'_>) -> ExitTaken {
        self.runs += 1;
        let mut forced = match self.forced {
            Some((run, exit)) if run == self.runs => Some(exit),
            _ => None,
        };
        let mut cur = code.0 as usize;
        let mut sp = st.sp;
        let mut fp = 0;
        loop {
            let Some(p) = self.programs.get_mut(cur).and_then(|p| p.as_mut()) else {
                return ExitTaken::NONE;
            };
            let exit = execute(p, st, sp, fp, forced.take());
            if let Some(c) = p.counts.get_mut(exit as usize) {
                *c += 1;
            }
            // A linked exit continues in the next trace, which starts in
            // exactly the state this exit leaves.
            match p.links.get(exit as usize).copied().flatten() {
                // A spent budget stops even a cycle of linked traces (the
                // back-edges that close it count its steps).
                Some(_) if *st.steps >= st.step_limit => {
                    return ExitTaken {
                        trace: p.trace,
                        exit,
                    };
                }
                Some(next) => {
                    cur = next as usize;
                    let Some(n) = self.programs.get(cur).and_then(|p| p.as_ref()) else {
                        return ExitTaken::NONE;
                    };
                    sp = n.entry_sp;
                    fp = n.entry_fp;
                }
                None => {
                    return ExitTaken {
                        trace: p.trace,
                        exit,
                    };
                }
            }
        }
    }

    fn link(&mut self, from: CodeHandle, exit: u32, to: CodeHandle) {
        if let Some(Some(p)) = self.programs.get_mut(from.0 as usize)
            && let Some(l) = p.links.get_mut(exit as usize)
        {
            *l = Some(to.0);
        }
    }

    fn unlink(&mut self, from: CodeHandle, exit: u32) {
        if let Some(Some(p)) = self.programs.get_mut(from.0 as usize)
            && let Some(l) = p.links.get_mut(exit as usize)
        {
            *l = None;
        }
    }

    fn exit_counts(&self, code: CodeHandle) -> Vec<u64> {
        self.programs
            .get(code.0 as usize)
            .and_then(|p| p.as_ref())
            .map(|p| p.counts.clone())
            .unwrap_or_default()
    }

    fn release(&mut self, code: CodeHandle) {
        if let Some(slot) = self.programs.get_mut(code.0 as usize)
            && slot.take().is_some()
        {
            self.free.push(code.0);
        }
    }
}

/// Runs a program from its start with the given stack and frame pointers
/// until an exit; returns its index. `forced` is an exit to take, in the
/// first iteration, when its uop is reached.
fn execute(
    p: &Program,
    st: &mut ExecState<'_>,
    mut sp: usize,
    mut fp: usize,
    mut forced: Option<u32>,
) -> u32 {
    let mut pc = 0usize;
    let head = p
        .uops
        .iter()
        .rposition(|u| u.op == Uop::_LOOP_START)
        .map_or(0, |i| i + 1);
    loop {
        let Some(u) = p.uops.get(pc) else {
            return u32::MAX;
        };
        pc += 1;
        if forced.is_some_and(|f| f == u.exit) {
            return u.exit;
        }
        match exec_uop(u, &p.consts, st, &mut sp, &mut fp) {
            UopStep::Next => {}
            UopStep::Exit => return u.exit,
            UopStep::Top => {
                forced = None;
                pc = head;
            }
        }
    }
}

/// What happens after one uop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UopStep {
    /// Go on with the next uop.
    Next,
    /// Leave through the uop's exit.
    Exit,
    /// Back to the start of the trace (`_JUMP_TO_TOP`).
    Top,
}

/// Executes one uop: the reference semantics every backend must match.
/// `sp` and `fp` are root-relative; `trace_consts` are the trace's global
/// constants. Machine-code backends call this for uops they do not lower
/// themselves, with the trace's values in their slots.
pub fn exec_uop(
    u: &UopInst,
    trace_consts: &[Value],
    st: &mut ExecState<'_>,
    sp_io: &mut usize,
    fp_io: &mut usize,
) -> UopStep {
    let mut sp = *sp_io;
    let mut fp = *fp_io;
    let s = &mut *st.slots;
    let heap = &mut *st.heap;
    macro_rules! exit {
        ($u:expr) => {{
            let _ = $u;
            return UopStep::Exit;
        }};
    }
    macro_rules! push {
        ($v:expr) => {{
            let v = $v;
            s[sp] = v;
            sp += 1;
        }};
    }
    // A heap-only context for builtins; a helper never calls guest code
    // (callers check `ctx::needs_vm` first and leave instead).
    macro_rules! hctx {
        () => {
            &mut HeapCtx {
                heap: &mut *heap,
                out: &mut *st.out,
            }
        };
    }
    macro_rules! leave_if_vm {
        ($vals:expr) => {
            if ctx::args_need_vm(heap, $vals) {
                exit!(u);
            }
        };
    }
    match u.op {
        Uop::_NOP | Uop::_SET_IP => {}
        // The peeled iteration ends with the loop's back-edge: a step.
        Uop::_LOOP_START | Uop::_COUNT_STEP => *st.steps += 1,
        Uop::_CHECK_VALIDITY => {
            if !st.valid.get(u.operand as usize).copied().unwrap_or(false) {
                exit!(u);
            }
        }
        Uop::_LOAD_FAST => push!(s[fp + u.oparg as usize]),
        Uop::_LOAD_FAST_CHECK => {
            let v = s[fp + u.oparg as usize];
            if v == Value::Undef {
                exit!(u);
            }
            push!(v);
        }
        Uop::_STORE_FAST => {
            sp -= 1;
            s[fp + u.oparg as usize] = s[sp];
        }
        Uop::_LOAD_CONST_INLINE => push!(st.consts[u.operand as usize]),
        Uop::_LOAD_GLOBAL_INLINE => match trace_consts.get(u.operand as usize) {
            Some(&v) => push!(v),
            None => exit!(u),
        },
        Uop::_LOAD_INT => push!(Value::Int(u.operand as i64)),
        Uop::_POP_TOP => sp -= 1,
        Uop::_COPY => {
            let v = s[sp - u.oparg as usize];
            push!(v);
        }
        Uop::_SWAP => s.swap(sp - 1, sp - u.oparg as usize),
        Uop::_LOAD_GLOBAL => {
            let v = st.globals[u.oparg as usize];
            if v == Value::Undef {
                exit!(u);
            }
            push!(v);
        }
        Uop::_LOAD_GLOBAL_BUILTIN => {
            if st.globals[u.oparg as usize] != Value::Undef {
                exit!(u);
            }
            let b = Builtin::ALL
                .get(u.operand as usize)
                .copied()
                .unwrap_or(Builtin::Print);
            push!(Value::Builtin(b));
        }
        Uop::_STORE_GLOBAL => {
            // A first binding, or one that invalidates traces, goes
            // through the interpreter.
            let n = u.oparg as usize;
            if st.globals[n] == Value::Undef || st.watched.get(n).copied().unwrap_or(true) {
                exit!(u);
            }
            sp -= 1;
            st.globals[u.oparg as usize] = s[sp];
        }
        Uop::_GUARD_TOS_INT
        | Uop::_GUARD_NOS_INT
        | Uop::_GUARD_TOS_FLOAT
        | Uop::_GUARD_NOS_FLOAT
        | Uop::_GUARD_NOS_LIST
        | Uop::_GUARD_NOS_TUPLE => {
            let (k, tag) = u.op.type_guard().unwrap_or((0, 0));
            if s[sp - 1 - k as usize].tag() != tag {
                exit!(u);
            }
        }
        Uop::_BINARY_OP_ADD_INT
        | Uop::_BINARY_OP_SUBTRACT_INT
        | Uop::_BINARY_OP_MULTIPLY_INT
        | Uop::_BINARY_OP_INT => {
            let (Value::Int(a), Value::Int(b)) = (s[sp - 2], s[sp - 1]) else {
                exit!(u);
            };
            let r = match u.op {
                Uop::_BINARY_OP_ADD_INT => a.checked_add(b),
                Uop::_BINARY_OP_SUBTRACT_INT => a.checked_sub(b),
                Uop::_BINARY_OP_MULTIPLY_INT => a.checked_mul(b),
                _ => match BinOp::from_u32(u.oparg).map(|op| number::int_binop(op, a, b)) {
                    Some(Ok(number::Num::Int(i))) => Some(i),
                    _ => None,
                },
            };
            let Some(r) = r else {
                exit!(u);
            };
            sp -= 1;
            s[sp - 1] = Value::Int(r);
        }
        Uop::_BINARY_OP_ADD_FLOAT
        | Uop::_BINARY_OP_SUBTRACT_FLOAT
        | Uop::_BINARY_OP_MULTIPLY_FLOAT
        | Uop::_BINARY_OP_FLOAT => {
            let (Value::Float(a), Value::Float(b)) = (s[sp - 2], s[sp - 1]) else {
                exit!(u);
            };
            let r = match u.op {
                Uop::_BINARY_OP_ADD_FLOAT => a + b,
                Uop::_BINARY_OP_SUBTRACT_FLOAT => a - b,
                Uop::_BINARY_OP_MULTIPLY_FLOAT => a * b,
                _ => match BinOp::from_u32(u.oparg).and_then(|op| number::float_binop(op, a, b)) {
                    Some(Ok(f)) => f,
                    _ => exit!(u),
                },
            };
            sp -= 1;
            s[sp - 1] = Value::Float(r);
        }
        Uop::_BINARY_OP => {
            let Some((op, inplace)) = BinOp::decode(u.oparg) else {
                exit!(u);
            };
            let (a, b) = (s[sp - 2], s[sp - 1]);
            let r = if inplace {
                // An operand deriving from a builtin type without the
                // reflected method: its value.
                let refl = crate::dunder::binop_names(op).1;
                let b = ops::plain_unless(heap, b, &[refl]).unwrap_or(b);
                leave_if_vm!(&[b]);
                ops::inplace_op(hctx!(), op, a, b)
            } else {
                ops::binary_op(heap, op, a, b)
            };
            let Ok(r) = r else {
                exit!(u);
            };
            sp -= 1;
            s[sp - 1] = r;
        }
        Uop::_COMPARE_OP_INT | Uop::_COMPARE_OP_FLOAT | Uop::_COMPARE_OP => {
            let op = CmpOp::from_u32(u.oparg).unwrap_or(CmpOp::Eq);
            let r = match (s[sp - 2], s[sp - 1]) {
                (Value::Int(a), Value::Int(b)) => op.test(Some(a.cmp(&b))),
                (Value::Float(a), Value::Float(b)) => op.test(a.partial_cmp(&b)),
                (a, b) => match ops::compare_mut(heap, op, a, b) {
                    Ok(r) => r,
                    Err(_) => exit!(u),
                },
            };
            sp -= 1;
            s[sp - 1] = Value::Bool(r);
        }
        Uop::_UNARY_NEGATIVE | Uop::_UNARY_INVERT | Uop::_UNARY_POSITIVE => {
            let v = s[sp - 1];
            let r = match u.op {
                Uop::_UNARY_NEGATIVE => ops::unary_negative(heap, v),
                Uop::_UNARY_INVERT => ops::unary_invert(heap, v),
                _ => ops::unary_positive(heap, v),
            };
            let Ok(r) = r else {
                exit!(u);
            };
            s[sp - 1] = r;
        }
        Uop::_GUARD_INTS_DIVIDE_AS_FLOATS => {
            let (Value::Int(a), Value::Int(b)) = (s[sp - 2], s[sp - 1]) else {
                exit!(u);
            };
            if !divides_as_floats(a, b) {
                exit!(u);
            }
        }
        Uop::_TOS_INT_TO_FLOAT | Uop::_NOS_INT_TO_FLOAT => {
            let k = if u.op == Uop::_TOS_INT_TO_FLOAT { 1 } else { 2 };
            let Value::Int(i) = s[sp - k] else {
                exit!(u);
            };
            s[sp - k] = Value::Float(i as f64);
        }
        Uop::_UNARY_NEGATIVE_INT => {
            let Some(r) = (match s[sp - 1] {
                Value::Int(i) => i.checked_neg(),
                _ => None,
            }) else {
                exit!(u);
            };
            s[sp - 1] = Value::Int(r);
        }
        Uop::_UNARY_NEGATIVE_FLOAT => {
            let Value::Float(f) = s[sp - 1] else {
                exit!(u);
            };
            s[sp - 1] = Value::Float(-f);
        }
        Uop::_UNARY_NOT => s[sp - 1] = Value::Bool(!ops::truthy(heap, s[sp - 1])),
        Uop::_IS_OP => {
            let r = ops::identical(s[sp - 2], s[sp - 1]) != (u.oparg == 1);
            sp -= 1;
            s[sp - 1] = Value::Bool(r);
        }
        Uop::_CONTAINS_OP => {
            // An instance of a builtin type's subclass that leaves `in` to
            // that type (an `OrderedDict`): its builtin value answers.
            let hay = crate::objects::instance::base_answering(
                heap,
                s[sp - 1],
                crate::objects::intern::Special::contains.id(),
            )
            .unwrap_or(s[sp - 1]);
            leave_if_vm!(&[hay]);
            let Ok(r) = ops::contains_any(hctx!(), s[sp - 2], hay) else {
                exit!(u);
            };
            sp -= 1;
            s[sp - 1] = Value::Bool(r != (u.oparg == 1));
        }
        Uop::_TO_BOOL_INT => {
            // After `_GUARD_TOS_INT`; the uop has no exit of its own.
            s[sp - 1] = Value::Bool(match s[sp - 1] {
                Value::Int(i) => i != 0,
                v => ops::truthy(heap, v),
            });
        }
        op @ (Uop::_COMPARE_OP_STR
        | Uop::_COMPARE_OP_BOOL
        | Uop::_COMPARE_OP_TUPLE
        | Uop::_CONTAINS_OP_STR
        | Uop::_CONTAINS_OP_SEQ
        | Uop::_CALL_ISINSTANCE
        | Uop::_BINARY_OP_ADD_STR
        | Uop::_BUILD_LIST
        | Uop::_BUILD_TUPLE
        | Uop::_CALL_ORD
        | Uop::_CALL_STR_METHOD
        | Uop::_BINARY_SUBSCR_STR_INT
        | Uop::_BINARY_SUBSCR_DICT
        | Uop::_STORE_SUBSCR_DICT
        | Uop::_CONTAINS_OP_DICT
        | Uop::_LEN_LIST
        | Uop::_CALL_LEN
        | Uop::_CALL_BUILTIN_PURE
        | Uop::_CALL_LIST_APPEND
        | Uop::_CALL_LIST_POP
        | Uop::_CALL_LIST_POP_AT
        | Uop::_CALL_DICT_GET
        | Uop::_ITER_NEXT_STR
        | Uop::_ITER_NEXT_TUPLE
        | Uop::_ITER_NEXT_ENUMERATE) => {
            let (pops, pushes) = op.effect(u.oparg);
            let base = sp - super::value_ops::window(op, u.oparg);
            if super::value_ops::advances(op) {
                let Some(next) = super::value_ops::step(heap, op, &s[base..sp]) else {
                    exit!(u);
                };
                if let Some(state) = next.state {
                    s[sp - 1] = state;
                }
                for &item in &next.items[..next.pushed] {
                    push!(item);
                }
            } else {
                let Some(result) =
                    super::value_ops::run(hctx!(), op, u.oparg, u.operand, &s[base..sp])
                else {
                    exit!(u);
                };
                if let Some(r) = result {
                    s[base] = r;
                }
                sp = sp - pops as usize + pushes as usize;
            }
        }
        Uop::_TO_BOOL => {
            // An instance deriving from a builtin type (no `__bool__` or
            // `__len__` of the program's) is as true as its value.
            let Some(x) = ops::plain_unless(heap, s[sp - 1], &ops::TRUTH_SPECIALS) else {
                exit!(u);
            };
            leave_if_vm!(&[x]);
            s[sp - 1] = Value::Bool(ops::truthy(heap, x));
        }
        Uop::_GUARD_TRUTH => {
            let Some(x) = ops::plain_unless(heap, s[sp - 1], &ops::TRUTH_SPECIALS) else {
                exit!(u);
            };
            leave_if_vm!(&[x]);
            if ops::truthy(heap, x) != (u.oparg == 1) {
                exit!(u);
            }
        }
        Uop::_GUARD_IS_TRUE_POP | Uop::_GUARD_IS_FALSE_POP => {
            sp -= 1;
            let want = u.op == Uop::_GUARD_IS_TRUE_POP;
            if s[sp] != Value::Bool(want) {
                exit!(u);
            }
        }
        Uop::_ITER_CHECK_RANGE => {
            if !matches!(
                (s[sp - 3], s[sp - 2], s[sp - 1]),
                (Value::Int(_), Value::Int(_), Value::Int(_))
            ) {
                exit!(u);
            }
        }
        Uop::_RANGE_ITER => {
            let n = u.oparg as usize;
            let Some(state) = range_iteration(&s[sp - n..sp]) else {
                exit!(u);
            };
            sp -= n + 1;
            for v in state {
                push!(Value::Int(v));
            }
        }
        Uop::_GUARD_NOT_EXHAUSTED_RANGE => {
            let (Value::Int(stop), Value::Int(step), Value::Int(cur)) =
                (s[sp - 3], s[sp - 2], s[sp - 1])
            else {
                exit!(u);
            };
            let more = step != 0 && if step > 0 { cur < stop } else { cur > stop };
            if !more {
                exit!(u);
            }
        }
        Uop::_ITER_NEXT_RANGE => {
            let (Value::Int(step), Value::Int(cur)) = (s[sp - 2], s[sp - 1]) else {
                exit!(u);
            };
            s[sp - 1] = Value::Int(cur.saturating_add(step));
            push!(Value::Int(cur));
        }
        Uop::_GUARD_EXHAUSTED_RANGE | Uop::_GUARD_EXHAUSTED => {
            if ops::iter_exhausted(heap, &[s[sp - 3], s[sp - 2], s[sp - 1]]) != Some(true) {
                exit!(u);
            }
            sp -= 3;
        }
        Uop::_ITER_CHECK_LIST => {
            if !matches!((s[sp - 3], s[sp - 1]), (Value::List(_), Value::Int(_))) {
                exit!(u);
            }
        }
        Uop::_GUARD_NOT_EXHAUSTED_LIST => {
            let (Value::List(r), Value::Int(i)) = (s[sp - 3], s[sp - 1]) else {
                exit!(u);
            };
            if i < 0 || i as usize >= heap.list(r).len() {
                exit!(u);
            }
        }
        Uop::_ITER_NEXT_LIST => {
            let (Value::List(r), Value::Int(i)) = (s[sp - 3], s[sp - 1]) else {
                exit!(u);
            };
            let Some(&v) = heap.list(r).get(i as usize) else {
                exit!(u);
            };
            s[sp - 1] = Value::Int(i + 1);
            push!(v);
        }
        Uop::_FOR_ITER => {
            let mut it = [s[sp - 3], s[sp - 2], s[sp - 1]];
            leave_if_vm!(&it[..1]);
            match ops::iter_next(hctx!(), &mut it) {
                Ok(Some(v)) => {
                    s[sp - 1] = it[2];
                    push!(v);
                }
                _ => exit!(u),
            }
        }
        Uop::_FOR_ITER_PAIR => {
            let Value::Iter(r) = s[sp - 3] else {
                exit!(u);
            };
            // Over a list or tuple no guest code can run: no need to ask.
            let pair = match objects::iter::enumerate_seq_step(heap, r) {
                Some(pair) => pair,
                None => {
                    leave_if_vm!(&[s[sp - 3]]);
                    match objects::iter::next_pair(hctx!(), r) {
                        Ok(Some(Some(pair))) => pair,
                        _ => exit!(u),
                    }
                }
            };
            push!(pair[1]);
            push!(pair[0]);
        }
        Uop::_GET_ITER => {
            let Ok(it) = ops::get_iter(heap, s[sp - 1]) else {
                exit!(u);
            };
            sp -= 1;
            for v in it {
                push!(v);
            }
        }
        Uop::_MAKE_FUNCTION => {
            let closure = if u.oparg == 1 { s[sp - 1] } else { Value::None };
            let ci = u.operand as u32;
            let Some(code) = st.codes.get(ci as usize) else {
                exit!(u);
            };
            let none = Value::None;
            let Ok(f) = objects::function::make(heap, ci, code, none, none, closure, none) else {
                exit!(u);
            };
            sp -= u.oparg as usize;
            push!(f);
        }
        // A tuple or list of the right length, the common case, without
        // collecting it first.
        Uop::_UNPACK_SEQUENCE
            if matches!(s[sp - 1], Value::Tuple(_) | Value::List(_))
                && heap.seq(s[sp - 1]).len() == u.oparg as usize
                && sp - 1 + u.oparg as usize <= s.len() =>
        {
            let seq = heap.seq(s[sp - 1]);
            let base = sp - 1;
            for (k, v) in seq.iter().rev().enumerate() {
                s[base + k] = *v;
            }
            sp = base + seq.len();
        }
        Uop::_UNPACK_SEQUENCE | Uop::_UNPACK_EX => {
            leave_if_vm!(&[s[sp - 1]]);
            let n = u.oparg as usize;
            let r = if u.op == Uop::_UNPACK_SEQUENCE {
                ops::unpack(hctx!(), s[sp - 1], n)
            } else {
                ops::unpack_ex(hctx!(), s[sp - 1], n & 0xff, n >> 8)
            };
            let Ok(items) = r else {
                exit!(u);
            };
            sp -= 1;
            for v in items.into_iter().rev() {
                push!(v);
            }
        }
        Uop::_BINARY_SUBSCR_LIST_INT | Uop::_BINARY_SUBSCR_TUPLE_INT => {
            // The sequence must be of the type the uop names.
            let (seq, Value::Int(i)) = (s[sp - 2], s[sp - 1]) else {
                exit!(u);
            };
            let of_type = match seq {
                Value::List(_) => u.op == Uop::_BINARY_SUBSCR_LIST_INT,
                Value::Tuple(_) => u.op == Uop::_BINARY_SUBSCR_TUPLE_INT,
                _ => false,
            };
            let items = heap.seq(seq);
            let Some(j) = ops::norm_index(i, items.len()).filter(|_| of_type) else {
                exit!(u);
            };
            let v = items[j];
            sp -= 1;
            s[sp - 1] = v;
        }
        Uop::_BINARY_SUBSCR => {
            let Ok(v) = ops::subscript(heap, s[sp - 2], s[sp - 1]) else {
                exit!(u);
            };
            sp -= 1;
            s[sp - 1] = v;
        }
        Uop::_STORE_SUBSCR_LIST_INT => {
            let (Value::List(r), Value::Int(i)) = (s[sp - 2], s[sp - 1]) else {
                exit!(u);
            };
            let val = s[sp - 3];
            let stored = heap.list_mut(r).and_then(|mut l| {
                let j = ops::norm_index(i, l.len())?;
                l[j] = val;
                Some(())
            });
            if stored.is_none() {
                exit!(u);
            }
            sp -= 3;
        }
        Uop::_STORE_SUBSCR => {
            leave_if_vm!(&[s[sp - 3]]);
            if ops::store_subscript(hctx!(), s[sp - 2], s[sp - 1], s[sp - 3]).is_err() {
                exit!(u);
            }
            sp -= 3;
        }
        Uop::_CHECK_FUNCTION | Uop::_CHECK_BUILTIN => {
            if Some(s[sp - u.oparg as usize - 1]) != u.checked_callee() {
                exit!(u);
            }
        }
        Uop::_CALL_BUILTIN | Uop::_CALL_NATIVE => {
            let n = u.oparg as usize;
            let callee = match u.op {
                Uop::_CALL_BUILTIN => match Builtin::ALL.get(u.operand as usize) {
                    Some(&b) => Value::Builtin(b),
                    None => exit!(u),
                },
                _ => s[sp - n - 1],
            };
            if let Value::Method(m) = callee {
                if ctx::method_object_call_needs_vm(heap, m, &s[sp - n..sp]) {
                    exit!(u);
                }
            } else if !ctx::call_never_needs_vm(callee) {
                leave_if_vm!(&s[sp - n..sp]);
            }
            let Ok(r) = call_native(hctx!(), callee, Args::positional(&s[sp - n..sp])) else {
                exit!(u);
            };
            sp -= n + 1;
            push!(r);
        }
        Uop::_CALL_KW => {
            let argc = (u.oparg & 0xff) as usize;
            let nkw = ((u.oparg >> 8) & 0xff) as usize;
            let Some(ids) = st.kwnames.get((u.oparg >> 16) as usize) else {
                exit!(u);
            };
            let callee = s[sp - argc - nkw - 1];
            leave_if_vm!(&s[sp - argc - nkw..sp]);
            let args = Args {
                pos: &s[sp - nkw - argc..sp - nkw],
                kw: &s[sp - nkw..sp],
                kwnames: KwNames {
                    ids,
                    names: st.names,
                },
            };
            let Ok(r) = call_native(hctx!(), callee, args) else {
                exit!(u);
            };
            sp -= argc + nkw + 1;
            push!(r);
        }
        Uop::_CALL_METHOD => {
            let n = u.oparg as usize;
            let Some(&attr) = Attr::ALL.get(u.operand as usize) else {
                exit!(u);
            };
            let recv = s[sp - n - 1];
            if ctx::method_call_needs_vm(heap, recv, attr, &s[sp - n..sp]) {
                exit!(u);
            }
            let r = match (recv, attr, n) {
                (Value::List(l), Attr::append, 1) => {
                    objects::list::append(heap, l, s[sp - 1]).map(|_| Value::None)
                }
                _ => objects::method::call_method(
                    hctx!(),
                    recv,
                    attr,
                    Args::positional(&s[sp - n..sp]),
                ),
            };
            let Ok(r) = r else {
                exit!(u);
            };
            sp -= n + 1;
            push!(r);
        }
        Uop::_CALL_FUNCTION_EX => {
            let has_kw = u.oparg == 1;
            let at = sp - 2 - has_kw as usize;
            leave_if_vm!(&s[at..sp]);
            let pos: Vec<Value> = heap.seq(s[at + 1]).to_vec();
            leave_if_vm!(&pos);
            if has_kw
                && !matches!(s[sp - 1], Value::Dict(d) if heap.dict(d).is_some_and(|d| d.is_empty()))
            {
                // Keyword dicts go through the interpreter.
                exit!(u);
            }
            let Ok(r) = call_native(hctx!(), s[at], Args::positional(&pos)) else {
                exit!(u);
            };
            sp = at;
            push!(r);
        }
        Uop::_LOAD_ATTR => {
            let Some(&attr) = Attr::ALL.get(u.operand as usize) else {
                exit!(u);
            };
            let Ok(v) = objects::method::get_attr(heap, s[sp - 1], attr) else {
                exit!(u);
            };
            s[sp - 1] = v;
        }
        Uop::_BUILD_MAP | Uop::_BUILD_SET | Uop::_BUILD_SLICE | Uop::_BUILD_STRING => {
            let n = match u.op {
                Uop::_BUILD_MAP => 2 * u.oparg as usize,
                _ => u.oparg as usize,
            };
            let items = &s[sp - n..sp];
            let r = match u.op {
                Uop::_BUILD_MAP => crate::interp::slow_ops::build_map(heap, items),
                Uop::_BUILD_SET => objects::set::from_items(heap, items),
                Uop::_BUILD_SLICE => {
                    let step = if n == 3 { items[2] } else { Value::None };
                    objects::slice::new_slice(heap, items[0], items[1], step)
                }
                _ => crate::interp::slow_ops::build_string(heap, items),
            };
            let Ok(r) = r else {
                exit!(u);
            };
            sp -= n;
            push!(r);
        }
        Uop::_DELETE_SUBSCR => {
            if ops::delete_subscript(heap, s[sp - 2], s[sp - 1]).is_err() {
                exit!(u);
            }
            sp -= 2;
        }
        Uop::_MAKE_CELL => {
            let slot = fp + u.oparg as usize;
            let Ok(cell) = objects::function::new_cell(heap, s[slot]) else {
                exit!(u);
            };
            s[slot] = cell;
        }
        Uop::_DELETE_FAST => {
            let slot = fp + u.oparg as usize;
            if s[slot] == Value::Undef {
                exit!(u);
            }
            s[slot] = Value::Undef;
        }
        Uop::_LIST_APPEND
        | Uop::_LIST_EXTEND
        | Uop::_SET_ADD
        | Uop::_SET_UPDATE
        | Uop::_DICT_UPDATE => {
            if u.op != Uop::_LIST_APPEND {
                leave_if_vm!(&[s[sp - 1]]);
            }
            let op = match u.op {
                Uop::_LIST_APPEND => crate::bytecode::Op::LIST_APPEND,
                Uop::_LIST_EXTEND => crate::bytecode::Op::LIST_EXTEND,
                Uop::_SET_ADD => crate::bytecode::Op::SET_ADD,
                Uop::_SET_UPDATE => crate::bytecode::Op::SET_UPDATE,
                _ => crate::bytecode::Op::DICT_UPDATE,
            };
            // As the interpreter: a comprehension's list or set lies
            // `oparg` slots under the value, past the loop's iterator.
            let depth = match u.op {
                Uop::_LIST_APPEND | Uop::_SET_ADD => u.oparg as usize,
                _ => 1,
            };
            if depth == 0 || depth >= sp {
                exit!(u);
            }
            let target = s[sp - 1 - depth];
            if crate::interp::slow_ops::accumulate(hctx!(), op, u.oparg, target, s[sp - 1]).is_err()
            {
                exit!(u);
            }
            sp -= 1;
        }
        Uop::_MAP_ADD => {
            let (key, value) = (s[sp - 2], s[sp - 1]);
            leave_if_vm!(&[key]);
            let below = sp - 2;
            let Some(Value::Dict(d)) = below.checked_sub(u.oparg as usize).map(|i| s[i]) else {
                exit!(u);
            };
            if objects::dict::set(heap, d, key, value).is_err() {
                exit!(u);
            }
            sp -= 2;
        }
        Uop::_LIST_TO_TUPLE => {
            let items = heap.seq(s[sp - 1]).to_vec();
            let Ok(t) = objects::tuple::from_vec(heap, items) else {
                exit!(u);
            };
            s[sp - 1] = t;
        }
        Uop::_FORMAT_VALUE => {
            let has_spec = u.oparg & 4 != 0;
            let v = s[sp - 1 - has_spec as usize];
            let spec = if has_spec { Some(s[sp - 1]) } else { None };
            let Ok(r) = crate::interp::slow_ops::format_value(heap, v, u.oparg & 3, spec) else {
                exit!(u);
            };
            sp -= has_spec as usize;
            s[sp - 1] = r;
        }
        Uop::_GUARD_KEY_IN_DICT => {
            let found = match instance::base_value(heap, s[sp - 2]) {
                Some(Value::Dict(d)) => objects::dict::get(heap, d, s[sp - 1]).ok(),
                _ => None,
            };
            // A key whose hash or `__eq__` is the program's fails the guard:
            // the interpreter redoes the subscript.
            match found {
                Some(v) if v.is_some() == (u.oparg == 1) => {}
                _ => exit!(u),
            }
        }
        Uop::_GUARD_SHAPE => {
            if !instance::has_shape(heap, s[sp - 1 - u.oparg as usize], u.operand) {
                exit!(u);
            }
        }
        Uop::_BIND_METHOD => {
            let func = trace_consts
                .get(u.operand as usize)
                .copied()
                .unwrap_or(Value::None);
            let Ok(m) = objects::function::bind(heap, func, s[sp - 1]) else {
                exit!(u);
            };
            s[sp - 1] = m;
        }
        Uop::_GUARD_BOUND_METHOD => {
            let bound = match s[sp - 1 - u.oparg as usize] {
                Value::BoundMethod(r) => heap.bound_method(r).map(|m| m.func),
                _ => None,
            };
            if bound != Some(Value::Func(crate::heap::ObjRef(u.operand as u32))) {
                exit!(u);
            }
        }
        Uop::_GUARD_TUPLE_LEN => {
            let t = s[sp - 1 - u.operand as usize];
            if !matches!(t, Value::Tuple(_)) || heap.seq(t).len() != u.oparg as usize {
                exit!(u);
            }
        }
        Uop::_GUARD_EMPTY_DICT => {
            let d = s[sp - 1 - u.oparg as usize];
            if !matches!(d, Value::Dict(r) if heap.dict(r).is_some_and(|d| d.is_empty())) {
                exit!(u);
            }
        }
        Uop::_SPREAD_ARGS => {
            let n = (u.oparg & 0xff) as usize;
            let filled = (u.oparg >> 8) as usize;
            let at = fp + u.operand as usize;
            if let Some(&t @ Value::Tuple(_)) = s.get(at)
                && heap.seq(t).len() == n
                && (at + n).max(fp + filled) <= s.len()
            {
                let items = heap.seq(t);
                s[at..at + n].copy_from_slice(items);
                if let Some(rest) = s.get_mut(at + n..fp + filled) {
                    rest.fill(Value::Undef);
                }
            }
        }
        Uop::_GUARD_SUPER => {
            if super_classes(heap, s[sp - 1 - u.oparg as usize])
                != Some(((u.operand >> 32) as u32, u.operand as u32))
            {
                exit!(u);
            }
        }
        Uop::_SUPER_SELF => {
            if let Some(obj) = super_instance(heap, s[sp - 1]) {
                s[sp - 1] = obj;
            }
        }
        Uop::_BOUND_METHOD_SELF => {
            if let Value::BoundMethod(r) = s[sp - 1]
                && let Some(m) = heap.bound_method(r)
            {
                s[sp - 1] = m.recv;
            }
        }
        Uop::_GUARD_IS_CONST => {
            let want = trace_consts.get(u.operand as usize).copied();
            if Some(s[sp - 1 - u.oparg as usize]) != want {
                exit!(u);
            }
        }
        Uop::_LOAD_ATTR_SLOT => match instance::slot(heap, s[sp - 1], u.operand) {
            Some(v) => s[sp - 1] = v,
            None => exit!(u),
        },
        Uop::_STORE_ATTR_SLOT | Uop::_STORE_ATTR_ADD => {
            let (v, obj) = (s[sp - 2], s[sp - 1]);
            let stored = if u.op == Uop::_STORE_ATTR_SLOT {
                instance::set_slot(heap, obj, u.operand, v)
            } else {
                instance::add_slot(heap, obj, u.operand, v)
            };
            if stored.is_none() {
                exit!(u);
            }
            sp -= 2;
        }
        Uop::_SETATTR_SLOT | Uop::_SETATTR_ADD => {
            let (obj, v) = (s[sp - 3], s[sp - 1]);
            let stored = if u.op == Uop::_SETATTR_SLOT {
                instance::set_slot(heap, obj, u.operand, v)
            } else {
                instance::add_slot(heap, obj, u.operand, v)
            };
            if stored.is_none() {
                exit!(u);
            }
            sp -= 3;
            s[sp - 1] = Value::None;
        }
        Uop::_GETATTR_SLOT => match instance::slot(heap, s[sp - 2], u.operand) {
            Some(v) => {
                sp -= 2;
                s[sp - 1] = v;
            }
            None => exit!(u),
        },
        Uop::_LOAD_TRACE_CONST => push!(trace_consts[u.operand as usize]),
        Uop::_NEW_INSTANCE => {
            let at = sp - 1 - (u.oparg & 0xff) as usize;
            let cls = trace_consts
                .get(u.operand as usize)
                .copied()
                .unwrap_or(Value::None);
            let Ok(inst) = objects::instance::new_instance(heap, cls, Value::None) else {
                exit!(u);
            };
            s[at] = inst;
        }
        Uop::_NEW_TUPLE_INSTANCE => {
            let cls = trace_consts
                .get(u.operand as usize)
                .copied()
                .unwrap_or(Value::None);
            let items = s[sp - 1];
            if !matches!(items, Value::Tuple(_)) {
                exit!(u);
            }
            let Ok(inst) = objects::instance::new_derived(heap, cls, items) else {
                exit!(u);
            };
            sp -= 2;
            s[sp - 1] = inst;
        }
        Uop::_LOAD_DEREF => {
            let v = match s[fp + u.oparg as usize] {
                Value::Cell(c) => heap.cell(c),
                _ => Value::Undef,
            };
            if v == Value::Undef {
                exit!(u);
            }
            push!(v);
        }
        Uop::_STORE_DEREF => {
            let Value::Cell(c) = s[fp + u.oparg as usize] else {
                exit!(u);
            };
            sp -= 1;
            heap.set_cell(c, s[sp]);
        }
        Uop::_GUARD_TOS_NONE => {
            if s[sp - 1] != Value::None {
                exit!(u);
            }
        }
        Uop::_GUARD_TAG => {
            if s[sp - 1 - u.oparg as usize].tag() != u.operand as u8 {
                exit!(u);
            }
        }
        Uop::_GUARD_LIST_HEAD => {
            let Value::List(l) = s[sp - 1 - u.oparg as usize] else {
                exit!(u);
            };
            let instance = matches!(heap.list(l).first(), Some(Value::Instance(_)));
            if instance != (u.operand == 1) {
                exit!(u);
            }
        }
        Uop::_CALL_GEN_FUNC => {
            let n = u.oparg as usize;
            let nlocals = u.operand as usize;
            let Value::Func(fr) = s[sp - n - 1] else {
                exit!(u);
            };
            let Some(f) = heap.function(fr) else {
                exit!(u);
            };
            // Room for the whole frame: its yields save without allocating.
            let room = st.codes.get(f.code as usize).map_or(0, |c| c.frame_size());
            let mut locals = Vec::new();
            if n + f.closure.len() > nlocals || locals.try_reserve_exact(room.max(nlocals)).is_err()
            {
                exit!(u);
            }
            locals.extend_from_slice(&s[sp - n..sp]);
            locals.extend_from_slice(&f.closure);
            locals.resize(nlocals, Value::Undef);
            let Ok(image) = GenImage::from_locals(locals, room) else {
                exit!(u);
            };
            let g = objects::generator::GenObj {
                code: f.code,
                name: f.name.clone(),
                qualname: f.qualname.clone(),
                image,
                ip: 0,
                state: GenState::Created,
                exc_info: Value::None,
            };
            let Ok(made) = objects::generator::new_generator(heap, g) else {
                exit!(u);
            };
            sp -= n + 1;
            push!(made);
        }
        Uop::_GUARD_GEN => {
            let (code, ip) = ((u.operand >> 32) as u32, u.operand as u32);
            let at = (u.oparg >> 24) as usize;
            let stopped = match s[sp - at] {
                Value::Generator(g) => heap.generator(g).is_some_and(|gn| {
                    gn.code == code
                        && gn.ip == ip
                        && gn.image.len() == (u.oparg & 0xff_ffff) as usize
                        && gn.exc_info == Value::None
                        && gn.state
                            == if ip == 0 {
                                GenState::Created
                            } else {
                                GenState::Suspended
                            }
                }),
                _ => false,
            };
            if !stopped {
                exit!(u);
            }
        }
        Uop::_GEN_RESUME => {
            // `_GUARD_GEN` made sure of the generator before the frame.
            let at = fp - u.operand as usize;
            let sent = if u.oparg & super::uops::GEN_SENT != 0 {
                s[at + 1]
            } else {
                Value::None
            };
            if let Value::Generator(g) = s[at]
                && let Some(gn) = heap.generator_mut(g)
            {
                let started = gn.state == GenState::Suspended;
                gn.state = GenState::Running;
                let n = gn.image.len();
                s[fp..fp + n].copy_from_slice(&gn.image);
                // The emptied buffer stays: the next yield saves into it.
                gn.image.clear();
                sp = fp + n;
                if started {
                    push!(sent);
                }
            }
        }
        Uop::_GEN_YIELD => {
            let at = fp - (u.operand & 0xffff_ffff) as usize;
            let Value::Generator(g) = s[at] else {
                exit!(u);
            };
            let Some(gn) = heap.generator_mut(g) else {
                exit!(u);
            };
            // The locals and the stack under the value yielded.
            let keep = sp - 1;
            if gn.image.save(&s[fp..keep]).is_err() {
                exit!(u);
            }
            gn.ip = (u.operand >> 32) as u32;
            gn.state = GenState::Suspended;
        }
        Uop::_GEN_RETURN => {
            if let Value::Generator(g) = s[fp - u.operand as usize]
                && let Some(gn) = heap.generator_mut(g)
            {
                gn.state = GenState::Done;
                gn.image = GenImage::default();
            }
        }
        Uop::_GUARD_TOS_BOOL => {
            if !matches!(s[sp - 1], Value::Bool(_)) {
                exit!(u);
            }
        }
        Uop::_GUARD_TOS_LEN => {
            if !matches!(s[sp - 1], Value::Int(n) if n >= 0) {
                exit!(u);
            }
        }
        Uop::_INLINE_ENTER => {
            let argc = (u.oparg & 0xff) as usize;
            let level = ((u.oparg >> 8) & 0xff) as usize;
            if st.frame_count + level >= st.recursion_limit || *st.steps >= st.step_limit {
                exit!(u);
            }
            *st.steps += 1;
            let (_, nlocals, offset) = unpack_enter(u.operand);
            let (nlocals, offset) = (nlocals as usize, offset as usize);
            s.copy_within(sp - argc..sp, offset);
            s[offset + argc..offset + nlocals].fill(Value::Undef);
            fp = offset;
            sp = offset + nlocals;
        }
        Uop::_INLINE_EXIT => {
            let (parent_fp, parent_sp) = unpack_exit(u.operand);
            let v = s[sp - 1];
            fp = parent_fp as usize;
            sp = parent_sp as usize;
            push!(v);
        }
        Uop::_JUMP_TO_TOP => {
            if *st.steps >= st.step_limit {
                exit!(u);
            }
            if heap.wants_collection() {
                // Back in the root frame with everything in its slots.
                let roots = RootSet {
                    below: st.below,
                    frames: st.frames,
                    consts: st.consts,
                    globals: st.globals,
                    other: st.roots,
                };
                collect_in_root(heap, roots, &s[..sp]);
            }
            *st.steps += 1;
            return UopStep::Top;
        }
        Uop::_EXIT_TRACE | Uop::_DEOPT => exit!(u),
    }
    *sp_io = sp;
    *fp_io = fp;
    UopStep::Next
}

/// The classes a `super` object over an instance stands for: its own
/// class and the instance's (object numbers). Out of line: rare uops kept
/// out of the executor's hot function.
#[inline(never)]
fn super_classes(heap: &crate::heap::Heap, v: Value) -> Option<(u32, u32)> {
    let Value::Super(r) = v else {
        return None;
    };
    match heap.get(r) {
        Some(objects::Object::Super {
            cls: Value::Class(c),
            obj: Value::Instance(i),
        }) => match instance::class_of(heap, *i) {
            Value::Class(t) => Some((c.0, t.0)),
            _ => None,
        },
        _ => None,
    }
}

/// The object a `super` object wraps.
#[inline(never)]
fn super_instance(heap: &crate::heap::Heap, v: Value) -> Option<Value> {
    match v {
        Value::Super(r) => match heap.get(r) {
            Some(objects::Object::Super { obj, .. }) => Some(*obj),
            _ => None,
        },
        _ => None,
    }
}

/// `iter(range(*args))` as the interpreter keeps it on the stack
/// (`ops::get_iter`): stop, step, start; `None` unless every argument is
/// an int and the step is not zero (the interpreter then raises).
pub fn range_iteration(args: &[Value]) -> Option<[i64; 3]> {
    let (start, stop, step) = match *args {
        [Value::Int(stop)] => (0, stop, 1),
        [Value::Int(start), Value::Int(stop)] => (start, stop, 1),
        [Value::Int(start), Value::Int(stop), Value::Int(step)] if step != 0 => (start, stop, step),
        _ => return None,
    };
    Some([stop, step, start])
}

/// Whether `a / b` of two ints is the quotient of the two as floats
/// (`_GUARD_INTS_DIVIDE_AS_FLOATS`): both exact as floats (magnitudes below
/// 2**53, so the IEEE quotient is CPython's correctly rounded one) and `b`
/// not zero.
pub fn divides_as_floats(a: i64, b: i64) -> bool {
    a.unsigned_abs() < 1 << 53 && b.unsigned_abs() < 1 << 53 && b != 0
}
