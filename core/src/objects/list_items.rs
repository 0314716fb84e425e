//! A list's elements, with their address and count published so that
//! machine code can index the list in place.
//!
//! Beside the vector this keeps the address of its first element and its
//! length as plain words at fixed offsets (`tier2::heap_layout` publishes
//! them). Reads go through `Deref` to a slice; every change goes through
//! [`ListItems::edit`], whose guard refreshes the two words when it is
//! dropped, so they describe the vector whenever machine code can run.
//! This module knows nothing of the list protocol (`objects::list`).

use alloc::vec::Vec;
use core::ops::{Deref, DerefMut};

use crate::value::Value;

pub struct ListItems {
    /// `items.as_ptr()`.
    addr: usize,
    /// `items.len()`.
    len: usize,
    items: Vec<Value>,
}

/// Byte offsets of the words machine code reads (`usize`s).
pub const ADDR_OFFSET: usize = core::mem::offset_of!(ListItems, addr);
pub const LEN_OFFSET: usize = core::mem::offset_of!(ListItems, len);

impl ListItems {
    pub fn new(items: Vec<Value>) -> Self {
        ListItems {
            addr: items.as_ptr() as usize,
            len: items.len(),
            items,
        }
    }

    /// The elements, to change; the published words follow when the guard
    /// goes.
    pub fn edit(&mut self) -> ListEdit<'_> {
        ListEdit(self)
    }

    pub fn capacity(&self) -> usize {
        self.items.capacity()
    }
}

impl Deref for ListItems {
    type Target = [Value];

    fn deref(&self) -> &[Value] {
        &self.items
    }
}

impl Clone for ListItems {
    fn clone(&self) -> Self {
        // A copy's words describe its own vector.
        ListItems::new(self.items.clone())
    }
}

impl core::fmt::Debug for ListItems {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_list().entries(self.items.iter()).finish()
    }
}

/// A list's elements being changed.
pub struct ListEdit<'a>(&'a mut ListItems);

impl Deref for ListEdit<'_> {
    type Target = Vec<Value>;

    fn deref(&self) -> &Vec<Value> {
        &self.0.items
    }
}

impl DerefMut for ListEdit<'_> {
    fn deref_mut(&mut self) -> &mut Vec<Value> {
        &mut self.0.items
    }
}

impl Drop for ListEdit<'_> {
    fn drop(&mut self) {
        let l = &mut *self.0;
        l.addr = l.items.as_ptr() as usize;
        l.len = l.items.len();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn consistent(l: &ListItems) -> bool {
        l.addr == l.items.as_ptr() as usize && l.len == l.items.len()
    }

    #[test]
    fn words_follow_every_edit() {
        let mut l = ListItems::new(alloc::vec![Value::Int(1)]);
        assert!(consistent(&l));
        for i in 0..100 {
            l.edit().push(Value::Int(i));
            assert!(consistent(&l));
        }
        l.edit().truncate(3);
        assert!(consistent(&l));
        assert_eq!(&l[..], &[Value::Int(1), Value::Int(0), Value::Int(1)]);
        {
            let mut e = l.edit();
            e.clear();
            e.shrink_to_fit();
        }
        assert!(consistent(&l) && l.is_empty());
        let c = l.clone();
        assert!(consistent(&c));
    }
}
