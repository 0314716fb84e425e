//! Classes defined by the program: bases, CPython's C3 method resolution
//! order, the class namespace and its version.
//!
//! A class's MRO lists the class itself first and ends in builtin types
//! (`object`, or an exception type's chain and then `object`). Attribute
//! lookup walks the classes of the MRO; the builtin types at its end answer
//! natively (`objects::instance`). Every change to a class's namespace bumps
//! its version and its subclasses' versions, which is what traces that
//! looked an attribute up at record time depend on.

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;

use super::intern::{NameId, Special};
use super::namespace::Namespace;
use super::shape::ShapeId;
use super::{Object, alloc};
use crate::builtins::Builtin;
use crate::error::{ExcKind, Exception, exc};
use crate::heap::{Heap, ObjRef};
use crate::value::Value;

#[derive(Clone, Debug)]
pub struct ClassObj {
    pub name: Box<str>,
    pub qualname: Box<str>,
    pub bases: Vec<Value>,
    /// The class itself, then its bases in C3 order, builtin types last.
    pub mro: Vec<Value>,
    pub attrs: Namespace,
    /// The shape a new instance starts with.
    pub root_shape: ShapeId,
    /// Bumped whenever this class or one of its bases changes.
    pub version: u32,
    /// The builtin exception type instances derive from, if any.
    pub exc_base: Option<ExcKind>,
    /// The builtin type (`list`, `dict`, `int`, `str`...) instances derive
    /// from, if any: each instance then carries a value of that type
    /// (`instance::base_value`) that the type's methods and operations
    /// act on.
    pub builtin_base: Option<Builtin>,
    /// The attribute names instances may have, when the class and its
    /// bases all declare `__slots__` (without `__dict__`): instances then
    /// have no `__dict__`. `None`: any name.
    pub slot_names: Option<Box<[NameId]>>,
    /// Classes that list this one as a base (so that a change reaches
    /// their versions).
    pub subclasses: Vec<ObjRef>,
    /// The most slots an instance has had (at most 64): room new
    /// instances get up front.
    pub slots_hint: u32,
    /// `type(cls)`: `type`, or a class of the program deriving from it.
    pub metaclass: Value,
}

impl ClassObj {
    pub fn for_each_child(&self, mut f: impl FnMut(Value)) {
        self.bases.iter().copied().for_each(&mut f);
        self.mro.iter().copied().for_each(&mut f);
        self.attrs.iter().for_each(|(_, v)| f(v));
        self.subclasses.iter().for_each(|r| f(Value::Class(*r)));
        f(self.metaclass);
    }
}

impl Heap {
    pub fn class(&self, r: ObjRef) -> Option<&ClassObj> {
        match self.get(r) {
            Some(Object::Class(c)) => Some(c),
            _ => None,
        }
    }

    pub fn class_mut(&mut self, r: ObjRef) -> Option<&mut ClassObj> {
        match self.get_mut(r) {
            Some(Object::Class(c)) => Some(c),
            _ => None,
        }
    }
}

/// The MRO of a type value used as a base: a class's own, an exception
/// type's chain, a builtin type and `object`.
pub fn mro_of(heap: &Heap, t: Value) -> Vec<Value> {
    match t {
        Value::Class(r) => heap.class(r).map(|c| c.mro.clone()).unwrap_or_default(),
        Value::ExcType(k) => {
            let mut v = Vec::new();
            let mut k = Some(k);
            while let Some(c) = k {
                v.push(Value::ExcType(c));
                k = c.parent();
            }
            v.push(Value::Builtin(Builtin::Object));
            v
        }
        Value::Builtin(Builtin::Object) => alloc::vec![t],
        Value::Builtin(Builtin::Bool) => alloc::vec![
            t,
            Value::Builtin(Builtin::Int),
            Value::Builtin(Builtin::Object)
        ],
        Value::Builtin(_) => alloc::vec![t, Value::Builtin(Builtin::Object)],
        _ => Vec::new(),
    }
}

/// CPython's C3 linearization of `bases` for a class named `name` (the
/// class itself is not included).
fn c3(heap: &Heap, bases: &[Value]) -> Result<Vec<Value>, Exception> {
    let mut seqs: Vec<Vec<Value>> = bases.iter().map(|&b| mro_of(heap, b)).collect();
    seqs.push(bases.to_vec());
    let mut out = Vec::new();
    loop {
        seqs.retain(|s| !s.is_empty());
        if seqs.is_empty() {
            return Ok(out);
        }
        let candidate = seqs.iter().map(|s| s[0]).find(|c| {
            seqs.iter()
                .all(|s| !s[1..].iter().any(|x| same_type(*x, *c)))
        });
        let Some(c) = candidate else {
            let mut names: Vec<String> = Vec::new();
            for s in &seqs {
                let n = String::from(type_value_name(heap, s[0]));
                if !names.contains(&n) {
                    names.push(n);
                }
            }
            return Err(exc!(
                TypeError,
                "Cannot create a consistent method resolution\norder (MRO) for bases {}",
                names.join(", ")
            ));
        };
        out.push(c);
        for s in seqs.iter_mut() {
            if same_type(s[0], c) {
                s.remove(0);
            }
        }
    }
}

fn same_type(a: Value, b: Value) -> bool {
    a == b
}

/// The name of a type value (`C`, `ValueError`, `int`).
pub fn type_value_name(heap: &Heap, t: Value) -> &str {
    match t {
        Value::Class(r) => heap.class(r).map_or("?", |c| &c.name),
        Value::ExcType(k) => k.name(),
        Value::Builtin(b) => b.name(),
        _ => "?",
    }
}

/// Makes class `qualname` with `bases` (the class body fills its namespace
/// afterwards).
pub fn new_class(heap: &mut Heap, qualname: &str, bases: &[Value]) -> Result<Value, Exception> {
    let name = qualname.rsplit('.').next().unwrap_or(qualname);
    for (i, b) in bases.iter().enumerate() {
        match b {
            Value::Class(_)
            | Value::ExcType(_)
            | Value::Builtin(Builtin::Object)
            // A metaclass.
            | Value::Builtin(Builtin::Type) => {}
            Value::Builtin(t) if is_subclassable(*t) => {}
            Value::Builtin(t) if t.is_type() => {
                return Err(exc!(
                    TypeError,
                    "type '{}' is not an acceptable base type",
                    t.name()
                ));
            }
            other => {
                return Err(exc!(
                    TypeError,
                    "bases must be types, not '{}'",
                    super::type_name(heap, *other)
                ));
            }
        }
        if bases[..i].contains(b) {
            return Err(exc!(
                TypeError,
                "duplicate base class {}",
                type_value_name(heap, *b)
            ));
        }
    }
    let bases: Vec<Value> = if bases.is_empty() {
        alloc::vec![Value::Builtin(Builtin::Object)]
    } else {
        bases.to_vec()
    };
    let rest = c3(heap, &bases)?;
    let exc_base = rest.iter().find_map(|t| match t {
        Value::ExcType(k) => Some(*k),
        _ => None,
    });
    let builtin_base = layout_base(heap, &bases, exc_base)?;
    let root_shape = heap
        .shapes
        .new_root()
        .ok_or_else(|| exc!(MemoryError, "too many classes"))?;
    let version = heap.fresh_class_version();
    let cls = ClassObj {
        name: name.into(),
        qualname: qualname.into(),
        bases: bases.clone(),
        mro: Vec::new(),
        attrs: Namespace::new(),
        root_shape,
        version,
        exc_base,
        builtin_base,
        slot_names: None,
        subclasses: Vec::new(),
        slots_hint: 0,
        metaclass: Value::Builtin(Builtin::Type),
    };
    let v = alloc(heap, Object::Class(Box::new(cls)), Value::Class)?;
    let Value::Class(r) = v else {
        return Err(exc!(SystemError, "class allocation"));
    };
    let mut mro = alloc::vec![v];
    mro.extend(rest);
    if let Some(c) = heap.class_mut(r) {
        c.mro = mro;
    }
    for b in &bases {
        if let Value::Class(br) = b
            && let Some(bc) = heap.class_mut(*br)
        {
            bc.subclasses.push(r);
        }
    }
    Ok(v)
}

/// The names instances of class value `cls` are restricted to by
/// `__slots__` (see [`ClassObj::slot_names`]); `None` when unrestricted.
pub fn slot_names(heap: &Heap, cls: Value) -> Option<&[NameId]> {
    match cls {
        Value::Class(r) => heap.class(r)?.slot_names.as_deref(),
        _ => None,
    }
}

/// What base `b` leaves its subclasses' instances: `Some(names)` when its
/// instances have only those attributes (a class with `__slots__`, or a
/// builtin type other than the exceptions), `None` when they have a
/// `__dict__`.
fn base_slots(heap: &Heap, b: Value) -> Option<Vec<NameId>> {
    match b {
        Value::Class(r) => heap.class(r)?.slot_names.as_deref().map(<[NameId]>::to_vec),
        Value::Builtin(_) => Some(Vec::new()),
        _ => None,
    }
}

/// Restricts the instances of class `r` to the names `own` (its
/// `__slots__`, `None` if it declares none) and its bases' slots, unless
/// `__dict__` is among them or a base's instances have a dict; refuses a
/// slot that is also a class attribute, as CPython does.
pub fn apply_slots(heap: &mut Heap, r: ObjRef, own: Option<Vec<NameId>>) -> Result<(), Exception> {
    let Some(own) = own else {
        return Ok(());
    };
    let Some(c) = heap.class(r) else {
        return Ok(());
    };
    let slots_name = heap.names.lookup("__slots__");
    for &n in &own {
        if Some(n) != slots_name && c.attrs.get(n).is_some() {
            return Err(exc!(
                ValueError,
                "'{}' in __slots__ conflicts with class variable",
                heap.names.text(n)
            ));
        }
    }
    let dict = super::intern::Special::dict.id();
    if own.contains(&dict) {
        return Ok(());
    }
    let mut names = own;
    for b in c.bases.clone() {
        match base_slots(heap, b) {
            Some(more) => names.extend(more),
            None => return Ok(()),
        }
    }
    if let Some(c) = heap.class_mut(r) {
        c.slot_names = Some(names.into_boxed_slice());
    }
    Ok(())
}

/// Whether a class may derive from builtin type `t` (CPython refuses
/// `bool`, `range`, `slice`, functions and the like).
pub fn is_subclassable(t: Builtin) -> bool {
    matches!(
        t,
        Builtin::Int
            | Builtin::Float
            | Builtin::Complex
            | Builtin::Str
            | Builtin::List
            | Builtin::Dict
            | Builtin::Set
            | Builtin::FrozenSet
            | Builtin::Tuple
            | Builtin::Bytes
            | Builtin::ByteArray
    )
}

/// Whether a subclass's instance gets an empty value of builtin type `t`
/// that `__init__` fills (`list`, `dict`, `set`, `bytearray`), rather than
/// the value the arguments make (the immutable types).
pub fn filled_by_init(t: Builtin) -> bool {
    matches!(
        t,
        Builtin::List | Builtin::Dict | Builtin::Set | Builtin::ByteArray
    )
}

/// The builtin type whose values instances of a class with `bases` carry:
/// at most one, and not with an exception type (CPython's layout
/// conflict).
fn layout_base(
    heap: &Heap,
    bases: &[Value],
    exc_base: Option<ExcKind>,
) -> Result<Option<Builtin>, Exception> {
    let mut found: Option<Builtin> = None;
    for b in bases {
        let t = match b {
            Value::Builtin(t) if is_subclassable(*t) => Some(*t),
            Value::Class(r) => heap.class(*r).and_then(|c| c.builtin_base),
            _ => None,
        };
        match (found, t) {
            (_, None) => {}
            (None, Some(t)) => found = Some(t),
            (Some(f), Some(t)) if f == t => {}
            (Some(_), Some(_)) => {
                return Err(exc!(
                    TypeError,
                    "multiple bases have instance lay-out conflict"
                ));
            }
        }
    }
    if found.is_some() && exc_base.is_some() {
        return Err(exc!(
            TypeError,
            "multiple bases have instance lay-out conflict"
        ));
    }
    Ok(found)
}

/// `type(v)` for a class value: its metaclass (`type` for builtin types).
pub fn metaclass_of(heap: &Heap, v: Value) -> Value {
    match v {
        Value::Class(r) => heap
            .class(r)
            .map_or(Value::Builtin(Builtin::Type), |c| c.metaclass),
        _ => Value::Builtin(Builtin::Type),
    }
}

/// The program's metaclass of class value `v`, if it has one (a class
/// deriving from `type`, whose methods and special methods apply to `v`).
pub fn user_metaclass(heap: &Heap, v: Value) -> Option<Value> {
    match metaclass_of(heap, v) {
        m @ Value::Class(_) => Some(m),
        _ => None,
    }
}

/// Whether class value `t` is a metaclass (`type` or derives from it).
pub fn is_metaclass(heap: &Heap, t: Value) -> bool {
    match t {
        Value::Builtin(Builtin::Type) => true,
        // Read in place: every call of a class asks.
        Value::Class(r) => heap
            .class(r)
            .is_some_and(|c| c.mro.contains(&Value::Builtin(Builtin::Type))),
        _ => false,
    }
}

/// Looks `name` up along the MRO of class value `cls`, in the classes the
/// program defined (builtin types at the end answer natively).
pub fn lookup(heap: &Heap, cls: Value, name: NameId) -> Option<Value> {
    let Value::Class(r) = cls else {
        return None;
    };
    let epoch = heap.class_epoch();
    if let Some(hit) = heap.lookup_cache.get(r, epoch, name) {
        return hit;
    }
    let c = heap.class(r)?;
    let mut found = c.attrs.get(name);
    // `__doc__` is every class's own (CPython's `type` puts one, `None`
    // when there is no docstring, in each class): never a base's.
    if found.is_none() && name != Special::doc.id() {
        for t in c.mro.iter().skip(1) {
            match t {
                Value::Class(tr) => {
                    if let Some(v) = heap.class(*tr).and_then(|tc| tc.attrs.get(name)) {
                        found = Some(v);
                        break;
                    }
                }
                // The builtin base answers for what it has, before the
                // classes after it in the MRO (`int.__hash__` before
                // `Enum.__hash__` in `class IntEnum(int, Enum)`).
                Value::Builtin(b) if c.builtin_base == Some(*b) && builtin_has(heap, *b, name) => {
                    break;
                }
                _ => {}
            }
        }
    }
    heap.lookup_cache.put(r, epoch, name, found);
    found
}

/// Whether builtin type `b` has attribute `name` of its own.
fn builtin_has(heap: &Heap, b: Builtin, name: NameId) -> bool {
    super::Attr::from_name(heap.names.text(name))
        .is_some_and(|a| crate::builtins::type_has_method(b, a))
}

/// [`lookup`] starting after `after` in the MRO of `cls` (what `super()`
/// does).
pub fn lookup_after(heap: &Heap, cls: Value, after: Value, name: NameId) -> Option<Value> {
    let mro = mro_of(heap, cls);
    let start = mro.iter().position(|t| *t == after)? + 1;
    for t in &mro[start..] {
        if let Value::Class(tr) = t
            && let Some(v) = heap.class(*tr).and_then(|tc| tc.attrs.get(name))
        {
            return Some(v);
        }
    }
    None
}

/// Sets a class attribute and bumps the versions that depend on it.
pub fn set_attr(heap: &mut Heap, r: ObjRef, name: NameId, v: Value) {
    if let Some(c) = heap.class_mut(r) {
        c.attrs.set(name, v);
    }
    bump_version(heap, r, 0);
}

/// Deletes a class attribute; false if it had none of that name.
pub fn del_attr(heap: &mut Heap, r: ObjRef, name: NameId) -> bool {
    let removed = heap.class_mut(r).is_some_and(|c| c.attrs.remove(name));
    if removed {
        bump_version(heap, r, 0);
    }
    removed
}

fn bump_version(heap: &mut Heap, r: ObjRef, depth: usize) {
    if depth > 64 {
        return;
    }
    let version = heap.fresh_class_version();
    let subs = match heap.class_mut(r) {
        Some(c) => {
            c.version = version;
            c.subclasses.clone()
        }
        None => return,
    };
    heap.class_versions_changed = true;
    for s in subs {
        bump_version(heap, s, depth + 1);
    }
}

/// Whether type value `t` is `base` or derives from it.
pub fn is_subtype(heap: &Heap, t: Value, base: Value) -> bool {
    if t == base || base == Value::Builtin(Builtin::Object) && is_type(t) {
        return true;
    }
    match (t, base) {
        (Value::ExcType(a), Value::ExcType(b)) => a.is_subclass_of(b),
        (Value::Class(_), _) => mro_of(heap, t).contains(&base),
        _ => false,
    }
}

/// CPython's `Py_TPFLAGS_SEQUENCE` and `Py_TPFLAGS_MAPPING`, as a class's
/// `__abc_tpflags__` gives them (what `collections.abc` sets the flags
/// from; the guest `collections` classes carry it).
const TPFLAGS_SEQUENCE: i64 = 1 << 5;
const TPFLAGS_MAPPING: i64 = 1 << 6;

/// The `__abc_tpflags__` of `v`'s class (0 for anything but an instance of
/// a class that has it).
fn abc_flags(heap: &Heap, v: Value) -> i64 {
    let Value::Instance(r) = v else {
        return 0;
    };
    let Some(name) = heap.names.lookup("__abc_tpflags__") else {
        return 0;
    };
    match lookup(heap, super::instance::class_of(heap, r), name) {
        Some(Value::Int(f)) => f,
        _ => 0,
    }
}

/// Whether a `match` sequence pattern takes `v` (a list, tuple or range,
/// or an instance of a class flagged as a sequence; never a str, bytes or
/// bytearray). The class decides, so tier 2 guards it by shape.
pub fn matches_sequence(heap: &Heap, v: Value) -> bool {
    match v {
        Value::List(_) | Value::Tuple(_) | Value::Range(_) => true,
        _ => {
            abc_flags(heap, v) & TPFLAGS_SEQUENCE != 0
                || matches!(
                    super::instance::base_value(heap, v),
                    Some(Value::List(_) | Value::Tuple(_))
                )
        }
    }
}

/// Whether a `match` mapping pattern takes `v` (a dict, or an instance of
/// a class flagged as a mapping).
pub fn matches_mapping(heap: &Heap, v: Value) -> bool {
    matches!(v, Value::Dict(_))
        || abc_flags(heap, v) & TPFLAGS_MAPPING != 0
        || matches!(super::instance::base_value(heap, v), Some(Value::Dict(_)))
}

/// Whether `v` is a type object.
pub fn is_type(v: Value) -> bool {
    match v {
        Value::Class(_) | Value::ExcType(_) => true,
        Value::Builtin(b) => b.is_type(),
        _ => false,
    }
}

/// The `__dict__`-visible name of a class (for reprs): `__main__.C`.
pub fn qualified_name(heap: &Heap, r: ObjRef) -> QualifiedName<'_> {
    let Some(c) = heap.class(r) else {
        return QualifiedName("__main__", "?");
    };
    // The class body stored its module's `__name__` (a frozen module's
    // classes are that module's, as CPython shows them).
    let module = match c.attrs.get(crate::objects::intern::Special::module.id()) {
        Some(Value::Str(s)) => heap.str(s),
        _ => "__main__",
    };
    QualifiedName(module, &c.qualname)
}

/// A class's name with its module, written where it is needed rather than
/// copied: a program may name a class with all the memory there is.
pub struct QualifiedName<'a>(&'a str, &'a str);

impl core::fmt::Display for QualifiedName<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        if self.0 == "builtins" {
            return f.write_str(self.1);
        }
        write!(f, "{}.{}", self.0, self.1)
    }
}

/// Whether `v` is an instance of a class of the program that defines any
/// of `specials` (its operations then need the interpreter).
pub fn instance_defines(heap: &Heap, v: Value, specials: &[Special]) -> bool {
    let Value::Instance(r) = v else {
        return false;
    };
    let cls = super::instance::class_of(heap, r);
    specials.iter().any(|s| lookup(heap, cls, s.id()).is_some())
}

/// Whether instances of `cls` define special method `s` themselves (in a
/// class of the program).
pub fn has_special(heap: &Heap, cls: Value, s: Special) -> bool {
    lookup(heap, cls, s.id()).is_some()
}
