//! A generator resumed in a trace's inlined frame, in machine code: the
//! guard on where it stopped, moving its image into the frame and, at its
//! `yield`, back (`trellis_core::tier2::heap_layout::GenLayout`), as the
//! executor's `_GUARD_GEN`, `_GEN_RESUME` and `_GEN_YIELD` do. A generator
//! finishing (`_GEN_RETURN`, once per generator) frees its image and stays
//! with the helper. Owns no register state of its own: it works through
//! [`Gen`]'s.

use trellis_core::objects::generator::GenState;
use trellis_core::tier2::uops::{GEN_SENT, UopInst};
use trellis_core::value::layout;

use super::{Gen, Loc, LowerError, PAYLOAD, TAG, slot_mem};
use crate::encoder::{Alu, Cond, mem};
use crate::regs::{Gpr, TMP};

impl Gen<'_> {
    /// `e`, a generator's entry, becomes the address of its `GenObj`.
    fn generator_box(&mut self, e: Gpr) {
        self.a.load(e, mem(e, self.gens.boxed as i32));
    }

    /// `_GUARD_GEN`: exits unless the generator `oparg >> 24` below the
    /// top stopped where the trace resumes it (code, instruction, image
    /// length, no exception of its own, not started or suspended).
    pub(super) fn guard_generator(&mut self, u: &UopInst) -> Result<(), LowerError> {
        let at = (u.oparg >> 24) as usize;
        if at == 0 || at > self.depth() {
            return Err(LowerError("generator guard below the stack"));
        }
        let (code, ip) = ((u.operand >> 32) as u32, u.operand as u32);
        let len = i32::try_from(u.oparg & 0xff_ffff).map_err(|_| LowerError("image length"))?;
        let state = if ip == 0 {
            GenState::Created
        } else {
            GenState::Suspended
        };
        // The resume and the yield after it read the generator from its
        // slot in the caller's frame (as the executor does): every entry
        // goes to its own slot here, before the frame is entered.
        self.flush_for_call();
        let e = self.entry_of(self.peek(at - 1), layout::TAG_GENERATOR, u.exit)?;
        self.generator_box(e);
        let g = self.gens;
        self.a.cmp_m32i(mem(e, g.code as i32), code as i32);
        self.exit_to(Some(Cond::NE), u.exit, None)?;
        self.a.cmp_m32i(mem(e, g.ip as i32), ip as i32);
        self.exit_to(Some(Cond::NE), u.exit, None)?;
        self.a.cmp_mi(mem(e, g.image_len as i32), len);
        self.exit_to(Some(Cond::NE), u.exit, None)?;
        self.a
            .cmp_mi(mem(e, g.exc_tag as i32), layout::TAG_NONE as i32);
        self.exit_to(Some(Cond::NE), u.exit, None)?;
        self.a.cmp_m8i(mem(e, g.state as i32), state as u8);
        self.exit_to(Some(Cond::NE), u.exit, None)?;
        self.free_gpr(e);
        Ok(())
    }

    /// `_GEN_RESUME`, first in the generator's inlined frame: the
    /// generator `operand` slots below the frame runs, its image moves
    /// into the frame, and a started one's `yield` gives the value sent
    /// (or `None`) above it.
    pub(super) fn resume_generator(&mut self, u: &UopInst) -> Result<(), LowerError> {
        self.flush_for_call();
        let (fp, pushes) = (self.fp(), u.oparg & 0xffff);
        let at = fp
            .checked_sub(u.operand as u32)
            .ok_or(LowerError("generator below the slots"))?;
        let top = self.sp() + pushes;
        // No checks here (the uop has no exit): the `_GUARD_GEN` the
        // recorder puts right before the frame's `_INLINE_ENTER`, and
        // which the optimizer keeps, checked the generator, its image's
        // length and its state; nothing between can change them.
        let [g, n, src, dst] = self.scratch()?;
        self.a.load32(g, slot_mem(at, PAYLOAD));
        self.object_to_entry(g);
        self.generator_box(g);
        let gens = self.gens;
        // A started generator's `yield` evaluates to what was sent: it
        // lands above the image, in the last slot the uop pushes.
        let not_started = self.a.label();
        self.a
            .cmp_m8i(mem(g, gens.state as i32), GenState::Suspended as u8);
        self.a.jcc(Cond::NE, not_started);
        if top == 0 {
            return Err(LowerError("a sent value with no slot"));
        }
        if u.oparg & GEN_SENT != 0 {
            for field in [TAG, PAYLOAD] {
                self.a.load(TMP, slot_mem(at + 1, field));
                self.a.store(slot_mem(top - 1, field), TMP);
            }
        } else {
            self.a
                .store_imm(slot_mem(top - 1, TAG), layout::TAG_NONE as i32);
            self.a.store_imm(slot_mem(top - 1, PAYLOAD), 0);
        }
        self.a.bind(not_started);
        self.a
            .store8_imm(mem(g, gens.state as i32), GenState::Running as u8);
        // The image into the frame, a value (two words) at a time.
        let (copy, copied) = (self.a.label(), self.a.label());
        self.a.load(n, mem(g, gens.image_len as i32));
        self.a.load(src, mem(g, gens.image_addr as i32));
        self.a.lea(dst, slot_mem(fp, 0));
        self.a.test_rr(n, n);
        self.a.jcc(Cond::E, copied);
        self.a.bind(copy);
        for w in [0, 8] {
            self.a.load(TMP, mem(src, w));
            self.a.store(mem(dst, w), TMP);
        }
        self.a.alu_ri(Alu::Add, src, 16);
        self.a.alu_ri(Alu::Add, dst, 16);
        self.a.alu_ri(Alu::Sub, n, 1);
        self.a.jcc(Cond::NE, copy);
        self.a.bind(copied);
        // The block stays: the next yield saves into it.
        self.a.store_imm(mem(g, gens.image_len as i32), 0);
        for r in [g, n, src, dst] {
            self.free_gpr(r);
        }
        let base = self.sp();
        for i in 0..pushes {
            self.push(Loc::Mem(base + i));
        }
        Ok(())
    }

    /// `_GEN_YIELD`: the frame's locals and the values under the one
    /// yielded go into the image of the generator `operand & 0xffff_ffff`
    /// slots below the frame, which stops at instruction `operand >> 32`;
    /// exits first if the image's block has too little room.
    pub(super) fn yield_generator(&mut self, u: &UopInst) -> Result<(), LowerError> {
        self.flush_for_call();
        let fp = self.fp();
        let at = fp
            .checked_sub((u.operand & 0xffff_ffff) as u32)
            .ok_or(LowerError("generator below the slots"))?;
        let ip = (u.operand >> 32) as u32;
        let count = self
            .sp()
            .checked_sub(fp + 1)
            .ok_or(LowerError("yield without a value"))?;
        let count = i32::try_from(count).map_err(|_| LowerError("image too long"))?;
        let [dst] = self.scratch()?;
        let g = self.entry(Loc::Mem(at), layout::TAG_GENERATOR, u.exit, true)?;
        self.generator_box(g);
        let gens = self.gens;
        self.a.cmp_mi(mem(g, gens.image_room as i32), count);
        self.exit_to(Some(Cond::B), u.exit, None)?;
        self.a.load(dst, mem(g, gens.image_addr as i32));
        for k in 0..count {
            for w in [TAG, PAYLOAD] {
                self.a.load(TMP, slot_mem(fp + k as u32, w));
                self.a.store(mem(dst, 16 * k + w), TMP);
            }
        }
        self.a.store_imm(mem(g, gens.image_len as i32), count);
        self.a.store32_imm(mem(g, gens.ip as i32), ip as i32);
        self.a
            .store8_imm(mem(g, gens.state as i32), GenState::Suspended as u8);
        for r in [g, dst] {
            self.free_gpr(r);
        }
        Ok(())
    }
}
