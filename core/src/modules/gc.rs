//! `gc`: the collector's switches. Trellis's collector is a tracing one
//! that cannot be turned off (it finds cycles as it finds everything), so
//! `disable` and `enable` only record the state `isenabled` reports, and
//! `collect` runs a full collection and returns 0 (CPython returns the
//! objects its cycle collector freed, which a tracing collector does not
//! count separately).

use super::VmQuery;
use crate::args::Args;
use crate::builtins::Builtin;
use crate::ctx::Ctx;
use crate::error::{Exception, exc};
use crate::value::Value;

pub const FUNCTIONS: &[(&str, Builtin)] = {
    use Builtin::*;
    &[
        ("collect", GcCollect),
        ("enable", GcEnable),
        ("disable", GcDisable),
        ("isenabled", GcIsenabled),
    ]
};

pub fn call(b: Builtin, ctx: &mut dyn Ctx, args: Args) -> Result<Value, Exception> {
    use Builtin::*;
    match b {
        GcCollect => {
            args.check_kw("collect", &["generation"])?;
            args.at_most("collect", 1)?;
            ctx.vm_query(VmQuery::Collect)?;
            Ok(Value::Int(0))
        }
        GcEnable | GcDisable => {
            args.expect(b.name(), 0, 0)?;
            ctx.heap().gc_switched_off = b == GcDisable;
            Ok(Value::None)
        }
        GcIsenabled => {
            args.expect("isenabled", 0, 0)?;
            Ok(Value::Bool(!ctx.heap().gc_switched_off))
        }
        _ => Err(exc!(SystemError, "gc.{} is not implemented", b.name())),
    }
}
