//! Trellis's hand-written AArch64 backend (`no_std`).
//!
//! - [`regs`]: the register map.
//! - [`encoder`]: the A64 instruction encoder (checked against llvm-mc's
//!   encodings and yaxpeax-arm's decoder).

#![no_std]

extern crate alloc;

pub mod encoder;
pub mod regs;
