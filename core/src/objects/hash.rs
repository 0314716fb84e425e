//! `hash(x)` exactly as CPython 3.11 computes it on 64-bit platforms.
//!
//! Set iteration order depends on hashes, so they must match CPython's:
//! numbers reduce modulo the Mersenne prime 2**61 - 1 (so `hash(1) ==
//! hash(1.0) == hash(True)`), tuples mix their items with CPython's
//! xxHash-based rounds, and strings and bytes use SipHash-1-3 with the key
//! that `PYTHONHASHSEED=0` gives CPython (all zeros), over the same bytes
//! CPython hashes (a string's PEP 393 representation: one, two or four
//! bytes per code point by its widest one). CPython hashes `None` and NaN
//! by address; the value used here has the low bits CPython's build here
//! shows, which is what small tables see.

use alloc::vec::Vec;

use num_bigint::BigInt;
use num_traits::ToPrimitive;

use super::Object;
use crate::error::{Exception, exc};
use crate::heap::{Heap, ObjRef};
use crate::value::Value;

/// 2**61 - 1: numbers hash to their value modulo this prime.
pub const MODULUS: u64 = (1 << 61) - 1;
const BITS: u32 = 61;
const HASH_INF: i64 = 314_159;
/// An address-like hash for objects CPython hashes by identity.
const NONE_HASH: i64 = 8_736_573_905_854;
const MAX_DEPTH: usize = 1000;

/// The hash of an object by identity (`object.__hash__`).
pub fn identity_hash(r: ObjRef) -> i64 {
    fix(0x1000_0000 + r.0 as i64 * 16)
}

fn fix(h: i64) -> i64 {
    if h == -1 { -2 } else { h }
}

pub fn int_hash(i: i64) -> i64 {
    let m = (i.unsigned_abs() % MODULUS) as i64;
    fix(if i < 0 { -m } else { m })
}

pub fn bigint_hash(b: &BigInt) -> i64 {
    let m = (b.magnitude() % MODULUS).to_u64().unwrap_or(0) as i64;
    fix(if b.sign() == num_bigint::Sign::Minus {
        -m
    } else {
        m
    })
}

pub fn float_hash(v: f64) -> i64 {
    if !v.is_finite() {
        if v.is_infinite() {
            return if v > 0.0 { HASH_INF } else { -HASH_INF };
        }
        return 0;
    }
    let (mut m, mut e) = libm::frexp(v);
    let mut sign: i64 = 1;
    if m < 0.0 {
        sign = -1;
        m = -m;
    }
    let mut x: u64 = 0;
    while m != 0.0 {
        x = ((x << 28) & MODULUS) | x >> (BITS - 28);
        m *= 268_435_456.0;
        e -= 28;
        let y = m as u64;
        m -= y as f64;
        x += y;
        if x >= MODULUS {
            x -= MODULUS;
        }
    }
    let e = if e >= 0 {
        e as u32 % BITS
    } else {
        BITS - 1 - ((-1 - e) as u32 % BITS)
    };
    x = ((x << e) & MODULUS) | x >> (BITS - e);
    fix((x as i64).wrapping_mul(sign))
}

fn rotl(x: u64, b: u32) -> u64 {
    x.rotate_left(b)
}

/// SipHash-1-3 with a zero key, as CPython's `siphash13` (its final value
/// is `v0 ^ v1 ^ v2 ^ v3`).
pub fn siphash13(data: &[u8]) -> u64 {
    let (k0, k1) = (0u64, 0u64);
    let mut v0 = k0 ^ 0x736f_6d65_7073_6575;
    let mut v1 = k1 ^ 0x646f_7261_6e64_6f6d;
    let mut v2 = k0 ^ 0x6c79_6765_6e65_7261;
    let mut v3 = k1 ^ 0x7465_6462_7974_6573;
    macro_rules! round {
        () => {
            v0 = v0.wrapping_add(v1);
            v2 = v2.wrapping_add(v3);
            v1 = rotl(v1, 13) ^ v0;
            v3 = rotl(v3, 16) ^ v2;
            v0 = rotl(v0, 32);
            v2 = v2.wrapping_add(v1);
            v0 = v0.wrapping_add(v3);
            v1 = rotl(v1, 17) ^ v2;
            v3 = rotl(v3, 21) ^ v0;
            v2 = rotl(v2, 32);
        };
    }
    let mut chunks = data.chunks_exact(8);
    for c in &mut chunks {
        let mut w = [0u8; 8];
        w.copy_from_slice(c);
        let mi = u64::from_le_bytes(w);
        v3 ^= mi;
        round!();
        v0 ^= mi;
    }
    let mut t = [0u8; 8];
    let rest = chunks.remainder();
    t[..rest.len()].copy_from_slice(rest);
    let b = ((data.len() as u64) << 56) | u64::from_le_bytes(t);
    v3 ^= b;
    round!();
    v0 ^= b;
    v2 ^= 0xff;
    round!();
    round!();
    round!();
    (v0 ^ v1) ^ (v2 ^ v3)
}

pub fn bytes_hash(b: &[u8]) -> i64 {
    if b.is_empty() {
        return 0;
    }
    fix(siphash13(b) as i64)
}

/// The hash of a string: SipHash over its PEP 393 form.
pub fn str_hash(s: &str) -> i64 {
    if s.is_ascii() {
        return bytes_hash(s.as_bytes());
    }
    let widest = s.chars().map(|c| c as u32).max().unwrap_or(0);
    let mut units: Vec<u8> = Vec::with_capacity(s.len() * 2);
    for c in s.chars() {
        let c = c as u32;
        if widest < 0x100 {
            units.push(c as u8);
        } else if widest < 0x10000 {
            units.extend_from_slice(&(c as u16).to_le_bytes());
        } else {
            units.extend_from_slice(&c.to_le_bytes());
        }
    }
    bytes_hash(&units)
}

const XXPRIME_1: u64 = 11_400_714_785_074_694_791;
const XXPRIME_2: u64 = 14_029_467_366_897_019_727;
const XXPRIME_5: u64 = 2_870_177_450_012_600_261;

/// CPython's tuple hash over the items' hashes.
pub fn tuple_hash_of(lanes: impl ExactSizeIterator<Item = i64>) -> i64 {
    let len = lanes.len();
    let mut acc = TupleHash::new();
    for lane in lanes {
        acc.add(lane);
    }
    acc.finish(len)
}

/// CPython's tuple hash (xxHash's round over the items' hashes), fed one
/// item at a time: hashing a tuple then needs no room for its items'
/// hashes.
struct TupleHash(u64);

impl TupleHash {
    fn new() -> Self {
        TupleHash(XXPRIME_5)
    }

    fn add(&mut self, lane: i64) {
        let acc = self.0.wrapping_add((lane as u64).wrapping_mul(XXPRIME_2));
        self.0 = acc.rotate_left(31).wrapping_mul(XXPRIME_1);
    }

    fn finish(self, len: usize) -> i64 {
        let acc = self.0.wrapping_add(len as u64 ^ (XXPRIME_5 ^ 3_527_539));
        if acc == u64::MAX {
            return 1_546_275_796;
        }
        acc as i64
    }
}

fn shuffle_bits(h: u64) -> u64 {
    ((h ^ 89_869_747) ^ (h << 16)).wrapping_mul(3_644_798_167)
}

/// CPython's frozenset hash: from the table's raw hash fields (empty slots
/// count as 0, dummies as -1), so it depends only on the contents.
pub fn frozenset_hash(
    table_hashes: impl Iterator<Item = i64>,
    slots: usize,
    fill: usize,
    used: usize,
) -> i64 {
    let mut hash: u64 = 0;
    for h in table_hashes {
        hash ^= shuffle_bits(h as u64);
    }
    if (slots - fill) & 1 == 1 {
        hash ^= shuffle_bits(0);
    }
    if (fill - used) & 1 == 1 {
        hash ^= shuffle_bits(u64::MAX);
    }
    hash ^= (used as u64 + 1).wrapping_mul(1_927_868_237);
    hash ^= (hash >> 11) ^ (hash >> 25);
    hash = hash.wrapping_mul(69069).wrapping_add(907_133_923);
    if hash == u64::MAX {
        hash = 590_923_713;
    }
    hash as i64
}

fn unhashable(heap: &Heap, v: Value) -> Exception {
    exc!(
        TypeError,
        "unhashable type: '{}'",
        super::type_name(heap, v)
    )
}

/// `hash(v)`; `TypeError` for mutable containers.
pub fn hash(heap: &Heap, v: Value) -> Result<i64, Exception> {
    hash_at(heap, v, 0)
}

/// A hash the program's `__hash__` gave for `v` just before.
fn oracle(heap: &Heap, v: Value) -> Option<i64> {
    heap.hash_oracle
        .iter()
        .rev()
        .find(|(k, _)| *k == v)
        .map(|(_, h)| *h)
}

fn hash_at(heap: &Heap, v: Value, depth: usize) -> Result<i64, Exception> {
    if !heap.hash_oracle.is_empty()
        && let Some(h) = oracle(heap, v)
    {
        return Ok(h);
    }
    Ok(match v {
        Value::Int(i) => int_hash(i),
        Value::Bool(b) => b as i64,
        Value::Float(f) => float_hash(f),
        Value::Complex(r) => super::complex::hash(heap.complex(r)),
        Value::None => NONE_HASH,
        Value::Str(r) => heap.str_obj(r).map_or(0, |s| s.hash()),
        Value::BigInt(r) => match heap.get(r) {
            Some(Object::BigInt(b)) => bigint_hash(b),
            _ => 0,
        },
        Value::Bytes(r) => bytes_hash(heap.bytes(r)),
        Value::Tuple(r) => {
            if depth > MAX_DEPTH {
                return Err(exc!(
                    RecursionError,
                    "maximum recursion depth exceeded while getting the hash of an object"
                ));
            }
            let items = heap.tuple(r);
            let mut acc = TupleHash::new();
            for &x in items {
                acc.add(hash_at(heap, x, depth + 1)?);
            }
            acc.finish(items.len())
        }
        Value::FrozenSet(r) => heap.set(r).map_or(0, |s| s.frozen_hash()),
        Value::Range(r) => {
            // CPython hashes (len, start, step) with start/step None
            // where they do not matter.
            let o = heap.range(r);
            let n = o.len();
            let (start, step) = match n {
                0 => (NONE_HASH, NONE_HASH),
                1 => (int_hash(o.start), NONE_HASH),
                _ => (int_hash(o.start), int_hash(o.step)),
            };
            tuple_hash_of([int_hash(n), start, step].into_iter())
        }
        Value::Instance(r) => {
            use super::intern::Special;
            let cls = super::instance::class_of(heap, r);
            match super::class::lookup(heap, cls, Special::hash.id()) {
                Some(Value::None) => return Err(unhashable(heap, v)),
                // The program's `__hash__`: only the interpreter runs it.
                Some(_) => return Err(exc!(NeedsVm, "a guest __hash__")),
                None if super::class::lookup(heap, cls, Special::eq.id()).is_some() => {
                    return Err(unhashable(heap, v));
                }
                // A builtin base's value hashes for it (unhashable under
                // the instance's own type name).
                None => match super::instance::base_value(heap, v) {
                    Some(b) => match hash(heap, b) {
                        Err(e) if e.kind == crate::error::ExcKind::TypeError => {
                            return Err(unhashable(heap, v));
                        }
                        r => return r,
                    },
                    None => identity_hash(r),
                },
            }
        }
        // A union hashes as the frozenset of its members (CPython's, and
        // typing's `Union`, which equals it).
        Value::Wrapper(_) if let Some(members) = super::union::members(heap, v) => {
            let mut hashes = Vec::new();
            hashes
                .try_reserve_exact(members.len())
                .map_err(|_| exc!(MemoryError, ""))?;
            for &m in members {
                hashes.push(hash_at(heap, m, depth + 1)?);
            }
            let n = hashes.len();
            frozenset_hash(hashes.into_iter(), n, n, n)
        }
        Value::Func(r)
        | Value::Class(r)
        | Value::Cell(r)
        | Value::Generator(r)
        | Value::Wrapper(r)
        | Value::Super(r)
        | Value::BoundMethod(r)
        | Value::Module(r)
        | Value::Native(r) => fix(0x1000_0000 + r.0 as i64 * 16),
        Value::ExcType(k) => fix(0x5000_0000 + k as i64 * 16),
        Value::NotImplemented => fix(0x6000_0000),
        Value::Ellipsis => fix(0x6000_0010),
        Value::Builtin(b) => fix(0x2000_0000 + b as i64 * 16),
        Value::List(_)
        | Value::Dict(_)
        | Value::Set(_)
        | Value::ByteArray(_)
        | Value::Slice(_)
        | Value::DictView(_) => return Err(unhashable(heap, v)),
        Value::Method(r) => fix(0x4000_0000 + r.0 as i64 * 16),
        Value::Iter(r) => fix(0x3000_0000 + r.0 as i64 * 16),
        Value::Undef => 0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_hash_as_cpython() {
        assert_eq!(int_hash(-1), -2);
        assert_eq!(int_hash(1 << 61), 1);
        assert_eq!(int_hash(i64::MIN), -4);
        assert_eq!(float_hash(1.5), 1_152_921_504_606_846_977);
        assert_eq!(float_hash(-0.5), -1_152_921_504_606_846_976);
        assert_eq!(float_hash(1e300), 1_224_995_262_755_759_164);
        assert_eq!(float_hash(3.0), 3);
        assert_eq!(float_hash(-1.0), -2);
    }

    #[test]
    fn tuples_and_strings_hash_as_cpython() {
        // python3 -c 'print(hash((1, 2)), hash(()))'
        assert_eq!(
            tuple_hash_of([1i64, 2].into_iter()),
            -3_550_055_125_485_641_917
        );
        assert_eq!(tuple_hash_of([].into_iter()), 5_740_354_900_026_072_187);
        assert_eq!(str_hash(""), 0);
    }
}
