//! Tier 2: the tracing JIT's machine-independent half.
//!
//! - [`uops`]: the micro-operation table everything else reads.
//! - [`recorder`]: turns one interpreted loop iteration into uops, inlining
//!   calls without pushing frames.
//! - [`optimizer`]: type and constant propagation, guard and dead-code
//!   elimination.
//! - [`reconstruct`]: compact records of the frames each exit must rebuild.
//! - [`trace`]: a trace with its exits.
//! - [`backend`]: the contract a trace runner implements;
//!   [`executor`] is the portable one.
//! - [`value_ops`]: the builtin-value operations traces specialize, run by
//!   the executor and by machine code alike.
//! - [`lowering`]: what the hand-written backends' lowerings share.
//! - [`native`]: what every machine-code backend shares at run time: the
//!   context machine code runs with, the helpers it calls, entering it.
//! - [`runtime`]: hotness, recording, installing, entering traces and
//!   handling their exits, on the [`crate::interp::Vm`].

mod anchors;
pub mod backend;
pub mod context;
pub mod executor;
pub mod heap_layout;
pub mod lowering;
pub mod native;
pub mod optimizer;
pub mod reconstruct;
pub mod recorder;
pub mod runtime;
pub mod trace;
mod transitions;
pub mod uops;
pub mod value_ops;

pub use backend::{Backend, BackendError, CodeHandle, Compiled, ExecState, ExitTaken};
pub use executor::UopExecutor;
pub use runtime::{ExitSnapshot, Jit, TreeStats};
pub use trace::{Exit, ExitKind, StartFrame, Trace, TraceId, TraceKind};

/// Thresholds and limits of tier 2.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JitConfig {
    /// Back-edges a loop takes before it is recorded.
    pub hot_loop: u32,
    /// Most uops a recording may produce before it is abandoned.
    pub max_trace_len: usize,
    /// Most inlined frames a trace nests; a call deeper than that ends the
    /// trace with an exit to the interpreter, which makes the call.
    pub max_inline_depth: usize,
    /// Times a side exit returns to the interpreter before a side trace is
    /// recorded from it.
    pub hot_exit: u32,
    /// Side-trace recordings an exit may start before it is left alone.
    pub max_exit_attempts: u32,
    /// Plain calls of a function without loops before a trace is recorded
    /// from its entry (a function-entry trace; 0: never).
    pub hot_call: u32,
    /// Most side traces per tree.
    pub max_side_traces: usize,
    /// Bytes of code a tree may reach before it grows no more side traces:
    /// a tree with a side trace for every shape of its input (nested
    /// inlined calls in a tree walk) would otherwise fill the instruction
    /// cache with code each shape runs rarely.
    pub max_tree_code: usize,
    /// Longest chain of side traces from a tree's root.
    pub max_chain_depth: usize,
    /// Bytes of compiled code (or uop programs) kept at once; past it
    /// everything is flushed.
    pub code_budget: usize,
    /// Most traces kept at once; past it everything is flushed.
    pub max_traces: usize,
}

impl Default for JitConfig {
    fn default() -> Self {
        JitConfig {
            hot_loop: 50,
            max_trace_len: 800,
            max_inline_depth: 8,
            hot_exit: 10,
            max_exit_attempts: 3,
            hot_call: 200,
            max_side_traces: 64,
            max_tree_code: 256 << 10,
            max_chain_depth: 16,
            code_budget: 16 << 20,
            max_traces: 4096,
        }
    }
}

/// Why a recording was abandoned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum AbortReason {
    /// More uops than `max_trace_len`.
    TooLong,
    /// Met the back-edge of another loop.
    InnerLoop,
    /// The root frame returned before the loop closed.
    ReturnFromRoot,
    /// The loop being recorded (or one inside it) finished.
    LoopExit,
    /// The instruction raised, or would raise, an exception.
    Error,
    /// An instruction the recorder does not handle.
    Unsupported,
    /// The backend could not compile the trace.
    CompileFailed,
    /// The interpreter's frames and the recorder's disagreed.
    Inconsistent,
    /// What the recording assumed changed before it finished: a global it
    /// read was rebound, a class it read changed, or its parent trace went
    /// away. (Not an invalidation: nothing was compiled yet.)
    StaleRecording,
    /// The compiled trace is bigger than the whole code budget.
    TooLarge,
    /// A builtin would call a guest function (a `key=` function, `map`
    /// over a guest function), which a trace cannot do from a helper.
    Callback,
    /// The trace would end where it starts, before its first instruction
    /// (a call too deep to inline): linked, it would loop without ever
    /// executing anything.
    NoProgress,
    /// A trace entered from the interpreter would meet a generator (a
    /// `yield`, or a loop over a generator) after too little work to pay
    /// for entering and leaving machine code at every iteration.
    YieldTooSoon,
}

impl AbortReason {
    pub const ALL: [AbortReason; 13] = [
        AbortReason::TooLong,
        AbortReason::InnerLoop,
        AbortReason::ReturnFromRoot,
        AbortReason::LoopExit,
        AbortReason::Error,
        AbortReason::Unsupported,
        AbortReason::CompileFailed,
        AbortReason::Inconsistent,
        AbortReason::StaleRecording,
        AbortReason::TooLarge,
        AbortReason::Callback,
        AbortReason::NoProgress,
        AbortReason::YieldTooSoon,
    ];

    pub fn name(self) -> &'static str {
        match self {
            AbortReason::TooLong => "too_long",
            AbortReason::InnerLoop => "inner_loop",
            AbortReason::ReturnFromRoot => "return_from_root",
            AbortReason::LoopExit => "loop_exit",
            AbortReason::Error => "error",
            AbortReason::Unsupported => "unsupported",
            AbortReason::CompileFailed => "compile_failed",
            AbortReason::Inconsistent => "inconsistent",
            AbortReason::StaleRecording => "stale_recording",
            AbortReason::TooLarge => "too_large",
            AbortReason::Callback => "callback",
            AbortReason::NoProgress => "no_progress",
            AbortReason::YieldTooSoon => "yield_too_soon",
        }
    }
}

/// Counters of tier 2. `--stats-json` writes these under the same names.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct JitStats {
    pub traces_compiled: u64,
    pub root_traces: u64,
    pub side_traces: u64,
    pub trace_aborts: u64,
    pub aborts_by_reason: [u64; AbortReason::ALL.len()],
    /// `unsupported` aborts by the instruction they happened at, most
    /// frequent first when reported.
    pub unsupported_at: alloc::vec::Vec<(crate::bytecode::Op, u64)>,
    /// `callback` aborts (a special method of the program's class would
    /// run) by the instruction they happened at.
    pub callback_at: alloc::vec::Vec<(crate::bytecode::Op, u64)>,
    /// Traces that end with an exit before closing their loop: at a call
    /// too deep to inline, or at a generator.
    pub traces_ended_early: u64,
    pub tier2_entries: u64,
    pub exits_to_interpreter: u64,
    /// Traces started where a call returned into its caller.
    pub return_traces: u64,
    /// Traces started at the entry of a function called often (counted
    /// among the return traces too: both end where their frame returns).
    pub entry_traces: u64,
    /// Calls into and returns out of trees that the runtime made between
    /// two trees without the interpreter running.
    pub frame_transitions: u64,
    pub deopts: u64,
    /// Exits taken where a trace met a generator (see `ExitKind`).
    pub generator_exits: u64,
    pub frames_reconstructed: u64,
    /// Exit records decoded into frames (an exit taken twice keeps its
    /// decoded frames, so this stays near the number of exits taken).
    pub exit_records_decoded: u64,
    pub invalidations: u64,
    /// Times the code budget or trace limit flushed every trace (the last
    /// resort, after evicting cold trees).
    pub flushes: u64,
    /// Trees evicted, least recently entered first, to make room under the
    /// code budget or trace limit.
    pub evictions: u64,
    /// Trees dropped because their runs did too little work for what
    /// entering them costs; their loops are then traced through.
    pub trees_given_up: u64,
    /// Times the interpreter asked the runtime about a hot back-edge:
    /// about one per `hot_loop` back-edges of loops without a tree.
    pub hot_loop_checks: u64,
    /// Trees recorded again because they deopted at most of their entries.
    pub deopt_rebuilds: u64,
    pub code_bytes: u64,
    pub recon_bytes: u64,
    /// Of `recon_bytes`, those spent on exit records (the rest on frames).
    pub recon_exit_bytes: u64,
    pub exits_recorded: u64,
    /// Sum over exits of the inlined frames each would rebuild.
    pub exit_inlined_frames: u64,
    /// Bytes of the frame trees plus the records of exits inside inlined
    /// code: what inlined frames cost (divide by `exit_inlined_frames`).
    pub recon_inlined_bytes: u64,
    pub uops_recorded: u64,
    pub uops_optimized: u64,
    /// Time spent recording, optimizing and compiling (host clock; 0 when
    /// the host has none).
    pub compile_ns: u64,
}

impl JitStats {
    /// Counts an `unsupported` abort at `op` (a handful of distinct
    /// instructions in any program: a line scan).
    pub fn note_unsupported(&mut self, op: crate::bytecode::Op) {
        note_at(&mut self.unsupported_at, op);
    }

    /// Counts a `callback` abort at `op`.
    pub fn note_callback(&mut self, op: crate::bytecode::Op) {
        note_at(&mut self.callback_at, op);
    }
}

fn note_at(counts: &mut alloc::vec::Vec<(crate::bytecode::Op, u64)>, op: crate::bytecode::Op) {
    match counts.iter_mut().find(|(o, _)| *o == op) {
        Some((_, n)) => *n += 1,
        None => counts.push((op, 1)),
    }
}
