//! A compiled program: code objects, constants and global names.
//!
//! `codes[0]` is the module body. Globals are named by index into `names`, so
//! the VM keeps them in a dense array and never hashes at run time.

use alloc::string::String;
use alloc::vec::Vec;

use super::opcode::Op;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Instr {
    pub op: Op,
    pub arg: u32,
}

impl Instr {
    pub const fn new(op: Op, arg: u32) -> Self {
        Instr { op, arg }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum Const {
    None,
    Bool(bool),
    Int(i64),
    Float(f64),
    /// An imaginary literal's value (`2j`: the real part is zero).
    Complex(f64, f64),
    Str(String),
    /// An int literal beyond i64, in hexadecimal (`-0x...`).
    BigInt(String),
    Bytes(Vec<u8>),
    /// A tuple of constants (an element of a constant frozenset).
    Tuple(Vec<Const>),
    /// A set display of constants, folded as CPython folds it: the VM
    /// makes a frozenset of the items in order, then rebuilds it from its
    /// own iteration order (what CPython's constant merging does).
    FrozenSet(Vec<Const>),
}

bitflags::bitflags! {
    /// What kind of code object a [`Code`] is.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
    pub struct CodeFlags: u32 {
        /// Has a `*args` parameter (after the keyword-only ones).
        const VARARGS = 1 << 0;
        /// Has a `**kwargs` parameter (last).
        const VARKEYWORDS = 1 << 1;
        /// A generator function: calling it makes a generator.
        const GENERATOR = 1 << 2;
        /// A class body: local 0 is the class, `LOAD_NAME` and
        /// `STORE_NAME` use its namespace.
        const CLASS_BODY = 1 << 3;
    }
}

/// One entry of a code object's exception table: an exception raised by
/// an instruction in `start..end` truncates the value stack to `depth`,
/// pushes the exception and jumps to `target`. The first entry that
/// covers an instruction applies (the compiler lists inner ones first).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Handler {
    pub start: u32,
    pub end: u32,
    pub target: u32,
    pub depth: u32,
}

/// A code object.
///
/// Where an instruction's expression is in the source, as CPython 3.11's
/// tracebacks underline it (`~~^~~` under `a / b`): its last line, its
/// first and last byte columns (0-based, in its first and last line), and
/// for a binary operation or a subscript on one line the byte columns
/// where the operator or the brackets start and end (`anchors`).
/// `callee_end` is the end of a method call's `obj.name` (what a failed
/// lookup underlines). Columns are 16 bits ([`Position::NONE`] where
/// absent; a position past column 65534 is not kept), so that a position
/// is 16 bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    pub end_line: u32,
    pub col: u16,
    pub end_col: u16,
    pub anchor_left: u16,
    pub anchor_right: u16,
    pub callee_end: u16,
}

impl Position {
    /// An absent column.
    pub const NONE: u16 = u16::MAX;

    /// No position: tracebacks print no markers for it.
    pub const UNKNOWN: Position = Position {
        end_line: 0,
        col: Self::NONE,
        end_col: Self::NONE,
        anchor_left: Self::NONE,
        anchor_right: Self::NONE,
        callee_end: Self::NONE,
    };

    /// Column `c` as kept (`NONE` if it does not fit).
    pub fn column(c: u32) -> u16 {
        u16::try_from(c).unwrap_or(Self::NONE)
    }

    pub fn anchors(&self) -> Option<(u16, u16)> {
        (self.anchor_left != Self::NONE && self.anchor_right != Self::NONE)
            .then_some((self.anchor_left, self.anchor_right))
    }
}

impl Default for Position {
    fn default() -> Self {
        Self::UNKNOWN
    }
}

/// Locals are laid out as: the `nparams` parameters (positional ones, then
/// keyword-only ones, then `*args`, then `**kwargs`), then the `nfree`
/// variables taken from the function's closure, then the other locals.
#[derive(Clone, Debug, PartialEq)]
pub struct Code {
    /// `<module>` for the module body.
    pub name: String,
    /// The dotted name (`C.method`, `f.<locals>.g`).
    pub qualname: String,
    pub flags: CodeFlags,
    /// Every parameter slot a call fills.
    pub nparams: u32,
    /// Positional parameters (positional-only ones included).
    pub argcount: u32,
    pub posonly: u32,
    pub kwonly: u32,
    /// Closure variables, in locals `nparams..nparams + nfree`.
    pub nfree: u32,
    /// Parameters first, then the other locals; `local_names.len()`.
    pub local_names: Vec<String>,
    pub max_stack: u32,
    pub instrs: Vec<Instr>,
    /// Source line of each instruction (same length as `instrs`).
    pub lines: Vec<u32>,
    /// Source position of each instruction (same length as `instrs`), or
    /// empty where the bundle has none (a `.tbc` file keeps only lines).
    pub positions: Vec<Position>,
    pub first_line: u32,
    pub handlers: Vec<Handler>,
}

impl Code {
    /// A code object with the given parts and nothing else (a function of
    /// positional parameters only, no handlers).
    pub fn simple(
        name: &str,
        nparams: u32,
        local_names: Vec<String>,
        max_stack: u32,
        instrs: Vec<Instr>,
        lines: Vec<u32>,
        first_line: u32,
    ) -> Self {
        Code {
            name: name.into(),
            qualname: name.into(),
            flags: CodeFlags::empty(),
            nparams,
            argcount: nparams,
            posonly: 0,
            kwonly: 0,
            nfree: 0,
            local_names,
            max_stack,
            instrs,
            lines,
            positions: Vec::new(),
            first_line,
            handlers: Vec::new(),
        }
    }

    pub fn is_generator(&self) -> bool {
        self.flags.contains(CodeFlags::GENERATOR)
    }

    /// True when a call with exactly `argcount` positional arguments
    /// binds them to the first locals and nothing else (no keyword-only
    /// parameters, no `*args`/`**kwargs`, no closure, not a generator).
    pub fn is_plain(&self) -> bool {
        self.nparams == self.argcount
            && self.nfree == 0
            && !self
                .flags
                .intersects(CodeFlags::GENERATOR | CodeFlags::CLASS_BODY)
    }

    pub fn nlocals(&self) -> u32 {
        self.local_names.len() as u32
    }

    /// Slots a frame of this code needs: locals then the value stack.
    pub fn frame_size(&self) -> usize {
        self.local_names.len() + self.max_stack as usize
    }
}

/// One source module of a program bundle: the main program, a module it
/// imports, or a standard module written in the guest language.
///
/// A bundle compiles its modules one after another into the shared tables,
/// so each owns a contiguous run of code objects (its body first) and a
/// contiguous run of names. Its globals are the names of its run: the same
/// text in two modules is two names, so two modules' globals never share a
/// slot and the VM keeps all of them in one dense array.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceModule {
    /// The dotted module name (`__main__` for the program itself).
    pub name: String,
    /// The path tracebacks print for its code.
    pub filename: String,
    /// Its code objects: `codes.0` is its body, the others are the
    /// functions, classes and comprehensions inside it.
    pub codes: (u32, u32),
    /// Its names (globals, attribute and module names its code uses).
    pub names: (u32, u32),
    /// A package (`__init__.py`): submodules may be imported from it.
    pub package: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Module {
    /// The source path of the main program, as tracebacks print it.
    pub filename: String,
    pub names: Vec<String>,
    pub consts: Vec<Const>,
    pub codes: Vec<Code>,
    /// The keyword names of each `CALL_KW` shape, as indices into `names`.
    pub kwnames: Vec<Vec<u32>>,
    /// The source modules of a bundle, the main program first. Empty means
    /// one module, `__main__`, owning every code object and name.
    pub modules: Vec<SourceModule>,
}

impl Module {
    /// The source modules, with the one-module default made explicit.
    pub fn source_modules(&self) -> Vec<SourceModule> {
        if !self.modules.is_empty() {
            return self.modules.clone();
        }
        alloc::vec![SourceModule {
            name: String::from("__main__"),
            filename: self.filename.clone(),
            codes: (0, self.codes.len() as u32),
            names: (0, self.names.len() as u32),
            package: false,
        }]
    }
}

/// Limits the loader and verifier enforce, so that no input can make the VM
/// allocate without bound.
pub mod limits {
    pub const MAX_CODES: usize = 1 << 16;
    pub const MAX_NAMES: usize = 1 << 20;
    pub const MAX_CONSTS: usize = 1 << 20;
    pub const MAX_INSTRS: usize = 1 << 22;
    pub const MAX_LOCALS: u32 = 1 << 16;
    pub const MAX_STACK: u32 = 1 << 16;
    pub const MAX_COUNT: u32 = 1 << 16;
    pub const MAX_CALL_ARGS: u32 = 255;
    pub const MAX_STRING: usize = 1 << 24;
    pub const MAX_HANDLERS: usize = 1 << 16;
    pub const MAX_MODULES: usize = 1 << 12;
}
