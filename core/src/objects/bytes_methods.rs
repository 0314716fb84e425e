//! The methods of `bytes` and `bytearray`: ASCII semantics over bytes
//! (whitespace is `b' \t\n\r\x0b\x0c'`, case changes only ASCII letters).
//! Methods that make new data return the receiver's type.

use alloc::string::String;
use alloc::vec::Vec;

use super::Attr;
use super::bytes::{as_bytes, new_bytearray, new_bytes};
use crate::args::Args;
use crate::ctx::Ctx;
use crate::error::{Exception, exc};
use crate::heap::{Heap, ObjRef, headroom};
use crate::value::Value;

fn is_ws(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

pub fn has_method(attr: Attr, mutable: bool) -> bool {
    use Attr::*;
    matches!(
        attr,
        decode
            | hex
            | count
            | find
            | rfind
            | index
            | rindex
            | startswith
            | endswith
            | upper
            | lower
            | capitalize
            | title
            | swapcase
            | strip
            | lstrip
            | rstrip
            | split
            | rsplit
            | join
            | replace
            | partition
            | rpartition
            | isdigit
            | isalpha
            | isalnum
            | isspace
            | isupper
            | islower
            | istitle
            | isascii
            | center
            | ljust
            | rjust
            | zfill
            | splitlines
            | expandtabs
            | removeprefix
            | removesuffix
            | fromhex
            | translate
    ) || (mutable
        && matches!(
            attr,
            append | extend | pop | insert | remove | reverse | clear | copy
        ))
}

fn bytes_like(heap: &Heap, v: Value) -> Result<Vec<u8>, Exception> {
    as_bytes(heap, v).map(Vec::from).ok_or_else(|| {
        exc!(
            TypeError,
            "a bytes-like object is required, not '{}'",
            super::type_name(heap, v)
        )
    })
}

/// A search argument: bytes, or an int naming one byte.
fn needle(heap: &Heap, v: Value) -> Result<Vec<u8>, Exception> {
    match v {
        Value::Int(i) if (0..256).contains(&i) => Ok(alloc::vec![i as u8]),
        Value::Int(_) => Err(exc!(ValueError, "byte must be in range(0, 256)")),
        _ => as_bytes(heap, v).map(Vec::from).ok_or_else(|| {
            exc!(
                TypeError,
                "argument should be integer or bytes-like object, not '{}'",
                super::type_name(heap, v)
            )
        }),
    }
}

fn find_at(hay: &[u8], n: &[u8], from_right: bool) -> Option<usize> {
    if n.is_empty() {
        return Some(if from_right { hay.len() } else { 0 });
    }
    if n.len() > hay.len() {
        return None;
    }
    let mut positions = (0..=hay.len() - n.len()).filter(|&i| &hay[i..i + n.len()] == n);
    if from_right {
        positions.next_back()
    } else {
        positions.next()
    }
}

fn count_sub(hay: &[u8], n: &[u8]) -> usize {
    if n.is_empty() {
        return hay.len() + 1;
    }
    let (mut k, mut i) = (0, 0);
    while i + n.len() <= hay.len() {
        if &hay[i..i + n.len()] == n {
            k += 1;
            i += n.len();
        } else {
            i += 1;
        }
    }
    k
}

/// Start/end arguments as byte offsets (`None`: start past the end).
fn bounds(
    heap: &Heap,
    len: usize,
    a: &[Value],
    from: usize,
) -> Result<Option<(usize, usize)>, Exception> {
    super::slice::search_bounds(heap, len, a, from)
}

/// The pieces of `data` `split`/`rsplit` makes, as byte ranges (a list
/// of a piece per byte can be long: ranges, not copies, grown fallibly).
fn split_bytes(
    data: &[u8],
    sep: Option<&[u8]>,
    maxsplit: i64,
    right: bool,
) -> Result<Vec<(usize, usize)>, Exception> {
    let max = if maxsplit < 0 {
        usize::MAX
    } else {
        maxsplit as usize
    };
    let mut out: Vec<(usize, usize)> = Vec::new();
    match sep {
        Some([]) => return Err(exc!(ValueError, "empty separator")),
        Some(sep) => {
            if right {
                let mut end = data.len();
                let mut splits = 0;
                while splits < max {
                    match find_at(&data[..end], sep, true) {
                        Some(i) => {
                            headroom::push(&mut out, (i + sep.len(), end))?;
                            end = i;
                            splits += 1;
                        }
                        None => break,
                    }
                }
                headroom::push(&mut out, (0, end))?;
                out.reverse();
            } else {
                let mut start = 0;
                let mut splits = 0;
                while splits < max {
                    match find_at(&data[start..], sep, false) {
                        Some(i) => {
                            headroom::push(&mut out, (start, start + i))?;
                            start += i + sep.len();
                            splits += 1;
                        }
                        None => break,
                    }
                }
                headroom::push(&mut out, (start, data.len()))?;
            }
        }
        None => {
            // Runs of whitespace separate; the ends are stripped.
            let mut words: Vec<(usize, usize)> = Vec::new();
            let mut i = 0;
            while i < data.len() {
                while i < data.len() && is_ws(data[i]) {
                    i += 1;
                }
                let s = i;
                while i < data.len() && !is_ws(data[i]) {
                    i += 1;
                }
                if s < i {
                    headroom::push(&mut words, (s, i))?;
                }
            }
            // Past `max` splits the rest is one piece, as it stands.
            if words.len() <= max {
                out = words;
            } else if right {
                // The leading whitespace stays with the unsplit head, as
                // the trailing whitespace stays with a left split's tail.
                let head_end = words[words.len() - max - 1].1;
                headroom::push(&mut out, (0, head_end))?;
                for &w in &words[words.len() - max..] {
                    headroom::push(&mut out, w)?;
                }
            } else {
                let tail_start = words[max].0;
                words.truncate(max);
                out = words;
                headroom::push(&mut out, (tail_start, data.len()))?;
            }
        }
    }
    Ok(out)
}

fn title(data: &[u8]) -> Vec<u8> {
    let mut prev_cased = false;
    data.iter()
        .map(|&c| {
            let r = if prev_cased {
                c.to_ascii_lowercase()
            } else {
                c.to_ascii_uppercase()
            };
            prev_cased = c.is_ascii_alphabetic();
            r
        })
        .collect()
}

pub fn call_method(
    ctx: &mut dyn Ctx,
    v: Value,
    attr: Attr,
    args: Args,
) -> Result<Value, Exception> {
    let (r, mutable) = match v {
        Value::Bytes(r) => (r, false),
        Value::ByteArray(r) => (r, true),
        Value::Builtin(crate::builtins::Builtin::Bytes) => (ObjRef(u32::MAX), false),
        Value::Builtin(_) => (ObjRef(u32::MAX), true),
        _ => return Err(exc!(SystemError, "not bytes")),
    };
    let tname = if mutable { "bytearray" } else { "bytes" };
    let heap = ctx.heap();
    // Borrowed, not copied: `bytearray.append` must not cost the length
    // of the array. An arm that runs guest code reads it again after.
    let data: &[u8] = heap.bytes(r);
    // Methods that make new data as large as the receiver (case changes,
    // splits, replace, decode, hex...) are asked for first, at up to four
    // bytes a byte (see `heap::headroom`); widths and joined parts below.
    if !matches!(
        attr,
        count
            | find
            | rfind
            | index
            | rindex
            | startswith
            | endswith
            | isdigit
            | isalpha
            | isalnum
            | isspace
            | isascii
            | isupper
            | islower
            | istitle
    ) {
        headroom::room_for_items(data.len(), 4)?;
    }
    let wrap = |heap: &mut Heap, b: Vec<u8>| {
        if mutable {
            new_bytearray(heap, b)
        } else {
            new_bytes(heap, b)
        }
    };
    // A list of the pieces of the receiver at `ranges`.
    let list_of = |heap: &mut Heap, ranges: Vec<(usize, usize)>| -> Result<Value, Exception> {
        let mut elems = Vec::new();
        elems
            .try_reserve_exact(ranges.len())
            .map_err(|_| exc!(MemoryError, ""))?;
        for (s, e) in ranges {
            let piece = headroom::copy(&heap.bytes(r)[s..e])?;
            elems.push(if mutable {
                new_bytearray(heap, piece)?
            } else {
                new_bytes(heap, piece)?
            });
        }
        super::list::new_list(heap, elems)
    };
    let fill_arg = |heap: &Heap, a: &[Value], name: &str| -> Result<u8, Exception> {
        match a.get(1) {
            None => Ok(b' '),
            Some(&f) => match as_bytes(heap, f) {
                Some([c]) => Ok(*c),
                _ => Err(exc!(
                    TypeError,
                    "{}() argument 2 must be a byte string of length 1, not {}",
                    name,
                    super::type_name(heap, f)
                )),
            },
        }
    };
    let pred = |args: &Args, f: &dyn Fn(&[u8]) -> bool| -> Result<Value, Exception> {
        args.expect(attr.name(), 0, 0)?;
        Ok(Value::Bool(f(data)))
    };
    use Attr::*;
    match attr {
        decode => {
            args.check_kw("decode", &["encoding", "errors"])?;
            let text = |v: Option<Value>, default: &str| -> Result<String, Exception> {
                match v {
                    None => Ok(String::from(default)),
                    Some(Value::Str(s)) => Ok(crate::heap::headroom::copy_str(heap.str(s))?),
                    Some(v) => Err(exc!(
                        TypeError,
                        "decode() argument must be str, not {}",
                        super::type_name(heap, v)
                    )),
                }
            };
            let codec = super::codec::Codec::by_name(&text(args.get(0, "encoding"), "utf-8")?)?;
            let errors = text(args.get(1, "errors"), "strict")?;
            let s = match super::codec::decode(data, codec, &errors) {
                Ok(s) => s,
                Err(e) => return Err(super::codec::with_unicode_args(heap, e, v)),
            };
            super::str::new_str(heap, s)
        }
        hex => {
            args.expect("hex", 0, 2)?;
            let sep = match args.pos.first() {
                Some(&s) => match s {
                    Value::Str(x) => crate::heap::headroom::copy_str(heap.str(x))?,
                    _ => String::from_utf8_lossy(&bytes_like(heap, s)?).into_owned(),
                },
                None => String::new(),
            };
            let mut s = String::new();
            s.try_reserve_exact(data.len() * (2 + sep.len()))
                .map_err(|_| exc!(MemoryError, ""))?;
            for (i, b) in data.iter().enumerate() {
                if i > 0 {
                    s.push_str(&sep);
                }
                let _ = core::fmt::Write::write_fmt(&mut s, format_args!("{b:02x}"));
            }
            super::str::new_str(heap, s)
        }
        fromhex => {
            let a = args.exactly_one(format_args!("{tname}.fromhex"))?;
            let Value::Str(x) = a else {
                return Err(exc!(
                    TypeError,
                    "fromhex() argument must be str, not {}",
                    super::type_name(heap, a)
                ));
            };
            let text = crate::heap::headroom::copy_str(heap.str(x))?;
            let digits: Vec<(usize, char)> = text.char_indices().collect();
            let mut out = Vec::new();
            let mut i = 0;
            while i < digits.len() {
                if digits[i].1 == ' ' {
                    i += 1;
                    continue;
                }
                let hi = digits[i].1.to_digit(16);
                let lo = digits.get(i + 1).and_then(|d| d.1.to_digit(16));
                match (hi, lo) {
                    (Some(h), Some(l)) => out.push((h * 16 + l) as u8),
                    _ => {
                        let at = if hi.is_none() { i } else { i + 1 };
                        return Err(exc!(
                            ValueError,
                            "non-hexadecimal number found in fromhex() arg at position {}",
                            at
                        ));
                    }
                }
                i += 2;
            }
            wrap(heap, out)
        }
        count | find | rfind | index | rindex => {
            args.no_kw(attr.name())?;
            let a = args.expect(attr.name(), 1, 3)?;
            let n = needle(heap, a[0])?;
            let Some((s, e)) = bounds(heap, data.len(), a, 1)? else {
                return match attr {
                    count => Ok(Value::Int(0)),
                    find | rfind => Ok(Value::Int(-1)),
                    _ => Err(exc!(ValueError, "subsection not found")),
                };
            };
            let hay = &data[s..e];
            if attr == count {
                return Ok(Value::Int(count_sub(hay, &n) as i64));
            }
            match find_at(hay, &n, matches!(attr, rfind | rindex)) {
                Some(i) => Ok(Value::Int((s + i) as i64)),
                None if matches!(attr, find | rfind) => Ok(Value::Int(-1)),
                None => Err(exc!(ValueError, "subsection not found")),
            }
        }
        startswith | endswith => {
            args.no_kw(attr.name())?;
            let a = args.expect(attr.name(), 1, 3)?;
            let cands: Vec<Value> = match a[0] {
                Value::Tuple(t) => heap.tuple(t).to_vec(),
                x => alloc::vec![x],
            };
            let Some((s, e)) = bounds(heap, data.len(), a, 1)? else {
                return Ok(Value::Bool(false));
            };
            let hay = &data[s..e];
            for c in cands {
                let p = as_bytes(heap, c).ok_or_else(|| {
                    exc!(
                        TypeError,
                        "{} first arg must be bytes or a tuple of bytes, not {}",
                        attr,
                        super::type_name(heap, c)
                    )
                })?;
                if (attr == startswith && hay.starts_with(p))
                    || (attr == endswith && hay.ends_with(p))
                {
                    return Ok(Value::Bool(true));
                }
            }
            Ok(Value::Bool(false))
        }
        upper | lower | swapcase | capitalize | title => {
            args.expect(attr.name(), 0, 0)?;
            let out: Vec<u8> = match attr {
                upper => data.to_ascii_uppercase(),
                lower => data.to_ascii_lowercase(),
                swapcase => data
                    .iter()
                    .map(|c| {
                        if c.is_ascii_uppercase() {
                            c.to_ascii_lowercase()
                        } else {
                            c.to_ascii_uppercase()
                        }
                    })
                    .collect(),
                capitalize => data
                    .iter()
                    .enumerate()
                    .map(|(i, c)| {
                        if i == 0 {
                            c.to_ascii_uppercase()
                        } else {
                            c.to_ascii_lowercase()
                        }
                    })
                    .collect(),
                _ => self::title(data),
            };
            wrap(heap, out)
        }
        isdigit => pred(&args, &|d| {
            !d.is_empty() && d.iter().all(|c| c.is_ascii_digit())
        }),
        isalpha => pred(&args, &|d| {
            !d.is_empty() && d.iter().all(|c| c.is_ascii_alphabetic())
        }),
        isalnum => pred(&args, &|d| {
            !d.is_empty() && d.iter().all(|c| c.is_ascii_alphanumeric())
        }),
        isspace => pred(&args, &|d| !d.is_empty() && d.iter().all(|c| is_ws(*c))),
        isascii => pred(&args, &|d| d.is_ascii()),
        isupper => pred(&args, &|d| {
            d.iter().any(|c| c.is_ascii_uppercase()) && !d.iter().any(|c| c.is_ascii_lowercase())
        }),
        islower => pred(&args, &|d| {
            d.iter().any(|c| c.is_ascii_lowercase()) && !d.iter().any(|c| c.is_ascii_uppercase())
        }),
        istitle => pred(&args, &|d| {
            !d.is_empty() && self::title(d) == d && d.iter().any(|c| c.is_ascii_alphabetic())
        }),
        strip | lstrip | rstrip => {
            let a = args.expect(attr.name(), 0, 1)?;
            let set: Option<Vec<u8>> = match a.first() {
                None | Some(Value::None) => None,
                Some(&x) => Some(bytes_like(heap, x)?),
            };
            let drop = |c: &u8| match &set {
                None => is_ws(*c),
                Some(s) => s.contains(c),
            };
            let mut s = 0;
            let mut e = data.len();
            if attr != rstrip {
                while s < e && drop(&data[s]) {
                    s += 1;
                }
            }
            if attr != lstrip {
                while e > s && drop(&data[e - 1]) {
                    e -= 1;
                }
            }
            wrap(heap, data[s..e].to_vec())
        }
        split | rsplit => {
            args.check_kw(attr.name(), &["sep", "maxsplit"])?;
            let sep = match args.get(0, "sep") {
                None | Some(Value::None) => None,
                Some(x) => Some(bytes_like(heap, x)?),
            };
            let maxsplit = match args.get(1, "maxsplit") {
                Some(m) => crate::args::index(m)?,
                None => -1,
            };
            let parts = split_bytes(data, sep.as_deref(), maxsplit, attr == rsplit)?;
            list_of(heap, parts)
        }
        splitlines => {
            args.check_kw("splitlines", &["keepends"])?;
            let keep = args
                .get(0, "keepends")
                .is_some_and(|k| crate::ops::truthy(heap, k));
            let mut parts = Vec::new();
            let (mut from, mut i) = (0, 0);
            while i < data.len() {
                let c = data[i];
                if c == b'\n' || c == b'\r' {
                    let mut end = i + 1;
                    if c == b'\r' && data.get(i + 1) == Some(&b'\n') {
                        end += 1;
                    }
                    headroom::push(&mut parts, (from, if keep { end } else { i }))?;
                    from = end;
                    i = end;
                } else {
                    i += 1;
                }
            }
            if from < data.len() {
                headroom::push(&mut parts, (from, data.len()))?;
            }
            list_of(heap, parts)
        }
        join => {
            let it = args.exactly_one(format_args!("{tname}.join"))?;
            let elems = crate::ops::collect(ctx, it)?;
            // Collecting may have run guest code: read the separator anew.
            let heap = ctx.heap();
            let data = heap.bytes(r);
            let parts: usize = elems
                .iter()
                .map(|x| as_bytes(heap, *x).map_or(0, <[u8]>::len))
                .fold(0, usize::saturating_add);
            headroom::room_for(parts.saturating_add(data.len().saturating_mul(elems.len())))?;
            let mut out = Vec::new();
            for (i, x) in elems.iter().enumerate() {
                let b = as_bytes(heap, *x).ok_or_else(|| {
                    exc!(
                        TypeError,
                        "sequence item {}: expected a bytes-like object, {} found",
                        i,
                        super::type_name(heap, *x)
                    )
                })?;
                if i > 0 {
                    out.extend_from_slice(data);
                }
                out.extend_from_slice(b);
            }
            wrap(heap, out)
        }
        replace => {
            args.no_kw("replace")?;
            let a = args.expect("replace", 2, 3)?;
            let (old, new) = (bytes_like(heap, a[0])?, bytes_like(heap, a[1])?);
            let max = match a.get(2) {
                Some(&c) => {
                    let c = crate::args::index(c)?;
                    if c < 0 { usize::MAX } else { c as usize }
                }
                None => usize::MAX,
            };
            // Counted first: the result is made in one fallible allocation
            // (it may grow the text far past the receiver).
            let hits = if old.is_empty() {
                data.len().saturating_add(1).min(max)
            } else {
                let (mut i, mut n) = (0, 0);
                while i < data.len() && n < max {
                    match find_at(&data[i..], &old, false) {
                        Some(at) => {
                            i += at + old.len();
                            n += 1;
                        }
                        None => break,
                    }
                }
                n
            };
            let size = hits
                .checked_mul(new.len())
                .and_then(|grown| (data.len() - hits * old.len()).checked_add(grown))
                .ok_or_else(|| exc!(MemoryError, ""))?;
            let mut out = Vec::new();
            out.try_reserve_exact(size)
                .map_err(|_| exc!(MemoryError, ""))?;
            let mut i = 0;
            let mut n = 0;
            if old.is_empty() {
                for &c in data {
                    if n < max {
                        out.extend_from_slice(&new);
                        n += 1;
                    }
                    out.push(c);
                }
                if n < max {
                    out.extend_from_slice(&new);
                }
            } else {
                while i < data.len() {
                    if n < max && data[i..].starts_with(&old) {
                        out.extend_from_slice(&new);
                        i += old.len();
                        n += 1;
                    } else {
                        out.push(data[i]);
                        i += 1;
                    }
                }
            }
            wrap(heap, out)
        }
        partition | rpartition => {
            let sep_v = args.exactly_one(format_args!("{tname}.{attr}"))?;
            let sep = bytes_like(heap, sep_v)?;
            if sep.is_empty() {
                return Err(exc!(ValueError, "empty separator"));
            }
            let (a, b, c) = match find_at(data, &sep, attr == rpartition) {
                Some(i) => (
                    data[..i].to_vec(),
                    sep.clone(),
                    data[i + sep.len()..].to_vec(),
                ),
                None if attr == partition => (headroom::copy(data)?, Vec::new(), Vec::new()),
                None => (Vec::new(), Vec::new(), headroom::copy(data)?),
            };
            let vals = [wrap(heap, a)?, wrap(heap, b)?, wrap(heap, c)?];
            super::tuple::new_tuple(heap, &vals)
        }
        center | ljust | rjust => {
            let a = args.expect(attr.name(), 1, 2)?;
            let width = crate::args::index(a[0])?;
            let fill = fill_arg(heap, a, attr.name())?;
            let n = data.len() as i64;
            if width <= n {
                let same = headroom::copy(data)?;
                return wrap(heap, same);
            }
            let marg = (width - n) as usize;
            headroom::room_for(width as usize)?;
            let left = match attr {
                ljust => 0,
                rjust => marg,
                _ => marg / 2 + (marg & width as usize & 1),
            };
            let mut out = alloc::vec![fill; left];
            out.extend_from_slice(data);
            out.resize(out.len() + marg - left, fill);
            wrap(heap, out)
        }
        zfill => {
            let w = crate::args::index(args.exactly_one(format_args!("{tname}.zfill"))?)?;
            let n = data.len() as i64;
            if w <= n {
                let same = headroom::copy(data)?;
                return wrap(heap, same);
            }
            headroom::room_for(w as usize)?;
            let mut out = Vec::new();
            let rest = match data.first() {
                Some(&c @ (b'+' | b'-')) => {
                    out.push(c);
                    &data[1..]
                }
                _ => data,
            };
            out.resize(out.len() + (w - n) as usize, b'0');
            out.extend_from_slice(rest);
            wrap(heap, out)
        }
        expandtabs => {
            args.check_kw("expandtabs", &["tabsize"])?;
            let tab = match args.get(0, "tabsize") {
                Some(t) => crate::args::index(t)?,
                None => 8,
            };
            let out = expand_tabs(data, tab, false)?;
            wrap(heap, out)
        }
        removeprefix | removesuffix => {
            let p = bytes_like(heap, args.exactly_one(format_args!("{tname}.{attr}"))?)?;
            let out = if attr == removeprefix {
                data.strip_prefix(p.as_slice())
            } else {
                data.strip_suffix(p.as_slice())
            };
            let out = out.unwrap_or(data).to_vec();
            wrap(heap, out)
        }
        translate => {
            args.check_kw("translate", &["delete"])?;
            let a = args.expect("translate", 1, 2)?;
            let table = match a[0] {
                Value::None => None,
                t => {
                    let t = bytes_like(heap, t)?;
                    if t.len() != 256 {
                        return Err(exc!(
                            ValueError,
                            "translation table must be 256 characters long"
                        ));
                    }
                    Some(t)
                }
            };
            let delete = match a.get(1).copied().or(args.kw("delete")) {
                Some(d) => bytes_like(heap, d)?,
                None => Vec::new(),
            };
            let out: Vec<u8> = data
                .iter()
                .filter(|c| !delete.contains(c))
                .map(|&c| table.as_ref().map_or(c, |t| t[c as usize]))
                .collect();
            wrap(heap, out)
        }
        // bytearray only, from here on.
        append | extend | pop | insert | remove | reverse | clear | copy if mutable => {
            bytearray_method(ctx, r, attr, args)
        }
        _ => Err(super::method::no_attribute(heap, v, attr)),
    }
}

fn byte_value(v: Value) -> Result<u8, Exception> {
    match v {
        Value::Int(i) if (0..256).contains(&i) => Ok(i as u8),
        Value::Int(_) | Value::BigInt(_) => Err(exc!(ValueError, "byte must be in range(0, 256)")),
        Value::Bool(b) => Ok(b as u8),
        _ => Err(crate::args::not_an_index(v)),
    }
}

fn bytearray_method(
    ctx: &mut dyn Ctx,
    r: ObjRef,
    attr: Attr,
    args: Args,
) -> Result<Value, Exception> {
    let dangling = || exc!(SystemError, "dangling bytearray");
    use Attr::*;
    match attr {
        append => {
            let b = byte_value(args.exactly_one("bytearray.append")?)?;
            ctx.heap().bytearray_mut(r).ok_or_else(dangling)?.push(b);
            Ok(Value::None)
        }
        extend => {
            let x = args.exactly_one("bytearray.extend")?;
            let more = match as_bytes(ctx.heap(), x) {
                Some(b) => headroom::copy(b)?,
                None => {
                    let elems = crate::ops::collect(ctx, x)?;
                    elems
                        .into_iter()
                        .map(byte_value)
                        .collect::<Result<Vec<u8>, _>>()?
                }
            };
            let b = ctx.heap().bytearray_mut(r).ok_or_else(dangling)?;
            b.try_reserve(more.len())
                .map_err(|_| exc!(MemoryError, ""))?;
            b.extend(more);
            Ok(Value::None)
        }
        pop => {
            let a = args.expect("pop", 0, 1)?;
            let i = match a.first() {
                Some(&i) => crate::args::index(i)?,
                None => -1,
            };
            let b = ctx.heap().bytearray_mut(r).ok_or_else(dangling)?;
            if b.is_empty() {
                return Err(exc!(IndexError, "pop from empty bytearray"));
            }
            let j = crate::ops::norm_index(i, b.len())
                .ok_or_else(|| exc!(IndexError, "pop index out of range"))?;
            Ok(Value::Int(b.remove(j) as i64))
        }
        insert => {
            let a = args.expect("insert", 2, 2)?;
            let i = crate::args::index(a[0])?;
            let v = byte_value(a[1])?;
            let b = ctx.heap().bytearray_mut(r).ok_or_else(dangling)?;
            let n = b.len() as i64;
            let at = if i < 0 { (i + n).max(0) } else { i.min(n) } as usize;
            b.insert(at, v);
            Ok(Value::None)
        }
        remove => {
            let v = byte_value(args.exactly_one("bytearray.remove")?)?;
            let b = ctx.heap().bytearray_mut(r).ok_or_else(dangling)?;
            match b.iter().position(|&c| c == v) {
                Some(i) => {
                    b.remove(i);
                    Ok(Value::None)
                }
                None => Err(exc!(ValueError, "value not found in bytearray")),
            }
        }
        reverse => {
            args.expect("reverse", 0, 0)?;
            ctx.heap().bytearray_mut(r).ok_or_else(dangling)?.reverse();
            Ok(Value::None)
        }
        clear => {
            args.expect("clear", 0, 0)?;
            ctx.heap().bytearray_mut(r).ok_or_else(dangling)?.clear();
            Ok(Value::None)
        }
        _ => {
            args.expect("copy", 0, 0)?;
            let data = headroom::copy(ctx.heap().bytearray(r).map_or(&[][..], |b| b))?;
            new_bytearray(ctx.heap(), data)
        }
    }
}

/// `expandtabs` of `data` (bytes, or UTF-8 text when `utf8`, whose columns
/// count characters). Measured first, so the result is made in one
/// fallible allocation.
pub(super) fn expand_tabs(data: &[u8], tab: i64, utf8: bool) -> Result<Vec<u8>, Exception> {
    // CPython takes the tab size as a C `int`.
    if i32::try_from(tab).is_err() {
        return Err(exc!(
            OverflowError,
            "Python int too large to convert to C int"
        ));
    }
    let walk = |emit: &mut dyn FnMut(Option<u8>, usize)| {
        let mut col: i64 = 0;
        for &c in data {
            match c {
                b'\t' => {
                    if tab > 0 {
                        let n = tab - col % tab;
                        emit(None, n as usize);
                        col += n;
                    }
                }
                b'\n' | b'\r' => {
                    emit(Some(c), 1);
                    col = 0;
                }
                c => {
                    emit(Some(c), 1);
                    // A UTF-8 continuation byte is part of the character
                    // already counted.
                    if !utf8 || c & 0xc0 != 0x80 {
                        col += 1;
                    }
                }
            }
        }
    };
    let mut total = 0usize;
    walk(&mut |_, n| total = total.saturating_add(n));
    let mut out = Vec::new();
    out.try_reserve_exact(total)
        .map_err(|_| exc!(MemoryError, ""))?;
    walk(&mut |c, n| match c {
        Some(c) => out.push(c),
        None => out.resize(out.len() + n, b' '),
    });
    Ok(out)
}

/// `bytes.maketrans(from, to)`: the 256-byte table `translate` takes.
pub fn maketrans(ctx: &mut dyn Ctx, args: Args) -> Result<Value, Exception> {
    args.no_kw("maketrans")?;
    let a = args.expect("maketrans", 2, 2)?;
    let heap = ctx.heap();
    let (from, to) = (bytes_like(heap, a[0])?, bytes_like(heap, a[1])?);
    if from.len() != to.len() {
        return Err(exc!(
            ValueError,
            "maketrans arguments must have same length"
        ));
    }
    let mut table: Vec<u8> = (0..=255).collect();
    for (&f, &t) in from.iter().zip(&to) {
        table[f as usize] = t;
    }
    new_bytes(heap, table)
}
