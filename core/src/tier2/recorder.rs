//! The trace recorder.
//!
//! While the interpreter runs one iteration of a hot loop, it shows the
//! recorder each instruction (and the values it is about to consume) before
//! executing it. The recorder appends uops with guards for the types and
//! branch directions it saw. Calls to guest functions are inlined: the
//! callee's identity is guarded, its frame becomes a node of the trace's
//! frame tree, and recording continues in its bytecode. The recorder only
//! reads interpreter state; it never changes it.

use alloc::vec::Vec;

use super::AbortReason;
use super::reconstruct::{ExitPoint, FrameState, FrameTree, InlinedFrame, Returns};
use super::trace::{ExitKind, StartFrame, TraceId};
use super::uops::{Uop, UopInst};
use super::value_ops;
use crate::builtins::Builtin;
use crate::bytecode::opcode::make_function;
use crate::bytecode::{BinOp, Instr, Op};
use crate::heap::{Heap, ObjRef};
use crate::objects;
use crate::objects::Attr;
use crate::objects::generator::GenState;
use crate::objects::intern::{NameId, Special};
use crate::ops;
use crate::value::Value;

/// Packs `_INLINE_ENTER`'s operand: callee code, its locals, frame offset.
pub fn pack_enter(code: u32, nlocals: u32, offset: u32) -> u64 {
    (code as u64) << 40 | (nlocals as u64 & 0xf_ffff) << 20 | (offset as u64 & 0xf_ffff)
}

/// `(code, nlocals, offset)` of an `_INLINE_ENTER` operand.
pub fn unpack_enter(operand: u64) -> (u32, u32, u32) {
    (
        (operand >> 40) as u32,
        ((operand >> 20) & 0xf_ffff) as u32,
        (operand & 0xf_ffff) as u32,
    )
}

/// Packs `_INLINE_EXIT`'s operand: the parent frame's offset and its stack
/// pointer (root-relative) once the callee and arguments are popped.
pub fn pack_exit(parent_offset: u32, parent_sp: u32) -> u64 {
    (parent_offset as u64) << 32 | parent_sp as u64
}

pub fn unpack_exit(operand: u64) -> (u32, u32) {
    ((operand >> 32) as u32, operand as u32)
}

/// A frame the recording is in (the root or an inlined callee).
#[derive(Clone, Copy, Debug)]
struct VFrame {
    node: u32,
    code: u32,
    /// First slot relative to the root frame's.
    offset: u32,
    nlocals: u32,
    frame_size: u32,
    /// Back-edges taken in this frame since it was entered (a generator's
    /// resumed frame takes its loop's once on the way to the next yield).
    back_edges: u32,
}

/// What the interpreter shows the recorder before each instruction.
pub struct View<'a> {
    pub code: u32,
    pub ip: usize,
    pub instr: Instr,
    /// Absolute index of this frame's first slot and one past its stack top.
    pub base: usize,
    pub sp: usize,
    pub slots: &'a [Value],
    pub heap: &'a Heap,
    pub globals: &'a [Value],
    pub builtin_of_name: &'a [Option<Value>],
    /// The builtin attribute each name is (for method calls).
    pub attr_of_name: &'a [Option<crate::objects::Attr>],
    /// The interned id of each name (for attributes of instances).
    pub name_ids: &'a [crate::objects::intern::NameId],
    /// `(nparams, nlocals, frame_size, plain)` of a code object (`plain`:
    /// see [`crate::bytecode::Code::is_plain`]).
    pub code_shape: Shape<'a>,
    /// The tree anchored at an instruction, with its anchor stack depth.
    pub tree_at: &'a dyn Fn(u32, u32) -> Option<(TraceId, u32)>,
    /// Whether a tree is a loop's (not one anchored where a call returns
    /// or at a function's entry).
    pub is_loop_tree: &'a dyn Fn(TraceId) -> bool,
    /// Whether a global is rebound so often that traces should read it
    /// each time rather than depend on its value.
    pub volatile_global: &'a dyn Fn(u32) -> bool,
    /// Whether code object `c` is a generator function.
    pub is_generator: &'a dyn Fn(u32) -> bool,
    /// A generator function whose parameters take a call's positional
    /// arguments one for one (cells after them).
    pub plain_generator: &'a dyn Fn(u32) -> bool,
    /// For a function whose parameters are positional ones and then
    /// keyword-only ones (no `*args`, `**kwargs`): how many are positional,
    /// and every parameter's name (where a keyword-only default is found).
    pub keyword_only: &'a dyn Fn(u32) -> Option<(u32, &'a [NameId])>,
    /// Whether code object `c` binds only positional parameters and its
    /// closure (no defaults needed, no `*args`, not a generator).
    pub plain_but_closure: &'a dyn Fn(u32) -> bool,
    /// For a function with `*args` or `**kwargs` after its positional
    /// parameters (no keyword-only ones, not a generator): how many are
    /// positional, and which of the two it has.
    pub star_params: &'a dyn Fn(u32) -> Option<StarParams>,
    /// Whether code object `c`'s local 0 may not hold its first
    /// positional argument when it returns (`CodeRt::writes_local0`).
    pub writes_local0: &'a dyn Fn(u32) -> bool,
    /// The same for local 1 and the second argument.
    pub writes_local1: &'a dyn Fn(u32) -> bool,
    /// Whether code object `c` has a loop.
    pub has_loop: &'a dyn Fn(u32) -> bool,
    /// Whether code object `c` has a loop with its own tree.
    pub has_loop_tree: &'a dyn Fn(u32) -> bool,
    /// For a call of code `c` with keyword-name list `k`: the parameter
    /// each keyword names (`None` unless every one is a parameter that may
    /// be passed by keyword).
    pub kw_params: &'a dyn Fn(u32, u32) -> Option<Vec<u32>>,
    /// Whether the loop headed at `(code, ip)` gave up getting a tree of
    /// its own: an enclosing recording then runs through it.
    pub loop_given_up: &'a dyn Fn(u32, u32) -> bool,
    /// Whether the loop headed at `(code, ip)`, met inside an inlined
    /// call, may be unrolled into the trace (it has not run past
    /// [`LOOP_UNROLL`] iterations while being unrolled before).
    pub unroll_loop: &'a dyn Fn(u32, u32) -> bool,
    /// Attribute `name` of module `m` and the global (or native-module
    /// dependency) a trace that reads it as a constant depends on.
    pub module_attr: &'a dyn Fn(Value, crate::objects::intern::NameId) -> Option<(Value, u32)>,
    /// The guest loops builtins consuming a generator run as.
    pub consumers: &'a crate::builtins::consumers::Consumers,
}

/// Most iterations of a loop in an inlined call unrolled into a trace
/// (LuaJIT's `loopunroll` is 15).
pub const LOOP_UNROLL: u32 = 15;

/// Back-edges of a resumed generator's loop one recording follows before
/// its next `yield` (a filter that passes over items); past them the trace
/// ends, and a side trace from there loops over the rest.
const GENERATOR_PASSES: u32 = 4;

/// A call the recorder inlines.
#[derive(Clone, Debug)]
struct Call {
    func: Value,
    /// Arguments besides the receiver (keyword values included).
    argc: u32,
    /// The parameter each of the last `kw.len()` arguments is passed to
    /// by keyword.
    kw: Vec<u32>,
    /// A method call: the receiver is the first argument and there is no
    /// callee slot.
    receiver: bool,
    /// What its return gives the caller.
    returns: Returns,
    /// How the arguments on the stack become parameters.
    passing: Passing,
}

/// A callee's parameters after the positional ones (see
/// [`View::star_params`]): `*args` in local `argcount`, then `**kwargs`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StarParams {
    pub argcount: u32,
    pub args: bool,
    pub kwargs: bool,
}

/// How a call's stack arguments become the callee's parameters, when not
/// one for one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Passing {
    /// Each argument is a parameter.
    Direct,
    /// The receiver slot holds a bound method (guarded to be of the
    /// callee); the object it is bound to is the first parameter.
    Bound,
    /// `f(*args)`: the only argument is a tuple of this many values
    /// (guarded), the parameters.
    Spread(u32),
    /// `o.m(*args)` through a bound method in the receiver slot (guarded
    /// to be of the callee): the object it is bound to is the first
    /// parameter, the tuple of this many values (guarded) the others.
    BoundSpread(u32),
    /// A bound method that is a constant of the trace (a module's
    /// attribute, `random.random`): the receiver slot holds something
    /// else (the module), and the object the method is bound to, trace
    /// constant `k`, is the first parameter.
    ConstReceiver(u64),
    /// `obj[key] = v` calling `__setitem__`: the three arguments arrive
    /// as `v obj key` and the prologue reorders them (it needs three
    /// slots of the callee's stack).
    ValueFirst,
    /// `x in obj` calling `__contains__`: the two arguments arrive as
    /// `x obj` and the prologue swaps them (it needs two slots of the
    /// callee's stack).
    Swapped,
    /// `super().m(...)`: the receiver slot holds the `super` object
    /// (guarded to stand for the same classes); the instance it wraps is
    /// the first parameter.
    Super,
    /// `obj.name` read through a descriptor's `__get__(descr, obj, cls)`:
    /// the receiver slot holds `obj`, the second parameter; the
    /// descriptor and the class are trace constants `descr` and `class`.
    Descriptor { descr: u64, class: u64 },
}

impl Call {
    /// A method call of `func` with `argc` positional arguments, its
    /// receiver passed as `passing` says.
    fn method(func: Value, argc: u32, passing: Passing) -> Call {
        Call {
            func,
            argc,
            kw: Vec::new(),
            receiver: true,
            returns: Returns::Value,
            passing,
        }
    }

    /// A call of `func` with `argc` positional arguments above its callee
    /// slot, each a parameter.
    fn positional(func: Value, argc: u32) -> Call {
        Call {
            func,
            argc,
            kw: Vec::new(),
            receiver: false,
            returns: Returns::Value,
            passing: Passing::Direct,
        }
    }
}

/// Whether `obj.name = v` on an instance of `cls` goes through class
/// attribute `name` (a property, or an instance whose class defines
/// `__set__` or `__delete__`) rather than into the instance: a class
/// attribute that is a plain instance (a dataclass default, an enum
/// member) is not in the way.
fn stores_through_descriptor(heap: &Heap, cls: Value, name: NameId) -> bool {
    use objects::intern::Special;
    match objects::class::lookup(heap, cls, name) {
        Some(Value::Wrapper(_)) => true,
        Some(Value::Instance(d)) => {
            let dcls = objects::instance::class_of(heap, d);
            objects::class::lookup(heap, dcls, Special::set.id()).is_some()
                || objects::class::lookup(heap, dcls, Special::delete.id()).is_some()
        }
        _ => false,
    }
}

/// Whether the frame `v` shows has room for `n` values above its stack
/// top (an instruction traced as several uops may push temporaries past
/// what the bytecode does there; the compiler leaves room for them).
fn room_above(v: &View, n: usize) -> bool {
    (v.code_shape)(v.code)
        .is_some_and(|(_, _, frame_size, _)| v.sp + n <= v.base + frame_size as usize)
}

/// What to do after an instruction was shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Continue,
    /// The loop closed (or the trace ended with an exit): finish it.
    Done {
        ended_early: bool,
    },
    Abort(AbortReason),
}

/// Uops a trace entered from the interpreter must do before it meets a
/// generator (see `end_at_generator`): an entry and an exit cost about as
/// much as interpreting this many.
const MIN_WORK_BEFORE_GENERATOR: usize = 64;

/// What a finished recording becomes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// A root trace at a loop header.
    Root,
    /// A side trace of exit `exit` of trace `parent`, in tree `tree`, at
    /// `chain_depth` side traces from the tree's root.
    Side {
        parent: TraceId,
        exit: u32,
        tree: TraceId,
        chain_depth: u32,
    },
    /// A trace (a tree of its own) starting where a call returned into the
    /// caller's frame. Like a side trace it follows back-edges and ends
    /// linked to the tree at the next loop header.
    Return,
}

/// A function the trace made with `_MAKE_FUNCTION` (a comprehension's):
/// the frame level and stack index it sits at, its code object, and the
/// maker's locals that hold its closure's cells. Called from there, it is
/// inlined without a guard on its identity (a new object every time, of
/// the same code) and its cells are passed from those locals.
struct MadeFunction {
    level: usize,
    at: u32,
    code: u32,
    cells: Vec<u32>,
}

/// A recording in progress.
pub struct Recorder {
    pub origin: Origin,
    /// The root frame's code; the instruction recording started at.
    pub code: u32,
    pub anchor: u32,
    pub root_base: usize,
    pub anchor_depth: u32,
    pub root_nlocals: u32,
    pub root_frame_size: u32,
    /// Frame and stack pointer at the start (root-relative).
    pub entry_fp: u32,
    pub entry_sp: u32,
    pub uops: Vec<UopInst>,
    /// Where each exit resumes, by exit index, and the ordinal of its
    /// instruction in the iteration.
    pub exits: Vec<(ExitKind, ExitPoint, u32)>,
    pub tree: FrameTree,
    /// Values of globals read as constants, and the globals depended on.
    pub consts: Vec<Value>,
    pub deps: Vec<u32>,
    /// Classes whose attributes the trace looked up when recorded, with
    /// their versions then.
    pub class_deps: Vec<(crate::heap::ObjRef, u32)>,
    /// The tree the trace's final exit jumps to.
    pub link_to: Option<TraceId>,
    /// The frames the trace starts in, root first.
    start: Vec<StartFrame>,
    /// The frame-tree node of the frame the trace starts in (its top).
    start_node: u32,
    /// Back-edges the trace took (steps through a loop's header).
    back_edges: u32,
    /// The tags of the values on the top frame's stack where the trace
    /// starts: the start's guards were recorded for those types.
    start_tags: Vec<u8>,
    /// The trace's final exit jumps to the trace's own start: a side trace
    /// came back to where it started (see [`Recorder::back_at_start`]).
    pub link_self: bool,
    /// A global the trace both read as a constant and stored to.
    pub volatile_hit: Option<u32>,
    /// The instruction being recorded: the one an abort happened at.
    pub last_op: Option<crate::bytecode::Op>,
    /// The header of a loop in an inlined call that ran more than
    /// [`LOOP_UNROLL`] iterations while being unrolled: this trace ends
    /// there, and later recordings end at its first pass.
    pub unroll_failed: Option<(u32, u32)>,
    /// The uop of a `range(...)` call whose arguments were all ints: a
    /// `GET_ITER` right after it becomes `_RANGE_ITER`.
    int_range_call: Option<usize>,
    /// Functions this trace made and has not called yet, innermost last
    /// (a comprehension whose iterable is another one).
    made: Vec<MadeFunction>,
    /// Code objects of every function this recording made: a call of one
    /// that is not `made`'s (it was stored and loaded again) would guard
    /// on an identity that is new at every iteration, so it ends the
    /// recording instead.
    made_codes: Vec<u32>,
    /// Set while inlining the call of `made`: the caller's locals that
    /// hold its closure's cells.
    fresh_cells: Option<Vec<u32>>,
    /// Loops in inlined calls being unrolled: `(code, header, inlining
    /// level, headers passed)`; a call's count starts when it is entered.
    unrolling: Vec<(u32, u32, u32, u32)>,
    frames: Vec<VFrame>,
    /// One past the highest slot an inlined frame uses (root-relative).
    pub frames_end: u32,
    max_len: usize,
    max_inline_depth: usize,
    counted: usize,
    started: bool,
    /// Instructions shown so far.
    instructions: u32,
}

/// `(nparams, nlocals, frame_size)` of a code object.
pub type Shape<'a> = &'a dyn Fn(u32) -> Option<(u32, u32, u32, bool)>;

impl Recorder {
    /// A root trace of the loop whose header is `anchor`.
    pub fn new(
        code: u32,
        anchor: u32,
        root_base: usize,
        anchor_depth: u32,
        (nlocals, frame_size): (u32, u32),
        max_len: usize,
        max_inline_depth: usize,
    ) -> Self {
        Recorder {
            origin: Origin::Root,
            code,
            anchor,
            root_base,
            anchor_depth,
            root_nlocals: nlocals,
            root_frame_size: frame_size,
            entry_fp: 0,
            entry_sp: nlocals + anchor_depth,
            uops: Vec::new(),
            exits: Vec::new(),
            tree: FrameTree::default(),
            consts: Vec::new(),
            deps: Vec::new(),
            class_deps: Vec::new(),
            link_to: None,
            link_self: false,
            start_node: 0,
            back_edges: 0,
            start_tags: Vec::new(),
            start: alloc::vec![StartFrame {
                offset: 0,
                nlocals,
                depth: anchor_depth,
            }],
            volatile_hit: None,
            last_op: None,
            unroll_failed: None,
            int_range_call: None,
            made: Vec::new(),
            made_codes: Vec::new(),
            fresh_cells: None,
            unrolling: Vec::new(),
            frames: alloc::vec![VFrame {
                node: 0,
                code,
                offset: 0,
                nlocals,
                frame_size,
                back_edges: 0,
            }],
            frames_end: frame_size,
            max_len,
            max_inline_depth,
            counted: 0,
            started: false,
            instructions: 0,
        }
    }

    /// A side trace starting where an exit resumes: `states` are the frames
    /// the exit rebuilt (root first), whose slots start at `root_base`.
    pub fn new_side(
        origin: Origin,
        root_base: usize,
        states: &[FrameState],
        shape: Shape,
        max_len: usize,
        max_inline_depth: usize,
    ) -> Option<Self> {
        let root = states.first()?;
        let (_, nlocals, frame_size, _) = shape(root.code)?;
        let mut r = Recorder::new(
            root.code,
            root.ip,
            root_base,
            root.depth,
            (nlocals, frame_size),
            max_len,
            max_inline_depth,
        );
        r.origin = origin;
        for pair in states.windows(2) {
            let (parent, f) = (pair[0], pair[1]);
            let (_, nlocals, frame_size, _) = shape(f.code)?;
            let node = r.tree.child(
                r.top().node,
                InlinedFrame {
                    code: f.code,
                    offset: f.offset,
                    parent_ip: parent.ip,
                    parent_depth: parent.depth,
                    returns: f.returns,
                },
            );
            r.frames.push(VFrame {
                node,
                code: f.code,
                offset: f.offset,
                nlocals,
                frame_size,
                back_edges: 0,
            });
            r.frames_end = r.frames_end.max(f.offset + frame_size);
        }
        let last = states.last()?;
        r.start = states
            .iter()
            .zip(r.frames.iter())
            .map(|(s, f)| StartFrame {
                offset: s.offset,
                nlocals: f.nlocals,
                depth: s.depth,
            })
            .collect();
        r.anchor = last.ip;
        r.start_node = r.top().node;
        r.entry_fp = last.offset;
        r.entry_sp = last.offset + r.top().nlocals + last.depth;
        Some(r)
    }

    /// The frames the trace starts in, root first.
    pub fn start_frames(&self) -> Vec<StartFrame> {
        self.start.clone()
    }

    fn top(&self) -> VFrame {
        self.frames[self.frames.len() - 1]
    }

    /// Appends a uop for the instruction at `ip`, whose stack depth before
    /// it was `depth`; uops that can leave the trace get an exit there.
    fn emit(&mut self, v: &View, depth: u32, op: Uop, oparg: u32, operand: u64) {
        self.emit_at(v.ip as u32, depth, op, oparg, operand);
    }

    fn emit_at(&mut self, ip: u32, depth: u32, op: Uop, oparg: u32, operand: u64) {
        let mut u = UopInst::new(op, oparg, operand, ip);
        let flags = op.info().flags;
        if flags.can_exit() {
            let kind = if flags.contains(super::uops::UopFlags::GUARD) {
                ExitKind::Side
            } else {
                ExitKind::Deopt
            };
            u.exit = self.exits.len() as u32;
            self.exits.push((
                kind,
                ExitPoint {
                    node: self.top().node,
                    ip,
                    depth,
                },
                self.instructions.saturating_sub(1),
            ));
        }
        if op != Uop::_SET_IP {
            self.counted += 1;
        }
        self.uops.push(u);
    }

    /// Appends a uop of an inlined callee's prologue: in its frame, before
    /// its first instruction, with the call instruction done (an exit here
    /// resumes the callee at its start).
    fn emit_prologue(&mut self, op: Uop, oparg: u32, operand: u64) {
        let exits = self.exits.len();
        self.emit_at(0, 0, op, oparg, operand);
        if self.exits.len() > exits
            && let Some(e) = self.exits.last_mut()
        {
            e.2 = self.instructions;
        }
    }

    /// A pass of an inlined call's loop header `key` (in the frame at
    /// inlining `level`) that has a tree: `Some(true)` to record through it,
    /// `Some(false)` once it has run more than [`LOOP_UNROLL`] iterations,
    /// `None` to end the trace there (`allowed` false: unrolling it failed
    /// before).
    fn unroll_pass(&mut self, key: (u32, u32), level: u32, allowed: bool) -> Option<bool> {
        if let Some(u) = self
            .unrolling
            .iter_mut()
            .find(|u| (u.0, u.1, u.2) == (key.0, key.1, level))
        {
            u.3 += 1;
            return Some(u.3 <= LOOP_UNROLL);
        }
        if !allowed {
            return None;
        }
        self.unrolling.push((key.0, key.1, level, 1));
        Some(true)
    }

    /// Whether the top frame is a generator's that this trace resumed.
    fn top_is_generator(&self) -> bool {
        self.frames.len() > 1
            && self
                .tree
                .frame(self.top().node)
                .is_some_and(|f| f.returns.generator_slot().is_some())
    }

    /// How many slots the generator a resumed frame (on top) runs lies
    /// below the frame's first (the instruction that resumed it keeps it
    /// on its stack, see [`Returns::generator_slot`]).
    fn generator_distance(&self) -> u32 {
        let n = self.frames.len();
        let (top, parent) = (self.frames[n - 1], self.frames[n - 2]);
        let (parent_depth, below) = self.tree.frame(top.node).map_or((0, 0), |f| {
            (
                f.parent_depth,
                f.returns.generator_slot().map_or(0, |g| g.0),
            )
        });
        top.offset - (parent.offset + parent.nlocals + parent_depth - below)
    }

    /// Leaves the inlined frame on top (`callee` its record) for its
    /// caller: the returned or yielded value goes to the caller's stack.
    fn leave_inlined_frame(&mut self, v: &View, depth: u32, callee: InlinedFrame) {
        self.frames.pop();
        let parent = self.top();
        let parent_sp = parent.offset + parent.nlocals + callee.parent_depth;
        self.emit(
            v,
            depth,
            Uop::_INLINE_EXIT,
            0,
            pack_exit(parent.offset, parent_sp),
        );
    }

    /// Whether the top frame is an inlined recursive call (its code is
    /// also an outer frame's).
    fn top_is_recursive(&self) -> bool {
        match self.frames.split_last() {
            Some((top, outer)) => outer.iter().any(|f| f.code == top.code),
            None => false,
        }
    }

    /// Whether the loop headed at `header` of `code` is being unrolled.
    fn is_unrolling(&self, code: u32, header: u32) -> bool {
        self.unrolling.iter().any(|u| (u.0, u.1) == (code, header))
    }

    /// Records the instruction the interpreter is about to execute.
    pub fn record(&mut self, v: &View) -> Step {
        let f = self.top();
        if v.code != f.code || v.base != self.root_base + f.offset as usize {
            return Step::Abort(AbortReason::Inconsistent);
        }
        let depth = (v.sp - v.base) as u32 - f.nlocals;
        let in_root = self.frames.len() == 1 && v.code == self.code;
        let level = self.frames.len();
        self.made
            .retain(|m| level > m.level || (level == m.level && depth > m.at));
        if !self.started {
            // Every trace first checks that it is still valid.
            self.emit(v, depth, Uop::_CHECK_VALIDITY, 0, 0);
            self.start_tags = Self::stack_tags(v, depth);
        } else if in_root {
            let is_root = self.origin == Origin::Root;
            if is_root && v.ip as u32 == self.anchor {
                // Back at our own header without a back-edge (the compiler
                // never emits that, but close the loop anyway).
                self.emit(v, depth, Uop::_JUMP_TO_TOP, 0, 0);
                return Step::Done { ended_early: false };
            }
            // Another tree's loop header: end here, linked to that tree
            // (a nested tree, or a side trace returning to its tree).
            if let Some((tree, anchor_depth)) = (v.tree_at)(v.code, v.ip as u32)
                && anchor_depth == depth
            {
                self.emit(v, depth, Uop::_EXIT_TRACE, 0, 0);
                self.link_to = Some(tree);
                return Step::Done { ended_early: false };
            }
        } else if self.frames.len() > 1
            && let Some((tree, anchor_depth)) = (v.tree_at)(v.code, v.ip as u32)
            && anchor_depth == depth
            && (v.is_loop_tree)(tree)
        {
            // A loop with its own tree inside an inlined call. A short one
            // (a few items per call, as LuaJIT finds) is unrolled into this
            // trace: ending here would cost a real frame and two trips
            // through the runtime per call. One that runs longer ends the
            // trace, and the runtime runs that tree in a real frame. (A
            // tree at a function's entry or where a call returns is for the
            // interpreter's calls and returns: inlined code runs through.)
            if self.top_is_recursive() {
                // A recursive call's loop: never unrolled (that would nest
                // instances of the loop); its tree runs in the real frame.
                self.end_with(v, depth, ExitKind::Call);
                return Step::Done { ended_early: false };
            }
            let level = self.frames.len() as u32;
            let key = (v.code, v.ip as u32);
            match self.unroll_pass(key, level, (v.unroll_loop)(key.0, key.1)) {
                Some(true) => {}
                // Past the limit the trace ends here as it would have at
                // the first pass (the iterations unrolled so far stay
                // correct), and later recordings end at the first pass.
                unrolled => {
                    if unrolled.is_some() {
                        self.unroll_failed = Some(key);
                    }
                    self.end_with(v, depth, ExitKind::Call);
                    return Step::Done { ended_early: false };
                }
            }
        }
        if self.started && self.back_at_start(v.ip as u32, depth) {
            self.emit(v, depth, Uop::_EXIT_TRACE, 0, 0);
            // With values of other types on the stack than at the start
            // (an int where the start's guard saw the bool made of it),
            // the start's guards would fail at once: the exit waits for
            // a side trace that starts from these types (and loops).
            if Self::stack_tags(v, depth) == self.start_tags {
                self.link_self = true;
            }
            return Step::Done { ended_early: false };
        }
        self.started = true;
        self.instructions += 1;
        if self.counted >= self.max_len {
            // Cut here rather than throw the recording away: the trace
            // ends before this instruction, and once that exit is hot a
            // side trace continues from it (linked, as LuaJIT stitches), so
            // a loop body longer than the limit still compiles, in pieces.
            return self.end_early(v, depth, AbortReason::TooLong);
        }
        let s = v.slots;
        let sp = v.sp;
        let ins = v.instr;
        let arg = ins.arg;
        self.last_op = Some(ins.op);
        self.emit(v, depth, Uop::_SET_IP, v.ip as u32, 0);
        macro_rules! e {
            ($op:ident) => {
                self.emit(v, depth, Uop::$op, 0, 0)
            };
            ($op:ident, $oparg:expr) => {
                self.emit(v, depth, Uop::$op, $oparg, 0)
            };
            ($op:ident, $oparg:expr, $operand:expr) => {
                self.emit(v, depth, Uop::$op, $oparg, $operand)
            };
        }
        if ins.op.generic() == Op::GET_ITER && sp > 0 && matches!(s[sp - 1], Value::Generator(_)) {
            // `for x in gen(...)`: a generator the trace made is its own
            // iterator (the two slots beside it unused).
            if !self
                .last_made()
                .is_some_and(|u| u.op == Uop::_CALL_GEN_FUNC)
            {
                return self.end_at_generator(v, depth);
            }
            let undef = self.trace_const(Value::Undef);
            e!(_LOAD_TRACE_CONST, 0, undef);
            e!(_LOAD_TRACE_CONST, 0, undef);
            return Step::Continue;
        }
        if ins.op.generic() == Op::BINARY_SUBSCR
            && sp >= 2
            && let Value::Instance(r) = s[sp - 2]
        {
            if let Some(step) = self.subscript_with_missing(v, depth, r, s[sp - 1]) {
                return step;
            }
            if let Some(step) = self.derived_op(
                v,
                depth,
                (r, s[sp - 1]),
                Special::getitem,
                1,
                (Uop::_BINARY_SUBSCR, 0),
            ) {
                return step;
            }
            // `obj[key]` on an instance: its class's `__getitem__`, which
            // the interpreter calls as a frame, inlined as a method call.
            return self.special_method_call(v, depth, r, Special::getitem);
        }
        if ins.op.generic() == Op::STORE_SUBSCR
            && sp >= 3
            && let Value::Instance(r) = s[sp - 2]
        {
            if let Some(step) = self.derived_op(
                v,
                depth,
                (r, s[sp - 1]),
                Special::setitem,
                1,
                (Uop::_STORE_SUBSCR, 0),
            ) {
                return step;
            }
            // `obj[key] = v`: `__setitem__(obj, key, v)`, its value dropped.
            return self.special_method_call(v, depth, r, Special::setitem);
        }
        if ins.op.generic() == Op::CONTAINS_OP
            && sp >= 2
            && let Value::Instance(r) = s[sp - 1]
        {
            if let Some(step) = self.derived_op(
                v,
                depth,
                (r, s[sp - 2]),
                Special::contains,
                0,
                (Uop::_CONTAINS_OP, arg),
            ) {
                return step;
            }
            // `x in obj`: `__contains__(obj, x)`, which the interpreter
            // calls as a frame, inlined; the caller takes its truth.
            return self.contains_call(v, depth, r, arg == 1);
        }
        if ins.op.generic() == Op::COMPARE_OP
            && sp >= 2
            && let Some(op) = crate::bytecode::CmpOp::from_u32(arg)
            && let Some((f, aux)) =
                crate::dunder::order_method(v.heap, op, s[sp - 2], s[sp - 1], |f| {
                    v.heap
                        .function(f)
                        .is_none_or(|f| (v.writes_local0)(f.code) || (v.writes_local1)(f.code))
                })
        {
            // `a < b` (and the others) on an instance whose class defines
            // the method as a plain function: the interpreter runs it as a
            // frame, and it is inlined.
            let returns = if aux == crate::dunder::NE_BY_EQ {
                Returns::NotEqualByEq
            } else {
                Returns::Order(op)
            };
            return self.operator_call(v, depth, returns, f, s[sp - 2], s[sp - 1]);
        }
        if let Some(special) = crate::dunder::unary_special(ins.op)
            && sp >= 1
            && let Value::Instance(r) = s[sp - 1]
            && let Some((_, cls)) = self.shape_of(v.heap, r)
            && let Some(Value::Func(_)) = objects::class::lookup(v.heap, cls, special.id())
        {
            // `-obj` (and `+`, `~`): the class's method, which the
            // interpreter calls as a frame, inlined as a method call.
            return self.special_method_call(v, depth, r, special);
        }
        if ins.op.generic() == Op::BINARY_OP
            && sp >= 2
            && let Some((op, inplace)) = BinOp::decode(arg)
            && let Some((f, ran)) =
                crate::dunder::binary_frame_method(v.heap, op, inplace, s[sp - 2], s[sp - 1], |f| {
                    v.heap
                        .function(f)
                        .is_none_or(|f| (v.writes_local0)(f.code) || (v.writes_local1)(f.code))
                })
        {
            // `a + b` (and the others) on an instance whose class defines
            // the method as a plain function: the interpreter runs it as a
            // frame, and it is inlined as an ordering's is; `2 * obj` and
            // the like run the reflected method on the operands swapped.
            use crate::dunder::BinaryFrame;
            let (a, b) = (s[sp - 2], s[sp - 1]);
            return match ran {
                BinaryFrame::Forward => self.operator_call(v, depth, Returns::Binary, f, a, b),
                BinaryFrame::InPlace => {
                    self.operator_call(v, depth, Returns::BinaryInPlace, f, a, b)
                }
                BinaryFrame::Reflected => self.reflected_call(v, depth, f, a, b),
            };
        }
        if matches!(
            ins.op.generic(),
            Op::POP_JUMP_IF_FALSE | Op::POP_JUMP_IF_TRUE | Op::UNARY_NOT
        ) && sp >= 1
            && let Value::Instance(r) = s[sp - 1]
            && let Some((f, by)) = crate::dunder::truth_function(v.heap, s[sp - 1])
        {
            // `if obj:` on an instance whose class defines `__bool__` or
            // `__len__`: the interpreter calls it as a frame, and so it is
            // inlined; the test then runs again on the bool it gives.
            let returns = if by == Special::len {
                Returns::TruthByLen
            } else {
                Returns::Truth
            };
            return self.special_call(v, depth, r, f, 0, returns);
        }
        if !self.guard_plain_operands(v, depth, ins, &s[..sp]) {
            // A special method of the program's class would run: the
            // interpreter calls it, outside any trace.
            return Step::Abort(AbortReason::Callback);
        }
        match ins.op {
            Op::NOP | Op::JUMP_FORWARD => {}
            Op::POP_TOP => e!(_POP_TOP),
            Op::COPY => e!(_COPY, arg),
            Op::SWAP => e!(_SWAP, arg),
            Op::LOAD_CONST => e!(_LOAD_CONST_INLINE, 0, arg as u64),
            // Fused forms run unfused while recording (the interpreter also
            // shows them as their generic form).
            Op::LOAD_FAST
            | Op::LOAD_FAST_ADD_CONST_INT
            | Op::LOAD_FAST_SUB_CONST_INT
            | Op::LOAD_FAST_COMPARE_CONST_INT_JUMP => e!(_LOAD_FAST_CHECK, arg),
            Op::LOAD_FAST_LOAD_FAST => {
                e!(_LOAD_FAST_CHECK, arg & 0xffff);
                e!(_LOAD_FAST_CHECK, arg >> 16);
            }
            Op::STORE_FAST => e!(_STORE_FAST, arg),
            Op::LOAD_ITER_STATE => {
                for k in 0..3 {
                    e!(_LOAD_FAST, arg + k);
                }
            }
            Op::STORE_FAST_LOAD_FAST => {
                e!(_STORE_FAST, arg & 0xffff);
                e!(_LOAD_FAST_CHECK, arg >> 16);
            }
            Op::LOAD_GLOBAL => {
                let value = match (
                    v.globals.get(arg as usize),
                    v.builtin_of_name.get(arg as usize),
                ) {
                    (Some(Value::Undef), Some(Some(b))) => *b,
                    (Some(Value::Undef), _) | (None, _) => return Step::Abort(AbortReason::Error),
                    (Some(v), _) => *v,
                };
                if (v.volatile_global)(arg) {
                    if let Value::Builtin(b) = value {
                        e!(_LOAD_GLOBAL_BUILTIN, arg, b as u64);
                    } else {
                        e!(_LOAD_GLOBAL, arg);
                    }
                } else {
                    // Depend on the binding: the trace is invalidated when
                    // it changes, so the value is a constant here.
                    if !self.deps.contains(&arg) {
                        self.deps.push(arg);
                    }
                    let k = match self.consts.iter().position(|c| *c == value) {
                        Some(k) => k,
                        None => {
                            self.consts.push(value);
                            self.consts.len() - 1
                        }
                    };
                    e!(_LOAD_GLOBAL_INLINE, arg, k as u64);
                }
            }
            Op::STORE_GLOBAL => {
                // Rebinding a global this trace read as a constant: it is not
                // one. Give up; next time it is read each time.
                if self.deps.contains(&arg) {
                    self.volatile_hit = Some(arg);
                    return Step::Abort(AbortReason::StaleRecording);
                }
                e!(_STORE_GLOBAL, arg);
            }
            Op::BINARY_OP
            | Op::BINARY_OP_ADD_INT
            | Op::BINARY_OP_SUB_INT
            | Op::BINARY_OP_MUL_INT
            | Op::BINARY_OP_INT
            | Op::BINARY_OP_FLOORDIV_INT
            | Op::BINARY_OP_MOD_INT
            | Op::BINARY_OP_XOR_INT
            | Op::BINARY_OP_AND_INT
            | Op::BINARY_OP_OR_INT
            | Op::BINARY_OP_ADD_FLOAT
            | Op::BINARY_OP_SUB_FLOAT
            | Op::BINARY_OP_MUL_FLOAT
            | Op::BINARY_OP_FLOAT => {
                let Some((op, _)) = BinOp::decode(arg) else {
                    return Step::Abort(AbortReason::Unsupported);
                };
                match (s[sp - 2], s[sp - 1]) {
                    (Value::Str(_), Value::Str(_)) if op == BinOp::Add => {
                        e!(_BINARY_OP_ADD_STR, arg)
                    }
                    // An int operation that leaves i64 right now would
                    // deopt at every iteration in its int form (a 64-bit
                    // random-number step): the generic operation instead.
                    (Value::Int(a), Value::Int(b))
                        if op != BinOp::TrueDiv
                            && matches!(
                                crate::number::int_binop(op, a, b),
                                Ok(crate::number::Num::Big)
                            ) =>
                    {
                        e!(_BINARY_OP, arg)
                    }
                    // `int / int` of ints exact as floats, by a nonzero
                    // divisor (checked again in the trace): float division.
                    (Value::Int(a), Value::Int(b))
                        if op == BinOp::TrueDiv && super::executor::divides_as_floats(a, b) =>
                    {
                        e!(_GUARD_NOS_INT);
                        e!(_GUARD_TOS_INT);
                        e!(_GUARD_INTS_DIVIDE_AS_FLOATS);
                        e!(_NOS_INT_TO_FLOAT);
                        e!(_TOS_INT_TO_FLOAT);
                        e!(_BINARY_OP_FLOAT, op as u32);
                    }
                    (Value::Int(_), Value::Int(_)) if op != BinOp::TrueDiv => {
                        e!(_GUARD_NOS_INT);
                        e!(_GUARD_TOS_INT);
                        match op {
                            BinOp::Add => e!(_BINARY_OP_ADD_INT),
                            BinOp::Sub => e!(_BINARY_OP_SUBTRACT_INT),
                            BinOp::Mul => e!(_BINARY_OP_MULTIPLY_INT),
                            _ => e!(_BINARY_OP_INT, op as u32),
                        }
                    }
                    (Value::Float(_), Value::Float(_))
                        if matches!(
                            op,
                            BinOp::Add
                                | BinOp::Sub
                                | BinOp::Mul
                                | BinOp::TrueDiv
                                | BinOp::FloorDiv
                                | BinOp::Mod
                                | BinOp::Pow
                        ) =>
                    {
                        e!(_GUARD_NOS_FLOAT);
                        e!(_GUARD_TOS_FLOAT);
                        match op {
                            BinOp::Add => e!(_BINARY_OP_ADD_FLOAT),
                            BinOp::Sub => e!(_BINARY_OP_SUBTRACT_FLOAT),
                            BinOp::Mul => e!(_BINARY_OP_MULTIPLY_FLOAT),
                            _ => e!(_BINARY_OP_FLOAT, op as u32),
                        }
                    }
                    // An int meeting a float is converted, then it is float
                    // arithmetic (comparisons stay exact, elsewhere).
                    (Value::Float(_), Value::Int(_)) | (Value::Int(_), Value::Float(_))
                        if matches!(
                            op,
                            BinOp::Add
                                | BinOp::Sub
                                | BinOp::Mul
                                | BinOp::TrueDiv
                                | BinOp::FloorDiv
                                | BinOp::Mod
                                | BinOp::Pow
                        ) =>
                    {
                        if matches!(s[sp - 2], Value::Float(_)) {
                            e!(_GUARD_NOS_FLOAT);
                            e!(_GUARD_TOS_INT);
                            e!(_TOS_INT_TO_FLOAT);
                        } else {
                            e!(_GUARD_NOS_INT);
                            e!(_GUARD_TOS_FLOAT);
                            e!(_NOS_INT_TO_FLOAT);
                        }
                        match op {
                            BinOp::Add => e!(_BINARY_OP_ADD_FLOAT),
                            BinOp::Sub => e!(_BINARY_OP_SUBTRACT_FLOAT),
                            BinOp::Mul => e!(_BINARY_OP_MULTIPLY_FLOAT),
                            _ => e!(_BINARY_OP_FLOAT, op as u32),
                        }
                    }
                    _ => e!(_BINARY_OP, arg),
                }
            }
            Op::UNARY_NEGATIVE => match s[sp - 1] {
                Value::Int(_) => {
                    e!(_GUARD_TOS_INT);
                    e!(_UNARY_NEGATIVE_INT);
                }
                Value::Float(_) => {
                    e!(_GUARD_TOS_FLOAT);
                    e!(_UNARY_NEGATIVE_FLOAT);
                }
                _ => e!(_UNARY_NEGATIVE),
            },
            Op::UNARY_POSITIVE => e!(_UNARY_POSITIVE),
            Op::UNARY_INVERT => e!(_UNARY_INVERT),
            Op::UNARY_NOT => e!(_UNARY_NOT),
            // The interpreter runs fused compares unfused while recording:
            // the branch after them is recorded on its own.
            Op::COMPARE_OP
            | Op::COMPARE_OP_INT
            | Op::COMPARE_OP_FLOAT
            | Op::COMPARE_OP_INT_JUMP
            | Op::COMPARE_OP_FLOAT_JUMP => match (s[sp - 2], s[sp - 1]) {
                (Value::Int(_), Value::Int(_)) => {
                    e!(_GUARD_NOS_INT);
                    e!(_GUARD_TOS_INT);
                    e!(_COMPARE_OP_INT, arg);
                }
                (Value::Float(_), Value::Float(_)) => {
                    e!(_GUARD_NOS_FLOAT);
                    e!(_GUARD_TOS_FLOAT);
                    e!(_COMPARE_OP_FLOAT, arg);
                }
                // `x < 0` with `x` a float: a constant int a float holds
                // exactly compares as that float (a variable int might
                // not be exact: those compare in Rust).
                (Value::Float(_), Value::Int(i))
                    if i.unsigned_abs() <= 1 << f64::MANTISSA_DIGITS && self.tos_is_const() =>
                {
                    e!(_GUARD_NOS_FLOAT);
                    e!(_TOS_INT_TO_FLOAT);
                    e!(_COMPARE_OP_FLOAT, arg);
                }
                (Value::Str(_), Value::Str(_)) => e!(_COMPARE_OP_STR, arg),
                (Value::Bool(_), Value::Bool(_)) => e!(_COMPARE_OP_BOOL, arg),
                (Value::Tuple(_), Value::Tuple(_)) => e!(_COMPARE_OP_TUPLE, arg),
                _ => e!(_COMPARE_OP, arg),
            },
            Op::IS_OP => e!(_IS_OP, arg),
            Op::CONTAINS_OP => match (s[sp - 2], s[sp - 1]) {
                (k, Value::Dict(_)) if value_ops::plain_key(v.heap, &k).is_some() => {
                    e!(_CONTAINS_OP_DICT, arg)
                }
                (Value::Str(_), Value::Str(_)) => e!(_CONTAINS_OP_STR, arg),
                (_, Value::Tuple(_) | Value::List(_)) => e!(_CONTAINS_OP_SEQ, arg),
                _ => e!(_CONTAINS_OP, arg),
            },
            // A resumed generator's loop: its back-edge on the way to the
            // next `yield` (a step), once, or a few times where a filter
            // passed items over (as recorded; side traces take the other
            // counts); more would be a loop of its own inside this trace.
            Op::JUMP_BACKWARD | Op::ENTER_EXECUTOR if self.top_is_generator() => {
                let top = self.frames.len() - 1;
                if self.frames[top].back_edges >= GENERATOR_PASSES {
                    // It passes over more items than that: the trace ends
                    // here, and a side trace from this exit loops over
                    // them (see `back_at_start`).
                    return self.end_early(v, depth, AbortReason::InnerLoop);
                }
                self.frames[top].back_edges += 1;
                self.back_edges += 1;
                e!(_COUNT_STEP);
            }
            // A loop without a tree in a recursive call: the interpreter
            // runs it (see `inline`).
            Op::JUMP_BACKWARD | Op::ENTER_EXECUTOR if !in_root && self.top_is_recursive() => {
                return self.end_early(v, depth, AbortReason::NoProgress);
            }
            // The interpreter shows an `ENTER_EXECUTOR` as the back-edge it
            // replaced.
            Op::JUMP_BACKWARD | Op::ENTER_EXECUTOR => match self.origin {
                Origin::Root if in_root && arg == self.anchor => {
                    e!(_JUMP_TO_TOP);
                    return Step::Done { ended_early: false };
                }
                // A loop inside the one being recorded that has no tree yet:
                // wait for it to get one rather than trace through it —
                // unless it keeps failing to (it runs once per entry, say):
                // then its iterations become part of this trace.
                // (Only a loop inside ours: following an enclosing loop's
                // back-edge would come back to our header from outside.)
                Origin::Root
                    if (!in_root || arg > self.anchor)
                        && ((v.loop_given_up)(v.code, arg) || self.is_unrolling(v.code, arg)) =>
                {
                    e!(_COUNT_STEP)
                }
                Origin::Root => return Step::Abort(AbortReason::InnerLoop),
                // A side trace follows the back-edge (a step, counted where
                // it is taken); at the header it links to the tree there, or
                // goes on recording.
                Origin::Side { .. } | Origin::Return => {
                    self.back_edges += 1;
                    e!(_COUNT_STEP)
                }
            },
            Op::POP_JUMP_IF_FALSE | Op::POP_JUMP_IF_TRUE => {
                let top = s[sp - 1];
                self.guard_truth_pop(v, depth, top);
            }
            Op::JUMP_IF_FALSE_OR_POP | Op::JUMP_IF_TRUE_OR_POP => {
                let top = s[sp - 1];
                let truth = ops::truthy(v.heap, top);
                let fr = self.top();
                if depth < fr.frame_size - fr.nlocals {
                    // Test a copy: an exit must find the value itself.
                    e!(_COPY, 1);
                    self.guard_truth_pop(v, depth, top);
                } else {
                    // No slot above the value for a copy.
                    e!(_GUARD_TRUTH, truth as u32);
                }
                let jumps = truth == (ins.op == Op::JUMP_IF_TRUE_OR_POP);
                if !jumps {
                    e!(_POP_TOP);
                }
            }
            Op::GET_ITER => {
                // `for i in range(...)`: the range object the call made is
                // never seen again; the iteration's ints replace it.
                let last = self.uops.iter().rposition(|u| u.op != Uop::_SET_IP);
                match last {
                    Some(i)
                        if self.int_range_call == Some(i)
                            && self.uops[i].op == Uop::_CALL_BUILTIN
                            && matches!(s[sp - 1], Value::Range(_)) =>
                    {
                        self.uops[i].op = Uop::_RANGE_ITER;
                        self.uops[i].operand = 0;
                    }
                    _ => e!(_GET_ITER),
                }
            }
            Op::FOR_ITER | Op::FOR_ITER_RANGE | Op::FOR_ITER_LIST => {
                let probe = [s[sp - 3], s[sp - 2], s[sp - 1]];
                if let Value::Generator(g) = probe[0] {
                    return self.resume_generator(v, depth, g, Returns::Generator);
                }
                if let Value::Instance(r) = probe[0]
                    && let Some(f) = crate::dunder::next_function(v.heap, probe[0])
                {
                    return self.for_iter_next(v, depth, r, f);
                }
                if crate::ctx::needs_vm(v.heap, probe[0]) {
                    return Step::Abort(AbortReason::Callback);
                }
                let Some(exhausted) = ops::iter_exhausted(v.heap, &probe) else {
                    // A `filter` cannot tell without advancing which way
                    // the loop goes.
                    return Step::Abort(AbortReason::Unsupported);
                };
                match probe {
                    _ if exhausted => {
                        // The loop ends here. For a root trace at its own
                        // header that is the whole loop ending.
                        if self.origin == Origin::Root && in_root && v.ip as u32 == self.anchor {
                            return Step::Abort(AbortReason::LoopExit);
                        }
                        if matches!(probe, [Value::Int(_), Value::Int(_), Value::Int(_)]) {
                            e!(_ITER_CHECK_RANGE);
                            e!(_GUARD_EXHAUSTED_RANGE);
                        } else {
                            e!(_GUARD_EXHAUSTED);
                        }
                    }
                    [Value::Int(_), Value::Int(_), Value::Int(_)] => {
                        e!(_ITER_CHECK_RANGE);
                        e!(_GUARD_NOT_EXHAUSTED_RANGE);
                        e!(_ITER_NEXT_RANGE);
                    }
                    [Value::List(_), _, Value::Int(_)] => {
                        e!(_ITER_CHECK_LIST);
                        e!(_GUARD_NOT_EXHAUSTED_LIST);
                        e!(_ITER_NEXT_LIST);
                    }
                    [Value::Str(_), _, Value::Int(_)] => e!(_ITER_NEXT_STR),
                    [Value::Tuple(_), _, Value::Int(_)] => e!(_ITER_NEXT_TUPLE),
                    // An iterator that ends stays ended (see
                    // `objects::iter`), so the interpreter redoing the
                    // FOR_ITER finds it ended again.
                    _ => e!(_FOR_ITER),
                }
            }
            Op::BUILD_LIST => e!(_BUILD_LIST, arg),
            Op::BUILD_TUPLE => e!(_BUILD_TUPLE, arg),
            Op::UNPACK_SEQUENCE | Op::UNPACK_EX => {
                if crate::ctx::needs_vm(v.heap, s[sp - 1]) {
                    return Step::Abort(AbortReason::Callback);
                }
                let n = self.uops.len();
                let after_for_iter = n >= 2
                    && self.uops[n - 1].op == Uop::_SET_IP
                    && self.uops[n - 2].op == Uop::_FOR_ITER;
                if ins.op == Op::UNPACK_SEQUENCE
                    && arg == 2
                    && after_for_iter
                    && sp >= 4
                    && matches!(s[sp - 4], Value::Iter(r) if objects::iter::is_enumerate(v.heap, r))
                {
                    // The pair the interpreter made and unpacks here is
                    // never made in the trace.
                    let over_seq = matches!(s[sp - 4], Value::Iter(r) if objects::iter::is_enumerate_of_seq(v.heap, r));
                    self.uops[n - 2].op = if over_seq {
                        Uop::_ITER_NEXT_ENUMERATE
                    } else {
                        Uop::_FOR_ITER_PAIR
                    };
                } else if ins.op == Op::UNPACK_SEQUENCE {
                    e!(_UNPACK_SEQUENCE, arg)
                } else {
                    e!(_UNPACK_EX, arg)
                }
            }
            Op::BINARY_SUBSCR | Op::BINARY_SUBSCR_LIST_INT => match (s[sp - 2], s[sp - 1]) {
                (Value::List(_), Value::Int(_)) => {
                    e!(_GUARD_NOS_LIST);
                    e!(_GUARD_TOS_INT);
                    e!(_BINARY_SUBSCR_LIST_INT);
                }
                (Value::Tuple(_), Value::Int(_)) => {
                    e!(_GUARD_NOS_TUPLE);
                    e!(_GUARD_TOS_INT);
                    e!(_BINARY_SUBSCR_TUPLE_INT);
                }
                (Value::Str(_), Value::Int(_)) => e!(_BINARY_SUBSCR_STR_INT),
                (Value::Dict(_), k) if value_ops::plain_key(v.heap, &k).is_some() => {
                    e!(_BINARY_SUBSCR_DICT)
                }
                _ => e!(_BINARY_SUBSCR),
            },
            Op::STORE_SUBSCR | Op::STORE_SUBSCR_LIST_INT => match (s[sp - 2], s[sp - 1]) {
                (Value::List(_), Value::Int(_)) => {
                    e!(_GUARD_NOS_LIST);
                    e!(_GUARD_TOS_INT);
                    e!(_STORE_SUBSCR_LIST_INT);
                }
                (Value::Dict(_), k) if value_ops::plain_key(v.heap, &k).is_some() => {
                    e!(_STORE_SUBSCR_DICT)
                }
                _ => e!(_STORE_SUBSCR),
            },
            Op::CALL | Op::CALL_PY_EXACT_ARGS => {
                let n = arg;
                match s[sp - n as usize - 1] {
                    Value::Func(fr)
                        if v.heap
                            .function(fr)
                            .is_some_and(|f| (v.is_generator)(f.code)) =>
                    {
                        return self.call_generator_function(v, depth, fr, n);
                    }
                    Value::Func(fr) => {
                        let code = v.heap.function(fr).map(|f| f.code);
                        let level = self.frames.len();
                        let at = depth.checked_sub(n + 1);
                        let fresh = self.made.iter().rposition(|m| {
                            m.level == level && Some(m.at) == at && Some(m.code) == code
                        });
                        match fresh {
                            Some(i) => self.fresh_cells = Some(self.made.remove(i).cells),
                            None => e!(_CHECK_FUNCTION, n, fr.0 as u64),
                        }
                        let call = Call::positional(Value::Func(fr), n);
                        let step = self.inline(v, depth, call);
                        self.fresh_cells = None;
                        if let Some(step) = step {
                            return step;
                        }
                    }
                    Value::Class(cr) => {
                        if let Some(step) = self.instantiate(v, depth, cr, n, None) {
                            return step;
                        }
                    }
                    // `obj(...)`: its class's `__call__`, which the
                    // interpreter enters as a frame with `obj` first.
                    Value::Instance(r) => return self.call_instance(v, depth, r, n),
                    Value::Builtin(b) => {
                        // `next(g)` resumes the generator as a frame (see
                        // `interp::calls`), as `for` over it does.
                        if b == Builtin::Next
                            && n == 1
                            && let Value::Generator(g) = s[sp - 1]
                        {
                            e!(_CHECK_BUILTIN, n, b as u64);
                            return self.resume_generator(v, depth, g, Returns::GenNext);
                        }
                        // `sum(g)` and the other builtins consuming a
                        // generator, `heapq` on a heap of instances: their
                        // guest loops, inlined while the arguments keep
                        // their types.
                        let args = &s[sp - n as usize..sp];
                        if let Some(f) = v.consumers.for_call(v.heap, b, args) {
                            // `sorted(objs)`: chosen by the items, which no
                            // guard here keeps.
                            if b == Builtin::Sorted && matches!(args, [Value::List(_)]) {
                                return Step::Abort(AbortReason::Unsupported);
                            }
                            e!(_CHECK_BUILTIN, n, b as u64);
                            self.guard_consumer_args(v, depth, b, args);
                            let call = Call::positional(Value::Func(f), n);
                            return self.inline(v, depth, call).unwrap_or(Step::Continue);
                        }
                        // `len(obj)` and `next(obj)` call a plain `__len__`
                        // or `__next__` as a frame.
                        let special = match b {
                            Builtin::Len => crate::dunder::len_function(v.heap, s[sp - 1])
                                .map(|f| (f, Returns::Length)),
                            Builtin::Next => crate::dunder::next_function(v.heap, s[sp - 1])
                                .map(|f| (f, Returns::Value)),
                            _ => None,
                        };
                        if n == 1
                            && let Value::Instance(r) = s[sp - 1]
                            && let Some((f, returns)) = special
                        {
                            e!(_CHECK_BUILTIN, n, b as u64);
                            return self.special_call(v, depth, r, f, 1, returns);
                        }
                        // `setattr(obj, "name", v)` on a plain instance: a
                        // store, as `obj.name = v` (a dataclass's
                        // `__init__`).
                        if b == Builtin::SetAttr
                            && n == 3
                            && let Some(step) = self.setattr_call(v, depth, &s[sp - 3..sp])
                        {
                            return step;
                        }
                        if b == Builtin::GetAttr
                            && n == 2
                            && let Some(step) = self.getattr_call(v, depth, &s[sp - 2..sp])
                        {
                            return step;
                        }
                        // `dir()` names the caller's scope: the interpreter's.
                        if crate::modules::queries_vm(b) || (b == Builtin::Dir && n == 0) {
                            return Step::Abort(AbortReason::Unsupported);
                        }
                        if crate::ctx::call_needs_vm(
                            v.heap,
                            Value::Builtin(b),
                            &s[sp - n as usize..sp],
                        ) {
                            return Step::Abort(AbortReason::Callback);
                        }
                        e!(_CHECK_BUILTIN, n, b as u64);
                        let args = &s[sp - n as usize..sp];
                        self.guard_heap_call(v, depth, b, args);
                        if b == Builtin::Range && args.iter().all(|a| matches!(a, Value::Int(_))) {
                            self.int_range_call = Some(self.uops.len());
                        }
                        let (op, oparg, operand) = builtin_call_uop(v.heap, b, args);
                        self.emit(v, depth, op, oparg, operand);
                    }
                    Value::Method(m) => {
                        let args = &s[sp - n as usize..sp];
                        if crate::ctx::method_object_call_needs_vm(v.heap, m, args) {
                            return Step::Abort(AbortReason::Callback);
                        }
                        e!(_CALL_NATIVE, n);
                    }
                    Value::BoundMethod(r) => {
                        if let Some(step) = self.call_bound(v, depth, r, n, None) {
                            return step;
                        }
                    }
                    _ => return Step::Abort(AbortReason::Error),
                }
            }
            Op::CALL_KW
                if let Value::BoundMethod(r) =
                    s[sp - crate::bytecode::opcode::call_kw_args(arg) as usize - 1] =>
            {
                let total = crate::bytecode::opcode::call_kw_args(arg);
                if let Some(step) = self.call_bound(v, depth, r, total, Some(arg >> 16)) {
                    return step;
                }
            }
            Op::CALL_KW
                if matches!(
                    s[sp - crate::bytecode::opcode::call_kw_args(arg) as usize - 1],
                    Value::Func(_)
                ) =>
            {
                let total = crate::bytecode::opcode::call_kw_args(arg);
                let Value::Func(fr) = s[sp - total as usize - 1] else {
                    return Step::Abort(AbortReason::Inconsistent);
                };
                let Some(code) = v.heap.function(fr).map(|f| f.code) else {
                    return Step::Abort(AbortReason::Inconsistent);
                };
                let Some(kw) = (v.kw_params)(code, arg >> 16) else {
                    return Step::Abort(AbortReason::Unsupported);
                };
                e!(_CHECK_FUNCTION, total, fr.0 as u64);
                let call = Call {
                    func: Value::Func(fr),
                    argc: total,
                    kw,
                    receiver: false,
                    returns: Returns::Value,
                    passing: Passing::Direct,
                };
                if let Some(step) = self.inline(v, depth, call) {
                    return step;
                }
            }
            // `Point(x=1, y=2)`: `__init__` (or a namedtuple's `__new__`)
            // inlined with its keyword arguments.
            Op::CALL_KW
                if let Value::Class(cr) =
                    s[sp - crate::bytecode::opcode::call_kw_args(arg) as usize - 1] =>
            {
                let total = crate::bytecode::opcode::call_kw_args(arg);
                if let Some(step) = self.instantiate(v, depth, cr, total, Some(arg >> 16)) {
                    return step;
                }
            }
            Op::CALL_KW => {
                let total = crate::bytecode::opcode::call_kw_args(arg) as usize;
                let callee = s[sp - total - 1];
                if crate::ctx::args_need_vm(v.heap, &s[sp - total - 1..sp]) {
                    return Step::Abort(AbortReason::Callback);
                }
                match callee {
                    Value::Builtin(b) => {
                        e!(_CHECK_BUILTIN, total as u32, b as u64);
                        e!(_CALL_KW, arg);
                    }
                    Value::Method(_) => e!(_CALL_KW, arg),
                    _ => return Step::Abort(AbortReason::Unsupported),
                }
            }
            Op::CALL_METHOD if matches!(s[sp - (arg >> 24) as usize - 1], Value::Module(_)) => {
                let argc = arg >> 24;
                let m = s[sp - argc as usize - 1];
                let Some(f) = self.module_constant(v, m, arg & 0xff_ffff) else {
                    return Step::Abort(AbortReason::Unsupported);
                };
                // The module stays where the callee would be: the call
                // below ignores that slot, and an exit resumes
                // `CALL_METHOD` with the stack the interpreter expects.
                let km = self.trace_const(m);
                e!(_GUARD_IS_CONST, argc, km);
                match f {
                    Value::Func(fr)
                        if v.heap
                            .function(fr)
                            .is_some_and(|f| (v.is_generator)(f.code)) =>
                    {
                        return self.end_at_generator(v, depth);
                    }
                    Value::Func(_) => {
                        let call = Call::positional(f, argc);
                        if let Some(step) = self.inline(v, depth, call) {
                            return step;
                        }
                    }
                    Value::Builtin(b) => {
                        // `heapq.heappush(h, job)`: see the plain call's.
                        let args = &s[sp - argc as usize..sp];
                        if let Some(f) = v.consumers.for_call(v.heap, b, args) {
                            if b == Builtin::Sorted && matches!(args, [Value::List(_)]) {
                                return Step::Abort(AbortReason::Unsupported);
                            }
                            self.guard_consumer_args(v, depth, b, args);
                            let call = Call::positional(Value::Func(f), argc);
                            return self.inline(v, depth, call).unwrap_or(Step::Continue);
                        }
                        if crate::ctx::args_need_vm(v.heap, args) {
                            return Step::Abort(AbortReason::Callback);
                        }
                        if crate::modules::queries_vm(b) {
                            return Step::Abort(AbortReason::Unsupported);
                        }
                        self.guard_heap_call(v, depth, b, args);
                        // `math.sqrt(x)`: as the plain call's.
                        let (op, oparg, operand) = builtin_call_uop(v.heap, b, args);
                        self.emit(v, depth, op, oparg, operand);
                    }
                    Value::BoundMethod(r) => {
                        let Some((func @ Value::Func(_), recv)) =
                            v.heap.bound_method(r).map(|m| (m.func, m.recv))
                        else {
                            return Step::Abort(AbortReason::Unsupported);
                        };
                        let call = Call {
                            func,
                            argc,
                            kw: Vec::new(),
                            receiver: true,
                            returns: Returns::Value,
                            passing: Passing::ConstReceiver(self.trace_const(recv)),
                        };
                        if let Some(step) = self.inline(v, depth, call) {
                            return step;
                        }
                    }
                    _ => return Step::Abort(AbortReason::Unsupported),
                }
            }
            Op::LOAD_ATTR if matches!(s[sp - 1], Value::Module(_)) => {
                let m = s[sp - 1];
                let Some(x) = self.module_constant(v, m, arg) else {
                    return Step::Abort(AbortReason::Unsupported);
                };
                let km = self.trace_const(m);
                e!(_GUARD_IS_CONST, 0, km);
                e!(_POP_TOP);
                let k = self.trace_const(x);
                e!(_LOAD_TRACE_CONST, 0, k);
            }
            Op::CALL_METHOD if matches!(s[sp - (arg >> 24) as usize - 1], Value::Instance(_)) => {
                let argc = arg >> 24;
                let Value::Instance(r) = s[sp - argc as usize - 1] else {
                    return Step::Abort(AbortReason::Inconsistent);
                };
                let Some(&name) = v.name_ids.get((arg & 0xff_ffff) as usize) else {
                    return Step::Abort(AbortReason::Inconsistent);
                };
                // A method of a builtin base (`self.append(x)` in a `list`
                // subclass): the generic call, on the instance's value.
                let attr = v
                    .attr_of_name
                    .get((arg & 0xff_ffff) as usize)
                    .copied()
                    .flatten();
                if let Some(attr) = attr
                    && let recv = Value::Instance(r)
                    && objects::instance::base_method_receiver(v.heap, recv, attr).is_some()
                    && let Some((shape, cls)) = self.shape_of_any(v.heap, r)
                {
                    if crate::ctx::method_call_needs_vm(
                        v.heap,
                        recv,
                        attr,
                        &s[sp - argc as usize..sp],
                    ) {
                        return Step::Abort(AbortReason::Callback);
                    }
                    self.depend_class(v.heap, cls);
                    e!(_GUARD_SHAPE, argc, shape as u64);
                    e!(_CALL_METHOD, argc, attr as u64);
                    return Step::Continue;
                }
                let Some((shape, cls)) = self.shape_of_any(v.heap, r) else {
                    return Step::Abort(AbortReason::Unsupported);
                };
                if objects::instance::get_own(v.heap, r, name).is_some() {
                    return Step::Abort(AbortReason::Unsupported);
                }
                let Some(f @ Value::Func(_)) = objects::class::lookup(v.heap, cls, name) else {
                    return Step::Abort(AbortReason::Unsupported);
                };
                // The method is a constant of the trace while the class
                // keeps its version.
                self.depend_class(v.heap, cls);
                e!(_GUARD_SHAPE, argc, shape as u64);
                let call = Call::method(f, argc, Passing::Direct);
                if let Some(step) = self.inline(v, depth, call) {
                    return step;
                }
            }
            Op::CALL_METHOD
                if arg >> 24 == 1
                    && s[sp - 2] == Value::Builtin(Builtin::Object)
                    && v.name_ids.get((arg & 0xff_ffff) as usize)
                        == Some(&objects::intern::Special::new.id())
                    && matches!(s[sp - 1], Value::Class(_))
                    && objects::instance::exc_base_of(v.heap, s[sp - 1]).is_none() =>
            {
                // `object.__new__(cls)` (a `__new__`'s): a new instance of
                // the class, which the recording saw.
                let cls = s[sp - 1];
                let new_shape = new_instance_shape(v.heap, cls);
                self.depend_class(v.heap, cls);
                let k = self.trace_const(cls);
                e!(_GUARD_IS_CONST, 0, k);
                e!(_NEW_INSTANCE, new_shape, k);
                e!(_SWAP, 2);
                e!(_POP_TOP);
            }
            Op::CALL_METHOD
                if arg >> 24 == 2
                    && s[sp - 3] == Value::Builtin(Builtin::Tuple)
                    && v.name_ids.get((arg & 0xff_ffff) as usize)
                        == Some(&objects::intern::Special::new.id())
                    && objects::instance::builtin_base_of(v.heap, s[sp - 2])
                        == Some(Builtin::Tuple)
                    && matches!(s[sp - 1], Value::Tuple(_)) =>
            {
                // `tuple.__new__(cls, items)` (a namedtuple's `__new__`).
                let cls = s[sp - 2];
                self.depend_class(v.heap, cls);
                let k = self.trace_const(cls);
                e!(_GUARD_IS_CONST, 1, k);
                e!(_GUARD_TAG, 0, u64::from(s[sp - 1].tag()));
                e!(_NEW_TUPLE_INSTANCE, 0, k);
            }
            Op::LOAD_ATTR if matches!(s[sp - 1], Value::Super(_)) => {
                // `super().m` as a value (called with `*args` next): the
                // method bound to the instance.
                let Some((f, classes)) = self.super_method(v, s[sp - 1], arg) else {
                    return Step::Abort(AbortReason::Unsupported);
                };
                e!(_GUARD_SUPER, 0, classes);
                e!(_SUPER_SELF);
                let k = self.trace_const(f);
                e!(_BIND_METHOD, 0, k);
            }
            Op::LOAD_ATTR
                if let Value::Class(_) = s[sp - 1]
                    && let Some(x) = self.class_constant(v, s[sp - 1], arg) =>
            {
                // A class's attribute (`cls._fields`): a constant while the
                // class stays as it is.
                let kc = self.trace_const(s[sp - 1]);
                e!(_GUARD_IS_CONST, 0, kc);
                e!(_POP_TOP);
                let k = self.trace_const(x);
                e!(_LOAD_TRACE_CONST, 0, k);
            }
            Op::CALL_METHOD if matches!(s[sp - (arg >> 24) as usize - 1], Value::Super(_)) => {
                if let Some(step) =
                    self.call_super_method(v, depth, s[sp - (arg >> 24) as usize - 1], arg)
                {
                    return step;
                }
            }
            // `g.send(v)`: the generator resumes as a frame (see
            // `interp::call_ops`), as `for` over it does.
            Op::CALL_METHOD
                if arg >> 24 == 1
                    && let Value::Generator(g) = s[sp - 2]
                    && v.attr_of_name
                        .get((arg & 0xff_ffff) as usize)
                        .copied()
                        .flatten()
                        == Some(Attr::send) =>
            {
                return self.resume_generator(v, depth, g, Returns::GenSend);
            }
            Op::CALL_METHOD => {
                let argc = (arg >> 24) as usize;
                let Some(attr) = v
                    .attr_of_name
                    .get((arg & 0xff_ffff) as usize)
                    .copied()
                    .flatten()
                else {
                    return Step::Abort(AbortReason::Error);
                };
                // `sep.join(g)`: its guest loop, inlined with the receiver
                // first, while the two keep their types.
                let recv_args = &s[sp - argc - 1..sp];
                if let Some(f) = v
                    .consumers
                    .for_method(v.heap, recv_args[0], attr, &recv_args[1..])
                {
                    if crate::builtins::consumers::Consumers::by_items(attr) {
                        return Step::Abort(AbortReason::Unsupported);
                    }
                    self.guard_tags(v, depth, recv_args);
                    let call = Call::method(Value::Func(f), argc as u32, Passing::Direct);
                    return self.inline(v, depth, call).unwrap_or(Step::Continue);
                }
                if crate::ctx::method_call_needs_vm(
                    v.heap,
                    s[sp - argc - 1],
                    attr,
                    &s[sp - argc..sp],
                ) {
                    return Step::Abort(AbortReason::Callback);
                }
                match (attr, argc, s[sp - argc - 1]) {
                    (Attr::append, 1, Value::List(_)) => e!(_CALL_LIST_APPEND),
                    (Attr::pop, 0, Value::List(_)) => e!(_CALL_LIST_POP),
                    (Attr::pop, 1, Value::List(_)) if matches!(s[sp - 1], Value::Int(_)) => {
                        e!(_CALL_LIST_POP_AT)
                    }
                    (Attr::get, 1 | 2, Value::Dict(_))
                        if value_ops::plain_key(v.heap, &s[sp - argc]).is_some() =>
                    {
                        e!(_CALL_DICT_GET, argc as u32)
                    }
                    (_, 0..=3, Value::Str(_)) => e!(_CALL_STR_METHOD, argc as u32, attr as u64),
                    _ => e!(_CALL_METHOD, argc as u32, attr as u64),
                }
            }
            Op::CALL_FUNCTION_EX => {
                let at = sp - 2 - arg as usize;
                // A guest function, or a method bound to one.
                let spread_into = match s[at] {
                    Value::Func(fr) => Some((fr, false)),
                    Value::BoundMethod(bm) => match v.heap.bound_method(bm).map(|m| m.func) {
                        Some(Value::Func(fr)) => Some((fr, true)),
                        _ => None,
                    },
                    _ => None,
                };
                match s[at] {
                    _ if let Some((fr, bound)) = spread_into => {
                        if let Some(step) = self.spread_call(v, depth, &s[..sp], arg & 1, fr, bound)
                        {
                            return step;
                        }
                    }
                    Value::Builtin(_) | Value::Method(_) => {
                        // `heapq.heappop(*args)`: whether it goes to its
                        // guest loop is not guarded here.
                        let heap_call = matches!(s[at], Value::Builtin(b)
                            if crate::builtins::consumers::Consumers::by_heap_head(b)
                                || b == Builtin::HeapqPush);
                        if heap_call
                            || crate::ctx::args_need_vm(v.heap, &s[at..sp])
                            || crate::ctx::args_need_vm(v.heap, v.heap.seq(s[at + 1]))
                        {
                            return Step::Abort(AbortReason::Callback);
                        }
                        e!(_CALL_FUNCTION_EX, arg)
                    }
                    _ => return Step::Abort(AbortReason::Unsupported),
                }
            }
            Op::LOAD_ATTR if matches!(s[sp - 1], Value::Instance(_)) => {
                if let Some(step) = self.load_attr(v, depth, s[sp - 1], arg) {
                    return step;
                }
            }
            Op::STORE_ATTR if matches!(s[sp - 1], Value::Instance(_)) => {
                if let Some(step) = self.store_attr(v, depth, s[sp - 1], arg) {
                    return step;
                }
            }
            Op::MATCH_SEQUENCE | Op::MATCH_MAPPING => {
                // The subject's type decides: guarded, the answer is a
                // constant.
                let subject = s[sp - 1];
                let yes = if ins.op == Op::MATCH_SEQUENCE {
                    objects::class::matches_sequence(v.heap, subject)
                } else {
                    objects::class::matches_mapping(v.heap, subject)
                };
                if !self.guard_type(v, depth, subject, 0) {
                    return Step::Abort(AbortReason::Unsupported);
                }
                let k = self.trace_const(Value::Bool(yes));
                e!(_LOAD_TRACE_CONST, 0, k);
            }
            Op::GET_LEN => {
                // `len()` of the subject above it, as `len(x)` is traced
                // (two values above the subject at most).
                if ops::len(v.heap, s[sp - 1]).is_err() || !room_above(v, 2) {
                    return Step::Abort(AbortReason::Unsupported);
                }
                let k = self.trace_const(Value::Builtin(Builtin::Len));
                e!(_LOAD_TRACE_CONST, 0, k);
                e!(_COPY, 2);
                e!(_CALL_LEN);
            }
            Op::MATCH_CLASS => {
                if let Some(step) = self.match_class(v, depth, arg, &s[sp - 3..sp]) {
                    return step;
                }
            }
            Op::LOAD_DEREF => e!(_LOAD_DEREF, arg),
            Op::STORE_DEREF => e!(_STORE_DEREF, arg),
            Op::LOAD_ATTR if crate::ctx::needs_vm(v.heap, s[sp - 1]) => {
                return Step::Abort(AbortReason::Unsupported);
            }
            // `x.__class__` of a builtin value: its type, once guarded.
            Op::LOAD_ATTR
                if v.name_ids.get(arg as usize) == Some(&objects::intern::Special::class.id())
                    && matches!(
                        s[sp - 1],
                        Value::Int(_)
                            | Value::BigInt(_)
                            | Value::Float(_)
                            | Value::Bool(_)
                            | Value::None
                            | Value::Str(_)
                            | Value::List(_)
                            | Value::Tuple(_)
                            | Value::Dict(_)
                            | Value::Set(_)
                            | Value::FrozenSet(_)
                            | Value::Bytes(_)
                    ) =>
            {
                let t = crate::builtins::type_of_value(v.heap, s[sp - 1]);
                if !self.guard_type(v, depth, s[sp - 1], 0) {
                    return Step::Abort(AbortReason::Unsupported);
                }
                let k = self.trace_const(t);
                e!(_POP_TOP);
                e!(_LOAD_TRACE_CONST, 0, k);
            }
            Op::LOAD_ATTR => {
                let Some(attr) = v.attr_of_name.get(arg as usize).copied().flatten() else {
                    return Step::Abort(AbortReason::Error);
                };
                e!(_LOAD_ATTR, arg, attr as u64)
            }
            Op::BUILD_MAP => e!(_BUILD_MAP, arg),
            Op::BUILD_SET => e!(_BUILD_SET, arg),
            Op::BUILD_SLICE => e!(_BUILD_SLICE, arg),
            Op::BUILD_STRING => e!(_BUILD_STRING, arg),
            Op::DELETE_SUBSCR => e!(_DELETE_SUBSCR),
            Op::DELETE_FAST => e!(_DELETE_FAST, arg),
            // Unbinding a global may invalidate traces: the interpreter's.
            Op::DELETE_GLOBAL => return Step::Abort(AbortReason::Unsupported),
            Op::LIST_APPEND | Op::LIST_EXTEND | Op::SET_ADD | Op::SET_UPDATE | Op::DICT_UPDATE => {
                // A comprehension's `LIST_APPEND` only stores its item
                // (`[Point(x) for x in xs]`); the others hash or iterate.
                if ins.op != Op::LIST_APPEND && crate::ctx::needs_vm(v.heap, s[sp - 1]) {
                    return Step::Abort(AbortReason::Callback);
                }
                match ins.op {
                    // The depth of the list or set under the value: a
                    // comprehension's reaches past the loop's iterator.
                    Op::LIST_APPEND => e!(_LIST_APPEND, arg),
                    Op::LIST_EXTEND => e!(_LIST_EXTEND),
                    Op::SET_ADD => e!(_SET_ADD, arg),
                    Op::SET_UPDATE => e!(_SET_UPDATE),
                    _ => e!(_DICT_UPDATE, arg),
                }
            }
            // A dict comprehension's item: its key is hashed.
            Op::MAP_ADD => {
                if crate::ctx::needs_vm(v.heap, s[sp - 2]) {
                    return Step::Abort(AbortReason::Callback);
                }
                e!(_MAP_ADD, arg);
            }
            Op::LIST_TO_TUPLE => e!(_LIST_TO_TUPLE),
            Op::FORMAT_VALUE => e!(_FORMAT_VALUE, arg),
            // A generator resumed by `next` or `send` finishing raises
            // `StopIteration`: not in a trace.
            Op::RETURN_VALUE
                if self.top_is_generator()
                    && self.tree.frame(f.node).map(|c| c.returns) != Some(Returns::Generator) =>
            {
                return Step::Abort(AbortReason::Unsupported);
            }
            // A resumed generator finishing ends the loop over it: the
            // generator is done, the value and the loop's iterator go, and
            // the loop's code after it follows (as `generator_return`).
            Op::RETURN_VALUE if self.top_is_generator() => {
                let dist = self.generator_distance();
                let Some(callee) = self.tree.frame(f.node) else {
                    return Step::Abort(AbortReason::Inconsistent);
                };
                e!(_GEN_RETURN, 0, dist as u64);
                self.leave_inlined_frame(v, depth, callee);
                for _ in 0..4 {
                    e!(_POP_TOP);
                }
            }
            Op::YIELD_VALUE if self.top_is_generator() => {
                // Back to the loop over it with the value, the generator
                // stopped after this instruction.
                let dist = self.generator_distance();
                let Some(callee) = self.tree.frame(f.node) else {
                    return Step::Abort(AbortReason::Inconsistent);
                };
                e!(_GEN_YIELD, depth - 1, dist as u64 | (v.ip as u64 + 1) << 32);
                self.leave_inlined_frame(v, depth, callee);
                if callee
                    .returns
                    .generator_slot()
                    .is_some_and(|(_, gone)| gone == 2)
                {
                    // `next g value` or `g v value` becomes `value`.
                    e!(_SWAP, 3);
                    e!(_POP_TOP);
                    e!(_POP_TOP);
                }
            }
            Op::RETURN_VALUE => {
                if self.frames.len() == 1 {
                    // A root trace's loop must close; other traces end
                    // here and the runtime makes the return.
                    if self.origin == Origin::Root {
                        return Step::Abort(AbortReason::ReturnFromRoot);
                    }
                    self.end_with(v, depth, ExitKind::Return);
                    return Step::Done { ended_early: false };
                }
                let Some(callee) = self.tree.frame(f.node) else {
                    return Step::Abort(AbortReason::Inconsistent);
                };
                if callee.returns == Returns::Instance {
                    // `__init__` must return None (the interpreter raises
                    // otherwise); the caller gets the instance.
                    e!(_GUARD_TOS_NONE);
                    e!(_POP_TOP);
                    e!(_LOAD_FAST, 0);
                }
                // A `__bool__` or `__len__` must return what the interpreter
                // checks for when its frame returns (an exit here lets it
                // raise otherwise).
                match (callee.returns, s[sp - 1]) {
                    (Returns::Truth | Returns::Contains | Returns::ContainsNot, Value::Bool(_)) => {
                        e!(_GUARD_TOS_BOOL)
                    }
                    (Returns::Contains | Returns::ContainsNot, _) => {
                        // Another value's truth: the interpreter's to take.
                        return Step::Abort(AbortReason::Unsupported);
                    }
                    // An ordering's bool; `NotImplemented` (or another
                    // value, rarer) is the interpreter's to go on with.
                    (Returns::Order(_) | Returns::NotEqualByEq, Value::Bool(_)) => {
                        e!(_GUARD_TOS_BOOL)
                    }
                    (Returns::Order(_) | Returns::NotEqualByEq, _) => {
                        return Step::Abort(AbortReason::Unsupported);
                    }
                    // A binary method's value of the type it had here;
                    // `NotImplemented` is the interpreter's to go on with.
                    (
                        Returns::Binary | Returns::BinaryReflected | Returns::BinaryInPlace,
                        Value::NotImplemented,
                    ) => {
                        return Step::Abort(AbortReason::Unsupported);
                    }
                    (Returns::Binary | Returns::BinaryReflected | Returns::BinaryInPlace, r) => {
                        e!(_GUARD_TAG, 0, u64::from(r.tag()))
                    }
                    (Returns::TruthByLen | Returns::Length, Value::Int(n)) if n >= 0 => {
                        e!(_GUARD_TOS_LEN)
                    }
                    (Returns::Truth | Returns::TruthByLen | Returns::Length, _) => {
                        return Step::Abort(AbortReason::Unsupported);
                    }
                    _ => {}
                }
                self.leave_inlined_frame(v, depth, callee);
                if callee.returns == Returns::Nothing {
                    // Back in the caller, nothing can leave the trace before
                    // the value is dropped.
                    e!(_POP_TOP);
                }
                if callee.returns == Returns::TruthByLen {
                    // The bool the caller's test runs on again.
                    e!(_TO_BOOL_INT);
                }
                if matches!(callee.returns, Returns::ContainsNot | Returns::NotEqualByEq) {
                    e!(_UNARY_NOT);
                }
            }
            Op::YIELD_VALUE | Op::GET_YIELD_FROM_ITER | Op::SEND => {
                return self.end_at_generator(v, depth);
            }
            // A function with no defaults or annotations (a
            // comprehension's, a plain nested `def`), with or without a
            // closure built from the maker's cells.
            Op::MAKE_FUNCTION if make_function::flags(arg) & !make_function::CLOSURE == 0 => {
                let closure = make_function::flags(arg) & make_function::CLOSURE != 0;
                let f = self.top();
                let mut cells = Vec::new();
                if closure {
                    let tuple = s[sp - 1];
                    if !matches!(tuple, Value::Tuple(_)) {
                        return Step::Abort(AbortReason::Unsupported);
                    }
                    for &c in v.heap.seq(tuple) {
                        // The one local that holds the cell (compiled code
                        // keeps each cell in one).
                        let held = |j: &u32| v.slots.get(v.base + *j as usize) == Some(&c);
                        let mut holders = (0..f.nlocals).filter(held);
                        match (holders.next(), holders.next()) {
                            (Some(j), None) if matches!(c, Value::Cell(_)) => cells.push(j),
                            _ => return Step::Abort(AbortReason::Unsupported),
                        }
                    }
                }
                let code = make_function::code(arg);
                e!(_MAKE_FUNCTION, closure as u32, code as u64);
                self.made.push(MadeFunction {
                    level: self.frames.len(),
                    at: depth - closure as u32,
                    code,
                    cells,
                });
                self.made_codes.push(code);
            }
            // Making classes, exceptions: not in traces yet.
            Op::MAKE_CELL => e!(_MAKE_CELL, arg),
            Op::MAKE_FUNCTION
            | Op::DELETE_DEREF
            | Op::STORE_ATTR
            | Op::DELETE_ATTR
            | Op::RAISE_VARARGS
            | Op::RERAISE
            | Op::PUSH_EXC_INFO
            | Op::POP_EXCEPT
            | Op::CHECK_EXC_MATCH
            | Op::LOAD_ASSERTION_ERROR
            | Op::BEFORE_WITH
            | Op::WITH_EXCEPT_START
            | Op::MAKE_CLASS
            | Op::CLASS_DONE
            | Op::LOAD_NAME
            | Op::STORE_NAME
            | Op::DELETE_NAME
            | Op::IMPORT_NAME
            | Op::IMPORT_FROM
            | Op::IMPORT_STAR
            | Op::MATCH_KEYS
            | Op::COPY_DICT_WITHOUT_KEYS
            | Op::JUMP_BACKWARD_NO_INTERRUPT => return Step::Abort(AbortReason::Unsupported),
        }
        Step::Continue
    }

    /// Attribute `name` (an index into the names) of module `m`, read as
    /// a constant of the trace: the trace depends on the global that
    /// holds it (or on the native module's attributes). `None` when it is
    /// missing or rebound too often to be a constant.
    fn module_constant(&mut self, v: &View, m: Value, name: u32) -> Option<Value> {
        let id = *v.name_ids.get(name as usize)?;
        let (x, dep) = (v.module_attr)(m, id)?;
        if (v.volatile_global)(dep) {
            return None;
        }
        if !self.deps.contains(&dep) {
            self.deps.push(dep);
        }
        Some(x)
    }

    /// The index of `v` among the trace's constants (added if new).
    fn trace_const(&mut self, v: Value) -> u64 {
        match self.consts.iter().position(|c| *c == v) {
            Some(k) => k as u64,
            None => {
                self.consts.push(v);
                (self.consts.len() - 1) as u64
            }
        }
    }

    /// Depends on class `cls` as it is now: a change to it (or to one of
    /// its bases) invalidates the trace.
    fn depend_class(&mut self, heap: &Heap, cls: Value) {
        let Value::Class(r) = cls else {
            return;
        };
        let Some(c) = heap.class(r) else {
            return;
        };
        // Every class of the MRO: a change to a base bumps the class too,
        // but its own version is what is checked.
        if !self.class_deps.iter().any(|(d, _)| *d == r) {
            self.class_deps.push((r, c.version));
        }
    }

    /// The uop recorded last, `_SET_IP`s aside: the one that pushed the
    /// top of the stack when the instruction being recorded reads it.
    fn last_made(&self) -> Option<&UopInst> {
        self.uops.iter().rev().find(|u| u.op != Uop::_SET_IP)
    }

    /// Whether the top of the stack is a constant of the code (the same
    /// value at every run of the trace).
    fn tos_is_const(&self) -> bool {
        self.last_made()
            .is_some_and(|u| u.op == Uop::_LOAD_CONST_INLINE)
    }

    /// The shape and class of instance `r`, if its attributes live in
    /// shape order and its class is one of the program's that does not
    /// take over attribute access.
    fn shape_of(&self, heap: &Heap, r: ObjRef) -> Option<(u32, Value)> {
        // An instance carrying a builtin base's value answers the builtin
        // operations through that value, which the paths taking this
        // shape do not know about (they ask `shape_of_any`).
        if heap.instance(r)?.base().is_some() {
            return None;
        }
        self.shape_of_any(heap, r)
    }

    /// [`Self::shape_of`], also for an instance of a class deriving from a
    /// builtin type (its attributes and methods are found as any
    /// instance's).
    fn shape_of_any(&self, heap: &Heap, r: ObjRef) -> Option<(u32, Value)> {
        use objects::intern::Special;
        let i = heap.instance(r)?;
        if i.shape == objects::instance::DICT_SHAPE || !matches!(i.class(), Value::Class(_)) {
            return None;
        }
        if objects::class::lookup(heap, i.class(), Special::getattribute.id()).is_some() {
            return None;
        }
        Some((i.shape, i.class()))
    }

    /// `obj[key]` on instance `r` of a `dict` subclass that leaves
    /// `__getitem__` to `dict` and defines `__missing__` as a plain function
    /// (a `defaultdict`): a guard on whether the key is there, then the
    /// lookup when it is, or `__missing__(obj, key)` inlined as a method
    /// call, as the interpreter calls it, when it is not. The other case
    /// leaves at the guard, where a side trace takes it. `None` when that
    /// does not apply.
    fn subscript_with_missing(
        &mut self,
        v: &View,
        depth: u32,
        r: ObjRef,
        key: Value,
    ) -> Option<Step> {
        let (d, missing) = objects::instance::dict_and_missing(v.heap, Value::Instance(r))?;
        let (shape, cls) = self.shape_of_any(v.heap, r)?;
        if crate::ctx::needs_vm(v.heap, key) {
            return Some(Step::Abort(AbortReason::Callback));
        }
        let present = objects::dict::get(v.heap, d, key).ok()?.is_some();
        self.depend_class(v.heap, cls);
        self.emit(v, depth, Uop::_GUARD_SHAPE, 1, shape as u64);
        self.emit(v, depth, Uop::_GUARD_KEY_IN_DICT, present as u32, 0);
        if present {
            self.emit(v, depth, Uop::_BINARY_SUBSCR, 0, 0);
            return Some(Step::Continue);
        }
        let call = Call {
            func: missing,
            argc: 1,
            kw: Vec::new(),
            receiver: true,
            returns: Returns::Value,
            passing: Passing::Direct,
        };
        Some(self.inline(v, depth, call).unwrap_or(Step::Continue))
    }

    /// `obj[key]`, `obj[key] = v`, `key in obj` (`op` and its oparg, with
    /// the instance `below` values under the top) when `r`'s class derives
    /// from a builtin type and leaves `special` to it (an `OrderedDict`, a
    /// `Counter`): after a shape guard, the generic uop, which acts on the
    /// instance's builtin value (and leaves a dict subclass's `__missing__`
    /// to the interpreter). `None` when that does not apply.
    fn derived_op(
        &mut self,
        v: &View,
        depth: u32,
        (r, key): (ObjRef, Value),
        special: Special,
        below: u32,
        (op, oparg): (Uop, u32),
    ) -> Option<Step> {
        let obj = Value::Instance(r);
        objects::instance::base_answering(v.heap, obj, special.id())?;
        let (shape, cls) = self.shape_of_any(v.heap, r)?;
        // The key must need no guest code (its hash, its `__eq__`).
        if crate::ctx::needs_vm(v.heap, key) {
            return Some(Step::Abort(AbortReason::Callback));
        }
        self.depend_class(v.heap, cls);
        self.emit(v, depth, Uop::_GUARD_SHAPE, below, shape as u64);
        self.emit(v, depth, op, oparg, 0);
        Some(Step::Continue)
    }

    /// `__getitem__` or `__setitem__` of instance `r`, second on the stack
    /// (`obj key`, `v obj key`), called by the instruction being recorded
    /// as the interpreter calls it: as a frame, when the class defines it
    /// as a plain function (`Vm::special_function`). Inlined as a method
    /// call after a shape guard; the class's version guards the lookup.
    fn special_method_call(&mut self, v: &View, depth: u32, r: ObjRef, special: Special) -> Step {
        let Some((shape, cls)) = self.shape_of(v.heap, r) else {
            return Step::Abort(AbortReason::Callback);
        };
        let Some(f @ Value::Func(_)) = objects::class::lookup(v.heap, cls, special.id()) else {
            return Step::Abort(AbortReason::Callback);
        };
        self.depend_class(v.heap, cls);
        // `__setitem__`'s stack is `v obj key`: the instance is not the
        // lowest of the three, and the callee's prologue puts them in
        // parameter order.
        // A unary operator's instance is on top, alone.
        let (argc, returns, passing) = match special {
            Special::setitem => (2, Returns::Nothing, Passing::ValueFirst),
            Special::neg | Special::pos | Special::invert => (0, Returns::Value, Passing::Direct),
            _ => (1, Returns::Value, Passing::Direct),
        };
        // The instance is one below the top but for a unary operator.
        self.emit(v, depth, Uop::_GUARD_SHAPE, argc.min(1), shape as u64);
        let call = Call {
            func: f,
            argc,
            kw: Vec::new(),
            receiver: true,
            returns,
            passing,
        };
        self.inline(v, depth, call).unwrap_or(Step::Continue)
    }

    /// `x in obj` (`x not in obj` when `negated`), `obj` instance `r`
    /// whose class defines `__contains__` as a plain function: inlined
    /// after a shape guard on the instance (on top), the class's version
    /// guarding the lookup; the prologue puts the arguments in parameter
    /// order.
    fn contains_call(&mut self, v: &View, depth: u32, r: ObjRef, negated: bool) -> Step {
        let Some((shape, cls)) = self.shape_of(v.heap, r) else {
            return Step::Abort(AbortReason::Callback);
        };
        let Some(f @ Value::Func(_)) = objects::class::lookup(v.heap, cls, Special::contains.id())
        else {
            return Step::Abort(AbortReason::Callback);
        };
        self.depend_class(v.heap, cls);
        self.emit(v, depth, Uop::_GUARD_SHAPE, 0, shape as u64);
        let call = Call {
            func: f,
            argc: 1,
            kw: Vec::new(),
            receiver: true,
            returns: if negated {
                Returns::ContainsNot
            } else {
                Returns::Contains
            },
            passing: Passing::Swapped,
        };
        self.inline(v, depth, call).unwrap_or(Step::Continue)
    }

    /// `a op b` (an ordering, or a binary operation: `returns` says
    /// which) running `f`, the method of instance `a`'s class (see
    /// [`crate::dunder::order_method`] and
    /// [`crate::dunder::binary_method`]): inlined as a method call after
    /// guards on `a`'s shape and on `b`'s (an instance) or its type (an
    /// int or a float), which keep `b`'s reflected method from going
    /// first.
    fn operator_call(
        &mut self,
        v: &View,
        depth: u32,
        returns: Returns,
        f: ObjRef,
        a: Value,
        b: Value,
    ) -> Step {
        let Value::Instance(r) = a else {
            return Step::Abort(AbortReason::Inconsistent);
        };
        let Some((shape, cls)) = self.shape_of(v.heap, r) else {
            return Step::Abort(AbortReason::Callback);
        };
        let other = match b {
            Value::Instance(rb) => match self.shape_of(v.heap, rb) {
                Some((shape_b, cls_b)) => {
                    self.depend_class(v.heap, cls_b);
                    Some((Uop::_GUARD_SHAPE, shape_b as u64))
                }
                None => None,
            },
            Value::Int(_) => Some((Uop::_GUARD_TOS_INT, 0)),
            Value::Float(_) => Some((Uop::_GUARD_TOS_FLOAT, 0)),
            _ => None,
        };
        let Some((guard_b, operand)) = other else {
            return Step::Abort(AbortReason::Callback);
        };
        self.depend_class(v.heap, cls);
        self.emit(v, depth, Uop::_GUARD_SHAPE, 1, shape as u64);
        self.emit(v, depth, guard_b, 0, operand);
        let call = Call {
            func: Value::Func(f),
            argc: 1,
            kw: Vec::new(),
            receiver: true,
            returns,
            passing: Passing::Direct,
        };
        self.inline(v, depth, call).unwrap_or(Step::Continue)
    }

    /// `a op b`, `a` a number, running `f`, the reflected method of
    /// instance `b`'s class (see [`crate::dunder::binary_reflected_method`]):
    /// inlined as a method call on the operands swapped after guards on
    /// `b`'s shape and `a`'s type.
    fn reflected_call(&mut self, v: &View, depth: u32, f: ObjRef, a: Value, b: Value) -> Step {
        let Value::Instance(rb) = b else {
            return Step::Abort(AbortReason::Inconsistent);
        };
        let Some((shape, cls)) = self.shape_of(v.heap, rb) else {
            return Step::Abort(AbortReason::Callback);
        };
        let guard_a = match a {
            Value::Int(_) => Uop::_GUARD_NOS_INT,
            Value::Float(_) => Uop::_GUARD_NOS_FLOAT,
            _ => return Step::Abort(AbortReason::Callback),
        };
        self.depend_class(v.heap, cls);
        self.emit(v, depth, Uop::_GUARD_SHAPE, 0, shape as u64);
        self.emit(v, depth, guard_a, 0, 0);
        let call = Call {
            func: Value::Func(f),
            argc: 1,
            kw: Vec::new(),
            receiver: true,
            returns: Returns::BinaryReflected,
            passing: Passing::Swapped,
        };
        self.inline(v, depth, call).unwrap_or(Step::Continue)
    }

    /// `obj(...)` with `n` positional arguments, `obj` an instance whose
    /// class defines `__call__` as a plain function: inlined as a method
    /// call (the instance in the callee slot is the receiver) after a
    /// shape guard, the class's version guarding the lookup.
    fn call_instance(&mut self, v: &View, depth: u32, r: ObjRef, n: u32) -> Step {
        let Some((shape, cls)) = self.shape_of(v.heap, r) else {
            return Step::Abort(AbortReason::Callback);
        };
        let Some(f @ Value::Func(_)) = objects::class::lookup(v.heap, cls, Special::call.id())
        else {
            return Step::Abort(AbortReason::Callback);
        };
        self.depend_class(v.heap, cls);
        self.emit(v, depth, Uop::_GUARD_SHAPE, n, shape as u64);
        self.inline(v, depth, Call::method(f, n, Passing::Direct))
            .unwrap_or(Step::Continue)
    }

    /// A call of generator function `fr` with `n` positional arguments:
    /// the generator is made in the trace when its parameters take the
    /// arguments one for one (its body runs where it is resumed, see
    /// [`Self::resume_generator`]); otherwise the trace ends here.
    fn call_generator_function(&mut self, v: &View, depth: u32, fr: ObjRef, n: u32) -> Step {
        let Some(code) = v.heap.function(fr).map(|f| f.code) else {
            return Step::Abort(AbortReason::Inconsistent);
        };
        let Some((nparams, nlocals, _, _)) = (v.code_shape)(code) else {
            return self.end_at_generator(v, depth);
        };
        if !(v.plain_generator)(code) || nparams != n {
            return self.end_at_generator(v, depth);
        }
        let level = self.frames.len();
        let at = depth.checked_sub(n + 1);
        let fresh = self
            .made
            .iter()
            .rposition(|m| m.level == level && Some(m.at) == at && m.code == code);
        match fresh {
            // Made by this trace: it holds its own cells.
            Some(i) => {
                self.made.remove(i);
            }
            // Made in this iteration but called from elsewhere: another
            // function at every iteration.
            None if self.made_codes.contains(&code) => {
                return Step::Abort(AbortReason::Unsupported);
            }
            None => {
                let _ = self.trace_const(Value::Func(fr));
                self.emit(v, depth, Uop::_CHECK_FUNCTION, n, fr.0 as u64);
            }
        }
        self.emit(v, depth, Uop::_CALL_GEN_FUNC, n, nlocals as u64);
        Step::Continue
    }

    /// `FOR_ITER` over generator `g`, `next(g)` or `g.send(v)` (`returns`
    /// says which): the interpreter resumes it as a frame of its dispatch
    /// loop, and so it is inlined: a guard on where it stopped, an inlined
    /// frame its image moves into, and at its `yield` the value back to
    /// the caller (see `YIELD_VALUE`). Otherwise the trace ends here.
    fn resume_generator(&mut self, v: &View, depth: u32, g: ObjRef, returns: Returns) -> Step {
        let Some((below, _)) = returns.generator_slot() else {
            return Step::Abort(AbortReason::Inconsistent);
        };
        let sent = returns == Returns::GenSend;
        let Some(gn) = v.heap.generator(g) else {
            return Step::Abort(AbortReason::Inconsistent);
        };
        let (code, ip, image_len) = (gn.code, gn.ip, gn.image.len() as u32);
        let started = match gn.state {
            GenState::Created => false,
            GenState::Suspended => true,
            _ => return self.end_at_generator(v, depth),
        };
        let Some((_, nlocals, frame_size, _)) = (v.code_shape)(code) else {
            return self.end_at_generator(v, depth);
        };
        let pushed = (image_len + started as u32).saturating_sub(nlocals);
        if gn.exc_info != Value::None
            || self.frames.len() > self.max_inline_depth
            || image_len < nlocals
            || image_len > 0xff_ffff
            || nlocals + pushed > frame_size
            || depth < below
            || (started && ip == 0)
            // Sending a value to a generator not started raises.
            || (sent && !started && v.slots[v.sp - 1] != Value::None)
        {
            return self.end_at_generator(v, depth);
        }
        let f = self.top();
        let offset = f.offset + f.frame_size;
        if offset + frame_size > 0xf_ffff || nlocals > 0xf_ffff {
            return Step::Abort(AbortReason::Unsupported);
        }
        if sent && !started {
            // Only `None` may be sent to a generator not started (the
            // interpreter raises `TypeError` for anything else).
            self.emit(v, depth, Uop::_GUARD_TOS_NONE, 0, 0);
        }
        self.emit(
            v,
            depth,
            Uop::_GUARD_GEN,
            image_len | below << 24,
            (code as u64) << 32 | ip as u64,
        );
        let frame = InlinedFrame {
            code,
            offset,
            parent_ip: v.ip as u32 + 1,
            parent_depth: depth,
            returns,
        };
        let node = self.tree.child(f.node, frame);
        let level = self.frames.len() as u32;
        self.emit(
            v,
            depth,
            Uop::_INLINE_ENTER,
            level << 8 | super::uops::INLINE_NO_CALLEE,
            pack_enter(code, nlocals, offset),
        );
        self.unrolling.retain(|u| u.2 < level + 1);
        self.frames.push(VFrame {
            node,
            code,
            offset,
            nlocals,
            frame_size,
            back_edges: 0,
        });
        self.frames_end = self.frames_end.max(offset + frame_size);
        let dist = self.generator_distance();
        let flags = if sent { super::uops::GEN_SENT } else { 0 };
        self.emit_prologue(Uop::_GEN_RESUME, pushed | flags, dist as u64);
        Step::Continue
    }

    /// Guards the type of `x`, `below` values under the top: an instance's
    /// shape (its class, under the class's version), another value's tag.
    /// `false` when it cannot be guarded.
    fn guard_type(&mut self, v: &View, depth: u32, x: Value, below: u32) -> bool {
        match x {
            Value::Instance(r) => {
                let Some((shape, cls)) = self.shape_of(v.heap, r) else {
                    return false;
                };
                self.depend_class(v.heap, cls);
                self.emit(v, depth, Uop::_GUARD_SHAPE, below, shape as u64);
            }
            _ => self.emit(v, depth, Uop::_GUARD_TAG, below, u64::from(x.tag())),
        }
        true
    }

    /// `MATCH_CLASS` with `npos` positional sub-patterns on `[subject,
    /// class, names]`: with the subject's type and the class guarded, the
    /// answer is `None` or the tuple of its attributes, read from the
    /// instance's slots (or the subject itself for `int(n)` and the other
    /// builtin types). Attributes found any other way (a property, a class
    /// attribute) and every error the interpreter raises end the
    /// recording.
    fn match_class(&mut self, v: &View, depth: u32, npos: u32, ops: &[Value]) -> Option<Step> {
        let abort = Some(Step::Abort(AbortReason::Unsupported));
        let [subject, cls, names] = *ops else {
            return abort;
        };
        let keywords: Vec<Value> = v.heap.seq(names).to_vec();
        let text = |x: Value| match x {
            Value::Str(r) => Some(v.heap.str(r)),
            _ => None,
        };
        // The interpreter's own test (the subject's type and the class are
        // guarded below, so its answer holds while they do).
        if !objects::class::is_type(cls) {
            return abort;
        }
        let Ok(is_instance) = crate::builtins::isinstance(v.heap, subject, cls) else {
            return abort;
        };
        if !self.guard_type(v, depth, subject, 2) {
            return abort;
        }
        // The attributes go above the operands (one value for the others).
        let wanted = npos as usize + keywords.len();
        if !room_above(v, wanted.max(1)) {
            return abort;
        }
        let kc = self.trace_const(cls);
        self.emit(v, depth, Uop::_GUARD_IS_CONST, 1, kc);
        if let Value::Class(_) = cls {
            self.depend_class(v.heap, cls);
        }
        // The three operands stay until the result is made: an exit before
        // then finds the instruction's stack as the interpreter left it.
        let answer = |me: &mut Self, result: Option<u32>| {
            match result {
                Some(n) => {
                    me.emit(v, depth, Uop::_BUILD_TUPLE, n, 0);
                }
                None => {
                    let k = me.trace_const(Value::None);
                    me.emit(v, depth, Uop::_LOAD_TRACE_CONST, 0, k);
                }
            }
            me.emit(v, depth, Uop::_SWAP, 4, 0);
            for _ in 0..3 {
                me.emit(v, depth, Uop::_POP_TOP, 0, 0);
            }
        };
        if !is_instance {
            answer(self, None);
            return None;
        }
        let Value::Instance(r) = subject else {
            // A builtin value of the class: `int(n)` takes the value
            // itself (for the types CPython lets match themselves),
            // `int()` nothing.
            let match_self = matches!(cls, Value::Builtin(b)
                if crate::interp::MATCH_SELF.contains(&b));
            return match (npos, keywords.len()) {
                (0, 0) => {
                    answer(self, Some(0));
                    None
                }
                (1, 0) if match_self => {
                    self.emit(v, depth, Uop::_COPY, 3, 0);
                    answer(self, Some(1));
                    None
                }
                _ => abort,
            };
        };
        let Some((shape, _)) = self.shape_of(v.heap, r) else {
            return abort;
        };
        let mut attrs: Vec<Value> = Vec::new();
        if npos > 0 {
            let Some(name) = v.heap.names.lookup("__match_args__") else {
                return abort;
            };
            let Some(Value::Tuple(t)) = objects::class::lookup(v.heap, cls, name) else {
                return abort;
            };
            let positional = v.heap.seq(Value::Tuple(t));
            if positional.len() < npos as usize {
                return abort;
            }
            attrs.extend_from_slice(&positional[..npos as usize]);
        }
        attrs.extend_from_slice(&keywords);
        let subject_cls = objects::instance::class_of(v.heap, r);
        let mut slots = Vec::new();
        for (i, &a) in attrs.iter().enumerate() {
            let Some(t) = text(a) else {
                return abort;
            };
            if attrs[..i].iter().any(|&b| text(b) == Some(t)) {
                return abort;
            }
            let Some(id) = v.heap.names.lookup(t) else {
                return abort;
            };
            if objects::class::lookup(v.heap, subject_cls, id).is_some() {
                return abort;
            }
            slots.push(v.heap.shapes.index_of(shape, id));
        }
        if slots.iter().any(Option::is_none) {
            // Not in the instance's slots: `__getattr__`, an exception's
            // `args`, `__class__`... the interpreter finds it or not.
            return abort;
        }
        for (i, k) in slots.into_iter().flatten().enumerate() {
            self.emit(v, depth, Uop::_COPY, 3 + i as u32, 0);
            self.emit(v, depth, Uop::_LOAD_ATTR_SLOT, 0, k as u64);
        }
        answer(self, Some(attrs.len() as u32));
        None
    }

    /// Guards what sent a call of builtin `b` with `args` (the top of the
    /// stack) to its guest loop: the arguments' types, and for a heap
    /// operation decided by the heap's first item, that item's.
    fn guard_consumer_args(&mut self, v: &View, depth: u32, b: Builtin, args: &[Value]) {
        self.guard_tags(v, depth, args);
        if crate::builtins::consumers::Consumers::head_decides(b, args) {
            self.guard_heap_head(v, depth, args);
        }
    }

    /// A `heapq` call the recording saw go to the Rust builtin: guards
    /// what would send it to the guest loop instead (an instance pushed,
    /// or at the heap's top).
    fn guard_heap_call(&mut self, v: &View, depth: u32, b: Builtin, args: &[Value]) {
        use crate::builtins::consumers::Consumers;
        if Consumers::by_heap_head(b) || b == Builtin::HeapqPush {
            self.guard_tags(v, depth, args);
        }
        if Consumers::by_heap_head(b) {
            self.guard_heap_head(v, depth, args);
        }
    }

    /// For a `heapq` call whose heap's first item decides where it goes
    /// (`args` on top, the heap first): guards that item's instance-ness
    /// as recorded, so the trace goes where the interpreter would.
    fn guard_heap_head(&mut self, v: &View, depth: u32, args: &[Value]) {
        if let Some(Value::List(l)) = args.first() {
            let instance = matches!(v.heap.list(*l).first(), Some(Value::Instance(_)));
            let below = (args.len() - 1) as u32;
            self.emit(v, depth, Uop::_GUARD_LIST_HEAD, below, u64::from(instance));
        }
    }

    /// Guards that `vals`, the top of the stack, keep their type tags.
    fn guard_tags(&mut self, v: &View, depth: u32, vals: &[Value]) {
        for (i, x) in vals.iter().enumerate() {
            let below = (vals.len() - 1 - i) as u32;
            self.emit(v, depth, Uop::_GUARD_TAG, below, u64::from(x.tag()));
        }
    }

    /// `__bool__` or `__len__` (`f`) of instance `r`, called by a truth
    /// test (`argc` 0: the instance is on top) or by `len(obj)` (`argc` 1:
    /// above the callee slot) as the interpreter calls it, as a `Truth` or
    /// `Length` frame: inlined after a shape guard, the class's version
    /// guarding the lookup.
    /// `FOR_ITER` over an instance whose class has a plain `__next__`:
    /// guarded by the instance's shape, the method is inlined on a copy of
    /// the instance, so the loop's three values stay below its frame (the
    /// interpreter's `FrameKind::ForIterNext`).
    fn for_iter_next(&mut self, v: &View, depth: u32, r: ObjRef, f: Value) -> Step {
        let Some((shape, cls)) = self.shape_of(v.heap, r) else {
            return Step::Abort(AbortReason::Callback);
        };
        self.depend_class(v.heap, cls);
        self.emit(v, depth, Uop::_GUARD_SHAPE, 2, shape as u64);
        self.emit(v, depth, Uop::_COPY, 3, 0);
        let call = Call {
            func: f,
            argc: 0,
            kw: Vec::new(),
            receiver: true,
            returns: Returns::ForIterNext,
            passing: Passing::Direct,
        };
        self.inline(v, depth, call).unwrap_or(Step::Continue)
    }

    fn special_call(
        &mut self,
        v: &View,
        depth: u32,
        r: ObjRef,
        f: Value,
        argc: u32,
        returns: Returns,
    ) -> Step {
        let Some((shape, cls)) = self.shape_of(v.heap, r) else {
            return Step::Abort(AbortReason::Callback);
        };
        self.depend_class(v.heap, cls);
        self.emit(v, depth, Uop::_GUARD_SHAPE, 0, shape as u64);
        let call = Call {
            func: f,
            argc,
            kw: Vec::new(),
            receiver: argc == 0,
            returns,
            passing: Passing::Direct,
        };
        self.inline(v, depth, call).unwrap_or(Step::Continue)
    }

    /// The instance `obj`, the attribute name `arg` means, the instance's
    /// shape and class; or how the recording ends when attribute access
    /// on it is not traced.
    fn attr_operand(
        &self,
        v: &View,
        obj: Value,
        arg: u32,
    ) -> Result<(ObjRef, NameId, u32, Value), Step> {
        let Value::Instance(r) = obj else {
            return Err(Step::Abort(AbortReason::Inconsistent));
        };
        let Some(&name) = v.name_ids.get(arg as usize) else {
            return Err(Step::Abort(AbortReason::Inconsistent));
        };
        let Some((shape, cls)) = self.shape_of_any(v.heap, r) else {
            return Err(Step::Abort(AbortReason::Unsupported));
        };
        Ok((r, name, shape, cls))
    }

    /// The `__get__` the interpreter calls when it reads class attribute
    /// `dr` (an instance) through an instance (`own`: one with an attribute
    /// of that name): a plain function of the descriptor's class
    /// (`namedtuple`'s fields), called as a frame with the descriptor, the
    /// instance and its class. `None` when the class attribute is read as
    /// a plain value or the instance's own attribute wins (a descriptor
    /// without `__set__` or `__delete__` loses to it). The lookups are
    /// guarded by the descriptor's class's version.
    fn descriptor_getter(
        &mut self,
        heap: &Heap,
        dr: ObjRef,
        own: bool,
    ) -> Result<Option<Value>, Step> {
        let dcls = objects::instance::class_of(heap, dr);
        let Value::Class(_) = dcls else {
            return Err(Step::Abort(AbortReason::Unsupported));
        };
        self.depend_class(heap, dcls);
        let data = [Special::set, Special::delete]
            .iter()
            .any(|s| objects::class::lookup(heap, dcls, s.id()).is_some());
        match objects::class::lookup(heap, dcls, Special::get.id()) {
            None => Ok(None),
            Some(_) if own && !data => Ok(None),
            Some(f @ Value::Func(_)) => Ok(Some(f)),
            Some(_) => Err(Step::Abort(AbortReason::Unsupported)),
        }
    }

    /// `tos.name` for an instance on top.
    fn load_attr(&mut self, v: &View, depth: u32, obj: Value, arg: u32) -> Option<Step> {
        let (_, name, shape, cls) = match self.attr_operand(v, obj, arg) {
            Ok(x) => x,
            Err(step) => return Some(step),
        };
        let in_class = objects::class::lookup(v.heap, cls, name);
        let slot = v.heap.shapes.index_of(shape, name);
        self.depend_class(v.heap, cls);
        if let Some(d @ Value::Instance(dr)) = in_class {
            match self.descriptor_getter(v.heap, dr, slot.is_some()) {
                Err(step) => return Some(step),
                // Inlined as a method call of the descriptor: the
                // instance moves into the frame, the prologue puts the
                // descriptor and the class around it.
                Ok(Some(get)) => {
                    self.emit(v, depth, Uop::_GUARD_SHAPE, 0, shape as u64);
                    let passing = Passing::Descriptor {
                        descr: self.trace_const(d),
                        class: self.trace_const(cls),
                    };
                    return self.inline(v, depth, Call::method(get, 0, passing));
                }
                // The instance's attribute or the class's, as below.
                Ok(None) => {}
            }
        }
        match (in_class, slot) {
            // A property: its getter is a method call with the instance.
            (Some(Value::Wrapper(w)), _) => match v.heap.wrapper(w) {
                Some(objects::function::WrapperObj::Property { fget, .. })
                    if matches!(fget, Value::Func(_)) =>
                {
                    self.emit(v, depth, Uop::_GUARD_SHAPE, 0, shape as u64);
                    let call = Call {
                        func: fget,
                        argc: 0,
                        kw: Vec::new(),
                        receiver: true,
                        returns: Returns::Value,
                        passing: Passing::Direct,
                    };
                    self.inline(v, depth, call)
                }
                _ => Some(Step::Abort(AbortReason::Unsupported)),
            },
            (_, Some(k)) => {
                self.emit(v, depth, Uop::_GUARD_SHAPE, 0, shape as u64);
                self.emit(v, depth, Uop::_LOAD_ATTR_SLOT, 0, k as u64);
                None
            }
            // A method as a value: a bound method, made here. A call of it
            // right after inlines its function (see `call_bound`).
            (Some(f @ Value::Func(_)), None) => {
                let k = self.trace_const(f);
                self.emit(v, depth, Uop::_GUARD_SHAPE, 0, shape as u64);
                self.emit(v, depth, Uop::_BIND_METHOD, 0, k);
                None
            }
            (Some(c), None) => {
                // A plain class attribute: a constant while the class
                // stays as it is.
                let k = self.trace_const(c);
                self.emit(v, depth, Uop::_GUARD_SHAPE, 0, shape as u64);
                self.emit(v, depth, Uop::_POP_TOP, 0, 0);
                self.emit(v, depth, Uop::_LOAD_TRACE_CONST, 0, k);
                None
            }
            // `obj.__class__`: the class the shape fixes.
            (None, None) if name == objects::intern::Special::class.id() => {
                let k = self.trace_const(cls);
                self.emit(v, depth, Uop::_GUARD_SHAPE, 0, shape as u64);
                self.emit(v, depth, Uop::_POP_TOP, 0, 0);
                self.emit(v, depth, Uop::_LOAD_TRACE_CONST, 0, k);
                None
            }
            (None, None) => Some(Step::Abort(AbortReason::Error)),
        }
    }

    /// `tos.name = nos` for an instance on top.
    fn store_attr(&mut self, v: &View, depth: u32, obj: Value, arg: u32) -> Option<Step> {
        use objects::intern::Special;
        let (r, name, shape, cls) = match self.attr_operand(v, obj, arg) {
            Ok(x) => x,
            Err(step) => return Some(step),
        };
        if objects::class::lookup(v.heap, cls, Special::setattr.id()).is_some()
            || name == Special::class.id()
            || stores_through_descriptor(v.heap, cls, name)
            || v.heap.exc_state(r).is_some()
        {
            return Some(Step::Abort(AbortReason::Unsupported));
        }
        self.depend_class(v.heap, cls);
        match v.heap.shapes.index_of(shape, name) {
            Some(k) => {
                self.emit(v, depth, Uop::_GUARD_SHAPE, 0, shape as u64);
                self.emit(v, depth, Uop::_STORE_ATTR_SLOT, 0, k as u64);
            }
            None => {
                // A new attribute: the shape it moves to must exist already
                // (it does once the interpreter has added it once).
                let Some(next) = v.heap.shapes.transition(shape, name) else {
                    return Some(Step::Abort(AbortReason::Unsupported));
                };
                self.emit(v, depth, Uop::_GUARD_SHAPE, 0, shape as u64);
                self.emit(v, depth, Uop::_STORE_ATTR_ADD, 0, next as u64);
            }
        }
        None
    }

    /// `setattr(obj, name, v)` (`args`) as a slot store when `obj` is an
    /// instance with no `__setattr__` and `name` a string naming no
    /// descriptor of its class: the callee, the name (by identity) and the
    /// shape are guarded before the store, so an exit finds the call as
    /// the interpreter left it. `None` leaves the call to the generic path.
    fn setattr_call(&mut self, v: &View, depth: u32, args: &[Value]) -> Option<Step> {
        use objects::intern::Special;
        let [obj, name @ Value::Str(nr), _] = *args else {
            return None;
        };
        let Value::Instance(r) = obj else {
            return None;
        };
        let id = v.heap.names.lookup(v.heap.str(nr))?;
        let (shape, cls) = self.shape_of(v.heap, r)?;
        if objects::class::lookup(v.heap, cls, Special::setattr.id()).is_some()
            || stores_through_descriptor(v.heap, cls, id)
            || v.heap.exc_state(r).is_some()
        {
            return None;
        }
        let (op, operand) = match v.heap.shapes.index_of(shape, id) {
            Some(k) => (Uop::_SETATTR_SLOT, k as u64),
            None => (
                Uop::_SETATTR_ADD,
                v.heap.shapes.transition(shape, id)? as u64,
            ),
        };
        self.depend_class(v.heap, cls);
        self.emit(v, depth, Uop::_CHECK_BUILTIN, 3, Builtin::SetAttr as u64);
        let k = self.trace_const(name);
        self.emit(v, depth, Uop::_GUARD_IS_CONST, 1, k);
        self.emit(v, depth, Uop::_GUARD_SHAPE, 2, shape as u64);
        self.emit(v, depth, op, 0, operand);
        Some(Step::Continue)
    }

    /// `getattr(obj, name)` (`args`) as a slot load when `obj` is an
    /// instance holding the attribute in a slot and its class has no data
    /// descriptor of that name (guards as [`Self::setattr_call`]'s).
    fn getattr_call(&mut self, v: &View, depth: u32, args: &[Value]) -> Option<Step> {
        let [obj, name @ Value::Str(nr)] = *args else {
            return None;
        };
        let Value::Instance(r) = obj else {
            return None;
        };
        let id = v.heap.names.lookup(v.heap.str(nr))?;
        let (shape, cls) = self.shape_of(v.heap, r)?;
        if matches!(
            objects::class::lookup(v.heap, cls, id),
            Some(Value::Wrapper(_) | Value::Instance(_))
        ) {
            return None;
        }
        let k = v.heap.shapes.index_of(shape, id)?;
        self.depend_class(v.heap, cls);
        self.emit(v, depth, Uop::_CHECK_BUILTIN, 2, Builtin::GetAttr as u64);
        let c = self.trace_const(name);
        self.emit(v, depth, Uop::_GUARD_IS_CONST, 0, c);
        self.emit(v, depth, Uop::_GUARD_SHAPE, 1, shape as u64);
        self.emit(v, depth, Uop::_GETATTR_SLOT, 0, k as u64);
        Some(Step::Continue)
    }

    /// `C(args)` for a class of the program: a new instance, then its
    /// `__init__` inlined.
    fn instantiate(
        &mut self,
        v: &View,
        depth: u32,
        cr: ObjRef,
        argc: u32,
        kwnames: Option<u32>,
    ) -> Option<Step> {
        use objects::intern::Special;
        let cls = Value::Class(cr);
        let heap = v.heap;
        if objects::instance::exc_base_of(heap, cls).is_some() {
            return Some(Step::Abort(AbortReason::Unsupported));
        }
        let init = objects::class::lookup(heap, cls, Special::init.id());
        let builtin_base = objects::instance::builtin_base_of(heap, cls);
        // A subclass of an immutable builtin type (a namedtuple) is made
        // by its own `__new__` alone; a mutable one's value is filled by
        // the builtin `__init__`, which is not traced.
        if builtin_base.is_some_and(objects::class::filled_by_init) {
            return Some(Step::Abort(AbortReason::Unsupported));
        }
        if let Some(new) = objects::class::lookup(heap, cls, Special::new.id()) {
            if init.is_some() {
                return Some(Step::Abort(AbortReason::Unsupported));
            }
            return Some(self.construct(v, depth, cls, new, argc, kwnames));
        }
        if builtin_base.is_some() {
            return Some(Step::Abort(AbortReason::Unsupported));
        }
        self.depend_class(heap, cls);
        let new_shape = new_instance_shape(heap, cls);
        let k = self.trace_const(cls);
        match init {
            None if argc == 0 && kwnames.is_none() => {
                self.emit(v, depth, Uop::_GUARD_IS_CONST, 0, k);
                self.emit(v, depth, Uop::_NEW_INSTANCE, new_shape, k);
                None
            }
            Some(f @ Value::Func(fr)) => {
                // The caller gets the instance from local 0 of `__init__`:
                // it must stay there.
                let code = heap.function(fr).map(|f| f.code)?;
                if (v.writes_local0)(code) {
                    return Some(Step::Abort(AbortReason::Unsupported));
                }
                let Some(kw) = Self::keyword_params(v, code, kwnames) else {
                    return Some(Step::Abort(AbortReason::Unsupported));
                };
                // The class is the receiver until `__init__`'s frame
                // exists: an exit before that finds the caller's stack as
                // the interpreter left it. Then local 0 becomes the new
                // instance (an exit at that leaves the class there and the
                // runtime makes the instance when it rebuilds the frame).
                self.emit(v, depth, Uop::_GUARD_IS_CONST, argc, k);
                let call = Call {
                    func: f,
                    argc,
                    kw,
                    receiver: true,
                    returns: Returns::Instance,
                    passing: Passing::Direct,
                };
                if let Some(step) = self.inline(v, depth, call) {
                    return Some(step);
                }
                self.emit_prologue(Uop::_LOAD_FAST, 0, 0);
                self.emit_prologue(Uop::_NEW_INSTANCE, new_shape, k);
                self.emit_prologue(Uop::_STORE_FAST, 0, 0);
                None
            }
            _ => Some(Step::Abort(AbortReason::Unsupported)),
        }
    }

    /// What `cls.name` (name `arg`) gives when the class's own lookup
    /// answers with a plain value: not a `staticmethod`, `classmethod` or
    /// `property`, nor an object with `__get__` (which would run). The
    /// class's version is then a dependency of the trace.
    fn class_constant(&mut self, v: &View, cls: Value, arg: u32) -> Option<Value> {
        use objects::intern::Special;
        let &name = v.name_ids.get(arg as usize)?;
        let x = objects::class::lookup(v.heap, cls, name)?;
        let descriptor = match x {
            Value::Wrapper(_) => true,
            Value::Instance(r) => {
                let c = objects::instance::class_of(v.heap, r);
                objects::class::lookup(v.heap, c, Special::get.id()).is_some()
            }
            _ => false,
        };
        if descriptor {
            return None;
        }
        self.depend_class(v.heap, cls);
        Some(x)
    }

    /// `f(*args)`, or `f(*args, **kwargs)` (`kw` 1) with an empty dict,
    /// `f` function `fr` itself or (`bound`) a method bound to it, the
    /// call's operands on top of `s`: guarded, then inlined with the tuple
    /// spread over the parameters (or passed on as the callee's `*args`).
    /// `None` when recording goes on.
    fn spread_call(
        &mut self,
        v: &View,
        depth: u32,
        s: &[Value],
        kw: u32,
        fr: ObjRef,
        bound: bool,
    ) -> Option<Step> {
        let sp = s.len();
        let args = s[sp - 1 - kw as usize];
        let no_kwargs = kw == 0
            || matches!(s[sp - 1], Value::Dict(r) if v.heap.dict(r).is_some_and(|d| d.is_empty()));
        if !matches!(args, Value::Tuple(_)) || !no_kwargs {
            return Some(Step::Abort(AbortReason::Unsupported));
        }
        let n = v.heap.seq(args).len() as u32;
        let guard = if bound {
            Uop::_GUARD_BOUND_METHOD
        } else {
            Uop::_CHECK_FUNCTION
        };
        self.emit(v, depth, guard, 1 + kw, fr.0 as u64);
        if kw == 1 {
            self.emit(v, depth, Uop::_GUARD_EMPTY_DICT, 0, 0);
        }
        self.emit(v, depth, Uop::_GUARD_TUPLE_LEN, n, kw as u64);
        let call = Call {
            func: Value::Func(fr),
            argc: 1 + kw,
            kw: Vec::new(),
            receiver: bound,
            returns: Returns::Value,
            passing: if bound {
                Passing::BoundSpread(n)
            } else {
                Passing::Spread(n)
            },
        };
        self.inline(v, depth, call)
    }

    /// `C(args)` (keywords `kwnames`) for a class whose `__new__` is a plain
    /// function (or its `staticmethod`) and which has no `__init__`: the
    /// interpreter runs `__new__` as a frame, the class first, and its
    /// result is the call's; inlined with the class (in the callee slot,
    /// guarded) as its first argument.
    fn construct(
        &mut self,
        v: &View,
        depth: u32,
        cls: Value,
        new: Value,
        argc: u32,
        kwnames: Option<u32>,
    ) -> Step {
        let new = match new {
            Value::Wrapper(w) => match v.heap.wrapper(w) {
                Some(objects::function::WrapperObj::StaticMethod(f)) => f,
                _ => new,
            },
            other => other,
        };
        let Value::Func(fr) = new else {
            return Step::Abort(AbortReason::Unsupported);
        };
        let code = v.heap.function(fr).map(|f| f.code);
        let kw = code.and_then(|c| Self::keyword_params(v, c, kwnames));
        let Some(kw) = kw else {
            return Step::Abort(AbortReason::Unsupported);
        };
        self.depend_class(v.heap, cls);
        let k = self.trace_const(cls);
        self.emit(v, depth, Uop::_GUARD_IS_CONST, argc, k);
        let call = Call {
            func: new,
            argc,
            kw,
            receiver: true,
            returns: Returns::Value,
            passing: Passing::Direct,
        };
        self.inline(v, depth, call).unwrap_or(Step::Continue)
    }

    /// The parameters of `code` that `CALL_KW`'s keywords `kwnames` name,
    /// in order (none without keywords); `None` when one names none.
    fn keyword_params(v: &View, code: u32, kwnames: Option<u32>) -> Option<Vec<u32>> {
        match kwnames {
            Some(k) => (v.kw_params)(code, k),
            None => Some(Vec::new()),
        }
    }

    /// A call of the bound method `r` with `argc` arguments, the last
    /// ones passed by the keywords of `CALL_KW`'s `kwnames` (if given):
    /// inlined as a call of its function with the receiver first.
    fn call_bound(
        &mut self,
        v: &View,
        depth: u32,
        r: crate::heap::ObjRef,
        argc: u32,
        kwnames: Option<u32>,
    ) -> Option<Step> {
        let Some(Value::Func(fr)) = v.heap.bound_method(r).map(|m| m.func) else {
            return Some(Step::Abort(AbortReason::Unsupported));
        };
        let Some(code) = v.heap.function(fr).map(|f| f.code) else {
            return Some(Step::Abort(AbortReason::Inconsistent));
        };
        let Some(kw) = Self::keyword_params(v, code, kwnames) else {
            return Some(Step::Abort(AbortReason::Unsupported));
        };
        self.emit(v, depth, Uop::_GUARD_BOUND_METHOD, argc, fr.0 as u64);
        let call = Call {
            func: Value::Func(fr),
            argc,
            kw,
            receiver: true,
            returns: Returns::Value,
            passing: Passing::Bound,
        };
        self.inline(v, depth, call)
    }

    /// `super().name(args)` (`CALL_METHOD` on a `super` object): the
    /// method found after the `super` call's class in the MRO of the
    /// instance's class, inlined with the instance as its receiver, while
    /// the `super` object stands for the same two classes and neither
    /// class changes.
    fn call_super_method(&mut self, v: &View, depth: u32, sup: Value, arg: u32) -> Option<Step> {
        let argc = arg >> 24;
        let Some((f, classes)) = self.super_method(v, sup, arg & 0xff_ffff) else {
            return Some(Step::Abort(AbortReason::Unsupported));
        };
        self.emit(v, depth, Uop::_GUARD_SUPER, argc, classes);
        self.inline(v, depth, Call::method(f, argc, Passing::Super))
    }

    /// The plain function `sup.name` (name `name`) finds for the `super`
    /// object `sup` over an instance, and the two classes `_GUARD_SUPER`
    /// checks; both classes become dependencies of the trace.
    fn super_method(&mut self, v: &View, sup: Value, name: u32) -> Option<(Value, u64)> {
        let Value::Super(r) = sup else {
            return None;
        };
        let Some(objects::Object::Super {
            cls: start @ Value::Class(cr),
            obj: Value::Instance(i),
        }) = v.heap.get(r).cloned()
        else {
            return None;
        };
        let Value::Class(tr) = objects::instance::class_of(v.heap, i) else {
            return None;
        };
        let &name = v.name_ids.get(name as usize)?;
        let f @ Value::Func(_) =
            objects::class::lookup_after(v.heap, Value::Class(tr), start, name)?
        else {
            return None;
        };
        self.depend_class(v.heap, Value::Class(tr));
        self.depend_class(v.heap, start);
        Some((f, (u64::from(cr.0) << 32) | u64::from(tr.0)))
    }

    /// Inlines a call of guest function `call.func` (already guarded):
    /// its frame starts above the current one and the trace goes on in it.
    /// `None` when recording goes on; otherwise how it ends.
    fn inline(&mut self, v: &View, depth: u32, call: Call) -> Option<Step> {
        let Some(fobj) = (match call.func {
            Value::Func(r) => v.heap.function(r),
            _ => None,
        }) else {
            return Some(Step::Abort(AbortReason::Inconsistent));
        };
        let c = fobj.code;
        // A trace constant, so it stays alive while the trace does: the
        // guards compare the callee by reference, and a freed function's
        // reference could come back as another function's.
        // A function this trace made passes its cells from the maker's
        // locals (below); any other's are constants of the function object.
        let cells = self.fresh_cells.take();
        let closure: Vec<Value> = match &cells {
            Some(_) => Vec::new(),
            None if self.made_codes.contains(&fobj.code) => {
                // Made in this iteration but called from elsewhere than
                // where it was made (stored, then loaded): its identity
                // changes at every iteration.
                return Some(Step::Abort(AbortReason::Unsupported));
            }
            None => {
                let _ = self.trace_const(call.func);
                fobj.closure.to_vec()
            }
        };
        let defaults: Vec<Value> = fobj.defaults.to_vec();
        let Some((nparams, nlocals, frame_size, plain)) = (v.code_shape)(c) else {
            return Some(Step::Abort(AbortReason::Unsupported));
        };
        // Arguments moved into the frame: the receiver too for a method.
        let nargs = call.argc + call.receiver as u32;
        let star_params = (v.star_params)(c);
        // `f(*args)` into `def f(*args, **kwargs)`, or `o.m(*args)` into
        // `def m(self, *args, **kwargs)` (a decorator's wrapper, a
        // `super().__init__(*args, **kwargs)`): the call's tuple is the
        // callee's `args` and its dict (if given) its `kwargs`, else a new
        // empty one made above the call. The compiler makes both at the
        // call, as displays, so nothing else holds them.
        let spread_star = star_params.filter(|st| {
            let receiver = match call.passing {
                Passing::Spread(_) => 0,
                Passing::BoundSpread(_) => 1,
                _ => return false,
            };
            let has_dict = nargs == receiver + 2;
            st.args && st.argcount == receiver && (st.kwargs || !has_dict) && call.kw.is_empty()
        });
        let new_dict = spread_star.is_some_and(|st| st.kwargs && nargs == st.argcount + 1);
        // Parameters they fill.
        let given = match call.passing {
            _ if spread_star.is_some() => nparams,
            Passing::Spread(n) => n,
            Passing::BoundSpread(n) => n + 1,
            Passing::Descriptor { .. } => 3,
            _ => nargs,
        };
        // A callee with `*args` or `**kwargs` after its positional
        // parameters, called with positional arguments only: the caller
        // packs those past the parameters into a tuple (and makes an empty
        // dict) above the arguments, where an exit before the callee's
        // frame exists still finds the call as the interpreter left it.
        let star = star_params.filter(|_| {
            call.kw.is_empty() && matches!(call.passing, Passing::Direct | Passing::Bound)
        });
        let (given, extra) = match star {
            Some(st) => (given.min(st.argcount), given.saturating_sub(st.argcount)),
            None => (given, 0),
        };
        let packed = star.map_or(0, |st| st.args as u32 + st.kwargs as u32);
        // The values the packing pushes above the call at most: the extra
        // arguments copied, then the packed values and, when the extra ones
        // sit between, copies of the arguments and packed values above them.
        let copies = given > 0 && extra > 0;
        let above = packed + if copies { given + packed } else { 0 };
        let pushed = extra.max(above);
        // What the entry drops under the values it moves: the call's own
        // arguments and, with copies, the packed values under them.
        let dropped = nargs + above - (given + packed);
        let star_fits = star.is_none_or(|st| {
            (extra == 0 || st.args)
                && (call.passing != Passing::Bound || st.argcount > 0)
                && pushed <= frame_size
                && dropped <= 0x7f
                && (given == st.argcount || frame_size > nlocals)
        });
        let generator = (v.is_generator)(c);
        // Arguments land in the first locals in stack order; keyword ones
        // then move to their parameters: up one by one when named in
        // parameter order, else all through the callee's stack (which must
        // hold them). Parameters left out take the function's defaults,
        // constants of the trace (replacing `__defaults__` drops every
        // trace).
        let npos = given - call.kw.len() as u32;
        let in_order = call
            .kw
            .iter()
            .enumerate()
            .all(|(i, &p)| p >= npos + i as u32 && (i == 0 || call.kw[i - 1] < p));
        let through_stack = !in_order;
        let fits = call.kw.len() as u32 <= frame_size.saturating_sub(nlocals);
        // Keyword-only parameters after the positional ones take the
        // keyword-only defaults where left out.
        let keyword_only = (v.keyword_only)(c).filter(|&(argcount, _)| argcount < nparams);
        let positional = star.map_or(nparams, |st| st.argcount);
        let argcount = keyword_only.map_or(positional, |k| k.0);
        let first_default = argcount.saturating_sub(defaults.len() as u32);
        let kw_default = |p: u32| -> Option<Value> {
            let (_, ids) = keyword_only?;
            fobj.kwdefaults.get(*ids.get(p as usize)?)
        };
        let filled = |p: u32| p < npos || call.kw.contains(&p);
        let holes: Vec<u32> = (0..positional).filter(|&p| !filled(p)).collect();
        let hole_values: Vec<Option<Value>> = holes
            .iter()
            .map(|&p| match p < argcount {
                true => defaults
                    .get(p.checked_sub(first_default)? as usize)
                    .copied(),
                false => kw_default(p),
            })
            .collect();
        if nparams < given
            || nargs > 0xff
            || !star_fits
            || (through_stack && !fits)
            || matches!(call.passing, Passing::Spread(n)
                if spread_star.is_none() && (n == 0 || !(1..=2).contains(&nargs)
                    || nargs > nlocals || !call.kw.is_empty()))
            || matches!(call.passing, Passing::BoundSpread(_)
                if spread_star.is_none() && (!(2..=3).contains(&nargs) || nargs > nlocals
                    || !call.kw.is_empty()))
            || (call.passing == Passing::ValueFirst
                && (nargs != 3 || frame_size.saturating_sub(nlocals) < 3))
            || (call.passing == Passing::Swapped
                && (nargs != 2 || frame_size.saturating_sub(nlocals) < 2))
            || matches!(call.passing, Passing::Descriptor { .. }
                if nargs != 1 || !call.kw.is_empty() || frame_size <= nlocals)
            || call.kw.iter().any(|&p| p < npos)
            || call.kw.iter().any(|&p| p >= nparams)
            || npos > argcount
            || hole_values.iter().any(Option::is_none)
            || generator
            || !(plain
                || (v.plain_but_closure)(c)
                || keyword_only.is_some()
                || star.is_some()
                || spread_star.is_some())
        {
            // Arguments the parameters cannot take (too many, `*args` in
            // the callee, keywords out of order with no room to move them,
            // a parameter with no value, `f(*())`) or a generator: not
            // inlined.
            return Some(Step::Abort(AbortReason::Unsupported));
        }
        let f = self.top();
        let recursion = self.frames.iter().any(|f| f.code == c);
        if self.frames.len() > self.max_inline_depth
            || (recursion && (v.has_loop)(c) && !(v.has_loop_tree)(c))
        {
            // Too deep to inline, or a recursive call of a function whose
            // loops have no tree yet. (Recursion without loops, as in a
            // tree walk, unrolls into straight code.) The trace ends here
            // and the interpreter makes the call. A recursive call whose
            // function has a loop tree is inlined up to the first loop
            // header it reaches, where the trace ends with a call exit and
            // the runtime runs that tree in the real frame: a backtracking
            // search's call then costs one crossing, not a return to the
            // interpreter and an entry. The loop itself is never inlined:
            // that would nest instances of it into a tree with a side trace
            // for every shape of input (a recursive-descent parser's).
            return Some(self.end_early(v, depth, AbortReason::NoProgress));
        }
        let offset = f.offset + f.frame_size;
        if offset + frame_size > 0xf_ffff || nlocals > 0xf_ffff {
            return Some(Step::Abort(AbortReason::Unsupported));
        }
        // A function the trace made: its cells are the maker's locals,
        // passed after the arguments (the callee keeps them in the locals
        // after its parameters), so each run uses the cells of the frame
        // it runs in, not the ones seen when recording. Pushed above the
        // arguments they may pass the caller's stack space (the call is
        // where it peaks): they then sit in the callee's first slots,
        // which `_INLINE_ENTER` overwrites with them, and no exit can
        // happen between (an exit there rebuilds the caller's stack as at
        // the call).
        let cells: Vec<u32> = cells.unwrap_or_default();
        let ncells = cells.len() as u32;
        // The cells go to the locals after the parameters (`nfree` of them
        // in compiled code; a bigger closure from hand-made bytecode, the
        // interpreter cuts at the frame's locals).
        if nparams.saturating_add(ncells + closure.len() as u32) > nlocals {
            return Some(Step::Abort(AbortReason::Unsupported));
        }
        if ncells > 0
            && (given != nparams
                || !call.kw.is_empty()
                || call.passing != Passing::Direct
                || call.receiver
                || nargs + ncells > 0xff)
        {
            return Some(Step::Abort(AbortReason::Unsupported));
        }
        // The caller's stack once the call returns: callee (or receiver)
        // and arguments gone. A `FOR_ITER`'s `__next__` takes a copy the
        // trace pushed (exits before the frame drop it: they keep `depth`
        // values), so all the caller's values stay.
        let below = match call.returns {
            Returns::ForIterNext => 0,
            _ => call.argc + 1,
        };
        let frame = InlinedFrame {
            code: c,
            offset,
            parent_ip: v.ip as u32 + 1,
            parent_depth: depth - below,
            returns: call.returns,
        };
        let node = self.tree.child(f.node, frame);
        let level = self.frames.len() as u32;
        let flags = if call.receiver {
            super::uops::INLINE_NO_CALLEE
        } else {
            0
        };
        for &j in &cells {
            self.emit(v, depth, Uop::_LOAD_FAST, j, 0);
        }
        let mut entering = nargs + ncells;
        if let Some(st) = star {
            // `x0 .. x(given-1) e0 .. e(extra-1)` become, above them,
            // `(e0, ...) {}` and, when the extra ones are between, copies
            // of `x0 .. (e0, ...) {}`: the callee's first locals.
            if st.args {
                for _ in 0..extra {
                    self.emit(v, depth, Uop::_COPY, extra, 0);
                }
                self.emit(v, depth, Uop::_BUILD_TUPLE, extra, 0);
            }
            if st.kwargs {
                self.emit(v, depth, Uop::_BUILD_MAP, 0, 0);
            }
            if copies {
                for _ in 0..given {
                    self.emit(v, depth, Uop::_COPY, nargs + packed, 0);
                }
                for _ in 0..packed {
                    self.emit(v, depth, Uop::_COPY, given + packed, 0);
                }
            }
            entering = (given + packed) | (dropped << super::uops::INLINE_DROP_SHIFT);
        }
        if new_dict {
            self.emit(v, depth, Uop::_BUILD_MAP, 0, 0);
            entering += 1;
        }
        self.emit(
            v,
            depth,
            Uop::_INLINE_ENTER,
            entering | level << 8 | flags,
            pack_enter(c, nlocals, offset),
        );
        // A new call at this level: its loops count from zero.
        let level = self.frames.len() as u32 + 1;
        self.unrolling.retain(|u| u.2 < level);
        self.frames.push(VFrame {
            node,
            code: c,
            offset,
            nlocals,
            frame_size,
            back_edges: 0,
        });
        self.frames_end = self.frames_end.max(offset + frame_size);
        // What the caller guarded its stack to hold becomes parameters
        // here, where nothing can leave the trace between (an exit in the
        // caller after a change would resume the call with its arguments
        // no longer where the interpreter keeps them).
        match call.passing {
            Passing::Direct => {}
            Passing::Swapped => {
                // Locals `x obj` become `obj x`.
                for k in 0..2 {
                    self.emit_prologue(Uop::_LOAD_FAST, k, 0);
                }
                for k in 0..2 {
                    self.emit_prologue(Uop::_STORE_FAST, k, 0);
                }
            }
            Passing::Bound => {
                self.emit_prologue(Uop::_LOAD_FAST, 0, 0);
                self.emit_prologue(Uop::_BOUND_METHOD_SELF, 0, 0);
                self.emit_prologue(Uop::_STORE_FAST, 0, 0);
            }
            Passing::Super => {
                self.emit_prologue(Uop::_LOAD_FAST, 0, 0);
                self.emit_prologue(Uop::_SUPER_SELF, 0, 0);
                self.emit_prologue(Uop::_STORE_FAST, 0, 0);
            }
            Passing::Spread(_) if spread_star.is_some() => {}
            Passing::Spread(n) => self.emit_prologue(Uop::_SPREAD_ARGS, n | nargs << 8, 0),
            Passing::BoundSpread(n) => {
                self.emit_prologue(Uop::_LOAD_FAST, 0, 0);
                self.emit_prologue(Uop::_BOUND_METHOD_SELF, 0, 0);
                self.emit_prologue(Uop::_STORE_FAST, 0, 0);
                if spread_star.is_none() {
                    self.emit_prologue(Uop::_SPREAD_ARGS, n | nargs << 8, 1);
                }
            }
            Passing::ValueFirst => {
                // Locals `v obj key` become `obj key v`.
                for k in 0..3 {
                    self.emit_prologue(Uop::_LOAD_FAST, k, 0);
                }
                for k in [1, 0, 2] {
                    self.emit_prologue(Uop::_STORE_FAST, k, 0);
                }
            }
            Passing::ConstReceiver(k) => {
                self.emit_prologue(Uop::_LOAD_TRACE_CONST, 0, k);
                self.emit_prologue(Uop::_STORE_FAST, 0, 0);
            }
            Passing::Descriptor { descr, class } => {
                // Locals `obj` become `descr obj class`.
                self.emit_prologue(Uop::_LOAD_FAST, 0, 0);
                self.emit_prologue(Uop::_STORE_FAST, 1, 0);
                self.emit_prologue(Uop::_LOAD_TRACE_CONST, 0, descr);
                self.emit_prologue(Uop::_STORE_FAST, 0, 0);
                self.emit_prologue(Uop::_LOAD_TRACE_CONST, 0, class);
                self.emit_prologue(Uop::_STORE_FAST, 2, 0);
            }
        }
        if let Some(st) = star
            && given < st.argcount
        {
            // Parameters left to their defaults: the packed values move
            // up to their locals (the dict first, which the tuple's move
            // could overwrite).
            for j in (0..packed).rev() {
                self.emit_prologue(Uop::_LOAD_FAST, given + j, 0);
                self.emit_prologue(Uop::_STORE_FAST, st.argcount + j, 0);
            }
        }
        if through_stack {
            for i in 0..call.kw.len() as u32 {
                self.emit_prologue(Uop::_LOAD_FAST, npos + i, 0);
            }
            for &p in call.kw.iter().rev() {
                self.emit_prologue(Uop::_STORE_FAST, p, 0);
            }
        } else {
            for (i, &p) in call.kw.iter().enumerate().rev() {
                let at = npos + i as u32;
                if p != at {
                    self.emit_prologue(Uop::_LOAD_FAST, at, 0);
                    self.emit_prologue(Uop::_STORE_FAST, p, 0);
                }
            }
        }
        // Defaults and a closure's cells are constants of this function
        // object, stored into the new frame's locals.
        for (p, d) in holes.into_iter().zip(hole_values) {
            let Some(d) = d else {
                return Some(Step::Abort(AbortReason::Inconsistent));
            };
            let ci = self.trace_const(d);
            self.emit_prologue(Uop::_LOAD_TRACE_CONST, 0, ci);
            self.emit_prologue(Uop::_STORE_FAST, p, 0);
        }
        for (k, cell) in closure.into_iter().enumerate() {
            let ci = self.trace_const(cell);
            self.emit_prologue(Uop::_LOAD_TRACE_CONST, 0, ci);
            self.emit_prologue(Uop::_STORE_FAST, nparams + k as u32, 0);
        }
        None
    }

    /// Guards that `top` (on top of the stack) has the truth it has now,
    /// popping it.
    fn guard_truth_pop(&mut self, v: &View, depth: u32, top: Value) {
        match top {
            Value::Bool(_) => {}
            Value::Int(_) => {
                self.emit(v, depth, Uop::_GUARD_TOS_INT, 0, 0);
                self.emit(v, depth, Uop::_TO_BOOL_INT, 0, 0);
            }
            _ => self.emit(v, depth, Uop::_TO_BOOL, 0, 0),
        }
        let guard = if ops::truthy(v.heap, top) {
            Uop::_GUARD_IS_TRUE_POP
        } else {
            Uop::_GUARD_IS_FALSE_POP
        };
        self.emit(v, depth, guard, 0, 0);
    }

    /// Ends the trace before the instruction at hand, which the interpreter
    /// then runs (a side trace may later continue from there). Not as the
    /// trace's first instruction: ending where it started, it would be
    /// linked to itself (or grow a chain of side traces just like it) and
    /// never get anywhere; that recording aborts as `too_soon`.
    fn end_early(&mut self, v: &View, depth: u32, too_soon: AbortReason) -> Step {
        if self.instructions <= 1 {
            return Step::Abort(too_soon);
        }
        self.emit(v, depth, Uop::_EXIT_TRACE, 0, 0);
        Step::Done { ended_early: true }
    }

    /// Ends the trace at a generator: it leaves here and the interpreter
    /// runs the generator. A trace with nothing in it yet is not worth
    /// keeping.
    fn end_at_generator(&mut self, v: &View, depth: u32) -> Step {
        let bookkeeping = |op: Uop| matches!(op, Uop::_SET_IP | Uop::_CHECK_VALIDITY);
        if self.uops.iter().all(|u| bookkeeping(u.op)) {
            return Step::Abort(AbortReason::Unsupported);
        }
        // A root or return trace is entered from the interpreter and would
        // leave here at every iteration: with little work in between, the
        // two crossings cost more than interpreting the work. (A side
        // trace is reached by a jump, not a crossing.)
        if !matches!(self.origin, Origin::Side { .. }) && self.counted < MIN_WORK_BEFORE_GENERATOR {
            return Step::Abort(AbortReason::YieldTooSoon);
        }
        self.end_with(v, depth, ExitKind::Generator);
        Step::Done { ended_early: true }
    }

    /// Whether a side trace is back where it started, in the frames it
    /// started in (the same frame-tree nodes: the same calls, at the same
    /// places), after taking a back-edge. With values of the same types on
    /// its stack (the caller compares them) it then loops by jumping to
    /// its own start: it guards everything it assumes from that state, and
    /// the state is the same. This makes a loop of a path its tree's loop does not take: a
    /// resumed generator passing over items its filter rejects (`sum(1
    /// for p in ps if ok(p))`). Only in a generator's frame, where the
    /// alternative is leaving for the interpreter: a loop in another
    /// inlined call is unrolled, and its side traces run to the end of the
    /// call and rejoin the tree, which measured better than looping there
    /// (`a_short_loop_in_an_inlined_call_is_unrolled_and_a_long_one_is_not`).
    fn back_at_start(&self, ip: u32, depth: u32) -> bool {
        matches!(self.origin, Origin::Side { .. })
            && ip == self.anchor
            && self.top_is_generator()
            && self.frames.len() == self.start.len()
            && self.top().node == self.start_node
            && self.back_edges > 0
            && self.start.last().is_some_and(|s| s.depth == depth)
    }

    /// The tags of the `depth` values on the top frame's stack.
    fn stack_tags(v: &View, depth: u32) -> Vec<u8> {
        let top = v.sp;
        v.slots
            .get(top.saturating_sub(depth as usize)..top)
            .map_or_else(Vec::new, |vals| vals.iter().map(|x| x.tag()).collect())
    }

    /// Ends the trace with an exit at this instruction whose kind tells
    /// the runtime what to do next.
    fn end_with(&mut self, v: &View, depth: u32, kind: ExitKind) {
        self.emit(v, depth, Uop::_EXIT_TRACE, 0, 0);
        if let Some(e) = self.exits.last_mut() {
            e.0 = kind;
        }
    }

    /// Instructions shown so far (one loop iteration, once it closed).
    pub fn instructions(&self) -> u32 {
        self.instructions
    }

    /// Number of uops that count towards the length limit.
    pub fn len(&self) -> usize {
        self.counted
    }

    pub fn is_empty(&self) -> bool {
        self.counted == 0
    }
}

/// `_NEW_INSTANCE`'s note for the optimizer of what it learns of the new
/// instance of class `cls`: its shape plus one, `<< 8` (0: not given).
fn new_instance_shape(heap: &Heap, cls: Value) -> u32 {
    match cls {
        Value::Class(cr) => match heap.class(cr).map(|c| c.root_shape) {
            Some(s) if s < 0xff_fffe => (s + 1) << 8,
            _ => 0,
        },
        _ => 0,
    }
}

/// The special methods of the program's that instruction `ins` could call
/// on its operands: an instance of a class deriving from a builtin type
/// that defines none of them is taken as its builtin value by the
/// operation's uop. `None` for the instructions that never take one so.
fn operand_specials(ins: Instr) -> Option<Vec<Special>> {
    use Special::*;
    Some(match ins.op.generic() {
        Op::BINARY_OP => {
            let (op, inplace) = BinOp::decode(ins.arg)?;
            if op == BinOp::MatMul {
                return None;
            }
            let (fwd, refl, iop) = crate::dunder::binop_names(op);
            if inplace {
                alloc::vec![fwd, refl, iop]
            } else {
                alloc::vec![fwd, refl]
            }
        }
        Op::COMPARE_OP => ops::COMPARE_SPECIALS.to_vec(),
        Op::UNARY_NOT
        | Op::POP_JUMP_IF_FALSE
        | Op::POP_JUMP_IF_TRUE
        | Op::JUMP_IF_FALSE_OR_POP
        | Op::JUMP_IF_TRUE_OR_POP => ops::TRUTH_SPECIALS.to_vec(),
        Op::CONTAINS_OP | Op::BINARY_SUBSCR => {
            alloc::vec![contains, iter, getitem, eq, ne, hash, index]
        }
        Op::STORE_SUBSCR | Op::DELETE_SUBSCR => {
            alloc::vec![setitem, delitem, getitem, eq, ne, hash, index]
        }
        _ => return None,
    })
}

impl Recorder {
    /// Whether instruction `ins` can run in the trace on the operands it
    /// takes from `stack`: none would run guest code (an instance's
    /// special method, a generator, a class body; the interpreter makes
    /// those calls, never a trace), except that an instance of a class
    /// deriving from a builtin type that leaves the operation to it is
    /// taken as its builtin value, its shape guarded here.
    fn guard_plain_operands(&mut self, v: &View, depth: u32, ins: Instr, stack: &[Value]) -> bool {
        let heap = v.heap;
        let takes = match ins.op.generic() {
            Op::BINARY_OP
            | Op::COMPARE_OP
            | Op::UNARY_NEGATIVE
            | Op::UNARY_POSITIVE
            | Op::UNARY_INVERT
            | Op::UNARY_NOT
            | Op::CONTAINS_OP
            | Op::BINARY_SUBSCR
            | Op::STORE_SUBSCR
            | Op::DELETE_SUBSCR
            | Op::GET_ITER
            | Op::POP_JUMP_IF_FALSE
            | Op::POP_JUMP_IF_TRUE
            | Op::JUMP_IF_FALSE_OR_POP
            | Op::JUMP_IF_TRUE_OR_POP
            | Op::FORMAT_VALUE => ins.op.effect(ins.arg).pops as usize,
            _ => 0,
        };
        let from = stack.len().saturating_sub(takes);
        // The value a subscript stores is only stored (its container and
        // key are what run code).
        let from = match ins.op.generic() {
            Op::STORE_SUBSCR => from + 1,
            _ => from,
        };
        let operands = &stack[from.min(stack.len())..];
        let specials = operand_specials(ins);
        let mut guards = Vec::new();
        for (k, &x) in operands.iter().enumerate() {
            if !crate::ctx::needs_vm(heap, x) {
                continue;
            }
            let Value::Instance(r) = x else {
                return false;
            };
            let plain = specials
                .as_deref()
                .and_then(|sp| ops::plain_unless(heap, x, sp));
            match (plain, self.shape_of_any(heap, r)) {
                (Some(b), Some((shape, cls))) if !crate::ctx::needs_vm(heap, b) => {
                    guards.push(((operands.len() - 1 - k) as u32, shape, cls));
                }
                _ => return false,
            }
        }
        for (below, shape, cls) in guards {
            self.depend_class(heap, cls);
            self.emit(v, depth, Uop::_GUARD_SHAPE, below, shape as u64);
        }
        true
    }
}

/// The uop calling builtin `b` on `args` (the callee under them): a
/// specialized one where the builtin and the recorded arguments allow,
/// else the generic call; with its `oparg` and `operand`.
fn builtin_call_uop(heap: &crate::heap::Heap, b: Builtin, args: &[Value]) -> (Uop, u32, u64) {
    let n = args.len() as u32;
    match (b, args) {
        (Builtin::Len, [Value::List(_)]) => (Uop::_LEN_LIST, 0, 0),
        (Builtin::Len, [x]) if ops::len(heap, *x).is_ok() => (Uop::_CALL_LEN, 0, 0),
        (Builtin::IsInstance, [_, _]) => (Uop::_CALL_ISINSTANCE, 0, 0),
        (Builtin::Ord, [Value::Str(_)]) => (Uop::_CALL_ORD, 0, 0),
        _ if n <= 3 && crate::builtins::pure_on(b, args) => (Uop::_CALL_BUILTIN_PURE, n, b as u64),
        _ => (Uop::_CALL_BUILTIN, n, b as u64),
    }
}
