//! The builtin functions and types, with CPython's argument checking and
//! messages.
//!
//! [`Builtin`] names every builtin object: functions (`len`), types (`int`,
//! `dict`, which are also their constructors) and types a program meets
//! only through `type(x)` (`NoneType`, `list_iterator`). One table declares
//! them; each group of builtins is implemented in its own file. Builtins
//! run against a [`Ctx`], so those that call back (a `key=` function) work
//! in the interpreter and are refused, before any effect, elsewhere.

mod construct;
pub mod consumers;
mod iterate;
mod numeric;
mod print;
mod types;

use crate::args::Args;
use crate::ctx::Ctx;
use crate::error::{Exception, exc};
use crate::objects::Attr;
use crate::value::Value;

pub use construct::parse_float;
pub use types::{is_subtype, isinstance, type_of, type_of_value};

/// How a builtin may be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A function bound to its name.
    Function,
    /// A type bound to its name (calling it constructs).
    Type,
    /// A type that has no builtin name (`type(None)`).
    Hidden,
    /// A function of a native module (`math.sqrt`), bound only there.
    ModuleFunction,
    /// A type of a native module (`_random.Random`), bound only there.
    ModuleType,
}

macro_rules! define_builtins {
    ($($variant:ident = $name:literal, $kind:ident;)*) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[repr(u8)]
        pub enum Builtin {
            $( $variant, )*
        }

        impl Builtin {
            pub const ALL: &'static [Builtin] = &[$(Builtin::$variant),*];

            pub fn name(self) -> &'static str {
                match self {
                    $( Builtin::$variant => $name, )*
                }
            }

            pub fn kind(self) -> Kind {
                match self {
                    $( Builtin::$variant => Kind::$kind, )*
                }
            }
        }
    };
}

define_builtins! {
    Print = "print", Function;
    Open = "open", Function;
    Range = "range", Type;
    Len = "len", Function;
    Abs = "abs", Function;
    Min = "min", Function;
    Max = "max", Function;
    Int = "int", Type;
    Float = "float", Type;
    Complex = "complex", Type;
    Str = "str", Type;
    Bool = "bool", Type;
    Sum = "sum", Function;
    Any = "any", Function;
    All = "all", Function;
    Divmod = "divmod", Function;
    Pow = "pow", Function;
    Round = "round", Function;
    Repr = "repr", Function;
    Ascii = "ascii", Function;
    Ord = "ord", Function;
    Chr = "chr", Function;
    Hash = "hash", Function;
    Id = "id", Function;
    IsInstance = "isinstance", Function;
    IsSubclass = "issubclass", Function;
    Callable = "callable", Function;
    Iter = "iter", Function;
    Next = "next", Function;
    Sorted = "sorted", Function;
    Bin = "bin", Function;
    Hex = "hex", Function;
    Oct = "oct", Function;
    Format = "format", Function;
    List = "list", Type;
    Tuple = "tuple", Type;
    Dict = "dict", Type;
    Set = "set", Type;
    FrozenSet = "frozenset", Type;
    Bytes = "bytes", Type;
    ByteArray = "bytearray", Type;
    Slice = "slice", Type;
    Type = "type", Type;
    Object = "object", Type;
    Enumerate = "enumerate", Type;
    Zip = "zip", Type;
    Map = "map", Type;
    Filter = "filter", Type;
    Reversed = "reversed", Type;
    NoneType = "NoneType", Hidden;
    Function = "function", Hidden;
    BuiltinFunction = "builtin_function_or_method", Hidden;
    ListIterator = "list_iterator", Hidden;
    ProductIterator = "product", Hidden;
    PermutationsIterator = "permutations", Hidden;
    CombinationsIterator = "combinations", Hidden;
    CombinationsWithReplacementIterator = "combinations_with_replacement", Hidden;
    TupleIterator = "tuple_iterator", Hidden;
    StrAsciiIterator = "str_ascii_iterator", Hidden;
    StrIterator = "str_iterator", Hidden;
    RangeIterator = "range_iterator", Hidden;
    BytesIterator = "bytes_iterator", Hidden;
    ByteArrayIterator = "bytearray_iterator", Hidden;
    DictKeyIterator = "dict_keyiterator", Hidden;
    DictValueIterator = "dict_valueiterator", Hidden;
    DictItemIterator = "dict_itemiterator", Hidden;
    SetIterator = "set_iterator", Hidden;
    ListReverseIterator = "list_reverseiterator", Hidden;
    CallableIterator = "callable_iterator", Hidden;
    DictKeys = "dict_keys", Hidden;
    DictValues = "dict_values", Hidden;
    DictItems = "dict_items", Hidden;
    DictReverseKeyIterator = "dict_reversekeyiterator", Hidden;
    DictReverseValueIterator = "dict_reversevalueiterator", Hidden;
    DictReverseItemIterator = "dict_reverseitemiterator", Hidden;
    MethodDescriptor = "method_descriptor", Hidden;
    GetAttr = "getattr", Function;
    SetAttr = "setattr", Function;
    HasAttr = "hasattr", Function;
    DelAttr = "delattr", Function;
    Vars = "vars", Function;
    Dir = "dir", Function;
    Globals = "globals", Function;
    Locals = "locals", Function;
    Exit = "exit", Function;
    Quit = "quit", Function;
    Input = "input", Function;
    Super = "super", Type;
    StaticMethod = "staticmethod", Type;
    ClassMethod = "classmethod", Type;
    Property = "property", Type;
    Cell = "cell", Hidden;
    Generator = "generator", Hidden;
    MethodType = "method", Hidden;
    NotImplementedType = "NotImplementedType", Hidden;
    EllipsisType = "ellipsis", Hidden;
    UnionType = "types.UnionType", Hidden;
    CodeType = "code", Hidden;
    // The functions and types of the native modules (`crate::modules`).
    MathAcos = "acos", ModuleFunction;
    MathAcosh = "acosh", ModuleFunction;
    MathAsin = "asin", ModuleFunction;
    MathAsinh = "asinh", ModuleFunction;
    MathAtan = "atan", ModuleFunction;
    MathAtan2 = "atan2", ModuleFunction;
    MathAtanh = "atanh", ModuleFunction;
    MathCbrt = "cbrt", ModuleFunction;
    MathCeil = "ceil", ModuleFunction;
    MathComb = "comb", ModuleFunction;
    MathCopysign = "copysign", ModuleFunction;
    MathCos = "cos", ModuleFunction;
    MathCosh = "cosh", ModuleFunction;
    MathDegrees = "degrees", ModuleFunction;
    MathDist = "dist", ModuleFunction;
    MathErf = "erf", ModuleFunction;
    MathErfc = "erfc", ModuleFunction;
    MathExp = "exp", ModuleFunction;
    MathExp2 = "exp2", ModuleFunction;
    MathExpm1 = "expm1", ModuleFunction;
    MathFabs = "fabs", ModuleFunction;
    MathFactorial = "factorial", ModuleFunction;
    MathFloor = "floor", ModuleFunction;
    MathFmod = "fmod", ModuleFunction;
    MathFrexp = "frexp", ModuleFunction;
    MathFsum = "fsum", ModuleFunction;
    MathGamma = "gamma", ModuleFunction;
    MathGcd = "gcd", ModuleFunction;
    MathHypot = "hypot", ModuleFunction;
    MathIsclose = "isclose", ModuleFunction;
    MathIsfinite = "isfinite", ModuleFunction;
    MathIsinf = "isinf", ModuleFunction;
    MathIsnan = "isnan", ModuleFunction;
    MathIsqrt = "isqrt", ModuleFunction;
    MathLcm = "lcm", ModuleFunction;
    MathLdexp = "ldexp", ModuleFunction;
    MathLgamma = "lgamma", ModuleFunction;
    MathLog = "log", ModuleFunction;
    MathLog10 = "log10", ModuleFunction;
    MathLog1p = "log1p", ModuleFunction;
    MathLog2 = "log2", ModuleFunction;
    MathModf = "modf", ModuleFunction;
    MathNextafter = "nextafter", ModuleFunction;
    MathPerm = "perm", ModuleFunction;
    MathPow = "pow", ModuleFunction;
    MathProd = "prod", ModuleFunction;
    MathRadians = "radians", ModuleFunction;
    MathRemainder = "remainder", ModuleFunction;
    MathSin = "sin", ModuleFunction;
    MathSinh = "sinh", ModuleFunction;
    MathSqrt = "sqrt", ModuleFunction;
    MathTan = "tan", ModuleFunction;
    MathTanh = "tanh", ModuleFunction;
    MathTrunc = "trunc", ModuleFunction;
    MathUlp = "ulp", ModuleFunction;
    CmathAcos = "acos", ModuleFunction;
    CmathAcosh = "acosh", ModuleFunction;
    CmathAsin = "asin", ModuleFunction;
    CmathAsinh = "asinh", ModuleFunction;
    CmathAtan = "atan", ModuleFunction;
    CmathAtanh = "atanh", ModuleFunction;
    CmathCos = "cos", ModuleFunction;
    CmathCosh = "cosh", ModuleFunction;
    CmathExp = "exp", ModuleFunction;
    CmathIsclose = "isclose", ModuleFunction;
    CmathIsfinite = "isfinite", ModuleFunction;
    CmathIsinf = "isinf", ModuleFunction;
    CmathIsnan = "isnan", ModuleFunction;
    CmathLog = "log", ModuleFunction;
    CmathLog10 = "log10", ModuleFunction;
    CmathPhase = "phase", ModuleFunction;
    CmathPolar = "polar", ModuleFunction;
    CmathRect = "rect", ModuleFunction;
    CmathSin = "sin", ModuleFunction;
    CmathSinh = "sinh", ModuleFunction;
    CmathSqrt = "sqrt", ModuleFunction;
    CmathTan = "tan", ModuleFunction;
    CmathTanh = "tanh", ModuleFunction;
    SysGetrecursionlimit = "getrecursionlimit", ModuleFunction;
    SysSetrecursionlimit = "setrecursionlimit", ModuleFunction;
    SysIntern = "intern", ModuleFunction;
    SysGetsizeof = "getsizeof", ModuleFunction;
    SysGetIntMaxStrDigits = "get_int_max_str_digits", ModuleFunction;
    SysSetIntMaxStrDigits = "set_int_max_str_digits", ModuleFunction;
    SysExcInfo = "exc_info", ModuleFunction;
    SysException = "exception", ModuleFunction;
    SysGetdefaultencoding = "getdefaultencoding", ModuleFunction;
    SysGetfilesystemencoding = "getfilesystemencoding", ModuleFunction;
    TimeTime = "time", ModuleFunction;
    TimeTimeNs = "time_ns", ModuleFunction;
    TimePerfCounter = "perf_counter", ModuleFunction;
    TimePerfCounterNs = "perf_counter_ns", ModuleFunction;
    TimeMonotonic = "monotonic", ModuleFunction;
    TimeMonotonicNs = "monotonic_ns", ModuleFunction;
    TimeProcessTime = "process_time", ModuleFunction;
    TimeProcessTimeNs = "process_time_ns", ModuleFunction;
    TimeSleep = "sleep", ModuleFunction;
    GcCollect = "collect", ModuleFunction;
    GcEnable = "enable", ModuleFunction;
    GcDisable = "disable", ModuleFunction;
    GcIsenabled = "isenabled", ModuleFunction;
    RandomType = "Random", ModuleType;
    HeapqPush = "heappush", ModuleFunction;
    HeapqPop = "heappop", ModuleFunction;
    HeapqHeapify = "heapify", ModuleFunction;
    HeapqReplace = "heapreplace", ModuleFunction;
    HeapqPushPop = "heappushpop", ModuleFunction;
    JsonEncode = "encode", ModuleFunction;
    JsonDecode = "decode", ModuleFunction;
    BisectLeft = "bisect_left", ModuleFunction;
    BisectRight = "bisect_right", ModuleFunction;
    InsortLeft = "insort_left", ModuleFunction;
    InsortRight = "insort_right", ModuleFunction;
    ItertoolsProduct = "_product", ModuleFunction;
    ItertoolsPermutations = "_permutations", ModuleFunction;
    ItertoolsCombinations = "_combinations", ModuleFunction;
    ItertoolsCombinationsWithReplacement = "_combinations_with_replacement", ModuleFunction;
    OsOpen = "open", ModuleFunction;
    OsRead = "read", ModuleFunction;
    OsWrite = "write", ModuleFunction;
    OsClose = "close", ModuleFunction;
    OsLseek = "lseek", ModuleFunction;
    OsStat = "stat", ModuleFunction;
    OsFstat = "fstat", ModuleFunction;
    OsIsatty = "isatty", ModuleFunction;
    OsListdir = "listdir", ModuleFunction;
    OsMkdir = "mkdir", ModuleFunction;
    OsRmdir = "rmdir", ModuleFunction;
    OsUnlink = "unlink", ModuleFunction;
    OsRename = "rename", ModuleFunction;
    OsReadlink = "readlink", ModuleFunction;
    OsGetcwd = "getcwd", ModuleFunction;
    OsChdir = "chdir", ModuleFunction;
    OsEnvironItems = "environ_items", ModuleFunction;
    OsGetpid = "getpid", ModuleFunction;
    OsStrerror = "strerror", ModuleFunction;
    OsUrandom = "urandom", ModuleFunction;
    TracebackFormat = "format_exception", ModuleFunction;
    TracebackCaller = "caller", ModuleFunction;
    ModuleType = "module", Hidden;
    TextIoWrapper = "TextIOWrapper", Hidden;
}

impl Builtin {
    /// The builtin a global name falls back to.
    pub fn from_name(name: &str) -> Option<Builtin> {
        Self::ALL
            .iter()
            .copied()
            .find(|b| matches!(b.kind(), Kind::Function | Kind::Type) && b.name() == name)
    }

    /// A builtin type by its type name (for `type(x)` of iterators).
    pub fn from_type_name(name: &str) -> Option<Builtin> {
        Self::ALL
            .iter()
            .copied()
            .find(|b| matches!(b.kind(), Kind::Type | Kind::Hidden) && b.name() == name)
    }

    pub fn is_type(self) -> bool {
        !matches!(self.kind(), Kind::Function | Kind::ModuleFunction)
    }
}

/// Whether `b` called with `args` only computes its result from them: it
/// runs no guest code, prints nothing and changes no object, so tier 2
/// may run it without the interpreter (`_CALL_BUILTIN_PURE`) and, should
/// it raise, leave for the interpreter to call it again. The builtins on
/// numbers given only ints and floats, and `tuple()`/`list()` of a list,
/// tuple or str.
pub fn pure_on(b: Builtin, args: &[Value]) -> bool {
    use Builtin::*;
    let numbers = || {
        !args.is_empty()
            && args
                .iter()
                .all(|a| matches!(a, Value::Int(_) | Value::Float(_)))
    };
    match b {
        Abs | Min | Max | Int | Float | Round => numbers(),
        Tuple | List => matches!(args, [Value::List(_) | Value::Tuple(_) | Value::Str(_)]),
        _ => crate::modules::math::returns_float(b) && numbers(),
    }
}

/// Calls builtin `b` with `args`.
pub fn call(b: Builtin, ctx: &mut dyn Ctx, args: Args) -> Result<Value, Exception> {
    use Builtin::*;
    // The builtins taking integers take any object with `__index__`.
    if matches!(b, Bin | Hex | Oct | Range | Chr)
        && args.kw.is_empty()
        && args.pos.iter().any(|v| matches!(v, Value::Instance(_)))
    {
        let mut pos = alloc::vec::Vec::with_capacity(args.pos.len());
        let mut converted = false;
        for &v in args.pos {
            pos.push(match crate::dunder::index(ctx, v)? {
                Some(i) => {
                    converted = true;
                    i
                }
                None if matches!(v, Value::Instance(_)) => {
                    return Err(exc!(
                        TypeError,
                        "'{}' object cannot be interpreted as an integer",
                        crate::objects::type_name(ctx.heap(), v)
                    ));
                }
                None => v,
            });
        }
        // Converted values are ints: the call then takes the plain path
        // (one without `__index__` keeps its instance and its error).
        if converted {
            return call(b, ctx, Args::positional(&pos));
        }
    }
    match b {
        Print => print::print(ctx, args),
        Open => open(ctx, args),
        Exit | Quit => exit(ctx, b, args),
        Input => crate::modules::sys::input(ctx, args),
        Len => {
            let v = args.exactly_one("len")?;
            crate::dunder::len(ctx, v).map(Value::Int)
        }
        Abs | Divmod | Pow | Round | Sum | Min | Max | Bin | Hex | Oct => {
            numeric::call(b, ctx, args)
        }
        Any | All | Iter | Next | Sorted | Enumerate | Zip | Map | Filter | Reversed => {
            iterate::call(b, ctx, args)
        }
        Int | Float | Complex | Str | Bool | List | Tuple | Dict | Set | FrozenSet | Bytes
        | ByteArray | Range | Slice | Repr | Ascii | Ord | Chr | Format => {
            construct::call(b, ctx, args)
        }
        Type | IsInstance | IsSubclass | Callable | Hash | Id | Object | Super | StaticMethod
        | ClassMethod | Property | GetAttr | SetAttr | HasAttr | DelAttr | Vars | Dir | Globals
        | Locals => types::call(b, ctx, args),
        NoneType
        | Function
        | BuiltinFunction
        | ListIterator
        | CallableIterator
        | TupleIterator
        | StrAsciiIterator
        | StrIterator
        | RangeIterator
        | BytesIterator
        | ByteArrayIterator
        | DictKeyIterator
        | DictValueIterator
        | DictItemIterator
        | SetIterator
        | ListReverseIterator
        | DictKeys
        | DictValues
        | DictItems
        | DictReverseKeyIterator
        | DictReverseValueIterator
        | DictReverseItemIterator
        | MethodDescriptor
        | Cell
        | Generator
        | MethodType
        | NotImplementedType
        | EllipsisType
        | UnionType
        | ModuleType
        | TextIoWrapper => Err(exc!(TypeError, "cannot create '{}' instances", b.name())),
        _ => crate::modules::call(b, ctx, args),
    }
}

/// `exit([code])` and `quit([code])`: raise `SystemExit(code)`.
fn exit(ctx: &mut dyn Ctx, b: Builtin, args: Args) -> Result<Value, Exception> {
    args.no_kw(b.name())?;
    let code = args.at_most(b.name(), 1)?;
    let kind = crate::error::ExcKind::SystemExit;
    match ctx.call(Value::ExcType(kind), Args::positional(code))? {
        Value::Instance(r) => Err(Exception::from_object(kind, r)),
        _ => Err(exc!(SystemError, "SystemExit did not make an instance")),
    }
}

/// Whether `T.attr` exists for builtin type `T` (an unbound method or a
/// class method).
pub fn type_has_method(b: Builtin, attr: Attr) -> bool {
    let probe = match b {
        Builtin::Dict if attr == Attr::fromkeys => return true,
        Builtin::Int if attr == Attr::from_bytes => return true,
        Builtin::Float if attr == Attr::fromhex => return true,
        Builtin::Bytes | Builtin::ByteArray if attr == Attr::maketrans => return true,
        _ if attr == Attr::__new__ => return crate::objects::class::is_subclassable(b),
        Builtin::Type => return is_type_object_method(attr),
        Builtin::Str => Value::Str(crate::heap::ObjRef(0)),
        Builtin::List => Value::List(crate::heap::ObjRef(0)),
        Builtin::Dict => Value::Dict(crate::heap::ObjRef(0)),
        Builtin::Set => Value::Set(crate::heap::ObjRef(0)),
        Builtin::FrozenSet => Value::FrozenSet(crate::heap::ObjRef(0)),
        Builtin::Tuple => Value::Tuple(crate::heap::ObjRef(0)),
        Builtin::Bytes => Value::Bytes(crate::heap::ObjRef(0)),
        Builtin::ByteArray => Value::ByteArray(crate::heap::ObjRef(0)),
        Builtin::Int => Value::Int(0),
        Builtin::Float => Value::Float(0.0),
        Builtin::Complex => Value::Complex(crate::heap::ObjRef(0)),
        Builtin::Bool => Value::Bool(false),
        Builtin::NoneType => Value::None,
        Builtin::Range => Value::Range(crate::heap::ObjRef(0)),
        Builtin::NotImplementedType => Value::NotImplemented,
        _ => return false,
    };
    crate::objects::method::has_method(probe, attr)
}

/// The methods `type` has from `object` that apply to any type object
/// (`type.__hash__(int)`).
fn is_type_object_method(attr: Attr) -> bool {
    matches!(
        attr,
        Attr::__hash__ | Attr::__repr__ | Attr::__str__ | Attr::__eq__ | Attr::__ne__
    )
}

/// `type.attr(t, ...)` for one of [`is_type_object_method`]'s methods.
fn type_object_method(ctx: &mut dyn Ctx, attr: Attr, args: Args) -> Result<Value, Exception> {
    args.no_kw(format_args!("type.{attr}"))?;
    let (t, rest) = match args.pos.split_first() {
        Some((&t, rest)) if crate::objects::class::is_type(t) => (t, rest),
        Some((&t, _)) => {
            let heap = ctx.heap();
            return Err(exc!(
                TypeError,
                "descriptor '{}' for 'type' objects doesn't apply to a '{}' object",
                attr,
                crate::objects::type_name(heap, t)
            ));
        }
        None => {
            return Err(exc!(
                TypeError,
                "unbound method type.{}() needs an argument",
                attr
            ));
        }
    };
    let wanted = if matches!(attr, Attr::__eq__ | Attr::__ne__) {
        1
    } else {
        0
    };
    if rest.len() != wanted {
        return Err(exc!(
            TypeError,
            "expected {} argument{}, got {}",
            wanted,
            if wanted == 1 { "" } else { "s" },
            rest.len()
        ));
    }
    match attr {
        Attr::__hash__ => crate::dunder::hash(ctx, t).map(Value::Int),
        Attr::__eq__ => Ok(Value::Bool(crate::ops::identical(t, rest[0]))),
        Attr::__ne__ => Ok(Value::Bool(!crate::ops::identical(t, rest[0]))),
        _ => {
            let text = crate::dunder::repr(ctx, t)?;
            crate::ops::new_str(ctx.heap(), text)
        }
    }
}

/// `T.__new__(cls, args)` for a builtin type `T` that classes may derive
/// from: `T(args)` when `cls` is `T`, else a new instance of `cls` carrying
/// that value (empty for a mutable `T`, which `__init__` fills).
fn new_of_type(ctx: &mut dyn Ctx, b: Builtin, args: Args) -> Result<Value, Exception> {
    let Some((&cls, rest)) = args.pos.split_first() else {
        return Err(exc!(
            TypeError,
            "{}.__new__(): not enough arguments",
            b.name()
        ));
    };
    let rest_args = Args { pos: rest, ..args };
    if cls == Value::Builtin(b) {
        return ctx.call(cls, rest_args);
    }
    let heap = ctx.heap();
    if !matches!(cls, Value::Class(_) | Value::Builtin(_)) {
        return Err(exc!(
            TypeError,
            "{}.__new__(X): X is not a type object ({})",
            b.name(),
            crate::objects::type_name(heap, cls)
        ));
    }
    if crate::objects::instance::builtin_base_of(heap, cls) != Some(b) {
        let cname = crate::objects::class::type_value_name(heap, cls);
        return Err(exc!(
            TypeError,
            "{}.__new__({}): {} is not a subtype of {}",
            b.name(),
            cname,
            cname,
            b.name()
        ));
    }
    let base = if crate::objects::class::filled_by_init(b) {
        ctx.call(Value::Builtin(b), Args::default())?
    } else {
        ctx.call(Value::Builtin(b), rest_args)?
    };
    crate::objects::instance::new_derived(ctx.heap(), cls, base)
}

/// `T.attr(args)` for a builtin type: a class method, or an unbound
/// method whose first argument is the receiver (`str.lower(s)`).
pub fn call_type_method(
    ctx: &mut dyn Ctx,
    b: Builtin,
    attr: Attr,
    args: Args,
) -> Result<Value, Exception> {
    if b == Builtin::Dict && attr == Attr::fromkeys {
        return crate::objects::dict::fromkeys(ctx, args);
    }
    if b == Builtin::Int && attr == Attr::from_bytes {
        return crate::objects::int::from_bytes(ctx, args);
    }
    if b == Builtin::Float && attr == Attr::fromhex {
        let a = args.exactly_one("float.fromhex")?;
        let Value::Str(r) = a else {
            return Err(exc!(TypeError, "bad argument type for built-in operation"));
        };
        let text = alloc::string::String::from(ctx.heap().str(r));
        return crate::objects::float::from_hex(&text).map(Value::Float);
    }
    if b == Builtin::Str && attr == Attr::maketrans {
        return crate::objects::str_translate::maketrans(ctx, args);
    }
    if matches!(b, Builtin::Bytes | Builtin::ByteArray) && attr == Attr::maketrans {
        return crate::objects::bytes_methods::maketrans(ctx, args);
    }
    if matches!(b, Builtin::Bytes | Builtin::ByteArray) && attr == Attr::fromhex {
        return crate::objects::bytes_methods::call_method(ctx, Value::Builtin(b), attr, args);
    }
    if attr == Attr::__new__ && crate::objects::class::is_subclassable(b) {
        return new_of_type(ctx, b, args);
    }
    if b == Builtin::Type && is_type_object_method(attr) {
        return type_object_method(ctx, attr, args);
    }
    if !type_has_method(b, attr) {
        return Err(crate::objects::method::no_attribute(
            ctx.heap(),
            Value::Builtin(b),
            attr,
        ));
    }
    let Some((&recv, rest)) = args.pos.split_first() else {
        return Err(exc!(
            TypeError,
            "unbound method {}.{}() needs an argument",
            b.name(),
            attr
        ));
    };
    // An instance of a class deriving from `b`: the method acts on its
    // value of `b`.
    if let Some(base) = crate::objects::instance::base_value(ctx.heap(), recv)
        && type_of(ctx.heap(), base) == b
    {
        let args = Args { pos: rest, ..args };
        return crate::dunder::call_on_base(ctx, recv, base, attr, args);
    }
    if type_of(ctx.heap(), recv) != b && !(b == Builtin::Int && matches!(recv, Value::Bool(_))) {
        let heap = ctx.heap();
        return Err(exc!(
            TypeError,
            "descriptor '{}' for '{}' objects doesn't apply to a '{}' object",
            attr,
            b.name(),
            crate::objects::type_name(heap, recv)
        ));
    }
    let args = Args { pos: rest, ..args };
    crate::objects::method::call_method(ctx, recv, attr, args)
}

/// `open(...)`: the `io` module's `open`, as in CPython. The front end
/// imports `io` before any module that names `open` runs; a bundle
/// without `io` (a hand-made `.tbc`) has no files to open.
fn open(ctx: &mut dyn Ctx, args: Args) -> Result<Value, Exception> {
    let io = ctx.vm_query(crate::modules::VmQuery::LoadedModule("io"))?;
    if io == Value::None {
        return Err(exc!(
            OSError,
            "open() needs the io module, which this program's bundle lacks"
        ));
    }
    let f = ctx.get_attribute(io, "open")?;
    ctx.call(f, args)
}
