//! What machine code may know of the heap: where an instance's shape and
//! attribute slots are, so a trace reads, writes and appends attributes
//! in place instead of calling a helper.
//!
//! Code finds object `r`'s entry at `*ctx.heap_objects + r * entry_size`
//! (the heap keeps that address current as it grows). The facts it relies
//! on, each kept by the module that owns it:
//! - a value tagged `Instance` always names an entry holding an instance
//!   (the heap never reuses an entry something still refers to);
//! - the attribute words (`objects::attr_slots`) always describe their
//!   vector: `addr` points at `cap` initialized values, `len <= cap`.
//!
//! Generated code checks the tag, the shape and `len` itself, so its
//! memory safety does not rest on the optimizer's guards. This module
//! computes offsets only; it touches no object.

use crate::heap::{ENTRY_SIZE, instance_entry_offset};
use crate::objects::attr_slots;
use crate::objects::instance::InstanceObj;

/// Byte offsets within a heap entry that holds an instance.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InstanceLayout {
    /// Bytes per heap entry.
    pub entry_size: u32,
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
            entry_size: ENTRY_SIZE as u32,
            shape: (inst + core::mem::offset_of!(InstanceObj, shape)) as u32,
            slots_addr: (slots + attr_slots::ADDR_OFFSET) as u32,
            slots_len: (slots + attr_slots::LEN_OFFSET) as u32,
            slots_cap: (slots + attr_slots::CAP_OFFSET) as u32,
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
            assert!(end <= l.entry_size && start % (end - start) == 0);
        }
        spans.sort();
        for p in spans.windows(2) {
            assert!(p[0].1 <= p[1].0, "{spans:?}");
        }
    }
}
