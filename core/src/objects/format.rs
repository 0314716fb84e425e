//! Formatting: the format-spec mini-language (`format()`, f-strings,
//! `str.format`) and `%` formatting, with CPython's output and messages.
//!
//! Floats are formatted from their exact binary value (Rust's fixed and
//! exponent formatting are exact, ties to even, as CPython's dtoa is), so
//! every digit matches CPython's.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write;

use num_traits::Signed;

use crate::args::Args;
use crate::ctx::Ctx;
use crate::display;
use crate::error::{Exception, exc};
use crate::heap::Heap;
use crate::objects::instance;
use crate::value::Value;

/// A parsed format spec: `[[fill]align][sign][z][#][0][width][,|_][.prec][type]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spec {
    pub fill: char,
    pub align: Option<char>,
    pub sign: char,
    pub no_neg_zero: bool,
    pub alternate: bool,
    pub zero: bool,
    pub width: usize,
    pub grouping: Option<char>,
    pub precision: Option<usize>,
    pub ty: Option<char>,
}

fn invalid(spec: &str, tname: &str) -> Exception {
    exc!(
        ValueError,
        "Invalid format specifier '{}' for object of type '{}'",
        spec,
        tname
    )
}

/// The characters of a format string as long as the guest's data, made
/// fallibly.
fn chars_of(fmt: &str) -> Result<Vec<char>, Exception> {
    let mut cs = Vec::new();
    cs.try_reserve_exact(fmt.chars().count())
        .map_err(|_| exc!(MemoryError, ""))?;
    cs.extend(fmt.chars());
    Ok(cs)
}

/// `out.push(c)`, growing fallibly: the literal text of a format string is
/// as long as the guest made it.
fn push_char(out: &mut String, c: char) -> Result<(), Exception> {
    crate::heap::headroom::push_str(out, c.encode_utf8(&mut [0; 4]))
}

/// Parses a spec for a value of type `tname`; `numeric` values align right
/// by default (and a `0` flag means sign-aware zero padding for them).
pub fn parse_spec(spec: &str, tname: &str) -> Result<Spec, Exception> {
    let numeric = !matches!(tname, "str");
    // A spec is short; one as long as the guest's data asks first.
    crate::heap::headroom::room_for_items(spec.len(), 8)?;
    let cs: Vec<char> = spec.chars().collect();
    let mut i = 0;
    let mut s = Spec {
        fill: ' ',
        align: None,
        sign: '-',
        no_neg_zero: false,
        alternate: false,
        zero: false,
        width: 0,
        grouping: None,
        precision: None,
        ty: None,
    };
    let is_align = |c: char| matches!(c, '<' | '>' | '=' | '^');
    let mut fill_given = false;
    if cs.len() >= 2 && is_align(cs[1]) {
        s.fill = cs[0];
        s.align = Some(cs[1]);
        fill_given = true;
        i = 2;
    } else if !cs.is_empty() && is_align(cs[0]) {
        s.align = Some(cs[0]);
        i = 1;
    }
    if let Some(&c @ ('+' | '-' | ' ')) = cs.get(i) {
        s.sign = c;
        i += 1;
    }
    if cs.get(i) == Some(&'z') {
        s.no_neg_zero = true;
        i += 1;
    }
    if cs.get(i) == Some(&'#') {
        s.alternate = true;
        i += 1;
    }
    // The `0` flag: zero padding, sign-aware unless an alignment is given
    // (CPython reads it only when no fill character was given).
    if !fill_given && cs.get(i) == Some(&'0') {
        s.zero = true;
        s.fill = '0';
        if s.align.is_none() && numeric {
            s.align = Some('=');
        }
        i += 1;
    }
    // Digits as CPython reads them, into a `Py_ssize_t`: `Ok(None)` when
    // there are none, "Too many decimal digits" past its range.
    let num = |i: &mut usize| -> Result<Option<usize>, Exception> {
        let start = *i;
        let mut n: usize = 0;
        while let Some(d) = cs.get(*i).and_then(|c| c.to_digit(10)) {
            n = n
                .checked_mul(10)
                .and_then(|n| n.checked_add(d as usize))
                .filter(|&n| n <= isize::MAX as usize)
                .ok_or_else(|| exc!(ValueError, "Too many decimal digits in format string"))?;
            *i += 1;
        }
        Ok((*i != start).then_some(n))
    };
    if let Some(w) = num(&mut i)? {
        s.width = w;
    }
    if let Some(&c @ (',' | '_')) = cs.get(i) {
        s.grouping = Some(c);
        i += 1;
        if let Some(&d @ (',' | '_')) = cs.get(i) {
            let _ = d;
            return Err(exc!(ValueError, "Cannot specify both ',' and '_'."));
        }
    }
    if cs.get(i) == Some(&'.') {
        i += 1;
        s.precision = Some(
            num(&mut i)?.ok_or_else(|| exc!(ValueError, "Format specifier missing precision"))?,
        );
    }
    if i < cs.len() {
        if i + 1 != cs.len() {
            return Err(invalid(spec, tname));
        }
        s.ty = Some(cs[i]);
    }
    if let Some(g) = s.grouping {
        let ty = s.ty.unwrap_or(if numeric { 'd' } else { 's' });
        let ok = match ty {
            'd' | 'e' | 'f' | 'g' | 'E' | 'G' | '%' | 'F' => true,
            'b' | 'o' | 'x' | 'X' => g == '_',
            _ => false,
        };
        if !(ok || s.ty.is_none() && numeric) {
            return Err(exc!(ValueError, "Cannot specify '{}' with '{}'.", g, ty));
        }
    }
    Ok(s)
}

/// Length of `count` digits with a separator between every `group` of
/// them, counted from the right.
fn grouped_len(count: usize, group: usize) -> usize {
    count + count.saturating_sub(1) / group
}

/// How many digits `len` digits become when zero-extended (CPython's `0=`
/// padding) until they fill `min_width` with their separators (`group`:
/// digits between separators, if any). A leading separator is never
/// left: one more zero comes before it.
fn zero_extended(len: usize, min_width: usize, group: Option<usize>) -> usize {
    match group {
        None => len.max(min_width),
        Some(g) => {
            let mut c = len.max(min_width.saturating_mul(g) / (g + 1));
            while c > len && grouped_len(c - 1, g) >= min_width {
                c -= 1;
            }
            while grouped_len(c, g) < min_width {
                c += 1;
            }
            c
        }
    }
}

/// Appends `digits` (ASCII) after `count - digits.len()` zeros, with `sep`
/// between every `group` digits from the right.
fn push_int_digits(out: &mut String, digits: &str, count: usize, sep: Option<(char, usize)>) {
    let zeros = count - digits.len();
    let digit = |k: usize| {
        if k < zeros {
            '0'
        } else {
            digits.as_bytes()[k - zeros] as char
        }
    };
    for k in 0..count {
        if let Some((sep, group)) = sep
            && k > 0
            && (count - k).is_multiple_of(group)
        {
            out.push(sep);
        }
        out.push(digit(k));
    }
}

/// Pads `sign + prefix + body` to the spec's width. `numeric` bodies may
/// be zero-grouped (`int_len` is the length of the integer digits within
/// `body`, which grouping applies to). Takes `body` by value: with nothing
/// to add it is the result, as large as memory allowed, not copied; else
/// the result is made in one fallible allocation.
fn finish(
    spec: &Spec,
    sign: &str,
    prefix: &str,
    body: String,
    default_right: bool,
    group: Option<(usize, usize)>,
) -> Result<String, Exception> {
    let align = spec.align.unwrap_or(if default_right { '>' } else { '<' });
    let zero_fill = align == '=' && spec.fill == '0';
    // The integer digits (before `int_len`) are rewritten when grouped or
    // zero-extended: to `count` digits, separated by `sep`.
    let int = match group {
        Some((int_len, every)) if spec.grouping.is_some() || zero_fill => {
            let sep = spec.grouping.map(|c| (c, every));
            let min = if zero_fill {
                let rest = &body[int_len..];
                spec.width
                    .saturating_sub(sign.len() + prefix.len() + rest.chars().count())
            } else {
                0
            };
            Some((int_len, zero_extended(int_len, min, sep.map(|s| s.1)), sep))
        }
        _ => None,
    };
    let (body_chars, body_bytes) = match int {
        Some((int_len, count, sep)) => {
            let rest = &body[int_len..];
            let n = sep.map_or(count, |(_, g)| grouped_len(count, g));
            (
                n.saturating_add(rest.chars().count()),
                n.saturating_add(rest.len()),
            )
        }
        None => (body.chars().count(), body.len()),
    };
    let len = sign.chars().count() + prefix.chars().count() + body_chars;
    let pad = spec.width.saturating_sub(len);
    if pad == 0 && sign.is_empty() && prefix.is_empty() && int.is_none() {
        return Ok(body);
    }
    let bytes = body_bytes
        .saturating_add(pad.saturating_mul(spec.fill.len_utf8()))
        .saturating_add(sign.len() + prefix.len());
    let mut out = String::new();
    out.try_reserve_exact(bytes)
        .map_err(|_| exc!(MemoryError, ""))?;
    let fill = |out: &mut String, n: usize| out.extend(core::iter::repeat_n(spec.fill, n));
    let push_body = |out: &mut String| match int {
        Some((int_len, count, sep)) => {
            push_int_digits(out, &body[..int_len], count, sep);
            out.push_str(&body[int_len..]);
        }
        None => out.push_str(&body),
    };
    match align {
        '<' => {
            out.push_str(sign);
            out.push_str(prefix);
            push_body(&mut out);
            fill(&mut out, pad);
        }
        '^' => {
            fill(&mut out, pad / 2);
            out.push_str(sign);
            out.push_str(prefix);
            push_body(&mut out);
            fill(&mut out, pad - pad / 2);
        }
        '=' => {
            out.push_str(sign);
            out.push_str(prefix);
            fill(&mut out, pad);
            push_body(&mut out);
        }
        _ => {
            fill(&mut out, pad);
            out.push_str(sign);
            out.push_str(prefix);
            push_body(&mut out);
        }
    }
    Ok(out)
}

fn sign_str(negative: bool, spec: &Spec) -> &'static str {
    if negative {
        "-"
    } else {
        match spec.sign {
            '+' => "+",
            ' ' => " ",
            _ => "",
        }
    }
}

fn unknown_code(c: char, tname: &str) -> Exception {
    exc!(
        ValueError,
        "Unknown format code '{}' for object of type '{}'",
        c,
        tname
    )
}

/// Formats an int (small or big, or a bool) under `spec`.
pub fn format_int(heap: &Heap, v: Value, spec: &Spec, tname: &str) -> Result<String, Exception> {
    let ty = spec.ty.unwrap_or('d');
    if matches!(ty, 'e' | 'E' | 'f' | 'F' | 'g' | 'G' | '%') {
        let f = super::int::value_to_f64(heap, v)?;
        return format_float(f, spec);
    }
    if !matches!(ty, 'd' | 'n' | 'b' | 'o' | 'x' | 'X' | 'c') {
        return Err(unknown_code(ty, tname));
    }
    if spec.no_neg_zero {
        return Err(exc!(
            ValueError,
            "Negative zero coercion (z) not allowed in integer format specifier"
        ));
    }
    if spec.precision.is_some() {
        return Err(exc!(
            ValueError,
            "Precision not allowed in integer format specifier"
        ));
    }
    let big = super::int::to_big(heap, v).unwrap_or_default();
    let negative = big.is_negative();
    let mag = big.magnitude();
    let (digits, prefix, every) = match ty {
        // Checked against the digit limit before converting (a huge int's
        // conversion is slow), with `sys.set_int_max_str_digits`'s limit.
        'd' | 'n' => (
            super::int::magnitude_to_decimal(mag, heap.max_str_digits)?,
            "",
            3,
        ),
        'b' => (mag.to_str_radix(2), "0b", 4),
        'o' => (mag.to_str_radix(8), "0o", 4),
        'x' => (mag.to_str_radix(16), "0x", 4),
        'X' => (mag.to_str_radix(16).to_uppercase(), "0X", 4),
        'c' => {
            if spec.sign != '-' {
                return Err(exc!(
                    ValueError,
                    "Sign not allowed with integer format specifier 'c'"
                ));
            }
            let Some(n) = num_traits::ToPrimitive::to_i64(&big) else {
                return Err(exc!(
                    OverflowError,
                    "Python int too large to convert to C long"
                ));
            };
            let c = u32::try_from(n)
                .ok()
                .and_then(char::from_u32)
                .ok_or_else(|| exc!(OverflowError, "%c arg not in range(0x110000)"))?;
            let mut s = String::new();
            s.push(c);
            return finish(spec, "", "", s, true, None);
        }
        c => return Err(unknown_code(c, tname)),
    };
    let prefix = if spec.alternate { prefix } else { "" };
    let n = digits.len();
    finish(
        spec,
        sign_str(negative, spec),
        prefix,
        digits,
        true,
        Some((n, every)),
    )
}

/// Digits past which a double's exact decimal expansion is all zeros
/// (1074 fractional digits at most, 767 significant), within what Rust's
/// formatting accepts as a precision (65,535).
const EXACT_DIGITS: usize = 1100;

/// `x` with `p` digits after the point, exactly (`{:.p}` for any `p`).
pub fn write_fixed(out: &mut String, x: f64, p: usize) {
    let _ = write!(out, "{:.*}", p.min(EXACT_DIGITS), x);
    if p > EXACT_DIGITS && x.is_finite() {
        out.extend(core::iter::repeat_n('0', p - EXACT_DIGITS));
    }
}

/// `x` as `d.ddd` with `p` digits after the point and Rust's exponent
/// (`e7`), exactly (`{:.pe}` for any `p`).
fn write_sci(out: &mut String, x: f64, p: usize) {
    let mut s = String::new();
    let _ = write!(s, "{:.*e}", p.min(EXACT_DIGITS), x);
    if p > EXACT_DIGITS
        && let Some(i) = s.find('e')
    {
        let (m, e) = s.split_at(i);
        out.push_str(m);
        out.extend(core::iter::repeat_n('0', p - EXACT_DIGITS));
        out.push_str(e);
    } else {
        out.push_str(&s);
    }
}

/// `{:.{p}e}` as Python writes it (`1.5e+07`).
pub fn exp_format(x: f64, p: usize, upper: bool) -> String {
    let mut s = String::new();
    write_sci(&mut s, x, p);
    let (m, e) = s.split_once('e').unwrap_or((&s, "0"));
    let e: i32 = e.parse().unwrap_or(0);
    let mut out = String::from(m);
    out.push(if upper { 'E' } else { 'e' });
    out.push(if e < 0 { '-' } else { '+' });
    let _ = write!(out, "{:02}", e.abs());
    out
}

fn strip_zeros(s: &str, keep_point_digit: bool) -> String {
    let (mant, exp) = match s.find(['e', 'E']) {
        Some(i) => (&s[..i], &s[i..]),
        None => (s, ""),
    };
    let mut m = String::from(mant);
    if m.contains('.') {
        while m.ends_with('0') {
            m.pop();
        }
        if m.ends_with('.') {
            if keep_point_digit && exp.is_empty() {
                m.push('0');
            } else {
                m.pop();
            }
        }
    }
    m.push_str(exp);
    m
}

/// `s` with a decimal point in its mantissa (the `#` alternate form).
fn with_point(mut s: String) -> String {
    let at = s.find(['e', 'E']).unwrap_or(s.len());
    if !s[..at].contains('.') {
        s.insert(at, '.');
    }
    s
}

/// `x` to `p` significant digits (at least 1), in fixed form when its
/// exponent `e` satisfies `-4 <= e < p - sooner`, else in exponent form.
fn general(x: f64, p: usize, sooner: i64, upper: bool) -> String {
    let p = p.max(1);
    let e = rounded_exponent(x, p) as i64;
    if -4 <= e && e < p as i64 - sooner {
        let mut s = String::new();
        write_fixed(&mut s, x, (p as i64 - 1 - e) as usize);
        s
    } else {
        exp_format(x, p - 1, upper)
    }
}

/// The exponent of `x` once rounded to `p` significant digits.
fn rounded_exponent(x: f64, p: usize) -> i32 {
    let mut s = String::new();
    write_sci(&mut s, x, p.saturating_sub(1).min(EXACT_DIGITS));
    s.split_once('e')
        .and_then(|(_, e)| e.parse().ok())
        .unwrap_or(0)
}

/// The digits of |x| under the spec's type and precision (no sign, no
/// padding).
fn float_body(x: f64, spec: &Spec) -> String {
    let ty = spec.ty;
    let upper = matches!(ty, Some('E' | 'F' | 'G'));
    if !x.is_finite() {
        let mut s = String::from(match (x.is_nan(), upper) {
            (true, true) => "NAN",
            (true, false) => "nan",
            (false, true) => "INF",
            (false, false) => "inf",
        });
        if ty == Some('%') {
            s.push('%');
        }
        return s;
    }
    match ty {
        Some('f' | 'F' | '%') => {
            let p = spec.precision.unwrap_or(6);
            let v = if ty == Some('%') { x * 100.0 } else { x };
            let mut s = String::new();
            write_fixed(&mut s, v, p);
            if spec.alternate && p == 0 {
                s.push('.');
            }
            if ty == Some('%') {
                s.push('%');
            }
            s
        }
        Some('e' | 'E') => {
            let p = spec.precision.unwrap_or(6);
            let mut s = exp_format(x, p, upper);
            if spec.alternate && p == 0 {
                let at = s.find(['e', 'E']).unwrap_or(s.len());
                s.insert(at, '.');
            }
            s
        }
        Some('g' | 'G' | 'n') => {
            let s = general(x, spec.precision.unwrap_or(6), 0, upper);
            if spec.alternate {
                with_point(s)
            } else {
                strip_zeros(&s, false)
            }
        }
        _ => match spec.precision {
            None => {
                let mut s = String::new();
                display::write_float(&mut s, x);
                if spec.alternate { with_point(s) } else { s }
            }
            Some(p) => {
                // Like `g`, but the exponent form starts one place sooner.
                let s = general(x, p, 1, false);
                if spec.alternate {
                    with_point(s)
                } else {
                    strip_zeros(&s, true)
                }
            }
        },
    }
}

pub fn format_float(x: f64, spec: &Spec) -> Result<String, Exception> {
    if let Some(c) = spec.ty
        && !matches!(c, 'e' | 'E' | 'f' | 'F' | 'g' | 'G' | 'n' | '%')
    {
        return Err(unknown_code(c, "float"));
    }
    let mut clamped = *spec;
    if let Some(p) = spec.precision {
        if p > i32::MAX as usize {
            return Err(exc!(ValueError, "precision too big"));
        }
        if !spec.alternate && matches!(spec.ty, None | Some('g' | 'G' | 'n')) {
            // Past a double's exact expansion the general forms only add
            // zeros they then strip (and a precision past 309 never picks
            // the exponent form): the same text from fewer digits.
            clamped.precision = Some(p.min(EXACT_DIGITS));
        } else {
            // The digits are written infallibly: a double has at most
            // 309 before the point.
            crate::heap::headroom::room_for(p.saturating_add(320))?;
        }
    }
    let spec = &clamped;
    let mut negative = x.is_sign_negative() && !x.is_nan();
    let body = float_body(x.abs(), spec);
    let mantissa = &body[..body.find(['e', 'E']).unwrap_or(body.len())];
    if negative
        && spec.no_neg_zero
        && mantissa.bytes().any(|b| b.is_ascii_digit())
        && mantissa.bytes().all(|b| !b.is_ascii_digit() || b == b'0')
    {
        negative = false;
    }
    if x.is_nan() {
        negative = false;
    }
    // Grouping applies to the digits before the point (or exponent).
    let int_len = body
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(body.len());
    let digits = body.bytes().next().is_some_and(|b| b.is_ascii_digit());
    let group = if digits { Some((int_len, 3)) } else { None };
    if !digits && spec.align == Some('=') && spec.fill == '0' {
        // CPython pads inf and nan with the zeros too.
        let s = sign_str(negative, spec);
        let pad = spec.width.saturating_sub(s.len() + body.len());
        let mut out = String::from(s);
        out.extend(core::iter::repeat_n('0', pad));
        out.push_str(&body);
        return Ok(out);
    }
    finish(spec, sign_str(negative, spec), "", body, true, group)
}

/// `format(c, spec)` for a complex: each part formatted as a float (the
/// imaginary one always signed when the real one shows), then the whole
/// aligned in the width. With no type code it reads as `str(c)`.
pub fn format_complex(c: super::complex::C, spec: &Spec) -> Result<String, Exception> {
    if let Some(t) = spec.ty
        && !matches!(t, 'e' | 'E' | 'f' | 'F' | 'g' | 'G' | 'n')
    {
        return Err(unknown_code(t, "complex"));
    }
    if spec.zero {
        return Err(exc!(
            ValueError,
            "Zero padding is not allowed in complex format specifier"
        ));
    }
    if spec.align == Some('=') {
        return Err(exc!(
            ValueError,
            "'=' alignment flag is not allowed in complex format specifier"
        ));
    }
    let shortest = spec.ty.is_none() && spec.precision.is_none();
    let (skip_re, parens) = match spec.ty {
        None if c.re == 0.0 && c.re.is_sign_positive() => (true, false),
        None => (false, true),
        Some(_) => (false, false),
    };
    let part = |x: f64, sign: char| -> Result<String, Exception> {
        let sp = Spec {
            fill: ' ',
            align: None,
            width: 0,
            sign,
            ty: match spec.ty {
                Some('n') | None => Some('g'),
                t => t,
            },
            ..*spec
        };
        if !shortest {
            return format_float(x, &sp);
        }
        let mut s = String::from(sign_str(x.is_sign_negative() && !x.is_nan(), &sp));
        let start = s.len();
        display::write_float(&mut s, x.abs());
        if s[start..].ends_with(".0") {
            s.truncate(s.len() - 2);
        }
        Ok(s)
    };
    let mut body = String::new();
    if parens {
        body.push('(');
    }
    if !skip_re {
        body.push_str(&part(c.re, spec.sign)?);
    }
    body.push_str(&part(c.im, if skip_re { spec.sign } else { '+' })?);
    body.push('j');
    if parens {
        body.push(')');
    }
    // The signs are in the parts: only the fill and alignment are left.
    finish(spec, "", "", body, true, None)
}

pub fn format_str(s: &str, spec: &Spec) -> Result<String, Exception> {
    if let Some(c) = spec.ty
        && c != 's'
    {
        return Err(unknown_code(c, "str"));
    }
    if spec.sign != '-' {
        return Err(exc!(
            ValueError,
            "Sign not allowed in string format specifier"
        ));
    }
    if spec.no_neg_zero {
        return Err(exc!(
            ValueError,
            "Negative zero coercion (z) not allowed in string format specifier"
        ));
    }
    if spec.alternate {
        return Err(exc!(
            ValueError,
            "Alternate form (#) not allowed in string format specifier"
        ));
    }
    if spec.align == Some('=') {
        return Err(exc!(
            ValueError,
            "'=' alignment not allowed in string format specifier"
        ));
    }
    let body: String = match spec.precision {
        Some(p) => crate::heap::headroom::copy_str(
            &s[..s.char_indices().nth(p).map_or(s.len(), |(i, _)| i)],
        )?,
        None => crate::heap::headroom::copy_str(s)?,
    };
    finish(spec, "", "", body, false, None)
}

/// `format(v, spec)`.
pub fn format_value(heap: &Heap, v: Value, spec: &str) -> Result<String, Exception> {
    let tname = super::type_name(heap, v);
    match v {
        Value::Int(_) | Value::BigInt(_) => {
            let sp = parse_spec(spec, tname)?;
            format_int(heap, v, &sp, tname)
        }
        Value::Bool(_) if !spec.is_empty() => {
            let sp = parse_spec(spec, tname)?;
            format_int(heap, v, &sp, tname)
        }
        Value::Float(f) => {
            let sp = parse_spec(spec, tname)?;
            format_float(f, &sp)
        }
        Value::Complex(r) => {
            let sp = parse_spec(spec, tname)?;
            format_complex(heap.complex(r), &sp)
        }
        Value::Str(r) => {
            if spec.is_empty() {
                return crate::heap::headroom::copy_str(heap.str(r));
            }
            let sp = parse_spec(spec, tname)?;
            format_str(heap.str(r), &sp)
        }
        _ => {
            if !spec.is_empty() {
                return Err(exc!(
                    TypeError,
                    "unsupported format string passed to {}.__format__",
                    tname
                ));
            }
            let mut s = String::new();
            display::write_str(&mut s, heap, v)?;
            Ok(s)
        }
    }
}

/// The `!r`, `!s`, `!a` conversions.
pub fn convert(heap: &Heap, v: Value, conv: char, out: &mut String) -> Result<(), Exception> {
    match conv {
        's' => display::write_str(out, heap, v),
        'r' => display::write_repr(out, heap, v),
        'a' => {
            let mut s = String::new();
            display::write_repr(&mut s, heap, v)?;
            display::ascii_escape(out, &s)
        }
        c => Err(exc!(ValueError, "Unknown conversion specifier {}", c)),
    }
}

/// The `!r`, `!s`, `!a` conversions, with the program's `__str__` and
/// `__repr__`.
pub fn convert_ctx(
    ctx: &mut dyn Ctx,
    v: Value,
    conv: char,
    out: &mut String,
) -> Result<(), Exception> {
    match conv {
        's' => display::write_str_ctx(out, ctx, v),
        'r' => display::write_repr_ctx(out, ctx, v),
        'a' => {
            let mut s = String::new();
            display::write_repr_ctx(&mut s, ctx, v)?;
            display::ascii_escape(out, &s)
        }
        c => Err(exc!(ValueError, "Unknown conversion specifier {}", c)),
    }
}

/// `fmt.format(*args, **kwargs)`.
pub fn str_format(ctx: &mut dyn Ctx, fmt: &str, args: Args) -> Result<Value, Exception> {
    let (mut auto, mut manual) = (None, false);
    let fields = Fields {
        args: &args,
        map: None,
    };
    let out = render_format(ctx, fmt, &fields, 0, &mut auto, &mut manual)?;
    super::str::new_str(ctx.heap(), out)
}

/// `fmt.format_map(mapping)`: names are looked up with `mapping[name]`
/// (so a dict subclass's `__missing__` runs), and there are no positional
/// fields.
pub fn str_format_map(ctx: &mut dyn Ctx, fmt: &str, mapping: Value) -> Result<Value, Exception> {
    let (mut auto, mut manual) = (None, false);
    let none = Args::positional(&[]);
    let fields = Fields {
        args: &none,
        map: Some(mapping),
    };
    let out = render_format(ctx, fmt, &fields, 0, &mut auto, &mut manual)?;
    super::str::new_str(ctx.heap(), out)
}

/// Where a replacement field's value comes from.
struct Fields<'a, 'b> {
    args: &'a Args<'b>,
    /// `format_map`'s mapping, which replaces the arguments.
    map: Option<Value>,
}

fn render_format(
    ctx: &mut dyn Ctx,
    fmt: &str,
    args: &Fields,
    depth: usize,
    auto: &mut Option<usize>,
    manual: &mut bool,
) -> Result<String, Exception> {
    if depth > 2 {
        return Err(exc!(ValueError, "Max string recursion exceeded"));
    }
    let cs = chars_of(fmt)?;
    let mut out = String::new();
    let mut i = 0;
    while i < cs.len() {
        let c = cs[i];
        if c == '}' {
            if cs.get(i + 1) == Some(&'}') {
                push_char(&mut out, '}')?;
                i += 2;
                continue;
            }
            return Err(exc!(ValueError, "Single '}}' encountered in format string"));
        }
        if c != '{' {
            push_char(&mut out, c)?;
            i += 1;
            continue;
        }
        if cs.get(i + 1) == Some(&'{') {
            push_char(&mut out, '{')?;
            i += 2;
            continue;
        }
        // A replacement field: find its matching brace.
        let mut j = i + 1;
        let mut level = 1;
        while j < cs.len() {
            match cs[j] {
                '{' => level += 1,
                '}' => {
                    level -= 1;
                    if level == 0 {
                        break;
                    }
                }
                _ => {}
            }
            j += 1;
        }
        if j >= cs.len() {
            return Err(if i + 1 == cs.len() {
                exc!(ValueError, "Single '{{' encountered in format string")
            } else if cs[i + 1..].contains(&':') {
                exc!(ValueError, "unmatched '{{' in format spec")
            } else {
                exc!(ValueError, "expected '}}' before end of string")
            });
        }
        let field: String = cs[i + 1..j].iter().collect();
        i = j + 1;
        // field_name[!conv][:spec]
        let (name_part, spec_part) = match field.find(':') {
            Some(k) => (&field[..k], Some(&field[k + 1..])),
            None => (&field[..], None),
        };
        let (name, conv) = match name_part.find('!') {
            Some(k) => {
                let conv = &name_part[k + 1..];
                let mut chars = conv.chars();
                let c = match (chars.next(), chars.next()) {
                    (Some(c), None) => c,
                    _ => {
                        return Err(exc!(
                            ValueError,
                            "end of string while looking for conversion specifier"
                        ));
                    }
                };
                (&name_part[..k], Some(c))
            }
            None => (name_part, None),
        };
        let v = field_value(ctx, name, args, auto, manual)?;
        let spec = match spec_part {
            Some(s) if s.contains('{') => render_format(ctx, s, args, depth + 1, auto, manual)?,
            Some(s) => String::from(s),
            None => String::new(),
        };
        match conv {
            Some(c) => {
                let mut s = String::new();
                convert_ctx(ctx, v, c, &mut s)?;
                let sp = parse_spec(&spec, "str")?;
                crate::heap::headroom::push_str(&mut out, &format_str(&s, &sp)?)?;
            }
            None => {
                crate::heap::headroom::push_str(&mut out, &crate::dunder::format(ctx, v, &spec)?)?
            }
        }
    }
    Ok(out)
}

/// A field name or index key made only of digits, read as CPython reads
/// it (a `Py_ssize_t`; larger is "Too many decimal digits").
fn field_integer(text: &str) -> Result<Option<usize>, Exception> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Ok(None);
    }
    match text.parse::<usize>() {
        Ok(k) if k <= isize::MAX as usize => Ok(Some(k)),
        _ => Err(exc!(ValueError, "Too many decimal digits in format string")),
    }
}

fn field_value(
    ctx: &mut dyn Ctx,
    name: &str,
    fields: &Fields,
    auto: &mut Option<usize>,
    manual: &mut bool,
) -> Result<Value, Exception> {
    // The first part is an index or a keyword; then `.attr` and `[key]`.
    let end = name.find(['.', '[']).unwrap_or(name.len());
    let (first, mut rest) = name.split_at(end);
    let args = fields.args;
    let positional = first.is_empty() || field_integer(first)?.is_some();
    let mut v = if let (Some(map), false) = (fields.map, positional) {
        let key = super::str::new_str_from(ctx.heap(), first)?;
        crate::dunder::getitem(ctx, map, key)?
    } else if fields.map.is_some() {
        return Err(exc!(ValueError, "Format string contains positional fields"));
    } else if first.is_empty() {
        if *manual {
            return Err(exc!(
                ValueError,
                "cannot switch from manual field specification to automatic field numbering"
            ));
        }
        let k = auto.map_or(0, |k| k + 1);
        *auto = Some(k);
        *args.pos.get(k).ok_or_else(|| {
            exc!(
                IndexError,
                "Replacement index {} out of range for positional args tuple",
                k
            )
        })?
    } else if let Some(k) = field_integer(first)? {
        if auto.is_some() {
            return Err(exc!(
                ValueError,
                "cannot switch from automatic field numbering to manual field specification"
            ));
        }
        *manual = true;
        *args.pos.get(k).ok_or_else(|| {
            exc!(
                IndexError,
                "Replacement index {} out of range for positional args tuple",
                k
            )
        })?
    } else {
        args.kw(first).ok_or_else(|| {
            let mut q = String::new();
            display::write_str_repr(&mut q, first);
            exc!(KeyError, "{}", q)
        })?
    };
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix('[') {
            let close = r
                .find(']')
                .ok_or_else(|| exc!(ValueError, "Missing ']' in format string"))?;
            let key = &r[..close];
            rest = &r[close + 1..];
            // An all-digit key is an int; anything else a string.
            let k = if let Some(i) = field_integer(key)? {
                Value::Int(i as i64)
            } else {
                super::str::new_str_from(ctx.heap(), key)?
            };
            v = crate::dunder::getitem(ctx, v, k)?;
        } else if let Some(r) = rest.strip_prefix('.') {
            let end = r.find(['.', '[']).unwrap_or(r.len());
            v = ctx.get_attribute(v, &r[..end])?;
            rest = &r[end..];
        } else {
            return Err(exc!(
                ValueError,
                "Only '.' or '[' may follow ']' in format field specifier"
            ));
        }
    }
    Ok(v)
}

/// `fmt % args`.
pub fn percent_format(ctx: &mut dyn Ctx, fmt: &str, args: Value) -> Result<Value, Exception> {
    let out = percent_render(ctx, fmt, args, false)?;
    super::str::new_str(ctx.heap(), out)
}

/// `b % args` for bytes and bytearray (the format and the result as
/// Latin-1 text, one char per byte).
pub fn percent_format_bytes(
    ctx: &mut dyn Ctx,
    fmt: &[u8],
    args: Value,
    bytearray: bool,
) -> Result<Value, Exception> {
    let text: String = fmt.iter().map(|&b| b as char).collect();
    let out = percent_render(ctx, &text, args, true)?;
    let heap = ctx.heap();
    let bytes: alloc::vec::Vec<u8> = out.chars().map(|c| c as u32 as u8).collect();
    if bytearray {
        super::bytes::new_bytearray(heap, bytes)
    } else {
        super::bytes::new_bytes(heap, bytes)
    }
}

fn percent_render(
    ctx: &mut dyn Ctx,
    fmt: &str,
    args: Value,
    bytes_mode: bool,
) -> Result<String, Exception> {
    // CPython takes any object with `__getitem__` but a tuple or str as
    // the mapping `%(key)s` reads (a dict subclass, an `OrderedDict`, a
    // list, which then refuses str keys).
    let heap = ctx.heap();
    let is_mapping = match args {
        Value::Dict(_) | Value::List(_) | Value::Bytes(_) | Value::ByteArray(_) => true,
        Value::Instance(r) => {
            !matches!(
                instance::builtin_base_of(heap, instance::class_of(heap, r)),
                Some(crate::builtins::Builtin::Tuple | crate::builtins::Builtin::Str)
            ) && super::class::instance_defines(heap, args, &[super::intern::Special::getitem])
                || instance::base_value(heap, args).is_some_and(|b| matches!(b, Value::Dict(_)))
        }
        _ => false,
    };
    // A tuple subclass's instance (a namedtuple) is the tuple of values.
    let tuple = match instance::base_value(heap, args) {
        Some(b @ Value::Tuple(_)) => b,
        _ => args,
    };
    let (items, mapping): (Vec<Value>, Option<Value>) = match tuple {
        Value::Tuple(_) => (crate::heap::headroom::copy(ctx.heap().seq(tuple))?, None),
        v if is_mapping => (alloc::vec![v], Some(v)),
        v => (alloc::vec![v], None),
    };
    let single = !matches!(tuple, Value::Tuple(_));
    let cs = chars_of(fmt)?;
    let mut out = String::new();
    let mut next = 0usize;
    let mut i = 0;
    let mut used_mapping = false;
    let take = |next: &mut usize| -> Result<Value, Exception> {
        let v = items
            .get(*next)
            .copied()
            .ok_or_else(|| exc!(TypeError, "not enough arguments for format string"))?;
        *next += 1;
        Ok(v)
    };
    while i < cs.len() {
        let c = cs[i];
        if c != '%' {
            push_char(&mut out, c)?;
            i += 1;
            continue;
        }
        let start = i;
        i += 1;
        let mut value: Option<Value> = None;
        if cs.get(i) == Some(&'(') {
            let Some(m) = mapping else {
                return Err(exc!(TypeError, "format requires a mapping"));
            };
            let mut depth = 1;
            let mut j = i + 1;
            while j < cs.len() && depth > 0 {
                match cs[j] {
                    '(' => depth += 1,
                    ')' => depth -= 1,
                    _ => {}
                }
                j += 1;
            }
            if depth > 0 {
                return Err(exc!(ValueError, "incomplete format key"));
            }
            let key: String = cs[i + 1..j - 1].iter().collect();
            // Keys are strs, or for a bytes format bytes (Latin-1 text).
            let heap = ctx.heap();
            let key = if bytes_mode {
                super::bytes::new_bytes(heap, key.chars().map(|c| c as u32 as u8).collect())?
            } else {
                crate::ops::new_str(heap, key)?
            };
            value = Some(match m {
                Value::Dict(d) => match super::dict::get(heap, d, key)? {
                    Some(v) => v,
                    None => return Err(super::dict::key_error(heap, key)),
                },
                _ => crate::dunder::getitem(ctx, m, key)?,
            });
            used_mapping = true;
            i = j;
        }
        let mut spec = Spec {
            fill: ' ',
            align: Some('>'),
            sign: '-',
            no_neg_zero: false,
            alternate: false,
            zero: false,
            width: 0,
            grouping: None,
            precision: None,
            ty: None,
        };
        while let Some(&f @ ('-' | '+' | ' ' | '#' | '0')) = cs.get(i) {
            match f {
                '-' => spec.align = Some('<'),
                '+' => spec.sign = '+',
                ' ' => {
                    if spec.sign != '+' {
                        spec.sign = ' '
                    }
                }
                '#' => spec.alternate = true,
                _ => spec.zero = true,
            }
            i += 1;
        }
        // A width or precision: digits, or `*` for the next argument (a
        // negative `*` width aligns left, a negative precision is 0). Too
        // many digits are CPython's "width too big" / "precision too big".
        let read_num = |i: &mut usize, next: &mut usize, what: &str, limit: i64| {
            if cs.get(*i) == Some(&'*') {
                *i += 1;
                let v = take(next)?;
                let n = v.as_index().ok_or_else(|| exc!(TypeError, "* wants int"))?;
                return Ok::<Option<i64>, Exception>(Some(n));
            }
            let s = *i;
            let mut n: i64 = 0;
            while *i < cs.len() && cs[*i].is_ascii_digit() {
                n = n
                    .checked_mul(10)
                    .and_then(|n| n.checked_add(cs[*i] as i64 - '0' as i64))
                    .filter(|&n| n <= limit)
                    .ok_or_else(|| exc!(ValueError, "{} too big", what))?;
                *i += 1;
            }
            Ok((*i > s).then_some(n))
        };
        if let Some(w) = read_num(&mut i, &mut next, "width", isize::MAX as i64)? {
            if w < 0 {
                spec.align = Some('<');
                spec.zero = false;
            }
            spec.width = w.unsigned_abs() as usize;
        }
        if cs.get(i) == Some(&'.') {
            i += 1;
            let p = read_num(&mut i, &mut next, "precision", i32::MAX as i64)?.unwrap_or(0);
            spec.precision = Some(p.max(0) as usize);
        }
        // Padding is made infallibly below: ask for it first.
        crate::heap::headroom::room_for(
            spec.width
                .saturating_add(spec.precision.unwrap_or(0))
                .saturating_mul(4),
        )?;
        while let Some('h' | 'l' | 'L') = cs.get(i) {
            i += 1;
        }
        let Some(&conv) = cs.get(i) else {
            return Err(exc!(ValueError, "incomplete format"));
        };
        i += 1;
        if conv == '%' {
            push_char(&mut out, '%')?;
            continue;
        }
        let v = match value {
            Some(v) => v,
            // After a `%(key)s`, the mapping is not also a positional value.
            None if used_mapping => {
                return Err(exc!(TypeError, "not enough arguments for format string"));
            }
            None => take(&mut next)?,
        };
        // A number of a class deriving from `int` or `float` converts as
        // its value.
        let v = if matches!(conv, 's' | 'r' | 'a') {
            v
        } else {
            super::instance::plain(ctx.heap(), v)
        };
        if spec.zero && spec.align != Some('<') && !matches!(conv, 's' | 'r' | 'a' | 'c') {
            spec.fill = '0';
            spec.align = Some('=');
        }
        let piece = match conv {
            's' | 'b' if bytes_mode => {
                let heap = ctx.heap();
                let Some(b) = super::bytes::as_bytes(heap, v) else {
                    return Err(exc!(
                        TypeError,
                        "%b requires a bytes-like object, or an object that implements __bytes__, not '{}'",
                        super::type_name(heap, v)
                    ));
                };
                let body: String = match spec.precision {
                    Some(p) => b.iter().take(p).map(|&c| c as char).collect(),
                    None => b.iter().map(|&c| c as char).collect(),
                };
                finish(&Spec { sign: '-', ..spec }, "", "", body, true, None)?
            }
            's' | 'r' | 'a' => {
                let mut s = String::new();
                match conv {
                    's' => display::write_str_ctx(&mut s, ctx, v)?,
                    // Bytes have no text: `%r` is `ascii()` there.
                    'r' if bytes_mode => convert_ctx(ctx, v, 'a', &mut s)?,
                    _ => convert_ctx(ctx, v, conv, &mut s)?,
                }
                let body: String = match spec.precision {
                    Some(p) => s.chars().take(p).collect(),
                    None => s,
                };
                finish(&Spec { sign: '-', ..spec }, "", "", body, true, None)?
            }
            'd' | 'i' | 'u' | 'x' | 'X' | 'o' => {
                // An object of the program's: its `__int__` (`%d`) or
                // `__index__` (`%x`, `%o`).
                let v = match v {
                    Value::Instance(_) => {
                        let r = if matches!(conv, 'd' | 'i' | 'u') {
                            crate::dunder::int(ctx, v)?
                        } else {
                            crate::dunder::index(ctx, v)?
                        };
                        r.unwrap_or(v)
                    }
                    _ => v,
                };
                let iv = match v {
                    Value::Float(_) if !matches!(conv, 'd' | 'i' | 'u') => {
                        return Err(exc!(
                            TypeError,
                            "%{} format: an integer is required, not float",
                            conv
                        ));
                    }
                    Value::Float(f) => super::int::integral_float_to_big(libm::trunc(f)),
                    _ => match super::int::to_big(ctx.heap(), v) {
                        Some(b) => b,
                        None => {
                            return Err(if matches!(conv, 'd' | 'i' | 'u') {
                                exc!(
                                    TypeError,
                                    "%{} format: a real number is required, not {}",
                                    conv,
                                    super::type_name(ctx.heap(), v)
                                )
                            } else {
                                exc!(
                                    TypeError,
                                    "%{} format: an integer is required, not {}",
                                    conv,
                                    super::type_name(ctx.heap(), v)
                                )
                            });
                        }
                    },
                };
                if let Value::Float(f) = v
                    && !f.is_finite()
                {
                    return Err(exc!(
                        OverflowError,
                        "cannot convert float {} to integer",
                        if f.is_nan() { "NaN" } else { "infinity" }
                    ));
                }
                let radix = match conv {
                    'x' | 'X' => 16,
                    'o' => 8,
                    _ => 10,
                };
                let mut digits = if radix == 10 {
                    let limit = ctx.heap().max_str_digits;
                    super::int::magnitude_to_decimal(iv.magnitude(), limit)?
                } else {
                    iv.magnitude().to_str_radix(radix)
                };
                if conv == 'X' {
                    digits = digits.to_uppercase();
                }
                if let Some(p) = spec.precision
                    && digits.len() < p
                {
                    let zeros = "0".repeat(p - digits.len());
                    digits.insert_str(0, &zeros);
                }
                let prefix = match (spec.alternate, conv) {
                    (true, 'x') => "0x",
                    (true, 'X') => "0X",
                    (true, 'o') => "0o",
                    _ => "",
                };
                let n = digits.len();
                finish(
                    &spec,
                    sign_str(iv.is_negative(), &spec),
                    prefix,
                    digits,
                    true,
                    Some((n, 3)),
                )?
            }
            'e' | 'E' | 'f' | 'F' | 'g' | 'G' => {
                // An object of the program's: its `__float__`.
                let v = match v {
                    Value::Instance(_) => crate::dunder::float(ctx, v)?.unwrap_or(v),
                    _ => v,
                };
                let f = match v {
                    Value::Float(f) => f,
                    Value::Int(_) | Value::BigInt(_) | Value::Bool(_) => {
                        super::int::value_to_f64(ctx.heap(), v)?
                    }
                    _ => {
                        return Err(exc!(
                            TypeError,
                            "must be real number, not {}",
                            super::type_name(ctx.heap(), v)
                        ));
                    }
                };
                let s = Spec {
                    ty: Some(conv),
                    precision: Some(spec.precision.unwrap_or(6)),
                    ..spec
                };
                format_float(f, &s)?
            }
            'c' if bytes_mode => {
                let b = match v {
                    Value::Int(i) if (0..256).contains(&i) => i as u8,
                    Value::Int(_) => return Err(exc!(OverflowError, "%c arg not in range(256)")),
                    _ => match super::bytes::as_bytes(ctx.heap(), v) {
                        Some([c]) => *c,
                        _ => {
                            return Err(exc!(
                                TypeError,
                                "%c requires an integer in range(256) or a single byte"
                            ));
                        }
                    },
                };
                let s = String::from(b as char);
                finish(&spec, "", "", s, true, None)?
            }
            'c' => {
                let heap = ctx.heap();
                let ch = match v {
                    Value::Str(r) if heap.str(r).chars().count() == 1 => heap.str(r).chars().next(),
                    Value::Str(_) => return Err(exc!(TypeError, "%c requires int or char")),
                    Value::Int(_) | Value::Bool(_) => v
                        .as_index()
                        .and_then(|i| u32::try_from(i).ok())
                        .and_then(char::from_u32)
                        .ok_or_else(|| exc!(OverflowError, "%c arg not in range(0x110000)"))
                        .map(Some)?,
                    Value::BigInt(_) => {
                        return Err(exc!(OverflowError, "%c arg not in range(0x110000)"));
                    }
                    _ => return Err(exc!(TypeError, "%c requires int or char")),
                };
                let mut s = String::new();
                s.extend(ch);
                finish(&spec, "", "", s, true, None)?
            }
            other => {
                return Err(exc!(
                    ValueError,
                    "unsupported format character '{}' (0x{:x}) at index {}",
                    other,
                    other as u32,
                    i - 1
                ));
            }
        };
        let _ = start;
        crate::heap::headroom::push_str(&mut out, &piece)?;
    }
    if !used_mapping && next < items.len() && !(single && mapping.is_some()) {
        return Err(exc!(
            TypeError,
            "not all arguments converted during string formatting"
        ));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(v: Value, spec: &str) -> String {
        let h = Heap::new();
        format_value(&h, v, spec).unwrap()
    }

    #[test]
    fn specs_follow_cpython() {
        assert_eq!(f(Value::Int(1234), "010,"), "00,001,234");
        assert_eq!(f(Value::Int(1234), "08,"), "0,001,234");
        assert_eq!(f(Value::Int(-1234), "08,"), "-001,234");
        assert_eq!(f(Value::Int(1234), "*=10,"), "*****1,234");
        assert_eq!(f(Value::Int(255), "#010x"), "0x000000ff");
        assert_eq!(f(Value::Int(0xabcdef), "_x"), "ab_cdef");
        assert_eq!(f(Value::Int(5), "^+7"), "  +5   ");
        assert_eq!(f(Value::Float(-1234.5), "012,.2f"), "-0,001,234.50");
        assert_eq!(f(Value::Float(123.0), ".3"), "1.23e+02");
        assert_eq!(f(Value::Float(12.0), ".3"), "12.0");
        assert_eq!(f(Value::Float(99.99), ".3"), "1e+02");
        assert_eq!(f(Value::Float(1234567.0), "g"), "1.23457e+06");
        assert_eq!(f(Value::Float(1e-5), "g"), "1e-05");
        assert_eq!(f(Value::Float(123.0), "#g"), "123.000");
        assert_eq!(f(Value::Float(1.5), "%"), "150.000000%");
        assert_eq!(f(Value::Float(-0.0), "z.1f"), "0.0");
        assert_eq!(f(Value::Float(f64::NAN), "010f"), "0000000nan");
        assert_eq!(f(Value::Float(2.5), ".0e"), "2e+00");
    }
}
