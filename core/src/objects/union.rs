//! `X | Y` of types (PEP 604): a `types.UnionType` whose members are types
//! (`None` becomes its type), flattened and without repeats, as annotations like
//! `x: int | None` and `isinstance(v, int | str)` use it.

use alloc::string::String;
use alloc::vec::Vec;

use super::class;
use super::function::{WrapperObj, new_wrapper};
use crate::error::Exception;
use crate::heap::Heap;
use crate::heap::headroom::push_fmt;
use crate::value::Value;

/// The members of `v` if it is a union.
pub fn members(heap: &Heap, v: Value) -> Option<&[Value]> {
    match v {
        Value::Wrapper(r) => match heap.wrapper(r) {
            Some(WrapperObj::Union(t)) => Some(heap.seq(t)),
            _ => None,
        },
        _ => None,
    }
}

/// Whether `v` may stand on either side of a type union's `|`.
pub fn is_operand(heap: &Heap, v: Value) -> bool {
    class::is_type(v) || v == Value::None || members(heap, v).is_some()
}

/// `a | b`, with both operands [`is_operand`] and one of them not `None`.
/// A union of one type is that type.
pub fn union(heap: &mut Heap, a: Value, b: Value) -> Result<Value, Exception> {
    let mut all: Vec<Value> = Vec::new();
    for v in [a, b] {
        let more: Vec<Value> = match members(heap, v) {
            Some(m) => m.to_vec(),
            None => alloc::vec![v],
        };
        for m in more {
            // `None` stands for its type, as in CPython's `__args__`.
            let m = match m {
                Value::None => Value::Builtin(crate::builtins::Builtin::NoneType),
                m => m,
            };
            if !all.iter().any(|x| crate::ops::identical(*x, m)) {
                all.push(m);
            }
        }
    }
    if let [only] = all[..] {
        return Ok(only);
    }
    let t = super::tuple::from_vec(heap, all)?;
    new_wrapper(heap, WrapperObj::Union(t))
}

/// `repr(int | str)`: `int | str`; a program's class shows its module
/// (`__main__.C | None`).
pub fn write_repr(out: &mut String, heap: &Heap, members: &[Value]) -> Result<(), Exception> {
    for (i, m) in members.iter().enumerate() {
        if i > 0 {
            out.push_str(" | ");
        }
        match *m {
            Value::Builtin(crate::builtins::Builtin::NoneType) => out.push_str("None"),
            Value::Class(r) => push_fmt(out, format_args!("{}", class::qualified_name(heap, r)))?,
            t => out.push_str(class::type_value_name(heap, t)),
        }
    }
    Ok(())
}
