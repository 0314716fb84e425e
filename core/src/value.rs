//! The guest value representation.
//!
//! A [`Value`] is 16 bytes with a C-compatible layout: a one-byte tag at
//! offset 0 and an 8-byte payload at offset 8 (see [`layout`]). Machine-code
//! backends rely on this layout to guard on tags and to keep ints and floats
//! unboxed; nothing else in the crate may assume it. Heap objects are named by
//! an index into the [`crate::heap::Heap`], so a `Value` is `Copy` and holds no
//! pointer.
//!
//! This module owns value identity, type names and truthiness; arithmetic is in
//! [`crate::number`], printing in [`crate::display`].

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
    /// A guest function: the index of its code object in the module.
    Func(u32) = 9,
    Builtin(crate::builtins::Builtin) = 10,
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
        }
    }

    /// The Python type name, as used in error messages.
    pub fn type_name(&self) -> &'static str {
        match self {
            Value::Undef => "undefined",
            Value::None => "NoneType",
            Value::Bool(_) => "bool",
            Value::Int(_) => "int",
            Value::Float(_) => "float",
            Value::Str(_) => "str",
            Value::List(_) => "list",
            Value::Tuple(_) => "tuple",
            Value::Range(_) => "range",
            Value::Func(_) => "function",
            Value::Builtin(_) => "builtin_function_or_method",
        }
    }

    /// The heap object this value names, if any.
    pub fn obj(&self) -> Option<ObjRef> {
        match *self {
            Value::Str(r) | Value::List(r) | Value::Tuple(r) | Value::Range(r) => Some(r),
            _ => None,
        }
    }

    /// An int view of ints and bools (Python's `__index__`).
    pub fn as_index(&self) -> Option<i64> {
        match *self {
            Value::Int(i) => Some(i),
            Value::Bool(b) => Some(b as i64),
            _ => None,
        }
    }

    /// The `(tag, payload)` words generated code reads and writes (see
    /// [`layout`]).
    pub fn to_bits(self) -> (u64, u64) {
        let payload = match self {
            Value::Undef | Value::None => 0,
            Value::Bool(b) => b as u64,
            Value::Int(i) => i as u64,
            Value::Float(f) => f.to_bits(),
            Value::Str(r) | Value::List(r) | Value::Tuple(r) | Value::Range(r) => r.0 as u64,
            Value::Func(c) => c as u64,
            Value::Builtin(b) => b as u64,
        };
        (self.tag() as u64, payload)
    }

    /// A float view of ints, bools and floats, for mixed arithmetic.
    pub fn as_f64(&self) -> Option<f64> {
        match *self {
            Value::Int(i) => Some(i as f64),
            Value::Bool(b) => Some(b as i64 as f64),
            Value::Float(f) => Some(f),
            _ => None,
        }
    }
}
