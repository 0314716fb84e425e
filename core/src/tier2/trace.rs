//! A trace: its uops, its exits and their reconstruction records.

use alloc::rc::Rc;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write;

use super::reconstruct::{self, FrameState};
use super::uops::{Uop, UopInst};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TraceId(pub u32);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TraceKind {
    /// Anchored at a loop header.
    Root,
    /// Grown from exit `exit` of trace `parent`.
    Side { parent: TraceId, exit: u32 },
    /// Anchored where a call returns into its caller: the runtime enters it
    /// after a trace's root frame returned there.
    Return,
}

/// A frame a trace starts in: its first slot (root-relative), its number
/// of locals and the values on its stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StartFrame {
    pub offset: u32,
    pub nlocals: u32,
    pub depth: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExitKind {
    /// A guard failed: a path the trace did not record.
    Side,
    /// The operation cannot be done here (overflow, an error to raise).
    Deopt,
    /// Inside an inlined call, the header of a loop that has its own tree:
    /// the runtime makes the inlined frames real and runs that tree.
    Call,
    /// The trace's root frame returns (the value is on its stack): the
    /// runtime returns into the caller and runs the tree anchored where the
    /// caller resumes, if there is one.
    Return,
    /// The trace reached a generator it does not run inside (a `yield`,
    /// creating one, a `for` over one): the interpreter takes over there.
    Generator,
}

impl ExitKind {
    /// The name dumps and reports use.
    pub fn name(self) -> &'static str {
        match self {
            ExitKind::Side => "side",
            ExitKind::Deopt => "deopt",
            ExitKind::Call => "call",
            ExitKind::Return => "return",
            ExitKind::Generator => "generator",
        }
    }
}

/// What happens when an exit is taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exit {
    pub kind: ExitKind,
    /// The bytecode instruction the interpreter resumes at.
    pub target: u32,
    /// Offset of its record in [`Trace::recon`].
    pub recon_at: u32,
    /// Inlined frames the exit rebuilds.
    pub inlined_frames: u32,
    /// Times taken.
    pub count: u64,
    /// Bytecode instructions the loop iteration has begun before this
    /// exit's instruction (0 = the anchor).
    pub ordinal: u32,
    /// The trace this exit jumps to instead of the interpreter.
    pub link: Option<TraceId>,
    /// Side traces recorded from this exit so far (successful or not).
    pub side_attempts: u32,
    /// The exit resumes at a loop header in the root frame (it could link to
    /// the tree anchored there): the header's instruction and stack depth.
    pub at_anchor: Option<(u32, u32)>,
    /// Its frames, decoded from the record once it has been taken twice:
    /// an exit taken at every run (a call or return between trees) then
    /// costs no decoding and no allocation, while the many exits taken
    /// once or never keep only their compact record. Shared, so the
    /// runtime holds them while it updates the trace.
    pub frames: Option<Rc<[FrameState]>>,
}

#[derive(Clone, Debug)]
pub struct Trace {
    pub id: TraceId,
    pub kind: TraceKind,
    /// The root trace of this trace's tree.
    pub tree: TraceId,
    /// Side traces between this one and its tree's root.
    pub chain_depth: u32,
    /// The root frame's code object, and the instruction the trace starts
    /// at (the anchor for a root trace; the parent exit's target for a side
    /// trace, which may be inside an inlined frame).
    pub code: u32,
    pub anchor: u32,
    /// Stack depth of the root frame at the anchor.
    pub anchor_depth: u32,
    /// Locals of the root frame.
    pub root_nlocals: u32,
    /// Frame pointer and stack pointer (relative to the root frame's first
    /// slot) the trace starts with.
    pub entry_fp: u32,
    pub entry_sp: u32,
    /// The frames the trace starts in, root first.
    pub start: Vec<StartFrame>,
    /// Values of globals the trace read as constants.
    pub consts: Vec<crate::value::Value>,
    /// Globals (name indices) whose rebinding invalidates the trace.
    pub deps: Vec<u32>,
    /// Classes (with their versions when recorded) whose change
    /// invalidates the trace.
    pub class_deps: Vec<(crate::heap::ObjRef, u32)>,
    /// Slots inlined frames use above the root frame.
    pub ext_slots: u32,
    pub uops: Vec<UopInst>,
    pub exits: Vec<Exit>,
    /// Encoded reconstruction records (see [`reconstruct`]).
    pub recon: Vec<u8>,
    pub recon_tree_bytes: usize,
    /// Uops before optimization (for statistics).
    pub raw_len: usize,
}

impl Trace {
    /// The frames exit `i` rebuilds, outermost first.
    pub fn exit_frames(&self, i: usize) -> Option<Vec<FrameState>> {
        let e = self.exits.get(i)?;
        reconstruct::decode(&self.recon, e.recon_at as usize, self.code)
    }

    /// The frames exit `i` rebuilds, kept decoded once it is taken often
    /// (`taken` is its count including this time), and whether this call
    /// decoded them.
    ///
    /// Inlined: an exit taken at every run (a crossing between trees)
    /// gets its cached frames in registers; returned through memory, the
    /// pair was read back whole before its parts were stored (a
    /// store-forwarding stall on every crossing).
    #[inline(always)]
    pub fn exit_frames_cached(&mut self, i: usize, taken: u64) -> Option<(Rc<[FrameState]>, bool)> {
        if let Some(f) = &self.exits.get(i)?.frames {
            return Some((f.clone(), false));
        }
        self.decode_exit_frames(i, taken)
    }

    /// [`Self::exit_frames_cached`] the first times: decodes the frames,
    /// and keeps them from the second time on.
    #[inline(never)]
    fn decode_exit_frames(&mut self, i: usize, taken: u64) -> Option<(Rc<[FrameState]>, bool)> {
        let f: Rc<[FrameState]> = self.exit_frames(i)?.into();
        if taken >= 2
            && let Some(e) = self.exits.get_mut(i)
        {
            e.frames = Some(f.clone());
        }
        Some((f, true))
    }

    /// The uop names, in order (what trace-shape tests assert on).
    pub fn uop_names(&self) -> Vec<&'static str> {
        self.uops.iter().map(|u| u.op.info().name).collect()
    }

    pub fn count(&self, op: Uop) -> usize {
        self.uops.iter().filter(|u| u.op == op).count()
    }

    /// CPython-style listing, one `OPTIMIZED:` line per uop.
    pub fn listing(&self) -> String {
        let mut s = String::new();
        for (i, u) in self.uops.iter().enumerate() {
            let _ = writeln!(s, "{:>4} OPTIMIZED: {}", i, u.describe());
        }
        s
    }
}
