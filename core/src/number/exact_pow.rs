//! Float powers with an integer exponent, correctly rounded in practice,
//! for hosts with no C library `pow` to match (see `set_platform_pow`).
//!
//! CPython's digits come from glibc's `pow`, which is within about half an
//! ulp; `libm::pow` is often one ulp off (`10.0 ** -5` gives
//! `9.999999999999999e-06`). Most float powers in programs have integer
//! exponents, so these are computed in double-double arithmetic (about 106
//! bits) by squaring and rounded once at the end. Other exponents, and
//! results near overflow or underflow, are left to `libm::pow`.

/// A value as an unevaluated sum `hi + lo` with `|lo| <= ulp(hi) / 2`.
#[derive(Clone, Copy)]
struct Dd {
    hi: f64,
    lo: f64,
}

/// `a + b` exactly, as a rounded sum and its error (`|a| >= |b|` or not).
fn two_sum(a: f64, b: f64) -> Dd {
    let s = a + b;
    let bb = s - a;
    Dd {
        hi: s,
        lo: (a - (s - bb)) + (b - bb),
    }
}

/// Splits `a` into two halves of 26 bits each (Veltkamp), so products of
/// halves are exact.
fn split(a: f64) -> (f64, f64) {
    let t = 134_217_729.0 * a; // 2^27 + 1
    let hi = t - (t - a);
    (hi, a - hi)
}

/// `a * b` exactly, as a rounded product and its error (Dekker).
fn two_prod(a: f64, b: f64) -> Dd {
    let p = a * b;
    let (ah, al) = split(a);
    let (bh, bl) = split(b);
    Dd {
        hi: p,
        lo: ((ah * bh - p) + ah * bl + al * bh) + al * bl,
    }
}

fn mul(x: Dd, y: Dd) -> Dd {
    let p = two_prod(x.hi, y.hi);
    let lo = p.lo + (x.hi * y.lo + x.lo * y.hi);
    two_sum(p.hi, lo)
}

fn recip(x: Dd) -> Dd {
    let q1 = 1.0 / x.hi;
    // 1 - q1 * x, with the product exact.
    let p = mul(Dd { hi: q1, lo: 0.0 }, x);
    let r = two_sum(1.0, -p.hi);
    let rem = r.hi + (r.lo - p.lo);
    two_sum(q1, rem / x.hi)
}

/// `a ** b` when `b` is an integer and the result is a normal float far
/// from overflow; `None` otherwise.
pub fn pow_int_exponent(a: f64, b: f64) -> Option<f64> {
    if !a.is_finite() || a == 0.0 || libm::trunc(b) != b || libm::fabs(b) > 1024.0 {
        return None;
    }
    // Keep every intermediate (all between 1 and the result in magnitude)
    // well inside the normal range, where the splitting is exact.
    let (_, exp) = libm::frexp(a);
    let log2 = libm::fabs(b) * (libm::fabs(exp as f64) + 1.0);
    if log2 > 960.0 {
        return None;
    }
    let mut n = libm::fabs(b) as u32;
    let mut base = Dd { hi: a, lo: 0.0 };
    let mut acc = Dd { hi: 1.0, lo: 0.0 };
    while n > 0 {
        if n & 1 == 1 {
            acc = mul(acc, base);
        }
        n >>= 1;
        if n > 0 {
            base = mul(base, base);
        }
    }
    if b < 0.0 {
        acc = recip(acc);
    }
    // Rounding hi + lo once: `hi` already is that sum rounded.
    Some(acc.hi + acc.lo)
}

#[cfg(test)]
mod tests {
    use super::pow_int_exponent;

    #[test]
    fn powers_of_ten_are_the_nearest_floats() {
        // The literals are correctly rounded by the parser.
        let tens = [
            1e-30, 1e-22, 1e-17, 1e-11, 1e-5, 1e-1, 1e0, 1e1, 1e5, 1e15, 1e16, 1e22, 1e23, 1e30,
        ];
        let exps = [-30, -22, -17, -11, -5, -1, 0, 1, 5, 15, 16, 22, 23, 30];
        for (t, e) in tens.iter().zip(exps) {
            assert_eq!(pow_int_exponent(10.0, e as f64), Some(*t), "10 ** {e}");
        }
    }

    #[test]
    fn exact_powers_are_exact_and_signs_follow_parity() {
        assert_eq!(pow_int_exponent(2.0, 60.0), Some(1152921504606846976.0));
        assert_eq!(pow_int_exponent(-3.0, 3.0), Some(-27.0));
        assert_eq!(pow_int_exponent(-3.0, 4.0), Some(81.0));
        assert_eq!(pow_int_exponent(0.5, -3.0), Some(8.0));
        assert_eq!(pow_int_exponent(1.5, 2.0), Some(2.25));
    }

    #[test]
    fn out_of_range_or_fractional_is_left_to_libm() {
        assert_eq!(pow_int_exponent(10.0, 400.0), None);
        assert_eq!(pow_int_exponent(10.0, -310.0), None);
        assert_eq!(pow_int_exponent(2.0, 0.5), None);
        assert_eq!(pow_int_exponent(0.0, 3.0), None);
        assert_eq!(pow_int_exponent(f64::INFINITY, 2.0), None);
    }

    /// CPython's digits come from glibc's `pow` (std's `powf` on this
    /// platform), which is not correctly rounded either: it may differ in
    /// the last bit where the exact power lies at or within a hair of a
    /// rounding midpoint (`3.0 ** 34`, `5.0 ** 23`). On a grid of bases and
    /// exponents this must differ from glibc far less often than
    /// `libm::pow` does, and never by more than one ulp.
    #[test]
    fn agrees_with_the_platform_pow_far_more_often_than_libm() {
        extern crate std;
        let bases = [
            1.1, 1.5, 2.5, 3.0, 3.5, 5.0, 6.5, 7.0, 7.7, 10.0, 11.0, 13.0, 0.1, 0.3, 0.7, 123.456,
            -2.5, -3.0, 1.0001, 9.87e-3, 0.75, 1.25,
        ];
        let (mut ours, mut libms, mut total) = (0, 0, 0);
        for a in bases {
            for e in -80..=80 {
                let want = std::primitive::f64::powf(a, e as f64);
                let Some(got) = pow_int_exponent(a, e as f64) else {
                    continue;
                };
                total += 1;
                let ulp = libm::fabs(libm::nextafter(want, f64::INFINITY) - want);
                assert!(libm::fabs(got - want) <= ulp, "{a} ** {e}: {got} vs {want}");
                ours += (got != want) as u32;
                libms += (libm::pow(a, e as f64) != want) as u32;
            }
        }
        std::println!("of {total}: {ours} differ from glibc, libm::pow {libms}");
        assert!(total > 3000, "{total}");
        assert!(ours * 10 <= libms, "ours {ours}, libm {libms} of {total}");
    }
}
