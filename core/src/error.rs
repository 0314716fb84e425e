//! Guest exceptions as the VM's Rust code raises and carries them, and the
//! report an uncaught one leaves for the host.
//!
//! [`ExcKind`] is CPython's tree of builtin exception types, declared once;
//! the guest sees each as a type object (`Value::ExcType`). Rust code raises
//! an [`Exception`] (a kind and a message); the interpreter turns it into a
//! guest exception object (`objects::exception`) when a handler looks at it
//! or when guest code raised an object in the first place. An exception no
//! handler catches becomes a [`GuestError`]: the text CPython prints, frames
//! and chained exceptions included. Text formatting of source lines is the
//! host's job.

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use crate::heap::ObjRef;
use crate::value::Value;

macro_rules! define_exceptions {
    ($($variant:ident = $parent:ident;)*) => {
        /// A builtin exception type. `parent` gives CPython's hierarchy.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[repr(u8)]
        pub enum ExcKind {
            $( $variant, )*
            /// The embedder's step budget ran out (not a Python exception:
            /// no handler sees it).
            StepLimitExceeded,
            /// A context that cannot run guest code was asked to (the
            /// interpreter redoes the operation with one that can; never
            /// seen by the program).
            NeedsVm,
        }

        impl ExcKind {
            /// Every kind a guest program can name.
            pub const ALL: &'static [ExcKind] = &[$(ExcKind::$variant),*];

            pub fn name(self) -> &'static str {
                match self {
                    $( ExcKind::$variant => stringify!($variant), )*
                    ExcKind::StepLimitExceeded => "StepLimitExceeded",
                    ExcKind::NeedsVm => "SystemError",
                }
            }

            /// The base type (`None` for `BaseException`).
            pub fn parent(self) -> Option<ExcKind> {
                let p = match self {
                    $( ExcKind::$variant => ExcKind::$parent, )*
                    ExcKind::StepLimitExceeded | ExcKind::NeedsVm => return None,
                };
                (p != self).then_some(p)
            }
        }
    };
}

// `X = X` marks the root.
define_exceptions! {
    BaseException = BaseException;
    SystemExit = BaseException;
    KeyboardInterrupt = BaseException;
    GeneratorExit = BaseException;
    Exception = BaseException;
    StopIteration = Exception;
    ArithmeticError = Exception;
    FloatingPointError = ArithmeticError;
    OverflowError = ArithmeticError;
    ZeroDivisionError = ArithmeticError;
    AssertionError = Exception;
    AttributeError = Exception;
    BufferError = Exception;
    EOFError = Exception;
    ImportError = Exception;
    ModuleNotFoundError = ImportError;
    LookupError = Exception;
    IndexError = LookupError;
    KeyError = LookupError;
    MemoryError = Exception;
    NameError = Exception;
    UnboundLocalError = NameError;
    OSError = Exception;
    FileNotFoundError = OSError;
    PermissionError = OSError;
    FileExistsError = OSError;
    IsADirectoryError = OSError;
    NotADirectoryError = OSError;
    InterruptedError = OSError;
    BlockingIOError = OSError;
    ChildProcessError = OSError;
    ProcessLookupError = OSError;
    TimeoutError = OSError;
    ConnectionError = OSError;
    BrokenPipeError = ConnectionError;
    ConnectionAbortedError = ConnectionError;
    ConnectionRefusedError = ConnectionError;
    ConnectionResetError = ConnectionError;
    StopAsyncIteration = Exception;
    ReferenceError = Exception;
    RuntimeError = Exception;
    NotImplementedError = RuntimeError;
    RecursionError = RuntimeError;
    SyntaxError = Exception;
    IndentationError = SyntaxError;
    TabError = IndentationError;
    SystemError = Exception;
    TypeError = Exception;
    ValueError = Exception;
    UnicodeError = ValueError;
    UnicodeDecodeError = UnicodeError;
    UnicodeEncodeError = UnicodeError;
    UnicodeTranslateError = UnicodeError;
    Warning = Exception;
    UserWarning = Warning;
    DeprecationWarning = Warning;
    PendingDeprecationWarning = Warning;
    SyntaxWarning = Warning;
    RuntimeWarning = Warning;
    FutureWarning = Warning;
    ImportWarning = Warning;
    UnicodeWarning = Warning;
    BytesWarning = Warning;
    ResourceWarning = Warning;
    EncodingWarning = Warning;
}

impl ExcKind {
    /// Whether this type is `base` or derives from it.
    pub fn is_subclass_of(self, base: ExcKind) -> bool {
        let mut k = Some(self);
        while let Some(c) = k {
            if c == base {
                return true;
            }
            k = c.parent();
        }
        false
    }

    /// The type of a builtin name (`ValueError`), if it is one.
    pub fn from_name(name: &str) -> Option<ExcKind> {
        Self::ALL.iter().copied().find(|k| k.name() == name)
    }

    /// From the payload word generated code and the loader see.
    pub fn from_u8(b: u8) -> Option<ExcKind> {
        Self::ALL.iter().copied().find(|k| *k as u8 == b)
    }

    /// Python code can catch it (the step budget is not an exception).
    pub fn is_catchable(self) -> bool {
        !matches!(self, ExcKind::StepLimitExceeded | ExcKind::NeedsVm)
    }
}

/// A raised exception as Rust code carries it.
///
/// `kind` is the builtin type (for a user-defined exception class, its
/// nearest builtin base). `message` is `str(e)` for exceptions Rust code
/// raised; for a guest exception object (`obj`) it is filled in when the
/// error leaves the VM.
#[derive(Clone, Debug, PartialEq)]
pub struct Exception {
    pub kind: ExcKind,
    pub message: String,
    /// The guest exception object, once there is one.
    pub obj: Option<ObjRef>,
    /// The single argument when it is not the message itself (a
    /// `KeyError`'s key, whose repr is the message).
    pub arg: Option<Value>,
    /// Raised again by a bare `raise` (the raising frame adds no
    /// traceback entry).
    pub reraised: bool,
    /// The "Did you mean" a traceback adds to the message (not part of
    /// `str(e)`).
    pub hint: Option<String>,
    /// For an `AttributeError` of a builtin value: the value and the
    /// name, from which the report makes the "Did you mean" (searching
    /// every attribute name costs microseconds, which `hasattr` and
    /// `getattr(x, n, default)` would pay at every miss). Only the value's
    /// type is used, never what it refers to.
    pub hint_attr: Option<(Value, String)>,
}

impl Exception {
    pub fn new(kind: ExcKind, message: impl Into<String>) -> Self {
        Exception {
            kind,
            message: message.into(),
            obj: None,
            arg: None,
            reraised: false,
            hint: None,
            hint_attr: None,
        }
    }

    /// An exception whose one argument is `arg` and whose text is `message`
    /// (`KeyError(key)` prints the key's repr).
    pub fn with_arg(kind: ExcKind, message: impl Into<String>, arg: Value) -> Self {
        Exception {
            arg: Some(arg),
            ..Exception::new(kind, message)
        }
    }

    /// The exception a guest exception object `obj` (of builtin base
    /// `kind`) raises.
    pub fn from_object(kind: ExcKind, obj: ObjRef) -> Self {
        Exception {
            obj: Some(obj),
            ..Exception::new(kind, String::new())
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

impl Exception {
    /// An exception of `kind` whose message is `args`, or a `MemoryError`
    /// when the message does not fit in memory: messages quote guest text
    /// (a name, a key's repr) that may be as long as memory allows.
    pub fn formatted(kind: ExcKind, args: fmt::Arguments<'_>) -> Self {
        match try_format(args) {
            Some(message) => Exception::new(kind, message),
            None => Exception::new(ExcKind::MemoryError, String::new()),
        }
    }
}

/// `args` formatted, growing the text fallibly; `None` when it does not
/// fit in memory.
pub fn try_format(args: fmt::Arguments<'_>) -> Option<String> {
    if let Some(s) = args.as_str() {
        return Some(String::from(s));
    }
    let mut out = String::new();
    crate::heap::headroom::push_fmt(&mut out, args).ok()?;
    Some(out)
}

/// Shorthand constructors used throughout the VM.
macro_rules! exc {
    ($kind:ident, $($fmt:tt)+) => {
        $crate::error::Exception::formatted(
            $crate::error::ExcKind::$kind,
            format_args!($($fmt)+),
        )
    };
}
pub(crate) use exc;

/// One frame of a traceback, outermost first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TraceEntry {
    /// `<module>` for the top level, else the function name.
    pub function: String,
    pub line: u32,
    /// Where on the line the instruction's expression is (for the `^^^`
    /// markers), if the code has positions.
    pub position: Option<crate::bytecode::module::Position>,
    /// The file of an imported module's code; empty for the program's own
    /// (whose path the host gives when it renders the traceback).
    pub filename: String,
}

/// How an earlier exception in a report leads to the next one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChainLink {
    /// `raise ... from ...`.
    Cause,
    /// Raised while the earlier one was being handled.
    Context,
}

/// One exception of a report: its type name as CPython prints it
/// (`MyError`, `KeyError`), `str()` of it and the frames it unwound.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReportedException {
    pub type_name: String,
    pub message: String,
    pub traceback: Vec<TraceEntry>,
}

/// An exception that escaped the program.
#[derive(Clone, Debug, PartialEq)]
pub struct GuestError {
    /// The exception that escaped (for a guest object, `message` is its
    /// `str()`). Boxed: errors travel up every frame's `Result`.
    pub exception: Box<Exception>,
    /// Its type name as printed (a user class's name, not its builtin
    /// base's).
    pub type_name: String,
    pub traceback: Vec<TraceEntry>,
    /// The exceptions it was chained to, the earliest first, each with how
    /// it leads to the next.
    pub chain: Vec<(ReportedException, ChainLink)>,
}

impl GuestError {
    /// A report of an exception raised by Rust code with no guest object.
    pub fn plain(exception: Exception, traceback: Vec<TraceEntry>) -> Self {
        GuestError {
            type_name: String::from(exception.kind.name()),
            exception: Box::new(exception),
            traceback,
            chain: Vec::new(),
        }
    }

    /// Python's traceback text, with CPython 3.11's `~~^~~` markers under
    /// the expression of each frame where the host gives its source line
    /// and the code has positions. `source_line(file, n)` gives line `n`
    /// of `file` as the file has it (indentation included, so the markers
    /// line up), or `None`. Runs of more than three identical frames are
    /// folded the way CPython folds them.
    pub fn render(
        &self,
        filename: &str,
        source_line: impl FnMut(&str, u32) -> Option<String>,
    ) -> String {
        let mut out = String::new();
        let _ = self.render_to(&mut out, filename, source_line);
        out
    }

    /// [`render`](Self::render) written piece by piece to `out`: a host
    /// streams it to its error output, so a message as large as memory
    /// allows is never copied into one more string.
    pub fn render_to<W: core::fmt::Write>(
        &self,
        out: &mut W,
        filename: &str,
        mut source_line: impl FnMut(&str, u32) -> Option<String>,
    ) -> core::fmt::Result {
        for (e, link) in &self.chain {
            render_one(
                out,
                filename,
                &mut source_line,
                &e.traceback,
                &e.type_name,
                &e.message,
            )?;
            out.write_str(match link {
                ChainLink::Cause => {
                    "\nThe above exception was the direct cause of the following exception:\n\n"
                }
                ChainLink::Context => {
                    "\nDuring handling of the above exception, another exception occurred:\n\n"
                }
            })?;
        }
        render_one(
            out,
            filename,
            &mut source_line,
            &self.traceback,
            &self.type_name,
            &self.exception.message,
        )
    }
}

fn render_one<W: core::fmt::Write>(
    out: &mut W,
    filename: &str,
    source_line: &mut impl FnMut(&str, u32) -> Option<String>,
    tb: &[TraceEntry],
    type_name: &str,
    message: &str,
) -> core::fmt::Result {
    if !tb.is_empty() {
        out.write_str("Traceback (most recent call last):\n")?;
    }
    let mut i = 0;
    let last = tb.len().saturating_sub(1);
    while i < tb.len() {
        // CPython folds frames of the same file, line and function (their
        // columns may differ: the last call of a recursion on another
        // expression of the line), showing the first three of a run.
        let same = |a: &TraceEntry, b: &TraceEntry| {
            a.filename == b.filename && a.line == b.line && a.function == b.function
        };
        let mut run = 1;
        while i + run < tb.len() && same(&tb[i + run], &tb[i]) {
            run += 1;
        }
        let shown = run.min(3);
        for k in 0..shown {
            let e = &tb[i + k];
            let file = if e.filename.is_empty() {
                filename
            } else {
                &e.filename
            };
            writeln!(
                out,
                "  File \"{}\", line {}, in {}",
                file, e.line, e.function
            )?;
            if let Some(src) = source_line(file, e.line) {
                writeln!(out, "    {}", src.trim())?;
                // A failed method lookup underlines `obj.name`, not the
                // call (CPython's `LOAD_METHOD` has its own position).
                let lookup = i + k == last && type_name == "AttributeError";
                if let Some(p) = e.position
                    && let Some(marks) = crate::traceback_marks::marks(&src, e.line, p, lookup)
                {
                    writeln!(out, "    {marks}")?;
                }
            }
        }
        if run > 3 {
            let more = run - 3;
            writeln!(
                out,
                "  [Previous line repeated {} more time{}]",
                more,
                if more == 1 { "" } else { "s" }
            )?;
        }
        i += run;
    }
    if message.is_empty() {
        writeln!(out, "{type_name}")
    } else {
        writeln!(out, "{type_name}: {message}")
    }
}
