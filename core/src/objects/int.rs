//! `int` beyond 64 bits: the slow paths behind [`crate::number`].
//!
//! Small ints are `Value::Int` and never reach the heap; an operation whose
//! exact result leaves i64 is redone here on `num_bigint::BigInt`, and every
//! result goes back through [`from_big`], which makes it small again when it
//! fits. Conversions to float are correctly rounded (half to even, with
//! subnormals), as CPython's are; decimal conversion keeps CPython 3.11's
//! limit of 4300 digits.

use alloc::string::String;
use core::cmp::Ordering;

use num_bigint::{BigInt, BigUint, Sign};
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};

use super::{Object, alloc};
use crate::bytecode::BinOp;
use crate::error::{Exception, exc};
use crate::heap::{Heap, ObjRef, headroom};
use crate::number;
use crate::value::Value;

/// Most bits an int the VM computes may have (a larger result would be a
/// gigabyte); past it, `MemoryError`, which CPython also gives eventually.
pub const MAX_BITS: u64 = 1 << 33;
/// CPython 3.11's `sys.get_int_max_str_digits()` default.
pub const MAX_STR_DIGITS: usize = 4300;

impl Heap {
    pub fn bigint(&self, r: ObjRef) -> Option<&BigInt> {
        match self.get(r) {
            Some(Object::BigInt(b)) => Some(b),
            _ => None,
        }
    }
}

/// The value of `b`: a small int when it fits, else a heap big int.
pub fn from_big(heap: &mut Heap, b: BigInt) -> Result<Value, Exception> {
    match b.to_i64() {
        Some(i) => Ok(Value::Int(i)),
        None => alloc(heap, Object::BigInt(b), Value::BigInt),
    }
}

/// An int or bool as a big int; `None` for other values.
pub fn to_big(heap: &Heap, v: Value) -> Option<BigInt> {
    match v {
        Value::Int(i) => Some(BigInt::from(i)),
        Value::Bool(b) => Some(BigInt::from(b as i64)),
        Value::BigInt(r) => heap.bigint(r).cloned(),
        _ => None,
    }
}

/// An int or bool as a big int, borrowed from the heap when it is one
/// (comparisons must not copy a gigabyte).
fn big_ref(heap: &Heap, v: Value) -> Option<alloc::borrow::Cow<'_, BigInt>> {
    match v {
        Value::BigInt(r) => heap.bigint(r).map(alloc::borrow::Cow::Borrowed),
        _ => to_big(heap, v).map(alloc::borrow::Cow::Owned),
    }
}

fn too_big() -> Exception {
    exc!(MemoryError, "")
}

/// `MemoryError` unless an operation that copies `operands` and needs
/// `work_bits` more (its result, and the scratch of a product or a
/// quotient) can get that memory now. num-bigint allocates infallibly, so
/// a big-int operation asks first (see `heap::headroom`).
fn room_for_op(heap: &Heap, operands: &[Value], work_bits: u64) -> Result<(), Exception> {
    let copied: u64 = operands.iter().map(|v| bit_length(heap, *v)).sum();
    let bits = copied.saturating_add(work_bits);
    headroom::room_for(usize::try_from(bits / 8).unwrap_or(usize::MAX))
}

/// Working space of a big-int division of an `abits`-bit int by a
/// `bbits`-bit one, beyond the operands' copies. Measured (peak RSS of
/// `divmod` on a 2^28-bit dividend): dividing by a word or two costs a
/// quotient and a normalized copy, about twice the dividend; by anything
/// larger, num-bigint's recursive (Burnikel–Ziegler) division holds up to
/// about 9.5 times the larger operand at once.
fn division_work(abits: u64, bbits: u64) -> u64 {
    if bbits <= 128 {
        2 * abits
    } else {
        10 * abits.max(bbits)
    }
}

fn check_bits(bits: u64) -> Result<(), Exception> {
    if bits > MAX_BITS {
        Err(too_big())
    } else {
        Ok(())
    }
}

/// `a op b` for two ints (either may be big) with Python's semantics.
pub fn binop(heap: &mut Heap, op: BinOp, a: Value, b: Value) -> Result<Value, Exception> {
    if let (Some(x), Some(y)) = (to_i128(heap, a), to_i128(heap, b))
        && let Some(r) = binop_i128(op, x, y)
    {
        return from_i128(heap, r);
    }
    let (abits, bbits) = (bit_length(heap, a), bit_length(heap, b));
    let work_bits = match op {
        BinOp::Mul => 2 * (abits + bbits),
        // num-bigint divides normalized copies of both operands and
        // builds quotient and remainder beside them.
        BinOp::FloorDiv | BinOp::Mod | BinOp::TrueDiv => division_work(abits, bbits),
        // A power's size is checked against `MAX_BITS` and asked for in
        // `pow`; a shift's here, once its count is known.
        BinOp::Pow | BinOp::LShift => 0,
        _ => abits.max(bbits) + 1,
    };
    if op == BinOp::MatMul {
        return Err(exc!(
            TypeError,
            "unsupported operand type(s) for @: 'int' and 'int'"
        ));
    }
    room_for_op(heap, &[a, b], work_bits)?;
    let (Some(x), Some(y)) = (to_big(heap, a), to_big(heap, b)) else {
        return Err(exc!(SystemError, "big-int operation on a non-int"));
    };
    let r = match op {
        BinOp::Add => x + y,
        BinOp::Sub => x - y,
        BinOp::Mul => {
            check_bits(x.bits() + y.bits())?;
            x * y
        }
        BinOp::FloorDiv => {
            if y.is_zero() {
                return Err(number::zero_division_floordiv());
            }
            x.div_floor(&y)
        }
        BinOp::Mod => {
            if y.is_zero() {
                return Err(exc!(ZeroDivisionError, "integer modulo by zero"));
            }
            x.mod_floor(&y)
        }
        BinOp::TrueDiv => return true_div(&x, &y).map(Value::Float),
        BinOp::Pow => return pow(heap, &x, &y),
        BinOp::LShift => {
            if y.is_negative() {
                return Err(exc!(ValueError, "negative shift count"));
            }
            if x.is_zero() {
                return Ok(Value::Int(0));
            }
            // CPython overflows when the count in 30-bit digits passes
            // `sys.maxsize`; a result merely too big to make is
            // `MemoryError`.
            let n = y
                .to_u128()
                .filter(|n| n / 30 <= i64::MAX as u128)
                .ok_or_else(|| exc!(OverflowError, "too many digits in integer"))?;
            let n = u64::try_from(n).map_err(|_| too_big())?;
            check_bits(x.bits().saturating_add(n))?;
            room_for_op(heap, &[], x.bits() + n)?;
            x << n
        }
        BinOp::RShift => {
            if y.is_negative() {
                return Err(exc!(ValueError, "negative shift count"));
            }
            match y.to_u64().filter(|n| *n < x.bits() + 1) {
                Some(n) => x >> n,
                None => BigInt::from(if x.is_negative() { -1 } else { 0 }),
            }
        }
        BinOp::And => x & y,
        BinOp::Or => x | y,
        BinOp::Xor => x ^ y,
        BinOp::MatMul => return Err(exc!(SystemError, "@ on ints")),
    };
    from_big(heap, r)
}

/// An int or bool that fits in 128 bits, read without copying digits.
fn to_i128(heap: &Heap, v: Value) -> Option<i128> {
    match v {
        Value::Int(i) => Some(i128::from(i)),
        Value::Bool(b) => Some(i128::from(b)),
        Value::BigInt(r) => heap.bigint(r)?.to_i128(),
        _ => None,
    }
}

fn from_i128(heap: &mut Heap, r: i128) -> Result<Value, Exception> {
    match i64::try_from(r) {
        Ok(i) => Ok(Value::Int(i)),
        Err(_) => alloc(heap, Object::BigInt(BigInt::from(r)), Value::BigInt),
    }
}

/// `x op y` when it is exact in 128 bits: the ints just past 64 bits that
/// hashes and random-number generators make (a 64-bit state times a 64-bit
/// constant, modulo 2**64) without num-bigint's copies and scratch.
/// `None` leaves the operation, and any error it raises, to the general
/// path.
fn binop_i128(op: BinOp, x: i128, y: i128) -> Option<i128> {
    match op {
        BinOp::Add => x.checked_add(y),
        BinOp::Sub => x.checked_sub(y),
        BinOp::Mul => x.checked_mul(y),
        BinOp::FloorDiv if y != 0 => {
            let q = x.checked_div(y)?;
            // Truncation rounded toward zero; Python floors.
            Some(if x % y != 0 && (x < 0) != (y < 0) {
                q - 1
            } else {
                q
            })
        }
        BinOp::Mod if y != 0 => {
            let r = x.checked_rem(y)?;
            Some(if r != 0 && (r < 0) != (y < 0) {
                r + y
            } else {
                r
            })
        }
        BinOp::RShift if y >= 0 => Some(if y >= 128 { x >> 127 } else { x >> y }),
        BinOp::LShift if (0..127).contains(&y) => {
            let r = x << y;
            (r >> y == x).then_some(r)
        }
        BinOp::And => Some(x & y),
        BinOp::Or => Some(x | y),
        BinOp::Xor => Some(x ^ y),
        _ => None,
    }
}

fn pow(heap: &mut Heap, base: &BigInt, exp: &BigInt) -> Result<Value, Exception> {
    if exp.is_negative() {
        let (Some(b), Some(e)) = (to_f64(base), to_f64(exp)) else {
            return Err(int_too_large_for_float());
        };
        if b == 0.0 {
            return Err(exc!(
                ZeroDivisionError,
                "0.0 cannot be raised to a negative power"
            ));
        }
        return number::float_pow(b, e).map(Value::Float);
    }
    if base.is_zero() || base.is_one() || exp.is_zero() {
        return from_big(
            heap,
            if exp.is_zero() {
                BigInt::one()
            } else {
                base.clone()
            },
        );
    }
    if base == &BigInt::from(-1) {
        let odd = exp.is_odd();
        return Ok(Value::Int(if odd { -1 } else { 1 }));
    }
    let Some(e) = exp.to_u64() else {
        return Err(too_big());
    };
    check_bits(base.bits().saturating_mul(e))?;
    room_for_op(heap, &[], base.bits().saturating_mul(e).saturating_mul(2))?;
    let r = num_traits::Pow::pow(base, e);
    from_big(heap, r)
}

/// `pow(base, exp, m)`: modular exponentiation, with a modular inverse for
/// a negative exponent, as Python 3.8+.
pub fn pow_mod(heap: &mut Heap, base: Value, exp: Value, m: Value) -> Result<Value, Exception> {
    room_for_op(heap, &[base, exp, m], 4 * bit_length(heap, m))?;
    let (Some(b), Some(e), Some(m)) = (to_big(heap, base), to_big(heap, exp), to_big(heap, m))
    else {
        return Err(exc!(
            TypeError,
            "pow() 3rd argument not allowed unless all arguments are integers"
        ));
    };
    if m.is_zero() {
        return Err(exc!(ValueError, "pow() 3rd argument cannot be 0"));
    }
    let modulus = m.abs();
    let mut b = b.mod_floor(&modulus);
    let mut e = e;
    if e.is_negative() {
        b = inverse(&b, &modulus)
            .ok_or_else(|| exc!(ValueError, "base is not invertible for the given modulus"))?;
        e = -e;
    }
    let mut r = b.modpow(&e, &modulus);
    if m.is_negative() && !r.is_zero() {
        r += &m;
    }
    from_big(heap, r)
}

fn inverse(a: &BigInt, m: &BigInt) -> Option<BigInt> {
    let g = a.extended_gcd(m);
    if !g.gcd.is_one() {
        return None;
    }
    Some(g.x.mod_floor(m))
}

pub fn neg(heap: &mut Heap, v: Value) -> Result<Value, Exception> {
    room_for_op(heap, &[v], bit_length(heap, v) + 1)?;
    let b = to_big(heap, v).ok_or_else(|| exc!(SystemError, "negating a non-int"))?;
    from_big(heap, -b)
}

pub fn abs(heap: &mut Heap, v: Value) -> Result<Value, Exception> {
    room_for_op(heap, &[v], bit_length(heap, v) + 1)?;
    let b = to_big(heap, v).ok_or_else(|| exc!(SystemError, "abs of a non-int"))?;
    from_big(heap, b.abs())
}

pub fn invert(heap: &mut Heap, v: Value) -> Result<Value, Exception> {
    room_for_op(heap, &[v], bit_length(heap, v) + 1)?;
    let b = to_big(heap, v).ok_or_else(|| exc!(SystemError, "inverting a non-int"))?;
    from_big(heap, -(b + BigInt::one()))
}

/// Exact comparison of two ints of any size.
pub fn cmp(heap: &Heap, a: Value, b: Value) -> Option<Ordering> {
    match (a.as_index(), b.as_index()) {
        (Some(x), Some(y)) => Some(x.cmp(&y)),
        _ => Some(big_ref(heap, a)?.cmp(&big_ref(heap, b)?)),
    }
}

pub fn int_too_large_for_float() -> Exception {
    exc!(OverflowError, "int too large to convert to float")
}

/// `q * 2**exp`, rounded once to the nearest double (ties to even); bits
/// below `q` that were already dropped are summarized by `sticky`.
/// `None` when the result overflows.
fn round_to_f64(q: &BigUint, exp: i64, sticky: bool) -> Option<f64> {
    if q.is_zero() {
        return Some(0.0);
    }
    let nbits = q.bits() as i64;
    // Exponent of the leading bit of the value.
    let lead = nbits - 1 + exp;
    if lead > 1023 {
        return None;
    }
    // Bits of precision the result can hold here (fewer when subnormal).
    let precision = if lead >= -1022 {
        53
    } else {
        53 - (-1022 - lead)
    };
    if precision < 0 {
        // Below half the smallest subnormal.
        return Some(0.0);
    }
    let drop = nbits - precision;
    let (mut m, e) = if drop > 0 {
        let drop_u = drop as u64;
        let m: BigUint = q >> drop_u;
        let rem: BigUint = q - (&m << drop_u);
        let half: BigUint = BigUint::one() << (drop_u - 1);
        let up = match rem.cmp(&half) {
            Ordering::Greater => true,
            Ordering::Equal => sticky || m.is_odd(),
            Ordering::Less => false,
        };
        (m + BigUint::from(up as u8), exp + drop)
    } else {
        (q.clone(), exp)
    };
    let mut e = e;
    if m.bits() > 53 {
        m >>= 1u32;
        e += 1;
    }
    let mf = m.to_u64()? as f64;
    if e + m.bits() as i64 - 1 > 1023 {
        return None;
    }
    Some(libm::scalbn(mf, e as i32))
}

/// `float(b)`, correctly rounded; `None` if it is too large.
pub fn to_f64(b: &BigInt) -> Option<f64> {
    let f = round_to_f64(b.magnitude(), 0, false)?;
    Some(if b.is_negative() { -f } else { f })
}

/// `float(v)` for an int of either size.
pub fn value_to_f64(heap: &Heap, v: Value) -> Result<f64, Exception> {
    match v {
        Value::Int(i) => Ok(i as f64),
        Value::Bool(b) => Ok(b as i64 as f64),
        Value::BigInt(r) => heap
            .bigint(r)
            .and_then(to_f64)
            .ok_or_else(int_too_large_for_float),
        _ => Err(exc!(SystemError, "float of a non-int")),
    }
}

/// `a / b` on ints, correctly rounded.
pub fn true_div(a: &BigInt, b: &BigInt) -> Result<f64, Exception> {
    if b.is_zero() {
        return Err(exc!(ZeroDivisionError, "division by zero"));
    }
    let negative = a.is_negative() != b.is_negative();
    let (n, d) = (a.magnitude(), b.magnitude());
    if n.is_zero() {
        return Ok(if negative { -0.0 } else { 0.0 });
    }
    // Scale so that the quotient has at least 55 bits.
    let shift = 55 + d.bits() as i64 - n.bits() as i64;
    let (q, r, dropped) = if shift >= 0 {
        let (q, r) = (n << shift as u64).div_rem(d);
        (q, r, false)
    } else {
        let k = (-shift) as u64;
        let top: BigUint = n >> k;
        let dropped = top.clone() << k != *n;
        let (q, r) = top.div_rem(d);
        (q, r, dropped)
    };
    let f = round_to_f64(&q, -shift, !r.is_zero() || dropped).ok_or_else(|| {
        exc!(
            OverflowError,
            "integer division result too large for a float"
        )
    })?;
    Ok(if negative { -f } else { f })
}

/// The exact integer value of an integral float (any magnitude).
pub fn integral_float_to_big(t: f64) -> BigInt {
    let bits = t.to_bits();
    let negative = bits >> 63 == 1;
    let biased = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1 << 52) - 1);
    if biased == 0 {
        return BigInt::zero();
    }
    let m = BigInt::from(frac | 1 << 52);
    let e = biased - 1075;
    let v = if e >= 0 {
        m << e as u64
    } else {
        m >> (-e) as u64
    };
    if negative { -v } else { v }
}

/// `int(f)`: truncation toward zero, of any size.
pub fn from_float(heap: &mut Heap, f: f64) -> Result<Value, Exception> {
    match number::float_to_int(f)? {
        Some(i) => Ok(Value::Int(i)),
        None => from_big(heap, integral_float_to_big(libm::trunc(f))),
    }
}

/// Exact comparison of an int of any size with a float; `None` for NaN.
pub fn cmp_float(heap: &Heap, a: Value, f: f64) -> Option<Ordering> {
    if let Some(i) = a.as_index() {
        return number::cmp_int_float(i, f);
    }
    if f.is_nan() {
        return None;
    }
    if f.is_infinite() {
        return Some(if f > 0.0 {
            Ordering::Less
        } else {
            Ordering::Greater
        });
    }
    let b = big_ref(heap, a)?;
    let t = libm::trunc(f);
    match b.as_ref().cmp(&integral_float_to_big(t)) {
        Ordering::Equal => (0.0).partial_cmp(&(f - t)),
        o => Some(o),
    }
}

fn digits_limit_error(limit: usize) -> Exception {
    exc!(
        ValueError,
        "Exceeds the limit ({} digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit",
        limit
    )
}

/// `str(b)` in decimal, with CPython 3.11's default digit limit.
pub fn to_decimal(b: &BigInt) -> Result<String, Exception> {
    to_decimal_limited(b, MAX_STR_DIGITS)
}

/// `str(b)` in decimal with at most `limit` digits (0: no limit; see
/// `Heap::max_str_digits`).
pub fn to_decimal_limited(b: &BigInt, limit: usize) -> Result<String, Exception> {
    let digits = magnitude_to_decimal(b.magnitude(), limit)?;
    if !b.is_negative() {
        return Ok(digits);
    }
    let mut s = String::new();
    s.try_reserve_exact(digits.len() + 1)
        .map_err(|_| too_big())?;
    s.push('-');
    s.push_str(&digits);
    Ok(s)
}

/// The decimal digits of `mag` with at most `limit` of them (0: no
/// limit), refused before a long conversion as [`to_decimal_limited`].
pub fn magnitude_to_decimal(mag: &num_bigint::BigUint, limit: usize) -> Result<String, Exception> {
    let limit = if limit == 0 { usize::MAX } else { limit };
    // log10(2) < 0.30103: a cheap bound before the real conversion.
    let lower = ((mag.bits().saturating_sub(1)) as f64 * core::f64::consts::LOG10_2) as usize;
    if lower > limit {
        return Err(digits_limit_error(limit));
    }
    let s = mag.to_str_radix(10);
    if s.len() > limit {
        return Err(digits_limit_error(limit));
    }
    Ok(s)
}

/// `bin`, `oct` and `hex` (radix 2, 8, 16) of an int of any size.
pub fn to_radix(heap: &Heap, v: Value, radix: u32) -> String {
    let prefix = match radix {
        2 => "0b",
        8 => "0o",
        _ => "0x",
    };
    let b = to_big(heap, v).unwrap_or_default();
    let mut s = String::new();
    if b.is_negative() {
        s.push('-');
    }
    s.push_str(prefix);
    s.push_str(&b.magnitude().to_str_radix(radix));
    s
}

fn invalid_literal(s: &str, base: u32) -> Exception {
    // CPython shows at most 200 characters of the text's repr.
    let q = crate::display::str_repr_prefix(s, 200);
    exc!(
        ValueError,
        "invalid literal for int() with base {}: {}",
        base,
        q
    )
}

/// `int(s, base)` (base 0 reads the prefix, as Python does).
pub fn parse(heap: &mut Heap, s: &str, base: u32) -> Result<Value, Exception> {
    if !s.is_ascii() {
        headroom::room_for(s.len())?;
    }
    let ascii = super::unicode::ascii_digits_and_spaces(s);
    let t = ascii.trim_matches(|c: char| c.is_ascii_whitespace());
    let (negative, body) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let prefixed = |p: &str| body.get(..2).is_some_and(|b| b.eq_ignore_ascii_case(p));
    let (radix, digits, had_prefix) = match base {
        0 if prefixed("0x") => (16, &body[2..], true),
        0 if prefixed("0o") => (8, &body[2..], true),
        0 if prefixed("0b") => (2, &body[2..], true),
        0 => (10, body, false),
        16 if prefixed("0x") => (16, &body[2..], true),
        8 if prefixed("0o") => (8, &body[2..], true),
        2 if prefixed("0b") => (2, &body[2..], true),
        b => (b, body, false),
    };
    let bad = || invalid_literal(s, base);
    // Underscores only between digits (or right after a base prefix).
    // Checked and counted first: the digit limit is judged before any
    // copy is made, as CPython judges it.
    let bytes = digits.as_bytes();
    let mut count = 0usize;
    for (i, &c) in bytes.iter().enumerate() {
        if c == b'_' {
            let after_prefix = i == 0 && had_prefix;
            let prev_ok = i > 0 && bytes[i - 1] != b'_';
            if !(after_prefix || prev_ok) || i + 1 == bytes.len() {
                return Err(bad());
            }
            continue;
        }
        let d = (c as char).to_digit(36).ok_or_else(bad)?;
        if d >= radix {
            return Err(bad());
        }
        count += 1;
    }
    if count == 0 {
        return Err(bad());
    }
    let limit = heap.max_str_digits;
    if !radix.is_power_of_two() && limit != 0 && count > limit {
        return Err(exc!(
            ValueError,
            "Exceeds the limit ({} digits) for integer string conversion: value has {} digits; use sys.set_int_max_str_digits() to increase the limit",
            limit,
            count
        ));
    }
    let mut clean = String::new();
    clean
        .try_reserve_exact(count)
        .map_err(|_| exc!(MemoryError, ""))?;
    clean.extend(bytes.iter().filter(|&&c| c != b'_').map(|&c| c as char));
    // Base 0 forbids leading zeros on a nonzero decimal.
    if base == 0
        && radix == 10
        && clean.len() > 1
        && clean.starts_with('0')
        && clean.bytes().any(|c| c != b'0')
    {
        return Err(bad());
    }
    if (clean.len() <= 18 && radix <= 10 || clean.len() <= 15)
        && let Ok(v) = i64::from_str_radix(&clean, radix)
    {
        return Ok(Value::Int(if negative { -v } else { v }));
    }
    let mag = BigInt::parse_bytes(clean.as_bytes(), radix).ok_or_else(bad)?;
    from_big(heap, if negative { -mag } else { mag })
}

/// `x.bit_length()`.
pub fn bit_length(heap: &Heap, v: Value) -> u64 {
    match v {
        Value::BigInt(r) => heap.bigint(r).map_or(0, |b| b.bits()),
        _ => v
            .as_index()
            .map_or(0, |i| 64 - i.unsigned_abs().leading_zeros() as u64),
    }
}

/// `x.bit_count()`.
pub fn bit_count(heap: &Heap, v: Value) -> u64 {
    match v {
        Value::BigInt(r) => heap.bigint(r).map_or(0, |b| b.magnitude().count_ones()),
        _ => v
            .as_index()
            .map_or(0, |i| i.unsigned_abs().count_ones() as u64),
    }
}

/// `divmod(a, b)` on ints of any size: floor quotient and remainder.
pub fn divmod(heap: &mut Heap, a: Value, b: Value) -> Result<(Value, Value), Exception> {
    if let (Some(x), Some(y)) = (a.as_index(), b.as_index())
        && let (Some(q), Ok(r)) = (number::int_floordiv(x, y)?, number::int_mod(x, y))
    {
        return Ok((Value::Int(q), Value::Int(r)));
    }
    let work = division_work(bit_length(heap, a), bit_length(heap, b));
    room_for_op(heap, &[a, b], work)?;
    let (Some(x), Some(y)) = (to_big(heap, a), to_big(heap, b)) else {
        return Err(exc!(SystemError, "divmod of non-ints"));
    };
    if y.is_zero() {
        return Err(number::zero_division_floordiv());
    }
    let (q, r) = x.div_mod_floor(&y);
    Ok((from_big(heap, q)?, from_big(heap, r)?))
}

/// Whether a big int is negative (for sign checks without converting).
pub fn is_negative(heap: &Heap, v: Value) -> bool {
    match v {
        Value::Int(i) => i < 0,
        Value::BigInt(r) => heap.bigint(r).is_some_and(|b| b.sign() == Sign::Minus),
        _ => false,
    }
}

/// The `byteorder` and `signed` arguments of `to_bytes`/`from_bytes`
/// (`byteorder` given positionally at `pos`, or by keyword).
fn byte_args(heap: &Heap, args: &crate::args::Args, pos: usize) -> Result<(bool, bool), Exception> {
    let little = match args.get(pos, "byteorder") {
        None => false,
        Some(Value::Str(r)) => match heap.str(r) {
            "little" => true,
            "big" => false,
            _ => {
                return Err(exc!(
                    ValueError,
                    "byteorder must be either 'little' or 'big'"
                ));
            }
        },
        Some(v) => {
            return Err(exc!(
                TypeError,
                "to_bytes() argument 'byteorder' must be str, not {}",
                super::type_name(heap, v)
            ));
        }
    };
    let signed = args
        .kw("signed")
        .is_some_and(|v| crate::ops::truthy(heap, v));
    Ok((little, signed))
}

/// `n.to_bytes(length=1, byteorder='big', *, signed=False)`.
pub fn to_bytes(heap: &mut Heap, n: Value, args: crate::args::Args) -> Result<Value, Exception> {
    args.check_kw("to_bytes", &["length", "byteorder", "signed"])?;
    // `signed` is keyword-only: two positional arguments at most.
    if args.pos.len() > 2 {
        return Err(exc!(
            TypeError,
            "to_bytes() takes at most 2 positional arguments ({} given)",
            args.pos.len()
        ));
    }
    let length = match args.get(0, "length") {
        None => 1,
        Some(v) => crate::args::index(v)?,
    };
    if length < 0 {
        return Err(exc!(ValueError, "length argument must be non-negative"));
    }
    let (little, signed) = byte_args(heap, &args, 1)?;
    headroom::room_for_items(2, length as usize)?;
    room_for_op(heap, &[n], 0)?;
    let b = to_big(heap, n).unwrap_or_default();
    if b.is_negative() && !signed {
        return Err(exc!(
            OverflowError,
            "can't convert negative int to unsigned"
        ));
    }
    let mut bytes = if signed {
        b.to_signed_bytes_le()
    } else {
        b.to_bytes_le().1
    };
    // Minimal forms: strip what the length makes redundant.
    let fill = if b.is_negative() { 0xff } else { 0 };
    if b.is_zero() {
        bytes.clear();
    }
    let length = length as usize;
    if bytes.len() > length {
        let extra_ok = bytes[length..].iter().all(|&x| x == fill)
            && (!signed || length == 0 || (bytes[length - 1] & 0x80 != 0) == b.is_negative());
        if !extra_ok {
            return Err(exc!(OverflowError, "int too big to convert"));
        }
        bytes.truncate(length);
    }
    bytes.resize(length, fill);
    if !little {
        bytes.reverse();
    }
    super::bytes::new_bytes(heap, bytes)
}

/// `int.from_bytes(bytes, byteorder='big', *, signed=False)`.
pub fn from_bytes(
    ctx: &mut dyn crate::ctx::Ctx,
    args: crate::args::Args,
) -> Result<Value, Exception> {
    args.check_kw("from_bytes", &["bytes", "byteorder", "signed"])?;
    // `signed` is keyword-only: two positional arguments at most.
    if args.pos.len() > 2 {
        return Err(exc!(
            TypeError,
            "from_bytes() takes at most 2 positional arguments ({} given)",
            args.pos.len()
        ));
    }
    let src = args
        .get(0, "bytes")
        .ok_or_else(|| crate::args::missing("from_bytes", "bytes", 1))?;
    // The bytes, a copy and the int: asked for first (see
    // `heap::headroom`).
    if let Some(b) = super::bytes::as_bytes(ctx.heap(), src) {
        headroom::room_for_items(b.len(), 3)?;
    }
    let mut data: alloc::vec::Vec<u8> = match src {
        Value::Bytes(r) | Value::ByteArray(r) => ctx.heap().bytes(r).to_vec(),
        Value::Str(_) => {
            return Err(exc!(TypeError, "cannot convert 'str' object to bytes"));
        }
        _ => {
            let items = crate::ops::collect(ctx, src)?;
            let mut out = alloc::vec::Vec::with_capacity(items.len());
            for v in items {
                match v.as_index() {
                    Some(x) if (0..256).contains(&x) => out.push(x as u8),
                    Some(_) => return Err(exc!(ValueError, "bytes must be in range(0, 256)")),
                    None => {
                        return Err(exc!(
                            TypeError,
                            "'{}' object cannot be interpreted as an integer",
                            super::type_name(ctx.heap(), v)
                        ));
                    }
                }
            }
            out
        }
    };
    let heap = ctx.heap();
    let (little, signed) = byte_args(heap, &args, 1)?;
    if !little {
        data.reverse();
    }
    let b = if signed {
        BigInt::from_signed_bytes_le(&data)
    } else {
        BigInt::from_bytes_le(num_bigint::Sign::Plus, &data)
    };
    from_big(heap, b)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn big(s: &str) -> BigInt {
        BigInt::parse_bytes(s.as_bytes(), 10).unwrap()
    }

    #[test]
    fn results_that_fit_become_small() {
        let mut h = Heap::new();
        let a = from_big(&mut h, big("9223372036854775808")).unwrap();
        assert!(matches!(a, Value::BigInt(_)));
        let r = binop(&mut h, BinOp::Sub, a, Value::Int(1)).unwrap();
        assert_eq!(r, Value::Int(i64::MAX));
    }

    #[test]
    fn shifts_floor_like_python() {
        let mut h = Heap::new();
        let a = from_big(&mut h, big("-18446744073709551617")).unwrap();
        let r = binop(&mut h, BinOp::RShift, a, Value::Int(64)).unwrap();
        assert_eq!(r, Value::Int(-2));
        let r = binop(&mut h, BinOp::RShift, a, Value::Int(1000)).unwrap();
        assert_eq!(r, Value::Int(-1));
    }

    #[test]
    fn the_128_bit_path_agrees_with_num_bigint() {
        let p = |k: u32| BigInt::one() << k;
        let mut xs = alloc::vec![
            BigInt::zero(),
            BigInt::one(),
            BigInt::from(7),
            BigInt::from(i64::MAX),
            BigInt::from(i64::MIN),
            p(64),
            p(64) + 1,
            p(100) + 3,
            p(126),
            BigInt::from(i128::MAX),
            BigInt::from(i128::MIN),
            BigInt::from(i128::MIN) + 1,
        ];
        xs.extend(xs.clone().into_iter().map(|x| -x));
        let shifts = [0, 1, 11, 63, 64, 65, 126, 127, 128, 500];
        for x in &xs {
            for y in xs.iter().chain(&shifts.map(BigInt::from)) {
                let (Some(a), Some(b)) = (x.to_i128(), y.to_i128()) else {
                    continue;
                };
                for op in [
                    BinOp::Add,
                    BinOp::Sub,
                    BinOp::Mul,
                    BinOp::FloorDiv,
                    BinOp::Mod,
                    BinOp::RShift,
                    BinOp::LShift,
                    BinOp::And,
                    BinOp::Or,
                    BinOp::Xor,
                ] {
                    let Some(fast) = binop_i128(op, a, b) else {
                        continue;
                    };
                    let n = y.to_u64().unwrap_or(0);
                    let want = match op {
                        BinOp::Add => x + y,
                        BinOp::Sub => x - y,
                        BinOp::Mul => x * y,
                        BinOp::FloorDiv => x.div_floor(y),
                        BinOp::Mod => x.mod_floor(y),
                        BinOp::RShift if y.bits() > 32 => BigInt::from(-i32::from(x.is_negative())),
                        BinOp::RShift => x >> n,
                        BinOp::LShift => x << n,
                        BinOp::And => x & y,
                        BinOp::Or => x | y,
                        _ => x ^ y,
                    };
                    assert_eq!(BigInt::from(fast), want, "{x} {op:?} {y}");
                }
            }
        }
        // Past 128 bits it declines rather than wraps.
        assert_eq!(binop_i128(BinOp::Mul, i128::MAX, 2), None);
        assert_eq!(binop_i128(BinOp::LShift, 1, 127), None);
        assert_eq!(binop_i128(BinOp::FloorDiv, i128::MIN, -1), None);
        assert_eq!(binop_i128(BinOp::Mod, 5, 0), None);
    }

    #[test]
    fn conversions_to_float_round_once() {
        // 2**64 + 2**11 + 1 lies just above a tie: rounds up.
        assert_eq!(
            to_f64(&big("18446744073709553665")),
            Some(18446744073709555712.0)
        );
        // 2**64 + 2**11 is a tie: rounds to even (down).
        assert_eq!(
            to_f64(&big("18446744073709553664")),
            Some(18446744073709551616.0)
        );
        assert_eq!(to_f64(&(BigInt::one() << 1024u32)), None);
        assert_eq!(
            true_div(&BigInt::one(), &(BigInt::one() << 1074u32)),
            Ok(5e-324)
        );
        assert_eq!(
            true_div(&BigInt::one(), &(BigInt::one() << 1076u32)),
            Ok(0.0)
        );
        assert_eq!(true_div(&big("1"), &big("3")), Ok(1.0 / 3.0));
    }

    #[test]
    fn decimal_limit() {
        let b: BigInt = num_traits::Pow::pow(BigInt::from(10), 4299u32);
        assert_eq!(to_decimal(&b).unwrap().len(), 4300);
        let b: BigInt = num_traits::Pow::pow(BigInt::from(10), 4300u32);
        assert!(to_decimal(&b).is_err());
    }

    #[test]
    fn parsing_follows_python() {
        let mut h = Heap::new();
        assert_eq!(parse(&mut h, " -0x_1f ", 0).unwrap(), Value::Int(-31));
        assert_eq!(parse(&mut h, "1_000", 10).unwrap(), Value::Int(1000));
        assert_eq!(parse(&mut h, "z", 36).unwrap(), Value::Int(35));
        for bad in ["", "1__0", "_1", "1_", "0x", "012"] {
            assert!(parse(&mut h, bad, 0).is_err(), "{bad:?}");
        }
        assert!(matches!(
            parse(&mut h, "123456789012345678901234567890", 10).unwrap(),
            Value::BigInt(_)
        ));
    }
}
