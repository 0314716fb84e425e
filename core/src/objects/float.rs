//! `float` methods and `round` for floats, exactly as CPython rounds
//! (correctly rounded decimal digits, ties to even).

use alloc::string::String;

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{Signed, Zero};

use super::Attr;
use crate::args::Args;
use crate::error::{Exception, exc};
use crate::heap::Heap;
use crate::value::Value;

/// `round(x)`: the nearest int, ties to even.
pub fn round_to_int(heap: &mut Heap, x: f64) -> Result<Value, Exception> {
    let r = libm::rint(x);
    super::int::from_float(heap, r)
}

/// `round(x, n)` for floats.
pub fn round_digits(x: f64, n: i64) -> f64 {
    if !x.is_finite() || x == 0.0 {
        return x;
    }
    if n > 323 {
        return x;
    }
    if n < -308 {
        return 0.0 * x;
    }
    if n >= 0 {
        // Rust's fixed-precision formatting is exact, ties to even, as
        // CPython's dtoa in mode 3.
        let mut s = String::new();
        super::format::write_fixed(&mut s, x, n as usize);
        let r: f64 = s.parse().unwrap_or(x);
        return r;
    }
    // Round the exact value of x to a multiple of 10**-n.
    let (num, den) = ratio(x);
    let scale: BigInt = num_traits::Pow::pow(BigInt::from(10), (-n) as u64);
    let (q, r) = num.div_mod_floor(&(&den * &scale));
    let twice = &r * 2u32;
    let limit = &den * &scale;
    let q = match twice.cmp(&limit) {
        core::cmp::Ordering::Greater => q + 1,
        core::cmp::Ordering::Equal if q.is_odd() => q + 1,
        _ => q,
    };
    let v = q * scale;
    let f = super::int::to_f64(&v).unwrap_or(f64::INFINITY);
    if f == 0.0 { 0.0 * x } else { f }
}

/// `x` as an exact fraction `num / den` (den a power of two).
pub fn ratio(x: f64) -> (BigInt, BigInt) {
    let bits = x.to_bits();
    let negative = bits >> 63 == 1;
    let biased = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1 << 52) - 1);
    let (m, e) = if biased == 0 {
        (frac, -1074)
    } else {
        (frac | 1 << 52, biased - 1075)
    };
    let mut num = BigInt::from(m);
    let mut den = BigInt::from(1);
    if e >= 0 {
        num <<= e as u64;
    } else {
        den <<= (-e) as u64;
    }
    if !num.is_zero() {
        let tz = num
            .trailing_zeros()
            .unwrap_or(0)
            .min(den.trailing_zeros().unwrap_or(0));
        num >>= tz;
        den >>= tz;
    }
    if negative {
        num = -num;
    }
    (num, den)
}

/// `float.hex()`.
pub fn hex(x: f64) -> String {
    if x.is_nan() {
        return String::from("nan");
    }
    if x.is_infinite() {
        return String::from(if x < 0.0 { "-inf" } else { "inf" });
    }
    let bits = x.to_bits();
    let sign = if bits >> 63 == 1 { "-" } else { "" };
    let biased = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1 << 52) - 1);
    if biased == 0 && frac == 0 {
        return alloc::format!("{sign}0x0.0p+0");
    }
    let (lead, exp) = if biased == 0 {
        (0, -1022)
    } else {
        (1, biased - 1023)
    };
    alloc::format!(
        "{sign}0x{lead}.{frac:013x}p{}{}",
        if exp < 0 { "-" } else { "+" },
        exp.abs()
    )
}

/// `float.fromhex(s)`, correctly rounded (half to even) as CPython's.
pub fn from_hex(s: &str) -> Result<f64, Exception> {
    let invalid = || exc!(ValueError, "invalid hexadecimal floating-point string");
    let t = s.trim_matches(|c: char| c.is_whitespace());
    let (neg, t) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let signed = |x: f64| if neg { -x } else { x };
    let lower = t.to_ascii_lowercase();
    if lower == "inf" || lower == "infinity" {
        return Ok(signed(f64::INFINITY));
    }
    if lower == "nan" {
        return Ok(signed(f64::NAN));
    }
    let b = lower.as_bytes();
    let mut i = if b.starts_with(b"0x") { 2 } else { 0 };
    let (mut m, mut e2, mut sticky, mut digits, mut point) = (0u64, 0i64, false, 0, false);
    while i < b.len() {
        let c = b[i];
        if c == b'.' && !point {
            point = true;
        } else if let Some(d) = (c as char).to_digit(16) {
            digits += 1;
            // Keep 60 bits of mantissa; what is dropped only breaks ties.
            if m < 1 << 56 {
                m = m * 16 + d as u64;
                if point {
                    e2 -= 4;
                }
            } else {
                sticky |= d != 0;
                if !point {
                    e2 += 4;
                }
            }
        } else {
            break;
        }
        i += 1;
    }
    if digits == 0 {
        return Err(invalid());
    }
    if i < b.len() {
        if b[i] != b'p' {
            return Err(invalid());
        }
        i += 1;
        let (eneg, start) = match b.get(i) {
            Some(b'-') => (true, i + 1),
            Some(b'+') => (false, i + 1),
            _ => (false, i),
        };
        let ds = &b[start..];
        if ds.is_empty() || !ds.iter().all(u8::is_ascii_digit) {
            return Err(invalid());
        }
        let mut p: i64 = 0;
        for &d in ds {
            p = (p * 10 + (d - b'0') as i64).min(1 << 40);
        }
        e2 += if eneg { -p } else { p };
    }
    if m == 0 {
        return Ok(signed(0.0));
    }
    let bits = 64 - m.leading_zeros() as i64;
    let top = e2 + bits - 1;
    let too_large = || {
        exc!(
            OverflowError,
            "hexadecimal value too large to represent as a float"
        )
    };
    if top > 1023 {
        return Err(too_large());
    }
    let lsb = (top - 52).max(-1074);
    let shift = lsb - e2;
    let q = if shift <= 0 {
        m << (-shift)
    } else if shift > 63 {
        0
    } else {
        let q = m >> shift;
        let rem = m & ((1u64 << shift) - 1);
        let half = 1u64 << (shift - 1);
        if rem > half || rem == half && (sticky || q & 1 == 1) {
            q + 1
        } else {
            q
        }
    };
    let x = libm::scalbn(q as f64, lsb as i32);
    if x.is_infinite() {
        return Err(too_large());
    }
    Ok(signed(x))
}

pub fn call_method(heap: &mut Heap, x: f64, attr: Attr, args: Args) -> Result<Value, Exception> {
    match attr {
        Attr::is_integer => {
            args.expect("is_integer", 0, 0)?;
            Ok(Value::Bool(x.is_finite() && libm::trunc(x) == x))
        }
        Attr::as_integer_ratio => {
            args.expect("as_integer_ratio", 0, 0)?;
            if x.is_infinite() {
                return Err(exc!(
                    OverflowError,
                    "cannot convert Infinity to integer ratio"
                ));
            }
            if x.is_nan() {
                return Err(exc!(ValueError, "cannot convert NaN to integer ratio"));
            }
            if x == 0.0 {
                return super::tuple::new_tuple(heap, &[Value::Int(0), Value::Int(1)]);
            }
            let (n, d) = ratio(x);
            let n = super::int::from_big(heap, n)?;
            let d = super::int::from_big(heap, d.abs())?;
            super::tuple::new_tuple(heap, &[n, d])
        }
        Attr::conjugate => {
            args.expect("conjugate", 0, 0)?;
            Ok(Value::Float(x))
        }
        Attr::hex => {
            args.expect("hex", 0, 0)?;
            super::str::new_str(heap, hex(x))
        }
        _ => Err(super::method::no_attribute(heap, Value::Float(x), attr)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding_follows_cpython() {
        assert_eq!(round_digits(2.675, 2), 2.67);
        assert_eq!(round_digits(0.125, 2), 0.12);
        assert_eq!(round_digits(0.375, 2), 0.38);
        assert_eq!(round_digits(1234.5678, -2), 1200.0);
        assert_eq!(round_digits(1250.0, -2), 1200.0);
        assert_eq!(round_digits(1350.0, -2), 1400.0);
        assert_eq!(hex(0.1), "0x1.999999999999ap-4");
        assert_eq!(hex(1e-320), "0x0.00000000007e8p-1022");
        assert_eq!(hex(-0.0), "-0x0.0p+0");
    }
}
