//! A generator resumed in a trace's inlined frame, in machine code: the
//! guard on where it stopped, moving its image into the frame and, at its
//! `yield`, back (`trellis_core::tier2::heap_layout::GenLayout`), as the
//! executor's `_GUARD_GEN`, `_GEN_RESUME` and `_GEN_YIELD` do and as the
//! x86-64 backend's `lower/generators.rs` does. A generator finishing
//! (`_GEN_RETURN`, once per generator) frees its image and stays with the
//! helper.
//!
//! Owns only this instruction selection; the slot state and exits belong
//! to the translator (`super`).

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{InstBuilder, Value, types};

use super::{Gen, PAYLOAD, SLOT, SlotState, TAG, TranslateError};
use trellis_core::objects::generator::GenState;
use trellis_core::tier2::heap_layout::GenLayout;
use trellis_core::tier2::uops::{GEN_SENT, UopInst};
use trellis_core::value::layout;

impl Gen<'_, '_> {
    /// The address of the `GenObj` of the generator in `slot`, after
    /// checking that it holds one (else `exit`).
    fn generator(&mut self, slot: u32, exit: u32, written: bool) -> Result<Value, TranslateError> {
        let e = self.object_entry(slot, layout::TAG_GENERATOR, exit, written)?;
        let boxed = GenLayout::get().boxed as i32;
        Ok(self.b.ins().load(types::I64, Self::flags(), e, boxed))
    }

    /// `_GUARD_GEN`: exits unless the generator `oparg >> 24` below the
    /// top stopped where the trace resumes it (code, instruction, image
    /// length, no exception of its own, not started or suspended).
    pub(super) fn guard_generator(&mut self, u: &UopInst) -> Result<(), TranslateError> {
        let below = (u.oparg >> 24)
            .checked_sub(1)
            .ok_or(TranslateError("generator guard below the stack"))?;
        let slot = self.at(below);
        let (code, ip) = ((u.operand >> 32) as u32, u.operand as u32);
        let len = i64::from(u.oparg & 0xff_ffff);
        let state = if ip == 0 {
            GenState::Created
        } else {
            GenState::Suspended
        };
        let g = self.generator(slot, u.exit, false)?;
        let l = GenLayout::get();
        let fields = [
            (
                self.b.ins().uload32(Self::flags(), g, l.code as i32),
                i64::from(code),
            ),
            (
                self.b.ins().uload32(Self::flags(), g, l.ip as i32),
                i64::from(ip),
            ),
            (
                self.b
                    .ins()
                    .load(types::I64, Self::flags(), g, l.image_len as i32),
                len,
            ),
            (
                self.b
                    .ins()
                    .uload8(types::I64, Self::flags(), g, l.exc_tag as i32),
                i64::from(layout::TAG_NONE),
            ),
            (
                self.b
                    .ins()
                    .uload8(types::I64, Self::flags(), g, l.state as i32),
                state as i64,
            ),
        ];
        for (have, want) in fields {
            let other = self.b.ins().icmp_imm_s(IntCC::NotEqual, have, want);
            self.exit_if(Some(other), u.exit)?;
        }
        Ok(())
    }

    /// `_GEN_RESUME`, first in the generator's inlined frame: the
    /// generator `operand` slots below the frame runs, its image moves
    /// into the frame, and a started one's `yield` gives the value sent
    /// (or `None`) above it. No exit: the `_GUARD_GEN` right before the
    /// frame checked the generator, and nothing between changes it.
    pub(super) fn resume_generator(&mut self, u: &UopInst) -> Result<(), TranslateError> {
        let (fp, pushes) = (self.fp(), u.oparg & 0xffff);
        let at = fp
            .checked_sub(u.operand as u32)
            .ok_or(TranslateError("generator below the slots"))?;
        let top = self.sp() + pushes;
        if top == 0 || top as usize > self.st.slots.len() {
            return Err(TranslateError("a generator frame past the slots"));
        }
        let sent = if u.oparg & GEN_SENT != 0 {
            Some(self.get(at + 1))
        } else {
            None
        };
        let p = self.payload(at);
        let e = self.entry_of_object(p);
        let l = GenLayout::get();
        let g = self
            .b
            .ins()
            .load(types::I64, Self::flags(), e, l.boxed as i32);
        // A started generator's `yield` evaluates to what was sent: it
        // lands above the image, in the last slot the uop pushes.
        let state = self
            .b
            .ins()
            .uload8(types::I64, Self::flags(), g, l.state as i32);
        let started = self
            .b
            .ins()
            .icmp_imm_s(IntCC::Equal, state, GenState::Suspended as i64);
        let (send, copy) = (self.b.create_block(), self.b.create_block());
        self.b.ins().brif(started, send, &[], copy, &[]);
        self.b.seal_block(send);
        self.b.switch_to_block(send);
        let (t, v) = match sent {
            Some(tv) => tv,
            None => (self.tag_const(layout::TAG_NONE), self.iconst(0)),
        };
        let off = (top - 1) as i32 * SLOT;
        self.b
            .ins()
            .store(Self::flags(), t, self.slots_ptr, off + TAG);
        self.b
            .ins()
            .store(Self::flags(), v, self.slots_ptr, off + PAYLOAD);
        self.b.ins().jump(copy, &[]);
        self.b.seal_block(copy);
        self.b.switch_to_block(copy);
        let running = self.b.ins().iconst(types::I8, GenState::Running as i64);
        self.b
            .ins()
            .store(Self::flags(), running, g, l.state as i32);
        // The image into the frame, a value (two words) at a time.
        let n = self
            .b
            .ins()
            .load(types::I64, Self::flags(), g, l.image_len as i32);
        let src = self
            .b
            .ins()
            .load(types::I64, Self::flags(), g, l.image_addr as i32);
        let dst = self
            .b
            .ins()
            .iadd_imm_s(self.slots_ptr, i64::from(fp) * i64::from(SLOT));
        let (head, body, done) = (
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
        );
        for b in [head, body] {
            for _ in 0..3 {
                self.b.append_block_param(b, types::I64);
            }
        }
        self.b.ins().jump(head, &[src.into(), dst.into(), n.into()]);
        self.b.switch_to_block(head);
        let [s, d, k] = [0, 1, 2].map(|i| self.b.block_params(head)[i]);
        self.b
            .ins()
            .brif(k, body, &[s.into(), d.into(), k.into()], done, &[]);
        self.b.switch_to_block(body);
        let [s, d, k] = [0, 1, 2].map(|i| self.b.block_params(body)[i]);
        for w in [TAG, PAYLOAD] {
            let x = self.b.ins().load(types::I64, Self::flags(), s, w);
            self.b.ins().store(Self::flags(), x, d, w);
        }
        let s = self.b.ins().iadd_imm_s(s, i64::from(SLOT));
        let d = self.b.ins().iadd_imm_s(d, i64::from(SLOT));
        let k = self.b.ins().iadd_imm_s(k, -1);
        self.b.ins().jump(head, &[s.into(), d.into(), k.into()]);
        self.b.seal_block(body);
        self.b.seal_block(head);
        self.b.seal_block(done);
        self.b.switch_to_block(done);
        // The block stays: the next yield saves into it.
        let zero = self.iconst(0);
        self.b
            .ins()
            .store(Self::flags(), zero, g, l.image_len as i32);
        for _ in 0..pushes {
            self.push_slot();
        }
        // Every slot of the frame now holds what memory holds.
        for s in fp..top {
            if let Some(st) = self.st.slots.get_mut(s as usize) {
                *st = SlotState::in_memory(None);
            }
        }
        Ok(())
    }

    /// `_GEN_YIELD`: the frame's locals and the values under the one
    /// yielded go into the image of the generator `operand & 0xffff_ffff`
    /// slots below the frame, which stops at instruction `operand >> 32`;
    /// exits first if the image's block has too little room.
    pub(super) fn yield_generator(&mut self, u: &UopInst) -> Result<(), TranslateError> {
        let fp = self.fp();
        let at = fp
            .checked_sub((u.operand & 0xffff_ffff) as u32)
            .ok_or(TranslateError("generator below the slots"))?;
        let ip = (u.operand >> 32) as u32;
        let count = self
            .sp()
            .checked_sub(fp + 1)
            .ok_or(TranslateError("yield without a value"))?;
        let l = GenLayout::get();
        let g = self.generator(at, u.exit, true)?;
        let room = self
            .b
            .ins()
            .load(types::I64, Self::flags(), g, l.image_room as i32);
        let small = self
            .b
            .ins()
            .icmp_imm_s(IntCC::UnsignedLessThan, room, i64::from(count));
        self.exit_if(Some(small), u.exit)?;
        let dst = self
            .b
            .ins()
            .load(types::I64, Self::flags(), g, l.image_addr as i32);
        for k in 0..count {
            let (t, p) = self.get(fp + k);
            let off = k as i32 * SLOT;
            self.b.ins().store(Self::flags(), t, dst, off + TAG);
            self.b.ins().store(Self::flags(), p, dst, off + PAYLOAD);
        }
        let n = self.iconst(i64::from(count));
        self.b.ins().store(Self::flags(), n, g, l.image_len as i32);
        let ip = self.b.ins().iconst(types::I32, i64::from(ip));
        self.b.ins().store(Self::flags(), ip, g, l.ip as i32);
        let suspended = self.b.ins().iconst(types::I8, GenState::Suspended as i64);
        self.b
            .ins()
            .store(Self::flags(), suspended, g, l.state as i32);
        Ok(())
    }
}
