//! Host parts for machines where all memory is fixed up front: no operating
//! system hands out pages, so the heap is one arena and JIT code lives in
//! one region. Shared by the firmware-style host and the bare-metal kernel.
//!
//! - [`Arena`]: a global allocator over one block of memory.
//! - [`RegionCode`]: the core's [`CodeMemory`](trellis_core::host::CodeMemory)
//!   over a fixed, page-aligned region; the host supplies how to make pages
//!   writable or executable (a system call, or page-table bits).
//! - [`outcome`]: a run's exit status and standard-error text.
//!
//! This crate never decides where memory is or how protection is changed:
//! those are the host's.
#![no_std]

extern crate alloc;

mod arena;
mod outcome;
mod region_code;

pub use arena::Arena;
pub use outcome::outcome;
pub use region_code::{PAGE, Protect, RegionCode};
