//! A tuple's items, with their address and count published so that
//! machine code can read them in place.
//!
//! Tuples of at most [`INLINE`] items (pairs are the commonest tuples
//! programs make) keep them in the heap entry itself: reading one touches
//! the entry's cache line only, and making one allocates no block. Longer
//! ones keep a boxed slice. Beside the items this keeps the address of a
//! boxed slice's first item (0 for items held in the entry, which move
//! with it: machine code finds those at [`inline_items_offset`]) and the
//! length as plain words at fixed offsets (`tier2::heap_layout` publishes
//! them). A tuple never changes, moving a box does not move its items, and
//! items in the entry are found relative to it, so the words are set once,
//! when it is made. This module knows
//! nothing of the tuple protocol (`objects::tuple`).

use alloc::boxed::Box;
use core::ops::Deref;

use crate::value::Value;

/// Most items a tuple keeps in its entry.
pub const INLINE: usize = 2;

pub struct TupleItems {
    /// A boxed slice's `as_ptr()`, 0 for items in the entry.
    addr: usize,
    /// The number of items.
    len: usize,
    store: Store,
}

enum Store {
    /// The first `len` are the items; the rest are `Undef`.
    Inline([Value; INLINE]),
    Boxed(Box<[Value]>),
}

/// Byte offsets of the words machine code reads (`usize`s).
pub const ADDR_OFFSET: usize = core::mem::offset_of!(TupleItems, addr);
pub const LEN_OFFSET: usize = core::mem::offset_of!(TupleItems, len);

/// Where within a [`TupleItems`] holding its items itself the first item
/// is. Rust fixes a variant's field offsets per type, so one probe
/// measures it for every tuple.
pub fn inline_items_offset() -> usize {
    let probe = TupleItems::inline(&[]).unwrap_or_else(|| TupleItems::new(Box::from([])));
    probe.as_ptr() as usize - &probe as *const TupleItems as usize
}

impl TupleItems {
    pub fn new(items: Box<[Value]>) -> Self {
        TupleItems {
            addr: items.as_ptr() as usize,
            len: items.len(),
            store: Store::Boxed(items),
        }
    }

    /// A tuple of `items` held in its entry, if they are few enough.
    pub fn inline(items: &[Value]) -> Option<Self> {
        let mut store = [Value::Undef; INLINE];
        store.get_mut(..items.len())?.copy_from_slice(items);
        Some(TupleItems {
            addr: 0,
            len: items.len(),
            store: Store::Inline(store),
        })
    }

    /// Bytes of items held outside the entry.
    pub fn owned_bytes(&self) -> usize {
        match self.store {
            Store::Boxed(_) => self.len * core::mem::size_of::<Value>(),
            Store::Inline(_) => 0,
        }
    }

    /// The items' block, to reuse for another tuple of this length.
    pub fn into_block(self) -> Option<Box<[Value]>> {
        match self.store {
            Store::Boxed(b) => Some(b),
            Store::Inline(_) => None,
        }
    }
}

impl Deref for TupleItems {
    type Target = [Value];

    fn deref(&self) -> &[Value] {
        match &self.store {
            Store::Inline(items) => items.get(..self.len).unwrap_or(&[]),
            Store::Boxed(items) => items,
        }
    }
}

impl Clone for TupleItems {
    fn clone(&self) -> Self {
        // A copy's words describe its own items.
        TupleItems::inline(self).unwrap_or_else(|| TupleItems::new(Box::from(&self[..])))
    }
}

impl core::fmt::Debug for TupleItems {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Where machine code would read the items of `t`.
    fn published(t: &TupleItems) -> usize {
        if t.addr != 0 {
            t.addr
        } else {
            t as *const TupleItems as usize + inline_items_offset()
        }
    }

    #[test]
    fn the_words_describe_the_items_after_the_tuple_moves() {
        let items = [Value::Int(1), Value::Int(2), Value::Int(3)];
        for n in 0..=3 {
            let t = TupleItems::inline(&items[..n])
                .unwrap_or_else(|| TupleItems::new(Box::from(&items[..n])));
            assert_eq!(t.addr == 0, n <= INLINE);
            let moved = alloc::vec![t.clone(), t];
            for t in &moved {
                assert_eq!(published(t), t.as_ptr() as usize);
                assert_eq!(t.len, n);
                assert_eq!(&t[..], &items[..n]);
            }
            assert_eq!(
                moved[0].clone().into_block().map(|b| b.len()),
                (n > INLINE).then_some(n)
            );
        }
    }
}
