//! Instances of classes: their attribute storage by shape, and the extra
//! state of exception instances.
//!
//! An instance keeps its attributes in a vector laid out by its shape
//! (`objects::shape`); past the shape limits it keeps them in a
//! [`Namespace`] instead (its shape is then [`DICT_SHAPE`]). This module
//! stores and finds attributes in the instance itself; the full attribute
//! protocol (class attributes, descriptors, `__getattr__`) needs the
//! interpreter and lives in `interp/attrs.rs`.

use alloc::boxed::Box;
use alloc::vec::Vec;
use core::mem::ManuallyDrop;

use super::Object;
use super::attr_slots::AttrSlots;
use super::intern::NameId;
use super::namespace::Namespace;
use super::shape::ShapeId;
use crate::error::{ExcKind, Exception, TraceEntry, exc};
use crate::heap::{Heap, ObjRef};
use crate::value::Value;

/// The shape of an instance that keeps its attributes in a map.
pub const DICT_SHAPE: ShapeId = u32::MAX;

#[derive(Clone, Debug)]
pub struct InstanceObj {
    /// Its class ([`InstanceObj::class`]): kept in 8 bytes, so that a heap
    /// entry is 64 (one cache line).
    class: InstanceClass,
    pub shape: ShapeId,
    pub slots: AttrSlots,
    /// What few instances have, out of line so that every heap entry
    /// stays small.
    extra: Option<Box<Extra>>,
}

/// What an instance's class can be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum InstanceClass {
    /// A layout probe's.
    None,
    Class(ObjRef),
    /// A builtin exception type.
    Exc(ExcKind),
    /// A builtin type (`object()`).
    Builtin(crate::builtins::Builtin),
}

impl InstanceClass {
    fn of(v: Value) -> Option<Self> {
        match v {
            Value::Class(r) => Some(InstanceClass::Class(r)),
            Value::ExcType(k) => Some(InstanceClass::Exc(k)),
            Value::Builtin(b) => Some(InstanceClass::Builtin(b)),
            _ => None,
        }
    }
}

#[derive(Clone, Debug, Default)]
struct Extra {
    /// The attributes when `shape` is [`DICT_SHAPE`].
    dict: Option<Namespace>,
    /// The attributes, when the program asked for the instance's
    /// `__dict__` (`shape` is then [`DICT_SHAPE`] and `dict` is `None`):
    /// a dict of the guest's, by str keys, which it may change itself.
    attr_dict: Option<ObjRef>,
    exc: Option<ExcState>,
    /// The value of the builtin type the class derives from (the list of
    /// a `list` subclass's instance), which that type's methods act on.
    base: Option<Value>,
}

/// What an exception instance carries besides its attributes.
#[derive(Clone, Debug)]
pub struct ExcState {
    /// `e.args`, a tuple.
    pub args: Value,
    /// The frames it passed through, innermost first (each frame it leaves
    /// is pushed: unwinding a deep stack is linear); reports reverse it.
    pub traceback: Vec<TraceEntry>,
    pub cause: Value,
    pub context: Value,
    pub suppress_context: bool,
    /// The "Did you mean" a traceback prints after the message.
    pub hint: Option<alloc::string::String>,
    /// What the hint is made from when the error is reported
    /// (`Exception::hint_attr`).
    pub hint_attr: Option<(Value, alloc::string::String)>,
}

impl InstanceObj {
    /// No class, no attributes (a layout probe).
    pub fn empty() -> Self {
        InstanceObj {
            class: InstanceClass::None,
            shape: DICT_SHAPE,
            slots: AttrSlots::new(),
            extra: None,
        }
    }

    /// `Value::Class`, `Value::ExcType` for an instance of a builtin
    /// exception type, or `Value::Builtin` (`object()`).
    #[inline]
    pub fn class(&self) -> Value {
        match self.class {
            InstanceClass::Class(r) => Value::Class(r),
            InstanceClass::Exc(k) => Value::ExcType(k),
            InstanceClass::Builtin(b) => Value::Builtin(b),
            InstanceClass::None => Value::None,
        }
    }

    /// The attribute map of an instance past the shape limits.
    pub fn dict(&self) -> Option<&Namespace> {
        self.extra.as_ref()?.dict.as_ref()
    }

    pub fn dict_mut(&mut self) -> Option<&mut Namespace> {
        self.extra.as_mut()?.dict.as_mut()
    }

    fn set_dict(&mut self, ns: Namespace) {
        self.extra.get_or_insert_with(Box::default).dict = Some(ns);
    }

    /// The dict the attributes live in once the program asked for the
    /// instance's `__dict__`.
    pub fn attr_dict(&self) -> Option<ObjRef> {
        self.extra.as_ref()?.attr_dict
    }

    /// What an exception instance carries.
    pub fn exc(&self) -> Option<&ExcState> {
        self.extra.as_ref()?.exc.as_ref()
    }

    pub fn exc_mut(&mut self) -> Option<&mut ExcState> {
        self.extra.as_mut()?.exc.as_mut()
    }

    /// The builtin value of an instance of a class deriving from a
    /// builtin type ([`base_value`]).
    pub fn base(&self) -> Option<Value> {
        self.extra.as_ref()?.base
    }

    pub fn for_each_child(&self, mut f: impl FnMut(Value)) {
        f(self.class());
        if let Some(b) = self.base() {
            f(b);
        }
        self.slots.as_slice().iter().copied().for_each(&mut f);
        if let Some(d) = self.dict() {
            d.iter().for_each(|(_, v)| f(v));
        }
        if let Some(d) = self.attr_dict() {
            f(Value::Dict(d));
        }
        if let Some(e) = self.exc() {
            f(e.args);
            f(e.cause);
            f(e.context);
        }
    }

    /// Inlined with [`Object::size_estimate`] when an instance is made:
    /// the common instance, with no `extra`, then never has its address
    /// taken and is written into its heap entry from registers.
    #[inline(always)]
    pub fn size_estimate(&self) -> usize {
        Self::owned_bytes(&self.slots, &self.extra)
    }

    /// What an instance made of these parts owns.
    #[inline(always)]
    fn owned_bytes(slots: &AttrSlots, extra: &Option<Box<Extra>>) -> usize {
        let slots = slots.capacity() * core::mem::size_of::<Value>();
        match extra {
            None => slots,
            Some(extra) => slots + extra.size_estimate(),
        }
    }
}

impl Extra {
    fn size_estimate(&self) -> usize {
        core::mem::size_of::<Extra>()
            + self.dict.as_ref().map_or(0, |d| d.size_estimate())
            + self.exc.as_ref().map_or(0, |e| {
                core::mem::size_of::<ExcState>()
                    + e.traceback.capacity() * core::mem::size_of::<TraceEntry>()
            })
    }
}

impl Heap {
    pub fn instance(&self, r: ObjRef) -> Option<&InstanceObj> {
        match self.get(r) {
            Some(Object::Instance(i)) => Some(i),
            _ => None,
        }
    }

    pub fn instance_mut(&mut self, r: ObjRef) -> Option<&mut InstanceObj> {
        match self.get_mut(r) {
            Some(Object::Instance(i)) => Some(i),
            _ => None,
        }
    }

    pub fn exc_state(&self, r: ObjRef) -> Option<&ExcState> {
        self.instance(r).and_then(|i| i.exc())
    }

    pub fn exc_state_mut(&mut self, r: ObjRef) -> Option<&mut ExcState> {
        self.instance_mut(r).and_then(|i| i.exc_mut())
    }
}

/// The builtin exception type an instance of `class` derives from.
pub fn exc_base_of(heap: &Heap, class: Value) -> Option<ExcKind> {
    match class {
        Value::ExcType(k) => Some(k),
        Value::Class(r) => heap.class(r).and_then(|c| c.exc_base),
        _ => None,
    }
}

/// The value of the builtin type `v` carries, when `v` is an instance of
/// a class deriving from one (`class L(list)`).
#[inline]
pub fn base_value(heap: &Heap, v: Value) -> Option<Value> {
    match v {
        Value::Instance(r) => heap.instance(r)?.base(),
        _ => None,
    }
}

/// `v` as the builtin operations see it: the value of its builtin base
/// when it has one (`[1] + L([2])`), else itself.
#[inline]
pub fn plain(heap: &Heap, v: Value) -> Value {
    base_value(heap, v).unwrap_or(v)
}

/// The builtin value of `v` when `v` is an instance of a class deriving
/// from a builtin type and neither its classes nor the instance itself
/// have an attribute `name` (so `v.name`, or the operation of special
/// method `name`, is the builtin value's).
pub fn base_answering(heap: &Heap, v: Value, name: NameId) -> Option<Value> {
    let Value::Instance(r) = v else {
        return None;
    };
    let i = heap.instance(r)?;
    let base = i.base()?;
    if super::class::lookup(heap, i.class(), name).is_some() || get_own(heap, r, name).is_some() {
        return None;
    }
    Some(base)
}

/// The dict of instance `v` and its class's `__missing__`, when the class
/// derives from `dict`, leaves `__getitem__` to it and defines
/// `__missing__` as a plain function (a `defaultdict`): `v[key]` is then
/// the dict's item, or a call of that function for a key the dict lacks.
pub fn dict_and_missing(heap: &Heap, v: Value) -> Option<(ObjRef, Value)> {
    let missing = super::intern::Special::missing.id();
    let Value::Dict(d) = base_answering(heap, v, super::intern::Special::getitem.id())? else {
        return None;
    };
    let Value::Instance(r) = v else {
        return None;
    };
    match super::class::lookup(heap, class_of(heap, r), missing)? {
        f @ Value::Func(_) => Some((d, f)),
        _ => None,
    }
}

/// The builtin value a call `v.attr(...)` acts on, when `v` is an
/// instance of a class deriving from a builtin type whose method `attr`
/// nothing of the program's overrides.
pub fn base_method_receiver(heap: &Heap, v: Value, attr: super::Attr) -> Option<Value> {
    let base = match heap.names.lookup(attr.name()) {
        Some(id) => base_answering(heap, v, id)?,
        // A name never interned: no class or instance has it.
        None => base_value(heap, v)?,
    };
    super::method::has_method(base, attr).then_some(base)
}

/// Gives instance `r` its builtin value (once, when it is made).
pub fn set_base(heap: &mut Heap, r: ObjRef, base: Value) {
    if let Some(i) = heap.instance_mut(r) {
        i.extra.get_or_insert_with(Box::default).base = Some(base);
    }
}

/// What an exception instance (`is_exc`) or one keeping its attributes
/// in a dict carries beyond its slots.
#[cold]
fn new_extra(is_exc: bool, shape: ShapeId, args: Value) -> Box<Extra> {
    Box::new(Extra {
        dict: (shape == DICT_SHAPE).then(Namespace::new),
        exc: is_exc.then(|| ExcState {
            args,
            traceback: Vec::new(),
            cause: Value::None,
            context: Value::None,
            suppress_context: false,
            hint: None,
            hint_attr: None,
        }),
        attr_dict: None,
        base: None,
    })
}

/// A new instance of `class` with no attributes (an exception's `args`
/// are `args`).
pub fn new_instance(heap: &mut Heap, class: Value, args: Value) -> Result<Value, Exception> {
    match make_instance(heap, class, args) {
        Ok(r) => Ok(Value::Instance(r)),
        Err(NoInstance::NoMemory) => Err(exc!(MemoryError, "out of memory")),
        Err(NoInstance::NotAClass) => {
            Err(exc!(SystemError, "an instance of a value that is no class"))
        }
    }
}

/// Why [`make_instance`] made nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoInstance {
    NoMemory,
    NotAClass,
}

/// [`new_instance`] for callers that want the reference itself: machine
/// code's helper gets it back in a register. Through the `Result<Value,
/// Exception>` in memory it read the value's tag as a word just after it
/// was stored as a byte (a store-forwarding stall per instance made).
#[inline]
pub fn make_instance(heap: &mut Heap, class: Value, args: Value) -> Result<ObjRef, NoInstance> {
    let (shape, hint) = match class {
        Value::Class(r) => heap
            .class(r)
            .map_or((DICT_SHAPE, 0), |c| (c.root_shape, c.slots_hint as usize)),
        _ => (DICT_SHAPE, 0),
    };
    // Room for the attributes instances of the class ended up with so far:
    // `__init__` then adds them without growing the vector.
    let slots = match heap.blocks.take(hint) {
        Some(block) => AttrSlots::with_block(block),
        None => {
            let mut s = AttrSlots::new();
            if s.reserve_total(hint).is_err() {
                return Err(NoInstance::NoMemory);
            }
            s
        }
    };
    let Some(class_ref) = InstanceClass::of(class) else {
        return Err(NoInstance::NotAClass);
    };
    // Most instances have neither: nothing more is built for them (an
    // `ExcState` made and dropped per instance was a tenth of the time of
    // allocation-heavy programs).
    let is_exc = exc_base_of(heap, class).is_some();
    let extra = if is_exc || shape == DICT_SHAPE {
        Some(new_extra(is_exc, shape, args))
    } else {
        None
    };
    let bytes = core::mem::size_of::<Object>() + InstanceObj::owned_bytes(&slots, &extra);
    // Not dropped should the claim unwind: so they can wait for it in
    // registers, and the instance is built after it, in its entry.
    let (slots, extra) = (ManuallyDrop::new(slots), ManuallyDrop::new(extra));
    let Ok(claim) = heap.claim(bytes) else {
        drop(ManuallyDrop::into_inner(slots));
        drop(ManuallyDrop::into_inner(extra));
        return Err(NoInstance::NoMemory);
    };
    Ok(heap.fill(
        claim,
        Object::Instance(InstanceObj {
            class: class_ref,
            shape,
            slots: ManuallyDrop::into_inner(slots),
            extra: ManuallyDrop::into_inner(extra),
        }),
    ))
}

/// A new instance of `class` (deriving from a builtin type) carrying
/// `base`, a value of that type.
pub fn new_derived(heap: &mut Heap, class: Value, base: Value) -> Result<Value, Exception> {
    heap.push_root(base);
    let made = new_instance(heap, class, Value::None);
    heap.pop_roots(1);
    let inst = made?;
    if let Value::Instance(r) = inst {
        set_base(heap, r, base);
    }
    Ok(inst)
}

/// The builtin type instances of `class` derive from.
pub fn builtin_base_of(heap: &Heap, class: Value) -> Option<crate::builtins::Builtin> {
    match class {
        Value::Class(r) => heap.class(r).and_then(|c| c.builtin_base),
        _ => None,
    }
}

/// The class of an instance value.
pub fn class_of(heap: &Heap, r: ObjRef) -> Value {
    heap.instance(r).map_or(Value::None, |i| i.class())
}

/// Attribute `name` stored in the instance itself.
#[inline]
pub fn get_own(heap: &Heap, r: ObjRef, name: NameId) -> Option<Value> {
    let i = heap.instance(r)?;
    if i.shape == DICT_SHAPE {
        if let Some(d) = i.attr_dict() {
            return super::dict::get_str(heap, d, heap.names.text(name));
        }
        return i.dict()?.get(name);
    }
    let at = heap.shapes.index_of(i.shape, name)?;
    i.slots.get(at)
}

/// Stores attribute `name` in the instance.
pub fn set_own(heap: &mut Heap, r: ObjRef, name: NameId, v: Value) -> Result<(), Exception> {
    let Some(i) = heap.instance(r) else {
        return Err(exc!(SystemError, "not an instance"));
    };
    // `__slots__`: no other names (and no `__dict__`).
    if let Some(allowed) = super::class::slot_names(heap, i.class())
        && !allowed.contains(&name)
    {
        return Err(no_slot(heap, r, name));
    }
    if name == super::intern::Special::dict.id() {
        // `obj.__dict__ = d`: `d` holds the attributes from now on.
        let Value::Dict(d) = v else {
            return Err(exc!(
                TypeError,
                "__dict__ must be set to a dictionary, not a '{}'",
                super::type_name(heap, v)
            ));
        };
        if let Some(i) = heap.instance_mut(r) {
            i.shape = DICT_SHAPE;
            i.slots.clear();
            let extra = i.extra.get_or_insert_with(Box::default);
            extra.dict = None;
            extra.attr_dict = Some(d);
        }
        return Ok(());
    }
    if let Some(d) = i.attr_dict() {
        let key = crate::ops::new_str(heap, alloc::string::String::from(heap.names.text(name)))?;
        return super::dict::set(heap, d, key, v);
    }
    let shape = i.shape;
    if shape != DICT_SHAPE {
        if let Some(at) = heap.shapes.index_of(shape, name) {
            if let Some(i) = heap.instance_mut(r) {
                i.slots.set(at, v);
            }
            return Ok(());
        }
        match heap.shapes.add(shape, name) {
            Some(next) => {
                if let Some(i) = heap.instance_mut(r) {
                    i.slots
                        .push(v)
                        .ok_or_else(|| exc!(MemoryError, "out of memory"))?;
                    i.shape = next;
                    let (cls, n) = (i.class(), i.slots.len());
                    note_slots(heap, cls, n);
                }
                return Ok(());
            }
            None => to_dict_mode(heap, r),
        }
    }
    if let Some(d) = heap.instance_mut(r).and_then(|i| i.dict_mut()) {
        d.set(name, v);
    }
    Ok(())
}

/// `obj.__class__ = cls`, with CPython's checks: both classes the
/// program's, with the same layout (builtin base, exception base,
/// `__slots__`). The attributes move to a shape of the new class's (shapes
/// are per class, so caches and traces keyed by shape see the change).
pub fn set_class(heap: &mut Heap, r: ObjRef, cls: Value) -> Result<(), Exception> {
    let Some(old) = heap.instance(r).map(|i| i.class()) else {
        return Err(exc!(SystemError, "not an instance"));
    };
    let builtin_type =
        matches!(cls, Value::Builtin(b) if b.is_type()) || matches!(cls, Value::ExcType(_));
    let Value::Class(new_ref) = cls else {
        if builtin_type {
            return Err(exc!(
                TypeError,
                "__class__ assignment only supported for mutable types or ModuleType subclasses"
            ));
        }
        return Err(exc!(
            TypeError,
            "__class__ must be set to a class, not '{}' object",
            super::type_name(heap, cls)
        ));
    };
    if !matches!(old, Value::Class(_)) {
        return Err(exc!(
            TypeError,
            "__class__ assignment only supported for mutable types or ModuleType subclasses"
        ));
    }
    let layout = |c: Value| {
        (
            builtin_base_of(heap, c),
            exc_base_of(heap, c),
            super::class::slot_names(heap, c).map(|s| s.to_vec()),
        )
    };
    if layout(old) != layout(cls) {
        return Err(exc!(
            TypeError,
            "__class__ assignment: '{}' object layout differs from '{}'",
            super::class::type_value_name(heap, cls),
            super::class::type_value_name(heap, old)
        ));
    }
    let root = heap.class(new_ref).map(|c| c.root_shape);
    let keeps_map = heap.instance(r).is_some_and(|i| i.shape == DICT_SHAPE);
    let attrs = if keeps_map {
        Vec::new()
    } else {
        own_attrs(heap, r)
    };
    if let Some(i) = heap.instance_mut(r) {
        i.class = InstanceClass::Class(new_ref);
        if !keeps_map && let Some(root) = root {
            i.shape = root;
            i.slots.clear();
        }
    }
    for (n, v) in attrs {
        set_own(heap, r, n, v)?;
    }
    Ok(())
}

/// Moves an instance's attributes from its shape into a map.
fn to_dict_mode(heap: &mut Heap, r: ObjRef) {
    let Some(i) = heap.instance(r) else {
        return;
    };
    let names: Vec<NameId> = heap.shapes.names(i.shape).to_vec();
    let mut ns = Namespace::new();
    for (n, v) in names.iter().zip(i.slots.as_slice()) {
        ns.set(*n, *v);
    }
    if let Some(i) = heap.instance_mut(r) {
        i.shape = DICT_SHAPE;
        i.slots.clear();
        i.set_dict(ns);
    }
}

/// Deletes attribute `name` from the instance; false if it had none.
pub fn del_own(heap: &mut Heap, r: ObjRef, name: NameId) -> bool {
    let Some(i) = heap.instance(r) else {
        return false;
    };
    if let Some(d) = i.attr_dict() {
        let text = alloc::string::String::from(heap.names.text(name));
        return crate::ops::new_str(heap, text)
            .and_then(|key| super::dict::remove(heap, d, key))
            .is_ok_and(|v| v.is_some());
    }
    if i.shape == DICT_SHAPE {
        return heap
            .instance_mut(r)
            .and_then(|i| i.dict_mut())
            .is_some_and(|d| d.remove(name));
    }
    if heap.shapes.index_of(i.shape, name).is_none() {
        return false;
    }
    // Rebuild along the shapes of the remaining names, in their order.
    let kept: Vec<(NameId, Value)> = heap
        .shapes
        .names(i.shape)
        .iter()
        .copied()
        .zip(i.slots.as_slice().iter().copied())
        .filter(|(n, _)| *n != name)
        .collect();
    let class = i.class();
    let mut shape = match class {
        Value::Class(c) => heap.class(c).map_or(DICT_SHAPE, |c| c.root_shape),
        _ => DICT_SHAPE,
    };
    for (n, _) in &kept {
        shape = heap.shapes.add(shape, *n).unwrap_or(DICT_SHAPE);
        if shape == DICT_SHAPE {
            break;
        }
    }
    if let Some(i) = heap.instance_mut(r) {
        if shape == DICT_SHAPE {
            let mut ns = Namespace::new();
            for (n, v) in &kept {
                ns.set(*n, *v);
            }
            i.set_dict(ns);
            i.slots.clear();
        } else {
            i.slots.replace(kept.iter().map(|(_, v)| *v).collect());
        }
        i.shape = shape;
    }
    true
}

/// The instance's `__dict__`: the dict its attributes live in from now on
/// (made from them the first time, in their order), so that the program's
/// changes to it are its attributes' (`self.__dict__.update(kw)`).
/// `AttributeError` for a name an instance of a class with `__slots__`
/// cannot have.
pub fn no_slot(heap: &Heap, r: ObjRef, name: NameId) -> Exception {
    let mut e = exc!(
        AttributeError,
        "'{}' object has no attribute '{}'",
        super::type_name(heap, Value::Instance(r)),
        heap.names.text(name)
    );
    e.arg = None;
    e
}

/// Whether instance `r` has a `__dict__` (not when `__slots__` rule it
/// out).
pub fn has_dict(heap: &Heap, r: ObjRef) -> bool {
    super::class::slot_names(heap, class_of(heap, r)).is_none()
}

pub fn live_dict(heap: &mut Heap, r: ObjRef) -> Result<Value, Exception> {
    if let Some(d) = heap.instance(r).and_then(|i| i.attr_dict()) {
        return Ok(Value::Dict(d));
    }
    let attrs = own_attrs(heap, r);
    let d = super::dict::new_dict(heap)?;
    let Value::Dict(dr) = d else {
        return Err(exc!(SystemError, "dict allocation"));
    };
    for (n, v) in attrs {
        let key = crate::ops::new_str(heap, alloc::string::String::from(heap.names.text(n)))?;
        super::dict::set(heap, dr, key, v)?;
    }
    if let Some(i) = heap.instance_mut(r) {
        i.shape = DICT_SHAPE;
        i.slots.clear();
        let extra = i.extra.get_or_insert_with(Box::default);
        extra.dict = None;
        extra.attr_dict = Some(dr);
    }
    Ok(d)
}

/// The instance's own attributes in order (for `vars()` and `__dict__`).
pub fn own_attrs(heap: &Heap, r: ObjRef) -> Vec<(NameId, Value)> {
    let Some(i) = heap.instance(r) else {
        return Vec::new();
    };
    if i.shape == DICT_SHAPE {
        return i.dict().map(|d| d.iter().collect()).unwrap_or_default();
    }
    heap.shapes
        .names(i.shape)
        .iter()
        .copied()
        .zip(i.slots.as_slice().iter().copied())
        .collect()
}

// What traces do with an instance whose shape they guarded: the executor
// and the machine-code helpers share these.

/// Whether `v` is an instance of shape `shape`.
#[inline]
pub fn has_shape(heap: &Heap, v: Value, shape: u64) -> bool {
    match v {
        Value::Instance(r) => heap.instance(r).is_some_and(|i| i.shape as u64 == shape),
        _ => false,
    }
}

/// Slot `k` of instance `v`.
#[inline]
pub fn slot(heap: &Heap, v: Value, k: u64) -> Option<Value> {
    match v {
        Value::Instance(r) => heap.instance(r)?.slots.get(k as usize),
        _ => None,
    }
}

/// Stores `x` in slot `k` of instance `v`.
#[inline]
pub fn set_slot(heap: &mut Heap, v: Value, k: u64, x: Value) -> Option<()> {
    match v {
        Value::Instance(r) => heap.instance_mut(r)?.slots.set(k as usize, x),
        _ => None,
    }
}

/// Appends `x` as a new last slot of instance `v`, which moves to `shape`
/// (the shape its class's layout tree gives for that attribute).
pub fn add_slot(heap: &mut Heap, v: Value, shape: u64, x: Value) -> Option<()> {
    let Value::Instance(r) = v else {
        return None;
    };
    let i = heap.instance_mut(r)?;
    let grows = i.slots.len() == i.slots.capacity();
    i.slots.push(x)?;
    i.shape = shape as ShapeId;
    if grows {
        let (cls, n) = (i.class(), i.slots.len());
        note_slots(heap, cls, n);
    }
    Some(())
}

/// An instance of `cls` has `n` slots: new ones get room for as many.
fn note_slots(heap: &mut Heap, cls: Value, n: usize) {
    if let Value::Class(c) = cls
        && let Some(co) = heap.class_mut(c)
    {
        co.slots_hint = co.slots_hint.max(n.min(64) as u32);
    }
}
