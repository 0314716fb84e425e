//! A firmware-style Trellis host (see `Cargo.toml`). Everything it needs it
//! gets from static memory or from the driver through a C interface.
#![no_std]

extern crate alloc;

use alloc::boxed::Box;
use alloc::string::String;
use core::alloc::{GlobalAlloc, Layout};
use core::cell::UnsafeCell;
use core::panic::PanicInfo;

use trellis_core::bytecode::format;
use trellis_core::host::{CodeMemory, CodeMemoryError, CodeRegion};
use trellis_core::tier2::{Jit, JitConfig};
use trellis_core::{FixedFrameStack, Output, Value, Vm, VmConfig};
use trellis_x64::X64Backend;

// ------------------------------------------------------------ heap

const ARENA_BYTES: usize = 512 << 20;
/// Blocks are powers of two from 16 bytes (class 4) to the arena's size.
const CLASSES: usize = 30;
const MIN_CLASS: usize = 4;

/// A size-class allocator over a static arena (`.bss`, so untouched pages
/// cost nothing): each request is rounded up to a power of two; freed
/// blocks go on their class's free list and are reused; new blocks are
/// carved from the top. Reset at the start of each run.
struct Arena {
    bytes: UnsafeCell<[u8; ARENA_BYTES]>,
    state: spin::Mutex<ArenaState>,
}

struct ArenaState {
    /// Offset of the first never-used byte.
    top: usize,
    /// Most bytes in use at once (blocks handed out, at their class size).
    in_use: usize,
    peak: usize,
    /// Per class: offset of the first free block plus one, or 0. A free
    /// block's first word holds the next one.
    free: [usize; CLASSES],
}

// SAFETY: all bookkeeping is behind the mutex; blocks are disjoint.
unsafe impl Sync for Arena {}

fn class_of(layout: Layout) -> Option<usize> {
    let size = layout.size().max(layout.align()).max(1 << MIN_CLASS);
    let class = size.next_power_of_two().trailing_zeros() as usize;
    (class < CLASSES).then_some(class)
}

// SAFETY: every block lies inside the arena, is aligned to its own
// (power-of-two) size and so to anything the layout asks, and is handed
// out once until freed.
unsafe impl GlobalAlloc for Arena {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let Some(class) = class_of(layout) else {
            return core::ptr::null_mut();
        };
        let base = self.bytes.get() as *mut u8;
        let mut st = self.state.lock();
        let size = 1usize << class;
        let off = if st.free[class] != 0 {
            let off = st.free[class] - 1;
            // SAFETY: a free block of this class starts at `off` and holds
            // the next link in its first word.
            st.free[class] = unsafe { (base.add(off) as *const usize).read() };
            off
        } else {
            let off = st.top.next_multiple_of(size);
            match off.checked_add(size) {
                Some(end) if end <= ARENA_BYTES => st.top = end,
                _ => return core::ptr::null_mut(),
            }
            off
        };
        st.in_use += size;
        st.peak = st.peak.max(st.in_use);
        // SAFETY: off + size <= ARENA_BYTES.
        unsafe { base.add(off) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        let Some(class) = class_of(layout) else {
            return;
        };
        let base = self.bytes.get() as *mut u8;
        let off = ptr as usize - base as usize;
        let mut st = self.state.lock();
        // SAFETY: `ptr` is a live block of this class (GlobalAlloc's
        // contract), at least a word long.
        unsafe { (ptr as *mut usize).write(st.free[class]) };
        st.free[class] = off + 1;
        st.in_use -= 1 << class;
    }
}

impl Arena {
    fn reset(&self) {
        *self.state.lock() = ArenaState::EMPTY;
    }
}

impl ArenaState {
    const EMPTY: ArenaState = ArenaState {
        top: 0,
        in_use: 0,
        peak: 0,
        free: [0; CLASSES],
    };
}

#[global_allocator]
static ARENA: Arena = Arena {
    bytes: UnsafeCell::new([0; ARENA_BYTES]),
    state: spin::Mutex::new(ArenaState::EMPTY),
};

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
}

// ------------------------------------------------------------ code memory

const PAGE: usize = 4096;
const MAX_PAGES: usize = 1024;

/// Executable memory carved out of one fixed region in whole pages; the
/// driver's `protect` flips pages between read+write and read+execute.
struct RegionCode {
    base: *mut u8,
    pages: usize,
    /// For each page: the region it belongs to plus one, or 0 when free.
    owner: [u32; MAX_PAGES],
    /// For each region: (first page, page count).
    regions: alloc::vec::Vec<(usize, usize)>,
    protect: ProtectFn,
}

fn err(s: &str) -> CodeMemoryError {
    CodeMemoryError(String::from(s))
}

impl RegionCode {
    fn span(&self, r: CodeRegion) -> Result<(usize, usize), CodeMemoryError> {
        self.regions
            .get(r.0 as usize)
            .copied()
            .filter(|s| s.1 > 0)
            .ok_or_else(|| err("no such region"))
    }

    fn set(&self, first: usize, count: usize, exec: bool) -> Result<(), CodeMemoryError> {
        // SAFETY: first..first+count lies within the region the driver
        // handed over.
        let addr = unsafe { self.base.add(first * PAGE) };
        if (self.protect)(addr, count * PAGE, exec as i32) == 0 {
            Ok(())
        } else {
            Err(err("protect failed"))
        }
    }
}

impl CodeMemory for RegionCode {
    fn alloc(&mut self, len: usize) -> Result<CodeRegion, CodeMemoryError> {
        let need = len.max(1).div_ceil(PAGE);
        let mut run = 0;
        for p in 0..self.pages {
            run = if self.owner[p] == 0 { run + 1 } else { 0 };
            if run == need {
                let first = p + 1 - need;
                let id = self.regions.len();
                self.regions.push((first, need));
                for q in first..first + need {
                    self.owner[q] = id as u32 + 1;
                }
                self.set(first, need, false)?;
                return Ok(CodeRegion(id as u32));
            }
        }
        Err(err("code region full"))
    }

    fn address(&self, r: CodeRegion) -> usize {
        self.span(r)
            .map_or(0, |(first, _)| self.base as usize + first * PAGE)
    }

    fn write(&mut self, r: CodeRegion, offset: usize, bytes: &[u8]) -> Result<(), CodeMemoryError> {
        let (first, count) = self.span(r)?;
        let end = offset
            .checked_add(bytes.len())
            .filter(|e| *e <= count * PAGE)
            .ok_or_else(|| err("write past the region"))?;
        let sealed = self.owner[first] & (1 << 31) != 0;
        let (p0, p1) = (first + offset / PAGE, first + end.div_ceil(PAGE));
        if sealed {
            self.set(p0, p1 - p0, false)?;
        }
        // SAFETY: offset..end lies within the region, writable now.
        unsafe {
            core::ptr::copy_nonoverlapping(
                bytes.as_ptr(),
                self.base.add(first * PAGE + offset),
                bytes.len(),
            )
        };
        if sealed {
            self.set(p0, p1 - p0, true)?;
        }
        Ok(())
    }

    fn seal(&mut self, r: CodeRegion) -> Result<(), CodeMemoryError> {
        let (first, count) = self.span(r)?;
        self.set(first, count, true)?;
        self.owner[first] |= 1 << 31;
        Ok(())
    }

    fn free(&mut self, r: CodeRegion) {
        if let Ok((first, count)) = self.span(r) {
            let _ = self.set(first, count, false);
            for q in first..first + count {
                self.owner[q] = 0;
            }
            self.regions[r.0 as usize].1 = 0;
        }
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
/// code budget, entries into tier 2, code bytes emitted.
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
    ARENA.reset();
    trellis_core::number::set_platform_pow(platform_pow);
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
    numbers[0] = ARENA.state.lock().peak as u64;
    if !stats.is_null() {
        // SAFETY: the caller passed null or room for STATS numbers.
        unsafe { core::ptr::copy_nonoverlapping(numbers.as_ptr(), stats, STATS) };
    }
    status
}

/// How many numbers `trellis_fw_run` reports.
pub const STATS: usize = 5;

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
    let mem = RegionCode {
        base: code,
        pages: (code_len / PAGE).min(MAX_PAGES),
        owner: [0; MAX_PAGES],
        regions: alloc::vec::Vec::new(),
        protect,
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
        stats[1..].copy_from_slice(&[s.traces_compiled, s.flushes, s.tier2_entries, s.code_bytes]);
    }
    match result {
        Ok(()) => 0,
        Err(e) => match vm.exit_request(&e) {
            // An uncaught `SystemExit`: its status, and its text if any.
            Some((code, text)) => {
                if let Some(mut t) = text {
                    t.push('\n');
                    write(2, t.as_ptr(), t.len());
                }
                code & 0xff
            }
            None => {
                let text = e.render(&filename, |_| None);
                write(2, text.as_ptr(), text.len());
                1
            }
        },
    }
}
