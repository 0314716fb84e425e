//! A size-class allocator over one block of memory.
//!
//! Each request is rounded up to a power of two; freed blocks go on their
//! class's free list and are reused; new blocks are carved from the top.
//! Nothing is ever returned to a system, so untouched memory stays
//! untouched (a `.bss` arena costs nothing until used).
//!
//! When the never-used part is gone, a request splits the smallest larger
//! free block. The last [`reserve_of`] bytes are headroom (the core's
//! `heap::headroom` protocol): the first request that brings the bytes in
//! use past them is served and signals the core, which collects and, if
//! that frees nothing, raises `MemoryError`; after a collection that
//! brought use a headroom's worth under the line, it is restored. Running
//! out altogether is a null return, which the core turns into
//! `MemoryError` where it asked with `try_reserve`.

use core::alloc::{GlobalAlloc, Layout};

use trellis_core::heap::headroom;

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
    /// Bytes below which use stays without a signal, and whether a request
    /// crossed it since the headroom was last restored.
    soft: usize,
    spent: bool,
}

/// Headroom of an arena of `len` bytes: room to unwind and print a
/// traceback after the guest ran out.
pub fn reserve_of(len: usize) -> usize {
    (len / 32).clamp(64 << 10, 4 << 20).min(len / 4)
}

impl State {
    /// Signals the core when a request of `size` bytes crosses the
    /// headroom line; restores the headroom once the core has collected and
    /// use is a headroom's worth under the line again.
    fn watch_headroom(&mut self, size: usize) {
        if !self.spent {
            if self.in_use + size > self.soft {
                self.spent = true;
                headroom::signal_exhausted();
            }
        } else if headroom::take_rearm_turn() && self.in_use + reserve_of(self.len) <= self.soft {
            self.spent = false;
            headroom::signal_rearmed();
        }
    }

    /// A free block of `class`, off its list.
    fn pop(&mut self, class: usize) -> Option<usize> {
        let off = self.free[class].checked_sub(1)?;
        // SAFETY: a free block of this class starts at `off` (inside the
        // arena) and holds the next link in its first word.
        self.free[class] = unsafe { ((self.base + off) as *const usize).read() };
        Some(off)
    }

    /// Puts the block at `off` on `class`'s free list.
    fn push(&mut self, class: usize, off: usize) {
        // SAFETY: the block at `off` is inside the arena, of this class (at
        // least a word long) and no longer handed out.
        unsafe { ((self.base + off) as *mut usize).write(self.free[class]) };
        self.free[class] = off + 1;
    }

    /// A new block of `size` bytes from the never-used part.
    fn carve(&mut self, size: usize) -> Option<usize> {
        // Align the address, not the offset: the base may be aligned less
        // than a large class.
        let off = (self.base + self.top).next_multiple_of(size) - self.base;
        let end = off.checked_add(size).filter(|end| *end <= self.len)?;
        self.top = end;
        Some(off)
    }

    /// A block of `class` halved out of the smallest larger free block,
    /// the other halves going on their lists: once the arena is all
    /// carved, memory freed in large blocks (an old object table) still
    /// serves small requests, so bytes in use say how full it is.
    fn split(&mut self, class: usize) -> Option<usize> {
        let mut c = (class + 1..CLASSES).find(|c| self.free[*c] != 0)?;
        let off = self.pop(c)?;
        while c > class {
            c -= 1;
            self.push(c, off + (1 << c));
        }
        Some(off)
    }
}

impl State {
    const EMPTY: State = State {
        base: 0,
        len: 0,
        top: 0,
        in_use: 0,
        peak: 0,
        free: [0; CLASSES],
        soft: 0,
        spent: false,
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
            soft: len - reserve_of(len),
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
        let Some(off) = st
            .pop(class)
            .or_else(|| st.carve(size))
            .or_else(|| st.split(class))
        else {
            return core::ptr::null_mut();
        };
        st.watch_headroom(size);
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
        st.push(class, off);
        st.in_use -= 1 << class;
    }
}
