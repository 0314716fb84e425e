//! Character classes and case mappings as CPython 3.11 defines them, over
//! the tables generated from its Unicode database (`unicode_tables.rs`) and
//! Rust's own case tables where they agree with CPython's.

use alloc::string::String;

use super::unicode_tables as t;

fn in_ranges(table: &[(u32, u32)], c: char) -> bool {
    let c = c as u32;
    table
        .binary_search_by(|&(lo, hi)| {
            if hi < c {
                core::cmp::Ordering::Less
            } else if lo > c {
                core::cmp::Ordering::Greater
            } else {
                core::cmp::Ordering::Equal
            }
        })
        .is_ok()
}

fn mapped(table: &[(u32, &'static str)], c: char) -> Option<&'static str> {
    table
        .binary_search_by_key(&(c as u32), |&(k, _)| k)
        .ok()
        .map(|i| table[i].1)
}

pub fn is_alpha(c: char) -> bool {
    if c.is_ascii() {
        c.is_ascii_alphabetic()
    } else {
        in_ranges(t::ALPHA, c)
    }
}

pub fn is_printable(c: char) -> bool {
    if c.is_ascii() {
        (' '..='~').contains(&c)
    } else {
        in_ranges(t::PRINTABLE, c)
    }
}

pub fn is_decimal(c: char) -> bool {
    c.is_ascii_digit() || (!c.is_ascii() && in_ranges(t::DECIMAL, c))
}

pub fn is_digit(c: char) -> bool {
    c.is_ascii_digit() || (!c.is_ascii() && in_ranges(t::DIGIT, c))
}

pub fn is_numeric(c: char) -> bool {
    c.is_ascii_digit() || (!c.is_ascii() && in_ranges(t::NUMERIC, c))
}

pub fn is_alnum(c: char) -> bool {
    is_alpha(c) || is_decimal(c) || is_digit(c) || is_numeric(c)
}

/// The value of a decimal digit of any script (what `int()` reads).
pub fn decimal_value(c: char) -> Option<u32> {
    if c.is_ascii_digit() {
        return Some(c as u32 - '0' as u32);
    }
    if !is_decimal(c) {
        return None;
    }
    let z = match t::DECIMAL_ZEROS.binary_search(&(c as u32)) {
        Ok(i) => t::DECIMAL_ZEROS[i],
        Err(0) => return None,
        Err(i) => t::DECIMAL_ZEROS[i - 1],
    };
    let d = c as u32 - z;
    (d < 10).then_some(d)
}

pub fn is_titlecase(c: char) -> bool {
    !c.is_ascii() && in_ranges(t::TITLECASE, c)
}

pub fn is_lower(c: char) -> bool {
    c.is_lowercase()
}

pub fn is_upper(c: char) -> bool {
    c.is_uppercase()
}

/// Python's "cased": lower case, upper case or title case.
pub fn is_cased(c: char) -> bool {
    c.is_lowercase() || c.is_uppercase() || is_titlecase(c)
}

pub fn push_upper(out: &mut String, c: char) {
    out.extend(c.to_uppercase());
}

pub fn push_title(out: &mut String, c: char) {
    match mapped(t::TITLE_MAP, c) {
        Some(s) => out.push_str(s),
        None => out.extend(c.to_uppercase()),
    }
}

pub fn push_fold(out: &mut String, c: char) {
    match mapped(t::FOLD_MAP, c) {
        Some(s) => out.push_str(s),
        None => out.extend(c.to_lowercase()),
    }
}

/// The lower case of `chars[i]`, with the final-sigma rule: a capital
/// sigma at the end of a word (a letter before it, none after) becomes `ς`.
pub fn push_lower_at(out: &mut String, chars: &[char], i: usize) {
    let c = chars[i];
    if c == '\u{3a3}' {
        let before = chars[..i].iter().rev().find(|c| !is_case_ignorable(**c));
        let after = chars[i + 1..].iter().find(|c| !is_case_ignorable(**c));
        let final_sigma =
            before.is_some_and(|c| is_cased(*c)) && !after.is_some_and(|c| is_cased(*c));
        out.push(if final_sigma { '\u{3c2}' } else { '\u{3c3}' });
        return;
    }
    out.extend(c.to_lowercase());
}

/// Characters the final-sigma rule looks through (an approximation of
/// Unicode's Case_Ignorable: apostrophes, periods, colons and marks).
fn is_case_ignorable(c: char) -> bool {
    matches!(
        c,
        '\'' | '.' | ':' | '^' | '`' | '\u{b7}' | '\u{2018}' | '\u{2019}' | '\u{2027}'
    ) || ('\u{300}'..='\u{36f}').contains(&c)
}

/// `s` with every decimal digit of another script made ASCII and every
/// kind of space a space (what CPython does before parsing a number);
/// other non-ASCII characters become `?`, which no number syntax accepts.
pub fn ascii_digits_and_spaces(s: &str) -> alloc::borrow::Cow<'_, str> {
    if s.is_ascii() {
        return alloc::borrow::Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if c.is_ascii() {
            out.push(c);
        } else if super::str_methods::is_space(c) {
            out.push(' ');
        } else if let Some(d) = decimal_value(c) {
            out.push((b'0' + d as u8) as char);
        } else {
            out.push('?');
        }
    }
    alloc::borrow::Cow::Owned(out)
}
