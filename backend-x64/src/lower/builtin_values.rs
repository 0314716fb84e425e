//! Builtin values in machine code where the value-op helper would do the
//! same work, read where the objects keep them
//! (`trellis_core::tier2::heap_layout`): of ASCII strings `s[i]`,
//! iteration, `ord`, `len`, a one-character `c in s`, the character-class
//! tests of one character, `math.sqrt` of a float, `abs` and `int` of an
//! int or a float, `min` and `max` of two floats or two ints, and comparisons that
//! identity, lengths or the
//! first bytes decide; comparisons of tuples that their leading ints
//! decide; `len` and truth of strings, tuples, lists and dicts, and
//! guards on a tuple's length and a dict's emptiness. Anything else (text
//! in a shared buffer, non-ASCII text, an index out of range, a character
//! whose string was never made, a comparison the leading items leave
//! open, another type's truth) goes to the helper, which each fast path
//! falls back to with every operand still in its slot. `list.append`
//! and `enumerate` steps call helpers of their own (no fast path). Owns no
//! register state of its own: it works through [`Gen`]'s.

use trellis_core::bytecode::CmpOp;
use trellis_core::tier2::context::offsets;
use trellis_core::tier2::heap_layout::{self, NO_CHAR, NOT_DIRECT};
use trellis_core::tier2::uops::{Uop, UopInst};
use trellis_core::tier2::value_ops;
use trellis_core::value::layout;

use trellis_core::objects::names::Attr;
use trellis_core::value::Value;

use super::{Gen, Loc, LowerError, PAYLOAD, TAG, signed_cond, slot_mem};
use crate::encoder::Asm;
use crate::encoder::{Alu, Cond, Label, Sse, mem};
use crate::regs::{ARGS, CTX, Gpr, RAX, TMP, XSCRATCH};

impl Gen<'_> {
    /// Emits `fast`, given the first operand's slot (it reads the operands
    /// from their slots, leaves its result in the first one and jumps to
    /// the label it is given when it cannot do the uop), then the value-op
    /// helper as that slow path.
    pub(super) fn fast_or_value_op(
        &mut self,
        u: &UopInst,
        fast: impl FnOnce(&mut Self, u32, Label) -> Result<(), LowerError>,
    ) -> Result<(), LowerError> {
        self.flush_for_call();
        let window = value_ops::window(u.op, u.oparg) as u32;
        let base = self
            .sp()
            .checked_sub(window)
            .ok_or(LowerError("stack underflow"))?;
        let (slow, done) = (self.a.label(), self.a.label());
        fast(self, base, slow)?;
        self.a.jmp(done);
        self.a.bind(slow);
        self.value_op(u)?;
        self.a.bind(done);
        Ok(())
    }

    /// `N` registers of their own for a fast path, taken before it
    /// branches: taking one may write a value back, which every path must
    /// have done.
    pub(super) fn scratch<const N: usize>(&mut self) -> Result<[Gpr; N], LowerError> {
        let regs = [(); N].map(|_| self.gpr());
        if regs.contains(&TMP) {
            return Err(LowerError("no register for a fast path"));
        }
        Ok(regs)
    }

    /// The string in `slot` (a string's tag checked): its entry into `e`
    /// and its text's length in bytes into `n`; jumps to `slow` unless
    /// machine code may read its text.
    fn direct_str(&mut self, slot: u32, e: Gpr, n: Gpr, slow: Label) {
        self.a.load32(e, slot_mem(slot, PAYLOAD));
        self.object_to_entry(e);
        let len = mem(e, self.strs.direct_len as i32);
        self.a.cmp_m32i(len, NOT_DIRECT as i32);
        self.a.jcc(Cond::E, slow);
        self.a.load32(n, len);
    }

    /// `e`, a string's entry, becomes its text's address.
    fn text_address(&mut self, e: Gpr) {
        self.address_or_in_entry(e, self.strs.flat_addr, self.strs.inline_text);
    }

    /// `_BINARY_SUBSCR_STR_INT` (the string at `base`, the index above):
    /// the character's shared string replaces the string.
    pub(super) fn str_index_fast(&mut self, base: u32, slow: Label) -> Result<(), LowerError> {
        let [e, n, i] = self.scratch()?;
        self.a.cmp_mi(slot_mem(base, TAG), layout::TAG_STR as i32);
        self.a.jcc(Cond::NE, slow);
        self.a
            .cmp_mi(slot_mem(base + 1, TAG), layout::TAG_INT as i32);
        self.a.jcc(Cond::NE, slow);
        self.direct_str(base, e, n, slow);
        self.a.load(i, slot_mem(base + 1, PAYLOAD));
        self.index_against(i, n);
        self.a.jcc(Cond::AE, slow);
        self.text_address(e);
        self.a.alu_rr(Alu::Add, e, i);
        self.char_string(e, slow);
        // The slot keeps its tag: a string replaces a string.
        self.a.store(slot_mem(base, PAYLOAD), e);
        for r in [e, n, i] {
            self.free_gpr(r);
        }
        Ok(())
    }

    /// `_ITER_NEXT_STR` (the string at `base`, the next position two
    /// above): the character's shared string pushed, the position moved
    /// on. The string's end is the helper's (its exit ends the loop).
    pub(super) fn str_iter_fast(&mut self, base: u32, slow: Label) -> Result<(), LowerError> {
        let [e, n, i] = self.scratch()?;
        self.a.cmp_mi(slot_mem(base, TAG), layout::TAG_STR as i32);
        self.a.jcc(Cond::NE, slow);
        self.a
            .cmp_mi(slot_mem(base + 2, TAG), layout::TAG_INT as i32);
        self.a.jcc(Cond::NE, slow);
        self.direct_str(base, e, n, slow);
        self.a.load(i, slot_mem(base + 2, PAYLOAD));
        // Unsigned: a negative position is past the end too.
        self.a.alu_rr(Alu::Cmp, i, n);
        self.a.jcc(Cond::AE, slow);
        self.text_address(e);
        self.a.alu_rr(Alu::Add, e, i);
        self.char_string(e, slow);
        self.a.store(slot_mem(base + 3, PAYLOAD), e);
        self.a
            .store_imm(slot_mem(base + 3, TAG), layout::TAG_STR as i32);
        self.a.alu_ri(Alu::Add, i, 1);
        self.a.store(slot_mem(base + 2, PAYLOAD), i);
        for r in [e, n, i] {
            self.free_gpr(r);
        }
        Ok(())
    }

    /// `_CALL_BUILTIN_PURE` of `math.sqrt` (the callee at `base`, its
    /// argument above): the root of a float that is not negative replaces
    /// the callee. Ints and negative floats (a domain error) are the
    /// helper's.
    pub(super) fn sqrt_fast(&mut self, base: u32, slow: Label) -> Result<(), LowerError> {
        let x = self.xmm();
        if x == XSCRATCH {
            return Err(LowerError("no register for a fast path"));
        }
        self.a
            .cmp_mi(slot_mem(base + 1, TAG), layout::TAG_FLOAT as i32);
        self.a.jcc(Cond::NE, slow);
        self.a.movsd_load(x, slot_mem(base + 1, PAYLOAD));
        self.a.xorpd(XSCRATCH, XSCRATCH);
        self.a.ucomisd(x, XSCRATCH);
        // Below zero and ordered (a NaN is its own root).
        let ordered = self.a.label();
        self.a.jcc(Cond::P, ordered);
        self.a.jcc(Cond::B, slow);
        self.a.bind(ordered);
        self.a.sse(Sse::Sqrt, x, x);
        self.a.movsd_store(slot_mem(base, PAYLOAD), x);
        self.a
            .store_imm(slot_mem(base, TAG), layout::TAG_FLOAT as i32);
        self.v.give_back_fpr(x);
        Ok(())
    }

    /// `_CALL_BUILTIN_PURE` of `min` or `max` (`max`) on two values in
    /// slots (the callee at `base`): two floats or two ints pick as
    /// [`Gen::min_or_max`] does, and the pick replaces the callee. Other
    /// pairs are the helper's.
    pub(super) fn min_max_fast(
        &mut self,
        max: bool,
        base: u32,
        slow: Label,
    ) -> Result<(), LowerError> {
        let [a, b] = self.scratch()?;
        let x = self.xmm();
        if x == XSCRATCH {
            return Err(LowerError("no register for a fast path"));
        }
        let (first, second) = (base + 1, base + 2);
        let (ints, done) = (self.a.label(), self.a.label());
        self.a.load(a, slot_mem(first, TAG));
        self.a.alu_ri(Alu::Cmp, a, layout::TAG_FLOAT as i32);
        self.a.jcc(Cond::NE, ints);
        self.a
            .cmp_mi(slot_mem(second, TAG), layout::TAG_FLOAT as i32);
        self.a.jcc(Cond::NE, slow);
        self.a.movsd_load(x, slot_mem(first, PAYLOAD));
        self.a.movsd_load(XSCRATCH, slot_mem(second, PAYLOAD));
        self.pick_float(max, x, XSCRATCH);
        self.a.movsd_store(slot_mem(base, PAYLOAD), x);
        self.a
            .store_imm(slot_mem(base, TAG), layout::TAG_FLOAT as i32);
        self.a.jmp(done);
        self.a.bind(ints);
        self.a.alu_ri(Alu::Cmp, a, layout::TAG_INT as i32);
        self.a.jcc(Cond::NE, slow);
        self.a.cmp_mi(slot_mem(second, TAG), layout::TAG_INT as i32);
        self.a.jcc(Cond::NE, slow);
        self.a.load(a, slot_mem(first, PAYLOAD));
        self.a.load(b, slot_mem(second, PAYLOAD));
        self.pick_int(max, a, b);
        self.a.store(slot_mem(base, PAYLOAD), a);
        self.a
            .store_imm(slot_mem(base, TAG), layout::TAG_INT as i32);
        self.a.bind(done);
        self.v.give_back_fpr(x);
        for r in [a, b] {
            self.free_gpr(r);
        }
        Ok(())
    }

    /// `_CALL_BUILTIN_PURE` of `abs` (the callee at `base`, its argument
    /// above): of a float, its payload without the sign bit; of an int,
    /// its negation when negative. `abs` of the most negative int (which
    /// needs a big int) and other types are the helper's.
    pub(super) fn abs_fast(&mut self, base: u32, slow: Label) -> Result<(), LowerError> {
        let [a, m] = self.scratch()?;
        let (ints, positive, done) = (self.a.label(), self.a.label(), self.a.label());
        self.a.load(a, slot_mem(base + 1, TAG));
        self.a.alu_ri(Alu::Cmp, a, layout::TAG_FLOAT as i32);
        self.a.jcc(Cond::NE, ints);
        self.a.load(a, slot_mem(base + 1, PAYLOAD));
        self.a.mov_ri(m, i64::MAX);
        self.a.alu_rr(Alu::And, a, m);
        self.a.store(slot_mem(base, PAYLOAD), a);
        self.a
            .store_imm(slot_mem(base, TAG), layout::TAG_FLOAT as i32);
        self.a.jmp(done);
        self.a.bind(ints);
        self.a.alu_ri(Alu::Cmp, a, layout::TAG_INT as i32);
        self.a.jcc(Cond::NE, slow);
        self.a.load(a, slot_mem(base + 1, PAYLOAD));
        self.a.test_rr(a, a);
        self.a.jcc(Cond::NS, positive);
        self.a.mov_ri(m, 0);
        self.a.alu_rr(Alu::Sub, m, a);
        self.a.jcc(Cond::O, slow);
        self.a.mov_rr(a, m);
        self.a.bind(positive);
        self.a.store(slot_mem(base, PAYLOAD), a);
        self.a
            .store_imm(slot_mem(base, TAG), layout::TAG_INT as i32);
        self.a.bind(done);
        for r in [a, m] {
            self.free_gpr(r);
        }
        Ok(())
    }

    /// `_CALL_BUILTIN_PURE` of `int` (the callee at `base`, its argument
    /// above): an int itself; a float truncated toward zero when it fits
    /// in 64 bits (`cvttsd2si` gives 2**63 for NaN, infinities and floats
    /// out of range, which the helper then makes, raises or turns into a
    /// big int). Other types are the helper's.
    pub(super) fn int_fast(&mut self, base: u32, slow: Label) -> Result<(), LowerError> {
        let [a] = self.scratch()?;
        let x = self.xmm();
        if x == XSCRATCH {
            return Err(LowerError("no register for a fast path"));
        }
        let (floats, store) = (self.a.label(), self.a.label());
        self.a.load(a, slot_mem(base + 1, TAG));
        self.a.alu_ri(Alu::Cmp, a, layout::TAG_INT as i32);
        self.a.jcc(Cond::NE, floats);
        self.a.load(a, slot_mem(base + 1, PAYLOAD));
        self.a.jmp(store);
        self.a.bind(floats);
        self.a.alu_ri(Alu::Cmp, a, layout::TAG_FLOAT as i32);
        self.a.jcc(Cond::NE, slow);
        self.a.movsd_load(x, slot_mem(base + 1, PAYLOAD));
        self.a.cvttsd2si(a, x);
        self.a.mov_ri(TMP, i64::MIN);
        self.a.alu_rr(Alu::Cmp, a, TMP);
        self.a.jcc(Cond::E, slow);
        self.a.bind(store);
        self.a.store(slot_mem(base, PAYLOAD), a);
        self.a
            .store_imm(slot_mem(base, TAG), layout::TAG_INT as i32);
        self.v.give_back_fpr(x);
        self.free_gpr(a);
        Ok(())
    }

    /// `_CALL_ORD` (`ord` at `base`, its argument above): the code of a
    /// one-character ASCII string replaces the callee.
    pub(super) fn ord_fast(&mut self, base: u32, slow: Label) -> Result<(), LowerError> {
        let [e, n] = self.scratch()?;
        self.a
            .cmp_mi(slot_mem(base + 1, TAG), layout::TAG_STR as i32);
        self.a.jcc(Cond::NE, slow);
        self.direct_str(base + 1, e, n, slow);
        self.a.alu_ri(Alu::Cmp, n, 1);
        self.a.jcc(Cond::NE, slow);
        self.text_address(e);
        self.a.load8(e, mem(e, 0));
        self.a.store(slot_mem(base, PAYLOAD), e);
        self.a
            .store_imm(slot_mem(base, TAG), layout::TAG_INT as i32);
        for r in [e, n] {
            self.free_gpr(r);
        }
        Ok(())
    }

    /// `_CALL_STR_METHOD` of a character-class test without arguments
    /// (`isdigit`, `isalpha`, `isalnum`, `isspace`, `isupper`, `islower`)
    /// on a one-character ASCII string (the receiver at `base`): the bool
    /// replaces it. Longer strings are the helper's.
    pub(super) fn char_class_fast(
        &mut self,
        class: CharClass,
        base: u32,
        slow: Label,
    ) -> Result<(), LowerError> {
        let [e, n] = self.scratch()?;
        self.a.cmp_mi(slot_mem(base, TAG), layout::TAG_STR as i32);
        self.a.jcc(Cond::NE, slow);
        self.direct_str(base, e, n, slow);
        self.a.alu_ri(Alu::Cmp, n, 1);
        self.a.jcc(Cond::NE, slow);
        self.text_address(e);
        self.a.load8(e, mem(e, 0));
        // `n` collects the answer: each range test sets it when the byte
        // is in the range (`byte - first < count`, unsigned).
        self.a.mov_ri(n, 0);
        for &(first, count) in class.ranges() {
            self.a.lea(TMP, mem(e, -(first as i32)));
            self.a.alu_ri(Alu::Cmp, TMP, count as i32);
            self.a.setcc(Cond::B, TMP);
            self.a.movzx_r8(TMP, TMP);
            self.a.alu_rr(Alu::Or, n, TMP);
        }
        write_bool(&mut self.a, base, n);
        for r in [e, n] {
            self.free_gpr(r);
        }
        Ok(())
    }

    /// The number of items of the container in `slot` into `n` (`e`
    /// scratch): a string machine code may read, a tuple, a list or a
    /// dict. Anything else jumps to `slow`.
    fn len_of(&mut self, slot: u32, e: Gpr, n: Gpr, slow: Label) {
        let (string, done) = (self.a.label(), self.a.label());
        self.a.cmp_mi(slot_mem(slot, TAG), layout::TAG_STR as i32);
        self.a.jcc(Cond::E, string);
        let containers = [
            (layout::TAG_TUPLE, self.tuple.items_len),
            (layout::TAG_LIST, self.list.items_len),
            (layout::TAG_DICT, heap_layout::dict_len()),
        ];
        for (tag, len) in containers {
            let next = self.a.label();
            self.a.cmp_mi(slot_mem(slot, TAG), tag as i32);
            self.a.jcc(Cond::NE, next);
            self.a.load32(e, slot_mem(slot, PAYLOAD));
            self.object_to_entry(e);
            self.a.load(n, mem(e, len as i32));
            self.a.jmp(done);
            self.a.bind(next);
        }
        self.a.jmp(slow);
        self.a.bind(string);
        self.direct_str(slot, e, n, slow);
        self.a.bind(done);
    }

    /// `_CALL_LEN` (`len` at `base`, its argument above) of a string, a
    /// tuple, a list or a dict: the int replaces `len`.
    pub(super) fn len_fast(&mut self, base: u32, slow: Label) -> Result<(), LowerError> {
        let [e, n] = self.scratch()?;
        self.len_of(base + 1, e, n, slow);
        self.a.store(slot_mem(base, PAYLOAD), n);
        self.a
            .store_imm(slot_mem(base, TAG), layout::TAG_INT as i32);
        for r in [e, n] {
            self.free_gpr(r);
        }
        Ok(())
    }

    /// `_GUARD_TUPLE_LEN` (a tuple of `oparg` items, `operand` below the
    /// top) and `_GUARD_EMPTY_DICT` (an empty dict `oparg` below the top):
    /// the tag, then the length word; the uop's exit otherwise.
    pub(super) fn container_guard(&mut self, u: &UopInst) -> Result<(), LowerError> {
        let (k, tag, len_at, want) = match u.op {
            Uop::_GUARD_TUPLE_LEN => (
                u.operand as usize,
                layout::TAG_TUPLE,
                self.tuple.items_len,
                u.oparg,
            ),
            _ => (
                u.oparg as usize,
                layout::TAG_DICT,
                heap_layout::dict_len(),
                0,
            ),
        };
        match self.peek(k) {
            l @ (Loc::Mem(_) | Loc::Const(_)) if !matches!(l, Loc::Const(v) if v.tag() != tag) => {
                let e = self.entry_of(l, tag, u.exit)?;
                self.a.cmp_mi(mem(e, len_at as i32), want as i32);
                self.free_gpr(e);
                self.exit_to(Some(Cond::NE), u.exit, None)
            }
            // An int or a float in a register, or a constant of another
            // type: never the container.
            _ => self.exit_to(None, u.exit, None),
        }
    }

    /// `_TO_BOOL` of the value in `slot`: a bool stays, `None` is false,
    /// an int and a container are true unless 0 or empty. Anything else
    /// (an instance's `__bool__`, a float) jumps to `slow`.
    pub(super) fn truth_fast(&mut self, slot: u32, slow: Label) -> Result<(), LowerError> {
        let [e, n] = self.scratch()?;
        let (int, test, store, done) = (
            self.a.label(),
            self.a.label(),
            self.a.label(),
            self.a.label(),
        );
        self.a.cmp_mi(slot_mem(slot, TAG), layout::TAG_BOOL as i32);
        self.a.jcc(Cond::E, done);
        self.a.mov_ri(n, 0);
        self.a.cmp_mi(slot_mem(slot, TAG), layout::TAG_NONE as i32);
        self.a.jcc(Cond::E, store);
        self.a.cmp_mi(slot_mem(slot, TAG), layout::TAG_INT as i32);
        self.a.jcc(Cond::E, int);
        self.len_of(slot, e, n, slow);
        self.a.jmp(test);
        self.a.bind(int);
        self.a.load(n, slot_mem(slot, PAYLOAD));
        self.a.bind(test);
        self.a.test_rr(n, n);
        self.a.setcc(Cond::NE, n);
        self.a.movzx_r8(n, n);
        self.a.bind(store);
        self.a.store(slot_mem(slot, PAYLOAD), n);
        self.a
            .store_imm(slot_mem(slot, TAG), layout::TAG_BOOL as i32);
        self.a.bind(done);
        for r in [e, n] {
            self.free_gpr(r);
        }
        Ok(())
    }

    /// `_CONTAINS_OP_STR` (the needle at `base`, the string searched
    /// above; `not in` when `negated`) of a one-character ASCII needle in
    /// an ASCII string: a scan of its bytes. The bool replaces the needle.
    pub(super) fn char_in_str_fast(
        &mut self,
        negated: bool,
        base: u32,
        slow: Label,
    ) -> Result<(), LowerError> {
        let [c, cn, h, hn] = self.scratch()?;
        let (scan, found, done) = (self.a.label(), self.a.label(), self.a.label());
        for s in [base, base + 1] {
            self.a.cmp_mi(slot_mem(s, TAG), layout::TAG_STR as i32);
            self.a.jcc(Cond::NE, slow);
        }
        self.direct_str(base, c, cn, slow);
        self.a.alu_ri(Alu::Cmp, cn, 1);
        self.a.jcc(Cond::NE, slow);
        self.text_address(c);
        self.a.load8(c, mem(c, 0));
        self.direct_str(base + 1, h, hn, slow);
        self.text_address(h);
        // `cn` becomes the answer: 1 found, 0 not.
        self.a.mov_ri(cn, 1);
        self.a.test_rr(hn, hn);
        self.a.jcc(Cond::E, done);
        self.a.bind(scan);
        self.a.load8(TMP, mem(h, 0));
        self.a.alu_rr(Alu::Cmp, TMP, c);
        self.a.jcc(Cond::E, found);
        self.a.alu_ri(Alu::Add, h, 1);
        self.a.alu_ri(Alu::Sub, hn, 1);
        self.a.jcc(Cond::NE, scan);
        self.a.bind(done);
        self.a.mov_ri(cn, 0);
        self.a.bind(found);
        if negated {
            self.a.alu_ri(Alu::Xor, cn, 1);
        }
        write_bool(&mut self.a, base, cn);
        for r in [c, cn, h, hn] {
            self.free_gpr(r);
        }
        Ok(())
    }

    /// `e`, the address of an ASCII character, becomes the object of its
    /// shared one-character string; jumps to `slow` while it has none.
    fn char_string(&mut self, e: Gpr, slow: Label) {
        self.a.load8(e, mem(e, 0));
        self.a.shl_ri(e, 2);
        self.a.load(TMP, mem(CTX, offsets::CHAR_STRS));
        self.a.alu_rr(Alu::Add, e, TMP);
        self.a.cmp_m32i(mem(e, 0), NO_CHAR as i32);
        self.a.jcc(Cond::E, slow);
        self.a.load32(e, mem(e, 0));
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
        slow: Label,
    ) -> Result<(), LowerError> {
        let equal = matches!(cmp, CmpOp::Eq | CmpOp::Le | CmpOp::Ge);
        let (write, differ, by_bytes) = (self.a.label(), self.a.label(), self.a.label());
        let [r, ea, la, eb, lb] = self.scratch()?;
        for s in [base, base + 1] {
            self.a.cmp_mi(slot_mem(s, TAG), layout::TAG_STR as i32);
            self.a.jcc(Cond::NE, slow);
        }
        // An object is the payload's low four bytes (the rest may be left
        // over from whatever the slot held before).
        self.a.load32(r, slot_mem(base, PAYLOAD));
        self.a.load32(TMP, slot_mem(base + 1, PAYLOAD));
        self.a.alu_rr(Alu::Cmp, r, TMP);
        self.a.jcc(Cond::NE, differ);
        self.a.mov_ri(r, equal as i64);
        self.a.jmp(write);
        self.a.bind(differ);
        self.direct_str(base, ea, la, slow);
        self.direct_str(base + 1, eb, lb, slow);
        for l in [la, lb] {
            self.a.test_rr(l, l);
            self.a.jcc(Cond::E, slow);
        }
        for e in [ea, eb] {
            self.text_address(e);
            self.a.load8(e, mem(e, 0));
        }
        self.a.alu_rr(Alu::Cmp, ea, eb);
        self.a.jcc(Cond::NE, by_bytes);
        if matches!(cmp, CmpOp::Eq | CmpOp::Ne) {
            self.a.mov_ri(r, (cmp == CmpOp::Ne) as i64);
            self.a.alu_rr(Alu::Cmp, la, lb);
            self.a.jcc(Cond::NE, write);
        }
        for l in [la, lb] {
            self.a.alu_ri(Alu::Cmp, l, 1);
            self.a.jcc(Cond::NE, slow);
        }
        self.a.mov_ri(r, equal as i64);
        self.a.jmp(write);
        // The flags still hold the first bytes' comparison, unsigned.
        self.a.bind(by_bytes);
        let cc = match cmp {
            CmpOp::Lt => Cond::B,
            CmpOp::Le => Cond::BE,
            CmpOp::Eq => Cond::E,
            CmpOp::Ne => Cond::NE,
            CmpOp::Gt => Cond::A,
            CmpOp::Ge => Cond::AE,
        };
        self.a.setcc(cc, r);
        self.a.movzx_r8(r, r);
        self.a.bind(write);
        write_bool(&mut self.a, base, r);
        for g in [r, ea, la, eb, lb] {
            self.free_gpr(g);
        }
        Ok(())
    }

    /// `_COMPARE_OP_TUPLE` (operands at `base` and above): the first of
    /// the leading [`TUPLE_ITEMS_READ`] positions where the two tuples
    /// hold different ints decides, as Python compares the items in
    /// order; a shorter tuple, an item of another type or equal leading
    /// items leave it to the helper. The bool replaces the first operand.
    pub(super) fn tuple_compare_fast(
        &mut self,
        cmp: CmpOp,
        base: u32,
        slow: Label,
    ) -> Result<(), LowerError> {
        let decided = self.a.label();
        let [ea, eb, x] = self.scratch()?;
        for (s, e) in [(base, ea), (base + 1, eb)] {
            self.a.cmp_mi(slot_mem(s, TAG), layout::TAG_TUPLE as i32);
            self.a.jcc(Cond::NE, slow);
            self.a.load32(e, slot_mem(s, PAYLOAD));
            self.object_to_entry(e);
            self.a
                .cmp_mi(mem(e, self.tuple.items_len as i32), TUPLE_ITEMS_READ as i32);
            self.a.jcc(Cond::L, slow);
            self.items_address(e, self.tuple);
        }
        for k in 0..TUPLE_ITEMS_READ as i32 {
            for e in [ea, eb] {
                self.a.cmp_mi(mem(e, 16 * k + TAG), layout::TAG_INT as i32);
                self.a.jcc(Cond::NE, slow);
            }
            self.a.load(x, mem(ea, 16 * k + PAYLOAD));
            self.a.cmp_rm(x, mem(eb, 16 * k + PAYLOAD));
            self.a.jcc(Cond::NE, decided);
        }
        self.a.jmp(slow);
        // The flags hold the deciding items' comparison, signed.
        self.a.bind(decided);
        self.a.setcc(signed_cond(cmp), x);
        self.a.movzx_r8(x, x);
        write_bool(&mut self.a, base, x);
        for g in [ea, eb, x] {
            self.free_gpr(g);
        }
        Ok(())
    }
}

impl Gen<'_> {
    /// `_CALL_LIST_APPEND` (the list under the item) through the append
    /// helper, which needs none of the value-op helper's dispatch; the
    /// call's `None` is a constant.
    pub(super) fn list_append(&mut self, u: &UopInst) -> Result<(), LowerError> {
        self.append_through_helper(u, 1)?;
        self.pop();
        self.pop();
        self.push(Loc::Const(Value::None));
        Ok(())
    }

    /// `_LIST_APPEND` (a list comprehension's append: the list `oparg`
    /// slots under the item) through the same helper.
    pub(super) fn comprehension_append(&mut self, u: &UopInst) -> Result<(), LowerError> {
        if u.oparg == 0 {
            return Err(LowerError("stack underflow"));
        }
        self.append_through_helper(u, u.oparg)?;
        self.pop();
        Ok(())
    }

    /// Appends the top of the stack to the list `below` slots under it
    /// with the append helper (leaving both slots in place), taking the
    /// uop's exit when that slot holds no list or the helper fails.
    fn append_through_helper(&mut self, u: &UopInst, below: u32) -> Result<(), LowerError> {
        self.flush_for_call();
        let item = self
            .sp()
            .checked_sub(1)
            .ok_or(LowerError("stack underflow"))?;
        let list = item
            .checked_sub(below)
            .ok_or(LowerError("stack underflow"))?;
        // The helper takes the list's object as it is: its tag is checked
        // here.
        self.a.cmp_mi(slot_mem(list, TAG), layout::TAG_LIST as i32);
        self.exit_to(Some(Cond::NE), u.exit, None)?;
        self.a.mov_rr(ARGS[0], CTX);
        self.a.load32(ARGS[1], slot_mem(list, PAYLOAD));
        self.a.lea(ARGS[2], slot_mem(item, 0));
        self.a.call_m(mem(CTX, offsets::HELPER_LIST_APPEND));
        self.a.test_rr(RAX, RAX);
        self.exit_to(Some(Cond::NE), u.exit, None)
    }

    /// `_ITER_NEXT_ENUMERATE` (the enumerate object third from the top)
    /// through its own helper, which pushes the item and, above it, the
    /// count; its exit is the loop's end.
    pub(super) fn enumerate_next(&mut self, u: &UopInst) -> Result<(), LowerError> {
        self.flush_for_call();
        let iter = self
            .sp()
            .checked_sub(3)
            .ok_or(LowerError("stack underflow"))?;
        self.a.cmp_mi(slot_mem(iter, TAG), layout::TAG_ITER as i32);
        self.exit_to(Some(Cond::NE), u.exit, None)?;
        self.a.mov_rr(ARGS[0], CTX);
        self.a.load32(ARGS[1], slot_mem(iter, PAYLOAD));
        self.a.lea(ARGS[2], slot_mem(iter + 3, 0));
        self.a.call_m(mem(CTX, offsets::HELPER_ENUMERATE_NEXT));
        self.a.test_rr(RAX, RAX);
        self.exit_to(Some(Cond::NE), u.exit, None)?;
        let top = self.sp();
        self.push(Loc::Mem(top));
        self.push(Loc::Mem(top + 1));
        Ok(())
    }
}

/// The character-class tests [`Gen::char_class_fast`] does, by the
/// ASCII ranges (first byte, count) whose bytes pass them, as CPython's
/// `str` methods answer for one ASCII character.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum CharClass {
    Digit,
    Alpha,
    Alnum,
    Space,
    Upper,
    Lower,
}

impl CharClass {
    pub(super) fn of(attr: Attr) -> Option<CharClass> {
        Some(match attr {
            Attr::isdigit => CharClass::Digit,
            Attr::isalpha => CharClass::Alpha,
            Attr::isalnum => CharClass::Alnum,
            Attr::isspace => CharClass::Space,
            Attr::isupper => CharClass::Upper,
            Attr::islower => CharClass::Lower,
            _ => return None,
        })
    }

    fn ranges(self) -> &'static [(u8, u8)] {
        const DIGITS: (u8, u8) = (b'0', 10);
        const UPPER: (u8, u8) = (b'A', 26);
        const LOWER: (u8, u8) = (b'a', 26);
        match self {
            CharClass::Digit => &[DIGITS],
            CharClass::Alpha => &[UPPER, LOWER],
            CharClass::Alnum => &[DIGITS, UPPER, LOWER],
            // `\t\n\v\f\r`, the four separators `\x1c`..`\x1f`, space.
            CharClass::Space => &[(9, 5), (0x1c, 4), (b' ', 1)],
            CharClass::Upper => &[UPPER],
            CharClass::Lower => &[LOWER],
        }
    }
}

/// Leading items a tuple comparison reads in machine code: both tuples
/// must have at least this many.
const TUPLE_ITEMS_READ: usize = 2;

/// `r`, 0 or 1, as a bool into slot `slot`.
fn write_bool(a: &mut Asm, slot: u32, r: Gpr) {
    a.store(slot_mem(slot, PAYLOAD), r);
    a.store_imm(slot_mem(slot, TAG), layout::TAG_BOOL as i32);
}
