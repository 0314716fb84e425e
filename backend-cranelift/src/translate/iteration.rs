//! Loop iteration state in machine code where the executor's helper used
//! to run: making a range's or a list's or tuple's iteration state
//! (`_RANGE_ITER`, `_GET_ITER`) and the guards at a loop's end that its
//! iteration is exhausted (`_GUARD_EXHAUSTED_RANGE`, `_GUARD_EXHAUSTED`).
//! The three state slots are as `ops::get_iter` makes them: a range's
//! stop, step and next value; a sequence, padding and the next index.
//!
//! Owns only this instruction selection; the slot state and exits belong
//! to the translator (`super`). A state of a type not known here is left
//! to the generic helper (the caller checks [`Gen::iteration_known`]).

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{InstBuilder, Value, types};

use super::{Gen, TranslateError, peek_slot};
use trellis_core::tier2::heap_layout::ItemsLayout;
use trellis_core::tier2::uops::{Uop, UopInst};
use trellis_core::value::{Value as GuestValue, layout};

impl Gen<'_, '_> {
    /// Whether this translator does `u` itself (else the helper does):
    /// `_RANGE_ITER` always; `_GET_ITER` of a list or tuple and
    /// `_GUARD_EXHAUSTED` of a range's, list's or tuple's state when
    /// their types are known here.
    pub(super) fn iteration_known(&self, u: &UopInst) -> bool {
        let tag_at = |k| peek_slot(&self.st.frames, k).and_then(|s| self.tag_of(s));
        match u.op {
            Uop::_RANGE_ITER => (1..=3).contains(&u.oparg),
            Uop::_GUARD_EXHAUSTED_RANGE => true,
            Uop::_GET_ITER => matches!(tag_at(0), Some(layout::TAG_LIST | layout::TAG_TUPLE)),
            Uop::_GUARD_EXHAUSTED => matches!(
                tag_at(2),
                Some(layout::TAG_LIST | layout::TAG_TUPLE | layout::TAG_INT)
            ),
            _ => false,
        }
    }

    /// Translates `u`, one that [`Self::iteration_known`] accepted.
    pub(super) fn iteration(&mut self, u: &UopInst) -> Result<(), TranslateError> {
        match u.op {
            Uop::_RANGE_ITER => self.range_iter(u),
            Uop::_GET_ITER => {
                // The sequence stays; padding and the first index go above.
                let pad = self.push_slot();
                self.set_const(pad, GuestValue::Undef);
                let index = self.push_slot();
                self.set_const(index, GuestValue::Int(0));
                Ok(())
            }
            _ => {
                let state = self.at(2);
                let done = if self.tag_of(state) == Some(layout::TAG_INT)
                    || u.op == Uop::_GUARD_EXHAUSTED_RANGE
                {
                    self.range_done(u.exit)?
                } else {
                    self.sequence_done(u.exit)?
                };
                let more = self.b.ins().icmp_imm_s(IntCC::Equal, done, 0);
                self.exit_if(Some(more), u.exit)?;
                self.drop_top(3);
                Ok(())
            }
        }
    }

    /// `range(...)` with `oparg` int arguments on top of the callee: they
    /// become the range's stop, step and first value (a zero step, or an
    /// argument that is not an int, exits).
    fn range_iter(&mut self, u: &UopInst) -> Result<(), TranslateError> {
        let n = u.oparg;
        let mut args = alloc::vec::Vec::new();
        for k in (0..n).rev() {
            let s = self.at(k);
            self.guard_tag(s, layout::TAG_INT, u.exit)?;
            args.push(self.payload(s));
        }
        let (start, stop, step) = match args[..] {
            [stop] => (self.iconst(0), stop, self.iconst(1)),
            [start, stop] => (start, stop, self.iconst(1)),
            [start, stop, step] => {
                let zero = self.b.ins().icmp_imm_s(IntCC::Equal, step, 0);
                self.exit_if(Some(zero), u.exit)?;
                (start, stop, step)
            }
            _ => return Err(TranslateError("range() with a bad argument count")),
        };
        self.drop_top(n + 1);
        for v in [stop, step, start] {
            let s = self.push_slot();
            self.set_typed(s, layout::TAG_INT, v);
        }
        Ok(())
    }

    /// Whether the range iteration on top (stop, step, next; each checked
    /// to be an int) is exhausted, as an `i8` condition.
    fn range_done(&mut self, exit: u32) -> Result<Value, TranslateError> {
        let mut w = [self.iconst(0); 3];
        for (k, v) in w.iter_mut().enumerate() {
            let s = self.at(2 - k as u32);
            self.guard_tag(s, layout::TAG_INT, exit)?;
            *v = self.payload(s);
        }
        let [stop, step, cur] = w;
        let up = self.b.ins().icmp_imm_s(IntCC::SignedGreaterThan, step, 0);
        let past_up = self
            .b
            .ins()
            .icmp(IntCC::SignedGreaterThanOrEqual, cur, stop);
        let past_down = self.b.ins().icmp(IntCC::SignedLessThanOrEqual, cur, stop);
        let past = self.b.ins().select(up, past_up, past_down);
        let still = self.b.ins().icmp_imm_s(IntCC::Equal, step, 0);
        Ok(self.b.ins().bor(past, still))
    }

    /// Whether the list or tuple iteration on top (its sequence's type
    /// known; the index checked to be an int) is exhausted, as an `i8`
    /// condition: a negative index counts as past the end, as the
    /// executor's check does.
    fn sequence_done(&mut self, exit: u32) -> Result<Value, TranslateError> {
        let (seq, index) = (self.at(2), self.at(0));
        let items = if self.tag_of(seq) == Some(layout::TAG_LIST) {
            ItemsLayout::list()
        } else {
            ItemsLayout::tuple()
        };
        let tag = self.tag_of(seq).unwrap_or(layout::TAG_LIST);
        let e = self.object_entry(seq, tag, exit, false)?;
        self.guard_tag(index, layout::TAG_INT, exit)?;
        let n = self
            .b
            .ins()
            .load(types::I64, Self::flags(), e, items.items_len as i32);
        let i = self.payload(index);
        Ok(self.b.ins().icmp(IntCC::UnsignedGreaterThanOrEqual, i, n))
    }
}
