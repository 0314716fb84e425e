//! The ISA-independent half of the hand-written backends' lowering.
//!
//! This module owns what the x86-64 and AArch64 lowerings decide alike:
//! where a value lives while a trace is lowered ([`Loc`]), the abstract
//! operand stacks, held locals and free registers ([`values`]), and the plan
//! that brings the values at a loop's back-edge to where the loop's head
//! keeps them ([`back_edge`]). It emits no instructions and names no register:
//! each backend instantiates it with its own register types and carries
//! the plans out with its own instructions (LuaJIT's split between
//! `lj_asm.c` and `lj_asm_<arch>.h`).

pub mod back_edge;
mod loc;
pub mod values;

pub use back_edge::{Carried, LoopHead};
pub use loc::{Kind, Loc};
pub use values::{Frame, Values, Write};
