//! `print(*objects, sep=' ', end='\n', file=None, flush=False)`.

use alloc::string::String;

use crate::args::Args;
use crate::ctx::Ctx;
use crate::display;
use crate::error::{Exception, exc};
use crate::value::Value;

pub fn print(ctx: &mut dyn Ctx, args: Args) -> Result<Value, Exception> {
    args.check_kw("print", &["sep", "end", "file", "flush"])?;
    let heap = ctx.heap();
    let text = |v: Option<Value>, what: &str, default: &str| -> Result<String, Exception> {
        match v {
            None | Some(Value::None) => Ok(String::from(default)),
            Some(Value::Str(r)) => Ok(String::from(heap.str(r))),
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
    if let Some(f) = args.kw("file")
        && f != Value::None
    {
        return Err(exc!(
            TypeError,
            "print() file= is not supported (only the standard output)"
        ));
    }
    let mut s = String::new();
    for (i, v) in args.pos.iter().enumerate() {
        if i > 0 {
            s.push_str(&sep);
        }
        display::write_str_ctx(&mut s, ctx, *v)?;
    }
    s.push_str(&end);
    if let Err(e) = ctx.out().write_str(&s) {
        return Err(crate::objects::exception::os_error(ctx.heap(), &e));
    }
    Ok(Value::None)
}
