//! Where every value of a trace being lowered is: the abstract operand
//! stacks of the inlined frames, the locals held outside their slots, and
//! which registers are free.
//!
//! Values are tracked as Wasmtime's Winch does: a stack entry is a
//! constant, an unboxed payload in a register, or a value in memory (its
//! own slot, or a local's slot it was loaded from). A local may be held
//! outside its slot too (in a register, or known as a constant), so that a
//! loop keeps its variables in registers; an entry reading that local's
//! slot then finds it there ([`Values::resolve`]). Each register belongs
//! to one entry or one local at a time.
//!
//! Nothing here emits code. An operation that must move a value to memory
//! (a spill, a flush before a call, a local written back) changes the
//! state as if it had happened and returns the writes, `(slot, where the
//! value is)`, for the backend to emit at once, before it overwrites any
//! register.

use alloc::vec::Vec;
use core::cell::Cell;

use super::Loc;
use super::back_edge::{Carried, LoopHead};
use crate::tier2::Trace;
use crate::value::Value;

/// A write the backend must emit: the value at the location, as a full
/// value, into the slot.
pub type Write<G, F> = (u32, Loc<G, F>);

/// One inlined frame's operand stack: entry `i` lives in slot `base + i`;
/// its locals are the slots from `fp` to `base`.
#[derive(Clone, Debug)]
pub struct Frame<G, F> {
    pub fp: u32,
    pub base: u32,
    pub stack: Vec<Loc<G, F>>,
}

/// The state of a trace's values at one point of its lowering.
pub struct Values<G: 'static, F: 'static> {
    pub frames: Vec<Frame<G, F>>,
    /// Locals whose value the trace holds outside their slot; `clean` when
    /// the slot has it too.
    pub cached: Vec<Carried<G, F>>,
    /// Entries held in a register whose own slot has the same value too
    /// (unboxed after a guard): (slot, register). An exit or a flush need
    /// not write them.
    in_memory_too: Vec<(u32, Loc<G, F>)>,
    free: Vec<G>,
    ffree: Vec<F>,
    all: &'static [G],
    fall: &'static [F],
    /// Registers the current uop is using: never spilled or handed out.
    pub pinned: Vec<G>,
    pub fpinned: Vec<F>,
    /// Set when a uop reached below its stack (a malformed trace).
    broken: Cell<bool>,
}

impl<G, F> Values<G, F>
where
    G: Copy + PartialEq + 'static,
    F: Copy + PartialEq + 'static,
{
    /// Values may live in the registers `all` and `fall` (handed out last
    /// first).
    pub fn new(all: &'static [G], fall: &'static [F]) -> Self {
        Values {
            frames: Vec::new(),
            cached: Vec::new(),
            in_memory_too: Vec::new(),
            free: all.iter().rev().copied().collect(),
            ffree: fall.iter().rev().copied().collect(),
            all,
            fall,
            pinned: Vec::new(),
            fpinned: Vec::new(),
            broken: Cell::new(false),
        }
    }

    /// The state where `trace` starts (and where a linked trace enters):
    /// every value in its slot, every register free.
    pub fn reset(&mut self, trace: &Trace) {
        self.frames.clear();
        self.cached.clear();
        self.in_memory_too.clear();
        self.free = self.all.iter().rev().copied().collect();
        self.ffree = self.fall.iter().rev().copied().collect();
        for f in &trace.start {
            let base = f.offset + f.nlocals;
            self.frames.push(Frame {
                fp: f.offset,
                base,
                stack: (0..f.depth).map(|i| Loc::Mem(base + i)).collect(),
            });
        }
        if self.frames.is_empty() {
            let base = trace.root_nlocals;
            self.frames.push(Frame {
                fp: 0,
                base,
                stack: (0..trace.anchor_depth)
                    .map(|i| Loc::Mem(base + i))
                    .collect(),
            });
        }
    }

    /// Whether a uop reached below its stack.
    pub fn broken(&self) -> bool {
        self.broken.get()
    }

    pub fn top_frame(&mut self) -> &mut Frame<G, F> {
        if self.frames.is_empty() {
            self.broken.set(true);
            self.frames.push(Frame {
                fp: 0,
                base: 0,
                stack: Vec::new(),
            });
        }
        let n = self.frames.len();
        &mut self.frames[n - 1]
    }

    pub fn fp(&self) -> u32 {
        self.frames.last().map_or(0, |f| f.fp)
    }

    pub fn sp(&self) -> u32 {
        self.frames
            .last()
            .map_or(0, |f| f.base + f.stack.len() as u32)
    }

    /// The order in which `_INLINE_ENTER` moves its `argc` arguments (the
    /// top entries) to the new frame's first slots at `offset`, as indices
    /// from the lowest, so that each entry's own slot is read before an
    /// argument is written over it. Arguments sit below the new frame, but
    /// values pushed for the call past the caller's stack space (a made
    /// function's cells, a packed `*args`) reach into it: from below
    /// (highest first then, as `memmove` does) or from above.
    pub fn entry_order(&self, argc: usize, offset: u32) -> impl Iterator<Item = usize> + use<G, F> {
        let up = self.sp() >= offset + argc as u32;
        (0..argc).map(move |i| if up { i } else { argc - 1 - i })
    }

    pub fn depth(&self) -> usize {
        self.frames.last().map_or(0, |f| f.stack.len())
    }

    /// Entry `k` places below the top (0 = top), where its value is now.
    pub fn peek(&self, k: usize) -> Loc<G, F> {
        self.resolve(self.raw(k))
    }

    /// Entry `k` as the stack holds it: an entry reading a local's slot
    /// says so even while the local is in a register.
    pub fn raw(&self, k: usize) -> Loc<G, F> {
        let s = self.frames.last().map_or(&[][..], |f| &f.stack[..]);
        match s.len().checked_sub(k + 1) {
            Some(i) => s[i],
            None => {
                self.broken.set(true);
                Loc::Const(Value::None)
            }
        }
    }

    /// Where the value at `l` is now: a local's slot leads to where the
    /// trace holds the local.
    pub fn resolve(&self, l: Loc<G, F>) -> Loc<G, F> {
        match l {
            Loc::Mem(s) => self.cached(s).map_or(l, |c| c.at),
            _ => l,
        }
    }

    pub fn cached(&self, slot: u32) -> Option<Carried<G, F>> {
        self.cached.iter().find(|c| c.slot == slot).copied()
    }

    /// Whether `slot` is a local of one of the frames (not an operand).
    pub fn is_local(&self, slot: u32) -> bool {
        self.frames.iter().any(|f| f.fp <= slot && slot < f.base)
    }

    pub fn set(&mut self, k: usize, loc: Loc<G, F>) {
        let f = self.top_frame();
        let base = f.base;
        match f.stack.len().checked_sub(k + 1) {
            Some(i) => {
                f.stack[i] = loc;
                self.forget_in_memory(base + i as u32);
            }
            None => self.broken.set(true),
        }
    }

    /// Entry `k` (in a register) is also in its own slot: the slot was
    /// just read into the register.
    pub fn note_in_memory_too(&mut self, k: usize) {
        let s = self.frames.last().map_or(&[][..], |f| &f.stack[..]);
        if let Some(i) = s.len().checked_sub(k + 1) {
            let slot = self.frames.last().map_or(0, |f| f.base) + i as u32;
            if s[i].in_register() {
                self.in_memory_too.push((slot, s[i]));
            }
        }
    }

    fn forget_in_memory(&mut self, slot: u32) {
        self.in_memory_too.retain(|&(s, _)| s != slot);
    }

    /// Whether writing the value at `l` to `slot` would change nothing.
    fn already_there(&self, slot: u32, l: Loc<G, F>) -> bool {
        l == Loc::Mem(slot) || self.in_memory_too.contains(&(slot, l))
    }

    pub fn push(&mut self, loc: Loc<G, F>) {
        self.top_frame().stack.push(loc);
    }

    /// Pops the top entry, frees its register, and says where its value
    /// is (still readable until a register is handed out again).
    pub fn pop(&mut self) -> Loc<G, F> {
        let l = self.pop_raw();
        self.release(l);
        self.resolve(l)
    }

    /// Pops the top entry as the stack holds it; its register stays taken,
    /// for the caller to keep.
    pub fn pop_raw(&mut self) -> Loc<G, F> {
        let sp = self.sp();
        match self.top_frame().stack.pop() {
            Some(l) => {
                self.forget_in_memory(sp.saturating_sub(1));
                l
            }
            None => {
                self.broken.set(true);
                Loc::Const(Value::None)
            }
        }
    }

    /// Frees the register at `l`, unless a local holds it.
    pub fn release(&mut self, l: Loc<G, F>) {
        if self.held_by_local(l) {
            return;
        }
        match l {
            Loc::Gpr(r, _) if !self.free.contains(&r) => self.free.push(r),
            Loc::Fpr(x) if !self.ffree.contains(&x) => self.ffree.push(x),
            _ => {}
        }
    }

    fn held_by_local(&self, l: Loc<G, F>) -> bool {
        self.cached.iter().any(|c| match (c.at, l) {
            (Loc::Gpr(a, _), Loc::Gpr(b, _)) => a == b,
            (Loc::Fpr(a), Loc::Fpr(b)) => a == b,
            _ => false,
        })
    }

    /// Whether a general (or float) register is free without a spill.
    pub fn has_free_gpr(&self) -> bool {
        !self.free.is_empty()
    }

    pub fn has_free_fpr(&self) -> bool {
        !self.ffree.is_empty()
    }

    /// Hands out a general register for the current uop, spilling a value
    /// when none is free; `None` when every register is pinned.
    pub fn take_gpr(&mut self) -> (Option<G>, Vec<Write<G, F>>) {
        let w = if self.free.is_empty() {
            self.spill_one(true)
        } else {
            Vec::new()
        };
        (take_pinned(&mut self.free, &mut self.pinned), w)
    }

    pub fn take_fpr(&mut self) -> (Option<F>, Vec<Write<G, F>>) {
        let w = if self.ffree.is_empty() {
            self.spill_one(false)
        } else {
            Vec::new()
        };
        (take_pinned(&mut self.ffree, &mut self.fpinned), w)
    }

    /// Gives back a register the current uop took and did not keep.
    pub fn give_back_gpr(&mut self, r: G) {
        if !self.free.contains(&r) && !self.held_by_local(Loc::Gpr(r, super::Kind::Int)) {
            self.free.push(r);
        }
    }

    pub fn give_back_fpr(&mut self, x: F) {
        if !self.ffree.contains(&x) && !self.held_by_local(Loc::Fpr(x)) {
            self.ffree.push(x);
        }
    }

    /// Takes register `r` out of circulation for an instruction that needs
    /// that very register: a value held there goes to its slot.
    pub fn evict(&mut self, r: G) -> Vec<Write<G, F>> {
        let mut w = Vec::new();
        for fi in 0..self.frames.len() {
            for i in 0..self.frames[fi].stack.len() {
                let l = self.frames[fi].stack[i];
                if matches!(l, Loc::Gpr(g, _) if g == r) {
                    let slot = self.frames[fi].base + i as u32;
                    if !self.already_there(slot, l) {
                        w.push((slot, l));
                    }
                    self.frames[fi].stack[i] = Loc::Mem(slot);
                    self.forget_in_memory(slot);
                }
            }
        }
        let local = self
            .cached
            .iter()
            .find(|c| matches!(c.at, Loc::Gpr(g, _) if g == r));
        if let Some(c) = local.copied() {
            w.extend(self.uncache(c.slot, true));
        }
        self.free.retain(|&g| g != r);
        self.pinned.push(r);
        w
    }

    /// Moves the oldest unpinned register-held entry (else local) to its
    /// slot.
    fn spill_one(&mut self, gpr: bool) -> Vec<Write<G, F>> {
        let hit = |l: Loc<G, F>, pinned: &[G], fpinned: &[F]| match (gpr, l) {
            (true, Loc::Gpr(r, _)) => !pinned.contains(&r),
            (false, Loc::Fpr(x)) => !fpinned.contains(&x),
            _ => false,
        };
        for fi in 0..self.frames.len() {
            for i in 0..self.frames[fi].stack.len() {
                let l = self.frames[fi].stack[i];
                if hit(l, &self.pinned, &self.fpinned) {
                    let slot = self.frames[fi].base + i as u32;
                    let there = self.already_there(slot, l);
                    self.frames[fi].stack[i] = Loc::Mem(slot);
                    self.forget_in_memory(slot);
                    self.release(l);
                    return if there {
                        Vec::new()
                    } else {
                        alloc::vec![(slot, l)]
                    };
                }
            }
        }
        let local = self
            .cached
            .iter()
            .find(|c| hit(c.at, &self.pinned, &self.fpinned));
        match local.copied() {
            Some(c) => self.uncache(c.slot, true).into_iter().collect(),
            None => Vec::new(),
        }
    }

    /// Forgets where the trace holds local `slot`; with `write_back`,
    /// returns the write that puts it in its slot if the slot lacks it.
    pub fn uncache(&mut self, slot: u32, write_back: bool) -> Option<Write<G, F>> {
        let i = self.cached.iter().position(|c| c.slot == slot)?;
        let c = self.cached.remove(i);
        self.release(c.at);
        (write_back && !c.clean).then_some((slot, c.at))
    }

    /// Local `slot` now holds the value at `at` (a register it takes over,
    /// or a constant), not yet in its slot.
    pub fn cache_local(&mut self, slot: u32, at: Loc<G, F>, clean: bool) {
        self.uncache(slot, false);
        self.cached.push(Carried { slot, at, clean });
    }

    /// Every local the trace holds goes back to its slot.
    pub fn write_back_locals(&mut self) -> Vec<Write<G, F>> {
        let mut w = Vec::new();
        while let Some(c) = self.cached.first().copied() {
            w.extend(self.uncache(c.slot, true));
        }
        w
    }

    /// Every entry of every frame, and every local, in its own slot.
    pub fn flush(&mut self) -> Vec<Write<G, F>> {
        let mut w = Vec::new();
        for fi in 0..self.frames.len() {
            for i in 0..self.frames[fi].stack.len() {
                let l = self.frames[fi].stack[i];
                let slot = self.frames[fi].base + i as u32;
                if l != Loc::Mem(slot) {
                    self.entry_to_slot(fi, i, &mut w);
                }
            }
        }
        w.extend(self.write_back_locals());
        w
    }

    /// Entry `i` of frame `fi` goes to its own slot; the write, when the
    /// slot lacks the value, goes into `w`.
    fn entry_to_slot(&mut self, fi: usize, i: usize, w: &mut Vec<Write<G, F>>) {
        let l = self.frames[fi].stack[i];
        let slot = self.frames[fi].base + i as u32;
        if !self.already_there(slot, l) {
            w.push((slot, self.resolve(l)));
        }
        self.frames[fi].stack[i] = Loc::Mem(slot);
        self.forget_in_memory(slot);
        self.release(l);
    }

    /// Before a call that takes its top `keep` operands where they are:
    /// the rest of the current frame goes to memory (helpers read it
    /// there), any value in a register the call may clobber (`survives`
    /// names those it keeps), and every local to its slot.
    pub fn flush_for_call_keeping(
        &mut self,
        keep: usize,
        survives: impl Fn(G) -> bool,
    ) -> Vec<Write<G, F>> {
        let mut w = Vec::new();
        let last = self.frames.len().saturating_sub(1);
        let n = self.depth();
        for fi in 0..self.frames.len() {
            for i in 0..self.frames[fi].stack.len() {
                let l = self.frames[fi].stack[i];
                let slot = self.frames[fi].base + i as u32;
                let safe = match l {
                    Loc::Gpr(r, _) => survives(r),
                    // A local's slot has its value once written back below.
                    Loc::Mem(_) | Loc::Const(_) => true,
                    Loc::Fpr(_) => false,
                };
                let operand = fi == last && i + keep >= n;
                let must = if fi == last && !operand {
                    l != Loc::Mem(slot)
                } else {
                    !safe
                };
                if must {
                    self.entry_to_slot(fi, i, &mut w);
                }
            }
        }
        w.extend(self.write_back_locals());
        w
    }

    /// Entries that still read local `slot` get their own copy before the
    /// local changes.
    pub fn detach_local(&mut self, slot: u32) -> Vec<Write<G, F>> {
        let value = self.resolve(Loc::Mem(slot));
        let mut w = Vec::new();
        for fi in 0..self.frames.len() {
            for i in 0..self.frames[fi].stack.len() {
                if self.frames[fi].stack[i] == Loc::Mem(slot) {
                    let home = self.frames[fi].base + i as u32;
                    if home != slot {
                        w.push((home, value));
                        self.frames[fi].stack[i] = Loc::Mem(home);
                    }
                }
            }
        }
        w
    }

    /// Entries that read another slot (a local's) get their own copy, so
    /// that each value has one place a loop head can name.
    pub fn settle_entries(&mut self) -> Vec<Write<G, F>> {
        let mut w = Vec::new();
        for fi in 0..self.frames.len() {
            for i in 0..self.frames[fi].stack.len() {
                let home = self.frames[fi].base + i as u32;
                if let Loc::Mem(s) = self.frames[fi].stack[i]
                    && s != home
                {
                    w.push((home, self.resolve(Loc::Mem(s))));
                    self.frames[fi].stack[i] = Loc::Mem(home);
                }
            }
        }
        w
    }

    /// Each frame's (fp, base, depth): a loop's back-edge must find the
    /// frames its head had.
    pub fn frame_shape(&self) -> Vec<(u32, u32, usize)> {
        self.frames
            .iter()
            .map(|f| (f.fp, f.base, f.stack.len()))
            .collect()
    }

    /// Where every entry and every held local is now.
    pub fn carried(&self) -> Vec<Carried<G, F>> {
        let mut v = Vec::new();
        for f in &self.frames {
            for (i, &at) in f.stack.iter().enumerate() {
                let slot = f.base + i as u32;
                v.push(Carried {
                    slot,
                    at,
                    clean: self.already_there(slot, at),
                });
            }
        }
        v.extend(self.cached.iter().copied());
        v
    }

    /// The state a loop head fixes, taken here.
    pub fn loop_head(&self) -> LoopHead<G, F> {
        LoopHead {
            carried: self.carried(),
            shape: self.frame_shape(),
        }
    }

    /// The writes an exit here needs so that every value is in its slot;
    /// `top` stands for the top entry.
    pub fn snapshot(&self, top: Option<Loc<G, F>>) -> Vec<Write<G, F>> {
        let mut w = Vec::new();
        let last = self.frames.len().saturating_sub(1);
        for (fi, f) in self.frames.iter().enumerate() {
            let n = f.stack.len();
            for (i, &l) in f.stack.iter().enumerate() {
                let l = match top {
                    Some(t) if fi == last && i + 1 == n => t,
                    _ => l,
                };
                let slot = f.base + i as u32;
                if !self.already_there(slot, l) {
                    let l = self.resolve(l);
                    if l != Loc::Mem(slot) {
                        w.push((slot, l));
                    }
                }
            }
        }
        for c in &self.cached {
            if !c.clean {
                w.push((c.slot, c.at));
            }
        }
        w
    }

    /// Drops the locals of slots from `from` up (a frame that ended),
    /// without writing them.
    pub fn forget_locals_from(&mut self, from: u32) {
        self.in_memory_too.retain(|&(s, _)| s < from);
        while let Some(c) = self.cached.iter().find(|c| c.slot >= from).copied() {
            self.uncache(c.slot, false);
        }
    }

    /// Takes local `slot`'s value out of the locals (for an entry that
    /// takes its register over); `None` if the trace does not hold it.
    pub fn take_local(&mut self, slot: u32) -> Option<Loc<G, F>> {
        let i = self.cached.iter().position(|c| c.slot == slot)?;
        Some(self.cached.remove(i).at)
    }
}

/// The last free register, pinned for the current uop.
fn take_pinned<R: Copy>(free: &mut Vec<R>, pinned: &mut Vec<R>) -> Option<R> {
    let r = free.pop()?;
    pinned.push(r);
    Some(r)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tier2::lowering::Kind;

    static GPRS: [u8; 3] = [1, 2, 3];
    static FPRS: [u16; 2] = [101, 102];

    fn values() -> Values<u8, u16> {
        let mut v = Values::new(&GPRS, &FPRS);
        v.frames.push(Frame {
            fp: 0,
            base: 4,
            stack: Vec::new(),
        });
        v
    }

    #[test]
    fn an_entry_reading_a_held_local_finds_its_register() {
        let mut v = values();
        let (r, w) = v.take_gpr();
        assert!(w.is_empty());
        let r = r.unwrap();
        v.cache_local(2, Loc::Gpr(r, Kind::Int), false);
        v.push(Loc::Mem(2));
        assert_eq!(v.peek(0), Loc::Gpr(r, Kind::Int));
        assert_eq!(v.raw(0), Loc::Mem(2));
        // Popping the entry does not free the local's register.
        v.pop();
        assert!(!v.free.contains(&r));
        // The exit writes the local back.
        assert_eq!(v.snapshot(None), [(2, Loc::Gpr(r, Kind::Int))]);
    }

    #[test]
    fn spills_take_entries_before_locals_and_never_pinned_ones() {
        let mut v = values();
        let a = v.take_gpr().0.unwrap();
        let b = v.take_gpr().0.unwrap();
        let c = v.take_gpr().0.unwrap();
        v.cache_local(0, Loc::Gpr(a, Kind::Int), false);
        v.push(Loc::Gpr(b, Kind::Int));
        v.push(Loc::Gpr(c, Kind::Int));
        v.pinned.clear();
        v.pinned.push(b);
        // Full: the unpinned entry (c, slot 5) is spilled.
        let (r, w) = v.take_gpr();
        assert_eq!(r, Some(c));
        assert_eq!(w, [(5, Loc::Gpr(c, Kind::Int))]);
        // Then the local, written back since its slot lacks it.
        v.pinned.push(c);
        let (r, w) = v.take_gpr();
        assert_eq!(r, Some(a));
        assert_eq!(w, [(0, Loc::Gpr(a, Kind::Int))]);
        assert!(v.cached.is_empty());
        // Nothing left to spill.
        assert_eq!(v.take_gpr(), (None, Vec::new()));
    }

    #[test]
    fn a_store_detaches_entries_that_read_the_old_value() {
        let mut v = values();
        let r = v.take_gpr().0.unwrap();
        v.cache_local(1, Loc::Gpr(r, Kind::Int), false);
        v.push(Loc::Mem(1));
        // The entry (slot 4) gets the old value before local 1 changes.
        assert_eq!(v.detach_local(1), [(4, Loc::Gpr(r, Kind::Int))]);
        assert_eq!(v.raw(0), Loc::Mem(4));
    }

    #[test]
    fn a_flush_writes_entries_then_locals_and_frees_everything() {
        let mut v = values();
        let r = v.take_gpr().0.unwrap();
        let x = v.take_fpr().0.unwrap();
        v.cache_local(1, Loc::Fpr(x), false);
        v.cache_local(2, Loc::Const(Value::Int(7)), true);
        v.push(Loc::Mem(1));
        v.push(Loc::Gpr(r, Kind::Bool));
        let w = v.flush();
        assert_eq!(
            w,
            [
                (4, Loc::Fpr(x)),
                (5, Loc::Gpr(r, Kind::Bool)),
                (1, Loc::Fpr(x))
            ]
        );
        assert!(v.cached.is_empty());
        assert!(v.has_free_gpr() && v.free.len() == 3 && v.ffree.len() == 2);
    }
}
