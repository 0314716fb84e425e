//! The std implementations of the core's host traits: a frame stack in one
//! boxed slice that never reallocates, and buffered standard output.

use std::io::{self, BufWriter, Write};

use trellis_core::{FixedFrameStack, Output, Value};

/// Frame-stack slots a std host reserves (16 bytes each): room for the
/// recursion limit of 1000 frames with generous frames.
pub const DEFAULT_FRAME_SLOTS: usize = 1 << 18;

/// Process-wide setup a std host does once: float powers through the
/// platform's C `pow`, which is what CPython calls.
pub fn init() {
    trellis_core::number::set_platform_pow(f64::powf);
}

/// Nanoseconds since the first call (the clock tier 2 times compiles with).
pub fn now_ns() -> u64 {
    static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    START
        .get_or_init(std::time::Instant::now)
        .elapsed()
        .as_nanos() as u64
}

pub type StdFrameStack = FixedFrameStack<Box<[Value]>>;

pub fn frame_stack(slots: usize) -> StdFrameStack {
    FixedFrameStack::new(vec![Value::Undef; slots].into_boxed_slice())
}

/// Buffered stdout. A write error (say, a closed pipe) stops further output
/// instead of failing the guest program.
pub struct StdOutput {
    out: BufWriter<io::Stdout>,
    failed: bool,
}

impl StdOutput {
    pub fn new() -> Self {
        StdOutput {
            out: BufWriter::with_capacity(1 << 16, io::stdout()),
            failed: false,
        }
    }

    pub fn flush(&mut self) {
        if !self.failed && self.out.flush().is_err() {
            self.failed = true;
        }
    }
}

impl Default for StdOutput {
    fn default() -> Self {
        Self::new()
    }
}

impl Output for StdOutput {
    fn write_str(&mut self, s: &str) {
        if !self.failed && self.out.write_all(s.as_bytes()).is_err() {
            self.failed = true;
        }
    }
}
