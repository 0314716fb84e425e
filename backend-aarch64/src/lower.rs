//! Trace to AArch64 machine code.
//!
//! This module owns the lowering of uops to A64 instructions and the layout
//! of a trace's code; [`crate::Aarch64Backend`] places, enters and patches
//! what it produces.
//!
//! It follows the x86-64 backend's lowering uop for uop, so the two read
//! alike, and shares its decisions: where each value is, the locals held in
//! registers and a peeled loop's back-edge come from the shared lowering
//! layer (`trellis_core::tier2::lowering`); this module selects the A64
//! instructions. Values go to memory only when something needs them
//! there: a helper call, or an exit. Exits branch to out-of-line stubs
//! that write back what the trace held in registers (so the reconstruction
//! record finds every value in its slot), count the exit and end in a
//! patchable `B`: unlinked, it goes to the exit's return path, which
//! returns `(trace_id << 32) | exit` to the runtime; linked, it goes
//! straight to another trace's body, or through the exit's long path
//! (`LDR x16, literal; BR x16`) when that body is beyond `B`'s ±128 MiB.
//!
//! Layout: prologue, body, exit stubs, per exit a return path and a long
//! path, the shared epilogue, then 8-byte aligned data (the exits' link
//! literals and a pool of 64-bit constants loaded PC-relative).
//!
//! Uops without a native lowering call the core's reference semantics
//! (`exec_uop`) through a helper, with every value flushed to memory first.
//! The optimizer's guards are trusted: operands of typed uops (int and float
//! arithmetic, range iteration) are known to have their types.

use alloc::vec::Vec;
use core::cell::Cell;

use trellis_core::bytecode::{BinOp, CmpOp};
use trellis_core::tier2::Trace;
use trellis_core::tier2::context::offsets;
use trellis_core::tier2::lowering::back_edge::{self, Carried, Step};
use trellis_core::tier2::lowering::{self, Frame, Kind, LoopHead, Values};
use trellis_core::tier2::recorder::{unpack_enter, unpack_exit};
use trellis_core::tier2::uops::{Uop, UopInst, inline_enter_pops};
use trellis_core::value::{Value, layout};

use crate::encoder::{Asm, AsmError, Cond, Label, PairMode, logical_imm};
use crate::regs::{
    ALLOC, ARGS, CALLEE_SAVED, CTX, FALLOC, FP, FSCRATCH, LR, RET, Reg, SAVED, SLOTS, SP, TMP,
    TMP2, VReg, X0, XZR,
};

/// Where a value is (see [`trellis_core::tier2::lowering::Loc`]).
type Loc = lowering::Loc<Reg, VReg>;

/// How control reaches an exit's stub.
#[derive(Clone, Copy, Debug)]
enum Branch {
    Always,
    If(Cond),
    /// `CBZ`/`CBNZ` on a register.
    Zero(Reg),
    NonZero(Reg),
}

/// An exit stub to emit after the body.
struct Stub {
    label: Label,
    exit: u32,
    /// Values to write back: (slot, where the value is).
    writes: Vec<(u32, Loc)>,
    /// Inlined calls of the loop body before the exit, which the back-edge
    /// would have counted: the stub counts them.
    steps: u64,
}

/// Where one exit's patchable code is (byte offsets into the code).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ExitCode {
    /// The `B` that ends each of the exit's stubs (empty: the exit is never
    /// taken). Unlinked, each jumps to `ret`.
    pub sites: Vec<usize>,
    /// The return path: returns the exit's code to the runtime.
    pub ret: usize,
    /// The long path, `LDR x16, literal; BR x16`, for link targets out of
    /// `B`'s reach, and its 8-byte aligned literal.
    pub long: usize,
    pub literal: usize,
}

/// The result of lowering one trace.
pub struct Lowered {
    pub code: Vec<u8>,
    /// Offset of the prologue (entry from the runtime).
    pub entry: usize,
    /// Offset of the body (entry from a linked exit).
    pub body: usize,
    /// Per exit.
    pub exits: Vec<ExitCode>,
    /// (code offset, uop index) at the start of each uop's code.
    pub uop_at: Vec<(usize, usize)>,
    /// Where the data (literals) after the instructions starts.
    pub data_at: usize,
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

/// Notes a failed encoding: `ck!(gen, gen.a.ldr(..))`.
macro_rules! ck {
    ($g:expr, $e:expr) => {{
        let r = $e;
        $g.check(r);
    }};
}

const TAG: i32 = layout::TAG_OFFSET as i32;
const PAYLOAD: i32 = layout::PAYLOAD_OFFSET as i32;

/// Bytes the prologue pushes: FP/LR and every register of [`SAVED`], in
/// pairs (16-byte aligned). Every trace saves the same set, because a
/// linked exit jumps into another trace's body inside the first trace's
/// frame, and the last trace's epilogue restores it.
const FRAME: i32 = 16 * (1 + SAVED.len() as i32 / 2);

/// The offset of `slot`'s `field` from [`SLOTS`], or `None` past `i32`.
fn slot_off(slot: u32, field: i32) -> Option<i32> {
    i32::try_from(slot as i64 * layout::SIZE as i64 + field as i64).ok()
}

/// `STP`/`LDP` reach: a multiple of 8 in -512..=504.
fn pair_reach(off: i32) -> bool {
    off % 8 == 0 && (-512..=504).contains(&off)
}

/// Instructions `Asm::mov_ri` takes for `v`.
fn mov_len(v: u64) -> usize {
    let mut a = Asm::new();
    a.mov_ri(X0, v as i64);
    a.code.len() / 4
}

struct Gen<'a> {
    a: Asm,
    trace: &'a Trace,
    consts: &'a [Value],
    addrs: &'a Addresses,
    /// Where every value is (see [`Values`]).
    v: Values<Reg, VReg>,
    stubs: Vec<Stub>,
    epilogue: Label,
    uop_at: Vec<(usize, usize)>,
    /// Where `_JUMP_TO_TOP` returns: `_LOOP_START` if the trace was peeled.
    loop_head: Option<Label>,
    /// 64-bit constants loaded PC-relative, emitted after the code.
    pool: Vec<(u64, Label)>,
    /// Set when the trace cannot be lowered (a uop reaching below its
    /// stack, an operand no instruction can hold, no free register).
    failed: Cell<Option<&'static str>>,
    /// Where a peeled loop's head keeps each value.
    head: Option<LoopHead<Reg, VReg>>,
    /// The deepest inlining level whose recursion-limit check the code
    /// so far has made (the frame count does not change while a trace
    /// runs, so one check covers every later call at that depth or less).
    checked_level: u64,
    /// Inlined calls in the loop body since its head: the back-edge counts
    /// them with its own step.
    body_calls: u64,
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
        v: Values::new(&ALLOC, &FALLOC),
        stubs: Vec::new(),
        epilogue,
        uop_at: Vec::new(),
        loop_head: None,
        pool: Vec::new(),
        failed: Cell::new(None),
        head: None,
        checked_level: 0,
        body_calls: 0,
    };
    // Prologue: FP/LR and the callee-saved registers, SP stays 16-aligned.
    let entry = g.a.pos();
    ck!(g, g.a.stp(PairMode::PreIndex, FP, LR, SP, -FRAME));
    g.a.mov_sp(FP, SP);
    for (i, pair) in SAVED.chunks(2).enumerate() {
        ck!(
            g,
            g.a.stp(PairMode::Offset, pair[0], pair[1], SP, 16 + 16 * i as i32)
        );
    }
    g.a.mov_rr(CTX, ARGS[0]);
    ck!(g, g.a.ldr(SLOTS, CTX, offsets::SLOTS));
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
            g.exit_to(Branch::Always, u.exit)?;
        }
        pc += g.uop(pc, top)?;
        if g.v.broken() {
            return Err(LowerError("a uop reaches below its stack"));
        }
        if let Some(why) = g.failed.get() {
            return Err(LowerError(why));
        }
    }
    // Exit stubs, each ending in its patch site.
    let stubs = core::mem::take(&mut g.stubs);
    let mut paths: Vec<Option<(Label, Label, Label)>> = alloc::vec![None; trace.exits.len()];
    let mut exits = alloc::vec![ExitCode::default(); trace.exits.len()];
    for s in &stubs {
        g.a.bind(s.label);
        for &(slot, loc) in &s.writes {
            g.store_value(slot, loc);
        }
        if s.steps > 0 {
            g.count_steps(s.steps);
        }
        g.count_exit(s.exit);
        let (ret, _, _) =
            *paths[s.exit as usize].get_or_insert_with(|| (g.a.label(), g.a.label(), g.a.label()));
        exits[s.exit as usize].sites.push(g.a.pos());
        g.a.b(ret);
    }
    // Per taken exit: the return path and the long path.
    for (exit, p) in paths.iter().enumerate() {
        if let Some((ret, long, literal)) = *p {
            g.a.bind(ret);
            exits[exit].ret = g.a.pos();
            g.a.mov_ri(RET, ((trace.id.0 as i64) << 32) | exit as i64);
            g.a.b(g.epilogue);
            g.a.bind(long);
            exits[exit].long = g.a.pos();
            g.a.jmp_slot(TMP, literal);
        }
    }
    g.a.bind(g.epilogue);
    for (i, pair) in SAVED.chunks(2).enumerate() {
        ck!(
            g,
            g.a.ldp(PairMode::Offset, pair[0], pair[1], SP, 16 + 16 * i as i32)
        );
    }
    ck!(g, g.a.ldp(PairMode::PostIndex, FP, LR, SP, FRAME));
    g.a.ret();
    // Data: link literals (zero until linked far away), then the pool.
    g.a.align(8);
    let data_at = g.a.pos();
    for (exit, p) in paths.iter().enumerate() {
        if let Some((_, _, literal)) = *p {
            exits[exit].literal = g.a.literal_slot(literal, 0);
        }
    }
    for (v, l) in core::mem::take(&mut g.pool) {
        g.a.literal_slot(l, v);
    }
    if let Some(why) = g.failed.get() {
        return Err(LowerError(why));
    }
    g.a.finish().map_err(|e| match e {
        AsmError::OutOfRange { .. } => LowerError("trace too large for its branches' reach"),
        _ => LowerError("unbound label"),
    })?;
    Ok(Lowered {
        code: g.a.code,
        entry,
        body,
        exits,
        uop_at: g.uop_at,
        data_at,
    })
}

impl Gen<'_> {
    // ------------------------------------------------------------ state

    /// Notes an encoding failure (the trace is then not compiled).
    fn check(&self, r: Result<(), AsmError>) {
        if r.is_err() {
            self.fail("an operand no instruction can hold");
        }
    }

    fn fail(&self, why: &'static str) {
        if self.failed.get().is_none() {
            self.failed.set(Some(why));
        }
    }

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

    /// Entry `k` places below the top (0 = top), where its value is now.
    fn peek(&self, k: usize) -> Loc {
        self.v.peek(k)
    }

    /// Entry `k` as the stack holds it.
    fn raw(&self, k: usize) -> Loc {
        self.v.raw(k)
    }

    fn resolve(&self, l: Loc) -> Loc {
        self.v.resolve(l)
    }

    fn cached(&self, slot: u32) -> Option<Carried<Reg, VReg>> {
        self.v.cached(slot)
    }

    /// Forgets where the trace holds local `slot`, writing it back first
    /// when `write_back` and the slot lacks it.
    fn uncache(&mut self, slot: u32, write_back: bool) {
        if let Some((slot, at)) = self.v.uncache(slot, write_back) {
            self.store_value(slot, at);
        }
    }

    fn cache_local(&mut self, slot: u32, at: Loc) {
        self.v.cache_local(slot, at, false);
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

    fn release(&mut self, l: Loc) {
        self.v.release(l);
    }

    /// A free general register for the current uop (spilling a value if
    /// none is free).
    fn gpr(&mut self) -> Reg {
        let (r, w) = self.v.take_gpr();
        self.emit_writes(w);
        r.unwrap_or_else(|| {
            self.fail("out of general registers");
            TMP
        })
    }

    fn fpr(&mut self) -> VReg {
        let (x, w) = self.v.take_fpr();
        self.emit_writes(w);
        x.unwrap_or_else(|| {
            self.fail("out of float registers");
            FSCRATCH
        })
    }

    // ------------------------------------------------------------ memory

    /// A load or store at `[base, #off]`, through [`TMP2`] when the offset
    /// is beyond the instruction's reach (so a stored register must not be
    /// `TMP2`).
    fn mem_op(
        &mut self,
        base: Reg,
        off: i32,
        op: impl Fn(&mut Asm, Reg, i32) -> Result<(), AsmError>,
    ) {
        if op(&mut self.a, base, off).is_ok() {
            return;
        }
        self.a.mov_ri(TMP2, off as i64);
        self.a.add_rr(TMP2, base, TMP2);
        let r = op(&mut self.a, TMP2, 0);
        self.check(r);
    }

    /// `[SLOTS + slot * 16 + field]`'s offset (the trace fails if it has
    /// none).
    fn off(&self, slot: u32, field: i32) -> i32 {
        slot_off(slot, field).unwrap_or_else(|| {
            self.fail("a slot beyond reach");
            0
        })
    }

    fn ldr_slot(&mut self, t: Reg, slot: u32, field: i32) {
        let off = self.off(slot, field);
        self.mem_op(SLOTS, off, |a, b, o| a.ldr(t, b, o));
    }

    fn str_slot(&mut self, t: Reg, slot: u32, field: i32) {
        debug_assert!(t != TMP2);
        let off = self.off(slot, field);
        self.mem_op(SLOTS, off, |a, b, o| a.str(t, b, o));
    }

    /// `d = n + imm` for any `imm` (through [`TMP`] when it is no `ADD`
    /// immediate).
    fn add_imm(&mut self, d: Reg, n: Reg, imm: u64) {
        if self.a.add_ri(d, n, imm).is_err() {
            self.load_const(TMP, imm);
            self.a.add_rr(d, n, TMP);
        }
    }

    /// `r = v`: `MOV`s when two instructions do, else a PC-relative load
    /// from the trace's constant pool.
    fn load_const(&mut self, r: Reg, v: u64) {
        if mov_len(v) <= 2 {
            self.a.mov_ri(r, v as i64);
            return;
        }
        let l = match self.pool.iter().find(|(c, _)| *c == v) {
            Some(&(_, l)) => l,
            None => {
                let l = self.a.label();
                self.pool.push((v, l));
                l
            }
        };
        self.a.ldr_literal(r, l);
    }

    /// `cmp r, #v` (or `cmn`), else through [`TMP2`].
    fn cmp_imm(&mut self, r: Reg, v: i64) {
        let ok = if v >= 0 {
            self.a.cmp_ri(r, v as u64).is_ok()
        } else {
            self.a.cmn_ri(r, v.unsigned_abs()).is_ok()
        };
        if !ok {
            self.load_const(TMP2, v as u64);
            self.a.cmp_rr(r, TMP2);
        }
    }

    /// Writes the value at `loc` as a full value into `slot`.
    fn write_loc(&mut self, slot: u32, loc: Loc) {
        let loc = self.resolve(loc);
        self.store_value(slot, loc);
    }

    /// Emits the writes the value state planned.
    fn emit_writes(&mut self, writes: Vec<(u32, Loc)>) {
        for (slot, loc) in writes {
            self.store_value(slot, loc);
        }
    }

    /// Writes the value at `loc`, where it is now, as a full value into
    /// `slot`.
    fn store_value(&mut self, slot: u32, loc: Loc) {
        let dst = self.off(slot, TAG);
        match loc {
            Loc::Mem(s) if s == slot => {}
            Loc::Mem(s) => {
                let src = self.off(s, TAG);
                if pair_reach(src) && pair_reach(dst) {
                    ck!(self, self.a.ldp(PairMode::Offset, TMP, TMP2, SLOTS, src));
                    ck!(self, self.a.stp(PairMode::Offset, TMP, TMP2, SLOTS, dst));
                } else {
                    for field in [TAG, PAYLOAD] {
                        self.ldr_slot(TMP, s, field);
                        self.str_slot(TMP, slot, field);
                    }
                }
            }
            Loc::Const(v) => {
                let (tag, payload) = v.to_bits();
                self.a.mov_ri(TMP, tag as i64);
                if pair_reach(dst) {
                    let p = if payload == 0 {
                        XZR
                    } else {
                        self.load_const(TMP2, payload);
                        TMP2
                    };
                    ck!(self, self.a.stp(PairMode::Offset, TMP, p, SLOTS, dst));
                } else {
                    self.str_slot(TMP, slot, TAG);
                    self.load_const(TMP, payload);
                    self.str_slot(TMP, slot, PAYLOAD);
                }
            }
            Loc::Gpr(r, kind) => {
                let tag = if kind == Kind::Int {
                    layout::TAG_INT
                } else {
                    layout::TAG_BOOL
                };
                self.a.mov_ri(TMP, tag as i64);
                if pair_reach(dst) {
                    ck!(self, self.a.stp(PairMode::Offset, TMP, r, SLOTS, dst));
                } else {
                    self.str_slot(TMP, slot, TAG);
                    self.str_slot(r, slot, PAYLOAD);
                }
            }
            Loc::Fpr(x) => {
                self.a.mov_ri(TMP, layout::TAG_FLOAT as i64);
                self.str_slot(TMP, slot, TAG);
                let off = self.off(slot, PAYLOAD);
                self.mem_op(SLOTS, off, |a, b, o| a.str_d(x, b, o));
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

    /// Entries that still read local `slot` get their own copy before the
    /// local changes.
    fn detach_local(&mut self, slot: u32) {
        let w = self.v.detach_local(slot);
        self.emit_writes(w);
    }

    /// Entries that read another slot get their own copy.
    fn settle_entries(&mut self) {
        let w = self.v.settle_entries();
        self.emit_writes(w);
    }

    /// The writes an exit here needs.
    fn snapshot(&self) -> Vec<(u32, Loc)> {
        self.v.snapshot(None)
    }

    /// A branch to the stub of `exit`, which writes back the current state.
    fn exit_to(&mut self, br: Branch, exit: u32) -> Result<(), LowerError> {
        if exit as usize >= self.trace.exits.len() {
            return Err(LowerError("uop without an exit record"));
        }
        let label = self.a.label();
        let writes = self.snapshot();
        self.stubs.push(Stub {
            steps: self.body_calls,
            label,
            exit,
            writes,
        });
        match br {
            Branch::Always => self.a.b(label),
            Branch::If(c) => self.a.b_cond(c, label),
            Branch::Zero(r) => self.a.cbz(r, label),
            Branch::NonZero(r) => self.a.cbnz(r, label),
        }
        Ok(())
    }

    /// In a stub: `counters[exit] += 1`.
    fn count_exit(&mut self, exit: u32) {
        self.load_const(TMP, self.addrs.counters as u64);
        let mut off = exit as i64 * 8;
        if off > 32760 {
            self.load_const(TMP2, off as u64);
            self.a.add_rr(TMP, TMP, TMP2);
            off = 0;
        }
        let off = off as i32;
        ck!(self, self.a.ldr(TMP2, TMP, off));
        ck!(self, self.a.add_ri(TMP2, TMP2, 1));
        ck!(self, self.a.str(TMP2, TMP, off));
    }

    /// `BLR` to the helper whose address is at `field` of the context.
    /// Subtracts one step from the poll countdown, setting the flags
    /// (`GT`: steps are left).
    fn count_step(&mut self) {
        self.count_steps(1);
    }

    /// Subtracts `n` steps (below 4096) from the poll countdown, setting
    /// the flags as [`Self::count_step`] does.
    fn count_steps(&mut self, n: u64) {
        ck!(self, self.a.ldr(TMP, CTX, offsets::POLL_COUNTDOWN));
        ck!(self, self.a.subs_ri(TMP, TMP, n));
        ck!(self, self.a.str(TMP, CTX, offsets::POLL_COUNTDOWN));
    }

    /// Calls the poll helper (everything is in slots) and takes `exit`
    /// when the step budget is spent.
    fn call_poll(&mut self, exit: u32) -> Result<(), LowerError> {
        self.a.mov_rr(ARGS[0], CTX);
        self.a.mov_ri(ARGS[1], self.sp() as i64);
        self.call_helper(offsets::HELPER_POLL);
        self.exit_to(Branch::NonZero(RET), exit)
    }

    fn call_helper(&mut self, field: i32) {
        ck!(self, self.a.ldr(TMP, CTX, field));
        self.a.blr(TMP);
    }

    // ------------------------------------------------------------ operands

    /// The int payload of `l` in a fresh register the caller owns.
    fn int_in_new(&mut self, l: Loc) -> Reg {
        let r = self.gpr();
        match l {
            Loc::Gpr(s, _) => self.a.mov_rr(r, s),
            Loc::Const(v) => {
                let bits = v.to_bits().1;
                self.load_const(r, bits);
            }
            Loc::Mem(s) => self.ldr_slot(r, s, PAYLOAD),
            Loc::Fpr(x) => self.a.fmov_to_gpr(r, x),
        }
        r
    }

    /// The int payload of `l` in some register; the bool says whether the
    /// caller owns it (and must free it or keep it as a result).
    fn int_in_any(&mut self, l: Loc) -> (Reg, bool) {
        match l {
            Loc::Gpr(r, _) => {
                self.v.pinned.push(r);
                (r, false)
            }
            _ => (self.int_in_new(l), true),
        }
    }

    fn int_any_at(&mut self, k: usize) -> (Reg, bool) {
        let l = self.peek(k);
        self.int_in_any(l)
    }

    /// A register for a result computed from an operand in `r`: `r` itself
    /// when the caller owns it (a temporary), else a fresh one.
    fn int_dest(&mut self, r: Reg, own: bool) -> Reg {
        if own { r } else { self.gpr() }
    }

    fn float_dest(&mut self, x: VReg, own: bool) -> VReg {
        if own { x } else { self.fpr() }
    }

    fn free_if(&mut self, r: Reg, own: bool) {
        if own {
            self.v.give_back_gpr(r);
        }
    }

    fn ffree_if(&mut self, x: VReg, own: bool) {
        if own {
            self.v.give_back_fpr(x);
        }
    }

    fn float_in_new(&mut self, l: Loc) -> VReg {
        let x = self.fpr();
        match l {
            Loc::Fpr(s) => self.a.fmov(x, s),
            Loc::Mem(s) => {
                let off = self.off(s, PAYLOAD);
                self.mem_op(SLOTS, off, |a, b, o| a.ldr_d(x, b, o));
            }
            Loc::Const(v) => {
                let bits = match v {
                    Value::Int(i) => (i as f64).to_bits(),
                    _ => v.to_bits().1,
                };
                if bits == 0 {
                    self.a.fmov_from_gpr(x, XZR);
                } else {
                    self.load_const(TMP, bits);
                    self.a.fmov_from_gpr(x, TMP);
                }
            }
            Loc::Gpr(r, _) => self.a.fmov_from_gpr(x, r),
        }
        x
    }

    fn float_any_at(&mut self, k: usize) -> (VReg, bool) {
        match self.peek(k) {
            Loc::Fpr(x) => {
                self.v.fpinned.push(x);
                (x, false)
            }
            l => (self.float_in_new(l), true),
        }
    }

    /// A small constant int operand at `k` (`0..4096` in magnitude), for
    /// the immediate forms of `ADD`/`SUB`/`CMP`.
    fn small_const_at(&self, k: usize) -> Option<i64> {
        match self.peek(k) {
            Loc::Const(Value::Int(c)) if c.unsigned_abs() < 4096 => Some(c),
            _ => None,
        }
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

    /// Leaves through `exit` unless `l` is known to have `tag`; a value in
    /// memory has its tag word compared.
    fn guard_tag(&mut self, l: Loc, tag: u8, exit: u32) -> Result<(), LowerError> {
        match l {
            Loc::Mem(s) => {
                self.ldr_slot(TMP, s, TAG);
                self.cmp_imm(TMP, tag as i64);
                self.exit_to(Branch::If(Cond::NE), exit)
            }
            Loc::Const(v) if v.tag() == tag => Ok(()),
            Loc::Gpr(_, Kind::Int) if tag == layout::TAG_INT => Ok(()),
            Loc::Gpr(_, Kind::Bool) if tag == layout::TAG_BOOL => Ok(()),
            Loc::Fpr(_) if tag == layout::TAG_FLOAT => Ok(()),
            _ => self.exit_to(Branch::Always, exit),
        }
    }

    // ------------------------------------------------------------ uops

    /// Emits uop `pc` (and, when fused, the next); returns how many it used.
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
                self.count_step();
                let head = self.a.label();
                self.a.bind(head);
                self.loop_head = Some(head);
                self.head = Some(self.v.loop_head());
            }
            Uop::_CHECK_VALIDITY => {
                ck!(self, self.a.ldr(TMP, CTX, offsets::VALID));
                let off = i32::try_from(u.operand).unwrap_or_else(|_| {
                    self.fail("a trace id beyond reach");
                    0
                });
                self.mem_op(TMP, off, |a, b, o| a.ldrb(TMP, b, o));
                self.exit_to(Branch::Zero(TMP), u.exit)?;
                // A spent budget stops a cycle of linked traces here (its
                // back-edges counted down). Nothing is in registers yet.
                let go = self.a.label();
                ck!(self, self.a.ldr(TMP, CTX, offsets::POLL_COUNTDOWN));
                ck!(self, self.a.cmp_ri(TMP, 0));
                self.a.b_cond(Cond::GT, go);
                self.call_poll(u.exit)?;
                self.a.bind(go);
            }
            Uop::_LOAD_FAST | Uop::_LOAD_FAST_CHECK => {
                let slot = self.fp() + u.oparg;
                let held = self.cached(slot);
                // A local the trace holds is bound.
                if u.op == Uop::_LOAD_FAST_CHECK && held.is_none() {
                    self.ldr_slot(TMP, slot, TAG);
                    const _: () = assert!(layout::TAG_UNDEF == 0);
                    self.exit_to(Branch::Zero(TMP), u.exit)?;
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
                let v = self
                    .trace
                    .consts
                    .get(u.operand as usize)
                    .copied()
                    .ok_or(LowerError("bad trace constant"))?;
                self.push(Loc::Const(v));
            }
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
            Uop::_GUARD_TAG => {
                let l = self.peek(u.oparg as usize);
                self.guard_tag(l, u.operand as u8, u.exit)?;
            }
            Uop::_BINARY_OP_ADD_INT | Uop::_BINARY_OP_SUBTRACT_INT => {
                let add = u.op == Uop::_BINARY_OP_ADD_INT;
                // Registers are taken (and anything spilled) before the
                // flags are set; the operands stay intact for the exit.
                let (a, own_a) = self.int_any_at(1);
                let d = self.int_dest(a, own_a);
                match self.small_const_at(0) {
                    Some(c) => {
                        // `a + c` is `a - (-c)`: both set V on overflow.
                        let r = if (c >= 0) == add {
                            self.a.adds_ri(d, a, c.unsigned_abs())
                        } else {
                            self.a.subs_ri(d, a, c.unsigned_abs())
                        };
                        self.check(r);
                    }
                    None => {
                        let (b, own_b) = self.int_any_at(0);
                        if add {
                            self.a.adds_rr(d, a, b);
                        } else {
                            self.a.subs_rr(d, a, b);
                        }
                        self.free_if(b, own_b);
                    }
                }
                self.exit_to(Branch::If(Cond::VS), u.exit)?;
                self.pop();
                self.pop();
                self.push(Loc::Gpr(d, Kind::Int));
            }
            Uop::_BINARY_OP_MULTIPLY_INT => {
                let (a, own_a) = self.int_any_at(1);
                let (b, own_b) = self.int_any_at(0);
                let d = self.int_dest(a, own_a);
                // The product fits in 64 bits iff its high half is the
                // sign extension of its low half.
                self.a.smulh(TMP, a, b);
                self.a.mul(d, a, b);
                ck!(self, self.a.asr_ri(TMP2, d, 63));
                self.a.cmp_rr(TMP, TMP2);
                self.free_if(b, own_b);
                self.exit_to(Branch::If(Cond::NE), u.exit)?;
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
                let op = BinOp::from_u32(u.oparg).unwrap_or(BinOp::And);
                let (a, own_a) = self.int_any_at(1);
                let d = self.int_dest(a, own_a);
                let imm = match self.peek(0) {
                    Loc::Const(Value::Int(c)) if logical_imm(c as u64).is_some() => Some(c as u64),
                    _ => None,
                };
                match imm {
                    Some(c) => {
                        let r = match op {
                            BinOp::And => self.a.and_ri(d, a, c),
                            BinOp::Or => self.a.orr_ri(d, a, c),
                            _ => self.a.eor_ri(d, a, c),
                        };
                        self.check(r);
                    }
                    None => {
                        let (b, own_b) = self.int_any_at(0);
                        match op {
                            BinOp::And => self.a.and_rr(d, a, b),
                            BinOp::Or => self.a.orr_rr(d, a, b),
                            _ => self.a.eor_rr(d, a, b),
                        }
                        self.free_if(b, own_b);
                    }
                }
                self.pop();
                self.pop();
                self.push(Loc::Gpr(d, Kind::Int));
            }
            // `x // 2**k`, `x % 2**k` and `x >> k` for a constant k: shifts
            // and masks already round towards minus infinity, as Python does.
            Uop::_BINARY_OP_INT if self.pow2_or_shift(&u).is_some() => {
                let (op, k) = self.pow2_or_shift(&u).unwrap_or((BinOp::FloorDiv, 0));
                let (a, own_a) = self.int_any_at(1);
                let d = self.int_dest(a, own_a);
                match op {
                    BinOp::Mod if k == 0 => self.a.mov_rr(d, XZR),
                    BinOp::Mod => {
                        let r = self.a.and_ri(d, a, (1u64 << k) - 1);
                        self.check(r);
                    }
                    _ => {
                        let r = self.a.asr_ri(d, a, k.min(63));
                        self.check(r);
                    }
                }
                self.pop();
                self.pop();
                self.push(Loc::Gpr(d, Kind::Int));
            }
            Uop::_BINARY_OP_ADD_FLOAT
            | Uop::_BINARY_OP_SUBTRACT_FLOAT
            | Uop::_BINARY_OP_MULTIPLY_FLOAT => {
                let (a, own_a) = self.float_any_at(1);
                let (b, own_b) = self.float_any_at(0);
                let d = self.float_dest(a, own_a);
                match u.op {
                    Uop::_BINARY_OP_ADD_FLOAT => self.a.fadd(d, a, b),
                    Uop::_BINARY_OP_SUBTRACT_FLOAT => self.a.fsub(d, a, b),
                    _ => self.a.fmul(d, a, b),
                }
                self.ffree_if(b, own_b);
                self.pop();
                self.pop();
                self.push(Loc::Fpr(d));
            }
            Uop::_BINARY_OP_FLOAT if BinOp::from_u32(u.oparg) == Some(BinOp::TrueDiv) => {
                let (a, own_a) = self.float_any_at(1);
                let (b, own_b) = self.float_any_at(0);
                let d = self.float_dest(a, own_a);
                // Division by zero (either sign) raises: leave before
                // dividing. A NaN divisor compares unordered, not equal,
                // and divides normally.
                self.a.fcmp_zero(b);
                self.exit_to(Branch::If(Cond::EQ), u.exit)?;
                self.a.fdiv(d, a, b);
                self.ffree_if(b, own_b);
                self.pop();
                self.pop();
                self.push(Loc::Fpr(d));
            }
            Uop::_GUARD_INTS_DIVIDE_AS_FLOATS => {
                for k in [1, 0] {
                    let (r, own) = self.int_any_at(k);
                    // |x| < 2**53 exactly when x + 2**53 shifted right by
                    // 54 is zero (wrapping included).
                    self.a.mov_ri(TMP, 1 << 53);
                    self.a.add_rr(TMP, TMP, r);
                    let shifted = self.a.asr_ri(TMP, TMP, 54);
                    self.check(shifted);
                    self.exit_to(Branch::NonZero(TMP), u.exit)?;
                    if k == 0 {
                        self.exit_to(Branch::Zero(r), u.exit)?;
                    }
                    self.free_if(r, own);
                }
            }
            Uop::_TOS_INT_TO_FLOAT | Uop::_NOS_INT_TO_FLOAT => {
                let k = if u.op == Uop::_TOS_INT_TO_FLOAT { 0 } else { 1 };
                let (r, own) = self.int_any_at(k);
                let x = self.fpr();
                self.a.scvtf(x, r);
                self.free_if(r, own);
                let old = self.peek(k);
                self.release(old);
                self.set(k, Loc::Fpr(x));
            }
            Uop::_UNARY_NEGATIVE_FLOAT => {
                // FNEG flips the sign bit only (so -0.0 and NaNs come out
                // as Python's).
                let (s, own) = self.float_any_at(0);
                let d = self.float_dest(s, own);
                self.a.fneg(d, s);
                self.pop();
                self.push(Loc::Fpr(d));
            }
            Uop::_UNARY_NEGATIVE_INT => {
                let (s, own) = self.int_any_at(0);
                let d = self.int_dest(s, own);
                // NEGS: V is set for -i64::MIN.
                self.a.subs_rr(d, XZR, s);
                self.exit_to(Branch::If(Cond::VS), u.exit)?;
                self.pop();
                self.push(Loc::Gpr(d, Kind::Int));
            }
            Uop::_COMPARE_OP_INT => {
                let cmp = CmpOp::from_u32(u.oparg).ok_or(LowerError("bad comparison"))?;
                let cc = match cmp {
                    CmpOp::Lt => Cond::LT,
                    CmpOp::Le => Cond::LE,
                    CmpOp::Eq => Cond::EQ,
                    CmpOp::Ne => Cond::NE,
                    CmpOp::Gt => Cond::GT,
                    CmpOp::Ge => Cond::GE,
                };
                let fused = next
                    .filter(|n| matches!(n.op, Uop::_GUARD_IS_TRUE_POP | Uop::_GUARD_IS_FALSE_POP));
                // The result register is taken before the flags are set.
                let r = if fused.is_none() {
                    Some(self.gpr())
                } else {
                    None
                };
                let (a, own_a) = self.int_any_at(1);
                match self.small_const_at(0) {
                    Some(c) => self.cmp_imm(a, c),
                    None => {
                        let (b, own_b) = self.int_any_at(0);
                        self.a.cmp_rr(a, b);
                        self.free_if(b, own_b);
                    }
                }
                self.free_if(a, own_a);
                self.pop();
                self.pop();
                // Fused with the branch guard that consumes the result.
                if let Some(n) = fused {
                    let want = n.op == Uop::_GUARD_IS_TRUE_POP;
                    let fail = if want { cc.negate() } else { cc };
                    // The exit sees the comparison's result on the stack.
                    self.push(Loc::Const(Value::Bool(!want)));
                    self.exit_to(Branch::If(fail), n.exit)?;
                    self.pop();
                    return Ok(2);
                }
                let r = r.unwrap_or(TMP);
                self.a.cset(r, cc);
                self.push(Loc::Gpr(r, Kind::Bool));
            }
            Uop::_GUARD_IS_TRUE_POP | Uop::_GUARD_IS_FALSE_POP => {
                let want = u.op == Uop::_GUARD_IS_TRUE_POP;
                match self.peek(0) {
                    Loc::Gpr(r, Kind::Bool) => {
                        let br = if want {
                            Branch::Zero(r)
                        } else {
                            Branch::NonZero(r)
                        };
                        self.exit_to(br, u.exit)?;
                    }
                    Loc::Const(v) => {
                        if v != Value::Bool(want) {
                            self.exit_to(Branch::Always, u.exit)?;
                        }
                    }
                    Loc::Mem(s) => {
                        self.ldr_slot(TMP, s, TAG);
                        self.cmp_imm(TMP, layout::TAG_BOOL as i64);
                        self.exit_to(Branch::If(Cond::NE), u.exit)?;
                        // Only a bool's low byte is defined.
                        let off = self.off(s, PAYLOAD);
                        self.mem_op(SLOTS, off, |a, b, o| a.ldrb(TMP, b, o));
                        let br = if want {
                            Branch::Zero(TMP)
                        } else {
                            Branch::NonZero(TMP)
                        };
                        self.exit_to(br, u.exit)?;
                    }
                    _ => self.exit_to(Branch::Always, u.exit)?,
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
            Uop::_GUARD_NOT_EXHAUSTED_RANGE => {
                let (stop, own_t) = self.int_any_at(2);
                let (step, own_s) = self.int_any_at(1);
                let (cur, own_c) = self.int_any_at(0);
                let negative = self.a.label();
                let done = self.a.label();
                ck!(self, self.a.cmp_ri(step, 0));
                self.a.b_cond(Cond::LE, negative);
                self.a.cmp_rr(cur, stop);
                self.exit_to(Branch::If(Cond::GE), u.exit)?;
                self.a.b(done);
                self.a.bind(negative);
                // The flags still compare the step with 0.
                self.exit_to(Branch::If(Cond::EQ), u.exit)?;
                self.a.cmp_rr(cur, stop);
                self.exit_to(Branch::If(Cond::LE), u.exit)?;
                self.a.bind(done);
                for (r, own) in [(stop, own_t), (step, own_s), (cur, own_c)] {
                    self.free_if(r, own);
                }
            }
            Uop::_ITER_NEXT_RANGE => {
                // The current value becomes the pushed item, in the register
                // it is in (the entry it was in is replaced by the next one).
                let (cur, _) = self.int_any_at(0);
                let (step, own_s) = self.int_any_at(1);
                let next_value = self.gpr();
                self.a.adds_rr(next_value, cur, step);
                self.exit_to(Branch::If(Cond::VS), u.exit)?;
                self.free_if(step, own_s);
                self.set(0, Loc::Gpr(next_value, Kind::Int));
                self.push(Loc::Gpr(cur, Kind::Int));
            }
            Uop::_BINARY_SUBSCR_LIST_INT | Uop::_STORE_SUBSCR_LIST_INT => {
                let get = u.op == Uop::_BINARY_SUBSCR_LIST_INT;
                // Operands: list (NOS), index (TOS), and for a store the
                // value under them, which the helper reads from its slot.
                if !get {
                    let v = self.peek(2);
                    let home = self.sp().saturating_sub(3);
                    if v != Loc::Mem(home) {
                        self.write_loc(home, v);
                        self.release(v);
                        self.set(2, Loc::Mem(home));
                    }
                }
                // List and index are read where they are (no round trip
                // through memory); only what the call would clobber moves.
                self.flush_for_call_keeping(2);
                // No value lives in an argument register, so they are
                // loaded directly: x1 = list, x2 = index, x3 = the slot.
                let (list, index) = (self.peek(1), self.peek(0));
                for (dst, l) in [(ARGS[1], list), (ARGS[2], index)] {
                    match l {
                        Loc::Const(v) => self.load_const(dst, v.to_bits().1),
                        Loc::Mem(s) => self.ldr_slot(dst, s, PAYLOAD),
                        Loc::Gpr(r, _) => self.a.mov_rr(dst, r),
                        Loc::Fpr(_) => {
                            return Err(LowerError("a float used as a list or an index"));
                        }
                    }
                }
                let slot = self.sp().saturating_sub(if get { 2 } else { 3 });
                let off = self.off(slot, 0);
                self.add_imm(ARGS[3], SLOTS, off as u64);
                self.a.mov_rr(ARGS[0], CTX);
                self.call_helper(if get {
                    offsets::HELPER_LIST_GET
                } else {
                    offsets::HELPER_LIST_SET
                });
                self.exit_to(Branch::NonZero(RET), u.exit)?;
                self.pop();
                self.pop();
                if get {
                    self.push(Loc::Mem(slot));
                } else {
                    self.pop();
                }
            }
            Uop::_CHECK_FUNCTION | Uop::_CHECK_BUILTIN => {
                let func = u.op == Uop::_CHECK_FUNCTION;
                let want = u.checked_callee().ok_or(LowerError("bad callee check"))?;
                let tag = want.tag();
                match self.peek(u.oparg as usize) {
                    Loc::Const(v) if v == want => {}
                    Loc::Mem(s) => {
                        self.ldr_slot(TMP, s, TAG);
                        self.cmp_imm(TMP, tag as i64);
                        self.exit_to(Branch::If(Cond::NE), u.exit)?;
                        // Only the payload's low 4 (function) or 1
                        // (builtin) bytes are defined.
                        let off = self.off(s, PAYLOAD);
                        if func {
                            self.mem_op(SLOTS, off, |a, b, o| a.ldr_w(TMP, b, o));
                            self.cmp_imm(TMP, u.operand as u32 as i64);
                        } else {
                            self.mem_op(SLOTS, off, |a, b, o| a.ldrb(TMP, b, o));
                            self.cmp_imm(TMP, u.operand as u8 as i64);
                        }
                        self.exit_to(Branch::If(Cond::NE), u.exit)?;
                    }
                    _ => self.exit_to(Branch::Always, u.exit)?,
                }
            }
            Uop::_INLINE_ENTER => {
                let argc = (u.oparg & 0xff) as usize;
                let level = ((u.oparg >> 8) & 0xff) as u64;
                let (_, nlocals, offset) = unpack_enter(u.operand);
                // Would the real call exceed the recursion limit?
                if level > self.checked_level {
                    ck!(self, self.a.ldr(TMP, CTX, offsets::FRAME_COUNT));
                    if self.a.add_ri(TMP, TMP, level).is_err() {
                        self.load_const(TMP2, level);
                        self.a.add_rr(TMP, TMP, TMP2);
                    }
                    ck!(self, self.a.ldr(TMP2, CTX, offsets::RECURSION_LIMIT));
                    self.a.cmp_rr(TMP, TMP2);
                    self.exit_to(Branch::If(Cond::HS), u.exit)?;
                    self.checked_level = level;
                }
                // A call is a step; the next poll charges it (in a loop's
                // body, the back-edge counts it).
                if self.head.is_some() {
                    self.body_calls += 1;
                } else {
                    self.count_step();
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
                const _: () = assert!(layout::TAG_UNDEF == 0);
                for i in argc as u32..nlocals {
                    self.str_slot(XZR, offset + i, TAG);
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
                self.count_step();
                self.a.b_cond(Cond::GT, top);
                // When the countdown runs out: steps and collection.
                self.call_poll(u.exit)?;
                self.a.b(top);
                self.reset_frames();
            }
            Uop::_COUNT_STEP => self.count_step(),
            Uop::_EXIT_TRACE | Uop::_DEOPT => {
                self.exit_to(Branch::Always, u.exit)?;
                self.reset_frames();
            }
            _ => self.helper(pc, &u)?,
        }
        Ok(1)
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
    /// if it is in one, the constant itself; `None` for a value in memory.
    fn copy_in_register(&mut self, l: Loc) -> Option<Loc> {
        match l {
            Loc::Gpr(r, kind) => {
                self.v.pinned.push(r);
                let d = self.gpr();
                self.a.mov_rr(d, r);
                Some(Loc::Gpr(d, kind))
            }
            Loc::Fpr(x) => {
                self.v.fpinned.push(x);
                let d = self.fpr();
                self.a.fmov(d, x);
                Some(Loc::Fpr(d))
            }
            Loc::Const(_) => Some(l),
            Loc::Mem(_) => None,
        }
    }

    /// A constant of one kind (int, bool, float) in a fresh register.
    fn constant_in_register(&mut self, v: Value) -> Option<Loc> {
        match v {
            Value::Int(_) | Value::Bool(_) if self.v.has_free_gpr() => {
                let r = self.gpr();
                self.load_const(r, v.to_bits().1);
                let kind = if matches!(v, Value::Int(_)) {
                    Kind::Int
                } else {
                    Kind::Bool
                };
                Some(Loc::Gpr(r, kind))
            }
            Value::Float(f) if self.v.has_free_fpr() => {
                let x = self.fpr();
                self.fill_constant(Loc::Fpr(x), f.to_bits());
                Some(Loc::Fpr(x))
            }
            _ => None,
        }
    }

    /// Before a loop head: every entry in a register or its own slot, and
    /// every constant a local or an entry holds in a register or its slot,
    /// so the back-edge can bring each value to one named place.
    fn settle_for_head(&mut self) {
        self.settle_entries();
        for fi in 0..self.v.frames.len() {
            for i in 0..self.v.frames[fi].stack.len() {
                if let Loc::Const(c) = self.v.frames[fi].stack[i] {
                    let slot = self.v.frames[fi].base + i as u32;
                    let at = self.constant_in_register(c).unwrap_or_else(|| {
                        self.store_value(slot, Loc::Const(c));
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
        for (slot, c) in constants {
            match self.constant_in_register(c) {
                Some(at) => self.cache_local(slot, at),
                None => self.uncache(slot, true),
            }
        }
    }

    /// After a guard found entry `k` in memory tagged `tag` (an int or a
    /// float): its payload goes into a register while one is free, so that
    /// later uops (and a loop's next iterations) read it there. A local's
    /// slot keeps the value too.
    fn unbox(&mut self, k: usize, tag: u8) {
        let raw = self.raw(k);
        let Loc::Mem(slot) = self.resolve(raw) else {
            return;
        };
        let to = match tag {
            layout::TAG_INT if self.v.has_free_gpr() => Loc::Gpr(self.gpr(), Kind::Int),
            layout::TAG_FLOAT if self.v.has_free_fpr() => Loc::Fpr(self.fpr()),
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

    /// `_JUMP_TO_TOP` of a peeled loop: brings every value to where the
    /// head keeps it (see [`back_edge::plan`]), counts the step and
    /// branches to the head; the poll, when due, runs out of line with
    /// every value in its slot.
    fn back_edge(&mut self, exit: u32) -> Result<(), LowerError> {
        let (Some(head), Some(target)) = (self.head.clone(), self.loop_head) else {
            return Err(LowerError("a back-edge without a loop head"));
        };
        if exit as usize >= self.trace.exits.len() {
            return Err(LowerError("uop without an exit record"));
        }
        if self.v.frame_shape() == head.shape {
            self.settle_entries();
        } else {
            // Not the head's frames (a malformed loop): from memory.
            self.flush();
        }
        let now = self.v.carried();
        let steps = back_edge::plan(&head.carried, &now, TMP, FSCRATCH);
        let leave = self.a.label();
        // Leaving here, the back-edge is taken: a step, with the body's
        // calls.
        self.stubs.push(Stub {
            steps: self.body_calls + 1,
            label: leave,
            exit,
            writes: self.snapshot(),
        });
        for step in steps {
            match step {
                Step::Check { slot, tag } => {
                    self.ldr_slot(TMP, slot, TAG);
                    self.cmp_imm(TMP, tag as i64);
                    self.a.b_cond(Cond::NE, leave);
                }
                Step::Exit => {
                    self.a.b(leave);
                    self.body_calls = 0;
                    self.reset_frames();
                    return Ok(());
                }
                Step::Store { slot, from } => self.store_value(slot, from),
                Step::MoveGpr { to, from } => self.a.mov_rr(to, from),
                Step::MoveFpr { to, from } => self.a.fmov(to, from),
                Step::Load { to, slot } => self.fill(to, slot),
                Step::Constant { to, value } => self.fill_constant(to, value.to_bits().1),
            }
        }
        let steps = 1 + core::mem::take(&mut self.body_calls);
        self.count_steps(steps);
        self.a.b_cond(Cond::GT, target);
        // The poll: every value in its slot, the helper, then back.
        for c in &head.carried {
            if c.at.in_register() && !c.clean {
                self.store_value(c.slot, c.at);
            }
        }
        let sp = head
            .shape
            .last()
            .map_or(0, |&(_, base, depth)| base + depth as u32);
        self.a.mov_rr(ARGS[0], CTX);
        self.a.mov_ri(ARGS[1], sp as i64);
        self.call_helper(offsets::HELPER_POLL);
        let stop = self.a.label();
        self.stubs.push(Stub {
            steps: self.body_calls,
            label: stop,
            exit,
            writes: Vec::new(),
        });
        self.a.cbnz(RET, stop);
        for c in &head.carried {
            if c.at.in_register() {
                self.fill(c.at, c.slot);
            }
        }
        self.a.b(target);
        self.reset_frames();
        Ok(())
    }

    /// The register `to` gets the payload of `slot`.
    fn fill(&mut self, to: Loc, slot: u32) {
        match to {
            Loc::Gpr(r, _) => self.ldr_slot(r, slot, PAYLOAD),
            Loc::Fpr(x) => {
                let off = self.off(slot, PAYLOAD);
                self.mem_op(SLOTS, off, |a, b, o| a.ldr_d(x, b, o));
            }
            _ => {}
        }
    }

    /// The register `to` gets the payload `bits`.
    fn fill_constant(&mut self, to: Loc, bits: u64) {
        match to {
            Loc::Gpr(r, _) => self.load_const(r, bits),
            Loc::Fpr(x) if bits == 0 => self.a.fmov_from_gpr(x, XZR),
            Loc::Fpr(x) => {
                self.load_const(TMP, bits);
                self.a.fmov_from_gpr(x, TMP);
            }
            _ => {}
        }
    }

    /// Runs uop `pc` through the reference semantics.
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
        self.a.mov_rr(ARGS[0], CTX);
        self.load_const(
            ARGS[1],
            (self.addrs.uops + pc * core::mem::size_of::<UopInst>()) as u64,
        );
        self.a.mov_ri(ARGS[2], sp);
        self.a.mov_ri(ARGS[3], fp);
        self.load_const(ARGS[4], self.addrs.trace_consts as u64);
        self.a.mov_ri(ARGS[5], self.trace.consts.len() as i64);
        self.call_helper(offsets::HELPER_UOP);
        if u.op.info().flags.can_exit() {
            self.exit_to(Branch::NonZero(RET), u.exit)?;
        }
        for _ in 0..pops {
            self.pop();
        }
        let base = self.sp();
        for i in 0..pushes {
            self.push(Loc::Mem(base + i));
        }
        Ok(())
    }
}
