//! Trace to x86-64 machine code: instruction selection over the shared
//! lowering layer (`trellis_core::tier2::lowering`).
//!
//! Where each value is (a constant, an unboxed int or bool in a general
//! register, a float in a vector register, or a value in memory) is the
//! shared [`Values`]' business, as are the locals a trace holds in
//! registers and the plan that brings a peeled loop's values back to where
//! its head keeps them. This module turns those decisions and each uop into
//! instructions. Values go to memory only when something needs them there:
//! a helper call, or an exit. Exits branch to out-of-line stubs that
//! write back what the trace held in registers (so the reconstruction
//! record finds every value in its slot), count the exit, and jump through
//! an 8-byte slot that either returns to the runtime or, once linked, goes
//! straight to another trace.
//!
//! Uops without a native lowering call the core's reference semantics
//! (`exec_uop`) through a helper, with every value flushed to memory first.
//! The optimizer's guards are trusted: operands of typed uops (int and float
//! arithmetic, range iteration) are known to have their types.
//!
//! Instance attributes, list items and list iteration are read and written
//! where the heap keeps them (offsets from `tier2::heap_layout`); those
//! accesses check the value's tag and the index against the length
//! themselves, since a wrong guess there would touch memory, not just
//! compute a wrong value.

mod builtin_values;
mod generators;

use alloc::vec::Vec;

use trellis_core::builtins::Builtin;
use trellis_core::bytecode::{BinOp, CmpOp};
use trellis_core::objects::names::Attr;
use trellis_core::tier2::context::offsets;
use trellis_core::tier2::heap_layout::{
    BoundMethodLayout, ENTRY_SIZE, GenLayout, InstanceLayout, ItemsLayout, StrLayout,
};
use trellis_core::tier2::lowering::back_edge::{self, Carried, Step};
use trellis_core::tier2::lowering::{self, Frame, Kind, LoopHead, Values};
use trellis_core::tier2::recorder::{unpack_enter, unpack_exit};
use trellis_core::tier2::uops::{Uop, UopInst, inline_enter_pops};
use trellis_core::tier2::{Trace, TraceKind, value_ops};
use trellis_core::value::{Value, layout};

use crate::encoder::{Alu, Asm, Cond, Label, Mem, Sse, mem};
use crate::regs::{
    self, ALLOC, CALLEE_SAVED, CTX, Gpr, RAX, RBP, RSP, SAVED, SLOTS, TMP, XALLOC, XSCRATCH, Xmm,
};

/// Where a value is (see [`trellis_core::tier2::lowering::Loc`]).
type Loc = lowering::Loc<Gpr, Xmm>;

/// An exit stub to emit after the body.
struct Stub {
    label: Label,
    exit: u32,
    /// Values to write back: (slot, where the value is).
    writes: Vec<(u32, Loc)>,
    /// Inlined calls of the loop body before the exit, which the back-edge
    /// would have counted: the stub counts them.
    steps: i32,
}

/// The result of lowering one trace.
pub struct Lowered {
    pub code: Vec<u8>,
    /// Offset of the prologue (entry from the runtime).
    pub entry: usize,
    /// Offset of the body (entry from a linked exit).
    pub body: usize,
    /// Per exit: offset of its 8-byte jump slot and of its return path.
    pub exit_slots: Vec<usize>,
    pub exit_returns: Vec<usize>,
    /// (code offset, uop index) at the start of each uop's code.
    pub uop_at: Vec<(usize, usize)>,
}

/// Why a trace could not be lowered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LowerError(pub &'static str);

/// Addresses the code embeds.
pub struct Addresses {
    /// The trace's uops (for the helper), its global constants, and its
    /// exit counters.
    pub uops: usize,
    pub trace_consts: usize,
    pub counters: usize,
}

/// The bits of `v` as a float operand (an int converts, as Python's mixed
/// arithmetic does).
fn float_bits(v: Value) -> u64 {
    match v {
        Value::Int(i) => (i as f64).to_bits(),
        _ => v.to_bits().1,
    }
}

/// The condition under which `cmp` holds after comparing two signed ints.
fn signed_cond(cmp: CmpOp) -> Cond {
    match cmp {
        CmpOp::Lt => Cond::L,
        CmpOp::Le => Cond::LE,
        CmpOp::Eq => Cond::E,
        CmpOp::Ne => Cond::NE,
        CmpOp::Gt => Cond::G,
        CmpOp::Ge => Cond::GE,
    }
}

fn slot_mem(slot: u32, field: i32) -> Mem {
    mem(SLOTS, slot_disp(slot) + field)
}

/// How far past the root frame's first slot `SLOTS` points: 16 slots
/// then sit within a signed byte of it, so their operands take the short
/// displacement (the first 8 did without the bias).
const SLOTS_BIAS: i32 = 128;

/// Slot `slot`'s offset from `SLOTS`.
fn slot_disp(slot: u32) -> i32 {
    slot as i32 * 16 - SLOTS_BIAS
}

const TAG: i32 = layout::TAG_OFFSET as i32;
const PAYLOAD: i32 = layout::PAYLOAD_OFFSET as i32;

struct Gen<'a> {
    a: Asm,
    trace: &'a Trace,
    consts: &'a [Value],
    addrs: &'a Addresses,
    /// Where every value is (see [`Values`]).
    v: Values<Gpr, Xmm>,
    stubs: Vec<Stub>,
    exit_labels: Vec<Option<Label>>,
    epilogue: Label,
    uop_at: Vec<(usize, usize)>,
    /// Where `_JUMP_TO_TOP` returns: `_LOOP_START` if the trace was peeled.
    loop_head: Option<Label>,
    /// Where instances keep their shape and attributes, lists their
    /// elements.
    inst: InstanceLayout,
    list: ItemsLayout,
    tuple: ItemsLayout,
    bound: BoundMethodLayout,
    strs: StrLayout,
    gens: GenLayout,
    /// Where a peeled loop's head keeps each value, and the frames' shape
    /// there (fp, base, depth), which the back-edge must match.
    head: Option<LoopHead<Gpr, Xmm>>,
    /// The deepest inlining level whose recursion-limit check the code
    /// so far has made (the frame count does not change while a trace
    /// runs, so one check covers every later call at that depth or less).
    checked_level: i32,
    /// Inlined calls in the loop body since its head: the back-edge counts
    /// them with its own step.
    body_calls: i32,
    /// 64-bit constants (float bits) read RIP-relative, emitted after the
    /// code.
    pool: Vec<(u64, Label)>,
    /// The trace's `helper_uop` thunk, once a uop calls it (see
    /// [`Gen::helper`]).
    uop_thunk: Option<Label>,
}

/// Lowers `trace`; `forced_exit` (fault injection for tests) makes the uop
/// with that exit always take it.
pub fn lower(
    trace: &Trace,
    consts: &[Value],
    addrs: &Addresses,
    forced_exit: Option<u32>,
) -> Result<Lowered, LowerError> {
    let mut a = Asm::new();
    let epilogue = a.label();
    let mut g = Gen {
        a,
        trace,
        consts,
        addrs,
        v: Values::new(&ALLOC, &XALLOC),
        stubs: Vec::new(),
        exit_labels: alloc::vec![None; trace.exits.len()],
        epilogue,
        uop_at: Vec::new(),
        loop_head: None,
        head: None,
        checked_level: 0,
        body_calls: 0,
        pool: Vec::new(),
        uop_thunk: None,
        inst: InstanceLayout::get(),
        list: ItemsLayout::list(),
        tuple: ItemsLayout::tuple(),
        bound: BoundMethodLayout::get(),
        strs: StrLayout::get(),
        gens: GenLayout::get(),
    };
    // Prologue: save callee-saved registers, keep the stack 16-aligned.
    let entry = g.a.pos();
    g.a.push(RBP);
    g.a.mov_rr(RBP, RSP);
    for r in SAVED {
        g.a.push(r);
    }
    g.a.alu_ri(Alu::Sub, RSP, 8);
    g.a.mov_rr(CTX, regs::ARGS[0]);
    g.a.load(SLOTS, mem(CTX, offsets::SLOTS));
    g.a.alu_ri(Alu::Add, SLOTS, SLOTS_BIAS);
    let body = g.a.pos();
    let top = g.a.label();
    g.a.bind(top);
    g.reset_frames();
    let mut pc = 0;
    while pc < trace.uops.len() {
        g.uop_at.push((g.a.pos(), pc));
        g.v.pinned.clear();
        g.v.fpinned.clear();
        let u = trace.uops[pc];
        if forced_exit.is_some_and(|f| f == u.exit) {
            g.exit_to(None, u.exit, None)?;
        }
        pc += g.uop(pc, top)?;
        if g.v.broken() {
            return Err(LowerError("a uop reaches below its stack"));
        }
    }
    // Exit stubs, then the shared epilogue, then the jump slots.
    // Stubs are most of a trace's bytes: the guards of one exit (a range
    // check's three tags) often leave with the same writes, and share one
    // stub; the others of an exit end by jumping to the first one's tail
    // (the exit counter and the jump through the exit's slot).
    let stubs = core::mem::take(&mut g.stubs);
    let mut slot_labels = Vec::with_capacity(stubs.len());
    let mut ret_labels = Vec::with_capacity(stubs.len());
    let mut per_exit: Vec<Option<(Label, Label)>> = alloc::vec![None; trace.exits.len()];
    let mut tails: Vec<Option<Label>> = alloc::vec![None; trace.exits.len()];
    let mut emitted: Vec<&Stub> = Vec::new();
    for s in &stubs {
        let same = emitted
            .iter()
            .find(|e| e.exit == s.exit && e.steps == s.steps && e.writes == s.writes);
        if let Some(e) = same
            && g.a.bind_to(s.label, e.label)
        {
            continue;
        }
        g.a.bind(s.label);
        emitted.push(s);
        for &(slot, loc) in &s.writes {
            if loc != Loc::Mem(slot) {
                g.store_value(SLOTS, slot_disp(slot), loc);
            }
        }
        if s.steps > 0 {
            g.a.sub_mi(mem(CTX, offsets::POLL_COUNTDOWN), s.steps);
        }
        if let Some(tail) = tails[s.exit as usize] {
            g.a.jmp(tail);
            continue;
        }
        let tail = g.a.label();
        g.a.bind(tail);
        tails[s.exit as usize] = Some(tail);
        g.a.mov_ri(RAX, (addrs.counters + 8 * s.exit as usize) as i64);
        g.a.inc_m(mem(RAX, 0));
        let (slot, ret) = match per_exit[s.exit as usize] {
            Some(p) => p,
            None => {
                let p = (g.a.label(), g.a.label());
                per_exit[s.exit as usize] = Some(p);
                p
            }
        };
        g.a.jmp_slot(slot);
        let _ = ret;
    }
    for (exit, p) in per_exit.iter().enumerate() {
        if let Some((slot, ret)) = p {
            g.a.bind(*ret);
            g.a.mov_ri(RAX, ((trace.id.0 as i64) << 32) | exit as i64);
            g.a.jmp(g.epilogue);
            slot_labels.push((exit, *slot));
            ret_labels.push((exit, *ret));
        }
    }
    g.a.bind(g.epilogue);
    g.a.alu_ri(Alu::Add, RSP, 8);
    for r in SAVED.iter().rev() {
        g.a.pop(*r);
    }
    g.a.pop(RBP);
    g.a.ret();
    if let Some(thunk) = g.uop_thunk {
        g.uop_thunk_body(thunk);
    }
    g.a.align(8);
    let mut exit_slots = alloc::vec![0; trace.exits.len()];
    let mut exit_returns = alloc::vec![0; trace.exits.len()];
    for (exit, slot) in slot_labels {
        g.a.bind(slot);
        exit_slots[exit] = g.a.pos();
        g.a.quad(0);
    }
    for (exit, ret) in ret_labels {
        exit_returns[exit] = g.a.offset_of(ret).unwrap_or(0);
    }
    for (bits, l) in core::mem::take(&mut g.pool) {
        g.a.bind(l);
        g.a.quad(bits);
    }
    g.a.finish().map_err(|_| LowerError("unbound label"))?;
    Ok(Lowered {
        code: g.a.code,
        entry,
        body,
        exit_slots,
        exit_returns,
        uop_at: g.uop_at,
    })
}

impl Gen<'_> {
    // ------------------------------------------------------------ state

    fn reset_frames(&mut self) {
        self.v.reset(self.trace);
    }

    fn fp(&self) -> u32 {
        self.v.fp()
    }

    fn sp(&self) -> u32 {
        self.v.sp()
    }

    fn depth(&self) -> usize {
        self.v.depth()
    }

    fn peek(&self, k: usize) -> Loc {
        self.v.peek(k)
    }

    fn raw(&self, k: usize) -> Loc {
        self.v.raw(k)
    }

    fn resolve(&self, l: Loc) -> Loc {
        self.v.resolve(l)
    }

    fn cached(&self, slot: u32) -> Option<Carried<Gpr, Xmm>> {
        self.v.cached(slot)
    }

    /// Forgets where the trace holds local `slot`, writing it back first
    /// when `write_back` and the slot lacks it.
    fn uncache(&mut self, slot: u32, write_back: bool) {
        if let Some((slot, at)) = self.v.uncache(slot, write_back) {
            self.store_value(SLOTS, slot_disp(slot), at);
        }
    }

    fn cache_local(&mut self, slot: u32, at: Loc) {
        self.v.cache_local(slot, at, false);
    }

    /// After a guard found entry `k` in memory tagged `tag` (an int or a
    /// float): its payload goes into a register while one is free, so
    /// that later uops (and a loop's next iterations) read it there. A
    /// local's slot keeps the value too.
    fn unbox(&mut self, k: usize, tag: u8) {
        let raw = self.raw(k);
        let Loc::Mem(slot) = self.resolve(raw) else {
            return;
        };
        let to = match tag {
            layout::TAG_INT if self.v.has_free_gpr() => Loc::Gpr(self.gpr(), Kind::Int),
            layout::TAG_FLOAT if self.v.has_free_fpr() => Loc::Fpr(self.xmm()),
            _ => return,
        };
        self.fill(to, slot);
        if raw == Loc::Mem(slot) && self.v.is_local(slot) {
            self.v.cache_local(slot, to, true);
        } else {
            self.set(k, to);
            // Read from the entry's own slot: the slot keeps the value.
            if raw == Loc::Mem(self.sp() - 1 - k as u32) {
                self.v.note_in_memory_too(k);
            }
        }
    }

    fn set(&mut self, k: usize, loc: Loc) {
        self.v.set(k, loc);
    }

    fn push(&mut self, loc: Loc) {
        self.v.push(loc);
    }

    fn pop(&mut self) -> Loc {
        self.v.pop()
    }

    fn pop_raw(&mut self) -> Loc {
        self.v.pop_raw()
    }

    /// Trace constant `k`.
    fn trace_const(&self, k: u64) -> Result<Value, LowerError> {
        self.trace
            .consts
            .get(k as usize)
            .copied()
            .ok_or(LowerError("bad trace constant"))
    }

    /// The slot holding entry `k` (0 = top) for a helper that reads it
    /// through a pointer: where it is if in memory, else its home slot.
    fn in_memory(&mut self, k: usize) -> u32 {
        match self.peek(k) {
            Loc::Mem(s) => s,
            l => {
                let home = self.sp() - 1 - k as u32;
                self.write_loc(home, l);
                self.release(l);
                self.set(k, Loc::Mem(home));
                home
            }
        }
    }

    fn release(&mut self, l: Loc) {
        self.v.release(l);
    }

    /// A register for the current uop (`TMP` when every one is pinned).
    fn gpr(&mut self) -> Gpr {
        let (r, w) = self.v.take_gpr();
        self.emit_writes(w);
        r.unwrap_or(TMP)
    }

    fn xmm(&mut self) -> Xmm {
        let (x, w) = self.v.take_fpr();
        self.emit_writes(w);
        x.unwrap_or(XSCRATCH)
    }

    /// Writes the value at `loc` as a full value into `slot`.
    fn write_loc(&mut self, slot: u32, loc: Loc) {
        let loc = self.resolve(loc);
        if loc != Loc::Mem(slot) {
            self.store_value(SLOTS, slot_disp(slot), loc);
        }
    }

    /// Emits the writes the value state planned.
    fn emit_writes(&mut self, writes: Vec<(u32, Loc)>) {
        for (slot, loc) in writes {
            if loc != Loc::Mem(slot) {
                self.store_value(SLOTS, slot_disp(slot), loc);
            }
        }
    }

    /// Writes the value at `loc` as a full value at `[base + disp]` (`base`
    /// is not `TMP`).
    fn write_at(&mut self, base: Gpr, disp: i32, loc: Loc) {
        let loc = self.resolve(loc);
        self.store_value(base, disp, loc);
    }

    /// Writes the value at `loc`, where it is now (a write the value
    /// state planned), as a full value at `[base + disp]`.
    fn store_value(&mut self, base: Gpr, disp: i32, loc: Loc) {
        let at = |field: i32| mem(base, disp + field);
        match loc {
            // Two 8-byte moves rather than one 16-byte one: later 8-byte
            // loads of the tag or payload then forward from the stores.
            Loc::Mem(s) => {
                self.a.load(TMP, slot_mem(s, TAG));
                self.a.store(at(TAG), TMP);
                self.a.load(TMP, slot_mem(s, PAYLOAD));
                self.a.store(at(PAYLOAD), TMP);
            }
            Loc::Const(v) => {
                let (tag, payload) = v.to_bits();
                self.a.store_imm(at(TAG), tag as i32);
                match i32::try_from(payload as i64) {
                    Ok(p) => self.a.store_imm(at(PAYLOAD), p),
                    Err(_) => {
                        self.a.mov_ri(TMP, payload as i64);
                        self.a.store(at(PAYLOAD), TMP);
                    }
                }
            }
            Loc::Gpr(r, kind) => {
                let tag = if kind == Kind::Int {
                    layout::TAG_INT
                } else {
                    layout::TAG_BOOL
                };
                self.a.store_imm(at(TAG), tag as i32);
                self.a.store(at(PAYLOAD), r);
            }
            Loc::Fpr(x) => {
                self.a.store_imm(at(TAG), layout::TAG_FLOAT as i32);
                self.a.movsd_store(at(PAYLOAD), x);
            }
        }
    }

    /// Puts every entry of every frame, and every local, in its own slot.
    fn flush(&mut self) {
        let w = self.v.flush();
        self.emit_writes(w);
    }

    /// Before a call that takes its top `keep` operands in registers:
    /// everything else of the current frame goes to memory, and any value
    /// (operands too) in a register the call may clobber.
    fn flush_for_call_keeping(&mut self, keep: usize) {
        let w = self
            .v
            .flush_for_call_keeping(keep, |r| CALLEE_SAVED.contains(&r));
        self.emit_writes(w);
    }

    /// Before a call: the current frame's stack goes to memory (helpers
    /// read it there), and every value in a register the call may clobber.
    fn flush_for_call(&mut self) {
        self.flush_for_call_keeping(0);
    }

    /// `_STORE_FAST`: the top entry becomes local `slot`'s value. A value
    /// in a register or a constant stays there (the slot is written when
    /// an exit, a call or the loop head needs it); one in memory is copied.
    fn store_local(&mut self, slot: u32) {
        self.detach_local(slot);
        let raw = self.pop_raw();
        let kept = match raw {
            Loc::Mem(_) => self.copy_in_register(self.resolve(raw)),
            _ => Some(raw),
        };
        match kept {
            Some(at) => self.cache_local(slot, at),
            None => {
                self.write_loc(slot, raw);
                self.uncache(slot, false);
            }
        }
    }

    /// A copy of the value at `l` the caller may keep: in a fresh register
    /// if it is in one, the constant itself; `None` for a value in memory
    /// (or when no register is left).
    fn copy_in_register(&mut self, l: Loc) -> Option<Loc> {
        match l {
            Loc::Gpr(r, kind) => {
                self.v.pinned.push(r);
                let d = self.gpr();
                if d == TMP {
                    return None;
                }
                self.a.mov_rr(d, r);
                Some(Loc::Gpr(d, kind))
            }
            Loc::Fpr(x) => {
                self.v.fpinned.push(x);
                let d = self.xmm();
                if d == XSCRATCH {
                    return None;
                }
                self.a.movapd(d, x);
                Some(Loc::Fpr(d))
            }
            Loc::Const(_) => Some(l),
            Loc::Mem(_) => None,
        }
    }

    /// Puts a value that `l` holds as a constant into a register, when it
    /// has one kind (int, bool, float); `None` otherwise.
    fn constant_in_register(&mut self, v: Value) -> Option<Loc> {
        match v {
            Value::Int(_) | Value::Bool(_) => {
                let r = self.gpr();
                if r == TMP {
                    return None;
                }
                self.a.mov_ri(r, v.to_bits().1 as i64);
                let kind = if matches!(v, Value::Int(_)) {
                    Kind::Int
                } else {
                    Kind::Bool
                };
                Some(Loc::Gpr(r, kind))
            }
            Value::Float(f) => {
                let x = self.xmm();
                if x == XSCRATCH {
                    return None;
                }
                let c = self.pooled(f.to_bits());
                self.a.movsd_rip(x, c);
                Some(Loc::Fpr(x))
            }
            _ => None,
        }
    }

    /// Before a loop head: every entry is in a register or its own slot
    /// (one reading another slot gets its own copy), and every constant
    /// a local or an entry holds is in a register or in its slot, so the
    /// back-edge can bring each value to one named place.
    fn settle_for_head(&mut self) {
        self.settle_entries();
        for fi in 0..self.v.frames.len() {
            for i in 0..self.v.frames[fi].stack.len() {
                if let Loc::Const(v) = self.v.frames[fi].stack[i] {
                    let slot = self.v.frames[fi].base + i as u32;
                    let at = self.constant_in_register(v).unwrap_or_else(|| {
                        self.write_loc(slot, Loc::Const(v));
                        Loc::Mem(slot)
                    });
                    self.v.frames[fi].stack[i] = at;
                }
            }
        }
        let constants: Vec<(u32, Value)> = self
            .v
            .cached
            .iter()
            .filter_map(|c| match c.at {
                Loc::Const(v) => Some((c.slot, v)),
                _ => None,
            })
            .collect();
        for (slot, v) in constants {
            match self.constant_in_register(v) {
                Some(at) => self.cache_local(slot, at),
                None => self.uncache(slot, true),
            }
        }
    }

    /// Entries that read another slot get their own copy.
    fn settle_entries(&mut self) {
        let w = self.v.settle_entries();
        self.emit_writes(w);
    }

    /// `_JUMP_TO_TOP` of a peeled loop: brings every value to where the
    /// head keeps it (see [`back_edge::plan`]), counts the step and jumps
    /// to the head; the poll, when due, runs out of line with every value
    /// in its slot.
    fn back_edge(&mut self, exit: u32) -> Result<(), LowerError> {
        let Some(LoopHead {
            carried: head,
            shape,
        }) = self.head.clone()
        else {
            return Err(LowerError("a back-edge without a loop head"));
        };
        let target = self
            .loop_head
            .ok_or(LowerError("a back-edge without a loop head"))?;
        if exit as usize >= self.trace.exits.len() {
            return Err(LowerError("uop without an exit record"));
        }
        if self.v.frame_shape() == shape {
            self.settle_entries();
        } else {
            // Not the head's frames (a malformed loop): from memory.
            self.flush();
        }
        let now = self.v.carried();
        let steps = back_edge::plan(&head, &now, TMP, XSCRATCH);
        let leave = self.a.label();
        // Leaving here, the back-edge is taken: a step, with the body's
        // calls.
        self.stubs.push(Stub {
            steps: self.body_calls + 1,
            label: leave,
            exit,
            writes: self.snapshot(None),
        });
        for step in steps {
            match step {
                Step::Check { slot, tag } => {
                    self.a.cmp_mi(slot_mem(slot, TAG), tag as i32);
                    self.a.jcc(Cond::NE, leave);
                }
                Step::Exit => {
                    self.a.jmp(leave);
                    self.body_calls = 0;
                    self.reset_frames();
                    return Ok(());
                }
                Step::Store { slot, from } => self.write_at(SLOTS, slot_disp(slot), from),
                Step::MoveGpr { to, from } => self.a.mov_rr(to, from),
                Step::MoveFpr { to, from } => self.a.movapd(to, from),
                Step::Load { to, slot } => self.fill(to, slot),
                Step::Constant { to, value } => {
                    let bits = value.to_bits().1 as i64;
                    match to {
                        Loc::Gpr(r, _) => self.a.mov_ri(r, bits),
                        Loc::Fpr(x) => {
                            let c = self.pooled(bits as u64);
                            self.a.movsd_rip(x, c);
                        }
                        _ => return Err(LowerError("a constant filled into memory")),
                    }
                }
            }
        }
        let steps = 1 + core::mem::take(&mut self.body_calls);
        if steps == 1 {
            self.a.dec_m(mem(CTX, offsets::POLL_COUNTDOWN));
        } else {
            self.a.sub_mi(mem(CTX, offsets::POLL_COUNTDOWN), steps);
        }
        self.a.jcc(Cond::G, target);
        // The poll: every value in its slot, the helper, then back.
        for c in &head {
            if c.at.in_register() && !c.clean {
                self.write_at(SLOTS, slot_disp(c.slot), c.at);
            }
        }
        self.a.mov_rr(regs::ARGS[0], CTX);
        let sp = shape
            .last()
            .map_or(0, |&(_, base, depth)| base + depth as u32);
        self.a.mov_ri(regs::ARGS[1], sp as i64);
        self.a.call_m(mem(CTX, offsets::HELPER_POLL));
        self.a.test_rr(RAX, RAX);
        let stop = self.a.label();
        self.stubs.push(Stub {
            steps: self.body_calls,
            label: stop,
            exit,
            writes: Vec::new(),
        });
        self.a.jcc(Cond::NE, stop);
        for c in &head {
            if c.at.in_register() {
                self.fill(c.at, c.slot);
            }
        }
        self.a.jmp(target);
        self.reset_frames();
        Ok(())
    }

    /// The register `to` gets the payload of `slot`.
    fn fill(&mut self, to: Loc, slot: u32) {
        match to {
            Loc::Gpr(r, _) => self.a.load(r, slot_mem(slot, PAYLOAD)),
            Loc::Fpr(x) => self.a.movsd_load(x, slot_mem(slot, PAYLOAD)),
            _ => {}
        }
    }

    /// Entries that still read local `slot` get their own copy before the
    /// local changes.
    fn detach_local(&mut self, slot: u32) {
        let w = self.v.detach_local(slot);
        self.emit_writes(w);
    }

    /// The writes an exit here needs; `top` overrides the top entry.
    fn snapshot(&self, top: Option<Loc>) -> Vec<(u32, Loc)> {
        self.v.snapshot(top)
    }

    /// A branch (or jump when `cc` is `None`) to the stub of `exit`, which
    /// writes back the current state.
    fn exit_to(&mut self, cc: Option<Cond>, exit: u32, top: Option<Loc>) -> Result<(), LowerError> {
        if exit as usize >= self.trace.exits.len() {
            return Err(LowerError("uop without an exit record"));
        }
        let label = self.a.label();
        let writes = self.snapshot(top);
        self.stubs.push(Stub {
            steps: self.body_calls,
            label,
            exit,
            writes,
        });
        let _ = &self.exit_labels;
        match cc {
            Some(c) => self.a.jcc(c, label),
            None => self.a.jmp(label),
        }
        Ok(())
    }

    // ------------------------------------------------------------ operands

    /// The int payload of `l` in a fresh register the caller owns.
    fn int_in_new(&mut self, l: Loc) -> Gpr {
        let r = self.gpr();
        match l {
            Loc::Gpr(s, _) => self.a.mov_rr(r, s),
            Loc::Const(v) => self.a.mov_ri(r, v.to_bits().1 as i64),
            Loc::Mem(s) => self.a.load(r, slot_mem(s, PAYLOAD)),
            Loc::Fpr(x) => self.a.movq_rx(r, x),
        }
        r
    }

    fn int_new_at(&mut self, k: usize) -> Gpr {
        let l = self.peek(k);
        self.int_in_new(l)
    }

    fn int_any_at(&mut self, k: usize) -> (Gpr, bool) {
        let l = self.peek(k);
        self.int_in_any(l)
    }

    fn float_new_at(&mut self, k: usize) -> Xmm {
        let l = self.peek(k);
        self.float_in_new(l)
    }

    fn float_any_at(&mut self, k: usize) -> (Xmm, bool) {
        let l = self.peek(k);
        self.float_in_any(l)
    }

    /// For `_BINARY_OP_INT` with a constant right operand: `//` or `%` by a
    /// power of two 2**k, or `>>` by k in 0..=63 (k >= 64 saturates).
    fn pow2_or_shift(&self, u: &UopInst) -> Option<(BinOp, u8)> {
        let op = BinOp::from_u32(u.oparg)?;
        let Loc::Const(Value::Int(c)) = self.peek(0) else {
            return None;
        };
        match op {
            BinOp::FloorDiv | BinOp::Mod if c > 0 && (c & (c - 1)) == 0 => {
                Some((op, c.trailing_zeros() as u8))
            }
            BinOp::RShift if c >= 0 => Some((op, c.min(63) as u8)),
            _ => None,
        }
    }

    /// A fresh register holding a copy of `r`.
    fn a_copy(&mut self, r: Gpr) -> Gpr {
        let d = self.gpr();
        self.a.mov_rr(d, r);
        d
    }

    /// The int payload of `l` in some register; the bool says whether the
    /// caller must free it.
    fn int_in_any(&mut self, l: Loc) -> (Gpr, bool) {
        match l {
            Loc::Gpr(r, _) => {
                self.v.pinned.push(r);
                (r, false)
            }
            _ => (self.int_in_new(l), true),
        }
    }

    fn float_in_new(&mut self, l: Loc) -> Xmm {
        let x = self.xmm();
        match l {
            Loc::Fpr(s) => self.a.movapd(x, s),
            Loc::Mem(s) => self.a.movsd_load(x, slot_mem(s, PAYLOAD)),
            Loc::Const(v) => {
                let c = self.pooled(float_bits(v));
                self.a.movsd_rip(x, c);
            }
            Loc::Gpr(r, _) => self.a.movq_xr(x, r),
        }
        x
    }

    /// The label of constant `bits` in the trace's pool.
    fn pooled(&mut self, bits: u64) -> Label {
        if let Some(&(_, l)) = self.pool.iter().find(|(b, _)| *b == bits) {
            return l;
        }
        let l = self.a.label();
        self.pool.push((bits, l));
        l
    }

    fn float_in_any(&mut self, l: Loc) -> (Xmm, bool) {
        match l {
            Loc::Fpr(x) => {
                self.v.fpinned.push(x);
                (x, false)
            }
            _ => (self.float_in_new(l), true),
        }
    }

    /// A register with the address of the heap entry of the value at `l`,
    /// after checking that its tag is `tag` (else `exit`); `l` is in
    /// memory or a constant with that tag.
    fn entry_of(&mut self, l: Loc, tag: u8, exit: u32) -> Result<Gpr, LowerError> {
        self.entry(l, tag, exit, false)
    }

    /// As [`Gen::entry_of`]; `written`: for code about to write into the
    /// object, whose change flag is set first, since an old object may now
    /// hold a young one (the collector's write barrier, `trellis_core::heap`).
    fn entry(&mut self, l: Loc, tag: u8, exit: u32, written: bool) -> Result<Gpr, LowerError> {
        let e = self.gpr();
        if e == TMP {
            return Err(LowerError("no register for a heap entry"));
        }
        match l {
            Loc::Mem(s) => {
                self.a.cmp_mi(slot_mem(s, TAG), tag as i32);
                self.exit_to(Some(Cond::NE), exit, None)?;
                self.a.load32(e, slot_mem(s, PAYLOAD));
            }
            Loc::Const(v) if v.tag() == tag => match v.obj() {
                Some(r) => self.a.mov_ri(e, r.0 as i64),
                None => return Err(LowerError("a heap value without an object")),
            },
            _ => return Err(LowerError("a value read in place is not of its type")),
        }
        if written {
            self.a.load(TMP, mem(CTX, offsets::HEAP_DIRTY));
            self.a.load(TMP, mem(TMP, 0));
            self.a.alu_rr(Alu::Add, TMP, e);
            self.a.store8_imm(mem(TMP, 0), 1);
        }
        self.object_to_entry(e);
        Ok(e)
    }

    /// `e`, a list's or a tuple's entry, becomes its items' address.
    fn items_address(&mut self, e: Gpr, items: ItemsLayout) {
        match items.inline_items {
            None => self.a.load(e, mem(e, items.items_addr as i32)),
            Some(inline) => self.address_or_in_entry(e, items.items_addr, inline),
        }
    }

    /// `e`, an object's entry, becomes the address in its word at `addr`,
    /// or, where that word is 0, the address `inline` bytes into the entry
    /// (an object keeping its items or text in the entry).
    fn address_or_in_entry(&mut self, e: Gpr, addr: u32, inline: u32) {
        let elsewhere = self.a.label();
        self.a.lea(TMP, mem(e, inline as i32));
        self.a.load(e, mem(e, addr as i32));
        self.a.test_rr(e, e);
        self.a.jcc(Cond::NE, elsewhere);
        self.a.mov_rr(e, TMP);
        self.a.bind(elsewhere);
    }

    /// A negative index `i` counts from the end, `n` items; then compares
    /// it with `n`, unsigned (an index still negative is out of range too):
    /// "above or equal" means out of range.
    fn index_against(&mut self, i: Gpr, n: Gpr) {
        let counted = self.a.label();
        self.a.test_rr(i, i);
        self.a.jcc(Cond::NS, counted);
        self.a.alu_rr(Alu::Add, i, n);
        self.a.bind(counted);
        self.a.alu_rr(Alu::Cmp, i, n);
    }

    /// Turns the object number in `e` into the address of its heap entry.
    fn object_to_entry(&mut self, e: Gpr) {
        self.a.imul_rri(e, e, ENTRY_SIZE as i32);
        self.a.load(TMP, mem(CTX, offsets::HEAP_OBJECTS));
        self.a.load(TMP, mem(TMP, 0));
        self.a.alu_rr(Alu::Add, e, TMP);
    }

    /// `_COPY n`: constants and locals are shared (a local about to change
    /// is detached first, see [`Self::detach_local`]); an int or bool gets
    /// its own register; anything else its own slot, since an entry in
    /// memory must be either a local or its own slot.
    fn copy_entry(&mut self, n: usize) {
        let l = self.peek(n.saturating_sub(1));
        let home_of_source = self.sp() - n as u32;
        let home = self.sp();
        match l {
            Loc::Const(_) => self.push(l),
            Loc::Mem(s) if s != home_of_source => self.push(l),
            Loc::Gpr(r, kind) => {
                self.v.pinned.push(r);
                let c = self.gpr();
                if c == TMP {
                    self.write_loc(home, l);
                    self.push(Loc::Mem(home));
                } else {
                    self.a.mov_rr(c, r);
                    self.push(Loc::Gpr(c, kind));
                }
            }
            _ => {
                self.write_loc(home, l);
                self.push(Loc::Mem(home));
            }
        }
    }

    /// `_SWAP n`: swaps the entries; a value kept in its own slot moves to
    /// the other entry's slot with it, so that no entry reads a slot an
    /// exit's write-back may overwrite first.
    fn swap_entries(&mut self, n: usize) -> Result<(), LowerError> {
        if n < 2 {
            return Ok(());
        }
        let (top, low) = (self.sp() - 1, self.sp() - n as u32);
        let (a, b) = (self.raw(n - 1), self.raw(0));
        let (a_home, b_home) = (a == Loc::Mem(low), b == Loc::Mem(top));
        match (a_home, b_home) {
            (true, true) => {
                let t = self.gpr();
                if t == TMP {
                    return Err(LowerError("no register for a swap"));
                }
                for field in [TAG, PAYLOAD] {
                    self.a.load(TMP, slot_mem(low, field));
                    self.a.load(t, slot_mem(top, field));
                    self.a.store(slot_mem(low, field), t);
                    self.a.store(slot_mem(top, field), TMP);
                }
                self.free_gpr(t);
            }
            (true, false) => {
                self.write_loc(top, a);
                self.set(n - 1, b);
                self.set(0, Loc::Mem(top));
            }
            (false, true) => {
                self.write_loc(low, b);
                self.set(n - 1, Loc::Mem(low));
                self.set(0, a);
            }
            (false, false) => {
                self.set(n - 1, b);
                self.set(0, a);
            }
        }
        Ok(())
    }

    /// A register with the address of the heap entry of the instance in
    /// `slot`, after checking that it is an instance (else `exit`).
    fn instance_entry(&mut self, slot: u32, exit: u32, written: bool) -> Result<Gpr, LowerError> {
        let l = self.local_for_entry(slot, layout::TAG_INSTANCE);
        self.entry(l, layout::TAG_INSTANCE, exit, written)
    }

    /// Where local `slot` is, for [`Gen::entry_of`] with `tag`: the
    /// constant the trace holds it as, or its slot (written back first if
    /// the trace held it elsewhere; reading the slot alone read a stale
    /// value there, and the trace left at every run).
    fn local_for_entry(&mut self, slot: u32, tag: u8) -> Loc {
        match self.resolve(Loc::Mem(slot)) {
            Loc::Const(v) if v.tag() == tag => Loc::Const(v),
            Loc::Mem(s) if s == slot => Loc::Mem(slot),
            _ => {
                self.uncache(slot, true);
                Loc::Mem(slot)
            }
        }
    }

    /// `_LOAD_GLOBAL` and `_STORE_GLOBAL` on the globals array in place
    /// (`JitContext::globals`): an unbound global, and a store to one that
    /// traces depend on (`JitContext::watched`) or to one not bound yet,
    /// leave the trace for the interpreter, which raises, invalidates or
    /// records the first binding (as the uop executor does).
    fn global_in_place(&mut self, u: &UopInst) -> Result<(), LowerError> {
        let n = u.oparg as i32;
        let disp = n
            .checked_mul(16)
            .ok_or(LowerError("global index out of range"))?;
        let g = self.gpr();
        if g == TMP {
            return Err(LowerError("no register for a global"));
        }
        if u.op == Uop::_STORE_GLOBAL {
            self.a.load(g, mem(CTX, offsets::WATCHED));
            self.a.cmp_m8i(mem(g, n), 0);
            self.exit_to(Some(Cond::NE), u.exit, None)?;
        }
        self.a.load(g, mem(CTX, offsets::GLOBALS));
        self.a.cmp_mi(mem(g, disp + TAG), layout::TAG_UNDEF as i32);
        self.exit_to(Some(Cond::E), u.exit, None)?;
        if u.op == Uop::_LOAD_GLOBAL {
            let home = self.sp();
            self.copy_to_slot(g, disp, home);
            self.free_gpr(g);
            self.push(Loc::Mem(home));
        } else {
            let v = self.pop();
            self.write_at(g, disp, v);
            self.free_gpr(g);
        }
        Ok(())
    }

    /// `_LOAD_DEREF` and `_STORE_DEREF`: the closure cell in local
    /// `oparg` read or written in its heap entry; a local that holds no
    /// cell, or an empty cell read, leaves the trace (the interpreter
    /// raises).
    fn cell_in_place(&mut self, u: &UopInst) -> Result<(), LowerError> {
        let slot = self.fp() + u.oparg;
        let at = trellis_core::tier2::heap_layout::cell_value() as i32;
        let l = self.local_for_entry(slot, layout::TAG_CELL);
        let e = self.entry(l, layout::TAG_CELL, u.exit, u.op == Uop::_STORE_DEREF)?;
        if u.op == Uop::_LOAD_DEREF {
            self.a.cmp_mi(mem(e, at + TAG), layout::TAG_UNDEF as i32);
            self.exit_to(Some(Cond::E), u.exit, None)?;
            let home = self.sp();
            self.copy_to_slot(e, at, home);
            self.free_gpr(e);
            self.push(Loc::Mem(home));
        } else {
            let v = self.pop();
            self.write_at(e, at, v);
            self.free_gpr(e);
        }
        Ok(())
    }

    /// Copies the value at `[base + disp]` into `slot`.
    fn copy_to_slot(&mut self, base: Gpr, disp: i32, slot: u32) {
        self.a.load(TMP, mem(base, disp + TAG));
        self.a.store(slot_mem(slot, TAG), TMP);
        self.a.load(TMP, mem(base, disp + PAYLOAD));
        self.a.store(slot_mem(slot, PAYLOAD), TMP);
    }

    /// Given the entry of an instance in `e`: exits unless it has an
    /// attribute `k`, then leaves in `e` the address of that attribute.
    fn attr_addr(&mut self, e: Gpr, k: u64, exit: u32) -> Result<i32, LowerError> {
        let k = i32::try_from(k)
            .ok()
            .filter(|k| *k < i32::MAX / 16)
            .ok_or(LowerError("attribute slot out of range"))?;
        self.a.cmp_m32i(mem(e, self.inst.slots_len as i32), k);
        self.exit_to(Some(Cond::BE), exit, None)?;
        self.a.load(e, mem(e, self.inst.slots_addr as i32));
        Ok(k * 16)
    }

    /// A register with the address of the heap entry of the list at
    /// `l`, after checking that it is a list (else `exit`).
    fn list_entry(&mut self, l: Loc, exit: u32) -> Result<Gpr, LowerError> {
        self.entry_of(l, layout::TAG_LIST, exit)
    }

    /// `_GET_ITER` and `_GUARD_EXHAUSTED` when the iterable is a list, the
    /// common case, in machine code; anything else takes the generic
    /// helper. Both paths leave every entry in its own slot.
    fn list_fast_path(&mut self, pc: usize, u: &UopInst) -> Result<(), LowerError> {
        self.fast_or_helper(pc, u, |g, slow| g.list_fast(u, slow))
    }

    /// The machine-code path of [`Self::list_fast_path`]; jumps to `slow`
    /// for anything but a list (or, making an iterator, a tuple).
    fn list_fast(&mut self, u: &UopInst, slow: Label) -> Result<(), LowerError> {
        let sp = self.sp();
        if u.op == Uop::_GET_ITER {
            // A list's or tuple's iterator state: the sequence, padding,
            // the next index.
            let seq = sp.checked_sub(1).ok_or(LowerError("stack underflow"))?;
            let sequence = self.a.label();
            self.a.cmp_mi(slot_mem(seq, TAG), layout::TAG_LIST as i32);
            self.a.jcc(Cond::E, sequence);
            self.a.cmp_mi(slot_mem(seq, TAG), layout::TAG_TUPLE as i32);
            self.a.jcc(Cond::NE, slow);
            self.a.bind(sequence);
            self.a
                .store_imm(slot_mem(seq + 1, TAG), layout::TAG_UNDEF as i32);
            self.a.store_imm(slot_mem(seq + 1, PAYLOAD), 0);
            self.a
                .store_imm(slot_mem(seq + 2, TAG), layout::TAG_INT as i32);
            self.a.store_imm(slot_mem(seq + 2, PAYLOAD), 0);
        } else {
            let seq = sp.checked_sub(3).ok_or(LowerError("stack underflow"))?;
            self.a.cmp_mi(slot_mem(seq, TAG), layout::TAG_LIST as i32);
            self.a.jcc(Cond::NE, slow);
            self.a
                .cmp_mi(slot_mem(seq + 2, TAG), layout::TAG_INT as i32);
            self.a.jcc(Cond::NE, slow);
            let e = self.list_entry(Loc::Mem(seq), u.exit)?;
            self.a.load(TMP, slot_mem(seq + 2, PAYLOAD));
            // Unsigned: a negative index counts as past the end, as the
            // helper's check does.
            self.a.cmp_rm(TMP, mem(e, self.list.items_len as i32));
            self.exit_to(Some(Cond::B), u.exit, None)?;
            self.free_gpr(e);
        }
        Ok(())
    }

    /// `not x` of a bool in machine code (what comparisons give); anything
    /// else jumps to `slow` (truthiness of other values is the helper's).
    fn not_fast(&mut self, slow: Label) -> Result<(), LowerError> {
        let top = self
            .sp()
            .checked_sub(1)
            .ok_or(LowerError("stack underflow"))?;
        self.a.cmp_mi(slot_mem(top, TAG), layout::TAG_BOOL as i32);
        self.a.jcc(Cond::NE, slow);
        self.a.cmp_m8i(slot_mem(top, PAYLOAD), 0);
        self.a.setcc(Cond::E, TMP);
        self.a.movzx_r8(TMP, TMP);
        self.a.store(slot_mem(top, PAYLOAD), TMP);
        Ok(())
    }

    /// Emits `fast`, which jumps to the label it is given when it cannot
    /// do the uop, then the generic helper as that slow path. Everything
    /// is in its slot before either, and both leave every value there.
    fn fast_or_helper(
        &mut self,
        pc: usize,
        u: &UopInst,
        fast: impl FnOnce(&mut Self, Label) -> Result<(), LowerError>,
    ) -> Result<(), LowerError> {
        self.flush_for_call();
        let (slow, done) = (self.a.label(), self.a.label());
        fast(self, slow)?;
        self.a.jmp(done);
        self.a.bind(slow);
        self.helper(pc, u)?;
        self.a.bind(done);
        Ok(())
    }

    /// `_UNPACK_SEQUENCE n` of a tuple of `n` items, the common case, in
    /// machine code: the items go where the tuple was, the first on top.
    /// Anything else takes the generic helper. Both paths leave every
    /// item in its own slot.
    fn unpack_fast_path(&mut self, pc: usize, u: &UopInst) -> Result<(), LowerError> {
        self.fast_or_helper(pc, u, |g, slow| g.unpack_fast(u, slow))
    }

    /// The machine-code path of [`Self::unpack_fast_path`]; jumps to
    /// `slow` for anything but a tuple of the right length.
    fn unpack_fast(&mut self, u: &UopInst, slow: Label) -> Result<(), LowerError> {
        let n = u.oparg;
        let seq = self
            .sp()
            .checked_sub(1)
            .ok_or(LowerError("stack underflow"))?;
        self.a.cmp_mi(slot_mem(seq, TAG), layout::TAG_TUPLE as i32);
        self.a.jcc(Cond::NE, slow);
        let e = self.entry_of(Loc::Mem(seq), layout::TAG_TUPLE, u.exit)?;
        self.a.cmp_mi(mem(e, self.tuple.items_len as i32), n as i32);
        self.a.jcc(Cond::NE, slow);
        self.items_address(e, self.tuple);
        // Item k ends up k below the top; item n - 1 replaces the tuple,
        // whose entry is already in `e`.
        for k in (0..n).rev() {
            let disp = i32::try_from(k * 16).map_err(|_| LowerError("tuple too long"))?;
            self.copy_to_slot(e, disp, seq + (n - 1 - k));
        }
        self.free_gpr(e);
        Ok(())
    }

    /// The list iteration uops, on the iterator's three entries (the list
    /// third from the top, the next index on top).
    fn list_iteration(&mut self, u: &UopInst) -> Result<(), LowerError> {
        if u.op == Uop::_ITER_CHECK_LIST {
            let (list, index) = (self.peek(2), self.peek(0));
            self.guard_tag(list, layout::TAG_LIST, u.exit)?;
            return self.guard_tag(index, layout::TAG_INT, u.exit);
        }
        let e = self.list_entry(self.peek(2), u.exit)?;
        if u.op == Uop::_GUARD_NOT_EXHAUSTED_LIST {
            let (i, own) = self.int_any_at(0);
            // Unsigned: a negative index is past the end too.
            self.a.cmp_rm(i, mem(e, self.list.items_len as i32));
            self.exit_to(Some(Cond::AE), u.exit, None)?;
            if own {
                self.free_gpr(i);
            }
            self.free_gpr(e);
            return Ok(());
        }
        // `_ITER_NEXT_LIST`: the item above the iterator, the index on.
        let i = self.int_new_at(0);
        self.a.cmp_rm(i, mem(e, self.list.items_len as i32));
        self.exit_to(Some(Cond::AE), u.exit, None)?;
        self.a.load(e, mem(e, self.list.items_addr as i32));
        self.a.mov_rr(TMP, i);
        self.a.shl_ri(TMP, 4);
        self.a.alu_rr(Alu::Add, e, TMP);
        let home = self.sp();
        self.copy_to_slot(e, 0, home);
        self.free_gpr(e);
        self.a.alu_ri(Alu::Add, i, 1);
        let old = self.peek(0);
        self.release(old);
        self.set(0, Loc::Gpr(i, Kind::Int));
        self.push(Loc::Mem(home));
        Ok(())
    }

    /// `list[index]` read (`_BINARY_SUBSCR_LIST_INT`: list NOS, index
    /// TOS) or written (`_STORE_SUBSCR_LIST_INT`: the value under them)
    /// where the list keeps its elements, or `tuple[index]` read
    /// (`_BINARY_SUBSCR_TUPLE_INT`); an index out of range (after a
    /// negative one counts from the end) or another type exits.
    fn list_item_in_place(&mut self, u: &UopInst) -> Result<(), LowerError> {
        let get = u.op != Uop::_STORE_SUBSCR_LIST_INT;
        let (tag, items) = if u.op == Uop::_BINARY_SUBSCR_TUPLE_INT {
            (layout::TAG_TUPLE, self.tuple)
        } else {
            (layout::TAG_LIST, self.list)
        };
        let value = if get { None } else { Some(self.peek(2)) };
        match value {
            Some(Loc::Gpr(r, _)) => self.v.pinned.push(r),
            Some(Loc::Fpr(x)) => self.v.fpinned.push(x),
            _ => {}
        }
        let e = self.entry(self.peek(1), tag, u.exit, !get)?;
        let i = self.int_new_at(0);
        let n = self.gpr();
        if [i, n].contains(&TMP) {
            return Err(LowerError("no register for a list item"));
        }
        self.a.load(n, mem(e, items.items_len as i32));
        self.index_against(i, n);
        self.exit_to(Some(Cond::AE), u.exit, None)?;
        self.items_address(e, items);
        self.a.shl_ri(i, 4);
        self.a.alu_rr(Alu::Add, e, i);
        match value {
            None => {
                let home = self.sp() - 2;
                self.copy_to_slot(e, 0, home);
                for r in [e, i, n] {
                    self.free_gpr(r);
                }
                self.pop();
                self.pop();
                self.push(Loc::Mem(home));
            }
            Some(v) => {
                self.write_at(e, 0, v);
                for r in [e, i, n] {
                    self.free_gpr(r);
                }
                self.pop();
                self.pop();
                self.pop();
            }
        }
        Ok(())
    }

    /// Takes `r` for an instruction that needs that very register: a value
    /// held there moves to its slot. Given back with [`Self::free_gpr`].
    fn evict(&mut self, r: Gpr) {
        let w = self.v.evict(r);
        self.emit_writes(w);
    }

    /// `a // b` or `a % b` on ints, rounding towards minus infinity as
    /// Python does. A zero divisor and `MIN // -1` (which needs a big int)
    /// exit, and the interpreter raises or widens.
    fn floor_div_mod(&mut self, u: &UopInst) -> Result<(), LowerError> {
        const RDX: Gpr = regs::RDX;
        let op = BinOp::from_u32(u.oparg).ok_or(LowerError("bad operator"))?;
        // `idiv` divides rdx:rax.
        self.evict(RDX);
        let known = match self.peek(0) {
            Loc::Const(Value::Int(c)) => Some(c),
            _ => None,
        };
        let a = self.int_new_at(1);
        let (b, own) = self.int_any_at(0);
        if known.is_none() {
            self.a.test_rr(b, b);
            self.exit_to(Some(Cond::E), u.exit, None)?;
        }
        if known.is_none_or(|c| c == -1) {
            let ok = self.a.label();
            self.a.alu_ri(Alu::Cmp, b, -1);
            self.a.jcc(Cond::NE, ok);
            self.a.mov_ri(TMP, i64::MIN);
            self.a.alu_rr(Alu::Cmp, a, TMP);
            self.exit_to(Some(Cond::E), u.exit, None)?;
            self.a.bind(ok);
        }
        self.a.mov_rr(RAX, a);
        self.a.cqo();
        self.a.idiv_r(b);
        // A nonzero remainder whose sign differs from the divisor's moves
        // one divisor down.
        let done = self.a.label();
        self.a.test_rr(RDX, RDX);
        self.a.jcc(Cond::E, done);
        self.a.mov_rr(TMP, RDX);
        self.a.alu_rr(Alu::Xor, TMP, b);
        self.a.jcc(Cond::NS, done);
        self.a.alu_rr(Alu::Add, RDX, b);
        self.a.alu_ri(Alu::Sub, RAX, 1);
        self.a.bind(done);
        self.a.mov_rr(a, if op == BinOp::Mod { RDX } else { RAX });
        if own {
            self.free_gpr(b);
        }
        self.free_gpr(RDX);
        self.pop();
        self.pop();
        self.push(Loc::Gpr(a, Kind::Int));
        Ok(())
    }

    fn free_gpr(&mut self, r: Gpr) {
        self.release(Loc::Gpr(r, Kind::Int));
    }

    /// `cmp qword [slot].tag, tag; jne exit` unless `l` is known to have it.
    fn guard_tag(&mut self, l: Loc, tag: u8, exit: u32) -> Result<(), LowerError> {
        match l {
            Loc::Mem(s) => {
                self.a.cmp_mi(slot_mem(s, TAG), tag as i32);
                self.exit_to(Some(Cond::NE), exit, None)
            }
            Loc::Const(v) if v.tag() == tag => Ok(()),
            Loc::Gpr(_, Kind::Int) if tag == layout::TAG_INT => Ok(()),
            Loc::Gpr(_, Kind::Bool) if tag == layout::TAG_BOOL => Ok(()),
            Loc::Fpr(_) if tag == layout::TAG_FLOAT => Ok(()),
            _ => self.exit_to(None, exit, None),
        }
    }

    // ------------------------------------------------------------ uops

    /// Emits uop `pc` (and, when fused, the next); returns how many it used.
    /// Whether the two values on top are both floats (`Some(true)`) or
    /// both ints (`Some(false)`) held unboxed or as constants.
    fn both_numbers_of_one_kind(&self) -> Option<bool> {
        let float = |l: Loc| matches!(l, Loc::Fpr(_) | Loc::Const(Value::Float(_)));
        let int = |l: Loc| matches!(l, Loc::Gpr(_, Kind::Int) | Loc::Const(Value::Int(_)));
        match (self.peek(1), self.peek(0)) {
            (a, b) if float(a) && float(b) => Some(true),
            (a, b) if int(a) && int(b) => Some(false),
            _ => None,
        }
    }

    /// `max(a, b)` (`max`) or `min(a, b)` of two floats or two ints (see
    /// [`Gen::both_numbers_of_one_kind`]) as Python picks: the second only
    /// when it is strictly greater (smaller), so a NaN or an equal second
    /// leaves the first.
    fn min_or_max(&mut self, max: bool, floats: bool) {
        if floats {
            let d = self.float_new_at(1);
            let (b, own) = self.float_any_at(0);
            self.pick_float(max, d, b);
            if own {
                self.v.give_back_fpr(b);
            }
            self.pop_callee_and_args(2);
            self.push(Loc::Fpr(d));
        } else {
            let d = self.int_new_at(1);
            let (b, own) = self.int_any_at(0);
            self.pick_int(max, d, b);
            if own {
                self.v.give_back_gpr(b);
            }
            self.pop_callee_and_args(2);
            self.push(Loc::Gpr(d, Kind::Int));
        }
    }

    /// Leaves in `d` the float `max(d, b)` (`max`) or `min(d, b)` picks:
    /// `b` only when strictly above (below) `d`. "Above" is false for an
    /// unordered pair, so a NaN `b` leaves `d`, as Python does.
    fn pick_float(&mut self, max: bool, d: Xmm, b: Xmm) {
        let keep = self.a.label();
        if max {
            self.a.ucomisd(b, d);
        } else {
            self.a.ucomisd(d, b);
        }
        self.a.jcc(Cond::BE, keep);
        self.a.movapd(d, b);
        self.a.bind(keep);
    }

    /// [`Gen::pick_float`] for two ints.
    fn pick_int(&mut self, max: bool, d: Gpr, b: Gpr) {
        let keep = self.a.label();
        self.a.alu_rr(Alu::Cmp, b, d);
        self.a.jcc(if max { Cond::LE } else { Cond::GE }, keep);
        self.a.mov_rr(d, b);
        self.a.bind(keep);
    }

    /// Pops a builtin call's `n` arguments and the callee under them.
    fn pop_callee_and_args(&mut self, n: usize) {
        for _ in 0..=n {
            self.pop();
        }
    }

    /// `a is b` (`negate`: `is not`) of two values in slots whose types
    /// are not known here: the same tag, and payloads that agree on the
    /// bits the tag says are the value's own (`layout::PAYLOAD_MASKS`; a
    /// float's are all of them, as `ops::identical` compares floats).
    fn identical_in_memory(
        &mut self,
        pc: usize,
        u: &UopInst,
        (a, b): (u32, u32),
        next: Option<UopInst>,
    ) -> Result<usize, LowerError> {
        let negate = u.oparg == 1;
        let (t, p) = (self.gpr(), self.gpr());
        if t == TMP || p == TMP {
            // Every register pinned: the helper answers.
            for r in [t, p] {
                if r != TMP {
                    self.free_gpr(r);
                }
            }
            self.helper(pc, u)?;
            return Ok(1);
        }
        let done = self.a.label();
        self.a.load(t, slot_mem(a, TAG));
        self.a.cmp_rm(t, slot_mem(b, TAG));
        self.a.jcc(Cond::NE, done);
        // The tag indexes the table; the mask it reads replaces it.
        self.a.alu_ri(Alu::And, t, 0xff);
        self.a.shl_ri(t, 3);
        self.a.mov_ri(TMP, layout::PAYLOAD_MASKS.as_ptr() as i64);
        self.a.alu_rr(Alu::Add, t, TMP);
        self.a.load(t, mem(t, 0));
        self.a.load(TMP, slot_mem(a, PAYLOAD));
        self.a.load(p, slot_mem(b, PAYLOAD));
        self.a.alu_rr(Alu::Xor, TMP, p);
        self.a.alu_rr(Alu::And, TMP, t);
        self.a.bind(done);
        self.free_gpr(t);
        self.free_gpr(p);
        self.pop();
        self.pop();
        self.comparison_result(if negate { Cond::NE } else { Cond::E }, next)
    }

    /// A comparison whose flags say true under `cc`, its operands popped:
    /// fused with the branch guard `next` when that consumes it (2 uops
    /// lowered), else its bool pushed (1).
    fn comparison_result(&mut self, cc: Cond, next: Option<UopInst>) -> Result<usize, LowerError> {
        if let Some(n) = next
            && matches!(n.op, Uop::_GUARD_IS_TRUE_POP | Uop::_GUARD_IS_FALSE_POP)
        {
            let want = n.op == Uop::_GUARD_IS_TRUE_POP;
            let fail = if want { cc.negate() } else { cc };
            // The exit sees the comparison's result on the stack.
            self.push(Loc::Const(Value::Bool(!want)));
            self.exit_to(Some(fail), n.exit, None)?;
            self.pop();
            return Ok(2);
        }
        let r = self.gpr();
        self.a.setcc(cc, r);
        self.a.movzx_r8(r, r);
        self.push(Loc::Gpr(r, Kind::Bool));
        Ok(1)
    }

    fn uop(&mut self, pc: usize, top: Label) -> Result<usize, LowerError> {
        let u = self.trace.uops[pc];
        let next = self.trace.uops.get(pc + 1).copied();
        match u.op {
            Uop::_NOP | Uop::_SET_IP => {}
            Uop::_LOOP_START => {
                // The loop keeps its values where the peeled iteration
                // left them, each in one place the back-edge can name.
                self.settle_for_head();
                // The peeled iteration's back-edge is a step.
                self.a.dec_m(mem(CTX, offsets::POLL_COUNTDOWN));
                let head = self.a.label();
                self.a.bind(head);
                self.loop_head = Some(head);
                self.head = Some(self.v.loop_head());
            }
            Uop::_CHECK_VALIDITY => {
                self.a.load(TMP, mem(CTX, offsets::VALID));
                self.a.cmp_m8i(mem(TMP, u.operand as i32), 0);
                self.exit_to(Some(Cond::E), u.exit, None)?;
                // A spent budget stops a cycle of linked traces here (its
                // back-edges counted down). Nothing is in registers yet.
                let go = self.a.label();
                self.a.cmp_mi(mem(CTX, offsets::POLL_COUNTDOWN), 0);
                self.a.jcc(Cond::G, go);
                self.call_poll(u.exit)?;
                self.a.bind(go);
            }
            Uop::_LOAD_FAST | Uop::_LOAD_FAST_CHECK => {
                let slot = self.fp() + u.oparg;
                let held = self.cached(slot);
                // A local the trace holds is bound.
                if u.op == Uop::_LOAD_FAST_CHECK && held.is_none() {
                    self.a.cmp_mi(slot_mem(slot, TAG), layout::TAG_UNDEF as i32);
                    self.exit_to(Some(Cond::E), u.exit, None)?;
                }
                match held {
                    Some(Carried {
                        at: Loc::Const(v), ..
                    }) => self.push(Loc::Const(v)),
                    _ => self.push(Loc::Mem(slot)),
                }
            }
            Uop::_STORE_FAST => {
                let slot = self.fp() + u.oparg;
                self.store_local(slot);
            }
            Uop::_LOAD_CONST_INLINE => {
                let v = self
                    .consts
                    .get(u.operand as usize)
                    .copied()
                    .ok_or(LowerError("bad constant"))?;
                self.push(Loc::Const(v));
            }
            Uop::_LOAD_INT => self.push(Loc::Const(Value::Int(u.operand as i64))),
            Uop::_LOAD_GLOBAL_INLINE | Uop::_LOAD_TRACE_CONST => {
                let v = self.trace_const(u.operand)?;
                self.push(Loc::Const(v));
            }
            Uop::_LOAD_GLOBAL | Uop::_STORE_GLOBAL => self.global_in_place(&u)?,
            Uop::_LOAD_DEREF | Uop::_STORE_DEREF => self.cell_in_place(&u)?,
            Uop::_UNARY_NOT => self.fast_or_helper(pc, &u, |g, slow| g.not_fast(slow))?,
            Uop::_POP_TOP => {
                self.pop();
            }
            Uop::_GUARD_TOS_INT
            | Uop::_GUARD_NOS_INT
            | Uop::_GUARD_TOS_FLOAT
            | Uop::_GUARD_NOS_FLOAT
            | Uop::_GUARD_NOS_LIST
            | Uop::_GUARD_NOS_TUPLE => {
                let (k, tag) = u.op.type_guard().ok_or(LowerError("not a type guard"))?;
                let l = self.peek(k as usize);
                self.guard_tag(l, tag, u.exit)?;
                self.unbox(k as usize, tag);
            }
            Uop::_BINARY_OP_ADD_INT
            | Uop::_BINARY_OP_SUBTRACT_INT
            | Uop::_BINARY_OP_MULTIPLY_INT => {
                let small_at = |k: usize| match self.peek(k) {
                    Loc::Const(Value::Int(c)) => i32::try_from(c).ok(),
                    _ => None,
                };
                // A small constant is an immediate; on the left of `+` or
                // `*` it trades places with the other operand.
                let commutes = u.op != Uop::_BINARY_OP_SUBTRACT_INT;
                let (d, small) = match (small_at(0), small_at(1)) {
                    (None, Some(c)) if commutes => (self.int_new_at(0), Some(c)),
                    (small, _) => (self.int_new_at(1), small),
                };
                let (s, own) = match small {
                    Some(_) => (TMP, false),
                    None => self.int_any_at(0),
                };
                // Registers are taken (and anything spilled) before the
                // exit's state is captured; the operands stay intact.
                let writes_before = self.snapshot(None);
                match (u.op, small) {
                    (Uop::_BINARY_OP_ADD_INT, Some(c)) => self.a.alu_ri(Alu::Add, d, c),
                    (Uop::_BINARY_OP_SUBTRACT_INT, Some(c)) => self.a.alu_ri(Alu::Sub, d, c),
                    (Uop::_BINARY_OP_ADD_INT, None) => self.a.alu_rr(Alu::Add, d, s),
                    (Uop::_BINARY_OP_SUBTRACT_INT, None) => self.a.alu_rr(Alu::Sub, d, s),
                    (_, Some(c)) => self.a.imul_rri(d, d, c),
                    _ => self.a.imul_rr(d, s),
                }
                let label = self.a.label();
                self.stubs.push(Stub {
                    steps: self.body_calls,
                    label,
                    exit: u.exit,
                    writes: writes_before,
                });
                self.a.jcc(Cond::O, label);
                if own {
                    self.v.give_back_gpr(s);
                }
                self.pop();
                self.pop();
                self.push(Loc::Gpr(d, Kind::Int));
            }
            Uop::_BINARY_OP_INT
                if matches!(
                    BinOp::from_u32(u.oparg),
                    Some(BinOp::And | BinOp::Or | BinOp::Xor)
                ) =>
            {
                let op = match BinOp::from_u32(u.oparg) {
                    Some(BinOp::And) => Alu::And,
                    Some(BinOp::Or) => Alu::Or,
                    _ => Alu::Xor,
                };
                let d = self.int_new_at(1);
                let (s, own) = self.int_any_at(0);
                self.a.alu_rr(op, d, s);
                if own {
                    self.v.give_back_gpr(s);
                }
                self.pop();
                self.pop();
                self.push(Loc::Gpr(d, Kind::Int));
            }
            // `x // 2**k`, `x % 2**k` and `x >> k` for a constant k: shifts
            // and masks already round towards minus infinity, as Python does.
            Uop::_BINARY_OP_INT if self.pow2_or_shift(&u).is_some() => {
                let (op, k) = self.pow2_or_shift(&u).unwrap_or((BinOp::FloorDiv, 0));
                let d = self.int_new_at(1);
                match op {
                    BinOp::Mod => {
                        let mask = (1i64 << k) - 1;
                        self.a.mov_ri(TMP, mask);
                        self.a.alu_rr(Alu::And, d, TMP);
                    }
                    _ => self.a.sar_ri(d, k.min(63)),
                }
                self.pop();
                self.pop();
                self.push(Loc::Gpr(d, Kind::Int));
            }
            Uop::_BINARY_OP_INT
                if matches!(
                    (BinOp::from_u32(u.oparg), self.peek(0)),
                    (
                        Some(BinOp::FloorDiv | BinOp::Mod),
                        Loc::Mem(_) | Loc::Gpr(..)
                    ) | (
                        Some(BinOp::FloorDiv | BinOp::Mod),
                        Loc::Const(Value::Int(1..))
                    )
                ) =>
            {
                self.floor_div_mod(&u)?
            }
            Uop::_BINARY_OP_ADD_FLOAT
            | Uop::_BINARY_OP_SUBTRACT_FLOAT
            | Uop::_BINARY_OP_MULTIPLY_FLOAT => {
                let d = self.float_new_at(1);
                let op = match u.op {
                    Uop::_BINARY_OP_ADD_FLOAT => Sse::Add,
                    Uop::_BINARY_OP_SUBTRACT_FLOAT => Sse::Sub,
                    _ => Sse::Mul,
                };
                // A constant operand is read from the pool.
                if let Loc::Const(c) = self.peek(0) {
                    let c = self.pooled(float_bits(c));
                    self.a.sse_rip(op, d, c);
                } else {
                    let (s, own) = self.float_any_at(0);
                    self.a.sse(op, d, s);
                    if own {
                        self.v.give_back_fpr(s);
                    }
                }
                self.pop();
                self.pop();
                self.push(Loc::Fpr(d));
            }
            Uop::_GUARD_INTS_DIVIDE_AS_FLOATS => {
                for k in [1, 0] {
                    match self.peek(k) {
                        Loc::Const(Value::Int(c))
                            if c.unsigned_abs() < 1 << 53 && (k == 1 || c != 0) => {}
                        _ => {
                            let (r, own) = self.int_any_at(k);
                            // |x| < 2**53 exactly when x + 2**53 shifted
                            // right by 54 is zero (wrapping included).
                            self.a.mov_ri(TMP, 1 << 53);
                            self.a.alu_rr(Alu::Add, TMP, r);
                            self.a.sar_ri(TMP, 54);
                            self.a.test_rr(TMP, TMP);
                            self.exit_to(Some(Cond::NE), u.exit, None)?;
                            if k == 0 {
                                self.a.test_rr(r, r);
                                self.exit_to(Some(Cond::E), u.exit, None)?;
                            }
                            if own {
                                self.v.give_back_gpr(r);
                            }
                        }
                    }
                }
            }
            Uop::_TOS_INT_TO_FLOAT | Uop::_NOS_INT_TO_FLOAT => {
                let k = if u.op == Uop::_TOS_INT_TO_FLOAT { 0 } else { 1 };
                let (r, own) = self.int_any_at(k);
                let x = self.xmm();
                self.a.cvtsi2sd(x, r);
                if own {
                    self.v.give_back_gpr(r);
                }
                let old = self.peek(k);
                self.release(old);
                self.set(k, Loc::Fpr(x));
            }
            Uop::_UNARY_NEGATIVE_FLOAT => {
                let x = self.float_new_at(0);
                // Flip the sign bit (so -0.0 and NaNs come out as Python's).
                let sign = self.pooled(i64::MIN as u64);
                self.a.movsd_rip(XSCRATCH, sign);
                self.a.xorpd(x, XSCRATCH);
                self.pop();
                self.push(Loc::Fpr(x));
            }
            Uop::_UNARY_NEGATIVE_INT => {
                let d = self.gpr();
                let (s, own) = self.int_any_at(0);
                let writes_before = self.snapshot(None);
                self.a.mov_ri(d, 0);
                self.a.alu_rr(Alu::Sub, d, s);
                let label = self.a.label();
                self.stubs.push(Stub {
                    steps: self.body_calls,
                    label,
                    exit: u.exit,
                    writes: writes_before,
                });
                self.a.jcc(Cond::O, label);
                if own {
                    self.v.give_back_gpr(s);
                }
                self.pop();
                self.push(Loc::Gpr(d, Kind::Int));
            }
            Uop::_CALL_BUILTIN_PURE
                if u.oparg == 1
                    && u.operand == Builtin::MathSqrt as u64
                    && matches!(self.peek(0), Loc::Fpr(_) | Loc::Const(Value::Float(_))) =>
            {
                // `math.sqrt(x)` of a float in a register: `sqrtsd`. A
                // negative `x` (a domain error) leaves for the interpreter
                // to raise; a NaN's root is itself, as `sqrtsd` gives.
                let (x, own) = self.float_any_at(0);
                self.a.xorpd(XSCRATCH, XSCRATCH);
                self.a.ucomisd(x, XSCRATCH);
                let ordered = self.a.label();
                self.a.jcc(Cond::P, ordered);
                self.exit_to(Some(Cond::B), u.exit, None)?;
                self.a.bind(ordered);
                let d = self.xmm();
                self.a.sse(Sse::Sqrt, d, x);
                if own {
                    self.v.give_back_fpr(x);
                }
                self.pop_callee_and_args(1);
                self.push(Loc::Fpr(d));
            }
            Uop::_CALL_BUILTIN_PURE
                if u.oparg == 2
                    && (u.operand == Builtin::Min as u64 || u.operand == Builtin::Max as u64)
                    && let Some(floats) = self.both_numbers_of_one_kind() =>
            {
                self.min_or_max(u.operand == Builtin::Max as u64, floats);
            }
            Uop::_CALL_BUILTIN_PURE
                if u.oparg == 2
                    && (u.operand == Builtin::Min as u64 || u.operand == Builtin::Max as u64) =>
            {
                let max = u.operand == Builtin::Max as u64;
                self.fast_or_value_op(&u, |g, base, slow| g.min_max_fast(max, base, slow))?;
            }
            Uop::_CALL_BUILTIN_PURE if u.oparg == 1 && u.operand == Builtin::Abs as u64 => {
                self.fast_or_value_op(&u, |g, base, slow| g.abs_fast(base, slow))?;
            }
            Uop::_CALL_BUILTIN_PURE if u.oparg == 1 && u.operand == Builtin::Int as u64 => {
                self.fast_or_value_op(&u, |g, base, slow| g.int_fast(base, slow))?;
            }
            Uop::_CALL_BUILTIN_PURE if u.oparg == 1 && u.operand == Builtin::MathSqrt as u64 => {
                self.fast_or_value_op(&u, |g, base, slow| g.sqrt_fast(base, slow))?;
            }
            Uop::_BINARY_OP_FLOAT if BinOp::from_u32(u.oparg) == Some(BinOp::TrueDiv) => {
                let d = self.float_new_at(1);
                match self.peek(0) {
                    // A nonzero constant divisor needs no check.
                    Loc::Const(c) if f64::from_bits(float_bits(c)) != 0.0 => {
                        let c = self.pooled(float_bits(c));
                        self.a.sse_rip(Sse::Div, d, c);
                    }
                    _ => {
                        let (s, own) = self.float_any_at(0);
                        // Division by zero raises: leave before dividing (a
                        // NaN divisor compares unordered and divides
                        // normally).
                        self.a.xorpd(XSCRATCH, XSCRATCH);
                        self.a.ucomisd(s, XSCRATCH);
                        let ok = self.a.label();
                        self.a.jcc(Cond::P, ok);
                        self.exit_to(Some(Cond::E), u.exit, None)?;
                        self.a.bind(ok);
                        self.a.sse(Sse::Div, d, s);
                        if own {
                            self.v.give_back_fpr(s);
                        }
                    }
                }
                self.pop();
                self.pop();
                self.push(Loc::Fpr(d));
            }
            Uop::_COMPARE_OP_INT => {
                let cmp = CmpOp::from_u32(u.oparg).ok_or(LowerError("bad comparison"))?;
                let cc = signed_cond(cmp);
                let (ra, own_a) = self.int_any_at(1);
                let (rb, own_b) = self.int_any_at(0);
                self.a.alu_rr(Alu::Cmp, ra, rb);
                if own_a {
                    self.v.give_back_gpr(ra);
                }
                if own_b {
                    self.v.give_back_gpr(rb);
                }
                self.pop();
                self.pop();
                return self.comparison_result(cc, next);
            }
            Uop::_COMPARE_OP_FLOAT => {
                let cmp = CmpOp::from_u32(u.oparg).ok_or(LowerError("bad comparison"))?;
                let (ra, own_a) = self.float_any_at(1);
                let (rb, own_b) = self.float_any_at(0);
                // `ucomisd` sets CF, ZF and PF for an unordered pair (a NaN),
                // so "above" (CF and ZF clear) and "above or equal" (CF
                // clear) are false for it, as Python's `<`..`>=` are; `<`
                // and `<=` compare the operands swapped.
                let ordered = match cmp {
                    CmpOp::Lt => Some((rb, ra, Cond::A)),
                    CmpOp::Le => Some((rb, ra, Cond::AE)),
                    CmpOp::Gt => Some((ra, rb, Cond::A)),
                    CmpOp::Ge => Some((ra, rb, Cond::AE)),
                    CmpOp::Eq | CmpOp::Ne => None,
                };
                let (x, y) = ordered.map_or((ra, rb), |o| (o.0, o.1));
                self.a.ucomisd(x, y);
                if own_a {
                    self.v.give_back_fpr(ra);
                }
                if own_b {
                    self.v.give_back_fpr(rb);
                }
                self.pop();
                self.pop();
                if let Some((_, _, cc)) = ordered {
                    return self.comparison_result(cc, next);
                }
                // Equal: ZF set and PF clear; not equal: either other.
                let r = self.gpr();
                let (cc, parity, alu) = if cmp == CmpOp::Eq {
                    (Cond::E, Cond::NP, Alu::And)
                } else {
                    (Cond::NE, Cond::P, Alu::Or)
                };
                self.a.setcc(cc, r);
                self.a.setcc(parity, TMP);
                self.a.alu_rr(alu, r, TMP);
                self.a.movzx_r8(r, r);
                self.push(Loc::Gpr(r, Kind::Bool));
            }
            Uop::_GUARD_IS_TRUE_POP | Uop::_GUARD_IS_FALSE_POP => {
                let want = u.op == Uop::_GUARD_IS_TRUE_POP;
                let l = self.peek(0);
                match l {
                    Loc::Gpr(r, Kind::Bool) => {
                        self.a.test_rr(r, r);
                        self.exit_to(Some(if want { Cond::E } else { Cond::NE }), u.exit, None)?;
                    }
                    Loc::Const(v) => {
                        if v != Value::Bool(want) {
                            self.exit_to(None, u.exit, None)?;
                        }
                    }
                    Loc::Mem(s) => {
                        self.a.cmp_mi(slot_mem(s, TAG), layout::TAG_BOOL as i32);
                        self.exit_to(Some(Cond::NE), u.exit, None)?;
                        self.a.cmp_m8i(slot_mem(s, PAYLOAD), 0);
                        self.exit_to(Some(if want { Cond::E } else { Cond::NE }), u.exit, None)?;
                    }
                    _ => self.exit_to(None, u.exit, None)?,
                }
                self.pop();
            }
            Uop::_ITER_CHECK_RANGE => {
                for k in 0..3 {
                    let l = self.peek(k);
                    self.guard_tag(l, layout::TAG_INT, u.exit)?;
                }
                for k in 0..3 {
                    self.unbox(k, layout::TAG_INT);
                }
            }
            Uop::_GUARD_NOT_EXHAUSTED_RANGE => self.range_guard(u.exit, false)?,
            Uop::_GUARD_EXHAUSTED_RANGE => {
                // The loop's end (after `_ITER_CHECK_RANGE`): then the
                // iteration is dropped.
                self.range_guard(u.exit, true)?;
                for _ in 0..3 {
                    self.pop();
                }
            }
            Uop::_RANGE_ITER => {
                // The arguments become the iteration's ints in new
                // registers (their slots are about to hold other entries).
                let n = u.oparg as usize;
                if !(1..=3).contains(&n) {
                    return Err(LowerError("range arity"));
                }
                for k in 0..n {
                    let l = self.peek(k);
                    self.guard_tag(l, layout::TAG_INT, u.exit)?;
                }
                let mut args = Vec::with_capacity(n);
                for k in (0..n).rev() {
                    let r = self.int_new_at(k);
                    if r == TMP {
                        return Err(LowerError("no register for a range"));
                    }
                    self.v.pinned.push(r);
                    args.push(r);
                }
                let one = Loc::Const(Value::Int(1));
                let (stop, step, start) = match args[..] {
                    [stop] => (Loc::Gpr(stop, Kind::Int), one, Loc::Const(Value::Int(0))),
                    [start, stop] => (Loc::Gpr(stop, Kind::Int), one, Loc::Gpr(start, Kind::Int)),
                    [start, stop, step] => {
                        self.a.test_rr(step, step);
                        self.exit_to(Some(Cond::E), u.exit, None)?;
                        (
                            Loc::Gpr(stop, Kind::Int),
                            Loc::Gpr(step, Kind::Int),
                            Loc::Gpr(start, Kind::Int),
                        )
                    }
                    _ => return Err(LowerError("range arity")),
                };
                for _ in 0..=n {
                    self.pop();
                }
                self.push(stop);
                self.push(step);
                self.push(start);
            }
            Uop::_ITER_NEXT_RANGE => {
                // The counter's register becomes the item; the next value
                // of the counter goes into a new one.
                let item = match self.raw(0) {
                    Loc::Gpr(r, Kind::Int) => {
                        self.v.pinned.push(r);
                        r
                    }
                    _ => self.int_new_at(0),
                };
                let next = self.a_copy(item);
                let (rs, own) = self.int_any_at(1);
                let writes_before = self.snapshot(None);
                self.a.alu_rr(Alu::Add, next, rs);
                let label = self.a.label();
                self.stubs.push(Stub {
                    steps: self.body_calls,
                    label,
                    exit: u.exit,
                    writes: writes_before,
                });
                self.a.jcc(Cond::O, label);
                if own {
                    self.v.give_back_gpr(rs);
                }
                let old = self.raw(0);
                if old != Loc::Gpr(item, Kind::Int) {
                    self.release(old);
                }
                self.set(0, Loc::Gpr(next, Kind::Int));
                self.push(Loc::Gpr(item, Kind::Int));
            }
            Uop::_GET_ITER | Uop::_GUARD_EXHAUSTED => self.list_fast_path(pc, &u)?,
            Uop::_UNPACK_SEQUENCE => self.unpack_fast_path(pc, &u)?,
            Uop::_ITER_CHECK_LIST | Uop::_GUARD_NOT_EXHAUSTED_LIST | Uop::_ITER_NEXT_LIST
                if matches!(self.peek(2), Loc::Mem(_) | Loc::Const(Value::List(_))) =>
            {
                self.list_iteration(&u)?
            }
            Uop::_BINARY_SUBSCR_LIST_INT | Uop::_STORE_SUBSCR_LIST_INT
                if matches!(self.peek(1), Loc::Mem(_) | Loc::Const(Value::List(_))) =>
            {
                self.list_item_in_place(&u)?
            }
            Uop::_BINARY_SUBSCR_TUPLE_INT
                if matches!(self.peek(1), Loc::Mem(_) | Loc::Const(Value::Tuple(_))) =>
            {
                self.list_item_in_place(&u)?
            }
            Uop::_BINARY_SUBSCR_LIST_INT | Uop::_STORE_SUBSCR_LIST_INT => {
                let get = u.op == Uop::_BINARY_SUBSCR_LIST_INT;
                // Operands: list (NOS), index (TOS), and for a store the
                // value under them, which the helper reads from its slot.
                if !get {
                    let v = self.peek(2);
                    let home = self.sp() - 3;
                    if v != Loc::Mem(home) {
                        self.write_loc(home, v);
                        self.release(v);
                        self.set(2, Loc::Mem(home));
                    }
                }
                // List and index are read where they are (no round trip
                // through memory); only what the call would clobber moves.
                self.flush_for_call_keeping(2);
                // Arguments: rsi = list, rdx = index (through rax, in case
                // one sits in the other's register), rcx = slot address.
                let (list, index) = (self.peek(1), self.peek(0));
                for (dst, l) in [(RAX, list), (regs::ARGS[2], index)] {
                    match l {
                        Loc::Const(v) => self.a.mov_ri(dst, v.to_bits().1 as i64),
                        Loc::Mem(s) => self.a.load(dst, slot_mem(s, PAYLOAD)),
                        Loc::Gpr(r, _) => self.a.mov_rr(dst, r),
                        Loc::Fpr(_) => {
                            return Err(LowerError("a float used as a list or an index"));
                        }
                    }
                }
                self.a.mov_rr(regs::ARGS[1], RAX);
                let slot = if get { self.sp() - 2 } else { self.sp() - 3 };
                self.a.lea(regs::ARGS[3], slot_mem(slot, 0));
                self.a.mov_rr(regs::ARGS[0], CTX);
                let helper = if get {
                    offsets::HELPER_LIST_GET
                } else {
                    offsets::HELPER_LIST_SET
                };
                self.a.call_m(mem(CTX, helper));
                self.a.test_rr(RAX, RAX);
                self.exit_to(Some(Cond::NE), u.exit, None)?;
                self.pop();
                self.pop();
                if get {
                    self.push(Loc::Mem(slot));
                } else {
                    self.pop();
                }
            }
            Uop::_COPY if u.oparg >= 1 => self.copy_entry(u.oparg as usize),
            Uop::_SWAP if u.oparg >= 1 => self.swap_entries(u.oparg as usize)?,
            Uop::_GUARD_BOUND_METHOD if matches!(self.peek(u.oparg as usize), Loc::Mem(_)) => {
                let e =
                    self.entry_of(self.peek(u.oparg as usize), layout::TAG_BOUNDMETHOD, u.exit)?;
                let func = self.bound.func as i32;
                self.a.cmp_mi(mem(e, func + TAG), layout::TAG_FUNC as i32);
                self.exit_to(Some(Cond::NE), u.exit, None)?;
                self.a.cmp_m32i(mem(e, func + PAYLOAD), u.operand as i32);
                self.exit_to(Some(Cond::NE), u.exit, None)?;
                self.free_gpr(e);
            }
            Uop::_BOUND_METHOD_SELF if !matches!(self.peek(0), Loc::Const(_)) => {
                // Not a bound method: the uop leaves the value as it is.
                let home = self.sp() - 1;
                let l = self.pop();
                self.write_loc(home, l);
                self.push(Loc::Mem(home));
                // Taken before the branch: a spill it makes must happen on
                // both paths.
                let e = self.gpr();
                if e == TMP {
                    return Err(LowerError("no register for a bound method"));
                }
                let done = self.a.label();
                self.a
                    .cmp_mi(slot_mem(home, TAG), layout::TAG_BOUNDMETHOD as i32);
                self.a.jcc(Cond::NE, done);
                self.a.load32(e, slot_mem(home, PAYLOAD));
                self.object_to_entry(e);
                self.copy_to_slot(e, self.bound.recv as i32, home);
                self.free_gpr(e);
                self.a.bind(done);
            }
            Uop::_CHECK_FUNCTION | Uop::_CHECK_BUILTIN => {
                let want = u.checked_callee().ok_or(LowerError("bad callee check"))?;
                let tag = want.tag();
                match self.peek(u.oparg as usize) {
                    Loc::Const(v) if v == want => {}
                    Loc::Mem(s) => {
                        self.a.cmp_mi(slot_mem(s, TAG), tag as i32);
                        self.exit_to(Some(Cond::NE), u.exit, None)?;
                        if u.op == Uop::_CHECK_FUNCTION {
                            self.a.cmp_m32i(slot_mem(s, PAYLOAD), u.operand as i32);
                        } else {
                            self.a.cmp_m8i(slot_mem(s, PAYLOAD), u.operand as u8);
                        }
                        self.exit_to(Some(Cond::NE), u.exit, None)?;
                    }
                    _ => self.exit_to(None, u.exit, None)?,
                }
            }
            Uop::_INLINE_ENTER => {
                let argc = (u.oparg & 0xff) as usize;
                let level = ((u.oparg >> 8) & 0xff) as i32;
                let (_, nlocals, offset) = unpack_enter(u.operand);
                // Would the real call exceed the recursion limit?
                if level > self.checked_level {
                    self.a.load(TMP, mem(CTX, offsets::FRAME_COUNT));
                    self.a.alu_ri(Alu::Add, TMP, level);
                    self.a.cmp_rm(TMP, mem(CTX, offsets::RECURSION_LIMIT));
                    self.exit_to(Some(Cond::AE), u.exit, None)?;
                    self.checked_level = level;
                }
                // A call is a step; the next poll charges it (in a loop's
                // body, the back-edge counts it).
                if self.head.is_some() {
                    self.body_calls += 1;
                } else {
                    self.a.dec_m(mem(CTX, offsets::POLL_COUNTDOWN));
                }
                // Arguments stay where they are: one in a register or a
                // constant becomes the callee's local there, written to
                // its slot only if an exit needs it.
                self.v.forget_locals_from(offset);
                let mut params = Vec::with_capacity(argc);
                for i in self.v.entry_order(argc, offset) {
                    let k = argc - 1 - i;
                    let slot = offset + i as u32;
                    let raw = self.raw(k);
                    let kept = match raw {
                        Loc::Mem(_) => self.copy_in_register(self.resolve(raw)),
                        _ => {
                            // The entry's register passes to the local.
                            self.set(k, Loc::Const(Value::None));
                            Some(raw)
                        }
                    };
                    match kept {
                        Some(at) => params.push((slot, at)),
                        None => self.write_loc(slot, raw),
                    }
                }
                for i in argc as u32..nlocals {
                    self.a
                        .store_imm(slot_mem(offset + i, TAG), layout::TAG_UNDEF as i32);
                }
                for _ in 0..inline_enter_pops(u.oparg) {
                    self.pop();
                }
                self.v.frames.push(Frame {
                    fp: offset,
                    base: offset + nlocals,
                    stack: Vec::new(),
                });
                for (slot, at) in params {
                    self.cache_local(slot, at);
                }
            }
            Uop::_INLINE_EXIT => {
                let (parent_fp, parent_sp) = unpack_exit(u.operand);
                let ret = self.pop_raw();
                let callee_fp = self.fp();
                // Drop whatever the callee still held.
                let rest = core::mem::take(&mut self.v.top_frame().stack);
                for l in rest {
                    self.release(l);
                }
                self.v.frames.pop();
                if self.v.frames.is_empty() || self.fp() != parent_fp || self.sp() != parent_sp {
                    return Err(LowerError("inlined frames out of step"));
                }
                // A value still in the callee's slots must move before they
                // are reused; one the callee held elsewhere passes to the
                // caller's entry.
                let ret = match ret {
                    Loc::Mem(s) if s >= callee_fp => match self.v.take_local(s) {
                        Some(at) => at,
                        None => {
                            let home = self.sp();
                            self.write_loc(home, ret);
                            Loc::Mem(home)
                        }
                    },
                    other => other,
                };
                self.v.forget_locals_from(callee_fp);
                self.push(ret);
            }
            Uop::_JUMP_TO_TOP if self.head.is_some() => self.back_edge(u.exit)?,
            Uop::_JUMP_TO_TOP => {
                self.flush();
                let top = self.loop_head.unwrap_or(top);
                let poll = self.a.label();
                self.a.dec_m(mem(CTX, offsets::POLL_COUNTDOWN));
                self.a.jcc(Cond::LE, poll);
                self.a.jmp(top);
                self.a.bind(poll);
                self.call_poll(u.exit)?;
                self.a.jmp(top);
                self.reset_frames();
            }
            Uop::_COUNT_STEP => self.a.dec_m(mem(CTX, offsets::POLL_COUNTDOWN)),
            Uop::_EXIT_TRACE | Uop::_DEOPT => {
                self.exit_to(None, u.exit, None)?;
                self.reset_frames();
            }
            Uop::_GUARD_IS_CONST => {
                let want = self.trace_const(u.operand)?;
                let (tag, payload) = want.to_bits();
                match self.peek(u.oparg as usize) {
                    Loc::Const(v) if v == want => {}
                    // Same tag: the payload is a heap index, in 32 bits.
                    Loc::Mem(s) if want.obj().is_some() && payload <= i32::MAX as u64 => {
                        self.a.cmp_mi(slot_mem(s, TAG), tag as i32);
                        self.exit_to(Some(Cond::NE), u.exit, None)?;
                        self.a.cmp_m32i(slot_mem(s, PAYLOAD), payload as i32);
                        self.exit_to(Some(Cond::NE), u.exit, None)?;
                    }
                    Loc::Mem(_) => self.helper(pc, &u)?,
                    _ => self.exit_to(None, u.exit, None)?,
                }
            }
            Uop::_GUARD_TOS_NONE => {
                let l = self.peek(0);
                self.guard_tag(l, layout::TAG_NONE, u.exit)?;
            }
            Uop::_GUARD_TAG => {
                let l = self.peek(u.oparg as usize);
                self.guard_tag(l, u.operand as u8, u.exit)?;
            }
            Uop::_GUARD_TOS_BOOL => {
                let l = self.peek(0);
                self.guard_tag(l, layout::TAG_BOOL, u.exit)?;
            }
            Uop::_GUARD_TOS_LEN => {
                let l = self.peek(0);
                self.guard_tag(l, layout::TAG_INT, u.exit)?;
                let (r, own) = self.int_any_at(0);
                self.a.test_rr(r, r);
                if own {
                    self.v.give_back_gpr(r);
                }
                self.exit_to(Some(Cond::S), u.exit, None)?;
            }
            Uop::_GUARD_SHAPE => {
                let obj = self.in_memory(u.oparg as usize);
                let e = self.instance_entry(obj, u.exit, false)?;
                self.a
                    .cmp_m32i(mem(e, self.inst.shape as i32), u.operand as u32 as i32);
                self.exit_to(Some(Cond::NE), u.exit, None)?;
                self.free_gpr(e);
            }
            Uop::_LOAD_ATTR_SLOT => {
                let obj = self.in_memory(0);
                let home = self.sp() - 1;
                let e = self.instance_entry(obj, u.exit, false)?;
                let at = self.attr_addr(e, u.operand, u.exit)?;
                self.copy_to_slot(e, at, home);
                self.free_gpr(e);
                self.set(0, Loc::Mem(home));
            }
            Uop::_NEW_INSTANCE => {
                let k = (u.oparg & 0xff) as usize;
                if u.operand as usize >= self.trace.consts.len() || k >= self.depth() {
                    return Err(LowerError("bad instance creation"));
                }
                self.flush_for_call();
                let home = self.sp() - 1 - k as u32;
                self.a.mov_rr(regs::ARGS[0], CTX);
                self.a.mov_ri(
                    regs::ARGS[1],
                    (self.addrs.trace_consts + u.operand as usize * core::mem::size_of::<Value>())
                        as i64,
                );
                self.a.lea(regs::ARGS[2], slot_mem(home, 0));
                self.a.call_m(mem(CTX, offsets::HELPER_NEW_INSTANCE));
                self.a.test_rr(RAX, RAX);
                self.exit_to(Some(Cond::NE), u.exit, None)?;
                self.set(k, Loc::Mem(home));
            }
            Uop::_STORE_ATTR_SLOT => {
                // The instance on top, the value under it.
                let obj = self.in_memory(0);
                let value = self.peek(1);
                // Allocating the entry register must not spill the value.
                match value {
                    Loc::Gpr(r, _) => self.v.pinned.push(r),
                    Loc::Fpr(x) => self.v.fpinned.push(x),
                    _ => {}
                }
                let e = self.instance_entry(obj, u.exit, true)?;
                let at = self.attr_addr(e, u.operand, u.exit)?;
                self.write_at(e, at, value);
                self.free_gpr(e);
                self.pop();
                self.pop();
            }
            Uop::_STORE_ATTR_ADD => {
                // In place while the vector has room; the helper grows it.
                self.flush_for_call_keeping(2);
                let obj = self.in_memory(0);
                let value = self.in_memory(1);
                let e = self.instance_entry(obj, u.exit, true)?;
                let (slow, done) = (self.a.label(), self.a.label());
                let n = self.gpr();
                let p = self.gpr();
                if n == TMP || p == TMP {
                    return Err(LowerError("no register for an attribute"));
                }
                self.a.load32(n, mem(e, self.inst.slots_len as i32));
                self.a.load32(p, mem(e, self.inst.slots_cap as i32));
                self.a.alu_rr(Alu::Cmp, n, p);
                self.a.jcc(Cond::AE, slow);
                self.a.load(p, mem(e, self.inst.slots_addr as i32));
                self.a.shl_ri(n, 4);
                self.a.alu_rr(Alu::Add, p, n);
                self.write_at(p, 0, Loc::Mem(value));
                self.a.inc_m32(mem(e, self.inst.slots_len as i32));
                self.a
                    .store32_imm(mem(e, self.inst.shape as i32), u.operand as u32 as i32);
                self.a.jmp(done);
                self.a.bind(slow);
                self.a.mov_rr(regs::ARGS[0], CTX);
                self.a.lea(regs::ARGS[1], slot_mem(obj, 0));
                self.a.mov_ri(regs::ARGS[2], u.operand as i64);
                self.a.lea(regs::ARGS[3], slot_mem(value, 0));
                self.a.call_m(mem(CTX, offsets::HELPER_SLOT_ADD));
                self.a.test_rr(RAX, RAX);
                self.exit_to(Some(Cond::NE), u.exit, None)?;
                self.a.bind(done);
                for r in [e, n, p] {
                    self.free_gpr(r);
                }
                self.pop();
                self.pop();
            }
            Uop::_LEN_LIST => {
                // The list's length word, in place.
                let e = self.entry_of(self.peek(0), layout::TAG_LIST, u.exit)?;
                self.a.load(e, mem(e, self.list.items_len as i32));
                self.pop();
                self.pop();
                self.push(Loc::Gpr(e, Kind::Int));
            }
            Uop::_TO_BOOL_INT => {
                let (r, own) = self.int_any_at(0);
                self.a.test_rr(r, r);
                if own {
                    self.v.give_back_gpr(r);
                }
                self.pop();
                return self.comparison_result(Cond::NE, next);
            }
            Uop::_IS_OP => {
                let negate = u.oparg == 1;
                // A constant whose identity the tag and the payload's own
                // bytes decide (floats compare as the helper does).
                let singleton = |l: Loc| match l {
                    Loc::Const(Value::Float(_)) => false,
                    Loc::Const(v) => v.payload_bytes() != 4 || v.to_bits().1 <= i32::MAX as u64,
                    _ => false,
                };
                let (other, single) = match (self.peek(1), self.peek(0)) {
                    (a, b) if singleton(b) => (a, b),
                    (a, b) if singleton(a) => (b, a),
                    (Loc::Mem(a), Loc::Mem(b)) => {
                        return self.identical_in_memory(pc, &u, (a, b), next);
                    }
                    _ => {
                        self.helper(pc, &u)?;
                        return Ok(1);
                    }
                };
                // `x is None`: a tag test; `x is True`, `x is SENTINEL`,
                // `type(x) is int`: the tag, then the payload's own bytes.
                match (other, single) {
                    (Loc::Mem(s), Loc::Const(c)) => {
                        let differs = self.a.label();
                        let (tag, payload) = c.to_bits();
                        self.a.cmp_mi(slot_mem(s, TAG), tag as i32);
                        let at = slot_mem(s, PAYLOAD);
                        match c.payload_bytes() {
                            0 => {}
                            1 => {
                                self.a.jcc(Cond::NE, differs);
                                self.a.cmp_m8i(at, payload as u8);
                            }
                            4 => {
                                self.a.jcc(Cond::NE, differs);
                                self.a.cmp_m32i(at, payload as i32);
                            }
                            _ => {
                                self.a.jcc(Cond::NE, differs);
                                self.a.mov_ri(TMP, payload as i64);
                                self.a.cmp_rm(TMP, at);
                            }
                        }
                        self.a.bind(differs);
                        self.pop();
                        self.pop();
                        return self
                            .comparison_result(if negate { Cond::NE } else { Cond::E }, next);
                    }
                    (Loc::Const(v), Loc::Const(c)) => {
                        self.pop();
                        self.pop();
                        self.push(Loc::Const(Value::Bool((v == c) != negate)));
                    }
                    // An unboxed bool: its register against the constant.
                    (Loc::Gpr(r, Kind::Bool), Loc::Const(Value::Bool(b))) => {
                        self.a.alu_ri(Alu::Cmp, r, b as i32);
                        self.pop();
                        self.pop();
                        return self
                            .comparison_result(if negate { Cond::NE } else { Cond::E }, next);
                    }
                    (Loc::Gpr(r, Kind::Int), Loc::Const(Value::Int(k))) => {
                        self.a.mov_ri(TMP, k);
                        self.a.alu_rr(Alu::Cmp, r, TMP);
                        self.pop();
                        self.pop();
                        return self
                            .comparison_result(if negate { Cond::NE } else { Cond::E }, next);
                    }
                    // Unboxed: an int, a float, or a bool against a value
                    // of another type, never the constant.
                    _ => {
                        self.pop();
                        self.pop();
                        self.push(Loc::Const(Value::Bool(negate)));
                    }
                }
            }
            Uop::_ITER_NEXT_STR => {
                self.fast_or_value_op(&u, |g, base, slow| g.str_iter_fast(base, slow))?
            }
            Uop::_CALL_ORD => self.fast_or_value_op(&u, |g, base, slow| g.ord_fast(base, slow))?,
            Uop::_CALL_LEN => self.fast_or_value_op(&u, |g, base, slow| g.len_fast(base, slow))?,
            Uop::_TO_BOOL => {
                let top = self
                    .sp()
                    .checked_sub(1)
                    .ok_or(LowerError("stack underflow"))?;
                self.fast_or_helper(pc, &u, |g, slow| g.truth_fast(top, slow))?
            }
            Uop::_GUARD_TUPLE_LEN | Uop::_GUARD_EMPTY_DICT => self.container_guard(&u)?,
            Uop::_CONTAINS_OP_STR => {
                let negated = u.oparg == 1;
                self.fast_or_value_op(&u, |g, base, slow| g.char_in_str_fast(negated, base, slow))?
            }
            Uop::_CALL_STR_METHOD
                if u.oparg == 0
                    && let Some(class) = Attr::ALL
                        .get(u.operand as usize)
                        .and_then(|&a| builtin_values::CharClass::of(a)) =>
            {
                self.fast_or_value_op(&u, |g, base, slow| g.char_class_fast(class, base, slow))?
            }
            Uop::_BINARY_SUBSCR_STR_INT => {
                self.fast_or_value_op(&u, |g, base, slow| g.str_index_fast(base, slow))?
            }
            Uop::_COMPARE_OP_STR => {
                let cmp = CmpOp::from_u32(u.oparg).ok_or(LowerError("bad comparison"))?;
                self.fast_or_value_op(&u, |g, base, slow| g.str_compare_fast(cmp, base, slow))?
            }
            Uop::_CALL_LIST_APPEND => self.list_append(&u)?,
            Uop::_LIST_APPEND => self.comprehension_append(&u)?,
            Uop::_ITER_NEXT_ENUMERATE => self.enumerate_next(&u)?,
            Uop::_GUARD_GEN => self.guard_generator(&u)?,
            Uop::_GEN_RESUME => self.resume_generator(&u)?,
            Uop::_GEN_YIELD => self.yield_generator(&u)?,
            Uop::_COMPARE_OP_TUPLE => {
                let cmp = CmpOp::from_u32(u.oparg).ok_or(LowerError("bad comparison"))?;
                self.fast_or_value_op(&u, |g, base, slow| g.tuple_compare_fast(cmp, base, slow))?
            }
            _ if value_ops::runs(u.op) => self.value_op(&u)?,
            _ => self.helper(pc, &u)?,
        }
        Ok(1)
    }

    /// Leaves through `exit` when the range iteration on top (stop, step,
    /// counter: ints) has items left, if `exhausted` is wanted, or has
    /// none, if not. A zero step never has items.
    fn range_guard(&mut self, exit: u32, exhausted: bool) -> Result<(), LowerError> {
        let (rs, own_s) = self.int_any_at(1);
        let (rc, own_c) = self.int_any_at(0);
        let (rt, own_t) = self.int_any_at(2);
        let negative = self.a.label();
        let done = self.a.label();
        // Under a positive step there are items while counter < stop;
        // under a negative one while counter > stop.
        let (up, down) = if exhausted {
            (Cond::L, Cond::G)
        } else {
            (Cond::GE, Cond::LE)
        };
        self.a.test_rr(rs, rs);
        self.a.jcc(Cond::LE, negative);
        self.a.alu_rr(Alu::Cmp, rc, rt);
        self.exit_to(Some(up), exit, None)?;
        self.a.jmp(done);
        self.a.bind(negative);
        if exhausted {
            self.a.jcc(Cond::E, done);
        } else {
            self.exit_to(Some(Cond::E), exit, None)?;
        }
        self.a.alu_rr(Alu::Cmp, rc, rt);
        self.exit_to(Some(down), exit, None)?;
        self.a.bind(done);
        for (r, own) in [(rs, own_s), (rc, own_c), (rt, own_t)] {
            if own {
                self.v.give_back_gpr(r);
            }
        }
        Ok(())
    }

    /// A builtin-value operation (`tier2::value_ops`) through its helper:
    /// the slots it reads in memory, its results written into them and
    /// past them.
    fn value_op(&mut self, u: &UopInst) -> Result<(), LowerError> {
        self.flush_for_call();
        let (pops, pushes) = u.op.effect(u.oparg);
        let window = value_ops::window(u.op, u.oparg);
        if window > self.depth() {
            return Err(LowerError("stack underflow"));
        }
        let base = self.sp() - window as u32;
        self.a.mov_rr(regs::ARGS[0], CTX);
        // One word: the uop, its oparg and a small operand (an attribute).
        if u.operand >= 1 << 24 {
            return Err(LowerError("value-op operand too large"));
        }
        let word = (u.op as u64) | ((u.oparg as u64) << 8) | (u.operand << 40);
        self.a.mov_ri(regs::ARGS[1], word as i64);
        self.a.lea(regs::ARGS[2], slot_mem(base, 0));
        self.a.call_m(mem(CTX, offsets::HELPER_VALUE_OP));
        self.a.test_rr(RAX, RAX);
        self.exit_to(Some(Cond::NE), u.exit, None)?;
        for _ in 0..pops {
            self.pop();
        }
        let top = self.sp();
        for i in 0..pushes {
            self.push(Loc::Mem(top + i));
        }
        Ok(())
    }

    /// Calls the poll helper (everything is in slots) and takes `exit`
    /// when the step budget is spent.
    fn call_poll(&mut self, exit: u32) -> Result<(), LowerError> {
        self.a.mov_rr(regs::ARGS[0], CTX);
        self.a.mov_ri(regs::ARGS[1], self.sp() as i64);
        self.a.call_m(mem(CTX, offsets::HELPER_POLL));
        self.a.test_rr(RAX, RAX);
        self.exit_to(Some(Cond::NE), exit, None)
    }

    /// Runs uop `pc` through the reference semantics.
    /// The trace's `helper_uop` thunk, which a call site enters with the
    /// uop's index, `sp` and `fp` in the second to fourth argument
    /// registers: it turns the index into the uop's address, adds the
    /// context and the trace's constants, and tail-jumps to the helper,
    /// which returns to the call site.
    fn uop_thunk_body(&mut self, thunk: Label) {
        self.a.bind(thunk);
        self.a.mov_rr(regs::ARGS[0], CTX);
        self.a.imul_rri(
            regs::ARGS[1],
            regs::ARGS[1],
            core::mem::size_of::<UopInst>() as i32,
        );
        self.a.mov_ri(RAX, self.addrs.uops as i64);
        self.a.alu_rr(Alu::Add, regs::ARGS[1], RAX);
        self.a.mov_ri(regs::ARGS[4], self.addrs.trace_consts as i64);
        self.a.mov_ri(regs::ARGS[5], self.trace.consts.len() as i64);
        self.a.jmp_m(mem(CTX, offsets::HELPER_UOP));
    }

    fn helper(&mut self, pc: usize, u: &UopInst) -> Result<(), LowerError> {
        if matches!(u.op, Uop::_INLINE_ENTER | Uop::_INLINE_EXIT) {
            return Err(LowerError("frame uops need a native lowering"));
        }
        self.flush_for_call();
        let (pops, pushes) = u.op.effect(u.oparg);
        if (pops as usize) > self.depth() {
            return Err(LowerError("stack underflow"));
        }
        let sp = self.sp() as i64;
        let fp = self.fp() as i64;
        // The arguments that differ per uop here; the trace's thunk adds
        // the ones every call of this trace shares (20 bytes a call
        // instead of 58).
        let thunk = *self.uop_thunk.get_or_insert_with(|| self.a.label());
        self.a.mov_ri(regs::ARGS[1], pc as i64);
        self.a.mov_ri(regs::ARGS[2], sp);
        self.a.mov_ri(regs::ARGS[3], fp);
        self.a.call(thunk);
        if u.op.info().flags.can_exit() {
            self.a.test_rr(RAX, RAX);
            self.exit_to(Some(Cond::NE), u.exit, None)?;
        }
        for _ in 0..pops {
            self.pop();
        }
        let base = self.sp();
        for i in 0..pushes {
            self.push(Loc::Mem(base + i));
        }
        let _ = self.trace.kind == TraceKind::Root;
        Ok(())
    }
}
