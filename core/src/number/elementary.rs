//! The elementary functions of floats, from the host's C library when it
//! installed one ([`crate::host::Libm`], as CPython calls the platform's
//! `libm`, so results match CPython's to the last bit there), else from
//! the portable `libm` crate. `math`, `cmath` and `complex` arithmetic
//! all call these; nothing here raises: domain and range errors are the
//! callers'.

/// The C library's version of a function, or the portable one.
fn lib() -> Option<&'static crate::host::Libm> {
    crate::host::platform().libm
}

macro_rules! libm_fn {
    ($name:ident, $portable:path) => {
        pub fn $name(x: f64) -> f64 {
            match lib() {
                Some(l) => (l.$name)(x),
                None => $portable(x),
            }
        }
    };
}

libm_fn!(exp, libm::exp);
libm_fn!(exp2, libm::exp2);
libm_fn!(expm1, libm::expm1);
libm_fn!(log, libm::log);
libm_fn!(log2, libm::log2);
libm_fn!(log10, libm::log10);
libm_fn!(log1p, libm::log1p);
libm_fn!(sin, libm::sin);
libm_fn!(cos, libm::cos);
libm_fn!(tan, libm::tan);
libm_fn!(asin, libm::asin);
libm_fn!(acos, libm::acos);
libm_fn!(atan, libm::atan);
libm_fn!(sinh, libm::sinh);
libm_fn!(cosh, libm::cosh);
libm_fn!(tanh, libm::tanh);
libm_fn!(asinh, libm::asinh);
libm_fn!(acosh, libm::acosh);
libm_fn!(atanh, libm::atanh);
libm_fn!(erf, libm::erf);
libm_fn!(erfc, libm::erfc);
libm_fn!(cbrt, libm::cbrt);

fn atan2_lib(y: f64, x: f64) -> f64 {
    match lib() {
        Some(l) => (l.atan2)(y, x),
        None => libm::atan2(y, x),
    }
}

pub fn fmod(x: f64, y: f64) -> f64 {
    match lib() {
        Some(l) => (l.fmod)(x, y),
        None => libm::fmod(x, y),
    }
}

pub fn hypot(x: f64, y: f64) -> f64 {
    match lib() {
        Some(l) => (l.hypot)(x, y),
        None => libm::hypot(x, y),
    }
}

/// CPython's `m_atan2`: C99's special values, then the C library.
pub fn atan2(y: f64, x: f64) -> f64 {
    use core::f64::consts::PI;
    if x.is_nan() || y.is_nan() {
        return f64::NAN;
    }
    if y.is_infinite() {
        if x.is_infinite() {
            let q = if x.is_sign_positive() { 0.25 } else { 0.75 };
            return libm::copysign(q * PI, y);
        }
        return libm::copysign(0.5 * PI, y);
    }
    if x.is_infinite() || y == 0.0 {
        return if x.is_sign_positive() {
            libm::copysign(0.0, y)
        } else {
            libm::copysign(PI, y)
        };
    }
    atan2_lib(y, x)
}
