//! Headroom: how running out of memory becomes `MemoryError` and not an
//! abort, although much of the core allocates infallibly.
//!
//! Requests the guest causes come in two kinds:
//! - **Guest-sized** ones (a list of n items, a string of n characters, a
//!   big int of n bits) ask the allocator first: `try_reserve`, or
//!   [`room_for`] before an operation that cannot ask for itself (a
//!   `String` grown by formatting, a big-int product).
//! - **Small** ones (a dict entry, a traceback line) are too many to ask
//!   one by one. The host's global allocator keeps a reserve instead: when
//!   it would refuse a small request it gives the reserve up, serves the
//!   request, and calls [`signal_exhausted`]. The heap then asks for a
//!   collection at the next safe point, after which the allocator tries to
//!   take its reserve back ([`take_rearm_turn`], [`signal_rearmed`]); if
//!   the program allocates [`ALLOWANCE`] bytes of objects before it could,
//!   the next object allocation fails with `MemoryError`. A program that
//!   drops what it built (`except MemoryError: big = None`) goes on; one
//!   that keeps it gets `MemoryError` while the reserve's memory still
//!   covers printing the traceback.
//!
//! This module owns the signal and the probe; the reserve itself is the
//! host's (`trellis_host_std::headroom::Headroom`,
//! `trellis_fixed_host::Arena`). The
//! signal is per process, as the global allocator is: with several VMs,
//! whichever allocates next raises.

use core::sync::atomic::{AtomicBool, Ordering};

use crate::error::Exception;

static EXHAUSTED: AtomicBool = AtomicBool::new(false);
/// A collection ran since the allocator last gave up its reserve (or tried
/// to take it back): taking it back before one would only take the memory
/// just released, and trying at every free would cost a system call each.
static REARM_TURN: AtomicBool = AtomicBool::new(true);
static REARMED: AtomicBool = AtomicBool::new(false);

/// Object bytes the heap still hands out after the signal, for the program
/// to reach a safe point (where the VM collects) or its `except` clause.
/// Far below any host's reserve, whose bytes also serve the non-object
/// allocations made meanwhile.
pub const ALLOWANCE: usize = 1 << 20;

/// Requests below this are left to the host's reserve: probing each would
/// cost more than it protects.
pub const PROBE_FROM: usize = 64 << 10;

/// Called by a host allocator that served a request only by giving up its
/// reserve.
pub fn signal_exhausted() {
    REARMED.store(false, Ordering::Relaxed);
    EXHAUSTED.store(true, Ordering::Relaxed);
}

/// Whether the allocator should try to take its reserve back now (once
/// after each collection); clears the turn.
#[inline]
pub fn take_rearm_turn() -> bool {
    REARM_TURN.load(Ordering::Relaxed) && REARM_TURN.swap(false, Ordering::Relaxed)
}

/// Called by a host allocator that holds its reserve again.
pub fn signal_rearmed() {
    REARMED.store(true, Ordering::Relaxed);
}

/// Whether the allocator signalled exhaustion since the last call (and
/// clears it).
#[inline]
pub(crate) fn take_exhausted() -> bool {
    EXHAUSTED.load(Ordering::Relaxed) && EXHAUSTED.swap(false, Ordering::Relaxed)
}

/// Whether the allocator took its reserve back since the last call (and
/// clears it).
pub(crate) fn take_rearmed() -> bool {
    REARMED.swap(false, Ordering::Relaxed)
}

/// Called by the heap after each collection.
pub(crate) fn collected() {
    REARM_TURN.store(true, Ordering::Relaxed);
}

/// `MemoryError` unless the allocator can give `bytes` at once now: asked
/// before an operation that will grow to that size infallibly. Small sizes
/// are not asked (see [`PROBE_FROM`]).
pub fn room_for(bytes: usize) -> Result<(), Exception> {
    if bytes < PROBE_FROM {
        return Ok(());
    }
    let mut probe: alloc::vec::Vec<u8> = alloc::vec::Vec::new();
    probe.try_reserve_exact(bytes).map_err(|_| memory_error())
}

/// [`room_for`] `n` items of `size` bytes each, with overflow as
/// `MemoryError` too.
pub fn room_for_items(n: usize, size: usize) -> Result<(), Exception> {
    room_for(n.checked_mul(size).ok_or_else(memory_error)?)
}

fn memory_error() -> Exception {
    Exception::new(crate::error::ExcKind::MemoryError, "")
}

/// `v.push(x)`, growing `v` fallibly: for vectors as long as guest data.
#[inline]
pub fn push<T>(v: &mut alloc::vec::Vec<T>, x: T) -> Result<(), Exception> {
    if v.len() == v.capacity() {
        v.try_reserve(1).map_err(|_| memory_error())?;
    }
    v.push(x);
    Ok(())
}

/// `s.push_str(t)`, growing `s` fallibly: for text as long as guest data.
#[inline]
pub fn push_str(s: &mut alloc::string::String, t: &str) -> Result<(), Exception> {
    s.try_reserve(t.len()).map_err(|_| memory_error())?;
    s.push_str(t);
    Ok(())
}

/// `write!(s, ...)`, growing `s` fallibly: for text that quotes guest
/// data (a repr naming a class whose name is as long as memory allows).
pub fn push_fmt(
    s: &mut alloc::string::String,
    args: core::fmt::Arguments<'_>,
) -> Result<(), Exception> {
    struct Fallible<'a>(&'a mut alloc::string::String);
    impl core::fmt::Write for Fallible<'_> {
        fn write_str(&mut self, t: &str) -> core::fmt::Result {
            self.0.try_reserve(t.len()).map_err(|_| core::fmt::Error)?;
            self.0.push_str(t);
            Ok(())
        }
    }
    core::fmt::write(&mut Fallible(s), args).map_err(|_| memory_error())
}

/// A copy of `t`, made fallibly.
pub fn copy_str(t: &str) -> Result<alloc::string::String, Exception> {
    let mut s = alloc::string::String::new();
    s.try_reserve_exact(t.len()).map_err(|_| memory_error())?;
    s.push_str(t);
    Ok(s)
}

/// A copy of `items` (values, bytes), made fallibly.
pub fn copy<T: Copy>(items: &[T]) -> Result<alloc::vec::Vec<T>, Exception> {
    let mut v = alloc::vec::Vec::new();
    v.try_reserve_exact(items.len())
        .map_err(|_| memory_error())?;
    v.extend_from_slice(items);
    Ok(v)
}
