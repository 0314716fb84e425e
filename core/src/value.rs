//! The guest value representation.
//!
//! A [`Value`] is 16 bytes with a C-compatible layout: a one-byte tag at
//! offset 0 and an 8-byte payload at offset 8 (see [`layout`]). Machine-code
//! backends rely on this layout to guard on tags and to keep ints and floats
//! unboxed; nothing else in the crate may assume it. Heap objects are named by
//! an index into the [`crate::heap::Heap`], so a `Value` is `Copy` and holds no
//! pointer.
//!
//! Ints that fit in 64 bits are always `Int`; a `BigInt` never does (every
//! constructor normalizes), so the two never compare equal and an int guard
//! in a trace is a tag check.
//!
//! This module owns value identity, type names and the payload words; the
//! behaviour of each type is in [`crate::objects`], printing in
//! [`crate::display`].

use crate::heap::ObjRef;

/// A guest value. `Undef` marks an unassigned local or global and iterator
/// padding; it is never visible to guest code.
#[derive(Clone, Copy, Debug, PartialEq)]
#[repr(C, u64)]
pub enum Value {
    Undef = 0,
    None = 1,
    Bool(bool) = 2,
    Int(i64) = 3,
    Float(f64) = 4,
    Str(ObjRef) = 5,
    List(ObjRef) = 6,
    Tuple(ObjRef) = 7,
    Range(ObjRef) = 8,
    /// A guest function (`objects::function`).
    Func(ObjRef) = 9,
    /// A builtin function or a builtin type (`len`, `int`, `dict`, ...).
    Builtin(crate::builtins::Builtin) = 10,
    /// An int outside the i64 range.
    BigInt(ObjRef) = 11,
    Dict(ObjRef) = 12,
    Set(ObjRef) = 13,
    FrozenSet(ObjRef) = 14,
    Bytes(ObjRef) = 15,
    ByteArray(ObjRef) = 16,
    Slice(ObjRef) = 17,
    /// An iterator object (`iter(x)`, `zip`, `enumerate`, dict iterators...).
    Iter(ObjRef) = 18,
    /// A method bound to its receiver (`xs.append` as a value).
    Method(ObjRef) = 19,
    /// `d.keys()`, `d.values()` or `d.items()`.
    DictView(ObjRef) = 20,
    /// An instance of a class defined by the program (also of a builtin
    /// exception type).
    Instance(ObjRef) = 21,
    /// A class defined by the program.
    Class(ObjRef) = 22,
    /// A builtin exception type (`ValueError`).
    ExcType(crate::error::ExcKind) = 23,
    /// A closure cell.
    Cell(ObjRef) = 24,
    Generator(ObjRef) = 25,
    /// A guest function bound to its receiver (`obj.method` as a value).
    BoundMethod(ObjRef) = 26,
    /// A `staticmethod`, `classmethod` or `property` object.
    Wrapper(ObjRef) = 27,
    /// A `super()` object.
    Super(ObjRef) = 28,
    NotImplemented = 29,
    Ellipsis = 30,
    /// A module (`objects::module`).
    Module(ObjRef) = 31,
    /// An object of a native type a module provides (`objects::native`:
    /// `sys.stdout`, a random generator's state).
    Native(ObjRef) = 32,
    /// A complex number (`objects::complex`).
    Complex(ObjRef) = 33,
}

/// Tag numbers and field offsets that generated code uses.
pub mod layout {
    pub const SIZE: usize = 16;
    pub const TAG_OFFSET: usize = 0;
    pub const PAYLOAD_OFFSET: usize = 8;
    pub const TAG_UNDEF: u8 = 0;
    pub const TAG_NONE: u8 = 1;
    pub const TAG_BOOL: u8 = 2;
    pub const TAG_INT: u8 = 3;
    pub const TAG_FLOAT: u8 = 4;
    pub const TAG_STR: u8 = 5;
    pub const TAG_LIST: u8 = 6;
    pub const TAG_TUPLE: u8 = 7;
    pub const TAG_RANGE: u8 = 8;
    pub const TAG_FUNC: u8 = 9;
    pub const TAG_BUILTIN: u8 = 10;
    pub const TAG_BIGINT: u8 = 11;
    pub const TAG_DICT: u8 = 12;
    pub const TAG_SET: u8 = 13;
    pub const TAG_FROZENSET: u8 = 14;
    pub const TAG_BYTES: u8 = 15;
    pub const TAG_BYTEARRAY: u8 = 16;
    pub const TAG_SLICE: u8 = 17;
    pub const TAG_ITER: u8 = 18;
    pub const TAG_METHOD: u8 = 19;
    pub const TAG_DICTVIEW: u8 = 20;
    pub const TAG_INSTANCE: u8 = 21;
    pub const TAG_CLASS: u8 = 22;
    pub const TAG_EXCTYPE: u8 = 23;
    pub const TAG_CELL: u8 = 24;
    pub const TAG_GENERATOR: u8 = 25;
    pub const TAG_BOUNDMETHOD: u8 = 26;
    pub const TAG_WRAPPER: u8 = 27;
    pub const TAG_SUPER: u8 = 28;
    pub const TAG_NOTIMPLEMENTED: u8 = 29;
    pub const TAG_ELLIPSIS: u8 = 30;
    pub const TAG_MODULE: u8 = 31;
    pub const TAG_NATIVE: u8 = 32;
    pub const TAG_COMPLEX: u8 = 33;
    /// The highest tag a value has.
    pub const TAG_LAST: u8 = TAG_COMPLEX;

    /// How many low bytes of the payload word are the value's own for a
    /// value with `tag` (see [`super::Value::payload_bytes`]).
    pub const fn payload_bytes(tag: u8) -> u32 {
        match tag {
            TAG_UNDEF | TAG_NONE | TAG_NOTIMPLEMENTED | TAG_ELLIPSIS => 0,
            TAG_BOOL | TAG_BUILTIN | TAG_EXCTYPE => 1,
            TAG_INT | TAG_FLOAT => 8,
            _ => 4,
        }
    }

    /// By tag (any byte: the entries past [`TAG_LAST`] are 0), the bits of
    /// the payload word that are the value's own: two values with one tag
    /// are the same object (`is`, `ops::identical`) when their payloads
    /// agree on these bits. Machine code reads it for `a is b` when neither
    /// type is known at compile time.
    pub static PAYLOAD_MASKS: [u64; 256] = payload_masks();

    const fn payload_masks() -> [u64; 256] {
        let mut masks = [0u64; 256];
        let mut tag = 0;
        while tag <= TAG_LAST as usize {
            let bytes = payload_bytes(tag as u8);
            masks[tag] = if bytes == 8 {
                u64::MAX
            } else {
                (1u64 << (8 * bytes)) - 1
            };
            tag += 1;
        }
        masks
    }
}

const _: () = assert!(core::mem::size_of::<Value>() == layout::SIZE);

impl Value {
    /// Copies `slots[from]` to `slots[to]`, reading ints and floats word by
    /// word.
    ///
    /// Constructing `Value::Int(x)` in place stores the tag and the payload
    /// as two 8-byte words, while copying a `Value` loads all 16 bytes at
    /// once. A load spanning two recent stores cannot be served from the
    /// store buffer and waits for both to reach the cache (a store-forwarding
    /// stall), which the dispatch loop met on nearly every local written by
    /// arithmetic and read back soon after. Matching first reads the tag and
    /// the payload separately, and each of those loads is forwarded. The
    /// store is in each arm: a by-value version that returned the copy was
    /// folded back into one 16-byte move.
    #[inline(always)]
    pub fn relay(slots: &mut [Value], from: usize, to: usize) {
        match slots[from] {
            Value::Int(i) => slots[to] = Value::Int(i),
            Value::Float(f) => slots[to] = Value::Float(f),
            other => slots[to] = other,
        }
    }

    /// The tag byte, as generated code sees it.
    pub fn tag(&self) -> u8 {
        match self {
            Value::Undef => layout::TAG_UNDEF,
            Value::None => layout::TAG_NONE,
            Value::Bool(_) => layout::TAG_BOOL,
            Value::Int(_) => layout::TAG_INT,
            Value::Float(_) => layout::TAG_FLOAT,
            Value::Str(_) => layout::TAG_STR,
            Value::List(_) => layout::TAG_LIST,
            Value::Tuple(_) => layout::TAG_TUPLE,
            Value::Range(_) => layout::TAG_RANGE,
            Value::Func(_) => layout::TAG_FUNC,
            Value::Builtin(_) => layout::TAG_BUILTIN,
            Value::BigInt(_) => layout::TAG_BIGINT,
            Value::Dict(_) => layout::TAG_DICT,
            Value::Set(_) => layout::TAG_SET,
            Value::FrozenSet(_) => layout::TAG_FROZENSET,
            Value::Bytes(_) => layout::TAG_BYTES,
            Value::ByteArray(_) => layout::TAG_BYTEARRAY,
            Value::Slice(_) => layout::TAG_SLICE,
            Value::Iter(_) => layout::TAG_ITER,
            Value::Method(_) => layout::TAG_METHOD,
            Value::DictView(_) => layout::TAG_DICTVIEW,
            Value::Instance(_) => layout::TAG_INSTANCE,
            Value::Class(_) => layout::TAG_CLASS,
            Value::ExcType(_) => layout::TAG_EXCTYPE,
            Value::Cell(_) => layout::TAG_CELL,
            Value::Generator(_) => layout::TAG_GENERATOR,
            Value::BoundMethod(_) => layout::TAG_BOUNDMETHOD,
            Value::Wrapper(_) => layout::TAG_WRAPPER,
            Value::Super(_) => layout::TAG_SUPER,
            Value::NotImplemented => layout::TAG_NOTIMPLEMENTED,
            Value::Ellipsis => layout::TAG_ELLIPSIS,
            Value::Module(_) => layout::TAG_MODULE,
            Value::Native(_) => layout::TAG_NATIVE,
            Value::Complex(_) => layout::TAG_COMPLEX,
        }
    }

    /// The Python type name, as used in error messages. Iterators, dict
    /// views, bound methods, instances and wrappers have several types
    /// each; for those use [`crate::objects::type_name`], which reads the
    /// object.
    pub fn type_name(&self) -> &'static str {
        match self {
            Value::Undef => "undefined",
            Value::None => "NoneType",
            Value::Bool(_) => "bool",
            Value::Int(_) | Value::BigInt(_) => "int",
            Value::Float(_) => "float",
            Value::Str(_) => "str",
            Value::List(_) => "list",
            Value::Tuple(_) => "tuple",
            Value::Range(_) => "range",
            Value::Func(_) => "function",
            Value::Builtin(b) if b.is_type() => "type",
            Value::Builtin(_) => "builtin_function_or_method",
            Value::Dict(_) => "dict",
            Value::Set(_) => "set",
            Value::FrozenSet(_) => "frozenset",
            Value::Bytes(_) => "bytes",
            Value::ByteArray(_) => "bytearray",
            Value::Slice(_) => "slice",
            Value::Iter(_) => "iterator",
            Value::Method(_) => "builtin_function_or_method",
            Value::DictView(_) => "dict_keys",
            Value::Instance(_) => "object",
            Value::Class(_) | Value::ExcType(_) => "type",
            Value::Cell(_) => "cell",
            Value::Generator(_) => "generator",
            Value::BoundMethod(_) => "method",
            Value::Wrapper(_) => "property",
            Value::Super(_) => "super",
            Value::NotImplemented => "NotImplementedType",
            Value::Ellipsis => "ellipsis",
            Value::Module(_) => "module",
            Value::Native(_) => "object",
            Value::Complex(_) => "complex",
        }
    }

    /// The heap object this value names, if any.
    pub fn obj(&self) -> Option<ObjRef> {
        match *self {
            Value::Str(r)
            | Value::List(r)
            | Value::Tuple(r)
            | Value::Range(r)
            | Value::BigInt(r)
            | Value::Dict(r)
            | Value::Set(r)
            | Value::FrozenSet(r)
            | Value::Bytes(r)
            | Value::ByteArray(r)
            | Value::Slice(r)
            | Value::Iter(r)
            | Value::Method(r)
            | Value::DictView(r)
            | Value::Func(r)
            | Value::Instance(r)
            | Value::Class(r)
            | Value::Cell(r)
            | Value::Generator(r)
            | Value::BoundMethod(r)
            | Value::Wrapper(r)
            | Value::Super(r)
            | Value::Module(r)
            | Value::Native(r)
            | Value::Complex(r) => Some(r),
            _ => None,
        }
    }

    /// An int view of small ints and bools (Python's `__index__` for the
    /// values that fit a machine word; big ints are `None`).
    pub fn as_index(&self) -> Option<i64> {
        match *self {
            Value::Int(i) => Some(i),
            Value::Bool(b) => Some(b as i64),
            _ => None,
        }
    }

    /// True for ints of either size and bools.
    pub fn is_int(&self) -> bool {
        matches!(self, Value::Int(_) | Value::BigInt(_) | Value::Bool(_))
    }

    /// How many low bytes of the payload word are this value's own: a
    /// value Rust wrote leaves the rest of the word as it was, so machine
    /// code comparing payloads compares this many (0: the tag says all).
    pub fn payload_bytes(self) -> u32 {
        layout::payload_bytes(self.tag())
    }

    /// The value whose [`Value::to_bits`] are `(tag, payload)`; `None`
    /// for a tag no value has. Helpers read a slot as two words this way,
    /// a word at a time. Only the payload's own bytes count: a value Rust
    /// wrote leaves the rest of its word as it was (a bool is one byte, an
    /// object four), as machine code's 32-bit loads of objects assume.
    #[inline(always)]
    pub fn from_bits(tag: u64, payload: u64) -> Option<Value> {
        use layout::*;
        let r = || Some(ObjRef(payload as u32));
        let Ok(tag) = u8::try_from(tag) else {
            return None;
        };
        Some(match tag {
            TAG_UNDEF => Value::Undef,
            TAG_NONE => Value::None,
            TAG_BOOL => Value::Bool(payload as u8 != 0),
            TAG_INT => Value::Int(payload as i64),
            TAG_FLOAT => Value::Float(f64::from_bits(payload)),
            TAG_BUILTIN => {
                let b = *crate::builtins::Builtin::ALL.get(payload as u8 as usize)?;
                (b as u8 == payload as u8).then_some(Value::Builtin(b))?
            }
            TAG_EXCTYPE => Value::ExcType(crate::error::ExcKind::from_u8(payload as u8)?),
            TAG_NOTIMPLEMENTED => Value::NotImplemented,
            TAG_ELLIPSIS => Value::Ellipsis,
            TAG_STR => Value::Str(r()?),
            TAG_LIST => Value::List(r()?),
            TAG_TUPLE => Value::Tuple(r()?),
            TAG_RANGE => Value::Range(r()?),
            TAG_FUNC => Value::Func(r()?),
            TAG_BIGINT => Value::BigInt(r()?),
            TAG_DICT => Value::Dict(r()?),
            TAG_SET => Value::Set(r()?),
            TAG_FROZENSET => Value::FrozenSet(r()?),
            TAG_BYTES => Value::Bytes(r()?),
            TAG_BYTEARRAY => Value::ByteArray(r()?),
            TAG_SLICE => Value::Slice(r()?),
            TAG_ITER => Value::Iter(r()?),
            TAG_METHOD => Value::Method(r()?),
            TAG_DICTVIEW => Value::DictView(r()?),
            TAG_INSTANCE => Value::Instance(r()?),
            TAG_CLASS => Value::Class(r()?),
            TAG_CELL => Value::Cell(r()?),
            TAG_GENERATOR => Value::Generator(r()?),
            TAG_BOUNDMETHOD => Value::BoundMethod(r()?),
            TAG_WRAPPER => Value::Wrapper(r()?),
            TAG_SUPER => Value::Super(r()?),
            TAG_MODULE => Value::Module(r()?),
            TAG_NATIVE => Value::Native(r()?),
            TAG_COMPLEX => Value::Complex(r()?),
            _ => return None,
        })
    }

    /// The `(tag, payload)` words generated code reads and writes (see
    /// [`layout`]).
    pub fn to_bits(self) -> (u64, u64) {
        let payload = match self {
            Value::Undef | Value::None => 0,
            Value::Bool(b) => b as u64,
            Value::Int(i) => i as u64,
            Value::Float(f) => f.to_bits(),
            Value::Builtin(b) => b as u64,
            Value::ExcType(k) => k as u64,
            other => other.obj().map_or(0, |r| r.0 as u64),
        };
        (self.tag() as u64, payload)
    }

    /// A float view of small ints, bools and floats, for mixed arithmetic
    /// (big ints convert through [`crate::objects::int`], which may fail).
    pub fn as_f64(&self) -> Option<f64> {
        match *self {
            Value::Int(i) => Some(i as f64),
            Value::Bool(b) => Some(b as i64 as f64),
            Value::Float(f) => Some(f),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payload_masks_decide_identity_whatever_the_bytes_past_a_payload() {
        use crate::heap::ObjRef;
        let values = [
            Value::None,
            Value::Bool(true),
            Value::Bool(false),
            Value::Int(7),
            Value::Int(-7),
            Value::Float(0.0),
            Value::Float(-0.0),
            Value::Float(f64::NAN),
            Value::Str(ObjRef(3)),
            Value::Str(ObjRef(4)),
            Value::Instance(ObjRef(3)),
            Value::Instance(ObjRef(u32::MAX)),
            Value::NotImplemented,
        ];
        for a in values {
            for b in values {
                let ((ta, pa), (tb, pb)) = (a.to_bits(), b.to_bits());
                // What a slot may hold past a value's own bytes.
                let junk = |p: u64, v: Value| match v.payload_bytes() {
                    0 => p | 0xdead_beef,
                    n @ 1..8 => p | (0xa5a5_a5a5_a5a5_a5a5 << (8 * n)),
                    _ => p,
                };
                let same = ta == tb && (junk(pa, a) ^ pb) & layout::PAYLOAD_MASKS[ta as usize] == 0;
                assert_eq!(same, crate::ops::identical(a, b), "{a:?} is {b:?}");
            }
        }
        assert!(
            layout::PAYLOAD_MASKS[layout::TAG_LAST as usize + 1..]
                .iter()
                .all(|&m| m == 0)
        );
    }

    #[test]
    fn from_bits_inverts_to_bits_for_every_tag() {
        for tag in 0..=layout::TAG_LAST as u64 {
            for payload in [0, 1] {
                let v = Value::from_bits(tag, payload)
                    .unwrap_or_else(|| panic!("no value of tag {tag}, payload {payload}"));
                // Values without a payload read any payload word as theirs.
                let bare = matches!(
                    v,
                    Value::Undef | Value::None | Value::NotImplemented | Value::Ellipsis
                );
                let want = (tag, if bare { 0 } else { payload });
                assert_eq!(v.to_bits(), want, "{v:?}");
            }
        }
        let f = Value::from_bits(layout::TAG_FLOAT as u64, 2.5f64.to_bits());
        assert_eq!(f, Some(Value::Float(2.5)));
        assert_eq!(Value::from_bits(layout::TAG_LAST as u64 + 1, 0), None);
        // Bytes past the payload's own are not the value's.
        let high = 0xdead_beef_0000_0000;
        assert_eq!(
            Value::from_bits(layout::TAG_STR as u64, high | 7),
            Some(Value::Str(ObjRef(7)))
        );
        assert_eq!(
            Value::from_bits(layout::TAG_BOOL as u64, high | 0x100),
            Some(Value::Bool(false))
        );
        assert_eq!(Value::from_bits(1 << 8, 0), None);
    }
}
