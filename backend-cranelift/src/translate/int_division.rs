//! `a // b` and `a % b` on ints in machine code, rounding towards minus
//! infinity as Python does (the translator folds a power-of-two divisor
//! into a shift or a mask before it gets here). A zero divisor and
//! `MIN // -1`, whose result needs a big int, take the uop's exit, and the
//! interpreter raises or widens.
//!
//! Owns only this instruction selection; the slot state and exits belong
//! to the translator (`super`).

use cranelift_codegen::ir::InstBuilder;
use cranelift_codegen::ir::condcodes::IntCC;

use super::{Gen, TranslateError};
use trellis_core::bytecode::BinOp;
use trellis_core::tier2::uops::UopInst;
use trellis_core::value::layout;

impl Gen<'_, '_> {
    /// `_BINARY_OP_INT` for `//` (`modulo` false) or `%` (true) on the two
    /// ints on top.
    pub(super) fn floor_div_mod(
        &mut self,
        u: &UopInst,
        modulo: bool,
    ) -> Result<(), TranslateError> {
        let (sa, sb) = (self.at(1), self.at(0));
        // Usually proved by the guards before it, when these emit nothing.
        self.guard_tag(sa, layout::TAG_INT, u.exit)?;
        self.guard_tag(sb, layout::TAG_INT, u.exit)?;
        let a = self.payload(sa);
        let b = self.payload(sb);
        let known = self.const_int(sb);
        if known.is_none_or(|c| c == 0) {
            let zero = self.b.ins().icmp_imm_s(IntCC::Equal, b, 0);
            self.exit_if(Some(zero), u.exit)?;
        }
        if known.is_none_or(|c| c == -1) {
            let minus_one = self.b.ins().icmp_imm_s(IntCC::Equal, b, -1);
            let min = self.b.ins().icmp_imm_s(IntCC::Equal, a, i64::MIN);
            let both = self.b.ins().band(minus_one, min);
            self.exit_if(Some(both), u.exit)?;
        }
        let q = self.b.ins().sdiv(a, b);
        let r = self.b.ins().srem(a, b);
        // A nonzero remainder whose sign differs from the divisor's moves
        // one divisor down.
        let nonzero = self.b.ins().icmp_imm_s(IntCC::NotEqual, r, 0);
        let signs = self.b.ins().bxor(r, b);
        let differ = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, signs, 0);
        let adjust = self.b.ins().band(nonzero, differ);
        let result = if modulo {
            let moved = self.b.ins().iadd(r, b);
            self.b.ins().select(adjust, moved, r)
        } else {
            let moved = self.b.ins().iadd_imm_s(q, -1);
            self.b.ins().select(adjust, moved, q)
        };
        self.drop_top(2);
        let s = self.push_slot();
        self.set_typed(s, layout::TAG_INT, result);
        Ok(())
    }

    /// Whether `u`, a `_BINARY_OP_INT`, is `//` or `%` (and which).
    pub(super) fn division(u: &UopInst) -> Option<bool> {
        match BinOp::from_u32(u.oparg)? {
            BinOp::FloorDiv => Some(false),
            BinOp::Mod => Some(true),
            _ => None,
        }
    }
}
