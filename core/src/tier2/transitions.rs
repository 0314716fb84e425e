//! Moving between trees that run in different frames, without the
//! interpreter: a trace that meets, inside an inlined call, the header of a
//! loop with its own tree ends with a `Call` exit, and the runtime runs that
//! tree in the (now real) callee frame; a trace whose root frame returns
//! ends with a `Return` exit, and the runtime makes the return and runs the
//! tree anchored where the caller resumes (a return trace, recorded there
//! once the place is hot).
//!
//! Traces never push or pop real frames themselves: machine code keeps one
//! frame base per run, so every change of frame passes through here. This
//! module owns that loop and the statistics of entries and exits; running
//! a tree and rebuilding frames belong to the runtime.

use super::TraceId;
use super::runtime::Ran;
use super::trace::ExitKind;
use crate::bytecode::Op;
use crate::error::Exception;
use crate::host::{FrameStack, Output};
use crate::interp::Vm;

impl<F: FrameStack, O: Output> Vm<F, O> {
    /// Runs tree `id` from the interpreter's top frame, and the trees the
    /// runtime can move to from its exits, until control belongs to the
    /// interpreter again. `entry_depth` is the frame depth the running
    /// interpreter loop was entered with (a return below it is the
    /// interpreter's). Returns true if a recording started.
    pub(crate) fn enter_trace(&mut self, id: u32, entry_depth: usize) -> Result<bool, Exception> {
        if self.heap.class_versions_changed
            && let Some(j) = self.jit.as_mut()
        {
            let anchor = j.trace(id).map(|t| t.anchor);
            j.check_classes(&mut self.heap, &self.codes);
            if j.compiled_of(id).is_none() {
                // The tree itself was invalidated: this back-edge is a
                // plain jump to the loop header.
                if let (Some(f), Some(a)) = (self.frames.last_mut(), anchor) {
                    f.ip = a;
                }
                return Ok(false);
            }
        }
        let mut id = id;
        let mut last: Option<TraceId> = None;
        loop {
            let (tree, kind, recording) = match self.run_tree(id)? {
                Ran::NotEntered => break Ok(self.back_to_interpreter(last, false)),
                Ran::Exited {
                    tree,
                    kind,
                    recording,
                } => (tree, kind, recording),
            };
            if last.is_none()
                && let Some(j) = self.jit.as_mut()
            {
                j.stats.tier2_entries += 1;
            }
            last = Some(tree);
            if recording {
                break Ok(self.back_to_interpreter(last, true));
            }
            let next = match kind {
                ExitKind::Call => self.tree_at_top(),
                ExitKind::Return if self.return_to_caller(entry_depth) => {
                    match self.tree_at_top() {
                        Some(t) => Some(t),
                        None => {
                            let recording = self.hot_return_point();
                            break Ok(self.back_to_interpreter(last, recording));
                        }
                    }
                }
                _ => None,
            };
            match next {
                Some(t) => {
                    if let Some(j) = self.jit.as_mut() {
                        j.stats.frame_transitions += 1;
                    }
                    // A safe point, as a back-edge is: a cycle of trees
                    // through here need not pass one that polls. (Not a
                    // step: the call or back-edge that led here was one.)
                    if self.stats.steps > self.step_limit {
                        // The interpreter's next step raises.
                        break Ok(self.back_to_interpreter(last, false));
                    }
                    if self.heap.wants_collection() {
                        self.collect_now();
                    }
                    id = t.0;
                }
                None => break Ok(self.back_to_interpreter(last, false)),
            }
        }
    }

    /// Counts the return to the interpreter after tree `last` ran (if any
    /// did); passes `recording` through.
    fn back_to_interpreter(&mut self, last: Option<TraceId>, recording: bool) -> bool {
        if let (Some(tree), Some(j)) = (last, self.jit.as_mut()) {
            j.stats.exits_to_interpreter += 1;
            if let Some(t) = j.tree_entry(tree) {
                t.exits_to_interpreter += 1;
            }
        }
        recording
    }

    /// The tree anchored where the top frame is, at its stack depth, if it
    /// can run.
    fn tree_at_top(&self) -> Option<TraceId> {
        let jit = self.jit.as_ref()?;
        let f = self.frames.last()?;
        let c = self.codes.get(f.code as usize)?;
        let depth = f.sp.checked_sub(f.base + c.nlocals)?;
        let (id, d) = jit.tree_with_depth(f.code, f.ip)?;
        (d == depth && jit.is_valid(id) && jit.compiled_of(id.0).is_some()).then_some(id)
    }

    /// Makes the top frame's return as `RETURN_VALUE` would: the frame is
    /// at that instruction with the value on its stack. False (nothing
    /// changed) when the return is the interpreter's to make: the frame is
    /// the one the interpreter loop was entered with, or the state is not
    /// that of a return.
    fn return_to_caller(&mut self, entry_depth: usize) -> bool {
        let n = self.frames.len();
        if n <= entry_depth.max(1) {
            return false;
        }
        let (f, caller) = (self.frames[n - 1], self.frames[n - 2]);
        // A generator's or an `__init__`'s return does more than pass the
        // value on: the interpreter makes it.
        if f.kind != crate::interp::FrameKind::Normal {
            return false;
        }
        let Some(c) = self.codes.get(f.code as usize) else {
            return false;
        };
        let at_return = c
            .instrs
            .get(f.ip as usize)
            .is_some_and(|i| i.get().op == Op::RETURN_VALUE);
        let size = c.frame_size as usize;
        let len = self.stack.len();
        // The callee's frame is the top of the stack, above the caller's
        // free slot the value goes to.
        if !at_return
            || f.sp <= f.base + c.nlocals
            || f.base as usize + size != len
            || caller.sp as usize >= f.base as usize
        {
            return false;
        }
        let v = self.stack.slots()[f.sp as usize - 1];
        self.frames.pop();
        self.stack.pop(size);
        self.stack.slots_mut()[caller.sp as usize] = v;
        if let Some(top) = self.frames.last_mut() {
            top.sp += 1;
        }
        true
    }

    /// After a return the runtime made to a place with no tree: counts it
    /// toward recording a return trace there. True if recording starts.
    fn hot_return_point(&mut self) -> bool {
        let Some(&f) = self.frames.last() else {
            return false;
        };
        let Some(c) = self.codes.get(f.code as usize) else {
            return false;
        };
        let Some(depth) = f.sp.checked_sub(f.base + c.nlocals) else {
            return false;
        };
        let shape = (c.nlocals, c.frame_size);
        self.jit
            .as_mut()
            .is_some_and(|j| j.hot_return_point(&f, depth, shape))
    }
}
