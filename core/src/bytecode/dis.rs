//! A human-readable listing of bytecode, in the spirit of CPython's `dis`.

use alloc::string::String;
use core::fmt::Write;

use super::module::{Code, Const, Instr, Module};
use super::opcode::{ArgKind, BinOp, CmpOp};

/// Lists every code object of the module.
pub fn module(m: &Module) -> String {
    let mut out = String::new();
    for (ci, code) in m.codes.iter().enumerate() {
        if ci > 0 {
            out.push('\n');
        }
        let _ = writeln!(
            out,
            "Disassembly of code {} '{}' (line {}, {} params, {} locals, max stack {}):",
            ci,
            code.name,
            code.first_line,
            code.nparams,
            code.nlocals(),
            code.max_stack
        );
        listing(&mut out, m, code, code.instrs.iter().copied());
        for h in &code.handlers {
            let _ = writeln!(
                out,
                "  handler: {} to {} -> {} [{}]",
                h.start, h.end, h.target, h.depth
            );
        }
    }
    out
}

/// Lists `instrs` (normally `code.instrs`, or the quickened copy a VM holds).
pub fn listing(out: &mut String, m: &Module, code: &Code, instrs: impl Iterator<Item = Instr>) {
    let mut last_line = None;
    for (ip, ins) in instrs.enumerate() {
        let line = code.lines.get(ip).copied().unwrap_or(0);
        if last_line != Some(line) {
            let _ = write!(out, "{:>5} ", line);
            last_line = Some(line);
        } else {
            out.push_str("      ");
        }
        let _ = write!(out, "{:>5} {:<24}", ip, ins.op.name());
        let a = ins.arg;
        if ins.op.arg_kind() != ArgKind::None {
            let _ = write!(out, " {:<5}", a);
        }
        let note = describe(m, code, ins);
        if !note.is_empty() {
            let _ = write!(out, " ({note})");
        }
        while out.ends_with(' ') {
            out.pop();
        }
        out.push('\n');
    }
}

/// The operand spelled out: the constant, the name, the operator.
pub fn describe(m: &Module, code: &Code, ins: Instr) -> String {
    let a = ins.arg;
    let mut s = String::new();
    match ins.op.arg_kind() {
        ArgKind::Const => match m.consts.get(a as usize) {
            Some(Const::None) => s.push_str("None"),
            Some(Const::Bool(b)) => s.push_str(if *b { "True" } else { "False" }),
            Some(Const::Int(i)) => {
                let _ = write!(s, "{i}");
            }
            Some(Const::Float(f)) => crate::display::write_float(&mut s, *f),
            Some(Const::Complex(re, im)) => crate::objects::complex::write_repr(
                &mut s,
                crate::objects::complex::C::new(*re, *im),
            ),
            Some(Const::Str(t)) => crate::display::write_str_repr(&mut s, t),
            Some(Const::BigInt(t)) => s.push_str(t),
            Some(Const::Bytes(b)) => crate::objects::bytes::write_repr(&mut s, b, "b"),
            Some(Const::Tuple(items)) => {
                let _ = write!(s, "tuple of {}", items.len());
            }
            Some(Const::FrozenSet(items)) => {
                let _ = write!(s, "frozenset of {}", items.len());
            }
            None => s.push('?'),
        },
        ArgKind::Local => s.push_str(code.local_names.get(a as usize).map_or("?", |n| n)),
        ArgKind::LocalPair => {
            let name = |i: u32| code.local_names.get(i as usize).map_or("?", |n| n.as_str());
            let _ = write!(s, "{}, {}", name(a & 0xffff), name(a >> 16));
        }
        ArgKind::Name => s.push_str(m.names.get(a as usize).map_or("?", |n| n)),
        ArgKind::Jump => {
            let _ = write!(s, "to {a}");
        }
        ArgKind::BinOp => match BinOp::decode(a) {
            Some((o, inplace)) => {
                s.push_str(o.symbol());
                if inplace {
                    s.push('=');
                }
            }
            None => s.push('?'),
        },
        ArgKind::CmpOp => s.push_str(CmpOp::from_u32(a).map_or("?", |o| o.symbol())),
        ArgKind::Code => {
            let _ = write!(
                s,
                "code {}",
                m.codes.get(a as usize).map_or("?", |c| &c.name)
            );
        }
        ArgKind::MakeFunction => {
            let c = super::opcode::make_function::code(a);
            let f = super::opcode::make_function::flags(a);
            let _ = write!(
                s,
                "code {}",
                m.codes.get(c as usize).map_or("?", |c| &c.name)
            );
            for (bit, what) in [
                (1, "defaults"),
                (2, "kwdefaults"),
                (8, "annotations"),
                (4, "closure"),
            ] {
                if f & bit != 0 {
                    let _ = write!(s, ", {what}");
                }
            }
        }
        ArgKind::CallKw => {
            let _ = write!(s, "{} positional", a & 0xff);
            for &n in m.kwnames.get((a >> 16) as usize).map_or(&[][..], |v| v) {
                let _ = write!(s, ", {}=", m.names.get(n as usize).map_or("?", |n| n));
            }
        }
        ArgKind::UnpackEx => {
            let _ = write!(s, "{} before, {} after", a & 0xff, a >> 8);
        }
        ArgKind::Format => {
            s.push_str(match a & 3 {
                1 => "!s",
                2 => "!r",
                3 => "!a",
                _ => "",
            });
            if a & 4 != 0 {
                s.push_str(" with spec");
            }
        }
        ArgKind::Method => {
            let _ = write!(
                s,
                ".{}, {} args",
                m.names.get((a & 0xff_ffff) as usize).map_or("?", |n| n),
                a >> 24
            );
        }
        ArgKind::Import => {
            s.push_str(m.names.get((a & 0xff_ffff) as usize).map_or("?", |n| n));
            if a >> 24 == 1 {
                s.push_str(" (the module itself)");
            }
        }
        ArgKind::Flag => {
            if a == 1 {
                s.push_str("not");
            }
        }
        ArgKind::None | ArgKind::Count | ArgKind::SliceArgs => {}
    }
    s
}
