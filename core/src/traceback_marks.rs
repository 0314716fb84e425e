//! The markers CPython 3.11 prints under a traceback's source line: `^^^^`
//! under the expression a frame was running, or `~~^~~` with the
//! operator of a binary operation or the brackets of a subscript set
//! apart. This module only computes the marker line from the source line
//! and the instruction's [`Position`]; where positions come from is the
//! front end's business, and printing the traceback `error.rs`'s.

use alloc::string::String;

use crate::bytecode::module::Position;

/// The marker line (without the four-space margin) for source line `line`
/// (line number `lineno`, as the host read it) and position `p`, or `None`
/// when CPython prints none: the expression spans the whole line and has
/// no operator or brackets to set apart. `lookup`: the frame failed
/// looking up a method, so the call's `obj.name` is underlined.
pub fn marks(line: &str, lineno: u32, p: Position, lookup: bool) -> Option<String> {
    let raw = line.trim_end_matches(['\n', '\r']);
    if p.col == Position::NONE || p.end_col == Position::NONE {
        return None;
    }
    let chars = |b: u16| -> usize {
        let mut b = (b as usize).min(raw.len());
        while !raw.is_char_boundary(b) {
            b -= 1;
        }
        raw[..b].chars().count()
    };
    let stripped = raw.trim();
    let indent = raw.chars().count() - raw.trim_start().chars().count();
    let stripped_len = stripped.chars().count();
    let (mut end_line, mut end_col, mut anchors) = (p.end_line, p.end_col, p.anchors());
    if lookup && p.callee_end != Position::NONE {
        (end_line, end_col, anchors) = (lineno, p.callee_end, None);
    }
    let start = chars(p.col);
    let end = if end_line == lineno {
        chars(end_col)
    } else {
        // Past its first line: underlined to the end of that line.
        anchors = None;
        indent + stripped_len
    };
    if end <= start || start < indent {
        return None;
    }
    let anchors = anchors.map(|(l, r)| {
        (
            chars(l).saturating_sub(start),
            chars(r).saturating_sub(start),
        )
    });
    let set_apart = anchors.is_some_and(|(l, r)| r > l);
    if end - start >= stripped_len && !set_apart {
        return None;
    }
    let mut out = String::new();
    out.extend(core::iter::repeat_n(' ', start - indent));
    let width = end - start;
    match anchors {
        Some((l, r)) if l <= r && r <= width => {
            out.extend(core::iter::repeat_n('~', l));
            out.extend(core::iter::repeat_n('^', r - l));
            out.extend(core::iter::repeat_n('~', width - r));
        }
        _ => out.extend(core::iter::repeat_n('^', width)),
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(col: u16, end_col: u16, anchors: Option<(u16, u16)>) -> Position {
        let (anchor_left, anchor_right) = anchors.unwrap_or((Position::NONE, Position::NONE));
        Position {
            end_line: 1,
            col,
            end_col,
            anchor_left,
            anchor_right,
            callee_end: Position::NONE,
        }
    }

    /// Each case checked against CPython 3.11's traceback for the line.
    #[test]
    fn markers_are_cpythons() {
        let cases: &[(&str, Position, Option<&str>)] = &[
            // `x = d['k'] + 1`: the subscript, its brackets set apart.
            (
                "x = d['k'] + 1",
                pos(4, 10, Some((5, 10))),
                Some("    ~^^^^^"),
            ),
            // `print(a / b)` inside a function body (indented).
            (
                "    print(a / b)",
                pos(10, 15, Some((12, 13))),
                Some("      ~~^~~"),
            ),
            // A two-character operator.
            ("b = a ** 2", pos(4, 10, Some((6, 8))), Some("    ~~^^~~")),
            // A call that is the whole line: no markers.
            ("    main()", pos(4, 10, None), None),
            // A call that is part of the line.
            ("result = f(3) + 1", pos(9, 13, None), Some("         ^^^^")),
            // Past a multibyte character: columns are bytes, marks chars.
            (
                "s = 'é' + n",
                pos(4, 12, Some((9, 10))),
                Some("    ~~~~^~~"),
            ),
            // A whole-line expression with an operator still shows it.
            ("a + b", pos(0, 5, Some((2, 3))), Some("~~^~~")),
            // No position.
            ("x = y", Position::UNKNOWN, None),
        ];
        for (line, p, want) in cases {
            assert_eq!(
                marks(line, 1, *p, false).as_deref(),
                *want,
                "{line:?} {p:?}"
            );
        }
    }

    #[test]
    fn a_multi_line_expression_is_underlined_to_the_end_of_its_first_line() {
        let p = Position {
            end_line: 2,
            ..pos(5, 4, Some((7, 8)))
        };
        assert_eq!(marks("x = (1 +", 1, p, false).as_deref(), Some("     ^^^"));
    }

    #[test]
    fn a_failed_method_lookup_underlines_the_attribute() {
        let p = Position {
            callee_end: 10,
            ..pos(0, 16, None)
        };
        assert_eq!(
            marks("obj.method(1, 2)", 1, p, true).as_deref(),
            Some("^^^^^^^^^^")
        );
        assert_eq!(marks("obj.method(1, 2)", 1, p, false), None);
    }
}
