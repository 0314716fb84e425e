//! `sys`: the program's arguments and streams, limits, and facts about
//! the interpreter, as CPython 3.11 on 64-bit Linux gives them.
//!
//! The streams are native objects ([`crate::objects::native::Stream`])
//! writing to the host's [`crate::host::Output`]; `sys.exit` is the
//! builtin `exit`. What the interpreter owns (the recursion limit) is
//! asked of it through [`super::VmQuery`].

use alloc::string::String;
use alloc::vec::Vec;

use super::VmQuery;
use crate::args::Args;
use crate::builtins::Builtin;
use crate::ctx::Ctx;
use crate::error::{Exception, exc};
use crate::heap::Heap;
use crate::objects::native::{NativeObj, Stream, new_native};
use crate::objects::{Attr, tuple};
use crate::value::Value;

pub const FUNCTIONS: &[(&str, Builtin)] = {
    use Builtin::*;
    &[
        ("exit", Exit),
        ("getrecursionlimit", SysGetrecursionlimit),
        ("setrecursionlimit", SysSetrecursionlimit),
        ("intern", SysIntern),
        ("getsizeof", SysGetsizeof),
        ("get_int_max_str_digits", SysGetIntMaxStrDigits),
        ("set_int_max_str_digits", SysSetIntMaxStrDigits),
        ("exc_info", SysExcInfo),
        ("exception", SysException),
        ("getdefaultencoding", SysGetdefaultencoding),
        ("getfilesystemencoding", SysGetfilesystemencoding),
    ]
};

/// A struct sequence of `sys` (`sys.version_info`): an instance of a class
/// `sys.NAME` deriving from `tuple`, its fields both its items and its
/// attributes, printed as CPython prints it (`display` reads the class's
/// `__struct_fields__`).
fn struct_seq(heap: &mut Heap, name: &str, fields: &[(&str, Value)]) -> Result<Value, Exception> {
    use crate::objects::{class, instance};
    let cls = class::new_class(
        heap,
        name,
        &[Value::Builtin(crate::builtins::Builtin::Tuple)],
    )?;
    let Value::Class(cr) = cls else {
        return Err(crate::error::exc!(SystemError, "struct sequence class"));
    };
    let module = crate::ops::new_str(heap, String::from("sys"))?;
    let m = heap.names.try_intern("__module__")?;
    class::set_attr(heap, cr, m, module);
    let mut names = Vec::with_capacity(fields.len());
    for (k, _) in fields {
        names.push(crate::ops::new_str(heap, String::from(*k))?);
    }
    let names = tuple::new_tuple(heap, &names)?;
    let sf = heap.names.try_intern("__struct_fields__")?;
    class::set_attr(heap, cr, sf, names);
    let values: Vec<Value> = fields.iter().map(|(_, v)| *v).collect();
    let t = tuple::new_tuple(heap, &values)?;
    let inst = instance::new_derived(heap, cls, t)?;
    if let Value::Instance(r) = inst {
        for (k, v) in fields {
            let id = heap.names.try_intern(k)?;
            instance::set_own(heap, r, id, *v)?;
        }
    }
    Ok(inst)
}

/// The attributes `sys` has besides its functions.
pub fn members(heap: &mut Heap, argv: &[String]) -> Result<Vec<(&'static str, Value)>, Exception> {
    let mut items = Vec::new();
    for a in argv {
        items.push(crate::ops::new_str(heap, a.clone())?);
    }
    let argv = crate::ops::new_list(heap, items)?;
    let mut out = alloc::vec![
        ("argv", argv),
        ("maxsize", Value::Int(i64::MAX)),
        ("maxunicode", Value::Int(0x10ffff)),
    ];
    for (name, text) in [
        ("byteorder", "little"),
        ("platform", "linux"),
        ("version", "3.11.7 (Trellis)"),
        ("executable", "trellis"),
        ("copyright", "Trellis"),
    ] {
        out.push((name, crate::ops::new_str(heap, String::from(text))?));
    }
    let final_ = crate::ops::new_str(heap, String::from("final"))?;
    let version_info = struct_seq(
        heap,
        "version_info",
        &[
            ("major", Value::Int(3)),
            ("minor", Value::Int(11)),
            ("micro", Value::Int(7)),
            ("releaselevel", final_),
            ("serial", Value::Int(0)),
        ],
    )?;
    out.push(("version_info", version_info));
    let float_info = struct_seq(
        heap,
        "float_info",
        &[
            ("max", Value::Float(f64::MAX)),
            ("max_exp", Value::Int(f64::MAX_EXP as i64)),
            ("max_10_exp", Value::Int(f64::MAX_10_EXP as i64)),
            ("min", Value::Float(f64::MIN_POSITIVE)),
            ("min_exp", Value::Int(f64::MIN_EXP as i64)),
            ("min_10_exp", Value::Int(f64::MIN_10_EXP as i64)),
            ("dig", Value::Int(f64::DIGITS as i64)),
            ("mant_dig", Value::Int(f64::MANTISSA_DIGITS as i64)),
            ("epsilon", Value::Float(f64::EPSILON)),
            ("radix", Value::Int(2)),
            ("rounds", Value::Int(1)),
        ],
    )?;
    out.push(("float_info", float_info));
    let siphash = crate::ops::new_str(heap, String::from("siphash13"))?;
    let hash_info = struct_seq(
        heap,
        "hash_info",
        &[
            ("width", Value::Int(64)),
            ("modulus", Value::Int((1 << 61) - 1)),
            ("inf", Value::Int(314159)),
            ("nan", Value::Int(0)),
            ("imag", Value::Int(1000003)),
            ("algorithm", siphash),
            ("hash_bits", Value::Int(64)),
            ("seed_bits", Value::Int(128)),
            ("cutoff", Value::Int(0)),
        ],
    )?;
    out.push(("hash_info", hash_info));
    let int_info = struct_seq(
        heap,
        "int_info",
        &[
            ("bits_per_digit", Value::Int(30)),
            ("sizeof_digit", Value::Int(4)),
            ("default_max_str_digits", Value::Int(4300)),
            ("str_digits_check_threshold", Value::Int(640)),
        ],
    )?;
    out.push(("int_info", int_info));
    out.push(("hexversion", Value::Int(0x030b07f0)));
    let path = crate::ops::new_list(heap, Vec::new())?;
    out.push(("path", path));
    // `sys.__stdout__ is sys.stdout` until the program rebinds one.
    for (name, original, s) in [
        ("stdin", "__stdin__", Stream::Stdin),
        ("stdout", "__stdout__", Stream::Stdout),
        ("stderr", "__stderr__", Stream::Stderr),
    ] {
        let stream = new_native(heap, NativeObj::Stream(s))?;
        out.push((name, stream));
        out.push((original, stream));
    }
    Ok(out)
}

pub fn call(b: Builtin, ctx: &mut dyn Ctx, args: Args) -> Result<Value, Exception> {
    use Builtin::*;
    match b {
        SysGetrecursionlimit => {
            args.expect("getrecursionlimit", 0, 0)?;
            ctx.vm_query(VmQuery::RecursionLimit)
        }
        SysExcInfo => {
            args.expect("exc_info", 0, 0)?;
            ctx.vm_query(VmQuery::ExcInfo)
        }
        // 3.11's `sys.exception()`: the exception being handled (the
        // middle of `exc_info()`), or `None`.
        SysException => {
            args.expect("exception", 0, 0)?;
            let info = ctx.vm_query(VmQuery::ExcInfo)?;
            Ok(ctx.heap().seq(info).get(1).copied().unwrap_or(Value::None))
        }
        SysGetdefaultencoding | SysGetfilesystemencoding => {
            args.expect(b.name(), 0, 0)?;
            crate::ops::new_str(ctx.heap(), String::from("utf-8"))
        }
        SysSetrecursionlimit => {
            let v = args.exactly_one("setrecursionlimit")?;
            let n = crate::args::c_int(ctx.heap(), v)?;
            if n < 1 {
                return Err(exc!(
                    ValueError,
                    "recursion limit must be greater or equal than 1"
                ));
            }
            ctx.vm_query(VmQuery::SetRecursionLimit(n as usize))
        }
        SysIntern => match args.exactly_one("intern")? {
            v @ Value::Str(_) => Ok(v),
            v => Err(exc!(
                TypeError,
                "intern() argument must be str, not {}",
                crate::objects::type_name(ctx.heap(), v)
            )),
        },
        SysGetsizeof => {
            let v = args.expect("getsizeof", 1, 2)?[0];
            let heap = ctx.heap();
            let n = match v.obj().and_then(|r| heap.get(r)) {
                Some(o) => o.size_estimate(),
                None => core::mem::size_of::<Value>(),
            };
            Ok(Value::Int(n as i64))
        }
        SysGetIntMaxStrDigits => {
            args.expect("get_int_max_str_digits", 0, 0)?;
            Ok(Value::Int(ctx.heap().max_str_digits as i64))
        }
        SysSetIntMaxStrDigits => {
            args.check_kw("set_int_max_str_digits", &["maxdigits"])?;
            let v = args
                .get(0, "maxdigits")
                .ok_or_else(|| crate::args::missing("set_int_max_str_digits", "maxdigits", 1))?;
            let n = crate::args::index(v)?;
            if n != 0 && n < 640 {
                return Err(exc!(ValueError, "maxdigits must be 0 or larger than 640"));
            }
            ctx.heap().max_str_digits = n as usize;
            Ok(Value::None)
        }
        _ => Err(exc!(SystemError, "sys.{} is not implemented", b.name())),
    }
}

/// A method of a standard stream.
pub fn stream_method(
    ctx: &mut dyn Ctx,
    s: Stream,
    attr: Attr,
    args: Args,
) -> Result<Value, Exception> {
    let os_error = |ctx: &mut dyn Ctx, e: crate::host::OutputError| {
        crate::objects::exception::os_error(ctx.heap(), &e)
    };
    let unsupported = |what: &str| exc!(OSError, "not {}", what);
    match attr {
        Attr::write => {
            let v = args.exactly_one("write")?;
            let Value::Str(r) = v else {
                return Err(exc!(
                    TypeError,
                    "write() argument must be str, not {}",
                    crate::objects::type_name(ctx.heap(), v)
                ));
            };
            let text = crate::heap::headroom::copy_str(ctx.heap().str(r))?;
            let n = text.chars().count();
            let r = match s {
                Stream::Stdout => ctx.out().write_str(&text),
                Stream::Stderr => ctx.out().write_err(&text),
                Stream::Stdin => return Err(unsupported("writable")),
            };
            r.map_err(|e| os_error(ctx, e))?;
            Ok(Value::Int(n as i64))
        }
        Attr::flush => {
            args.expect("flush", 0, 0)?;
            Ok(Value::None)
        }
        Attr::isatty => {
            args.expect("isatty", 0, 0)?;
            Ok(Value::Bool(false))
        }
        Attr::fileno => {
            args.expect("fileno", 0, 0)?;
            Ok(Value::Int(match s {
                Stream::Stdin => 0,
                Stream::Stdout => 1,
                Stream::Stderr => 2,
            }))
        }
        Attr::readline | Attr::read | Attr::readlines => {
            if s != Stream::Stdin {
                return Err(unsupported("readable"));
            }
            args.at_most(attr.name(), 1)?;
            let one = attr == Attr::readline;
            let mut text = String::new();
            let mut lines = Vec::new();
            loop {
                match ctx.out().read_line().map_err(|e| os_error(ctx, e))? {
                    Some(l) if attr == Attr::readlines => lines.push(l),
                    Some(l) => {
                        text.push_str(&l);
                        if one {
                            break;
                        }
                    }
                    None => break,
                }
            }
            if attr == Attr::readlines {
                let heap = ctx.heap();
                let mut items = Vec::with_capacity(lines.len());
                for l in lines {
                    items.push(crate::ops::new_str(heap, l)?);
                }
                return crate::ops::new_list(heap, items);
            }
            crate::ops::new_str(ctx.heap(), text)
        }
        _ => Err(crate::objects::method::no_attribute(
            ctx.heap(),
            Value::None,
            attr,
        )),
    }
}

/// `input(prompt)`: the prompt on standard output, then a line of input
/// without its newline; `EOFError` at the end of input.
pub fn input(ctx: &mut dyn Ctx, args: Args) -> Result<Value, Exception> {
    args.no_kw("input")?;
    let prompt = args.at_most("input", 1)?;
    if let Some(&p) = prompt.first() {
        let mut s = String::new();
        crate::display::write_str_ctx(&mut s, ctx, p)?;
        ctx.out()
            .write_str(&s)
            .map_err(|e| crate::objects::exception::os_error(ctx.heap(), &e))?;
    }
    match ctx
        .out()
        .read_line()
        .map_err(|e| crate::objects::exception::os_error(ctx.heap(), &e))?
    {
        Some(mut l) => {
            if l.ends_with('\n') {
                l.pop();
                if l.ends_with('\r') {
                    l.pop();
                }
            }
            crate::ops::new_str(ctx.heap(), l)
        }
        None => Err(exc!(EOFError, "EOF when reading a line")),
    }
}
