//! The attribute names builtin objects answer to, as one enum.
//!
//! A method call names its attribute by index into the module's names; the
//! VM maps each name to an [`Attr`] once, when it loads the module, so
//! dispatch is a `match` on the receiver's type and this enum, never a
//! string compare. Which types have which attribute is each type's file's
//! business.

macro_rules! define_attrs {
    ($($name:ident),* $(,)?) => {
        /// An attribute name some builtin type has.
        #[allow(non_camel_case_types)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[repr(u8)]
        pub enum Attr {
            $( $name, )*
        }

        impl Attr {
            pub const ALL: &'static [Attr] = &[$(Attr::$name),*];

            pub fn name(self) -> &'static str {
                match self {
                    $( Attr::$name => stringify!($name), )*
                }
            }

            pub fn from_name(s: &str) -> Option<Attr> {
                match s {
                    $( stringify!($name) => Some(Attr::$name), )*
                    _ => None,
                }
            }
        }
    };
}

define_attrs! {
    // list
    append, pop, insert, remove, index, count, extend, reverse, clear, copy, sort,
    // str and bytes
    split, rsplit, join, strip, lstrip, rstrip, replace, find, rfind, rindex,
    startswith, endswith, upper, lower, capitalize, title, swapcase, casefold,
    isdigit, isalpha, isalnum, isspace, isupper, islower, isdecimal, isnumeric,
    istitle, isidentifier, isprintable, isascii, ljust, rjust, center, zfill,
    partition, rpartition, splitlines, format, format_map, encode, decode, expandtabs,
    removeprefix, removesuffix, hex, fromhex, translate, maketrans,
    // dict
    get, setdefault, popitem, items, keys, values, update, fromkeys,
    // set
    add, discard, union, intersection, difference, symmetric_difference,
    intersection_update, difference_update, symmetric_difference_update,
    issubset, issuperset, isdisjoint,
    // numbers
    bit_length, bit_count, to_bytes, from_bytes, conjugate, is_integer,
    as_integer_ratio, real, imag, numerator, denominator,
    // range and slice
    start, stop, step, indices,
    // object and BaseException
    __init__, __new__, __repr__, __str__, __setattr__, __getattribute__,
    __delattr__, __eq__, __ne__, __hash__, __format__, __init_subclass__,
    with_traceback, add_note, __subclasses__, __call__,
    // special methods of builtin values (`builtin_dunders`)
    __len__, __contains__, __iter__, __next__, __getitem__, __setitem__,
    __delitem__, __lt__, __le__, __gt__, __ge__, __bool__, __add__, __sub__,
    __mul__, __truediv__, __floordiv__, __mod__, __pow__, __and__, __or__,
    __xor__, __lshift__, __rshift__, __radd__, __rsub__, __rmul__,
    __rtruediv__, __rfloordiv__, __rmod__, __rpow__, __rand__, __ror__,
    __rxor__, __rlshift__, __rrshift__, __neg__, __pos__, __abs__,
    __invert__, __int__, __float__, __index__, __round__, __trunc__, __floor__,
    __ceil__,
    // property
    setter, getter, deleter,
    // generators
    send, throw, close,
    // native objects of modules: streams (`sys.stdout`), `_random.Random`
    write, flush, read, readline, readlines, isatty, fileno,
    random, getrandbits, seed, getstate, setstate,
}

impl core::fmt::Display for Attr {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}
