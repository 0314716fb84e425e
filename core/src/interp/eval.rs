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

use super::slow_ops::call_native;
use super::{CodeRt, Frame, FrameKind, Roots, Vm, collect_garbage, inline_cache, quicken};
use crate::args::Args;
use crate::bytecode::{BinOp, CmpOp, Instr, Op};
use crate::ctx::{self, HeapCtx};
use crate::error::{Exception, exc};
use crate::host::{FrameStack, Output};
use crate::number::{self, Num};
use crate::objects;
use crate::ops;
use crate::tier2::AbortReason;
use crate::tier2::recorder::{Step, View};
use crate::tier2::runtime::HotLoop;
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
            ..
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
        // A heap-level operation that may meet a value whose special
        // methods are the program's (a key with `__hash__`, items with
        // `__eq__`): then the instruction runs again out of line, with
        // its operands back on the stack (`$undo` values popped so far).
        macro_rules! tri_vm {
            ($e:expr, $undo:expr, $ins:expr) => {
                match $e {
                    Ok(v) => v,
                    Err(e) if e.kind == crate::error::ExcKind::NeedsVm => {
                        sp += $undo;
                        slow!($ins);
                        continue;
                    }
                    Err(e) => throw!(e),
                }
            };
        }
        // Runs the instruction out of line (`slow_ops.rs`), on the saved
        // frame state, and picks the state up again.
        // Reloads the hot state from the top frame (after an instruction
        // that may have pushed or popped frames).
        macro_rules! reload {
            () => {{
                let Some(&Frame {
                    code: c,
                    base: b,
                    ip: i,
                    sp: s,
                    ..
                }) = self.frames.last()
                else {
                    return Err(exc!(SystemError, "no frame after an instruction"));
                };
                cur = c as usize;
                code = &self.codes[cur];
                base = b as usize;
                ip = i as usize;
                sp = s as usize;
                slots = self.stack.slots_mut();
            }};
        }
        // Runs the instruction out of line (`slow_ops.rs` and the files it
        // hands instructions to), on the saved frame state, and picks the
        // state up again: it may have entered a call.
        macro_rules! slow {
            ($ins:expr) => {{
                save!();
                // An error belongs to the frame that was running.
                self.slow_op($ins)?;
                reload!();
                // A safe point: the instruction is done (or its call's
                // frame pushed), every live value in a frame. A program
                // whose hot path makes only such calls (a closure called
                // with `*args`, a builtin) and no back-edge still
                // collects.
                if self.heap.wants_collection() {
                    collect!();
                }
            }};
        }
        // A collection at a safe point (the frame state is saved).
        macro_rules! collect {
            () => {{
                let roots = Roots {
                    exc_info: self.exc_info,
                    raising: self.raising,
                    memory_error: self.memory_error,
                    trace_consts: self.jit.as_ref().map_or(&[][..], |j| j.const_roots()),
                    modules: &self.module_roots,
                };
                collect_garbage(
                    &mut self.heap,
                    &self.frames,
                    slots,
                    &self.consts,
                    &self.globals,
                    &roots,
                );
            }};
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
        // The truth of the value in `slots[$at]`, read in place: a bool
        // just pushed was stored as its tag and one byte, and a 16-byte
        // copy of it would wait for both stores (see `Value::relay`).
        macro_rules! truth {
            ($at:expr) => {
                match slots[$at] {
                    Value::Bool(b) => b,
                    v => ops::truthy(&self.heap, v),
                }
            };
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

        // A function's frame was just pushed, at its first instruction:
        // enter its entry tree, or count a step toward recording one.
        macro_rules! entered {
            () => {{
                let entry_tree = code.entry_tree.get();
                if !REC && entry_tree != super::NO_ENTRY_TREE {
                    save!();
                    let side_recording = self.enter_trace(entry_tree, entry_depth)?;
                    reload!();
                    if side_recording {
                        return Ok(Flow::Switch);
                    }
                } else if !REC
                    && !code.has_loop
                    && let Some(jit) = self.jit.as_mut()
                {
                    let calls = code.calls.get().saturating_add(1);
                    code.calls.set(calls);
                    // Asked every `hot_call` calls only: while backing off
                    // after failed recordings the count runs on.
                    if jit.config.hot_call > 0
                        && calls % jit.config.hot_call == 0
                        && let Some(f) = self.frames.last().copied()
                        && jit.hot_entry(&self.codes, &f, calls)
                    {
                        code.calls.set(0);
                        save!();
                        return Ok(Flow::Switch);
                    }
                }
            }};
        }
        // A call of code whose parameters take `*args` or `**kwargs`
        // (a decorator's wrapper, `lru_cache`'s), which only the generic
        // path binds: the function frame it pushes is entered as a plain
        // call's is. (Other code reached this way stays with the
        // interpreter: entering a closure's tree from an interpreted
        // caller at every call cost more than it saved in `bank_sim`.)
        macro_rules! slow_call {
            ($ins:expr) => {{
                let frames = self.frames.len();
                slow!($ins);
                if self.frames.len() == frames + 1
                    && ip == 0
                    && code.star_params
                    && !code.generator
                    && self
                        .frames
                        .last()
                        .is_some_and(|f| f.kind == super::FrameKind::Normal)
                {
                    entered!();
                }
            }};
        }
        // Enters plain code `fi` whose `n` arguments are the stack values
        // from absolute slot `args_at`: they become its first locals, and
        // the caller's stack ends at `caller_sp` while it runs.
        macro_rules! enter_plain {
            ($fi:expr, $args_at:expr, $n:expr, $caller_sp:expr) => {{
                let (fi, args_at, n) = ($fi, $args_at, $n);
                step!();
                if self.frames.len() >= self.config.recursion_limit {
                    throw!(exc!(RecursionError, "maximum recursion depth exceeded"));
                }
                let callee_code = &self.codes[fi as usize];
                sp = $caller_sp;
                save!();
                let new_base = match self.stack.push(callee_code.frame_size as usize) {
                    Ok(b) => b,
                    Err(_) => throw!(exc!(RecursionError, "maximum recursion depth exceeded")),
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
                self.frames
                    .push(Frame::normal(fi, base as u32, 0, sp as u32));
                // A safe point: every live value is in a frame.
                if self.heap.wants_collection() {
                    collect!();
                }
                entered!();
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
                        .map(|c| (c.nparams, c.nlocals, c.frame_size, c.plain))
                };
                let mut rec = self.jit.as_mut().and_then(|j| j.recorder.take());
                let step = match (&mut rec, self.jit.as_ref()) {
                    (Some(r), Some(jit)) => {
                        let tree_at = |c: u32, i: u32| jit.tree_with_depth(c, i);
                        let loop_tree = |t: crate::tier2::TraceId| {
                            jit.trace(t.0)
                                .is_some_and(|t| t.kind == crate::tier2::TraceKind::Root)
                        };
                        let given_up = |c: u32, i: u32| jit.loop_given_up(c, i);
                        let unroll = |c: u32, i: u32| jit.may_unroll(c, i);
                        let volatile = |n: u32| jit.is_volatile(n);
                        let generator = |c: u32| codes.get(c as usize).is_some_and(|c| c.generator);
                        let closure_ok =
                            |c: u32| codes.get(c as usize).is_some_and(|c| c.plain_but_closure);
                        let writes0 =
                            |c: u32| codes.get(c as usize).is_none_or(|c| c.writes_local0);
                        let writes1 =
                            |c: u32| codes.get(c as usize).is_none_or(|c| c.writes_local1);
                        let loops = |c: u32| codes.get(c as usize).is_none_or(|c| c.has_loop);
                        let loop_tree_in = |c: u32| jit.has_loop_tree(c);
                        let module = &self.module;
                        let plain_gen = |c: u32| {
                            module.codes.get(c as usize).is_some_and(|c| {
                                c.is_generator()
                                    && c.nparams == c.argcount
                                    && !c.flags.contains(crate::bytecode::CodeFlags::CLASS_BODY)
                            })
                        };
                        let param_ids = &self.param_ids;
                        let keyword_only = |c: u32| {
                            use crate::bytecode::CodeFlags as F;
                            let code = module.codes.get(c as usize)?;
                            let only = code.nparams == code.argcount + code.kwonly
                                && !code.flags.intersects(
                                    F::VARARGS | F::VARKEYWORDS | F::GENERATOR | F::CLASS_BODY,
                                );
                            only.then_some((code.argcount, param_ids.get(c as usize)?.as_slice()))
                        };
                        let star_params = |c: u32| {
                            use crate::bytecode::CodeFlags as F;
                            let code = module.codes.get(c as usize)?;
                            let args = code.flags.contains(F::VARARGS);
                            let kwargs = code.flags.contains(F::VARKEYWORDS);
                            let fits = code.kwonly == 0
                                && (args || kwargs)
                                && code.nparams == code.argcount + args as u32 + kwargs as u32
                                && code.nlocals() >= code.nparams
                                && !code.flags.intersects(F::GENERATOR | F::CLASS_BODY);
                            fits.then_some(crate::tier2::recorder::StarParams {
                                argcount: code.argcount,
                                args,
                                kwargs,
                            })
                        };
                        let kw_params = |c: u32, k: u32| -> Option<Vec<u32>> {
                            let code = module.codes.get(c as usize)?;
                            let named = (code.argcount + code.kwonly) as usize;
                            let keyword = code.local_names.get(..named)?;
                            let first = code.posonly as usize;
                            module
                                .kwnames
                                .get(k as usize)?
                                .iter()
                                .map(|&n| {
                                    let name = module.names.get(n as usize)?;
                                    let p = keyword.iter().position(|l| l == name)?;
                                    (p >= first).then_some(p as u32)
                                })
                                .collect()
                        };
                        let (heap, units, globals) = (&self.heap, &self.units, &self.globals);
                        let native_dep = self.module.names.len() as u32;
                        let module_attr = |m: Value, name: crate::objects::intern::NameId| {
                            super::imports::module_attr_of(heap, units, globals, m, name)
                                .map(|(x, slot)| (x, slot.unwrap_or(native_dep)))
                        };
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
                            name_ids: &self.name_ids,
                            code_shape: &shape,
                            tree_at: &tree_at,
                            is_loop_tree: &loop_tree,
                            volatile_global: &volatile,
                            is_generator: &generator,
                            plain_generator: &plain_gen,
                            keyword_only: &keyword_only,
                            plain_but_closure: &closure_ok,
                            star_params: &star_params,
                            writes_local0: &writes0,
                            writes_local1: &writes1,
                            has_loop: &loops,
                            has_loop_tree: &loop_tree_in,
                            kw_params: &kw_params,
                            loop_given_up: &given_up,
                            unroll_loop: &unroll,
                            module_attr: &module_attr,
                            consumers: &self.consumers,
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
                            None => slow!(ins),
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
                            Some(b) => push!(b),
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
                    let (a, b) = (slots[sp - 2], slots[sp - 1]);
                    let (op, inplace) = BinOp::decode(arg).unwrap_or((BinOp::Add, false));
                    if warm!() {
                        let form = quicken::binary_op(op, a, b);
                        specialize!(form, arg);
                        if let Some(f) = form {
                            quicken::fuse_local_const(&code.instrs, &self.consts, ip - 1, f);
                        }
                    }
                    if inplace || matches!(a, Value::Instance(_)) || matches!(b, Value::Instance(_))
                    {
                        slow!(ins);
                    } else {
                        // `[x] * n` making a big block: collect first, the
                        // operands still on the stack.
                        if op == BinOp::Mul
                            && self
                                .heap
                                .wants_collection_before(ops::repeat_bytes(&self.heap, a, b))
                        {
                            save!();
                            collect!();
                        }
                        let r = tri_vm!(ops::binary_op(&mut self.heap, op, a, b), 0, ins);
                        sp -= 1;
                        slots[sp - 1] = r;
                    }
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
                            Num::Big => {
                                slow!(ins);
                                continue;
                            }
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
                    Value::Instance(_) => slow!(ins),
                    v => slots[sp - 1] = tri!(ops::unary_negative(&mut self.heap, v)),
                },
                Op::UNARY_POSITIVE | Op::UNARY_INVERT | Op::UNARY_NOT
                    if matches!(slots[sp - 1], Value::Instance(_)) =>
                {
                    slow!(ins)
                }
                Op::UNARY_POSITIVE => {
                    let v = pop!();
                    push!(tri!(ops::unary_positive(&self.heap, v)));
                }
                Op::UNARY_INVERT => {
                    let v = pop!();
                    push!(tri!(ops::unary_invert(&mut self.heap, v)));
                }
                Op::UNARY_NOT => {
                    let t = truth!(sp - 1);
                    slots[sp - 1] = Value::Bool(!t);
                }
                Op::COMPARE_OP
                    if matches!(slots[sp - 1], Value::Instance(_))
                        || matches!(slots[sp - 2], Value::Instance(_)) =>
                {
                    slow!(ins)
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
                    let r = tri_vm!(ops::compare_mut(&mut self.heap, op, a, b), 2, ins);
                    push!(Value::Bool(r));
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
                    if let Value::Iter(_)
                    | Value::Instance(_)
                    | Value::Generator(_)
                    | Value::Class(_)
                    | Value::Native(_) = b
                    {
                        slow!(ins);
                    } else {
                        let r = tri_vm!(ops::contains(&self.heap, a, b), 0, ins);
                        sp -= 1;
                        slots[sp - 1] = Value::Bool(r != (arg == 1));
                    }
                }
                Op::JUMP_FORWARD => ip = arg as usize,
                Op::JUMP_BACKWARD => {
                    step!();
                    let c = &code.counters[ip - 1];
                    let n = c.get().saturating_add(1);
                    c.set(n);
                    if self.heap.wants_collection() {
                        save!();
                        collect!();
                    }
                    if let Some(jit) = self.jit.as_mut()
                        && !REC
                        && n >= jit.config.hot_loop
                    {
                        save!();
                        let frame = self.frames.last().copied();
                        if let Some(f) = frame {
                            match jit.hot_back_edge(&self.codes, &f, ip - 1, arg, n) {
                                HotLoop::Record => {
                                    c.set(0);
                                    ip = arg as usize;
                                    save!();
                                    return Ok(Flow::Switch);
                                }
                                HotLoop::Wait(restart) => c.set(restart),
                            }
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
                        collect!();
                    }
                    save!();
                    let side_recording = self.enter_trace(arg, entry_depth)?;
                    reload!();
                    if side_recording {
                        return Ok(Flow::Switch);
                    }
                }
                Op::POP_JUMP_IF_FALSE
                | Op::POP_JUMP_IF_TRUE
                | Op::JUMP_IF_FALSE_OR_POP
                | Op::JUMP_IF_TRUE_OR_POP
                    if matches!(slots[sp - 1], Value::Instance(_)) =>
                {
                    slow!(ins)
                }
                Op::POP_JUMP_IF_FALSE => {
                    sp -= 1;
                    let t = truth!(sp);
                    if !t {
                        ip = arg as usize;
                    }
                }
                Op::POP_JUMP_IF_TRUE => {
                    sp -= 1;
                    let t = truth!(sp);
                    if t {
                        ip = arg as usize;
                    }
                }
                Op::JUMP_IF_FALSE_OR_POP => {
                    let t = truth!(sp - 1);
                    if !t {
                        ip = arg as usize;
                    } else {
                        sp -= 1;
                    }
                }
                Op::JUMP_IF_TRUE_OR_POP => {
                    let t = truth!(sp - 1);
                    if t {
                        ip = arg as usize;
                    } else {
                        sp -= 1;
                    }
                }
                Op::GET_ITER if matches!(slots[sp - 1], Value::Instance(_) | Value::Class(_)) => {
                    slow!(ins)
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
                    // `for i, x in enumerate(...)`: the pair is unpacked as
                    // it is made, so it is never allocated.
                    let pair = match (it[0], code.instrs.get(ip).map(|i| i.get())) {
                        (Value::Iter(r), Some(n))
                            if fuse
                                && n.op == Op::UNPACK_SEQUENCE
                                && n.arg == 2
                                && !crate::ctx::args_need_vm(&self.heap, &it[..1]) =>
                        {
                            let mut c = HeapCtx {
                                heap: &mut self.heap,
                                out: &mut self.out,
                            };
                            tri!(objects::iter::next_pair(&mut c, r))
                        }
                        _ => None,
                    };
                    if let Some(pair) = pair {
                        match pair {
                            Some([first, second]) => {
                                push!(second);
                                push!(first);
                                ip += 1;
                                count_fused!(1);
                            }
                            None => {
                                sp -= 3;
                                ip = arg as usize;
                            }
                        }
                    } else if let Value::Iter(_) | Value::Generator(_) | Value::Instance(_) = it[0]
                    {
                        slow!(ins);
                    } else {
                        let mut c = HeapCtx {
                            heap: &mut self.heap,
                            out: &mut self.out,
                        };
                        match tri!(ops::iter_next(&mut c, &mut it)) {
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
                Op::UNPACK_SEQUENCE => {
                    let v = slots[sp - 1];
                    let n = arg as usize;
                    match v {
                        Value::List(_) | Value::Tuple(_) if self.heap.seq(v).len() == n => {
                            sp -= 1;
                            for k in (0..n).rev() {
                                let x = self.heap.seq(v)[k];
                                push!(x);
                            }
                        }
                        _ => slow!(ins),
                    }
                }
                // An instance container, or an instance index (its
                // `__index__`), needs the program's methods.
                Op::BINARY_SUBSCR
                    if matches!(slots[sp - 2], Value::Instance(_) | Value::Class(_))
                        || matches!(slots[sp - 1], Value::Instance(_)) =>
                {
                    slow!(ins)
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
                    let r = tri_vm!(ops::subscript(&mut self.heap, a, b), 2, ins);
                    push!(r);
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
                    if let (Value::Dict(d), false) = (cont, slice_like(idx)) {
                        tri_vm!(objects::dict::set(&mut self.heap, d, idx, val), 3, ins);
                    } else {
                        sp += 3;
                        slow!(ins);
                    }
                }
                Op::STORE_SUBSCR_LIST_INT => {
                    if let (Value::List(r), Value::Int(i)) = (slots[sp - 2], slots[sp - 1]) {
                        let val = slots[sp - 3];
                        let stored = self.heap.list_mut(r).and_then(|mut l| {
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
                        Value::Func(fr) => {
                            // A plain function given exactly its parameters:
                            // the arguments are its first locals.
                            let fi = match self.heap.function(fr) {
                                Some(f) => f.code,
                                None => throw!(exc!(SystemError, "bad function")),
                            };
                            let callee_code = &self.codes[fi as usize];
                            if !callee_code.plain || callee_code.nparams as usize != n {
                                if ins.op != Op::CALL {
                                    deopt!(arg);
                                }
                                slow_call!(ins);
                                continue;
                            }
                            if ins.op == Op::CALL && warm!() {
                                specialize!(Some(Op::CALL_PY_EXACT_ARGS), arg);
                            }
                            // Enter the callee: the caller resumes after the call
                            // with the callee and its arguments popped.
                            enter_plain!(fi, sp - n, n, sp - n - 1);
                        }
                        Value::Builtin(_) | Value::Method(_) => {
                            if ins.op != Op::CALL {
                                deopt!(arg);
                            }
                            // After a `MemoryError`, builtin calls are safe
                            // points too: the handler's `print` may need
                            // what the line before it dropped.
                            if self.heap.under_pressure() {
                                save!();
                                collect!();
                            }
                            let argv = &slots[sp - n..sp];
                            // A heap of instances goes to its guest loop
                            // even when this call would compare nothing:
                            // the recorder decides by the same rule.
                            let redirected = matches!(callee, Value::Builtin(b)
                                if crate::builtins::consumers::Consumers::by_heap_head(b)
                                    && self.consumers.for_call(&self.heap, b, argv).is_some());
                            if !redirected && !ctx::args_need_vm(&self.heap, argv) {
                                let mut c = HeapCtx {
                                    heap: &mut self.heap,
                                    out: &mut self.out,
                                };
                                match call_native(&mut c, callee, Args::positional(argv)) {
                                    Ok(r) => {
                                        sp -= n + 1;
                                        push!(r);
                                    }
                                    // Guest code inside a container argument:
                                    // the interpreter's context runs it.
                                    Err(e) if e.kind == crate::error::ExcKind::NeedsVm => {
                                        slow!(ins)
                                    }
                                    Err(e) => throw!(e),
                                }
                            } else {
                                slow!(ins);
                            }
                        }
                        _ => {
                            if ins.op != Op::CALL {
                                deopt!(arg);
                            }
                            slow!(ins);
                        }
                    }
                }
                Op::LOAD_ATTR => {
                    // An instance's own attribute, through this
                    // instruction's cache.
                    let cache = &code.attr_caches[ip - 1];
                    let name = self.name_ids[arg as usize];
                    match inline_cache::load(&self.heap, cache, name, slots[sp - 1]) {
                        Some(v) => slots[sp - 1] = v,
                        None => slow!(ins),
                    }
                }
                Op::STORE_ATTR => {
                    let cache = &code.attr_caches[ip - 1];
                    let name = self.name_ids[arg as usize];
                    let (obj, v) = (slots[sp - 1], slots[sp - 2]);
                    if inline_cache::store(&mut self.heap, cache, name, obj, v) {
                        sp -= 2;
                    } else {
                        slow!(ins);
                    }
                }
                Op::CALL_METHOD => {
                    let argc = (arg >> 24) as usize;
                    let obj = slots[sp - argc - 1];
                    let attr = self
                        .attr_of_name
                        .get((arg & 0xff_ffff) as usize)
                        .copied()
                        .flatten();
                    // The commonest method, without the generic dispatch.
                    if let (Value::List(l), Some(objects::Attr::append), 1) = (obj, attr, argc) {
                        let v = slots[sp - 1];
                        tri!(objects::list::append(&mut self.heap, l, v));
                        sp -= 2;
                        push!(Value::None);
                    } else if let Value::Instance(r) = obj
                        && let Some(fi) = {
                            let cache = &code.attr_caches[ip - 1];
                            let e = cache.get();
                            if inline_cache::shape_matches(&self.heap, e, r) {
                                Some(e.data)
                            } else {
                                self.plain_method_entry(r, arg, argc).map(|e| {
                                    cache.set(e);
                                    e.data
                                })
                            }
                        }
                    {
                        // A plain method of the instance's class: the
                        // instance and the arguments are its first locals,
                        // in place on the stack already.
                        enter_plain!(fi, sp - argc - 1, argc + 1, sp - argc - 1);
                    } else {
                        slow_call!(ins);
                    }
                }
                Op::CALL_KW | Op::CALL_FUNCTION_EX => slow_call!(ins),
                Op::RETURN_VALUE => {
                    sp -= 1;
                    let size = code.frame_size as usize;
                    let Some(done) = self.frames.pop() else {
                        return Err(exc!(SystemError, "return without a frame"));
                    };
                    if done.kind != FrameKind::Normal {
                        // `__init__`, a generator, a setter: the caller
                        // wants something else than the value.
                        self.frames.push(done);
                        let v = slots[sp];
                        save!();
                        match self.return_special(v, entry_depth) {
                            Ok(Some(r)) => return Ok(Flow::Returned(r)),
                            Ok(None) => {}
                            Err(e) => return Err(e),
                        }
                        reload!();
                        continue;
                    }
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
                Op::YIELD_VALUE => {
                    let v = pop!();
                    save!();
                    tri!(self.yield_value(ip, sp));
                    if self.frames.len() < entry_depth {
                        return Ok(Flow::Returned(v));
                    }
                    if let Some(c) = self.frames.last_mut() {
                        let at = c.sp as usize;
                        c.sp += 1;
                        self.stack.slots_mut()[at] = v;
                    }
                    reload!();
                }
                Op::JUMP_BACKWARD_NO_INTERRUPT => ip = arg as usize,
                Op::LOAD_ITER_STATE => {
                    for k in 0..3 {
                        Value::relay(slots, base + arg as usize + k, sp);
                        sp += 1;
                    }
                }
                Op::LOAD_DEREF => match slots[base + arg as usize] {
                    Value::Cell(c) => match self.heap.cell(c) {
                        Value::Undef => slow!(ins),
                        v => push!(v),
                    },
                    _ => slow!(ins),
                },
                Op::STORE_DEREF => match slots[base + arg as usize] {
                    Value::Cell(c) => {
                        let v = pop!();
                        self.heap.set_cell(c, v);
                    }
                    _ => slow!(ins),
                },
                Op::BUILD_MAP
                | Op::BUILD_SET
                | Op::BUILD_SLICE
                | Op::DELETE_SUBSCR
                | Op::DELETE_FAST
                | Op::DELETE_GLOBAL
                | Op::UNPACK_EX
                | Op::LIST_APPEND
                | Op::LIST_EXTEND
                | Op::SET_ADD
                | Op::SET_UPDATE
                | Op::DICT_UPDATE
                | Op::LIST_TO_TUPLE
                | Op::FORMAT_VALUE
                | Op::BUILD_STRING
                | Op::MAKE_FUNCTION
                | Op::MAKE_CELL
                | Op::DELETE_DEREF
                | Op::DELETE_ATTR
                | Op::RAISE_VARARGS
                | Op::RERAISE
                | Op::PUSH_EXC_INFO
                | Op::POP_EXCEPT
                | Op::CHECK_EXC_MATCH
                | Op::LOAD_ASSERTION_ERROR
                | Op::BEFORE_WITH
                | Op::WITH_EXCEPT_START
                | Op::GET_YIELD_FROM_ITER
                | Op::SEND
                | Op::MAKE_CLASS
                | Op::CLASS_DONE
                | Op::LOAD_NAME
                | Op::STORE_NAME
                | Op::DELETE_NAME
                | Op::MAP_ADD
                | Op::IMPORT_NAME
                | Op::IMPORT_FROM
                | Op::IMPORT_STAR
                | Op::MATCH_SEQUENCE
                | Op::MATCH_MAPPING
                | Op::GET_LEN
                | Op::MATCH_KEYS
                | Op::MATCH_CLASS
                | Op::COPY_DICT_WITHOUT_KEYS => slow!(ins),
            }
        }
    }
}

/// Whether a subscript's index is a slice (which the fast paths leave
/// to `slow_ops`).
fn slice_like(v: Value) -> bool {
    matches!(v, Value::Slice(_))
}

#[cold]
pub(crate) fn unbound(local_names: &[alloc::string::String], i: u32) -> Exception {
    let name = local_names.get(i as usize).map_or("?", |s| s.as_str());
    exc!(
        UnboundLocalError,
        "cannot access local variable '{}' where it is not associated with a value",
        name
    )
}
