//! Text encodings for `str.encode` and `bytes.decode`: UTF-8, ASCII,
//! Latin-1, UTF-16 and UTF-32 (with a byte-order mark, little- or
//! big-endian), with the `strict`, `ignore`, `replace`, `backslashreplace`
//! and `xmlcharrefreplace` error handlers, and CPython's error messages.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write;

use crate::error::{ExcKind, Exception, exc};
use crate::heap::Heap;
use crate::value::Value;

/// An encoding Trellis knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Codec {
    Utf8,
    Ascii,
    Latin1,
    /// UTF-16 in this byte order.
    Utf16(Order),
    /// UTF-32 in this byte order.
    Utf32(Order),
}

/// The byte order of a UTF-16 or UTF-32 codec.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// A byte-order mark first: written little-endian (as CPython does on
    /// the machines it is measured on); read as the mark says, else
    /// little-endian.
    Marked,
    Little,
    Big,
}

impl Codec {
    /// By any of the names CPython accepts for it.
    pub fn by_name(name: &str) -> Result<Codec, Exception> {
        // Longer than any name below: no need to copy it to know.
        if name.len() > 16 {
            return Err(exc!(LookupError, "unknown encoding: {}", name));
        }
        let n: String = name
            .chars()
            .map(|c| {
                if c == '_' || c == ' ' {
                    '-'
                } else {
                    c.to_ascii_lowercase()
                }
            })
            .collect();
        Ok(match n.as_str() {
            "utf-8" | "utf8" | "u8" | "utf" => Codec::Utf8,
            "ascii" | "us-ascii" | "646" => Codec::Ascii,
            "latin-1" | "latin1" | "latin" | "iso-8859-1" | "iso8859-1" | "8859" | "l1"
            | "cp819" => Codec::Latin1,
            "utf-16" | "utf16" | "u16" => Codec::Utf16(Order::Marked),
            "utf-16-le" | "utf-16le" => Codec::Utf16(Order::Little),
            "utf-16-be" | "utf-16be" => Codec::Utf16(Order::Big),
            "utf-32" | "utf32" | "u32" => Codec::Utf32(Order::Marked),
            "utf-32-le" | "utf-32le" => Codec::Utf32(Order::Little),
            "utf-32-be" | "utf-32be" => Codec::Utf32(Order::Big),
            _ => return Err(exc!(LookupError, "unknown encoding: {}", name)),
        })
    }

    fn name(self) -> &'static str {
        match self {
            Codec::Utf8 => "utf-8",
            Codec::Ascii => "ascii",
            Codec::Latin1 => "latin-1",
            Codec::Utf16(Order::Marked) => "utf-16",
            Codec::Utf16(Order::Little) => "utf-16-le",
            Codec::Utf16(Order::Big) => "utf-16-be",
            Codec::Utf32(Order::Marked) => "utf-32",
            Codec::Utf32(Order::Little) => "utf-32-le",
            Codec::Utf32(Order::Big) => "utf-32-be",
        }
    }

    fn limit(self) -> u32 {
        match self {
            Codec::Ascii => 0x80,
            Codec::Latin1 => 0x100,
            _ => 0x11_0000,
        }
    }
}

fn check_errors(errors: &str) -> Result<(), Exception> {
    match errors {
        "strict" | "ignore" | "replace" | "backslashreplace" | "xmlcharrefreplace"
        | "surrogateescape" => Ok(()),
        _ => Err(exc!(LookupError, "unknown error handler name '{}'", errors)),
    }
}

/// `s.encode(codec, errors)`.
pub fn encode(s: &str, codec: Codec, errors: &str) -> Result<Vec<u8>, Exception> {
    // The bytes, and for a non-UTF-8 codec the characters (as long as
    // guest data): asked for first (see `heap::headroom`).
    let per_byte = if codec == Codec::Utf8 { 1 } else { 5 };
    crate::heap::headroom::room_for_items(s.len(), per_byte)?;
    check_errors(errors)?;
    match codec {
        Codec::Utf8 => return Ok(Vec::from(s.as_bytes())),
        Codec::Utf16(order) | Codec::Utf32(order) => {
            // Every character has a code (`str` holds no lone surrogates).
            let wide = matches!(codec, Codec::Utf32(_));
            let big = order == Order::Big;
            let mut out = Vec::new();
            let mut put = |unit: u32| {
                let n = if wide { 4 } else { 2 };
                for k in 0..n {
                    let shift = 8 * if big { n - 1 - k } else { k };
                    out.push((unit >> shift) as u8);
                }
            };
            if order == Order::Marked {
                put(0xfeff);
            }
            let mut units = [0u16; 2];
            for c in s.chars() {
                if wide {
                    put(c as u32);
                } else {
                    for &u in c.encode_utf16(&mut units).iter() {
                        put(u32::from(u));
                    }
                }
            }
            return Ok(out);
        }
        _ => {}
    }
    let limit = codec.limit();
    let chars: Vec<char> = s.chars().collect();
    let mut out = Vec::with_capacity(chars.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if (c as u32) < limit {
            out.push(c as u32 as u8);
            i += 1;
            continue;
        }
        match errors {
            "ignore" => {}
            "replace" => out.push(b'?'),
            "backslashreplace" => {
                let mut t = String::new();
                let n = c as u32;
                let _ = if n < 0x100 {
                    write!(t, "\\x{n:02x}")
                } else if n < 0x10000 {
                    write!(t, "\\u{n:04x}")
                } else {
                    write!(t, "\\U{n:08x}")
                };
                out.extend_from_slice(t.as_bytes());
            }
            "xmlcharrefreplace" => {
                let mut t = String::new();
                let _ = write!(t, "&#{};", c as u32);
                out.extend_from_slice(t.as_bytes());
            }
            _ => {
                let end = (i..chars.len())
                    .find(|&j| (chars[j] as u32) < limit)
                    .unwrap_or(chars.len());
                return Err(if end - i == 1 {
                    let mut q = String::new();
                    crate::display::write_str_repr(&mut q, &String::from(c));
                    exc!(
                        UnicodeEncodeError,
                        "'{}' codec can't encode character {} in position {}: ordinal not in range({})",
                        codec.name(),
                        q,
                        i,
                        limit
                    )
                } else {
                    exc!(
                        UnicodeEncodeError,
                        "'{}' codec can't encode characters in position {}-{}: ordinal not in range({})",
                        codec.name(),
                        i,
                        end - 1,
                        limit
                    )
                });
            }
        }
        i += 1;
    }
    Ok(out)
}

/// `b.decode(codec, errors)`.
pub fn decode(b: &[u8], codec: Codec, errors: &str) -> Result<String, Exception> {
    check_errors(errors)?;
    // Up to three bytes of text a byte (`\u{fffd}` for a bad one): asked
    // for first (see `heap::headroom`).
    crate::heap::headroom::room_for_items(b.len(), 3)?;
    match codec {
        Codec::Utf16(order) => decode_wide(b, false, order, errors),
        Codec::Utf32(order) => decode_wide(b, true, order, errors),
        Codec::Latin1 => Ok(b.iter().map(|&c| c as char).collect()),
        Codec::Ascii => {
            let mut out = String::with_capacity(b.len());
            for (i, &c) in b.iter().enumerate() {
                if c < 0x80 {
                    out.push(c as char);
                    continue;
                }
                match errors {
                    "ignore" => {}
                    "replace" => out.push('\u{fffd}'),
                    "backslashreplace" => {
                        let _ = write!(out, "\\x{c:02x}");
                    }
                    _ => {
                        return Err(exc!(
                            UnicodeDecodeError,
                            "'ascii' codec can't decode byte 0x{:02x} in position {}: ordinal not in range(128)",
                            c,
                            i
                        ));
                    }
                }
            }
            Ok(out)
        }
        Codec::Utf8 => {
            let mut out = String::with_capacity(b.len());
            let mut rest = b;
            let mut pos = 0;
            loop {
                match core::str::from_utf8(rest) {
                    Ok(s) => {
                        out.push_str(s);
                        return Ok(out);
                    }
                    Err(e) => {
                        let good = e.valid_up_to();
                        out.push_str(core::str::from_utf8(&rest[..good]).unwrap_or(""));
                        let bad_len = e.error_len().unwrap_or(rest.len() - good);
                        let at = pos + good;
                        match errors {
                            "ignore" => {}
                            "replace" => out.push('\u{fffd}'),
                            "backslashreplace" => {
                                for &c in &rest[good..good + bad_len] {
                                    let _ = write!(out, "\\x{c:02x}");
                                }
                            }
                            _ => {
                                let c = rest[good];
                                let why = if e.error_len().is_none() {
                                    "unexpected end of data"
                                } else if (0x80..0xc0).contains(&c) || c >= 0xf8 {
                                    "invalid start byte"
                                } else {
                                    "invalid continuation byte"
                                };
                                return Err(if bad_len > 1 && e.error_len().is_none() {
                                    exc!(
                                        UnicodeDecodeError,
                                        "'utf-8' codec can't decode bytes in position {}-{}: {}",
                                        at,
                                        at + bad_len - 1,
                                        why
                                    )
                                } else {
                                    exc!(
                                        UnicodeDecodeError,
                                        "'utf-8' codec can't decode byte 0x{:02x} in position {}: {}",
                                        c,
                                        at,
                                        why
                                    )
                                });
                            }
                        }
                        rest = &rest[good + bad_len..];
                        pos = at + bad_len;
                    }
                }
            }
        }
    }
}

/// UTF-32 (`wide`) or UTF-16 bytes `b` in byte order `order` as text.
/// A byte-order mark, for `Order::Marked`, picks the order and is
/// dropped; errors name the codec of the order read, and give positions
/// in `b`, as CPython's do.
fn decode_wide(b: &[u8], wide: bool, order: Order, errors: &str) -> Result<String, Exception> {
    let n = if wide { 4 } else { 2 };
    let unit_at = |i: usize, big: bool| -> u32 {
        (0..n).fold(0u32, |acc, k| {
            let byte = u32::from(b[i + k]);
            acc | byte << (8 * if big { n - 1 - k } else { k })
        })
    };
    let (mut big, mut i) = (order == Order::Big, 0);
    if order == Order::Marked && b.len() >= n {
        if unit_at(0, false) == 0xfeff {
            i = n;
        } else if unit_at(0, true) == 0xfeff {
            (big, i) = (true, n);
        }
    }
    let read = if big { Order::Big } else { Order::Little };
    let name = if wide {
        Codec::Utf32(read)
    } else {
        Codec::Utf16(read)
    }
    .name();
    let mut out = String::new();
    while i < b.len() {
        // The next character, or the error over `i..end`.
        let (got, end, why) = if b.len() - i < n {
            (None, b.len(), "truncated data")
        } else if wide {
            let u = unit_at(i, big);
            match char::from_u32(u) {
                Some(c) => (Some(c), i + 4, ""),
                None if (0xd800..0xe000).contains(&u) => (
                    None,
                    i + 4,
                    "code point in surrogate code point range(0xd800, 0xe000)",
                ),
                None => (None, i + 4, "code point not in range(0x110000)"),
            }
        } else {
            let u = unit_at(i, big);
            match u {
                0xd800..=0xdbff if b.len() - i < 4 => (None, b.len(), "unexpected end of data"),
                0xd800..=0xdbff => {
                    let low = unit_at(i + 2, big);
                    if (0xdc00..0xe000).contains(&low) {
                        let c = 0x10000 + ((u - 0xd800) << 10) + (low - 0xdc00);
                        (char::from_u32(c), i + 4, "")
                    } else {
                        (None, i + 2, "illegal UTF-16 surrogate")
                    }
                }
                0xdc00..=0xdfff => (None, i + 2, "illegal encoding"),
                _ => (char::from_u32(u), i + 2, ""),
            }
        };
        match got {
            Some(c) => out.push(c),
            None => match errors {
                "ignore" => {}
                "replace" => out.push('\u{fffd}'),
                "backslashreplace" => {
                    for &c in &b[i..end] {
                        let _ = write!(out, "\\x{c:02x}");
                    }
                }
                _ if end - i == 1 => {
                    return Err(exc!(
                        UnicodeDecodeError,
                        "'{}' codec can't decode byte 0x{:02x} in position {}: {}",
                        name,
                        b[i],
                        i,
                        why
                    ));
                }
                _ => {
                    return Err(exc!(
                        UnicodeDecodeError,
                        "'{}' codec can't decode bytes in position {}-{}: {}",
                        name,
                        i,
                        end - 1,
                        why
                    ));
                }
            },
        }
        i = end;
    }
    Ok(out)
}

/// `e` (a `UnicodeDecodeError` or `UnicodeEncodeError` this module raised
/// while decoding or encoding `object`) with CPython's arguments
/// `(encoding, object, start, end, reason)`, read back from the message
/// this module wrote: `e.encoding`, `e.start` and the rest then work, and
/// `str(e)` is made from them as CPython makes it.
pub fn with_unicode_args(heap: &mut Heap, mut e: Exception, object: Value) -> Exception {
    if !matches!(
        e.kind,
        ExcKind::UnicodeDecodeError | ExcKind::UnicodeEncodeError
    ) || e.arg.is_some()
    {
        return e;
    }
    let Some((enc, start, end, reason)) = parse_unicode_message(&e.message) else {
        return e;
    };
    let made = (|| -> Result<Value, Exception> {
        let enc = crate::ops::new_str(heap, String::from(enc))?;
        heap.push_root(enc);
        let reason = crate::ops::new_str(heap, String::from(reason));
        heap.pop_roots(1);
        let items = alloc::vec![enc, object, Value::Int(start), Value::Int(end), reason?];
        super::tuple::from_vec(heap, items)
    })();
    match made {
        Ok(t) => {
            e.arg = Some(t);
            e
        }
        Err(err) => err,
    }
}

/// `(encoding, start, end, reason)` of a message written above:
/// `'ENC' codec can't decode byte 0xff in position 3: REASON`, or
/// `... bytes in position 3-5: REASON` (an end past the last position).
fn parse_unicode_message(m: &str) -> Option<(&str, i64, i64, &str)> {
    let enc = m.strip_prefix('\'')?.split('\'').next()?;
    let (_, rest) = m.split_once(" in position ")?;
    let (span, reason) = rest.split_once(": ")?;
    let (a, b) = match span.split_once('-') {
        Some((a, b)) => (a.parse::<i64>().ok()?, b.parse::<i64>().ok()?),
        None => {
            let a = span.parse::<i64>().ok()?;
            (a, a)
        }
    };
    Some((enc, a, b + 1, reason))
}
