//! Reconstruction records: which interpreter frames an exit must rebuild.
//!
//! A trace inlines calls without pushing frames; the callee's locals and
//! stack live above the root frame, laid out exactly as the interpreter
//! would lay out the real frames. So an exit only has to say which frames
//! exist at that point, where each one resumes and how deep its stack is;
//! the values are already in place.
//!
//! Frames form a tree shared by all exits of a trace: node 0 is the root
//! frame; every other node is one inlined frame whose parent is another
//! node. An exit names its innermost node plus its own instruction and
//! stack depth. Encoded as LEB128 varints:
//!
//! ```text
//! node  := parent code<<5|returns offset parent_ip parent_depth  (nodes 1..)
//! exit  := node ip depth
//! ```
//!
//! where `returns` says what the frame's return gives its caller
//! ([`Returns`]: the value; for an `__init__` run by instance creation the
//! instance, its local 0; for a `__setitem__` nothing; for a `__bool__` or
//! `__len__` run by a truth test or `len()` the checked result; for a
//! binary operator's method, the result, the operator read back from the
//! caller's instruction), `offset`
//! is the frame's first slot relative to the root frame's,
//! `parent_ip`/`parent_depth` are where the parent resumes after the call
//! returns and how deep its stack is then. A node costs about 5 bytes once
//! per trace, an exit about 3.

use alloc::vec::Vec;

use crate::bytecode::CmpOp;

/// What an inlined frame's return gives its caller (the interpreter's
/// frame kinds `Normal`, `Init`, `Discard`, `Truth`, `Length`, `Contains`,
/// `Compare`, `Binary` and the generators').
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Returns {
    /// The value returned, pushed on the caller's stack.
    #[default]
    Value,
    /// The instance an `__init__` run by instance creation initialised.
    Instance,
    /// Nothing: a `__setitem__` called by `obj[key] = v`.
    Nothing,
    /// A `__bool__` run by a truth test: the bool, which the caller's
    /// test then takes.
    Truth,
    /// A `__len__` run by a truth test: whether the length is nonzero.
    TruthByLen,
    /// A `__len__` run by `len(obj)`: the length, checked.
    Length,
    /// A generator resumed by the caller's `FOR_ITER` (the generator is
    /// the third value from the top of the caller's stack): a `yield`
    /// gives the loop its next item.
    Generator,
    /// A generator resumed by `next(g)` (the caller's stack ends `next g`
    /// while it runs): a `yield` gives the value in place of the two.
    GenNext,
    /// A generator resumed by `g.send(v)` (the caller's stack ends `g v`
    /// while it runs): a `yield` gives the value in place of the two.
    GenSend,
    /// A `__contains__` run by `x in obj`: its result's truth.
    Contains,
    /// A `__contains__` run by `x not in obj`: its result's truth, negated.
    ContainsNot,
    /// A comparison method (`__lt__`, `__eq__`, ...) run by that
    /// comparison: its result (a trace guards it is a bool).
    Order(CmpOp),
    /// An `__eq__` run by `!=` for `object.__ne__` (see
    /// [`crate::dunder::order_method`]): its result negated (a trace
    /// guards it is a bool).
    NotEqualByEq,
    /// A `__next__` run by the caller's `FOR_ITER` over an instance (on a
    /// copy of it the trace pushed, so the loop's three values stay): its
    /// value goes to the loop; a `StopIteration` it raises ends the loop.
    ForIterNext,
    /// A forward binary method (`__add__`) run by the caller's
    /// `BINARY_OP` (whose argument says which): its result (a trace
    /// guards it is not `NotImplemented`).
    Binary,
    /// A reflected binary method (`__radd__`) of the caller's right
    /// operand, run by its `BINARY_OP` on a number and an instance: as
    /// `Binary`.
    BinaryReflected,
    /// An in-place method (`__iadd__`) run by the caller's `BINARY_OP`:
    /// as `Binary`.
    BinaryInPlace,
}

/// Bits of a node's code word that say what the frame returns.
const RETURNS_BITS: u32 = 5;

/// The biggest code index a node holds (the rest of its word goes to what
/// the frame returns; a module has far fewer code objects).
pub const MAX_CODE: u32 = u32::MAX >> RETURNS_BITS;

impl Returns {
    /// Every kind, in the order of their bits.
    pub const ALL: [Returns; 22] = [
        Returns::Value,
        Returns::Instance,
        Returns::Nothing,
        Returns::Truth,
        Returns::TruthByLen,
        Returns::Length,
        Returns::Generator,
        Returns::GenNext,
        Returns::GenSend,
        Returns::Contains,
        Returns::ContainsNot,
        Returns::Order(CmpOp::Lt),
        Returns::Order(CmpOp::Le),
        Returns::Order(CmpOp::Gt),
        Returns::Order(CmpOp::Ge),
        Returns::ForIterNext,
        Returns::Binary,
        Returns::BinaryReflected,
        Returns::BinaryInPlace,
        Returns::Order(CmpOp::Eq),
        Returns::Order(CmpOp::Ne),
        Returns::NotEqualByEq,
    ];

    fn bits(self) -> u32 {
        Returns::ALL.iter().position(|&r| r == self).unwrap_or(0) as u32
    }

    fn of_bits(b: u32) -> Option<Self> {
        Returns::ALL.get(b as usize).copied()
    }

    /// For a generator's frame, how far below the top of the caller's
    /// stack (as the trace keeps it) the generator is, and how many of the
    /// caller's values its `yield` replaces (the interpreter's caller has
    /// them gone while the generator runs).
    pub fn generator_slot(self) -> Option<(u32, u32)> {
        match self {
            Returns::Generator => Some((3, 0)),
            Returns::GenNext => Some((1, 2)),
            Returns::GenSend => Some((2, 2)),
            _ => None,
        }
    }
}

/// One inlined frame, as the recorder saw it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct InlinedFrame {
    pub code: u32,
    /// First slot of the frame, relative to the root frame's base.
    pub offset: u32,
    /// Where the parent resumes once this frame returns.
    pub parent_ip: u32,
    /// The parent's stack depth at that point (callee and arguments popped).
    pub parent_depth: u32,
    /// What its return gives the caller.
    pub returns: Returns,
}

/// A frame the interpreter must have after an exit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FrameState {
    pub code: u32,
    /// First slot, relative to the root frame's base.
    pub offset: u32,
    /// Next instruction.
    pub ip: u32,
    /// Values on its stack.
    pub depth: u32,
    /// What its return gives the caller (the root's is its own kind's).
    pub returns: Returns,
}

/// The frame tree of one trace while it is recorded.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FrameTree {
    /// `(parent, frame)` for nodes 1..; node 0 is the root.
    nodes: Vec<(u32, InlinedFrame)>,
}

impl FrameTree {
    /// The node for `frame` called from `parent`, shared if it exists.
    pub fn child(&mut self, parent: u32, frame: InlinedFrame) -> u32 {
        if let Some(i) = self.nodes.iter().position(|n| *n == (parent, frame)) {
            return i as u32 + 1;
        }
        self.nodes.push((parent, frame));
        self.nodes.len() as u32
    }

    pub fn parent(&self, node: u32) -> u32 {
        node.checked_sub(1)
            .and_then(|i| self.nodes.get(i as usize))
            .map_or(0, |n| n.0)
    }

    pub fn frame(&self, node: u32) -> Option<InlinedFrame> {
        node.checked_sub(1)
            .and_then(|i| self.nodes.get(i as usize))
            .map(|n| n.1)
    }

    /// Number of inlined frames above the root at `node`.
    pub fn depth(&self, node: u32) -> usize {
        let mut d = 0;
        let mut n = node;
        while n != 0 && d <= self.nodes.len() {
            n = self.parent(n);
            d += 1;
        }
        d
    }

    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }
}

fn put(out: &mut Vec<u8>, mut v: u32) {
    loop {
        let b = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(b);
            return;
        }
        out.push(b | 0x80);
    }
}

fn get(data: &[u8], at: &mut usize) -> Option<u32> {
    let mut v: u32 = 0;
    for shift in (0..35).step_by(7) {
        let b = *data.get(*at)?;
        *at += 1;
        v |= ((b & 0x7f) as u32).checked_shl(shift)?;
        if b & 0x80 == 0 {
            return Some(v);
        }
    }
    None
}

/// One exit's place: innermost frame node, instruction and stack depth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExitPoint {
    pub node: u32,
    pub ip: u32,
    pub depth: u32,
}

/// The encoded records of a trace: the frame tree, then one record per exit
/// at the offsets [`Encoded::exit_at`] lists.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Encoded {
    pub bytes: Vec<u8>,
    pub exit_at: Vec<u32>,
    /// Bytes spent on the frame tree (the rest is exits).
    pub tree_bytes: usize,
}

pub fn encode(tree: &FrameTree, exits: &[ExitPoint]) -> Encoded {
    let mut bytes = Vec::new();
    put(&mut bytes, tree.nodes.len() as u32);
    for (parent, f) in &tree.nodes {
        put(&mut bytes, *parent);
        // Code indices stay far below 2^30 (`limits::MAX_CODES`).
        put(
            &mut bytes,
            (f.code & MAX_CODE) << RETURNS_BITS | f.returns.bits(),
        );
        put(&mut bytes, f.offset);
        put(&mut bytes, f.parent_ip);
        put(&mut bytes, f.parent_depth);
    }
    let tree_bytes = bytes.len();
    let mut exit_at = Vec::with_capacity(exits.len());
    for e in exits {
        exit_at.push(bytes.len() as u32);
        put(&mut bytes, e.node);
        put(&mut bytes, e.ip);
        put(&mut bytes, e.depth);
    }
    Encoded {
        bytes,
        exit_at,
        tree_bytes,
    }
}

/// Decodes the frames of the exit whose record starts at `at`, outermost
/// (the root, code `root_code`) first. `None` if the bytes are malformed.
pub fn decode(bytes: &[u8], at: usize, root_code: u32) -> Option<Vec<FrameState>> {
    let mut p = at;
    let node = get(bytes, &mut p)?;
    let ip = get(bytes, &mut p)?;
    let depth = get(bytes, &mut p)?;
    // Read the tree up to the exit's node.
    let mut q = 0;
    let n = get(bytes, &mut q)?;
    // Each node takes at least five bytes: a count the bytes cannot hold is
    // malformed (and must not size an allocation).
    if node > n || node as usize > bytes.len() / 5 {
        return None;
    }
    let mut nodes: Vec<(u32, InlinedFrame)> = Vec::with_capacity(node as usize);
    for _ in 0..node {
        let parent = get(bytes, &mut q)?;
        let code = get(bytes, &mut q)?;
        let f = InlinedFrame {
            code: code >> RETURNS_BITS,
            offset: get(bytes, &mut q)?,
            parent_ip: get(bytes, &mut q)?,
            parent_depth: get(bytes, &mut q)?,
            returns: Returns::of_bits(code & ((1 << RETURNS_BITS) - 1))?,
        };
        nodes.push((parent, f));
    }
    // Walk from the innermost node to the root.
    let mut chain: Vec<InlinedFrame> = Vec::new();
    let mut cur = node;
    while cur != 0 {
        let (parent, f) = *nodes.get(cur as usize - 1)?;
        if parent >= cur || chain.len() > nodes.len() {
            return None;
        }
        chain.push(f);
        cur = parent;
    }
    chain.reverse();
    let mut frames = Vec::with_capacity(chain.len() + 1);
    let (mut code, mut offset, mut returns) = (root_code, 0, Returns::Value);
    for f in &chain {
        frames.push(FrameState {
            code,
            offset,
            ip: f.parent_ip,
            depth: f.parent_depth,
            returns,
        });
        code = f.code;
        offset = f.offset;
        returns = f.returns;
    }
    frames.push(FrameState {
        code,
        offset,
        ip,
        depth,
        returns,
    });
    Some(frames)
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;

    #[test]
    fn round_trip_through_shared_nodes() {
        let mut t = FrameTree::default();
        let f1 = InlinedFrame {
            code: 2,
            offset: 9,
            parent_ip: 14,
            parent_depth: 3,
            returns: Returns::Value,
        };
        let f2 = InlinedFrame {
            code: 3,
            offset: 15,
            parent_ip: 4,
            parent_depth: 0,
            returns: Returns::Instance,
        };
        let a = t.child(0, f1);
        let b = t.child(a, f2);
        assert_eq!(t.child(0, f1), a, "nodes are shared");
        assert_eq!(t.depth(b), 2);
        let exits = [
            ExitPoint {
                node: 0,
                ip: 10,
                depth: 3,
            },
            ExitPoint {
                node: a,
                ip: 2,
                depth: 1,
            },
            ExitPoint {
                node: b,
                ip: 7,
                depth: 2,
            },
        ];
        let enc = encode(&t, &exits);
        assert_eq!(
            decode(&enc.bytes, enc.exit_at[0] as usize, 1).unwrap(),
            vec![FrameState {
                code: 1,
                offset: 0,
                ip: 10,
                depth: 3,
                returns: Returns::Value,
            }]
        );
        assert_eq!(
            decode(&enc.bytes, enc.exit_at[2] as usize, 1).unwrap(),
            vec![
                FrameState {
                    code: 1,
                    offset: 0,
                    ip: 14,
                    depth: 3,
                    returns: Returns::Value,
                },
                FrameState {
                    code: 2,
                    offset: 9,
                    ip: 4,
                    depth: 0,
                    returns: Returns::Value,
                },
                FrameState {
                    code: 3,
                    offset: 15,
                    ip: 7,
                    depth: 2,
                    returns: Returns::Instance,
                },
            ]
        );
        // Three exits in 9 bytes; two nodes in 11.
        assert_eq!(enc.bytes.len() - enc.tree_bytes, 9);
        assert_eq!(enc.tree_bytes, 11);
    }

    #[test]
    fn every_kind_of_frame_round_trips_through_its_bits() {
        // A kind missing from `ALL` would be encoded as `Value`, and an
        // exit inside such a frame rebuilt as a plain call's (an
        // `__eq__` returning `NotImplemented` after it then gave that
        // value, not the reflected method's).
        let mut kinds = Returns::ALL.to_vec();
        kinds.extend(CmpOp::ALL.iter().map(|&op| Returns::Order(op)));
        for r in kinds {
            assert_eq!(Returns::of_bits(r.bits()), Some(r), "{r:?}");
            assert!(r.bits() < 1 << RETURNS_BITS, "{r:?}");
        }
    }

    #[test]
    fn malformed_bytes_decode_to_none() {
        assert_eq!(decode(&[], 0, 0), None);
        assert_eq!(decode(&[0x80, 0x80, 0x80, 0x80, 0x80, 0x80], 0, 0), None);
        // Exit names node 5 of a tree with none.
        assert_eq!(decode(&[0, 5, 1, 1], 1, 0), None);
        // Huge node numbers and counts must not size an allocation (found
        // by the reconstruct_roundtrip fuzz target).
        let huge = [
            0xff, 0xff, 0xff, 0xff, 0x07, 0xff, 0xff, 0xff, 0xff, 0x07, 1, 1,
        ];
        assert_eq!(decode(&huge, 5, 0), None);
    }
}
