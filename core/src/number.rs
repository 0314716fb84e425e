//! Python's numeric semantics on machine ints and f64 floats: the fast
//! paths.
//!
//! Every operation here is what CPython 3.11 computes. An int result that
//! leaves the i64 range is reported as [`Num::Big`], and the caller redoes
//! the operation with big ints ([`crate::objects::int`]). This module is
//! pure: no heap, no frames. The interpreter, the uop executor and the
//! machine-code helpers all call it, so each rule is written once.

pub mod elementary;
mod exact_pow;

use core::cmp::Ordering;

use crate::bytecode::BinOp;
use crate::error::{Exception, exc};

/// Result of an int-int operation: most stay ints, `/` and `**` with a
/// negative exponent give floats, and some leave the i64 range.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Num {
    Int(i64),
    Float(f64),
    /// The exact result does not fit in an i64: redo it with big ints.
    Big,
}

pub fn zero_division_floordiv() -> Exception {
    exc!(ZeroDivisionError, "integer division or modulo by zero")
}

/// `a // b`; `Ok(None)` when the quotient leaves i64 (`MIN // -1`).
pub fn int_floordiv(a: i64, b: i64) -> Result<Option<i64>, Exception> {
    if b == 0 {
        return Err(zero_division_floordiv());
    }
    let Some(q) = a.checked_div(b) else {
        return Ok(None);
    };
    if (a % b != 0) && ((a < 0) != (b < 0)) {
        Ok(Some(q - 1))
    } else {
        Ok(Some(q))
    }
}

pub fn int_mod(a: i64, b: i64) -> Result<i64, Exception> {
    if b == 0 {
        return Err(exc!(ZeroDivisionError, "integer modulo by zero"));
    }
    let r = a.wrapping_rem(b);
    if r != 0 && ((r < 0) != (b < 0)) {
        Ok(r + b)
    } else {
        Ok(r)
    }
}

/// `a / b` on ints, correctly rounded as CPython's is (not by converting
/// each operand to a float first, which rounds twice above 2**53).
pub fn int_truediv(a: i64, b: i64) -> Result<f64, Exception> {
    if b == 0 {
        return Err(exc!(ZeroDivisionError, "division by zero"));
    }
    const EXACT: u64 = 1 << 53;
    if a.unsigned_abs() <= EXACT && b.unsigned_abs() <= EXACT {
        return Ok(a as f64 / b as f64);
    }
    let negative = (a < 0) != (b < 0);
    let q = ratio_to_f64(a.unsigned_abs() as u128, b.unsigned_abs() as u128);
    Ok(if negative { -q } else { q })
}

/// `n / d` (both below 2**64, `d` nonzero) rounded once, half to even.
fn ratio_to_f64(n: u128, d: u128) -> f64 {
    if n == 0 {
        return 0.0;
    }
    let bits = |x: u128| 128 - x.leading_zeros() as i32;
    // Scale so the quotient carries at least 55 significant bits.
    let shift = (55 + bits(d) - bits(n) + 1).max(0);
    let scaled = n << shift;
    let (q, r) = (scaled / d, scaled % d);
    let extra = bits(q) - 53;
    let (mut m, exp) = if extra > 0 {
        let m = q >> extra;
        let rem = q & ((1u128 << extra) - 1);
        let half = 1u128 << (extra - 1);
        let up = rem > half || (rem == half && (r != 0 || m & 1 == 1));
        (m + up as u128, extra - shift)
    } else {
        (q, -shift)
    };
    if m == 1u128 << 53 {
        m >>= 1;
        return libm::scalbn(m as f64, exp + 1);
    }
    libm::scalbn(m as f64, exp)
}

pub fn int_pow(base: i64, exp: i64) -> Result<Num, Exception> {
    if exp < 0 {
        if base == 0 {
            return Err(exc!(
                ZeroDivisionError,
                "0.0 cannot be raised to a negative power"
            ));
        }
        return float_pow(base as f64, exp as f64).map(Num::Float);
    }
    let mut result: i64 = 1;
    let mut b = base;
    let mut e = exp as u64;
    while e > 0 {
        if e & 1 == 1 {
            match result.checked_mul(b) {
                Some(r) => result = r,
                None => return Ok(Num::Big),
            }
        }
        e >>= 1;
        if e > 0 {
            match b.checked_mul(b) {
                Some(r) => b = r,
                None => return Ok(Num::Big),
            }
        }
    }
    Ok(Num::Int(result))
}

/// `a << n`; `Ok(None)` when the result leaves i64.
pub fn int_lshift(a: i64, n: i64) -> Result<Option<i64>, Exception> {
    if n < 0 {
        return Err(exc!(ValueError, "negative shift count"));
    }
    if a == 0 {
        return Ok(Some(0));
    }
    if n >= 64 {
        return Ok(None);
    }
    let r = a << n;
    if r >> n != a {
        return Ok(None);
    }
    Ok(Some(r))
}

pub fn int_rshift(a: i64, n: i64) -> Result<i64, Exception> {
    if n < 0 {
        return Err(exc!(ValueError, "negative shift count"));
    }
    Ok(if n >= 64 {
        if a < 0 { -1 } else { 0 }
    } else {
        a >> n
    })
}

/// Any binary operator on two ints.
pub fn int_binop(op: BinOp, a: i64, b: i64) -> Result<Num, Exception> {
    let int = |r: Option<i64>| Ok(r.map_or(Num::Big, Num::Int));
    match op {
        BinOp::Add => int(a.checked_add(b)),
        BinOp::Sub => int(a.checked_sub(b)),
        BinOp::Mul => int(a.checked_mul(b)),
        BinOp::TrueDiv => int_truediv(a, b).map(Num::Float),
        BinOp::FloorDiv => int(int_floordiv(a, b)?),
        BinOp::Mod => int_mod(a, b).map(Num::Int),
        BinOp::Pow => int_pow(a, b),
        BinOp::LShift => int(int_lshift(a, b)?),
        BinOp::RShift => int_rshift(a, b).map(Num::Int),
        BinOp::And => Ok(Num::Int(a & b)),
        BinOp::Or => Ok(Num::Int(a | b)),
        BinOp::Xor => Ok(Num::Int(a ^ b)),
        BinOp::MatMul => Err(exc!(
            TypeError,
            "unsupported operand type(s) for @: 'int' and 'int'"
        )),
    }
}

/// Python's float `divmod`: floor quotient and a remainder with the sign of
/// the divisor.
pub fn float_divmod(a: f64, b: f64) -> (f64, f64) {
    let mut m = a % b;
    let mut div = (a - m) / b;
    if m != 0.0 {
        if (b < 0.0) != (m < 0.0) {
            m += b;
            div -= 1.0;
        }
    } else {
        m = libm::copysign(0.0, b);
    }
    let q = if div != 0.0 {
        let f = libm::floor(div);
        if div - f > 0.5 { f + 1.0 } else { f }
    } else {
        libm::copysign(0.0, a / b)
    };
    (q, m)
}

/// Whether `a ** b` on floats is complex: a finite negative base to a
/// finite fractional power.
pub fn is_complex_power(a: f64, b: f64) -> bool {
    a.is_finite() && a < 0.0 && b.is_finite() && libm::floor(b) != b
}

pub fn float_pow(a: f64, b: f64) -> Result<f64, Exception> {
    if a == 0.0 && b < 0.0 && b.is_finite() {
        return Err(exc!(
            ZeroDivisionError,
            "0.0 cannot be raised to a negative power"
        ));
    }
    if is_complex_power(a, b) {
        return Err(exc!(
            ValueError,
            "complex results are not supported (negative number raised to a fractional power)"
        ));
    }
    let r = powf(a, b);
    if r.is_infinite() && a.is_finite() && b.is_finite() {
        return Err(exc!(OverflowError, "(34, 'Numerical result out of range')"));
    }
    Ok(r)
}

/// The `pow` used for float powers. CPython calls the platform's C `pow`,
/// whose last-bit rounding differs between C libraries, so a host that
/// wants CPython's exact digits installs its platform `pow` here (the std
/// host does); otherwise integer exponents are computed in double-double
/// arithmetic (`exact_pow`) and the rest by the portable `libm::pow`.
static PLATFORM_POW: spin::Once<fn(f64, f64) -> f64> = spin::Once::new();

pub fn set_platform_pow(pow: fn(f64, f64) -> f64) {
    PLATFORM_POW.call_once(|| pow);
}

/// The platform `pow` when the host installed one, else the portable one.
pub fn powf(a: f64, b: f64) -> f64 {
    match PLATFORM_POW.get() {
        Some(f) => f(a, b),
        None => exact_pow::pow_int_exponent(a, b).unwrap_or_else(|| libm::pow(a, b)),
    }
}

/// Any binary operator on two floats (`&`, `|`, `^` and shifts are not
/// defined on floats; the caller reports those as a `TypeError`).
pub fn float_binop(op: BinOp, a: f64, b: f64) -> Option<Result<f64, Exception>> {
    Some(match op {
        BinOp::Add => Ok(a + b),
        BinOp::Sub => Ok(a - b),
        BinOp::Mul => Ok(a * b),
        BinOp::TrueDiv => {
            if b == 0.0 {
                Err(exc!(ZeroDivisionError, "float division by zero"))
            } else {
                Ok(a / b)
            }
        }
        BinOp::FloorDiv => {
            if b == 0.0 {
                Err(exc!(ZeroDivisionError, "float floor division by zero"))
            } else {
                Ok(float_divmod(a, b).0)
            }
        }
        BinOp::Mod => {
            if b == 0.0 {
                Err(exc!(ZeroDivisionError, "float modulo"))
            } else {
                Ok(float_divmod(a, b).1)
            }
        }
        // A negative number to a fractional power is complex: not a float
        // operation (the generic path makes the complex).
        BinOp::Pow if is_complex_power(a, b) => return None,
        BinOp::Pow => float_pow(a, b),
        _ => return None,
    })
}

/// Exact comparison of an int with a float, as Python does it (no rounding
/// of the int). `None` when the float is NaN.
pub fn cmp_int_float(i: i64, f: f64) -> Option<Ordering> {
    if f.is_nan() {
        return None;
    }
    const TWO53: i64 = 1 << 53;
    if (-TWO53..=TWO53).contains(&i) {
        return (i as f64).partial_cmp(&f);
    }
    if f >= 9_223_372_036_854_775_808.0 {
        return Some(Ordering::Less);
    }
    if f < -9_223_372_036_854_775_808.0 {
        return Some(Ordering::Greater);
    }
    let t = libm::trunc(f);
    let ti = t as i64;
    match i.cmp(&ti) {
        Ordering::Equal => {
            let frac = f - t;
            Some(if frac > 0.0 {
                Ordering::Less
            } else if frac < 0.0 {
                Ordering::Greater
            } else {
                Ordering::Equal
            })
        }
        o => Some(o),
    }
}

/// Float to int the way `int(x)` truncates; `Ok(None)` when the result
/// leaves i64 (the caller makes a big int).
pub fn float_to_int(f: f64) -> Result<Option<i64>, Exception> {
    if f.is_nan() {
        return Err(exc!(ValueError, "cannot convert float NaN to integer"));
    }
    if f.is_infinite() {
        return Err(exc!(
            OverflowError,
            "cannot convert float infinity to integer"
        ));
    }
    let t = libm::trunc(f);
    if !(-9_223_372_036_854_775_808.0..9_223_372_036_854_775_808.0).contains(&t) {
        return Ok(None);
    }
    Ok(Some(t as i64))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floor_division_and_modulo_signs() {
        for (a, b, q, r) in [
            (7, 2, 3, 1),
            (-7, 2, -4, 1),
            (7, -2, -4, -1),
            (-7, -2, 3, -1),
            (6, 3, 2, 0),
            (-6, 3, -2, 0),
        ] {
            assert_eq!(int_floordiv(a, b).unwrap(), Some(q), "{a} // {b}");
            assert_eq!(int_mod(a, b).unwrap(), r, "{a} % {b}");
        }
        assert_eq!(int_floordiv(i64::MIN, -1).unwrap(), None);
        assert_eq!(int_mod(i64::MIN, -1).unwrap(), 0);
    }

    #[test]
    fn float_divmod_matches_python() {
        assert_eq!(float_divmod(7.5, 2.0), (3.0, 1.5));
        assert_eq!(float_divmod(-7.5, 2.0), (-4.0, 0.5));
        assert_eq!(float_divmod(7.5, -2.0), (-4.0, -0.5));
        let (q, m) = float_divmod(-0.0, 1.0);
        assert!(q == 0.0 && q.is_sign_negative() && m == 0.0 && m.is_sign_positive());
    }

    #[test]
    fn pow_and_shift_overflow() {
        assert_eq!(int_pow(2, 62).unwrap(), Num::Int(1 << 62));
        assert_eq!(int_pow(2, 63).unwrap(), Num::Big);
        assert_eq!(int_pow(-2, 63).unwrap(), Num::Int(i64::MIN));
        assert_eq!(int_pow(2, -1).unwrap(), Num::Float(0.5));
        assert_eq!(int_lshift(1, 63).unwrap(), None);
        assert_eq!(int_lshift(-1, 63).unwrap(), Some(i64::MIN));
        assert_eq!(int_rshift(-5, 100).unwrap(), -1);
    }

    #[test]
    fn int_true_division_rounds_once() {
        assert_eq!(
            int_truediv(9007199254740993, 3).unwrap(),
            3002399751580331.0
        );
        assert_eq!(
            int_truediv(i64::MAX, 1).unwrap(),
            9_223_372_036_854_775_808.0
        );
        assert_eq!(int_truediv(-(1 << 60) - 1, 1 << 60).unwrap(), -1.0);
        assert_eq!(int_truediv(1, i64::MIN).unwrap(), -1.0842021724855044e-19);
        assert_eq!(int_truediv(7, 2).unwrap(), 3.5);
        assert!(int_truediv(0, -5).unwrap().is_sign_negative());
    }

    #[test]
    fn float_pow_edge_cases() {
        assert_eq!(float_pow(-2.0, 3.0).unwrap(), -8.0);
        assert_eq!(float_pow(2.0, 0.5).unwrap(), core::f64::consts::SQRT_2);
        assert!(float_pow(0.0, -1.0).is_err());
        assert!(float_pow(-8.0, 0.5).is_err());
        assert_eq!(
            float_pow(10.0, 400.0).unwrap_err().kind,
            crate::error::ExcKind::OverflowError
        );
    }

    #[test]
    fn int_float_comparison_is_exact() {
        let big = (1i64 << 53) + 1;
        assert_eq!(
            cmp_int_float(big, (1u64 << 53) as f64),
            Some(Ordering::Greater)
        );
        assert_eq!(
            cmp_int_float(i64::MAX, 9_223_372_036_854_775_808.0),
            Some(Ordering::Less)
        );
        assert_eq!(cmp_int_float(3, 3.5), Some(Ordering::Less));
        assert_eq!(cmp_int_float(3, f64::NAN), None);
    }
}
