//! Everything of the kernel that is x86-64: boot, page tables, exception
//! handling, port I/O. An AArch64 port replaces this module (see
//! EMBEDDING.md) and keeps the same functions.

mod boot;
pub mod io;
mod mem;
pub mod paging;
pub mod traps;
