//! `_json`: the fast paths of the guest `json` module, in Rust (CPython's
//! `json` takes its scanner and encoder from its C `_json` the same way).
//!
//! Each function handles the plain case, the one real programs spend
//! their time in, and answers `NotImplemented` for anything else, so that
//! the guest module runs its own code and gives CPython's exact result or
//! error: `encode` writes dicts, lists, tuples, strs, ints, floats, bools
//! and `None` of exactly those types (no subclass, no `default`, no cycle,
//! not too deep); `decode` reads text that is valid JSON (no hook, not too
//! deep). Neither runs guest code nor collects: values made while decoding
//! are reachable only from Rust until the result is returned, which is
//! safe because nothing here reaches a safe point.

use alloc::string::String;
use alloc::vec::Vec;

use crate::args::Args;
use crate::builtins::Builtin;
use crate::ctx::Ctx;
use crate::error::{Exception, exc};
use crate::heap::{Heap, ObjRef};
use crate::value::Value;

pub const FUNCTIONS: &[(&str, Builtin)] = &[
    ("encode", Builtin::JsonEncode),
    ("decode", Builtin::JsonDecode),
];

/// Containers nested deeper than this go to the guest module, which
/// raises CPython's `RecursionError` where CPython would.
const MAX_DEPTH: usize = 100;

/// Why the fast path stopped: the guest module must redo the call, or
/// memory ran out.
enum Stop {
    Guest,
    Memory,
}

type Step<T = ()> = Result<T, Stop>;

pub fn call(b: Builtin, ctx: &mut dyn Ctx, args: Args) -> Result<Value, Exception> {
    args.no_kw(b.name())?;
    let r = match b {
        Builtin::JsonEncode => {
            let [o, ascii, nan, sort, indent, item_sep, key_sep] = *args.expect("encode", 7, 7)?
            else {
                return Err(exc!(SystemError, "encode arity"));
            };
            let heap = ctx.heap();
            let text = |v: Value| match v {
                Value::Str(r) => Some(r),
                _ => None,
            };
            let (Some(item_sep), Some(key_sep)) = (text(item_sep), text(key_sep)) else {
                return Ok(Value::NotImplemented);
            };
            let indent = match indent {
                Value::None => None,
                Value::Str(r) => Some(r),
                _ => return Ok(Value::NotImplemented),
            };
            let mut enc = Encoder {
                heap,
                out: String::new(),
                ascii: crate::ops::truthy(heap, ascii),
                allow_nan: crate::ops::truthy(heap, nan),
                sort: crate::ops::truthy(heap, sort),
                indent,
                item_sep,
                key_sep,
                path: Vec::new(),
            };
            enc.value(o).map(|()| enc.out)
        }
        _ => {
            let [s] = *args.expect("decode", 1, 1)? else {
                return Err(exc!(SystemError, "decode arity"));
            };
            let Value::Str(r) = s else {
                return Ok(Value::NotImplemented);
            };
            let text = crate::heap::headroom::copy_str(ctx.heap().str(r))?;
            return match decode(ctx.heap(), &text) {
                Ok(v) => Ok(v),
                Err(Stop::Guest) => Ok(Value::NotImplemented),
                Err(Stop::Memory) => Err(exc!(MemoryError, "")),
            };
        }
    };
    match r {
        Ok(text) => crate::objects::str::new_str(ctx.heap(), text),
        Err(Stop::Guest) => Ok(Value::NotImplemented),
        Err(Stop::Memory) => Err(exc!(MemoryError, "")),
    }
}

/// Appends `t` to `out`, fallibly.
fn put(out: &mut String, t: &str) -> Step {
    out.try_reserve(t.len()).map_err(|_| Stop::Memory)?;
    out.push_str(t);
    Ok(())
}

struct Encoder<'a> {
    heap: &'a Heap,
    out: String,
    ascii: bool,
    allow_nan: bool,
    sort: bool,
    indent: Option<ObjRef>,
    item_sep: ObjRef,
    key_sep: ObjRef,
    /// The containers being written, outermost first (a cycle goes to the
    /// guest module, which reports it).
    path: Vec<ObjRef>,
}

impl Encoder<'_> {
    fn value(&mut self, v: Value) -> Step {
        match v {
            Value::None => put(&mut self.out, "null"),
            Value::Bool(b) => put(&mut self.out, if b { "true" } else { "false" }),
            Value::Int(_) | Value::BigInt(_) => self.number(v),
            Value::Float(f) => self.float(f),
            Value::Str(r) => self.string(r),
            Value::List(r) | Value::Tuple(r) => self.array(v, r),
            Value::Dict(r) => self.object(r),
            _ => Err(Stop::Guest),
        }
    }

    fn number(&mut self, v: Value) -> Step {
        let mut t = String::new();
        // Past the digit limit the guest module raises CPython's error.
        crate::display::write_repr(&mut t, self.heap, v).map_err(|_| Stop::Guest)?;
        put(&mut self.out, &t)
    }

    fn float(&mut self, f: f64) -> Step {
        if !f.is_finite() {
            if !self.allow_nan {
                return Err(Stop::Guest);
            }
            let t = match (f.is_nan(), f > 0.0) {
                (true, _) => "NaN",
                (false, true) => "Infinity",
                (false, false) => "-Infinity",
            };
            return put(&mut self.out, t);
        }
        let mut t = String::new();
        crate::display::write_float(&mut t, f);
        put(&mut self.out, &t)
    }

    fn string(&mut self, r: ObjRef) -> Step {
        let s = self.heap.str(r);
        write_string(&mut self.out, s, self.ascii)
    }

    /// Opens a container: `false` when it is being written already or
    /// nests too deep.
    fn enter(&mut self, r: ObjRef) -> Step {
        if self.path.len() >= MAX_DEPTH || self.path.contains(&r) {
            return Err(Stop::Guest);
        }
        self.path.try_reserve(1).map_err(|_| Stop::Memory)?;
        self.path.push(r);
        Ok(())
    }

    /// The newline and indentation before an item (with `indent`), else
    /// nothing.
    fn newline(&mut self, level: usize) -> Step {
        let Some(ind) = self.indent else {
            return Ok(());
        };
        put(&mut self.out, "\n")?;
        let ind = self.heap.str(ind);
        for _ in 0..level {
            put(&mut self.out, ind)?;
        }
        Ok(())
    }

    fn separator(&mut self) -> Step {
        put(&mut self.out, self.heap.str(self.item_sep))
    }

    fn array(&mut self, v: Value, r: ObjRef) -> Step {
        let items = self.heap.seq(v);
        if items.is_empty() {
            return put(&mut self.out, "[]");
        }
        self.enter(r)?;
        let level = self.path.len();
        put(&mut self.out, "[")?;
        for (i, &x) in items.iter().enumerate() {
            if i > 0 {
                self.separator()?;
            }
            self.newline(level)?;
            self.value(x)?;
        }
        self.newline(level - 1)?;
        self.path.pop();
        put(&mut self.out, "]")
    }

    fn object(&mut self, r: ObjRef) -> Step {
        let Some(d) = self.heap.dict(r) else {
            return Err(Stop::Guest);
        };
        if d.is_empty() {
            return put(&mut self.out, "{}");
        }
        let mut items: Vec<(Value, Value)> = Vec::new();
        items.try_reserve(d.len()).map_err(|_| Stop::Memory)?;
        items.extend(d.items());
        if self.sort {
            self.sort_items(&mut items)?;
        }
        self.enter(r)?;
        let level = self.path.len();
        put(&mut self.out, "{")?;
        for (i, &(k, x)) in items.iter().enumerate() {
            if i > 0 {
                self.separator()?;
            }
            self.newline(level)?;
            match k {
                Value::Str(s) => self.string(s)?,
                Value::Int(_)
                | Value::BigInt(_)
                | Value::Float(_)
                | Value::Bool(_)
                | Value::None => {
                    // `1: ...` is written `"1": ...`, as CPython's keys.
                    put(&mut self.out, "\"")?;
                    self.value(k)?;
                    put(&mut self.out, "\"")?;
                }
                _ => return Err(Stop::Guest),
            }
            put(&mut self.out, self.heap.str(self.key_sep))?;
            self.value(x)?;
        }
        self.newline(level - 1)?;
        self.path.pop();
        put(&mut self.out, "}")
    }

    /// `sort_keys`: all str keys (code point order, which UTF-8's byte
    /// order is) or all small ints; other mixes go to the guest module,
    /// which compares them as CPython does (or raises its `TypeError`).
    fn sort_items(&self, items: &mut [(Value, Value)]) -> Step {
        if items.iter().all(|(k, _)| matches!(k, Value::Str(_))) {
            let heap = self.heap;
            items.sort_by(|a, b| match (a.0, b.0) {
                (Value::Str(x), Value::Str(y)) => heap.str(x).cmp(heap.str(y)),
                _ => core::cmp::Ordering::Equal,
            });
            return Ok(());
        }
        if items.iter().all(|(k, _)| matches!(k, Value::Int(_))) {
            items.sort_by_key(|(k, _)| match k {
                Value::Int(i) => *i,
                _ => 0,
            });
            return Ok(());
        }
        Err(Stop::Guest)
    }
}

/// `s` as a JSON string: `"` and `\` escaped, control characters as
/// CPython writes them, and with `ascii` every character past ASCII as
/// `\uXXXX` (a surrogate pair past the BMP).
fn write_string(out: &mut String, s: &str, ascii: bool) -> Step {
    out.try_reserve(s.len() + 2).map_err(|_| Stop::Memory)?;
    out.push('"');
    let mut plain = 0;
    for (i, c) in s.char_indices() {
        let escape: Option<&str> = match c {
            '"' => Some("\\\""),
            '\\' => Some("\\\\"),
            '\n' => Some("\\n"),
            '\r' => Some("\\r"),
            '\t' => Some("\\t"),
            '\u{8}' => Some("\\b"),
            '\u{c}' => Some("\\f"),
            // CPython's ASCII form escapes everything past `~` (DEL too).
            _ if (c as u32) < 0x20 || (ascii && c > '~') => Some(""),
            _ => None,
        };
        let Some(e) = escape else {
            continue;
        };
        put(out, &s[plain..i])?;
        plain = i + c.len_utf8();
        if !e.is_empty() {
            put(out, e)?;
            continue;
        }
        let mut units = [0u16; 2];
        for u in c.encode_utf16(&mut units) {
            let hex = alloc::format!("\\u{:04x}", u);
            put(out, &hex)?;
        }
    }
    put(out, &s[plain..])?;
    put(out, "\"")
}

/// A container being filled while decoding.
enum Open {
    Array(Vec<Value>),
    /// An object's dict and the key whose value comes next.
    Object(ObjRef, Option<Value>),
}

/// The value of the JSON text `s`, or `Stop::Guest` for anything the
/// guest decoder must answer (an error, nesting too deep, a lone
/// surrogate escape, an int past the digit limit).
fn decode(heap: &mut Heap, s: &str) -> Step<Value> {
    let b = s.as_bytes();
    let mut i = skip_ws(b, 0);
    let mut stack: Vec<Open> = Vec::new();
    loop {
        // A value starts at `i`.
        let v = match b.get(i) {
            Some(b'[') => {
                i = skip_ws(b, i + 1);
                if b.get(i) == Some(&b']') {
                    i += 1;
                    alloc_value(crate::objects::list::new_list(heap, Vec::new()))?
                } else {
                    if stack.len() >= MAX_DEPTH {
                        return Err(Stop::Guest);
                    }
                    stack.try_reserve(1).map_err(|_| Stop::Memory)?;
                    stack.push(Open::Array(Vec::new()));
                    continue;
                }
            }
            Some(b'{') => {
                i = skip_ws(b, i + 1);
                let d = alloc_value(crate::objects::dict::new_dict(heap))?;
                let Value::Dict(dr) = d else {
                    return Err(Stop::Guest);
                };
                if b.get(i) == Some(&b'}') {
                    i += 1;
                    d
                } else {
                    if stack.len() >= MAX_DEPTH {
                        return Err(Stop::Guest);
                    }
                    let (key, next) = object_key(heap, b, s, i)?;
                    i = next;
                    stack.try_reserve(1).map_err(|_| Stop::Memory)?;
                    stack.push(Open::Object(dr, Some(key)));
                    continue;
                }
            }
            Some(b'"') => {
                let (text, next) = string(b, s, i + 1)?;
                i = next;
                alloc_value(crate::objects::str::new_str(heap, text))?
            }
            Some(b'n') if b[i..].starts_with(b"null") => {
                i += 4;
                Value::None
            }
            Some(b't') if b[i..].starts_with(b"true") => {
                i += 4;
                Value::Bool(true)
            }
            Some(b'f') if b[i..].starts_with(b"false") => {
                i += 5;
                Value::Bool(false)
            }
            Some(b'N') if b[i..].starts_with(b"NaN") => {
                i += 3;
                Value::Float(f64::NAN)
            }
            Some(b'I') if b[i..].starts_with(b"Infinity") => {
                i += 8;
                Value::Float(f64::INFINITY)
            }
            Some(b'-') if b[i..].starts_with(b"-Infinity") => {
                i += 9;
                Value::Float(f64::NEG_INFINITY)
            }
            Some(b'-' | b'0'..=b'9') => {
                let (v, next) = number(heap, b, s, i)?;
                i = next;
                v
            }
            _ => return Err(Stop::Guest),
        };
        // The value goes into the innermost open container, which may
        // then close (and its value go into the next one out).
        let mut v = v;
        loop {
            i = skip_ws(b, i);
            let Some(top) = stack.last_mut() else {
                return if i == b.len() {
                    Ok(v)
                } else {
                    Err(Stop::Guest)
                };
            };
            match top {
                Open::Array(items) => {
                    items.try_reserve(1).map_err(|_| Stop::Memory)?;
                    items.push(v);
                }
                Open::Object(d, key) => {
                    let k = key.take().ok_or(Stop::Guest)?;
                    crate::objects::dict::set(heap, *d, k, v).map_err(|_| Stop::Memory)?;
                }
            }
            match (b.get(i), stack.last()) {
                (Some(b','), Some(Open::Array(_))) => {
                    i = skip_ws(b, i + 1);
                    break;
                }
                (Some(b','), Some(Open::Object(..))) => {
                    let (key, next) = object_key(heap, b, s, skip_ws(b, i + 1))?;
                    i = next;
                    if let Some(Open::Object(_, k)) = stack.last_mut() {
                        *k = Some(key);
                    }
                    break;
                }
                (Some(b']'), Some(Open::Array(_))) => {
                    i += 1;
                    let Some(Open::Array(items)) = stack.pop() else {
                        return Err(Stop::Guest);
                    };
                    v = alloc_value(crate::objects::list::new_list(heap, items))?;
                }
                (Some(b'}'), Some(Open::Object(..))) => {
                    i += 1;
                    let Some(Open::Object(d, _)) = stack.pop() else {
                        return Err(Stop::Guest);
                    };
                    v = Value::Dict(d);
                }
                _ => return Err(Stop::Guest),
            }
        }
    }
}

fn alloc_value(r: Result<Value, Exception>) -> Step<Value> {
    r.map_err(|_| Stop::Memory)
}

fn skip_ws(b: &[u8], mut i: usize) -> usize {
    while let Some(b' ' | b'\t' | b'\n' | b'\r') = b.get(i) {
        i += 1;
    }
    i
}

/// An object's key at `i` and the `:` after it: the key and where its
/// value starts.
fn object_key(heap: &mut Heap, b: &[u8], s: &str, i: usize) -> Step<(Value, usize)> {
    if b.get(i) != Some(&b'"') {
        return Err(Stop::Guest);
    }
    let (text, next) = string(b, s, i + 1)?;
    let next = skip_ws(b, next);
    if b.get(next) != Some(&b':') {
        return Err(Stop::Guest);
    }
    let key = alloc_value(crate::objects::str::new_str(heap, text))?;
    Ok((key, skip_ws(b, next + 1)))
}

/// The string whose text starts at `i` (after its quote): its text and
/// where it ends (after its closing quote).
fn string(b: &[u8], s: &str, mut i: usize) -> Step<(String, usize)> {
    let mut out = String::new();
    let mut plain = i;
    loop {
        match b.get(i) {
            None => return Err(Stop::Guest),
            Some(b'"') => {
                put(&mut out, &s[plain..i])?;
                return Ok((out, i + 1));
            }
            // A control character is an error under `strict`.
            Some(c) if *c < 0x20 => return Err(Stop::Guest),
            Some(b'\\') => {
                put(&mut out, &s[plain..i])?;
                let c = match b.get(i + 1) {
                    Some(b'"') => '"',
                    Some(b'\\') => '\\',
                    Some(b'/') => '/',
                    Some(b'b') => '\u{8}',
                    Some(b'f') => '\u{c}',
                    Some(b'n') => '\n',
                    Some(b'r') => '\r',
                    Some(b't') => '\t',
                    Some(b'u') => {
                        let (c, next) = unicode_escape(b, i + 2)?;
                        i = next;
                        plain = i;
                        out.try_reserve(4).map_err(|_| Stop::Memory)?;
                        out.push(c);
                        continue;
                    }
                    _ => return Err(Stop::Guest),
                };
                out.try_reserve(1).map_err(|_| Stop::Memory)?;
                out.push(c);
                i += 2;
                plain = i;
            }
            Some(_) => i += 1,
        }
    }
}

/// The character of a `\uXXXX` escape whose digits start at `i` (a
/// surrogate pair takes two escapes): it and where the escape ends. A
/// lone surrogate goes to the guest decoder.
fn unicode_escape(b: &[u8], i: usize) -> Step<(char, usize)> {
    let hex4 = |at: usize| -> Option<u32> {
        let d = b.get(at..at + 4)?;
        let t = core::str::from_utf8(d).ok()?;
        if !t.bytes().all(|c| c.is_ascii_hexdigit()) {
            return None;
        }
        u32::from_str_radix(t, 16).ok()
    };
    let hi = hex4(i).ok_or(Stop::Guest)?;
    if !(0xD800..0xE000).contains(&hi) {
        return Ok((char::from_u32(hi).ok_or(Stop::Guest)?, i + 4));
    }
    if hi >= 0xDC00 || b.get(i + 4..i + 6) != Some(b"\\u") {
        return Err(Stop::Guest);
    }
    let lo = hex4(i + 6).ok_or(Stop::Guest)?;
    if !(0xDC00..0xE000).contains(&lo) {
        return Err(Stop::Guest);
    }
    let c = 0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00);
    Ok((char::from_u32(c).ok_or(Stop::Guest)?, i + 10))
}

/// The number at `i` (JSON's grammar: `-?(0|[1-9][0-9]*)(\.[0-9]+)?
/// ([eE][-+]?[0-9]+)?`): an int without fraction or exponent, else a
/// float; and where it ends.
fn number(heap: &mut Heap, b: &[u8], s: &str, start: usize) -> Step<(Value, usize)> {
    let digits = |mut i: usize| {
        while b.get(i).is_some_and(u8::is_ascii_digit) {
            i += 1;
        }
        i
    };
    let mut i = start + usize::from(b.get(start) == Some(&b'-'));
    match b.get(i) {
        Some(b'0') => i += 1,
        Some(b'1'..=b'9') => i = digits(i),
        _ => return Err(Stop::Guest),
    }
    let int_end = i;
    if b.get(i) == Some(&b'.') && b.get(i + 1).is_some_and(u8::is_ascii_digit) {
        i = digits(i + 1);
    }
    if let Some(b'e' | b'E') = b.get(i) {
        let mut j = i + 1;
        if let Some(b'+' | b'-') = b.get(j) {
            j += 1;
        }
        if b.get(j).is_some_and(u8::is_ascii_digit) {
            i = digits(j);
        }
    }
    let text = &s[start..i];
    if i == int_end {
        if let Ok(n) = text.parse::<i64>() {
            return Ok((Value::Int(n), i));
        }
        // A big int, or one past the digit limit (the guest decoder's
        // `int()` raises CPython's error).
        let v = crate::objects::int::parse(heap, text, 10).map_err(|_| Stop::Guest)?;
        return Ok((v, i));
    }
    let f: f64 = text.parse().map_err(|_| Stop::Guest)?;
    Ok((Value::Float(f), i))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn escaped(s: &str, ascii: bool) -> String {
        let mut out = String::new();
        assert!(write_string(&mut out, s, ascii).is_ok());
        out
    }

    #[test]
    fn strings_are_escaped_as_cpythons_two_encoders_escape_them() {
        assert_eq!(
            escaped("a\"b\\c\n\u{1}", false),
            "\"a\\\"b\\\\c\\n\\u0001\""
        );
        assert_eq!(escaped("é\u{7f}😀", false), "\"é\u{7f}😀\"");
        assert_eq!(
            escaped("é\u{7f}😀", true),
            "\"\\u00e9\\u007f\\ud83d\\ude00\""
        );
    }

    #[test]
    fn decoding_gives_values_or_leaves_the_text_to_the_guest() {
        let mut h = Heap::new();
        let v = decode(&mut h, " [1, -2.5e1, \"\\u00e9\", {\"k\": [true, null]}] ");
        let Ok(Value::List(l)) = v else {
            panic!("not a list");
        };
        let items = h.seq(Value::List(l)).to_vec();
        assert_eq!(items[0], Value::Int(1));
        assert_eq!(items[1], Value::Float(-25.0));
        assert!(matches!(items[2], Value::Str(s) if h.str(s) == "é"));
        assert!(matches!(items[3], Value::Dict(_)));
        for bad in [
            "[1,]",
            "{\"a\" 1}",
            "01",
            "\"\\ud800\"",
            "[1] x",
            "",
            "\"a\u{1}\"",
        ] {
            assert!(matches!(decode(&mut h, bad), Err(Stop::Guest)), "{bad}");
        }
        let deep = alloc::format!("{}{}", "[".repeat(MAX_DEPTH + 2), "]".repeat(MAX_DEPTH + 2));
        assert!(matches!(decode(&mut h, &deep), Err(Stop::Guest)));
    }
}
