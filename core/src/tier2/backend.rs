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
    /// Root-relative stack pointer at entry.
    pub sp: usize,
    pub heap: &'a mut Heap,
    pub globals: &'a mut [Value],
    pub consts: &'a [Value],
    pub names: &'a [String],
    pub out: &'a mut dyn Output,
    /// Validity of every trace, by id.
    pub valid: &'a [bool],
    /// Real frames below the trace (for the recursion limit).
    pub frame_count: usize,
    pub recursion_limit: usize,
    /// Steps so far and the limit (back-edges and inlined calls count).
    pub steps: &'a mut u64,
    pub step_limit: u64,
}

/// The exit a run ended at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExitTaken {
    pub trace: TraceId,
    pub exit: u32,
}

pub trait Backend {
    /// The name `--jit` selects it by.
    fn name(&self) -> &'static str;
    fn compile(&mut self, trace: &Trace) -> Result<Compiled, BackendError>;
    /// Runs a compiled trace from its start until it leaves.
    fn run(&mut self, code: CodeHandle, state: &mut ExecState<'_>) -> ExitTaken;
    /// Frees a compiled trace.
    fn release(&mut self, code: CodeHandle);
}
