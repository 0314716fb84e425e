//! A compiled program: code objects, constants and global names.
//!
//! `codes[0]` is the module body. Globals are named by index into `names`, so
//! the VM keeps them in a dense array and never hashes at run time.

use alloc::string::String;
use alloc::vec::Vec;

use super::opcode::Op;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Instr {
    pub op: Op,
    pub arg: u32,
}

impl Instr {
    pub const fn new(op: Op, arg: u32) -> Self {
        Instr { op, arg }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum Const {
    None,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(String),
    /// An int literal beyond i64, in hexadecimal (`-0x...`).
    BigInt(String),
    Bytes(Vec<u8>),
    /// A tuple of constants (an element of a constant frozenset).
    Tuple(Vec<Const>),
    /// A set display of constants, folded as CPython folds it: the VM
    /// makes a frozenset of the items in order, then rebuilds it from its
    /// own iteration order (what CPython's constant merging does).
    FrozenSet(Vec<Const>),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Code {
    /// `<module>` for the module body.
    pub name: String,
    pub nparams: u32,
    /// Parameters first, then the other locals; `local_names.len()`.
    pub local_names: Vec<String>,
    pub max_stack: u32,
    pub instrs: Vec<Instr>,
    /// Source line of each instruction (same length as `instrs`).
    pub lines: Vec<u32>,
    pub first_line: u32,
}

impl Code {
    pub fn nlocals(&self) -> u32 {
        self.local_names.len() as u32
    }

    /// Slots a frame of this code needs: locals then the value stack.
    pub fn frame_size(&self) -> usize {
        self.local_names.len() + self.max_stack as usize
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Module {
    /// The source path, as tracebacks print it.
    pub filename: String,
    pub names: Vec<String>,
    pub consts: Vec<Const>,
    pub codes: Vec<Code>,
    /// The keyword names of each `CALL_KW` shape, as indices into `names`.
    pub kwnames: Vec<Vec<u32>>,
}

/// Limits the loader and verifier enforce, so that no input can make the VM
/// allocate without bound.
pub mod limits {
    pub const MAX_CODES: usize = 1 << 16;
    pub const MAX_NAMES: usize = 1 << 20;
    pub const MAX_CONSTS: usize = 1 << 20;
    pub const MAX_INSTRS: usize = 1 << 22;
    pub const MAX_LOCALS: u32 = 1 << 16;
    pub const MAX_STACK: u32 = 1 << 16;
    pub const MAX_COUNT: u32 = 1 << 16;
    pub const MAX_CALL_ARGS: u32 = 255;
    pub const MAX_STRING: usize = 1 << 24;
}
