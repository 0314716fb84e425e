//! Entering machine code: natively, or through an emulator a host supplies.
//! One of the two places the core runs `unsafe` code (with [`super::helpers`]).
#![allow(unsafe_code)]

use crate::tier2::context::JitContext;

/// How a backend enters its machine code: natively, or through an
/// emulator when the code is for another ISA (AArch64 code on an x86-64
/// machine). Backends that can run under emulation take one of these from
/// the host, the way they take code memory.
pub trait Entry {
    /// Runs the code at `entry`, a function `extern "C" fn(*mut
    /// JitContext) -> u64`, and returns what it returned. The context's
    /// helper addresses are the real helpers of [`super::helpers`]; an emulator
    /// services calls to them itself.
    ///
    /// # Safety
    /// `entry` must be sealed code generated for this entry's ISA and ABI
    /// that only touches `ctx`, the memory `ctx` points to, and memory its
    /// backend keeps alive with the code.
    unsafe fn enter(&mut self, entry: usize, ctx: &mut JitContext) -> u64;

    /// Code memory at `addr..addr + len` was written (new code, a patched
    /// exit) or freed. An emulator drops what it translated from those
    /// bytes; native execution needs nothing (the code memory flushed the
    /// instruction cache). Backends call it after every such change. No
    /// default: a wrapper that forgot to forward it would run stale code.
    fn code_changed(&mut self, addr: usize, len: usize);

    /// Why the last [`Entry::enter`] did not run the code to its return
    /// (an emulator's error; what `enter` returned then means nothing).
    /// Native execution always returns.
    fn failure(&self) -> Option<&str> {
        None
    }

    /// Instructions executed so far, when the entry counts them (an
    /// emulator can; native execution cannot).
    fn instructions(&self) -> Option<u64> {
        None
    }
}

/// Runs code natively: the code's ISA is the host's.
#[derive(Clone, Copy, Debug, Default)]
pub struct NativeEntry;

impl Entry for NativeEntry {
    unsafe fn enter(&mut self, entry: usize, ctx: &mut JitContext) -> u64 {
        // SAFETY: the caller guarantees `entry` is sealed code of this ISA
        // with this signature, touching only what the contract allows.
        let f: extern "C" fn(*mut JitContext) -> u64 = unsafe { core::mem::transmute(entry) };
        f(ctx)
    }

    fn code_changed(&mut self, _addr: usize, _len: usize) {}
}
