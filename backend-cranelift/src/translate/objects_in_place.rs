//! Uops that read or write heap objects in place, with no helper call:
//! list and tuple items, list iteration and appends (the append helper
//! only grows the list), closure cells and bound methods. Their layouts
//! come from `tier2::heap_layout`; anything of another type, or an index
//! out of range, takes the uop's exit.
//!
//! Owns only these paths' instruction selection; the slot state and exits
//! belong to the translator (`super`).

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{InstBuilder, Value, types};

use super::{Gen, PAYLOAD, SLOT, TAG, TranslateError};
use trellis_core::tier2::context::offsets;
use trellis_core::tier2::heap_layout::{self, BoundMethodLayout, ItemsLayout};
use trellis_core::tier2::uops::{Uop, UopInst};
use trellis_core::value::layout;

impl Gen<'_, '_> {
    /// The address of the heap entry of the object in `slot`, after
    /// checking that its tag is `tag` (else `exit`); `written`: for code
    /// about to write into it, whose change flag is set first (the
    /// collector's write barrier, as the x86-64 backend sets it).
    pub(super) fn object_entry(
        &mut self,
        slot: u32,
        tag: u8,
        exit: u32,
        written: bool,
    ) -> Result<Value, TranslateError> {
        self.guard_tag(slot, tag, exit)?;
        let p = self.payload(slot);
        // An object is the payload's low four bytes.
        let obj = self.b.ins().band_imm_s(p, 0xffff_ffff);
        if written {
            let flags = self.ctx_load(offsets::HEAP_DIRTY);
            let flags = self.b.ins().load(types::I64, Self::flags(), flags, 0);
            let at = self.b.ins().iadd(flags, obj);
            let one = self.b.ins().iconst(types::I8, 1);
            self.b.ins().store(Self::flags(), one, at, 0);
        }
        Ok(self.entry_of_object(p))
    }

    /// The address of the items of the tuple whose entry is `e` (held in
    /// the entry when its address word is 0).
    pub(super) fn tuple_items(&mut self, e: Value) -> Value {
        let items = self
            .b
            .ins()
            .load(types::I64, Self::flags(), e, self.tuple.items_addr as i32);
        match self.tuple.inline_items {
            None => items,
            Some(inline) => {
                let held = self.b.ins().iadd_imm_s(e, inline as i64);
                let none = self.b.ins().icmp_imm_s(IntCC::Equal, items, 0);
                self.b.ins().select(none, held, items)
            }
        }
    }

    /// `tuple[int]` read in place; an index out of range (after counting
    /// a negative one from the end) exits.
    pub(super) fn tuple_item(&mut self, u: &UopInst) -> Result<(), TranslateError> {
        let seq = self.at(1);
        let e = self.object_entry(seq, layout::TAG_TUPLE, u.exit, false)?;
        let n = self
            .b
            .ins()
            .load(types::I64, Self::flags(), e, self.tuple.items_len as i32);
        let i = self.item_index(n, u.exit)?;
        let items = self.tuple_items(e);
        self.read_item(items, i);
        Ok(())
    }

    /// `list[int]` read (`_BINARY_SUBSCR_LIST_INT`: list NOS, index TOS)
    /// or written (`_STORE_SUBSCR_LIST_INT`: the value under them) in
    /// place, with no helper; an index out of range (after counting a
    /// negative one from the end) or another type exits.
    pub(super) fn list_access(&mut self, u: &UopInst) -> Result<(), TranslateError> {
        let get = u.op == Uop::_BINARY_SUBSCR_LIST_INT;
        let list = ItemsLayout::list();
        let seq = self.at(1);
        let e = self.object_entry(seq, layout::TAG_LIST, u.exit, !get)?;
        let n = self
            .b
            .ins()
            .load(types::I64, Self::flags(), e, list.items_len as i32);
        let i = self.item_index(n, u.exit)?;
        let items = self.list_items(e);
        if get {
            self.read_item(items, i);
        } else {
            let value = self.at(2);
            let (t, p) = self.get(value);
            let at = self.item_address(items, i);
            self.b.ins().store(Self::flags(), t, at, TAG);
            self.b.ins().store(Self::flags(), p, at, PAYLOAD);
            self.drop_top(3);
        }
        Ok(())
    }

    /// Appends the top of the stack to the list `below` slots under it
    /// through the append helper (both slots stay where they are); the
    /// uop's exit when that slot holds no list or the list cannot grow.
    pub(super) fn list_append(&mut self, u: &UopInst, below: u32) -> Result<(), TranslateError> {
        let (item, list) = (self.at(0), self.at(below));
        self.guard_tag(list, layout::TAG_LIST, u.exit)?;
        let p = self.payload(list);
        // The helper takes the list's object, the payload's low four bytes.
        let obj = self.b.ins().band_imm_s(p, 0xffff_ffff);
        let r = self.call_slots_helper(offsets::HELPER_LIST_APPEND, obj, item);
        self.exit_if(Some(r), u.exit)
    }

    /// A list iteration's state (the list two below the top, the index on
    /// top): exits unless both have their types and the index is below the
    /// list's length; returns the list's entry and the index.
    pub(super) fn next_list_index(&mut self, exit: u32) -> Result<(Value, Value), TranslateError> {
        let (sl, si) = (self.at(2), self.at(0));
        let e = self.object_entry(sl, layout::TAG_LIST, exit, false)?;
        self.guard_tag(si, layout::TAG_INT, exit)?;
        let n = self.b.ins().load(
            types::I64,
            Self::flags(),
            e,
            ItemsLayout::list().items_len as i32,
        );
        let i = self.payload(si);
        // A negative index is past the end as an unsigned number.
        let done = self.b.ins().icmp(IntCC::UnsignedGreaterThanOrEqual, i, n);
        self.exit_if(Some(done), exit)?;
        Ok((e, i))
    }

    /// The int index on top as an item number below `n`, a negative one
    /// counted from the end; out of range (or not an int) exits.
    pub(super) fn item_index(&mut self, n: Value, exit: u32) -> Result<Value, TranslateError> {
        let si = self.at(0);
        self.guard_tag(si, layout::TAG_INT, exit)?;
        let i = self.payload(si);
        let negative = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, i, 0);
        let from_end = self.b.ins().iadd(i, n);
        let i = self.b.ins().select(negative, from_end, i);
        let out = self.b.ins().icmp(IntCC::UnsignedGreaterThanOrEqual, i, n);
        self.exit_if(Some(out), exit)?;
        Ok(i)
    }

    /// The address of the items of the list whose entry is `e`.
    fn list_items(&mut self, e: Value) -> Value {
        let at = ItemsLayout::list().items_addr as i32;
        self.b.ins().load(types::I64, Self::flags(), e, at)
    }

    /// The address of item `i` (an index already checked) of `items`.
    fn item_address(&mut self, items: Value, i: Value) -> Value {
        let off = self.b.ins().imul_imm_s(i, SLOT as i64);
        self.b.ins().iadd(items, off)
    }

    /// The tag and payload words of item `i` of `items`.
    fn load_item(&mut self, items: Value, i: Value) -> (Value, Value) {
        let at = self.item_address(items, i);
        let t = self.b.ins().load(types::I64, Self::flags(), at, TAG);
        let p = self.b.ins().load(types::I64, Self::flags(), at, PAYLOAD);
        (t, p)
    }

    /// Replaces the sequence and index on top by item `i` of `items`.
    pub(super) fn read_item(&mut self, items: Value, i: Value) {
        let (t, p) = self.load_item(items, i);
        self.drop_top(2);
        let s = self.push_slot();
        self.set(s, t, p, None);
    }

    /// `_ITER_NEXT_LIST`: the item at the iteration's index goes on top
    /// and the index moves on; past the end exits.
    pub(super) fn list_next(&mut self, u: &UopInst) -> Result<(), TranslateError> {
        let (e, i) = self.next_list_index(u.exit)?;
        let items = self.list_items(e);
        let (t, p) = self.load_item(items, i);
        let next = self.b.ins().iadd_imm_s(i, 1);
        let si = self.at(0);
        self.set_typed(si, layout::TAG_INT, next);
        let s = self.push_slot();
        self.set(s, t, p, None);
        Ok(())
    }

    /// `_LOAD_DEREF` and `_STORE_DEREF`: the closure cell in local
    /// `oparg` read or written in its heap entry; a local that holds no
    /// cell, or an empty cell read, exits (the interpreter raises).
    pub(super) fn cell_access(&mut self, u: &UopInst) -> Result<(), TranslateError> {
        let load = u.op == Uop::_LOAD_DEREF;
        let local = self.fp() + u.oparg;
        let e = self.object_entry(local, layout::TAG_CELL, u.exit, !load)?;
        let at = heap_layout::cell_value() as i32;
        if load {
            let t = self.b.ins().load(types::I64, Self::flags(), e, at + TAG);
            // Only the tag's byte counts (the rest of the word may be left
            // over).
            let tag = self.b.ins().band_imm_s(t, 0xff);
            let empty = self
                .b
                .ins()
                .icmp_imm_s(IntCC::Equal, tag, layout::TAG_UNDEF as i64);
            self.exit_if(Some(empty), u.exit)?;
            let p = self
                .b
                .ins()
                .load(types::I64, Self::flags(), e, at + PAYLOAD);
            let s = self.push_slot();
            self.set(s, t, p, None);
        } else {
            let value = self.at(0);
            let (t, p) = self.get(value);
            self.b.ins().store(Self::flags(), t, e, at + TAG);
            self.b.ins().store(Self::flags(), p, e, at + PAYLOAD);
            self.drop_top(1);
        }
        Ok(())
    }

    /// `_GUARD_BOUND_METHOD`: the value `oparg` under the top is a bound
    /// method of the function whose object is the operand, else exit.
    pub(super) fn guard_bound_method(&mut self, u: &UopInst) -> Result<(), TranslateError> {
        let s = self.at(u.oparg);
        let e = self.object_entry(s, layout::TAG_BOUNDMETHOD, u.exit, false)?;
        let func = BoundMethodLayout::get().func as i32;
        let t = self
            .b
            .ins()
            .uload8(types::I64, Self::flags(), e, func + TAG);
        let not_func = self
            .b
            .ins()
            .icmp_imm_s(IntCC::NotEqual, t, layout::TAG_FUNC as i64);
        self.exit_if(Some(not_func), u.exit)?;
        let f = self.b.ins().uload32(Self::flags(), e, func + PAYLOAD);
        let other = self
            .b
            .ins()
            .icmp_imm_s(IntCC::NotEqual, f, i64::from(u.operand as u32));
        self.exit_if(Some(other), u.exit)
    }

    /// `_BOUND_METHOD_SELF` on a bound method (its tag known): the
    /// receiver replaces it.
    pub(super) fn bound_method_self(&mut self) -> Result<(), TranslateError> {
        let s = self.at(0);
        let p = self.payload(s);
        let e = self.entry_of_object(p);
        let recv = BoundMethodLayout::get().recv as i32;
        let t = self.b.ins().load(types::I64, Self::flags(), e, recv + TAG);
        let p = self
            .b
            .ins()
            .load(types::I64, Self::flags(), e, recv + PAYLOAD);
        self.set(s, t, p, None);
        Ok(())
    }

    /// The truth of the value in `slot`, whose tag ([`truth_in_place`])
    /// is known, as an `i8` condition: a nonzero int, a true bool, a
    /// non-empty list, tuple or dict; `None` is false.
    pub(super) fn truth(&mut self, slot: u32) -> Result<Value, TranslateError> {
        let tag = self
            .tag_of(slot)
            .ok_or(TranslateError("truth of a value of unknown type"))?;
        if tag == layout::TAG_NONE {
            let f = self.b.ins().iconst(types::I8, 0);
            return Ok(f);
        }
        let p = self.payload(slot);
        let v = match tag {
            layout::TAG_INT => p,
            layout::TAG_BOOL => self.b.ins().band_imm_s(p, 0xff),
            _ => {
                let len = match tag {
                    layout::TAG_LIST => ItemsLayout::list().items_len,
                    layout::TAG_TUPLE => ItemsLayout::tuple().items_len,
                    _ => heap_layout::dict_len(),
                };
                let e = self.entry_of_object(p);
                self.b.ins().load(types::I64, Self::flags(), e, len as i32)
            }
        };
        Ok(self.b.ins().icmp_imm_s(IntCC::NotEqual, v, 0))
    }
}

/// Whether [`Gen::truth`] takes a value with tag `tag`.
pub(super) fn truth_in_place(tag: u8) -> bool {
    matches!(
        tag,
        layout::TAG_NONE
            | layout::TAG_INT
            | layout::TAG_BOOL
            | layout::TAG_LIST
            | layout::TAG_TUPLE
            | layout::TAG_DICT
    )
}
