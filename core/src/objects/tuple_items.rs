//! A tuple's items, with their address and count published so that
//! machine code can read them in place.
//!
//! Beside the boxed slice this keeps the address of its first item and its
//! length as plain words at fixed offsets (`tier2::heap_layout` publishes
//! them). A tuple never changes and moving the box does not move its
//! items, so the words are set once, when it is made. This module knows
//! nothing of the tuple protocol (`objects::tuple`).

use alloc::boxed::Box;
use core::ops::Deref;

use crate::value::Value;

pub struct TupleItems {
    /// `items.as_ptr()`.
    addr: usize,
    /// `items.len()`.
    len: usize,
    items: Box<[Value]>,
}

/// Byte offsets of the words machine code reads (`usize`s).
pub const ADDR_OFFSET: usize = core::mem::offset_of!(TupleItems, addr);
pub const LEN_OFFSET: usize = core::mem::offset_of!(TupleItems, len);

impl TupleItems {
    pub fn new(items: Box<[Value]>) -> Self {
        TupleItems {
            addr: items.as_ptr() as usize,
            len: items.len(),
            items,
        }
    }

    /// The items' block, to reuse for another tuple of this length.
    pub fn into_block(self) -> Box<[Value]> {
        self.items
    }
}

impl Deref for TupleItems {
    type Target = [Value];

    fn deref(&self) -> &[Value] {
        &self.items
    }
}

impl Clone for TupleItems {
    fn clone(&self) -> Self {
        // A copy's words describe its own block.
        TupleItems::new(self.items.clone())
    }
}

impl core::fmt::Debug for TupleItems {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_list().entries(self.items.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_words_describe_the_items_after_the_tuple_moves() {
        let t = TupleItems::new(Box::from(&[Value::Int(1), Value::Int(2)][..]));
        let moved = alloc::vec![t];
        let t = &moved[0];
        assert_eq!(t.addr, t.as_ptr() as usize);
        assert_eq!(t.len, 2);
        assert_eq!(&t[..], &[Value::Int(1), Value::Int(2)]);
        assert_eq!(t.clone().into_block().len(), 2);
    }
}
