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
use super::call_ops::DictItem;
use crate::args::Args;
use crate::builtins;
use crate::bytecode::{BinOp, Instr, Op};
use crate::ctx;
use crate::error::{Exception, exc};
use crate::host::{FrameStack, Output};
use crate::objects;
use crate::objects::intern::Special;
use crate::ops;
use crate::value::Value;

impl<F: FrameStack, O: Output> Vm<F, O> {
    /// Runs `ins` (see the module comment).
    pub(crate) fn slow_op(&mut self, ins: Instr) -> Result<(), Exception> {
        // After a `MemoryError`, every instruction that goes the slow way
        // is a safe point (its state is saved, its operands still on the
        // stack): what an `except` clause dropped must be freed before the
        // next thing it makes.
        if self.heap.under_pressure() {
            self.collect_now();
        }
        let Some(&frame) = self.frames.last() else {
            return Err(exc!(SystemError, "no frame"));
        };
        match ins.op {
            Op::CALL
            | Op::CALL_PY_EXACT_ARGS
            | Op::CALL_KW
            | Op::CALL_FUNCTION_EX
            | Op::CALL_METHOD
            | Op::LOAD_ATTR
            | Op::STORE_ATTR
            | Op::DELETE_ATTR
            | Op::BEFORE_WITH
            | Op::WITH_EXCEPT_START
            | Op::SEND => return self.frame_op(ins),
            Op::IMPORT_NAME => return self.import_name(ins.arg),
            Op::MATCH_SEQUENCE
            | Op::MATCH_MAPPING
            | Op::GET_LEN
            | Op::MATCH_KEYS
            | Op::MATCH_CLASS
            | Op::COPY_DICT_WITHOUT_KEYS => return self.match_op(ins),
            Op::BINARY_SUBSCR | Op::BINARY_SUBSCR_LIST_INT
                if self
                    .special_function(self.stack.slots()[frame.sp as usize - 2], Special::getitem)
                    .is_some() =>
            {
                return self.frame_op(ins);
            }
            Op::STORE_SUBSCR | Op::STORE_SUBSCR_LIST_INT
                if self
                    .special_function(self.stack.slots()[frame.sp as usize - 2], Special::setitem)
                    .is_some() =>
            {
                return self.frame_op(ins);
            }
            Op::CONTAINS_OP
                if self
                    .special_function(self.stack.slots()[frame.sp as usize - 1], Special::contains)
                    .is_some() =>
            {
                return self.frame_op(ins);
            }
            Op::COMPARE_OP
                if {
                    let s = self.stack.slots();
                    let sp = frame.sp as usize;
                    self.order_frame(ins.arg, s[sp - 2], s[sp - 1]).is_some()
                } =>
            {
                return self.frame_op(ins);
            }
            Op::UNARY_NEGATIVE | Op::UNARY_POSITIVE | Op::UNARY_INVERT
                if crate::dunder::unary_special(ins.op).is_some_and(|s| {
                    self.special_function(self.stack.slots()[frame.sp as usize - 1], s)
                        .is_some()
                }) =>
            {
                return self.frame_op(ins);
            }
            Op::BINARY_OP
                if {
                    let s = self.stack.slots();
                    let sp = frame.sp as usize;
                    self.binary_frame(ins.arg, s[sp - 2], s[sp - 1]).is_some()
                } =>
            {
                return self.frame_op(ins);
            }
            Op::POP_JUMP_IF_FALSE | Op::POP_JUMP_IF_TRUE | Op::UNARY_NOT
                if crate::dunder::truth_function(
                    &self.heap,
                    self.stack.slots()[frame.sp as usize - 1],
                )
                .is_some() =>
            {
                return self.frame_op(ins);
            }
            Op::FOR_ITER | Op::FOR_ITER_RANGE | Op::FOR_ITER_LIST
                if matches!(
                    self.stack.slots()[frame.sp as usize - 3],
                    Value::Generator(_) | Value::Instance(_)
                ) =>
            {
                return self.frame_op(ins);
            }
            Op::MAKE_FUNCTION
            | Op::MAKE_CELL
            | Op::LOAD_DEREF
            | Op::STORE_DEREF
            | Op::DELETE_DEREF
            | Op::RAISE_VARARGS
            | Op::RERAISE
            | Op::PUSH_EXC_INFO
            | Op::POP_EXCEPT
            | Op::CHECK_EXC_MATCH
            | Op::LOAD_ASSERTION_ERROR
            | Op::MAKE_CLASS
            | Op::CLASS_DONE
            | Op::LOAD_NAME
            | Op::STORE_NAME
            | Op::DELETE_NAME
            | Op::MAP_ADD
            | Op::GET_YIELD_FROM_ITER => return self.object_op(ins),
            _ => {}
        }
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
                let (op, inplace) = BinOp::decode(arg).unwrap_or((BinOp::Add, false));
                // The operands stay on the stack (a root) while guest code
                // runs.
                let r = if inplace {
                    crate::dunder::inplace_op(self, op, a, b)?
                } else {
                    crate::dunder::binary_op(self, op, a, b)?
                };
                sp -= 1;
                self.stack.slots_mut()[sp - 1] = r;
            }
            Op::COMPARE_OP => {
                let (a, b) = (at(self, sp - 2), at(self, sp - 1));
                let op =
                    crate::bytecode::CmpOp::from_u32(arg).unwrap_or(crate::bytecode::CmpOp::Eq);
                let r = crate::dunder::compare(self, op, a, b)?;
                sp -= 1;
                self.stack.slots_mut()[sp - 1] = r;
            }
            Op::UNARY_NEGATIVE | Op::UNARY_POSITIVE | Op::UNARY_INVERT | Op::UNARY_NOT => {
                use crate::objects::intern::Special;
                let v = at(self, sp - 1);
                let r = match ins.op {
                    Op::UNARY_NOT => Value::Bool(!crate::dunder::truthy(self, v)?),
                    Op::UNARY_NEGATIVE => crate::dunder::unary(self, Special::neg, "unary -", v)?,
                    Op::UNARY_POSITIVE => crate::dunder::unary(self, Special::pos, "unary +", v)?,
                    _ => crate::dunder::unary(self, Special::invert, "unary ~", v)?,
                };
                self.stack.slots_mut()[sp - 1] = r;
            }
            Op::POP_JUMP_IF_FALSE
            | Op::POP_JUMP_IF_TRUE
            | Op::JUMP_IF_FALSE_OR_POP
            | Op::JUMP_IF_TRUE_OR_POP => {
                let v = at(self, sp - 1);
                let t = crate::dunder::truthy(self, v)?;
                let (jump_if, keep) = match ins.op {
                    Op::POP_JUMP_IF_FALSE => (false, false),
                    Op::POP_JUMP_IF_TRUE => (true, false),
                    Op::JUMP_IF_FALSE_OR_POP => (false, true),
                    _ => (true, true),
                };
                if t == jump_if {
                    jump = Some(arg);
                    if !keep {
                        sp -= 1;
                    }
                } else {
                    sp -= 1;
                }
            }
            Op::GET_ITER => {
                let v = at(self, sp - 1);
                let st = ops::get_iter_ctx(self, v)?;
                let slots = self.stack.slots_mut();
                slots[sp - 1] = st[0];
                slots[sp] = st[1];
                slots[sp + 1] = st[2];
                sp += 2;
            }
            Op::BINARY_SUBSCR | Op::BINARY_SUBSCR_LIST_INT => {
                let (c, i) = (at(self, sp - 2), at(self, sp - 1));
                let r = match self.dict_item(c, i) {
                    Some(DictItem::Found(v)) => v,
                    // `__missing__` as a frame.
                    Some(DictItem::Missing(_)) => return self.frame_op(ins),
                    None => crate::dunder::getitem(self, c, i)?,
                };
                sp -= 1;
                self.stack.slots_mut()[sp - 1] = r;
            }
            Op::CONTAINS_OP => {
                let (a, b) = (at(self, sp - 2), at(self, sp - 1));
                let r = crate::dunder::contains(self, a, b)?;
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
                crate::dunder::setitem(self, cont, idx, val)?;
                sp -= 3;
            }
            Op::BUILD_MAP | Op::BUILD_SET | Op::BUILD_STRING => {
                let n = if ins.op == Op::BUILD_MAP {
                    2 * arg as usize
                } else {
                    arg as usize
                };
                let items: Vec<Value> = self.stack.slots()[sp - n..sp].to_vec();
                let built = match ins.op {
                    Op::BUILD_MAP => build_map(&mut self.heap, &items),
                    Op::BUILD_SET => objects::set::from_items(&mut self.heap, &items),
                    _ => build_string(&mut self.heap, &items),
                };
                let r = match built {
                    // Keys with the program's `__hash__`/`__eq__`: one by
                    // one, the items staying on the stack meanwhile and the
                    // new container a root (the stack may have no slot
                    // above the items).
                    Err(e) if e.kind == crate::error::ExcKind::NeedsVm => {
                        let made = if ins.op == Op::BUILD_MAP {
                            objects::dict::new_dict(&mut self.heap)?
                        } else {
                            objects::set::from_items(&mut self.heap, &[])?
                        };
                        self.heap.push_root(made);
                        let mut done = Ok(());
                        if ins.op == Op::BUILD_MAP {
                            for pair in items.chunks_exact(2) {
                                done = crate::dunder::dict_set(self, made, pair[0], pair[1]);
                                if done.is_err() {
                                    break;
                                }
                            }
                        } else {
                            for &k in &items {
                                done = crate::dunder::set_add(self, made, k);
                                if done.is_err() {
                                    break;
                                }
                            }
                        }
                        self.heap.pop_roots(1);
                        done?;
                        made
                    }
                    other => other?,
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
                crate::dunder::delitem(self, c, i)?;
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
                // The appends of comprehensions reach past the loop state.
                let depth = match ins.op {
                    Op::LIST_APPEND | Op::SET_ADD => arg as usize,
                    _ => 1,
                };
                let (target, v) = (at(self, sp - 1 - depth), at(self, sp - 1));
                match accumulate(self, ins.op, arg, target, v) {
                    // `f(**a, **b)` with a key twice: CPython names the
                    // callee, which sits under the arguments.
                    Err(mut e)
                        if ins.op == Op::DICT_UPDATE
                            && arg == 1
                            && e.message.starts_with("got multiple values")
                            && sp
                                >= base + self.codes[frame.code as usize].nlocals as usize + 4 =>
                    {
                        let callee = at(self, sp - 4);
                        let f = function_str(&self.heap, callee);
                        return Err(
                            match crate::error::try_format(format_args!("{} {}", f, e.message)) {
                                Some(m) => {
                                    e.message = m;
                                    e
                                }
                                None => exc!(MemoryError, ""),
                            },
                        );
                    }
                    r => r?,
                }
                sp -= 1;
            }
            Op::IMPORT_FROM => {
                let m = at(self, sp - 1);
                let v = self.import_from(m, arg)?;
                self.stack.slots_mut()[sp] = v;
                sp += 1;
            }
            Op::IMPORT_STAR => {
                let m = at(self, sp - 1);
                self.import_star(m)?;
                sp -= 1;
            }
            Op::LIST_TO_TUPLE => {
                let v = at(self, sp - 1);
                let items = crate::heap::headroom::copy(self.heap.seq(v))?;
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
                let r = match v {
                    Value::Instance(_) => format_instance(self, v, arg & 3, spec)?,
                    // A container holding instances: their methods run.
                    _ => match format_value(&mut self.heap, v, arg & 3, spec) {
                        Err(e) if e.kind == crate::error::ExcKind::NeedsVm => {
                            format_instance(self, v, arg & 3, spec)?
                        }
                        r => r?,
                    },
                };
                sp -= has_spec as usize;
                self.stack.slots_mut()[sp - 1] = r;
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
}

/// How CPython names a callable in argument errors: `__main__.f()`,
/// `print()`.
fn function_str(heap: &crate::heap::Heap, f: Value) -> FunctionStr<'_> {
    match f {
        Value::Func(_) => FunctionStr::Program(objects::function::qualname(heap, f)),
        Value::BoundMethod(r) => match heap.bound_method(r) {
            Some(m) => function_str(heap, m.func),
            None => FunctionStr::Builtin("function"),
        },
        Value::Builtin(b) => FunctionStr::Builtin(b.name()),
        other => FunctionStr::Object(objects::type_name(heap, other)),
    }
}

/// [`function_str`]'s name, written where the message is made (a
/// program's function may have a name as long as memory allows).
enum FunctionStr<'a> {
    Program(&'a str),
    Builtin(&'a str),
    Object(&'a str),
}

impl core::fmt::Display for FunctionStr<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            FunctionStr::Program(q) => write!(f, "__main__.{q}()"),
            FunctionStr::Builtin(name) => write!(f, "{name}()"),
            FunctionStr::Object(ty) => write!(f, "{ty} object"),
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
        Value::ExcType(_) => c.call(callee, args),
        _ => Err(exc!(
            TypeError,
            "'{}' object is not callable",
            objects::type_name(c.heap(), callee)
        )),
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
                Value::List(_) | Value::Tuple(_) => crate::heap::headroom::copy(c.heap().seq(v))?,
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
            let mut list = c
                .heap()
                .list_mut(l)
                .ok_or_else(|| exc!(SystemError, "list"))?;
            objects::list::reserve(&mut list, items.len())?;
            list.extend(items);
            Ok(())
        }
        (Op::SET_ADD, Value::Set(_)) => crate::dunder::set_add(c, target, v),
        (Op::SET_UPDATE, Value::Set(s)) => objects::set::inplace(c, BinOp::Or, s, v),
        (Op::DICT_UPDATE, Value::Dict(d)) => {
            let items: Vec<(Value, Value)> = match v {
                Value::Dict(src) => {
                    let n = c.heap().dict(src).map_or(0, |d| d.len());
                    crate::heap::headroom::room_for_items(n, 32)?;
                    c.heap()
                        .dict(src)
                        .map(|d| d.items().collect())
                        .unwrap_or_default()
                }
                _ => match crate::dunder::mapping_items(c, v)? {
                    Some(items) => items,
                    None => {
                        return Err(exc!(
                            TypeError,
                            "'{}' object is not a mapping",
                            objects::type_name(c.heap(), v)
                        ));
                    }
                },
            };
            for (k, x) in items {
                if arg == 1 {
                    if !matches!(k, Value::Str(_)) {
                        return Err(exc!(TypeError, "keywords must be strings"));
                    }
                    let heap = c.heap();
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
                crate::dunder::dict_set(c, target, k, x)?;
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

/// `FORMAT_VALUE` of an instance: its `__str__`/`__repr__`/`__format__`.
fn format_instance(
    c: &mut dyn ctx::Ctx,
    v: Value,
    conv: u32,
    spec: Option<Value>,
) -> Result<Value, Exception> {
    let spec_str = match spec {
        Some(Value::Str(r)) => alloc::string::String::from(c.heap().str(r)),
        _ => alloc::string::String::new(),
    };
    let s = match conv {
        0 => crate::dunder::format(c, v, &spec_str)?,
        _ => {
            let t = match conv {
                1 => crate::dunder::str(c, v)?,
                2 => crate::dunder::repr(c, v)?,
                _ => {
                    let r = crate::dunder::repr(c, v)?;
                    let mut t = alloc::string::String::new();
                    crate::display::ascii_escape(&mut t, &r)?;
                    t
                }
            };
            if spec_str.is_empty() {
                t
            } else {
                let sp = objects::format::parse_spec(&spec_str, "str")?;
                objects::format::format_str(&t, &sp)?
            }
        }
    };
    objects::str::new_str(c.heap(), s)
}

/// `BUILD_STRING`: the concatenation of `parts` (all strs).
pub(crate) fn build_string(
    heap: &mut crate::heap::Heap,
    parts: &[Value],
) -> Result<Value, Exception> {
    let mut s = alloc::string::String::new();
    for &p in parts {
        if let Value::Str(r) = p {
            crate::heap::headroom::push_str(&mut s, heap.str(r))?;
        }
    }
    objects::str::new_str(heap, s)
}
