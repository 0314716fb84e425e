"""Run-time support for type hints (CPython 3.11 API subset), written for Trellis.

Every public name of CPython's typing module exists, so annotations such as
List[int], Dict[str, List[int]], Optional[int], Union[int, str],
Callable[[int], str], Tuple[int, ...], Literal['a'], ClassVar[int],
Annotated[int, 'x'] evaluate, print as in CPython, compare equal and can be
inspected with get_origin / get_args.  TypeVar, ParamSpec, TypeVarTuple,
NewType, ForwardRef, cast, overload / get_overloads, final,
no_type_check, runtime_checkable, reveal_type, assert_never, assert_type,
NamedTuple (class and functional forms, built on collections.namedtuple's
machinery) and TypedDict (instances are plain dicts) work.

Generic[T], Protocol[T] and UserClass[int] are parameterized aliases, and
generic classes have __parameters__.

Differences: isinstance() against typing aliases is not supported;
get_type_hints() evaluates string annotations without eval, so they may
only be names (dotted), subscripts, `|` unions, None, `...`, literals,
lists and parentheses (anything else raises SyntaxError); the
collections.abc origins (Iterable, Mapping, ...) are placeholder classes.
"""

import sys as _sys
import collections as _collections
import collections.abc as _collections_abc

__all__ = [
    'Annotated', 'Any', 'Callable', 'ClassVar', 'Concatenate', 'Final', 'ForwardRef',
    'Generic', 'Literal', 'Optional', 'ParamSpec', 'Protocol', 'Tuple', 'Type',
    'TypeVar', 'TypeVarTuple', 'Union', 'AbstractSet', 'ByteString', 'Container',
    'ContextManager', 'Hashable', 'ItemsView', 'Iterable', 'Iterator', 'KeysView',
    'Mapping', 'MappingView', 'MutableMapping', 'MutableSequence', 'MutableSet',
    'Sequence', 'Sized', 'ValuesView', 'Awaitable', 'AsyncIterator', 'AsyncIterable',
    'Coroutine', 'Collection', 'AsyncGenerator', 'AsyncContextManager', 'Reversible',
    'SupportsAbs', 'SupportsBytes', 'SupportsComplex', 'SupportsFloat', 'SupportsIndex',
    'SupportsInt', 'SupportsRound', 'ChainMap', 'Counter', 'Deque', 'Dict',
    'DefaultDict', 'List', 'OrderedDict', 'Set', 'FrozenSet', 'NamedTuple', 'TypedDict',
    'Generator', 'BinaryIO', 'IO', 'Match', 'Pattern', 'TextIO', 'AnyStr',
    'assert_type', 'assert_never', 'cast', 'clear_overloads', 'dataclass_transform',
    'final', 'get_args', 'get_origin', 'get_overloads', 'get_type_hints',
    'is_typeddict', 'LiteralString', 'Never', 'NewType', 'no_type_check',
    'no_type_check_decorator', 'NoReturn', 'NotRequired', 'overload', 'ParamSpecArgs',
    'ParamSpecKwargs', 'Required', 'reveal_type', 'runtime_checkable', 'Self', 'Text',
    'TYPE_CHECKING', 'TypeAlias', 'TypeGuard', 'Unpack']

TYPE_CHECKING = False

_NoneType = type(None)


def _caller_module(depth=2):
    try:
        return _sys._getframe(depth).f_globals.get('__name__', '__main__')
    except (AttributeError, ValueError):
        return '__main__'


def _type_repr(obj):
    if isinstance(obj, type):
        module = obj.__module__
        if module == 'builtins':
            return obj.__qualname__
        return '%s.%s' % (module, obj.__qualname__)
    if obj is Ellipsis:
        return '...'
    if callable(obj) and type(obj).__name__ == 'function':
        return obj.__name__
    return repr(obj)


def _type_convert(arg):
    if arg is None:
        return _NoneType
    if isinstance(arg, str):
        return ForwardRef(arg)
    return arg


def _as_tuple(params):
    if isinstance(params, tuple):
        return params
    return (params,)


def _collect_parameters(args):
    params = []
    for t in args:
        if isinstance(t, (TypeVar, ParamSpec, TypeVarTuple)):
            if t not in params:
                params.append(t)
        else:
            for p in getattr(t, '__parameters__', ()):
                if p not in params:
                    params.append(p)
    return tuple(params)


def _union_of(left, right):
    return Union[left, right]


################################################################################
### special forms
################################################################################

class _SpecialForm:
    """A special typing construct (Any, Union, Optional, ClassVar, ...)."""

    def __init__(self, name, getitem, doc=''):
        self._name = name
        self._getitem = getitem
        self.__doc__ = doc

    def __repr__(self):
        return 'typing.' + self._name

    def __getitem__(self, parameters):
        if self._getitem is None:
            raise TypeError('%r is not subscriptable' % (self,))
        return self._getitem(self, parameters)

    def __call__(self, *args, **kwds):
        raise TypeError('Cannot instantiate %r' % (self,))

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __reduce__(self):
        return self._name


class _AnyForm(_SpecialForm):
    def __call__(self, *args, **kwds):
        raise TypeError('Any cannot be instantiated')


def _single_param(self, parameters):
    params = _as_tuple(parameters)
    if len(params) != 1:
        raise TypeError('%r accepts only single type. Got %r.' % (self, parameters))
    return _GenericAlias(self, (_type_convert(params[0]),), None)


def _union_getitem(self, parameters):
    if parameters == ():
        raise TypeError('Cannot take a Union of no types.')
    params = []
    for p in _as_tuple(parameters):
        p = _type_convert(p)
        if isinstance(p, _UnionGenericAlias):
            items = p.__args__
        else:
            items = (p,)
        for item in items:
            if item not in params:
                params.append(item)
    if len(params) == 1:
        return params[0]
    return _UnionGenericAlias(self, tuple(params))


def _optional_getitem(self, parameters):
    params = _as_tuple(parameters)
    if len(params) != 1:
        raise TypeError('typing.Optional requires a single type. Got %r.' % (parameters,))
    return Union[params[0], None]


def _literal_getitem(self, parameters):
    values = []
    for p in _as_tuple(parameters):
        if isinstance(p, _LiteralGenericAlias):
            items = p.__args__
        else:
            items = (p,)
        for item in items:
            for v in values:
                if v is item or (type(v) is type(item) and v == item):
                    break
            else:
                values.append(item)
    return _LiteralGenericAlias(self, tuple(values))


def _annotated_getitem(self, parameters):
    params = _as_tuple(parameters)
    if len(params) < 2:
        raise TypeError('Annotated[...] should be used with at least two arguments '
                        '(a type and an annotation).')
    origin = _type_convert(params[0])
    return _AnnotatedAlias(origin, tuple(params[1:]))


def _generic_param_form(self, parameters):
    return _GenericAlias(self, tuple([_type_convert(p) for p in _as_tuple(parameters)]), None)


Any = _AnyForm('Any', None, 'Special type indicating an unconstrained type.')
NoReturn = _SpecialForm('NoReturn', None, 'Special type indicating functions that never return.')
Never = _SpecialForm('Never', None, 'The bottom type, a type that has no members.')
Self = _SpecialForm('Self', None, 'Used to spell the type of "self" in classes.')
LiteralString = _SpecialForm('LiteralString', None, 'Represents an arbitrary literal string.')
TypeAlias = _SpecialForm('TypeAlias', None, 'Special marker indicating that an assignment '
                         'should be recognized as a proper type alias definition.')
ClassVar = _SpecialForm('ClassVar', _single_param, 'Special type construct to mark class variables.')
Final = _SpecialForm('Final', _single_param, 'Special typing construct to indicate final names.')
Union = _SpecialForm('Union', _union_getitem, 'Union type; Union[X, Y] means either X or Y.')
Optional = _SpecialForm('Optional', _optional_getitem, 'Optional type: Optional[X] is Union[X, None].')
Literal = _SpecialForm('Literal', _literal_getitem, 'Special typing form to define literal types.')
TypeGuard = _SpecialForm('TypeGuard', _single_param, 'Special typing form used to annotate '
                         'the return type of a user-defined type guard function.')
Required = _SpecialForm('Required', _single_param, 'A special typing construct to mark a key '
                        'of a total=False TypedDict as required.')
NotRequired = _SpecialForm('NotRequired', _single_param, 'A special typing construct to mark a '
                           'key of a TypedDict as potentially missing.')
Unpack = _SpecialForm('Unpack', _single_param, 'Type unpack operator.')
Concatenate = _SpecialForm('Concatenate', _generic_param_form, 'Used in conjunction with '
                           'ParamSpec and Callable to represent a higher order function.')
Annotated = _SpecialForm('Annotated', _annotated_getitem, 'Add context specific metadata to a type.')


################################################################################
### aliases
################################################################################

class _GenericAlias:
    """A subscripted generic: List[int], ClassVar[int], Callable[[int], str] ..."""

    def __init__(self, origin, args, name=None, inst=True):
        self.__origin__ = origin
        self.__args__ = args
        self._name = name
        self._inst = inst
        self.__parameters__ = _collect_parameters(args)

    def __repr__(self):
        if self._name is not None:
            head = 'typing.' + self._name
        else:
            head = _type_repr(self.__origin__)
        if not self.__args__:
            return head + '[()]'
        return '%s[%s]' % (head, ', '.join([_type_repr(a) for a in self.__args__]))

    def __eq__(self, other):
        if not isinstance(other, _GenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash((self.__origin__, self.__args__))

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError('Type %s cannot be instantiated; use %s() instead'
                            % (self._name, self.__origin__.__name__.lower()))
        result = self.__origin__(*args, **kwargs)
        try:
            result.__orig_class__ = self
        except Exception:
            pass
        return result

    def __getitem__(self, args):
        params = self.__parameters__
        if not params:
            raise TypeError('%r is not a generic class' % (self,))
        args = tuple([_type_convert(a) for a in _as_tuple(args)])
        if len(args) != len(params):
            raise TypeError('Too %s arguments for %r; actual %d, expected %d'
                            % ('many' if len(args) > len(params) else 'few',
                               self, len(args), len(params)))
        subst = {}
        for i in range(len(params)):
            subst[params[i]] = args[i]
        return self.copy_with(tuple([_substitute(a, subst) for a in self.__args__]))

    def copy_with(self, args):
        return self.__class__(self.__origin__, args, self._name, self._inst)


def _substitute(arg, subst):
    if isinstance(arg, (TypeVar, ParamSpec, TypeVarTuple)):
        return subst.get(arg, arg)
    if isinstance(arg, _GenericAlias) and arg.__parameters__:
        return arg.copy_with(tuple([_substitute(a, subst) for a in arg.__args__]))
    return arg


class _CallableGenericAlias(_GenericAlias):
    def __repr__(self):
        args = self.__args__
        if len(args) == 2 and args[0] is Ellipsis:
            return 'typing.Callable[..., %s]' % _type_repr(args[1])
        return 'typing.Callable[[%s], %s]' % (', '.join([_type_repr(a) for a in args[:-1]]),
                                             _type_repr(args[-1]))

    def copy_with(self, args):
        return _CallableGenericAlias(self.__origin__, args, self._name, self._inst)


class _UnionGenericAlias(_GenericAlias):
    def __init__(self, origin, args):
        _GenericAlias.__init__(self, origin, args, None)

    def __repr__(self):
        args = self.__args__
        if len(args) == 2:
            if args[0] is _NoneType:
                return 'typing.Optional[%s]' % _type_repr(args[1])
            if args[1] is _NoneType:
                return 'typing.Optional[%s]' % _type_repr(args[0])
        return 'typing.Union[%s]' % ', '.join([_type_repr(a) for a in args])

    def __eq__(self, other):
        if not isinstance(other, (_UnionGenericAlias, _UnionType)):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))

    def copy_with(self, args):
        return Union[args]


class _LiteralGenericAlias(_GenericAlias):
    def __init__(self, origin, args):
        _GenericAlias.__init__(self, origin, args, None)
        self.__parameters__ = ()

    def __repr__(self):
        return 'typing.Literal[%s]' % ', '.join([repr(a) for a in self.__args__])

    def __eq__(self, other):
        if not isinstance(other, _LiteralGenericAlias):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))


class _AnnotatedAlias(_GenericAlias):
    def __init__(self, origin, metadata):
        _GenericAlias.__init__(self, origin, (origin,), None)
        self.__metadata__ = metadata

    def __repr__(self):
        return 'typing.Annotated[%s, %s]' % (_type_repr(self.__origin__),
                                             ', '.join([repr(a) for a in self.__metadata__]))

    def __eq__(self, other):
        if not isinstance(other, _AnnotatedAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__metadata__ == other.__metadata__

    def __hash__(self):
        return hash((self.__origin__, self.__metadata__))

    def copy_with(self, args):
        return _AnnotatedAlias(args[0], self.__metadata__)


class _SpecialGenericAlias:
    """An unsubscripted generic alias: List, Dict, Iterable, Callable, ..."""

    def __init__(self, origin, nparams, name, inst=True):
        self.__origin__ = origin
        self._nparams = nparams
        self._name = name
        self._inst = inst

    def __repr__(self):
        return 'typing.' + self._name

    def __getitem__(self, params):
        params = tuple([_type_convert(p) for p in _as_tuple(params)])
        n = self._nparams
        if n == 0:
            raise TypeError('%r is not a generic class' % (self,))
        if len(params) != n:
            raise TypeError('Too %s arguments for %r; actual %d, expected %d'
                            % ('many' if len(params) > n else 'few', self, len(params), n))
        return _GenericAlias(self.__origin__, params, self._name, self._inst)

    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError('Type %s cannot be instantiated; use %s() instead'
                            % (self._name, self.__origin__.__name__.lower()))
        return self.__origin__(*args, **kwargs)

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


class _TupleAlias(_SpecialGenericAlias):
    def __getitem__(self, params):
        if params == ():
            return _GenericAlias(tuple, (), 'Tuple', False)
        params = tuple([_type_convert(p) for p in _as_tuple(params)])
        return _GenericAlias(tuple, params, 'Tuple', False)


class _CallableAlias(_SpecialGenericAlias):
    def __getitem__(self, params):
        if not isinstance(params, tuple) or len(params) != 2:
            raise TypeError('Callable must be used as Callable[[arg, ...], result].')
        args, result = params
        if isinstance(args, list):
            params = tuple([_type_convert(a) for a in args]) + (_type_convert(result),)
        elif args is Ellipsis:
            params = (Ellipsis, _type_convert(result))
        else:
            params = (_type_convert(args), _type_convert(result))
        return _CallableGenericAlias(self.__origin__, params, 'Callable')


# Placeholders for the collections.abc classes (there is no collections.abc).
def _abc(name):
    # The collections.abc class the alias stands for (isinstance() and
    # subclassing go to it); a stand-in for contextlib's ABCs.
    found = getattr(_collections_abc, name, None)
    if found is not None:
        return found

    class _ABC:
        pass
    _ABC.__name__ = name
    _ABC.__qualname__ = name
    _ABC.__module__ = 'contextlib'
    return _ABC


Hashable = _SpecialGenericAlias(_abc('Hashable'), 0, 'Hashable')
Awaitable = _SpecialGenericAlias(_abc('Awaitable'), 1, 'Awaitable')
Coroutine = _SpecialGenericAlias(_abc('Coroutine'), 3, 'Coroutine')
AsyncIterable = _SpecialGenericAlias(_abc('AsyncIterable'), 1, 'AsyncIterable')
AsyncIterator = _SpecialGenericAlias(_abc('AsyncIterator'), 1, 'AsyncIterator')
Iterable = _SpecialGenericAlias(_abc('Iterable'), 1, 'Iterable')
Iterator = _SpecialGenericAlias(_abc('Iterator'), 1, 'Iterator')
Reversible = _SpecialGenericAlias(_abc('Reversible'), 1, 'Reversible')
Sized = _SpecialGenericAlias(_abc('Sized'), 0, 'Sized')
Container = _SpecialGenericAlias(_abc('Container'), 1, 'Container')
Collection = _SpecialGenericAlias(_abc('Collection'), 1, 'Collection')
Callable = _CallableAlias(_abc('Callable'), 2, 'Callable')
AbstractSet = _SpecialGenericAlias(_abc('Set'), 1, 'AbstractSet')
MutableSet = _SpecialGenericAlias(_abc('MutableSet'), 1, 'MutableSet')
Mapping = _SpecialGenericAlias(_abc('Mapping'), 2, 'Mapping')
MutableMapping = _SpecialGenericAlias(_abc('MutableMapping'), 2, 'MutableMapping')
Sequence = _SpecialGenericAlias(_abc('Sequence'), 1, 'Sequence')
MutableSequence = _SpecialGenericAlias(_abc('MutableSequence'), 1, 'MutableSequence')
ByteString = _SpecialGenericAlias(_abc('ByteString'), 0, 'ByteString')
MappingView = _SpecialGenericAlias(_abc('MappingView'), 1, 'MappingView')
KeysView = _SpecialGenericAlias(_abc('KeysView'), 1, 'KeysView')
ItemsView = _SpecialGenericAlias(_abc('ItemsView'), 2, 'ItemsView')
ValuesView = _SpecialGenericAlias(_abc('ValuesView'), 1, 'ValuesView')
Generator = _SpecialGenericAlias(_abc('Generator'), 3, 'Generator')
AsyncGenerator = _SpecialGenericAlias(_abc('AsyncGenerator'), 2, 'AsyncGenerator')
ContextManager = _SpecialGenericAlias(_abc('AbstractContextManager'), 1, 'ContextManager')
AsyncContextManager = _SpecialGenericAlias(_abc('AbstractAsyncContextManager'), 1,
                                           'AsyncContextManager')
Tuple = _TupleAlias(tuple, -1, 'Tuple', inst=False)
List = _SpecialGenericAlias(list, 1, 'List', inst=False)
Dict = _SpecialGenericAlias(dict, 2, 'Dict', inst=False)
Set = _SpecialGenericAlias(set, 1, 'Set', inst=False)
FrozenSet = _SpecialGenericAlias(frozenset, 1, 'FrozenSet', inst=False)
Type = _SpecialGenericAlias(type, 1, 'Type', inst=False)
Deque = _SpecialGenericAlias(_collections.deque, 1, 'Deque')
DefaultDict = _SpecialGenericAlias(_collections.defaultdict, 2, 'DefaultDict')
OrderedDict = _SpecialGenericAlias(_collections.OrderedDict, 2, 'OrderedDict')
Counter = _SpecialGenericAlias(_collections.Counter, 1, 'Counter')
ChainMap = _SpecialGenericAlias(_collections.ChainMap, 2, 'ChainMap')
Pattern = _SpecialGenericAlias(_abc('Pattern'), 1, 'Pattern')
Match = _SpecialGenericAlias(_abc('Match'), 1, 'Match')
Text = str


################################################################################
### type variables, forward references, NewType
################################################################################

class TypeVar:
    """Type variable: T = TypeVar('T'), S = TypeVar('S', int, str), B = TypeVar('B', bound=X)."""

    def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False):
        if covariant and contravariant:
            raise ValueError('Bivariant types are not supported.')
        if constraints and bound is not None:
            raise TypeError('Constraints cannot be combined with bound=...')
        if len(constraints) == 1:
            raise TypeError('A single constraint is not allowed')
        self.__name__ = name
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        self.__constraints__ = tuple([_type_convert(c) for c in constraints])
        self.__bound__ = _type_convert(bound) if bound is not None else None
        self.__module__ = _caller_module()

    def __repr__(self):
        if self.__covariant__:
            prefix = '+'
        elif self.__contravariant__:
            prefix = '-'
        else:
            prefix = '~'
        return prefix + self.__name__

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


class ParamSpecArgs:
    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return '%s.args' % (self.__origin__.__name__,)


class ParamSpecKwargs:
    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return '%s.kwargs' % (self.__origin__.__name__,)


class ParamSpec:
    """Parameter specification variable: P = ParamSpec('P')."""

    def __init__(self, name, *, bound=None, covariant=False, contravariant=False):
        self.__name__ = name
        self.__bound__ = bound
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        self.__module__ = _caller_module()

    @property
    def args(self):
        return ParamSpecArgs(self)

    @property
    def kwargs(self):
        return ParamSpecKwargs(self)

    def __repr__(self):
        if self.__covariant__:
            return '+' + self.__name__
        if self.__contravariant__:
            return '-' + self.__name__
        return '~' + self.__name__


class TypeVarTuple:
    """Type variable tuple: Ts = TypeVarTuple('Ts')."""

    def __init__(self, name):
        self.__name__ = name
        self.__module__ = _caller_module()

    def __repr__(self):
        return self.__name__

    def __iter__(self):
        yield Unpack[self]


AnyStr = TypeVar('AnyStr', bytes, str)
T = TypeVar('T')                                # Any type.
KT = TypeVar('KT')                              # Key type.
VT = TypeVar('VT')                              # Value type.
T_co = TypeVar('T_co', covariant=True)          # Any type covariant containers.
V_co = TypeVar('V_co', covariant=True)          # Any type covariant containers.
VT_co = TypeVar('VT_co', covariant=True)        # Value type covariant containers.
T_contra = TypeVar('T_contra', contravariant=True)  # Ditto contravariant.
CT_co = TypeVar('CT_co', covariant=True, bound=type)
for _tv in (AnyStr, T, KT, VT, T_co, V_co, VT_co, T_contra, CT_co):
    _tv.__module__ = 'typing'
del _tv


class ForwardRef:
    """Internal wrapper to hold a forward reference."""

    def __init__(self, arg, is_argument=True, module=None, *, is_class=False):
        if not isinstance(arg, str):
            raise TypeError('Forward reference must be a string -- got %r' % (arg,))
        self.__forward_arg__ = arg
        self.__forward_evaluated__ = False
        self.__forward_value__ = None
        self.__forward_is_argument__ = is_argument
        self.__forward_is_class__ = is_class
        self.__forward_module__ = module

    def __eq__(self, other):
        if not isinstance(other, ForwardRef):
            return NotImplemented
        return (self.__forward_arg__ == other.__forward_arg__
                and self.__forward_module__ == other.__forward_module__)

    def __hash__(self):
        return hash((self.__forward_arg__, self.__forward_module__))

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __repr__(self):
        if self.__forward_module__ is None:
            return 'ForwardRef(%r)' % (self.__forward_arg__,)
        return 'ForwardRef(%r, module=%r)' % (self.__forward_arg__, self.__forward_module__)


class NewType:
    """NewType creates simple unique types with almost zero runtime overhead:
    UserId = NewType('UserId', int); UserId(5) is 5."""

    def __init__(self, name, tp):
        self.__qualname__ = name
        if '.' in name:
            name = name.rpartition('.')[-1]
        self.__name__ = name
        self.__supertype__ = tp
        self.__module__ = _caller_module()

    def __repr__(self):
        return '%s.%s' % (self.__module__, self.__qualname__)

    def __call__(self, x):
        return x

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


################################################################################
### Generic, Protocol, NamedTuple, TypedDict
################################################################################

class Generic:
    """Abstract base class for generic types: class Box(Generic[T]): ..."""

    __slots__ = ()

    def __class_getitem__(cls, params):
        params = tuple([_type_convert(p) for p in _as_tuple(params)])
        if cls is Generic or cls is Protocol:
            name = 'Generic' if cls is Generic else 'Protocol'
            if not params:
                raise TypeError('Parameter list to %s[...] cannot be empty' % name)
            for p in params:
                if not isinstance(p, (TypeVar, ParamSpec, TypeVarTuple)):
                    raise TypeError('Parameters to %s[...] must all be type variables '
                                    'or parameter specification variables.' % name)
            if len(set(params)) != len(params):
                raise TypeError('Parameters to %s[...] must all be unique' % name)
            return _GenericAlias(cls, params)
        expected = cls.__dict__.get('__parameters__', ())
        if len(params) != len(expected):
            if not expected:
                raise TypeError('%r is not a generic class' % (cls,))
            raise TypeError('Too %s arguments for %r; actual %d, expected %d'
                            % ('many' if len(params) > len(expected) else 'few',
                               cls, len(params), len(expected)))
        return _GenericAlias(cls, params)

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        # The type variables of the class: those of its generic bases, in
        # order, or exactly those Generic[...] names when it is a base.
        orig = cls.__dict__.get('__orig_bases__')
        tvars = []
        if orig is not None:
            if Generic in orig and cls.__name__ != 'Protocol':
                raise TypeError('Cannot inherit from plain Generic')
            tvars = list(_collect_parameters(orig))
            declared = None
            for base in orig:
                if isinstance(base, _GenericAlias) and base.__origin__ is Generic:
                    if declared is not None:
                        raise TypeError('Cannot inherit from Generic[...] multiple times.')
                    declared = base.__parameters__
            if declared is not None:
                missing = [t for t in tvars if t not in declared]
                if missing:
                    raise TypeError('Some type variables (%s) are not listed in Generic[%s]'
                                    % (', '.join([str(t) for t in missing]),
                                       ', '.join([str(g) for g in declared])))
                tvars = list(declared)
        cls.__parameters__ = tuple(tvars)


# What a protocol's body defines that is not one of its members.
_PROTOCOL_INTERNALS = frozenset({
    '__abstractmethods__', '__annotations__', '__dict__', '__doc__',
    '__init__', '__module__', '__new__', '__slots__', '__subclasshook__',
    '__weakref__', '__class_getitem__', '__init_subclass__', '__qualname__',
    '__parameters__', '__orig_bases__', '__protocol_attrs__',
    '_is_protocol', '_is_runtime_protocol', '__match_args__',
})


def _protocol_attrs(cls):
    attrs = set()
    for base in cls.__mro__[:-1]:
        if base.__name__ in ('Protocol', 'Generic'):
            continue
        names = list(base.__dict__) + list(base.__dict__.get('__annotations__', {}))
        for name in names:
            if not name.startswith('_abc_') and name not in _PROTOCOL_INTERNALS:
                attrs.add(name)
    return attrs


class _ProtocolMeta(type):
    """isinstance and issubclass of @runtime_checkable protocols check the
    members structurally, as CPython's do."""

    def __instancecheck__(cls, instance):
        if cls is Protocol or not cls.__dict__.get('_is_protocol', False):
            return cls in type(instance).__mro__
        if not getattr(cls, '_is_runtime_protocol', False):
            raise TypeError("Instance and class checks can only be used with"
                            " @runtime_checkable protocols")
        if cls in type(instance).__mro__:
            return True
        for attr in _protocol_attrs(cls):
            if not hasattr(instance, attr):
                return False
            if callable(getattr(cls, attr, None)) and getattr(instance, attr) is None:
                return False
        return True

    def __subclasscheck__(cls, other):
        if cls is Protocol or not cls.__dict__.get('_is_protocol', False):
            return isinstance(other, type) and cls in other.__mro__
        if not getattr(cls, '_is_runtime_protocol', False):
            raise TypeError("Instance and class checks can only be used with"
                            " @runtime_checkable protocols")
        if not isinstance(other, type):
            raise TypeError('issubclass() arg 1 must be a class')
        if cls in other.__mro__:
            return True
        attrs = _protocol_attrs(cls)
        non_methods = [a for a in attrs if not callable(getattr(cls, a, None))]
        if non_methods:
            raise TypeError("Protocols with non-method members don't support issubclass()")
        for attr in attrs:
            for base in other.__mro__:
                if attr in base.__dict__:
                    if base.__dict__[attr] is None:
                        return False
                    break
            else:
                return False
        return True


class Protocol(Generic, metaclass=_ProtocolMeta):
    """Base class for protocol classes: with @runtime_checkable,
    isinstance() and issubclass() check the members structurally."""

    __slots__ = ()
    _is_protocol = True

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        if not cls.__dict__.get('_is_protocol', False):
            cls._is_protocol = any(b is Protocol for b in cls.__bases__)


def runtime_checkable(cls):
    """Mark a protocol class as a runtime protocol."""
    if not issubclass(cls, Generic) or not cls.__dict__.get('_is_protocol', False):
        raise TypeError('@runtime_checkable can be only applied to protocol classes,'
                        ' got %r' % cls)
    cls._is_runtime_protocol = True
    return cls


class SupportsInt(Protocol):
    """An ABC with one abstract method __int__."""
    __slots__ = ()


class SupportsFloat(Protocol):
    """An ABC with one abstract method __float__."""
    __slots__ = ()


class SupportsComplex(Protocol):
    """An ABC with one abstract method __complex__."""
    __slots__ = ()


class SupportsBytes(Protocol):
    """An ABC with one abstract method __bytes__."""
    __slots__ = ()


class SupportsIndex(Protocol):
    """An ABC with one abstract method __index__."""
    __slots__ = ()


class SupportsAbs(Protocol):
    """An ABC with one abstract method __abs__ that is covariant in its return type."""
    __slots__ = ()


class SupportsRound(Protocol):
    """An ABC with one abstract method __round__ that is covariant in its return type."""
    __slots__ = ()


class IO(Generic):
    """Generic base class for TextIO and BinaryIO."""
    __slots__ = ()


class BinaryIO(IO):
    """Typed version of the return of open() in binary mode."""
    __slots__ = ()


class TextIO(IO):
    """Typed version of the return of open() in text mode."""
    __slots__ = ()


def _class_annotations(cls):
    try:
        d = vars(cls)
    except TypeError:
        return {}
    return d.get('__annotations__', {})


class NamedTuple(_collections._tuplebase):
    """Typed version of namedtuple: class Employee(NamedTuple): name: str; id: int = 3
    or Employee = NamedTuple('Employee', [('name', str), ('id', int)])."""

    __slots__ = ()

    def __init_subclass__(cls, **kwargs):
        if NamedTuple not in cls.__bases__:
            return
        types = _class_annotations(cls)
        d = vars(cls)
        fields = tuple(types)
        defaults = {}
        for name in fields:
            if name in d:
                defaults[name] = d[name]
            elif defaults:
                raise TypeError('Non-default namedtuple field %s cannot follow default field%s %s'
                                % (name, 's' if len(defaults) > 1 else '', ', '.join(defaults)))
        _make_fields(cls, fields, defaults)
        cls.__annotations__ = {n: _type_convert(t) for n, t in types.items()}

    def __new__(cls, *args, **kwargs):
        if cls is NamedTuple:
            return _namedtuple_functional(*args, **kwargs)
        return _collections._tuplebase.__new__(cls, *args, **kwargs)


def _make_fields(cls, fields, defaults):
    for name in fields:
        if name.startswith('_'):
            raise ValueError('Field names cannot start with an underscore: %r' % (name,))
    cls._fields = fields
    cls._field_defaults = defaults
    cls.__match_args__ = fields
    for index in range(len(fields)):
        setattr(cls, fields[index],
                _collections._tuplegetter(index, 'Alias for field number %d' % index))


def _namedtuple_functional(typename, fields=None, /, **kwargs):
    if fields is None:
        fields = list(kwargs.items())
    elif kwargs:
        raise TypeError('Either list of fields or keywords can be provided to NamedTuple, not both')
    fields = [(n, t) for n, t in fields]
    cls = _collections.namedtuple(typename, [n for n, t in fields], module=_caller_module(3))
    cls.__annotations__ = {n: _type_convert(t) for n, t in fields}
    return cls


class TypedDict:
    """A simple typed namespace. At runtime it is equivalent to a plain dict:
    class Point2D(TypedDict): x: int; y: int."""

    def __init_subclass__(cls, total=True, **kwargs):
        _setup_typeddict(cls, total)

    def __new__(cls, *args, **kwargs):
        if cls is TypedDict:
            return _typeddict_functional(*args, **kwargs)
        return dict(*args, **kwargs)


def _setup_typeddict(cls, total):
    annotations = {}
    required = set()
    optional = set()
    for base in reversed(cls.__mro__):
        if base is TypedDict or base is object:
            continue
        own = _class_annotations(base)
        annotations.update(own)
        base_total = getattr(base, '__total__', True) if base is not cls else total
        for key in own:
            if base_total:
                required.add(key)
                optional.discard(key)
            else:
                optional.add(key)
                required.discard(key)
    cls.__annotations__ = annotations
    cls.__required_keys__ = frozenset(required)
    cls.__optional_keys__ = frozenset(optional)
    cls.__total__ = total


def _typeddict_functional(typename, fields=None, /, *, total=True, **kwargs):
    if fields is None:
        fields = kwargs
    elif kwargs:
        raise TypeError('TypedDict takes either a dict or keyword arguments, but not both')

    class _TypedDict(TypedDict):
        pass

    _TypedDict.__name__ = typename
    _TypedDict.__qualname__ = typename
    _TypedDict.__module__ = _caller_module(3)
    _TypedDict.__annotations__ = dict(fields)
    _setup_typeddict(_TypedDict, total)
    return _TypedDict


def is_typeddict(tp):
    """Check if an annotation is a TypedDict class."""
    return isinstance(tp, type) and tp is not TypedDict and issubclass(tp, TypedDict)


################################################################################
### functions
################################################################################

def cast(typ, val):
    """Cast a value to a type (returns the value unchanged)."""
    return val


def assert_type(val, typ, /):
    """Ask a static type checker to confirm that the value is of the given type."""
    return val


def assert_never(arg, /):
    """Statically assert that a line of code is unreachable."""
    value = repr(arg)
    if len(value) > 100:
        value = value[:100] + '...'
    raise AssertionError('Expected code to be unreachable, but got: %s' % value)


def reveal_type(obj, /):
    """Reveal the inferred type of a variable (prints its run-time type to stderr)."""
    _sys.stderr.write('Runtime type is %r\n' % (type(obj).__name__,))
    return obj


def _overload_dummy(*args, **kwds):
    raise NotImplementedError(
        'You should not call an overloaded function. '
        'A series of @typing.overload-decorated functions '
        'outside a stub module should always be followed '
        'by an implementation that is not @overload-ed.')


_overload_registry = {}


def _overload_key(func):
    return (getattr(func, '__module__', None), getattr(func, '__qualname__', None))


def overload(func):
    """Decorator for overloaded functions/methods."""
    key = _overload_key(func)
    _overload_registry.setdefault(key, []).append(func)
    return _overload_dummy


def get_overloads(func):
    """Return all defined overloads for *func* as a sequence."""
    return list(_overload_registry.get(_overload_key(func), []))


def clear_overloads():
    """Clear all overloads in the registry."""
    _overload_registry.clear()


def final(f):
    """Decorator to indicate final methods and final classes."""
    try:
        f.__final__ = True
    except (AttributeError, TypeError):
        pass
    return f


def no_type_check(arg):
    """Decorator to indicate that annotations are not type hints."""
    try:
        arg.__no_type_check__ = True
    except TypeError:
        pass
    return arg


def no_type_check_decorator(decorator):
    """Decorator to give another decorator the @no_type_check effect."""
    def wrapped_decorator(*args, **kwds):
        return no_type_check(decorator(*args, **kwds))
    wrapped_decorator.__name__ = getattr(decorator, '__name__', 'wrapped_decorator')
    wrapped_decorator.__wrapped__ = decorator
    return wrapped_decorator


def dataclass_transform(*, eq_default=True, order_default=False, kw_only_default=False,
                        field_specifiers=(), **kwargs):
    """Decorator that marks a function, class, or metaclass as providing dataclass-like behavior."""
    def decorator(cls_or_fn):
        cls_or_fn.__dataclass_transform__ = {
            'eq_default': eq_default,
            'order_default': order_default,
            'kw_only_default': kw_only_default,
            'field_specifiers': field_specifiers,
            'kwargs': kwargs,
        }
        return cls_or_fn
    return decorator


_UnionType = type(int | str)


def get_origin(tp):
    """Get the unsubscripted version of a type: get_origin(List[int]) is list."""
    if isinstance(tp, _AnnotatedAlias):
        return Annotated
    if isinstance(tp, (_GenericAlias, _SpecialGenericAlias, _collections_abc._GenericAlias)):
        return tp.__origin__
    if type(tp) is _UnionType:
        return _UnionType
    if tp is Generic:
        return Generic
    return None


def get_args(tp):
    """Get type arguments with all substitutions performed:
    get_args(Dict[str, int]) == (str, int)."""
    if isinstance(tp, _AnnotatedAlias):
        return (tp.__origin__,) + tp.__metadata__
    if isinstance(tp, _GenericAlias):
        res = tp.__args__
        if isinstance(tp, _CallableGenericAlias) and not (len(res) == 2 and res[0] is Ellipsis):
            res = (list(res[:-1]), res[-1])
        return res
    if isinstance(tp, _collections_abc._GenericAlias) or type(tp) is _UnionType:
        return tp.__args__
    return ()


def _strip_annotations(t):
    if isinstance(t, _AnnotatedAlias):
        return _strip_annotations(t.__origin__)
    if isinstance(t, _GenericAlias) and not isinstance(t, _LiteralGenericAlias):
        args = tuple([_strip_annotations(a) for a in t.__args__])
        if args == t.__args__:
            return t
        return t.copy_with(args)
    return t


class _HintReader:
    """Evaluates a string annotation without eval: names (dotted),
    subscripts, `|`, None, `...`, string and number literals, lists (for
    Callable[[...], ...]) and parentheses, with names looked up in the
    namespaces given, then in builtins; anything else is a SyntaxError."""

    def __init__(self, text, namespaces):
        self.text = text
        self.pos = 0
        self.namespaces = namespaces

    def fail(self):
        raise SyntaxError('invalid syntax in annotation %r' % (self.text,))

    def skip(self):
        t = self.text
        while self.pos < len(t) and t[self.pos] in ' \t':
            self.pos += 1

    def peek(self):
        self.skip()
        return self.text[self.pos:self.pos + 1]

    def take(self, ch):
        if self.peek() != ch:
            self.fail()
        self.pos += 1

    def whole(self):
        v = self.expr()
        if self.peek() != '':
            self.fail()
        return v

    def expr(self):
        v = self.term()
        while self.peek() == '|':
            self.pos += 1
            v = v | self.term()
        return v

    def term(self):
        v = self.atom()
        while self.peek() == '[':
            self.pos += 1
            items = [self.item()]
            while self.peek() == ',':
                self.pos += 1
                if self.peek() == ']':
                    break
                items.append(self.item())
            self.take(']')
            v = v[items[0] if len(items) == 1 else tuple(items)]
        return v

    def item(self):
        if self.peek() == '[':
            self.pos += 1
            items = []
            while self.peek() != ']':
                items.append(self.item())
                if self.peek() == ',':
                    self.pos += 1
                elif self.peek() != ']':
                    self.fail()
            self.pos += 1
            return items
        return self.expr()

    def atom(self):
        ch = self.peek()
        t = self.text
        if ch == '(':
            self.pos += 1
            v = self.expr()
            self.take(')')
            return v
        if ch in ('"', "'"):
            end = t.find(ch, self.pos + 1)
            if end < 0:
                self.fail()
            v = t[self.pos + 1:end]
            self.pos = end + 1
            return v
        if t.startswith('...', self.pos):
            self.pos += 3
            return Ellipsis
        start = self.pos
        while self.pos < len(t) and (t[self.pos].isalnum() or t[self.pos] in '_.-'):
            self.pos += 1
        word = t[start:self.pos]
        if not word:
            self.fail()
        if word[0].isdigit() or word[0] == '-':
            try:
                return int(word)
            except ValueError:
                self.fail()
        parts = word.split('.')
        v = self.lookup(parts[0])
        for part in parts[1:]:
            v = getattr(v, part)
        return v

    def lookup(self, name):
        if name == 'None':
            return None
        if name == 'True':
            return True
        if name == 'False':
            return False
        for ns in self.namespaces:
            if ns is not None and name in ns:
                return ns[name]
        import builtins
        if hasattr(builtins, name):
            return getattr(builtins, name)
        raise NameError("name '%s' is not defined" % name)


def _module_namespace(module_name):
    module = _sys.modules.get(module_name)
    if module is None:
        return {}
    return vars(module)


def _resolve_hint(hint, namespaces):
    if isinstance(hint, ForwardRef):
        value = _HintReader(hint.__forward_arg__, namespaces).whole()
        return _resolve_hint(_type_convert(value), namespaces)
    return hint


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    """Return the type hints of a class, module, function or method,
    string annotations evaluated (see _HintReader for what they may be)."""
    hints = {}
    if isinstance(obj, type):
        for base in reversed(obj.__mro__):
            ann = _class_annotations(base)
            if globalns is None:
                try:
                    own = dict(vars(base))
                except TypeError:
                    own = {}
                namespaces = [localns, own, _module_namespace(base.__module__)]
            else:
                namespaces = [localns, globalns]
            for name in ann:
                hints[name] = _resolve_hint(_type_convert(ann[name]), namespaces)
    else:
        ann = getattr(obj, '__annotations__', None)
        if ann is None:
            raise TypeError('%r is not a module, class, method, or function.' % (obj,))
        if globalns is None:
            target = getattr(obj, '__wrapped__', obj)
            if hasattr(target, '__globals__'):
                globalns = target.__globals__
            elif isinstance(obj, type(_sys)):
                globalns = vars(obj)
            else:
                globalns = _module_namespace(getattr(target, '__module__', None))
        namespaces = [localns, globalns]
        for name in ann:
            hints[name] = _resolve_hint(_type_convert(ann[name]), namespaces)
    if not include_extras:
        for name in hints:
            hints[name] = _strip_annotations(hints[name])
    return hints


def _alias_mro_entries(self, bases):
    # PEP 560: a base written as an alias (`class C(List[int])`) is its
    # origin (`list`), then Generic unless a later base brings it.
    origin = self.__origin__
    if origin is Generic:
        # Generic[T] after another generic base adds nothing.
        if Protocol in bases:
            return ()
        i = bases.index(self)
        for b in bases[i + 1:]:
            if isinstance(b, (_GenericAlias, _SpecialGenericAlias)):
                return ()
        return (Generic,)
    if isinstance(origin, type) and issubclass(origin, Generic):
        # A program's generic class (`Box[int]`): the class itself.
        return (origin,)
    res = []
    if self.__origin__ not in bases:
        res.append(self.__origin__)
    i = bases.index(self)
    for b in bases[i + 1:]:
        if isinstance(b, (_GenericAlias, _SpecialGenericAlias)) or (
                isinstance(b, type) and issubclass(b, Generic)):
            break
    else:
        res.append(Generic)
    return tuple(res)


_GenericAlias.__mro_entries__ = _alias_mro_entries
_SpecialGenericAlias.__mro_entries__ = _alias_mro_entries


def _special_instancecheck(self, obj):
    return self.__subclasscheck__(type(obj))


def _special_subclasscheck(self, cls):
    # `issubclass(list, typing.Iterable)`: the origin's check.
    if isinstance(cls, _SpecialGenericAlias):
        return issubclass(cls.__origin__, self.__origin__)
    if not isinstance(cls, _GenericAlias):
        return issubclass(cls, self.__origin__)
    raise TypeError("Subscripted generics cannot be used with class and instance checks")


def _generic_check(self, obj):
    raise TypeError("Subscripted generics cannot be used with class and instance checks")


_SpecialGenericAlias.__instancecheck__ = _special_instancecheck
_SpecialGenericAlias.__subclasscheck__ = _special_subclasscheck
_GenericAlias.__instancecheck__ = _generic_check
_GenericAlias.__subclasscheck__ = _generic_check

