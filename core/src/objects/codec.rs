//! Text encodings for `str.encode` and `bytes.decode`: UTF-8, ASCII and
//! Latin-1, with the `strict`, `ignore`, `replace`, `backslashreplace` and
//! `xmlcharrefreplace` error handlers, and CPython's error messages.

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
            _ => return Err(exc!(LookupError, "unknown encoding: {}", name)),
        })
    }

    fn name(self) -> &'static str {
        match self {
            Codec::Utf8 => "utf-8",
            Codec::Ascii => "ascii",
            Codec::Latin1 => "latin-1",
        }
    }

    fn limit(self) -> u32 {
        match self {
            Codec::Ascii => 0x80,
            Codec::Latin1 => 0x100,
            Codec::Utf8 => 0x11_0000,
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
    if codec == Codec::Utf8 {
        return Ok(Vec::from(s.as_bytes()));
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
