//! The std host's global allocator: the system allocator plus a reserve,
//! so that running out of memory on a small request the core makes
//! infallibly becomes `MemoryError` instead of an abort (the protocol is
//! `trellis_core::heap::headroom`'s).
//!
//! The reserve is one untouched block (address space, not resident
//! memory). When the system refuses a request of at most half its size,
//! the reserve is freed, the request retried, and the core told; after each collection the next
//! allocation or free takes it back if it can.

use std::alloc::{GlobalAlloc, Layout, System};
use std::ptr::null_mut;
use std::sync::atomic::{AtomicPtr, Ordering};

use trellis_core::heap::headroom;

/// Room to print a traceback and unwind after the guest exhausted memory.
const RESERVE: usize = 16 << 20;
const RESERVE_ALIGN: usize = 4096;

pub struct Headroom {
    reserve: AtomicPtr<u8>,
}

impl Headroom {
    pub const fn new() -> Headroom {
        Headroom {
            reserve: AtomicPtr::new(null_mut()),
        }
    }

    fn reserve_layout() -> Layout {
        // Both are constants a `Layout` accepts.
        Layout::from_size_align(RESERVE, RESERVE_ALIGN).unwrap_or(Layout::new::<u8>())
    }

    /// Retries `again` after giving the reserve back to the system, if the
    /// request is small enough for that to help and the reserve is held.
    fn retry_with_reserve(&self, size: usize, again: impl FnOnce() -> *mut u8) -> *mut u8 {
        if size > RESERVE / 2 {
            return null_mut();
        }
        let held = self.reserve.swap(null_mut(), Ordering::AcqRel);
        if held.is_null() {
            return null_mut();
        }
        // SAFETY: `held` came from `System.alloc` with the reserve's layout
        // and was owned by nothing else (the swap took it).
        unsafe { System.dealloc(held, Self::reserve_layout()) };
        headroom::signal_exhausted();
        again()
    }

    /// Takes the reserve (back) if it is not held, once after each
    /// collection (the core says when).
    fn rearm(&self) {
        if !headroom::take_rearm_turn() {
            return;
        }
        if !self.reserve.load(Ordering::Relaxed).is_null() {
            headroom::signal_rearmed();
            return;
        }
        // SAFETY: the layout is non-zero in size.
        let block = unsafe { System.alloc(Self::reserve_layout()) };
        if block.is_null() {
            return;
        }
        if self
            .reserve
            .compare_exchange(null_mut(), block, Ordering::AcqRel, Ordering::Relaxed)
            .is_err()
        {
            // SAFETY: `block` was just allocated with this layout and
            // published nowhere.
            unsafe { System.dealloc(block, Self::reserve_layout()) };
        }
        headroom::signal_rearmed();
    }
}

impl Default for Headroom {
    fn default() -> Self {
        Headroom::new()
    }
}

// SAFETY: every block comes from `System` with the caller's layout and goes
// back to it with the same layout; the reserve is a block of its own that
// only the atomic swap hands over.
unsafe impl GlobalAlloc for Headroom {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: forwarded under the caller's contract.
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            self.rearm();
            return p;
        }
        // SAFETY: as above.
        self.retry_with_reserve(layout.size(), || unsafe { System.alloc(layout) })
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: forwarded under the caller's contract.
        let p = unsafe { System.alloc_zeroed(layout) };
        if !p.is_null() {
            return p;
        }
        // SAFETY: as above.
        self.retry_with_reserve(layout.size(), || unsafe { System.alloc_zeroed(layout) })
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: forwarded under the caller's contract; a failed realloc
        // leaves `ptr` as it was, so it may be retried.
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            return p;
        }
        // SAFETY: as above.
        self.retry_with_reserve(new_size, || unsafe {
            System.realloc(ptr, layout, new_size)
        })
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: forwarded under the caller's contract.
        unsafe { System.dealloc(ptr, layout) };
        self.rearm();
    }
}
