//! The instruction set, declared once.
//!
//! Each row of `define_ops!` gives an opcode's name, number, operand kind,
//! its stack effect on fall-through and (for branches) when the branch is
//! taken, and for quickened forms the generic instruction they specialize.
//! The verifier, the disassembler, the loader and the interpreter's deopt
//! path all read these rows; nothing else restates them.
//!
//! Stack effects are `(pops, pushes)` written as a closure of the operand.
//!
//! ## Iteration
//! `GET_ITER` replaces an iterable with three slots of iterator state that
//! live in the frame like any stack value (as Lua's numeric `for` does), so
//! a JIT can keep them unboxed:
//! - range: `[Int(stop), Int(step), Int(next)]`
//! - list, tuple, bytes, bytearray: `[seq, Undef, Int(index)]`; str:
//!   `[str, Undef, Int(byte offset)]`
//! - dict, dict view, set, frozenset: `[obj, Int(len at start),
//!   Int(position)]` (a size change is a `RuntimeError`)
//! - an iterator object: `[Iter, Undef, Undef]`
//!
//! `FOR_ITER` pushes the next item, or pops the three slots and jumps.

/// What an instruction's operand means; the verifier checks each kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgKind {
    /// No operand; must be zero.
    None,
    /// Index into the module's constants.
    Const,
    /// Index of a local of the current code object.
    Local,
    /// Two local indices, `first | second << 16`.
    LocalPair,
    /// Index into the module's names (globals).
    Name,
    /// Absolute instruction index.
    Jump,
    /// A count of stack values.
    Count,
    /// A [`BinOp`] in the low byte, plus [`BinOp::INPLACE`] for augmented
    /// assignment.
    BinOp,
    /// A [`CmpOp`].
    CmpOp,
    /// 0 or 1: invert the test.
    Flag,
    /// Index of a code object other than the module body.
    Code,
    /// `argc | nkw << 8 | table << 16`: `argc` positional and `nkw` keyword
    /// arguments, named by the module's keyword-name list `table`.
    CallKw,
    /// `before | after << 8`: targets around a starred one.
    UnpackEx,
    /// A `FORMAT_VALUE` conversion (0-3) plus 4 when a spec is on the stack.
    Format,
    /// 2 or 3: the parts of a slice.
    SliceArgs,
    /// `name | argc << 24`: a method name index and the argument count.
    Method,
    /// `name | leaf << 24`: the dotted name of a module to import, and 1
    /// when the module itself is wanted (`import a.b as c`, `from a.b
    /// import x`) rather than its top-level package (`import a.b`).
    Import,
    /// `code | flags << 16`: a code object and which of defaults (1),
    /// keyword-only defaults (2), an annotations dict (8) and a closure
    /// tuple (4) are on the stack.
    MakeFunction,
}

/// Flags of a `MAKE_FUNCTION` operand (what sits on the stack, in this
/// order from the bottom).
pub mod make_function {
    pub const DEFAULTS: u32 = 1;
    pub const KWDEFAULTS: u32 = 2;
    pub const CLOSURE: u32 = 4;
    /// Pushed after the keyword-only defaults, before the closure.
    pub const ANNOTATIONS: u32 = 8;

    /// The code object of an operand.
    pub fn code(arg: u32) -> u32 {
        arg & 0xffff
    }

    pub fn flags(arg: u32) -> u32 {
        arg >> 16
    }
}

/// Fall-through and branch stack effects.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Effect {
    pub pops: u32,
    pub pushes: u32,
    /// Effect when the branch is taken (branch instructions only).
    pub jump: Option<(u32, u32)>,
    /// Control never falls through (unconditional jumps, return).
    pub terminal: bool,
}

macro_rules! define_ops {
    ($(
        $(#[doc = $doc:literal])*
        $name:ident = $num:literal, $arg:ident, |$n:ident| ($pop:expr, $push:expr)
        $(, jump ($jpop:expr, $jpush:expr))?
        $(, terminal $term:literal)?
        $(, quickens $base:ident)?
        ;
    )*) => {
        /// An opcode. Numbers below 128 may appear in `.tbc` files; numbers
        /// from 128 are quickened forms the interpreter writes at run time.
        #[allow(non_camel_case_types)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[repr(u8)]
        pub enum Op {
            $( $(#[doc = $doc])* $name = $num, )*
        }

        impl Op {
            pub const ALL: &'static [Op] = &[$(Op::$name),*];

            pub fn from_u8(b: u8) -> Option<Op> {
                match b {
                    $( $num => Some(Op::$name), )*
                    _ => None,
                }
            }

            pub fn name(self) -> &'static str {
                match self {
                    $( Op::$name => stringify!($name), )*
                }
            }

            pub fn arg_kind(self) -> ArgKind {
                match self {
                    $( Op::$name => ArgKind::$arg, )*
                }
            }

            /// The generic instruction a quickened one specializes (itself
            /// for generic instructions).
            pub fn generic(self) -> Op {
                match self {
                    $( Op::$name => { let _b = Op::$name; $( let _b = Op::$base; )? _b } )*
                }
            }

            /// Stack effect for operand `arg`.
            pub fn effect(self, arg: u32) -> Effect {
                match self {
                    $( Op::$name => {
                        let $n = arg;
                        let _ = $n;
                        let jump: Option<(u32, u32)> = None $( .or(Some(($jpop, $jpush))) )?;
                        let terminal = false $( || $term )?;
                        Effect { pops: $pop, pushes: $push, jump, terminal }
                    } )*
                }
            }
        }
    };
}

/// Stack values a `CALL_KW` takes besides the callee.
pub fn call_kw_args(arg: u32) -> u32 {
    (arg & 0xff) + ((arg >> 8) & 0xff)
}

define_ops! {
    /// Does nothing.
    NOP = 0, None, |_n| (0, 0);
    /// Discards the top of stack.
    POP_TOP = 1, None, |_n| (1, 0);
    /// Pushes a copy of the n-th value from the top (1 = top).
    COPY = 2, Count, |n| (n, n + 1);
    /// Swaps the top with the n-th value from the top (n >= 2).
    SWAP = 3, Count, |n| (n, n);
    LOAD_CONST = 4, Const, |_n| (0, 1);
    /// Pushes a local; raises `UnboundLocalError` if it has no value.
    LOAD_FAST = 5, Local, |_n| (0, 1);
    STORE_FAST = 6, Local, |_n| (1, 0);
    /// Pushes a global, falling back to the builtin of that name.
    LOAD_GLOBAL = 7, Name, |_n| (0, 1);
    STORE_GLOBAL = 8, Name, |_n| (1, 0);
    /// `nos op tos` for any [`BinOp`].
    BINARY_OP = 9, BinOp, |_n| (2, 1);
    UNARY_NEGATIVE = 10, None, |_n| (1, 1);
    UNARY_POSITIVE = 11, None, |_n| (1, 1);
    UNARY_INVERT = 12, None, |_n| (1, 1);
    UNARY_NOT = 13, None, |_n| (1, 1);
    /// `nos op tos` for any [`CmpOp`]; pushes a bool.
    COMPARE_OP = 14, CmpOp, |_n| (2, 1);
    /// `nos is tos` (`is not` when the flag is set).
    IS_OP = 15, Flag, |_n| (2, 1);
    /// `nos in tos` (`not in` when the flag is set).
    CONTAINS_OP = 16, Flag, |_n| (2, 1);
    JUMP_FORWARD = 17, Jump, |_n| (0, 0), jump (0, 0), terminal true;
    /// A loop's back-edge; counts towards the loop's hotness.
    JUMP_BACKWARD = 18, Jump, |_n| (0, 0), jump (0, 0), terminal true;
    POP_JUMP_IF_FALSE = 19, Jump, |_n| (1, 0), jump (1, 0);
    POP_JUMP_IF_TRUE = 20, Jump, |_n| (1, 0), jump (1, 0);
    /// Jumps keeping the top if it is false, else pops it.
    JUMP_IF_FALSE_OR_POP = 21, Jump, |_n| (1, 0), jump (1, 1);
    /// Jumps keeping the top if it is true, else pops it.
    JUMP_IF_TRUE_OR_POP = 22, Jump, |_n| (1, 0), jump (1, 1);
    /// Replaces an iterable with three slots of iterator state.
    GET_ITER = 23, None, |_n| (1, 3);
    /// Pushes the next item, or pops the iterator state and jumps.
    FOR_ITER = 24, Jump, |_n| (3, 4), jump (3, 0);
    BUILD_LIST = 25, Count, |n| (n, 1);
    BUILD_TUPLE = 26, Count, |n| (n, 1);
    /// Pops a sequence of exactly n items and pushes them, last item first.
    UNPACK_SEQUENCE = 27, Count, |n| (1, n);
    /// `nos[tos]`.
    BINARY_SUBSCR = 28, None, |_n| (2, 1);
    /// `stack[-2][tos] = stack[-3]`.
    STORE_SUBSCR = 29, None, |_n| (3, 0);
    /// Calls `stack[-n-1]` with the n values above it.
    CALL = 30, Count, |n| (n + 1, 1);
    /// A call with keyword arguments: the callee, `argc` positional
    /// values, then `nkw` keyword values (names in the module's table).
    CALL_KW = 31, CallKw, |n| (call_kw_args(n) + 1, 1);
    /// Calls method `name` of `stack[-argc-1]`.
    CALL_METHOD = 32, Method, |n| ((n >> 24) + 1, 1);
    /// Returns the top of stack to the caller.
    RETURN_VALUE = 33, None, |_n| (1, 0), terminal true;
    /// Pushes a function of a code object, taking what the operand's
    /// flags say from the stack.
    MAKE_FUNCTION = 34, MakeFunction, |n| ((n >> 16).count_ones(), 1);
    /// `LOAD_FAST a; LOAD_FAST b` in one dispatch.
    LOAD_FAST_LOAD_FAST = 35, LocalPair, |_n| (0, 2);
    /// `STORE_FAST a; LOAD_FAST b` in one dispatch.
    STORE_FAST_LOAD_FAST = 36, LocalPair, |_n| (1, 1);
    /// A dict of the n key/value pairs below the top (keys first).
    BUILD_MAP = 37, Count, |n| (2 * n, 1);
    BUILD_SET = 38, Count, |n| (n, 1);
    /// A slice of the 2 or 3 values below the top.
    BUILD_SLICE = 39, SliceArgs, |n| (n, 1);
    /// `del nos[tos]`.
    DELETE_SUBSCR = 40, None, |_n| (2, 0);
    /// `del local` (an unbound local raises `UnboundLocalError`).
    DELETE_FAST = 41, Local, |_n| (0, 0);
    DELETE_GLOBAL = 42, Name, |_n| (0, 0);
    /// Unpacks into `before` values, a list of the rest, `after` values
    /// (`a, *b, c = xs`), pushed last first.
    UNPACK_EX = 43, UnpackEx, |n| (1, (n & 0xff) + (n >> 8) + 1);
    /// Appends the top to the list `n` below it (after the pop; 1 is the
    /// value under the top).
    LIST_APPEND = 44, Count, |_n| (1, 0);
    /// Extends the list below the top with the iterable on top.
    LIST_EXTEND = 45, None, |_n| (1, 0);
    /// Adds the top to the set `n` below it, as `LIST_APPEND`.
    SET_ADD = 46, Count, |_n| (1, 0);
    SET_UPDATE = 47, None, |_n| (1, 0);
    /// Updates the dict below the top with the mapping on top (flag:
    /// duplicate keys are an error, as for `f(**a, **b)`).
    DICT_UPDATE = 48, Flag, |_n| (1, 0);
    /// Replaces the list on top with a tuple of its items.
    LIST_TO_TUPLE = 49, None, |_n| (1, 1);
    /// `format(value, spec)` after a `!s`/`!r`/`!a` conversion, for
    /// f-strings.
    FORMAT_VALUE = 50, Format, |n| (1 + (n >> 2 & 1), 1);
    /// Concatenates the n strings on top.
    BUILD_STRING = 51, Count, |n| (n, 1);
    /// `tos.name`.
    LOAD_ATTR = 52, Name, |_n| (1, 1);
    /// Calls `stack[-2-flag]` with the tuple of positional arguments above
    /// it and (flag 1) a dict of keyword arguments on top.
    CALL_FUNCTION_EX = 53, Flag, |n| (2 + n, 1);
    /// Replaces local `n` with a new cell holding its value (at function
    /// entry, for locals inner functions capture).
    MAKE_CELL = 54, Local, |_n| (0, 0);
    /// Pushes the contents of the cell in local `n`.
    LOAD_DEREF = 55, Local, |_n| (0, 1);
    STORE_DEREF = 56, Local, |_n| (1, 0);
    DELETE_DEREF = 57, Local, |_n| (0, 0);
    /// `tos.name = nos`.
    STORE_ATTR = 58, Name, |_n| (2, 0);
    DELETE_ATTR = 59, Name, |_n| (1, 0);
    /// `raise` (0), `raise tos` (1), `raise nos from tos` (2).
    RAISE_VARARGS = 60, Count, |n| (n, 0), terminal true;
    /// Raises the exception on top again, keeping its traceback.
    RERAISE = 61, None, |_n| (1, 0), terminal true;
    /// Starts handling the exception on top: pushes the one being handled
    /// before it under it, and makes it the one being handled.
    PUSH_EXC_INFO = 62, None, |_n| (1, 2);
    /// Ends handling: pops the exception saved by `PUSH_EXC_INFO` and makes
    /// it the one being handled again.
    POP_EXCEPT = 63, None, |_n| (1, 0);
    /// `except tos:` for the exception under it: pushes whether it matches
    /// in place of the type.
    CHECK_EXC_MATCH = 64, None, |_n| (2, 2);
    /// Pushes `AssertionError` (whatever the name is bound to).
    LOAD_ASSERTION_ERROR = 65, None, |_n| (0, 1);
    /// Enters a context manager: replaces it with its bound `__exit__` and
    /// pushes what `__enter__` returns.
    BEFORE_WITH = 66, None, |_n| (1, 2);
    /// With `[exit, prev, exc]` on top: pushes `exit(type, exc, tb)`.
    WITH_EXCEPT_START = 67, None, |_n| (3, 4);
    /// Suspends the generator, producing the top; pushes what it is
    /// resumed with.
    YIELD_VALUE = 68, None, |_n| (1, 1);
    /// `iter(tos)` for `yield from` (a generator stays itself).
    GET_YIELD_FROM_ITER = 69, None, |_n| (1, 1);
    /// Sends the top to the iterator under it: pushes what it yields, or
    /// when it is done pops both, pushes its return value and jumps.
    SEND = 70, Jump, |_n| (2, 2), jump (2, 1);
    /// A class named by the qualified name under the tuple of bases on
    /// top; the class body then fills it in. With `n` = 1 the class
    /// statement's keywords follow as a dict, which stays under the class
    /// for `CLASS_DONE`.
    MAKE_CLASS = 71, Count, |n| (2 + n, 1 + n);
    /// In a class body: a name of the class namespace (local 0), the
    /// globals or the builtins.
    LOAD_NAME = 72, Name, |_n| (0, 1);
    STORE_NAME = 73, Name, |_n| (1, 0);
    DELETE_NAME = 74, Name, |_n| (0, 0);
    /// `d[k] = v` with `[k, v]` on top and the dict `n` below them.
    MAP_ADD = 75, Count, |_n| (2, 0);
    /// A backward jump that is not a loop's back-edge (the loop of a
    /// `yield from`); it does not count towards hotness.
    JUMP_BACKWARD_NO_INTERRUPT = 76, Jump, |_n| (0, 0), jump (0, 0), terminal true;
    /// Pushes locals `n`, `n + 1`, `n + 2` as they are: the iterator state
    /// a comprehension receives (its padding slots hold no value).
    LOAD_ITER_STATE = 77, Local, |_n| (0, 3);
    /// With the class on top, its body run: what `type.__new__` does
    /// then (`__set_name__` of its attributes, then `__init_subclass__`),
    /// or the call of its metaclass, which makes the class the statement
    /// binds. With `n` = 1 the keywords' dict is under the class.
    CLASS_DONE = 78, Count, |n| (1 + n, 1);
    /// Imports a module (running its body the first time) and pushes it,
    /// or its top-level package.
    IMPORT_NAME = 79, Import, |_n| (0, 1);
    /// With a module on top, pushes its attribute `name` (`from m import
    /// name`), or raises CPython's `ImportError`.
    IMPORT_FROM = 80, Name, |_n| (1, 2);
    /// Pops a module and binds its public names in the current module
    /// (`from m import *`).
    IMPORT_STAR = 81, None, |_n| (1, 0);
    /// Pushes whether the top is a sequence a sequence pattern matches (a
    /// list, tuple or range, or an instance of a class flagged as one;
    /// never a str, bytes or bytearray), keeping it.
    MATCH_SEQUENCE = 82, None, |_n| (1, 2);
    /// Pushes whether the top is a mapping a mapping pattern matches (a
    /// dict, or an instance of a class flagged as one), keeping it.
    MATCH_MAPPING = 83, None, |_n| (1, 2);
    /// Pushes `len()` of the top, keeping it.
    GET_LEN = 84, None, |_n| (1, 2);
    /// With a mapping and a tuple of keys on top: pushes the tuple of the
    /// mapping's values for them, or `None` when one is missing.
    MATCH_KEYS = 85, None, |_n| (2, 3);
    /// A class pattern with `n` positional sub-patterns: with the subject,
    /// the class and a tuple of keyword attribute names on top, pushes the
    /// tuple of the attributes the sub-patterns match, or `None` when the
    /// subject is no instance of the class or lacks one.
    MATCH_CLASS = 86, Count, |_n| (3, 1);
    /// With a mapping and a tuple of keys on top: replaces the keys with a
    /// new dict of the mapping's other items (a mapping pattern's
    /// `**rest`).
    COPY_DICT_WITHOUT_KEYS = 87, None, |_n| (2, 2);

    BINARY_OP_ADD_INT = 128, BinOp, |_n| (2, 1), quickens BINARY_OP;
    BINARY_OP_SUB_INT = 129, BinOp, |_n| (2, 1), quickens BINARY_OP;
    BINARY_OP_MUL_INT = 130, BinOp, |_n| (2, 1), quickens BINARY_OP;
    /// Any other operator on two ints.
    BINARY_OP_INT = 131, BinOp, |_n| (2, 1), quickens BINARY_OP;
    BINARY_OP_ADD_FLOAT = 132, BinOp, |_n| (2, 1), quickens BINARY_OP;
    BINARY_OP_SUB_FLOAT = 133, BinOp, |_n| (2, 1), quickens BINARY_OP;
    BINARY_OP_MUL_FLOAT = 134, BinOp, |_n| (2, 1), quickens BINARY_OP;
    /// Any other operator on two floats.
    BINARY_OP_FLOAT = 135, BinOp, |_n| (2, 1), quickens BINARY_OP;
    COMPARE_OP_INT = 136, CmpOp, |_n| (2, 1), quickens COMPARE_OP;
    COMPARE_OP_FLOAT = 137, CmpOp, |_n| (2, 1), quickens COMPARE_OP;
    FOR_ITER_RANGE = 138, Jump, |_n| (3, 4), jump (3, 0), quickens FOR_ITER;
    FOR_ITER_LIST = 139, Jump, |_n| (3, 4), jump (3, 0), quickens FOR_ITER;
    BINARY_SUBSCR_LIST_INT = 140, None, |_n| (2, 1), quickens BINARY_SUBSCR;
    STORE_SUBSCR_LIST_INT = 141, None, |_n| (3, 0), quickens STORE_SUBSCR;
    /// A call to a guest function taking exactly n parameters.
    CALL_PY_EXACT_ARGS = 142, Count, |n| (n + 1, 1), quickens CALL;
    /// A back-edge whose loop has a trace: enters trace number `n` (the
    /// operand is a trace id, not a jump target; the trace knows its
    /// anchor).
    ENTER_EXECUTOR = 143, Jump, |_n| (0, 0), jump (0, 0), terminal true, quickens JUMP_BACKWARD;
    BINARY_OP_FLOORDIV_INT = 144, BinOp, |_n| (2, 1), quickens BINARY_OP;
    BINARY_OP_MOD_INT = 145, BinOp, |_n| (2, 1), quickens BINARY_OP;
    BINARY_OP_XOR_INT = 146, BinOp, |_n| (2, 1), quickens BINARY_OP;
    BINARY_OP_AND_INT = 147, BinOp, |_n| (2, 1), quickens BINARY_OP;
    BINARY_OP_OR_INT = 148, BinOp, |_n| (2, 1), quickens BINARY_OP;
    /// An int comparison followed by `POP_JUMP_IF_FALSE`/`POP_JUMP_IF_TRUE`,
    /// done in one dispatch: it takes that next instruction's branch and
    /// skips it. The next instruction stays in place, so an exit from a
    /// trace can resume there, and while recording this runs unfused.
    COMPARE_OP_INT_JUMP = 149, CmpOp, |_n| (2, 1), quickens COMPARE_OP;
    /// [`Op::COMPARE_OP_INT_JUMP`] for two floats.
    COMPARE_OP_FLOAT_JUMP = 150, CmpOp, |_n| (2, 1), quickens COMPARE_OP;
    /// `LOAD_FAST a; LOAD_CONST c; BINARY_OP +` for an int local and an
    /// int constant, in one dispatch that skips the two instructions after
    /// it (they stay in place, as after a fused compare).
    LOAD_FAST_ADD_CONST_INT = 151, Local, |_n| (0, 1), quickens LOAD_FAST;
    /// `LOAD_FAST a; LOAD_CONST c; BINARY_OP -`, likewise.
    LOAD_FAST_SUB_CONST_INT = 152, Local, |_n| (0, 1), quickens LOAD_FAST;
    /// `LOAD_FAST a; LOAD_CONST c; COMPARE_OP; POP_JUMP_IF_*`, likewise.
    LOAD_FAST_COMPARE_CONST_INT_JUMP = 153, Local, |_n| (0, 1), quickens LOAD_FAST;
}

impl Op {
    /// True for quickened forms that also carry out the instructions after
    /// them (a compare fused with its branch, a local with the constant and
    /// the operation that follow it). While recording they run unfused.
    pub fn is_fused(self) -> bool {
        matches!(
            self,
            Op::COMPARE_OP_INT_JUMP
                | Op::COMPARE_OP_FLOAT_JUMP
                | Op::LOAD_FAST_ADD_CONST_INT
                | Op::LOAD_FAST_SUB_CONST_INT
                | Op::LOAD_FAST_COMPARE_CONST_INT_JUMP
        )
    }
}

impl Op {
    /// True for the instructions a `.tbc` file may contain.
    pub fn is_generic(self) -> bool {
        self.generic() == self
    }
}

/// A binary operator (the operand of `BINARY_OP`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum BinOp {
    Add = 0,
    Sub = 1,
    Mul = 2,
    TrueDiv = 3,
    FloorDiv = 4,
    Mod = 5,
    Pow = 6,
    LShift = 7,
    RShift = 8,
    And = 9,
    Or = 10,
    Xor = 11,
    MatMul = 12,
}

impl BinOp {
    pub const ALL: [BinOp; 13] = [
        BinOp::Add,
        BinOp::Sub,
        BinOp::Mul,
        BinOp::TrueDiv,
        BinOp::FloorDiv,
        BinOp::Mod,
        BinOp::Pow,
        BinOp::LShift,
        BinOp::RShift,
        BinOp::And,
        BinOp::Or,
        BinOp::Xor,
        BinOp::MatMul,
    ];

    /// Flag in a `BINARY_OP` operand: the augmented form (`+=`), which
    /// mutates a list in place.
    pub const INPLACE: u32 = 0x100;

    pub fn from_u32(v: u32) -> Option<BinOp> {
        Self::ALL.get(v as usize).copied()
    }

    /// Splits a `BINARY_OP` operand into the operator and the in-place flag.
    pub fn decode(arg: u32) -> Option<(BinOp, bool)> {
        if arg >> 9 != 0 {
            return None;
        }
        Some((Self::from_u32(arg & 0xff)?, arg & Self::INPLACE != 0))
    }

    /// The operator as Python writes it.
    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::TrueDiv => "/",
            BinOp::FloorDiv => "//",
            BinOp::Mod => "%",
            BinOp::Pow => "**",
            BinOp::LShift => "<<",
            BinOp::RShift => ">>",
            BinOp::And => "&",
            BinOp::Or => "|",
            BinOp::Xor => "^",
            BinOp::MatMul => "@",
        }
    }
}

/// A comparison operator (the operand of `COMPARE_OP`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum CmpOp {
    Lt = 0,
    Le = 1,
    Eq = 2,
    Ne = 3,
    Gt = 4,
    Ge = 5,
}

impl CmpOp {
    pub const ALL: [CmpOp; 6] = [
        CmpOp::Lt,
        CmpOp::Le,
        CmpOp::Eq,
        CmpOp::Ne,
        CmpOp::Gt,
        CmpOp::Ge,
    ];

    pub fn from_u32(v: u32) -> Option<CmpOp> {
        Self::ALL.get(v as usize).copied()
    }

    pub fn symbol(self) -> &'static str {
        match self {
            CmpOp::Lt => "<",
            CmpOp::Le => "<=",
            CmpOp::Eq => "==",
            CmpOp::Ne => "!=",
            CmpOp::Gt => ">",
            CmpOp::Ge => ">=",
        }
    }

    /// Whether comparison operand `arg` holds for an ordering given as 0
    /// (less), 1 (equal) or 2 (greater), without branching: one 3-bit set
    /// of orderings per operator, in `CmpOp` order.
    #[inline(always)]
    pub fn holds(arg: u32, ordering: u32) -> bool {
        const SETS: u32 = 0b110_100_101_010_011_001;
        ((SETS >> (3 * (arg & 7))) >> ordering) & 1 != 0
    }

    /// Applies the operator to an ordering (`None`: unordered, e.g. NaN).
    pub fn test(self, o: Option<core::cmp::Ordering>) -> bool {
        use core::cmp::Ordering::*;
        match (self, o) {
            (CmpOp::Ne, None) => true,
            (_, None) => false,
            (CmpOp::Lt, Some(o)) => o == Less,
            (CmpOp::Le, Some(o)) => o != Greater,
            (CmpOp::Eq, Some(o)) => o == Equal,
            (CmpOp::Ne, Some(o)) => o != Equal,
            (CmpOp::Gt, Some(o)) => o == Greater,
            (CmpOp::Ge, Some(o)) => o != Less,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_round_trip_and_quickened_forms_are_not_generic() {
        for op in Op::ALL {
            assert_eq!(Op::from_u8(*op as u8), Some(*op));
            assert_eq!((*op as u8) < 128, op.is_generic(), "{}", op.name());
            let g = op.generic();
            assert_eq!(
                op.effect(2),
                g.effect(2),
                "{} and its generic form",
                op.name()
            );
            assert_eq!(op.arg_kind(), g.arg_kind());
        }
    }

    #[test]
    fn call_kw_effect_counts_keywords() {
        // 2 positional, 3 keyword values, keyword-name list 7.
        let arg = 2 | (3 << 8) | (7 << 16);
        assert_eq!(Op::CALL_KW.effect(arg).pops, 2 + 3 + 1);
    }
}
