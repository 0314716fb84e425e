//! Trellis core: the `no_std` heart of a tracing JIT for a Python-subset VM.
//!
//! - [`value`], [`heap`]: guest values and the collected object heap.
//! - [`objects`]: the builtin types, one file each; [`number`] (machine
//!   int and float fast paths), [`ops`] (operators over all types),
//!   [`display`], [`builtins`] (with [`args`] and [`ctx`]): Python
//!   semantics; [`dunder`]: the special methods of the program's classes.
//! - [`bytecode`]: the instruction set, modules, `.tbc` loading, verifier.
//! - [`interp`]: the tier-1 interpreter ([`interp::Vm`]), with imports.
//! - [`modules`]: the standard modules written in Rust (`math`, `sys`,
//!   `time`, `gc`, `_random`).
//! - [`tier2`]: uops, the trace recorder, optimizer, reconstruction
//!   records, the backend contract and the portable uop executor.
//! - [`host`]: what a host supplies (frame stack, output, code memory);
//!   [`embedding`] says how to put it all together.
//!
//! The crate uses `alloc` and nothing from `std`; a host provides memory
//! through the global allocator and the traits in [`host`]. It denies
//! `unsafe` code: the only exceptions are where machine code is entered and
//! where the helpers it calls turn its raw pointers back into safe state
//! ([`tier2::native`]).
#![no_std]
#![deny(unsafe_code)]

extern crate alloc;

pub mod args;
pub mod builtins;
pub mod bytecode;
pub mod ctx;
pub mod display;
pub mod dunder;
pub mod error;
pub mod heap;
pub mod host;
pub mod interp;
pub mod modules;
pub mod number;
pub mod objects;
pub mod ops;
pub mod suggest;
pub mod tier2;
pub mod traceback_marks;
pub mod value;

/// How to embed the core: what a host supplies, the order of calls, the
/// memory to budget, a minimal host (compiled as a doctest).
#[doc = include_str!("../../EMBEDDING.md")]
pub mod embedding {}

pub use error::{ChainLink, ExcKind, Exception, GuestError, ReportedException, TraceEntry};
pub use host::{FixedFrameStack, FrameStack, FrameStackFull, Output, OutputError};
pub use interp::{Vm, VmConfig};
pub use value::Value;
