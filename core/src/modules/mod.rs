//! The modules the core implements in Rust: `math`, `sys`, `time`, `gc`,
//! `_random` (the generator `random` is built on), and `_heapq`,
//! `_bisect`, `_itertools` and `_json` (what `heapq`, `bisect`,
//! `itertools` and `json` take their hot functions from, as CPython's do
//! from C); `random`, `heapq`,
//! `bisect`, `itertools` themselves and the
//! other standard modules are written in the guest language and shipped
//! as source by the front end.
//!
//! A module's functions are [`Builtin`]s of kind `ModuleFunction` (so they
//! are called, printed and traced like `len`, and a trace can know what
//! they return); [`members`] lists what each module binds. Making the
//! module object and reading the interpreter's state (`sys.argv`, the
//! recursion limit) is the interpreter's (`interp/imports.rs`), through
//! [`VmQuery`]. Nothing here touches globals or frames.

pub mod bisect;
#[cfg(feature = "math")]
pub mod cmath;
pub mod gc;
pub mod heapq;
pub mod itertools;
#[cfg(feature = "json")]
pub mod json;
pub mod math;
pub mod os;
pub mod random;
pub mod sys;
pub mod time;

use alloc::string::String;

use crate::args::Args;
use crate::builtins::Builtin;
use crate::ctx::Ctx;
use crate::error::Exception;
use crate::value::Value;

/// A module implemented in Rust.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NativeModule {
    Math,
    Cmath,
    Sys,
    Time,
    Gc,
    Random,
    Heapq,
    Bisect,
    Itertools,
    Json,
    Os,
    Builtins,
    Traceback,
}

impl NativeModule {
    pub const ALL: &'static [NativeModule] = &[
        NativeModule::Math,
        NativeModule::Cmath,
        NativeModule::Sys,
        NativeModule::Time,
        NativeModule::Gc,
        NativeModule::Random,
        NativeModule::Heapq,
        NativeModule::Bisect,
        NativeModule::Itertools,
        NativeModule::Json,
        NativeModule::Os,
        NativeModule::Builtins,
        NativeModule::Traceback,
    ];

    pub fn name(self) -> &'static str {
        match self {
            NativeModule::Math => "math",
            NativeModule::Cmath => "cmath",
            NativeModule::Sys => "sys",
            NativeModule::Time => "_time",
            NativeModule::Gc => "gc",
            NativeModule::Random => "_random",
            NativeModule::Heapq => "_heapq",
            NativeModule::Bisect => "_bisect",
            NativeModule::Itertools => "_itertools",
            NativeModule::Json => "_json",
            NativeModule::Os => "_os",
            NativeModule::Builtins => "builtins",
            NativeModule::Traceback => "_traceback",
        }
    }

    /// The module `import name` finds: one this build has (`math` and
    /// `_random` are cargo features of the core).
    pub fn from_name(name: &str) -> Option<NativeModule> {
        Self::ALL
            .iter()
            .copied()
            .find(|m| m.name() == name && m.built())
    }

    /// Whether this build has the module.
    pub fn built(self) -> bool {
        (!matches!(self, NativeModule::Math | NativeModule::Cmath) || cfg!(feature = "math"))
            && (self != NativeModule::Random || cfg!(feature = "random"))
            && (self != NativeModule::Json || cfg!(feature = "json"))
    }

    pub fn index(self) -> usize {
        self as usize
    }

    /// The builtin functions and types the module binds, by name.
    pub fn functions(self) -> &'static [(&'static str, Builtin)] {
        match self {
            NativeModule::Math => math::FUNCTIONS,
            #[cfg(feature = "math")]
            NativeModule::Cmath => cmath::FUNCTIONS,
            #[cfg(not(feature = "math"))]
            NativeModule::Cmath => &[],
            NativeModule::Sys => sys::FUNCTIONS,
            NativeModule::Time => time::FUNCTIONS,
            NativeModule::Gc => gc::FUNCTIONS,
            NativeModule::Random => random::FUNCTIONS,
            NativeModule::Heapq => heapq::FUNCTIONS,
            NativeModule::Bisect => bisect::FUNCTIONS,
            NativeModule::Itertools => itertools::FUNCTIONS,
            #[cfg(feature = "json")]
            NativeModule::Json => json::FUNCTIONS,
            #[cfg(not(feature = "json"))]
            NativeModule::Json => &[],
            NativeModule::Os => os::FUNCTIONS,
            // Its members are every builtin (see `builtin_members`).
            NativeModule::Builtins => &[],
            NativeModule::Traceback => &[
                ("format_exception", Builtin::TracebackFormat),
                ("caller", Builtin::TracebackCaller),
            ],
        }
    }
}

/// The module a builtin function or type belongs to, if not `builtins`.
pub fn module_of(b: Builtin) -> Option<NativeModule> {
    NativeModule::ALL
        .iter()
        .copied()
        .find(|m| m.functions().iter().any(|&(_, f)| f == b))
}

/// `math.sqrt` for messages that name a module function as CPython does.
pub fn qualified(b: Builtin) -> String {
    match module_of(b) {
        Some(m) => alloc::format!("{}.{}", m.name(), b.name()),
        None => String::from(b.name()),
    }
}

/// What a module function asks of the interpreter (a context without one
/// refuses with `NeedsVm`, and the interpreter redoes the call).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VmQuery {
    RecursionLimit,
    SetRecursionLimit(usize),
    /// A full collection now.
    Collect,
    /// `sys.exc_info()`: the exception being handled, as `(type, value,
    /// traceback)` (the traceback is `None`: there are no traceback
    /// objects).
    ExcInfo,
    /// The module of this name if it is loaded, else `None` (how the
    /// builtin `open` finds `io.open`).
    LoadedModule(&'static str),
    /// The traceback text of exception object `r` as an uncaught one
    /// prints (`traceback.format_exception`).
    FormatException(crate::heap::ObjRef),
    /// Where the frame `n` calls out from the one calling the function
    /// is (0: that frame itself): `(filename, line, module name)`, or
    /// `None` past the outermost frame (`warnings.warn`'s `stacklevel`).
    Caller(usize),
    /// `globals()`: the calling frame's module's globals, as a new dict.
    Globals,
    /// `locals()`: the calling frame's local variables as a new dict (its
    /// module's globals at a module's top level).
    Locals,
}

/// Whether module function `b` always asks the interpreter
/// ([`VmQuery`]): a trace calling it from a helper would leave at every
/// call, so the recorder leaves such calls to the interpreter.
pub fn queries_vm(b: Builtin) -> bool {
    matches!(
        b,
        Builtin::SysGetrecursionlimit
            | Builtin::SysSetrecursionlimit
            | Builtin::SysExcInfo
            | Builtin::SysException
            | Builtin::GcCollect
            | Builtin::Open
            | Builtin::TracebackFormat
            | Builtin::TracebackCaller
            | Builtin::Globals
            | Builtin::Locals
    )
}

/// Calls module function (or type) `b`.
pub fn call(b: Builtin, ctx: &mut dyn Ctx, args: Args) -> Result<Value, Exception> {
    match module_of(b) {
        #[cfg(feature = "math")]
        Some(NativeModule::Math) => math::call(b, ctx, args),
        #[cfg(feature = "math")]
        Some(NativeModule::Cmath) => cmath::call(b, ctx, args),
        Some(NativeModule::Sys) => sys::call(b, ctx, args),
        Some(NativeModule::Time) => time::call(b, ctx, args),
        Some(NativeModule::Gc) => gc::call(b, ctx, args),
        Some(NativeModule::Heapq) => heapq::call(b, ctx, args),
        Some(NativeModule::Bisect) => bisect::call(b, ctx, args),
        Some(NativeModule::Itertools) => itertools::call(b, ctx, args),
        #[cfg(feature = "json")]
        Some(NativeModule::Json) => json::call(b, ctx, args),
        Some(NativeModule::Os) => os::call(b, ctx, args),
        Some(NativeModule::Traceback) if b == Builtin::TracebackCaller => {
            let n = args.exactly_one("caller")?;
            let Some(n) = n.as_index().filter(|n| *n >= 0) else {
                return Err(crate::error::exc!(
                    ValueError,
                    "caller() argument must be a non-negative int"
                ));
            };
            ctx.vm_query(VmQuery::Caller(n as usize))
        }
        Some(NativeModule::Traceback) => {
            let v = args.exactly_one("format_exception")?;
            let Value::Instance(r) = v else {
                return Err(crate::error::exc!(
                    TypeError,
                    "format_exception() argument must be an exception"
                ));
            };
            if ctx.heap().exc_state(r).is_none() {
                return Err(crate::error::exc!(
                    TypeError,
                    "format_exception() argument must be an exception"
                ));
            }
            ctx.vm_query(VmQuery::FormatException(r))
        }
        // Binds builtins, none of its own.
        Some(NativeModule::Builtins) => Err(crate::error::exc!(
            SystemError,
            "{} is not a module function",
            b.name()
        )),
        #[cfg(feature = "random")]
        Some(NativeModule::Random) => random::call(b, ctx, args),
        // A module this build leaves out cannot be imported, so its
        // functions are never reached.
        #[cfg(not(all(feature = "math", feature = "random", feature = "json")))]
        Some(_) => Err(crate::error::exc!(
            SystemError,
            "{} is not in this build",
            b.name()
        )),
        None => Err(crate::error::exc!(
            SystemError,
            "{} is not a module function",
            b.name()
        )),
    }
}

/// What the `builtins` module binds: every builtin function and type, the
/// exception types and the constants, by the names the program finds
/// them under. (Rebinding them there does not change what bare names
/// find.)
pub fn builtin_members() -> alloc::vec::Vec<(&'static str, Value)> {
    use crate::builtins::Kind;
    let mut out = alloc::vec::Vec::new();
    for &b in Builtin::ALL {
        if matches!(b.kind(), Kind::Function | Kind::Type) {
            out.push((b.name(), Value::Builtin(b)));
        }
    }
    for &k in crate::error::ExcKind::ALL {
        if k.is_catchable() && crate::error::ExcKind::from_name(k.name()) == Some(k) {
            out.push((k.name(), Value::ExcType(k)));
        }
    }
    out.extend([
        ("None", Value::None),
        ("True", Value::Bool(true)),
        ("False", Value::Bool(false)),
        ("Ellipsis", Value::Ellipsis),
        ("NotImplemented", Value::NotImplemented),
        ("IOError", Value::ExcType(crate::error::ExcKind::OSError)),
        (
            "EnvironmentError",
            Value::ExcType(crate::error::ExcKind::OSError),
        ),
    ]);
    out
}
