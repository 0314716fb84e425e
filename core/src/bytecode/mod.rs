//! Bytecode: the instruction set, compiled modules, the `.tbc` file format,
//! the verifier and the disassembler.
//!
//! The bytecode is a stack machine close to CPython's: each instruction is an
//! opcode and one 32-bit operand ([`Instr`]); jump operands are absolute
//! instruction indices; each code object carries a line table (one line per
//! instruction). A frame holds the code's locals followed by its value stack.
//! See [`opcode`] for every instruction and its stack effect.
//!
//! Anything that comes from outside (a `.tbc` file) goes through
//! [`format::load`], which decodes and then [`verify::verify`]s, before the VM
//! sees it.

pub mod dis;
pub mod format;
pub mod module;
pub mod opcode;
pub mod verify;

pub use module::{Code, CodeFlags, Const, Handler, Instr, Module};
pub use opcode::{ArgKind, BinOp, CmpOp, Effect, Op};

use alloc::string::String;
use core::fmt;

/// A rejected module: where, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadError {
    /// The section or code object concerned.
    pub place: String,
    /// Byte offset in the file (loader) or instruction index (verifier).
    pub offset: usize,
    pub message: String,
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} at offset {}: {}",
            self.place, self.offset, self.message
        )
    }
}
