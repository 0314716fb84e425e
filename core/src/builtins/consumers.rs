//! Builtins whose loops run guest code run as guest functions of the
//! bundle's `_builtin_loops` module instead of as Rust loops: those that
//! consume a generator (`sum(x * x for x in xs)`, `",".join(g)`, `any`,
//! `all`, `min`, `max`, `list`, `tuple`, `set`, `sorted`) and `heapq`'s
//! operations on heaps of instances (whose `<` is a guest `__lt__`). A
//! Rust builtin runs guest code through a nested run of the interpreter,
//! which ends any recording; a guest loop is traced with that code
//! inlined.
//!
//! This module owns which calls are redirected and finds the functions;
//! the interpreter (`interp::calls`, `interp::call_ops`) and the recorder
//! both ask [`Consumers::for_call`] / [`Consumers::for_method`], so they
//! agree. A call is redirected only when the builtin's own checks cannot
//! fail before its loop (one positional generator, a numeric `start`, a
//! list for a heap), so the guest loop does what CPython's C loop does in
//! the same order; the loops' frames are left out of tracebacks, so their
//! errors read as the builtin's. A bundle without the module (a program
//! making no generators, a hand-made `.tbc`) runs the Rust builtins.

use crate::builtins::Builtin;
use crate::bytecode::Module;
use crate::error::Exception;
use crate::heap::{Heap, ObjRef};
use crate::objects::{self, Attr};
use crate::value::Value;
use alloc::boxed::Box;
use alloc::vec::Vec;

/// The name of the bundle's module of loops.
pub const MODULE: &str = "_builtin_loops";

/// The loops in [`MODULE`], by name: a builtin's own name, then those of
/// methods (from [`METHODS`] on).
const LOOPS: [&str; 17] = [
    "sum",
    "any",
    "all",
    "max",
    "min",
    "list",
    "tuple",
    "set",
    "sorted",
    "heappush",
    "heappop",
    "heapreplace",
    "heappushpop",
    "join",
    "set_update",
    "list_extend",
    "list_sort",
];

/// Where the methods' loops start in [`LOOPS`]: `str.join`, then
/// `set.update` and `list.extend` of one generator.
const METHODS: usize = 13;
const JOIN: usize = METHODS;
const SET_UPDATE: usize = METHODS + 1;
const LIST_EXTEND: usize = METHODS + 2;
const LIST_SORT: usize = METHODS + 3;

/// Whether list `l`'s items compare by guest code: its first is an
/// instance whose class has a plain `__lt__` (a sort of them runs as the
/// guest loop, where tier 2 inlines the comparisons).
fn compared_by_guest(heap: &Heap, l: ObjRef) -> bool {
    match heap.list(l).first() {
        Some(Value::Instance(r)) => matches!(
            objects::class::lookup(
                heap,
                objects::instance::class_of(heap, *r),
                objects::intern::Special::lt.id()
            ),
            Some(Value::Func(_))
        ),
        _ => false,
    }
}

/// Builtin `b`'s place in [`LOOPS`].
fn place(b: Builtin) -> Option<usize> {
    LOOPS[..METHODS].iter().position(|&n| n == b.name())
}

/// The loop functions of a running program (made from the module's code
/// without running its body), and the code objects tracebacks skip.
#[derive(Clone, Debug)]
pub struct Consumers {
    /// By [`LOOPS`] position; `Value::None` where the bundle has none.
    funcs: [Value; LOOPS.len()],
    /// The code objects tracebacks leave out (`start..end` each): this
    /// module's, and those of the frozen modules that stand for modules
    /// CPython writes in C ([`C_MODULES`]).
    hidden: Vec<(u32, u32)>,
}

/// Frozen guest modules whose CPython counterparts are written in C: their
/// frames are left out of tracebacks, as C functions have none (an error
/// in `datetime(2023, 2, 29)` reads as raised at the call).
pub const C_MODULES: &[&str] = &[
    "datetime",
    "array",
    "operator",
    "heapq",
    "bisect",
    "itertools",
    "io",
    "os",
    "struct",
    "time",
    "binascii",
    "hashlib",
    "warnings",
];

/// Functions of frozen guest modules that stand for what CPython does
/// without a frame of its own: a dataclass's `__init__` (CPython's is
/// generated code whose argument errors are raised at the call) and the
/// binding of its arguments, and a namedtuple's `__new__` (also generated
/// code in CPython). By module and qualified name.
pub const HIDDEN_FUNCTIONS: &[(&str, &str)] = &[
    ("collections", "_tuplebase.__new__"),
    ("collections", "_tuplebase._nt_bind"),
    ("dataclasses", "_make_init.<locals>._bind"),
    ("dataclasses", "_make_init.<locals>.__init__"),
    ("dataclasses", "_straight_init.<locals>.__init__"),
];

impl Consumers {
    /// Finds the loops of `module`'s [`MODULE`] and makes the functions
    /// its body would define; also gives the globals the body would bind
    /// to them (by name index), through which they call each other.
    pub fn new(module: &Module, heap: &mut Heap) -> Result<(Self, Vec<(u32, Value)>), Exception> {
        let mut found = Consumers {
            funcs: [Value::None; LOOPS.len()],
            hidden: Vec::new(),
        };
        for m in &module.modules {
            let c_module = C_MODULES.contains(&m.name.as_str())
                && m.filename == alloc::format!("<frozen {}>", m.name);
            if c_module {
                found.hidden.push(m.codes);
            }
            if m.filename == alloc::format!("<frozen {}>", m.name) {
                for code in m.codes.0..m.codes.1 {
                    let hidden = module.codes.get(code as usize).is_some_and(|c| {
                        HIDDEN_FUNCTIONS
                            .iter()
                            .any(|&(module, f)| module == m.name && c.qualname == f)
                    });
                    if hidden {
                        found.hidden.push((code, code + 1));
                    }
                }
            }
        }
        let mut globals = Vec::new();
        // The frozen module only: a program's own file of that name is
        // just a module of the program.
        let frozen = alloc::format!("<frozen {MODULE}>");
        let Some(m) = module
            .modules
            .iter()
            .find(|m| m.name == MODULE && m.filename == frozen)
        else {
            return Ok((found, globals));
        };
        found.hidden.push(m.codes);
        // The module's top-level functions (its body is `codes.0`).
        for code in m.codes.0.saturating_add(1)..m.codes.1 {
            let Some(c) = module.codes.get(code as usize) else {
                continue;
            };
            if c.qualname != c.name || c.is_generator() {
                continue;
            }
            // `sum`'s `start=0`, the one default a loop has, is given here:
            // the module's body, which would evaluate it, never runs.
            let defaults: Box<[Value]> = match (c.argcount, c.name.as_str()) {
                (2, "sum") => Box::new([Value::Int(0)]),
                _ => Box::new([]),
            };
            let f = objects::function::new_function(
                heap,
                objects::function::FunctionObj {
                    code,
                    name: c.name.as_str().into(),
                    qualname: c.name.as_str().into(),
                    defaults,
                    kwdefaults: Default::default(),
                    closure: Box::new([]),
                    attrs: Default::default(),
                },
            )?;
            if let Some(i) = LOOPS.iter().position(|&n| n == c.name) {
                found.funcs[i] = f;
            }
            let global = (m.names.0..m.names.1)
                .find(|&n| module.names.get(n as usize).is_some_and(|t| *t == c.name));
            if let Some(n) = global {
                globals.push((n, f));
            }
        }
        Ok((found, globals))
    }

    /// The functions, which the collector must keep.
    pub fn roots(&self) -> &[Value] {
        &self.funcs
    }

    /// Whether code object `code` is one of the loops (left out of
    /// tracebacks).
    pub fn hides(&self, code: u32) -> bool {
        self.hidden.iter().any(|h| (h.0..h.1).contains(&code))
    }

    fn func(&self, place: Option<usize>) -> Option<ObjRef> {
        match self.funcs.get(place?)? {
            Value::Func(r) => Some(*r),
            _ => None,
        }
    }

    /// The loop to call, with the same positional arguments, for a call
    /// of builtin `b` with `pos` and no keywords.
    pub fn for_call(&self, heap: &Heap, b: Builtin, pos: &[Value]) -> Option<ObjRef> {
        let instance = |v: &Value| matches!(v, Value::Instance(_));
        let top_is_instance = |l: &ObjRef| heap.list(*l).first().is_some_and(instance);
        let redirected = match (b, pos) {
            // A text `start` is refused before iterating.
            (Builtin::Sum, [Value::Generator(_), start]) => {
                !matches!(start, Value::Str(_) | Value::Bytes(_) | Value::ByteArray(_))
            }
            // Heaps whose items compare by guest code: the item pushed, or
            // the top, is an instance.
            (Builtin::HeapqPush, [Value::List(_), item]) => instance(item),
            (Builtin::HeapqPop, [Value::List(l)]) => top_is_instance(l),
            (Builtin::HeapqReplace | Builtin::HeapqPushPop, [Value::List(l), item]) => {
                instance(item) || top_is_instance(l)
            }
            (
                Builtin::HeapqPush
                | Builtin::HeapqPop
                | Builtin::HeapqReplace
                | Builtin::HeapqPushPop,
                _,
            ) => false,
            (_, [Value::Generator(_)]) => true,
            // `sorted(objs)` of instances ordered by guest `__lt__`.
            (Builtin::Sorted, [Value::List(l)]) => compared_by_guest(heap, *l),
            _ => false,
        };
        if redirected {
            self.func(place(b))
        } else {
            None
        }
    }

    /// Whether `b` may go to its loop because of its heap's first item,
    /// which no argument's type shows (the interpreter's fast call of a
    /// builtin asks [`Self::for_call`] then).
    pub fn by_heap_head(b: Builtin) -> bool {
        matches!(
            b,
            Builtin::HeapqPop | Builtin::HeapqReplace | Builtin::HeapqPushPop
        )
    }

    /// Whether [`Self::for_call`] sent the call of `b` with `pos` to its
    /// loop because of the heap's first item (an instance), which the
    /// argument's type does not tell: a trace guards it too.
    pub fn head_decides(b: Builtin, pos: &[Value]) -> bool {
        match (b, pos) {
            (Builtin::HeapqPop, _) => true,
            (Builtin::HeapqReplace | Builtin::HeapqPushPop, [_, item]) => {
                !matches!(item, Value::Instance(_))
            }
            _ => false,
        }
    }

    /// The loop to call, with the receiver first, for method `attr` of
    /// `recv` called with `pos`: `sep.join(g)` for a str `sep`,
    /// `s.update(g)` for a set, `l.extend(g)` for a list.
    pub fn for_method(
        &self,
        heap: &Heap,
        recv: Value,
        attr: Attr,
        pos: &[Value],
    ) -> Option<ObjRef> {
        let place = match (recv, attr, pos) {
            (Value::Str(_), Attr::join, [Value::Generator(_)]) => JOIN,
            (Value::Set(_), Attr::update, [Value::Generator(_)]) => SET_UPDATE,
            (Value::List(_), Attr::extend, [Value::Generator(_)]) => LIST_EXTEND,
            (Value::List(l), Attr::sort, []) if compared_by_guest(heap, l) => LIST_SORT,
            _ => return None,
        };
        self.func(Some(place))
    }

    /// Whether [`Self::for_method`]'s answer depends on a list's items
    /// (`lst.sort()`), which no guard on the receiver's type keeps: a
    /// trace leaves such calls to the interpreter.
    pub fn by_items(attr: Attr) -> bool {
        attr == Attr::sort
    }
}
