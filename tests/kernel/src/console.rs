//! The kernel's three output streams, all serial ports: the guest's
//! standard output, its standard error, and the kernel's diagnostics.

use crate::arch::io::{self, Serial};
use trellis_core::{Output, OutputError};

pub fn init() {
    for port in [Serial::Out, Serial::Err, Serial::Diag] {
        io::init_serial(port);
    }
}

/// The guest's standard output. A serial port cannot fail.
pub struct GuestOut;

impl Output for GuestOut {
    fn write_str(&mut self, s: &str) -> Result<(), OutputError> {
        io::write(Serial::Out, s.as_bytes());
        Ok(())
    }
}

/// Writes to the guest's standard error.
pub fn err(s: &str) {
    io::write(Serial::Err, s.as_bytes());
}

/// The diagnostics port, for `diag!`: no allocation, so a panic on a full
/// heap still gets its message out.
pub struct Diag;

impl core::fmt::Write for Diag {
    fn write_str(&mut self, s: &str) -> core::fmt::Result {
        io::write(Serial::Diag, s.as_bytes());
        Ok(())
    }
}

/// One line on the diagnostics port.
#[macro_export]
macro_rules! diag {
    ($($arg:tt)*) => {{
        use core::fmt::Write as _;
        let _ = writeln!($crate::console::Diag, $($arg)*);
    }};
}
