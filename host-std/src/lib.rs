//! The std host of Trellis: frame stack and output for Linux processes
//! ([`host`]), the Python-subset front end ([`frontend`]), program loading
//! and running ([`program`]), and the `trellis` command line (`main.rs`).

#[cfg(any(
    feature = "x64",
    feature = "cranelift",
    feature = "emulator",
    feature = "aarch64"
))]
pub mod code_memory;
pub mod frontend;
pub mod headroom;
pub mod host;
pub mod libm;
pub mod program;
pub mod report;
