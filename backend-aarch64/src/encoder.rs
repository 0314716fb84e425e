//! A hand-written A64 encoder for exactly the instructions the lowering
//! emits, with labels and PC-relative fixups.
//!
//! Every instruction is one little-endian 32-bit word appended to
//! [`Asm::code`]. General operands are 64-bit (`X`) registers unless a
//! method says otherwise; floats are doubles in `D` registers. Methods that
//! take an immediate or offset return [`AsmError::Unencodable`] (and emit
//! nothing) when the instruction cannot hold it, so the caller can fall back
//! to materializing the value in a scratch register.
//!
//! Branches to labels are emitted with an empty offset field and resolved
//! by [`Asm::finish`], which checks each offset against the instruction's
//! reach (±1 MiB for `B.cond`/`CBZ`/`LDR` literal, ±32 KiB for `TBZ`,
//! ±128 MiB for `B`/`BL`) instead of truncating it.
//!
//! Exit linking goes through 8-byte literal slots ([`Asm::jmp_slot`],
//! [`Asm::literal_slot`]): rewriting an aligned slot is a single-copy-atomic
//! data store, so no instruction is ever rewritten while it may run (and no
//! instruction-cache maintenance is needed). For direct patches,
//! [`encode_b`] gives the `B` word between two offsets; the host must then
//! invalidate the instruction cache for that word.
//!
//! Every encoding is checked in the tests against words and text produced
//! by llvm-mc (`tools/gen_a64_encodings.py` writes `encoder/expected.rs`)
//! and against yaxpeax-arm's decoder.

use alloc::vec::Vec;

use crate::regs::{Reg, SP, VReg, XZR};

/// Condition codes, numbered as the `cond` field of `B.cond`/`CSEL`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Cond {
    /// Equal (Z).
    EQ = 0,
    /// Not equal.
    NE = 1,
    /// Unsigned higher or same; carry set (also [`Cond::CS`]).
    HS = 2,
    /// Unsigned lower; carry clear (also [`Cond::CC`]).
    LO = 3,
    /// Negative.
    MI = 4,
    /// Positive or zero.
    PL = 5,
    /// Signed overflow.
    VS = 6,
    /// No signed overflow.
    VC = 7,
    /// Unsigned higher.
    HI = 8,
    /// Unsigned lower or same.
    LS = 9,
    /// Signed greater or equal.
    GE = 10,
    /// Signed less than.
    LT = 11,
    /// Signed greater than.
    GT = 12,
    /// Signed less or equal.
    LE = 13,
    /// Always.
    AL = 14,
}

impl Cond {
    pub const CS: Cond = Cond::HS;
    pub const CC: Cond = Cond::LO;

    /// All conditions, in encoding order.
    pub const ALL: [Cond; 15] = [
        Cond::EQ,
        Cond::NE,
        Cond::HS,
        Cond::LO,
        Cond::MI,
        Cond::PL,
        Cond::VS,
        Cond::VC,
        Cond::HI,
        Cond::LS,
        Cond::GE,
        Cond::LT,
        Cond::GT,
        Cond::LE,
        Cond::AL,
    ];

    /// The opposite condition. `AL` has none (its encoded partner, `NV`,
    /// also means "always"), so negating it is a caller bug: it
    /// debug-asserts and otherwise returns `AL`.
    pub fn negate(self) -> Cond {
        debug_assert!(self != Cond::AL, "AL has no negation");
        if self == Cond::AL {
            return Cond::AL;
        }
        // Conditions come in pairs that differ in the low bit.
        Cond::ALL[(self as usize) ^ 1]
    }
}

/// Shift applied to the second register of a shifted-register `ADD`/`SUB`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Shift {
    Lsl = 0,
    Lsr = 1,
    Asr = 2,
}

/// Addressing mode of `STP`/`LDP`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PairMode {
    /// `[base, #off]`; the base is unchanged.
    Offset,
    /// `[base, #off]!`: the base is updated before the access.
    PreIndex,
    /// `[base], #off`: the base is updated after the access.
    PostIndex,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Label(pub u32);

/// What can go wrong while assembling.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AsmError {
    /// An immediate or offset the instruction cannot hold (nothing was
    /// emitted).
    Unencodable,
    /// A label used but never bound.
    UnboundLabel(u32),
    /// The instruction at byte offset `at` cannot reach its label.
    OutOfRange { at: usize, label: u32 },
}

/// The offset field a label fixup fills, by instruction kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Field {
    /// `B`, `BL`: bits 0..26, ±128 MiB.
    Imm26,
    /// `B.cond`, `CBZ`, `CBNZ`, `LDR` (literal): bits 5..24, ±1 MiB.
    Imm19,
    /// `TBZ`, `TBNZ`: bits 5..19, ±32 KiB.
    Imm14,
}

impl Field {
    /// (bit position, width) of the word-offset field.
    fn layout(self) -> (u32, u32) {
        match self {
            Field::Imm26 => (0, 26),
            Field::Imm19 => (5, 19),
            Field::Imm14 => (5, 14),
        }
    }

    /// `word` with its offset field set to reach `to` from `from` (byte
    /// offsets), or `None` when out of range.
    fn patch(self, word: u32, from: usize, to: usize) -> Option<u32> {
        let (lsb, width) = self.layout();
        let delta = to as i128 - from as i128;
        if delta % 4 != 0 {
            return None;
        }
        let off = delta / 4;
        let half = 1i128 << (width - 1);
        if off < -half || off >= half {
            return None;
        }
        let mask = ((1u32 << width) - 1) << lsb;
        Some((word & !mask) | (((off as u32) << lsb) & mask))
    }
}

/// The `B` instruction at byte offset `from` jumping to byte offset `to`
/// (both within one code buffer, or absolute addresses), or `None` when the
/// distance is not a multiple of 4 or beyond ±128 MiB.
pub fn encode_b(from: usize, to: usize) -> Option<u32> {
    Field::Imm26.patch(0x1400_0000, from, to)
}

/// The `N:immr:imms` field (13 bits) of a logical instruction whose
/// immediate is `v`, or `None` when `v` is not a bitmask immediate (a
/// rotated run of ones repeated in 2, 4, ..., 64-bit elements; never 0 or
/// all ones).
pub fn logical_imm(v: u64) -> Option<u32> {
    if v == 0 || v == u64::MAX {
        return None;
    }
    // The smallest element size the value repeats with.
    let mut size = 64u32;
    while size > 2 {
        let half = size / 2;
        let mask = (1u64 << half) - 1;
        if (v & mask) != ((v >> half) & mask) {
            break;
        }
        size = half;
    }
    let emask = if size == 64 {
        u64::MAX
    } else {
        (1u64 << size) - 1
    };
    let elt = v & emask;
    let ones = elt.count_ones();
    let run = if ones == 64 {
        u64::MAX
    } else {
        (1u64 << ones) - 1
    };
    // Find r with elt == ROR(run, r), rotating within the element.
    let rotl = |x: u64, k: u32| {
        if k == 0 {
            x
        } else {
            ((x << k) | (x >> (size - k))) & emask
        }
    };
    let r = (0..size).find(|&k| rotl(elt, k) == run)?;
    let n = (size == 64) as u32;
    let imms = ((!(size - 1) << 1) & 0x3f) | (ones - 1);
    Some(n << 12 | r << 6 | imms)
}

/// `brk #0`: what [`Asm::align`] pads with (never executed).
const BRK: u32 = 0xD420_0000;

/// Field value of a register operand where 31 is the zero register.
fn rz(r: Reg) -> u32 {
    debug_assert!(r.0 <= 31, "sp where xzr or a general register is meant");
    r.0 as u32 & 31
}

/// Field value of a register operand where 31 is the stack pointer.
fn rs(r: Reg) -> u32 {
    debug_assert!(
        r.0 < 31 || r == SP,
        "xzr where sp or a general register is meant"
    );
    if r == SP { 31 } else { r.0 as u32 & 31 }
}

fn v(r: VReg) -> u32 {
    debug_assert!(r.0 < 32);
    r.0 as u32 & 31
}

/// The `imm12`/`sh` fields of an `ADD`/`SUB` immediate.
fn addsub_imm(imm: u64) -> Result<u32, AsmError> {
    if imm < 1 << 12 {
        Ok((imm as u32) << 10)
    } else if imm & 0xfff == 0 && imm < 1 << 24 {
        Ok(1 << 22 | ((imm >> 12) as u32) << 10)
    } else {
        Err(AsmError::Unencodable)
    }
}

/// Loads and stores with an immediate offset: (unsigned scaled opcode,
/// unscaled opcode, log2 of the access size).
#[derive(Clone, Copy)]
struct LdSt {
    scaled: u32,
    unscaled: u32,
    log2: u32,
}

const LDR_X: LdSt = LdSt {
    scaled: 0xF940_0000,
    unscaled: 0xF840_0000,
    log2: 3,
};
const STR_X: LdSt = LdSt {
    scaled: 0xF900_0000,
    unscaled: 0xF800_0000,
    log2: 3,
};
const LDR_W: LdSt = LdSt {
    scaled: 0xB940_0000,
    unscaled: 0xB840_0000,
    log2: 2,
};
const STR_W: LdSt = LdSt {
    scaled: 0xB900_0000,
    unscaled: 0xB800_0000,
    log2: 2,
};
const LDR_B: LdSt = LdSt {
    scaled: 0x3940_0000,
    unscaled: 0x3840_0000,
    log2: 0,
};
const STR_B: LdSt = LdSt {
    scaled: 0x3900_0000,
    unscaled: 0x3800_0000,
    log2: 0,
};
const LDR_D: LdSt = LdSt {
    scaled: 0xFD40_0000,
    unscaled: 0xFC40_0000,
    log2: 3,
};
const STR_D: LdSt = LdSt {
    scaled: 0xFD00_0000,
    unscaled: 0xFC00_0000,
    log2: 3,
};

impl LdSt {
    /// The unsigned scaled form (`LDR [base, #off]`) when `off` is a
    /// non-negative multiple of the size below 4096 elements.
    fn scaled_word(self, rt: u32, rn: u32, off: i32) -> Option<u32> {
        let size = 1i32 << self.log2;
        if off < 0 || off % size != 0 || off / size >= 1 << 12 {
            return None;
        }
        Some(self.scaled | ((off / size) as u32) << 10 | rn << 5 | rt)
    }

    /// The unscaled form (`LDUR [base, #off]`), -256..=255.
    fn unscaled_word(self, rt: u32, rn: u32, off: i32) -> Option<u32> {
        if !(-256..=255).contains(&off) {
            return None;
        }
        Some(self.unscaled | ((off as u32) & 0x1ff) << 12 | rn << 5 | rt)
    }

    fn any_word(self, rt: u32, rn: u32, off: i32) -> Result<u32, AsmError> {
        self.scaled_word(rt, rn, off)
            .or_else(|| self.unscaled_word(rt, rn, off))
            .ok_or(AsmError::Unencodable)
    }
}

#[derive(Default)]
pub struct Asm {
    pub code: Vec<u8>,
    labels: Vec<Option<usize>>,
    /// (offset of a branch or literal load, label it points to, field)
    fixups: Vec<(usize, Label, Field)>,
}

impl Asm {
    pub fn new() -> Self {
        Self::default()
    }

    /// Byte offset of the next instruction.
    pub fn pos(&self) -> usize {
        self.code.len()
    }

    pub fn label(&mut self) -> Label {
        self.labels.push(None);
        Label(self.labels.len() as u32 - 1)
    }

    pub fn bind(&mut self, l: Label) {
        self.labels[l.0 as usize] = Some(self.code.len());
    }

    pub fn offset_of(&self, l: Label) -> Option<usize> {
        self.labels.get(l.0 as usize).copied().flatten()
    }

    /// Resolves every label fixup; fails on an unbound label or a target
    /// beyond an instruction's reach (the code is then unusable).
    pub fn finish(&mut self) -> Result<(), AsmError> {
        for &(at, l, field) in &self.fixups {
            let target = self
                .labels
                .get(l.0 as usize)
                .copied()
                .flatten()
                .ok_or(AsmError::UnboundLabel(l.0))?;
            let word = read_word(&self.code, at);
            let word = field
                .patch(word, at, target)
                .ok_or(AsmError::OutOfRange { at, label: l.0 })?;
            self.code[at..at + 4].copy_from_slice(&word.to_le_bytes());
        }
        Ok(())
    }

    fn emit(&mut self, w: u32) {
        self.code.extend_from_slice(&w.to_le_bytes());
    }

    fn emit_to(&mut self, w: u32, l: Label, field: Field) {
        self.fixups.push((self.code.len(), l, field));
        self.emit(w);
    }

    // ------------------------------------------------------------ moves

    /// `mov d, m` (`ORR d, XZR, m`); neither may be SP (see [`Asm::mov_sp`]).
    pub fn mov_rr(&mut self, d: Reg, m: Reg) {
        self.emit(0xAA00_03E0 | rz(m) << 16 | rz(d));
    }

    /// `mov d, n` where either is SP (`ADD d, n, #0`).
    pub fn mov_sp(&mut self, d: Reg, n: Reg) {
        self.emit(0x9100_0000 | rs(n) << 5 | rs(d));
    }

    /// `movz d, #imm16, lsl #shift` (`shift` 0, 16, 32 or 48).
    pub fn movz(&mut self, d: Reg, imm16: u16, shift: u8) -> Result<(), AsmError> {
        self.wide(0xD280_0000, d, imm16, shift)
    }

    /// `movn d, #imm16, lsl #shift`: `d = !(imm16 << shift)`.
    pub fn movn(&mut self, d: Reg, imm16: u16, shift: u8) -> Result<(), AsmError> {
        self.wide(0x9280_0000, d, imm16, shift)
    }

    /// `movk d, #imm16, lsl #shift`: replaces one 16-bit chunk of `d`.
    pub fn movk(&mut self, d: Reg, imm16: u16, shift: u8) -> Result<(), AsmError> {
        self.wide(0xF280_0000, d, imm16, shift)
    }

    fn wide(&mut self, op: u32, d: Reg, imm16: u16, shift: u8) -> Result<(), AsmError> {
        if !shift.is_multiple_of(16) || shift > 48 {
            return Err(AsmError::Unencodable);
        }
        let hw = (shift / 16) as u32;
        self.emit(op | hw << 21 | (imm16 as u32) << 5 | rz(d));
        Ok(())
    }

    /// `d = imm` in the fewest instructions: one `ORR d, XZR, #imm` when
    /// `imm` is a bitmask immediate and MOVZ/MOVN alone cannot do it, else
    /// `MOVZ` (or `MOVN` when more chunks are all ones than all zeros) and
    /// a `MOVK` per remaining chunk.
    pub fn mov_ri(&mut self, d: Reg, imm: i64) {
        let v = imm as u64;
        let chunk = |i: u32| (v >> (16 * i)) as u16;
        let zeros = (0..4).filter(|&i| chunk(i) == 0).count();
        let ones = (0..4).filter(|&i| chunk(i) == 0xffff).count();
        let wide_len = 4 - zeros.max(ones);
        if wide_len > 1
            && let Some(f) = logical_imm(v)
        {
            self.emit(0xB200_03E0 | (f << 10) | rz(d));
            return;
        }
        // Chunks equal to `skip` come from the first instruction for free.
        let (skip, first_op, invert) = if zeros >= ones {
            (0u16, 0xD280_0000, 0)
        } else {
            (0xffff, 0x9280_0000, 0xffff)
        };
        let mut first = true;
        for i in 0..4 {
            let c = chunk(i);
            if c == skip {
                continue;
            }
            let op = if first { first_op } else { 0xF280_0000 };
            let c = if first { c ^ invert } else { c };
            self.emit(op | i << 21 | (c as u32) << 5 | rz(d));
            first = false;
        }
        if first {
            // 0 or -1: every chunk was skipped.
            self.emit(first_op | rz(d));
        }
    }

    // ------------------------------------------------------------ arithmetic

    fn shifted(&mut self, op: u32, d: Reg, n: Reg, m: Reg, sh: Shift, amount: u8) {
        self.emit(
            op | (sh as u32) << 22 | rz(m) << 16 | (amount as u32 & 63) << 10 | rz(n) << 5 | rz(d),
        );
    }

    fn shifted_checked(
        &mut self,
        op: u32,
        d: Reg,
        n: Reg,
        m: Reg,
        sh: Shift,
        amount: u8,
    ) -> Result<(), AsmError> {
        if amount > 63 {
            return Err(AsmError::Unencodable);
        }
        self.shifted(op, d, n, m, sh, amount);
        Ok(())
    }

    /// `add d, n, m`.
    pub fn add_rr(&mut self, d: Reg, n: Reg, m: Reg) {
        self.shifted(0x8B00_0000, d, n, m, Shift::Lsl, 0);
    }

    /// `add d, n, m, <sh> #amount` (amount 0..=63).
    pub fn add_sh(
        &mut self,
        d: Reg,
        n: Reg,
        m: Reg,
        sh: Shift,
        amount: u8,
    ) -> Result<(), AsmError> {
        self.shifted_checked(0x8B00_0000, d, n, m, sh, amount)
    }

    /// `sub d, n, m`.
    pub fn sub_rr(&mut self, d: Reg, n: Reg, m: Reg) {
        self.shifted(0xCB00_0000, d, n, m, Shift::Lsl, 0);
    }

    /// `sub d, n, m, <sh> #amount` (amount 0..=63).
    pub fn sub_sh(
        &mut self,
        d: Reg,
        n: Reg,
        m: Reg,
        sh: Shift,
        amount: u8,
    ) -> Result<(), AsmError> {
        self.shifted_checked(0xCB00_0000, d, n, m, sh, amount)
    }

    /// `adds d, n, m` (V set on signed overflow).
    pub fn adds_rr(&mut self, d: Reg, n: Reg, m: Reg) {
        self.shifted(0xAB00_0000, d, n, m, Shift::Lsl, 0);
    }

    /// `subs d, n, m` (V set on signed overflow).
    pub fn subs_rr(&mut self, d: Reg, n: Reg, m: Reg) {
        self.shifted(0xEB00_0000, d, n, m, Shift::Lsl, 0);
    }

    /// `cmp n, m` (`SUBS XZR, n, m`).
    pub fn cmp_rr(&mut self, n: Reg, m: Reg) {
        self.subs_rr(XZR, n, m);
    }

    /// `cmn n, m` (`ADDS XZR, n, m`).
    pub fn cmn_rr(&mut self, n: Reg, m: Reg) {
        self.adds_rr(XZR, n, m);
    }

    /// `neg d, m` (`SUB d, XZR, m`).
    pub fn neg(&mut self, d: Reg, m: Reg) {
        self.sub_rr(d, XZR, m);
    }

    fn addsub_ri(&mut self, op: u32, d: u32, n: Reg, imm: u64) -> Result<(), AsmError> {
        let f = addsub_imm(imm)?;
        self.emit(op | f | rs(n) << 5 | d);
        Ok(())
    }

    /// `add d, n, #imm` with `imm` a 12-bit value, optionally shifted left
    /// by 12; `d` and `n` may be SP.
    pub fn add_ri(&mut self, d: Reg, n: Reg, imm: u64) -> Result<(), AsmError> {
        self.addsub_ri(0x9100_0000, rs(d), n, imm)
    }

    /// `sub d, n, #imm` (as [`Asm::add_ri`]).
    pub fn sub_ri(&mut self, d: Reg, n: Reg, imm: u64) -> Result<(), AsmError> {
        self.addsub_ri(0xD100_0000, rs(d), n, imm)
    }

    /// `adds d, n, #imm`; `n` may be SP, `d` may be XZR.
    pub fn adds_ri(&mut self, d: Reg, n: Reg, imm: u64) -> Result<(), AsmError> {
        self.addsub_ri(0xB100_0000, rz(d), n, imm)
    }

    /// `subs d, n, #imm`; `n` may be SP, `d` may be XZR.
    pub fn subs_ri(&mut self, d: Reg, n: Reg, imm: u64) -> Result<(), AsmError> {
        self.addsub_ri(0xF100_0000, rz(d), n, imm)
    }

    /// `cmp n, #imm` (`SUBS XZR, n, #imm`).
    pub fn cmp_ri(&mut self, n: Reg, imm: u64) -> Result<(), AsmError> {
        self.subs_ri(XZR, n, imm)
    }

    /// `cmn n, #imm` (`ADDS XZR, n, #imm`).
    pub fn cmn_ri(&mut self, n: Reg, imm: u64) -> Result<(), AsmError> {
        self.adds_ri(XZR, n, imm)
    }

    fn dp3(&mut self, op: u32, d: Reg, n: Reg, m: Reg, a: Reg) {
        self.emit(op | rz(m) << 16 | rz(a) << 10 | rz(n) << 5 | rz(d));
    }

    /// `madd d, n, m, a`: `d = a + n * m`.
    pub fn madd(&mut self, d: Reg, n: Reg, m: Reg, a: Reg) {
        self.dp3(0x9B00_0000, d, n, m, a);
    }

    /// `msub d, n, m, a`: `d = a - n * m` (the remainder after `SDIV`).
    pub fn msub(&mut self, d: Reg, n: Reg, m: Reg, a: Reg) {
        self.dp3(0x9B00_8000, d, n, m, a);
    }

    /// `mul d, n, m` (`MADD d, n, m, XZR`): the low 64 bits.
    pub fn mul(&mut self, d: Reg, n: Reg, m: Reg) {
        self.madd(d, n, m, XZR);
    }

    /// `smulh d, n, m`: the high 64 bits of the signed 128-bit product; the
    /// product fits in 64 bits iff this equals `mul`'s result shifted
    /// arithmetically right by 63.
    pub fn smulh(&mut self, d: Reg, n: Reg, m: Reg) {
        self.dp3(0x9B40_0000, d, n, m, XZR);
    }

    fn dp2(&mut self, op: u32, d: Reg, n: Reg, m: Reg) {
        self.emit(op | rz(m) << 16 | rz(n) << 5 | rz(d));
    }

    /// `sdiv d, n, m` (rounds toward zero; division by zero gives 0 and
    /// `i64::MIN / -1` gives `i64::MIN`, neither traps).
    pub fn sdiv(&mut self, d: Reg, n: Reg, m: Reg) {
        self.dp2(0x9AC0_0C00, d, n, m);
    }

    /// `lsl d, n, m` (`LSLV`; the amount is `m` mod 64).
    pub fn lsl_rr(&mut self, d: Reg, n: Reg, m: Reg) {
        self.dp2(0x9AC0_2000, d, n, m);
    }

    /// `lsr d, n, m` (`LSRV`; the amount is `m` mod 64).
    pub fn lsr_rr(&mut self, d: Reg, n: Reg, m: Reg) {
        self.dp2(0x9AC0_2400, d, n, m);
    }

    /// `asr d, n, m` (`ASRV`; the amount is `m` mod 64).
    pub fn asr_rr(&mut self, d: Reg, n: Reg, m: Reg) {
        self.dp2(0x9AC0_2800, d, n, m);
    }

    fn bitfield(&mut self, op: u32, d: Reg, n: Reg, immr: u32, imms: u32) {
        self.emit(op | immr << 16 | imms << 10 | rz(n) << 5 | rz(d));
    }

    /// `lsl d, n, #sh` (`UBFM d, n, #(-sh mod 64), #(63 - sh)`), 0..=63.
    pub fn lsl_ri(&mut self, d: Reg, n: Reg, sh: u8) -> Result<(), AsmError> {
        let sh = sh as u32;
        if sh > 63 {
            return Err(AsmError::Unencodable);
        }
        self.bitfield(0xD340_0000, d, n, (64 - sh) & 63, 63 - sh);
        Ok(())
    }

    /// `lsr d, n, #sh` (`UBFM d, n, #sh, #63`), 0..=63.
    pub fn lsr_ri(&mut self, d: Reg, n: Reg, sh: u8) -> Result<(), AsmError> {
        if sh > 63 {
            return Err(AsmError::Unencodable);
        }
        self.bitfield(0xD340_0000, d, n, sh as u32, 63);
        Ok(())
    }

    /// `asr d, n, #sh` (`SBFM d, n, #sh, #63`), 0..=63.
    pub fn asr_ri(&mut self, d: Reg, n: Reg, sh: u8) -> Result<(), AsmError> {
        if sh > 63 {
            return Err(AsmError::Unencodable);
        }
        self.bitfield(0x9340_0000, d, n, sh as u32, 63);
        Ok(())
    }

    // ------------------------------------------------------------ logical

    /// `and d, n, m`.
    pub fn and_rr(&mut self, d: Reg, n: Reg, m: Reg) {
        self.shifted(0x8A00_0000, d, n, m, Shift::Lsl, 0);
    }

    /// `orr d, n, m`.
    pub fn orr_rr(&mut self, d: Reg, n: Reg, m: Reg) {
        self.shifted(0xAA00_0000, d, n, m, Shift::Lsl, 0);
    }

    /// `eor d, n, m`.
    pub fn eor_rr(&mut self, d: Reg, n: Reg, m: Reg) {
        self.shifted(0xCA00_0000, d, n, m, Shift::Lsl, 0);
    }

    /// `tst n, m` (`ANDS XZR, n, m`).
    pub fn tst_rr(&mut self, n: Reg, m: Reg) {
        self.shifted(0xEA00_0000, XZR, n, m, Shift::Lsl, 0);
    }

    fn logical_ri(&mut self, op: u32, d: u32, n: Reg, imm: u64) -> Result<(), AsmError> {
        let f = logical_imm(imm).ok_or(AsmError::Unencodable)?;
        self.emit(op | f << 10 | rz(n) << 5 | d);
        Ok(())
    }

    /// `and d, n, #imm` for a bitmask immediate (see [`logical_imm`]); `d`
    /// may be SP.
    pub fn and_ri(&mut self, d: Reg, n: Reg, imm: u64) -> Result<(), AsmError> {
        self.logical_ri(0x9200_0000, rs(d), n, imm)
    }

    /// `orr d, n, #imm` for a bitmask immediate; `d` may be SP.
    pub fn orr_ri(&mut self, d: Reg, n: Reg, imm: u64) -> Result<(), AsmError> {
        self.logical_ri(0xB200_0000, rs(d), n, imm)
    }

    /// `eor d, n, #imm` for a bitmask immediate; `d` may be SP.
    pub fn eor_ri(&mut self, d: Reg, n: Reg, imm: u64) -> Result<(), AsmError> {
        self.logical_ri(0xD200_0000, rs(d), n, imm)
    }

    /// `tst n, #imm` (`ANDS XZR, n, #imm`) for a bitmask immediate.
    pub fn tst_ri(&mut self, n: Reg, imm: u64) -> Result<(), AsmError> {
        self.logical_ri(0xF200_0000, rz(XZR), n, imm)
    }

    // ------------------------------------------------------------ conditional

    /// `csel d, n, m, cond`: `d = if cond { n } else { m }`.
    pub fn csel(&mut self, d: Reg, n: Reg, m: Reg, cond: Cond) {
        self.emit(0x9A80_0000 | rz(m) << 16 | (cond as u32) << 12 | rz(n) << 5 | rz(d));
    }

    /// `cset d, cond` (`CSINC d, XZR, XZR, !cond`): `d = cond as u64`.
    /// `AL` has no `CSET` form; it emits `mov d, #1`.
    pub fn cset(&mut self, d: Reg, cond: Cond) {
        if cond == Cond::AL {
            self.mov_ri(d, 1);
            return;
        }
        let inv = cond.negate() as u32;
        self.emit(0x9A9F_07E0 | inv << 12 | rz(d));
    }

    // ------------------------------------------------------------ memory

    fn ldst(&mut self, k: LdSt, rt: u32, n: Reg, off: i32) -> Result<(), AsmError> {
        let w = k.any_word(rt, rs(n), off)?;
        self.emit(w);
        Ok(())
    }

    fn ldst_unscaled(&mut self, k: LdSt, rt: u32, n: Reg, off: i32) -> Result<(), AsmError> {
        let w = k
            .unscaled_word(rt, rs(n), off)
            .ok_or(AsmError::Unencodable)?;
        self.emit(w);
        Ok(())
    }

    /// `ldr t, [n, #off]`: the scaled form (0..=32760, multiple of 8), else
    /// `ldur` (-256..=255).
    pub fn ldr(&mut self, t: Reg, n: Reg, off: i32) -> Result<(), AsmError> {
        self.ldst(LDR_X, rz(t), n, off)
    }

    /// `str t, [n, #off]` (offsets as [`Asm::ldr`]); `t` may be XZR.
    pub fn str(&mut self, t: Reg, n: Reg, off: i32) -> Result<(), AsmError> {
        self.ldst(STR_X, rz(t), n, off)
    }

    /// `ldur t, [n, #off]` (-256..=255).
    pub fn ldur(&mut self, t: Reg, n: Reg, off: i32) -> Result<(), AsmError> {
        self.ldst_unscaled(LDR_X, rz(t), n, off)
    }

    /// `stur t, [n, #off]` (-256..=255).
    pub fn stur(&mut self, t: Reg, n: Reg, off: i32) -> Result<(), AsmError> {
        self.ldst_unscaled(STR_X, rz(t), n, off)
    }

    /// `ldr wt, [n, #off]`: 32 bits, zero-extended (0..=16380 multiple of
    /// 4, else -256..=255).
    pub fn ldr_w(&mut self, t: Reg, n: Reg, off: i32) -> Result<(), AsmError> {
        self.ldst(LDR_W, rz(t), n, off)
    }

    /// `str wt, [n, #off]`: the low 32 bits.
    pub fn str_w(&mut self, t: Reg, n: Reg, off: i32) -> Result<(), AsmError> {
        self.ldst(STR_W, rz(t), n, off)
    }

    /// `ldrb wt, [n, #off]`: one byte, zero-extended (0..=4095, else
    /// -256..=-1).
    pub fn ldrb(&mut self, t: Reg, n: Reg, off: i32) -> Result<(), AsmError> {
        self.ldst(LDR_B, rz(t), n, off)
    }

    /// `strb wt, [n, #off]`: the low byte.
    pub fn strb(&mut self, t: Reg, n: Reg, off: i32) -> Result<(), AsmError> {
        self.ldst(STR_B, rz(t), n, off)
    }

    /// `ldr dt, [n, #off]` (offsets as [`Asm::ldr`]).
    pub fn ldr_d(&mut self, t: VReg, n: Reg, off: i32) -> Result<(), AsmError> {
        self.ldst(LDR_D, v(t), n, off)
    }

    /// `str dt, [n, #off]` (offsets as [`Asm::ldr`]).
    pub fn str_d(&mut self, t: VReg, n: Reg, off: i32) -> Result<(), AsmError> {
        self.ldst(STR_D, v(t), n, off)
    }

    /// `ldr t, [n, m]`, or `ldr t, [n, m, lsl #3]` when `scaled`.
    pub fn ldr_idx(&mut self, t: Reg, n: Reg, m: Reg, scaled: bool) {
        self.emit(0xF860_6800 | (scaled as u32) << 12 | rz(m) << 16 | rs(n) << 5 | rz(t));
    }

    /// `str t, [n, m]`, or `str t, [n, m, lsl #3]` when `scaled`.
    pub fn str_idx(&mut self, t: Reg, n: Reg, m: Reg, scaled: bool) {
        self.emit(0xF820_6800 | (scaled as u32) << 12 | rz(m) << 16 | rs(n) << 5 | rz(t));
    }

    fn pair(
        &mut self,
        load: bool,
        mode: PairMode,
        t1: Reg,
        t2: Reg,
        n: Reg,
        off: i32,
    ) -> Result<(), AsmError> {
        if off % 8 != 0 || !(-512..=504).contains(&off) {
            return Err(AsmError::Unencodable);
        }
        let mode = match mode {
            PairMode::PostIndex => 0b001,
            PairMode::Offset => 0b010,
            PairMode::PreIndex => 0b011,
        };
        let imm7 = ((off / 8) as u32) & 0x7f;
        self.emit(
            0xA800_0000
                | mode << 23
                | (load as u32) << 22
                | imm7 << 15
                | rz(t2) << 10
                | rs(n) << 5
                | rz(t1),
        );
        Ok(())
    }

    /// `stp t1, t2, [n, #off]` / `[n, #off]!` / `[n], #off` by `mode`;
    /// `off` a multiple of 8 in -512..=504.
    pub fn stp(
        &mut self,
        mode: PairMode,
        t1: Reg,
        t2: Reg,
        n: Reg,
        off: i32,
    ) -> Result<(), AsmError> {
        self.pair(false, mode, t1, t2, n, off)
    }

    /// `ldp t1, t2, ...` (as [`Asm::stp`]).
    pub fn ldp(
        &mut self,
        mode: PairMode,
        t1: Reg,
        t2: Reg,
        n: Reg,
        off: i32,
    ) -> Result<(), AsmError> {
        self.pair(true, mode, t1, t2, n, off)
    }

    /// `ldr t, label` (PC-relative literal load, ±1 MiB).
    pub fn ldr_literal(&mut self, t: Reg, l: Label) {
        self.emit_to(0x5800_0000 | rz(t), l, Field::Imm19);
    }

    // ------------------------------------------------------------ floats

    fn fp2(&mut self, op: u32, d: VReg, n: VReg, m: VReg) {
        self.emit(op | v(m) << 16 | v(n) << 5 | v(d));
    }

    /// `fadd d, n, m`.
    pub fn fadd(&mut self, d: VReg, n: VReg, m: VReg) {
        self.fp2(0x1E60_2800, d, n, m);
    }

    /// `fsub d, n, m`.
    pub fn fsub(&mut self, d: VReg, n: VReg, m: VReg) {
        self.fp2(0x1E60_3800, d, n, m);
    }

    /// `fmul d, n, m`.
    pub fn fmul(&mut self, d: VReg, n: VReg, m: VReg) {
        self.fp2(0x1E60_0800, d, n, m);
    }

    /// `fdiv d, n, m`.
    pub fn fdiv(&mut self, d: VReg, n: VReg, m: VReg) {
        self.fp2(0x1E60_1800, d, n, m);
    }

    /// `fneg d, n`.
    pub fn fneg(&mut self, d: VReg, n: VReg) {
        self.emit(0x1E61_4000 | v(n) << 5 | v(d));
    }

    /// `fmov d, n` (double to double).
    pub fn fmov(&mut self, d: VReg, n: VReg) {
        self.emit(0x1E60_4000 | v(n) << 5 | v(d));
    }

    /// `fmov d, n`: the bits of general register `n` into `d`.
    pub fn fmov_from_gpr(&mut self, d: VReg, n: Reg) {
        self.emit(0x9E67_0000 | rz(n) << 5 | v(d));
    }

    /// `fmov d, n`: the bits of `n` into general register `d`.
    pub fn fmov_to_gpr(&mut self, d: Reg, n: VReg) {
        self.emit(0x9E66_0000 | v(n) << 5 | rz(d));
    }

    /// `fcmp n, m`. An unordered result (either is NaN) sets C and V, so
    /// `MI` (<), `LS` (<=), `GT`, `GE` and `EQ` are false for it and `NE`
    /// is true; `LT`/`LE` would be true and are not for floats.
    pub fn fcmp(&mut self, n: VReg, m: VReg) {
        self.emit(0x1E60_2000 | v(m) << 16 | v(n) << 5);
    }

    /// `fcmp n, #0.0`.
    pub fn fcmp_zero(&mut self, n: VReg) {
        self.emit(0x1E60_2008 | v(n) << 5);
    }

    /// `scvtf d, n`: signed 64-bit integer to double (rounding per FPCR,
    /// nearest-even by default).
    pub fn scvtf(&mut self, d: VReg, n: Reg) {
        self.emit(0x9E62_0000 | rz(n) << 5 | v(d));
    }

    /// `fcvtzs d, n`: double to signed 64-bit integer, toward zero,
    /// saturating (NaN gives 0).
    pub fn fcvtzs(&mut self, d: Reg, n: VReg) {
        self.emit(0x9E78_0000 | v(n) << 5 | rz(d));
    }

    // ------------------------------------------------------------ control

    /// `b label` (±128 MiB).
    pub fn b(&mut self, l: Label) {
        self.emit_to(0x1400_0000, l, Field::Imm26);
    }

    /// `bl label` (±128 MiB).
    pub fn bl(&mut self, l: Label) {
        self.emit_to(0x9400_0000, l, Field::Imm26);
    }

    /// `b.cond label` (±1 MiB).
    pub fn b_cond(&mut self, cond: Cond, l: Label) {
        self.emit_to(0x5400_0000 | cond as u32, l, Field::Imm19);
    }

    /// `cbz t, label` (±1 MiB).
    pub fn cbz(&mut self, t: Reg, l: Label) {
        self.emit_to(0xB400_0000 | rz(t), l, Field::Imm19);
    }

    /// `cbnz t, label` (±1 MiB).
    pub fn cbnz(&mut self, t: Reg, l: Label) {
        self.emit_to(0xB500_0000 | rz(t), l, Field::Imm19);
    }

    fn test_bit(&mut self, op: u32, t: Reg, bit: u8, l: Label) -> Result<(), AsmError> {
        if bit > 63 {
            return Err(AsmError::Unencodable);
        }
        let bit = bit as u32;
        self.emit_to(
            op | (bit >> 5) << 31 | (bit & 31) << 19 | rz(t),
            l,
            Field::Imm14,
        );
        Ok(())
    }

    /// `tbz t, #bit, label`: branch if bit `bit` (0..=63) of `t` is clear
    /// (±32 KiB).
    pub fn tbz(&mut self, t: Reg, bit: u8, l: Label) -> Result<(), AsmError> {
        self.test_bit(0x3600_0000, t, bit, l)
    }

    /// `tbnz t, #bit, label`: branch if the bit is set (±32 KiB).
    pub fn tbnz(&mut self, t: Reg, bit: u8, l: Label) -> Result<(), AsmError> {
        self.test_bit(0x3700_0000, t, bit, l)
    }

    /// `br n`.
    pub fn br(&mut self, n: Reg) {
        self.emit(0xD61F_0000 | rz(n) << 5);
    }

    /// `blr n`.
    pub fn blr(&mut self, n: Reg) {
        self.emit(0xD63F_0000 | rz(n) << 5);
    }

    /// `ret` (through x30).
    pub fn ret(&mut self) {
        self.emit(0xD65F_03C0);
    }

    /// `nop`.
    pub fn nop(&mut self) {
        self.emit(0xD503_201F);
    }

    /// `ldr tmp, slot; br tmp`: jumps to the address held in the 8-byte
    /// literal `slot` (bound with [`Asm::literal_slot`] within ±1 MiB), so
    /// relinking rewrites data, not code.
    pub fn jmp_slot(&mut self, tmp: Reg, slot: Label) {
        self.ldr_literal(tmp, slot);
        self.br(tmp);
    }

    /// Aligns to 8 bytes, binds `slot` there and emits `value`; returns the
    /// slot's offset. Aligned relative to the start of the code, so the code
    /// must be placed 8-byte aligned for a slot rewrite to be atomic.
    pub fn literal_slot(&mut self, slot: Label, value: u64) -> usize {
        self.align(8);
        self.bind(slot);
        let at = self.pos();
        self.quad(value);
        at
    }

    // ------------------------------------------------------------ data

    /// Pads with `brk #0` words (never executed) up to a multiple of `n`
    /// bytes (`n` a multiple of 4; code is always word-aligned).
    pub fn align(&mut self, n: usize) {
        while n > 1 && !self.code.len().is_multiple_of(n) {
            if self.code.len().is_multiple_of(4) {
                self.emit(BRK);
            } else {
                self.code.push(0);
            }
        }
    }

    /// A raw 32-bit word.
    pub fn word(&mut self, w: u32) {
        self.emit(w);
    }

    /// A raw 64-bit value (two words, little-endian).
    pub fn quad(&mut self, v: u64) {
        self.code.extend_from_slice(&v.to_le_bytes());
    }
}

/// The little-endian word at byte offset `at`.
fn read_word(code: &[u8], at: usize) -> u32 {
    let mut b = [0u8; 4];
    b.copy_from_slice(&code[at..at + 4]);
    u32::from_le_bytes(b)
}

#[cfg(test)]
mod expected;

#[cfg(test)]
mod tests {
    extern crate std;

    use super::expected::ROWS;
    use super::*;
    use crate::regs::*;
    use alloc::collections::BTreeSet;
    use alloc::string::{String, ToString};
    use alloc::vec;
    use alloc::{format, vec::Vec};
    use yaxpeax_arch::{Decoder, U8Reader};
    use yaxpeax_arm::armv8::a64::InstDecoder;

    fn words(code: &[u8]) -> Vec<u32> {
        code.chunks(4).map(|c| read_word(c, 0)).collect()
    }

    /// yaxpeax-arm's text for one word.
    fn yax(w: u32) -> String {
        let bytes = w.to_le_bytes();
        let mut r = U8Reader::new(&bytes);
        match InstDecoder::default().decode(&mut r) {
            Ok(i) => i.to_string(),
            Err(e) => format!("<undecodable {w:#010x}: {e}>"),
        }
    }

    /// Lower case, single spaces, and every integer immediate (`#12`,
    /// `#0xc`, `#-0x4`, `$+0x8`) as `#` and its value as a signed 64-bit
    /// number, so llvm's decimal and yaxpeax's hex (and its `$+` branch
    /// offsets) compare equal exactly when they denote the same value.
    fn normalize(s: &str) -> String {
        let s = s.to_lowercase();
        let s: Vec<&str> = s.split_whitespace().collect();
        let s = s.join(" ");
        let b = s.as_bytes();
        let mut out = String::new();
        let mut i = 0;
        while i < b.len() {
            let c = b[i] as char;
            if c == '#' || c == '$' {
                let mut j = i + 1;
                while j < b.len() && (b[j].is_ascii_alphanumeric() || b"+-".contains(&b[j])) {
                    j += 1;
                }
                let tok = &s[i + 1..j];
                let is_float = b.get(j) == Some(&b'.');
                if let (false, Some(v)) = (is_float, parse_int(tok)) {
                    out.push_str(&format!("#{v}"));
                    i = j;
                    continue;
                }
            }
            out.push(c);
            i += 1;
        }
        out
    }

    fn parse_int(tok: &str) -> Option<i64> {
        let (neg, t) = match tok.as_bytes().first()? {
            b'-' => (true, &tok[1..]),
            b'+' => (false, &tok[1..]),
            _ => (false, tok),
        };
        let v = match t.strip_prefix("0x") {
            Some(h) => u64::from_str_radix(h, 16).ok()?,
            None => t.parse::<u64>().ok()?,
        };
        Some(if neg { v.wrapping_neg() } else { v } as i64)
    }

    #[test]
    fn normalize_reads_immediates_as_numbers() {
        assert_eq!(normalize("ADD  x0, x1,\t#0xfff"), "add x0, x1, #4095");
        assert_eq!(normalize("b $+0x8"), normalize("b #8"));
        assert_eq!(normalize("b $-0x8"), normalize("b #-8"));
        assert_eq!(normalize("mov x0, #0xffffffffffffffff"), "mov x0, #-1");
        assert_eq!(normalize("fcmp d0, #0.0"), "fcmp d0, #0.0");
        assert_ne!(
            normalize("ldr x0, [x1, #0x10]"),
            normalize("ldr x0, [x1, #10]")
        );
    }

    #[test]
    fn encodings_match_llvm_mc_and_yaxpeax() {
        let mut failures = Vec::new();
        for (emit, want, llvm, yax_text) in ROWS {
            let mut a = Asm::new();
            emit(&mut a);
            if let Err(e) = a.finish() {
                failures.push(format!("{llvm}: finish failed: {e:?}"));
                continue;
            }
            let got = words(&a.code);
            if got != *want {
                failures.push(format!(
                    "{llvm}: encoder gave {got:08x?}, llvm-mc {want:08x?}"
                ));
            }
            let decoded: Vec<String> = want.iter().map(|&w| yax(w)).collect();
            let decoded = decoded.join("; ");
            if normalize(&decoded) != normalize(yax_text) {
                failures.push(format!(
                    "{llvm}: yaxpeax reads {decoded:?}, table says {yax_text:?}"
                ));
            }
        }
        assert!(
            failures.is_empty(),
            "{} of {} rows fail:\n{}",
            failures.len(),
            ROWS.len(),
            failures.join("\n")
        );
    }

    #[test]
    fn every_emitting_method_is_in_the_table() {
        // The `pub fn`s of `impl Asm`, read from this file's source.
        let src = include_str!("encoder.rs");
        let body = &src[src.find("impl Asm {").unwrap()..src.find("fn read_word").unwrap()];
        let table = include_str!("encoder/expected.rs");
        let bookkeeping = ["new", "pos", "label", "bind", "offset_of", "finish"];
        let mut missing = Vec::new();
        for line in body.lines() {
            let Some(rest) = line.trim().strip_prefix("pub fn ") else {
                continue;
            };
            let name = &rest[..rest.find(['(', '<']).unwrap()];
            if !bookkeeping.contains(&name) && !table.contains(&format!("a.{name}(")) {
                missing.push(name);
            }
        }
        assert!(missing.is_empty(), "not in the table: {missing:?}");
    }

    /// Every bitmask immediate, built from its definition: a run of
    /// `ones` ones rotated right by `r` in an `e`-bit element, repeated.
    fn all_bitmask_immediates() -> Vec<u64> {
        let mut out = Vec::new();
        let mut e = 2u32;
        while e <= 64 {
            let emask = if e == 64 { u64::MAX } else { (1 << e) - 1 };
            for ones in 1..e {
                let run = (1u64 << ones) - 1;
                for r in 0..e {
                    let elt = if r == 0 {
                        run
                    } else {
                        ((run >> r) | (run << (e - r))) & emask
                    };
                    let mut v = 0u64;
                    let mut k = 0;
                    while k < 64 {
                        v |= elt << k;
                        k += e;
                    }
                    out.push(v);
                }
            }
            e *= 2;
        }
        out
    }

    #[test]
    fn every_bitmask_immediate_encodes_and_yaxpeax_agrees() {
        let all = all_bitmask_immediates();
        let set: BTreeSet<u64> = all.iter().copied().collect();
        // The architecture's count of distinct 64-bit logical immediates.
        assert_eq!(set.len(), 5334);
        for &v in &set {
            let mut a = Asm::new();
            a.and_ri(X0, X1, v)
                .unwrap_or_else(|_| panic!("{v:#x} not encoded"));
            let text = yax(words(&a.code)[0]);
            assert_eq!(
                normalize(&text),
                normalize(&format!("and x0, x1, #{v:#x}")),
                "{v:#x}"
            );
        }
        // Nothing else is accepted: neighbours of every immediate and a
        // pseudo-random sample.
        let check = |v: u64| {
            assert_eq!(logical_imm(v).is_some(), set.contains(&v), "{v:#x}");
        };
        check(0);
        check(u64::MAX);
        for &v in &set {
            for bit in [0, 1, 17, 31, 32, 63] {
                check(v ^ (1 << bit));
            }
            check(v.wrapping_add(1));
        }
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..100_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            check(x);
        }
    }

    /// What yaxpeax says a MOVZ/MOVN/MOVK/ORR sequence leaves in x0.
    fn run_mov_sequence(code: &[u8]) -> u64 {
        let mut x0 = 0u64;
        for w in words(code) {
            let t = normalize(&yax(w));
            let imm = |s: &str| parse_int(s.trim_start_matches('#')).unwrap() as u64;
            let parts: Vec<&str> = t.split(", ").collect();
            if let Some(rest) = t.strip_prefix("mov x0, ") {
                x0 = imm(rest);
            } else if t.starts_with("movk x0, ") {
                let shift = match parts.get(2) {
                    Some(s) => imm(s.trim_start_matches("lsl ")),
                    None => 0,
                };
                x0 = (x0 & !(0xffff << shift)) | imm(parts[1]) << shift;
            } else {
                panic!("unexpected {t}");
            }
        }
        x0
    }

    /// The fewest MOVZ/MOVN/MOVK instructions, or one ORR.
    fn best_len(v: u64) -> usize {
        let zeros = (0..4).filter(|i| (v >> (16 * i)) & 0xffff == 0).count();
        let ones = (0..4)
            .filter(|i| (v >> (16 * i)) & 0xffff == 0xffff)
            .count();
        let wide = (4 - zeros.max(ones)).max(1);
        if logical_imm(v).is_some() {
            wide.min(1)
        } else {
            wide
        }
    }

    #[test]
    fn mov_ri_loads_every_constant_in_the_fewest_instructions() {
        let mut values = vec![
            0u64,
            1,
            u64::MAX,
            0x1234_5678,
            i64::MIN as u64,
            i64::MAX as u64,
            0xffff_0000_ffff,
            0xffff_ffff_0000_1234,
            0x0000_ffff_ffff_0000,
            0x8000_0000_0000_0001,
            0x1234_0000_0000_5678,
            0xffff_1234_ffff_ffff,
        ];
        let mut x = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..20_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            values.push(x);
            // Values with some all-zero or all-one chunks.
            values.push(x & 0xffff_0000_ffff_0000);
            values.push(x | 0x0000_ffff_0000_ffff);
            values.push(x & 0x0000_0000_0000_ffff);
            values.push(!(x & 0xffff));
        }
        values.extend(all_bitmask_immediates());
        for v in values {
            let mut a = Asm::new();
            a.mov_ri(X0, v as i64);
            assert_eq!(run_mov_sequence(&a.code), v, "{v:#x}");
            assert_eq!(a.code.len() / 4, best_len(v), "{v:#x}: not the fewest");
        }
    }

    #[test]
    fn unencodable_operands_are_errors_and_emit_nothing() {
        type Try = fn(&mut Asm) -> Result<(), AsmError>;
        let cases: &[Try] = &[
            |a| a.add_ri(X0, X1, 4097),
            |a| a.add_ri(X0, X1, 1 << 24),
            |a| a.sub_ri(SP, SP, 0x1001),
            |a| a.cmp_ri(X0, u64::MAX),
            |a| a.adds_ri(X0, X1, 0x1000_1000),
            |a| a.cmn_ri(X0, 4097),
            |a| a.add_sh(X0, X1, X2, Shift::Lsl, 64),
            |a| a.sub_sh(X0, X1, X2, Shift::Asr, 200),
            |a| a.lsl_ri(X0, X1, 64),
            |a| a.lsr_ri(X0, X1, 64),
            |a| a.asr_ri(X0, X1, 255),
            |a| a.movz(X0, 1, 8),
            |a| a.movn(X0, 1, 64),
            |a| a.movk(X0, 1, 15),
            |a| a.and_ri(X0, X1, 0),
            |a| a.and_ri(X0, X1, u64::MAX),
            |a| a.orr_ri(X0, X1, 0x1234),
            |a| a.eor_ri(X0, X1, 5),
            |a| a.tst_ri(X0, 0x8000_0000_0000_0002),
            |a| a.ldr(X0, X1, 32768),
            |a| a.ldr(X0, X1, 257),
            |a| a.ldr(X0, X1, -257),
            |a| a.str(X0, X1, i32::MIN),
            |a| a.ldur(X0, X1, 256),
            |a| a.stur(X0, X1, -257),
            |a| a.ldr_w(X0, X1, 16384),
            |a| a.str_w(X0, X1, 16382),
            |a| a.ldrb(X0, X1, 4096),
            |a| a.strb(X0, X1, -257),
            |a| a.ldr_d(D0, X1, 32761),
            |a| a.str_d(D0, X1, -264),
            |a| a.stp(PairMode::PreIndex, X29, X30, SP, -520),
            |a| a.ldp(PairMode::PostIndex, X29, X30, SP, 512),
            |a| a.stp(PairMode::Offset, X0, X1, X2, 4),
            |a| {
                let l = a.label();
                a.tbz(X0, 64, l)
            },
            |a| {
                let l = a.label();
                a.tbnz(X0, 100, l)
            },
        ];
        for (i, f) in cases.iter().enumerate() {
            let mut a = Asm::new();
            assert_eq!(f(&mut a), Err(AsmError::Unencodable), "case {i}");
            assert!(a.code.is_empty(), "case {i} emitted code");
            assert_eq!(a.finish(), Ok(()), "case {i} left a fixup");
        }
    }

    #[test]
    fn labels_resolve_forward_and_backward() {
        let mut a = Asm::new();
        let top = a.label();
        let end = a.label();
        a.bind(top); // 0
        a.b_cond(Cond::VS, end); // 0
        a.cbz(X3, end); // 4
        a.b(end); // 8
        a.cbnz(X4, top); // 12
        a.b_cond(Cond::LE, top); // 16
        a.b(top); // 20
        a.bind(end); // 24
        a.ret();
        a.finish().unwrap();
        // The same sequence is a row of the llvm-mc table; here yaxpeax
        // reads each offset.
        let texts: Vec<String> = words(&a.code).iter().map(|&w| normalize(&yax(w))).collect();
        assert_eq!(
            texts,
            [
                "b.vs #24",
                "cbz x3, #20",
                "b #16",
                "cbnz x4, #-12",
                "b.le #-16",
                "b #-20",
                "ret"
            ]
        );
        assert_eq!(a.offset_of(end), Some(24));
        // Resolving again changes nothing.
        let before = a.code.clone();
        a.finish().unwrap();
        assert_eq!(a.code, before);
    }

    #[test]
    fn unbound_labels_are_errors() {
        let mut a = Asm::new();
        let _unused = a.label();
        let l = a.label();
        a.b(l);
        assert_eq!(a.finish(), Err(AsmError::UnboundLabel(l.0)));
    }

    /// `emit` a branch to a label `n` words ahead (n > 0) or behind, and
    /// finish.
    fn branch_over(n: i64, emit: fn(&mut Asm, Label)) -> Result<u32, AsmError> {
        let mut a = Asm::new();
        let l = a.label();
        let at = if n > 0 {
            emit(&mut a, l);
            for _ in 0..n - 1 {
                a.nop();
            }
            a.bind(l);
            0
        } else {
            a.bind(l);
            for _ in 0..-n {
                a.nop();
            }
            let at = a.pos();
            emit(&mut a, l);
            at
        };
        a.finish()?;
        Ok(read_word(&a.code, at))
    }

    #[test]
    fn branch_reach_is_checked_not_truncated() {
        const MIB: i64 = 1 << 18; // 1 MiB in words
        type Emit = fn(&mut Asm, Label);
        let imm19: &[(&str, Emit)] = &[
            ("b.eq", |a, l| a.b_cond(Cond::EQ, l)),
            ("cbz", |a, l| a.cbz(X0, l)),
            ("cbnz", |a, l| a.cbnz(X0, l)),
            ("ldr", |a, l| a.ldr_literal(X16, l)),
        ];
        for (name, emit) in imm19 {
            // The farthest reachable targets decode as such.
            let w = branch_over(MIB - 1, *emit).unwrap();
            assert!(
                normalize(&yax(w)).ends_with("#1048572"),
                "{name}: {}",
                yax(w)
            );
            let w = branch_over(-MIB, *emit).unwrap();
            assert!(
                normalize(&yax(w)).ends_with("#-1048576"),
                "{name}: {}",
                yax(w)
            );
            // One word further is an error, not a wrapped offset.
            let err = branch_over(MIB, *emit).unwrap_err();
            assert_eq!(err, AsmError::OutOfRange { at: 0, label: 0 }, "{name}");
            let err = branch_over(-MIB - 1, *emit).unwrap_err();
            assert!(matches!(err, AsmError::OutOfRange { .. }), "{name}");
        }
        let imm14: &[(&str, Emit)] = &[
            ("tbz", |a, l| a.tbz(X1, 3, l).unwrap()),
            ("tbnz", |a, l| a.tbnz(X1, 40, l).unwrap()),
        ];
        for (name, emit) in imm14 {
            let w = branch_over(8191, *emit).unwrap();
            assert!(normalize(&yax(w)).ends_with("#32764"), "{name}: {}", yax(w));
            let w = branch_over(-8192, *emit).unwrap();
            assert!(
                normalize(&yax(w)).ends_with("#-32768"),
                "{name}: {}",
                yax(w)
            );
            assert!(branch_over(8192, *emit).is_err(), "{name}");
            assert!(branch_over(-8193, *emit).is_err(), "{name}");
        }
        // B/BL reach ±128 MiB: checked on the patch helper (the same field
        // code) rather than with 128 MiB of code.
        assert_eq!(encode_b(0, (1 << 27) - 4), Some(0x15ff_ffff));
        assert_eq!(encode_b(1 << 27, 0), Some(0x1600_0000));
        assert_eq!(encode_b(0, 1 << 27), None);
        assert_eq!(encode_b((1 << 27) + 4, 0), None);
        assert_eq!(encode_b(0, 6), None, "not a multiple of 4");
        assert_eq!(encode_b(usize::MAX, 0), None);
        assert_eq!(normalize(&yax(encode_b(0x100, 0x80).unwrap())), "b #-128");
    }

    #[test]
    fn jmp_slot_loads_its_target_from_an_aligned_slot() {
        let mut a = Asm::new();
        let slot = a.label();
        a.nop();
        a.jmp_slot(TMP, slot); // 4: ldr x16, slot; 8: br x16
        a.ret(); // 12
        let at = a.literal_slot(slot, 0x1122_3344_5566_7788);
        a.finish().unwrap();
        assert_eq!(at, 16);
        assert_eq!(at % 8, 0);
        assert_eq!(a.offset_of(slot), Some(at));
        assert_eq!(normalize(&yax(read_word(&a.code, 4))), "ldr x16, #12");
        assert_eq!(normalize(&yax(read_word(&a.code, 8))), "br x16");
        assert_eq!(a.code[at..at + 8], 0x1122_3344_5566_7788u64.to_le_bytes());

        // A misaligned start pads with brk #0, which traps if ever reached.
        let mut a = Asm::new();
        let slot = a.label();
        a.jmp_slot(TMP2, slot);
        a.nop();
        let at = a.literal_slot(slot, 0);
        a.finish().unwrap();
        assert_eq!(at, 16);
        assert_eq!(normalize(&yax(read_word(&a.code, 12))), "brk #0");
        assert_eq!(normalize(&yax(read_word(&a.code, 0))), "ldr x17, #16");
    }

    #[test]
    fn data_emitters() {
        let mut a = Asm::new();
        a.word(0xdead_beef);
        a.align(4);
        assert_eq!(a.pos(), 4);
        a.align(16);
        assert_eq!(a.pos(), 16);
        a.quad(0x0102_0304_0506_0708);
        assert_eq!(a.code[16..24], [8, 7, 6, 5, 4, 3, 2, 1]);
        assert_eq!(a.code[0..4], [0xef, 0xbe, 0xad, 0xde]);
        assert_eq!(words(&a.code[4..16]), [BRK; 3]);
    }

    #[test]
    fn conditions_negate_in_pairs() {
        for c in Cond::ALL.iter().take(14) {
            assert_eq!(c.negate().negate(), *c);
            assert_ne!(c.negate(), *c);
        }
        assert_eq!(Cond::EQ.negate(), Cond::NE);
        assert_eq!(Cond::LT.negate(), Cond::GE);
        assert_eq!(Cond::GT.negate(), Cond::LE);
        assert_eq!(Cond::VS.negate(), Cond::VC);
        assert_eq!(Cond::HI.negate(), Cond::LS);
        assert_eq!(Cond::CS, Cond::HS);
        assert_eq!(Cond::CC.negate(), Cond::HS);
        for (i, c) in Cond::ALL.iter().enumerate() {
            assert_eq!(*c as usize, i);
        }
    }
}
