//! A firmware-style Trellis host (see `Cargo.toml`). Everything it needs it
//! gets from static memory or from the driver through a C interface.
#![no_std]

extern crate alloc;

use alloc::boxed::Box;
use core::cell::UnsafeCell;
use core::panic::PanicInfo;

use trellis_core::bytecode::format;
use trellis_core::tier2::{Jit, JitConfig};
use trellis_core::{FixedFrameStack, Output, Value, Vm, VmConfig};
use trellis_fixed_host::{Arena, RegionCode};
use trellis_x64::X64Backend;

// ------------------------------------------------------------ heap

const ARENA_BYTES: usize = 512 << 20;

/// The arena's memory: `.bss`, so untouched pages cost nothing.
#[repr(C, align(4096))]
struct ArenaBytes(UnsafeCell<[u8; ARENA_BYTES]>);

// SAFETY: only the arena touches these bytes, under its own lock.
unsafe impl Sync for ArenaBytes {}

static ARENA_BYTES_STORE: ArenaBytes = ArenaBytes(UnsafeCell::new([0; ARENA_BYTES]));

#[global_allocator]
static ARENA: Arena = Arena::new();

unsafe extern "C" {
    /// Provided by the driver: report a fatal error and stop.
    fn trellis_fw_halt(msg: *const u8, len: usize) -> !;
    /// The platform C library's `pow`, whose rounding CPython's output
    /// shows (see `trellis_core::number::set_platform_pow`).
    fn pow(x: f64, y: f64) -> f64;
}

fn platform_pow(x: f64, y: f64) -> f64 {
    // SAFETY: `pow` is a pure function of two doubles.
    unsafe { pow(x, y) }
}

/// The C library's math functions `math` calls, as CPython does on the
/// platform (each a pure function of doubles).
macro_rules! c_libm {
    ($($name:ident($($arg:ident),+)),* $(,)?) => {
        mod c {
            unsafe extern "C" {
                $( pub fn $name($($arg: f64),+) -> f64; )*
            }
        }
        $(
            fn $name($($arg: f64),+) -> f64 {
                // SAFETY: a C99 <math.h> function of doubles by value; it
                // touches no memory and is defined for every input.
                unsafe { c::$name($($arg),+) }
            }
        )*
        static LIBM: trellis_core::host::Libm = trellis_core::host::Libm {
            $( $name, )*
            cbrt: fw_cbrt,
        };
    };
}

c_libm! {
    exp(x), exp2(x), expm1(x), log(x), log2(x), log10(x), log1p(x),
    sin(x), cos(x), tan(x), asin(x), acos(x), atan(x), sinh(x), cosh(x),
    tanh(x), asinh(x), acosh(x), atanh(x), erf(x), erfc(x),
    atan2(y, x), fmod(x, y), hypot(x, y),
}

unsafe extern "C" {
    /// The driver's C library `cbrt` under a name of its own (Rust's
    /// runtime in this staticlib carries a `cbrt` that would shadow it).
    fn trellis_fw_cbrt(x: f64) -> f64;
    /// The driver's clocks (0: wall, 1: monotonic, 2: process CPU time),
    /// in nanoseconds, and its sleep.
    fn trellis_fw_clock_ns(which: i32) -> u64;
    fn trellis_fw_sleep_ns(ns: u64);
}

fn fw_cbrt(x: f64) -> f64 {
    // SAFETY: a pure function of a double, defined for every input.
    unsafe { trellis_fw_cbrt(x) }
}
fn wall_ns() -> u64 {
    // SAFETY: reads a clock; no memory is passed.
    unsafe { trellis_fw_clock_ns(0) }
}
fn monotonic_ns() -> u64 {
    // SAFETY: as above.
    unsafe { trellis_fw_clock_ns(1) }
}
fn cpu_ns() -> u64 {
    // SAFETY: as above.
    unsafe { trellis_fw_clock_ns(2) }
}
fn sleep_ns(ns: u64) {
    // SAFETY: sleeps; no memory is passed.
    unsafe { trellis_fw_sleep_ns(ns) }
}

/// Up to 256 bytes of a panic message (the heap may be what failed).
struct PanicText {
    buf: [u8; 256],
    len: usize,
}

impl core::fmt::Write for PanicText {
    fn write_str(&mut self, s: &str) -> core::fmt::Result {
        let n = s.len().min(self.buf.len() - self.len);
        self.buf[self.len..self.len + n].copy_from_slice(&s.as_bytes()[..n]);
        self.len += n;
        Ok(())
    }
}

#[panic_handler]
fn panic(info: &PanicInfo) -> ! {
    let mut text = PanicText {
        buf: [0; 256],
        len: 0,
    };
    let _ = core::fmt::write(&mut text, format_args!("{info}"));
    // SAFETY: the driver provides `trellis_fw_halt`; the buffer is valid.
    unsafe { trellis_fw_halt(text.buf.as_ptr(), text.len) }
}

/// The precompiled `alloc` refers to the unwinding personality routine even
/// though this crate aborts on panic; nothing ever calls it.
#[unsafe(no_mangle)]
pub extern "C" fn rust_eh_personality() {}

// ------------------------------------------------------------ the driver's side

/// `write(stream, bytes, len)`: stream 1 is program output, 2 the
/// traceback.
type WriteFn = extern "C" fn(i32, *const u8, usize);
/// `protect(addr, len, executable)`: make pages read+write, or read+execute.
type ProtectFn = extern "C" fn(*mut u8, usize, i32) -> i32;

struct CallbackOut(WriteFn);

impl Output for CallbackOut {
    fn write_str(&mut self, s: &str) -> Result<(), trellis_core::OutputError> {
        (self.0)(1, s.as_ptr(), s.len());
        Ok(())
    }

    fn write_err(&mut self, s: &str) -> Result<(), trellis_core::OutputError> {
        (self.0)(2, s.as_ptr(), s.len());
        Ok(())
    }
}

// ------------------------------------------------------------ running

/// Slots of the fixed frame stack (16 bytes each).
static mut FRAME_SLOTS: [Value; 1 << 15] = [Value::Undef; 1 << 15];

/// Runs a `.tbc` program with tier 2 on the x86-64 backend.
///
/// `code`/`code_len` is the code region (page-aligned, not executable);
/// `frame_slots` how many frame-stack slots to use (at most 32768);
/// `code_budget` the JIT's code budget in bytes. Returns 0 on success, 1
/// for a guest error (its traceback written to stream 2), 2 for a module
/// that does not load. `stats` (null, or room for [`STATS`] numbers)
/// receives, in order: most heap bytes in use at once, traces compiled, flushes of the
/// code budget, entries into tier 2, code bytes emitted, trees evicted.
///
/// # Safety
/// `tbc` must point to `tbc_len` bytes; `code` to `code_len` bytes the
/// caller owns; the callbacks must be valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn trellis_fw_run(
    tbc: *const u8,
    tbc_len: usize,
    code: *mut u8,
    code_len: usize,
    frame_slots: usize,
    code_budget: usize,
    write: WriteFn,
    protect: ProtectFn,
    stats: *mut u64,
) -> i32 {
    // SAFETY: runs are not concurrent and nothing from a previous run is
    // alive: the arena's memory is the arena's alone again.
    unsafe { ARENA.reset(ARENA_BYTES_STORE.0.get() as *mut u8, ARENA_BYTES) };
    trellis_core::number::set_platform_pow(platform_pow);
    trellis_core::host::set_platform(trellis_core::host::Platform {
        libm: Some(&LIBM),
        wall_clock_ns: Some(wall_ns),
        monotonic_ns: Some(monotonic_ns),
        process_time_ns: Some(cpu_ns),
        sleep_ns: Some(sleep_ns),
        entropy: None,
        files: None,
    });
    // SAFETY: the caller guarantees the input range.
    let input = unsafe { core::slice::from_raw_parts(tbc, tbc_len) };
    let mut numbers = [0u64; STATS];
    let status = run(
        input,
        code,
        code_len,
        frame_slots,
        code_budget,
        write,
        protect,
        &mut numbers,
    );
    numbers[0] = ARENA.peak() as u64;
    if !stats.is_null() {
        // SAFETY: the caller passed null or room for STATS numbers.
        unsafe { core::ptr::copy_nonoverlapping(numbers.as_ptr(), stats, STATS) };
    }
    status
}

/// How many numbers `trellis_fw_run` reports.
pub const STATS: usize = 6;

#[allow(clippy::too_many_arguments)]
fn run(
    input: &[u8],
    code: *mut u8,
    code_len: usize,
    frame_slots: usize,
    code_budget: usize,
    write: WriteFn,
    protect: ProtectFn,
    stats: &mut [u64; STATS],
) -> i32 {
    let Ok(module) = format::load(input) else {
        return 2;
    };
    let filename = module.filename.clone();
    // SAFETY: runs are not concurrent (the driver is single-threaded), so
    // this is the only reference to the frame slots.
    let slots: &'static mut [Value] = unsafe { &mut *core::ptr::addr_of_mut!(FRAME_SLOTS) };
    let n = frame_slots.min(slots.len());
    let stack = FixedFrameStack::new(&mut slots[..n]);
    let Ok(mut vm) = Vm::new(module, stack, CallbackOut(write), VmConfig::default()) else {
        return 2;
    };
    // SAFETY: the driver hands over `code_len` page-aligned bytes for the
    // run, made writable or executable by its `protect`.
    let mem = unsafe {
        RegionCode::new(
            code,
            code_len,
            Box::new(move |addr, len, exec| protect(addr as *mut u8, len, exec as i32) == 0),
        )
    };
    let config = JitConfig {
        hot_loop: 2,
        hot_exit: 2,
        code_budget,
        ..JitConfig::default()
    };
    vm.enable_jit(Jit::new(
        Box::new(X64Backend::new(Box::new(mem))),
        config,
        None,
    ));
    let result = vm.run();
    if let Some(jit) = vm.jit() {
        let s = jit.stats();
        stats[1..].copy_from_slice(&[
            s.traces_compiled,
            s.flushes,
            s.tier2_entries,
            s.code_bytes,
            s.evictions,
        ]);
    }
    let (status, text) = trellis_fixed_host::outcome(&vm, result, &filename);
    if let Some(t) = text {
        write(2, t.as_ptr(), t.len());
    }
    status as i32
}
