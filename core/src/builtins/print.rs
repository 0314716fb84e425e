//! `print(*objects, sep=' ', end='\n', file=None, flush=False)`.

use alloc::string::String;

use crate::args::Args;
use crate::ctx::Ctx;
use crate::display;
use crate::error::{Exception, exc};
use crate::objects::native::{NativeObj, Stream};
use crate::value::Value;

pub fn print(ctx: &mut dyn Ctx, args: Args) -> Result<Value, Exception> {
    args.check_kw("print", &["sep", "end", "file", "flush"])?;
    let heap = ctx.heap();
    let text = |v: Option<Value>, what: &str, default: &str| -> Result<String, Exception> {
        match v {
            None | Some(Value::None) => Ok(String::from(default)),
            Some(Value::Str(r)) => Ok(crate::heap::headroom::copy_str(heap.str(r))?),
            Some(v) => Err(exc!(
                TypeError,
                "{} must be None or a string, not {}",
                what,
                crate::objects::type_name(heap, v)
            )),
        }
    };
    let sep = text(args.kw("sep"), "sep", " ")?;
    let end = text(args.kw("end"), "end", "\n")?;
    // Without `file=`, `sys.stdout` as the program last set it.
    let file = match args.kw("file").filter(|f| *f != Value::None) {
        None if ctx.heap().stdout_target != Value::None => Some(ctx.heap().stdout_target),
        f => f,
    };
    let mut s = String::new();
    for (i, v) in args.pos.iter().enumerate() {
        if i > 0 {
            crate::heap::headroom::push_str(&mut s, &sep)?;
        }
        display::write_str_ctx(&mut s, ctx, *v)?;
    }
    crate::heap::headroom::push_str(&mut s, &end)?;
    let written = match file {
        None => ctx.out().write_str(&s),
        Some(Value::Native(r)) => match ctx.heap().native(r) {
            Some(NativeObj::Stream(Stream::Stdout)) => ctx.out().write_str(&s),
            Some(NativeObj::Stream(Stream::Stderr)) => ctx.out().write_err(&s),
            _ => return write_to(ctx, file.unwrap_or(Value::None), s),
        },
        Some(f) => return write_to(ctx, f, s),
    };
    if let Err(e) = written {
        return Err(crate::objects::exception::os_error(ctx.heap(), &e));
    }
    Ok(Value::None)
}

/// `file.write(s)` for a `file=` that is not a standard stream (an object
/// of the program's with a `write` method).
fn write_to(ctx: &mut dyn Ctx, file: Value, s: String) -> Result<Value, Exception> {
    let write = ctx.get_attribute(file, "write").map_err(|e| {
        if e.kind == crate::error::ExcKind::AttributeError {
            exc!(
                AttributeError,
                "'{}' object has no attribute 'write'",
                crate::objects::type_name(ctx.heap(), file)
            )
        } else {
            e
        }
    })?;
    ctx.heap().push_root(write);
    let text = crate::ops::new_str(ctx.heap(), s);
    let r = text.and_then(|t| ctx.call(write, crate::args::Args::positional(&[t])));
    ctx.heap().pop_roots(1);
    r.map(|_| Value::None)
}
