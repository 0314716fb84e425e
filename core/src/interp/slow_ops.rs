//! The instructions the dispatch loop runs out of line: the rare ones
//! (displays with unpacking, `del`, f-string pieces, attribute reads,
//! calls with keywords or `*args`) and the slow paths of common ones
//! (in-place operators, iteration over iterator objects, unpacking and
//! item stores of anything but the simple cases, builtin calls whose
//! arguments could run guest code). Keeping them out of `eval.rs` keeps
//! the dispatch loop small, which is what keeps its hot state in
//! registers.
//!
//! [`Vm::slow_op`] works on the top frame's saved state: `ip` is past the
//! instruction, `sp` is its stack top; it leaves both updated. It may call
//! guest code through the VM's [`ctx::Ctx`], so values it holds across such
//! calls stay on the frame's stack (a root) or are rooted on the heap.

use alloc::vec::Vec;

use super::Vm;
use crate::args::{Args, KwNames};
use crate::builtins;
use crate::bytecode::{BinOp, Instr, Op};
use crate::ctx;
use crate::error::{Exception, exc};
use crate::host::{FrameStack, Output};
use crate::objects;
use crate::ops;
use crate::value::Value;

impl<F: FrameStack, O: Output> Vm<F, O> {
    /// Runs `ins` (see the module comment).
    pub(crate) fn slow_op(&mut self, ins: Instr) -> Result<(), Exception> {
        let Some(&frame) = self.frames.last() else {
            return Err(exc!(SystemError, "no frame"));
        };
        let (base, mut sp) = (frame.base as usize, frame.sp as usize);
        let mut jump: Option<u32> = None;
        let arg = ins.arg;
        let at = |vm: &Self, i: usize| vm.stack.slots()[i];
        match ins.op {
            // An int operation whose result leaves 64 bits.
            Op::BINARY_OP_ADD_INT
            | Op::BINARY_OP_SUB_INT
            | Op::BINARY_OP_MUL_INT
            | Op::BINARY_OP_FLOORDIV_INT
            | Op::BINARY_OP_MOD_INT
            | Op::BINARY_OP_INT => {
                let (a, b) = (at(self, sp - 2), at(self, sp - 1));
                let op = BinOp::from_u32(arg & 0xff).unwrap_or(BinOp::Add);
                let r = ops::binary_op(&mut self.heap, op, a, b)?;
                sp -= 1;
                self.stack.slots_mut()[sp - 1] = r;
            }
            Op::BINARY_OP => {
                let (a, b) = (at(self, sp - 2), at(self, sp - 1));
                let (op, _) = BinOp::decode(arg).unwrap_or((BinOp::Add, false));
                // The operands stay on the stack (a root) while guest code
                // runs.
                let r = ops::inplace_op(self, op, a, b)?;
                sp -= 1;
                self.stack.slots_mut()[sp - 1] = r;
            }
            Op::CONTAINS_OP => {
                let (a, b) = (at(self, sp - 2), at(self, sp - 1));
                let r = ops::contains_any(self, a, b)?;
                sp -= 1;
                self.stack.slots_mut()[sp - 1] = Value::Bool(r != (arg == 1));
            }
            Op::FOR_ITER | Op::FOR_ITER_RANGE | Op::FOR_ITER_LIST => {
                let mut it = [at(self, sp - 3), at(self, sp - 2), at(self, sp - 1)];
                match ops::iter_next(self, &mut it)? {
                    Some(v) => {
                        let slots = self.stack.slots_mut();
                        slots[sp - 1] = it[2];
                        slots[sp] = v;
                        sp += 1;
                    }
                    None => {
                        sp -= 3;
                        jump = Some(arg);
                    }
                }
            }
            Op::UNPACK_SEQUENCE | Op::UNPACK_EX => {
                let v = at(self, sp - 1);
                let items = unpack(self, ins.op, v, arg)?;
                sp -= 1;
                let slots = self.stack.slots_mut();
                for x in items.into_iter().rev() {
                    slots[sp] = x;
                    sp += 1;
                }
            }
            Op::STORE_SUBSCR | Op::STORE_SUBSCR_LIST_INT => {
                let (val, cont, idx) = (at(self, sp - 3), at(self, sp - 2), at(self, sp - 1));
                ops::store_subscript(self, cont, idx, val)?;
                sp -= 3;
            }
            Op::CALL | Op::CALL_PY_EXACT_ARGS => {
                let n = arg as usize;
                let callee = at(self, sp - n - 1);
                let argv: Vec<Value> = self.stack.slots()[sp - n..sp].to_vec();
                let r = call_native(self, callee, Args::positional(&argv))?;
                sp -= n + 1;
                self.stack.slots_mut()[sp] = r;
                sp += 1;
            }
            Op::CALL_KW => {
                let argc = (arg & 0xff) as usize;
                let nkw = ((arg >> 8) & 0xff) as usize;
                let callee = at(self, sp - argc - nkw - 1);
                let all: Vec<Value> = self.stack.slots()[sp - nkw - argc..sp].to_vec();
                let ids: Vec<u32> = self
                    .module
                    .kwnames
                    .get((arg >> 16) as usize)
                    .cloned()
                    .unwrap_or_default();
                let r = match callee {
                    Value::Builtin(_) | Value::Method(_) => {
                        let names: Vec<alloc::string::String> = ids
                            .iter()
                            .map(|&i| self.module.names[i as usize].clone())
                            .collect();
                        let local: Vec<u32> = (0..names.len() as u32).collect();
                        let args = Args {
                            pos: &all[..argc],
                            kw: &all[argc..],
                            kwnames: KwNames {
                                ids: &local,
                                names: &names,
                            },
                        };
                        call_native(self, callee, args)?
                    }
                    Value::Func(fi) => {
                        let first = ids.first().and_then(|&i| self.module.names.get(i as usize));
                        return Err(exc!(
                            TypeError,
                            "{}() got an unexpected keyword argument '{}'",
                            self.module.codes[fi as usize].name,
                            first.map_or("?", |s| s.as_str())
                        ));
                    }
                    _ => {
                        return Err(exc!(
                            TypeError,
                            "'{}' object is not callable",
                            objects::type_name(&self.heap, callee)
                        ));
                    }
                };
                sp -= argc + nkw + 1;
                self.stack.slots_mut()[sp] = r;
                sp += 1;
            }
            Op::CALL_METHOD => {
                let argc = (arg >> 24) as usize;
                let name_idx = (arg & 0xff_ffff) as usize;
                let obj = at(self, sp - argc - 1);
                let Some(attr) = self.attr_of_name.get(name_idx).copied().flatten() else {
                    let name = &self.module.names[name_idx];
                    let mut e = objects::method::no_attribute_named(&self.heap, obj, name);
                    crate::suggest::attribute_hint(&mut e, obj, name);
                    return Err(e);
                };
                let argv: Vec<Value> = self.stack.slots()[sp - argc..sp].to_vec();
                let r = match objects::method::call_method(self, obj, attr, Args::positional(&argv))
                {
                    Ok(r) => r,
                    Err(mut e) => {
                        if e.kind == crate::error::ExcKind::AttributeError {
                            crate::suggest::attribute_hint(&mut e, obj, attr.name());
                        }
                        return Err(e);
                    }
                };
                sp -= argc + 1;
                self.stack.slots_mut()[sp] = r;
                sp += 1;
            }
            Op::CALL_FUNCTION_EX => {
                let has_kw = arg == 1;
                let at_ = sp - 2 - has_kw as usize;
                let (callee, pos) = (at(self, at_), at(self, at_ + 1));
                let kw = if has_kw {
                    at(self, sp - 1)
                } else {
                    Value::None
                };
                let r = self.call_ex(callee, pos, kw)?;
                sp = at_;
                self.stack.slots_mut()[sp] = r;
                sp += 1;
            }
            Op::BUILD_MAP | Op::BUILD_SET | Op::BUILD_STRING => {
                let n = if ins.op == Op::BUILD_MAP {
                    2 * arg as usize
                } else {
                    arg as usize
                };
                let items: Vec<Value> = self.stack.slots()[sp - n..sp].to_vec();
                let r = match ins.op {
                    Op::BUILD_MAP => build_map(&mut self.heap, &items)?,
                    Op::BUILD_SET => objects::set::from_items(&mut self.heap, &items)?,
                    _ => build_string(&mut self.heap, &items)?,
                };
                sp -= n;
                self.stack.slots_mut()[sp] = r;
                sp += 1;
            }
            Op::BUILD_SLICE => {
                let (start, stop, step) = if arg == 3 {
                    (at(self, sp - 3), at(self, sp - 2), at(self, sp - 1))
                } else {
                    (at(self, sp - 2), at(self, sp - 1), Value::None)
                };
                let r = objects::slice::new_slice(&mut self.heap, start, stop, step)?;
                sp -= arg as usize;
                self.stack.slots_mut()[sp] = r;
                sp += 1;
            }
            Op::DELETE_SUBSCR => {
                let (c, i) = (at(self, sp - 2), at(self, sp - 1));
                ops::delete_subscript(&mut self.heap, c, i)?;
                sp -= 2;
            }
            Op::DELETE_FAST => {
                if let Value::Undef = at(self, base + arg as usize) {
                    return Err(super::eval::unbound(
                        &self.module.codes[frame.code as usize].local_names,
                        arg,
                    ));
                }
                self.stack.slots_mut()[base + arg as usize] = Value::Undef;
            }
            Op::DELETE_GLOBAL => {
                if let Value::Undef = self.globals[arg as usize] {
                    let name = &self.module.names[arg as usize];
                    return Err(exc!(NameError, "name '{}' is not defined", name));
                }
                if let Some(jit) = self.jit.as_mut()
                    && jit.is_watched(arg)
                {
                    jit.invalidate_global(arg, &self.codes);
                }
                self.globals[arg as usize] = Value::Undef;
            }
            Op::LIST_APPEND | Op::LIST_EXTEND | Op::SET_ADD | Op::SET_UPDATE | Op::DICT_UPDATE => {
                let (target, v) = (at(self, sp - 2), at(self, sp - 1));
                accumulate(self, ins.op, arg, target, v)?;
                sp -= 1;
            }
            Op::LIST_TO_TUPLE => {
                let v = at(self, sp - 1);
                let items = self.heap.seq(v).to_vec();
                let t = objects::tuple::from_vec(&mut self.heap, items)?;
                self.stack.slots_mut()[sp - 1] = t;
            }
            Op::FORMAT_VALUE => {
                let has_spec = arg & 4 != 0;
                let v = at(self, sp - 1 - has_spec as usize);
                let spec = if has_spec {
                    Some(at(self, sp - 1))
                } else {
                    None
                };
                let r = format_value(&mut self.heap, v, arg & 3, spec)?;
                sp -= has_spec as usize;
                self.stack.slots_mut()[sp - 1] = r;
            }
            Op::LOAD_ATTR => {
                let obj = at(self, sp - 1);
                let name = &self.module.names[arg as usize];
                let r = match self.attr_of_name.get(arg as usize).copied().flatten() {
                    Some(a) => objects::method::get_attr(&mut self.heap, obj, a),
                    None => Err(objects::method::no_attribute_named(&self.heap, obj, name)),
                };
                match r {
                    Ok(v) => self.stack.slots_mut()[sp - 1] = v,
                    Err(mut e) => {
                        if e.kind == crate::error::ExcKind::AttributeError {
                            crate::suggest::attribute_hint(&mut e, obj, name);
                        }
                        return Err(e);
                    }
                }
            }
            op => {
                return Err(exc!(
                    SystemError,
                    "{} is not an out-of-line instruction",
                    op.name()
                ));
            }
        }
        if let Some(f) = self.frames.last_mut() {
            f.sp = sp as u32;
            if let Some(j) = jump {
                f.ip = j;
            }
        }
        Ok(())
    }

    /// `CALL_FUNCTION_EX`: calls `callee` with the items of the tuple `pos`
    /// and the entries of the dict `kw` (or `None`).
    fn call_ex(&mut self, callee: Value, pos: Value, kw: Value) -> Result<Value, Exception> {
        let args: Vec<Value> = self.heap.seq(pos).to_vec();
        let mut names: Vec<alloc::string::String> = Vec::new();
        let mut values: Vec<Value> = Vec::new();
        if let Value::Dict(d) = kw {
            let items: Vec<(Value, Value)> = self
                .heap
                .dict(d)
                .map(|d| d.items().collect())
                .unwrap_or_default();
            for (k, v) in items {
                let Value::Str(s) = k else {
                    return Err(exc!(TypeError, "keywords must be strings"));
                };
                names.push(alloc::string::String::from(self.heap.str(s)));
                values.push(v);
            }
        }
        let mut all = args.clone();
        all.extend_from_slice(&values);
        let ids: Vec<u32> = (0..names.len() as u32).collect();
        let a = Args {
            pos: &all[..args.len()],
            kw: &all[args.len()..],
            kwnames: KwNames {
                ids: &ids,
                names: &names,
            },
        };
        match callee {
            Value::Builtin(_) | Value::Method(_) | Value::Func(_) => {
                crate::ctx::Ctx::call(self, callee, a)
            }
            _ => Err(exc!(
                TypeError,
                "'{}' object is not callable",
                objects::type_name(&self.heap, callee)
            )),
        }
    }
}

/// Calls a builtin or a bound method.
#[inline(never)]
pub(crate) fn call_native(
    c: &mut dyn ctx::Ctx,
    callee: Value,
    args: Args,
) -> Result<Value, Exception> {
    match callee {
        Value::Builtin(b) => builtins::call(b, c, args),
        Value::Method(r) => objects::method::call(c, r, args),
        _ => Err(exc!(SystemError, "not a native callable")),
    }
}

/// `UNPACK_SEQUENCE n` or `UNPACK_EX before|after<<8`.
pub(crate) fn unpack(
    c: &mut dyn ctx::Ctx,
    op: Op,
    v: Value,
    arg: u32,
) -> Result<Vec<Value>, Exception> {
    if op == Op::UNPACK_SEQUENCE {
        if let Value::List(_) | Value::Tuple(_) = v {
            let items = c.heap().seq(v);
            if items.len() == arg as usize {
                return Ok(items.to_vec());
            }
        }
        ops::unpack(c, v, arg as usize)
    } else {
        ops::unpack_ex(c, v, (arg & 0xff) as usize, (arg >> 8) as usize)
    }
}

/// `BUILD_MAP`: pairs `(key, value)` in order.
pub(crate) fn build_map(heap: &mut crate::heap::Heap, kv: &[Value]) -> Result<Value, Exception> {
    let d = objects::dict::new_dict(heap)?;
    let Value::Dict(r) = d else {
        return Err(exc!(SystemError, "dict"));
    };
    for pair in kv.chunks_exact(2) {
        objects::dict::set(heap, r, pair[0], pair[1])?;
    }
    Ok(d)
}

/// The `LIST_APPEND` family: adds `v` to the container `target` below it.
pub(crate) fn accumulate(
    c: &mut dyn ctx::Ctx,
    op: Op,
    arg: u32,
    target: Value,
    v: Value,
) -> Result<(), Exception> {
    match (op, target) {
        (Op::LIST_APPEND, Value::List(l)) => objects::list::append(c.heap(), l, v),
        (Op::LIST_EXTEND, Value::List(l)) => {
            let items = match v {
                Value::List(_) | Value::Tuple(_) => c.heap().seq(v).to_vec(),
                _ => {
                    if !ops::is_iterable(c.heap(), v) {
                        let heap = c.heap();
                        return Err(exc!(
                            TypeError,
                            "Value after * must be an iterable, not {}",
                            objects::type_name(heap, v)
                        ));
                    }
                    ops::collect(c, v)?
                }
            };
            let list = c
                .heap()
                .list_mut(l)
                .ok_or_else(|| exc!(SystemError, "list"))?;
            objects::list::reserve(list, items.len())?;
            list.extend(items);
            Ok(())
        }
        (Op::SET_ADD, Value::Set(s)) => objects::set::add(c.heap(), s, v),
        (Op::SET_UPDATE, Value::Set(s)) => objects::set::inplace(c, BinOp::Or, s, v),
        (Op::DICT_UPDATE, Value::Dict(d)) => {
            let heap = c.heap();
            let Value::Dict(src) = v else {
                return Err(exc!(
                    TypeError,
                    "'{}' object is not a mapping",
                    objects::type_name(heap, v)
                ));
            };
            let items: Vec<(Value, Value)> = heap
                .dict(src)
                .map(|d| d.items().collect())
                .unwrap_or_default();
            for (k, x) in items {
                if arg == 1 {
                    if !matches!(k, Value::Str(_)) {
                        return Err(exc!(TypeError, "keywords must be strings"));
                    }
                    if objects::dict::get(heap, d, k)?.is_some() {
                        let Value::Str(name) = k else {
                            return Err(exc!(SystemError, "key"));
                        };
                        return Err(exc!(
                            TypeError,
                            "got multiple values for keyword argument '{}'",
                            heap.str(name)
                        ));
                    }
                }
                objects::dict::set(heap, d, k, x)?;
            }
            Ok(())
        }
        _ => Err(exc!(SystemError, "{} on the wrong container", op.name())),
    }
}

/// `FORMAT_VALUE`: `conv` 1 `!s`, 2 `!r`, 3 `!a`; then `format(v, spec)`.
pub(crate) fn format_value(
    heap: &mut crate::heap::Heap,
    v: Value,
    conv: u32,
    spec: Option<Value>,
) -> Result<Value, Exception> {
    let spec_str = match spec {
        Some(Value::Str(r)) => alloc::string::String::from(heap.str(r)),
        Some(_) => return Err(exc!(SystemError, "format spec is not a str")),
        None => alloc::string::String::new(),
    };
    let s = if conv == 0 {
        if let (Value::Str(_), true) = (v, spec_str.is_empty()) {
            return Ok(v);
        }
        objects::format::format_value(heap, v, &spec_str)?
    } else {
        let mut t = alloc::string::String::new();
        let c = match conv {
            1 => 's',
            2 => 'r',
            _ => 'a',
        };
        objects::format::convert(heap, v, c, &mut t)?;
        if spec_str.is_empty() {
            t
        } else {
            let sp = objects::format::parse_spec(&spec_str, "str")?;
            objects::format::format_str(&t, &sp)?
        }
    };
    objects::str::new_str(heap, s)
}

/// `BUILD_STRING`: the concatenation of `parts` (all strs).
pub(crate) fn build_string(
    heap: &mut crate::heap::Heap,
    parts: &[Value],
) -> Result<Value, Exception> {
    let mut s = alloc::string::String::new();
    for &p in parts {
        if let Value::Str(r) = p {
            s.push_str(heap.str(r));
        }
    }
    objects::str::new_str(heap, s)
}
