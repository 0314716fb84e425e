//! An optimized trace to a Cranelift function.
//!
//! Every frame slot the trace touches is a pair of `cranelift-frontend`
//! variables (tag word, payload word), so values live in SSA registers,
//! across the loop's back-edge too; memory is written only where something
//! reads it: before a helper call, before the poll at the back-edge (the
//! collector scans the slots), and in exit blocks, which store back every
//! slot whose variable is newer than memory so the reconstruction record
//! finds each value in its slot. A slot is in one of two states at compile
//! time: `Mem` (memory is authoritative, the variable stale) or `Var`
//! (the variable is right; `dirty` when memory is not). A payload lives in
//! an `I64` variable, an `F64` one (a float's, so float arithmetic and a
//! loop carrying floats never move them through integer registers), or
//! both.
//!
//! The function has Cranelift's `tail` calling convention: an exit ends by
//! loading its 8-byte link slot (a data word the backend rewrites to link
//! and unlink) and either returning the exit's code or tail-calling the
//! linked trace with the same context. Helpers are called through
//! addresses in the context (`call_indirect`, no relocations). Builtin-
//! value operations (`tier2::value_ops`) run through `helper_value_op`,
//! which changes only their own slots (`value_paths` has machine-code
//! paths for the string ones); other uops without a native translation
//! run through `helper_uop`.

use alloc::vec::Vec;

use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{
    AbiParam, Block, Function, InstBuilder, MemFlagsData, SigRef, Signature, UserFuncName, Value,
    types,
};
use cranelift_codegen::isa::{CallConv, TargetFrontendConfig};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext, Variable};

use trellis_core::builtins::Builtin;
use trellis_core::bytecode::{BinOp, CmpOp};
use trellis_core::tier2::context::offsets;
use trellis_core::tier2::heap_layout::{InstanceLayout, ItemsLayout, StrLayout};
use trellis_core::tier2::recorder::{unpack_enter, unpack_exit};
use trellis_core::tier2::uops::{Uop, UopInst, inline_enter_pops};
use trellis_core::tier2::{Trace, value_ops};
use trellis_core::value::{Value as GuestValue, layout};

mod generators;
mod int_division;
mod iteration;
mod objects_in_place;
use objects_in_place::truth_in_place;
mod value_paths;

/// Addresses the code embeds.
pub struct Addresses {
    /// The trace's uops (for `helper_uop`), its global constants, its exit
    /// counters and its exit link slots.
    pub uops: usize,
    pub trace_consts: usize,
    pub counters: usize,
    pub links: usize,
}

/// Why a trace could not be translated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TranslateError(pub &'static str);

/// The calling conventions involved: traces use `tail` (so exits can
/// tail-call linked traces); helpers and the entry use the host's C ABI.
pub fn trace_signature() -> Signature {
    let mut s = Signature::new(CallConv::Tail);
    s.params.push(AbiParam::new(types::I64));
    s.returns.push(AbiParam::new(types::I64));
    s
}

fn helper_signature(call_conv: CallConv, params: usize) -> Signature {
    let mut s = Signature::new(call_conv);
    for _ in 0..params {
        s.params.push(AbiParam::new(types::I64));
    }
    s.returns.push(AbiParam::new(types::I64));
    s
}

/// The entry trampoline, in the target's C ABI: calls the trace function
/// whose address is in the word at `target_cell` with the context it was
/// given, and returns what that returns. One per backend; the backend
/// writes the cell before each run.
pub fn entry_function(fc: TargetFrontendConfig, target_cell: usize) -> Function {
    let mut sig = Signature::new(fc.default_call_conv);
    sig.params.push(AbiParam::new(types::I64));
    sig.returns.push(AbiParam::new(types::I64));
    let mut func = Function::with_name_signature(UserFuncName::user(1, 0), sig);
    let mut fctx = FunctionBuilderContext::new();
    let mut b = FunctionBuilder::new(&mut func, &mut fctx);
    let block = b.create_block();
    b.append_block_params_for_function_params(block);
    b.switch_to_block(block);
    b.seal_block(block);
    let ctx = b.block_params(block)[0];
    let sig = b.import_signature(trace_signature());
    let cell = b.ins().iconst(types::I64, target_cell as i64);
    let target = b.ins().load(types::I64, MemFlagsData::trusted(), cell, 0);
    let call = b.ins().call_indirect(sig, target, &[ctx]);
    let r = b.inst_results(call)[0];
    b.ins().return_(&[r]);
    b.finalize(fc);
    func
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Home {
    /// Memory holds the value; the variables are stale.
    Mem,
    /// Memory holds the value; the payload variable holds it too.
    Payload,
    /// The variables hold the value; `dirty` when memory does not.
    Var { dirty: bool },
}

/// Which variable holds a slot's payload, when one does: the integer one,
/// the float one, or both (the two are the same bits).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Repr {
    Int,
    Float,
    Both,
}

/// A frame's place in the slots: locals from `fp`, operand stack from
/// `base`, `depth` entries deep.
#[derive(Clone, Copy, Debug)]
struct Frame {
    fp: u32,
    base: u32,
    depth: u32,
}

impl Frame {
    fn sp(&self) -> u32 {
        self.base + self.depth
    }
}

const TAG: i32 = layout::TAG_OFFSET as i32;
const PAYLOAD: i32 = layout::PAYLOAD_OFFSET as i32;
const SLOT: i32 = layout::SIZE as i32;

/// A slot's compile-time state.
#[derive(Clone, Copy, Debug)]
struct SlotState {
    home: Home,
    /// The tag, when known.
    tag: Option<u8>,
    /// The int it holds, when a constant.
    int: Option<i64>,
    /// Where a variable holds the payload.
    repr: Repr,
}

impl SlotState {
    /// The slot is in memory, with tag `tag` if known and nothing else.
    fn in_memory(tag: Option<u8>) -> Self {
        SlotState {
            home: Home::Mem,
            tag,
            int: None,
            repr: Repr::Int,
        }
    }

    /// The slot's variables hold an int-represented value newer than
    /// memory, with tag `tag` if known.
    fn in_variables(tag: Option<u8>) -> Self {
        SlotState {
            home: Home::Var { dirty: true },
            tag,
            int: None,
            repr: Repr::Int,
        }
    }
}

/// Everything that varies along the trace at compile time.
#[derive(Clone)]
struct State {
    frames: Vec<Frame>,
    slots: Vec<SlotState>,
}

struct Gen<'a, 'b> {
    b: FunctionBuilder<'b>,
    trace: &'a Trace,
    consts: &'a [GuestValue],
    addrs: &'a Addresses,
    st: State,
    tags: Vec<Variable>,
    pays: Vec<Variable>,
    /// Per slot: the payload as a float.
    fpays: Vec<Variable>,
    ctx: Value,
    slots_ptr: Value,
    /// The block all exits end in, which counts the exit and leaves (made
    /// on first use; its parameter is the exit's index).
    tail: Option<Block>,
    helper_uop_sig: SigRef,
    helper_poll_sig: SigRef,
    helper_list_sig: SigRef,
    helper_value_op_sig: SigRef,
    trace_sig: SigRef,
    inst: InstanceLayout,
    tuple: ItemsLayout,
    strs: StrLayout,
    /// The loop header and the state every edge into it must match.
    head: Option<Block>,
    broken: bool,
    /// Per slot: carried around the loop in its variables (written in the
    /// loop body), or in memory at the header.
    carried: Vec<bool>,
    /// Per slot: written after the loop header (what this pass learns).
    written: Vec<bool>,
    /// Per slot: carried around the loop as a float.
    float_carried: Vec<bool>,
    /// Per slot: a float at the back-edge (what this pass learns).
    float_at_back_edge: Vec<bool>,
    /// `iconst` of each tag, defined in the entry block.
    tag_consts: Vec<Value>,
}

/// Translates `trace` into a function; `fc` describes the target (its C
/// calling convention is the helpers'); `forced_exit` (fault injection for
/// tests) makes the uop with that exit always take it.
///
/// Two passes: the first learns which slots the loop body writes (only
/// those are carried around the loop in variables; the others stay in
/// memory, so registers go to what changes) and which of them are floats
/// at the back-edge (carried in float variables), the second emits.
pub fn translate(
    trace: &Trace,
    consts: &[GuestValue],
    addrs: &Addresses,
    fc: TargetFrontendConfig,
    forced_exit: Option<u32>,
) -> Result<Function, TranslateError> {
    let (_, learned) = pass(trace, consts, addrs, fc, forced_exit, None)?;
    let (func, _) = pass(trace, consts, addrs, fc, forced_exit, Some(&learned))?;
    Ok(func)
}

/// What the first pass learns about the loop: per slot, written in the
/// body, and a float at the back-edge.
struct Learned {
    written: Vec<bool>,
    floats: Vec<bool>,
}

fn pass(
    trace: &Trace,
    consts: &[GuestValue],
    addrs: &Addresses,
    fc: TargetFrontendConfig,
    forced_exit: Option<u32>,
    learned: Option<&Learned>,
) -> Result<(Function, Learned), TranslateError> {
    let c_abi = fc.default_call_conv;
    let nslots = slot_bound(trace)?;
    let mut func =
        Function::with_name_signature(UserFuncName::user(0, trace.id.0), trace_signature());
    let mut fctx = FunctionBuilderContext::new();
    let mut b = FunctionBuilder::new(&mut func, &mut fctx);
    let entry = b.create_block();
    b.append_block_params_for_function_params(entry);
    b.switch_to_block(entry);
    b.seal_block(entry);
    let ctx = b.block_params(entry)[0];
    let flags = MemFlagsData::trusted();
    let slots_ptr = b.ins().load(types::I64, flags, ctx, offsets::SLOTS);
    let tags = (0..nslots).map(|_| b.declare_var(types::I64)).collect();
    let pays = (0..nslots).map(|_| b.declare_var(types::I64)).collect();
    let fpays = (0..nslots).map(|_| b.declare_var(types::F64)).collect();
    let helper_uop_sig = b.import_signature(helper_signature(c_abi, 6));
    let helper_poll_sig = b.import_signature(helper_signature(c_abi, 2));
    let helper_list_sig = b.import_signature(helper_signature(c_abi, 4));
    let helper_value_op_sig = b.import_signature(helper_signature(c_abi, 3));
    let trace_sig = b.import_signature(trace_signature());
    // One constant per tag, in the entry block: every definition of a
    // tag then is the same SSA value, so a slot whose type does not change
    // around the loop needs no phi for its tag.
    let tag_consts = (0..=layout::TAG_BUILTIN)
        .map(|t| b.ins().iconst(types::I64, t as i64))
        .collect();
    let mut g = Gen {
        b,
        trace,
        consts,
        addrs,
        st: State {
            frames: start_frames(trace),
            slots: alloc::vec![
                SlotState::in_memory(None);
                nslots as usize
            ],
        },
        tags,
        pays,
        fpays,
        ctx,
        slots_ptr,
        tail: None,
        helper_uop_sig,
        helper_poll_sig,
        helper_list_sig,
        helper_value_op_sig,
        inst: InstanceLayout::get(),
        tuple: ItemsLayout::tuple(),
        strs: StrLayout::get(),
        trace_sig,
        head: None,
        broken: false,
        tag_consts,
        carried: learned.map_or_else(|| alloc::vec![true; nslots as usize], |l| l.written.clone()),
        written: alloc::vec![false; nslots as usize],
        float_carried: learned
            .map_or_else(|| alloc::vec![false; nslots as usize], |l| l.floats.clone()),
        float_at_back_edge: alloc::vec![false; nslots as usize],
    };
    // A loop that was not peeled starts at the first uop: the header.
    let peeled = trace.uops.iter().any(|u| u.op == Uop::_LOOP_START);
    if !peeled && trace.uops.iter().any(|u| u.op == Uop::_JUMP_TO_TOP) {
        g.open_loop();
    }
    let mut pc = 0;
    while pc < trace.uops.len() {
        let u = trace.uops[pc];
        if forced_exit.is_some_and(|f| f == u.exit) {
            g.exit_if(None, u.exit)?;
        }
        pc += g.uop(pc)?;
        if g.broken {
            return Err(TranslateError("a uop reaches below its stack"));
        }
    }
    if g.b.current_block().is_some() && !g.b.is_unreachable() {
        return Err(TranslateError("a trace that does not end in an exit"));
    }
    g.emit_tail();
    g.b.seal_all_blocks();
    let learned = Learned {
        written: core::mem::take(&mut g.written),
        floats: core::mem::take(&mut g.float_at_back_edge),
    };
    g.b.finalize(fc);
    Ok((func, learned))
}

/// The frames a trace starts in (the root frame alone for a root trace).
fn start_frames(trace: &Trace) -> Vec<Frame> {
    if trace.start.is_empty() {
        return alloc::vec![Frame {
            fp: 0,
            base: trace.root_nlocals,
            depth: trace.anchor_depth,
        }];
    }
    trace
        .start
        .iter()
        .map(|f| Frame {
            fp: f.offset,
            base: f.offset + f.nlocals,
            depth: f.depth,
        })
        .collect()
}

/// One past the highest slot the trace touches.
fn slot_bound(trace: &Trace) -> Result<u32, TranslateError> {
    let mut frames = start_frames(trace);
    let mut bound = frames.last().map_or(0, |f| f.sp());
    for u in &trace.uops {
        let Some(top) = frames.last_mut() else {
            return Err(TranslateError("no frame"));
        };
        match u.op {
            Uop::_INLINE_ENTER => {
                let (_, nlocals, offset) = unpack_enter(u.operand);
                top.depth = top
                    .depth
                    .checked_sub(inline_enter_pops(u.oparg))
                    .ok_or(TranslateError("stack underflow"))?;
                frames.push(Frame {
                    fp: offset,
                    base: offset + nlocals,
                    depth: 0,
                });
                bound = bound.max(offset + nlocals);
            }
            Uop::_INLINE_EXIT => {
                frames.pop();
                let (_, parent_sp) = unpack_exit(u.operand);
                let top = frames.last_mut().ok_or(TranslateError("no frame"))?;
                top.depth = parent_sp.saturating_sub(top.base) + 1;
            }
            Uop::_JUMP_TO_TOP | Uop::_EXIT_TRACE | Uop::_DEOPT => frames = start_frames(trace),
            _ => {
                let (pops, pushes) = u.op.effect(u.oparg);
                top.depth = top
                    .depth
                    .checked_sub(pops)
                    .ok_or(TranslateError("stack underflow"))?
                    + pushes;
            }
        }
        bound = bound.max(frames.last().map_or(0, |f| f.sp()));
        for f in &frames {
            bound = bound.max(f.sp());
        }
    }
    Ok(bound)
}

/// Index of the slot `k` entries below the top of `frames`' stack.
fn peek_slot(frames: &[Frame], k: u32) -> Option<u32> {
    let f = frames.last()?;
    (k < f.depth).then(|| f.sp() - 1 - k)
}

impl Gen<'_, '_> {
    // ------------------------------------------------------------ slots

    fn flags() -> MemFlagsData {
        MemFlagsData::trusted()
    }

    fn fp(&self) -> u32 {
        self.st.frames.last().map_or(0, |f| f.fp)
    }

    fn sp(&self) -> u32 {
        self.st.frames.last().map_or(0, |f| f.sp())
    }

    /// Slot index of the entry `k` below the top.
    fn at(&mut self, k: u32) -> u32 {
        match peek_slot(&self.st.frames, k) {
            Some(s) => s,
            None => {
                self.broken = true;
                0
            }
        }
    }

    fn in_range(&mut self, slot: u32) -> usize {
        let i = slot as usize;
        if i >= self.st.slots.len() {
            self.broken = true;
            return 0;
        }
        i
    }

    fn load_word(&mut self, slot: usize, field: i32) -> Value {
        let off = slot as i32 * SLOT + field;
        self.b
            .ins()
            .load(types::I64, Self::flags(), self.slots_ptr, off)
    }

    /// The value of `slot` as (tag, payload), loading what memory holds.
    fn get(&mut self, slot: u32) -> (Value, Value) {
        let i = self.in_range(slot);
        let home = self.st.slots[i].home;
        if home == Home::Mem {
            let p = self.load_word(i, PAYLOAD);
            self.b.def_var(self.pays[i], p);
            self.st.slots[i].repr = Repr::Int;
        }
        self.int_payload(i);
        if matches!(home, Home::Mem | Home::Payload) {
            // A tag a guard proved needs no load.
            let t = match self.st.slots[i].tag {
                Some(t) => self.tag_const(t),
                None => self.load_word(i, TAG),
            };
            self.b.def_var(self.tags[i], t);
            self.st.slots[i].home = Home::Var { dirty: false };
        }
        (self.b.use_var(self.tags[i]), self.b.use_var(self.pays[i]))
    }

    /// The payload of `slot`, loading only it if memory holds the value.
    fn payload(&mut self, slot: u32) -> Value {
        let i = self.in_range(slot);
        if self.st.slots[i].home == Home::Mem {
            let p = self.load_word(i, PAYLOAD);
            self.b.def_var(self.pays[i], p);
            self.st.slots[i].home = Home::Payload;
            self.st.slots[i].repr = Repr::Int;
        }
        self.int_payload(i);
        self.b.use_var(self.pays[i])
    }

    /// Makes slot `i`'s integer variable hold its payload (a variable
    /// holds it: the slot is not `Home::Mem`).
    fn int_payload(&mut self, i: usize) {
        if self.st.slots[i].repr == Repr::Float {
            let f = self.b.use_var(self.fpays[i]);
            let p = self.b.ins().bitcast(types::I64, MemFlagsData::new(), f);
            self.b.def_var(self.pays[i], p);
            self.st.slots[i].repr = Repr::Both;
        }
    }

    /// The payload of `slot`'s value as float bits (whatever its type) in
    /// its float variable, loading only the payload if memory holds it.
    fn float_payload(&mut self, slot: u32) -> Value {
        let i = self.in_range(slot);
        if self.st.slots[i].home == Home::Mem {
            let off = i as i32 * SLOT + PAYLOAD;
            let f = self
                .b
                .ins()
                .load(types::F64, Self::flags(), self.slots_ptr, off);
            self.b.def_var(self.fpays[i], f);
            self.st.slots[i].home = Home::Payload;
            self.st.slots[i].repr = Repr::Float;
        } else if self.st.slots[i].repr == Repr::Int {
            let p = self.b.use_var(self.pays[i]);
            let f = self.b.ins().bitcast(types::F64, MemFlagsData::new(), p);
            self.b.def_var(self.fpays[i], f);
            self.st.slots[i].repr = Repr::Both;
        }
        self.b.use_var(self.fpays[i])
    }

    /// `slot` holds the float `f`.
    fn set_float(&mut self, slot: u32, f: Value) {
        let i = self.in_range(slot);
        let t = self.tag_const(layout::TAG_FLOAT);
        self.b.def_var(self.tags[i], t);
        self.b.def_var(self.fpays[i], f);
        if self.head.is_some() {
            self.written[i] = true;
        }
        self.st.slots[i] = SlotState {
            home: Home::Var { dirty: true },
            tag: Some(layout::TAG_FLOAT),
            int: None,
            repr: Repr::Float,
        };
    }

    fn tag_of(&self, slot: u32) -> Option<u8> {
        self.st.slots.get(slot as usize).and_then(|s| s.tag)
    }

    fn set(&mut self, slot: u32, tag: Value, pay: Value, known: Option<u8>) {
        let i = self.in_range(slot);
        self.b.def_var(self.tags[i], tag);
        self.b.def_var(self.pays[i], pay);
        if self.head.is_some() {
            self.written[i] = true;
        }
        self.st.slots[i] = SlotState::in_variables(known);
    }

    fn tag_const(&mut self, tag: u8) -> Value {
        match self.tag_consts.get(tag as usize) {
            Some(v) => *v,
            None => self.b.ins().iconst(types::I64, tag as i64),
        }
    }

    fn set_typed(&mut self, slot: u32, tag: u8, pay: Value) {
        let t = self.tag_const(tag);
        self.set(slot, t, pay, Some(tag));
    }

    fn set_const(&mut self, slot: u32, v: GuestValue) {
        let (tag, pay) = v.to_bits();
        let t = self.tag_const(tag as u8);
        let p = self.b.ins().iconst(types::I64, pay as i64);
        self.set(slot, t, p, Some(tag as u8));
        if let (GuestValue::Int(c), Some(s)) = (v, self.st.slots.get_mut(slot as usize)) {
            s.int = Some(c);
        }
    }

    fn copy_slot(&mut self, from: u32, to: u32) {
        if from == to {
            return;
        }
        if self.tag_of(from) == Some(layout::TAG_FLOAT) {
            let f = self.float_payload(from);
            self.set_float(to, f);
            return;
        }
        let (t, p) = self.get(from);
        let known = self.tag_of(from);
        let int = self.const_int(from);
        self.set(to, t, p, known);
        if let Some(s) = self.st.slots.get_mut(to as usize) {
            s.int = int;
        }
    }

    fn push_slot(&mut self) -> u32 {
        let s = self.sp();
        match self.st.frames.last_mut() {
            Some(f) => f.depth += 1,
            None => self.broken = true,
        }
        s
    }

    fn drop_top(&mut self, n: u32) {
        match self.st.frames.last_mut() {
            Some(f) if f.depth >= n => f.depth -= n,
            _ => self.broken = true,
        }
    }

    /// Stores every dirty slot below `upto` (in the current block) and,
    /// when `clean`, records that memory is now current.
    fn store_dirty(&mut self, upto: u32, clean: bool) {
        let n = (upto as usize).min(self.st.slots.len());
        for i in 0..n {
            if self.st.slots[i].home == (Home::Var { dirty: true }) {
                self.emit_store(i);
                if clean {
                    self.st.slots[i].home = Home::Var { dirty: false };
                }
            }
        }
    }

    /// Stores slot `i` if its variables are newer than memory.
    fn store_slot(&mut self, i: usize) {
        if self.st.slots.get(i).map(|s| s.home) == Some(Home::Var { dirty: true }) {
            self.emit_store(i);
            self.st.slots[i].home = Home::Var { dirty: false };
        }
    }

    fn emit_store(&mut self, i: usize) {
        let t = self.b.use_var(self.tags[i]);
        let p = match self.st.slots[i].repr {
            Repr::Float => self.b.use_var(self.fpays[i]),
            _ => self.b.use_var(self.pays[i]),
        };
        let off = i as i32 * SLOT;
        self.b
            .ins()
            .store(Self::flags(), t, self.slots_ptr, off + TAG);
        self.b
            .ins()
            .store(Self::flags(), p, self.slots_ptr, off + PAYLOAD);
    }

    /// After a helper call: memory is the truth for every slot.
    fn forget_all(&mut self) {
        for s in &mut self.st.slots {
            *s = SlotState::in_memory(None);
        }
    }

    /// Puts every slot in the header's state (see [`Self::open_loop`]):
    /// carried slots in their variables, the others in memory.
    fn enter_header_state(&mut self) {
        for s in 0..self.st.slots.len() {
            if self.carried[s] && self.float_carried[s] {
                self.float_payload(s as u32);
                self.get_tag(s);
            } else if self.carried[s] {
                self.get(s as u32);
            } else if self.st.slots[s].home == (Home::Var { dirty: true }) {
                self.emit_store(s);
            }
        }
    }

    /// Puts slot `i`'s tag in its variable (its payload is in one).
    fn get_tag(&mut self, i: usize) {
        if self.st.slots[i].home == Home::Payload {
            let t = match self.st.slots[i].tag {
                Some(t) => self.tag_const(t),
                None => self.load_word(i, TAG),
            };
            self.b.def_var(self.tags[i], t);
            self.st.slots[i].home = Home::Var { dirty: false };
        }
    }

    /// Opens the loop header. Slots the body writes are carried in their
    /// variables (and counted dirty: the meet of the entry edge and the
    /// back-edge); the rest are in memory. No tags are known.
    fn open_loop(&mut self) {
        // The peeled iteration's back-edge is a step.
        self.count_down();
        self.enter_header_state();
        let head = self.b.create_block();
        self.b.ins().jump(head, &[]);
        self.b.switch_to_block(head);
        for (i, s) in self.st.slots.iter_mut().enumerate() {
            *s = SlotState {
                home: if self.carried[i] {
                    Home::Var { dirty: true }
                } else {
                    Home::Mem
                },
                tag: None,
                int: None,
                repr: if self.carried[i] && self.float_carried[i] {
                    Repr::Float
                } else {
                    Repr::Int
                },
            };
        }
        self.head = Some(head);
    }

    // ------------------------------------------------------------ exits

    /// Leaves through `exit` when `cond` is nonzero (always when `None`),
    /// writing back the current state first.
    fn exit_if(&mut self, cond: Option<Value>, exit: u32) -> Result<(), TranslateError> {
        let tail = self.tail(exit)?;
        let out = self.b.create_block();
        self.b.set_cold_block(out);
        let cont = cond.map(|c| {
            let cont = self.b.create_block();
            self.b.ins().brif(c, out, &[], cont, &[]);
            cont
        });
        if cond.is_none() {
            self.b.ins().jump(out, &[]);
        }
        self.b.seal_block(out);
        self.b.switch_to_block(out);
        let sp = self.sp();
        self.store_dirty(sp, false);
        let index = self.iconst(i64::from(exit));
        self.b.ins().jump(tail, &[index.into()]);
        match cont {
            Some(c) => {
                self.b.seal_block(c);
                self.b.switch_to_block(c);
            }
            None => self.dead_end(),
        }
        Ok(())
    }

    /// After an unconditional exit: later uops (if any) are unreachable
    /// (the compile-time state carries on, so they still translate).
    fn dead_end(&mut self) {
        let dead = self.b.create_block();
        self.b.seal_block(dead);
        self.b.switch_to_block(dead);
    }

    /// After a terminator: what follows starts from the trace's entry
    /// frames.
    fn restart(&mut self) {
        self.st.frames = start_frames(self.trace);
        self.forget_all();
    }

    /// The block every exit ends in, made on first use: its one parameter
    /// is the exit's index.
    fn tail(&mut self, exit: u32) -> Result<Block, TranslateError> {
        if exit as usize >= self.trace.exits.len() {
            return Err(TranslateError("uop without an exit record"));
        }
        Ok(*self.tail.get_or_insert_with(|| {
            let block = self.b.create_block();
            self.b.append_block_param(block, types::I64);
            block
        }))
    }

    /// The exits' shared tail: count the exit, then tail-call the trace
    /// linked to it or return the exit's code. One block for all exits
    /// rather than one per exit: a long side trace has a hundred or more
    /// exits, and Cranelift's compile time grows with the blocks and
    /// instructions it is given.
    fn emit_tail(&mut self) {
        let Some(block) = self.tail else {
            return;
        };
        self.b.set_cold_block(block);
        self.b.switch_to_block(block);
        let exit = self.b.block_params(block)[0];
        let flags = Self::flags();
        let offset = self.b.ins().ishl_imm_u(exit, 3);
        let counters = self.iconst(self.addrs.counters as i64);
        let counter = self.b.ins().iadd(counters, offset);
        let n = self.b.ins().load(types::I64, flags, counter, 0);
        let n = self.b.ins().iadd_imm_s(n, 1);
        self.b.ins().store(flags, n, counter, 0);
        let links = self.iconst(self.addrs.links as i64);
        let link = self.b.ins().iadd(links, offset);
        let target = self.b.ins().load(types::I64, flags, link, 0);
        let linked = self.b.create_block();
        let unlinked = self.b.create_block();
        self.b.set_cold_block(unlinked);
        self.b.ins().brif(target, linked, &[], unlinked, &[]);
        self.b.seal_block(linked);
        self.b.seal_block(unlinked);
        self.b.switch_to_block(linked);
        self.b
            .ins()
            .return_call_indirect(self.trace_sig, target, &[self.ctx]);
        self.b.switch_to_block(unlinked);
        let code = self.b.ins().bor_imm_s(exit, (self.trace.id.0 as i64) << 32);
        self.b.ins().return_(&[code]);
        self.b.seal_block(block);
    }

    /// `tag(slot) != want` as a condition, or `None` when the tag is known
    /// (`Some(true)`-like constant conditions become unconditional exits).
    fn guard_tag(&mut self, slot: u32, want: u8, exit: u32) -> Result<(), TranslateError> {
        match self.tag_of(slot) {
            Some(t) if t == want => Ok(()),
            Some(_) => self.exit_if(None, exit),
            None => {
                let (t, _) = self.get(slot);
                let bad = self.b.ins().icmp_imm_s(IntCC::NotEqual, t, want as i64);
                self.exit_if(Some(bad), exit)?;
                let i = slot as usize;
                if let Some(s) = self.st.slots.get_mut(i) {
                    s.tag = Some(want);
                }
                Ok(())
            }
        }
    }

    // ------------------------------------------------------------ calls

    fn ctx_load(&mut self, offset: i32) -> Value {
        self.b
            .ins()
            .load(types::I64, Self::flags(), self.ctx, offset)
    }

    fn iconst(&mut self, v: i64) -> Value {
        self.b.ins().iconst(types::I64, v)
    }

    fn as_float(&mut self, slot: u32) -> Value {
        if self.tag_of(slot) == Some(layout::TAG_INT) {
            let p = self.payload(slot);
            return self.b.ins().fcvt_from_sint(types::F64, p);
        }
        self.float_payload(slot)
    }

    // ------------------------------------------------------------ uops

    /// Translates uop `pc` (and, when fused, the next); returns how many.
    fn uop(&mut self, pc: usize) -> Result<usize, TranslateError> {
        let u = self.trace.uops[pc];
        let next = self.trace.uops.get(pc + 1).copied();
        match u.op {
            Uop::_NOP | Uop::_SET_IP => {}
            Uop::_LOOP_START => self.open_loop(),
            Uop::_CHECK_VALIDITY => {
                let valid = self.ctx_load(offsets::VALID);
                let flag = self
                    .b
                    .ins()
                    .uload8(types::I64, Self::flags(), valid, u.operand as i32);
                let gone = self.b.ins().icmp_imm_s(IntCC::Equal, flag, 0);
                self.exit_if(Some(gone), u.exit)?;
                // A spent budget stops a cycle of linked traces here (its
                // back-edges counted down).
                self.poll_if_spent(u.exit)?;
            }
            Uop::_LOAD_FAST => {
                let from = self.fp() + u.oparg;
                let to = self.push_slot();
                self.copy_slot(from, to);
            }
            Uop::_LOAD_FAST_CHECK => {
                let from = self.fp() + u.oparg;
                if self.tag_of(from).is_none() {
                    let (t, _) = self.get(from);
                    let unbound =
                        self.b
                            .ins()
                            .icmp_imm_s(IntCC::Equal, t, layout::TAG_UNDEF as i64);
                    self.exit_if(Some(unbound), u.exit)?;
                }
                let to = self.push_slot();
                self.copy_slot(from, to);
            }
            Uop::_STORE_FAST => {
                let from = self.at(0);
                let to = self.fp() + u.oparg;
                self.copy_slot(from, to);
                self.drop_top(1);
            }
            Uop::_LOAD_CONST_INLINE => {
                let v = self
                    .consts
                    .get(u.operand as usize)
                    .copied()
                    .ok_or(TranslateError("bad constant"))?;
                let s = self.push_slot();
                self.set_const(s, v);
            }
            Uop::_LOAD_INT => {
                let s = self.push_slot();
                self.set_const(s, GuestValue::Int(u.operand as i64));
            }
            Uop::_LOAD_GLOBAL_INLINE | Uop::_LOAD_TRACE_CONST => {
                let v = self
                    .trace
                    .consts
                    .get(u.operand as usize)
                    .copied()
                    .ok_or(TranslateError("bad trace constant"))?;
                let s = self.push_slot();
                self.set_const(s, v);
            }
            Uop::_POP_TOP => self.drop_top(1),
            Uop::_COPY if u.oparg >= 1 => {
                let from = self.at(u.oparg - 1);
                let to = self.push_slot();
                self.copy_slot(from, to);
            }
            Uop::_SWAP if u.oparg >= 2 => {
                let (a, b) = (self.at(0), self.at(u.oparg - 1));
                let (ta, pa) = self.get(a);
                let (tb, pb) = self.get(b);
                let (ka, kb) = (self.tag_of(a), self.tag_of(b));
                self.set(a, tb, pb, kb);
                self.set(b, ta, pa, ka);
            }
            Uop::_GUARD_TOS_INT
            | Uop::_GUARD_NOS_INT
            | Uop::_GUARD_TOS_FLOAT
            | Uop::_GUARD_NOS_FLOAT
            | Uop::_GUARD_NOS_LIST
            | Uop::_GUARD_NOS_TUPLE => {
                let (k, tag) =
                    u.op.type_guard()
                        .ok_or(TranslateError("not a type guard"))?;
                let s = self.at(k);
                self.guard_tag(s, tag, u.exit)?;
            }
            Uop::_BINARY_OP_ADD_INT
            | Uop::_BINARY_OP_SUBTRACT_INT
            | Uop::_BINARY_OP_MULTIPLY_INT => {
                let (sa, sb) = (self.at(1), self.at(0));
                let a = self.payload(sa);
                let b = self.payload(sb);
                let (r, of) = match u.op {
                    Uop::_BINARY_OP_ADD_INT => self.b.ins().sadd_overflow(a, b),
                    Uop::_BINARY_OP_SUBTRACT_INT => self.b.ins().ssub_overflow(a, b),
                    _ => self.b.ins().smul_overflow(a, b),
                };
                // The exit sees the operands, as before the instruction.
                self.exit_if(Some(of), u.exit)?;
                self.drop_top(2);
                let s = self.push_slot();
                self.set_typed(s, layout::TAG_INT, r);
            }
            Uop::_BINARY_OP_INT if self.native_int_op(&u).is_some() => {
                let op = self.native_int_op(&u).unwrap_or(BinOp::And);
                let (sa, sb) = (self.at(1), self.at(0));
                let a = self.payload(sa);
                let c = self.const_int(sb);
                let r = match (op, c) {
                    (BinOp::And | BinOp::Or | BinOp::Xor, _) => {
                        let b = self.payload(sb);
                        match op {
                            BinOp::And => self.b.ins().band(a, b),
                            BinOp::Or => self.b.ins().bor(a, b),
                            _ => self.b.ins().bxor(a, b),
                        }
                    }
                    (BinOp::Mod, Some(c)) => self.b.ins().band_imm_s(a, c - 1),
                    (BinOp::FloorDiv, Some(c)) => {
                        self.b.ins().sshr_imm_s(a, c.trailing_zeros() as i64)
                    }
                    (_, Some(c)) => self.b.ins().sshr_imm_s(a, c.min(63)),
                    _ => return Err(TranslateError("unexpected int operator")),
                };
                self.drop_top(2);
                let s = self.push_slot();
                self.set_typed(s, layout::TAG_INT, r);
            }
            Uop::_GUARD_GEN => self.guard_generator(&u)?,
            Uop::_GEN_RESUME => self.resume_generator(&u)?,
            Uop::_GEN_YIELD => self.yield_generator(&u)?,
            _ if self.iteration_known(&u) => self.iteration(&u)?,
            Uop::_BINARY_OP_INT if Self::division(&u).is_some() => {
                self.floor_div_mod(&u, Self::division(&u) == Some(true))?
            }
            Uop::_BINARY_OP_ADD_FLOAT
            | Uop::_BINARY_OP_SUBTRACT_FLOAT
            | Uop::_BINARY_OP_MULTIPLY_FLOAT => {
                let (sa, sb) = (self.at(1), self.at(0));
                let a = self.as_float(sa);
                let b = self.as_float(sb);
                let r = match u.op {
                    Uop::_BINARY_OP_ADD_FLOAT => self.b.ins().fadd(a, b),
                    Uop::_BINARY_OP_SUBTRACT_FLOAT => self.b.ins().fsub(a, b),
                    _ => self.b.ins().fmul(a, b),
                };
                self.drop_top(2);
                let s = self.push_slot();
                self.set_float(s, r);
            }
            Uop::_CALL_BUILTIN_PURE if u.oparg == 1 && u.operand == Builtin::MathSqrt as u64 => {
                // `math.sqrt(x)` of a float; a negative `x` (a domain
                // error), a NaN or a value that is no float leaves for the
                // interpreter.
                let s = self.at(0);
                if !matches!(self.tag_of(s), None | Some(layout::TAG_FLOAT)) {
                    self.helper(pc, &u)?;
                    return Ok(1);
                }
                self.guard_tag(s, layout::TAG_FLOAT, u.exit)?;
                let x = self.float_payload(s);
                let zero = self.b.ins().f64const(0.0);
                let bad = self.b.ins().fcmp(FloatCC::UnorderedOrLessThan, x, zero);
                self.exit_if(Some(bad), u.exit)?;
                let r = self.b.ins().sqrt(x);
                self.drop_top(2);
                let d = self.push_slot();
                self.set_float(d, r);
            }
            Uop::_BINARY_OP_FLOAT if BinOp::from_u32(u.oparg) == Some(BinOp::TrueDiv) => {
                let (sa, sb) = (self.at(1), self.at(0));
                let a = self.as_float(sa);
                let b = self.as_float(sb);
                // Division by zero raises: leave before dividing.
                let zero = self.b.ins().f64const(0.0);
                let is_zero = self.b.ins().fcmp(FloatCC::Equal, b, zero);
                self.exit_if(Some(is_zero), u.exit)?;
                let r = self.b.ins().fdiv(a, b);
                self.drop_top(2);
                let s = self.push_slot();
                self.set_float(s, r);
            }
            Uop::_GUARD_INTS_DIVIDE_AS_FLOATS => {
                for k in [1, 0] {
                    let s = self.at(k);
                    let p = self.payload(s);
                    // |x| < 2**53 exactly when x + 2**53 shifted right by
                    // 54 is zero (wrapping included).
                    let biased = self.b.ins().iadd_imm_s(p, 1 << 53);
                    let high = self.b.ins().sshr_imm_u(biased, 54);
                    let inexact = self.b.ins().icmp_imm_s(IntCC::NotEqual, high, 0);
                    self.exit_if(Some(inexact), u.exit)?;
                    if k == 0 {
                        let zero = self.b.ins().icmp_imm_s(IntCC::Equal, p, 0);
                        self.exit_if(Some(zero), u.exit)?;
                    }
                }
            }
            Uop::_TOS_INT_TO_FLOAT | Uop::_NOS_INT_TO_FLOAT => {
                let k = if u.op == Uop::_TOS_INT_TO_FLOAT { 0 } else { 1 };
                let s = self.at(k);
                let p = self.payload(s);
                let f = self.b.ins().fcvt_from_sint(types::F64, p);
                self.set_float(s, f);
            }
            Uop::_UNARY_NEGATIVE_FLOAT => {
                let s = self.at(0);
                let f = self.float_payload(s);
                // `fneg` flips the sign bit only (so -0.0 and NaNs come out
                // as Python's).
                let r = self.b.ins().fneg(f);
                self.set_float(s, r);
            }
            Uop::_UNARY_NEGATIVE_INT => {
                let s = self.at(0);
                let p = self.payload(s);
                let zero = self.iconst(0);
                let (r, of) = self.b.ins().ssub_overflow(zero, p);
                self.exit_if(Some(of), u.exit)?;
                self.set_typed(s, layout::TAG_INT, r);
            }
            Uop::_COMPARE_OP_INT | Uop::_COMPARE_OP_FLOAT => {
                let cmp = CmpOp::from_u32(u.oparg).ok_or(TranslateError("bad comparison"))?;
                let (sa, sb) = (self.at(1), self.at(0));
                let c = if u.op == Uop::_COMPARE_OP_INT {
                    let a = self.payload(sa);
                    let b = self.payload(sb);
                    self.b.ins().icmp(int_cc(cmp), a, b)
                } else {
                    let a = self.as_float(sa);
                    let b = self.as_float(sb);
                    self.b.ins().fcmp(float_cc(cmp), a, b)
                };
                self.drop_top(2);
                return self.bool_result(c, next.as_ref());
            }
            Uop::_IS_OP => {
                let (sa, sb) = (self.at(1), self.at(0));
                // One side's type known (`x is None`, `x is True`): the
                // tag decides how many payload bytes are the value's own.
                let known = self.tag_of(sb).or(self.tag_of(sa));
                let c = self.identical(sa, sb, known);
                let c = if u.oparg == 1 {
                    self.b.ins().icmp_imm_s(IntCC::Equal, c, 0)
                } else {
                    c
                };
                self.drop_top(2);
                return self.bool_result(c, next.as_ref());
            }
            Uop::_GUARD_SHAPE => {
                let obj = self.at(u.oparg);
                let e = self.instance_entry(obj, u.exit, false)?;
                let shape = self
                    .b
                    .ins()
                    .uload32(Self::flags(), e, self.inst.shape as i32);
                let bad = self
                    .b
                    .ins()
                    .icmp_imm_s(IntCC::NotEqual, shape, u.operand as u32 as i64);
                self.exit_if(Some(bad), u.exit)?;
            }
            Uop::_LOAD_ATTR_SLOT => {
                let obj = self.at(0);
                let e = self.instance_entry(obj, u.exit, false)?;
                let (at, disp) = self.attr_addr(e, u.operand, u.exit)?;
                let t = self.b.ins().load(types::I64, Self::flags(), at, disp + TAG);
                let p = self
                    .b
                    .ins()
                    .load(types::I64, Self::flags(), at, disp + PAYLOAD);
                self.set(obj, t, p, None);
            }
            Uop::_GUARD_IS_CONST => {
                let want = *self
                    .trace
                    .consts
                    .get(u.operand as usize)
                    .ok_or(TranslateError("bad trace constant"))?;
                let (tag, payload) = want.to_bits();
                let slot = self.at(u.oparg);
                match self.tag_of(slot) {
                    Some(t) if t != tag as u8 => self.exit_if(None, u.exit)?,
                    _ => {
                        let (t, p) = self.get(slot);
                        let bad_tag = self.b.ins().icmp_imm_s(IntCC::NotEqual, t, tag as i64);
                        let x = self.b.ins().bxor_imm_s(p, payload as i64);
                        let x = match want.payload_bytes() {
                            0 => self.b.ins().iconst(types::I64, 0),
                            1 => self.b.ins().band_imm_s(x, 0xff),
                            4 => self.b.ins().band_imm_s(x, 0xffff_ffff),
                            _ => x,
                        };
                        let bad_payload = self.b.ins().icmp_imm_s(IntCC::NotEqual, x, 0);
                        let bad = self.b.ins().bor(bad_tag, bad_payload);
                        self.exit_if(Some(bad), u.exit)?;
                        if let Some(s) = self.st.slots.get_mut(slot as usize) {
                            s.tag = Some(tag as u8);
                        }
                    }
                }
            }
            Uop::_NEW_INSTANCE => {
                let k = u.oparg & 0xff;
                if u.operand as usize >= self.trace.consts.len()
                    || k >= self.st.frames.last().map_or(0, |f| f.depth)
                {
                    return Err(TranslateError("bad instance creation"));
                }
                let home = self.at(k);
                let class = self.addrs.trace_consts + u.operand as usize * SLOT as usize;
                let class = self.iconst(class as i64);
                let r = self.call_slots_helper(offsets::HELPER_NEW_INSTANCE, class, home);
                self.exit_if(Some(r), u.exit)?;
                self.st.slots[home as usize] = SlotState::in_memory(Some(layout::TAG_INSTANCE));
            }
            Uop::_STORE_ATTR_ADD => self.attr_add(&u)?,
            Uop::_UNPACK_SEQUENCE => self.unpack(pc, &u)?,
            Uop::_BINARY_SUBSCR_TUPLE_INT => self.tuple_item(&u)?,
            Uop::_STORE_ATTR_SLOT => {
                // The instance on top, the value under it.
                let (obj, value) = (self.at(0), self.at(1));
                let e = self.instance_entry(obj, u.exit, true)?;
                let (at, disp) = self.attr_addr(e, u.operand, u.exit)?;
                let (t, p) = self.get(value);
                self.b.ins().store(Self::flags(), t, at, disp + TAG);
                self.b.ins().store(Self::flags(), p, at, disp + PAYLOAD);
                self.drop_top(2);
            }
            Uop::_GUARD_IS_TRUE_POP | Uop::_GUARD_IS_FALSE_POP => {
                let want = u.op == Uop::_GUARD_IS_TRUE_POP;
                let s = self.at(0);
                self.guard_tag(s, layout::TAG_BOOL, u.exit)?;
                let p = self.payload(s);
                let byte = self.b.ins().band_imm_s(p, 0xff);
                let fail = if want {
                    self.b.ins().icmp_imm_s(IntCC::Equal, byte, 0)
                } else {
                    byte
                };
                self.exit_if(Some(fail), u.exit)?;
                self.drop_top(1);
            }
            Uop::_ITER_CHECK_RANGE => {
                for k in 0..3 {
                    let s = self.at(k);
                    self.guard_tag(s, layout::TAG_INT, u.exit)?;
                }
            }
            Uop::_GUARD_NOT_EXHAUSTED_RANGE => {
                let (st, ss, sc) = (self.at(2), self.at(1), self.at(0));
                let stop = self.payload(st);
                let step = self.payload(ss);
                let cur = self.payload(sc);
                // Counting up: done when cur >= stop; down (or a zero
                // step): when cur <= stop or step == 0.
                let positive = self.b.ins().icmp_imm_s(IntCC::SignedGreaterThan, step, 0);
                let (up, down, join) = (
                    self.b.create_block(),
                    self.b.create_block(),
                    self.b.create_block(),
                );
                self.b.ins().brif(positive, up, &[], down, &[]);
                self.b.seal_block(up);
                self.b.seal_block(down);
                self.b.switch_to_block(up);
                let done = self
                    .b
                    .ins()
                    .icmp(IntCC::SignedGreaterThanOrEqual, cur, stop);
                self.exit_if(Some(done), u.exit)?;
                self.b.ins().jump(join, &[]);
                self.b.switch_to_block(down);
                let zero = self.b.ins().icmp_imm_s(IntCC::Equal, step, 0);
                self.exit_if(Some(zero), u.exit)?;
                let done = self.b.ins().icmp(IntCC::SignedLessThanOrEqual, cur, stop);
                self.exit_if(Some(done), u.exit)?;
                self.b.ins().jump(join, &[]);
                self.b.seal_block(join);
                self.b.switch_to_block(join);
            }
            Uop::_ITER_NEXT_RANGE => {
                let (ss, sc) = (self.at(1), self.at(0));
                let step = self.payload(ss);
                let cur = self.payload(sc);
                let (next, of) = self.b.ins().sadd_overflow(cur, step);
                self.exit_if(Some(of), u.exit)?;
                self.set_typed(sc, layout::TAG_INT, next);
                let s = self.push_slot();
                self.set_typed(s, layout::TAG_INT, cur);
            }
            Uop::_BINARY_SUBSCR_LIST_INT | Uop::_STORE_SUBSCR_LIST_INT => {
                self.list_access(&u)?;
            }
            Uop::_GUARD_TAG => {
                let s = self.at(u.oparg);
                self.guard_tag(s, u.operand as u8, u.exit)?;
            }
            Uop::_GUARD_TOS_NONE | Uop::_GUARD_TOS_BOOL => {
                let tag = if u.op == Uop::_GUARD_TOS_NONE {
                    layout::TAG_NONE
                } else {
                    layout::TAG_BOOL
                };
                let s = self.at(0);
                self.guard_tag(s, tag, u.exit)?;
            }
            Uop::_GUARD_TOS_LEN => {
                let s = self.at(0);
                self.guard_tag(s, layout::TAG_INT, u.exit)?;
                let n = self.payload(s);
                let negative = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, n, 0);
                self.exit_if(Some(negative), u.exit)?;
            }
            // After `_GUARD_TOS_INT` (the interpreter's truth for anything
            // else).
            Uop::_TO_BOOL_INT
                if peek_slot(&self.st.frames, 0).and_then(|s| self.tag_of(s))
                    == Some(layout::TAG_INT) =>
            {
                let s = self.at(0);
                let n = self.payload(s);
                let c = self.b.ins().icmp_imm_s(IntCC::NotEqual, n, 0);
                self.drop_top(1);
                return self.bool_result(c, next.as_ref());
            }
            Uop::_CALL_LIST_APPEND => {
                self.list_append(&u, 1)?;
                self.drop_top(2);
                let s = self.push_slot();
                self.set_const(s, GuestValue::None);
            }
            Uop::_LIST_APPEND if u.oparg > 0 => {
                self.list_append(&u, u.oparg)?;
                self.drop_top(1);
            }
            // The truth of a value whose type is known here; anything else
            // (an instance may run `__bool__`) is the helper's.
            Uop::_TO_BOOL
                if peek_slot(&self.st.frames, 0)
                    .and_then(|s| self.tag_of(s))
                    .is_some_and(truth_in_place) =>
            {
                let s = self.at(0);
                let c = self.truth(s)?;
                self.drop_top(1);
                return self.bool_result(c, next.as_ref());
            }
            // `not` of a bool (the interpreter's truth for anything else).
            Uop::_UNARY_NOT
                if peek_slot(&self.st.frames, 0).and_then(|s| self.tag_of(s))
                    == Some(layout::TAG_BOOL) =>
            {
                let s = self.at(0);
                let p = self.payload(s);
                let p = self.b.ins().band_imm_s(p, 0xff);
                let c = self.b.ins().icmp_imm_s(IntCC::Equal, p, 0);
                self.drop_top(1);
                return self.bool_result(c, next.as_ref());
            }
            Uop::_ITER_CHECK_LIST => {
                let (sl, si) = (self.at(2), self.at(0));
                self.guard_tag(sl, layout::TAG_LIST, u.exit)?;
                self.guard_tag(si, layout::TAG_INT, u.exit)?;
            }
            Uop::_GUARD_NOT_EXHAUSTED_LIST => {
                self.next_list_index(u.exit)?;
            }
            Uop::_ITER_NEXT_LIST => self.list_next(&u)?,
            Uop::_LOAD_DEREF | Uop::_STORE_DEREF => self.cell_access(&u)?,
            Uop::_GUARD_BOUND_METHOD => self.guard_bound_method(&u)?,
            Uop::_BOUND_METHOD_SELF
                if peek_slot(&self.st.frames, 0).and_then(|s| self.tag_of(s))
                    == Some(layout::TAG_BOUNDMETHOD) =>
            {
                self.bound_method_self()?
            }
            Uop::_BOUND_METHOD_SELF
                if peek_slot(&self.st.frames, 0)
                    .and_then(|s| self.tag_of(s))
                    .is_some() => {}
            Uop::_CHECK_FUNCTION | Uop::_CHECK_BUILTIN => {
                let want = u
                    .checked_callee()
                    .ok_or(TranslateError("bad callee check"))?;
                let tag = want.tag();
                let s = self.at(u.oparg);
                self.guard_tag(s, tag, u.exit)?;
                let p = self.payload(s);
                let mask = if tag == layout::TAG_FUNC {
                    0xffff_ffff
                } else {
                    0xff
                };
                let p = self.b.ins().band_imm_s(p, mask);
                let bad = self
                    .b
                    .ins()
                    .icmp_imm_s(IntCC::NotEqual, p, want.to_bits().1 as i64);
                self.exit_if(Some(bad), u.exit)?;
            }
            Uop::_INLINE_ENTER => {
                let argc = u.oparg & 0xff;
                let level = ((u.oparg >> 8) & 0xff) as i64;
                let (_, nlocals, offset) = unpack_enter(u.operand);
                // Would the real call exceed the recursion limit?
                let count = self.ctx_load(offsets::FRAME_COUNT);
                let limit = self.ctx_load(offsets::RECURSION_LIMIT);
                let depth = self.b.ins().iadd_imm_s(count, level);
                let over = self
                    .b
                    .ins()
                    .icmp(IntCC::UnsignedGreaterThanOrEqual, depth, limit);
                self.exit_if(Some(over), u.exit)?;
                // A call is a step; the next poll charges it.
                self.count_down();
                // Each slot is read before an argument is written over it:
                // the arguments may reach into the callee's first slots (a
                // made function's cells, a packed `*args`, pushed past the
                // caller's stack space), from below (highest first then)
                // or from above.
                let up = argc > 0 && self.at(argc - 1) >= offset;
                for j in 0..argc {
                    let i = if up { j } else { argc - 1 - j };
                    let from = self.at(argc - 1 - i);
                    self.copy_slot(from, offset + i);
                }
                for i in argc..nlocals {
                    self.set_const(offset + i, GuestValue::Undef);
                }
                self.drop_top(inline_enter_pops(u.oparg));
                self.st.frames.push(Frame {
                    fp: offset,
                    base: offset + nlocals,
                    depth: 0,
                });
            }
            Uop::_INLINE_EXIT => {
                let (parent_fp, parent_sp) = unpack_exit(u.operand);
                let ret = self.at(0);
                self.st.frames.pop();
                if self.st.frames.is_empty() || self.fp() != parent_fp || self.sp() != parent_sp {
                    return Err(TranslateError("inlined frames out of step"));
                }
                let to = self.push_slot();
                self.copy_slot(ret, to);
            }
            Uop::_JUMP_TO_TOP => self.back_edge(&u)?,
            Uop::_COUNT_STEP => {
                self.count_down();
            }
            Uop::_EXIT_TRACE | Uop::_DEOPT => {
                self.exit_if(None, u.exit)?;
                self.restart();
            }
            _ if self.string_value_op(&u)? => {}
            _ if value_ops::runs(u.op) => self.value_op(&u)?,
            _ => self.helper(pc, &u)?,
        }
        Ok(1)
    }

    /// Pushes the bool `c` (an `i8` condition), or, fused with the branch
    /// guard that consumes it, exits on the failing value (the exit sees
    /// that value on the stack). Returns how many uops it translated.
    fn bool_result(&mut self, c: Value, next: Option<&UopInst>) -> Result<usize, TranslateError> {
        if let Some(n) = next
            && matches!(n.op, Uop::_GUARD_IS_TRUE_POP | Uop::_GUARD_IS_FALSE_POP)
        {
            let want = n.op == Uop::_GUARD_IS_TRUE_POP;
            let s = self.push_slot();
            self.set_const(s, GuestValue::Bool(!want));
            let fail = if want {
                self.b.ins().icmp_imm_s(IntCC::Equal, c, 0)
            } else {
                c
            };
            self.exit_if(Some(fail), n.exit)?;
            self.drop_top(1);
            return Ok(2);
        }
        let r = self.b.ins().uextend(types::I64, c);
        let s = self.push_slot();
        self.set_typed(s, layout::TAG_BOOL, r);
        Ok(1)
    }

    /// `a is b` as a condition, one of them known to have tag `known`:
    /// equal tags, and equal payload bytes where the value keeps them
    /// (`GuestValue::payload_bytes`; the rest of the word may be left
    /// over from what the slot held before). Floats compare bits, as
    /// `ops::identical` does.
    fn identical(&mut self, a: u32, b: u32, known: Option<u8>) -> Value {
        let (ta, pa) = self.get(a);
        let (tb, pb) = self.get(b);
        let same_tag = self.b.ins().icmp(IntCC::Equal, ta, tb);
        let x = self.b.ins().bxor(pa, pb);
        let x = match known.map(layout::payload_bytes) {
            Some(0) => return same_tag,
            Some(1) => self.b.ins().band_imm_s(x, 0xff),
            Some(4) => self.b.ins().band_imm_s(x, 0xffff_ffff),
            Some(_) => x,
            // Neither type known: the left tag's mask, from the table
            // (when the tags differ, any mask gives the same answer).
            None => {
                let table = self
                    .b
                    .ins()
                    .iconst(types::I64, layout::PAYLOAD_MASKS.as_ptr() as i64);
                let index = self.b.ins().band_imm_s(ta, 0xff);
                let offset = self.b.ins().ishl_imm_s(index, 3);
                let at = self.b.ins().iadd(table, offset);
                let mask = self.b.ins().load(types::I64, Self::flags(), at, 0);
                self.b.ins().band(x, mask)
            }
        };
        let same_payload = self.b.ins().icmp_imm_s(IntCC::Equal, x, 0);
        self.b.ins().band(same_tag, same_payload)
    }

    /// The address of the heap entry of the instance in `slot`, after
    /// checking that it is one (else `exit`); `written`: for code about
    /// to write into it (see [`Self::object_entry`]).
    fn instance_entry(
        &mut self,
        slot: u32,
        exit: u32,
        written: bool,
    ) -> Result<Value, TranslateError> {
        self.object_entry(slot, layout::TAG_INSTANCE, exit, written)
    }

    /// `_STORE_ATTR_ADD`: the value goes into the attribute vector in
    /// place while it has room, and the instance moves to the new shape;
    /// a full vector is grown by the helper. Neither path changes a slot.
    fn attr_add(&mut self, u: &UopInst) -> Result<(), TranslateError> {
        let (obj, value) = (self.at(0), self.at(1));
        // The helper reads both from their slots.
        self.store_slot(obj as usize);
        self.store_slot(value as usize);
        let e = self.instance_entry(obj, u.exit, true)?;
        let (grow, join) = (self.b.create_block(), self.b.create_block());
        self.b.set_cold_block(grow);
        let len = self
            .b
            .ins()
            .uload32(Self::flags(), e, self.inst.slots_len as i32);
        let cap = self
            .b
            .ins()
            .uload32(Self::flags(), e, self.inst.slots_cap as i32);
        let full = self
            .b
            .ins()
            .icmp(IntCC::UnsignedGreaterThanOrEqual, len, cap);
        let room = self.b.create_block();
        self.b.ins().brif(full, grow, &[], room, &[]);
        self.b.seal_block(room);
        self.b.switch_to_block(room);
        let (t, p) = self.get(value);
        let at = self
            .b
            .ins()
            .load(types::I64, Self::flags(), e, self.inst.slots_addr as i32);
        let off = self.b.ins().imul_imm_s(len, SLOT as i64);
        let at = self.b.ins().iadd(at, off);
        self.b.ins().store(Self::flags(), t, at, TAG);
        self.b.ins().store(Self::flags(), p, at, PAYLOAD);
        let len = self.b.ins().iadd_imm_s(len, 1);
        let len = self.b.ins().ireduce(types::I32, len);
        self.b
            .ins()
            .store(Self::flags(), len, e, self.inst.slots_len as i32);
        let shape = self.b.ins().iconst(types::I32, u.operand as u32 as i64);
        self.b
            .ins()
            .store(Self::flags(), shape, e, self.inst.shape as i32);
        self.b.ins().jump(join, &[]);
        self.b.seal_block(grow);
        self.b.switch_to_block(grow);
        let f = self.ctx_load(offsets::HELPER_SLOT_ADD);
        let o = self
            .b
            .ins()
            .iadd_imm_s(self.slots_ptr, obj as i64 * SLOT as i64);
        let shape = self.iconst(u.operand as i64);
        let v = self
            .b
            .ins()
            .iadd_imm_s(self.slots_ptr, value as i64 * SLOT as i64);
        let call = self
            .b
            .ins()
            .call_indirect(self.helper_list_sig, f, &[self.ctx, o, shape, v]);
        let r = self.b.inst_results(call)[0];
        self.exit_if(Some(r), u.exit)?;
        self.b.ins().jump(join, &[]);
        self.b.seal_block(join);
        self.b.switch_to_block(join);
        self.drop_top(2);
        Ok(())
    }

    /// `_UNPACK_SEQUENCE n`: a tuple of `n` items is read in place;
    /// anything else goes through the generic helper. Both paths leave
    /// the items in their slots' memory.
    fn unpack(&mut self, pc: usize, u: &UopInst) -> Result<(), TranslateError> {
        let n = u.oparg;
        let seq = self.at(0);
        let (slow, join) = (self.b.create_block(), self.b.create_block());
        self.b.set_cold_block(slow);
        let before = self.st.clone();
        let (t, p) = self.get(seq);
        let not_tuple = self
            .b
            .ins()
            .icmp_imm_s(IntCC::NotEqual, t, layout::TAG_TUPLE as i64);
        let tuple = self.b.create_block();
        self.b.ins().brif(not_tuple, slow, &[], tuple, &[]);
        self.b.seal_block(tuple);
        self.b.switch_to_block(tuple);
        let e = self.entry_of_object(p);
        let len = self
            .b
            .ins()
            .load(types::I64, Self::flags(), e, self.tuple.items_len as i32);
        let wrong = self.b.ins().icmp_imm_s(IntCC::NotEqual, len, n as i64);
        let right = self.b.create_block();
        self.b.ins().brif(wrong, slow, &[], right, &[]);
        self.b.seal_block(right);
        self.b.switch_to_block(right);
        let items = self.tuple_items(e);
        // Item k ends up k below the top; item n - 1 replaces the tuple.
        for k in 0..n {
            let to = (seq + (n - 1 - k)) as i32 * SLOT;
            for field in [TAG, PAYLOAD] {
                let w =
                    self.b
                        .ins()
                        .load(types::I64, Self::flags(), items, k as i32 * SLOT + field);
                self.b
                    .ins()
                    .store(Self::flags(), w, self.slots_ptr, to + field);
            }
        }
        self.b.ins().jump(join, &[]);
        self.b.seal_block(slow);
        self.b.switch_to_block(slow);
        self.st = before.clone();
        let all = self.st.slots.len() as u32;
        self.store_dirty(all, true);
        let r = self.call_helper_uop(pc);
        self.exit_if(Some(r), u.exit)?;
        self.b.ins().jump(join, &[]);
        self.b.seal_block(join);
        self.b.switch_to_block(join);
        // Memory holds what was dirty before, on both paths.
        self.st = before;
        self.drop_top(1);
        for _ in 0..n {
            let s = self.push_slot();
            if let Some(st) = self.st.slots.get_mut(s as usize) {
                *st = SlotState::in_memory(None);
            }
        }
        Ok(())
    }

    /// Given an instance's entry `e`: exits unless it has attribute `k`,
    /// then returns the attribute vector's address and `k`'s offset in it.
    fn attr_addr(&mut self, e: Value, k: u64, exit: u32) -> Result<(Value, i32), TranslateError> {
        let k = i32::try_from(k)
            .ok()
            .filter(|k| *k < i32::MAX / SLOT)
            .ok_or(TranslateError("attribute slot out of range"))?;
        let len = self
            .b
            .ins()
            .uload32(Self::flags(), e, self.inst.slots_len as i32);
        let missing = self
            .b
            .ins()
            .icmp_imm_s(IntCC::UnsignedLessThanOrEqual, len, k as i64);
        self.exit_if(Some(missing), exit)?;
        let at = self
            .b
            .ins()
            .load(types::I64, Self::flags(), e, self.inst.slots_addr as i32);
        Ok((at, k * SLOT))
    }

    /// `x & y`, `x | y`, `x ^ y`; `x // 2**k`, `x % 2**k` and `x >> k` for a
    /// constant k (shifts and masks round towards minus infinity, as Python
    /// does).
    fn native_int_op(&self, u: &UopInst) -> Option<BinOp> {
        let op = BinOp::from_u32(u.oparg)?;
        match op {
            BinOp::And | BinOp::Or | BinOp::Xor => Some(op),
            BinOp::FloorDiv | BinOp::Mod | BinOp::RShift => {
                let c = self.const_int_at(0)?;
                let ok = match op {
                    BinOp::RShift => c >= 0,
                    _ => c > 0 && c & (c - 1) == 0,
                };
                ok.then_some(op)
            }
            _ => None,
        }
    }

    /// The int constant on top of the stack, when the translator knows it.
    fn const_int_at(&self, k: u32) -> Option<i64> {
        self.const_int(peek_slot(&self.st.frames, k)?)
    }

    fn const_int(&self, slot: u32) -> Option<i64> {
        self.st.slots.get(slot as usize).and_then(|s| s.int)
    }

    /// Subtracts one step from the poll countdown; returns what is left.
    fn count_down(&mut self) -> Value {
        let left = self.ctx_load(offsets::POLL_COUNTDOWN);
        let left = self.b.ins().iadd_imm_s(left, -1);
        self.b
            .ins()
            .store(Self::flags(), left, self.ctx, offsets::POLL_COUNTDOWN);
        left
    }

    /// Polls when the countdown has run out, taking `exit` if the budget is
    /// spent. Only at the entry check, where every value is in its slot.
    fn poll_if_spent(&mut self, exit: u32) -> Result<(), TranslateError> {
        let left = self.ctx_load(offsets::POLL_COUNTDOWN);
        let out = self
            .b
            .ins()
            .icmp_imm_s(IntCC::SignedLessThanOrEqual, left, 0);
        let poll = self.b.create_block();
        let cont = self.b.create_block();
        self.b.set_cold_block(poll);
        self.b.ins().brif(out, poll, &[], cont, &[]);
        self.b.seal_block(poll);
        self.b.switch_to_block(poll);
        let f = self.ctx_load(offsets::HELPER_POLL);
        let spv = self.iconst(self.sp() as i64);
        let call = self
            .b
            .ins()
            .call_indirect(self.helper_poll_sig, f, &[self.ctx, spv]);
        let stop = self.b.inst_results(call)[0];
        self.exit_if(Some(stop), exit)?;
        self.b.ins().jump(cont, &[]);
        self.b.seal_block(cont);
        self.b.switch_to_block(cont);
        Ok(())
    }

    /// The loop's back-edge: the poll every `POLL_INTERVAL` iterations
    /// (steps, garbage collection), then back to the header.
    fn back_edge(&mut self, u: &UopInst) -> Result<(), TranslateError> {
        let Some(head) = self.head else {
            return Err(TranslateError("a back-edge without a loop header"));
        };
        for (i, st) in self.st.slots.iter().enumerate() {
            self.float_at_back_edge[i] |= st.tag == Some(layout::TAG_FLOAT) && st.repr != Repr::Int;
        }
        self.enter_header_state();
        let left = self.count_down();
        let more = self.b.ins().icmp_imm_s(IntCC::SignedGreaterThan, left, 0);
        let poll = self.b.create_block();
        self.b.set_cold_block(poll);
        self.b.ins().brif(more, head, &[], poll, &[]);
        self.b.seal_block(poll);
        self.b.switch_to_block(poll);
        // The collector scans the slots below the stack top.
        let sp = self.sp();
        self.store_dirty(sp, true);
        let f = self.ctx_load(offsets::HELPER_POLL);
        let spv = self.iconst(sp as i64);
        let call = self
            .b
            .ins()
            .call_indirect(self.helper_poll_sig, f, &[self.ctx, spv]);
        let stop = self.b.inst_results(call)[0];
        self.exit_if(Some(stop), u.exit)?;
        // Floats are reloaded from their slots rather than kept across the
        // call: no vector register survives a C call, so a float live
        // across it would be spilled on the loop's hot path.
        for i in 0..self.st.slots.len() {
            if self.carried[i] && self.float_carried[i] {
                let off = i as i32 * SLOT + PAYLOAD;
                let f = self
                    .b
                    .ins()
                    .load(types::F64, Self::flags(), self.slots_ptr, off);
                self.b.def_var(self.fpays[i], f);
            }
        }
        self.b.ins().jump(head, &[]);
        self.b.seal_block(head);
        self.dead_end();
        self.restart();
        Ok(())
    }

    /// A builtin-value operation (`tier2::value_ops`) through its helper,
    /// which reads its operands from the slots and writes its results over
    /// them and past them: only those slots change, so every other slot
    /// keeps its variables (a `helper` call forgets them all).
    fn value_op(&mut self, u: &UopInst) -> Result<(), TranslateError> {
        let (pops, pushes) = u.op.effect(u.oparg);
        let window = value_ops::window(u.op, u.oparg) as u32;
        if window > self.st.frames.last().map_or(0, |f| f.depth) {
            return Err(TranslateError("stack underflow"));
        }
        let base = self.sp() - window;
        let n = self.st.slots.len() as u32;
        let word = value_op_word(u)?;
        let word = self.iconst(word as i64);
        let r = self.call_slots_helper(offsets::HELPER_VALUE_OP, word, base);
        // Taken, the exit finds every slot as it was: the helper changed
        // nothing.
        self.exit_if(Some(r), u.exit)?;
        let written = (base + window + pushes).min(n);
        for s in &mut self.st.slots[base as usize..written as usize] {
            *s = SlotState::in_memory(None);
        }
        self.drop_top(pops);
        for _ in 0..pushes {
            self.push_slot();
        }
        Ok(())
    }

    /// Calls the helper at context `offset` with `arg` and the address of
    /// `slot`, every slot in memory first (the helper may collect);
    /// returns its result, nonzero to exit.
    fn call_slots_helper(&mut self, offset: i32, arg: Value, slot: u32) -> Value {
        let n = self.st.slots.len() as u32;
        self.store_dirty(n, true);
        let f = self.ctx_load(offset);
        let addr = self
            .b
            .ins()
            .iadd_imm_s(self.slots_ptr, slot as i64 * SLOT as i64);
        let call = self
            .b
            .ins()
            .call_indirect(self.helper_value_op_sig, f, &[self.ctx, arg, addr]);
        self.b.inst_results(call)[0]
    }

    /// Runs uop `pc` through the reference semantics.
    fn helper(&mut self, pc: usize, u: &UopInst) -> Result<(), TranslateError> {
        let (pops, pushes) = u.op.effect(u.oparg);
        if pops > self.st.frames.last().map_or(0, |f| f.depth) {
            return Err(TranslateError("stack underflow"));
        }
        let n = self.st.slots.len() as u32;
        self.store_dirty(n, true);
        let r = self.call_helper_uop(pc);
        self.forget_all();
        if u.op.info().flags.can_exit() {
            self.exit_if(Some(r), u.exit)?;
        }
        self.drop_top(pops);
        for _ in 0..pushes {
            self.push_slot();
        }
        Ok(())
    }

    /// Calls `helper_uop` on uop `pc` (every slot in memory); returns
    /// its result, nonzero to exit.
    fn call_helper_uop(&mut self, pc: usize) -> Value {
        let (sp, fp) = (self.sp(), self.fp());
        let f = self.ctx_load(offsets::HELPER_UOP);
        let uop = self.iconst((self.addrs.uops + pc * core::mem::size_of::<UopInst>()) as i64);
        let spv = self.iconst(sp as i64);
        let fpv = self.iconst(fp as i64);
        let consts = self.iconst(self.addrs.trace_consts as i64);
        let nconsts = self.iconst(self.trace.consts.len() as i64);
        let call = self.b.ins().call_indirect(
            self.helper_uop_sig,
            f,
            &[self.ctx, uop, spv, fpv, consts, nconsts],
        );
        self.b.inst_results(call)[0]
    }
}

/// `helper_value_op`'s first argument for `u`: the uop, its oparg and a
/// small operand (an attribute), as the x86-64 backend passes them.
fn value_op_word(u: &UopInst) -> Result<u64, TranslateError> {
    if u.operand >= 1 << 24 {
        return Err(TranslateError("value-op operand too large"));
    }
    Ok((u.op as u64) | ((u.oparg as u64) << 8) | (u.operand << 40))
}

fn int_cc(c: CmpOp) -> IntCC {
    match c {
        CmpOp::Lt => IntCC::SignedLessThan,
        CmpOp::Le => IntCC::SignedLessThanOrEqual,
        CmpOp::Eq => IntCC::Equal,
        CmpOp::Ne => IntCC::NotEqual,
        CmpOp::Gt => IntCC::SignedGreaterThan,
        CmpOp::Ge => IntCC::SignedGreaterThanOrEqual,
    }
}

/// Python's float comparisons: false whenever a NaN is involved, except
/// `!=`, which is then true.
fn float_cc(c: CmpOp) -> FloatCC {
    match c {
        CmpOp::Lt => FloatCC::LessThan,
        CmpOp::Le => FloatCC::LessThanOrEqual,
        CmpOp::Eq => FloatCC::Equal,
        CmpOp::Ne => FloatCC::NotEqual,
        CmpOp::Gt => FloatCC::GreaterThan,
        CmpOp::Ge => FloatCC::GreaterThanOrEqual,
    }
}
