//! The tier-2 runtime on the VM: what to record, installing finished traces
//! as trees, linking them, entering them, rebuilding the interpreter's
//! frames when they exit, invalidating them, and the code budget.
//!
//! - A hot back-edge starts a root recording. A finished root trace is
//!   installed at its loop header: every back-edge to it becomes
//!   `ENTER_EXECUTOR`.
//! - An exit taken often enough starts a side recording from the frames the
//!   exit rebuilt; the side trace is linked to the exit, so the exit then
//!   jumps straight to it.
//! - A recording that reaches the header of an existing tree (an inner
//!   loop, or its own tree's loop) ends linked to that tree. Exits that end
//!   at a header before a tree exists there are linked when it appears.
//! - Traces read globals as constants and depend on them; rebinding such a
//!   global invalidates exactly its dependents: unanchored, unlinked,
//!   released. A global rebound again and again is read each time instead.
//! - When code or trace counts would exceed their budget, everything is
//!   flushed and recording starts afresh; the program never notices.
//!
//! This module rewrites the VM's frames and code; it never runs uops (the
//! backend does).

use alloc::boxed::Box;
use alloc::vec::Vec;

use hashbrown::{HashMap, HashSet};

use super::anchors::Anchors;
use super::backend::{Backend, Compiled, ExecState, OtherRoots};
use super::optimizer;
use super::reconstruct::{self, ExitPoint};
use super::recorder::{Origin, Recorder, Step};
use super::trace::{Exit, ExitKind, Trace, TraceId, TraceKind};
use super::uops::{NO_EXIT, Uop};
use super::{AbortReason, JitConfig, JitStats};
use crate::bytecode::{Instr, Op};
use crate::error::{Exception, exc};
use crate::host::{FrameStack, Output};
use crate::interp::{CodeRt, Frame, FrameSnapshot, Vm};
use crate::value::Value;

/// Most doublings of the hot-loop threshold after failed recordings.
const MAX_BACKOFF_SHIFT: u32 = 16;
/// Rebinding a global this many times makes traces stop depending on it.
const VOLATILE_AFTER: u32 = 2;

/// The frames an exit rebuilt, and how many instructions the program had
/// executed at that point (interpreter instructions, plus the instructions
/// of the trace's iteration before the exit).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExitSnapshot {
    pub trace: TraceId,
    pub exit: u32,
    pub instructions: u64,
    pub frames: Vec<FrameSnapshot>,
}

/// Counters of one trace tree.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TreeStats {
    /// Entries from the interpreter.
    pub entries: u64,
    /// Returns to the interpreter from any trace of the tree.
    pub exits_to_interpreter: u64,
    pub side_traces: u32,
    /// Bytes of code (or uop programs) of all its traces.
    pub code_bytes: u64,
    /// Deopt exits taken from any trace of the tree.
    pub deopts: u64,
    /// Runs of this tree (entries and transitions into it), halved every
    /// [`DECAY_RUNS`] runs of any tree: how hot it is lately. The coldest
    /// tree is evicted first; a burst of cold trees does not push out a
    /// hot one, as least-recently-used would.
    pub recent_runs: u64,
    /// Steps (back-edges and inlined calls) taken in its runs since the
    /// last [`JUDGE_AFTER_RUNS`]-th: the work a run does lately, against
    /// the crossings in and out that it costs.
    pub work: u64,
}

/// The tier-2 state of a VM.
pub struct Jit {
    pub config: JitConfig,
    backend: Box<dyn Backend>,
    /// Ids below `base` were flushed; `traces[i]`, `compiled[i]` and
    /// `valid[i]` are those of trace `base + i` (`None` once invalidated).
    /// A flush empties the vectors, so their length stays bounded by the
    /// traces live at once however long the program runs.
    base: u32,
    traces: Vec<Option<Trace>>,
    compiled: Vec<Option<Compiled>>,
    /// Indexed like `traces`; compiled code reads it (`_CHECK_VALIDITY`'s
    /// operand is the index, not the id).
    valid: Vec<bool>,
    anchors: Anchors,
    /// Failed recordings per anchor (drives the backoff).
    failures: HashMap<(u32, u32), u32>,
    /// Loop headers in inlined calls that ran too many iterations to be
    /// unrolled into a trace: recordings end at them with a call exit.
    no_unroll: HashSet<(u32, u32)>,
    /// Trees rebuilt at each anchor because they kept deopting.
    deopt_rebuilds: HashMap<(u32, u32), u32>,
    /// Returns the runtime made to each place with no tree (drives
    /// recording return traces).
    return_points: HashMap<(u32, u32), u64>,
    /// Back-edges counted towards a backed-off loop's threshold beyond
    /// what its interpreter counter holds: that counter only climbs to
    /// `hot_loop`, and the rest is banked here.
    warming: HashMap<(u32, u32), u64>,
    pub(crate) recorder: Option<Recorder>,
    pub(super) stats: JitStats,
    /// Counters of each tree, indexed like `traces` (set at roots): a run
    /// updates them without hashing.
    trees: Vec<Option<TreeStats>>,
    clock: Option<fn() -> u64>,
    record_start: u64,
    /// Per global: the traces that depend on its binding.
    dependents: HashMap<u32, Vec<TraceId>>,
    /// Per global: invalidations its rebinding caused.
    rebinds: HashMap<u32, u32>,
    watched: Vec<bool>,
    /// Most slots any trace's inlined frames need above the root frame.
    max_ext: u32,
    code_in_use: usize,
    live_traces: usize,
    /// When set, the frames rebuilt at every exit are kept (tests compare
    /// them with the interpreter's).
    pub capture_exits: bool,
    exit_snapshots: Vec<ExitSnapshot>,
    /// The constants of every valid trace: the collector keeps them alive,
    /// since guards compare against them.
    const_roots: Vec<Value>,
    /// Doublings of every hot threshold after flushes in quick succession,
    /// so a code budget too small for the working set stops thrashing:
    /// one more per flush that follows the last within
    /// [`QUICK_FLUSH_ENTRIES`] tree entries, one less per flush after that.
    flush_backoff: u32,
    entries_at_flush: u64,
    /// Trees run so far (entries and transitions between trees), which
    /// paces the decay of [`TreeStats::recent_runs`].
    tree_runs: u64,
}

/// Failed recordings of a loop after which an enclosing loop's recording
/// runs through it.
const GIVE_UP_AFTER: u32 = 3;

/// Deopts of a tree (taken at half its entries or more) after which it is
/// recorded again; at most [`MAX_DEOPT_REBUILDS`] times per anchor, so
/// types that keep flipping do not rebuild forever.
const REBUILD_AFTER_DEOPTS: u64 = 64;
const MAX_DEOPT_REBUILDS: u32 = 2;

/// Runs after which, again and again, a tree is judged by the work its
/// last runs did.
const JUDGE_AFTER_RUNS: u64 = 1024;
/// Side traces a tree grows before it must have run
/// [`RUNS_PER_SIDE_TRACE`] times (lately) for each further one: in a tree
/// entered rarely, exits are hot because one run takes many of them (deep
/// inlined recursion over inputs of varying shape), and a side trace for
/// each would make more code than the tree's runs ever pay back.
const FREE_SIDE_TRACES: u64 = 4;
const RUNS_PER_SIDE_TRACE: u64 = 32;
/// Returns to the interpreter after which an exit gets its side trace
/// whatever its tree's runs: a tree reached mostly through links from
/// other trees counts few runs of its own, yet an exit this hot costs
/// more in round trips than its side trace costs to compile.
const PAYS_BACK_EXITS: u64 = 1024;

/// Fewest steps a tree's runs must take on average, else entering it
/// costs more than interpreting the little it does (a loop that runs
/// once or not at all per entry): it is dropped and its loop given up,
/// so the traces around it run through it.
const MIN_STEPS_PER_RUN: u64 = 2;

/// Tree runs between two halvings of every tree's recent runs.
const DECAY_RUNS: u64 = 4096;

/// Tree entries between two flushes below which the second counts as
/// thrashing.
const QUICK_FLUSH_ENTRIES: u64 = 1000;

/// What the interpreter does after a hot back-edge
/// ([`Jit::hot_back_edge`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum HotLoop {
    /// Switch to the recording loop; the counter restarts at 0.
    Record,
    /// Keep interpreting, the counter restarting at this value.
    Wait(u32),
}

impl Jit {
    /// Values live traces depend on (roots for the collector).
    pub fn const_roots(&self) -> &[Value] {
        &self.const_roots
    }

    /// Tier 2 with `backend` running traces; `clock` (nanoseconds) times
    /// compilation when the host has one.
    pub fn new(backend: Box<dyn Backend>, config: JitConfig, clock: Option<fn() -> u64>) -> Self {
        Jit {
            config,
            backend,
            base: 0,
            traces: Vec::new(),
            compiled: Vec::new(),
            valid: Vec::new(),
            anchors: Anchors::default(),
            failures: HashMap::new(),
            no_unroll: HashSet::new(),
            deopt_rebuilds: HashMap::new(),
            return_points: HashMap::new(),
            warming: HashMap::new(),
            recorder: None,
            stats: JitStats::default(),
            trees: Vec::new(),
            clock,
            record_start: 0,
            dependents: HashMap::new(),
            rebinds: HashMap::new(),
            watched: Vec::new(),
            max_ext: 0,
            code_in_use: 0,
            live_traces: 0,
            capture_exits: false,
            exit_snapshots: Vec::new(),
            const_roots: Vec::new(),
            flush_backoff: 0,
            entries_at_flush: 0,
            tree_runs: 0,
        }
    }

    pub fn backend_name(&self) -> &'static str {
        self.backend.name()
    }

    /// Every trace still held (valid or invalidated, not flushed).
    pub fn traces(&self) -> impl Iterator<Item = &Trace> {
        self.traces.iter().flatten()
    }

    pub fn is_valid(&self, id: TraceId) -> bool {
        self.index(id.0)
            .and_then(|i| self.valid.get(i))
            .copied()
            .unwrap_or(false)
    }

    pub fn stats(&self) -> &JitStats {
        &self.stats
    }

    /// Counters per tree, by root trace.
    pub fn tree_stats(&self) -> Vec<(TraceId, TreeStats)> {
        let base = self.base;
        self.trees
            .iter()
            .enumerate()
            .filter_map(|(i, s)| Some((TraceId(base + i as u32), (*s)?)))
            .collect()
    }

    /// The counters of the tree rooted at `root`, made on first use.
    pub(super) fn tree_entry(&mut self, root: TraceId) -> Option<&mut TreeStats> {
        let i = self.index(root.0)?;
        Some(
            self.trees
                .get_mut(i)?
                .get_or_insert_with(TreeStats::default),
        )
    }

    fn tree(&self, root: TraceId) -> Option<&TreeStats> {
        self.trees.get(self.index(root.0)?)?.as_ref()
    }

    /// Times each exit of trace `id` was taken, linked or not.
    pub fn exit_counts(&self, id: TraceId) -> Vec<u64> {
        match self.compiled_of(id.0) {
            Some(c) => self.backend.exit_counts(c.handle),
            _ => self
                .trace(id.0)
                .map(|t| t.exits.iter().map(|e| e.count).collect())
                .unwrap_or_default(),
        }
    }

    /// Trace `id`'s machine code as text, when its backend can tell.
    pub fn disassemble(&self, id: TraceId) -> Option<alloc::string::String> {
        match self.compiled_of(id.0) {
            Some(c) => self.backend.disassemble(c.handle),
            _ => None,
        }
    }

    pub fn exit_snapshots(&self) -> &[ExitSnapshot] {
        &self.exit_snapshots
    }

    pub fn is_recording(&self) -> bool {
        self.recorder.is_some()
    }

    /// The valid tree anchored at `anchor` of code `code`, if any.
    pub fn trace_at(&self, code: u32, anchor: u32) -> Option<TraceId> {
        self.anchors.get(code, anchor)
    }

    pub(crate) fn trace(&self, id: u32) -> Option<&Trace> {
        self.traces.get(self.index(id)?).and_then(|t| t.as_ref())
    }

    fn trace_mut(&mut self, id: u32) -> Option<&mut Trace> {
        let i = self.index(id)?;
        self.traces.get_mut(i).and_then(|t| t.as_mut())
    }

    /// Where trace `id` sits in `traces`, unless it was flushed.
    fn index(&self, id: u32) -> Option<usize> {
        id.checked_sub(self.base).map(|i| i as usize)
    }

    pub(super) fn compiled_of(&self, id: u32) -> Option<&Compiled> {
        self.compiled.get(self.index(id)?).and_then(|c| c.as_ref())
    }

    /// Whether storing to global `name` must invalidate traces.
    #[inline]
    pub(crate) fn is_watched(&self, name: u32) -> bool {
        self.watched.get(name as usize).copied().unwrap_or(false)
    }

    pub(crate) fn is_volatile(&self, name: u32) -> bool {
        self.rebinds.get(&name).copied().unwrap_or(0) >= VOLATILE_AFTER
    }

    /// The tree at a header, with the stack depth it starts from.
    /// Whether the loop at `anchor` of `code` has failed to record often
    /// enough that loops around it should trace through it instead of
    /// waiting for its tree (a loop that runs once per entry never closes).
    pub(crate) fn loop_given_up(&self, code: u32, anchor: u32) -> bool {
        self.failures.get(&(code, anchor)).copied().unwrap_or(0) >= GIVE_UP_AFTER
    }

    /// Whether code object `code` has a loop with its own tree (a root
    /// trace anchored in it). Asked only while recording a call.
    pub(crate) fn has_loop_tree(&self, code: u32) -> bool {
        self.anchors.iter().any(|(&(c, _), id)| {
            c == code && self.trace(id.0).is_some_and(|t| t.kind == TraceKind::Root)
        })
    }

    /// Whether the loop at `header` of `code`, met in an inlined call, may
    /// be unrolled into the trace being recorded.
    pub(crate) fn may_unroll(&self, code: u32, header: u32) -> bool {
        !self.no_unroll.contains(&(code, header))
    }

    pub(crate) fn tree_with_depth(&self, code: u32, ip: u32) -> Option<(TraceId, u32)> {
        let id = self.trace_at(code, ip)?;
        Some((id, self.trace(id.0)?.anchor_depth))
    }

    fn now(&self) -> u64 {
        self.clock.map_or(0, |c| c())
    }

    fn abort(&mut self, origin: Origin, code: u32, anchor: u32, why: AbortReason) {
        self.stats.trace_aborts += 1;
        self.stats.aborts_by_reason[why as usize] += 1;
        // Waiting for an inner loop's tree backs off too: the inner loop
        // may never get one (too large for the budget, or aborting itself).
        if matches!(origin, Origin::Root | Origin::Return) {
            *self.failures.entry((code, anchor)).or_insert(0) += 1;
        }
        let now = self.now();
        self.stats.compile_ns += now.saturating_sub(self.record_start);
    }

    /// A return the runtime made landed at `ip` of `frame` (stack depth
    /// `depth`), where no tree is anchored. Counts it; once the place is
    /// hot, starts recording a return trace there and returns true.
    pub(super) fn hot_return_point(
        &mut self,
        frame: &Frame,
        depth: u32,
        (nlocals, frame_size): (u32, u32),
    ) -> bool {
        if self.recorder.is_some() {
            return false;
        }
        let key = (frame.code, frame.ip);
        let needed =
            self.backed_off(key, self.config.hot_exit) * self.backend.compile_weight().max(1);
        let n = self.return_points.entry(key).or_insert(0);
        *n += 1;
        if *n < needed {
            return false;
        }
        *n = 0;
        self.start_return_recording(frame, depth, (nlocals, frame_size));
        true
    }

    /// Starts recording a trace that ends where `frame` returns (a return
    /// trace, or a function-entry trace when `frame` is at its entry).
    fn start_return_recording(&mut self, frame: &Frame, depth: u32, shape: (u32, u32)) {
        self.record_start = self.now();
        let mut r = Recorder::new(
            frame.code,
            frame.ip,
            frame.base as usize,
            depth,
            shape,
            self.config.max_trace_len,
            self.config.max_inline_depth,
        );
        r.origin = Origin::Return;
        self.recorder = Some(r);
    }

    /// A plain call of function `frame.code` (no loop in it) entered its
    /// frame for the `calls`-th time since the last attempt, with no tree
    /// at its entry. Once hot, starts recording a function-entry trace:
    /// like a return trace, it ends where its frame returns. Returns true
    /// if recording starts.
    pub(crate) fn hot_entry(&mut self, codes: &[CodeRt], frame: &Frame, calls: u32) -> bool {
        let key = (frame.code, 0);
        if self.recorder.is_some()
            || self.config.hot_call == 0
            || (calls as u64) < self.backed_off(key, self.config.hot_call)
            || self.anchors.get(key.0, key.1).is_some()
        {
            return false;
        }
        let Some(c) = codes.get(frame.code as usize) else {
            return false;
        };
        if c.has_loop || frame.ip != 0 || frame.sp != frame.base + c.nlocals {
            return false;
        }
        self.start_return_recording(frame, 0, (c.nlocals, c.frame_size));
        true
    }

    /// Back-edges needed before `anchor` is recorded (again).
    fn threshold(&self, code: u32, anchor: u32) -> u64 {
        self.backed_off((code, anchor), self.config.hot_loop)
    }

    /// `hot`, doubled for each failed recording at `key`, plus one per
    /// failure: an inner loop whose trip count divides the threshold would
    /// otherwise start every retry at the same iteration (its last, so the
    /// recording leaves the loop and aborts, forever); the offset moves
    /// each retry to another iteration.
    fn backed_off(&self, key: (u32, u32), hot: u32) -> u64 {
        let fails = self.failures.get(&key).copied().unwrap_or(0);
        ((hot.max(1) as u64) << (fails + self.flush_backoff).min(MAX_BACKOFF_SHIFT)) + fails as u64
    }

    /// A back-edge at `back_ip` to `anchor` was taken for the `count`-th
    /// time since the interpreter last asked, in `frame`. Says whether
    /// recording starts (the interpreter then switches to its recording
    /// loop) or where the back-edge's counter restarts: the interpreter
    /// asks again when it reaches `hot_loop`, exactly at the backed-off
    /// threshold or `hot_loop` back-edges on, so a loop that keeps
    /// failing to record costs one visit here per `hot_loop` back-edges,
    /// not one per back-edge.
    pub(crate) fn hot_back_edge(
        &mut self,
        codes: &[CodeRt],
        frame: &Frame,
        back_ip: usize,
        anchor: u32,
        count: u32,
    ) -> HotLoop {
        let code = frame.code;
        let hot = self.config.hot_loop.max(1);
        self.stats.hot_loop_checks += 1;
        if self.recorder.is_some() {
            return HotLoop::Wait(0);
        }
        let threshold = self.threshold(code, anchor);
        let seen = self.warming.get(&(code, anchor)).copied().unwrap_or(0) + count as u64;
        if seen < threshold {
            let restart = hot - (threshold - seen).min(hot as u64) as u32;
            // The counter's next `hot` counts include `restart` already
            // banked: `count >= hot >= restart`.
            self.warming.insert((code, anchor), seen - restart as u64);
            return HotLoop::Wait(restart);
        }
        self.warming.remove(&(code, anchor));
        let Some(c) = codes.get(code as usize) else {
            return HotLoop::Wait(0);
        };
        if let Some(id) = self.trace_at(code, anchor) {
            // Another back-edge to a loop that already has a tree.
            c.instrs[back_ip].set(Instr::new(Op::ENTER_EXECUTOR, id.0));
            return HotLoop::Wait(0);
        }
        let depth = frame.sp - frame.base - c.nlocals;
        self.record_start = self.now();
        self.recorder = Some(Recorder::new(
            code,
            anchor,
            frame.base as usize,
            depth,
            (c.nlocals, c.frame_size),
            self.config.max_trace_len,
            self.config.max_inline_depth,
        ));
        HotLoop::Record
    }

    /// After a class changed: invalidates the traces (and the recording)
    /// that looked attributes up in a class whose version moved since.
    pub(crate) fn check_classes(&mut self, heap: &mut crate::heap::Heap, codes: &[CodeRt]) {
        heap.class_versions_changed = false;
        let stale = |deps: &[(crate::heap::ObjRef, u32)]| {
            deps.iter()
                .any(|(r, v)| heap.class(*r).map(|c| c.version) != Some(*v))
        };
        let ids: Vec<TraceId> = self
            .traces
            .iter()
            .flatten()
            .filter(|t| stale(&t.class_deps))
            .map(|t| t.id)
            .collect();
        for t in ids {
            self.invalidate(t, codes, true);
        }
        if self.recorder.as_ref().is_some_and(|r| stale(&r.class_deps))
            && let Some(r) = self.recorder.take()
        {
            self.abort(r.origin, r.code, r.anchor, AbortReason::StaleRecording);
        }
    }

    /// The dependency traces take when they read an attribute of a native
    /// module as a constant (one past the globals: such writes are rare).
    pub(crate) fn native_attrs_dep(&self) -> u32 {
        self.watched.len().saturating_sub(1) as u32
    }

    /// An attribute of a native module changed (`math.pi = 3`): traces
    /// that read one as a constant are invalidated.
    pub(crate) fn invalidate_module_attrs(&mut self, codes: &[CodeRt]) {
        let dep = self.native_attrs_dep();
        if self.is_watched(dep) {
            self.invalidate_global(dep, codes);
        }
    }

    /// Rebinding global `name` invalidates every trace that depends on it.
    pub(crate) fn invalidate_global(&mut self, name: u32, codes: &[CodeRt]) {
        if let Some(w) = self.watched.get_mut(name as usize) {
            *w = false;
        }
        *self.rebinds.entry(name).or_insert(0) += 1;
        let deps = self.dependents.remove(&name).unwrap_or_default();
        for t in deps {
            self.invalidate(t, codes, true);
        }
        // A recording that read the old binding would install a stale trace.
        if self
            .recorder
            .as_ref()
            .is_some_and(|r| r.deps.contains(&name))
            && let Some(r) = self.recorder.take()
        {
            self.abort(r.origin, r.code, r.anchor, AbortReason::StaleRecording);
        }
    }

    /// Removes trace `t` and the side traces grown from it: no anchor, no
    /// link, no code.
    fn invalidate(&mut self, t: TraceId, codes: &[CodeRt], count: bool) {
        let mut work = alloc::vec![t];
        while let Some(t) = work.pop() {
            let Some(i) = self
                .index(t.0)
                .filter(|i| self.valid.get(*i) == Some(&true))
            else {
                continue;
            };
            self.valid[i] = false;
            self.live_traces -= 1;
            if count {
                self.stats.invalidations += 1;
            }
            self.unanchor(i, codes);
            if let Some(Some(c)) = self.compiled.get_mut(i).map(|c| c.take()) {
                self.backend.release(c.handle);
                self.code_in_use = self.code_in_use.saturating_sub(c.code_bytes);
            }
            // Exits of other traces that jump here go back to the interpreter.
            for j in 0..self.traces.len() {
                let Some(other) = self.traces[j].as_mut() else {
                    continue;
                };
                for (x, e) in other.exits.iter_mut().enumerate() {
                    if e.link == Some(t) {
                        e.link = None;
                        if let Some(Some(c)) = self.compiled.get(j) {
                            self.backend.unlink(c.handle, x as u32);
                        }
                    }
                }
                if matches!(other.kind, TraceKind::Side { parent, .. } if parent == t) {
                    work.push(other.id);
                }
            }
        }
        self.root_valid_consts();
    }

    /// Makes the collector's trace-constant roots those of the traces still
    /// valid: an invalidated trace's code is gone, and a constant it alone
    /// held (a list a rebound global named) must not outlive it.
    fn root_valid_consts(&mut self) {
        self.const_roots.clear();
        for (t, _) in self
            .traces
            .iter()
            .zip(&self.valid)
            .filter(|(_, valid)| **valid)
        {
            if let Some(t) = t {
                self.const_roots
                    .extend(t.consts.iter().copied().filter(|c| c.obj().is_some()));
            }
        }
    }

    /// If `traces[i]` is a root trace entered from its anchor, the anchor
    /// becomes a plain back-edge again.
    fn unanchor(&mut self, i: usize, codes: &[CodeRt]) {
        let Some(tr) = self.traces.get(i).and_then(|t| t.as_ref()) else {
            return;
        };
        if !matches!(tr.kind, TraceKind::Root | TraceKind::Return)
            || self.anchors.get(tr.code, tr.anchor) != Some(tr.id)
        {
            return;
        }
        self.anchors.remove(tr.code, tr.anchor);
        if let Some(c) = codes.get(tr.code as usize) {
            if c.entry_tree.get() == tr.id.0 {
                c.entry_tree.set(crate::interp::NO_ENTRY_TREE);
            }
            for cell in c.instrs.iter() {
                if cell.get() == Instr::new(Op::ENTER_EXECUTOR, tr.id.0) {
                    cell.set(Instr::new(Op::JUMP_BACKWARD, tr.anchor));
                }
            }
        }
    }

    /// A function's `__defaults__` were replaced: traces may have inlined
    /// calls that took the old ones, so every trace goes (this is rare).
    pub(crate) fn defaults_changed(&mut self, codes: &[CodeRt]) {
        if let Some(r) = self.recorder.take() {
            self.abort(r.origin, r.code, r.anchor, AbortReason::StaleRecording);
        }
        self.stats.invalidations += self.live_traces as u64;
        self.drop_all(codes);
    }

    /// Drops every trace because the code budget is spent: the last
    /// resort, when evicting cold trees cannot make room.
    fn flush(&mut self, codes: &[CodeRt]) {
        self.drop_all(codes);
        self.stats.flushes += 1;
        self.note_reclaim();
    }

    /// Code was reclaimed (an eviction or a flush): reclaiming again within
    /// [`QUICK_FLUSH_ENTRIES`] tree entries means the budget is too small
    /// for the working set, so every hot threshold doubles; a calmer
    /// stretch halves them back.
    fn note_reclaim(&mut self) {
        let entries = self.stats.tier2_entries;
        if entries.saturating_sub(self.entries_at_flush) < QUICK_FLUSH_ENTRIES {
            self.flush_backoff = (self.flush_backoff + 1).min(MAX_BACKOFF_SHIFT);
        } else {
            self.flush_backoff = self.flush_backoff.saturating_sub(1);
        }
        self.entries_at_flush = entries;
    }

    /// The code and anchor of root trace `root`, if it is still valid.
    fn anchor_of(&self, root: TraceId) -> Option<(u32, u32)> {
        let t = self.trace(root.0)?;
        self.is_valid(root).then_some((t.code, t.anchor))
    }

    /// The live tree run least lately (the older on a tie), other than
    /// `keep`.
    fn coldest_tree(&self, keep: TraceId) -> Option<TraceId> {
        let base = self.base;
        self.trees
            .iter()
            .enumerate()
            .filter_map(|(i, t)| Some((TraceId(base + i as u32), t.as_ref()?)))
            .filter(|(id, _)| *id != keep && self.is_valid(*id))
            .min_by_key(|(id, t)| (t.recent_runs, id.0))
            .map(|(id, _)| id)
    }

    /// Drops tree `root`, anchored at `anchor` of `code`, for doing too
    /// little per run (see [`MIN_STEPS_PER_RUN`]): its loop counts as
    /// given up, so recordings of the loops around it run through it, and
    /// recording it again backs off.
    fn give_up(&mut self, root: TraceId, code: u32, anchor: u32, codes: &[CodeRt]) {
        self.drop_tree(root, codes);
        *self.failures.entry((code, anchor)).or_insert(0) += GIVE_UP_AFTER;
        self.stats.trees_given_up += 1;
    }

    /// Removes tree `root` (its traces, code, anchor and the links into
    /// it) to make room.
    fn evict(&mut self, root: TraceId, codes: &[CodeRt]) {
        self.drop_tree(root, codes);
        self.stats.evictions += 1;
    }

    /// Removes tree `root`: its traces, code, anchor, the links into it
    /// and its statistics.
    fn drop_tree(&mut self, root: TraceId, codes: &[CodeRt]) {
        self.invalidate(root, codes, false);
        if let Some(i) = self.index(root.0)
            && let Some(s) = self.trees.get_mut(i)
        {
            *s = None;
        }
    }

    /// Drops every trace. Linear in the traces since the last flush:
    /// nothing is unlinked, everything goes.
    fn drop_all(&mut self, codes: &[CodeRt]) {
        for i in 0..self.traces.len() {
            if self.valid[i] {
                self.unanchor(i, codes);
            }
            if let Some(c) = self.compiled[i].take() {
                self.backend.release(c.handle);
            }
        }
        self.base += self.traces.len() as u32;
        self.traces.clear();
        self.const_roots.clear();
        self.compiled.clear();
        self.valid.clear();
        self.code_in_use = 0;
        self.live_traces = 0;
        self.anchors.clear();
        self.dependents.clear();
        self.watched.iter_mut().for_each(|w| *w = false);
        self.max_ext = 0;
        // The dropped trees' statistics go with them: nothing kept per
        // trace outlives its trace.
        self.trees.clear();
    }

    /// Links exit `x` of trace `from` to trace `to`.
    fn link(&mut self, from: TraceId, x: u32, to: TraceId) {
        let (Some(a), Some(b), Some(i)) = (
            self.compiled_of(from.0),
            self.compiled_of(to.0),
            self.index(from.0),
        ) else {
            return;
        };
        let (a, b) = (a.handle, b.handle);
        if let Some(e) = self
            .traces
            .get_mut(i)
            .and_then(|t| t.as_mut())
            .and_then(|t| t.exits.get_mut(x as usize))
        {
            e.link = Some(to);
            self.backend.link(a, x, b);
        }
    }

    /// Links every exit that ends at the header `anchor` of `code` (with the
    /// tree's stack depth) to the new tree there.
    fn link_waiting_exits(&mut self, tree: TraceId, code: u32, anchor: u32, depth: u32) {
        let mut pending = Vec::new();
        for t in self.traces.iter().flatten() {
            if !self.is_valid(t.id) || t.code != code {
                continue;
            }
            for (x, e) in t.exits.iter().enumerate() {
                if e.link.is_none() && e.at_anchor == Some((anchor, depth)) {
                    pending.push((t.id, x as u32));
                }
            }
        }
        for (t, x) in pending {
            self.link(t, x, tree);
        }
    }
}

impl<F: FrameStack, O: Output> Vm<F, O> {
    /// Turns tier 2 on.
    pub fn enable_jit(&mut self, mut jit: Jit) {
        // One more than the globals: see `Jit::native_attrs_dep`.
        jit.watched = alloc::vec![false; self.module.names.len() + 1];
        self.jit = Some(jit);
    }

    pub fn jit(&self) -> Option<&Jit> {
        self.jit.as_ref()
    }

    /// Ends the recording in progress: installs the trace, or records why
    /// it was abandoned.
    pub(crate) fn finish_recording(&mut self, step: Step) {
        let Some(jit) = self.jit.as_mut() else {
            return;
        };
        let Some(rec) = jit.recorder.take() else {
            return;
        };
        let (origin, code, anchor) = (rec.origin, rec.code, rec.anchor);
        if let Some(header) = rec.unroll_failed {
            jit.no_unroll.insert(header);
        }
        let ended_early = match step {
            Step::Continue => return,
            Step::Abort(why) => {
                if let Some(name) = rec.volatile_hit {
                    jit.rebinds.insert(name, VOLATILE_AFTER);
                }
                match (why, rec.last_op) {
                    (AbortReason::Unsupported, Some(op)) => jit.stats.note_unsupported(op),
                    (AbortReason::Callback, Some(op)) => jit.stats.note_callback(op),
                    _ => {}
                }
                jit.abort(origin, code, anchor, why);
                return;
            }
            Step::Done { ended_early } => ended_early,
        };
        if let Origin::Side { parent, .. } = origin
            && !jit.is_valid(parent)
        {
            // The parent went away while we recorded.
            jit.abort(origin, code, anchor, AbortReason::StaleRecording);
            return;
        }
        let index = jit.traces.len() as u32;
        let id = TraceId(jit.base + index);
        let (link_to, link_self) = (rec.link_to, rec.link_self);
        let mut trace = build_trace(rec, id, index, &self.consts, &mut jit.stats);
        let Ok(mut compiled) = jit.backend.compile(&trace, &self.consts) else {
            jit.abort(origin, code, anchor, AbortReason::CompileFailed);
            return;
        };
        if compiled.code_bytes > jit.config.code_budget {
            // It can never fit; the backoff keeps the anchor from retrying
            // at every iteration.
            jit.backend.release(compiled.handle);
            jit.abort(origin, code, anchor, AbortReason::TooLarge);
            return;
        }
        // Over budget: evict the coldest trees (never the one this trace
        // joins) until it fits.
        let fits = |jit: &Jit| {
            jit.code_in_use + compiled.code_bytes <= jit.config.code_budget
                && jit.live_traces < jit.config.max_traces
        };
        if !fits(jit) {
            while !fits(jit) {
                let Some(victim) = jit.coldest_tree(trace.tree) else {
                    break;
                };
                jit.evict(victim, &self.codes);
            }
            jit.note_reclaim();
        }
        // Still over (this tree alone is too big), or the tables are mostly
        // evicted traces (ids index them, so they shrink only when
        // emptied): flush everything, then install this one alone.
        let holes = jit.traces.len() >= 4 * jit.live_traces + 256;
        if !fits(jit) || holes {
            jit.flush(&self.codes);
            jit.backend.release(compiled.handle);
            if matches!(origin, Origin::Side { .. }) {
                // Its parent is gone too.
                return;
            }
            // The first trace after the flush: same code, new id and index.
            let id = TraceId(jit.base);
            renumber(&mut trace, id, 0);
            compiled = match jit.backend.compile(&trace, &self.consts) {
                Ok(c) => c,
                Err(_) => {
                    jit.abort(origin, code, anchor, AbortReason::CompileFailed);
                    return;
                }
            };
        }
        let id = trace.id;
        jit.stats.traces_compiled += 1;
        jit.stats.traces_ended_early += ended_early as u64;
        jit.stats.code_bytes += compiled.code_bytes as u64;
        jit.code_in_use += compiled.code_bytes;
        jit.live_traces += 1;
        jit.max_ext = jit.max_ext.max(trace.ext_slots);
        for &d in &trace.deps {
            jit.dependents.entry(d).or_default().push(id);
            if let Some(w) = jit.watched.get_mut(d as usize) {
                *w = true;
            }
        }
        let (anchor_depth, kind, tree, final_exit) = (
            trace.anchor_depth,
            trace.kind,
            trace.tree,
            trace
                .uops
                .last()
                .filter(|u| u.op == Uop::_EXIT_TRACE)
                .map(|u| u.exit),
        );
        jit.const_roots
            .extend(trace.consts.iter().copied().filter(|c| c.obj().is_some()));
        jit.traces.push(Some(trace));
        jit.compiled.push(Some(compiled));
        jit.valid.push(true);
        jit.trees.push(None);
        jit.tree_entry(tree);
        match kind {
            TraceKind::Root => {
                jit.stats.root_traces += 1;
                jit.anchors.insert(code, anchor, id);
                // Every back-edge to the anchor now enters the trace.
                if let Some(c) = self.codes.get(code as usize) {
                    for cell in c.instrs.iter() {
                        let i = cell.get();
                        if i.op == Op::JUMP_BACKWARD && i.arg == anchor {
                            cell.set(Instr::new(Op::ENTER_EXECUTOR, id.0));
                        }
                    }
                }
                jit.link_waiting_exits(id, code, anchor, anchor_depth);
            }
            TraceKind::Return => {
                jit.stats.return_traces += 1;
                jit.anchors.insert(code, anchor, id);
                // No call returns to an instruction 0: a return trace there
                // was recorded from the function's entry.
                if anchor == 0
                    && anchor_depth == 0
                    && let Some(c) = self.codes.get(code as usize)
                {
                    jit.stats.entry_traces += 1;
                    c.entry_tree.set(id.0);
                }
            }
            TraceKind::Side { parent, exit } => {
                jit.stats.side_traces += 1;
                if let Some(t) = jit.tree_entry(tree) {
                    t.side_traces += 1;
                }
                jit.link(parent, exit, id);
            }
        }
        if let Some(t) = jit.tree_entry(tree) {
            t.code_bytes += compiled.code_bytes as u64;
        }
        let link_to = if link_self { Some(id) } else { link_to };
        if let (Some(to), Some(x)) = (link_to, final_exit)
            && jit.is_valid(to)
        {
            jit.link(id, x, to);
        }
        let now = jit.now();
        jit.stats.compile_ns += now.saturating_sub(jit.record_start);
    }

    /// Runs tree `id` from the top frame, which is at the tree's anchor,
    /// then rebuilds the frames its exit describes. On return the top frame
    /// (possibly a rebuilt inlined one) holds where execution resumes.
    pub(super) fn run_tree(&mut self, id: u32) -> Result<Ran, Exception> {
        let Some(jit) = self.jit.as_mut() else {
            return Err(exc!(SystemError, "ENTER_EXECUTOR without tier 2"));
        };
        let (Some(trace), Some(compiled)) = (jit.trace(id), jit.compiled_of(id)) else {
            return Err(exc!(SystemError, "no trace {}", id));
        };
        let (handle, tcode, anchor, anchor_depth) = (
            compiled.handle,
            trace.code,
            trace.anchor,
            trace.anchor_depth,
        );
        let ext = jit.max_ext as usize;
        let Some(&frame) = self.frames.last() else {
            return Err(exc!(SystemError, "no frame"));
        };
        let Some(root) = self.codes.get(tcode as usize) else {
            return Err(exc!(SystemError, "bad trace code"));
        };
        let (root_nlocals, root_size) = (root.nlocals, root.frame_size as usize);
        let root_base = frame.base as usize;
        let depth = frame.sp - frame.base - root_nlocals;
        // Not in the state the trace starts from, or no room for inlined
        // frames: run this iteration in the interpreter.
        if frame.code != tcode
            || depth != anchor_depth
            || root_base + root_size != self.stack.len()
            || self.stack.push_scratch(ext).is_err()
        {
            if let Some(f) = self.frames.last_mut() {
                f.ip = anchor;
            }
            return Ok(Ran::NotEntered);
        }
        let steps_before = self.stats.steps;
        let (below, above) = self.stack.slots_mut().split_at_mut(root_base);
        let mut state = ExecState {
            slots: &mut above[..root_size + ext],
            below,
            frames: &self.frames,
            sp: root_nlocals as usize + depth as usize,
            heap: &mut self.heap,
            globals: &mut self.globals,
            consts: &self.consts,
            names: &self.module.names,
            codes: &self.module.codes,
            kwnames: &self.module.kwnames,
            out: &mut self.out,
            valid: &jit.valid,
            watched: &jit.watched,
            frame_count: self.frames.len(),
            recursion_limit: self.config.recursion_limit,
            steps: &mut self.stats.steps,
            step_limit: self.step_limit,
            roots: OtherRoots {
                fixed: [self.exc_info, self.raising, self.memory_error],
                trace_consts: &jit.const_roots,
                modules: &self.module_roots,
            },
        };
        let taken = jit.backend.run(handle, &mut state);
        let tree = TraceId(id);
        jit.tree_runs += 1;
        if jit.tree_runs % DECAY_RUNS == 0 {
            for t in jit.trees.iter_mut().flatten() {
                t.recent_runs /= 2;
            }
        }
        let work = self.stats.steps.saturating_sub(steps_before);
        let losing = jit.tree_entry(tree).is_some_and(|t| {
            t.entries += 1;
            t.recent_runs += 1;
            t.work += work;
            t.entries.is_multiple_of(JUDGE_AFTER_RUNS)
                && core::mem::take(&mut t.work) < JUDGE_AFTER_RUNS * MIN_STEPS_PER_RUN
        });
        // The run left no state to rebuild frames from: the error is
        // raised where the trace was entered, with its scratch slots gone.
        if let Some(why) = jit.backend.run_failure() {
            self.stack.pop(ext);
            return Err(exc!(SystemError, "machine code failed to run: {why}"));
        }
        let Some(t) = jit
            .index(taken.trace.0)
            .and_then(|i| jit.traces.get_mut(i))
            .and_then(|t| t.as_mut())
        else {
            self.stack.pop(ext);
            return Err(exc!(SystemError, "trace left through an unknown exit"));
        };
        let Some(exit) = t.exits.get_mut(taken.exit as usize) else {
            self.stack.pop(ext);
            return Err(exc!(SystemError, "trace left through an unknown exit"));
        };
        exit.count += 1;
        let (ordinal, kind, count, attempts, at_anchor) = (
            exit.ordinal,
            exit.kind,
            exit.count,
            exit.side_attempts,
            exit.at_anchor,
        );
        let (exit_tree, chain_depth, tcode2) = (t.tree, t.chain_depth, t.code);
        let Some((states, decoded)) = t.exit_frames_cached(taken.exit as usize, count) else {
            return Err(exc!(SystemError, "malformed reconstruction record"));
        };
        jit.stats.exit_records_decoded += decoded as u64;
        let mut rebuild = false;
        match kind {
            ExitKind::Deopt => {
                jit.stats.deopts += 1;
                if let Some(ts) = jit.tree_entry(exit_tree) {
                    ts.deopts += 1;
                    // A tree that deopts at most of its entries guessed
                    // types that no longer hold (an int that became big):
                    // record it again from what the values are now.
                    rebuild = ts.deopts >= REBUILD_AFTER_DEOPTS && ts.deopts * 2 >= ts.entries;
                }
            }
            ExitKind::Generator => jit.stats.generator_exits += 1,
            _ => {}
        }
        // Rebuild: the root frame resumes where the record says; each
        // inlined frame becomes a real one over the slots it already uses.
        let top = root_base + root_size + ext;
        for (k, fs) in states.iter().enumerate() {
            let Some(c) = self.codes.get(fs.code as usize) else {
                return Err(exc!(SystemError, "bad code in reconstruction record"));
            };
            let base = root_base + fs.offset as usize;
            let mut f = Frame::normal(
                fs.code,
                base as u32,
                fs.ip,
                (base + c.nlocals as usize + fs.depth as usize) as u32,
            );
            {
                use super::reconstruct::Returns;
                use crate::interp::FrameKind;
                // An inlined `__setitem__`: the caller takes no value; a
                // `__bool__` or `__len__`: the caller takes its result
                // checked (and a truth test runs again on it).
                (f.kind, f.aux) = match fs.returns {
                    Returns::Nothing => (FrameKind::Discard, 0),
                    Returns::Truth => (FrameKind::Truth, 0),
                    Returns::TruthByLen => (FrameKind::Truth, 1),
                    Returns::Length => (FrameKind::Length, 0),
                    Returns::Contains => (FrameKind::Contains, 0),
                    Returns::ContainsNot => (FrameKind::Contains, 1),
                    Returns::Order(op) => (FrameKind::Compare, op as u32),
                    Returns::NotEqualByEq => (FrameKind::Compare, crate::dunder::NE_BY_EQ),
                    Returns::ForIterNext => (FrameKind::ForIterNext, 0),
                    Returns::Binary | Returns::BinaryReflected | Returns::BinaryInPlace => {
                        // Which operation: the argument of the caller's
                        // `BINARY_OP`, the instruction before where it
                        // resumes.
                        let arg = k
                            .checked_sub(1)
                            .and_then(|p| states.get(p))
                            .and_then(|p| {
                                let c = self.codes.get(p.code as usize)?;
                                c.instrs.get((p.ip as usize).checked_sub(1)?)
                            })
                            .map(|i| i.get().arg)
                            .filter(|&a| crate::bytecode::BinOp::decode(a).is_some());
                        let Some(arg) = arg else {
                            return Err(exc!(
                                SystemError,
                                "a binary method frame with no operation"
                            ));
                        };
                        let ran = match fs.returns {
                            Returns::BinaryReflected => crate::interp::BINARY_REFLECTED,
                            Returns::BinaryInPlace => crate::interp::BINARY_INPLACE,
                            _ => 0,
                        };
                        (FrameKind::Binary, arg | ran)
                    }
                    Returns::Generator | Returns::GenNext | Returns::GenSend => {
                        // The generator the caller resumed, as the
                        // interpreter leaves it running: its image in this
                        // frame, the caller's exception in its keeping (it
                        // had none of its own), and for `next`/`send` the
                        // caller's stack without the call (its value
                        // lands where the call was).
                        let (below, gone) = fs.returns.generator_slot().unwrap_or((3, 0));
                        let Some(parent) = k.checked_sub(1).and_then(|p| states.get(p)) else {
                            return Err(exc!(SystemError, "a generator frame with no caller"));
                        };
                        let pc = self
                            .codes
                            .get(parent.code as usize)
                            .map_or(0, |c| c.nlocals);
                        let at = root_base + (parent.offset + pc + parent.depth) as usize;
                        let Some(Value::Generator(g)) = at
                            .checked_sub(below as usize)
                            .and_then(|i| self.stack.slots().get(i))
                            .copied()
                        else {
                            return Err(exc!(SystemError, "a resumed generator went missing"));
                        };
                        let caller_exc = core::mem::replace(&mut self.exc_info, Value::None);
                        if let Some(gn) = self.heap.generator_mut(g) {
                            gn.exc_info = caller_exc;
                        }
                        if gone > 0
                            && let Some(caller) = self.frames.last_mut()
                        {
                            caller.sp -= gone;
                        }
                        let kind = if fs.returns == Returns::Generator {
                            FrameKind::GenForIter
                        } else {
                            FrameKind::GenNext
                        };
                        (kind, g.0)
                    }
                    Returns::Value | Returns::Instance => (f.kind, f.aux),
                };
            }
            if fs.returns == super::reconstruct::Returns::Instance {
                // An inlined `__init__`: its instance is its local 0 (the
                // recorder inlines only those that keep it there), or the
                // class still if the trace left before making it.
                let inst = match self.stack.slots().get(base).copied() {
                    Some(Value::Instance(inst)) => inst,
                    Some(cls @ Value::Class(_)) => {
                        match crate::objects::instance::new_instance(
                            &mut self.heap,
                            cls,
                            Value::None,
                        )? {
                            Value::Instance(inst) => {
                                self.stack.slots_mut()[base] = Value::Instance(inst);
                                inst
                            }
                            _ => return Err(exc!(SystemError, "instance creation")),
                        }
                    }
                    _ => return Err(exc!(SystemError, "an inlined __init__ lost its instance")),
                };
                f.kind = crate::interp::FrameKind::Init;
                f.aux = inst.0;
            }
            if k == 0 {
                // The root frame keeps its kind (an `__init__`, a
                // generator).
                if let Some(r) = self.frames.last_mut() {
                    *r = Frame {
                        kind: r.kind,
                        aux: r.aux,
                        ..f
                    };
                }
            } else {
                self.frames.push(f);
                jit.stats.frames_reconstructed += 1;
            }
            if k + 1 == states.len() {
                let end = base + c.frame_size as usize;
                self.stack.pop(top.saturating_sub(end));
            }
        }
        if jit.capture_exits {
            let snap = ExitSnapshot {
                trace: taken.trace,
                exit: taken.exit,
                instructions: self.stats.instructions + ordinal as u64,
                frames: self.snapshot(),
            };
            if let Some(j) = self.jit.as_mut() {
                j.exit_snapshots.push(snap);
            }
        }
        let exited = Ran::Exited {
            tree,
            kind,
            recording: false,
        };
        let Some(jit) = self.jit.as_mut() else {
            return Ok(exited);
        };
        if losing && let Some((code, anchor)) = jit.anchor_of(tree) {
            jit.give_up(tree, code, anchor, &self.codes);
            return Ok(exited);
        }
        if rebuild && let Some((code, anchor)) = jit.anchor_of(exit_tree) {
            let n = jit.deopt_rebuilds.entry((code, anchor)).or_insert(0);
            if *n < MAX_DEOPT_REBUILDS {
                *n += 1;
                jit.stats.deopt_rebuilds += 1;
                jit.invalidate(exit_tree, &self.codes, false);
                return Ok(exited);
            }
        }
        // An exit at a header whose tree appeared after it was made.
        if let Some((ip, d)) = at_anchor
            && let Some((tree_id, td)) = jit.tree_with_depth(tcode2, ip)
            && td == d
        {
            jit.link(taken.trace, taken.exit, tree_id);
            return Ok(exited);
        }
        // A hot side exit grows a side trace from exactly this state.
        let cfg = jit.config;
        if kind != ExitKind::Side || jit.recorder.is_some() {
            return Ok(exited);
        }
        let weight = jit.backend.compile_weight().max(1);
        let (tree_sides, tree_code, tree_runs) = jit
            .tree(exit_tree)
            .map_or((0, 0, 0), |t| (t.side_traces, t.code_bytes, t.recent_runs));
        let wants_side = count >= (cfg.hot_exit.max(1) as u64) << jit.flush_backoff
            && attempts < cfg.max_exit_attempts
            && (tree_sides as usize) < cfg.max_side_traces
            && ((tree_sides as u64)
                < FREE_SIDE_TRACES + tree_runs / (RUNS_PER_SIDE_TRACE * weight)
                || count >= PAYS_BACK_EXITS << jit.flush_backoff)
            && tree_code < cfg.max_tree_code as u64
            && (chain_depth as usize) < cfg.max_chain_depth;
        if !wants_side {
            return Ok(exited);
        }
        if let Some(t) = jit.trace_mut(taken.trace.0)
            && let Some(e) = t.exits.get_mut(taken.exit as usize)
        {
            e.side_attempts += 1;
        }
        let codes = &self.codes;
        let shape = |c: u32| {
            codes
                .get(c as usize)
                .map(|c| (c.nparams, c.nlocals, c.frame_size, c.plain))
        };
        let origin = Origin::Side {
            parent: taken.trace,
            exit: taken.exit,
            tree: exit_tree,
            chain_depth: chain_depth + 1,
        };
        jit.record_start = jit.now();
        jit.recorder = Recorder::new_side(
            origin,
            root_base,
            &states,
            &shape,
            cfg.max_trace_len,
            cfg.max_inline_depth,
        );
        Ok(Ran::Exited {
            tree,
            kind,
            recording: jit.recorder.is_some(),
        })
    }
}

/// What running a tree did. A word-sized tag: the caller reads the tag as
/// a word, and one stored a byte at a time beside the fields would stall
/// that read (a store-forwarding stall on every tree run).
#[repr(u64)]
pub(super) enum Ran {
    /// The VM was not in the state the tree starts from; nothing ran.
    NotEntered,
    /// The tree ran and left through an exit of `kind`, whose frames are
    /// rebuilt; `recording` says a side trace started recording there.
    Exited {
        tree: TraceId,
        kind: ExitKind,
        recording: bool,
    },
}

/// Optimizes a finished recording and encodes its exits.
/// Gives a root trace built as `trace.id` the id `id`, whose validity
/// flag sits at `index` (a flush moved it before it was installed).
fn renumber(trace: &mut Trace, id: TraceId, index: u32) {
    if trace.tree == trace.id {
        trace.tree = id;
    }
    trace.id = id;
    for u in trace.uops.iter_mut() {
        if u.op == Uop::_CHECK_VALIDITY {
            u.operand = index as u64;
        }
    }
}

/// `index` is where the trace's validity flag will sit (the operand of its
/// `_CHECK_VALIDITY`).
fn build_trace(
    rec: Recorder,
    id: TraceId,
    index: u32,
    consts: &[Value],
    stats: &mut JitStats,
) -> Trace {
    let start = rec.start_frames();
    let per_iteration = rec.instructions();
    let Recorder {
        origin,
        code,
        anchor,
        anchor_depth,
        root_nlocals,
        entry_fp,
        entry_sp,
        mut uops,
        exits,
        tree,
        frames_end,
        root_frame_size,
        consts: mut trace_consts,
        deps,
        class_deps,
        ..
    } = rec;
    let raw_len = uops.len();
    let mut exits = exits;
    peel(&mut uops, &mut exits, per_iteration);
    let start_pairs: Vec<(u32, u32)> = start.iter().map(|f| (f.offset, f.depth)).collect();
    optimizer::optimize(&mut uops, &start_pairs, consts, &mut trace_consts);
    // Keep only the exits that kept uops use, renumbered in order.
    let mut points: Vec<ExitPoint> = Vec::new();
    let mut extra: Vec<(ExitKind, u32, bool)> = Vec::new();
    for u in uops.iter_mut() {
        if u.op == Uop::_CHECK_VALIDITY {
            u.operand = index as u64;
        }
        if u.exit != NO_EXIT {
            let (kind, point, ordinal) = exits[u.exit as usize];
            u.exit = points.len() as u32;
            points.push(point);
            // Only a plain exit at the end of the trace, in the root frame,
            // may later link to a tree there; Call and Return exits need
            // the runtime to change frames first.
            let linkable = u.op == Uop::_EXIT_TRACE && point.node == 0 && kind == ExitKind::Side;
            extra.push((kind, ordinal, linkable));
        }
    }
    let enc = reconstruct::encode(&tree, &points);
    let trace_exits: Vec<Exit> = points
        .iter()
        .zip(extra.iter())
        .zip(enc.exit_at.iter())
        .map(|((p, (kind, ordinal, ends_in_root)), at)| Exit {
            kind: *kind,
            target: p.ip,
            recon_at: *at,
            inlined_frames: tree.depth(p.node) as u32,
            count: 0,
            ordinal: *ordinal,
            link: None,
            side_attempts: 0,
            at_anchor: ends_in_root.then_some((p.ip, p.depth)),
            frames: None,
        })
        .collect();
    stats.uops_recorded += raw_len as u64;
    stats.uops_optimized += uops.len() as u64;
    stats.recon_bytes += enc.bytes.len() as u64;
    stats.recon_exit_bytes += (enc.bytes.len() - enc.tree_bytes) as u64;
    stats.exits_recorded += trace_exits.len() as u64;
    stats.exit_inlined_frames += trace_exits
        .iter()
        .map(|e| e.inlined_frames as u64)
        .sum::<u64>();
    let record_len = |i: usize| {
        let end = enc
            .exit_at
            .get(i + 1)
            .map_or(enc.bytes.len(), |e| *e as usize);
        end - enc.exit_at[i] as usize
    };
    stats.recon_inlined_bytes += enc.tree_bytes as u64
        + (0..trace_exits.len())
            .filter(|&i| trace_exits[i].inlined_frames > 0)
            .map(|i| record_len(i) as u64)
            .sum::<u64>();
    let (kind, tree_id, chain_depth) = match origin {
        Origin::Root => (TraceKind::Root, id, 0),
        Origin::Return => (TraceKind::Return, id, 0),
        Origin::Side {
            parent,
            exit,
            tree,
            chain_depth,
        } => (TraceKind::Side { parent, exit }, tree, chain_depth),
    };
    Trace {
        id,
        kind,
        tree: tree_id,
        chain_depth,
        code,
        anchor,
        anchor_depth,
        root_nlocals,
        entry_fp,
        entry_sp,
        start,
        consts: trace_consts,
        deps,
        class_deps,
        ext_slots: frames_end.saturating_sub(root_frame_size),
        uops,
        exits: trace_exits,
        recon: enc.bytes,
        recon_tree_bytes: enc.tree_bytes,
        raw_len,
    }
}

/// Loop peeling: a trace that loops gets its body twice, the second copy
/// after `_LOOP_START`, which `_JUMP_TO_TOP` returns to. The optimizer then
/// sees the second copy start with everything the first proved (types of
/// locals, iterator state, bound names), so the loop that actually repeats
/// runs without those guards. Exits of the copy get their own records, at
/// the same places one iteration (`per_iteration` instructions) later.
fn peel(
    uops: &mut Vec<super::uops::UopInst>,
    exits: &mut Vec<(ExitKind, ExitPoint, u32)>,
    per_iteration: u32,
) {
    if uops.last().map(|u| u.op) != Some(Uop::_JUMP_TO_TOP) {
        return;
    }
    let body: Vec<super::uops::UopInst> = uops[..uops.len() - 1]
        .iter()
        .filter(|u| u.op != Uop::_CHECK_VALIDITY)
        .copied()
        .collect();
    let Some(mut back) = uops.pop() else {
        return;
    };
    uops.push(super::uops::UopInst::new(
        Uop::_LOOP_START,
        0,
        0,
        back.target,
    ));
    let mut copy = |u: &mut super::uops::UopInst| {
        if u.exit != NO_EXIT {
            let (kind, point, ordinal) = exits[u.exit as usize];
            u.exit = exits.len() as u32;
            exits.push((kind, point, ordinal + per_iteration));
        }
    };
    for mut u in body {
        copy(&mut u);
        uops.push(u);
    }
    copy(&mut back);
    uops.push(back);
}
