//! Exception objects: making one from an error Rust code raised, and
//! BaseException's own behaviour (`args`, `str`, `repr`).
//!
//! An exception instance is an [`InstanceObj`] with an [`ExcState`]; its
//! class is a builtin exception type or a class deriving from one. How
//! exceptions unwind frames is the interpreter's (`interp/unwind.rs`).
//!
//! [`InstanceObj`]: super::instance::InstanceObj
//! [`ExcState`]: super::instance::ExcState

use alloc::string::String;
use alloc::vec::Vec;

use super::instance::{self, exc_base_of};
use crate::error::{ExcKind, Exception, exc};
use crate::heap::{Heap, ObjRef};
use crate::value::Value;

/// The guest object for `e`, made if Rust code raised it without one.
pub fn materialize(heap: &mut Heap, e: &Exception) -> Result<ObjRef, Exception> {
    if let Some(r) = e.obj {
        return Ok(r);
    }
    let quoted = e.kind == crate::error::ExcKind::KeyError
        && e.message.len() >= 2
        && e.message.starts_with('\'')
        && e.message.ends_with('\'');
    let unicode = matches!(
        e.kind,
        ExcKind::UnicodeDecodeError | ExcKind::UnicodeEncodeError
    );
    let args = match e.arg {
        // A codec's error: its five arguments (`codec::with_unicode_args`).
        Some(a @ Value::Tuple(_)) if unicode && heap.seq(a).len() == 5 => heap.seq(a).to_vec(),
        Some(a) => alloc::vec![a],
        None if e.message.is_empty() => Vec::new(),
        // A KeyError whose message is the repr of its text.
        None if quoted => alloc::vec![crate::ops::new_str(
            heap,
            String::from(&e.message[1..e.message.len() - 1])
        )?],
        None => alloc::vec![crate::ops::new_str(heap, e.message.clone())?],
    };
    let args = super::tuple::from_vec(heap, args)?;
    match instance::new_instance(heap, Value::ExcType(e.kind), args)? {
        Value::Instance(r) => {
            if let Some(st) = heap.exc_state_mut(r) {
                st.hint = e.hint.clone();
                st.hint_attr = e.hint_attr.clone();
            }
            Ok(r)
        }
        _ => Err(exc!(SystemError, "exception allocation")),
    }
}

/// The subclass CPython's `OSError(errno, ...)` becomes for `errno`
/// (Linux's numbers), or `OSError` itself.
pub fn os_error_kind(errno: i64) -> ExcKind {
    match errno {
        1 | 13 => ExcKind::PermissionError,
        2 => ExcKind::FileNotFoundError,
        3 => ExcKind::ProcessLookupError,
        4 => ExcKind::InterruptedError,
        10 => ExcKind::ChildProcessError,
        11 | 114 | 115 => ExcKind::BlockingIOError,
        17 => ExcKind::FileExistsError,
        20 => ExcKind::NotADirectoryError,
        21 => ExcKind::IsADirectoryError,
        32 | 108 => ExcKind::BrokenPipeError,
        103 => ExcKind::ConnectionAbortedError,
        104 => ExcKind::ConnectionResetError,
        110 => ExcKind::TimeoutError,
        111 => ExcKind::ConnectionRefusedError,
        _ => ExcKind::OSError,
    }
}

/// A new instance of builtin exception class `class` (or a class deriving
/// from one) made from positional arguments `pos`, as CPython's
/// constructors make it: `OSError(errno, strerror, filename, winerror,
/// filename2)` called as `OSError` itself becomes the subclass its errno
/// names, and with a file name keeps only `(errno, strerror)` as its
/// arguments and the names as attributes.
pub fn new_exception(heap: &mut Heap, class: Value, pos: &[Value]) -> Result<Value, Exception> {
    let os_error = exc_base_of(heap, class).is_some_and(|k| k.is_subclass_of(ExcKind::OSError));
    if !os_error || !(2..=5).contains(&pos.len()) {
        let args = super::tuple::from_vec(heap, pos.to_vec())?;
        return instance::new_instance(heap, class, args);
    }
    let class = match (class, pos[0]) {
        (Value::ExcType(ExcKind::OSError), Value::Int(n)) => Value::ExcType(os_error_kind(n)),
        _ => class,
    };
    let kept = if pos.len() >= 3 { &pos[..2] } else { pos };
    let args = super::tuple::from_vec(heap, kept.to_vec())?;
    let made = instance::new_instance(heap, class, args)?;
    if let Value::Instance(r) = made {
        for (i, name) in [(2, "filename"), (4, "filename2")] {
            if let Some(&v) = pos.get(i) {
                heap.push_root(made);
                let id = heap.names.try_intern(name);
                heap.pop_roots(1);
                instance::set_own(heap, r, id?, v)?;
            }
        }
    }
    Ok(made)
}

/// `e.code` of a `SystemExit`: its single argument, `None` without one, the
/// argument tuple with several.
pub fn system_exit_code(heap: &Heap, obj: Option<ObjRef>) -> Value {
    let Some(r) = obj else {
        return Value::None;
    };
    let args = args_of(heap, r);
    match args {
        Value::Tuple(_) => match heap.seq(args) {
            [] => Value::None,
            [one] => *one,
            _ => args,
        },
        _ => Value::None,
    }
}

/// The `OSError` (`BrokenPipeError` for a closed pipe) for a write the host
/// could not do, with CPython's `(errno, strerror)` arguments.
pub fn os_error(heap: &mut Heap, e: &crate::host::OutputError) -> Exception {
    let kind = e.kind();
    let made = (|| {
        let text = crate::ops::new_str(heap, e.strerror.clone())?;
        let args = super::tuple::from_vec(heap, alloc::vec![Value::Int(e.errno as i64), text])?;
        match instance::new_instance(heap, Value::ExcType(kind), args)? {
            Value::Instance(r) => Ok(Exception::from_object(kind, r)),
            _ => Err(exc!(SystemError, "exception allocation")),
        }
    })();
    made.unwrap_or_else(|e| e)
}

/// `e.errno` / `e.strerror` of an `OSError` made with two or more arguments
/// (`None` otherwise, as CPython).
pub fn os_error_field(heap: &Heap, r: ObjRef, index: usize) -> Value {
    let args = args_of(heap, r);
    match args {
        Value::Tuple(_) => {
            let items = heap.seq(args);
            if items.len() >= 2 {
                items[index]
            } else {
                Value::None
            }
        }
        _ => Value::None,
    }
}

/// The error that raising guest object `v` makes, or the `TypeError` for
/// raising something that is not an exception.
pub fn to_exception(heap: &Heap, v: Value) -> Result<Exception, Exception> {
    if let Value::Instance(r) = v
        && let Some(kind) = exc_base_of(heap, instance::class_of(heap, r))
    {
        return Ok(Exception::from_object(kind, r));
    }
    Err(exc!(TypeError, "exceptions must derive from BaseException"))
}

/// `e.args` of an exception instance (an empty tuple for anything else).
pub fn args_of(heap: &Heap, r: ObjRef) -> Value {
    heap.exc_state(r).map_or(Value::None, |s| s.args)
}

/// Whether `str(e)` is the repr of a single argument (`KeyError`'s rule,
/// which classes deriving from it inherit).
pub(crate) fn str_is_repr(heap: &Heap, class: Value) -> bool {
    super::class::mro_of(heap, class).iter().any(|t| match t {
        Value::ExcType(k) => *k == ExcKind::KeyError,
        _ => false,
    })
}

/// BaseException's `str(e)`: nothing, the single argument's `str`, or the
/// repr of the argument tuple.
pub fn base_str(heap: &Heap, r: ObjRef) -> Result<String, Exception> {
    // An exception's argument may be an exception, nested without end.
    heap.enter_nesting(" while getting the str of an object")?;
    let s = base_str_unbounded(heap, r);
    heap.leave_nesting();
    s
}

fn base_str_unbounded(heap: &Heap, r: ObjRef) -> Result<String, Exception> {
    let args = args_of(heap, r);
    let items: Vec<Value> = match args {
        Value::Tuple(_) => crate::heap::headroom::copy(heap.seq(args))?,
        _ => Vec::new(),
    };
    let mut out = String::new();
    let class = instance::class_of(heap, r);
    let os_error = exc_base_of(heap, class).is_some_and(|k| k.is_subclass_of(ExcKind::OSError));
    if let Some(text) = unicode_error_str(heap, class, &items)? {
        return Ok(text);
    }
    match items.as_slice() {
        // OSError(errno, strerror), with the file names it was made with
        // (`new_exception`).
        [errno, text] if os_error => {
            out.push_str("[Errno ");
            crate::display::write_str(&mut out, heap, *errno)?;
            out.push_str("] ");
            crate::display::write_str(&mut out, heap, *text)?;
            let own = |name: &str| {
                let id = heap.names.lookup(name)?;
                instance::get_own(heap, r, id)
            };
            if let Some(f) = own("filename") {
                out.push_str(": ");
                crate::display::write_repr(&mut out, heap, f)?;
                if let Some(f2) = own("filename2") {
                    out.push_str(" -> ");
                    crate::display::write_repr(&mut out, heap, f2)?;
                }
            }
        }
        [] => {}
        [one] => {
            if str_is_repr(heap, instance::class_of(heap, r)) {
                crate::display::write_repr(&mut out, heap, *one)?;
            } else {
                crate::display::write_str(&mut out, heap, *one)?;
            }
        }
        _ => crate::display::write_repr(&mut out, heap, args)?,
    }
    Ok(out)
}

/// `str(e)` of a `UnicodeDecodeError` or `UnicodeEncodeError` with its five
/// arguments `(encoding, object, start, end, reason)`, as CPython writes it.
fn unicode_error_str(
    heap: &Heap,
    class: Value,
    items: &[Value],
) -> Result<Option<String>, Exception> {
    let kind = exc_base_of(heap, class);
    let decode = kind.is_some_and(|k| k.is_subclass_of(ExcKind::UnicodeDecodeError));
    let encode = kind.is_some_and(|k| k.is_subclass_of(ExcKind::UnicodeEncodeError));
    let [
        Value::Str(enc),
        object,
        Value::Int(start),
        Value::Int(end),
        Value::Str(reason),
    ] = *items
    else {
        return Ok(None);
    };
    if !(decode || encode) {
        return Ok(None);
    }
    let (enc, reason) = (heap.str(enc), heap.str(reason));
    let verb = if decode { "decode" } else { "encode" };
    let mut out = String::new();
    use core::fmt::Write;
    let one = end == start + 1;
    match object {
        Value::Bytes(_) | Value::ByteArray(_) if decode && one => {
            let b = super::bytes::as_bytes(heap, object)
                .and_then(|b| b.get(usize::try_from(start).ok()?).copied());
            let Some(b) = b else {
                return Ok(None);
            };
            let _ = write!(
                out,
                "'{enc}' codec can't decode byte 0x{b:02x} in position {start}: {reason}"
            );
        }
        Value::Str(s) if encode && one => {
            let Some(c) = usize::try_from(start)
                .ok()
                .and_then(|i| heap.str(s).chars().nth(i))
            else {
                return Ok(None);
            };
            let code = c as u32;
            let shown = if code < 0x100 {
                alloc::format!("\\x{code:02x}")
            } else if code < 0x10000 {
                alloc::format!("\\u{code:04x}")
            } else {
                alloc::format!("\\U{code:08x}")
            };
            let _ = write!(
                out,
                "'{enc}' codec can't encode character '{shown}' in position {start}: {reason}"
            );
        }
        _ => {
            let what = if decode { "bytes" } else { "characters" };
            let _ = write!(
                out,
                "'{enc}' codec can't {verb} {what} in position {start}-{}: {reason}",
                end - 1
            );
        }
    }
    Ok(Some(out))
}

/// BaseException's `repr(e)`: `ValueError('x')`.
pub fn base_repr(heap: &Heap, r: ObjRef) -> Result<String, Exception> {
    let class = instance::class_of(heap, r);
    let mut out = String::from(super::class::type_value_name(heap, class));
    let args = args_of(heap, r);
    let items: Vec<Value> = match args {
        Value::Tuple(_) => crate::heap::headroom::copy(heap.seq(args))?,
        _ => Vec::new(),
    };
    if items.len() == 1 {
        out.push('(');
        crate::display::write_repr(&mut out, heap, items[0])?;
        out.push(')');
    } else if items.is_empty() {
        out.push_str("()");
    } else {
        crate::display::write_repr(&mut out, heap, args)?;
    }
    Ok(out)
}

/// The type name CPython's traceback prints for exception class `class`:
/// a class of `__main__` or a builtin type by its qualified name alone.
pub fn report_name(heap: &Heap, class: Value) -> String {
    match class {
        // CPython names an exception class of another module than
        // `__main__` with its module (`json.decoder.JSONDecodeError`).
        Value::Class(r) => {
            let q = alloc::format!("{}", super::class::qualified_name(heap, r));
            match q.strip_prefix("__main__.") {
                Some(rest) => String::from(rest),
                None => q,
            }
        }
        _ => String::from(super::class::type_value_name(heap, class)),
    }
}

/// `StopIteration(value)`'s value (None without arguments).
pub fn stop_value(heap: &Heap, r: ObjRef) -> Value {
    let args = args_of(heap, r);
    match args {
        Value::Tuple(_) => heap.seq(args).first().copied().unwrap_or(Value::None),
        _ => Value::None,
    }
}

/// Whether exception object `r` is an instance of `t` (a type value or a
/// tuple of them), for `except t:`.
pub fn matches(heap: &Heap, r: ObjRef, t: Value) -> Result<bool, Exception> {
    let class = instance::class_of(heap, r);
    match t {
        // As CPython: a tuple's items are classes, not tuples again.
        Value::Tuple(_) => {
            let items = heap.seq(t);
            if !items.iter().all(|&c| is_exception_type(heap, c)) {
                return Err(not_catchable());
            }
            Ok(items
                .iter()
                .any(|&c| super::class::is_subtype(heap, class, c)))
        }
        Value::ExcType(_) | Value::Class(_) if is_exception_type(heap, t) => {
            Ok(super::class::is_subtype(heap, class, t))
        }
        _ => Err(not_catchable()),
    }
}

fn not_catchable() -> Exception {
    exc!(
        TypeError,
        "catching classes that do not inherit from BaseException is not allowed"
    )
}

/// Whether `t` is an exception class.
pub fn is_exception_type(heap: &Heap, t: Value) -> bool {
    match t {
        Value::ExcType(k) => k.is_catchable(),
        Value::Class(_) => exc_base_of(heap, t).is_some(),
        _ => false,
    }
}
