//! The AArch64 register map: every register's number and its role in
//! generated code, defined once.
//!
//! Register number 31 means the stack pointer in some operand positions
//! (address bases, `ADD`/`SUB` immediate) and the zero register in others.
//! [`Reg`] keeps the two apart: [`XZR`] is `Reg(31)` and [`SP`] is
//! `Reg(32)`; both encode as 31, and the encoder debug-asserts that each
//! operand gets the one its position allows.
//!
//! Roles (AAPCS64 otherwise):
//! - [`CTX`] (x19) holds the [`trellis_core::tier2::context::JitContext`]
//!   pointer and [`SLOTS`] (x20) the root frame's first slot, for the whole
//!   run (both callee-saved, so helper calls keep them).
//! - [`TMP`]/[`TMP2`] (x16/x17, the intra-procedure-call scratch registers)
//!   never hold a value; they carry addresses, tags and jump targets.
//! - [`ALLOC`] lists the general registers values may live in, [`FALLOC`]
//!   the D registers for floats; [`FSCRATCH`] never holds a value.
//! - Arguments in x0–x7 ([`ARGS`]), result in x0 ([`RET`]); x19–x28 are
//!   callee-saved; [`FP`] (x29) and [`LR`] (x30) are saved as a pair by the
//!   prologue. x18 (the platform register) and x8 (the indirect-result
//!   register) are never used.

/// A general register: x0–x30, [`XZR`] or [`SP`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Reg(pub u8);

/// A floating-point register, used as its low 64 bits (d0–d31).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VReg(pub u8);

pub const X0: Reg = Reg(0);
pub const X1: Reg = Reg(1);
pub const X2: Reg = Reg(2);
pub const X3: Reg = Reg(3);
pub const X4: Reg = Reg(4);
pub const X5: Reg = Reg(5);
pub const X6: Reg = Reg(6);
pub const X7: Reg = Reg(7);
pub const X8: Reg = Reg(8);
pub const X9: Reg = Reg(9);
pub const X10: Reg = Reg(10);
pub const X11: Reg = Reg(11);
pub const X12: Reg = Reg(12);
pub const X13: Reg = Reg(13);
pub const X14: Reg = Reg(14);
pub const X15: Reg = Reg(15);
pub const X16: Reg = Reg(16);
pub const X17: Reg = Reg(17);
pub const X18: Reg = Reg(18);
pub const X19: Reg = Reg(19);
pub const X20: Reg = Reg(20);
pub const X21: Reg = Reg(21);
pub const X22: Reg = Reg(22);
pub const X23: Reg = Reg(23);
pub const X24: Reg = Reg(24);
pub const X25: Reg = Reg(25);
pub const X26: Reg = Reg(26);
pub const X27: Reg = Reg(27);
pub const X28: Reg = Reg(28);
pub const X29: Reg = Reg(29);
pub const X30: Reg = Reg(30);
/// The zero register (number 31 where an operand reads as zero or a
/// result is discarded).
pub const XZR: Reg = Reg(31);
/// The stack pointer (number 31 where an operand is a base address or an
/// `ADD`/`SUB` immediate operand).
pub const SP: Reg = Reg(32);

pub const D0: VReg = VReg(0);
pub const D1: VReg = VReg(1);
pub const D2: VReg = VReg(2);
pub const D3: VReg = VReg(3);
pub const D4: VReg = VReg(4);
pub const D5: VReg = VReg(5);
pub const D6: VReg = VReg(6);
pub const D7: VReg = VReg(7);
pub const D8: VReg = VReg(8);
pub const D9: VReg = VReg(9);
pub const D10: VReg = VReg(10);
pub const D11: VReg = VReg(11);
pub const D12: VReg = VReg(12);
pub const D13: VReg = VReg(13);
pub const D14: VReg = VReg(14);
pub const D15: VReg = VReg(15);
pub const D16: VReg = VReg(16);
pub const D17: VReg = VReg(17);
pub const D18: VReg = VReg(18);
pub const D19: VReg = VReg(19);
pub const D20: VReg = VReg(20);
pub const D21: VReg = VReg(21);
pub const D22: VReg = VReg(22);
pub const D23: VReg = VReg(23);
pub const D24: VReg = VReg(24);
pub const D25: VReg = VReg(25);
pub const D26: VReg = VReg(26);
pub const D27: VReg = VReg(27);
pub const D28: VReg = VReg(28);
pub const D29: VReg = VReg(29);
pub const D30: VReg = VReg(30);
pub const D31: VReg = VReg(31);

/// The context pointer (callee-saved, so it survives helper calls).
pub const CTX: Reg = X19;
/// The root frame's first slot (callee-saved).
pub const SLOTS: Reg = X20;
/// Scratch for addresses, tags, constants and jump targets; never holds a
/// value. x16 (IP0) may be clobbered by linker veneers, which only matters
/// across calls, and scratch does not live across calls.
pub const TMP: Reg = X16;
/// Second scratch (x17, IP1), same rules as [`TMP`].
pub const TMP2: Reg = X17;
/// Frame pointer.
pub const FP: Reg = X29;
/// Link register: `BL`/`BLR` write the return address here, `RET` reads it.
pub const LR: Reg = X30;

/// Registers values may be kept in (callee-saved ones first, so fewer need
/// saving around helper calls; all are flushed before calls anyway).
pub const ALLOC: [Reg; 15] = [
    X21, X22, X23, X24, X25, X26, X27, X28, X9, X10, X11, X12, X13, X14, X15,
];

/// Allocatable registers that survive calls.
pub const CALLEE_SAVED: [Reg; 8] = [X21, X22, X23, X24, X25, X26, X27, X28];

/// Registers the prologue saves (besides the FP/LR pair); an even count,
/// so they go in `STP` pairs and keep SP 16-byte aligned.
pub const SAVED: [Reg; 10] = [X19, X20, X21, X22, X23, X24, X25, X26, X27, X28];

/// AAPCS64 argument registers.
pub const ARGS: [Reg; 8] = [X0, X1, X2, X3, X4, X5, X6, X7];

/// AAPCS64 result register.
pub const RET: Reg = X0;

/// D registers floats may be kept in: all caller-saved (v16–v31 are not
/// preserved by calls at all; d8–d15 are preserved only in their low 64
/// bits and are left unused so the prologue need not save them).
pub const FALLOC: [VReg; 15] = [
    D16, D17, D18, D19, D20, D21, D22, D23, D24, D25, D26, D27, D28, D29, D30,
];

/// Float scratch; never holds a value.
pub const FSCRATCH: VReg = D31;

/// Callee-saved D registers (AAPCS64 preserves their low 64 bits only).
pub const FCALLEE_SAVED: [VReg; 8] = [D8, D9, D10, D11, D12, D13, D14, D15];

/// AAPCS64 float argument registers; a float result comes back in d0.
pub const FARGS: [VReg; 8] = [D0, D1, D2, D3, D4, D5, D6, D7];

/// AAPCS64 float result register.
pub const FRET: VReg = D0;

/// The register's assembly name (`x0`..`x30`, `xzr`, `sp`).
pub fn name(r: Reg) -> &'static str {
    const NAMES: [&str; 33] = [
        "x0", "x1", "x2", "x3", "x4", "x5", "x6", "x7", "x8", "x9", "x10", "x11", "x12", "x13",
        "x14", "x15", "x16", "x17", "x18", "x19", "x20", "x21", "x22", "x23", "x24", "x25", "x26",
        "x27", "x28", "x29", "x30", "xzr", "sp",
    ];
    NAMES.get(r.0 as usize).copied().unwrap_or("x?")
}

/// The register's assembly name as a double (`d0`..`d31`).
pub fn vname(r: VReg) -> &'static str {
    const NAMES: [&str; 32] = [
        "d0", "d1", "d2", "d3", "d4", "d5", "d6", "d7", "d8", "d9", "d10", "d11", "d12", "d13",
        "d14", "d15", "d16", "d17", "d18", "d19", "d20", "d21", "d22", "d23", "d24", "d25", "d26",
        "d27", "d28", "d29", "d30", "d31",
    ];
    NAMES.get(r.0 as usize).copied().unwrap_or("d?")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roles_do_not_overlap() {
        let fixed = [CTX, SLOTS, TMP, TMP2, FP, LR, X18, X8, XZR, SP];
        for r in ALLOC {
            assert!(!fixed.contains(&r), "{} is allocatable and fixed", name(r));
        }
        for r in CALLEE_SAVED {
            assert!(ALLOC.contains(&r) && SAVED.contains(&r));
            assert!((19..=28).contains(&r.0));
        }
        assert!(SAVED.contains(&CTX) && SAVED.contains(&SLOTS));
        assert_eq!(SAVED.len() % 2, 0);
        assert!(!FALLOC.contains(&FSCRATCH));
        for d in FALLOC {
            assert!(d.0 >= 16, "{} would need saving", vname(d));
        }
    }

    #[test]
    fn names() {
        assert_eq!(name(X0), "x0");
        assert_eq!(name(LR), "x30");
        assert_eq!(name(XZR), "xzr");
        assert_eq!(name(SP), "sp");
        assert_eq!(name(Reg(40)), "x?");
        assert_eq!(vname(FSCRATCH), "d31");
    }
}
