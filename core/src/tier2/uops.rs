//! The micro-operations (uops) of tier 2, declared once.
//!
//! Each row of `define_uops!` gives a uop's name (CPython's where the
//! meaning is the same), what its operands mean, its stack effect and its
//! flags. The printer, the metadata the optimizer reads (effects, purity,
//! which uops may leave the trace) and the executors' exhaustive `match`es
//! all come from this one enum. A backend that forgets a uop does not
//! compile.
//!
//! Operands: `oparg` is a small integer (local index, count, operator);
//! `operand` is a 64-bit payload (a constant's index, a code index, a frame
//! offset). Guards read the stack without popping unless their name ends
//! in `_POP`.

use alloc::string::String;
use core::fmt::Write;

bitflags::bitflags! {
    /// What a uop may do, for the optimizer and the backends.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct UopFlags: u16 {
        /// Checks an assumption and leaves the trace (a side exit) if it
        /// does not hold.
        const GUARD = 1 << 0;
        /// May leave the trace because the operation itself cannot be done
        /// here (overflow, an error to raise): a deopt to the interpreter,
        /// which redoes the instruction.
        const DEOPT = 1 << 1;
        /// Calls a runtime helper that may allocate, print or rebind names.
        const ESCAPES = 1 << 2;
        /// No effect but its pushes: removable when they are unused.
        const PURE = 1 << 3;
        /// Control never continues to the next uop.
        const TERMINATOR = 1 << 4;
        /// Runs through `tier2::value_ops` (in the executor, and in machine
        /// code through its one helper unless a backend lowers it).
        const VALUE_OP = 1 << 5;
    }
}

impl UopFlags {
    /// The uop has an exit record.
    pub fn can_exit(self) -> bool {
        self.intersects(UopFlags::GUARD | UopFlags::DEOPT)
    }
}

/// What a uop's `oparg` means (for the printer and the JSON dump).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UopArg {
    None,
    Local,
    Count,
    Name,
    BinOp,
    CmpOp,
    Flag,
    Ip,
    Builtin,
}

/// Metadata of one uop.
#[derive(Clone, Copy, Debug)]
pub struct UopInfo {
    pub name: &'static str,
    pub arg: UopArg,
    pub flags: UopFlags,
}

macro_rules! define_uops {
    ($(
        $(#[doc = $doc:literal])*
        $name:ident: $arg:ident, |$n:ident| ($pop:expr, $push:expr), [$($flag:ident)|*];
    )*) => {
        /// A uop.
        #[allow(non_camel_case_types)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[repr(u8)]
        pub enum Uop {
            $( $(#[doc = $doc])* $name, )*
        }

        impl Uop {
            pub const ALL: &'static [Uop] = &[$(Uop::$name),*];

            /// Each uop's row, by discriminant: a load, not a match, for
            /// the helpers that consult it at every call.
            const INFO: &'static [UopInfo] = &[$( UopInfo {
                name: stringify!($name),
                arg: UopArg::$arg,
                flags: UopFlags::empty() $( .union(UopFlags::$flag) )*,
            }, )*];

            #[inline]
            pub fn info(self) -> &'static UopInfo {
                &Self::INFO[self as usize]
            }

            /// `(pops, pushes)` for `oparg`.
            #[inline]
            pub fn effect(self, oparg: u32) -> (u32, u32) {
                match self {
                    $( Uop::$name => { let $n = oparg; let _ = $n; ($pop, $push) } )*
                }
            }
        }
    };
}

define_uops! {
    /// Does nothing (what the optimizer leaves behind).
    _NOP: None, |_n| (0, 0), [PURE];
    /// The bytecode instruction that follows (for readers of a dump; exits
    /// carry their own targets, so the optimizer removes these).
    _SET_IP: Ip, |_n| (0, 0), [PURE];
    /// Leaves the trace if it has been invalidated.
    _CHECK_VALIDITY: None, |_n| (0, 0), [GUARD];
    /// Pushes a local known to be bound.
    _LOAD_FAST: Local, |_n| (0, 1), [PURE];
    /// Pushes a local; leaves if it is unbound (the interpreter then raises
    /// `UnboundLocalError`).
    _LOAD_FAST_CHECK: Local, |_n| (0, 1), [DEOPT];
    _STORE_FAST: Local, |_n| (1, 0), [];
    /// Pushes constant number `operand` of the module.
    _LOAD_CONST_INLINE: None, |_n| (0, 1), [PURE];
    /// Pushes the int `operand` (a constant the optimizer folded).
    _LOAD_INT: None, |_n| (0, 1), [PURE];
    _POP_TOP: None, |_n| (1, 0), [PURE];
    _COPY: Count, |n| (n, n + 1), [PURE];
    _SWAP: Count, |n| (n, n), [];
    /// Pushes global `oparg`; leaves if it is unbound.
    _LOAD_GLOBAL: Name, |_n| (0, 1), [DEOPT];
    /// Pushes the value global `oparg` had when the trace was recorded
    /// (trace constant `operand`); the trace depends on the binding and is
    /// invalidated when it changes.
    _LOAD_GLOBAL_INLINE: Name, |_n| (0, 1), [PURE];
    /// Pushes builtin `operand` for global `oparg`, guarding that no global
    /// of that name shadows it.
    _LOAD_GLOBAL_BUILTIN: Name, |_n| (0, 1), [GUARD];
    /// Leaves when the global is unbound or traces depend on it (the
    /// interpreter then stores and invalidates).
    _STORE_GLOBAL: Name, |_n| (1, 0), [ESCAPES | DEOPT];
    _GUARD_TOS_INT: None, |_n| (0, 0), [GUARD];
    _GUARD_NOS_INT: None, |_n| (0, 0), [GUARD];
    _GUARD_TOS_FLOAT: None, |_n| (0, 0), [GUARD];
    _GUARD_NOS_FLOAT: None, |_n| (0, 0), [GUARD];
    _GUARD_NOS_LIST: None, |_n| (0, 0), [GUARD];
    _GUARD_NOS_TUPLE: None, |_n| (0, 0), [GUARD];
    _BINARY_OP_ADD_INT: None, |_n| (2, 1), [DEOPT];
    _BINARY_OP_SUBTRACT_INT: None, |_n| (2, 1), [DEOPT];
    _BINARY_OP_MULTIPLY_INT: None, |_n| (2, 1), [DEOPT];
    /// Any other operator `oparg` on two ints; leaves on errors and on
    /// results that are not ints.
    _BINARY_OP_INT: BinOp, |_n| (2, 1), [DEOPT];
    _BINARY_OP_ADD_FLOAT: None, |_n| (2, 1), [PURE];
    _BINARY_OP_SUBTRACT_FLOAT: None, |_n| (2, 1), [PURE];
    _BINARY_OP_MULTIPLY_FLOAT: None, |_n| (2, 1), [PURE];
    /// `/`, `//`, `%`, `**` on two floats; leaves on errors.
    _BINARY_OP_FLOAT: BinOp, |_n| (2, 1), [DEOPT];
    /// Converts the int on top of the stack (or under it) to a float, as
    /// Python does when an int meets a float.
    _TOS_INT_TO_FLOAT: None, |_n| (1, 1), [PURE];
    _NOS_INT_TO_FLOAT: None, |_n| (2, 2), [PURE];
    /// Leaves unless the two ints on top are exact as floats (magnitudes
    /// below 2**53) and the top one is not zero: `int / int` is then the
    /// quotient of the two converted, correctly rounded as CPython's.
    _GUARD_INTS_DIVIDE_AS_FLOATS: None, |_n| (0, 0), [GUARD];
    /// Any operator on any values, through a helper.
    _BINARY_OP: BinOp, |_n| (2, 1), [ESCAPES | DEOPT];
    /// `str + str` or `str += str` (oparg as `_BINARY_OP`'s;
    /// `tier2::value_ops`); leaves when the types differ.
    _BINARY_OP_ADD_STR: BinOp, |_n| (2, 1), [ESCAPES | DEOPT | VALUE_OP];
    _COMPARE_OP_INT: CmpOp, |_n| (2, 1), [PURE];
    _COMPARE_OP_FLOAT: CmpOp, |_n| (2, 1), [PURE];
    _COMPARE_OP: CmpOp, |_n| (2, 1), [ESCAPES | DEOPT];
    /// Two strs compared (`tier2::value_ops`); leaves when either is not a
    /// str.
    _COMPARE_OP_STR: CmpOp, |_n| (2, 1), [GUARD | VALUE_OP];
    /// Two bools compared (`tier2::value_ops`); leaves when either is not
    /// a bool.
    _COMPARE_OP_BOOL: CmpOp, |_n| (2, 1), [GUARD | VALUE_OP];
    _UNARY_NEGATIVE: None, |_n| (1, 1), [ESCAPES | DEOPT];
    /// `-x` on an int (leaves on overflow) and on a float.
    _UNARY_NEGATIVE_INT: None, |_n| (1, 1), [DEOPT];
    _UNARY_NEGATIVE_FLOAT: None, |_n| (1, 1), [PURE];
    _UNARY_INVERT: None, |_n| (1, 1), [ESCAPES | DEOPT];
    _UNARY_POSITIVE: None, |_n| (1, 1), [ESCAPES | DEOPT];
    _UNARY_NOT: None, |_n| (1, 1), [ESCAPES];
    _IS_OP: Flag, |_n| (2, 1), [PURE];
    _CONTAINS_OP: Flag, |_n| (2, 1), [ESCAPES | DEOPT];
    /// Replaces the top with its truth value (leaves if that would run
    /// the program's `__bool__` or `__len__`).
    _TO_BOOL: None, |_n| (1, 1), [ESCAPES | DEOPT];
    /// The truth of an int (after `_GUARD_TOS_INT`): nonzero.
    _TO_BOOL_INT: None, |_n| (1, 1), [PURE];
    _GUARD_IS_TRUE_POP: None, |_n| (1, 0), [GUARD];
    /// Guards that the top's truth value is `oparg` (1 true), leaving the
    /// top in place (for `x or y` when the frame has no slot for a copy).
    _GUARD_TRUTH: Flag, |_n| (0, 0), [GUARD | ESCAPES];
    _GUARD_IS_FALSE_POP: None, |_n| (1, 0), [GUARD];
    /// Guards that the iterator state below the top is a range.
    _ITER_CHECK_RANGE: None, |_n| (0, 0), [GUARD];
    _GUARD_NOT_EXHAUSTED_RANGE: None, |_n| (0, 0), [GUARD];
    /// Guards that the range iterator is exhausted (a loop that ended while
    /// recording) and pops its state.
    _GUARD_EXHAUSTED_RANGE: None, |_n| (3, 0), [GUARD];
    _ITER_NEXT_RANGE: None, |_n| (0, 1), [DEOPT];
    _ITER_CHECK_LIST: None, |_n| (0, 0), [GUARD];
    _GUARD_NOT_EXHAUSTED_LIST: None, |_n| (0, 0), [GUARD];
    /// Guards that any iterator is exhausted and pops its state.
    _GUARD_EXHAUSTED: None, |_n| (3, 0), [GUARD];
    _ITER_NEXT_LIST: None, |_n| (0, 1), [DEOPT];
    /// Next item of any iterator; leaves when it is exhausted.
    _FOR_ITER: None, |_n| (0, 1), [ESCAPES | GUARD];
    /// `range(...)` with `oparg` int arguments (after `_CHECK_BUILTIN`)
    /// and `GET_ITER` on it: the callee's slot and the arguments become
    /// the iteration's three ints (stop, step, start), with no range
    /// object made; leaves when an argument is not an int or the step is
    /// zero.
    _RANGE_ITER: Count, |n| (n + 1, 3), [DEOPT];
    /// The next character of a str iteration (`[str, _, byte offset]`
    /// under it; the offset advances; `tier2::value_ops`); leaves when the
    /// iteration is not over a str or the str is exhausted.
    _ITER_NEXT_STR: None, |_n| (0, 1), [GUARD | ESCAPES | VALUE_OP];
    /// The next item of a tuple iteration (`[tuple, _, index]` under it;
    /// the index advances; `tier2::value_ops`); leaves when the iteration
    /// is not over a tuple or the tuple is exhausted.
    _ITER_NEXT_TUPLE: None, |_n| (0, 1), [GUARD | VALUE_OP];
    /// `_FOR_ITER_PAIR` over an `enumerate` of a list's or tuple's iterator
    /// (`tier2::value_ops`); leaves on any other iterator or when it is
    /// exhausted.
    _ITER_NEXT_ENUMERATE: None, |_n| (0, 2), [GUARD | VALUE_OP];
    /// `_FOR_ITER` and `UNPACK_SEQUENCE 2` on an `enumerate`: pushes the
    /// value, then the count, without making the pair; leaves when the
    /// iterator is exhausted or not an `enumerate`.
    _FOR_ITER_PAIR: None, |_n| (0, 2), [ESCAPES | GUARD];
    _GET_ITER: None, |_n| (1, 3), [ESCAPES | DEOPT];
    /// A list or tuple of the `oparg` values on top (`tier2::value_ops`);
    /// leaves when memory runs out.
    _BUILD_LIST: Count, |n| (n, 1), [ESCAPES | DEOPT | VALUE_OP];
    _BUILD_TUPLE: Count, |n| (n, 1), [ESCAPES | DEOPT | VALUE_OP];
    _UNPACK_SEQUENCE: Count, |n| (1, n), [ESCAPES | DEOPT];
    _BINARY_SUBSCR_LIST_INT: None, |_n| (2, 1), [DEOPT];
    /// `tuple[int]`; leaves when the index is out of range.
    _BINARY_SUBSCR_TUPLE_INT: None, |_n| (2, 1), [DEOPT];
    /// `str[int]` (`tier2::value_ops`); leaves when the types differ or the
    /// index is out of range.
    _BINARY_SUBSCR_STR_INT: None, |_n| (2, 1), [ESCAPES | DEOPT | VALUE_OP];
    /// `dict[key]` for a str or int key (`tier2::value_ops`); leaves when
    /// the types differ or the key is missing.
    _BINARY_SUBSCR_DICT: None, |_n| (2, 1), [DEOPT | VALUE_OP];
    /// `dict[key] = value` for a str or int key (`tier2::value_ops`);
    /// leaves when the types differ.
    _STORE_SUBSCR_DICT: None, |_n| (3, 0), [ESCAPES | DEOPT | VALUE_OP];
    /// `key in dict` (`not in` for oparg 1) for a str or int key
    /// (`tier2::value_ops`); leaves when the types differ.
    _CONTAINS_OP_DICT: Flag, |_n| (2, 1), [DEOPT | VALUE_OP];
    /// `str in str` (`not in` for oparg 1; `tier2::value_ops`); leaves when
    /// the types differ.
    _CONTAINS_OP_STR: Flag, |_n| (2, 1), [DEOPT | VALUE_OP];
    /// `x in tuple` or `x in list` (`not in` for oparg 1;
    /// `tier2::value_ops`); leaves for another container or when comparing
    /// the items could run guest code.
    _CONTAINS_OP_SEQ: Flag, |_n| (2, 1), [DEOPT | VALUE_OP];
    /// Compares two tuples (`tier2::value_ops`); leaves when either is not
    /// a tuple or comparing their items could run guest code.
    _COMPARE_OP_TUPLE: CmpOp, |_n| (2, 1), [DEOPT | VALUE_OP];
    _BINARY_SUBSCR: None, |_n| (2, 1), [ESCAPES | DEOPT];
    _STORE_SUBSCR_LIST_INT: None, |_n| (3, 0), [DEOPT];
    _STORE_SUBSCR: None, |_n| (3, 0), [ESCAPES | DEOPT];
    /// Guards that the callee under `oparg` arguments is function `operand`.
    _CHECK_FUNCTION: Count, |_n| (0, 0), [GUARD];
    /// `MAKE_FUNCTION` of code object `operand` with no defaults or
    /// annotations; `oparg` 1: the closure tuple on top is popped into it.
    /// (A comprehension's function, which the trace then calls inlined.)
    _MAKE_FUNCTION: Count, |n| (n, 1), [ESCAPES | DEOPT];
    /// Guards that the callee under `oparg` arguments is builtin `operand`.
    _CHECK_BUILTIN: Count, |_n| (0, 0), [GUARD];
    /// Calls a builtin with `oparg` arguments (`operand`: keyword mask).
    _CALL_BUILTIN: Count, |n| (n + 1, 1), [ESCAPES | DEOPT];
    /// `len(list)` after `_CHECK_BUILTIN` (the callee's slot and the
    /// list popped); leaves when the argument is not a list.
    _LEN_LIST: None, |_n| (2, 1), [GUARD | VALUE_OP];
    /// `len(x)` of a builtin container after `_CHECK_BUILTIN`
    /// (`tier2::value_ops`); leaves when `x` has no builtin length.
    _CALL_LEN: None, |_n| (2, 1), [DEOPT | VALUE_OP];
    /// Builtin `operand` on `oparg` (at most 3) arguments that
    /// [`crate::builtins::pure_on`] accepts (`abs`, `min`, `max`,
    /// `math.sqrt`... on ints and floats; `tuple(list)`...), after
    /// `_CHECK_BUILTIN` (`tier2::value_ops`); leaves when it does not
    /// accept them or the builtin raises.
    _CALL_BUILTIN_PURE: Count, |n| (n + 1, 1), [DEOPT | VALUE_OP];
    /// `isinstance(x, classinfo)` after `_CHECK_BUILTIN`
    /// (`tier2::value_ops`); leaves when `classinfo` is not a class or a
    /// tuple or union of them (the interpreter raises).
    _CALL_ISINSTANCE: None, |_n| (3, 1), [DEOPT | VALUE_OP];
    /// Calls str method `operand` (an [`crate::objects::Attr`]) on the str
    /// under `oparg` (at most 3) arguments (`tier2::value_ops`); leaves when
    /// the receiver is not a str, an argument could make it run guest code,
    /// or it raises.
    _CALL_STR_METHOD: Count, |n| (n + 1, 1), [ESCAPES | DEOPT | VALUE_OP];
    /// `ord(c)` of a one-character str after `_CHECK_BUILTIN`
    /// (`tier2::value_ops`); leaves for anything else (the interpreter
    /// raises or converts).
    _CALL_ORD: None, |_n| (2, 1), [DEOPT | VALUE_OP];
    /// `list.append(x)` (`tier2::value_ops`); leaves when the receiver is
    /// not a list.
    _CALL_LIST_APPEND: None, |_n| (2, 1), [ESCAPES | DEOPT | VALUE_OP];
    /// `list.pop()` (`tier2::value_ops`); leaves when the receiver is not a
    /// list or the list is empty.
    _CALL_LIST_POP: None, |_n| (1, 1), [DEOPT | VALUE_OP];
    /// `list.pop(i)` (`tier2::value_ops`); leaves when the receiver is not
    /// a list, `i` not an int or out of range.
    _CALL_LIST_POP_AT: None, |_n| (2, 1), [DEOPT | VALUE_OP];
    /// `dict.get(key)` or `dict.get(key, default)` (oparg: 1 or 2
    /// arguments) for a str or int key (`tier2::value_ops`); leaves when
    /// the types differ.
    _CALL_DICT_GET: Count, |n| (n + 1, 1), [DEOPT | VALUE_OP];
    /// Calls the builtin or bound method under `argc` positional and `nkw`
    /// keyword values (`oparg` as `CALL_KW`'s operand); leaves for a guest
    /// callee or arguments that would make it call one.
    _CALL_KW: Count, |n| (crate::bytecode::opcode::call_kw_args(n) + 1, 1), [ESCAPES | DEOPT];
    /// Calls the builtin or bound method under `oparg` arguments (a callee
    /// not known at record time); leaves as `_CALL_KW` does.
    _CALL_NATIVE: Count, |n| (n + 1, 1), [ESCAPES | DEOPT];
    /// Calls method `operand` (an [`crate::objects::Attr`]) of the value
    /// under `oparg` arguments.
    _CALL_METHOD: Count, |n| (n + 1, 1), [ESCAPES | DEOPT];
    /// `CALL_FUNCTION_EX` on a builtin or bound method (`oparg`: a
    /// keyword dict is on top).
    _CALL_FUNCTION_EX: Flag, |n| (2 + n, 1), [ESCAPES | DEOPT];
    /// `tos.attr`, attribute `operand` (name `oparg`).
    _LOAD_ATTR: Name, |_n| (1, 1), [ESCAPES | DEOPT];
    _BUILD_MAP: Count, |n| (2 * n, 1), [ESCAPES | DEOPT];
    _BUILD_SET: Count, |n| (n, 1), [ESCAPES | DEOPT];
    _BUILD_SLICE: Count, |n| (n, 1), [ESCAPES | DEOPT];
    _DELETE_SUBSCR: None, |_n| (2, 0), [ESCAPES | DEOPT];
    /// Unbinds a local; leaves if it is unbound (the interpreter raises).
    _DELETE_FAST: Local, |_n| (0, 0), [DEOPT];
    /// Local `oparg` becomes a new cell holding its value (the prologue of
    /// a function whose nested functions close over that local); leaves
    /// when the cell cannot be made.
    _MAKE_CELL: Local, |_n| (0, 0), [ESCAPES | DEOPT];
    /// `UNPACK_EX`: `oparg` is `before | after << 8`.
    _UNPACK_EX: Count, |n| (1, (n & 0xff) + (n >> 8) + 1), [ESCAPES | DEOPT];
    _LIST_APPEND: None, |_n| (1, 0), [ESCAPES | DEOPT];
    _LIST_EXTEND: None, |_n| (1, 0), [ESCAPES | DEOPT];
    _SET_ADD: None, |_n| (1, 0), [ESCAPES | DEOPT];
    _SET_UPDATE: None, |_n| (1, 0), [ESCAPES | DEOPT];
    _DICT_UPDATE: Flag, |_n| (1, 0), [ESCAPES | DEOPT];
    _LIST_TO_TUPLE: None, |_n| (1, 1), [ESCAPES | DEOPT];
    /// A dict comprehension's `key value` into the dict `oparg` slots
    /// under them (past the loop's iterator).
    _MAP_ADD: Count, |_n| (2, 0), [ESCAPES | DEOPT];
    /// `FORMAT_VALUE` with its operand.
    _FORMAT_VALUE: Count, |n| (1 + (n >> 2 & 1), 1), [ESCAPES | DEOPT];
    _BUILD_STRING: Count, |n| (n, 1), [ESCAPES | DEOPT];
    /// Enters an inlined call: moves the `oparg` arguments into the locals
    /// of the frame at slot offset `operand >> 32` (code `operand & 0xffff_ffff`)
    /// and pops them and the callee. No frame is pushed.
    /// Leaves (before any change) if the call would exceed the recursion
    /// limit; `oparg` is `argc | level << 8`, plus [`INLINE_NO_CALLEE`]
    /// for a method call, whose receiver is the first argument and which
    /// has no callee slot, plus a count of values under the arguments it
    /// also pops (see [`inline_enter_pops`]).
    _INLINE_ENTER: Count, |n| (inline_enter_pops(n), 0), [DEOPT];
    /// Leaves an inlined call: pops the return value off the callee's
    /// stack and pushes it on the caller's.
    _INLINE_EXIT: None, |_n| (1, 1), [];
    /// Calls the generator function under the `oparg` arguments (checked
    /// or made by the trace; its parameters take them one for one): makes
    /// the generator, its image the `operand` locals with the arguments
    /// and the function's cells (what the call makes without running it).
    _CALL_GEN_FUNC: Count, |n| (n + 1, 1), [ESCAPES | DEOPT];
    /// Guards that the value `oparg >> 24` from the top (the iterator of a
    /// `FOR_ITER`, `g` of `next(g)` or `g.send(v)`) is a generator of code
    /// `operand >> 32` stopped at instruction `operand & 0xffff_ffff` (0:
    /// not started) with an image of `oparg & 0xff_ffff` values and no
    /// exception of its own being handled: one the trace resumes as an
    /// inlined frame.
    _GUARD_GEN: Count, |_n| (0, 0), [GUARD];
    /// First uop of a generator's inlined frame (after `_INLINE_ENTER`
    /// with no arguments): marks the generator, `operand` slots below the
    /// frame, running and moves its image into the frame's locals and
    /// stack, then the value its `yield` gives when it had started (`None`,
    /// or with [`GEN_SENT`] the value in the slot after the generator):
    /// `oparg & 0xffff` values pushed in all.
    _GEN_RESUME: Count, |n| (0, n & 0xffff), [];
    /// `yield` in a generator's inlined frame (before `_INLINE_EXIT` takes
    /// the value to the consumer): saves the locals and the `oparg` values
    /// under the top into the generator `operand & 0xffff_ffff` slots
    /// below the frame, stopped at instruction `operand >> 32`. Leaves
    /// (before any change) if the image cannot grow.
    _GEN_YIELD: Count, |_n| (0, 0), [ESCAPES | DEOPT];
    /// `return` in a generator's inlined frame (before `_INLINE_EXIT`,
    /// after which the loop over it drops the value and its iterator):
    /// the generator `operand` slots below the frame is finished.
    _GEN_RETURN: Count, |_n| (0, 0), [];
        /// Where the loop body starts after the peeled first iteration (see
    /// the optimizer); `_JUMP_TO_TOP` returns here. Reaching it from the
    /// peeled iteration takes the loop's back-edge: a step.
    _LOOP_START: None, |_n| (0, 0), [];
    /// Guards that the value `oparg` below the top is an instance of shape
    /// `operand` (which also fixes its class).
    _GUARD_SHAPE: Count, |_n| (0, 0), [GUARD];
    /// Guards that the instance under the top (of a `dict` subclass with a
    /// `__missing__`) holds the key on top in its dict (`oparg` 1) or does
    /// not (`oparg` 0): the two ways `obj[key]` can go, each its own trace.
    _GUARD_KEY_IN_DICT: Flag, |_n| (0, 0), [GUARD];
    /// Guards that the value `oparg` below the top is trace constant
    /// `operand` (the same object).
    _GUARD_IS_CONST: Count, |_n| (0, 0), [GUARD];
    /// Guards that the value `oparg` below the top has type tag `operand`
    /// (`Value::tag`): the arguments of a builtin tier 2 replaced by its
    /// guest loop (`builtins::consumers`).
    _GUARD_TAG: Count, |_n| (0, 0), [GUARD];
    /// Guards that the first item of the list `oparg` below the top is an
    /// instance (`operand` 1), or that the list is empty or its first item
    /// is not one (`operand` 0): what decides whether a `heapq` call goes
    /// to its guest loop.
    _GUARD_LIST_HEAD: Count, |_n| (0, 0), [GUARD];
    /// Replaces the instance on top with trace constant `operand` (a
    /// function of its class) bound to it, as `obj.method` does.
    _BIND_METHOD: None, |_n| (1, 1), [ESCAPES | DEOPT];
    /// Guards that the value `oparg` below the top is a method bound to
    /// function `operand` (the object `_CHECK_FUNCTION` compares with).
    _GUARD_BOUND_METHOD: Count, |_n| (0, 0), [GUARD];
    /// Guards that the value `operand` below the top is a tuple of
    /// `oparg` values.
    _GUARD_TUPLE_LEN: Count, |_n| (0, 0), [GUARD];
    /// Guards that the value `oparg` below the top is an empty dict (the
    /// `**kwargs` of `f(*args, **kwargs)`).
    _GUARD_EMPTY_DICT: Count, |_n| (0, 0), [GUARD];
    /// Spreads the tuple in local `operand` (0, or 1 after a bound
    /// method's receiver; of `oparg & 0xff` values, guarded) over the
    /// locals from there, the parameters of an inlined `f(*args)`, and
    /// unbinds the locals after them up to local `oparg >> 8` (the call's
    /// arguments had filled them).
    _SPREAD_ARGS: Count, |_n| (0, 0), [];
    /// Replaces the bound method on top with the object it is bound to (an
    /// inlined method's receiver, in its first local).
    _BOUND_METHOD_SELF: None, |_n| (1, 1), [PURE];
    /// Guards that the value `oparg` below the top is a `super` object of
    /// class `operand >> 32` over an instance whose class is
    /// `operand & 0xffff_ffff` (object numbers): what `super().m` finds.
    _GUARD_SUPER: Count, |_n| (0, 0), [GUARD];
    /// Replaces the `super` object on top with the instance it wraps (an
    /// inlined `super().m(...)`'s receiver, in its first local).
    _SUPER_SELF: None, |_n| (1, 1), [PURE];
    /// Replaces the instance on top with its attribute at slot `operand`
    /// (the shape was guarded).
    _LOAD_ATTR_SLOT: None, |_n| (1, 1), [DEOPT];
    /// `tos.attr = nos` at slot `operand` of the instance on top.
    _STORE_ATTR_SLOT: None, |_n| (2, 0), [DEOPT];
    /// `tos.attr = nos` for a new attribute: the instance on top moves to
    /// shape `operand` with the value in a new last slot.
    _STORE_ATTR_ADD: None, |_n| (2, 0), [DEOPT];
    /// `setattr(obj, name, v)` with `[setattr, obj, name, v]` on top (the
    /// name and the instance's shape guarded): `v` into slot `operand`,
    /// and the call's `None` in place of the four.
    _SETATTR_SLOT: None, |_n| (4, 1), [DEOPT];
    /// `setattr(obj, name, v)` adding the attribute: the instance moves to
    /// shape `operand` (as `_STORE_ATTR_ADD`).
    _SETATTR_ADD: None, |_n| (4, 1), [DEOPT];
    /// `getattr(obj, name)` with `[getattr, obj, name]` on top (the name
    /// and the instance's shape guarded): its attribute at slot `operand`
    /// in place of the three.
    _GETATTR_SLOT: None, |_n| (3, 1), [DEOPT];
    /// Pushes trace constant `operand` (a class attribute or method looked
    /// up when the trace was recorded).
    _LOAD_TRACE_CONST: None, |_n| (0, 1), [PURE];
    /// Replaces the class `oparg & 0xff` below the top (trace constant
    /// `operand`) with a new instance of it, with no attributes yet; the
    /// instance's shape plus one is `oparg >> 8` (0: not given), for the
    /// optimizer.
    _NEW_INSTANCE: Count, |_n| (0, 0), [ESCAPES | DEOPT];
    /// `tuple.__new__(cls, items)`: replaces `[tuple, cls, items]` (the
    /// class guarded to be trace constant `operand`, `items` a tuple) with
    /// a new instance of the class whose tuple value is `items` (how a
    /// namedtuple is made).
    _NEW_TUPLE_INSTANCE: None, |_n| (3, 1), [ESCAPES | DEOPT];
    /// Pushes the contents of the cell in local `oparg`; leaves if empty.
    _LOAD_DEREF: Local, |_n| (0, 1), [DEOPT];
    /// Stores the top into the cell in local `oparg`.
    _STORE_DEREF: Local, |_n| (1, 0), [DEOPT];
    /// Guards that the top is `None` (what an `__init__` returns).
    _GUARD_TOS_NONE: None, |_n| (0, 0), [GUARD];
    /// Guards that the top is a bool (what a `__bool__` returns).
    _GUARD_TOS_BOOL: None, |_n| (0, 0), [GUARD];
    /// Guards that the top is an int of at least 0 (what a `__len__`
    /// returns).
    _GUARD_TOS_LEN: None, |_n| (0, 0), [GUARD];
    /// A back-edge a side trace follows: a step, as the interpreter counts
    /// it (machine code takes it off the poll countdown).
    _COUNT_STEP: None, |_n| (0, 0), [];
    /// Back to the start of the loop (`_LOOP_START`, or the trace's first
    /// uop); leaves at the back-edge when the step budget is spent.
    _JUMP_TO_TOP: None, |_n| (0, 0), [TERMINATOR | DEOPT];
    /// Leaves the trace to the interpreter, or to the trace its exit is
    /// linked to.
    _EXIT_TRACE: None, |_n| (0, 0), [TERMINATOR | GUARD];
    /// Leaves the trace unconditionally for an unsupported case.
    _DEOPT: None, |_n| (0, 0), [TERMINATOR | DEOPT];
}

impl Uop {
    /// For a type guard: how far below the top the value it checks sits
    /// (0 = top) and the tag it requires. Every executor, backend and the
    /// optimizer read the guards' meaning from here.
    pub fn type_guard(self) -> Option<(u32, u8)> {
        use crate::value::layout::{TAG_FLOAT, TAG_INT, TAG_LIST, TAG_TUPLE};
        match self {
            Uop::_GUARD_TOS_INT => Some((0, TAG_INT)),
            Uop::_GUARD_NOS_INT => Some((1, TAG_INT)),
            Uop::_GUARD_TOS_FLOAT => Some((0, TAG_FLOAT)),
            Uop::_GUARD_NOS_FLOAT => Some((1, TAG_FLOAT)),
            Uop::_GUARD_NOS_LIST => Some((1, TAG_LIST)),
            Uop::_GUARD_NOS_TUPLE => Some((1, TAG_TUPLE)),
            _ => None,
        }
    }
}

/// `_INLINE_ENTER` flag: the call has no callee slot (a method call whose
/// receiver is the first argument).
pub const INLINE_NO_CALLEE: u32 = 1 << 16;

/// Where `_INLINE_ENTER`'s `oparg` keeps how many values under its
/// arguments it pops too: a call whose callee takes `*args` finds copies
/// of its arguments, packed, above the call's own (which an exit before
/// the entry still needs where they are).
pub const INLINE_DROP_SHIFT: u32 = 17;

/// How many values `_INLINE_ENTER` with `oparg` pops: the arguments it
/// moves into the new frame, the values under them it drops, and the
/// callee slot unless [`INLINE_NO_CALLEE`].
pub const fn inline_enter_pops(oparg: u32) -> u32 {
    (oparg & 0xff) + (oparg & INLINE_NO_CALLEE == 0) as u32 + ((oparg >> INLINE_DROP_SHIFT) & 0x7f)
}

/// `_GEN_RESUME`'s flag: `g.send(v)` resumes with `v`.
pub const GEN_SENT: u32 = 1 << 16;

/// Index of "no exit" in [`UopInst::exit`].
pub const NO_EXIT: u32 = u32::MAX;

/// One uop in a trace.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UopInst {
    pub op: Uop,
    pub oparg: u32,
    pub operand: u64,
    /// The bytecode instruction this uop came from.
    pub target: u32,
    /// Its exit record, for uops that can leave the trace.
    pub exit: u32,
}

impl UopInst {
    pub fn new(op: Uop, oparg: u32, operand: u64, target: u32) -> Self {
        UopInst {
            op,
            oparg,
            operand,
            target,
            exit: NO_EXIT,
        }
    }

    /// For `_CHECK_FUNCTION` and `_CHECK_BUILTIN`: the value the callee
    /// (`oparg` entries below the top) must be.
    pub fn checked_callee(&self) -> Option<crate::value::Value> {
        use crate::builtins::Builtin;
        use crate::value::Value;
        match self.op {
            Uop::_CHECK_FUNCTION => Some(Value::Func(crate::heap::ObjRef(self.operand as u32))),
            Uop::_CHECK_BUILTIN => Builtin::ALL
                .get(self.operand as usize)
                .map(|b| Value::Builtin(*b)),
            _ => None,
        }
    }

    /// CPython's dump format: `_ITER_CHECK_RANGE (3, target=11, operand=0x0)`.
    pub fn describe(&self) -> String {
        let mut s = String::new();
        let _ = write!(
            s,
            "{} ({}, target={}, operand={:#x})",
            self.op.info().name,
            self.oparg,
            self.target,
            self.operand
        );
        if self.exit != NO_EXIT {
            let _ = write!(s, " exit={}", self.exit);
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_cpython_style() {
        let mut names: alloc::vec::Vec<&str> = Uop::ALL.iter().map(|u| u.info().name).collect();
        assert!(
            names
                .iter()
                .all(|n| n.starts_with('_') && n.to_uppercase() == *n)
        );
        names.sort();
        names.dedup();
        assert_eq!(names.len(), Uop::ALL.len());
    }

    #[test]
    fn terminators_and_exits() {
        assert!(
            Uop::_JUMP_TO_TOP
                .info()
                .flags
                .contains(UopFlags::TERMINATOR)
        );
        assert!(Uop::_GUARD_TOS_INT.info().flags.can_exit());
        assert!(!Uop::_LOAD_FAST.info().flags.can_exit());
        assert_eq!(Uop::_CALL_BUILTIN.effect(2), (3, 1));
    }
}
