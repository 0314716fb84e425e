//! Machine-code paths for the builtin-value operations (`tier2::value_ops`)
//! that hot loops over text run: a string compared, indexed or iterated
//! and `ord` of a character, when the strings are ASCII texts machine code
//! may read (`tier2::heap_layout::StrLayout`). Anything else jumps to the
//! slow path, the value-op helper, whose results land in the same slots.
//!
//! Owns only the paths' instruction selection; the slot state and exits
//! belong to the translator (`super`).

use alloc::vec;
use alloc::vec::Vec;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{Block, InstBuilder, Value, types};

use super::{Gen, PAYLOAD, SlotState, TAG, TranslateError};
use trellis_core::bytecode::CmpOp;
use trellis_core::tier2::context::offsets;
use trellis_core::tier2::heap_layout::{ENTRY_SIZE, NO_CHAR, NOT_DIRECT};
use trellis_core::tier2::uops::{Uop, UopInst};
use trellis_core::tier2::value_ops;
use trellis_core::value::layout;

/// A slot a path writes and the (tag, payload) it writes there.
pub(super) type Written = (u32, Value, Value);

impl Gen<'_, '_> {
    /// Runs value op `u` through `fast` (given the first operand's slot
    /// and the block to jump to for the helper), or, where `fast` gives
    /// up, through the helper. Both paths end with the slots `fast` names
    /// holding their new values in their variables; the helper's exit
    /// finds every slot as before.
    pub(super) fn fast_or_value_op(
        &mut self,
        u: &UopInst,
        fast: impl FnOnce(&mut Self, u32, Block) -> Result<Vec<Written>, TranslateError>,
    ) -> Result<(), TranslateError> {
        let (pops, pushes) = u.op.effect(u.oparg);
        let window = value_ops::window(u.op, u.oparg) as u32;
        if window > self.st.frames.last().map_or(0, |f| f.depth) {
            return Err(TranslateError("stack underflow"));
        }
        let word = super::value_op_word(u)?;
        let base = self.sp() - window;
        let before = self.st.clone();
        let (slow, join) = (self.b.create_block(), self.b.create_block());
        self.b.set_cold_block(slow);
        let written = fast(self, base, slow)?;
        for &(s, t, p) in &written {
            let i = self.in_range(s);
            self.b.def_var(self.tags[i], t);
            self.b.def_var(self.pays[i], p);
        }
        self.b.ins().jump(join, &[]);
        self.b.seal_block(slow);
        self.b.switch_to_block(slow);
        self.st = before.clone();
        let word = self.iconst(word as i64);
        let r = self.call_slots_helper(offsets::HELPER_VALUE_OP, word, base);
        self.exit_if(Some(r), u.exit)?;
        for &(s, _, _) in &written {
            let i = self.in_range(s);
            let t = self.load_word(i, TAG);
            let p = self.load_word(i, PAYLOAD);
            self.b.def_var(self.tags[i], t);
            self.b.def_var(self.pays[i], p);
        }
        self.b.ins().jump(join, &[]);
        self.b.seal_block(join);
        self.b.switch_to_block(join);
        // Memory holds what was dirty before on the fast path only: those
        // slots stay dirty.
        self.st = before;
        self.drop_top(pops);
        for _ in 0..pushes {
            self.push_slot();
        }
        for &(s, _, _) in &written {
            let i = self.in_range(s);
            self.st.slots[i] = SlotState::in_variables(None);
            if self.head.is_some() {
                self.written[i] = true;
            }
        }
        Ok(())
    }

    /// Continues in a new block when `bad` is false; jumps to `slow`
    /// when it is true.
    fn unless(&mut self, bad: Value, slow: Block) {
        let ok = self.b.create_block();
        self.b.ins().brif(bad, slow, &[], ok, &[]);
        self.b.seal_block(ok);
        self.b.switch_to_block(ok);
    }

    /// Jumps to `slow` unless `slot` holds a value with tag `tag`.
    fn unless_tag(&mut self, slot: u32, tag: u8, slow: Block) {
        if self.tag_of(slot) == Some(tag) {
            return;
        }
        let (t, _) = self.get(slot);
        let bad = self.b.ins().icmp_imm_s(IntCC::NotEqual, t, tag as i64);
        self.unless(bad, slow);
    }

    /// The heap entry of the string in `slot` (its tag checked) and its
    /// text's length in bytes; jumps to `slow` unless machine code may
    /// read the text (ASCII, held flat: `StrLayout::direct_len`).
    fn direct_str(&mut self, slot: u32, slow: Block) -> (Value, Value) {
        self.unless_tag(slot, layout::TAG_STR, slow);
        let p = self.payload(slot);
        let e = self.entry_of_object(p);
        let len = self
            .b
            .ins()
            .uload32(Self::flags(), e, self.strs.direct_len as i32);
        let opaque = self
            .b
            .ins()
            .icmp_imm_s(IntCC::Equal, len, NOT_DIRECT as i64);
        self.unless(opaque, slow);
        (e, len)
    }

    /// The address of the heap entry of the object in payload `p` (its
    /// low four bytes; the rest may be left over from an earlier value).
    pub(super) fn entry_of_object(&mut self, p: Value) -> Value {
        let obj = self.b.ins().band_imm_s(p, 0xffff_ffff);
        let objects = self.ctx_load(offsets::HEAP_OBJECTS);
        let objects = self.b.ins().load(types::I64, Self::flags(), objects, 0);
        let off = self.b.ins().imul_imm_s(obj, ENTRY_SIZE as i64);
        self.b.ins().iadd(objects, off)
    }

    /// The address of the text of the string whose entry is `e`.
    fn text_address(&mut self, e: Value) -> Value {
        let flat = self
            .b
            .ins()
            .load(types::I64, Self::flags(), e, self.strs.flat_addr as i32);
        let held = self.b.ins().iadd_imm_s(e, self.strs.inline_text as i64);
        let in_entry = self.b.ins().icmp_imm_s(IntCC::Equal, flat, 0);
        self.b.ins().select(in_entry, held, flat)
    }

    /// The shared one-character string of ASCII code `byte`; jumps to
    /// `slow` while there is none.
    fn char_string(&mut self, byte: Value, slow: Block) -> Value {
        let table = self.ctx_load(offsets::CHAR_STRS);
        let off = self.b.ins().imul_imm_s(byte, 4);
        let at = self.b.ins().iadd(table, off);
        let s = self.b.ins().uload32(Self::flags(), at, 0);
        let none = self.b.ins().icmp_imm_s(IntCC::Equal, s, NO_CHAR as i64);
        self.unless(none, slow);
        s
    }

    /// The shared string of the character at byte `i` of the text of the
    /// string whose entry is `e` (an index already checked).
    fn char_at(&mut self, e: Value, i: Value, slow: Block) -> Value {
        let text = self.text_address(e);
        let at = self.b.ins().iadd(text, i);
        let byte = self.b.ins().uload8(types::I64, Self::flags(), at, 0);
        self.char_string(byte, slow)
    }

    /// `_BINARY_SUBSCR_STR_INT` (the string at `base`, the index above):
    /// the character's shared string replaces the string.
    pub(super) fn str_index_fast(
        &mut self,
        base: u32,
        slow: Block,
    ) -> Result<Vec<Written>, TranslateError> {
        self.unless_tag(base + 1, layout::TAG_INT, slow);
        let (e, n) = self.direct_str(base, slow);
        let i = self.payload(base + 1);
        // A negative index counts from the end; one still negative is out
        // of range, as is one at or past the end (unsigned).
        let negative = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, i, 0);
        let from_end = self.b.ins().iadd(i, n);
        let i = self.b.ins().select(negative, from_end, i);
        let out = self.b.ins().icmp(IntCC::UnsignedGreaterThanOrEqual, i, n);
        self.unless(out, slow);
        let s = self.char_at(e, i, slow);
        let t = self.tag_const(layout::TAG_STR);
        Ok(vec![(base, t, s)])
    }

    /// `_ITER_NEXT_STR` (the iteration's string at `base`, its position
    /// two above): the next character's string is pushed and the position
    /// moves on.
    pub(super) fn str_iter_fast(
        &mut self,
        base: u32,
        slow: Block,
    ) -> Result<Vec<Written>, TranslateError> {
        self.unless_tag(base + 2, layout::TAG_INT, slow);
        let (e, n) = self.direct_str(base, slow);
        let i = self.payload(base + 2);
        // Unsigned: a negative position is past the end too.
        let out = self.b.ins().icmp(IntCC::UnsignedGreaterThanOrEqual, i, n);
        self.unless(out, slow);
        let s = self.char_at(e, i, slow);
        let next = self.b.ins().iadd_imm_s(i, 1);
        let (ti, ts) = (
            self.tag_const(layout::TAG_INT),
            self.tag_const(layout::TAG_STR),
        );
        Ok(vec![(base + 2, ti, next), (base + 3, ts, s)])
    }

    /// `_CALL_ORD` (`ord` at `base`, its argument above): the code of a
    /// one-character ASCII string replaces the callee.
    pub(super) fn ord_fast(
        &mut self,
        base: u32,
        slow: Block,
    ) -> Result<Vec<Written>, TranslateError> {
        let (e, n) = self.direct_str(base + 1, slow);
        let long = self.b.ins().icmp_imm_s(IntCC::NotEqual, n, 1);
        self.unless(long, slow);
        let text = self.text_address(e);
        let byte = self.b.ins().uload8(types::I64, Self::flags(), text, 0);
        let t = self.tag_const(layout::TAG_INT);
        Ok(vec![(base, t, byte)])
    }

    /// `_COMPARE_OP_STR` (operands at `base` and above): the same object
    /// is equal to itself; otherwise, when both texts can be read and are
    /// not empty, differing first bytes order them (UTF-8 orders as code
    /// points do), differing lengths make them unequal, and two strings of
    /// one equal byte are equal. The bool replaces the first operand.
    pub(super) fn str_compare_fast(
        &mut self,
        cmp: CmpOp,
        base: u32,
        slow: Block,
    ) -> Result<Vec<Written>, TranslateError> {
        let equal = matches!(cmp, CmpOp::Eq | CmpOp::Le | CmpOp::Ge) as i64;
        self.unless_tag(base, layout::TAG_STR, slow);
        self.unless_tag(base + 1, layout::TAG_STR, slow);
        let done = self.b.create_block();
        let r = self.b.append_block_param(done, types::I64);
        let pa = self.payload(base);
        let pb = self.payload(base + 1);
        let x = self.b.ins().bxor(pa, pb);
        let x = self.b.ins().band_imm_s(x, 0xffff_ffff);
        let same = self.b.ins().icmp_imm_s(IntCC::Equal, x, 0);
        let differ = self.b.create_block();
        let eq = self.iconst(equal);
        self.b.ins().brif(same, done, &[eq.into()], differ, &[]);
        self.b.seal_block(differ);
        self.b.switch_to_block(differ);
        let (ea, la) = self.direct_str(base, slow);
        let (eb, lb) = self.direct_str(base + 1, slow);
        for l in [la, lb] {
            let empty = self.b.ins().icmp_imm_s(IntCC::Equal, l, 0);
            self.unless(empty, slow);
        }
        let ta = self.text_address(ea);
        let tb = self.text_address(eb);
        let ca = self.b.ins().uload8(types::I64, Self::flags(), ta, 0);
        let cb = self.b.ins().uload8(types::I64, Self::flags(), tb, 0);
        let cc = match cmp {
            CmpOp::Lt => IntCC::UnsignedLessThan,
            CmpOp::Le => IntCC::UnsignedLessThanOrEqual,
            CmpOp::Eq => IntCC::Equal,
            CmpOp::Ne => IntCC::NotEqual,
            CmpOp::Gt => IntCC::UnsignedGreaterThan,
            CmpOp::Ge => IntCC::UnsignedGreaterThanOrEqual,
        };
        let by_bytes = self.b.ins().icmp(cc, ca, cb);
        let by_bytes = self.b.ins().uextend(types::I64, by_bytes);
        let first_differs = self.b.ins().icmp(IntCC::NotEqual, ca, cb);
        let same_first = self.b.create_block();
        self.b
            .ins()
            .brif(first_differs, done, &[by_bytes.into()], same_first, &[]);
        self.b.seal_block(same_first);
        self.b.switch_to_block(same_first);
        if matches!(cmp, CmpOp::Eq | CmpOp::Ne) {
            let lengths_differ = self.b.ins().icmp(IntCC::NotEqual, la, lb);
            let ne = self.iconst((cmp == CmpOp::Ne) as i64);
            let same_len = self.b.create_block();
            self.b
                .ins()
                .brif(lengths_differ, done, &[ne.into()], same_len, &[]);
            self.b.seal_block(same_len);
            self.b.switch_to_block(same_len);
        }
        for l in [la, lb] {
            let long = self.b.ins().icmp_imm_s(IntCC::NotEqual, l, 1);
            self.unless(long, slow);
        }
        let eq = self.iconst(equal);
        self.b.ins().jump(done, &[eq.into()]);
        self.b.seal_block(done);
        self.b.switch_to_block(done);
        let t = self.tag_const(layout::TAG_BOOL);
        Ok(vec![(base, t, r)])
    }

    /// Routes the string value ops to their paths; `false` for any other
    /// uop.
    pub(super) fn string_value_op(&mut self, u: &UopInst) -> Result<bool, TranslateError> {
        match u.op {
            Uop::_COMPARE_OP_STR => {
                let cmp = CmpOp::from_u32(u.oparg).ok_or(TranslateError("bad comparison"))?;
                self.fast_or_value_op(u, |g, base, slow| g.str_compare_fast(cmp, base, slow))?
            }
            Uop::_BINARY_SUBSCR_STR_INT => {
                self.fast_or_value_op(u, |g, base, slow| g.str_index_fast(base, slow))?
            }
            Uop::_ITER_NEXT_STR => {
                self.fast_or_value_op(u, |g, base, slow| g.str_iter_fast(base, slow))?
            }
            Uop::_CALL_ORD => self.fast_or_value_op(u, |g, base, slow| g.ord_fast(base, slow))?,
            _ => return Ok(false),
        }
        Ok(true)
    }
}
