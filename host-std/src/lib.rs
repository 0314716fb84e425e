//! The std host of Trellis: frame stack and output for Linux processes
//! ([`host`]), the Python-subset front end ([`frontend`]), program loading
//! and running ([`program`]), and the `trellis` command line (`main.rs`);
//! code memory for the JIT backends ([`code_memory`]) and, on x86-64 with
//! the `emulator` feature, AArch64 machine code run under Unicorn
//! ([`emulator`]).

#[cfg(any(
    feature = "x64",
    feature = "cranelift",
    feature = "emulator",
    feature = "aarch64"
))]
pub mod code_memory;
#[cfg(all(feature = "emulator", target_arch = "x86_64"))]
pub mod emulator;
pub mod files;
pub mod frontend;
pub mod headroom;
pub mod host;
pub mod libm;
pub mod program;
pub mod report;
