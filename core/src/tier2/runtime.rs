//! The tier-2 runtime on the VM: deciding what to record, installing
//! finished traces at their loop headers, entering them and rebuilding the
//! interpreter's frames when they exit.
//!
//! A hot back-edge starts a [`Recorder`]; while it records, the interpreter
//! runs its recording loop. A finished trace is optimized, handed to the
//! backend, and every back-edge to its anchor is rewritten to
//! `ENTER_EXECUTOR`. An abandoned recording backs off exponentially at that
//! anchor. This module may read and rewrite the VM's frames and code; it
//! does not run uops itself (the backend does).

use alloc::boxed::Box;
use alloc::vec::Vec;

use hashbrown::HashMap;

use super::backend::{Backend, Compiled, ExecState};
use super::optimizer;
use super::reconstruct::{self, ExitPoint};
use super::recorder::{Recorder, Step};
use super::trace::{Exit, ExitKind, Trace, TraceId, TraceKind};
use super::uops::NO_EXIT;
use super::{AbortReason, JitConfig, JitStats};
use crate::bytecode::{Instr, Op};
use crate::error::{Exception, exc};
use crate::host::{FrameStack, Output};
use crate::interp::{CodeRt, Frame, FrameSnapshot, Vm};

/// Most doublings of the hot-loop threshold after failed recordings.
const MAX_BACKOFF_SHIFT: u32 = 16;

/// The tier-2 state of a VM.
pub struct Jit {
    pub config: JitConfig,
    backend: Box<dyn Backend>,
    traces: Vec<Trace>,
    compiled: Vec<Option<Compiled>>,
    valid: Vec<bool>,
    anchors: HashMap<(u32, u32), TraceId>,
    /// Failed recordings per anchor (drives the backoff).
    failures: HashMap<(u32, u32), u32>,
    pub(crate) recorder: Option<Recorder>,
    stats: JitStats,
    clock: Option<fn() -> u64>,
    record_start: u64,
    /// When set, the frames rebuilt at every exit are kept (tests compare
    /// them with the interpreter's).
    pub capture_exits: bool,
    exit_snapshots: Vec<ExitSnapshot>,
}

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

impl Jit {
    /// Tier 2 with `backend` running traces; `clock` (nanoseconds) times
    /// compilation when the host has one.
    pub fn new(backend: Box<dyn Backend>, config: JitConfig, clock: Option<fn() -> u64>) -> Self {
        Jit {
            config,
            backend,
            traces: Vec::new(),
            compiled: Vec::new(),
            valid: Vec::new(),
            anchors: HashMap::new(),
            failures: HashMap::new(),
            recorder: None,
            stats: JitStats::default(),
            clock,
            record_start: 0,
            capture_exits: false,
            exit_snapshots: Vec::new(),
        }
    }

    pub fn backend_name(&self) -> &'static str {
        self.backend.name()
    }

    pub fn traces(&self) -> &[Trace] {
        &self.traces
    }

    pub fn stats(&self) -> &JitStats {
        &self.stats
    }

    pub fn exit_snapshots(&self) -> &[ExitSnapshot] {
        &self.exit_snapshots
    }

    pub fn is_recording(&self) -> bool {
        self.recorder.is_some()
    }

    /// The trace installed at `anchor` of code `code`, if any.
    pub fn trace_at(&self, code: u32, anchor: u32) -> Option<TraceId> {
        self.anchors.get(&(code, anchor)).copied()
    }

    pub(crate) fn trace(&self, id: u32) -> Option<&Trace> {
        self.traces.get(id as usize)
    }

    /// A back-edge at `back_ip` of code `code` to `anchor` was taken for
    /// the `count`-th time since the last attempt, in `frame`. Returns true
    /// if recording starts (the interpreter then switches to its recording
    /// loop).
    pub(crate) fn hot_back_edge(
        &mut self,
        codes: &[CodeRt],
        frame: &Frame,
        back_ip: usize,
        anchor: u32,
        count: u32,
    ) -> bool {
        let code = frame.code;
        if self.recorder.is_some() || (count as u64) < self.threshold(code, anchor) {
            return false;
        }
        let Some(c) = codes.get(code as usize) else {
            return false;
        };
        if let Some(id) = self.trace_at(code, anchor) {
            // Another back-edge to a loop that already has a trace.
            c.instrs[back_ip].set(Instr::new(Op::ENTER_EXECUTOR, id.0));
            return false;
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
        true
    }

    fn now(&self) -> u64 {
        self.clock.map_or(0, |c| c())
    }

    fn abort(&mut self, code: u32, anchor: u32, why: AbortReason) {
        self.stats.trace_aborts += 1;
        self.stats.aborts_by_reason[why as usize] += 1;
        *self.failures.entry((code, anchor)).or_insert(0) += 1;
        let now = self.now();
        self.stats.compile_ns += now.saturating_sub(self.record_start);
    }

    /// Back-edges needed before `anchor` is recorded (again).
    fn threshold(&self, code: u32, anchor: u32) -> u64 {
        let fails = self.failures.get(&(code, anchor)).copied().unwrap_or(0);
        (self.config.hot_loop.max(1) as u64) << fails.min(MAX_BACKOFF_SHIFT)
    }
}

impl<F: FrameStack, O: Output> Vm<F, O> {
    /// Turns tier 2 on.
    pub fn enable_jit(&mut self, jit: Jit) {
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
        let (code, anchor) = (rec.code, rec.anchor);
        let ended_early = match step {
            Step::Continue => return,
            Step::Abort(why) => {
                jit.abort(code, anchor, why);
                return;
            }
            Step::Done { ended_early } => ended_early,
        };
        let id = TraceId(jit.traces.len() as u32);
        let trace = build_trace(rec, id, &self.consts, &mut jit.stats);
        match jit.backend.compile(&trace) {
            Ok(compiled) => {
                jit.stats.traces_compiled += 1;
                jit.stats.root_traces += 1;
                jit.stats.traces_ended_early += ended_early as u64;
                jit.stats.code_bytes += compiled.code_bytes as u64;
                jit.traces.push(trace);
                jit.compiled.push(Some(compiled));
                jit.valid.push(true);
                jit.anchors.insert((code, anchor), id);
                let now = jit.now();
                jit.stats.compile_ns += now.saturating_sub(jit.record_start);
                // Every back-edge to the anchor now enters the trace.
                if let Some(c) = self.codes.get(code as usize) {
                    for cell in c.instrs.iter() {
                        let i = cell.get();
                        if i.op == Op::JUMP_BACKWARD && i.arg == anchor {
                            cell.set(Instr::new(Op::ENTER_EXECUTOR, id.0));
                        }
                    }
                }
            }
            Err(_) => jit.abort(code, anchor, AbortReason::CompileFailed),
        }
    }

    /// Runs trace `id` from the top frame, which is at the trace's anchor,
    /// then rebuilds the frames its exit describes. On return the top frame
    /// (possibly a rebuilt inlined one) holds where the interpreter resumes.
    pub(crate) fn enter_trace(&mut self, id: u32) -> Result<(), Exception> {
        let Some(jit) = self.jit.as_mut() else {
            return Err(exc!(SystemError, "ENTER_EXECUTOR without tier 2"));
        };
        let (Some(trace), Some(Some(compiled))) =
            (jit.traces.get(id as usize), jit.compiled.get(id as usize))
        else {
            return Err(exc!(SystemError, "no trace {}", id));
        };
        let (handle, tcode, anchor, anchor_depth, ext) = (
            compiled.handle,
            trace.code,
            trace.anchor,
            trace.anchor_depth,
            trace.ext_slots as usize,
        );
        let Some(&frame) = self.frames.last() else {
            return Err(exc!(SystemError, "no frame"));
        };
        let Some(root) = self.codes.get(tcode as usize) else {
            return Err(exc!(SystemError, "bad trace code"));
        };
        let (root_nlocals, root_size) = (root.nlocals, root.frame_size as usize);
        let root_base = frame.base as usize;
        let depth = frame.sp - frame.base - root_nlocals;
        // Not in the state the trace starts from, or no room for its inlined
        // frames: run this iteration in the interpreter.
        if frame.code != tcode
            || depth != anchor_depth
            || root_base + root_size != self.stack.len()
            || self.stack.push(ext).is_err()
        {
            if let Some(f) = self.frames.last_mut() {
                f.ip = anchor;
            }
            return Ok(());
        }
        let entry_sp = root_nlocals as usize + depth as usize;
        let slots = &mut self.stack.slots_mut()[root_base..root_base + root_size + ext];
        let mut state = ExecState {
            slots,
            sp: entry_sp,
            heap: &mut self.heap,
            globals: &mut self.globals,
            consts: &self.consts,
            names: &self.module.names,
            out: &mut self.out,
            valid: &jit.valid,
            frame_count: self.frames.len(),
            recursion_limit: self.config.recursion_limit,
            steps: &mut self.stats.steps,
            step_limit: self.step_limit,
        };
        let taken = jit.backend.run(handle, &mut state);
        jit.stats.tier2_entries += 1;
        jit.stats.exits_to_interpreter += 1;
        let Some(t) = jit.traces.get_mut(taken.trace.0 as usize) else {
            return Err(exc!(SystemError, "trace left through an unknown exit"));
        };
        let Some(exit) = t.exits.get_mut(taken.exit as usize) else {
            return Err(exc!(SystemError, "trace left through an unknown exit"));
        };
        exit.count += 1;
        let ordinal = exit.ordinal;
        if exit.kind == ExitKind::Deopt {
            jit.stats.deopts += 1;
        }
        let Some(states) = t.exit_frames(taken.exit as usize) else {
            return Err(exc!(SystemError, "malformed reconstruction record"));
        };
        // Rebuild: the root frame resumes where the record says; each
        // inlined frame becomes a real one over the slots it already uses.
        let top = root_base + root_size + ext;
        for (k, fs) in states.iter().enumerate() {
            let Some(c) = self.codes.get(fs.code as usize) else {
                return Err(exc!(SystemError, "bad code in reconstruction record"));
            };
            let base = root_base + fs.offset as usize;
            let f = Frame {
                code: fs.code,
                base: base as u32,
                ip: fs.ip,
                sp: (base + c.nlocals as usize + fs.depth as usize) as u32,
            };
            if k == 0 {
                if let Some(r) = self.frames.last_mut() {
                    *r = f;
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
        if self.jit.as_ref().is_some_and(|j| j.capture_exits) {
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
        Ok(())
    }
}

/// Optimizes a finished recording and encodes its exits.
fn build_trace(
    rec: Recorder,
    id: TraceId,
    consts: &[crate::value::Value],
    stats: &mut JitStats,
) -> Trace {
    let Recorder {
        code,
        anchor,
        anchor_depth,
        root_nlocals,
        mut uops,
        exits,
        tree,
        frames_end,
        root_frame_size,
        ..
    } = rec;
    let raw_len = uops.len();
    optimizer::optimize(&mut uops, anchor_depth, consts);
    // Keep only the exits that kept uops use, renumbered in order.
    let mut points: Vec<ExitPoint> = Vec::new();
    let mut kinds: Vec<(ExitKind, u32)> = Vec::new();
    for u in uops.iter_mut() {
        if u.exit != NO_EXIT {
            let (kind, point, ordinal) = exits[u.exit as usize];
            u.exit = points.len() as u32;
            points.push(point);
            kinds.push((kind, ordinal));
        }
    }
    let enc = reconstruct::encode(&tree, &points);
    let trace_exits: Vec<Exit> = points
        .iter()
        .zip(kinds.iter())
        .zip(enc.exit_at.iter())
        .map(|((p, (kind, ordinal)), at)| Exit {
            kind: *kind,
            target: p.ip,
            recon_at: *at,
            inlined_frames: tree.depth(p.node) as u32,
            count: 0,
            ordinal: *ordinal,
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
    Trace {
        id,
        kind: TraceKind::Root,
        code,
        anchor,
        anchor_depth,
        root_nlocals,
        ext_slots: frames_end.saturating_sub(root_frame_size),
        uops,
        exits: trace_exits,
        recon: enc.bytes,
        recon_tree_bytes: enc.tree_bytes,
        raw_len,
    }
}
