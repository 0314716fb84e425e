//! The contract between the tier-2 runtime and whatever runs traces.
//!
//! A [`Backend`] takes an optimized [`Trace`] (uops, exits, reconstruction
//! records) and makes it runnable; the runtime later asks it to run a
//! compiled trace against an [`ExecState`] and learns which exit was taken.
//! The portable uop executor ([`super::executor`]) and the machine-code
//! backends implement the same trait. A backend sees frame slots, the heap
//! and globals, never the interpreter; the runtime never sees machine code.

use alloc::string::String;

use super::trace::{Trace, TraceId};
use crate::heap::Heap;
use crate::host::Output;
use crate::interp::Frame;
use crate::value::Value;

/// A compiled trace, as its backend names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CodeHandle(pub u32);

/// What compiling produced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Compiled {
    pub handle: CodeHandle,
    /// Bytes of code (or of uop program, for the portable executor).
    pub code_bytes: usize,
}

/// Why a trace could not be compiled; the runtime keeps interpreting.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BackendError(pub String);

/// The VM state a running trace may touch.
pub struct ExecState<'a> {
    /// Frame slots from the root frame's first slot to the end of the
    /// slots reserved for inlined frames.
    pub slots: &'a mut [Value],
    /// The slots below the root frame, and the interpreter frames that own
    /// them (all but the last of `frames`, which is the root): the roots a
    /// collection inside the trace must mark.
    pub below: &'a [Value],
    pub frames: &'a [Frame],
    /// Root-relative stack pointer at entry.
    pub sp: usize,
    pub heap: &'a mut Heap,
    pub globals: &'a mut [Value],
    pub consts: &'a [Value],
    pub names: &'a [String],
    /// The module's code objects (`_MAKE_FUNCTION` names functions after
    /// theirs).
    pub codes: &'a [crate::bytecode::Code],
    /// The module's keyword-name lists (for `_CALL_KW`).
    pub kwnames: &'a [alloc::vec::Vec<u32>],
    pub out: &'a mut dyn Output,
    /// Validity of every trace, by id.
    pub valid: &'a [bool],
    /// Globals that traces depend on (storing to them must go through the
    /// interpreter, which invalidates the dependents).
    pub watched: &'a [bool],
    /// Real frames below the trace (for the recursion limit).
    pub frame_count: usize,
    pub recursion_limit: usize,
    /// Steps so far and the limit (back-edges and inlined calls count).
    pub steps: &'a mut u64,
    pub step_limit: u64,
    /// What else the interpreter keeps alive (see [`OtherRoots`]).
    pub roots: OtherRoots<'a>,
}

/// The values the interpreter keeps outside frame slots, constants and
/// globals, which a collection inside a trace must mark as the
/// interpreter's own collections do.
#[derive(Clone, Copy)]
pub struct OtherRoots<'a> {
    /// The exception being handled, the one being raised, the prepared
    /// `MemoryError`.
    pub fixed: [Value; 3],
    /// Constants of live traces (functions inlined, classes guarded).
    pub trace_consts: &'a [Value],
    /// Module objects and `sys.modules`.
    pub modules: &'a [Value],
}

impl Default for OtherRoots<'_> {
    fn default() -> Self {
        OtherRoots {
            fixed: [Value::None; 3],
            trace_consts: &[],
            modules: &[],
        }
    }
}

/// Collects garbage while a trace is in its root frame with `live` (its
/// slots up to the stack top) holding everything it needs: the roots are
/// the lower interpreter frames (all of `frames` but the root, whose slots
/// are in `below`), `live`, constants, globals, and what else the
/// interpreter keeps ([`OtherRoots`]).
pub struct RootSet<'a> {
    pub below: &'a [Value],
    pub frames: &'a [Frame],
    pub consts: &'a [Value],
    pub globals: &'a [Value],
    pub other: OtherRoots<'a>,
}

pub fn collect_in_root(heap: &mut Heap, r: RootSet<'_>, live: &[Value]) {
    let lower = r.frames.split_last().map_or(&[][..], |(_, rest)| rest);
    // Objects frames name: an instance under construction, a generator
    // being resumed, a module whose body runs.
    let named: alloc::vec::Vec<Value> = r
        .frames
        .iter()
        .filter_map(crate::interp::frame_object)
        .collect();
    let roots = lower
        .iter()
        .flat_map(|f| {
            r.below
                .get(f.base as usize..f.sp as usize)
                .unwrap_or(&[])
                .iter()
        })
        .chain(live.iter())
        .chain(r.consts.iter())
        .chain(r.globals.iter())
        .chain(named.iter())
        .chain(r.other.fixed.iter())
        .chain(r.other.trace_consts.iter())
        .chain(r.other.modules.iter());
    heap.collect(roots);
}

/// The exit a run ended at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExitTaken {
    pub trace: TraceId,
    pub exit: u32,
}

impl ExitTaken {
    /// What a run that could not start (unknown code) reports; the runtime
    /// treats it as a malformed exit.
    pub const NONE: ExitTaken = ExitTaken {
        trace: TraceId(u32::MAX),
        exit: u32::MAX,
    };

    /// Machine code's exit word: `(trace << 32) | exit`.
    pub fn from_word(word: u64) -> Self {
        ExitTaken {
            trace: TraceId((word >> 32) as u32),
            exit: word as u32,
        }
    }
}

pub trait Backend {
    /// The name `--jit` selects it by.
    fn name(&self) -> &'static str;
    /// Compiles `trace`; `consts` are the module's constants (the values
    /// `_LOAD_CONST_INLINE` names).
    fn compile(&mut self, trace: &Trace, consts: &[Value]) -> Result<Compiled, BackendError>;
    /// Roughly how many times the hand-written backends' cost this one
    /// takes to compile a uop (1 for them). Tier 2 asks that many times
    /// the evidence before it compiles a side trace or a return trace that
    /// a tree's runs may not pay back.
    fn compile_weight(&self) -> u64 {
        1
    }
    /// Runs a compiled trace from its start until it leaves through an
    /// exit that is not linked (following linked exits on the way).
    fn run(&mut self, code: CodeHandle, state: &mut ExecState<'_>) -> ExitTaken;
    /// Makes exit `exit` of `from` continue in `to` (which starts in the
    /// state that exit leaves).
    fn link(&mut self, from: CodeHandle, exit: u32, to: CodeHandle);
    /// Makes the exit return to the interpreter again.
    fn unlink(&mut self, from: CodeHandle, exit: u32);
    /// Why the last [`Backend::run`] stopped without reaching an exit
    /// (code run under an emulator that failed), if it did.
    fn run_failure(&self) -> Option<alloc::string::String> {
        None
    }
    /// Times each exit of a compiled trace was taken, linked or not (empty
    /// if the backend does not count).
    fn exit_counts(&self, _code: CodeHandle) -> alloc::vec::Vec<u64> {
        alloc::vec::Vec::new()
    }
    /// Frees a compiled trace.
    fn release(&mut self, code: CodeHandle);
    /// The compiled code as text, interleaved with the uops it came from,
    /// when the backend can disassemble (`--dump-asm`).
    fn disassemble(&self, _code: CodeHandle) -> Option<alloc::string::String> {
        None
    }
}
