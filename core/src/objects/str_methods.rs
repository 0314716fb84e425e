//! The methods of `str`, with CPython's results and messages.
//!
//! Indices and lengths are in code points. Whitespace is Python's (which
//! includes the ASCII separators `\x1c`..`\x1f`), as are line boundaries.
//! Character classes beyond ASCII use Rust's Unicode tables, which agree
//! with Python's for letters, digits and case mappings in practice.

use alloc::string::String;
use alloc::vec::Vec;

use super::Attr;
use super::str::new_str;
use super::unicode::{self as uni, is_cased};
use crate::args::Args;
use crate::ctx::Ctx;
use crate::error::{Exception, exc};
use crate::heap::{Heap, ObjRef, headroom};
use crate::value::Value;

/// Python's `str.isspace` for one character.
pub fn is_space(c: char) -> bool {
    c.is_whitespace() || ('\x1c'..='\x1f').contains(&c)
}

fn is_line_break(c: char) -> bool {
    matches!(
        c,
        '\n' | '\r'
            | '\x0b'
            | '\x0c'
            | '\x1c'
            | '\x1d'
            | '\x1e'
            | '\u{85}'
            | '\u{2028}'
            | '\u{2029}'
    )
}

pub fn has_method(attr: Attr) -> bool {
    use Attr::*;
    matches!(
        attr,
        split
            | rsplit
            | join
            | strip
            | lstrip
            | rstrip
            | replace
            | find
            | rfind
            | index
            | rindex
            | count
            | startswith
            | endswith
            | upper
            | lower
            | capitalize
            | title
            | swapcase
            | casefold
            | isdigit
            | isalpha
            | isalnum
            | isspace
            | isupper
            | islower
            | isdecimal
            | isnumeric
            | istitle
            | isidentifier
            | isprintable
            | isascii
            | ljust
            | rjust
            | center
            | zfill
            | partition
            | rpartition
            | splitlines
            | format
            | format_map
            | encode
            | expandtabs
            | removeprefix
            | removesuffix
            | translate
            | maketrans
    )
}

fn str_arg(heap: &Heap, v: Value, what: impl FnOnce() -> Exception) -> Result<&str, Exception> {
    match v {
        Value::Str(r) => Ok(heap.str(r)),
        _ => Err(what()),
    }
}

/// Start and end arguments of `find`, `count` and the like, as byte
/// offsets into string `r`'s text, with the start as a code point index
/// (`None` when start lies past the end). The string's object indexes
/// ASCII text in constant time, and other text from the last index it
/// found (a loop calling `s.find(x, i)` with growing `i` walks the text
/// once, not once per call).
fn bounds(
    heap: &Heap,
    r: ObjRef,
    a: &[Value],
    from: usize,
) -> Result<Option<(usize, usize, usize)>, Exception> {
    let Some(text) = heap.str_obj(r) else {
        return Ok(None);
    };
    let Some((start, end)) = super::slice::search_bounds(heap, text.char_len(), a, from)? else {
        return Ok(None);
    };
    Ok(Some((
        text.byte_offset(start),
        text.byte_offset(end),
        start,
    )))
}

fn count_sub(hay: &str, needle: &str) -> usize {
    if needle.is_empty() {
        return hay.chars().count() + 1;
    }
    hay.matches(needle).count()
}

fn strip_chars<'a>(s: &'a str, chars: Option<&str>, left: bool, right: bool) -> &'a str {
    let keep = |c: char| match chars {
        None => is_space(c),
        Some(set) => set.contains(c),
    };
    let mut t = s;
    if left {
        t = t.trim_start_matches(keep);
    }
    if right {
        t = t.trim_end_matches(keep);
    }
    t
}

/// `s.split(sep, maxsplit)` (`rsplit` when `from_right`): the pieces, as
/// slices of `s` (a text of a million words is not copied twice).
/// Parts a split makes room for before it starts.
const SPLIT_ROOM: usize = 16;

pub fn split_str<'a>(
    s: &'a str,
    sep: Option<&str>,
    maxsplit: i64,
    from_right: bool,
) -> Result<Vec<&'a str>, Exception> {
    let max = if maxsplit < 0 {
        usize::MAX
    } else {
        maxsplit as usize
    };
    // Room for a typical line's fields at once, instead of growing
    // through 4 and 8.
    let mut out: Vec<&str> = Vec::new();
    out.try_reserve(SPLIT_ROOM)
        .map_err(|_| exc!(MemoryError, ""))?;
    match sep {
        Some("") => return Err(exc!(ValueError, "empty separator")),
        Some(sep) => {
            if from_right {
                for p in s.rsplitn(max.saturating_add(1), sep) {
                    headroom::push(&mut out, p)?;
                }
                out.reverse();
            } else {
                for p in s.splitn(max.saturating_add(1), sep) {
                    headroom::push(&mut out, p)?;
                }
            }
        }
        None => {
            let mut rest = s;
            let mut splits = 0;
            if from_right {
                loop {
                    rest = rest.trim_end_matches(is_space);
                    if rest.is_empty() {
                        break;
                    }
                    if splits == max {
                        headroom::push(&mut out, rest)?;
                        break;
                    }
                    let start = rest
                        .char_indices()
                        .rev()
                        .find(|&(_, c)| is_space(c))
                        .map_or(0, |(i, c)| i + c.len_utf8());
                    headroom::push(&mut out, &rest[start..])?;
                    rest = &rest[..start];
                    splits += 1;
                }
                out.reverse();
            } else {
                loop {
                    rest = rest.trim_start_matches(is_space);
                    if rest.is_empty() {
                        break;
                    }
                    if splits == max {
                        headroom::push(&mut out, rest)?;
                        break;
                    }
                    let end = rest.find(is_space).unwrap_or(rest.len());
                    headroom::push(&mut out, &rest[..end])?;
                    rest = &rest[end..];
                    splits += 1;
                }
            }
        }
    }
    Ok(out)
}

fn new_list_of_strs<S: AsRef<str>>(heap: &mut Heap, parts: &[S]) -> Result<Value, Exception> {
    let mut items = Vec::new();
    items
        .try_reserve_exact(parts.len())
        .map_err(|_| exc!(MemoryError, ""))?;
    for p in parts {
        items.push(super::str::new_str_from(heap, p.as_ref())?);
    }
    super::list::new_list(heap, items)
}

fn pad(s: &str, width: i64, fill: char, how: Attr) -> String {
    let n = s.chars().count() as i64;
    if width <= n {
        return String::from(s);
    }
    let marg = (width - n) as usize;
    let left = match how {
        Attr::ljust => 0,
        Attr::rjust => marg,
        _ => marg / 2 + (marg & width as usize & 1),
    };
    let mut out = String::with_capacity(s.len() + marg);
    out.extend(core::iter::repeat_n(fill, left));
    out.push_str(s);
    out.extend(core::iter::repeat_n(fill, marg - left));
    out
}

/// `s.upper()`, `lower`, `casefold`, `swapcase`, `capitalize` or `title`.
fn case_mapped(s: &str, attr: Attr) -> Result<String, Exception> {
    use Attr::*;
    let mut out = String::new();
    out.try_reserve(s.len())
        .map_err(|_| exc!(MemoryError, ""))?;
    // Only a capital sigma's lowercase depends on its neighbours:
    // other text is mapped a character at a time, with no copy of
    // its characters (four bytes each).
    let chars: Vec<char> = if s.contains('\u{3a3}') && attr != upper && attr != casefold {
        let mut v = Vec::new();
        v.try_reserve_exact(s.chars().count())
            .map_err(|_| exc!(MemoryError, ""))?;
        v.extend(s.chars());
        v
    } else {
        Vec::new()
    };
    let lower_at = |out: &mut String, i: usize, c: char| {
        if chars.is_empty() {
            out.extend(c.to_lowercase());
        } else {
            uni::push_lower_at(out, &chars, i);
        }
    };
    match attr {
        upper => s.chars().for_each(|c| uni::push_upper(&mut out, c)),
        lower if chars.is_empty() => s.chars().for_each(|c| out.extend(c.to_lowercase())),
        lower => out = s.to_lowercase(),
        casefold => s.chars().for_each(|c| uni::push_fold(&mut out, c)),
        swapcase => {
            for (i, c) in s.chars().enumerate() {
                if c.is_uppercase() {
                    lower_at(&mut out, i, c);
                } else if c.is_lowercase() {
                    uni::push_upper(&mut out, c);
                } else {
                    out.push(c);
                }
            }
        }
        capitalize => {
            for (i, c) in s.chars().enumerate() {
                if i == 0 {
                    uni::push_title(&mut out, c);
                } else {
                    lower_at(&mut out, i, c);
                }
            }
        }
        _ => {
            let mut prev_cased = false;
            for (i, c) in s.chars().enumerate() {
                if prev_cased {
                    lower_at(&mut out, i, c);
                } else {
                    uni::push_title(&mut out, c);
                }
                prev_cased = is_cased(c);
            }
        }
    }
    Ok(out)
}

fn is_title(s: &str) -> bool {
    let mut cased = false;
    let mut prev_cased = false;
    for c in s.chars() {
        if c.is_uppercase() || uni::is_titlecase(c) {
            if prev_cased {
                return false;
            }
            prev_cased = true;
            cased = true;
        } else if c.is_lowercase() {
            if !prev_cased {
                return false;
            }
            prev_cased = true;
            cased = true;
        } else {
            prev_cased = false;
        }
    }
    cased
}

/// Python's identifiers (approximately XID_Start then XID_Continue:
/// letters, `_`, then also digits).
fn is_identifier(s: &str) -> bool {
    // Letters include the letter numbers (Nl), such as Roman numerals.
    let letter =
        |c: char| c == '_' || uni::is_alpha(c) || (c.is_alphabetic() && uni::is_numeric(c));
    let mut chars = s.chars();
    match chars.next() {
        Some(c) if letter(c) => {}
        _ => return false,
    }
    chars.all(|c| letter(c) || uni::is_decimal(c))
}

pub fn is_printable(c: char) -> bool {
    uni::is_printable(c)
}

fn expand_tabs(s: &str, tab: i64) -> Result<String, Exception> {
    let out = super::bytes_methods::expand_tabs(s.as_bytes(), tab, true)?;
    // Only spaces were added to UTF-8 text, between its characters.
    String::from_utf8(out).map_err(|_| exc!(SystemError, "expandtabs broke a character"))
}

fn int_arg(v: Value) -> Result<i64, Exception> {
    crate::args::index(v)
}

/// Below this many bytes a method's receiver is copied to the stack.
const SHORT_RECEIVER: usize = 64;

/// The receiver's text, copied out of the heap, for the methods that run
/// guest code or collect while they read it: most receivers are short
/// words, which then cost no allocation.
enum Receiver {
    Short(arrayvec::ArrayString<SHORT_RECEIVER>),
    Long(String),
}

impl Receiver {
    fn of(t: &str) -> Result<Self, Exception> {
        match arrayvec::ArrayString::from(t) {
            Ok(a) => Ok(Receiver::Short(a)),
            Err(_) => headroom::copy_str(t).map(Receiver::Long),
        }
    }
}

impl core::ops::Deref for Receiver {
    type Target = str;

    fn deref(&self) -> &str {
        match self {
            Receiver::Short(a) => a,
            Receiver::Long(s) => s,
        }
    }
}

/// `s.attr(args)`.
pub fn call_method(
    ctx: &mut dyn Ctx,
    r: ObjRef,
    attr: Attr,
    args: Args,
) -> Result<Value, Exception> {
    // An argument of a class deriving from `str` (or `int`) counts as its
    // value; `format` is the exception, as it calls the program's methods.
    let plain_args: Vec<Value>;
    let args = if !matches!(attr, Attr::format | Attr::format_map)
        && args.pos.iter().any(|a| matches!(a, Value::Instance(_)))
    {
        let heap = ctx.heap();
        plain_args = args
            .pos
            .iter()
            .map(|a| super::instance::plain(heap, *a))
            .collect();
        Args {
            pos: &plain_args,
            ..args
        }
    } else {
        args
    };
    let heap = ctx.heap();
    // Borrowed: a method on a long text must not cost its length first.
    // Arms that run guest code or collect copy it ([`Receiver`]).
    let s: &str = heap.str(r);
    let ascii = heap.str_obj(r).is_some_and(|o| o.is_ascii());
    let no_args = |args: &Args| -> Result<(), Exception> {
        args.no_kw(format_args!("str.{attr}"))?;
        if !args.pos.is_empty() {
            return Err(exc!(
                TypeError,
                "str.{}() takes no arguments ({} given)",
                attr,
                args.pos.len()
            ));
        }
        Ok(())
    };
    let bool_of = |args: &Args, f: &dyn Fn(&str) -> bool| -> Result<Value, Exception> {
        no_args(args)?;
        Ok(Value::Bool(f(s)))
    };
    use Attr::*;
    match attr {
        upper | lower | casefold | swapcase | capitalize | title => {
            // Case mappings may lengthen the text (`ß` is `SS`).
            headroom::room_for_items(s.len(), 3)?;
            no_args(&args)?;
            let out = case_mapped(s, attr)?;
            new_str(heap, out)
        }
        isdigit => bool_of(&args, &|s| !s.is_empty() && s.chars().all(uni::is_digit)),
        isdecimal => bool_of(&args, &|s| !s.is_empty() && s.chars().all(uni::is_decimal)),
        isnumeric => bool_of(&args, &|s| !s.is_empty() && s.chars().all(uni::is_numeric)),
        isalpha => bool_of(&args, &|s| !s.is_empty() && s.chars().all(uni::is_alpha)),
        isalnum => bool_of(&args, &|s| !s.is_empty() && s.chars().all(uni::is_alnum)),
        isspace => bool_of(&args, &|s| !s.is_empty() && s.chars().all(is_space)),
        isascii => bool_of(&args, &|s| s.is_ascii()),
        isupper => bool_of(&args, &|s| {
            s.chars().any(|c| c.is_uppercase())
                && !s.chars().any(|c| c.is_lowercase() || uni::is_titlecase(c))
        }),
        islower => bool_of(&args, &|s| {
            s.chars().any(|c| c.is_lowercase())
                && !s.chars().any(|c| c.is_uppercase() || uni::is_titlecase(c))
        }),
        istitle => bool_of(&args, &is_title),
        isidentifier => bool_of(&args, &is_identifier),
        isprintable => bool_of(&args, &|s| s.chars().all(is_printable)),
        split | rsplit => {
            args.check_kw(attr.name(), &["sep", "maxsplit"])?;
            let a = args.at_most(attr.name(), 2)?;
            let sep = match args.get(0, "sep") {
                None | Some(Value::None) => None,
                Some(Value::Str(x)) => Some(crate::heap::headroom::copy_str(heap.str(x))?),
                Some(v) => {
                    return Err(exc!(
                        TypeError,
                        "must be str or None, not {}",
                        v.type_name()
                    ));
                }
            };
            let _ = a;
            let maxsplit = match args.get(1, "maxsplit") {
                None => -1,
                Some(v) => int_arg(v)?,
            };
            // The pieces borrow the text across a collection: copy it.
            let s = Receiver::of(s)?;
            let parts = split_str(&s, sep.as_deref(), maxsplit, attr == rsplit)?;
            // A big text split makes many strings at once: the garbage of
            // the last split goes first.
            ctx.make_room(parts.len() * core::mem::size_of::<crate::objects::Object>());
            new_list_of_strs(ctx.heap(), &parts)
        }
        splitlines => {
            args.check_kw("splitlines", &["keepends"])?;
            args.at_most("splitlines", 1)?;
            let keep = args
                .get(0, "keepends")
                .is_some_and(|v| crate::ops::truthy(heap, v));
            let mut parts = Vec::new();
            let mut cur = String::new();
            let mut chars = s.chars().peekable();
            while let Some(c) = chars.next() {
                if is_line_break(c) {
                    if keep {
                        cur.push(c);
                    }
                    if c == '\r' && chars.peek() == Some(&'\n') {
                        chars.next();
                        if keep {
                            cur.push('\n');
                        }
                    }
                    headroom::push(&mut parts, core::mem::take(&mut cur))?;
                } else {
                    cur.push(c);
                }
            }
            if !cur.is_empty() {
                parts.push(cur);
            }
            new_list_of_strs(heap, &parts)
        }
        join => {
            let it = args.exactly_one("str.join")?;
            let parts = crate::ops::collect(ctx, it)?;
            let heap = ctx.heap();
            let s = heap.str(r);
            let mut out = String::new();
            for (i, v) in parts.iter().enumerate() {
                let Value::Str(x) = super::instance::plain(heap, *v) else {
                    return Err(exc!(
                        TypeError,
                        "sequence item {}: expected str instance, {} found",
                        i,
                        super::type_name(heap, *v)
                    ));
                };
                if i > 0 {
                    headroom::push_str(&mut out, s)?;
                }
                headroom::push_str(&mut out, heap.str(x))?;
                if out.len() > super::str::MAX_LEN {
                    return Err(exc!(MemoryError, ""));
                }
            }
            new_str(heap, out)
        }
        strip | lstrip | rstrip => {
            args.no_kw(format_args!("str.{attr}"))?;
            let a = args.expect(attr.name(), 0, 1)?;
            let chars = match a.first() {
                None | Some(Value::None) => None,
                Some(Value::Str(x)) => Some(String::from(heap.str(*x))),
                Some(_) => return Err(exc!(TypeError, "{} arg must be None or str", attr)),
            };
            let t = strip_chars(s, chars.as_deref(), attr != rstrip, attr != lstrip);
            if t.len() == s.len() {
                return Ok(Value::Str(r));
            }
            let t = String::from(t);
            new_str(heap, t)
        }
        replace => {
            args.no_kw("str.replace")?;
            let a = args.expect("replace", 2, 3)?;
            let arg_str = |i: usize| -> Result<String, Exception> {
                match a[i] {
                    Value::Str(x) => Ok(crate::heap::headroom::copy_str(heap.str(x))?),
                    v => Err(exc!(
                        TypeError,
                        "replace() argument {} must be str, not {}",
                        i + 1,
                        v.type_name()
                    )),
                }
            };
            let (old, new) = (arg_str(0)?, arg_str(1)?);
            let limit = match a.get(2) {
                Some(v) => int_arg(*v)?,
                None => -1,
            };
            let max = if limit < 0 {
                usize::MAX
            } else {
                limit as usize
            };
            let hits = if old.is_empty() {
                s.chars().count() + 1
            } else {
                s.matches(old.as_str()).count()
            };
            // The result, and its growth's transient copy.
            headroom::room_for_items(
                s.len()
                    .saturating_add(hits.min(max).saturating_mul(new.len())),
                2,
            )?;
            let out = if old.is_empty() {
                let mut out = String::new();
                let mut n = 0;
                for c in s.chars() {
                    if n < max {
                        out.push_str(&new);
                        n += 1;
                    }
                    out.push(c);
                }
                if n < max {
                    out.push_str(&new);
                }
                out
            } else {
                s.replacen(&old, &new, max)
            };
            new_str(heap, out)
        }
        find | rfind | index | rindex | count => {
            args.no_kw(format_args!("str.{attr}"))?;
            if args.pos.is_empty() {
                return Err(exc!(
                    TypeError,
                    "{}() takes at least 1 argument (0 given)",
                    attr
                ));
            }
            let a = args.expect(attr.name(), 1, 3)?;
            let sub = match a[0] {
                Value::Str(x) => crate::heap::headroom::copy_str(heap.str(x))?,
                v => {
                    return Err(exc!(TypeError, "must be str, not {}", v.type_name()));
                }
            };
            let Some((bs, be, first)) = bounds(heap, r, a, 1)? else {
                return match attr {
                    count => Ok(Value::Int(0)),
                    find | rfind => Ok(Value::Int(-1)),
                    _ => Err(exc!(ValueError, "substring not found")),
                };
            };
            let hay = &s[bs..be];
            if attr == count {
                return Ok(Value::Int(count_sub(hay, &sub) as i64));
            }
            let hit = if matches!(attr, find | index) {
                hay.find(&sub)
            } else {
                hay.rfind(&sub)
            };
            match hit {
                Some(b) if ascii => Ok(Value::Int((bs + b) as i64)),
                // Counted from the start of the search, not of the text.
                Some(b) => Ok(Value::Int((first + hay[..b].chars().count()) as i64)),
                None if matches!(attr, find | rfind) => Ok(Value::Int(-1)),
                None => Err(exc!(ValueError, "substring not found")),
            }
        }
        startswith | endswith => {
            args.no_kw(format_args!("str.{attr}"))?;
            if args.pos.is_empty() {
                return Err(exc!(
                    TypeError,
                    "{}() takes at least 1 argument (0 given)",
                    attr
                ));
            }
            let a = args.expect(attr.name(), 1, 3)?;
            let candidates: Vec<Value> = match a[0] {
                Value::Str(_) => alloc::vec![a[0]],
                Value::Tuple(t) => heap.tuple(t).to_vec(),
                v => {
                    return Err(exc!(
                        TypeError,
                        "{} first arg must be str or a tuple of str, not {}",
                        attr,
                        v.type_name()
                    ));
                }
            };
            let Some((bs, be, _)) = bounds(heap, r, a, 1)? else {
                return Ok(Value::Bool(false));
            };
            let hay = &s[bs..be];
            for c in candidates {
                let Value::Str(x) = c else {
                    return Err(exc!(
                        TypeError,
                        "tuple for {} must only contain str, not {}",
                        attr,
                        c.type_name()
                    ));
                };
                let p = heap.str(x);
                let hit = if attr == startswith {
                    hay.starts_with(p)
                } else {
                    hay.ends_with(p)
                };
                if hit {
                    return Ok(Value::Bool(true));
                }
            }
            Ok(Value::Bool(false))
        }
        ljust | rjust | center => {
            args.no_kw(format_args!("str.{attr}"))?;
            let a = args.expect(attr.name(), 1, 2)?;
            let width = int_arg(a[0])?;
            let fill = match a.get(1) {
                None => ' ',
                Some(Value::Str(x)) => {
                    let f = heap.str(*x);
                    let mut cs = f.chars();
                    match (cs.next(), cs.next()) {
                        (Some(c), None) => c,
                        _ => {
                            return Err(exc!(
                                TypeError,
                                "The fill character must be exactly one character long"
                            ));
                        }
                    }
                }
                Some(v) => {
                    return Err(exc!(
                        TypeError,
                        "{}() argument 2 must be str, not {}",
                        attr,
                        v.type_name()
                    ));
                }
            };
            headroom::room_for_items(usize::try_from(width).unwrap_or(0), fill.len_utf8())?;
            let out = pad(s, width, fill, attr);
            new_str(heap, out)
        }
        zfill => {
            let w = int_arg(args.exactly_one("str.zfill")?)?;
            let n = s.chars().count() as i64;
            if w <= n {
                return Ok(Value::Str(r));
            }
            let fill = (w - n) as usize;
            let mut out = String::new();
            out.try_reserve_exact(s.len() + fill)
                .map_err(|_| exc!(MemoryError, ""))?;
            let rest = match s.chars().next() {
                Some(c @ ('+' | '-')) => {
                    out.push(c);
                    &s[1..]
                }
                _ => s,
            };
            out.extend(core::iter::repeat_n('0', fill));
            out.push_str(rest);
            new_str(heap, out)
        }
        partition | rpartition => {
            let sep_v = args.exactly_one(format_args!("str.{attr}"))?;
            let sep = String::from(str_arg(heap, sep_v, || {
                exc!(TypeError, "must be str, not {}", sep_v.type_name())
            })?);
            if sep.is_empty() {
                return Err(exc!(ValueError, "empty separator"));
            }
            let hit = if attr == partition {
                s.find(&sep)
            } else {
                s.rfind(&sep)
            };
            let (a, b, c) = match hit {
                Some(i) => (&s[..i], sep.as_str(), &s[i + sep.len()..]),
                None if attr == partition => (s, "", ""),
                None => ("", "", s),
            };
            // Copied from the receiver straight into their objects: short
            // parts (most) then need no block of their own.
            headroom::room_for(s.len())?;
            let parts = [a, b, c].map(|p| super::Object::Str(super::str::StrObj::copied(p)));
            let mut vals = [Value::None; 3];
            for (i, p) in parts.into_iter().enumerate() {
                vals[i] = super::alloc(heap, p, Value::Str)?;
            }
            super::tuple::new_tuple(heap, &vals)
        }
        translate => {
            args.no_kw("str.translate")?;
            let table = args.exactly_one("translate")?;
            // The table's `__getitem__` may run guest code: copy the text.
            let s = Receiver::of(s)?;
            super::str_translate::translate(ctx, &s, table)
        }
        // A static method, also reachable from an instance.
        maketrans => super::str_translate::maketrans(ctx, args),
        removeprefix | removesuffix => {
            let p_v = args.exactly_one(format_args!("str.{attr}"))?;
            let p = String::from(str_arg(heap, p_v, || {
                exc!(
                    TypeError,
                    "{}() argument must be str, not {}",
                    attr,
                    p_v.type_name()
                )
            })?);
            let out = if attr == removeprefix {
                s.strip_prefix(p.as_str())
            } else {
                s.strip_suffix(p.as_str())
            };
            match out {
                Some(t) => new_str(heap, String::from(t)),
                None => Ok(Value::Str(r)),
            }
        }
        expandtabs => {
            args.check_kw("expandtabs", &["tabsize"])?;
            let tab = match args.get(0, "tabsize") {
                Some(v) => int_arg(v)?,
                None => 8,
            };
            new_str(heap, expand_tabs(s, tab)?)
        }
        encode => {
            args.check_kw("encode", &["encoding", "errors"])?;
            let enc = match args.get(0, "encoding") {
                None => String::from("utf-8"),
                Some(Value::Str(x)) => crate::heap::headroom::copy_str(heap.str(x))?,
                Some(v) => {
                    return Err(exc!(
                        TypeError,
                        "encode() argument 'encoding' must be str, not {}",
                        v.type_name()
                    ));
                }
            };
            let errors = match args.get(1, "errors") {
                None => String::from("strict"),
                Some(Value::Str(x)) => crate::heap::headroom::copy_str(heap.str(x))?,
                Some(v) => {
                    return Err(exc!(
                        TypeError,
                        "encode() argument 'errors' must be str, not {}",
                        v.type_name()
                    ));
                }
            };
            let codec = super::codec::Codec::by_name(&enc)?;
            let b = match super::codec::encode(s, codec, &errors) {
                Ok(b) => b,
                Err(e) => return Err(super::codec::with_unicode_args(heap, e, Value::Str(r))),
            };
            super::bytes::new_bytes(heap, b)
        }
        format => {
            let s = Receiver::of(s)?;
            super::format::str_format(ctx, &s, args)
        }
        format_map => {
            args.no_kw("str.format_map")?;
            let mapping = args.exactly_one("str.format_map")?;
            let s = Receiver::of(s)?;
            super::format::str_format_map(ctx, &s, mapping)
        }
        _ => Err(super::method::no_attribute(heap, Value::Str(r), attr)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sp<'a>(s: &'a str, sep: Option<&str>, max: i64, right: bool) -> Vec<&'a str> {
        split_str(s, sep, max, right).unwrap()
    }

    #[test]
    fn split_follows_python() {
        assert_eq!(sp("  a b  c ", None, -1, false), ["a", "b", "c"]);
        assert_eq!(sp("  a b  c ", None, 1, false), ["a", "b  c "]);
        assert_eq!(sp("  a b  c ", None, 1, true), ["  a b", "c"]);
        assert_eq!(sp("a,b,,c", Some(","), -1, false), ["a", "b", "", "c"]);
        assert_eq!(sp("a,b,,c", Some(","), 1, true), ["a,b,", "c"]);
        assert_eq!(sp("", None, -1, false), Vec::<&str>::new());
        assert_eq!(sp(" a\u{3000}b\u{3000} ", None, -1, true), ["a", "b"]);
        assert_eq!(
            sp("\u{3000}a\u{3000}b c", None, 1, true),
            ["\u{3000}a\u{3000}b", "c"]
        );
        assert_eq!(sp("a  b", None, 0, false), ["a  b"]);
        assert_eq!(sp("  a  b ", None, 0, true), ["  a  b"]);
        assert_eq!(sp("", Some(","), -1, false), [""]);
    }

    #[test]
    fn padding_and_title_follow_python() {
        assert_eq!(pad("ab", 5, ' ', Attr::center), "  ab ");
        assert_eq!(pad("abc", 6, ' ', Attr::center), " abc  ");
        assert_eq!(
            case_mapped("they're bill's", Attr::title).unwrap(),
            "They'Re Bill'S"
        );
        assert_eq!(case_mapped("ΑΣ ΣΑ", Attr::lower).unwrap(), "ας σα");
        assert!(is_title("Hello World"));
        assert!(!is_title("Hello world"));
    }
}
