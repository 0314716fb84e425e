//! A minimal firmware-style embedding of trellis-core: a static byte arena
//! as the heap, a static frame stack, output into a caller's buffer.
#![no_std]

extern crate alloc;

use core::alloc::{GlobalAlloc, Layout};
use core::cell::UnsafeCell;
use core::panic::PanicInfo;
use core::sync::atomic::{AtomicUsize, Ordering};

use trellis_core::bytecode::format;
use trellis_core::{FixedFrameStack, Output, Value, Vm, VmConfig};

const ARENA_BYTES: usize = 8 << 20;

/// A bump allocator over a static arena; memory is never reused.
struct Arena {
    bytes: UnsafeCell<[u8; ARENA_BYTES]>,
    next: AtomicUsize,
}

// SAFETY: `next` is advanced atomically, so concurrent callers get disjoint
// ranges of `bytes`.
unsafe impl Sync for Arena {}

// SAFETY: every returned block lies inside the arena, is aligned as asked,
// and is handed out once.
unsafe impl GlobalAlloc for Arena {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let base = self.bytes.get() as usize;
        let mut cur = self.next.load(Ordering::Relaxed);
        loop {
            let start = (base + cur).next_multiple_of(layout.align()) - base;
            let end = match start.checked_add(layout.size()) {
                Some(e) if e <= ARENA_BYTES => e,
                _ => return core::ptr::null_mut(),
            };
            match self.next.compare_exchange(cur, end, Ordering::Relaxed, Ordering::Relaxed) {
                Ok(_) => return (base + start) as *mut u8,
                Err(now) => cur = now,
            }
        }
    }
    unsafe fn dealloc(&self, _ptr: *mut u8, _layout: Layout) {}
}

#[global_allocator]
static ARENA: Arena = Arena {
    bytes: UnsafeCell::new([0; ARENA_BYTES]),
    next: AtomicUsize::new(0),
};

#[panic_handler]
fn panic(_: &PanicInfo) -> ! {
    loop {}
}

/// The precompiled `alloc` refers to the unwinding personality routine even
/// though this crate aborts on panic; nothing ever calls it.
#[unsafe(no_mangle)]
pub extern "C" fn rust_eh_personality() {}

/// Output into a fixed buffer, truncating when full.
struct BufOut<'a> {
    buf: &'a mut [u8],
    len: usize,
}

impl Output for BufOut<'_> {
    fn write_str(&mut self, s: &str) -> Result<(), trellis_core::OutputError> {
        for &b in s.as_bytes() {
            if self.len < self.buf.len() {
                self.buf[self.len] = b;
                self.len += 1;
            }
        }
        Ok(())
    }
}

/// Loads `.tbc` bytes and runs them, writing program output to `out`.
/// Returns the output length, -1 for a load error, -2 for a guest error.
///
/// # Safety
/// `tbc` must point to `tbc_len` readable bytes and `out` to `out_len`
/// writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn trellis_embed_run(tbc: *const u8, tbc_len: usize, out: *mut u8, out_len: usize) -> isize {
    // SAFETY: the caller guarantees both ranges.
    let (input, output) = unsafe {
        (
            core::slice::from_raw_parts(tbc, tbc_len),
            core::slice::from_raw_parts_mut(out, out_len),
        )
    };
    let Ok(module) = format::load(input) else {
        return -1;
    };
    let stack = FixedFrameStack::new(alloc::vec![Value::Undef; 1 << 14].into_boxed_slice());
    let sink = BufOut { buf: output, len: 0 };
    let Ok(mut vm) = Vm::new(module, stack, sink, VmConfig::default()) else {
        return -1;
    };
    let ok = vm.run().is_ok();
    let n = vm.into_output().len as isize;
    if ok { n } else { -2 }
}
