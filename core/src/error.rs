//! Guest exceptions and the traceback a runtime error carries to the host.
//!
//! The guest language has no `try`, so an exception always unwinds every
//! frame; the VM records one [`TraceEntry`] per frame on the way out. Text
//! formatting of the traceback (file names, source lines) is the host's job.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExcKind {
    TypeError,
    ValueError,
    ZeroDivisionError,
    IndexError,
    NameError,
    UnboundLocalError,
    OverflowError,
    RecursionError,
    AttributeError,
    KeyError,
    RuntimeError,
    StopIteration,
    LookupError,
    UnicodeDecodeError,
    UnicodeEncodeError,
    MemoryError,
    /// The VM met a state that verified bytecode cannot produce.
    SystemError,
    /// The embedder's step budget ran out (not a Python exception).
    StepLimitExceeded,
}

impl ExcKind {
    pub fn name(self) -> &'static str {
        match self {
            ExcKind::TypeError => "TypeError",
            ExcKind::ValueError => "ValueError",
            ExcKind::ZeroDivisionError => "ZeroDivisionError",
            ExcKind::IndexError => "IndexError",
            ExcKind::NameError => "NameError",
            ExcKind::UnboundLocalError => "UnboundLocalError",
            ExcKind::OverflowError => "OverflowError",
            ExcKind::RecursionError => "RecursionError",
            ExcKind::AttributeError => "AttributeError",
            ExcKind::KeyError => "KeyError",
            ExcKind::RuntimeError => "RuntimeError",
            ExcKind::StopIteration => "StopIteration",
            ExcKind::LookupError => "LookupError",
            ExcKind::UnicodeDecodeError => "UnicodeDecodeError",
            ExcKind::UnicodeEncodeError => "UnicodeEncodeError",
            ExcKind::MemoryError => "MemoryError",
            ExcKind::SystemError => "SystemError",
            ExcKind::StepLimitExceeded => "StepLimitExceeded",
        }
    }
}

/// A raised exception: its type and message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exception {
    pub kind: ExcKind,
    pub message: String,
}

impl Exception {
    pub fn new(kind: ExcKind, message: impl Into<String>) -> Self {
        Exception {
            kind,
            message: message.into(),
        }
    }
}

impl fmt::Display for Exception {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.message.is_empty() {
            write!(f, "{}", self.kind.name())
        } else {
            write!(f, "{}: {}", self.kind.name(), self.message)
        }
    }
}

/// Shorthand constructors used throughout the VM.
macro_rules! exc {
    ($kind:ident, $($fmt:tt)+) => {
        $crate::error::Exception::new($crate::error::ExcKind::$kind, alloc::format!($($fmt)+))
    };
}
pub(crate) use exc;

/// One frame of a traceback, outermost first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TraceEntry {
    /// `<module>` for the top level, else the function name.
    pub function: String,
    pub line: u32,
}

/// An exception that escaped the program, with the frames it unwound.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GuestError {
    pub exception: Exception,
    pub traceback: Vec<TraceEntry>,
}

impl GuestError {
    /// Python's traceback text without source lines. Runs of more than three
    /// identical frames are folded the way CPython folds them.
    pub fn render(
        &self,
        filename: &str,
        mut source_line: impl FnMut(u32) -> Option<String>,
    ) -> String {
        use core::fmt::Write;
        let mut out = String::from("Traceback (most recent call last):\n");
        let mut i = 0;
        let tb = &self.traceback;
        while i < tb.len() {
            let mut run = 1;
            while i + run < tb.len() && tb[i + run] == tb[i] {
                run += 1;
            }
            let shown = run.min(3);
            for _ in 0..shown {
                let e = &tb[i];
                let _ = writeln!(
                    out,
                    "  File \"{}\", line {}, in {}",
                    filename, e.line, e.function
                );
                if let Some(src) = source_line(e.line) {
                    let _ = writeln!(out, "    {}", src.trim());
                }
            }
            if run > 3 {
                let more = run - 3;
                let _ = writeln!(
                    out,
                    "  [Previous line repeated {} more time{}]",
                    more,
                    if more == 1 { "" } else { "s" }
                );
            }
            i += run;
        }
        let _ = writeln!(out, "{}", self.exception);
        out
    }
}
