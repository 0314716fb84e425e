//! The C library's math functions, for `math` (CPython calls the same
//! ones, so results match CPython's on this platform to the last bit).
//!
//! Most come through Rust's `f64` methods, which call the C library
//! themselves. Six do not (Rust computes `asinh`, `acosh` and `atanh` in
//! Rust, its `cbrt` is not the C library's, and it has no stable
//! `erf`/`erfc`); they are called from the C library directly, the only
//! foreign calls of the std host besides memory mapping. Each is a
//! pure function of one `f64` returning an `f64`: no pointers, no state.

use trellis_core::host::Libm;

unsafe extern "C" {
    // SAFETY (for every call below): these C99 functions take and return
    // a double by value, touch no memory the caller passes, and are
    // defined for every input (NaNs and infinities included); the
    // declarations match their C prototypes in <math.h>.
    fn asinh(x: f64) -> f64;
    fn acosh(x: f64) -> f64;
    fn atanh(x: f64) -> f64;
    fn erf(x: f64) -> f64;
    fn erfc(x: f64) -> f64;
}

fn c_asinh(x: f64) -> f64 {
    // SAFETY: see the declaration.
    unsafe { asinh(x) }
}
fn c_acosh(x: f64) -> f64 {
    // SAFETY: see the declaration.
    unsafe { acosh(x) }
}
fn c_atanh(x: f64) -> f64 {
    // SAFETY: see the declaration.
    unsafe { atanh(x) }
}
fn c_erf(x: f64) -> f64 {
    // SAFETY: see the declaration.
    unsafe { erf(x) }
}
fn c_erfc(x: f64) -> f64 {
    // SAFETY: see the declaration.
    unsafe { erfc(x) }
}
/// The C library's function `name` (a NUL-terminated name of a
/// `double f(double[, double])`), found at run time: a plain declaration
/// would bind to the copy Rust's own runtime links in (`cbrt`, `hypot`),
/// whose last bit differs from glibc's. `None` without a C library.
fn c_function<F: Copy>(
    cell: &'static std::sync::OnceLock<Option<F>>,
    name: &std::ffi::CStr,
) -> Option<F> {
    *cell.get_or_init(|| {
        assert_eq!(
            std::mem::size_of::<F>(),
            std::mem::size_of::<*mut libc::c_void>()
        );
        // SAFETY: `dlsym` is given a NUL-terminated name; the executable's
        // own copies are local, so a non-null result is the C library's
        // function, whose C prototype the caller's pointer type `F` states.
        unsafe {
            let p = libc::dlsym(libc::RTLD_DEFAULT, name.as_ptr());
            (!p.is_null()).then(|| std::mem::transmute_copy::<*mut libc::c_void, F>(&p))
        }
    })
}

fn c_cbrt(x: f64) -> f64 {
    type Cbrt = extern "C" fn(f64) -> f64;
    static CBRT: std::sync::OnceLock<Option<Cbrt>> = std::sync::OnceLock::new();
    match c_function(&CBRT, c"cbrt") {
        Some(f) => f(x),
        None => x.cbrt(),
    }
}

fn c_hypot(x: f64, y: f64) -> f64 {
    type Hypot = extern "C" fn(f64, f64) -> f64;
    static HYPOT: std::sync::OnceLock<Option<Hypot>> = std::sync::OnceLock::new();
    match c_function(&HYPOT, c"hypot") {
        Some(f) => f(x, y),
        None => x.hypot(y),
    }
}

pub static LIBM: Libm = Libm {
    exp: f64::exp,
    exp2: f64::exp2,
    expm1: f64::exp_m1,
    log: f64::ln,
    log2: f64::log2,
    log10: f64::log10,
    log1p: f64::ln_1p,
    sin: f64::sin,
    cos: f64::cos,
    tan: f64::tan,
    asin: f64::asin,
    acos: f64::acos,
    atan: f64::atan,
    sinh: f64::sinh,
    cosh: f64::cosh,
    tanh: f64::tanh,
    asinh: c_asinh,
    acosh: c_acosh,
    atanh: c_atanh,
    erf: c_erf,
    erfc: c_erfc,
    cbrt: c_cbrt,
    atan2: f64::atan2,
    fmod: |x, y| x % y,
    hypot: c_hypot,
};

/// CPU time of the process, read from `/proc/self/stat` (user + system
/// clock ticks; Linux's tick is 100 Hz); falls back to the monotonic clock.
pub fn process_time_ns() -> u64 {
    let ticks = std::fs::read_to_string("/proc/self/stat")
        .ok()
        .and_then(|s| {
            // Fields after the command name (which may hold spaces).
            let rest = &s[s.rfind(')')? + 2..];
            let f: Vec<&str> = rest.split_whitespace().collect();
            Some(f.get(11)?.parse::<u64>().ok()? + f.get(12)?.parse::<u64>().ok()?)
        });
    match ticks {
        Some(t) => t * 10_000_000,
        None => super::host::now_ns(),
    }
}
