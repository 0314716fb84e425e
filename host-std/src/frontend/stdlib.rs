//! The standard modules written in the guest language and shipped in the
//! binary (frozen, as MicroPython ships its own): their source is compiled
//! into a program's bundle when the program imports them, so tier 2 can
//! trace and inline them like the program's own code. The sources are in
//! `host-std/stdlib/`; modules that need exactness or speed beyond what
//! the guest language gives are in the core (`trellis_core::modules`).

macro_rules! frozen {
    ($($name:literal),* $(,)?) => {
        /// Every frozen module, by name.
        pub const MODULES: &[(&str, &str)] = &[
            $( ($name, include_str!(concat!("../../stdlib/", $name, ".py"))), )*
        ];
    };
}

frozen![
    "__future__",
    "_builtin_loops",
    "abc",
    "argparse",
    "array",
    "base64",
    "binascii",
    "bisect",
    "calendar",
    "collections",
    "collections.abc",
    "configparser",
    "contextlib",
    "copy",
    "csv",
    "dataclasses",
    "datetime",
    "decimal",
    "difflib",
    "enum",
    "errno",
    "fnmatch",
    "fractions",
    "functools",
    "glob",
    "hashlib",
    "heapq",
    "hmac",
    "html",
    "io",
    "itertools",
    "json",
    "keyword",
    "logging",
    "numbers",
    "operator",
    "os",
    "pathlib",
    "posixpath",
    "pprint",
    "queue",
    "random",
    "re",
    "secrets",
    "shlex",
    "shutil",
    "stat",
    "statistics",
    "string",
    "struct",
    "tempfile",
    "textwrap",
    "time",
    "traceback",
    "types",
    "typing",
    "unittest",
    "urllib",
    "urllib.parse",
    "uuid",
    "warnings",
];

/// The source of frozen module `name`.
pub fn source(name: &str) -> Option<&'static str> {
    MODULES.iter().find(|(n, _)| *n == name).map(|(_, s)| *s)
}

/// Whether frozen module `name` is a package: another frozen module is
/// named under it (`collections` for `collections.abc`).
pub fn is_package(name: &str) -> bool {
    MODULES.iter().any(|(n, _)| {
        n.len() > name.len() + 1 && n.starts_with(name) && n.as_bytes()[name.len()] == b'.'
    })
}
