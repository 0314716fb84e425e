//! Where machine code meets the core, for every machine-code backend.
//!
//! - [`helpers`]: the runtime functions generated code calls (C ABI of the
//!   host), through addresses in the [`JitContext`].
//! - [`context`]: the context a run starts with, filled from the core's
//!   [`ExecState`].
//! - [`Entry`]: entering code natively or under an emulator.
//! - [`CodeTable`]: compiled traces by handle.
//!
//! The backends own code generation and code memory; this module owns the
//! one place machine code's raw pointers are turned back into the core's
//! safe state. An emulator host calls the same helpers when emulated code
//! reaches their addresses. The crate denies `unsafe` everywhere else:
//! [`helpers`] and [`entry`] are its only `unsafe` code, and this file is
//! safe.

pub mod entry;
pub mod helpers;

pub use entry::{Entry, NativeEntry};

use crate::heap::Heap;
use crate::tier2::context::{JitContext, POLL_INTERVAL};
use crate::tier2::{CodeHandle, ExecState};

/// The context for running a trace against `st`. It points into `st`
/// (slots, validity flags, the state itself), so it must not outlive the
/// run.
pub fn context(st: &mut ExecState<'_>) -> JitContext {
    let quantum = poll_quantum(st);
    JitContext {
        slots: st.slots.as_mut_ptr(),
        slots_len: st.slots.len() as u64,
        valid: st.valid.as_ptr(),
        frame_count: st.frame_count as u64,
        recursion_limit: st.recursion_limit as u64,
        poll_countdown: quantum,
        poll_quantum: quantum,
        state: st as *mut ExecState<'_> as *mut core::ffi::c_void,
        helper_uop: helpers::helper_uop as *const () as usize,
        helper_poll: helpers::helper_poll as *const () as usize,
        helper_list_get: helpers::helper_list_get as *const () as usize,
        helper_list_set: helpers::helper_list_set as *const () as usize,
        helper_slot_add: helpers::helper_slot_add as *const () as usize,
        helper_new_instance: helpers::helper_new_instance as *const () as usize,
        heap_objects: st.heap.objects_addr_ptr(),
        globals: st.globals.as_mut_ptr(),
        watched: st.watched.as_ptr(),
        helper_value_op: helpers::helper_value_op as *const () as usize,
        helper_list_append: helpers::helper_list_append as *const () as usize,
        helper_enumerate_next: helpers::helper_enumerate_next as *const () as usize,
        heap_dirty: st.heap.dirty_addr_ptr(),
        char_strs: st.heap.char_strs_addr(),
    }
}

/// Steps machine code may take before it must poll: [`POLL_INTERVAL`], or
/// what is left of the budget if that is less.
pub(crate) fn poll_quantum(st: &ExecState<'_>) -> u64 {
    POLL_INTERVAL
        .min(st.step_limit.saturating_sub(*st.steps))
        .max(1)
}

/// Steps taken since the last poll (the countdown may have gone below zero
/// through inlined calls).
pub(crate) fn steps_since_poll(ctx: &JitContext) -> u64 {
    (ctx.poll_quantum as i64)
        .saturating_sub(ctx.poll_countdown as i64)
        .max(0) as u64
}

/// Makes machine code poll at its next back-edge when the heap wants a
/// collection, with the steps it took so far still charged exactly.
/// Helpers that may allocate call this last: a loop that allocates big
/// objects (bigints, lists) would otherwise grow the heap by up to
/// [`POLL_INTERVAL`] iterations' worth before its poll collects.
pub(crate) fn poll_soon_if_collecting(ctx: &mut JitContext, heap: &Heap) {
    let left = ctx.poll_countdown as i64;
    if left > 0 && heap.wants_collection() {
        ctx.poll_quantum = (ctx.poll_quantum as i64 - left) as u64;
        ctx.poll_countdown = 0;
    }
}

/// After machine code returns: charges the steps it took since its last
/// poll. Every backend calls this once per entry.
pub fn finish(ctx: &JitContext, st: &mut ExecState<'_>) {
    *st.steps += steps_since_poll(ctx);
}

/// A backend's compiled traces by [`CodeHandle`]: handles of released
/// traces are reused.
pub struct CodeTable<T> {
    items: alloc::vec::Vec<Option<T>>,
    free: alloc::vec::Vec<u32>,
}

impl<T> Default for CodeTable<T> {
    fn default() -> Self {
        CodeTable {
            items: alloc::vec::Vec::new(),
            free: alloc::vec::Vec::new(),
        }
    }
}

impl<T> CodeTable<T> {
    pub fn insert(&mut self, item: T) -> CodeHandle {
        match self.free.pop() {
            Some(i) => {
                self.items[i as usize] = Some(item);
                CodeHandle(i)
            }
            None => {
                self.items.push(Some(item));
                CodeHandle(self.items.len() as u32 - 1)
            }
        }
    }

    pub fn get(&self, h: CodeHandle) -> Option<&T> {
        self.items.get(h.0 as usize).and_then(|p| p.as_ref())
    }

    pub fn get_mut(&mut self, h: CodeHandle) -> Option<&mut T> {
        self.items.get_mut(h.0 as usize).and_then(|p| p.as_mut())
    }

    /// Takes the trace out; its handle may be reused.
    pub fn remove(&mut self, h: CodeHandle) -> Option<T> {
        let item = self.items.get_mut(h.0 as usize)?.take()?;
        self.free.push(h.0);
        Some(item)
    }
}
