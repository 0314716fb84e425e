//! `cmath`: CPython 3.11's functions of complex numbers and its
//! constants, for finite arguments.
//!
//! Each function is CPython's formula for finite values (Kahan's branch
//! cuts for the inverse functions, the scaled forms near the ends of the
//! float range), on the same elementary functions `math` uses
//! ([`super::math`]'s routing to the host's C library). CPython's tables of
//! special values for infinite and NaN arguments are not reproduced:
//! there the formulas give what they give.

use crate::args::Args;
use crate::builtins::Builtin;
use crate::ctx::Ctx;
use crate::error::{Exception, exc};
use crate::objects::complex::{self as cx, C};
use crate::value::Value;

use crate::number::elementary::{
    asinh as asinh_f, atan2, cos, cosh, exp, hypot, log, log1p, sin, sinh, tan, tanh,
};

pub const FUNCTIONS: &[(&str, Builtin)] = {
    use Builtin::*;
    &[
        ("acos", CmathAcos),
        ("acosh", CmathAcosh),
        ("asin", CmathAsin),
        ("asinh", CmathAsinh),
        ("atan", CmathAtan),
        ("atanh", CmathAtanh),
        ("cos", CmathCos),
        ("cosh", CmathCosh),
        ("exp", CmathExp),
        ("isclose", CmathIsclose),
        ("isfinite", CmathIsfinite),
        ("isinf", CmathIsinf),
        ("isnan", CmathIsnan),
        ("log", CmathLog),
        ("log10", CmathLog10),
        ("phase", CmathPhase),
        ("polar", CmathPolar),
        ("rect", CmathRect),
        ("sin", CmathSin),
        ("sinh", CmathSinh),
        ("sqrt", CmathSqrt),
        ("tan", CmathTan),
        ("tanh", CmathTanh),
    ]
};

/// The float constants `cmath` binds (`infj` and `nanj` are complex: see
/// [`COMPLEX_CONSTANTS`]).
pub const CONSTANTS: &[(&str, f64)] = super::math::CONSTANTS;

pub const COMPLEX_CONSTANTS: &[(&str, C)] = &[
    ("infj", C::new(0.0, f64::INFINITY)),
    ("nanj", C::new(0.0, f64::NAN)),
];

const LARGE: f64 = f64::MAX / 4.0;
/// `sqrt(LARGE)`.
const SQRT_LARGE: f64 = 6.703903964971298e153;
/// `log(LARGE)`.
const LOG_LARGE: f64 = 708.3964185322641;
/// `sqrt(f64::MIN_POSITIVE)`.
const SQRT_MIN: f64 = 1.4916681462400413e-154;
const LN2: f64 = core::f64::consts::LN_2;
const LN10: f64 = core::f64::consts::LN_10;
const E: f64 = core::f64::consts::E;

fn domain() -> Exception {
    exc!(ValueError, "math domain error")
}

fn range() -> Exception {
    exc!(OverflowError, "math range error")
}

/// An argument as a complex number, as CPython's `D` conversion takes it.
fn arg(ctx: &mut dyn Ctx, v: Value) -> Result<C, Exception> {
    let v = match v {
        Value::Instance(_) => crate::dunder::float(ctx, v)?.unwrap_or(v),
        v => v,
    };
    let heap = ctx.heap();
    let v = crate::objects::instance::plain(heap, v);
    cx::as_complex(heap, v).unwrap_or_else(|| {
        Err(exc!(
            TypeError,
            "must be real number, not {}",
            crate::objects::type_name(heap, v)
        ))
    })
}

fn one(ctx: &mut dyn Ctx, b: Builtin, args: &Args) -> Result<C, Exception> {
    let name = super::qualified(b);
    args.no_kw(&name)?;
    let v = args.exactly_one(&name)?;
    arg(ctx, v)
}

fn finite(z: C) -> bool {
    z.re.is_finite() && z.im.is_finite()
}

pub fn call(b: Builtin, ctx: &mut dyn Ctx, args: Args) -> Result<Value, Exception> {
    use Builtin::*;
    let unary: Option<fn(C) -> C> = match b {
        CmathSqrt => Some(sqrt),
        CmathExp => Some(exp_c),
        CmathLog10 => Some(|z| {
            let r = log_c(z);
            C::new(r.re / LN10, r.im / LN10)
        }),
        CmathSin => Some(|z| {
            let s = sinh_c(C::new(-z.im, z.re));
            C::new(s.im, -s.re)
        }),
        CmathCos => Some(|z| cosh_c(C::new(-z.im, z.re))),
        CmathTan => Some(|z| {
            let s = tanh_c(C::new(-z.im, z.re));
            C::new(s.im, -s.re)
        }),
        CmathSinh => Some(sinh_c),
        CmathCosh => Some(cosh_c),
        CmathTanh => Some(tanh_c),
        CmathAsin => Some(|z| {
            let s = asinh(C::new(-z.im, z.re));
            C::new(s.im, -s.re)
        }),
        CmathAcos => Some(acos),
        CmathAtan => Some(|z| {
            let s = atanh(C::new(-z.im, z.re));
            C::new(s.im, -s.re)
        }),
        CmathAsinh => Some(asinh),
        CmathAcosh => Some(acosh),
        CmathAtanh => Some(atanh),
        _ => None,
    };
    if let Some(f) = unary {
        let z = one(ctx, b, &args)?;
        let r = f(z);
        if finite(z) && !finite(r) {
            // A finite argument reaches a pole (outside the domain) or
            // overflows (out of range).
            let pole = matches!(b, CmathLog10 | CmathAtanh | CmathAtan);
            return Err(if pole { domain() } else { range() });
        }
        return cx::new_complex(ctx.heap(), r);
    }
    match b {
        CmathLog => {
            args.no_kw("log")?;
            let a = args.expect("log", 1, 2)?;
            let z = arg(ctx, a[0])?;
            let mut r = log_c(z);
            if z.re == 0.0 && z.im == 0.0 {
                return Err(domain());
            }
            if let Some(&base) = a.get(1) {
                let base = arg(ctx, base)?;
                r = r.quot(log_c(base)).ok_or_else(domain)?;
            }
            cx::new_complex(ctx.heap(), r)
        }
        CmathPhase => {
            let z = one(ctx, b, &args)?;
            Ok(Value::Float(atan2(z.im, z.re)))
        }
        CmathPolar => {
            let z = one(ctx, b, &args)?;
            let r = z.abs().map_err(|_| range())?;
            crate::ops::tuple_from(
                ctx.heap(),
                &[Value::Float(r), Value::Float(atan2(z.im, z.re))],
            )
        }
        CmathRect => {
            args.no_kw("rect")?;
            let a = args.expect("rect", 2, 2)?;
            let heap = ctx.heap();
            let (r, phi) = (
                super::math::real(heap, a[0])?,
                super::math::real(heap, a[1])?,
            );
            if r.is_finite() && phi.is_infinite() {
                return Err(domain());
            }
            let z = if phi == 0.0 {
                C::new(r, r * phi)
            } else {
                C::new(r * cos(phi), r * sin(phi))
            };
            cx::new_complex(heap, z)
        }
        CmathIsfinite | CmathIsinf | CmathIsnan => {
            let z = one(ctx, b, &args)?;
            Ok(Value::Bool(match b {
                CmathIsfinite => finite(z),
                CmathIsinf => z.re.is_infinite() || z.im.is_infinite(),
                _ => z.re.is_nan() || z.im.is_nan(),
            }))
        }
        CmathIsclose => isclose(ctx, &args),
        _ => Err(exc!(SystemError, "{} is not a cmath function", b.name())),
    }
}

fn isclose(ctx: &mut dyn Ctx, args: &Args) -> Result<Value, Exception> {
    let (a, b) = super::math::isclose_operands(args)?;
    let (a, b) = (arg(ctx, a)?, arg(ctx, b)?);
    let (rel, abs) = super::math::isclose_tolerances(ctx.heap(), args)?;
    if a == b {
        return Ok(Value::Bool(true));
    }
    if a.re.is_infinite() || a.im.is_infinite() || b.re.is_infinite() || b.im.is_infinite() {
        return Ok(Value::Bool(false));
    }
    let diff = hypot(b.re - a.re, b.im - a.im);
    let (na, nb) = (hypot(a.re, a.im), hypot(b.re, b.im));
    Ok(Value::Bool(
        diff <= rel * nb || diff <= rel * na || diff <= abs,
    ))
}

/// CPython's `cmath_sqrt_impl`: scaled so no intermediate overflows or
/// loses precision to underflow.
pub fn sqrt(z: C) -> C {
    if z.re == 0.0 && z.im == 0.0 {
        return C::new(0.0, z.im);
    }
    let (mut ax, ay) = (libm::fabs(z.re), libm::fabs(z.im));
    let s = if ax < f64::MIN_POSITIVE && ay < f64::MIN_POSITIVE {
        ax = libm::ldexp(ax, 53);
        libm::ldexp(libm::sqrt(ax + hypot(ax, libm::ldexp(ay, 53))), -27)
    } else {
        ax /= 8.0;
        2.0 * libm::sqrt(ax + hypot(ax, ay / 8.0))
    };
    let d = ay / (2.0 * s);
    if z.re >= 0.0 {
        C::new(s, libm::copysign(d, z.im))
    } else {
        C::new(d, libm::copysign(s, z.im))
    }
}

fn exp_c(z: C) -> C {
    if z.re > LOG_LARGE {
        let l = exp(z.re - 1.0);
        C::new(l * cos(z.im) * E, l * sin(z.im) * E)
    } else {
        let l = exp(z.re);
        C::new(l * cos(z.im), l * sin(z.im))
    }
}

/// CPython's `c_log`.
fn log_c(z: C) -> C {
    let (ax, ay) = (libm::fabs(z.re), libm::fabs(z.im));
    let re = if ax > LARGE || ay > LARGE {
        log(hypot(ax / 2.0, ay / 2.0)) + LN2
    } else if ax < f64::MIN_POSITIVE && ay < f64::MIN_POSITIVE {
        if ax > 0.0 || ay > 0.0 {
            log(hypot(libm::ldexp(ax, 53), libm::ldexp(ay, 53))) - 53.0 * LN2
        } else {
            f64::NEG_INFINITY
        }
    } else {
        let h = hypot(ax, ay);
        if (0.71..=1.73).contains(&h) {
            let (am, an) = if ax > ay { (ax, ay) } else { (ay, ax) };
            log1p((am - 1.0) * (am + 1.0) + an * an) / 2.0
        } else {
            log(h)
        }
    };
    C::new(re, atan2(z.im, z.re))
}

fn sinh_c(z: C) -> C {
    if libm::fabs(z.re) > LOG_LARGE {
        let x = z.re - libm::copysign(1.0, z.re);
        C::new(cos(z.im) * sinh(x) * E, sin(z.im) * cosh(x) * E)
    } else {
        C::new(cos(z.im) * sinh(z.re), sin(z.im) * cosh(z.re))
    }
}

fn cosh_c(z: C) -> C {
    if libm::fabs(z.re) > LOG_LARGE {
        let x = z.re - libm::copysign(1.0, z.re);
        C::new(cos(z.im) * cosh(x) * E, sin(z.im) * sinh(x) * E)
    } else {
        C::new(cos(z.im) * cosh(z.re), sin(z.im) * sinh(z.re))
    }
}

fn tanh_c(z: C) -> C {
    if libm::fabs(z.re) > LOG_LARGE {
        C::new(
            libm::copysign(1.0, z.re),
            4.0 * sin(z.im) * cos(z.im) * exp(-2.0 * libm::fabs(z.re)),
        )
    } else {
        let (tx, ty) = (tanh(z.re), tan(z.im));
        let cx = 1.0 / cosh(z.re);
        let txty = tx * ty;
        let denom = 1.0 + txty * txty;
        C::new(tx * (1.0 + ty * ty) / denom, ((ty / denom) * cx) * cx)
    }
}

/// `log(hypot(x/2, y/2)) + 2 log 2`: `log|z| + log 2` for a huge `z`.
fn log_huge(z: C) -> f64 {
    log(hypot(z.re / 2.0, z.im / 2.0)) + LN2 * 2.0
}

fn asinh(z: C) -> C {
    if libm::fabs(z.re) > LARGE || libm::fabs(z.im) > LARGE {
        let re = if z.im >= 0.0 {
            libm::copysign(log_huge(z), z.re)
        } else {
            -libm::copysign(log_huge(z), -z.re)
        };
        return C::new(re, atan2(z.im, libm::fabs(z.re)));
    }
    let s1 = sqrt(C::new(1.0 + z.im, -z.re));
    let s2 = sqrt(C::new(1.0 - z.im, z.re));
    C::new(
        asinh_f(s1.re * s2.im - s2.re * s1.im),
        atan2(z.im, s1.re * s2.re - s1.im * s2.im),
    )
}

fn acos(z: C) -> C {
    if libm::fabs(z.re) > LARGE || libm::fabs(z.im) > LARGE {
        let im = if z.re < 0.0 {
            -libm::copysign(log_huge(z), z.im)
        } else {
            libm::copysign(log_huge(z), -z.im)
        };
        return C::new(atan2(libm::fabs(z.im), z.re), im);
    }
    let s1 = sqrt(C::new(1.0 - z.re, -z.im));
    let s2 = sqrt(C::new(1.0 + z.re, z.im));
    C::new(
        2.0 * atan2(s1.re, s2.re),
        asinh_f(s2.re * s1.im - s2.im * s1.re),
    )
}

fn acosh(z: C) -> C {
    if libm::fabs(z.re) > LARGE || libm::fabs(z.im) > LARGE {
        return C::new(log_huge(z), atan2(z.im, z.re));
    }
    let s1 = sqrt(C::new(z.re - 1.0, z.im));
    let s2 = sqrt(C::new(z.re + 1.0, z.im));
    C::new(
        asinh_f(s1.re * s2.re + s1.im * s2.im),
        2.0 * atan2(s1.im, s2.re),
    )
}

fn atanh(z: C) -> C {
    if z.re < 0.0 {
        let r = atanh(C::new(-z.re, -z.im));
        return C::new(-r.re, -r.im);
    }
    let ay = libm::fabs(z.im);
    if z.re > SQRT_LARGE || ay > SQRT_LARGE {
        let h = hypot(z.re / 2.0, z.im / 2.0);
        return C::new(
            z.re / 4.0 / h / h,
            -libm::copysign(core::f64::consts::FRAC_PI_2, -z.im),
        );
    }
    if z.re == 1.0 && ay < SQRT_MIN {
        if ay == 0.0 {
            return C::new(f64::INFINITY, z.im);
        }
        return C::new(
            -log(libm::sqrt(ay) / libm::sqrt(hypot(ay, 2.0))),
            libm::copysign(atan2(2.0, -ay) / 2.0, z.im),
        );
    }
    C::new(
        log1p(4.0 * z.re / ((1.0 - z.re) * (1.0 - z.re) + ay * ay)) / 4.0,
        -atan2(-2.0 * z.im, (1.0 - z.re) * (1.0 + z.re) - ay * ay) / 2.0,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_roots_are_exact_where_cpythons_are() {
        assert_eq!(sqrt(C::new(-1.0, 0.0)), C::new(0.0, 1.0));
        assert_eq!(sqrt(C::new(-4.0, -0.0)), C::new(0.0, -2.0));
        assert_eq!(sqrt(C::new(3.0, 4.0)), C::new(2.0, 1.0));
    }

    #[test]
    fn logs_take_the_principal_branch() {
        let r = log_c(C::new(-1.0, 0.0));
        assert_eq!(r, C::new(0.0, core::f64::consts::PI));
        assert_eq!(atanh(C::new(1.0, 0.0)).re, f64::INFINITY);
    }
}
