//! `complex`: a pair of floats on the heap, with CPython's arithmetic,
//! text and parsing.
//!
//! This file owns the object, its operators (reached from
//! [`crate::ops`] when either operand is complex), its repr, its hash,
//! the constructor's string parser and its attributes. It keeps CPython's
//! algorithms where they decide a printed digit: Smith's division,
//! integer powers by repeated squaring, the polar form for other powers.

use alloc::string::String;

use super::{Object, alloc as alloc_obj};
use crate::args::Args;
use crate::bytecode::BinOp;
use crate::error::{Exception, exc};
use crate::heap::{Heap, ObjRef};
use crate::number::elementary as el;
use crate::objects::Attr;
use crate::value::Value;

/// A complex number's parts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct C {
    pub re: f64,
    pub im: f64,
}

impl C {
    pub const fn new(re: f64, im: f64) -> C {
        C { re, im }
    }

    fn add(self, o: C) -> C {
        C::new(self.re + o.re, self.im + o.im)
    }

    fn sub(self, o: C) -> C {
        C::new(self.re - o.re, self.im - o.im)
    }

    fn mul(self, o: C) -> C {
        C::new(
            self.re * o.re - self.im * o.im,
            self.re * o.im + self.im * o.re,
        )
    }

    /// `self / o` by Smith's method, as CPython's `_Py_c_quot`; `None`
    /// for a zero divisor.
    pub fn quot(self, o: C) -> Option<C> {
        let (abs_re, abs_im) = (libm::fabs(o.re), libm::fabs(o.im));
        if abs_re >= abs_im {
            if abs_re == 0.0 {
                return None;
            }
            let ratio = o.im / o.re;
            let denom = o.re + o.im * ratio;
            Some(C::new(
                (self.re + self.im * ratio) / denom,
                (self.im - self.re * ratio) / denom,
            ))
        } else if abs_im >= abs_re {
            let ratio = o.re / o.im;
            let denom = o.re * ratio + o.im;
            Some(C::new(
                (self.re * ratio + self.im) / denom,
                (self.im * ratio - self.re) / denom,
            ))
        } else {
            // A NaN in the divisor.
            Some(C::new(f64::NAN, f64::NAN))
        }
    }

    /// `abs(self)`; an overflow of finite parts is `OverflowError`.
    pub fn abs(self) -> Result<f64, Exception> {
        if self.re.is_infinite() || self.im.is_infinite() {
            return Ok(f64::INFINITY);
        }
        if self.re.is_nan() || self.im.is_nan() {
            return Ok(f64::NAN);
        }
        let r = el::hypot(self.re, self.im);
        if r.is_infinite() {
            return Err(exc!(OverflowError, "absolute value too large"));
        }
        Ok(r)
    }

    fn is_zero(self) -> bool {
        self.re == 0.0 && self.im == 0.0
    }
}

const ONE: C = C::new(1.0, 0.0);

pub fn new_complex(heap: &mut Heap, c: C) -> Result<Value, Exception> {
    alloc_obj(heap, Object::Complex(c), Value::Complex)
}

impl Heap {
    /// The parts of complex `r` (zero for a dangling reference, which the
    /// collector never leaves reachable).
    pub fn complex(&self, r: ObjRef) -> C {
        match self.get(r) {
            Some(Object::Complex(c)) => *c,
            _ => C::new(0.0, 0.0),
        }
    }
}

/// `v` as a complex number if it is a number (bools, ints of any size,
/// floats, complex); `None` for anything else.
pub fn as_complex(heap: &Heap, v: Value) -> Option<Result<C, Exception>> {
    Some(match v {
        Value::Complex(r) => Ok(heap.complex(r)),
        Value::Float(f) => Ok(C::new(f, 0.0)),
        Value::Int(_) | Value::Bool(_) | Value::BigInt(_) => {
            super::int::value_to_f64(heap, v).map(|f| C::new(f, 0.0))
        }
        _ => return None,
    })
}

/// `a op b` where either is complex and both are numbers; `None` when
/// neither is complex, one is not a number, or complex numbers have no
/// such operator (`//`, `%`, the bitwise ones: the caller's own
/// `unsupported operand` error names it, in-place forms included).
pub fn binop(heap: &mut Heap, op: BinOp, a: Value, b: Value) -> Option<Result<Value, Exception>> {
    if !matches!(a, Value::Complex(_)) && !matches!(b, Value::Complex(_)) {
        return None;
    }
    if !matches!(
        op,
        BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::TrueDiv | BinOp::Pow
    ) {
        return None;
    }
    let (x, y) = (as_complex(heap, a)?, as_complex(heap, b)?);
    Some((|| {
        let (x, y) = (x?, y?);
        let r = match op {
            BinOp::Add => x.add(y),
            BinOp::Sub => x.sub(y),
            BinOp::Mul => x.mul(y),
            BinOp::TrueDiv => x
                .quot(y)
                .ok_or_else(|| exc!(ZeroDivisionError, "complex division by zero"))?,
            _ => pow(x, y)?,
        };
        new_complex(heap, r)
    })())
}

/// `x ** y` as CPython's `complex_pow`.
pub fn pow(x: C, y: C) -> Result<C, Exception> {
    let small_int = y.im == 0.0 && y.re == libm::floor(y.re) && libm::fabs(y.re) <= 100.0;
    let r = if small_int {
        let n = y.re as i64;
        if n >= 0 {
            Some(powu(x, n as u64))
        } else {
            ONE.quot(powu(x, n.unsigned_abs()))
        }
    } else {
        general_pow(x, y)
    };
    let Some(r) = r else {
        return Err(exc!(
            ZeroDivisionError,
            "0.0 to a negative or complex power"
        ));
    };
    if r.re.is_infinite() || r.im.is_infinite() {
        return Err(exc!(OverflowError, "complex exponentiation"));
    }
    Ok(r)
}

fn powu(x: C, n: u64) -> C {
    let (mut r, mut p, mut mask) = (ONE, x, 1u64);
    while mask > 0 && n >= mask {
        if n & mask != 0 {
            r = r.mul(p);
        }
        mask <<= 1;
        p = p.mul(p);
    }
    r
}

/// `_Py_c_pow`: `None` for zero to a negative or complex power, and for
/// what CPython reports as that (an infinite phase).
fn general_pow(a: C, b: C) -> Option<C> {
    if b.is_zero() {
        return Some(ONE);
    }
    if a.is_zero() {
        if b.im != 0.0 || b.re < 0.0 {
            return None;
        }
        return Some(C::new(0.0, 0.0));
    }
    let vabs = el::hypot(a.re, a.im);
    let mut len = crate::number::powf(vabs, b.re);
    let at = el::atan2(a.im, a.re);
    let mut phase = at * b.re;
    if b.im != 0.0 {
        len /= el::exp(at * b.im);
        phase += b.im * el::log(vabs);
    }
    // The C library's cos and sin of an infinite phase set `EDOM`, which
    // CPython's `complex_pow` reports as this error.
    if phase.is_infinite() {
        return None;
    }
    Some(C::new(len * el::cos(phase), len * el::sin(phase)))
}

/// `a == b` when either is complex; `None` if neither is, or the other is
/// not a number.
pub fn equal(heap: &Heap, a: Value, b: Value) -> Option<bool> {
    let (c, other) = match (a, b) {
        (Value::Complex(r), o) | (o, Value::Complex(r)) => (heap.complex(r), o),
        _ => return None,
    };
    match other {
        Value::Complex(r) => Some(c == heap.complex(r)),
        Value::Float(f) => Some(c.im == 0.0 && c.re == f),
        Value::Int(_) | Value::Bool(_) | Value::BigInt(_) => {
            // Exactly, as CPython compares a float with an int.
            Some(
                c.im == 0.0
                    && super::int::cmp_float(heap, other, c.re) == Some(core::cmp::Ordering::Equal),
            )
        }
        _ => None,
    }
}

/// `hash(c)`, which equals the hash of an equal int or float.
pub fn hash(c: C) -> i64 {
    let (re, im) = (
        super::hash::float_hash(c.re) as u64,
        super::hash::float_hash(c.im) as u64,
    );
    let h = re.wrapping_add(im.wrapping_mul(1_000_003)) as i64;
    if h == -1 { -2 } else { h }
}

/// A part as `repr` writes it: a float's repr without a `.0` it would add.
fn write_part(out: &mut String, f: f64) {
    let start = out.len();
    crate::display::write_float(out, f);
    if out[start..].ends_with(".0") {
        out.truncate(out.len() - 2);
    }
}

/// Appends `repr(c)`: `1j`, `(1+2j)`, `(-0-1j)`.
pub fn write_repr(out: &mut String, c: C) {
    if c.re == 0.0 && c.re.is_sign_positive() {
        write_part(out, c.im);
        out.push('j');
        return;
    }
    out.push('(');
    write_part(out, c.re);
    // A NaN shows no sign of its own, so it takes a `+`.
    if !(c.im < 0.0 || (c.im == 0.0 && c.im.is_sign_negative())) {
        out.push('+');
    }
    write_part(out, c.im);
    out.push_str("j)");
}

/// `complex(s)`: CPython's syntax (an optional sign, a real part, an
/// imaginary part with `j`, either alone, in optional parentheses with
/// surrounding spaces).
pub fn parse(s: &str) -> Option<C> {
    let mut t = s.trim();
    if let Some(inner) = t.strip_prefix('(') {
        t = inner.strip_suffix(')')?.trim();
    }
    if t.is_empty() {
        return None;
    }
    let b = t.as_bytes();
    // The split between the parts: a sign that is not the first character
    // and does not follow an exponent's `e`.
    let split =
        (1..b.len()).find(|&i| (b[i] == b'+' || b[i] == b'-') && !matches!(b[i - 1], b'e' | b'E'));
    let last = *b.last()?;
    let is_j = last == b'j' || last == b'J';
    match (split, is_j) {
        (None, false) => Some(C::new(float_part(t)?, 0.0)),
        (None, true) => Some(C::new(0.0, imag_part(&t[..t.len() - 1])?)),
        (Some(i), true) => Some(C::new(float_part(&t[..i])?, imag_part(&t[i..t.len() - 1])?)),
        (Some(_), false) => None,
    }
}

/// A real part: a float literal with no spaces inside.
fn float_part(s: &str) -> Option<f64> {
    if s.is_empty() || s.bytes().any(|c| c.is_ascii_whitespace()) {
        return None;
    }
    crate::builtins::parse_float(s)
}

/// An imaginary coefficient: a float literal, or a bare sign (`j`, `-j`).
fn imag_part(s: &str) -> Option<f64> {
    match s {
        "" | "+" => Some(1.0),
        "-" => Some(-1.0),
        _ => float_part(s),
    }
}

/// `c.attr(...)`: `conjugate`.
pub fn call_method(heap: &mut Heap, v: Value, attr: Attr, args: Args) -> Result<Value, Exception> {
    match (v, attr) {
        (Value::Complex(r), Attr::conjugate) => {
            args.no_kw("complex.conjugate")?;
            if !args.pos.is_empty() {
                return Err(exc!(
                    TypeError,
                    "complex.conjugate() takes no arguments ({} given)",
                    args.pos.len()
                ));
            }
            let c = heap.complex(r);
            new_complex(heap, C::new(c.re, -c.im))
        }
        _ => Err(super::method::no_attribute(heap, v, attr)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn repr(re: f64, im: f64) -> String {
        let mut s = String::new();
        write_repr(&mut s, C::new(re, im));
        s
    }

    #[test]
    fn repr_is_cpythons() {
        assert_eq!(repr(0.0, 1.0), "1j");
        assert_eq!(repr(1.0, 2.0), "(1+2j)");
        assert_eq!(repr(-0.0, -1.0), "(-0-1j)");
        assert_eq!(repr(1.5, -0.0), "(1.5-0j)");
        assert_eq!(repr(0.0, 1e20), "1e+20j");
        assert_eq!(repr(1.0, f64::NAN), "(1+nanj)");
        assert_eq!(repr(1.0, f64::NEG_INFINITY), "(1-infj)");
    }

    #[test]
    fn parsing_takes_cpythons_forms() {
        assert_eq!(parse("1+2j"), Some(C::new(1.0, 2.0)));
        assert_eq!(parse(" ( -j ) "), Some(C::new(0.0, -1.0)));
        assert_eq!(parse("1e-3-2.5E+1J"), Some(C::new(0.001, -25.0)));
        assert_eq!(parse("3"), Some(C::new(3.0, 0.0)));
        assert_eq!(parse("1 + 2j"), None);
        assert_eq!(parse("1+2"), None);
        assert_eq!(parse("()"), None);
    }

    #[test]
    fn division_and_powers_follow_cpython() {
        assert_eq!(
            C::new(1.0, 2.0).quot(C::new(3.0, 4.0)),
            Some(C::new(0.44, 0.08))
        );
        assert_eq!(C::new(1.0, 0.0).quot(C::new(0.0, 0.0)), None);
        assert_eq!(
            pow(C::new(0.0, 1.0), C::new(2.0, 0.0)).ok(),
            Some(C::new(-1.0, 0.0))
        );
        assert!(pow(C::new(0.0, 0.0), C::new(-1.0, 0.0)).is_err());
        assert_eq!(hash(C::new(5.0, 0.0)), super::super::hash::int_hash(5));
    }
}
