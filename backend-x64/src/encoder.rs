//! A hand-written x86-64 encoder for exactly the instructions the lowering
//! emits, with labels and rel32 fixups.
//!
//! Memory operands are `[base + disp8]` when the displacement fits a byte
//! and `[base + disp32]` otherwise (mod=01 or 10, never 00, with a SIB
//! byte for rsp/r12 bases): frame slots and context fields are mostly
//! near their base, and the short form saves three bytes an operand.
//! Nothing patches or measures an instruction with a memory operand.
//! Every encoding is checked against iced-x86 in the tests at the bottom
//! of this file.

use alloc::vec::Vec;

use crate::regs::{Gpr, Xmm};

/// Condition codes, numbered as the `cc` field of Jcc/SETcc.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Cond {
    O = 0,
    NO = 1,
    B = 2,
    AE = 3,
    E = 4,
    NE = 5,
    BE = 6,
    A = 7,
    S = 8,
    NS = 9,
    P = 10,
    NP = 11,
    L = 12,
    GE = 13,
    LE = 14,
    G = 15,
}

impl Cond {
    pub fn negate(self) -> Cond {
        // Conditions come in pairs that differ in the low bit.
        let n = self as u8 ^ 1;
        [
            Cond::O,
            Cond::NO,
            Cond::B,
            Cond::AE,
            Cond::E,
            Cond::NE,
            Cond::BE,
            Cond::A,
            Cond::S,
            Cond::NS,
            Cond::P,
            Cond::NP,
            Cond::L,
            Cond::GE,
            Cond::LE,
            Cond::G,
        ][n as usize]
    }
}

/// `[base + disp]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mem {
    pub base: Gpr,
    pub disp: i32,
}

pub fn mem(base: Gpr, disp: i32) -> Mem {
    Mem { base, disp }
}

/// Two-operand integer ALU operations: (`op r/m, reg` opcode, `/ext` of the
/// immediate form).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Alu {
    Add,
    Or,
    And,
    Sub,
    Xor,
    Cmp,
}

impl Alu {
    fn rm_reg_opcode(self) -> u8 {
        match self {
            Alu::Add => 0x01,
            Alu::Or => 0x09,
            Alu::And => 0x21,
            Alu::Sub => 0x29,
            Alu::Xor => 0x31,
            Alu::Cmp => 0x39,
        }
    }
    fn ext(self) -> u8 {
        match self {
            Alu::Add => 0,
            Alu::Or => 1,
            Alu::And => 4,
            Alu::Sub => 5,
            Alu::Xor => 6,
            Alu::Cmp => 7,
        }
    }
}

/// Scalar double operations (`F2 0F op`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sse {
    Sqrt = 0x51,
    Add = 0x58,
    Mul = 0x59,
    Sub = 0x5C,
    Div = 0x5E,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Label(pub u32);

#[derive(Default)]
pub struct Asm {
    pub code: Vec<u8>,
    labels: Vec<Option<usize>>,
    /// (offset of a rel32 field, label it points to)
    fixups: Vec<(usize, Label)>,
}

/// A label used but never bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnboundLabel(pub u32);

impl Asm {
    pub fn new() -> Self {
        Self::default()
    }

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

    /// Binds `l` where `to` is bound (code shared by two labels); false if
    /// `to` is not bound yet.
    pub fn bind_to(&mut self, l: Label, to: Label) -> bool {
        match self.offset_of(to) {
            Some(at) => {
                self.labels[l.0 as usize] = Some(at);
                true
            }
            None => false,
        }
    }

    pub fn offset_of(&self, l: Label) -> Option<usize> {
        self.labels.get(l.0 as usize).copied().flatten()
    }

    /// Resolves every rel32 fixup.
    pub fn finish(&mut self) -> Result<(), UnboundLabel> {
        for &(at, l) in &self.fixups {
            let target = self.labels[l.0 as usize].ok_or(UnboundLabel(l.0))?;
            let rel = target as i64 - (at as i64 + 4);
            self.code[at..at + 4].copy_from_slice(&(rel as i32).to_le_bytes());
        }
        Ok(())
    }

    fn byte(&mut self, b: u8) {
        self.code.push(b);
    }

    fn bytes(&mut self, b: &[u8]) {
        self.code.extend_from_slice(b);
    }

    fn imm32(&mut self, v: i32) {
        self.bytes(&v.to_le_bytes());
    }

    fn rel32_to(&mut self, l: Label) {
        self.fixups.push((self.code.len(), l));
        self.imm32(0);
    }

    /// REX prefix; `force` emits it even when empty (for sil/dil bytes).
    fn rex(&mut self, w: bool, r: u8, x: u8, b: u8, force: bool) {
        let v = 0x40 | (w as u8) << 3 | ((r >> 3) & 1) << 2 | ((x >> 3) & 1) << 1 | ((b >> 3) & 1);
        if v != 0x40 || force {
            self.byte(v);
        }
    }

    /// ModRM (and SIB) + disp8 or disp32 for `reg` and `[base + disp]`.
    fn modrm_mem(&mut self, reg: u8, m: Mem) {
        let short = i8::try_from(m.disp).ok();
        let mode = if short.is_some() { 0x40 } else { 0x80 };
        self.byte(mode | (reg & 7) << 3 | (m.base.0 & 7));
        if m.base.0 & 7 == 4 {
            self.byte(0x24);
        }
        match short {
            Some(d) => self.byte(d as u8),
            None => self.imm32(m.disp),
        }
    }

    fn modrm_reg(&mut self, reg: u8, rm: u8) {
        self.byte(0xC0 | (reg & 7) << 3 | (rm & 7));
    }

    /// `[prefix] REX.W? opcode /reg [base+disp]`.
    fn op_mem(&mut self, prefix: Option<u8>, w: bool, opcode: &[u8], reg: u8, m: Mem) {
        if let Some(p) = prefix {
            self.byte(p);
        }
        self.rex(w, reg, 0, m.base.0, false);
        self.bytes(opcode);
        self.modrm_mem(reg, m);
    }

    fn op_rr(
        &mut self,
        prefix: Option<u8>,
        w: bool,
        opcode: &[u8],
        reg: u8,
        rm: u8,
        byte_regs: bool,
    ) {
        if let Some(p) = prefix {
            self.byte(p);
        }
        let force = byte_regs && ((4..8).contains(&reg) || (4..8).contains(&rm));
        self.rex(w, reg, 0, rm, force);
        self.bytes(opcode);
        self.modrm_reg(reg, rm);
    }

    // ------------------------------------------------------------ integer

    pub fn mov_rr(&mut self, dst: Gpr, src: Gpr) {
        self.op_rr(None, true, &[0x89], src.0, dst.0, false);
    }

    /// `mov dst, imm` in the shortest form: zero-extended `mov dst32,
    /// imm32`, sign-extended imm32, or imm64. Never `xor`: flags survive.
    pub fn mov_ri(&mut self, dst: Gpr, imm: i64) {
        if let Ok(v) = u32::try_from(imm) {
            self.rex(false, 0, 0, dst.0, false);
            self.byte(0xB8 | (dst.0 & 7));
            self.bytes(&v.to_le_bytes());
        } else if let Ok(v) = i32::try_from(imm) {
            self.rex(true, 0, 0, dst.0, false);
            self.byte(0xC7);
            self.modrm_reg(0, dst.0);
            self.imm32(v);
        } else {
            self.rex(true, 0, 0, dst.0, false);
            self.byte(0xB8 | (dst.0 & 7));
            self.bytes(&imm.to_le_bytes());
        }
    }

    pub fn load(&mut self, dst: Gpr, m: Mem) {
        self.op_mem(None, true, &[0x8B], dst.0, m);
    }

    /// `mov dst32, dword [m]`, zero-extended.
    pub fn load32(&mut self, dst: Gpr, m: Mem) {
        self.op_mem(None, false, &[0x8B], dst.0, m);
    }

    /// `movzx dst32, byte [m]`.
    pub fn load8(&mut self, dst: Gpr, m: Mem) {
        self.op_mem(None, false, &[0x0F, 0xB6], dst.0, m);
    }

    pub fn store(&mut self, m: Mem, src: Gpr) {
        self.op_mem(None, true, &[0x89], src.0, m);
    }

    /// `mov qword [m], imm32` (sign-extended).
    pub fn store_imm(&mut self, m: Mem, imm: i32) {
        self.op_mem(None, true, &[0xC7], 0, m);
        self.imm32(imm);
    }

    /// `mov byte [m], imm8`.
    pub fn store8_imm(&mut self, m: Mem, imm: u8) {
        self.op_mem(None, false, &[0xC6], 0, m);
        self.byte(imm);
    }

    /// `mov dword [m], imm32`.
    pub fn store32_imm(&mut self, m: Mem, imm: i32) {
        self.op_mem(None, false, &[0xC7], 0, m);
        self.imm32(imm);
    }

    pub fn lea(&mut self, dst: Gpr, m: Mem) {
        self.op_mem(None, true, &[0x8D], dst.0, m);
    }

    /// `op dst, src` for add, or, and, sub, xor, cmp.
    pub fn alu_rr(&mut self, op: Alu, dst: Gpr, src: Gpr) {
        self.op_rr(None, true, &[op.rm_reg_opcode()], src.0, dst.0, false);
    }

    pub fn alu_ri(&mut self, op: Alu, dst: Gpr, imm: i32) {
        self.rex(true, 0, 0, dst.0, false);
        self.byte(0x81);
        self.modrm_reg(op.ext(), dst.0);
        self.imm32(imm);
    }

    /// `cmp qword [m], imm32`.
    pub fn cmp_mi(&mut self, m: Mem, imm: i32) {
        self.op_mem(None, true, &[0x81], 7, m);
        self.imm32(imm);
    }

    /// `cmp dword [m], imm32`.
    pub fn cmp_m32i(&mut self, m: Mem, imm: i32) {
        self.op_mem(None, false, &[0x81], 7, m);
        self.imm32(imm);
    }

    /// `cmp byte [m], imm8`.
    pub fn cmp_m8i(&mut self, m: Mem, imm: u8) {
        self.op_mem(None, false, &[0x80], 7, m);
        self.byte(imm);
    }

    /// `cmp r, qword [m]`.
    pub fn cmp_rm(&mut self, r: Gpr, m: Mem) {
        self.op_mem(None, true, &[0x3B], r.0, m);
    }

    /// `sar r, imm8` / `shl r, imm8`.
    pub fn sar_ri(&mut self, r: Gpr, n: u8) {
        self.rex(true, 0, 0, r.0, false);
        self.byte(0xC1);
        self.modrm_reg(7, r.0);
        self.byte(n);
    }

    pub fn shl_ri(&mut self, r: Gpr, n: u8) {
        self.rex(true, 0, 0, r.0, false);
        self.byte(0xC1);
        self.modrm_reg(4, r.0);
        self.byte(n);
    }

    pub fn imul_rr(&mut self, dst: Gpr, src: Gpr) {
        self.op_rr(None, true, &[0x0F, 0xAF], dst.0, src.0, false);
    }

    /// `cqo`: rdx:rax = sign-extended rax.
    pub fn cqo(&mut self) {
        self.bytes(&[0x48, 0x99]);
    }

    /// `idiv src`: rax = rdx:rax / src, rdx = the remainder.
    pub fn idiv_r(&mut self, src: Gpr) {
        self.op_rr(None, true, &[0xF7], 7, src.0, false);
    }

    /// `imul dst, src, imm32`.
    pub fn imul_rri(&mut self, dst: Gpr, src: Gpr, imm: i32) {
        self.op_rr(None, true, &[0x69], dst.0, src.0, false);
        self.imm32(imm);
    }

    pub fn test_rr(&mut self, a: Gpr, b: Gpr) {
        self.op_rr(None, true, &[0x85], b.0, a.0, false);
    }

    pub fn setcc(&mut self, cc: Cond, dst: Gpr) {
        self.op_rr(None, false, &[0x0F, 0x90 | cc as u8], 0, dst.0, true);
    }

    /// `movzx dst32, src8`.
    pub fn movzx_r8(&mut self, dst: Gpr, src: Gpr) {
        self.op_rr(None, false, &[0x0F, 0xB6], dst.0, src.0, true);
    }

    /// `sub qword [m], imm32`.
    pub fn sub_mi(&mut self, m: Mem, imm: i32) {
        self.op_mem(None, true, &[0x81], 5, m);
        self.imm32(imm);
    }

    pub fn dec_m(&mut self, m: Mem) {
        self.op_mem(None, true, &[0xFF], 1, m);
    }

    pub fn inc_m(&mut self, m: Mem) {
        self.op_mem(None, true, &[0xFF], 0, m);
    }

    /// `inc dword [m]`.
    pub fn inc_m32(&mut self, m: Mem) {
        self.op_mem(None, false, &[0xFF], 0, m);
    }

    // ------------------------------------------------------------ control

    pub fn jcc(&mut self, cc: Cond, l: Label) {
        self.bytes(&[0x0F, 0x80 | cc as u8]);
        self.rel32_to(l);
    }

    pub fn jmp(&mut self, l: Label) {
        self.byte(0xE9);
        self.rel32_to(l);
    }

    /// `jmp qword [rip + label]`: through an 8-byte slot (patchable).
    pub fn jmp_slot(&mut self, slot: Label) {
        self.bytes(&[0xFF, 0x25]);
        self.rel32_to(slot);
    }

    /// `call qword [m]`.
    pub fn call_m(&mut self, m: Mem) {
        self.op_mem(None, false, &[0xFF], 2, m);
    }

    /// `call rel32` to a label of this code.
    pub fn call(&mut self, l: Label) {
        self.byte(0xE8);
        self.rel32_to(l);
    }

    /// `jmp qword [m]`.
    pub fn jmp_m(&mut self, m: Mem) {
        self.op_mem(None, false, &[0xFF], 4, m);
    }

    pub fn push(&mut self, r: Gpr) {
        self.rex(false, 0, 0, r.0, false);
        self.byte(0x50 | (r.0 & 7));
    }

    pub fn pop(&mut self, r: Gpr) {
        self.rex(false, 0, 0, r.0, false);
        self.byte(0x58 | (r.0 & 7));
    }

    pub fn ret(&mut self) {
        self.byte(0xC3);
    }

    // ------------------------------------------------------------ floats

    /// `movsd x, qword [m]`.
    pub fn movsd_load(&mut self, x: Xmm, m: Mem) {
        self.op_mem(Some(0xF2), false, &[0x0F, 0x10], x.0, m);
    }

    /// `movsd qword [m], x`.
    pub fn movsd_store(&mut self, m: Mem, x: Xmm) {
        self.op_mem(Some(0xF2), false, &[0x0F, 0x11], x.0, m);
    }

    /// `movq x, r`.
    pub fn movq_xr(&mut self, x: Xmm, r: Gpr) {
        self.op_rr(Some(0x66), true, &[0x0F, 0x6E], x.0, r.0, false);
    }

    /// `movq r, x`.
    pub fn movq_rx(&mut self, r: Gpr, x: Xmm) {
        self.op_rr(Some(0x66), true, &[0x0F, 0x7E], x.0, r.0, false);
    }

    pub fn movapd(&mut self, dst: Xmm, src: Xmm) {
        self.op_rr(Some(0x66), false, &[0x0F, 0x28], dst.0, src.0, false);
    }

    /// `addsd/subsd/mulsd/divsd dst, src`.
    pub fn sse(&mut self, op: Sse, dst: Xmm, src: Xmm) {
        self.op_rr(Some(0xF2), false, &[0x0F, op as u8], dst.0, src.0, false);
    }

    /// `cvtsi2sd x, r` (int64 to double, rounding to nearest-even).
    pub fn cvtsi2sd(&mut self, x: Xmm, r: Gpr) {
        self.op_rr(Some(0xF2), true, &[0x0F, 0x2A], x.0, r.0, false);
    }

    /// `cvttsd2si r, x` (double to int64, truncating; 2**63 when out of
    /// range or NaN).
    pub fn cvttsd2si(&mut self, r: Gpr, x: Xmm) {
        self.op_rr(Some(0xF2), true, &[0x0F, 0x2C], r.0, x.0, false);
    }

    pub fn ucomisd(&mut self, a: Xmm, b: Xmm) {
        self.op_rr(Some(0x66), false, &[0x0F, 0x2E], a.0, b.0, false);
    }

    /// `[prefix] REX? opcode /x [rip + label]`: the label's address is
    /// the disp32 after the ModRM byte, the instruction's last field.
    fn op_rip(&mut self, prefix: Option<u8>, opcode: &[u8], x: Xmm, l: Label) {
        if let Some(p) = prefix {
            self.byte(p);
        }
        self.rex(false, x.0, 0, 0, false);
        self.bytes(opcode);
        self.byte((x.0 & 7) << 3 | 0b101);
        self.rel32_to(l);
    }

    /// `movsd x, qword [rip + label]`.
    pub fn movsd_rip(&mut self, x: Xmm, l: Label) {
        self.op_rip(Some(0xF2), &[0x0F, 0x10], x, l);
    }

    /// `addsd/subsd/mulsd/divsd x, qword [rip + label]`.
    pub fn sse_rip(&mut self, op: Sse, x: Xmm, l: Label) {
        self.op_rip(Some(0xF2), &[0x0F, op as u8], x, l);
    }

    /// `xorpd dst, src`.
    pub fn xorpd(&mut self, dst: Xmm, src: Xmm) {
        self.op_rr(Some(0x66), false, &[0x0F, 0x57], dst.0, src.0, false);
    }

    /// `movups x, [m]` (a 16-byte value).
    pub fn movups_load(&mut self, x: Xmm, m: Mem) {
        self.op_mem(None, false, &[0x0F, 0x10], x.0, m);
    }

    /// `movups [m], x`.
    pub fn movups_store(&mut self, m: Mem, x: Xmm) {
        self.op_mem(None, false, &[0x0F, 0x11], x.0, m);
    }

    // ------------------------------------------------------------ data

    pub fn align(&mut self, n: usize) {
        while !self.code.len().is_multiple_of(n) {
            self.byte(0xCC);
        }
    }

    pub fn quad(&mut self, v: u64) {
        self.bytes(&v.to_le_bytes());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::regs::*;
    use alloc::string::String;
    use iced_x86::{Decoder, DecoderOptions, Formatter, IntelFormatter};

    fn disasm(bytes: &[u8]) -> String {
        let mut d = Decoder::with_ip(64, bytes, 0x1000, DecoderOptions::NONE);
        let mut f = IntelFormatter::new();
        f.options_mut().set_space_after_operand_separator(true);
        let mut out = String::new();
        let ins = d.decode();
        f.format(&ins, &mut out);
        assert_eq!(
            ins.len(),
            bytes.len(),
            "{out}: decoded {} of {} bytes",
            ins.len(),
            bytes.len()
        );
        out
    }

    fn hex(s: &str) -> Vec<u8> {
        s.split_whitespace()
            .map(|b| u8::from_str_radix(b, 16).unwrap())
            .collect()
    }

    /// (what to emit, expected bytes, expected disassembly)
    type Case = (fn(&mut Asm), &'static str, &'static str);

    #[test]
    fn encodings_match_the_table_and_iced() {
        let cases: &[Case] = &[
            (|a| a.mov_rr(RAX, RBX), "48 89 d8", "mov rax, rbx"),
            (|a| a.mov_rr(R12, RDI), "49 89 fc", "mov r12, rdi"),
            (|a| a.mov_rr(RSI, R15), "4c 89 fe", "mov rsi, r15"),
            (
                |a| a.mov_ri(RCX, -1),
                "48 c7 c1 ff ff ff ff",
                "mov rcx, 0FFFFFFFFFFFFFFFFh",
            ),
            (|a| a.mov_ri(RDX, 6), "ba 06 00 00 00", "mov edx, 6"),
            (|a| a.mov_ri(R9, 1), "41 b9 01 00 00 00", "mov r9d, 1"),
            (
                |a| a.mov_ri(RAX, 0xFFFF_FFFF),
                "b8 ff ff ff ff",
                "mov eax, 0FFFFFFFFh",
            ),
            (
                |a| a.mov_ri(R9, 0x1_0000_0000),
                "49 b9 00 00 00 00 01 00 00 00",
                "mov r9, 100000000h",
            ),
            (
                |a| a.load(RAX, mem(R13, 0x200)),
                "49 8b 85 00 02 00 00",
                "mov rax, [r13+200h]",
            ),
            (
                |a| a.load(R14, mem(R12, -0x81)),
                "4d 8b b4 24 7f ff ff ff",
                "mov r14, [r12-81h]",
            ),
            (
                |a| a.load(RAX, mem(R13, 0x28)),
                "49 8b 45 28",
                "mov rax, [r13+28h]",
            ),
            (
                |a| a.load(R14, mem(R12, 8)),
                "4d 8b 74 24 08",
                "mov r14, [r12+8]",
            ),
            (
                |a| a.load(RDX, mem(RSP, -16)),
                "48 8b 54 24 f0",
                "mov rdx, [rsp-10h]",
            ),
            (
                |a| a.load32(RAX, mem(R13, 0x28)),
                "41 8b 45 28",
                "mov eax, [r13+28h]",
            ),
            (
                |a| a.load32(R10, mem(RCX, 8)),
                "44 8b 51 08",
                "mov r10d, [rcx+8]",
            ),
            (
                |a| a.load8(RAX, mem(R13, 0x28)),
                "41 0f b6 45 28",
                "movzx eax, byte ptr [r13+28h]",
            ),
            (
                |a| a.load8(R10, mem(RSP, 8)),
                "44 0f b6 54 24 08",
                "movzx r10d, byte ptr [rsp+8]",
            ),
            (
                |a| a.store32_imm(mem(RAX, 8), 7),
                "c7 40 08 07 00 00 00",
                "mov dword ptr [rax+8], 7",
            ),
            (
                |a| a.store8_imm(mem(R11, 0), 1),
                "41 c6 43 00 01",
                "mov byte ptr [r11], 1",
            ),
            (
                |a| a.store8_imm(mem(RAX, 0x1234), 1),
                "c6 80 34 12 00 00 01",
                "mov byte ptr [rax+1234h], 1",
            ),
            (
                |a| a.imul_rri(RAX, RCX, 72),
                "48 69 c1 48 00 00 00",
                "imul rax, rcx, 48h",
            ),
            (
                |a| a.imul_rri(R9, R14, 0x100),
                "4d 69 ce 00 01 00 00",
                "imul r9, r14, 100h",
            ),
            (
                |a| a.store(mem(R13, 0x18), RBX),
                "49 89 5d 18",
                "mov [r13+18h], rbx",
            ),
            (
                |a| a.store_imm(mem(R13, 0x10), 3),
                "49 c7 45 10 03 00 00 00",
                "mov qword ptr [r13+10h], 3",
            ),
            (
                |a| a.lea(RAX, mem(RAX, 5)),
                "48 8d 40 05",
                "lea rax, [rax+5]",
            ),
            (|a| a.alu_rr(Alu::Add, RBX, RSI), "48 01 f3", "add rbx, rsi"),
            (|a| a.alu_rr(Alu::Sub, R8, R9), "4d 29 c8", "sub r8, r9"),
            (|a| a.alu_rr(Alu::Xor, RDI, R10), "4c 31 d7", "xor rdi, r10"),
            (|a| a.alu_rr(Alu::And, RCX, RDX), "48 21 d1", "and rcx, rdx"),
            (|a| a.alu_rr(Alu::Or, R15, RAX), "49 09 c7", "or r15, rax"),
            (|a| a.alu_rr(Alu::Cmp, RSI, RDI), "48 39 fe", "cmp rsi, rdi"),
            (
                |a| a.alu_ri(Alu::Add, R11, 7),
                "49 81 c3 07 00 00 00",
                "add r11, 7",
            ),
            (
                |a| a.alu_ri(Alu::Cmp, RAX, -3),
                "48 81 f8 fd ff ff ff",
                "cmp rax, 0FFFFFFFFFFFFFFFDh",
            ),
            (
                |a| a.cmp_mi(mem(R13, 0x20), 3),
                "49 81 7d 20 03 00 00 00",
                "cmp qword ptr [r13+20h], 3",
            ),
            (
                |a| a.cmp_m32i(mem(R13, 0x28), 9),
                "41 81 7d 28 09 00 00 00",
                "cmp dword ptr [r13+28h], 9",
            ),
            (
                |a| a.cmp_m8i(mem(RAX, 4), 0),
                "80 78 04 00",
                "cmp byte ptr [rax+4], 0",
            ),
            (
                |a| a.cmp_rm(RAX, mem(R12, 24)),
                "49 3b 44 24 18",
                "cmp rax, [r12+18h]",
            ),
            (|a| a.imul_rr(RBX, R14), "49 0f af de", "imul rbx, r14"),
            (|a| a.cqo(), "48 99", "cqo"),
            (|a| a.idiv_r(RCX), "48 f7 f9", "idiv rcx"),
            (|a| a.idiv_r(R10), "49 f7 fa", "idiv r10"),
            (|a| a.sar_ri(RBX, 1), "48 c1 fb 01", "sar rbx, 1"),
            (|a| a.sar_ri(R9, 63), "49 c1 f9 3f", "sar r9, 3Fh"),
            (|a| a.shl_ri(R15, 4), "49 c1 e7 04", "shl r15, 4"),
            (|a| a.test_rr(R8, R8), "4d 85 c0", "test r8, r8"),
            (|a| a.setcc(Cond::L, RSI), "40 0f 9c c6", "setl sil"),
            (|a| a.setcc(Cond::E, RAX), "0f 94 c0", "sete al"),
            (|a| a.setcc(Cond::NP, R11), "41 0f 9b c3", "setnp r11b"),
            (|a| a.movzx_r8(RBX, RBX), "0f b6 db", "movzx ebx, bl"),
            (|a| a.movzx_r8(RDI, RDI), "40 0f b6 ff", "movzx edi, dil"),
            (
                |a| a.sub_mi(mem(R12, 0x28), 4),
                "49 81 6c 24 28 04 00 00 00",
                "sub qword ptr [r12+28h], 4",
            ),
            (
                |a| a.dec_m(mem(R12, 32)),
                "49 ff 4c 24 20",
                "dec qword ptr [r12+20h]",
            ),
            (
                |a| a.inc_m(mem(RAX, 0)),
                "48 ff 40 00",
                "inc qword ptr [rax]",
            ),
            (
                |a| a.inc_m32(mem(RAX, 0x10)),
                "ff 40 10",
                "inc dword ptr [rax+10h]",
            ),
            (
                |a| a.inc_m32(mem(R14, 8)),
                "41 ff 46 08",
                "inc dword ptr [r14+8]",
            ),
            (
                |a| a.call_m(mem(R12, 48)),
                "41 ff 54 24 30",
                "call qword ptr [r12+30h]",
            ),
            (
                |a| a.jmp_m(mem(R12, 0x38)),
                "41 ff 64 24 38",
                "jmp qword ptr [r12+38h]",
            ),
            (|a| a.push(R15), "41 57", "push r15"),
            (|a| a.pop(RBX), "5b", "pop rbx"),
            (|a| a.ret(), "c3", "ret"),
            (
                |a| a.movsd_load(Xmm(3), mem(R13, 0x38)),
                "f2 41 0f 10 5d 38",
                "movsd xmm3, [r13+38h]",
            ),
            (
                |a| a.movsd_store(mem(R13, 8), Xmm(12)),
                "f2 45 0f 11 65 08",
                "movsd [r13+8], xmm12",
            ),
            (
                |a| a.movq_xr(Xmm(1), RAX),
                "66 48 0f 6e c8",
                "movq xmm1, rax",
            ),
            (
                |a| a.movq_rx(R10, Xmm(9)),
                "66 4d 0f 7e ca",
                "movq r10, xmm9",
            ),
            (
                |a| a.movapd(Xmm(2), Xmm(10)),
                "66 41 0f 28 d2",
                "movapd xmm2, xmm10",
            ),
            (
                |a| a.sse(Sse::Add, Xmm(0), Xmm(1)),
                "f2 0f 58 c1",
                "addsd xmm0, xmm1",
            ),
            (
                |a| a.sse(Sse::Div, Xmm(8), Xmm(4)),
                "f2 44 0f 5e c4",
                "divsd xmm8, xmm4",
            ),
            (
                |a| a.sse(Sse::Mul, Xmm(5), Xmm(13)),
                "f2 41 0f 59 ed",
                "mulsd xmm5, xmm13",
            ),
            (
                |a| a.cvttsd2si(RAX, Xmm(1)),
                "f2 48 0f 2c c1",
                "cvttsd2si rax, xmm1",
            ),
            (
                |a| a.cvttsd2si(R9, Xmm(10)),
                "f2 4d 0f 2c ca",
                "cvttsd2si r9, xmm10",
            ),
            (
                |a| a.sse(Sse::Sqrt, Xmm(3), Xmm(9)),
                "f2 41 0f 51 d9",
                "sqrtsd xmm3, xmm9",
            ),
            (
                |a| a.sse(Sse::Sub, Xmm(7), Xmm(6)),
                "f2 0f 5c fe",
                "subsd xmm7, xmm6",
            ),
            (
                |a| a.ucomisd(Xmm(0), Xmm(11)),
                "66 41 0f 2e c3",
                "ucomisd xmm0, xmm11",
            ),
            (
                |a| a.movups_load(Xmm(15), mem(R13, 0x40)),
                "45 0f 10 7d 40",
                "movups xmm15, [r13+40h]",
            ),
            (
                |a| a.movups_store(mem(R13, 0x50), Xmm(15)),
                "45 0f 11 7d 50",
                "movups [r13+50h], xmm15",
            ),
            (
                |a| a.xorpd(Xmm(4), Xmm(4)),
                "66 0f 57 e4",
                "xorpd xmm4, xmm4",
            ),
            (
                |a| a.xorpd(Xmm(9), Xmm(1)),
                "66 44 0f 57 c9",
                "xorpd xmm9, xmm1",
            ),
        ];
        for (emit, bytes, text) in cases {
            let mut a = Asm::new();
            emit(&mut a);
            let want = hex(bytes);
            assert_eq!(a.code, want, "{text}: encoder bytes");
            assert_eq!(disasm(&want), *text, "iced reads {bytes} differently");
        }
    }

    #[test]
    fn jumps_resolve_to_their_labels() {
        let mut a = Asm::new();
        let l = a.label();
        let slot = a.label();
        a.jcc(Cond::O, l); // 6 bytes
        a.jmp(l); // 5 bytes
        a.jmp_slot(slot); // 6 bytes
        a.call(l); // 5 bytes
        a.bind(l);
        a.ret();
        a.align(8);
        a.bind(slot);
        a.quad(0);
        a.finish().unwrap();
        assert_eq!(&a.code[..6], &hex("0f 80 10 00 00 00")[..]);
        assert_eq!(disasm(&a.code[..6]), "jo 0000000000001016h");
        assert_eq!(&a.code[6..11], &hex("e9 0b 00 00 00")[..]);
        assert_eq!(&a.code[11..17], &hex("ff 25 07 00 00 00")[..]);
        assert_eq!(disasm(&a.code[11..17]), "jmp qword ptr [100Dh]");
        assert_eq!(&a.code[17..22], &hex("e8 00 00 00 00")[..]);
        assert_eq!(disasm(&a.code[17..22]), "call 0000000000001005h");
    }

    #[test]
    fn rip_relative_loads_reach_their_constants() {
        let mut a = Asm::new();
        let c = a.label();
        a.movsd_rip(Xmm(2), c); // 8 bytes
        a.sse_rip(Sse::Mul, Xmm(10), c); // 9 bytes
        a.align(8);
        a.bind(c);
        a.quad(0);
        a.finish().unwrap();
        assert_eq!(&a.code[..8], &hex("f2 0f 10 15 10 00 00 00")[..]);
        assert_eq!(disasm(&a.code[..8]), "movsd xmm2, [1018h]");
        assert_eq!(&a.code[8..17], &hex("f2 44 0f 59 15 07 00 00 00")[..]);
        assert_eq!(disasm(&a.code[8..17]), "mulsd xmm10, [1010h]");
    }

    #[test]
    fn conditions_negate_in_pairs() {
        assert_eq!(Cond::L.negate(), Cond::GE);
        assert_eq!(Cond::E.negate(), Cond::NE);
        assert_eq!(Cond::O.negate(), Cond::NO);
        assert_eq!(Cond::P.negate(), Cond::NP);
    }
}
