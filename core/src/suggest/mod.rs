//! "Did you mean" hints on `NameError` and `AttributeError`, chosen the way
//! CPython 3.11 chooses them: an edit distance where a case change costs 1
//! and any other edit 2, searched over the frame's local names, then the
//! globals in binding order, then the builtins, each list on its own.
//!
//! The search and its name tables are the `hints` feature (on by
//! default); without it the errors are the same, less the hint.

#[cfg(feature = "hints")]
mod cpython_names;
#[cfg(feature = "hints")]
mod search;

use alloc::format;
use alloc::string::String;

use crate::error::{ExcKind, Exception};
use crate::value::Value;

/// The `NameError` for global `names[idx]`, looked up from a frame whose
/// code has `local_names`, with globals bound so far in `global_order`.
pub fn name_error(
    names: &[String],
    idx: usize,
    local_names: &[String],
    global_order: &[u32],
) -> Exception {
    let name = names.get(idx).map_or("?", |s| s.as_str());
    let msg = format!("name '{}' is not defined", name);
    #[cfg_attr(not(feature = "hints"), allow(unused_mut))]
    let mut e = Exception::new(ExcKind::NameError, msg);
    #[cfg(feature = "hints")]
    {
        e.hint = search::name_hint(names, name, local_names, global_order)
            .map(|h| format!(". Did you mean: '{}'?", h));
    }
    #[cfg(not(feature = "hints"))]
    let _ = (local_names, global_order);
    e
}

/// Appends the hint to an `AttributeError` raised for `obj.name`; the
/// candidates are the attributes `obj` really has here, in `dir()` order.
pub fn attribute_hint(e: &mut Exception, obj: Value, name: &str) {
    #[cfg(feature = "hints")]
    {
        e.hint_attr = Some((obj, String::from(name)));
    }
    #[cfg(not(feature = "hints"))]
    let _ = (e, obj, name);
}

/// The "Did you mean" for an `AttributeError` that [`attribute_hint`]
/// noted (made when the error is reported).
pub fn resolve_attribute_hint(pending: &Option<(Value, String)>) -> Option<String> {
    #[cfg(feature = "hints")]
    {
        let (obj, name) = pending.as_ref()?;
        search::attribute_hint(*obj, name).map(|h| format!(". Did you mean: '{}'?", h))
    }
    #[cfg(not(feature = "hints"))]
    {
        let _ = pending;
        None
    }
}

#[cfg(all(test, feature = "hints"))]
mod tests {
    use super::search::distance;
    use super::*;
    use alloc::string::ToString;
    use alloc::vec;

    #[test]
    fn distance_weights_case_changes_lower() {
        assert_eq!(distance(b"Prin", b"prin", 10), 1);
        assert_eq!(distance(b"cont", b"count", 10), 2);
        assert_eq!(distance(b"abcdef", b"abcdxy", 10), 4);
    }

    #[test]
    fn locals_are_searched_before_globals() {
        let names = vec!["abcdeg".to_string(), "abcdef".to_string()];
        let e = name_error(&names, 1, &["abcdxy".to_string()], &[0]);
        assert_eq!(e.message, "name 'abcdef' is not defined");
        assert_eq!(e.hint.as_deref(), Some(". Did you mean: 'abcdxy'?"));
        let e = name_error(&names, 1, &[], &[0]);
        assert_eq!(e.hint.as_deref(), Some(". Did you mean: 'abcdeg'?"));
        let names = vec!["lenn".to_string()];
        let e = name_error(&names, 0, &[], &[]);
        assert_eq!(e.hint.as_deref(), Some(". Did you mean: 'len'?"));
    }
}
