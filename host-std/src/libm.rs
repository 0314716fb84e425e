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
/// The C library's `cbrt`. A plain declaration would bind to the `cbrt`
/// Rust's own runtime links in (and `f64::cbrt` calls), whose last bit
/// differs from glibc's; the C library's is found by name at run time.
fn c_cbrt(x: f64) -> f64 {
    type Cbrt = extern "C" fn(f64) -> f64;
    static CBRT: std::sync::OnceLock<Option<Cbrt>> = std::sync::OnceLock::new();
    let f = CBRT.get_or_init(|| {
        // SAFETY: `dlsym` is given a NUL-terminated name; the executable's
        // own `cbrt` is local, so a non-null result is the C library's
        // `double cbrt(double)`, which the pointer type states.
        unsafe {
            let p = libc::dlsym(libc::RTLD_DEFAULT, c"cbrt".as_ptr());
            (!p.is_null()).then(|| std::mem::transmute::<*mut libc::c_void, Cbrt>(p))
        }
    });
    match f {
        Some(f) => f(x),
        None => x.cbrt(),
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
