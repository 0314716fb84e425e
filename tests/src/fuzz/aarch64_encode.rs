//! The `aarch64_encode` target: arbitrary calls to the hand-written A64
//! encoder decode, with yaxpeax-arm, to the instruction asked for. The
//! checks read yaxpeax's structured operands, and what is encodable is
//! decided here from the architecture's rules, not by asking the encoder.

use arbitrary::Unstructured;
use trellis_aarch64::encoder::{Asm, encode_b};
use trellis_aarch64::regs::{Reg, VReg};
use yaxpeax_arch::{Decoder, U8Reader};
use yaxpeax_arm::armv8::a64::{InstDecoder, Instruction, Opcode, Operand, SIMDSizeCode};

/// One fuzz input: up to 16 encoder calls, each checked on its own.
pub fn aarch64_encode(data: &[u8]) -> Result<(), String> {
    let mut u = Unstructured::new(data);
    for _ in 0..u.int_in_range(1..=16u32).unwrap_or(1) {
        // Register 31 is SP or XZR depending on the instruction; the
        // lowering never asks for it, so neither does the generator.
        let mut reg = || u.int_in_range(0..=30u8).unwrap_or(0);
        let (d, n, m) = (reg(), reg(), reg());
        let imm: u64 = u.arbitrary().unwrap_or(0);
        let shift: u8 = u.int_in_range(0..=63).unwrap_or(0);
        let which = u.int_in_range(0..=6u8).unwrap_or(0);
        match which {
            0 => check_mov(d, imm)?,
            1 => check_add_sub_imm(d, n, imm >> shift, imm & 1 == 0)?,
            2 => check_logical_imm(d, n, imm, (shift % 3) as usize)?,
            3 => check_load_store(d, n, (imm as i64 >> shift) as i32, imm & 3)?,
            4 => check_three_regs(d, n, m, (imm % 8) as usize)?,
            _ => check_branch(imm, shift)?,
        }
    }
    Ok(())
}

fn decode(code: &[u8]) -> Result<Vec<Instruction>, String> {
    code.chunks(4)
        .map(|w| {
            InstDecoder::default()
                .decode(&mut U8Reader::new(w))
                .map_err(|e| format!("{w:02x?} does not decode: {e}"))
        })
        .collect()
}

/// Exactly one instruction, or an error naming what came out.
fn single(code: &[u8], what: &str) -> Result<Instruction, String> {
    match decode(code)?.as_slice() {
        [i] => Ok(*i),
        many => Err(format!("{what}: {} instructions: {many:?}", many.len())),
    }
}

/// The register number of a general-purpose register operand, however
/// yaxpeax spells it (`xN`, `xN` or SP, an unshifted `xN, lsl #0`).
fn gpr(op: Operand) -> Option<u16> {
    match op {
        Operand::Register(_, r) | Operand::RegisterOrSP(_, r) => Some(r),
        Operand::RegShift(_, 0, _, r) => Some(r),
        _ => None,
    }
}

/// `mov_ri` may emit any sequence; running it must leave the constant.
fn check_mov(d: u8, imm: u64) -> Result<(), String> {
    let mut a = Asm::new();
    a.mov_ri(Reg(d), imm as i64);
    let mut v = 0u64;
    for i in decode(&a.code)? {
        if gpr(i.operands[0]) != Some(d.into()) {
            return Err(format!("mov_ri(x{d}, {imm:#x}) writes {i}"));
        }
        v = match (i.opcode, i.operands[1], i.operands[2]) {
            (Opcode::MOVZ, Operand::ImmShift(k, s), _) => u64::from(k) << s,
            (Opcode::MOVN, Operand::ImmShift(k, s), _) => !(u64::from(k) << s),
            (Opcode::MOVK, Operand::ImmShift(k, s), _) => (v & !(0xffff << s)) | u64::from(k) << s,
            (Opcode::ORR, Operand::Register(_, 31), Operand::Imm64(k)) => k,
            _ => return Err(format!("mov_ri(x{d}, {imm:#x}): unexpected {i}")),
        };
    }
    if v != imm {
        return Err(format!("mov_ri(x{d}, {imm:#x}) loads {v:#x}"));
    }
    Ok(())
}

/// `add`/`sub` with a 12-bit immediate, optionally shifted left by 12.
fn check_add_sub_imm(d: u8, n: u8, v: u64, add: bool) -> Result<(), String> {
    let mut a = Asm::new();
    let ok = if add {
        a.add_ri(Reg(d), Reg(n), v)
    } else {
        a.sub_ri(Reg(d), Reg(n), v)
    }
    .is_ok();
    let encodable = v < 1 << 12 || (v & 0xfff == 0 && v < 1 << 24);
    let what = format!("{}_ri(x{d}, x{n}, {v:#x})", if add { "add" } else { "sub" });
    if !refused_honestly(&a, ok, encodable, &what)? {
        return Ok(());
    }
    let i = single(&a.code, &what)?;
    let got = match i.operands[2] {
        Operand::Immediate(k) => u64::from(k),
        Operand::ImmShift(k, s) => u64::from(k) << s,
        _ => return Err(format!("{what}: {i}")),
    };
    let opcode = if add { Opcode::ADD } else { Opcode::SUB };
    if i.opcode != opcode
        || gpr(i.operands[0]) != Some(d.into())
        || gpr(i.operands[1]) != Some(n.into())
        || got != v
    {
        return Err(format!("{what} decodes to {i}"));
    }
    Ok(())
}

/// Whether `v` is an A64 bitmask immediate: the repetition of an element
/// of 2..64 bits that is a rotated run of ones (neither none nor all).
fn is_bitmask_immediate(v: u64) -> bool {
    [2u32, 4, 8, 16, 32, 64].iter().any(|&e| {
        let mask = if e == 64 { u64::MAX } else { (1 << e) - 1 };
        let elem = v & mask;
        let repeated = (0..64 / e).fold(0u64, |acc, k| acc | elem << (k * e));
        if repeated != v || elem == 0 || elem == mask {
            return false;
        }
        // A rotated run of ones has exactly one 0->1 edge going round.
        let rotated = ((elem << 1) | (elem >> (e - 1))) & mask;
        (rotated & !elem & mask).count_ones() == 1
    })
}

fn check_logical_imm(d: u8, n: u8, v: u64, op: usize) -> Result<(), String> {
    let mut a = Asm::new();
    let (name, opcode, r) = match op {
        0 => ("and", Opcode::AND, a.and_ri(Reg(d), Reg(n), v)),
        1 => ("orr", Opcode::ORR, a.orr_ri(Reg(d), Reg(n), v)),
        _ => ("eor", Opcode::EOR, a.eor_ri(Reg(d), Reg(n), v)),
    };
    let what = format!("{name}_ri(x{d}, x{n}, {v:#x})");
    if !refused_honestly(&a, r.is_ok(), is_bitmask_immediate(v), &what)? {
        return Ok(());
    }
    let i = single(&a.code, &what)?;
    if i.opcode != opcode
        || gpr(i.operands[0]) != Some(d.into())
        || gpr(i.operands[1]) != Some(n.into())
        || i.operands[2] != Operand::Imm64(v)
    {
        return Err(format!("{what} decodes to {i}"));
    }
    Ok(())
}

/// 64-bit and double loads and stores at `[xn, #off]`: scaled unsigned
/// offsets up to 32760, or unscaled ones in -256..=255.
fn check_load_store(t: u8, n: u8, off: i32, kind: u64) -> Result<(), String> {
    let mut a = Asm::new();
    let (name, r) = match kind {
        0 => ("ldr", a.ldr(Reg(t), Reg(n), off)),
        1 => ("str", a.str(Reg(t), Reg(n), off)),
        2 => ("ldr_d", a.ldr_d(VReg(t), Reg(n), off)),
        _ => ("str_d", a.str_d(VReg(t), Reg(n), off)),
    };
    let encodable = (off % 8 == 0 && (0..=32760).contains(&off)) || (-256..=255).contains(&off);
    let what = format!("{name}(#{t}, x{n}, {off})");
    if !refused_honestly(&a, r.is_ok(), encodable, &what)? {
        return Ok(());
    }
    let i = single(&a.code, &what)?;
    let load = kind.is_multiple_of(2);
    let opcode_ok = match i.opcode {
        Opcode::LDR | Opcode::LDUR => load,
        Opcode::STR | Opcode::STUR => !load,
        _ => false,
    };
    let reg_ok = match (kind < 2, i.operands[0]) {
        (true, Operand::Register(_, r)) => r == u16::from(t),
        (false, Operand::SIMDRegister(SIMDSizeCode::D, r)) => r == u16::from(t),
        _ => false,
    };
    if !opcode_ok || !reg_ok || i.operands[1] != Operand::RegPreIndex(n.into(), off, false) {
        return Err(format!("{what} decodes to {i}"));
    }
    Ok(())
}

fn check_three_regs(d: u8, n: u8, m: u8, op: usize) -> Result<(), String> {
    let mut a = Asm::new();
    let (rd, rn, rm) = (Reg(d), Reg(n), Reg(m));
    let opcode = match op {
        0 => {
            a.add_rr(rd, rn, rm);
            Opcode::ADD
        }
        1 => {
            a.sub_rr(rd, rn, rm);
            Opcode::SUB
        }
        2 => {
            a.adds_rr(rd, rn, rm);
            Opcode::ADDS
        }
        3 => {
            a.subs_rr(rd, rn, rm);
            Opcode::SUBS
        }
        4 => {
            a.and_rr(rd, rn, rm);
            Opcode::AND
        }
        5 => {
            a.orr_rr(rd, rn, rm);
            Opcode::ORR
        }
        6 => {
            a.eor_rr(rd, rn, rm);
            Opcode::EOR
        }
        _ => {
            a.sdiv(rd, rn, rm);
            Opcode::SDIV
        }
    };
    let what = format!("op {op}(x{d}, x{n}, x{m})");
    let i = single(&a.code, &what)?;
    let regs = [0, 1, 2].map(|k| gpr(i.operands[k]));
    if i.opcode != opcode || regs != [Some(d.into()), Some(n.into()), Some(m.into())] {
        return Err(format!("{what} decodes to {i}"));
    }
    Ok(())
}

/// `B` between two word offsets: in range (±128 MiB) it lands on the
/// target, beyond it the encoder says no.
fn check_branch(raw: u64, shift: u8) -> Result<(), String> {
    let from = (raw >> 36) << 2;
    let distance = i64::from(raw as u32 as i32 >> (shift % 32)) << 2;
    let Some(to) = from.checked_add_signed(distance) else {
        return Ok(());
    };
    let (from, to) = (from as usize, to as usize);
    let reachable = (-(1 << 27)..1 << 27).contains(&distance);
    let Some(word) = encode_b(from, to) else {
        return match reachable {
            true => Err(format!("encode_b({from:#x}, {to:#x}) refused")),
            false => Ok(()),
        };
    };
    if !reachable {
        return Err(format!(
            "encode_b({from:#x}, {to:#x}) beyond reach gave {word:#x}"
        ));
    }
    let i = single(&word.to_le_bytes(), "b")?;
    if i.opcode != Opcode::B || i.operands[0] != Operand::PCOffset(distance) {
        return Err(format!("encode_b({from:#x}, {to:#x}) decodes to {i}"));
    }
    Ok(())
}

/// Checks that the encoder accepted exactly the encodable operands, and
/// emitted nothing when it refused. Returns whether there is code to read.
fn refused_honestly(a: &Asm, ok: bool, encodable: bool, what: &str) -> Result<bool, String> {
    if ok != encodable {
        return Err(format!(
            "{what}: encoder says {ok}, the rules say {encodable}"
        ));
    }
    if !ok && !a.code.is_empty() {
        return Err(format!("{what}: refused but emitted {:02x?}", a.code));
    }
    Ok(ok)
}

#[cfg(test)]
mod tests {
    use super::is_bitmask_immediate;

    #[test]
    fn bitmask_immediates_follow_the_architecture() {
        for v in [
            0xff,
            0x5555_5555_5555_5555,
            0xff00_ff00_ff00_ff00,
            1 << 63,
            0x8000_0000_0000_0001,
        ] {
            assert!(is_bitmask_immediate(v), "{v:#x}");
        }
        for v in [0, u64::MAX, 0x1234, 0xff00_ff00_ff00_ff01, 0b101] {
            assert!(!is_bitmask_immediate(v), "{v:#x}");
        }
    }
}
