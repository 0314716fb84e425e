//! `str`: immutable text, indexed by code point as Python indexes it.
//!
//! Text is stored as UTF-8 with a flag for pure ASCII, where a code point
//! index is a byte index; other strings index by walking the chars. The
//! hash is CPython's (SipHash-1-3 over the PEP 393 representation, see
//! [`super::hash`]) and is cached, as CPython caches it.

use alloc::string::String;
use core::cell::Cell;

use super::{Object, alloc};
use crate::error::{Exception, exc};
use crate::heap::{Heap, ObjRef};
use crate::value::Value;

/// Longest string the VM builds (CPython's limit is memory; this keeps a
/// runaway `s * n` a `MemoryError` rather than an abort).
pub const MAX_LEN: usize = 1 << 30;

#[derive(Clone, Debug)]
pub struct StrObj {
    text: alloc::boxed::Box<str>,
    ascii: bool,
    hash: Cell<Option<i64>>,
}

impl StrObj {
    pub fn new(s: String) -> Self {
        let ascii = s.is_ascii();
        StrObj {
            text: s.into_boxed_str(),
            ascii,
            hash: Cell::new(None),
        }
    }

    pub fn as_str(&self) -> &str {
        &self.text
    }

    pub fn is_ascii(&self) -> bool {
        self.ascii
    }

    /// Length in code points.
    pub fn char_len(&self) -> usize {
        if self.ascii {
            self.text.len()
        } else {
            self.text.chars().count()
        }
    }

    /// The code point at index `i` (0-based, in range).
    pub fn char_at(&self, i: usize) -> Option<char> {
        if self.ascii {
            self.text.as_bytes().get(i).map(|&b| b as char)
        } else {
            self.text.chars().nth(i)
        }
    }

    /// Byte offset of code point `i` (`i` may equal the length).
    pub fn byte_offset(&self, i: usize) -> usize {
        if self.ascii {
            i.min(self.text.len())
        } else {
            self.text
                .char_indices()
                .nth(i)
                .map_or(self.text.len(), |(o, _)| o)
        }
    }

    pub fn hash(&self) -> i64 {
        if let Some(h) = self.hash.get() {
            return h;
        }
        let h = super::hash::str_hash(&self.text);
        self.hash.set(Some(h));
        h
    }
}

impl Heap {
    #[inline]
    pub fn str(&self, r: ObjRef) -> &str {
        match self.get(r) {
            Some(Object::Str(s)) => s.as_str(),
            _ => "",
        }
    }

    #[inline]
    pub fn str_obj(&self, r: ObjRef) -> Option<&StrObj> {
        match self.get(r) {
            Some(Object::Str(s)) => Some(s),
            _ => None,
        }
    }
}

pub fn new_str(heap: &mut Heap, s: String) -> Result<Value, Exception> {
    if s.len() > MAX_LEN {
        return Err(exc!(MemoryError, ""));
    }
    alloc(heap, Object::Str(StrObj::new(s)), Value::Str)
}

pub fn new_str_from(heap: &mut Heap, s: &str) -> Result<Value, Exception> {
    new_str(heap, String::from(s))
}

pub fn new_char(heap: &mut Heap, c: char) -> Result<Value, Exception> {
    let mut s = String::new();
    s.push(c);
    new_str(heap, s)
}

/// `a + b` on strings.
pub fn concat(heap: &mut Heap, a: ObjRef, b: ObjRef) -> Result<Value, Exception> {
    let (x, y) = (heap.str(a), heap.str(b));
    let mut s = String::new();
    s.try_reserve_exact(x.len() + y.len())
        .map_err(|_| exc!(MemoryError, ""))?;
    s.push_str(x);
    s.push_str(y);
    new_str(heap, s)
}

/// `s * n`.
pub fn repeat(heap: &mut Heap, r: ObjRef, n: i64) -> Result<Value, Exception> {
    let s = heap.str(r);
    let n = n.max(0) as u64;
    let total = (s.len() as u64).checked_mul(n);
    match total {
        Some(t) if t <= isize::MAX as u64 => {
            if t as usize > MAX_LEN {
                return Err(exc!(MemoryError, ""));
            }
        }
        _ => return Err(exc!(OverflowError, "repeated string is too long")),
    }
    let out = s.repeat(n as usize);
    new_str(heap, out)
}

/// `s[i]` with Python's negative indices.
pub fn index(heap: &mut Heap, r: ObjRef, i: i64) -> Result<Value, Exception> {
    let Some(o) = heap.str_obj(r) else {
        return Err(exc!(SystemError, "dangling str"));
    };
    let c = crate::ops::norm_index(i, o.char_len())
        .and_then(|j| o.char_at(j))
        .ok_or_else(|| exc!(IndexError, "string index out of range"))?;
    new_char(heap, c)
}

/// `s[start:stop:step]` for indices already clamped by
/// [`super::slice::SliceObj::indices`].
pub fn slice(
    heap: &mut Heap,
    r: ObjRef,
    start: i64,
    step: i64,
    count: usize,
) -> Result<Value, Exception> {
    let Some(o) = heap.str_obj(r) else {
        return Err(exc!(SystemError, "dangling str"));
    };
    let out: String = if step == 1 {
        let a = o.byte_offset(start as usize);
        let b = o.byte_offset(start as usize + count);
        String::from(&o.as_str()[a..b])
    } else if o.is_ascii() {
        let bytes = o.as_str().as_bytes();
        (0..count)
            .map(|k| bytes[(start + k as i64 * step) as usize] as char)
            .collect()
    } else {
        let chars: alloc::vec::Vec<char> = o.as_str().chars().collect();
        (0..count)
            .map(|k| chars[(start + k as i64 * step) as usize])
            .collect()
    };
    new_str(heap, out)
}

/// `needle in hay` for strings.
pub fn contains(hay: &str, needle: &str) -> bool {
    hay.contains(needle)
}
