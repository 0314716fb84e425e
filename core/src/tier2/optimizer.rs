//! The trace optimizer: abstract interpretation over a recorded trace.
//!
//! Every value the trace handles is a *symbol*; a local and the stack slots
//! loaded from it share one symbol, so a guard that proves a type proves it
//! for every copy (`num + num` needs one guard, not two). Symbols flow
//! through inlined frames: arguments become the callee's locals, the return
//! value comes back to the caller. With that, the pass
//! - removes guards already proven (ints from `range`, results of int
//!   operations, constants, checked locals) and turns checked local loads
//!   into plain ones once the local is known to be bound;
//! - folds int arithmetic on constants (overflow checks stay otherwise);
//! - folds what the types decide: `type(x)` of a value whose type is
//!   known, `isinstance(x, t)` for a builtin type `t`, `is` between two
//!   such constants, and the guards on the booleans that result (the
//!   checks `array`'s and users' methods make on every call);
//! - removes `_SET_IP` (exits carry their own targets) and then dead pure
//!   pushes that are immediately popped.
//!
//! It changes only the uop list; exits and frame records stay valid because
//! removed uops never leave the trace and kept ones keep their exit.

use alloc::vec::Vec;

use arrayvec::ArrayVec;
use hashbrown::HashMap;

use super::recorder::unpack_enter;
use super::uops::{NO_EXIT, Uop, UopFlags, UopInst, inline_enter_pops};
use crate::builtins::Builtin;
use crate::bytecode::BinOp;
use crate::value::Value;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ty {
    /// Nothing known; may even be unbound (for locals).
    Unknown,
    /// Bound, type unknown.
    Any,
    Int,
    Float,
    Bool,
    Str,
    List,
    Tuple,
    Range,
    None,
    Func(u32),
    Builtin(u8),
    /// The trace constant with this index (a class, a method).
    TraceConst(u32),
    /// A method bound to the object that is this symbol.
    BoundTo(usize),
}

#[derive(Clone, Copy, Debug)]
struct Sym {
    ty: Ty,
    int: Option<i64>,
    /// The instance's shape, once guarded or set by a store.
    shape: Option<u64>,
}

struct State {
    syms: Vec<Sym>,
    locals: HashMap<u32, usize>,
    stack: Vec<usize>,
    /// Saved `(frame offset, caller stack)` of each inlined call.
    frames: Vec<(u32, Vec<usize>)>,
    fp: u32,
    /// `(instance symbol, slot)` → the symbol last loaded from or stored
    /// to that slot, so what is known about it (type, shape) carries over
    /// to the next load of the same attribute.
    slots: HashMap<(usize, u64), usize>,
    /// Global index → the symbol last stored to it in this iteration, so
    /// a module-level loop's `i` keeps its type between its store and its
    /// loads (nothing between them runs guest code that could rebind it).
    globals: HashMap<u32, usize>,
}

impl State {
    fn new_sym(&mut self, ty: Ty, int: Option<i64>) -> usize {
        self.syms.push(Sym {
            ty,
            int,
            shape: None,
        });
        self.syms.len() - 1
    }

    fn local(&mut self, n: u32) -> usize {
        let slot = self.fp + n;
        if let Some(&s) = self.locals.get(&slot) {
            return s;
        }
        let s = self.new_sym(Ty::Unknown, None);
        self.locals.insert(slot, s);
        s
    }

    fn pop(&mut self) -> usize {
        match self.stack.pop() {
            Some(s) => s,
            None => self.new_sym(Ty::Unknown, None),
        }
    }

    fn push(&mut self, ty: Ty, int: Option<i64>) {
        let s = self.new_sym(ty, int);
        self.stack.push(s);
    }

    /// The symbol `k` places below the top (0 = top).
    fn peek(&mut self, k: usize) -> usize {
        let n = self.stack.len();
        if k < n {
            self.stack[n - 1 - k]
        } else {
            self.new_sym(Ty::Unknown, None)
        }
    }

    fn ty(&self, s: usize) -> Ty {
        self.syms[s].ty
    }

    /// Applies a guard for type `ty` on symbol `s`; returns whether it is
    /// already proven.
    fn guard(&mut self, s: usize, ty: Ty) -> bool {
        if self.syms[s].ty == ty {
            return true;
        }
        self.syms[s].ty = ty;
        // A constant of another type is not this type's constant.
        self.syms[s].int = None;
        false
    }

    /// Pushes attribute slot `k` of instance symbol `obj`: the known value,
    /// else a new symbol that becomes it.
    fn read_slot(&mut self, obj: usize, k: u64) {
        match self.slots.get(&(obj, k)) {
            Some(&known) => self.stack.push(known),
            None => {
                self.push(Ty::Any, None);
                let s = self.peek(0);
                self.slots.insert((obj, k), s);
            }
        }
    }

    /// `obj`'s slot `k` now holds `value`. Another symbol may be the same
    /// instance: its slot `k` is no longer known either.
    fn write_slot(&mut self, obj: usize, k: u64, value: usize) {
        self.slots.retain(|&(_, slot), _| slot != k);
        self.slots.insert((obj, k), value);
    }

    /// `obj` gained an attribute and moved to `shape`. Another symbol may
    /// be the same instance: only this one's new shape is known (adding an
    /// attribute moves no existing slot).
    fn add_attr(&mut self, obj: usize, shape: u64) {
        let slots = core::mem::take(&mut self.slots);
        self.forget_shapes();
        self.slots = slots;
        self.syms[obj].shape = Some(shape);
    }

    /// Forgets every known shape: something may have added or deleted an
    /// attribute of any instance.
    fn forget_shapes(&mut self) {
        for s in &mut self.syms {
            s.shape = None;
        }
        self.slots.clear();
    }
}

fn const_ty(v: Value) -> (Ty, Option<i64>) {
    match v {
        Value::Int(i) => (Ty::Int, Some(i)),
        Value::Float(_) => (Ty::Float, None),
        Value::Bool(b) => (Ty::Bool, Some(b as i64)),
        Value::Str(_) => (Ty::Str, None),
        Value::None => (Ty::None, None),
        Value::Tuple(_) => (Ty::Tuple, None),
        Value::List(_) => (Ty::List, None),
        Value::Range(_) => (Ty::Range, None),
        Value::Func(c) => (Ty::Func(c.0), None),
        Value::Builtin(b) => (Ty::Builtin(b as u8), None),
        Value::Undef => (Ty::Unknown, None),
        _ => (Ty::Any, None),
    }
}

/// The builtin type of every value of type `ty`, when that is certain.
fn builtin_type(ty: Ty) -> Option<Builtin> {
    Some(match ty {
        Ty::Int => Builtin::Int,
        Ty::Float => Builtin::Float,
        Ty::Bool => Builtin::Bool,
        Ty::Str => Builtin::Str,
        Ty::List => Builtin::List,
        Ty::Tuple => Builtin::Tuple,
        Ty::Range => Builtin::Range,
        Ty::None => Builtin::NoneType,
        Ty::Func(_) => Builtin::Function,
        _ => return None,
    })
}

/// The builtin `b` that symbol type `ty` says a value is, if a type.
fn known_builtin_type(ty: Ty) -> Option<Builtin> {
    match ty {
        Ty::Builtin(b) => Builtin::ALL
            .get(b as usize)
            .copied()
            .filter(|b| b.is_type()),
        _ => None,
    }
}

/// The index of `v` among the trace's constants, added if new.
fn trace_const(trace_consts: &mut Vec<Value>, v: Value) -> u64 {
    match trace_consts.iter().position(|&c| c == v) {
        Some(k) => k as u64,
        None => {
            trace_consts.push(v);
            (trace_consts.len() - 1) as u64
        }
    }
}

fn builtin_result(b: u64) -> Ty {
    let Some(b) = Builtin::ALL.get(b as usize) else {
        return Ty::Any;
    };
    // Only results whose type is certain; `int(x)` may be a big int.
    match b {
        Builtin::Print => Ty::None,
        Builtin::Range => Ty::Range,
        Builtin::Len | Builtin::Ord | Builtin::Hash | Builtin::Id => Ty::Int,
        Builtin::Float => Ty::Float,
        Builtin::Str
        | Builtin::Repr
        | Builtin::Ascii
        | Builtin::Chr
        | Builtin::Bin
        | Builtin::Hex
        | Builtin::Oct
        | Builtin::Format => Ty::Str,
        Builtin::Bool
        | Builtin::IsInstance
        | Builtin::IsSubclass
        | Builtin::Callable
        | Builtin::Any
        | Builtin::All => Ty::Bool,
        Builtin::List | Builtin::Sorted => Ty::List,
        Builtin::Tuple => Ty::Tuple,
        b if crate::modules::math::returns_float(*b) => Ty::Float,
        _ => Ty::Any,
    }
}

/// Optimizes `uops` in place. `start` lists the frames the trace starts
/// in, root first, as `(offset, stack depth)`; `consts` and `trace_consts`
/// give the values of module constants and of globals read as constants.
pub fn optimize(
    uops: &mut Vec<UopInst>,
    start: &[(u32, u32)],
    consts: &[Value],
    trace_consts: &mut Vec<Value>,
) {
    let mut st = State {
        syms: Vec::new(),
        locals: HashMap::new(),
        stack: Vec::new(),
        frames: Vec::new(),
        fp: 0,
        slots: HashMap::new(),
        globals: HashMap::new(),
    };
    for (k, &(offset, depth)) in start.iter().enumerate() {
        if k > 0 {
            let caller = core::mem::take(&mut st.stack);
            st.frames.push((st.fp, caller));
        }
        st.fp = offset;
        for _ in 0..depth {
            st.push(Ty::Unknown, None);
        }
    }
    let input = core::mem::take(uops);
    for mut u in input {
        let mut remove = false;
        let mut replacement: Option<ArrayVec<UopInst, 4>> = None;
        match u.op {
            Uop::_NOP | Uop::_SET_IP => remove = true,
            // A value stored in the previous iteration is not this one's.
            Uop::_LOOP_START => st.globals.clear(),
            Uop::_CHECK_VALIDITY
            | Uop::_JUMP_TO_TOP
            | Uop::_EXIT_TRACE
            | Uop::_DEOPT
            | Uop::_COUNT_STEP
            // The operands' values, not their types, decide.
            | Uop::_GUARD_INTS_DIVIDE_AS_FLOATS => {}
            Uop::_LOAD_FAST_CHECK => {
                let s = st.local(u.oparg);
                if st.ty(s) != Ty::Unknown {
                    u.op = Uop::_LOAD_FAST;
                    u.exit = NO_EXIT;
                } else {
                    st.syms[s].ty = Ty::Any;
                }
                st.stack.push(s);
            }
            Uop::_LOAD_FAST => {
                let s = st.local(u.oparg);
                if st.ty(s) == Ty::Unknown {
                    st.syms[s].ty = Ty::Any;
                }
                st.stack.push(s);
            }
            Uop::_STORE_FAST => {
                let s = st.pop();
                st.locals.insert(st.fp + u.oparg, s);
            }
            Uop::_LOAD_CONST_INLINE => {
                let (ty, int) = const_ty(
                    consts
                        .get(u.operand as usize)
                        .copied()
                        .unwrap_or(Value::Undef),
                );
                st.push(ty, int);
            }
            Uop::_LOAD_INT => st.push(Ty::Int, Some(u.operand as i64)),
            Uop::_LOAD_GLOBAL_INLINE => {
                let (ty, int) = const_ty(
                    trace_consts
                        .get(u.operand as usize)
                        .copied()
                        .unwrap_or(Value::Undef),
                );
                st.push(ty, int);
            }
            Uop::_POP_TOP => {
                st.pop();
            }
            Uop::_COPY => {
                let s = st.peek(u.oparg.saturating_sub(1) as usize);
                st.stack.push(s);
            }
            Uop::_SWAP => {
                let n = st.stack.len();
                let k = u.oparg as usize;
                if k >= 2 && k <= n {
                    st.stack.swap(n - 1, n - k);
                }
            }
            Uop::_LOAD_GLOBAL => match st.globals.get(&u.oparg) {
                Some(&s) => st.stack.push(s),
                None => st.push(Ty::Any, None),
            },
            Uop::_LOAD_GLOBAL_BUILTIN => st.push(Ty::Builtin(u.operand as u8), None),
            Uop::_STORE_GLOBAL => {
                let s = st.pop();
                st.globals.insert(u.oparg, s);
            }
            Uop::_GUARD_TOS_INT
            | Uop::_GUARD_NOS_INT
            | Uop::_GUARD_TOS_FLOAT
            | Uop::_GUARD_NOS_FLOAT
            | Uop::_GUARD_NOS_LIST
            | Uop::_GUARD_NOS_TUPLE => {
                let (k, tag) = u.op.type_guard().unwrap_or((0, 0));
                let ty = match tag {
                    crate::value::layout::TAG_INT => Ty::Int,
                    crate::value::layout::TAG_FLOAT => Ty::Float,
                    crate::value::layout::TAG_TUPLE => Ty::Tuple,
                    _ => Ty::List,
                };
                let s = st.peek(k as usize);
                remove = st.guard(s, ty);
            }
            Uop::_BINARY_OP_ADD_INT
            | Uop::_BINARY_OP_SUBTRACT_INT
            | Uop::_BINARY_OP_MULTIPLY_INT
            | Uop::_BINARY_OP_INT => {
                let b = st.pop();
                let a = st.pop();
                let folded = match (st.syms[a].int, st.syms[b].int, u.op) {
                    (Some(x), Some(y), Uop::_BINARY_OP_ADD_INT) => x.checked_add(y),
                    (Some(x), Some(y), Uop::_BINARY_OP_SUBTRACT_INT) => x.checked_sub(y),
                    (Some(x), Some(y), Uop::_BINARY_OP_MULTIPLY_INT) => x.checked_mul(y),
                    (Some(x), Some(y), Uop::_BINARY_OP_INT) => match BinOp::from_u32(u.oparg) {
                        Some(BinOp::And) => Some(x & y),
                        Some(BinOp::Or) => Some(x | y),
                        Some(BinOp::Xor) => Some(x ^ y),
                        _ => None,
                    },
                    _ => None,
                };
                st.push(Ty::Int, folded);
                if let Some(r) = folded {
                    // Both operands are constants: pop them and push the
                    // result (the operands' pushes then die below).
                    let pop = UopInst::new(Uop::_POP_TOP, 0, 0, u.target);
                    replacement = Some(ArrayVec::from_iter([
                        pop,
                        pop,
                        UopInst::new(Uop::_LOAD_INT, 0, r as u64, u.target),
                    ]));
                }
            }
            Uop::_BINARY_OP_ADD_FLOAT
            | Uop::_BINARY_OP_SUBTRACT_FLOAT
            | Uop::_BINARY_OP_MULTIPLY_FLOAT
            | Uop::_BINARY_OP_FLOAT => {
                st.pop();
                st.pop();
                st.push(Ty::Float, None);
            }
            Uop::_TOS_INT_TO_FLOAT => {
                st.pop();
                st.push(Ty::Float, None);
            }
            Uop::_NOS_INT_TO_FLOAT => {
                let top = st.pop();
                st.pop();
                st.push(Ty::Float, None);
                st.stack.push(top);
            }
            Uop::_UNARY_NEGATIVE_INT => {
                st.pop();
                st.push(Ty::Int, None);
            }
            Uop::_UNARY_NEGATIVE_FLOAT => {
                st.pop();
                st.push(Ty::Float, None);
            }
            Uop::_BINARY_OP
            | Uop::_BINARY_OP_ADD_STR
            | Uop::_BINARY_SUBSCR_LIST_INT
            | Uop::_BINARY_SUBSCR_TUPLE_INT
            | Uop::_BINARY_SUBSCR_STR_INT
            | Uop::_BINARY_SUBSCR_DICT
            | Uop::_BINARY_SUBSCR => {
                st.pop();
                st.pop();
                st.push(Ty::Any, None);
            }
            Uop::_COMPARE_OP_INT
            | Uop::_COMPARE_OP_FLOAT
            | Uop::_COMPARE_OP
            | Uop::_COMPARE_OP_STR
            | Uop::_COMPARE_OP_BOOL
            | Uop::_CONTAINS_OP
            | Uop::_CONTAINS_OP_DICT
            | Uop::_CONTAINS_OP_STR
            | Uop::_CONTAINS_OP_SEQ
            | Uop::_COMPARE_OP_TUPLE => {
                st.pop();
                st.pop();
                st.push(Ty::Bool, None);
            }
            Uop::_IS_OP => {
                let b = st.pop();
                let a = st.pop();
                // Builtins are the same object exactly when they are the
                // same builtin.
                let same = match (st.ty(a), st.ty(b)) {
                    (Ty::Builtin(x), Ty::Builtin(y)) => Some(x == y),
                    (Ty::None, Ty::None) => Some(true),
                    (Ty::None, t) | (t, Ty::None) if builtin_type(t).is_some() => Some(false),
                    _ => None,
                };
                let result = same.map(|same| same != (u.oparg == 1));
                st.push(Ty::Bool, result.map(i64::from));
                if let Some(r) = result {
                    replacement = Some(fold_to_const(2, Value::Bool(r), u.target, trace_consts));
                }
            }
            Uop::_UNARY_NEGATIVE | Uop::_UNARY_INVERT | Uop::_UNARY_POSITIVE => {
                let a = st.pop();
                let ty = match (u.op, st.ty(a)) {
                    (Uop::_UNARY_INVERT, Ty::Int) => Ty::Int,
                    (_, Ty::Float) if u.op != Uop::_UNARY_INVERT => Ty::Float,
                    _ => Ty::Any,
                };
                st.push(ty, None);
            }
            Uop::_UNARY_NOT => {
                st.pop();
                st.push(Ty::Bool, None);
            }
            Uop::_LEN_LIST | Uop::_CALL_LEN | Uop::_CALL_ORD => {
                st.pop();
                st.pop();
                st.push(Ty::Int, None);
            }
            Uop::_CALL_ISINSTANCE => {
                let cls = st.pop();
                let obj = st.pop();
                st.pop();
                // A builtin type's instances are known by their type
                // alone (no `__instancecheck__` to run).
                let result = match (builtin_type(st.ty(obj)), known_builtin_type(st.ty(cls))) {
                    (Some(t), Some(c)) => Some(
                        t == c || c == Builtin::Object || (t == Builtin::Bool && c == Builtin::Int),
                    ),
                    _ => None,
                };
                st.push(Ty::Bool, result.map(i64::from));
                if let Some(r) = result {
                    replacement = Some(fold_to_const(3, Value::Bool(r), u.target, trace_consts));
                }
            }
            Uop::_CALL_LIST_APPEND
            | Uop::_CALL_LIST_POP
            | Uop::_CALL_LIST_POP_AT
            | Uop::_CALL_DICT_GET
            | Uop::_CALL_STR_METHOD => {
                let (pops, _) = u.op.effect(u.oparg);
                for _ in 0..pops {
                    st.pop();
                }
                st.push(Ty::Any, None);
            }
            Uop::_TO_BOOL_INT => {
                st.pop();
                st.push(Ty::Bool, None);
            }
            Uop::_TO_BOOL => {
                let a = st.peek(0);
                if st.ty(a) == Ty::Bool {
                    remove = true;
                } else {
                    st.pop();
                    st.push(Ty::Bool, None);
                }
            }
            Uop::_GUARD_TRUTH => {}
            Uop::_GUARD_IS_TRUE_POP | Uop::_GUARD_IS_FALSE_POP => {
                let s = st.pop();
                // A folded condition: the guard holds; only its pop stays.
                if st.ty(s) == Ty::Bool
                    && st.syms[s].int == Some(i64::from(u.op == Uop::_GUARD_IS_TRUE_POP))
                {
                    u = UopInst::new(Uop::_POP_TOP, 0, 0, u.target);
                }
            }
            Uop::_GUARD_EXHAUSTED_RANGE | Uop::_GUARD_EXHAUSTED => {
                for _ in 0..3 {
                    st.pop();
                }
            }
            Uop::_ITER_CHECK_RANGE => {
                let (a, b, c) = (st.peek(2), st.peek(1), st.peek(0));
                let known = st.ty(a) == Ty::Int && st.ty(b) == Ty::Int && st.ty(c) == Ty::Int;
                for s in [a, b, c] {
                    st.syms[s].ty = Ty::Int;
                }
                remove = known;
            }
            Uop::_ITER_CHECK_LIST => {
                let a = st.peek(2);
                remove = st.guard(a, Ty::List);
            }
            Uop::_GUARD_NOT_EXHAUSTED_RANGE | Uop::_GUARD_NOT_EXHAUSTED_LIST => {}
            Uop::_ITER_NEXT_RANGE => {
                // The counter slot gets a new value; the item is an int.
                let n = st.stack.len();
                let next = st.new_sym(Ty::Int, None);
                if n > 0 {
                    st.stack[n - 1] = next;
                }
                st.push(Ty::Int, None);
            }
            Uop::_FOR_ITER_PAIR => {
                st.push(Ty::Any, None);
                st.push(Ty::Any, None);
            }
            Uop::_ITER_NEXT_ENUMERATE => {
                st.push(Ty::Any, None);
                st.push(Ty::Int, None);
            }
            Uop::_ITER_NEXT_LIST | Uop::_ITER_NEXT_STR | Uop::_ITER_NEXT_TUPLE | Uop::_FOR_ITER => {
                let n = st.stack.len();
                let next = st.new_sym(Ty::Int, None);
                if n > 0 {
                    st.stack[n - 1] = next;
                }
                st.push(Ty::Any, None);
            }
            Uop::_RANGE_ITER => {
                for _ in 0..=u.oparg {
                    st.pop();
                }
                for _ in 0..3 {
                    st.push(Ty::Int, None);
                }
            }
            Uop::_GET_ITER => {
                st.pop();
                for _ in 0..3 {
                    st.push(Ty::Unknown, None);
                }
            }
            Uop::_BUILD_LIST | Uop::_BUILD_TUPLE => {
                for _ in 0..u.oparg {
                    st.pop();
                }
                st.push(
                    if u.op == Uop::_BUILD_LIST {
                        Ty::List
                    } else {
                        Ty::Tuple
                    },
                    None,
                );
            }
            Uop::_UNPACK_SEQUENCE => {
                st.pop();
                for _ in 0..u.oparg {
                    st.push(Ty::Any, None);
                }
            }
            Uop::_STORE_SUBSCR_LIST_INT | Uop::_STORE_SUBSCR_DICT | Uop::_STORE_SUBSCR => {
                for _ in 0..3 {
                    st.pop();
                }
            }
            Uop::_CHECK_FUNCTION => {
                let s = st.peek(u.oparg as usize);
                remove = st.guard(s, Ty::Func(u.operand as u32));
            }
            Uop::_CHECK_BUILTIN => {
                let s = st.peek(u.oparg as usize);
                remove = st.guard(s, Ty::Builtin(u.operand as u8));
            }
            Uop::_CALL_BUILTIN_PURE => {
                for _ in 0..=u.oparg {
                    st.pop();
                }
                st.push(builtin_result(u.operand), None);
            }
            Uop::_CALL_BUILTIN => {
                let (pops, _) = u.op.effect(u.oparg);
                let arg = st.peek(0);
                let known = match Builtin::ALL.get(u.operand as usize) {
                    Some(Builtin::Type) if u.oparg == 1 => builtin_type(st.ty(arg)),
                    _ => None,
                };
                for _ in 0..pops {
                    st.pop();
                }
                match known {
                    Some(t) => {
                        st.push(Ty::Builtin(t as u8), None);
                        replacement = Some(fold_to_const(
                            pops,
                            Value::Builtin(t),
                            u.target,
                            trace_consts,
                        ));
                    }
                    None => st.push(builtin_result(u.operand), None),
                }
            }
            // Helpers with no type knowledge: their effect is all there is.
            Uop::_CALL_KW
            | Uop::_CALL_NATIVE
            | Uop::_CALL_METHOD
            | Uop::_CALL_FUNCTION_EX
            | Uop::_LOAD_ATTR
            | Uop::_BUILD_MAP
            | Uop::_BUILD_SET
            | Uop::_BUILD_SLICE
            | Uop::_DELETE_SUBSCR
            | Uop::_UNPACK_EX
            | Uop::_LIST_APPEND
            | Uop::_LIST_EXTEND
            | Uop::_SET_ADD
            | Uop::_SET_UPDATE
            | Uop::_DICT_UPDATE
            | Uop::_LIST_TO_TUPLE
            | Uop::_MAP_ADD
            | Uop::_FORMAT_VALUE
            | Uop::_MAKE_FUNCTION
            | Uop::_NEW_TUPLE_INSTANCE
            | Uop::_BUILD_STRING => {
                let (pops, pushes) = u.op.effect(u.oparg);
                for _ in 0..pops {
                    st.pop();
                }
                let ty = match u.op {
                    Uop::_BUILD_MAP => Ty::Any,
                    Uop::_FORMAT_VALUE | Uop::_BUILD_STRING => Ty::Str,
                    Uop::_LIST_TO_TUPLE => Ty::Tuple,
                    _ => Ty::Any,
                };
                for _ in 0..pushes {
                    st.push(ty, None);
                }
            }
            Uop::_DELETE_FAST => {
                let s = st.new_sym(Ty::Unknown, None);
                st.locals.insert(st.fp + u.oparg, s);
            }
            Uop::_MAKE_CELL => {
                let s = st.new_sym(Ty::Any, None);
                st.locals.insert(st.fp + u.oparg, s);
            }
            Uop::_INLINE_ENTER => {
                let argc = u.oparg & 0xff;
                let (_, nlocals, offset) = unpack_enter(u.operand);
                let mut args: Vec<usize> = (0..argc).map(|_| st.pop()).collect();
                args.reverse();
                for _ in argc..inline_enter_pops(u.oparg) {
                    st.pop();
                }
                let caller = core::mem::take(&mut st.stack);
                st.frames.push((st.fp, caller));
                st.fp = offset;
                for i in 0..nlocals {
                    let s = match args.get(i as usize) {
                        Some(&s) => s,
                        None => st.new_sym(Ty::Unknown, None),
                    };
                    st.locals.insert(offset + i, s);
                }
            }
            Uop::_GUARD_SHAPE => {
                let s = st.peek(u.oparg as usize);
                remove = st.syms[s].shape == Some(u.operand);
                st.syms[s].shape = Some(u.operand);
                st.syms[s].ty = Ty::Any;
            }
            Uop::_GUARD_IS_CONST => {
                let s = st.peek(u.oparg as usize);
                remove = st.guard(s, Ty::TraceConst(u.operand as u32));
            }
            Uop::_BIND_METHOD => {
                let recv = st.pop();
                st.push(Ty::BoundTo(recv), None);
            }
            Uop::_GUARD_TAG
            | Uop::_GUARD_LIST_HEAD
            | Uop::_GUARD_BOUND_METHOD
            | Uop::_GUARD_TUPLE_LEN
            | Uop::_GUARD_EMPTY_DICT
            | Uop::_GUARD_KEY_IN_DICT
            | Uop::_GUARD_SUPER => {}
            Uop::_SUPER_SELF => {
                st.pop();
                st.push(Ty::Any, None);
            }
            Uop::_SPREAD_ARGS => {
                let from = u.operand as u32;
                for p in from..(from + (u.oparg & 0xff)).max(u.oparg >> 8) {
                    let s = st.new_sym(Ty::Any, None);
                    st.locals.insert(st.fp + p, s);
                }
            }
            // The receiver keeps what is known about it (its shape).
            Uop::_BOUND_METHOD_SELF => {
                let m = st.pop();
                match st.ty(m) {
                    Ty::BoundTo(recv) => st.stack.push(recv),
                    _ => st.push(Ty::Any, None),
                }
            }
            Uop::_LOAD_TRACE_CONST => st.push(Ty::TraceConst(u.operand as u32), None),
            Uop::_GUARD_TOS_NONE => {
                let s = st.peek(0);
                remove = st.guard(s, Ty::None);
            }
            Uop::_CALL_GEN_FUNC => {
                for _ in 0..=u.oparg {
                    st.pop();
                }
                st.push(Ty::Any, None);
            }
            Uop::_GUARD_GEN | Uop::_GEN_YIELD | Uop::_GEN_RETURN => {}
            Uop::_GEN_RESUME => {
                for _ in 0..u.oparg & 0xffff {
                    st.push(Ty::Unknown, None);
                }
            }
            Uop::_GUARD_TOS_BOOL => {
                let s = st.peek(0);
                remove = st.guard(s, Ty::Bool);
            }
            Uop::_GUARD_TOS_LEN => {
                // Not removed for a known int: its sign is not known.
                let s = st.peek(0);
                st.guard(s, Ty::Int);
            }
            Uop::_LOAD_ATTR_SLOT => {
                let obj = st.pop();
                st.read_slot(obj, u.operand);
            }
            Uop::_STORE_ATTR_SLOT => {
                let obj = st.pop();
                let value = st.pop();
                st.write_slot(obj, u.operand, value);
            }
            Uop::_STORE_ATTR_ADD => {
                let obj = st.pop();
                st.pop();
                st.add_attr(obj, u.operand);
            }
            // `[getattr, obj, name]` and `[setattr, obj, name, v]`: the same
            // slot accesses, with the call's result in place.
            Uop::_GETATTR_SLOT => {
                st.pop();
                let obj = st.pop();
                st.pop();
                st.read_slot(obj, u.operand);
            }
            Uop::_SETATTR_SLOT | Uop::_SETATTR_ADD => {
                let value = st.pop();
                st.pop();
                let obj = st.pop();
                st.pop();
                if u.op == Uop::_SETATTR_SLOT {
                    st.write_slot(obj, u.operand, value);
                } else {
                    st.add_attr(obj, u.operand);
                }
                st.push(Ty::None, None);
            }
            Uop::_NEW_INSTANCE => {
                let n = st.stack.len();
                let fresh = st.new_sym(Ty::Any, None);
                if u.oparg >> 8 != 0 {
                    st.syms[fresh].shape = Some((u.oparg >> 8) as u64 - 1);
                }
                let k = (u.oparg & 0xff) as usize;
                if k < n {
                    st.stack[n - 1 - k] = fresh;
                }
            }
            Uop::_LOAD_DEREF => st.push(Ty::Any, None),
            Uop::_STORE_DEREF => {
                st.pop();
            }
            Uop::_INLINE_EXIT => {
                let ret = st.pop();
                let callee_fp = st.fp;
                st.locals.retain(|slot, _| *slot < callee_fp);
                if let Some((fp, caller)) = st.frames.pop() {
                    st.fp = fp;
                    st.stack = caller;
                }
                st.stack.push(ret);
            }
        }
        if may_change_attributes(u.op) {
            st.forget_shapes();
            st.globals.clear();
        }
        match replacement {
            Some(r) => uops.extend(r),
            None if !remove => uops.push(u),
            None => {}
        }
    }
    remove_dead_pushes(uops);
}

/// The uops that replace one popping `pops` values and pushing constant
/// `v`: the pops (dead pushes before them go later), then the constant.
fn fold_to_const(
    pops: u32,
    v: Value,
    target: u32,
    trace_consts: &mut Vec<Value>,
) -> ArrayVec<UopInst, 4> {
    let mut r = ArrayVec::new();
    for _ in 0..pops.min(3) {
        r.push(UopInst::new(Uop::_POP_TOP, 0, 0, target));
    }
    let k = trace_const(trace_consts, v);
    r.push(UopInst::new(Uop::_LOAD_TRACE_CONST, 0, k, target));
    r
}

/// Whether `op` may add, delete or rebind an instance attribute, or
/// rebind a global: a call (`setattr`, a native method) may; the other
/// helpers work on values
/// whose special methods never run inside a trace (the recorder and the
/// helpers leave the trace first), so they cannot.
fn may_change_attributes(op: Uop) -> bool {
    op.info().flags.contains(UopFlags::ESCAPES)
        && !matches!(
            op,
            Uop::_NEW_INSTANCE
                | Uop::_NEW_TUPLE_INSTANCE
                | Uop::_STORE_GLOBAL
                | Uop::_BINARY_OP
                | Uop::_BINARY_OP_ADD_STR
                | Uop::_COMPARE_OP
                | Uop::_UNARY_NEGATIVE
                | Uop::_UNARY_INVERT
                | Uop::_UNARY_POSITIVE
                | Uop::_UNARY_NOT
                | Uop::_TO_BOOL
                | Uop::_BINARY_SUBSCR_STR_INT
                | Uop::_STORE_SUBSCR_DICT
                | Uop::_CALL_LIST_APPEND
                | Uop::_CALL_STR_METHOD
                | Uop::_MAKE_CELL
                | Uop::_ITER_NEXT_STR
                | Uop::_BUILD_LIST
                | Uop::_BUILD_TUPLE
                | Uop::_MAKE_FUNCTION
                | Uop::_BUILD_MAP
                | Uop::_BUILD_SET
                | Uop::_BUILD_SLICE
                | Uop::_BUILD_STRING
                | Uop::_LIST_APPEND
                | Uop::_LIST_TO_TUPLE
                | Uop::_FORMAT_VALUE
        )
}

/// Removes pure uops whose results are popped right away, repeatedly.
fn remove_dead_pushes(uops: &mut Vec<UopInst>) {
    loop {
        let mut changed = false;
        let mut out: Vec<UopInst> = Vec::with_capacity(uops.len());
        for u in uops.iter() {
            if u.op == Uop::_POP_TOP
                && let Some(prev) = out.last()
            {
                {
                    let info = prev.op.info();
                    let (pops, pushes) = prev.op.effect(prev.oparg);
                    if prev.op == Uop::_COPY {
                        out.pop();
                        changed = true;
                        continue;
                    }
                    if info.flags.contains(UopFlags::PURE) && pushes == 1 {
                        let target = prev.target;
                        out.pop();
                        for _ in 0..pops {
                            out.push(UopInst::new(Uop::_POP_TOP, 0, 0, target));
                        }
                        changed = true;
                        continue;
                    }
                }
            }
            out.push(*u);
        }
        *uops = out;
        if !changed {
            return;
        }
    }
}
