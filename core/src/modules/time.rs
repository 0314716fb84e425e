//! `time`: clocks and sleeping, from the host's [`crate::host::Platform`]
//! hooks. A host without a clock makes the clock functions raise
//! `OSError` (a firmware host may have none); without `sleep`, sleeping
//! returns at once.

use crate::args::Args;
use crate::builtins::Builtin;
use crate::ctx::Ctx;
use crate::error::{Exception, exc};
use crate::value::Value;

pub const FUNCTIONS: &[(&str, Builtin)] = {
    use Builtin::*;
    &[
        ("time", TimeTime),
        ("time_ns", TimeTimeNs),
        ("perf_counter", TimePerfCounter),
        ("perf_counter_ns", TimePerfCounterNs),
        ("monotonic", TimeMonotonic),
        ("monotonic_ns", TimeMonotonicNs),
        ("process_time", TimeProcessTime),
        ("process_time_ns", TimeProcessTimeNs),
        ("sleep", TimeSleep),
    ]
};

fn clock(f: Option<fn() -> u64>) -> Result<u64, Exception> {
    f.map(|f| f())
        .ok_or_else(|| exc!(OSError, "this host has no clock"))
}

pub fn call(b: Builtin, ctx: &mut dyn Ctx, args: Args) -> Result<Value, Exception> {
    use Builtin::*;
    let p = crate::host::platform();
    if b == TimeSleep {
        let v = args.exactly_one("sleep")?;
        let secs = match v {
            Value::Int(i) => i as f64,
            Value::Bool(b) => b as i64 as f64,
            Value::Float(f) => f,
            _ => {
                return Err(exc!(
                    TypeError,
                    "'{}' object cannot be interpreted as an integer",
                    crate::objects::type_name(ctx.heap(), v)
                ));
            }
        };
        if secs.is_nan() {
            return Err(exc!(ValueError, "Invalid value NaN (not a number)"));
        }
        if secs < 0.0 {
            return Err(exc!(ValueError, "sleep length must be non-negative"));
        }
        if let Some(sleep) = p.sleep_ns {
            sleep((secs * 1e9).min(u64::MAX as f64) as u64);
        }
        return Ok(Value::None);
    }
    args.expect(b.name(), 0, 0)?;
    let ns = match b {
        TimeTime | TimeTimeNs => clock(p.wall_clock_ns)?,
        TimePerfCounter | TimePerfCounterNs | TimeMonotonic | TimeMonotonicNs => {
            clock(p.monotonic_ns)?
        }
        _ => clock(p.process_time_ns)?,
    };
    Ok(match b {
        TimeTimeNs | TimePerfCounterNs | TimeMonotonicNs | TimeProcessTimeNs => {
            Value::Int(ns as i64)
        }
        _ => Value::Float(ns as f64 / 1e9),
    })
}
