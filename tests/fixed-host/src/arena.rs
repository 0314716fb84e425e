//! A size-class allocator over one block of memory.
//!
//! Each request is rounded up to a power of two; freed blocks go on their
//! class's free list and are reused; new blocks are carved from the top.
//! Nothing is ever returned to a system, so untouched memory stays
//! untouched (a `.bss` arena costs nothing until used). Running out is a
//! null return, which the core turns into `MemoryError` where the guest
//! caused the allocation.

use core::alloc::{GlobalAlloc, Layout};

/// Blocks are powers of two from 16 bytes (class 4) up to 2^(CLASSES-1).
const CLASSES: usize = 40;
const MIN_CLASS: usize = 4;

pub struct Arena {
    state: spin::Mutex<State>,
}

struct State {
    base: usize,
    len: usize,
    /// Offset of the first never-used byte.
    top: usize,
    /// Bytes handed out (at their class size) now, and at most at once.
    in_use: usize,
    peak: usize,
    /// Per class: offset of the first free block plus one, or 0. A free
    /// block's first word holds the next one.
    free: [usize; CLASSES],
}

impl State {
    const EMPTY: State = State {
        base: 0,
        len: 0,
        top: 0,
        in_use: 0,
        peak: 0,
        free: [0; CLASSES],
    };
}

fn class_of(layout: Layout) -> Option<usize> {
    let size = layout.size().max(layout.align()).max(1 << MIN_CLASS);
    let class = size.checked_next_power_of_two()?.trailing_zeros() as usize;
    (class < CLASSES).then_some(class)
}

impl Arena {
    /// An arena with no memory yet: every allocation fails until
    /// [`Arena::reset`] hands it some.
    pub const fn new() -> Arena {
        Arena {
            state: spin::Mutex::new(State::EMPTY),
        }
    }

    /// Makes `len` bytes from `base` the arena's whole memory, forgetting
    /// every block handed out before.
    ///
    /// # Safety
    /// The memory must be valid for reads and writes, used by nothing else
    /// for as long as the arena hands it out, and no block from before the
    /// reset may still be in use.
    pub unsafe fn reset(&self, base: *mut u8, len: usize) {
        *self.state.lock() = State {
            base: base as usize,
            len,
            ..State::EMPTY
        };
    }

    /// Most bytes in use at once since the last reset (blocks at their
    /// class size).
    pub fn peak(&self) -> usize {
        self.state.lock().peak
    }

    /// Bytes of the arena's memory.
    pub fn capacity(&self) -> usize {
        self.state.lock().len
    }
}

impl Default for Arena {
    fn default() -> Self {
        Arena::new()
    }
}

// SAFETY: every block lies inside the memory given to `reset`, is aligned
// to its own (power-of-two) size and so to anything the layout asks (the
// base is at least 4 KiB-aligned, see `reset`'s callers), and is handed out
// once until freed. All bookkeeping is behind the mutex.
unsafe impl GlobalAlloc for Arena {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let Some(class) = class_of(layout) else {
            return core::ptr::null_mut();
        };
        let mut st = self.state.lock();
        let size = 1usize << class;
        let off = if st.free[class] != 0 {
            let off = st.free[class] - 1;
            // SAFETY: a free block of this class starts at `off` and holds
            // the next link in its first word.
            st.free[class] = unsafe { ((st.base + off) as *const usize).read() };
            off
        } else {
            // Align the address, not the offset: the base may be aligned
            // less than a large class.
            let addr = (st.base + st.top).next_multiple_of(size);
            let off = addr - st.base;
            match off.checked_add(size) {
                Some(end) if end <= st.len => st.top = end,
                _ => return core::ptr::null_mut(),
            }
            off
        };
        st.in_use += size;
        st.peak = st.peak.max(st.in_use);
        (st.base + off) as *mut u8
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        let Some(class) = class_of(layout) else {
            return;
        };
        let mut st = self.state.lock();
        let off = ptr as usize - st.base;
        // SAFETY: `ptr` is a live block of this class (GlobalAlloc's
        // contract), at least a word long.
        unsafe { (ptr as *mut usize).write(st.free[class]) };
        st.free[class] = off + 1;
        st.in_use -= 1 << class;
    }
}
