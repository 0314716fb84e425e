//! The dispatch loop.
//!
//! One `match` over opcodes with the hot state (`ip`, `sp`, `base`, the
//! current code and the frame slots) in locals. Guest calls push a frame and
//! continue in the same loop; nothing recurses on the Rust stack. Generic
//! instructions quicken themselves ([`super::quicken`]); specialized ones
//! check their operand types and revert when they miss. Fused forms (a
//! compare with its branch, a local with the int constant and operation
//! after it) carry out the instructions that follow them and skip them;
//! those stay in place, so traces may exit into them and the recording loop
//! runs them one by one. Garbage is collected only at back-edges and calls,
//! where every live value is in a frame slot, a global or a constant.
//!
//! Two shapes keep the loop fast and are easy to undo by accident: a revert
//! leaves the loop and re-enters it (a path back to the head that changes
//! no state lets LLVM split the loop and recompute every handler's stack
//! addresses on each dispatch), and values just computed are copied with
//! [`Value::relay`] (a 16-byte copy of two fresh 8-byte stores stalls).

use alloc::vec::Vec;
use core::cell::Cell;

use super::{CodeRt, Frame, Vm, calls, collect_garbage, quicken};
use crate::args::{Args, KwNames};
use crate::builtins;
use crate::bytecode::{BinOp, CmpOp, Instr, Op};
use crate::ctx::{self, HeapCtx};
use crate::error::{Exception, exc};
use crate::host::{FrameStack, Output};
use crate::number::{self, Num};
use crate::objects;
use crate::ops;
use crate::tier2::AbortReason;
use crate::tier2::recorder::{Step, View};
use crate::value::Value;

/// How a run of the dispatch loop ended.
pub(crate) enum Flow {
    /// The entry frame returned this value.
    Returned(Value),
    /// Recording started or stopped: run the other loop from the saved state.
    Switch,
}

impl<F: FrameStack, O: Output> Vm<F, O> {
    /// Runs from the top frame until that frame returns.
    pub(crate) fn eval<const REC: bool>(&mut self, entry_depth: usize) -> Result<Flow, Exception> {
        // Fused forms run fused unless recording (the recorder must see
        // each instruction) or stopping at an instruction limit (which may
        // fall inside a fused group). Counting still counts each.
        let fuse =
            !REC && (!cfg!(feature = "instruction-count") || self.instruction_limit == u64::MAX);
        // The instructions a fused form carried out besides its own.
        macro_rules! count_fused {
            ($k:expr) => {
                #[cfg(feature = "instruction-count")]
                {
                    self.stats.instructions += $k;
                }
            };
        }
        // Fields are reached through `self` rather than destructured: fewer
        // pointers live across the dispatch loop leaves registers for the
        // hot state (`code`, `slots`, `ip`, `sp`, `base`).
        let step_limit = self.step_limit;
        let Some(&Frame {
            code: ci,
            base: b,
            ip: i,
            sp: s,
        }) = self.frames.last()
        else {
            return Err(exc!(SystemError, "no frame to run"));
        };
        let mut cur: usize = ci as usize;
        let mut code: &CodeRt = &self.codes[cur];
        let mut base = b as usize;
        let mut ip = i as usize;
        let mut sp = s as usize;
        let mut slots: &mut [Value] = self.stack.slots_mut();

        // Set when a specialized instruction reverted and runs again in its
        // generic form: the recorder has already seen it.
        let mut rerun = false;
        macro_rules! save {
            () => {
                if let Some(fr) = self.frames.last_mut() {
                    fr.ip = ip as u32;
                    fr.sp = sp as u32;
                }
            };
        }
        macro_rules! throw {
            ($e:expr) => {{
                let e = $e;
                save!();
                return Err(e);
            }};
        }
        macro_rules! tri {
            ($e:expr) => {
                match $e {
                    Ok(v) => v,
                    Err(e) => throw!(e),
                }
            };
        }
        macro_rules! push {
            ($v:expr) => {{
                let v = $v;
                slots[sp] = v;
                sp += 1;
            }};
        }
        macro_rules! pop {
            () => {{
                sp -= 1;
                slots[sp]
            }};
        }
        macro_rules! rewrite {
            ($op:expr, $arg:expr) => {{
                code.instrs[ip - 1].set(Instr::new($op, $arg));
            }};
        }
        // A specialized instruction met other types: revert and re-run it.
        macro_rules! deopt {
            ($arg:expr) => {{
                let g = code.instrs[ip - 1].get().op.generic();
                rewrite!(g, $arg);
                code.counters[ip - 1].set(quicken::BACKOFF);
                self.stats.despecializations += 1;
                ip -= 1;
                #[cfg(feature = "instruction-count")]
                {
                    self.stats.instructions -= 1;
                }
                if !REC {
                    // Leave and re-enter rather than loop back with the
                    // state unchanged: a path back to the loop head that
                    // changes nothing lets LLVM split the dispatch loop into
                    // a nested one and recompute the stack addresses of
                    // every handler on each dispatch.
                    save!();
                    return Ok(Flow::Switch);
                }
                rerun = true;
                continue;
            }};
        }
        // Returns true when a generic instruction should try to specialize.
        macro_rules! warm {
            () => {{
                let c = &code.counters[ip - 1];
                let n = c.get();
                if n == 0 {
                    true
                } else {
                    c.set(n - 1);
                    false
                }
            }};
        }
        macro_rules! step {
            () => {{
                self.stats.steps += 1;
                if self.stats.steps > step_limit {
                    throw!(exc!(StepLimitExceeded, "the step limit was reached"));
                }
            }};
        }
        macro_rules! specialize {
            ($form:expr, $arg:expr) => {{
                match $form {
                    Some(op) => {
                        rewrite!(op, $arg);
                        self.stats.specializations += 1;
                    }
                    None => code.counters[ip - 1].set(quicken::BACKOFF),
                }
            }};
        }

        loop {
            let ins = code.instrs[ip].get();
            ip += 1;
            #[cfg(feature = "instruction-count")]
            {
                if self.stats.instructions >= self.instruction_limit {
                    ip -= 1;
                    throw!(exc!(StepLimitExceeded, "the instruction limit was reached"));
                }
                self.stats.instructions += 1;
            }
            if REC && core::mem::take(&mut rerun) {
                // Already recorded.
            } else if REC {
                // Show the recorder the instruction before it runs; an
                // `ENTER_EXECUTOR` appears as the back-edge it replaced.
                let instr = if ins.op.is_fused() {
                    Instr::new(ins.op.generic(), ins.arg)
                } else if ins.op == Op::ENTER_EXECUTOR {
                    let anchor = self
                        .jit
                        .as_ref()
                        .and_then(|j| j.trace(ins.arg))
                        .map_or(u32::MAX, |t| t.anchor);
                    Instr::new(Op::JUMP_BACKWARD, anchor)
                } else {
                    ins
                };
                let codes = &self.codes;
                let shape = |c: u32| {
                    codes
                        .get(c as usize)
                        .map(|c| (c.nparams, c.nlocals, c.frame_size))
                };
                let mut rec = self.jit.as_mut().and_then(|j| j.recorder.take());
                let step = match (&mut rec, self.jit.as_ref()) {
                    (Some(r), Some(jit)) => {
                        let tree_at = |c: u32, i: u32| jit.tree_with_depth(c, i);
                        let volatile = |n: u32| jit.is_volatile(n);
                        r.record(&View {
                            code: cur as u32,
                            ip: ip - 1,
                            instr,
                            base,
                            sp,
                            slots: &*slots,
                            heap: &self.heap,
                            globals: &self.globals,
                            builtin_of_name: &self.builtin_of_name,
                            attr_of_name: &self.attr_of_name,
                            code_shape: &shape,
                            tree_at: &tree_at,
                            volatile_global: &volatile,
                        })
                    }
                    _ => Step::Abort(AbortReason::Inconsistent),
                };
                if let Some(j) = self.jit.as_mut() {
                    j.recorder = rec;
                }
                if step != Step::Continue {
                    ip -= 1;
                    #[cfg(feature = "instruction-count")]
                    {
                        self.stats.instructions -= 1;
                    }
                    save!();
                    self.finish_recording(step);
                    return Ok(Flow::Switch);
                }
            }
            let arg = ins.arg;
            macro_rules! load_fast {
                ($i:expr) => {{
                    let i = $i;
                    if let Value::Undef = slots[base + i as usize] {
                        throw!(unbound(&self.module.codes[cur].local_names, i));
                    }
                    Value::relay(slots, base + i as usize, sp);
                    sp += 1;
                }};
            }
            // Arithmetic on two ints: `$r` is `None` when the result leaves
            // i64 and becomes a big int.
            macro_rules! int_op {
                ($x:ident, $y:ident => $r:expr) => {{
                    if let (Value::Int($x), Value::Int($y)) = (slots[sp - 2], slots[sp - 1]) {
                        match $r {
                            Some(r) => {
                                sp -= 1;
                                slots[sp - 1] = Value::Int(r);
                            }
                            None => {
                                let op = BinOp::from_u32(arg & 0xff).unwrap_or(BinOp::Add);
                                let r = tri!(objects::int::binop(
                                    &mut self.heap,
                                    op,
                                    Value::Int($x),
                                    Value::Int($y)
                                ));
                                sp -= 1;
                                slots[sp - 1] = r;
                            }
                        }
                    } else {
                        deopt!(arg);
                    }
                }};
            }
            // Float arithmetic, an int operand converted.
            macro_rules! float_op {
                ($x:ident, $y:ident => $r:expr) => {{
                    match quicken::float_pair(slots[sp - 2], slots[sp - 1]) {
                        Some(($x, $y)) => {
                            let r = $r;
                            sp -= 1;
                            slots[sp - 1] = Value::Float(r);
                        }
                        None => deopt!(arg),
                    }
                }};
            }
            // A compare's outcome: pushed, or for a fused compare the branch
            // after it taken at once (unfused while recording, so that the
            // recorder sees the branch, and when counting instructions).
            macro_rules! compare_result {
                ($t:expr) => {{
                    let t: bool = $t;
                    let next = code.instrs.get(ip).map(|i| i.get());
                    match next {
                        Some(n)
                            if ins.op.is_fused()
                                && fuse
                                && matches!(n.op, Op::POP_JUMP_IF_FALSE | Op::POP_JUMP_IF_TRUE) =>
                        {
                            sp -= 2;
                            count_fused!(1);
                            ip = if t == (n.op == Op::POP_JUMP_IF_TRUE) {
                                n.arg as usize
                            } else {
                                ip + 1
                            };
                        }
                        _ => {
                            sp -= 1;
                            slots[sp - 1] = Value::Bool(t);
                        }
                    }
                }};
            }

            match ins.op {
                Op::NOP => {}
                Op::POP_TOP => sp -= 1,
                Op::COPY => {
                    Value::relay(slots, sp - arg as usize, sp);
                    sp += 1;
                }
                Op::SWAP => slots.swap(sp - 1, sp - arg as usize),
                Op::LOAD_CONST => push!(self.consts[arg as usize]),
                Op::LOAD_FAST => load_fast!(arg),
                Op::LOAD_FAST_ADD_CONST_INT | Op::LOAD_FAST_SUB_CONST_INT => {
                    let k = code.instrs.get(ip).map_or(u32::MAX, |i| i.get().arg);
                    match (slots[base + arg as usize], self.consts.get(k as usize)) {
                        (Value::Int(x), Some(&Value::Int(c))) if fuse => {
                            let r = if ins.op == Op::LOAD_FAST_ADD_CONST_INT {
                                x.checked_add(c)
                            } else {
                                x.checked_sub(c)
                            };
                            match r {
                                Some(r) => {
                                    ip += 2;
                                    count_fused!(2);
                                    push!(Value::Int(r));
                                }
                                // A big result: the unfused instructions
                                // make it.
                                None => deopt!(arg),
                            }
                        }
                        _ if fuse => deopt!(arg),
                        _ => load_fast!(arg),
                    }
                }
                Op::LOAD_FAST_COMPARE_CONST_INT_JUMP => {
                    let at = |d: usize| code.instrs.get(ip + d).map(Cell::get);
                    let taken = match (slots[base + arg as usize], at(0), at(1), at(2)) {
                        (Value::Int(x), Some(k), Some(cmp), Some(br)) if fuse => {
                            match (self.consts.get(k.arg as usize), br.op) {
                                (
                                    Some(&Value::Int(y)),
                                    Op::POP_JUMP_IF_FALSE | Op::POP_JUMP_IF_TRUE,
                                ) => {
                                    let t = CmpOp::holds(cmp.arg, (x >= y) as u32 + (x > y) as u32);
                                    Some(if t == (br.op == Op::POP_JUMP_IF_TRUE) {
                                        br.arg as usize
                                    } else {
                                        ip + 3
                                    })
                                }
                                _ => None,
                            }
                        }
                        _ => None,
                    };
                    match taken {
                        Some(to) => {
                            count_fused!(3);
                            ip = to;
                        }
                        None if fuse => deopt!(arg),
                        None => load_fast!(arg),
                    }
                }
                Op::STORE_FAST => {
                    sp -= 1;
                    Value::relay(slots, sp, base + arg as usize);
                }
                Op::LOAD_FAST_LOAD_FAST => {
                    load_fast!(arg & 0xffff);
                    load_fast!(arg >> 16);
                }
                Op::STORE_FAST_LOAD_FAST => {
                    sp -= 1;
                    Value::relay(slots, sp, base + (arg & 0xffff) as usize);
                    load_fast!(arg >> 16);
                }
                Op::LOAD_GLOBAL => {
                    let v = self.globals[arg as usize];
                    if let Value::Undef = v {
                        match self.builtin_of_name[arg as usize] {
                            Some(b) => push!(Value::Builtin(b)),
                            None => {
                                save!();
                                let local_names = &self.module.codes[cur].local_names;
                                let e = crate::suggest::name_error(
                                    &self.module.names,
                                    arg as usize,
                                    local_names,
                                    &self.global_order,
                                );
                                return Err(e);
                            }
                        }
                    } else {
                        push!(v);
                    }
                }
                Op::STORE_GLOBAL => {
                    if let Some(jit) = self.jit.as_mut()
                        && jit.is_watched(arg)
                    {
                        jit.invalidate_global(arg, &self.codes);
                    }
                    let v = pop!();
                    let g = &mut self.globals[arg as usize];
                    if let Value::Undef = *g {
                        self.global_order.push(arg);
                    }
                    *g = v;
                }
                Op::BINARY_OP => {
                    let b = pop!();
                    let a = pop!();
                    let (op, inplace) = BinOp::decode(arg).unwrap_or((BinOp::Add, false));
                    if warm!() {
                        let form = quicken::binary_op(op, a, b);
                        specialize!(form, arg);
                        if let Some(f) = form {
                            quicken::fuse_local_const(&code.instrs, &self.consts, ip - 1, f);
                        }
                    }
                    let r = if !inplace {
                        ops::binary_op(&mut self.heap, op, a, b)
                    } else if !ctx::needs_vm(&self.heap, b) {
                        let mut c = HeapCtx {
                            heap: &mut self.heap,
                            out: &mut self.out,
                        };
                        ops::inplace_op(&mut c, op, a, b)
                    } else {
                        // The operands stay on the stack (rooted) while
                        // guest code runs.
                        sp += 2;
                        save!();
                        let r = ops::inplace_op(self, op, a, b);
                        code = &self.codes[cur];
                        slots = self.stack.slots_mut();
                        sp -= 2;
                        r
                    };
                    push!(tri!(r));
                }
                Op::BINARY_OP_ADD_INT => int_op!(x, y => x.checked_add(y)),
                Op::BINARY_OP_SUB_INT => int_op!(x, y => x.checked_sub(y)),
                Op::BINARY_OP_MUL_INT => int_op!(x, y => x.checked_mul(y)),
                // Floor division and modulo by a positive int are the
                // Euclidean ones; other divisors take the general path.
                Op::BINARY_OP_FLOORDIV_INT => int_op!(x, y => if y > 0 {
                    Some(x.div_euclid(y))
                } else {
                    tri!(number::int_floordiv(x, y))
                }),
                Op::BINARY_OP_MOD_INT => int_op!(x, y => if y > 0 {
                    Some(x.rem_euclid(y))
                } else {
                    Some(tri!(number::int_mod(x, y)))
                }),
                Op::BINARY_OP_XOR_INT => int_op!(x, y => Some(x ^ y)),
                Op::BINARY_OP_AND_INT => int_op!(x, y => Some(x & y)),
                Op::BINARY_OP_OR_INT => int_op!(x, y => Some(x | y)),
                Op::BINARY_OP_INT => {
                    if let (Value::Int(x), Value::Int(y)) = (slots[sp - 2], slots[sp - 1]) {
                        let op = BinOp::from_u32(arg & 0xff).unwrap_or(BinOp::Add);
                        let r = match tri!(number::int_binop(op, x, y)) {
                            Num::Int(i) => Value::Int(i),
                            Num::Float(f) => Value::Float(f),
                            Num::Big => tri!(objects::int::binop(
                                &mut self.heap,
                                op,
                                Value::Int(x),
                                Value::Int(y)
                            )),
                        };
                        sp -= 1;
                        slots[sp - 1] = r;
                    } else {
                        deopt!(arg);
                    }
                }
                Op::BINARY_OP_ADD_FLOAT => float_op!(x, y => x + y),
                Op::BINARY_OP_SUB_FLOAT => float_op!(x, y => x - y),
                Op::BINARY_OP_MUL_FLOAT => float_op!(x, y => x * y),
                Op::BINARY_OP_FLOAT => float_op!(x, y => {
                    let op = BinOp::from_u32(arg & 0xff).unwrap_or(BinOp::Add);
                    match number::float_binop(op, x, y) {
                        Some(r) => tri!(r),
                        None => deopt!(arg),
                    }
                }),
                Op::UNARY_NEGATIVE => match slots[sp - 1] {
                    Value::Float(f) => slots[sp - 1] = Value::Float(-f),
                    Value::Int(i) if i != i64::MIN => slots[sp - 1] = Value::Int(-i),
                    v => slots[sp - 1] = tri!(ops::unary_negative(&mut self.heap, v)),
                },
                Op::UNARY_POSITIVE => {
                    let v = pop!();
                    push!(tri!(ops::unary_positive(&self.heap, v)));
                }
                Op::UNARY_INVERT => {
                    let v = pop!();
                    push!(tri!(ops::unary_invert(&mut self.heap, v)));
                }
                Op::UNARY_NOT => {
                    let v = pop!();
                    push!(Value::Bool(!ops::truthy(&self.heap, v)));
                }
                Op::COMPARE_OP => {
                    let b = pop!();
                    let a = pop!();
                    if warm!() {
                        let next = code.instrs.get(ip).map(|i| i.get().op);
                        let form = quicken::compare_op(a, b, next);
                        specialize!(form, arg);
                        if let Some(f) = form {
                            quicken::fuse_local_const(&code.instrs, &self.consts, ip - 1, f);
                        }
                    }
                    let op = CmpOp::from_u32(arg).unwrap_or(CmpOp::Eq);
                    push!(Value::Bool(tri!(ops::compare_mut(
                        &mut self.heap,
                        op,
                        a,
                        b
                    ))));
                }
                Op::COMPARE_OP_INT | Op::COMPARE_OP_INT_JUMP => {
                    if let (Value::Int(x), Value::Int(y)) = (slots[sp - 2], slots[sp - 1]) {
                        let t = CmpOp::holds(arg, (x >= y) as u32 + (x > y) as u32);
                        compare_result!(t);
                    } else {
                        deopt!(arg);
                    }
                }
                Op::COMPARE_OP_FLOAT | Op::COMPARE_OP_FLOAT_JUMP => {
                    if let (Value::Float(x), Value::Float(y)) = (slots[sp - 2], slots[sp - 1]) {
                        let op = CmpOp::from_u32(arg).unwrap_or(CmpOp::Eq);
                        compare_result!(op.test(x.partial_cmp(&y)));
                    } else {
                        deopt!(arg);
                    }
                }
                Op::IS_OP => {
                    let b = pop!();
                    let a = pop!();
                    push!(Value::Bool(ops::identical(a, b) != (arg == 1)));
                }
                Op::CONTAINS_OP => {
                    let (a, b) = (slots[sp - 2], slots[sp - 1]);
                    let r = if !matches!(b, Value::Iter(_)) {
                        ops::contains(&self.heap, a, b)
                    } else if !ctx::needs_vm(&self.heap, b) {
                        let mut c = HeapCtx {
                            heap: &mut self.heap,
                            out: &mut self.out,
                        };
                        ops::contains_any(&mut c, a, b)
                    } else {
                        save!();
                        let r = ops::contains_any(self, a, b);
                        code = &self.codes[cur];
                        slots = self.stack.slots_mut();
                        r
                    };
                    sp -= 2;
                    push!(Value::Bool(tri!(r) != (arg == 1)));
                }
                Op::JUMP_FORWARD => ip = arg as usize,
                Op::JUMP_BACKWARD => {
                    step!();
                    let c = &code.counters[ip - 1];
                    let n = c.get().saturating_add(1);
                    c.set(n);
                    if self.heap.wants_collection() {
                        save!();
                        collect_garbage(
                            &mut self.heap,
                            &self.frames,
                            slots,
                            &self.consts,
                            &self.globals,
                        );
                    }
                    if let Some(jit) = self.jit.as_mut()
                        && !REC
                        && n >= jit.config.hot_loop
                    {
                        save!();
                        let frame = self.frames.last().copied();
                        if let Some(f) = frame
                            && jit.hot_back_edge(&self.codes, &f, ip - 1, arg, n)
                        {
                            c.set(0);
                            ip = arg as usize;
                            save!();
                            return Ok(Flow::Switch);
                        }
                    }
                    ip = arg as usize;
                }
                Op::ENTER_EXECUTOR => {
                    step!();
                    if REC {
                        // While recording, a back-edge into a tree is just a
                        // back-edge: the recorder links to the tree at its
                        // header instead.
                        ip = self
                            .jit
                            .as_ref()
                            .and_then(|j| j.trace(arg))
                            .map_or(0, |t| t.anchor) as usize;
                        continue;
                    }
                    if self.heap.wants_collection() {
                        save!();
                        collect_garbage(
                            &mut self.heap,
                            &self.frames,
                            slots,
                            &self.consts,
                            &self.globals,
                        );
                    }
                    save!();
                    let side_recording = self.enter_trace(arg, entry_depth)?;
                    let Some(&Frame {
                        code: c,
                        base: b,
                        ip: i,
                        sp: s,
                    }) = self.frames.last()
                    else {
                        return Err(exc!(SystemError, "no frame after a trace"));
                    };
                    cur = c as usize;
                    code = &self.codes[cur];
                    base = b as usize;
                    ip = i as usize;
                    sp = s as usize;
                    slots = self.stack.slots_mut();
                    if side_recording {
                        return Ok(Flow::Switch);
                    }
                }
                Op::POP_JUMP_IF_FALSE => {
                    let v = pop!();
                    let t = match v {
                        Value::Bool(b) => b,
                        _ => ops::truthy(&self.heap, v),
                    };
                    if !t {
                        ip = arg as usize;
                    }
                }
                Op::POP_JUMP_IF_TRUE => {
                    let v = pop!();
                    let t = match v {
                        Value::Bool(b) => b,
                        _ => ops::truthy(&self.heap, v),
                    };
                    if t {
                        ip = arg as usize;
                    }
                }
                Op::JUMP_IF_FALSE_OR_POP => {
                    if !ops::truthy(&self.heap, slots[sp - 1]) {
                        ip = arg as usize;
                    } else {
                        sp -= 1;
                    }
                }
                Op::JUMP_IF_TRUE_OR_POP => {
                    if ops::truthy(&self.heap, slots[sp - 1]) {
                        ip = arg as usize;
                    } else {
                        sp -= 1;
                    }
                }
                Op::GET_ITER => {
                    let v = pop!();
                    let st = tri!(ops::get_iter(&self.heap, v));
                    push!(st[0]);
                    push!(st[1]);
                    push!(st[2]);
                }
                Op::FOR_ITER => {
                    if warm!() {
                        specialize!(quicken::for_iter(slots[sp - 3]), arg);
                    }
                    let mut it = [slots[sp - 3], slots[sp - 2], slots[sp - 1]];
                    let r = if !ctx::needs_vm(&self.heap, it[0]) {
                        let mut c = HeapCtx {
                            heap: &mut self.heap,
                            out: &mut self.out,
                        };
                        ops::iter_next(&mut c, &mut it)
                    } else {
                        save!();
                        let r = ops::iter_next(self, &mut it);
                        code = &self.codes[cur];
                        slots = self.stack.slots_mut();
                        r
                    };
                    match tri!(r) {
                        Some(v) => {
                            slots[sp - 1] = it[2];
                            push!(v);
                        }
                        None => {
                            sp -= 3;
                            ip = arg as usize;
                        }
                    }
                }
                Op::FOR_ITER_RANGE => {
                    if let (Value::Int(stop), Value::Int(step), Value::Int(cur)) =
                        (slots[sp - 3], slots[sp - 2], slots[sp - 1])
                    {
                        let more = if step > 0 { cur < stop } else { cur > stop };
                        if more && step != 0 {
                            slots[sp - 1] = Value::Int(cur.saturating_add(step));
                            push!(Value::Int(cur));
                        } else {
                            sp -= 3;
                            ip = arg as usize;
                        }
                    } else {
                        deopt!(arg);
                    }
                }
                Op::FOR_ITER_LIST => {
                    if let (Value::List(r), Value::Int(i)) = (slots[sp - 3], slots[sp - 1]) {
                        match usize::try_from(i)
                            .ok()
                            .and_then(|i| self.heap.list(r).get(i))
                        {
                            Some(&v) => {
                                slots[sp - 1] = Value::Int(i + 1);
                                push!(v);
                            }
                            None => {
                                sp -= 3;
                                ip = arg as usize;
                            }
                        }
                    } else {
                        deopt!(arg);
                    }
                }
                Op::BUILD_LIST => {
                    let n = arg as usize;
                    let items: Vec<Value> = slots[sp - n..sp].to_vec();
                    sp -= n;
                    push!(tri!(ops::new_list(&mut self.heap, items)));
                }
                Op::BUILD_TUPLE => {
                    let n = arg as usize;
                    let t = tri!(ops::tuple_from(&mut self.heap, &slots[sp - n..sp]));
                    sp -= n;
                    push!(t);
                }
                Op::UNPACK_SEQUENCE | Op::UNPACK_EX => {
                    let v = slots[sp - 1];
                    let r = if !ctx::needs_vm(&self.heap, v) {
                        let mut c = HeapCtx {
                            heap: &mut self.heap,
                            out: &mut self.out,
                        };
                        unpack(&mut c, ins.op, v, arg)
                    } else {
                        save!();
                        let r = unpack(self, ins.op, v, arg);
                        code = &self.codes[cur];
                        slots = self.stack.slots_mut();
                        r
                    };
                    let items = tri!(r);
                    sp -= 1;
                    for x in items.into_iter().rev() {
                        push!(x);
                    }
                }
                Op::BINARY_SUBSCR => {
                    let b = pop!();
                    let a = pop!();
                    if warm!() {
                        let form = match (a, b) {
                            (Value::List(_), Value::Int(_)) => Some(Op::BINARY_SUBSCR_LIST_INT),
                            _ => None,
                        };
                        specialize!(form, arg);
                    }
                    push!(tri!(ops::subscript(&mut self.heap, a, b)));
                }
                Op::BINARY_SUBSCR_LIST_INT => {
                    if let (Value::List(r), Value::Int(i)) = (slots[sp - 2], slots[sp - 1]) {
                        let l = self.heap.list(r);
                        match ops::norm_index(i, l.len()) {
                            Some(j) => {
                                let v = l[j];
                                sp -= 1;
                                slots[sp - 1] = v;
                            }
                            None => throw!(exc!(IndexError, "list index out of range")),
                        }
                    } else {
                        deopt!(arg);
                    }
                }
                Op::STORE_SUBSCR => {
                    let idx = pop!();
                    let cont = pop!();
                    let val = pop!();
                    if warm!() {
                        let form = match (cont, idx) {
                            (Value::List(_), Value::Int(_)) => Some(Op::STORE_SUBSCR_LIST_INT),
                            _ => None,
                        };
                        specialize!(form, arg);
                    }
                    let r = if !ctx::needs_vm(&self.heap, val) {
                        let mut c = HeapCtx {
                            heap: &mut self.heap,
                            out: &mut self.out,
                        };
                        ops::store_subscript(&mut c, cont, idx, val)
                    } else {
                        sp += 3;
                        save!();
                        let r = ops::store_subscript(self, cont, idx, val);
                        code = &self.codes[cur];
                        slots = self.stack.slots_mut();
                        sp -= 3;
                        r
                    };
                    tri!(r);
                }
                Op::STORE_SUBSCR_LIST_INT => {
                    if let (Value::List(r), Value::Int(i)) = (slots[sp - 2], slots[sp - 1]) {
                        let val = slots[sp - 3];
                        let stored = self.heap.list_mut(r).and_then(|l| {
                            let j = ops::norm_index(i, l.len())?;
                            l[j] = val;
                            Some(())
                        });
                        if stored.is_none() {
                            throw!(exc!(IndexError, "list assignment index out of range"));
                        }
                        sp -= 3;
                    } else {
                        deopt!(arg);
                    }
                }
                Op::CALL | Op::CALL_PY_EXACT_ARGS => {
                    let n = arg as usize;
                    let callee = slots[sp - n - 1];
                    match callee {
                        Value::Func(fi) => {
                            let callee_code = &self.codes[fi as usize];
                            if callee_code.nparams as usize != n {
                                if ins.op != Op::CALL {
                                    deopt!(arg);
                                }
                                let c = &self.module.codes[fi as usize];
                                throw!(calls::arity_error(
                                    &c.name,
                                    &c.local_names[..c.nparams as usize],
                                    n
                                ));
                            }
                            if ins.op == Op::CALL && warm!() {
                                specialize!(Some(Op::CALL_PY_EXACT_ARGS), arg);
                            }
                            // Enter the callee: the caller resumes after the call
                            // with the callee and its arguments popped.
                            step!();
                            if self.frames.len() >= self.config.recursion_limit {
                                throw!(exc!(RecursionError, "maximum recursion depth exceeded"));
                            }
                            let args_at = sp - n;
                            sp = args_at - 1;
                            save!();
                            let new_base = match self.stack.push(callee_code.frame_size as usize) {
                                Ok(b) => b,
                                Err(_) => {
                                    throw!(exc!(RecursionError, "maximum recursion depth exceeded"))
                                }
                            };
                            slots = self.stack.slots_mut();
                            for k in 0..n {
                                Value::relay(slots, args_at + k, new_base + k);
                            }
                            cur = fi as usize;
                            code = callee_code;
                            base = new_base;
                            ip = 0;
                            sp = base + code.nlocals as usize;
                            self.frames.push(Frame {
                                code: fi,
                                base: base as u32,
                                ip: 0,
                                sp: sp as u32,
                            });
                            // A safe point: every live value is in a frame.
                            if self.heap.wants_collection() {
                                collect_garbage(
                                    &mut self.heap,
                                    &self.frames,
                                    slots,
                                    &self.consts,
                                    &self.globals,
                                );
                            }
                        }
                        Value::Builtin(_) | Value::Method(_) => {
                            if ins.op != Op::CALL {
                                deopt!(arg);
                            }
                            let argv = &slots[sp - n..sp];
                            let r = if !ctx::args_need_vm(&self.heap, argv) {
                                let mut c = HeapCtx {
                                    heap: &mut self.heap,
                                    out: &mut self.out,
                                };
                                call_native(&mut c, callee, Args::positional(argv))
                            } else {
                                let argv = argv.to_vec();
                                save!();
                                let r = call_native(self, callee, Args::positional(&argv));
                                code = &self.codes[cur];
                                slots = self.stack.slots_mut();
                                r
                            };
                            let r = tri!(r);
                            sp -= n + 1;
                            push!(r);
                        }
                        _ => {
                            if ins.op != Op::CALL {
                                deopt!(arg);
                            }
                            throw!(exc!(
                                TypeError,
                                "'{}' object is not callable",
                                objects::type_name(&self.heap, callee)
                            ))
                        }
                    }
                }
                Op::CALL_KW => {
                    let argc = (arg & 0xff) as usize;
                    let nkw = ((arg >> 8) & 0xff) as usize;
                    let table = (arg >> 16) as usize;
                    let callee = slots[sp - argc - nkw - 1];
                    let ids: &[u32] = self.module.kwnames.get(table).map_or(&[], |v| v.as_slice());
                    let r = match callee {
                        Value::Builtin(_) | Value::Method(_) => {
                            let all = &slots[sp - nkw - argc..sp];
                            if !ctx::args_need_vm(&self.heap, all) {
                                let args = Args {
                                    pos: &all[..argc],
                                    kw: &all[argc..],
                                    kwnames: KwNames {
                                        ids,
                                        names: &self.module.names,
                                    },
                                };
                                let mut c = HeapCtx {
                                    heap: &mut self.heap,
                                    out: &mut self.out,
                                };
                                call_native(&mut c, callee, args)
                            } else {
                                let all = all.to_vec();
                                let names: Vec<alloc::string::String> = ids
                                    .iter()
                                    .map(|&i| self.module.names[i as usize].clone())
                                    .collect();
                                let local_ids: Vec<u32> = (0..names.len() as u32).collect();
                                save!();
                                let args = Args {
                                    pos: &all[..argc],
                                    kw: &all[argc..],
                                    kwnames: KwNames {
                                        ids: &local_ids,
                                        names: &names,
                                    },
                                };
                                let r = call_native(self, callee, args);
                                code = &self.codes[cur];
                                slots = self.stack.slots_mut();
                                r
                            }
                        }
                        Value::Func(fi) => {
                            let first =
                                ids.first().and_then(|&i| self.module.names.get(i as usize));
                            throw!(exc!(
                                TypeError,
                                "{}() got an unexpected keyword argument '{}'",
                                self.module.codes[fi as usize].name,
                                first.map_or("?", |s| s.as_str())
                            ))
                        }
                        _ => throw!(exc!(
                            TypeError,
                            "'{}' object is not callable",
                            objects::type_name(&self.heap, callee)
                        )),
                    };
                    let r = tri!(r);
                    sp -= argc + nkw + 1;
                    push!(r);
                }
                Op::CALL_METHOD => {
                    let argc = (arg >> 24) as usize;
                    let name_idx = (arg & 0xff_ffff) as usize;
                    let obj = slots[sp - argc - 1];
                    let Some(attr) = self.attr_of_name.get(name_idx).copied().flatten() else {
                        let name = &self.module.names[name_idx];
                        let mut e = objects::method::no_attribute_named(&self.heap, obj, name);
                        crate::suggest::attribute_hint(&mut e, obj, name);
                        throw!(e)
                    };
                    // The commonest method, without the generic dispatch.
                    if let (Value::List(l), objects::Attr::append, 1) = (obj, attr, argc) {
                        let v = slots[sp - 1];
                        tri!(objects::list::append(&mut self.heap, l, v));
                        sp -= 2;
                        push!(Value::None);
                        continue;
                    }
                    let all = &slots[sp - argc - 1..sp];
                    let r = if !ctx::args_need_vm(&self.heap, all) {
                        let mut c = HeapCtx {
                            heap: &mut self.heap,
                            out: &mut self.out,
                        };
                        objects::method::call_method(&mut c, obj, attr, Args::positional(&all[1..]))
                    } else {
                        let all = all.to_vec();
                        save!();
                        let r = objects::method::call_method(
                            self,
                            obj,
                            attr,
                            Args::positional(&all[1..]),
                        );
                        code = &self.codes[cur];
                        slots = self.stack.slots_mut();
                        r
                    };
                    let r = match r {
                        Ok(r) => r,
                        Err(mut e) => {
                            if e.kind == crate::error::ExcKind::AttributeError {
                                crate::suggest::attribute_hint(&mut e, obj, attr.name());
                            }
                            throw!(e)
                        }
                    };
                    sp -= argc + 1;
                    push!(r);
                }
                Op::CALL_FUNCTION_EX => {
                    let has_kw = arg == 1;
                    let at = sp - 2 - has_kw as usize;
                    let (callee, pos) = (slots[at], slots[at + 1]);
                    let kw = if has_kw { slots[sp - 1] } else { Value::None };
                    save!();
                    let r = self.call_ex(callee, pos, kw);
                    code = &self.codes[cur];
                    slots = self.stack.slots_mut();
                    let r = tri!(r);
                    sp = at;
                    push!(r);
                }
                Op::RETURN_VALUE => {
                    sp -= 1;
                    let size = code.frame_size as usize;
                    self.frames.pop();
                    let caller = match self.frames.last() {
                        Some(f) if self.frames.len() >= entry_depth => *f,
                        _ => {
                            let v = slots[sp];
                            self.stack.pop(size);
                            return Ok(Flow::Returned(v));
                        }
                    };
                    // The caller's stack top lies below this frame: move the
                    // value there before the frame is released (word by
                    // word, see `Value::relay`).
                    let s = caller.sp as usize;
                    Value::relay(slots, sp, s);
                    self.stack.pop(size);
                    cur = caller.code as usize;
                    code = &self.codes[cur];
                    base = caller.base as usize;
                    ip = caller.ip as usize;
                    sp = s + 1;
                    slots = self.stack.slots_mut();
                }
                Op::MAKE_FUNCTION => push!(Value::Func(arg)),
                Op::BUILD_MAP => {
                    let n = arg as usize;
                    let r = build_map(&mut self.heap, &slots[sp - 2 * n..sp]);
                    sp -= 2 * n;
                    push!(tri!(r));
                }
                Op::BUILD_SET => {
                    let n = arg as usize;
                    let r = objects::set::from_items(&mut self.heap, &slots[sp - n..sp]);
                    sp -= n;
                    push!(tri!(r));
                }
                Op::BUILD_SLICE => {
                    let (start, stop, step) = if arg == 3 {
                        (slots[sp - 3], slots[sp - 2], slots[sp - 1])
                    } else {
                        (slots[sp - 2], slots[sp - 1], Value::None)
                    };
                    let r = tri!(objects::slice::new_slice(&mut self.heap, start, stop, step));
                    sp -= arg as usize;
                    push!(r);
                }
                Op::DELETE_SUBSCR => {
                    let (c, i) = (slots[sp - 2], slots[sp - 1]);
                    tri!(ops::delete_subscript(&mut self.heap, c, i));
                    sp -= 2;
                }
                Op::DELETE_FAST => {
                    if let Value::Undef = slots[base + arg as usize] {
                        throw!(unbound(&self.module.codes[cur].local_names, arg));
                    }
                    slots[base + arg as usize] = Value::Undef;
                }
                Op::DELETE_GLOBAL => {
                    if let Value::Undef = self.globals[arg as usize] {
                        let name = &self.module.names[arg as usize];
                        throw!(exc!(NameError, "name '{}' is not defined", name));
                    }
                    if let Some(jit) = self.jit.as_mut()
                        && jit.is_watched(arg)
                    {
                        jit.invalidate_global(arg, &self.codes);
                    }
                    self.globals[arg as usize] = Value::Undef;
                }
                Op::LIST_APPEND
                | Op::LIST_EXTEND
                | Op::SET_ADD
                | Op::SET_UPDATE
                | Op::DICT_UPDATE => {
                    let (target, v) = (slots[sp - 2], slots[sp - 1]);
                    let r = if !ctx::needs_vm(&self.heap, v) {
                        let mut c = HeapCtx {
                            heap: &mut self.heap,
                            out: &mut self.out,
                        };
                        accumulate(&mut c, ins.op, arg, target, v)
                    } else {
                        save!();
                        let r = accumulate(self, ins.op, arg, target, v);
                        code = &self.codes[cur];
                        slots = self.stack.slots_mut();
                        r
                    };
                    tri!(r);
                    sp -= 1;
                }
                Op::LIST_TO_TUPLE => {
                    let v = slots[sp - 1];
                    let items = self.heap.seq(v).to_vec();
                    slots[sp - 1] = tri!(objects::tuple::from_vec(&mut self.heap, items));
                }
                Op::FORMAT_VALUE => {
                    let has_spec = arg & 4 != 0;
                    let v = slots[sp - 1 - has_spec as usize];
                    let spec = if has_spec { Some(slots[sp - 1]) } else { None };
                    let r = tri!(format_value(&mut self.heap, v, arg & 3, spec));
                    sp -= has_spec as usize;
                    slots[sp - 1] = r;
                }
                Op::BUILD_STRING => {
                    let n = arg as usize;
                    let r = build_string(&mut self.heap, &slots[sp - n..sp]);
                    sp -= n;
                    push!(tri!(r));
                }
                Op::LOAD_ATTR => {
                    let obj = slots[sp - 1];
                    let name = &self.module.names[arg as usize];
                    let r = match self.attr_of_name.get(arg as usize).copied().flatten() {
                        Some(a) => objects::method::get_attr(&mut self.heap, obj, a),
                        None => Err(objects::method::no_attribute_named(&self.heap, obj, name)),
                    };
                    match r {
                        Ok(v) => slots[sp - 1] = v,
                        Err(mut e) => {
                            if e.kind == crate::error::ExcKind::AttributeError {
                                crate::suggest::attribute_hint(&mut e, obj, name);
                            }
                            throw!(e)
                        }
                    }
                }
            }
        }
    }

    /// `CALL_FUNCTION_EX`: calls `callee` with the items of the tuple `pos`
    /// and the entries of the dict `kw` (or `None`).
    fn call_ex(&mut self, callee: Value, pos: Value, kw: Value) -> Result<Value, Exception> {
        let args: Vec<Value> = self.heap.seq(pos).to_vec();
        let mut names: Vec<alloc::string::String> = Vec::new();
        let mut values: Vec<Value> = Vec::new();
        if let Value::Dict(d) = kw {
            let items: Vec<(Value, Value)> = self
                .heap
                .dict(d)
                .map(|d| d.items().collect())
                .unwrap_or_default();
            for (k, v) in items {
                let Value::Str(s) = k else {
                    return Err(exc!(TypeError, "keywords must be strings"));
                };
                names.push(alloc::string::String::from(self.heap.str(s)));
                values.push(v);
            }
        }
        let mut all = args.clone();
        all.extend_from_slice(&values);
        let ids: Vec<u32> = (0..names.len() as u32).collect();
        let a = Args {
            pos: &all[..args.len()],
            kw: &all[args.len()..],
            kwnames: KwNames {
                ids: &ids,
                names: &names,
            },
        };
        match callee {
            Value::Builtin(_) | Value::Method(_) | Value::Func(_) => {
                crate::ctx::Ctx::call(self, callee, a)
            }
            _ => Err(exc!(
                TypeError,
                "'{}' object is not callable",
                objects::type_name(&self.heap, callee)
            )),
        }
    }
}

/// Calls a builtin or a bound method.
fn call_native(c: &mut dyn ctx::Ctx, callee: Value, args: Args) -> Result<Value, Exception> {
    match callee {
        Value::Builtin(b) => builtins::call(b, c, args),
        Value::Method(r) => objects::method::call(c, r, args),
        _ => Err(exc!(SystemError, "not a native callable")),
    }
}

/// `UNPACK_SEQUENCE n` or `UNPACK_EX before|after<<8`.
fn unpack(c: &mut dyn ctx::Ctx, op: Op, v: Value, arg: u32) -> Result<Vec<Value>, Exception> {
    if op == Op::UNPACK_SEQUENCE {
        if let Value::List(_) | Value::Tuple(_) = v {
            let items = c.heap().seq(v);
            if items.len() == arg as usize {
                return Ok(items.to_vec());
            }
        }
        ops::unpack(c, v, arg as usize)
    } else {
        ops::unpack_ex(c, v, (arg & 0xff) as usize, (arg >> 8) as usize)
    }
}

/// `BUILD_MAP`: pairs `(key, value)` in order.
pub(crate) fn build_map(heap: &mut crate::heap::Heap, kv: &[Value]) -> Result<Value, Exception> {
    let d = objects::dict::new_dict(heap)?;
    let Value::Dict(r) = d else {
        return Err(exc!(SystemError, "dict"));
    };
    for pair in kv.chunks_exact(2) {
        objects::dict::set(heap, r, pair[0], pair[1])?;
    }
    Ok(d)
}

/// The `LIST_APPEND` family: adds `v` to the container `target` below it.
pub(crate) fn accumulate(
    c: &mut dyn ctx::Ctx,
    op: Op,
    arg: u32,
    target: Value,
    v: Value,
) -> Result<(), Exception> {
    match (op, target) {
        (Op::LIST_APPEND, Value::List(l)) => objects::list::append(c.heap(), l, v),
        (Op::LIST_EXTEND, Value::List(l)) => {
            let items = match v {
                Value::List(_) | Value::Tuple(_) => c.heap().seq(v).to_vec(),
                _ => {
                    if !ops::is_iterable(c.heap(), v) {
                        let heap = c.heap();
                        return Err(exc!(
                            TypeError,
                            "Value after * must be an iterable, not {}",
                            objects::type_name(heap, v)
                        ));
                    }
                    ops::collect(c, v)?
                }
            };
            let list = c
                .heap()
                .list_mut(l)
                .ok_or_else(|| exc!(SystemError, "list"))?;
            objects::list::reserve(list, items.len())?;
            list.extend(items);
            Ok(())
        }
        (Op::SET_ADD, Value::Set(s)) => objects::set::add(c.heap(), s, v),
        (Op::SET_UPDATE, Value::Set(s)) => objects::set::inplace(c, BinOp::Or, s, v),
        (Op::DICT_UPDATE, Value::Dict(d)) => {
            let heap = c.heap();
            let Value::Dict(src) = v else {
                return Err(exc!(
                    TypeError,
                    "'{}' object is not a mapping",
                    objects::type_name(heap, v)
                ));
            };
            let items: Vec<(Value, Value)> = heap
                .dict(src)
                .map(|d| d.items().collect())
                .unwrap_or_default();
            for (k, x) in items {
                if arg == 1 {
                    if !matches!(k, Value::Str(_)) {
                        return Err(exc!(TypeError, "keywords must be strings"));
                    }
                    if objects::dict::get(heap, d, k)?.is_some() {
                        let Value::Str(name) = k else {
                            return Err(exc!(SystemError, "key"));
                        };
                        return Err(exc!(
                            TypeError,
                            "got multiple values for keyword argument '{}'",
                            heap.str(name)
                        ));
                    }
                }
                objects::dict::set(heap, d, k, x)?;
            }
            Ok(())
        }
        _ => Err(exc!(SystemError, "{} on the wrong container", op.name())),
    }
}

/// `FORMAT_VALUE`: `conv` 1 `!s`, 2 `!r`, 3 `!a`; then `format(v, spec)`.
pub(crate) fn format_value(
    heap: &mut crate::heap::Heap,
    v: Value,
    conv: u32,
    spec: Option<Value>,
) -> Result<Value, Exception> {
    let spec_str = match spec {
        Some(Value::Str(r)) => alloc::string::String::from(heap.str(r)),
        Some(_) => return Err(exc!(SystemError, "format spec is not a str")),
        None => alloc::string::String::new(),
    };
    let s = if conv == 0 {
        if let (Value::Str(_), true) = (v, spec_str.is_empty()) {
            return Ok(v);
        }
        objects::format::format_value(heap, v, &spec_str)?
    } else {
        let mut t = alloc::string::String::new();
        let c = match conv {
            1 => 's',
            2 => 'r',
            _ => 'a',
        };
        objects::format::convert(heap, v, c, &mut t)?;
        if spec_str.is_empty() {
            t
        } else {
            let sp = objects::format::parse_spec(&spec_str, "str")?;
            objects::format::format_str(&t, &sp)?
        }
    };
    objects::str::new_str(heap, s)
}

/// `BUILD_STRING`: the concatenation of `parts` (all strs).
pub(crate) fn build_string(
    heap: &mut crate::heap::Heap,
    parts: &[Value],
) -> Result<Value, Exception> {
    let mut s = alloc::string::String::new();
    for &p in parts {
        if let Value::Str(r) = p {
            s.push_str(heap.str(r));
        }
    }
    objects::str::new_str(heap, s)
}

#[cold]
fn unbound(local_names: &[alloc::string::String], i: u32) -> Exception {
    let name = local_names.get(i as usize).map_or("?", |s| s.as_str());
    exc!(
        UnboundLocalError,
        "cannot access local variable '{}' where it is not associated with a value",
        name
    )
}
