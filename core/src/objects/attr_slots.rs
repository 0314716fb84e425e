//! An instance's attribute values in shape order, laid out so that machine
//! code can read, write and append them in place.
//!
//! Beside the vector this keeps, as plain words at fixed offsets, the
//! address of its first element, how many attributes are in use and how
//! many fit: a trace that checked an instance's shape then loads, stores
//! and appends attributes without calling the runtime (the offsets are
//! published by `tier2::heap_layout`). Elements past `len` are `Undef`
//! room, never seen by guest code or the collector.
//!
//! The three words are the only state machine code relies on, and every
//! change to the vector goes through this module, which refreshes them:
//! the address always points at `cap` initialized values. This module
//! knows nothing of shapes or classes.

use alloc::boxed::Box;
use alloc::collections::TryReserveError;
use alloc::vec::Vec;

use crate::value::Value;

pub struct AttrSlots {
    /// `buf.as_ptr()`.
    addr: usize,
    /// Attributes in use: `buf[..len]`.
    len: u32,
    /// `buf.len()`: values that fit without growing.
    cap: u32,
    buf: Box<[Value]>,
}

/// Most attributes an instance keeps in slots (the shape table stops far
/// earlier); the counts fit the 32-bit words machine code reads.
const MAX_SLOTS: usize = 1 << 20;

/// Byte offsets of the words machine code reads (and, for `len`, writes):
/// `addr` a `usize`, `len` and `cap` `u32`s.
pub const ADDR_OFFSET: usize = core::mem::offset_of!(AttrSlots, addr);
pub const LEN_OFFSET: usize = core::mem::offset_of!(AttrSlots, len);
pub const CAP_OFFSET: usize = core::mem::offset_of!(AttrSlots, cap);

impl Default for AttrSlots {
    fn default() -> Self {
        Self::new()
    }
}

impl Clone for AttrSlots {
    fn clone(&self) -> Self {
        // A copy owns a new vector: its address must be its own.
        let mut c = AttrSlots {
            addr: 0,
            len: self.len,
            cap: 0,
            buf: self.buf.clone(),
        };
        c.refresh();
        c
    }
}

impl core::fmt::Debug for AttrSlots {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl AttrSlots {
    pub fn new() -> Self {
        let mut s = AttrSlots {
            addr: 0,
            len: 0,
            cap: 0,
            buf: Box::default(),
        };
        s.refresh();
        s
    }

    /// No attributes, with room for `block.len()` of them.
    pub fn with_block(block: Box<[Value]>) -> Self {
        let mut s = AttrSlots {
            addr: 0,
            len: 0,
            cap: 0,
            buf: block,
        };
        s.refresh();
        s
    }

    /// The vector, to reuse for another instance.
    pub fn into_block(self) -> Box<[Value]> {
        self.buf
    }

    fn refresh(&mut self) {
        self.addr = self.buf.as_ptr() as usize;
        self.cap = self.buf.len() as u32;
    }

    pub fn len(&self) -> usize {
        self.len as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Values that fit before the vector must grow.
    #[inline]
    pub fn capacity(&self) -> usize {
        self.cap as usize
    }

    pub fn as_slice(&self) -> &[Value] {
        &self.buf[..self.len()]
    }

    pub fn get(&self, k: usize) -> Option<Value> {
        self.as_slice().get(k).copied()
    }

    /// Replaces attribute `k`; `None` if there is no such attribute.
    pub fn set(&mut self, k: usize, v: Value) -> Option<()> {
        let n = self.len();
        *self.buf[..n].get_mut(k)? = v;
        Some(())
    }

    /// Makes room for at least `n` attributes in all.
    pub fn reserve_total(&mut self, n: usize) -> Result<(), TryReserveError> {
        if n > self.capacity() {
            let mut v = Vec::new();
            // A request past the limit fails as a failed allocation does.
            v.try_reserve_exact(if n > MAX_SLOTS { usize::MAX } else { n })?;
            v.extend_from_slice(&self.buf);
            v.resize(n, Value::Undef);
            self.buf = v.into_boxed_slice();
            self.refresh();
        }
        Ok(())
    }

    /// Appends `v` as the last attribute; `None` when memory runs out.
    pub fn push(&mut self, v: Value) -> Option<()> {
        let n = self.len();
        if n == self.capacity() {
            self.reserve_total(n + n.max(2)).ok()?;
        }
        self.buf[n] = v;
        self.len += 1;
        Some(())
    }

    /// No attributes; the room stays.
    pub fn clear(&mut self) {
        let n = self.len();
        self.buf[..n].fill(Value::Undef);
        self.len = 0;
    }

    /// These values as the attributes, in this order.
    pub fn replace(&mut self, values: Vec<Value>) {
        self.len = values.len().min(MAX_SLOTS) as u32;
        self.buf = values.into_boxed_slice();
        self.refresh();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The words machine code reads always describe the vector.
    fn consistent(s: &AttrSlots) -> bool {
        s.addr == s.buf.as_ptr() as usize && s.capacity() == s.buf.len() && s.len <= s.cap
    }

    #[test]
    fn words_follow_every_change() {
        let mut s = AttrSlots::new();
        assert!(consistent(&s));
        for i in 0..20 {
            s.push(Value::Int(i)).unwrap();
            assert!(consistent(&s));
        }
        assert_eq!(s.len(), 20);
        assert_eq!(s.get(19), Some(Value::Int(19)));
        assert_eq!(s.get(20), None);
        let c = s.clone();
        assert!(consistent(&c));
        assert_ne!(c.addr, s.addr);
        assert_eq!(c.as_slice(), s.as_slice());
        s.clear();
        assert!(consistent(&s) && s.is_empty() && s.capacity() >= 20);
        s.replace(alloc::vec![Value::None]);
        assert!(consistent(&s));
        assert_eq!(s.as_slice(), &[Value::None]);
        s.reserve_total(5).unwrap();
        assert!(consistent(&s) && s.capacity() == 5 && s.len() == 1);
        assert_eq!(s.set(1, Value::None), None);
        assert_eq!(s.set(0, Value::Int(3)), Some(()));
        assert_eq!(s.get(0), Some(Value::Int(3)));
    }
}
