//! The interpreter as a [`Ctx`]: builtins and special methods that call
//! back into guest code (a `key=` function, `map` over a guest function,
//! `__eq__` during a comparison, a generator a builtin consumes) run the
//! callee here, in a nested run of the dispatch loop that returns when the
//! callee's frame does.
//!
//! Such calls happen only from the slow paths of the dispatch loop, after
//! the caller's frame state is saved so that its stack, which still holds
//! the operands, is a root for the collector. A recording in progress is
//! abandoned first: a trace cannot contain a call made from inside a
//! helper. Nested runs are bounded (`VmConfig::nested_runs`) so the Rust
//! stack is.

use super::Vm;
use super::calls::Called;
use crate::args::Args;
use crate::ctx::Ctx;
use crate::error::{Exception, exc};
use crate::heap::Heap;
use crate::host::{FrameStack, Output};
use crate::tier2::AbortReason;
use crate::tier2::recorder::Step;
use crate::value::Value;

impl<F: FrameStack, O: Output> Ctx for Vm<F, O> {
    fn heap(&mut self) -> &mut Heap {
        &mut self.heap
    }

    fn out(&mut self) -> &mut dyn Output {
        &mut self.out
    }

    fn call(&mut self, f: Value, args: Args) -> Result<Value, Exception> {
        match f {
            Value::Builtin(b) => crate::builtins::call(b, self, args),
            Value::Method(r) => crate::objects::method::call(self, r, args),
            Value::ExcType(k) => {
                args.no_kw(k.name())?;
                crate::objects::exception::new_exception(&mut self.heap, f, args.pos)
            }
            _ => self.call_nested(f, args),
        }
    }

    fn make_room(&mut self, bytes: usize) {
        // Builtins run with every frame's state saved (see the module
        // comment), so the frames are the roots.
        if self.heap.wants_collection_before(bytes) {
            self.collect_now();
        }
    }

    fn next_of(&mut self, it: Value) -> Result<Option<Value>, Exception> {
        match it {
            Value::Generator(g) => {
                self.abandon_recording();
                self.nested += 1;
                let r = self.resume_nested(g, Value::None, None);
                self.nested -= 1;
                r
            }
            Value::Instance(_) => crate::dunder::next(self, it),
            _ => {
                let mut st = [it, Value::Undef, Value::Undef];
                crate::ops::iter_next(self, &mut st)
            }
        }
    }

    fn next_raw(&mut self, it: Value) -> Result<Value, Exception> {
        match it {
            Value::Generator(g) => {
                self.abandon_recording();
                self.nested += 1;
                let r = self.resume_nested_raw(g, Value::None, None);
                self.nested -= 1;
                r
            }
            Value::Instance(_) => match crate::dunder::call_special(
                self,
                it,
                crate::objects::intern::Special::next,
                &[],
            )? {
                Some(v) => Ok(v),
                None => Err(exc!(
                    TypeError,
                    "'{}' object is not an iterator",
                    crate::objects::type_name(&self.heap, it)
                )),
            },
            _ => match self.next_of(it)? {
                Some(v) => Ok(v),
                None => Err(exc!(StopIteration, "")),
            },
        }
    }

    fn as_dyn(&mut self) -> &mut dyn Ctx {
        self
    }

    fn get_attribute(&mut self, obj: Value, name: &str) -> Result<Value, Exception> {
        let id = self.heap.names.try_intern(name)?;
        self.get_attr(obj, id)
    }

    fn vm_query(&mut self, q: crate::modules::VmQuery) -> Result<Value, Exception> {
        use crate::modules::VmQuery;
        match q {
            VmQuery::RecursionLimit => Ok(Value::Int(self.config.recursion_limit as i64)),
            VmQuery::SetRecursionLimit(n) => {
                if n <= self.frames.len() {
                    return Err(exc!(
                        RecursionError,
                        "cannot set the recursion limit to {} at the recursion depth {}: the limit is too low",
                        n,
                        self.frames.len()
                    ));
                }
                self.config.recursion_limit = n;
                Ok(Value::None)
            }
            VmQuery::ExcInfo => {
                let e = self.exc_info;
                let ty = match e {
                    Value::None => Value::None,
                    Value::Instance(r) => crate::objects::instance::class_of(&self.heap, r),
                    other => crate::builtins::type_of_value(&self.heap, other),
                };
                crate::objects::tuple::new_tuple(&mut self.heap, &[ty, e, Value::None])
            }
            VmQuery::FormatException(r) => {
                let kind = crate::objects::instance::exc_base_of(
                    &self.heap,
                    crate::objects::instance::class_of(&self.heap, r),
                )
                .unwrap_or(crate::error::ExcKind::Exception);
                let err = self.report(Exception::from_object(kind, r));
                let main = self.module.filename.clone();
                let text = err.render(&main, |file, n| self.out.source_line(file, n));
                crate::ops::new_str(&mut self.heap, text)
            }
            VmQuery::Caller(n) => {
                let Some(i) = self.frames.len().checked_sub(1 + n) else {
                    return Ok(Value::None);
                };
                let entry = self.trace_entry(&self.frames[i]);
                let unit = self.unit_of_code(self.frames[i].code);
                let filename = if entry.filename.is_empty() {
                    self.module.filename.clone()
                } else {
                    entry.filename
                };
                let module = self.units.get(unit).map_or_else(
                    || alloc::string::String::from("__main__"),
                    |u| u.info.name.clone(),
                );
                let f = crate::ops::new_str(&mut self.heap, filename)?;
                self.heap.push_root(f);
                let made = crate::ops::new_str(&mut self.heap, module).and_then(|m| {
                    self.heap.push_root(m);
                    let t = crate::objects::tuple::new_tuple(
                        &mut self.heap,
                        &[f, Value::Int(i64::from(entry.line)), m],
                    );
                    self.heap.pop_roots(1);
                    t
                });
                self.heap.pop_roots(1);
                made
            }
            VmQuery::LoadedModule(name) => Ok(match self.registered(name)? {
                super::imports::Registered::Module(m) => m,
                _ => Value::None,
            }),
            VmQuery::Globals => self.caller_globals(),
            VmQuery::Locals => self.caller_locals(),
            VmQuery::Collect => {
                self.heap.want_full_collection();
                self.collect_now();
                Ok(Value::None)
            }
        }
    }

    fn set_attribute(&mut self, obj: Value, name: &str, v: Option<Value>) -> Result<(), Exception> {
        let id = self.heap.names.try_intern(name)?;
        let call = match v {
            Some(v) => self.store_attr(obj, id, v)?,
            None => self.delete_attr(obj, id)?,
        };
        if let Some((f, args)) = call {
            self.heap.push_roots(&args)?;
            let r = self.call(f, Args::positional(&args));
            self.heap.pop_roots(args.len());
            r?;
        }
        Ok(())
    }
}

impl<F: FrameStack, O: Output> Vm<F, O> {
    fn abandon_recording(&mut self) {
        if self.jit.as_ref().is_some_and(|j| j.is_recording()) {
            self.finish_recording(Step::Abort(AbortReason::Callback));
        }
    }

    /// Calls guest callable `f` and runs it to its return.
    fn call_nested(&mut self, f: Value, args: Args) -> Result<Value, Exception> {
        if self.nested >= self.config.nested_runs {
            return Err(exc!(RecursionError, "maximum recursion depth exceeded"));
        }
        // CPython counts a call from C code against the recursion limit
        // too: recursion through a builtin takes two levels a step.
        if self.frames.len() + self.nested >= self.config.recursion_limit {
            return Err(exc!(
                RecursionError,
                "maximum recursion depth exceeded while calling a Python object"
            ));
        }
        self.abandon_recording();
        let at = self.frames.last().map_or(0, |fr| fr.sp as usize);
        self.nested += 1;
        let r = match self.call_value(f, args, at) {
            Ok(Called::Value(v)) => Ok(v),
            Ok(Called::Frame) => self.run_frames(),
            Err(e) => Err(e),
        };
        self.nested -= 1;
        r
    }
}
