//! Interned attribute and variable names.
//!
//! Classes, instances and keyword arguments name attributes by a `u32`
//! [`NameId`] rather than a string, so lookups hash a small integer. The
//! special method names the VM itself looks up (`__init__`, `__add__`, ...)
//! are interned first, at the fixed ids of [`Special`]; the module's names
//! follow (the VM keeps a map from module name index to id), then names
//! made at run time (`getattr(o, "x" + s)`).

use alloc::boxed::Box;
use alloc::vec::Vec;

use hashbrown::HashMap;

/// An interned name.
pub type NameId = u32;

macro_rules! define_special {
    ($($variant:ident = $text:literal,)*) => {
        /// The names the VM looks up itself; `Special::X as NameId` is the
        /// interned id of its text.
        #[allow(non_camel_case_types)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[repr(u32)]
        pub enum Special {
            $( $variant, )*
        }

        impl Special {
            pub const ALL: &'static [Special] = &[$(Special::$variant),*];

            pub fn text(self) -> &'static str {
                match self {
                    $( Special::$variant => $text, )*
                }
            }
        }
    };
}

define_special! {
    init = "__init__",
    new = "__new__",
    repr = "__repr__",
    str = "__str__",
    hash = "__hash__",
    eq = "__eq__",
    ne = "__ne__",
    lt = "__lt__",
    le = "__le__",
    gt = "__gt__",
    ge = "__ge__",
    bool = "__bool__",
    len = "__len__",
    getitem = "__getitem__",
    setitem = "__setitem__",
    delitem = "__delitem__",
    contains = "__contains__",
    iter = "__iter__",
    next = "__next__",
    call = "__call__",
    enter = "__enter__",
    exit = "__exit__",
    getattr = "__getattr__",
    getattribute = "__getattribute__",
    setattr = "__setattr__",
    delattr = "__delattr__",
    add = "__add__",
    sub = "__sub__",
    mul = "__mul__",
    truediv = "__truediv__",
    floordiv = "__floordiv__",
    mod_ = "__mod__",
    pow = "__pow__",
    lshift = "__lshift__",
    rshift = "__rshift__",
    and = "__and__",
    or = "__or__",
    xor = "__xor__",
    matmul = "__matmul__",
    radd = "__radd__",
    rsub = "__rsub__",
    rmul = "__rmul__",
    rtruediv = "__rtruediv__",
    rfloordiv = "__rfloordiv__",
    rmod = "__rmod__",
    rpow = "__rpow__",
    rlshift = "__rlshift__",
    rrshift = "__rrshift__",
    rand = "__rand__",
    ror = "__ror__",
    rxor = "__rxor__",
    rmatmul = "__rmatmul__",
    iadd = "__iadd__",
    isub = "__isub__",
    imul = "__imul__",
    itruediv = "__itruediv__",
    ifloordiv = "__ifloordiv__",
    imod = "__imod__",
    ipow = "__ipow__",
    ilshift = "__ilshift__",
    irshift = "__irshift__",
    iand = "__iand__",
    ior = "__ior__",
    ixor = "__ixor__",
    imatmul = "__imatmul__",
    neg = "__neg__",
    pos = "__pos__",
    invert = "__invert__",
    abs = "__abs__",
    index = "__index__",
    int = "__int__",
    float = "__float__",
    bytes = "__bytes__",
    round = "__round__",
    reversed = "__reversed__",
    format = "__format__",
    missing = "__missing__",
    set = "__set__",
    get = "__get__",
    delete = "__delete__",
    init_subclass = "__init_subclass__",
    set_name = "__set_name__",
    class_getitem = "__class_getitem__",
    name = "__name__",
    qualname = "__qualname__",
    module = "__module__",
    doc = "__doc__",
    dict = "__dict__",
    class = "__class__",
    slots = "__slots__",
    bases = "__bases__",
    mro = "__mro__",
    args = "args",
    errno = "errno",
    exit_code = "code",
    strerror = "strerror",
    traceback = "__traceback__",
    cause = "__cause__",
    context = "__context__",
    suppress_context = "__suppress_context__",
    defaults = "__defaults__",
    kwdefaults = "__kwdefaults__",
    code = "__code__",
    self_ = "__self__",
    func = "__func__",
    wrapped = "__wrapped__",
    main = "__main__",
    value = "value",
    fget = "fget",
    fset = "fset",
    fdel = "fdel",
    send = "send",
    throw = "throw",
    close = "close",
    setter = "setter",
    getter = "getter",
    deleter = "deleter",
    with_traceback = "with_traceback",
    mro_method = "mro",
    builtins = "builtins",
    divmod = "__divmod__",
    rdivmod = "__rdivmod__",
    floor = "__floor__",
    ceil = "__ceil__",
    trunc = "__trunc__",
    annotations = "__annotations__",
}

impl Special {
    pub fn id(self) -> NameId {
        self as NameId
    }
}

/// The interned names of one VM.
#[derive(Clone, Debug)]
pub struct Names {
    texts: Vec<Box<str>>,
    ids: HashMap<Box<str>, NameId>,
}

impl Default for Names {
    fn default() -> Self {
        Self::new()
    }
}

impl Names {
    pub fn new() -> Self {
        let mut n = Names {
            texts: Vec::new(),
            ids: HashMap::new(),
        };
        for s in Special::ALL {
            n.intern(s.text());
        }
        n
    }

    /// The id of `text`, interning it if it is new.
    pub fn intern(&mut self, text: &str) -> NameId {
        if let Some(&id) = self.ids.get(text) {
            return id;
        }
        let id = self.texts.len() as NameId;
        self.texts.push(text.into());
        self.ids.insert(text.into(), id);
        id
    }

    /// [`intern`](Self::intern) for a name the guest made (`getattr(o,
    /// name)`): a new one is kept twice, so a huge one asks first.
    pub fn try_intern(&mut self, text: &str) -> Result<NameId, crate::error::Exception> {
        if let Some(&id) = self.ids.get(text) {
            return Ok(id);
        }
        crate::heap::headroom::room_for_items(text.len(), 2)?;
        Ok(self.intern(text))
    }

    /// The id of `text` if it was ever interned (a name never interned
    /// names no attribute).
    pub fn lookup(&self, text: &str) -> Option<NameId> {
        self.ids.get(text).copied()
    }

    pub fn text(&self, id: NameId) -> &str {
        self.texts.get(id as usize).map_or("?", |s| s)
    }

    pub fn len(&self) -> usize {
        self.texts.len()
    }

    pub fn is_empty(&self) -> bool {
        self.texts.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specials_have_their_fixed_ids_and_names_intern_once() {
        let mut n = Names::new();
        assert_eq!(n.lookup("__init__"), Some(Special::init.id()));
        assert_eq!(n.text(Special::exit.id()), "__exit__");
        let a = n.intern("velocity");
        assert_eq!(n.intern("velocity"), a);
        assert_eq!(n.text(a), "velocity");
        assert_eq!(n.lookup("never"), None);
    }
}
