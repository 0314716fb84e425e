//! The arguments of a call to a builtin function or method, and CPython's
//! messages for the wrong ones.
//!
//! CPython words an arity error after how the callee parses its arguments;
//! the helpers here are named after those styles so that each builtin
//! states which one it follows: `exactly_one` (`len() takes exactly one
//! argument (2 given)`), `expect` (`divmod expected 2 arguments, got 1`),
//! `missing` (`round() missing required argument 'number' (pos 1)`).

use alloc::string::String;

use crate::error::{Exception, exc};
use crate::value::Value;

/// Keyword names of a call: indices into the module's names.
#[derive(Clone, Copy, Debug, Default)]
pub struct KwNames<'a> {
    pub ids: &'a [u32],
    pub names: &'a [String],
}

impl<'a> KwNames<'a> {
    pub fn get(&self, i: usize) -> &'a str {
        self.ids
            .get(i)
            .and_then(|&n| self.names.get(n as usize))
            .map_or("?", |s| s.as_str())
    }
}

/// Positional arguments, then keyword values with their names.
#[derive(Clone, Copy, Debug, Default)]
pub struct Args<'a> {
    pub pos: &'a [Value],
    pub kw: &'a [Value],
    pub kwnames: KwNames<'a>,
}

impl<'a> Args<'a> {
    pub fn positional(pos: &'a [Value]) -> Self {
        Args {
            pos,
            kw: &[],
            kwnames: KwNames::default(),
        }
    }

    pub fn len(&self) -> usize {
        self.pos.len()
    }

    pub fn is_empty(&self) -> bool {
        self.pos.is_empty()
    }

    pub fn has_kw(&self) -> bool {
        !self.kw.is_empty()
    }

    /// `TypeError: name() takes no keyword arguments` if any were given.
    /// (`name` is formatted only for the error: callers pass
    /// `format_args!`, not a `String` made at every call.)
    pub fn no_kw(&self, name: impl core::fmt::Display) -> Result<(), Exception> {
        if self.has_kw() {
            return Err(exc!(TypeError, "{}() takes no keyword arguments", name));
        }
        Ok(())
    }

    /// Checks every keyword is one of `allowed` (CPython's message names
    /// `name()`), and that none repeats a positional one.
    pub fn check_kw(&self, name: &str, allowed: &[&str]) -> Result<(), Exception> {
        for i in 0..self.kw.len() {
            let k = self.kwnames.get(i);
            if !allowed.contains(&k) {
                return Err(exc!(
                    TypeError,
                    "'{}' is an invalid keyword argument for {}()",
                    k,
                    name
                ));
            }
        }
        Ok(())
    }

    /// The value of keyword `name`, if given.
    pub fn kw(&self, name: &str) -> Option<Value> {
        (0..self.kw.len())
            .find(|&i| self.kwnames.get(i) == name)
            .map(|i| self.kw[i])
    }

    /// The argument at position `i` or, failing that, keyword `name`.
    pub fn get(&self, i: usize, name: &str) -> Option<Value> {
        self.pos.get(i).copied().or_else(|| self.kw(name))
    }

    /// `len() takes exactly one argument (2 given)`.
    pub fn exactly_one(&self, name: impl core::fmt::Display) -> Result<Value, Exception> {
        self.no_kw(&name)?;
        match self.pos {
            [v] => Ok(*v),
            _ => Err(exc!(
                TypeError,
                "{}() takes exactly one argument ({} given)",
                name,
                self.pos.len()
            )),
        }
    }

    /// `name expected N arguments, got M` and its "at least"/"at most"
    /// forms (CPython's positional-only parsing).
    pub fn expect(
        &self,
        name: impl core::fmt::Display,
        min: usize,
        max: usize,
    ) -> Result<&'a [Value], Exception> {
        let n = self.pos.len();
        if n >= min && n <= max {
            return Ok(self.pos);
        }
        let (how, want) = if min == max {
            ("", min)
        } else if n < min {
            ("at least ", min)
        } else {
            ("at most ", max)
        };
        Err(exc!(
            TypeError,
            "{} expected {}{} argument{}, got {}",
            name,
            how,
            want,
            if want == 1 { "" } else { "s" },
            n
        ))
    }

    /// `name() takes at most N arguments (M given)`.
    pub fn at_most(&self, name: &str, max: usize) -> Result<&'a [Value], Exception> {
        let n = self.pos.len() + self.kw.len();
        if n > max {
            return Err(exc!(
                TypeError,
                "{}() takes at most {} argument{} ({} given)",
                name,
                max,
                if max == 1 { "" } else { "s" },
                n
            ));
        }
        Ok(self.pos)
    }
}

/// `name() missing required argument 'arg' (pos N)`.
pub fn missing(name: &str, arg: &str, pos: usize) -> Exception {
    exc!(
        TypeError,
        "{}() missing required argument '{}' (pos {})",
        name,
        arg,
        pos
    )
}

/// `'float' object cannot be interpreted as an integer`.
pub fn not_an_index(v: Value) -> Exception {
    exc!(
        TypeError,
        "'{}' object cannot be interpreted as an integer",
        v.type_name()
    )
}

/// An int argument that must fit in an i64 (Python's `Py_ssize_t`).
/// An int argument a C `int` parameter takes (`sys.setrecursionlimit`,
/// `getrandbits`), with CPython's messages for big ints and non-ints.
pub fn c_int(heap: &crate::heap::Heap, v: Value) -> Result<i64, Exception> {
    match v {
        Value::Int(i) if i32::try_from(i).is_ok() => Ok(i),
        Value::Bool(b) => Ok(b as i64),
        Value::Int(_) | Value::BigInt(_) => Err(exc!(
            OverflowError,
            "Python int too large to convert to C int"
        )),
        _ => Err(exc!(
            TypeError,
            "'{}' object cannot be interpreted as an integer",
            crate::objects::type_name(heap, v)
        )),
    }
}

pub fn index(v: Value) -> Result<i64, Exception> {
    match v {
        Value::BigInt(_) => Err(exc!(
            OverflowError,
            "Python int too large to convert to C ssize_t"
        )),
        _ => v.as_index().ok_or_else(|| not_an_index(v)),
    }
}
