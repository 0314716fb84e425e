//! What machine code may know of the heap: where an instance's shape and
//! attribute slots are and where a list's elements and a tuple's items
//! are, so a trace reads, writes and appends attributes, indexes lists and
//! unpacks tuples in place, and checks and opens bound methods, instead
//! of calling a helper.
//!
//! Code finds object `r`'s entry at `*ctx.heap_objects + r * ENTRY_SIZE`
//! (the heap keeps that address current as it grows). The facts it relies
//! on, each kept by the module that owns it:
//! - a value tagged `Instance` always names an entry holding an instance
//!   (the heap never reuses an entry something still refers to);
//! - a value tagged `List` names an entry holding a list;
//! - the attribute words (`objects::attr_slots`) always describe their
//!   vector: `addr` points at `cap` initialized values, `len <= cap`;
//! - a list's words (`objects::list_items`) describe its elements
//!   whenever machine code runs: `addr` points at `len` values;
//! - a value tagged `Tuple` names an entry holding a tuple, whose words
//!   (`objects::tuple_items`) never change: `addr` points at `len` values,
//!   or is 0 and the values are in the entry at `inline_items`;
//! - a value tagged `BoundMethod` names an entry holding a bound method,
//!   whose function and receiver never change;
//! - a value tagged `Cell` names an entry holding a closure cell, whose
//!   value (`Undef` when empty) sits at [`cell_value`];
//! - a value tagged `Str` names an entry holding a string, whose published
//!   words ([`StrLayout`]) never change: unless its length word is
//!   [`NOT_DIRECT`], the text is ASCII, that many bytes long, at the
//!   address word or, when that is 0, in the entry at `inline_text`;
//! - a value tagged `Dict` names an entry holding a dict, whose number of
//!   items is the `usize` at [`dict_len`];
//! - a value tagged `Generator` names an entry holding the box of a
//!   generator ([`GenLayout`]): its state is one byte of
//!   `objects::generator::GenState`, its image's words
//!   (`objects::gen_image`) describe its block whenever machine code runs
//!   (`addr` points at `room` values, the first `len` saved);
//! - the heap's table of one-character strings (`JitContext::char_strs`)
//!   holds 256 `u32`s, each a string object or [`NO_CHAR`], and an object
//!   once there stays there, alive, for the heap's life.
//!
//! And one it must keep: code that writes into object `r`'s entry sets
//! byte `r` of the heap's change flags to 1 (their address is at
//! `*ctx.heap_dirty`), since the collector's young collections find the
//! old objects that may hold new ones by those flags (`crate::heap`).
//!
//! Generated code checks the tag, the shape and the length itself, so its
//! memory safety does not rest on the optimizer's guards. This module
//! computes offsets only; it touches no object.

use crate::heap::{
    bound_method_entry_offset, cell_entry_offset, dict_entry_offset, generator_entry_offset,
    instance_entry_offset, list_entry_offset, str_entry_offset, tuple_entry_offset,
};

pub use crate::heap::{ENTRY_SIZE, NO_CHAR};
use crate::objects::function::BoundMethodObj;
use crate::objects::instance::InstanceObj;
pub use crate::objects::str::NOT_DIRECT;
use crate::objects::{attr_slots, list_items, tuple_items};

/// Where in a heap entry holding a dict its number of items is.
pub fn dict_len() -> u32 {
    (dict_entry_offset() + crate::objects::dict::LEN_OFFSET) as u32
}

/// Where in a heap entry holding a closure cell its value is.
pub fn cell_value() -> u32 {
    cell_entry_offset() as u32
}

/// Byte offsets within a heap entry that holds an instance.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InstanceLayout {
    /// The shape id, a `u32`.
    pub shape: u32,
    /// The attribute vector's address (a `usize`), attributes in use and
    /// room (`u32`s).
    pub slots_addr: u32,
    pub slots_len: u32,
    pub slots_cap: u32,
}

impl InstanceLayout {
    pub fn get() -> InstanceLayout {
        let inst = instance_entry_offset();
        let slots = inst + core::mem::offset_of!(InstanceObj, slots);
        InstanceLayout {
            shape: (inst + core::mem::offset_of!(InstanceObj, shape)) as u32,
            slots_addr: (slots + attr_slots::ADDR_OFFSET) as u32,
            slots_len: (slots + attr_slots::LEN_OFFSET) as u32,
            slots_cap: (slots + attr_slots::CAP_OFFSET) as u32,
        }
    }
}

/// Byte offsets within a heap entry that holds a list or a tuple: where
/// its items' address and count are (`usize`s), and, for a tuple whose
/// address word is 0, where in the entry its items are (`None` for lists,
/// whose address word is always an address).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ItemsLayout {
    pub items_addr: u32,
    pub items_len: u32,
    pub inline_items: Option<u32>,
}

impl ItemsLayout {
    pub fn list() -> ItemsLayout {
        let list = list_entry_offset();
        ItemsLayout {
            items_addr: (list + list_items::ADDR_OFFSET) as u32,
            items_len: (list + list_items::LEN_OFFSET) as u32,
            inline_items: None,
        }
    }

    pub fn tuple() -> ItemsLayout {
        let tuple = tuple_entry_offset();
        ItemsLayout {
            items_addr: (tuple + tuple_items::ADDR_OFFSET) as u32,
            items_len: (tuple + tuple_items::LEN_OFFSET) as u32,
            inline_items: Some((tuple + tuple_items::inline_items_offset()) as u32),
        }
    }
}

/// Byte offsets within a heap entry that holds a string: its text's length
/// in bytes (a `u32`, [`NOT_DIRECT`] when machine code must not read the
/// text), the text's address (a `usize`, 0 when the text is in the entry)
/// and where in the entry such a text starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StrLayout {
    pub direct_len: u32,
    pub flat_addr: u32,
    pub inline_text: u32,
}

impl StrLayout {
    pub fn get() -> StrLayout {
        use crate::objects::str;
        let at = str_entry_offset();
        StrLayout {
            direct_len: (at + str::DIRECT_LEN_OFFSET) as u32,
            flat_addr: (at + str::FLAT_ADDR_OFFSET) as u32,
            inline_text: (at + str::inline_text_offset()) as u32,
        }
    }
}

/// Where a generator is: its box's address within its heap entry (a
/// `usize`), then byte offsets within the box: the code (`u32`), where it
/// resumes (`u32`), its state (one byte), the tag word of the exception
/// it is handling, and its image's address, length and room (`usize`s).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GenLayout {
    pub boxed: u32,
    pub code: u32,
    pub ip: u32,
    pub state: u32,
    pub exc_tag: u32,
    pub image_addr: u32,
    pub image_len: u32,
    pub image_room: u32,
}

impl GenLayout {
    pub fn get() -> GenLayout {
        use crate::objects::gen_image;
        use crate::objects::generator::GenObj;
        use core::mem::offset_of;
        let image = offset_of!(GenObj, image);
        GenLayout {
            boxed: generator_entry_offset() as u32,
            code: offset_of!(GenObj, code) as u32,
            ip: offset_of!(GenObj, ip) as u32,
            state: offset_of!(GenObj, state) as u32,
            exc_tag: (offset_of!(GenObj, exc_info) + crate::value::layout::TAG_OFFSET) as u32,
            image_addr: (image + gen_image::ADDR_OFFSET) as u32,
            image_len: (image + gen_image::LEN_OFFSET) as u32,
            image_room: (image + gen_image::ROOM_OFFSET) as u32,
        }
    }
}

/// Byte offsets within a heap entry that holds a bound method: where its
/// function and its receiver are (full 16-byte values).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoundMethodLayout {
    pub func: u32,
    pub recv: u32,
}

impl BoundMethodLayout {
    pub fn get() -> BoundMethodLayout {
        let m = bound_method_entry_offset();
        BoundMethodLayout {
            func: (m + core::mem::offset_of!(BoundMethodObj, func)) as u32,
            recv: (m + core::mem::offset_of!(BoundMethodObj, recv)) as u32,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_lie_inside_the_entry_and_do_not_overlap() {
        let l = InstanceLayout::get();
        let w = core::mem::size_of::<usize>() as u32;
        let mut spans = [
            (l.shape, l.shape + 4),
            (l.slots_addr, l.slots_addr + w),
            (l.slots_len, l.slots_len + 4),
            (l.slots_cap, l.slots_cap + 4),
        ];
        for (start, end) in spans {
            assert!(end as usize <= ENTRY_SIZE && start % (end - start) == 0);
        }
        spans.sort();
        for p in spans.windows(2) {
            assert!(p[0].1 <= p[1].0, "{spans:?}");
        }
        let m = BoundMethodLayout::get();
        assert!(m.func.abs_diff(m.recv) >= 16);
        for off in [m.func, m.recv] {
            assert!((off + 16) as usize <= ENTRY_SIZE && off % 8 == 0);
        }
        let t = StrLayout::get();
        assert!(t.direct_len.is_multiple_of(4) && (t.direct_len + 4) as usize <= ENTRY_SIZE);
        assert!(t.flat_addr.is_multiple_of(w) && (t.flat_addr + w) as usize <= ENTRY_SIZE);
        assert!(t.direct_len.abs_diff(t.flat_addr) >= 4);
        // The longest text kept in the entry ends inside it, clear of the
        // published words.
        let inline = t.inline_text..t.inline_text + 24;
        assert!(inline.end as usize <= ENTRY_SIZE);
        assert!(!inline.contains(&t.direct_len) && !inline.contains(&t.flat_addr));
        let t = ItemsLayout::tuple();
        let inline = t.inline_items.expect("tuples keep items in the entry");
        let items = inline..inline + (crate::objects::tuple_items::INLINE * 16) as u32;
        assert!(items.end as usize <= ENTRY_SIZE && inline.is_multiple_of(8));
        assert!(!items.contains(&t.items_addr) && !items.contains(&t.items_len));
        for l in [ItemsLayout::list(), ItemsLayout::tuple()] {
            let (addr, len) = (l.items_addr, l.items_len);
            assert!(addr.abs_diff(len) >= w);
            for off in [addr, len] {
                assert!((off + w) as usize <= ENTRY_SIZE && off % w == 0);
            }
        }
    }
}
