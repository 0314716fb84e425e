//! `str()` and `repr()` of guest values, byte-for-byte as CPython 3.11 prints
//! them: shortest round-trip floats with Python's switch to exponent form,
//! quoted and escaped strings, containers (cycles print as `[...]`, and
//! nesting deeper than CPython's recursion limit is a `RecursionError`),
//! big ints under CPython's 4300-digit limit.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write;

use crate::error::{Exception, exc};
use crate::heap::headroom::push_fmt;
use crate::heap::{Heap, ObjRef};
use crate::value::Value;

/// Appends Python's `repr(f)` (which `str(f)` equals).
pub fn write_float(out: &mut String, f: f64) {
    if f.is_nan() {
        out.push_str("nan");
        return;
    }
    if f.is_infinite() {
        out.push_str(if f < 0.0 { "-inf" } else { "inf" });
        return;
    }
    if f == 0.0 {
        out.push_str(if f.is_sign_negative() { "-0.0" } else { "0.0" });
        return;
    }
    let (digits, exp) = shortest_digits(f.abs());
    // Position of the decimal point relative to the digit string.
    let decpt = exp + 1;
    if f < 0.0 {
        out.push('-');
    }
    let n = digits.len() as i32;
    if -4 < decpt && decpt <= 16 {
        if decpt <= 0 {
            out.push_str("0.");
            for _ in 0..-decpt {
                out.push('0');
            }
            out.push_str(&digits);
        } else if decpt >= n {
            out.push_str(&digits);
            for _ in 0..decpt - n {
                out.push('0');
            }
            out.push_str(".0");
        } else {
            let (a, b) = digits.split_at(decpt as usize);
            out.push_str(a);
            out.push('.');
            out.push_str(b);
        }
    } else {
        let (first, rest) = digits.split_at(1);
        out.push_str(first);
        if !rest.is_empty() {
            out.push('.');
            out.push_str(rest);
        }
        let e = decpt - 1;
        let _ = write!(out, "e{}{:02}", if e < 0 { '-' } else { '+' }, e.abs());
    }
}

/// Splits `{:e}` output into its digit string and decimal exponent.
fn split_exp(s: &str) -> (String, i32) {
    let (mantissa, exp) = s.split_once('e').unwrap_or((s, "0"));
    (
        mantissa.chars().filter(|c| *c != '.').collect(),
        exp.parse().unwrap_or(0),
    )
}

/// False when `x`'s exact decimal value has more than 18 significant
/// digits, so no tie at 17 digits is possible (saves an 800-digit
/// formatting for most 17-digit floats). `x = m·2^e` with `m` odd and
/// `e = -k < 0` is `m·5^k / 10^k`, whose significant digits are those of
/// `m·5^k ≥ 5^k`; 5^26 already has 19.
fn exact_value_is_short(x: f64) -> bool {
    let bits = x.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i32;
    let frac = bits & ((1 << 52) - 1);
    let (m, e) = if biased == 0 {
        (frac, -1074)
    } else {
        (frac | 1 << 52, biased - 1075)
    };
    if m == 0 {
        return true;
    }
    let e = e + m.trailing_zeros() as i32;
    e >= 0 || -e <= 25
}

/// The shortest digits that round-trip `x > 0`, and the exponent of the
/// first. Rust picks these too, but breaks an exact tie between two
/// candidates upwards; Python (David Gay's algorithm) picks the even one.
fn shortest_digits(x: f64) -> (String, i32) {
    shortest_digits_filtered(x, exact_value_is_short)
}

/// [`shortest_digits`], looking for a tie only where `may_tie` allows.
fn shortest_digits_filtered(x: f64, may_tie: fn(f64) -> bool) -> (String, i32) {
    let mut buf = String::new();
    let _ = write!(buf, "{:e}", x);
    let (digits, exp) = split_exp(&buf);
    let n = digits.len();
    let odd = digits
        .as_bytes()
        .last()
        .is_some_and(|d| (d - b'0') % 2 == 1);
    if n < 16 || !odd || !may_tie(x) {
        return (digits, exp);
    }
    // A tie means the exact value has n+1 significant digits ending in 5.
    // Doubles have at most 767 significant digits, so this is exact.
    buf.clear();
    let _ = write!(buf, "{:.800e}", x);
    let (exact, exact_exp) = split_exp(&buf);
    let exact = exact.trim_end_matches('0');
    if exact.len() != n + 1 || !exact.ends_with('5') {
        return (digits, exp);
    }
    let mut d: Vec<u8> = exact.as_bytes()[..n].to_vec();
    let mut e = exact_exp;
    if (d[n - 1] - b'0') % 2 == 1 {
        let mut i = n;
        loop {
            if i == 0 {
                d.insert(0, b'1');
                d.pop();
                e += 1;
                break;
            }
            i -= 1;
            if d[i] == b'9' {
                d[i] = b'0';
            } else {
                d[i] += 1;
                break;
            }
        }
    }
    while d.len() > 1 && d.last() == Some(&b'0') {
        d.pop();
    }
    let even = String::from_utf8(d).unwrap_or_default();
    // Next to a power of two the gaps between floats are uneven, so the
    // even candidate may not read back as `x`; then Rust's is the answer.
    buf.clear();
    let _ = write!(buf, "0.{}e{}", even, e + 1);
    if buf.parse::<f64>() == Ok(x) {
        (even, e)
    } else {
        (digits, exp)
    }
}

/// Appends Python's `repr` of a string: single quotes unless the text holds a
/// single quote and no double quote; characters that are not printable are
/// escaped as `\xhh`, `\uhhhh` or `\Uhhhhhhhh`.
pub fn write_str_repr(out: &mut String, s: &str) {
    write_str_repr_quoted(out, s, repr_quote(s));
}

/// The quote `repr` puts around `s`.
fn repr_quote(s: &str) -> char {
    if s.contains('\'') && !s.contains('"') {
        '"'
    } else {
        '\''
    }
}

/// The first `max` characters of `repr(s)` (CPython's `%.200R` in
/// messages): only as much of `s` is read as they show.
pub fn str_repr_prefix(s: &str, max: usize) -> String {
    let end = s.char_indices().nth(max).map_or(s.len(), |(i, _)| i);
    let mut out = String::new();
    write_str_repr_quoted(&mut out, &s[..end], repr_quote(s));
    if end < s.len() {
        // The closing quote is past what is shown.
        out.pop();
    }
    if let Some((cut, _)) = out.char_indices().nth(max) {
        out.truncate(cut);
    }
    out
}

fn write_str_repr_quoted(out: &mut String, s: &str, quote: char) {
    out.push(quote);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c if c.is_ascii() && (c as u32) >= 0x20 && c as u32 != 0x7f => out.push(c),
            c if !c.is_ascii() && crate::objects::str_methods::is_printable(c) => out.push(c),
            c => escape_char(out, c),
        }
    }
    out.push(quote);
}

fn escape_char(out: &mut String, c: char) {
    let n = c as u32;
    let _ = if n < 0x100 {
        write!(out, "\\x{n:02x}")
    } else if n < 0x10000 {
        write!(out, "\\u{n:04x}")
    } else {
        write!(out, "\\U{n:08x}")
    };
}

/// `ascii()` of an already-made repr: every non-ASCII character escaped.
pub fn ascii_escape(out: &mut String, s: &str) -> Result<(), Exception> {
    // Measured first: escapes make the text up to ten times longer, and
    // it is as long as guest data (see `heap::headroom`).
    let len: usize = s
        .chars()
        .map(|c| match c as u32 {
            0..=0x7f => 1,
            0x80..=0xff => 4,
            0x100..=0xffff => 6,
            _ => 10,
        })
        .sum();
    out.try_reserve(len).map_err(|_| exc!(MemoryError, ""))?;
    for c in s.chars() {
        if c.is_ascii() {
            out.push(c);
        } else {
            escape_char(out, c);
        }
    }
    Ok(())
}

/// Deepest nesting `repr` follows (CPython's recursion limit, less the
/// frames of a typical caller).
const MAX_REPR_DEPTH: usize = 990;

/// Where `repr` gets the heap and the text of instances whose class
/// defines `__repr__`/`__str__` (only a context that can run guest code
/// has those).
trait ReprHost {
    fn heap(&mut self) -> &Heap;
    /// The program's `__repr__` (`repr`) or `__str__` text of instance
    /// `v`, if its class defines one.
    fn user_text(&mut self, v: Value, repr: bool) -> Result<Option<String>, Exception>;
}

struct HeapOnly<'a>(&'a Heap);

impl ReprHost for HeapOnly<'_> {
    fn heap(&mut self) -> &Heap {
        self.0
    }
    fn user_text(&mut self, v: Value, repr: bool) -> Result<Option<String>, Exception> {
        let wanted = crate::dunder::text_methods(self.0, v, repr);
        if crate::objects::class::instance_defines(self.0, v, wanted) {
            // The program's `__repr__`: only the interpreter runs it.
            return Err(exc!(NeedsVm, "a guest __repr__"));
        }
        Ok(None)
    }
}

struct WithCtx<'a>(&'a mut dyn crate::ctx::Ctx);

impl ReprHost for WithCtx<'_> {
    fn heap(&mut self) -> &Heap {
        self.0.heap()
    }
    fn user_text(&mut self, v: Value, repr: bool) -> Result<Option<String>, Exception> {
        crate::dunder::user_text(self.0, v, repr)
    }
}

/// `str(e)` (`repr` false) or `repr(e)` of exception instance `r` by
/// BaseException's rules, its arguments written through `host`: an
/// argument whose class has a `__repr__` or `__str__` of the program's
/// (a `KeyError` of an enum member) is written where the host can run
/// it.
fn exception_text(
    out: &mut String,
    host: &mut dyn ReprHost,
    r: ObjRef,
    repr: bool,
) -> Result<(), Exception> {
    use crate::objects::exception;
    let heap = host.heap();
    let plain = if repr {
        exception::base_repr(heap, r)
    } else {
        exception::base_str(heap, r)
    };
    match plain {
        Err(e) if e.kind == crate::error::ExcKind::NeedsVm => {}
        // The text moves into an empty `out`: a message as big as memory
        // allows is not copied twice.
        Ok(text) if out.is_empty() => {
            *out = text;
            return Ok(());
        }
        other => return crate::heap::headroom::push_str(out, &other?),
    }
    let class = crate::objects::instance::class_of(heap, r);
    let args = exception::args_of(heap, r);
    let items: Vec<Value> = match args {
        Value::Tuple(_) => crate::heap::headroom::copy(heap.seq(args))?,
        _ => Vec::new(),
    };
    let str_is_repr = exception::str_is_repr(heap, class);
    if repr {
        out.push_str(crate::objects::class::type_value_name(heap, class));
    }
    let mut open = Vec::new();
    match items.as_slice() {
        [one] if repr => {
            out.push('(');
            repr_inner(out, host, *one, &mut open)?;
            out.push(')');
            Ok(())
        }
        [one] if !str_is_repr => str_inner(out, host, *one),
        [one] => repr_inner(out, host, *one, &mut open),
        _ => repr_inner(out, host, args, &mut open),
    }
}

/// `str(e)` of exception instance `r`, calling the program's `__repr__`
/// or `__str__` of its arguments (not the exception class's own
/// `__str__`: that is the caller's).
pub fn exception_str_ctx(ctx: &mut dyn crate::ctx::Ctx, r: ObjRef) -> Result<String, Exception> {
    let mut out = String::new();
    ctx.heap().push_root(Value::Instance(r));
    let done = exception_text(&mut out, &mut WithCtx(ctx), r, false);
    ctx.heap().pop_roots(1);
    done.map(|()| out)
}

/// `repr(e)` of exception instance `r`, as [`exception_str_ctx`].
pub fn exception_repr_ctx(ctx: &mut dyn crate::ctx::Ctx, r: ObjRef) -> Result<String, Exception> {
    let mut out = String::new();
    ctx.heap().push_root(Value::Instance(r));
    let done = exception_text(&mut out, &mut WithCtx(ctx), r, true);
    ctx.heap().pop_roots(1);
    done.map(|()| out)
}

/// The repr of set `r`: `name()` when empty, else its items in braces,
/// inside `name(...)` when `wrapped` (a frozenset, a subclass).
fn set_repr(
    out: &mut String,
    host: &mut dyn ReprHost,
    r: ObjRef,
    name: &str,
    wrapped: bool,
    open: &mut Vec<ObjRef>,
) -> Result<(), Exception> {
    let keys: Vec<Value> = host
        .heap()
        .set(r)
        .map(|s| s.keys().collect())
        .unwrap_or_default();
    if keys.is_empty() {
        let _ = write!(out, "{name}()");
        return Ok(());
    }
    if open.contains(&r) {
        let _ = write!(out, "{name}(...)");
        return Ok(());
    }
    open.push(r);
    if wrapped {
        out.push_str(name);
        out.push('(');
    }
    out.push('{');
    for (i, k) in keys.into_iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        repr_inner(out, host, k, open)?;
    }
    out.push('}');
    if wrapped {
        out.push(')');
    }
    open.pop();
    Ok(())
}

/// Appends `str(v)` (instances print by their builtin base's rules; see
/// [`write_str_ctx`] for the program's `__str__`).
pub fn write_str(out: &mut String, heap: &Heap, v: Value) -> Result<(), Exception> {
    str_inner(out, &mut HeapOnly(heap), v)
}

/// Appends `repr(v)` (see [`write_repr_ctx`] for the program's
/// `__repr__`).
pub fn write_repr(out: &mut String, heap: &Heap, v: Value) -> Result<(), Exception> {
    let mut open: Vec<ObjRef> = Vec::new();
    repr_inner(out, &mut HeapOnly(heap), v, &mut open)
}

/// Appends `str(v)`, calling the program's `__str__` and `__repr__`.
pub fn write_str_ctx(
    out: &mut String,
    ctx: &mut dyn crate::ctx::Ctx,
    v: Value,
) -> Result<(), Exception> {
    ctx.heap().push_root(v);
    let r = str_inner(out, &mut WithCtx(ctx), v);
    ctx.heap().pop_roots(1);
    r
}

/// Appends `repr(v)`, calling the program's `__repr__`s (also of items).
pub fn write_repr_ctx(
    out: &mut String,
    ctx: &mut dyn crate::ctx::Ctx,
    v: Value,
) -> Result<(), Exception> {
    ctx.heap().push_root(v);
    let mut open: Vec<ObjRef> = Vec::new();
    let r = repr_inner(out, &mut WithCtx(ctx), v, &mut open);
    ctx.heap().pop_roots(1);
    r
}

fn str_inner(out: &mut String, host: &mut dyn ReprHost, v: Value) -> Result<(), Exception> {
    match v {
        Value::Str(r) => crate::heap::headroom::push_str(out, host.heap().str(r)),
        Value::Class(_) if crate::objects::class::user_metaclass(host.heap(), v).is_some() => {
            match host.user_text(v, false)? {
                Some(t) => crate::heap::headroom::push_str(out, &t),
                None => repr_inner(out, host, v, &mut Vec::new()),
            }
        }
        Value::Instance(r) => {
            if let Some(t) = host.user_text(v, false)? {
                out.push_str(&t);
                return Ok(());
            }
            let heap = host.heap();
            if heap.exc_state(r).is_some() {
                return exception_text(out, host, r, false);
            }
            // A `str` subclass's text is its own; the other builtin types
            // print their repr (a struct sequence its own).
            if struct_fields(heap, r).is_some() {
                return repr_inner(out, host, v, &mut Vec::new());
            }
            match crate::objects::instance::base_value(heap, v) {
                // A set's text is its repr, which names the subclass.
                Some(Value::Set(_) | Value::FrozenSet(_)) | None => {}
                Some(b) => return str_inner(out, host, b),
            }
            let mut open = Vec::new();
            repr_inner(out, host, v, &mut open)
        }
        _ => {
            let mut open = Vec::new();
            repr_inner(out, host, v, &mut open)
        }
    }
}

/// A made-up address for objects CPython prints by address.
/// `object.__repr__` of an instance: `<__main__.C object at 0x...>`,
/// whatever `__repr__` its class defines.
pub fn write_object_repr(out: &mut String, heap: &Heap, r: ObjRef) -> Result<(), Exception> {
    let cls = crate::objects::instance::class_of(heap, r);
    let at = address(r);
    match cls {
        Value::Class(c) => {
            let name = crate::objects::class::qualified_name(heap, c);
            push_fmt(out, format_args!("<{name} object at {at:#x}>"))
        }
        other => {
            let name = crate::objects::class::type_value_name(heap, other);
            push_fmt(out, format_args!("<{name} object at {at:#x}>"))
        }
    }
}

fn address(r: ObjRef) -> u64 {
    0x7f00_0000_0000 + r.0 as u64 * 0x30
}

fn repr_inner(
    out: &mut String,
    host: &mut dyn ReprHost,
    v: Value,
    open: &mut Vec<ObjRef>,
) -> Result<(), Exception> {
    if open.len() > MAX_REPR_DEPTH {
        return Err(exc!(
            RecursionError,
            "maximum recursion depth exceeded while getting the repr of an object"
        ));
    }
    // Also bounded across reprs that start afresh (an exception's repr of
    // its arguments, a slice's of its bounds).
    host.heap()
        .enter_nesting(" while getting the repr of an object")?;
    if let Err(e) = room(out, v, host.heap()) {
        host.heap().leave_nesting();
        return Err(e);
    }
    let r = repr_level(out, host, v, open);
    host.heap().leave_nesting();
    r
}

/// Grows `out` fallibly before the repr of `v` is written into it: the
/// text of a big container is as long as guest data (see
/// `heap::headroom`). Room for a string's repr (twice its length: most
/// escapes are two characters) or bytes' (four times: `\x00`); for
/// anything else, the doubling that keeps small pieces from growing it
/// infallibly.
fn room(out: &mut String, v: Value, heap: &Heap) -> Result<(), Exception> {
    let need = match v {
        Value::Str(r) => heap.str(r).len().saturating_mul(2),
        Value::Bytes(r) | Value::ByteArray(r) => heap.bytes(r).len().saturating_mul(4),
        _ => 256,
    }
    .saturating_add(16);
    if out.capacity() - out.len() < need {
        out.try_reserve(need.max(out.len()))
            .map_err(|_| exc!(MemoryError, ""))?;
    }
    Ok(())
}

fn repr_level(
    out: &mut String,
    host: &mut dyn ReprHost,
    v: Value,
    open: &mut Vec<ObjRef>,
) -> Result<(), Exception> {
    match v {
        Value::Undef => out.push_str("<undefined>"),
        Value::None => out.push_str("None"),
        Value::Bool(true) => out.push_str("True"),
        Value::Bool(false) => out.push_str("False"),
        Value::NotImplemented => out.push_str("NotImplemented"),
        Value::Ellipsis => out.push_str("Ellipsis"),
        Value::Int(i) => {
            let _ = write!(out, "{i}");
        }
        Value::BigInt(r) => {
            let limit = host.heap().max_str_digits;
            if let Some(b) = host.heap().bigint(r) {
                out.push_str(&crate::objects::int::to_decimal_limited(b, limit)?);
            }
        }
        Value::Float(f) => write_float(out, f),
        Value::Complex(r) => crate::objects::complex::write_repr(out, host.heap().complex(r)),
        Value::Str(r) => write_str_repr(out, host.heap().str(r)),
        Value::List(r) | Value::Tuple(r) => {
            let is_list = matches!(v, Value::List(_));
            if open.contains(&r) {
                out.push_str(if is_list { "[...]" } else { "(...)" });
                return Ok(());
            }
            open.push(r);
            let items = host.heap().seq(v);
            crate::heap::headroom::room_for_items(items.len(), core::mem::size_of::<Value>())?;
            let items: Vec<Value> = items.to_vec();
            out.push(if is_list { '[' } else { '(' });
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                repr_inner(out, host, *item, open)?;
            }
            if !is_list && items.len() == 1 {
                out.push(',');
            }
            out.push(if is_list { ']' } else { ')' });
            open.pop();
        }
        Value::Dict(r) => {
            if open.contains(&r) {
                out.push_str("{...}");
                return Ok(());
            }
            open.push(r);
            out.push('{');
            let n = host.heap().dict(r).map_or(0, |d| d.len());
            crate::heap::headroom::room_for_items(n, core::mem::size_of::<(Value, Value)>())?;
            let items: Vec<(Value, Value)> = host
                .heap()
                .dict(r)
                .map(|d| d.items().collect())
                .unwrap_or_default();
            for (i, (k, x)) in items.into_iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                repr_inner(out, host, k, open)?;
                out.push_str(": ");
                repr_inner(out, host, x, open)?;
            }
            out.push('}');
            open.pop();
        }
        Value::Set(r) | Value::FrozenSet(r) => {
            let frozen = matches!(v, Value::FrozenSet(_));
            let name = if frozen { "frozenset" } else { "set" };
            set_repr(out, host, r, name, frozen, open)?;
        }
        Value::Bytes(r) => crate::objects::bytes::write_repr(out, host.heap().bytes(r), "b"),
        Value::ByteArray(r) => {
            out.push_str("bytearray(");
            crate::objects::bytes::write_repr_as(out, host.heap().bytes(r), "b", true);
            out.push(')');
        }
        Value::Range(r) => {
            let o = host.heap().range(r);
            if o.step == 1 {
                let _ = write!(out, "range({}, {})", o.start, o.stop);
            } else {
                let _ = write!(out, "range({}, {}, {})", o.start, o.stop, o.step);
            }
        }
        Value::Slice(r) => {
            if let Some(s) = host.heap().slice(r) {
                out.push_str("slice(");
                repr_inner(out, host, s.start, open)?;
                out.push_str(", ");
                repr_inner(out, host, s.stop, open)?;
                out.push_str(", ");
                repr_inner(out, host, s.step, open)?;
                out.push(')');
            }
        }
        Value::DictView(r) => {
            if let Some(view) = host.heap().dict_view(r) {
                out.push_str(view.kind.type_name());
                out.push_str("([");
                let n = host.heap().dict(view.dict).map_or(0, |d| d.len());
                crate::heap::headroom::room_for_items(n, core::mem::size_of::<(Value, Value)>())?;
                let items: Vec<(Value, Value)> = host
                    .heap()
                    .dict(view.dict)
                    .map(|d| d.items().collect())
                    .unwrap_or_default();
                for (i, (k, x)) in items.into_iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    match view.kind {
                        crate::objects::dict::ViewKind::Keys => repr_inner(out, host, k, open)?,
                        crate::objects::dict::ViewKind::Values => repr_inner(out, host, x, open)?,
                        crate::objects::dict::ViewKind::Items => {
                            out.push('(');
                            repr_inner(out, host, k, open)?;
                            out.push_str(", ");
                            repr_inner(out, host, x, open)?;
                            out.push(')');
                        }
                    }
                }
                out.push_str("])");
            }
        }
        Value::Iter(r) => {
            let heap = host.heap();
            let _ = write!(
                out,
                "<{} object at {:#x}>",
                crate::objects::type_name(heap, v),
                address(r)
            );
        }
        Value::Method(r) => {
            let heap = host.heap();
            if let Some(m) = heap.method(r) {
                match m.recv {
                    Value::Builtin(b) => {
                        let _ = write!(out, "<method '{}' of '{}' objects>", m.attr, b.name());
                    }
                    recv => {
                        let _ = write!(
                            out,
                            "<built-in method {} of {} object at {:#x}>",
                            m.attr,
                            crate::objects::type_name(heap, recv),
                            recv.obj().map_or(0x7f00_0000_0000, address)
                        );
                    }
                }
            }
        }
        Value::Func(r) => {
            let q = crate::objects::function::qualname(host.heap(), v);
            push_fmt(out, format_args!("<function {} at {:#x}>", q, address(r)))?;
        }
        Value::BoundMethod(r) => {
            let Some(m) = host.heap().bound_method(r) else {
                return Ok(());
            };
            let q = crate::objects::function::qualname(host.heap(), m.func);
            push_fmt(out, format_args!("<bound method {q} of "))?;
            repr_inner(out, host, m.recv, open)?;
            out.push('>');
        }
        Value::Class(r) => {
            if crate::objects::class::user_metaclass(host.heap(), v).is_some()
                && let Some(t) = host.user_text(v, true)?
            {
                return crate::heap::headroom::push_str(out, &t);
            }
            let q = crate::objects::class::qualified_name(host.heap(), r);
            push_fmt(out, format_args!("<class '{q}'>"))?;
        }
        Value::ExcType(k) => {
            let _ = write!(out, "<class '{}'>", k.name());
        }
        Value::Instance(r) => {
            if open.contains(&r) {
                out.push_str("...");
                return Ok(());
            }
            open.push(r);
            let user = host.user_text(v, true);
            open.pop();
            if let Some(t) = user? {
                return crate::heap::headroom::push_str(out, &t);
            }
            let heap = host.heap();
            // A struct sequence (`sys.version_info(major=3, ...)`).
            if let Some(fields) = struct_fields(heap, r) {
                let names: Vec<Value> = heap.seq(fields).to_vec();
                let cls = crate::objects::instance::class_of(heap, r);
                if let Value::Class(cr) = cls {
                    let q = crate::objects::class::qualified_name(heap, cr);
                    push_fmt(out, format_args!("{q}("))?;
                }
                for (k, n) in names.iter().enumerate() {
                    let heap = host.heap();
                    let Value::Str(s) = *n else {
                        continue;
                    };
                    let text = String::from(heap.str(s));
                    let Some(id) = heap.names.lookup(&text) else {
                        continue;
                    };
                    let val = crate::objects::instance::get_own(heap, r, id).unwrap_or(Value::None);
                    if k > 0 {
                        out.push_str(", ");
                    }
                    out.push_str(&text);
                    out.push('=');
                    repr_inner(out, host, val, open)?;
                }
                out.push(')');
                return Ok(());
            }
            if let Some(b) = crate::objects::instance::base_value(heap, v) {
                open.push(r);
                // A set's repr names a subclass (`S({1})`); a list's or
                // dict's does not.
                let done = match b {
                    Value::Set(s) | Value::FrozenSet(s) => {
                        let cls = crate::objects::instance::class_of(heap, r);
                        let name = crate::heap::headroom::copy_str(
                            crate::objects::class::type_value_name(heap, cls),
                        )?;
                        set_repr(out, host, s, &name, true, open)
                    }
                    _ => repr_inner(out, host, b, open),
                };
                open.pop();
                return done;
            }
            if heap.exc_state(r).is_some() {
                exception_text(out, host, r, true)?;
            } else {
                write_object_repr(out, heap, r)?;
            }
        }
        Value::Cell(r) => {
            let _ = write!(out, "<cell at {:#x}>", address(r));
        }
        Value::Generator(r) => {
            let q = host.heap().generator(r).map_or("", |g| &g.qualname);
            push_fmt(
                out,
                format_args!("<generator object {} at {:#x}>", q, address(r)),
            )?;
        }
        Value::Wrapper(r) => {
            let heap = host.heap();
            if let Some(m) = crate::objects::union::members(heap, v) {
                crate::objects::union::write_repr(out, heap, m)?;
                return Ok(());
            }
            let name = host.heap().wrapper(r).map_or("property", |w| w.type_name());
            let _ = write!(out, "<{} object at {:#x}>", name, address(r));
        }
        Value::Super(r) => {
            let _ = write!(out, "<super object at {:#x}>", address(r));
        }
        Value::Module(r) => {
            if let Some(m) = host.heap().module(r) {
                out.push_str(&m.repr());
            }
        }
        Value::Native(r) => match host.heap().native(r) {
            Some(crate::objects::native::NativeObj::Stream(s)) => {
                let mode = if *s == crate::objects::native::Stream::Stdin {
                    'r'
                } else {
                    'w'
                };
                let _ = write!(
                    out,
                    "<_io.TextIOWrapper name='{}' mode='{}' encoding='utf-8'>",
                    s.name(),
                    mode
                );
            }
            Some(n) => {
                let _ = write!(
                    out,
                    "<{}.{} object at {:#x}>",
                    n.type_module(),
                    n.type_name(),
                    address(r)
                );
            }
            None => {}
        },
        Value::Builtin(b) if b.is_type() => match b {
            crate::builtins::Builtin::RandomType => out.push_str("<class '_random.Random'>"),
            crate::builtins::Builtin::TextIoWrapper => out.push_str("<class '_io.TextIOWrapper'>"),
            _ => {
                let _ = write!(out, "<class '{}'>", b.name());
            }
        },
        Value::Builtin(b) => {
            let _ = write!(out, "<built-in function {}>", b.name());
        }
    }
    Ok(())
}

/// The field names of a struct sequence (`sys.version_info`): its class's
/// `__struct_fields__` tuple (see `modules::sys`).
fn struct_fields(heap: &Heap, r: crate::heap::ObjRef) -> Option<Value> {
    let id = heap.names.lookup("__struct_fields__")?;
    let cls = crate::objects::instance::class_of(heap, r);
    crate::objects::class::lookup(heap, cls, id).filter(|f| matches!(f, Value::Tuple(_)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(x: f64) -> String {
        let mut s = String::new();
        write_float(&mut s, x);
        s
    }

    #[test]
    fn floats_print_like_python() {
        let cases: &[(f64, &str)] = &[
            (0.1, "0.1"),
            (0.1 + 0.2, "0.30000000000000004"),
            (1e16, "1e+16"),
            (1e15, "1000000000000000.0"),
            (123456789012345678.0, "1.2345678901234568e+17"),
            (1e-4, "0.0001"),
            (1e-5, "1e-05"),
            (1.5e-7, "1.5e-07"),
            (-2.5, "-2.5"),
            (-0.0, "-0.0"),
            (f64::INFINITY, "inf"),
            (f64::NEG_INFINITY, "-inf"),
            (f64::NAN, "nan"),
            (5e-324, "5e-324"),
            (1e22, "1e+22"),
            (1.0 / 3.0, "0.3333333333333333"),
            (2.0, "2.0"),
            (1e100, "1e+100"),
            (9999999999999998.0, "9999999999999998.0"),
            (libm::scalbn(1.0, -25), "2.9802322387695312e-08"),
            (1e23, "1e+23"),
            (libm::scalbn(1.0, -24), "5.960464477539063e-08"),
        ];
        for (x, want) in cases {
            assert_eq!(f(*x), *want);
        }
    }

    #[test]
    fn the_tie_filter_never_changes_the_digits() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut xs: Vec<f64> = (1..1100).map(|k| libm::scalbn(1.0, -k)).collect();
        xs.extend((1..1100).map(|k| libm::scalbn(3.0, -k)));
        for _ in 0..20000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let x = f64::from_bits(seed >> 1);
            if x.is_finite() && x > 0.0 {
                xs.push(x);
            }
            // Short decimals scaled by powers of two hit the ties.
            xs.push(
                ((seed % 1_000_000) as f64 + 0.5)
                    * libm::scalbn(1.0, -(((seed >> 40) % 40) as i32)),
            );
        }
        for x in xs {
            assert_eq!(
                shortest_digits(x),
                shortest_digits_filtered(x, |_| true),
                "{x:e}"
            );
        }
    }

    #[test]
    fn string_repr_quotes_and_escapes() {
        let r = |s: &str| {
            let mut o = String::new();
            write_str_repr(&mut o, s);
            o
        };
        assert_eq!(r("abc"), "'abc'");
        assert_eq!(r("it's"), "\"it's\"");
        assert_eq!(r("a'b\"c"), "'a\\'b\"c'");
        assert_eq!(r("a\nb\t\\"), "'a\\nb\\t\\\\'");
        assert_eq!(r("\x01"), "'\\x01'");
    }
}
