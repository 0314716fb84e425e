//! CPython's messages for calls that pass the wrong arguments.

use alloc::format;
use alloc::string::String;

use crate::error::{Exception, exc};

/// The error for calling `name` (which takes `params`) with `given`
/// positional arguments.
pub(crate) fn arity_error(name: &str, params: &[String], given: usize) -> Exception {
    let n = params.len();
    if given > n {
        return exc!(
            TypeError,
            "{}() takes {} positional argument{} but {} {} given",
            name,
            n,
            if n == 1 { "" } else { "s" },
            given,
            if given == 1 { "was" } else { "were" }
        );
    }
    let missing = &params[given..];
    let quoted: alloc::vec::Vec<String> = missing.iter().map(|p| format!("'{p}'")).collect();
    let list = match quoted.len() {
        1 => quoted[0].clone(),
        2 => format!("{} and {}", quoted[0], quoted[1]),
        k => format!("{}, and {}", quoted[..k - 1].join(", "), quoted[k - 1]),
    };
    exc!(
        TypeError,
        "{}() missing {} required positional argument{}: {}",
        name,
        missing.len(),
        if missing.len() == 1 { "" } else { "s" },
        list
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;
    use alloc::vec::Vec;

    #[test]
    fn messages_match_cpython() {
        let p: Vec<String> = ["a", "b", "c"].iter().map(|s| s.to_string()).collect();
        assert_eq!(
            arity_error("f", &p[..2], 3).message,
            "f() takes 2 positional arguments but 3 were given"
        );
        assert_eq!(
            arity_error("f", &p[..1], 2).message,
            "f() takes 1 positional argument but 2 were given"
        );
        assert_eq!(
            arity_error("f", &p[..0], 1).message,
            "f() takes 0 positional arguments but 1 was given"
        );
        assert_eq!(
            arity_error("f", &p[..2], 1).message,
            "f() missing 1 required positional argument: 'b'"
        );
        assert_eq!(
            arity_error("f", &p, 0).message,
            "f() missing 3 required positional arguments: 'a', 'b', and 'c'"
        );
        assert_eq!(
            arity_error("f", &p[..2], 0).message,
            "f() missing 2 required positional arguments: 'a' and 'b'"
        );
    }
}
