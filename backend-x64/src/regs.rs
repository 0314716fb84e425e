//! The x86-64 register map: every register's number and its role in
//! generated code, defined once.
//!
//! - `CTX` (r12) holds the [`trellis_core::tier2::context::JitContext`]
//!   pointer and `SLOTS` (r13) the root frame's first slot, for the whole
//!   run (both callee-saved, so helper calls keep them).
//! - `ALLOC` lists the general registers values may live in; `XALLOC` the
//!   vector registers for floats. `XSCRATCH` never holds a value; it is
//!   the last resort when every other vector register is pinned.
//! - Everything else follows the System V ABI: arguments in rdi, rsi, rdx,
//!   rcx, r8, r9; result in rax; rbx, rbp, r12–r15 callee-saved.

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Gpr(pub u8);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Xmm(pub u8);

pub const RAX: Gpr = Gpr(0);
pub const RCX: Gpr = Gpr(1);
pub const RDX: Gpr = Gpr(2);
pub const RBX: Gpr = Gpr(3);
pub const RSP: Gpr = Gpr(4);
pub const RBP: Gpr = Gpr(5);
pub const RSI: Gpr = Gpr(6);
pub const RDI: Gpr = Gpr(7);
pub const R8: Gpr = Gpr(8);
pub const R9: Gpr = Gpr(9);
pub const R10: Gpr = Gpr(10);
pub const R11: Gpr = Gpr(11);
pub const R12: Gpr = Gpr(12);
pub const R13: Gpr = Gpr(13);
pub const R14: Gpr = Gpr(14);
pub const R15: Gpr = Gpr(15);

/// The context pointer.
pub const CTX: Gpr = R12;
/// The root frame's first slot.
pub const SLOTS: Gpr = R13;
/// Scratch for address and tag computations; never holds a value.
pub const TMP: Gpr = R11;

/// Registers values may be kept in (callee-saved ones first, so fewer need
/// saving around helper calls; all are flushed before calls anyway).
pub const ALLOC: [Gpr; 10] = [RBX, R14, R15, RSI, RDI, R8, R9, R10, RCX, RDX];

/// Allocatable registers that survive calls.
pub const CALLEE_SAVED: [Gpr; 3] = [RBX, R14, R15];

/// Registers the prologue saves.
pub const SAVED: [Gpr; 5] = [RBX, R12, R13, R14, R15];

/// System V argument registers.
pub const ARGS: [Gpr; 6] = [RDI, RSI, RDX, RCX, R8, R9];

pub const XALLOC: [Xmm; 14] = [
    Xmm(0),
    Xmm(1),
    Xmm(2),
    Xmm(3),
    Xmm(4),
    Xmm(5),
    Xmm(6),
    Xmm(7),
    Xmm(8),
    Xmm(9),
    Xmm(10),
    Xmm(11),
    Xmm(12),
    Xmm(13),
];
pub const XSCRATCH: Xmm = Xmm(15);

pub fn name(r: Gpr) -> &'static str {
    [
        "rax", "rcx", "rdx", "rbx", "rsp", "rbp", "rsi", "rdi", "r8", "r9", "r10", "r11", "r12",
        "r13", "r14", "r15",
    ][r.0 as usize & 15]
}
