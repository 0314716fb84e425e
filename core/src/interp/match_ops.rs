//! The instructions of `match` statements (`MATCH_SEQUENCE`,
//! `MATCH_MAPPING`, `GET_LEN`, `MATCH_KEYS`, `MATCH_CLASS`,
//! `COPY_DICT_WITHOUT_KEYS`), as CPython 3.11's `ceval.c` runs them: the
//! compiler (`host-std/src/frontend/codegen/patterns.rs`) builds every
//! pattern from these and ordinary instructions.
//!
//! Which values count as sequences and mappings is
//! `objects::class::matches_sequence` / `matches_mapping`'s (CPython's
//! type flags). [`Vm::match_op`] works on the top frame's
//! saved state, as `slow_ops.rs` does; the values it holds while guest
//! code runs (a property read by a class pattern) are on the heap's root
//! stack.

use alloc::vec::Vec;

use super::Vm;
use crate::args::Args;
use crate::builtins::Builtin;
use crate::bytecode::{Instr, Op};
use crate::ctx::Ctx;
use crate::error::{ExcKind, Exception, exc};
use crate::host::{FrameStack, Output};
use crate::objects;
use crate::value::Value;

/// The builtin types whose class pattern's one positional sub-pattern
/// matches the subject itself (CPython's `_Py_TPFLAGS_MATCH_SELF`).
pub(crate) const MATCH_SELF: [Builtin; 11] = [
    Builtin::Bool,
    Builtin::ByteArray,
    Builtin::Bytes,
    Builtin::Dict,
    Builtin::Float,
    Builtin::FrozenSet,
    Builtin::Int,
    Builtin::List,
    Builtin::Set,
    Builtin::Str,
    Builtin::Tuple,
];

impl<F: FrameStack, O: Output> Vm<F, O> {
    /// Runs `ins` (see the module comment).
    pub(crate) fn match_op(&mut self, ins: Instr) -> Result<(), Exception> {
        let Some(&frame) = self.frames.last() else {
            return Err(exc!(SystemError, "no frame"));
        };
        let sp = frame.sp as usize;
        let at = |vm: &Self, i: usize| vm.stack.slots()[i];
        let (pushed, popped) = match ins.op {
            Op::MATCH_SEQUENCE => {
                let v = at(self, sp - 1);
                (
                    Value::Bool(objects::class::matches_sequence(&self.heap, v)),
                    0,
                )
            }
            Op::MATCH_MAPPING => {
                let v = at(self, sp - 1);
                (
                    Value::Bool(objects::class::matches_mapping(&self.heap, v)),
                    0,
                )
            }
            Op::GET_LEN => {
                let v = at(self, sp - 1);
                let n = crate::builtins::call(Builtin::Len, self, Args::positional(&[v]))?;
                (n, 0)
            }
            Op::MATCH_KEYS => {
                let (subject, keys) = (at(self, sp - 2), at(self, sp - 1));
                (self.match_keys(subject, keys)?, 0)
            }
            Op::MATCH_CLASS => {
                let (subject, cls, names) = (at(self, sp - 3), at(self, sp - 2), at(self, sp - 1));
                (self.match_class(subject, cls, names, ins.arg as usize)?, 3)
            }
            Op::COPY_DICT_WITHOUT_KEYS => {
                let (subject, keys) = (at(self, sp - 2), at(self, sp - 1));
                let rest = objects::dict::new_dict(&mut self.heap)?;
                let Value::Dict(r) = rest else {
                    return Err(exc!(SystemError, "dict allocation"));
                };
                self.heap.push_root(rest);
                let copied = objects::dict::update(self, r, subject).and_then(|()| {
                    let keys = crate::heap::headroom::copy(self.heap.seq(keys))?;
                    keys.into_iter()
                        .try_for_each(|k| objects::dict::remove(&mut self.heap, r, k).map(|_| ()))
                });
                self.heap.pop_roots(1);
                copied?;
                (rest, 1)
            }
            _ => return Err(exc!(SystemError, "not a match instruction")),
        };
        let top = sp - popped;
        self.stack.slots_mut()[top] = pushed;
        if let Some(f) = self.frames.last_mut() {
            f.sp = top as u32 + 1;
        }
        Ok(())
    }

    /// `MATCH_KEYS`: the values of `subject` for the tuple `keys`, each
    /// looked up by its `get` as CPython does (a dict's directly), or
    /// `None` when one is missing; a key given twice is CPython's
    /// `ValueError`.
    fn match_keys(&mut self, subject: Value, keys: Value) -> Result<Value, Exception> {
        let keys = crate::heap::headroom::copy(self.heap.seq(keys))?;
        for (i, &k) in keys.iter().enumerate() {
            for &earlier in &keys[..i] {
                if crate::ops::equal(&self.heap, earlier, k)? {
                    let mut shown = alloc::string::String::new();
                    crate::display::write_repr(&mut shown, &self.heap, k)?;
                    return Err(exc!(
                        ValueError,
                        "mapping pattern checks duplicate key ({})",
                        shown
                    ));
                }
            }
        }
        let mut values = Vec::new();
        values
            .try_reserve(keys.len())
            .map_err(|_| exc!(MemoryError, ""))?;
        let get = match subject {
            Value::Dict(_) => None,
            _ => Some(self.get_attribute(subject, "get")?),
        };
        // What `get` gives for a missing key: an object nothing else holds.
        // Both stay rooted while `get` runs guest code.
        let missing = objects::list::new_list(&mut self.heap, Vec::new())?;
        self.heap.push_root(get.unwrap_or(Value::None));
        self.heap.push_root(missing);
        let mut found = Ok(true);
        for &k in &keys {
            let v = match (subject, get) {
                (Value::Dict(d), _) => {
                    objects::dict::get(&self.heap, d, k).map(|v| v.unwrap_or(missing))
                }
                (_, Some(get)) => self.call(get, Args::positional(&[k, missing])),
                _ => Err(exc!(SystemError, "no get")),
            };
            match v {
                Ok(v) if v == missing => {
                    found = Ok(false);
                    break;
                }
                Ok(v) => {
                    self.heap.push_root(v);
                    values.push(v);
                }
                Err(e) => {
                    found = Err(e);
                    break;
                }
            }
        }
        self.heap.pop_roots(values.len() + 2);
        if !found? {
            return Ok(Value::None);
        }
        objects::tuple::from_vec(&mut self.heap, values)
    }

    /// `MATCH_CLASS`: the attributes of `subject` a class pattern of `cls`
    /// with `npos` positional sub-patterns and the keyword ones `names`
    /// matches, as a tuple, or `None` (CPython's `match_class`).
    fn match_class(
        &mut self,
        subject: Value,
        cls: Value,
        names: Value,
        npos: usize,
    ) -> Result<Value, Exception> {
        if !objects::class::is_type(cls) {
            return Err(exc!(TypeError, "called match pattern must be a type"));
        }
        let is =
            crate::builtins::call(Builtin::IsInstance, self, Args::positional(&[subject, cls]))?;
        if is != Value::Bool(true) {
            return Ok(Value::None);
        }
        let class_name =
            |vm: &Self| alloc::string::String::from(objects::class::type_value_name(&vm.heap, cls));
        let mut attr_names: Vec<Value> = Vec::new();
        let mut match_self = false;
        if npos > 0 {
            let match_args = match self.get_attribute(cls, "__match_args__") {
                Ok(Value::Tuple(t)) => crate::heap::headroom::copy(self.heap.seq(Value::Tuple(t)))?,
                Ok(other) => {
                    return Err(exc!(
                        TypeError,
                        "{}.__match_args__ must be a tuple (got {})",
                        class_name(self),
                        objects::type_name(&self.heap, other)
                    ));
                }
                Err(e) if e.kind == ExcKind::AttributeError => {
                    match_self = matches!(cls, Value::Builtin(b) if MATCH_SELF.contains(&b));
                    Vec::new()
                }
                Err(e) => return Err(e),
            };
            let allowed = if match_self { 1 } else { match_args.len() };
            if allowed < npos {
                return Err(exc!(
                    TypeError,
                    "{}() accepts {} positional sub-pattern{} ({} given)",
                    class_name(self),
                    allowed,
                    if allowed == 1 { "" } else { "s" },
                    npos
                ));
            }
            if !match_self {
                for &n in &match_args[..npos] {
                    if !matches!(n, Value::Str(_)) {
                        return Err(exc!(
                            TypeError,
                            "__match_args__ elements must be strings (got {})",
                            objects::type_name(&self.heap, n)
                        ));
                    }
                    attr_names.push(n);
                }
            }
        }
        attr_names.extend_from_slice(&crate::heap::headroom::copy(self.heap.seq(names))?);
        let mut attrs: Vec<Value> = Vec::new();
        if match_self {
            attrs.push(subject);
        }
        // Each attribute read may run guest code (a property): the ones
        // read so far are rooted.
        let mut outcome = Ok(true);
        for (i, &n) in attr_names.iter().enumerate() {
            let text = |v: Value| match v {
                Value::Str(r) => self.heap.str(r),
                _ => "",
            };
            if attr_names[..i].iter().any(|&m| text(m) == text(n)) {
                let mut shown = alloc::string::String::new();
                crate::display::write_repr(&mut shown, &self.heap, n)?;
                outcome = Err(exc!(
                    TypeError,
                    "{}() got multiple sub-patterns for attribute {}",
                    class_name(self),
                    shown
                ));
                break;
            }
            let name = alloc::string::String::from(text(n));
            match self.get_attribute(subject, &name) {
                Ok(v) => {
                    self.heap.push_root(v);
                    attrs.push(v);
                }
                Err(e) if e.kind == ExcKind::AttributeError => {
                    outcome = Ok(false);
                    break;
                }
                Err(e) => {
                    outcome = Err(e);
                    break;
                }
            }
        }
        self.heap.pop_roots(attrs.len() - match_self as usize);
        if !outcome? {
            return Ok(Value::None);
        }
        objects::tuple::from_vec(&mut self.heap, attrs)
    }
}
