//! `str`: immutable text, indexed by code point as Python indexes it.
//!
//! Text is stored as UTF-8 with a flag for pure ASCII, where a code point
//! index is a byte index; other strings index by walking the chars. The
//! hash is CPython's (SipHash-1-3 over the PEP 393 representation, see
//! [`super::hash`]) and is cached, as CPython caches it.

use alloc::string::String;
use arrayvec::ArrayString;
use core::cell::Cell;

use super::{Object, alloc};
use crate::error::{Exception, exc};
use crate::heap::{Heap, ObjRef};
use crate::value::Value;

/// Longest string the VM builds (CPython's limit is memory; this keeps a
/// runaway `s * n` a `MemoryError` rather than an abort).
pub const MAX_LEN: usize = 1 << 30;

/// A `str` object. Most hold their text; a string made by `+` may instead
/// be the first `len` bytes of a shared, growable buffer (itself a hidden
/// `StrObj` holding [`Text::Buffer`]), so `s += t` in a loop appends to the
/// buffer in place when `s` ends where the buffer does, as CPython's
/// in-place resize makes that pattern linear. Earlier strings viewing the
/// same buffer keep seeing their own prefix: bytes already written never
/// change.
///
/// Two words are published for machine code (`tier2::heap_layout`), set
/// when the object is made and never changed, since a string's text never
/// changes: `direct_len`, the text's length in bytes when it is ASCII and
/// held in the entry or in a block of its own ([`NOT_DIRECT`] otherwise),
/// and `flat_addr`, that block's address (0 when the text is in the entry,
/// at [`inline_text_offset`]).
#[derive(Debug)]
pub struct StrObj {
    text: Text,
    /// The cached hash; [`NO_HASH`] until computed (CPython's hashes are
    /// never -1).
    hash: Cell<i64>,
    direct_len: u32,
    ascii: bool,
    flat_addr: usize,
}

/// `direct_len` of a string machine code must leave to a helper.
pub const NOT_DIRECT: u32 = u32::MAX;

const NO_HASH: i64 = -1;

/// Byte offsets of the published words within a [`StrObj`].
pub const DIRECT_LEN_OFFSET: usize = core::mem::offset_of!(StrObj, direct_len);
pub const FLAT_ADDR_OFFSET: usize = core::mem::offset_of!(StrObj, flat_addr);

/// Where within a [`StrObj`] holding its text in the entry the text's
/// first byte is. Rust fixes a variant's field offsets per type, so one
/// probe measures it for every string.
pub fn inline_text_offset() -> usize {
    let probe = StrObj::copied("a");
    match &probe.text {
        Text::Inline(t) => t.as_str().as_ptr() as usize - &probe as *const StrObj as usize,
        _ => 0,
    }
}

impl Clone for StrObj {
    fn clone(&self) -> Self {
        // A copy's published words describe its own text.
        let copy = StrObj::with_text(self.text.clone(), self.ascii);
        copy.hash.set(self.hash.get());
        copy
    }
}

#[derive(Clone, Debug)]
enum Text {
    /// Short text held in the heap entry itself: most strings a program
    /// makes (words, keys, digits) are short, and a separate block for each
    /// cost more memory than the text and an allocation per string.
    ///
    /// Held as an `ArrayString` rather than bytes: reading it is then a
    /// `&str` with no UTF-8 validation, which every comparison, hash and
    /// index of a short string used to pay.
    Inline(ArrayString<INLINE_LEN>),
    /// Longer text, with where the last code-point index of non-ASCII text
    /// landed: indexing walks the chars from there, so a loop over `s[i]`
    /// walks the text once rather than once per index.
    Flat(alloc::boxed::Box<str>, CharCursor),
    /// A buffer: never a guest value, only what views point to.
    Buffer(String),
    View {
        buf: ObjRef,
        len: usize,
        cursor: CharCursor,
    },
}

/// Longest text kept in the heap entry: as much as fits in the room the
/// other kinds of text take anyway (a `String` and the tag), beside the
/// `ArrayString`'s 4-byte length.
const INLINE_LEN: usize = 24;
const _: () = assert!(core::mem::size_of::<Text>() <= core::mem::size_of::<String>() + 8);

/// A code-point index and the byte offset it is at, remembered by a long
/// non-ASCII string (see [`Text::Flat`]), and its length in code points
/// once counted (`u32::MAX` before).
#[derive(Clone, Debug)]
struct CharCursor {
    chars: Cell<u32>,
    at_char: Cell<u32>,
    at_byte: Cell<u32>,
}

impl CharCursor {
    fn new() -> Self {
        CharCursor {
            chars: Cell::new(u32::MAX),
            at_char: Cell::new(0),
            at_byte: Cell::new(0),
        }
    }
}

impl Text {
    fn flat(t: alloc::boxed::Box<str>) -> Text {
        Text::Flat(t, CharCursor::new())
    }

    fn of(s: &str) -> Option<Text> {
        ArrayString::from(s).ok().map(Text::Inline)
    }
}

impl StrObj {
    pub fn new(s: String) -> Self {
        let ascii = s.is_ascii();
        StrObj::with_text(
            Text::of(&s).unwrap_or_else(|| Text::flat(s.into_boxed_str())),
            ascii,
        )
    }

    /// A string of `s`, copied (no allocation when it is short).
    pub fn copied(s: &str) -> Self {
        StrObj::with_text(
            Text::of(s).unwrap_or_else(|| Text::flat(alloc::boxed::Box::from(s))),
            s.is_ascii(),
        )
    }

    fn with_text(text: Text, ascii: bool) -> Self {
        let (direct_len, flat_addr) = match (&text, ascii) {
            (Text::Inline(t), true) => (t.len() as u32, 0),
            (Text::Flat(t, _), true) if t.len() < NOT_DIRECT as usize => {
                (t.len() as u32, t.as_ptr() as usize)
            }
            _ => (NOT_DIRECT, 0),
        };
        StrObj {
            text,
            hash: Cell::new(NO_HASH),
            direct_len,
            ascii,
            flat_addr,
        }
    }

    /// The buffer a view reads, for the collector.
    pub fn buffer(&self) -> Option<ObjRef> {
        match self.text {
            Text::View { buf, .. } => Some(buf),
            _ => None,
        }
    }

    /// Bytes this object owns (a view owns none of its buffer's).
    pub fn owned_bytes(&self) -> usize {
        match &self.text {
            Text::Flat(t, _) => t.len(),
            Text::Buffer(b) => b.capacity(),
            Text::Inline(_) | Text::View { .. } => 0,
        }
    }
}

/// A string's text with its object: what the string methods read.
#[derive(Clone, Copy)]
pub struct StrRef<'a> {
    text: &'a str,
    obj: &'a StrObj,
}

impl<'a> StrRef<'a> {
    pub fn as_str(&self) -> &'a str {
        self.text
    }

    pub fn is_ascii(&self) -> bool {
        self.obj.ascii
    }

    /// Length in code points.
    pub fn char_len(&self) -> usize {
        if self.obj.ascii {
            return self.text.len();
        }
        match &self.obj.text {
            Text::Flat(_, c) | Text::View { cursor: c, .. } => {
                if c.chars.get() == u32::MAX {
                    c.chars.set(self.text.chars().count() as u32);
                }
                c.chars.get() as usize
            }
            _ => self.text.chars().count(),
        }
    }

    /// The code point at index `i` (0-based, in range).
    pub fn char_at(&self, i: usize) -> Option<char> {
        if self.obj.ascii {
            self.text.as_bytes().get(i).map(|&b| b as char)
        } else {
            self.text.get(self.byte_offset(i)..)?.chars().next()
        }
    }

    /// Byte offset of code point `i` (`i` may equal the length).
    pub fn byte_offset(&self, i: usize) -> usize {
        if self.obj.ascii {
            return i.min(self.text.len());
        }
        // The end, when the length is known: no walk to it.
        if let Text::Flat(_, c) | Text::View { cursor: c, .. } = &self.obj.text
            && c.chars.get() != u32::MAX
            && i >= c.chars.get() as usize
        {
            return self.text.len();
        }
        let walk = |from_char: usize, from_byte: usize| {
            self.text
                .get(from_byte..)
                .and_then(|t| t.char_indices().nth(i - from_char))
                .map_or(self.text.len(), |(o, _)| from_byte + o)
        };
        match &self.obj.text {
            // From the last index when it is at or before this one.
            Text::Flat(_, c) | Text::View { cursor: c, .. }
                if self.text.len() < u32::MAX as usize =>
            {
                let (at_char, at_byte) = (c.at_char.get() as usize, c.at_byte.get() as usize);
                let off = if at_char <= i {
                    walk(at_char, at_byte)
                } else if at_char - i < i {
                    // Nearer the last index than the start: walk back.
                    self.text
                        .get(..at_byte)
                        .and_then(|t| t.char_indices().rev().nth(at_char - i - 1))
                        .map_or(0, |(o, _)| o)
                } else {
                    walk(0, 0)
                };
                if off < self.text.len() {
                    c.at_char.set(i as u32);
                    c.at_byte.set(off as u32);
                }
                off
            }
            _ => walk(0, 0),
        }
    }

    pub fn hash(&self) -> i64 {
        let h = self.obj.hash.get();
        if h != NO_HASH {
            return h;
        }
        let h = super::hash::str_hash(self.text);
        self.obj.hash.set(h);
        h
    }
}

impl Heap {
    #[inline]
    pub fn str(&self, r: ObjRef) -> &str {
        self.str_obj(r).map_or("", |s| s.text)
    }

    #[inline]
    pub fn str_obj(&self, r: ObjRef) -> Option<StrRef<'_>> {
        let Some(Object::Str(obj)) = self.get(r) else {
            return None;
        };
        let text = match &obj.text {
            Text::Inline(t) => t.as_str(),
            Text::Flat(t, _) => t,
            Text::Buffer(b) => b.as_str(),
            Text::View { buf, len, .. } => match self.get(*buf) {
                Some(Object::Str(StrObj {
                    text: Text::Buffer(b),
                    ..
                })) => b.get(..*len).unwrap_or(""),
                _ => "",
            },
        };
        Some(StrRef { text, obj })
    }
}

pub fn new_str(heap: &mut Heap, s: String) -> Result<Value, Exception> {
    if s.len() > MAX_LEN {
        return Err(exc!(MemoryError, ""));
    }
    alloc(heap, Object::Str(StrObj::new(s)), Value::Str)
}

pub fn new_str_from(heap: &mut Heap, s: &str) -> Result<Value, Exception> {
    if s.len() > MAX_LEN {
        return Err(exc!(MemoryError, ""));
    }
    crate::heap::headroom::room_for(s.len())?;
    alloc(heap, Object::Str(StrObj::copied(s)), Value::Str)
}

/// A string of one character: below U+0100 always the same object.
pub fn new_char(heap: &mut Heap, c: char) -> Result<Value, Exception> {
    let code = c as usize;
    if let Some(r) = heap.char_str(code) {
        return Ok(Value::Str(r));
    }
    let mut s = String::new();
    s.push(c);
    let v = new_str(heap, s)?;
    if let Value::Str(r) = v {
        heap.set_char_str(code, r);
    }
    Ok(v)
}

/// Below this many bytes a concatenation is copied into a string of its
/// own; from it on, into a growable buffer further `+` can extend.
const BUFFER_FROM: usize = 64;

/// `a + b` on strings.
pub fn concat(heap: &mut Heap, a: ObjRef, b: ObjRef) -> Result<Value, Exception> {
    let (ascii, total) = match (heap.str_obj(a), heap.str_obj(b)) {
        (Some(x), Some(y)) => (
            x.is_ascii() && y.is_ascii(),
            x.as_str().len() + y.as_str().len(),
        ),
        _ => return Err(exc!(SystemError, "dangling str")),
    };
    if total > MAX_LEN {
        return Err(exc!(MemoryError, ""));
    }
    let view = |buf: ObjRef| {
        StrObj::with_text(
            Text::View {
                buf,
                len: total,
                cursor: CharCursor::new(),
            },
            ascii,
        )
    };
    // `a` ends where its buffer does: append `b` there.
    if let Some(Object::Str(StrObj {
        text: Text::View { buf, len, .. },
        ..
    })) = heap.get(a)
    {
        let (buf, len) = (*buf, *len);
        if matches!(heap.get(buf), Some(Object::Str(StrObj { text: Text::Buffer(t), .. })) if t.len() == len)
        {
            let tail = crate::heap::headroom::copy_str(heap.str(b))?;
            let before = buffer_capacity(heap, buf);
            if let Some(Object::Str(StrObj {
                text: Text::Buffer(t),
                ..
            })) = heap.get_mut(buf)
            {
                t.try_reserve(tail.len())
                    .map_err(|_| exc!(MemoryError, ""))?;
                t.push_str(&tail);
            }
            let grown = buffer_capacity(heap, buf).saturating_sub(before);
            heap.charge_growth(grown);
            return alloc(heap, Object::Str(view(buf)), Value::Str);
        }
    }
    let mut s = String::new();
    let cap = if total >= BUFFER_FROM {
        total * 2
    } else {
        total
    };
    s.try_reserve_exact(cap)
        .map_err(|_| exc!(MemoryError, ""))?;
    s.push_str(heap.str(a));
    s.push_str(heap.str(b));
    if total < BUFFER_FROM {
        return new_str(heap, s);
    }
    let buf = match alloc(
        heap,
        Object::Str(StrObj::with_text(Text::Buffer(s), ascii)),
        Value::Str,
    )? {
        Value::Str(r) => r,
        _ => return Err(exc!(SystemError, "str buffer")),
    };
    // (Allocation never collects: collections wait for safe points.)
    alloc(heap, Object::Str(view(buf)), Value::Str)
}

fn buffer_capacity(heap: &Heap, buf: ObjRef) -> usize {
    match heap.get(buf) {
        Some(Object::Str(s)) => s.owned_bytes(),
        _ => 0,
    }
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
    let mut out = String::new();
    out.try_reserve_exact(s.len() * n as usize)
        .map_err(|_| exc!(MemoryError, ""))?;
    for _ in 0..n {
        out.push_str(s);
    }
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
    // The text (at most four bytes a character) and, for a non-ASCII
    // stride, the characters: asked for first (see `heap::headroom`).
    crate::heap::headroom::room_for_items(count, 8)?;
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

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::format;

    fn text(heap: &mut Heap, s: &str) -> ObjRef {
        match new_str_from(heap, s) {
            Ok(Value::Str(r)) => r,
            _ => panic!("no str"),
        }
    }

    fn plus(heap: &mut Heap, a: ObjRef, b: ObjRef) -> ObjRef {
        match concat(heap, a, b) {
            Ok(Value::Str(r)) => r,
            _ => panic!("no concat"),
        }
    }

    fn buffer_of(heap: &Heap, r: ObjRef) -> Option<ObjRef> {
        match heap.get(r) {
            Some(Object::Str(s)) => s.buffer(),
            _ => None,
        }
    }

    /// What machine code would read of `r`: its published length, and the
    /// address it would take the text from.
    fn published(heap: &Heap, r: ObjRef) -> (u32, usize) {
        let Some(Object::Str(s)) = heap.get(r) else {
            panic!("no str");
        };
        let at = if s.flat_addr != 0 {
            s.flat_addr
        } else {
            s as *const StrObj as usize + inline_text_offset()
        };
        (s.direct_len, at)
    }

    #[test]
    fn published_words_say_where_ascii_text_is_and_refuse_the_rest() {
        let mut h = Heap::new();
        let long = "y".repeat(INLINE_LEN + 3);
        for t in ["", "q", "hello", &long[..]] {
            let r = text(&mut h, t);
            assert_eq!(
                published(&h, r),
                (t.len() as u32, h.str(r).as_ptr() as usize),
                "{t:?}"
            );
            // A copy describes its own text, not the original's.
            let Some(Object::Str(s)) = h.get(r) else {
                panic!("no str");
            };
            let copy = s.clone();
            let copied = alloc(&mut h, Object::Str(copy), Value::Str).unwrap();
            let Value::Str(c) = copied else {
                panic!("no str");
            };
            assert_eq!(
                published(&h, c),
                (t.len() as u32, h.str(c).as_ptr() as usize)
            );
            if t.len() > INLINE_LEN {
                assert_ne!(h.str(c).as_ptr(), h.str(r).as_ptr());
            }
        }
        // Not ASCII, or text in a shared buffer: left to helpers.
        let wide = text(&mut h, "é");
        assert_eq!(published(&h, wide).0, NOT_DIRECT);
        let a = text(&mut h, &"a".repeat(BUFFER_FROM));
        let b = text(&mut h, "b");
        let joined = plus(&mut h, a, b);
        assert!(buffer_of(&h, joined).is_some());
        assert_eq!(published(&h, joined).0, NOT_DIRECT);
    }

    #[test]
    fn indexing_long_non_ascii_text_from_its_cursor_finds_every_char() {
        // Forward, backward, at the end and past it, in a block and in a
        // buffer's view: each index agrees with a walk from the start.
        let mut h = Heap::new();
        let base: String = "aé€𝄞b".repeat(40);
        let flat = text(&mut h, &base);
        let a = text(&mut h, &"é".repeat(BUFFER_FROM));
        let b = text(&mut h, &base);
        let view = plus(&mut h, a, b);
        for r in [flat, view] {
            let whole = String::from(h.str(r));
            let want: alloc::vec::Vec<char> = whole.chars().collect();
            let o = h.str_obj(r).unwrap();
            assert_eq!(o.char_len(), want.len());
            for i in [
                0,
                5,
                6,
                199,
                3,
                150,
                150,
                151,
                want.len() - 1,
                120,
                119,
                0,
                77,
            ] {
                assert_eq!(o.char_at(i), Some(want[i]), "{i}");
                let off = whole.char_indices().nth(i).unwrap().0;
                assert_eq!(o.byte_offset(i), off, "{i}");
            }
            assert_eq!(o.byte_offset(want.len()), whole.len());
            assert_eq!(o.char_at(want.len()), None);
            assert_eq!(o.char_at(2), Some(want[2]));
        }
    }

    #[test]
    fn short_text_lives_in_the_entry_and_longer_text_in_a_block() {
        let mut h = Heap::new();
        let owned = |h: &Heap, r: ObjRef| match h.get(r) {
            Some(Object::Str(s)) => s.owned_bytes(),
            _ => panic!("no str"),
        };
        let at_most = "é".repeat(INLINE_LEN / 2);
        let past = "x".repeat(INLINE_LEN + 1);
        for (t, inline) in [
            ("", true),
            ("ab", true),
            (&at_most[..], true),
            (&past[..], false),
        ] {
            let by_ref = text(&mut h, t);
            let by_value = match new_str(&mut h, String::from(t)) {
                Ok(Value::Str(r)) => r,
                _ => panic!("no str"),
            };
            for r in [by_ref, by_value] {
                assert_eq!(h.str(r), t);
                assert_eq!(owned(&h, r) == 0, inline, "{t:?}");
            }
        }
    }

    #[test]
    fn appending_to_the_end_of_a_buffer_shares_it_and_keeps_every_prefix() {
        let mut h = Heap::new();
        let long = text(&mut h, &"a".repeat(BUFFER_FROM));
        let x = text(&mut h, "x");
        let y = text(&mut h, "y");
        let s1 = plus(&mut h, long, x);
        let s2 = plus(&mut h, s1, y);
        // `s1` ended where its buffer did: `s2` is appended in place.
        assert!(buffer_of(&h, s1).is_some());
        assert_eq!(buffer_of(&h, s1), buffer_of(&h, s2));
        // `s1` no longer ends its buffer: this one is copied...
        let s3 = plus(&mut h, s1, x);
        assert_ne!(buffer_of(&h, s3), buffer_of(&h, s1));
        // ...and every string still reads its own text.
        let a = "a".repeat(BUFFER_FROM);
        assert_eq!(h.str(s1), format!("{a}x"));
        assert_eq!(h.str(s2), format!("{a}xy"));
        assert_eq!(h.str(s3), format!("{a}xx"));
        // Short results are strings of their own.
        let short = plus(&mut h, x, y);
        assert_eq!((buffer_of(&h, short), h.str(short)), (None, "xy"));
    }
}
