"""Abstract base classes for containers (CPython 3.11 API), written for Trellis.

The one-trick ABCs (Hashable, Iterable, Iterator, Reversible, Generator,
Sized, Container, Callable, Collection, Awaitable, Coroutine, AsyncIterable,
AsyncIterator, AsyncGenerator) recognise classes structurally through
__subclasshook__: every method the ABC needs must be found in the __dict__
of a class on the MRO, and one set to None there blocks the match.  The
collection ABCs (Set, MutableSet, Mapping, MutableMapping, the mapping
views, Sequence, MutableSequence, ByteString) supply their mixin methods
on top of the abstract ones, and the builtin types are registered with
them as in CPython.

Sequence and Mapping carry `__abc_tpflags__` (CPython's
Py_TPFLAGS_SEQUENCE and Py_TPFLAGS_MAPPING), which `match` reads from a
class; registering a class with an ABC that has such a flag gives the
class the flag too, as CPython's ABCMeta.register does.

Differences: there is no `async`, so the asynchronous ABCs' mixin methods
are plain methods (nothing here is a coroutine); X[...] makes a small
generic alias of this module (no types.GenericAlias), without `|`.
"""

import sys as _sys
from abc import ABCMeta, abstractmethod

__all__ = ['Awaitable', 'Coroutine', 'AsyncIterable', 'AsyncIterator',
           'AsyncGenerator', 'Hashable', 'Iterable', 'Iterator', 'Generator',
           'Reversible', 'Sized', 'Container', 'Callable', 'Collection',
           'Set', 'MutableSet', 'Mapping', 'MutableMapping', 'MappingView',
           'KeysView', 'ItemsView', 'ValuesView', 'Sequence',
           'MutableSequence', 'ByteString']


################################################################################
### the builtin types (CPython names them in this module too)
################################################################################

def _function():
    pass


def _generator_function():
    yield


class _HasMethod:
    def method(self):
        pass


bytes_iterator = type(iter(b''))
bytearray_iterator = type(iter(bytearray()))
dict_keyiterator = type(iter({}.keys()))
dict_valueiterator = type(iter({}.values()))
dict_itemiterator = type(iter({}.items()))
list_iterator = type(iter([]))
list_reverseiterator = type(iter(reversed([])))
range_iterator = type(iter(range(0)))
longrange_iterator = type(iter(range(1 << 62)))
set_iterator = type(iter(set()))
str_iterator = type(iter(''))
tuple_iterator = type(iter(()))
zip_iterator = type(iter(zip()))
dict_keys = type({}.keys())
dict_values = type({}.values())
dict_items = type({}.items())
generator = type(_generator_function())
FunctionType = type(_function)
EllipsisType = type(...)

# Which of the methods the hooks look for each builtin type defines in its
# own __dict__ (None: set to None there, which blocks a match), as in
# CPython 3.11.  The hooks read this instead of a builtin type's __dict__.
_ITER = {'__iter__': True, '__next__': True}
_NO_METHODS = {}
_BUILTIN_METHODS = {}


def _builtin(t, names):
    entry = {}
    for name in names.split():
        if name.endswith('='):
            entry[name[:-1]] = None
        else:
            entry[name] = True
    _BUILTIN_METHODS[t] = entry


for _t, _names in (
        (object, '__hash__'),
        (type, '__call__'),
        (int, '__hash__'),
        (bool, ''),
        (float, '__hash__'),
        (str, '__hash__ __iter__ __len__ __contains__'),
        (bytes, '__hash__ __iter__ __len__ __contains__'),
        (bytearray, '__hash__= __iter__ __len__ __contains__'),
        (list, '__hash__= __iter__ __reversed__ __len__ __contains__'),
        (tuple, '__hash__ __iter__ __len__ __contains__'),
        (dict, '__hash__= __iter__ __reversed__ __len__ __contains__'),
        (set, '__hash__= __iter__ __len__ __contains__'),
        (frozenset, '__hash__ __iter__ __len__ __contains__'),
        (range, '__hash__ __iter__ __reversed__ __len__ __contains__'),
        (slice, '__hash__='),
        (property, ''),
        (classmethod, ''),
        (staticmethod, '__call__'),
        (super, ''),
        (BaseException, ''),
        (type(None), ''),
        (EllipsisType, ''),
        (type(NotImplemented), ''),
        (FunctionType, '__call__'),
        (type(len), '__hash__ __call__'),
        (type(_HasMethod().method), '__hash__ __call__'),
        (generator, '__iter__ __next__ send throw close'),
        (dict_keys, '__hash__= __iter__ __reversed__ __len__ __contains__'),
        (dict_values, '__iter__ __reversed__ __len__'),
        (dict_items, '__hash__= __iter__ __reversed__ __len__ __contains__')):
    _builtin(_t, _names)

for _t in (bytes_iterator, bytearray_iterator, dict_keyiterator,
           dict_valueiterator, dict_itemiterator, list_iterator,
           list_reverseiterator, range_iterator, longrange_iterator,
           set_iterator, str_iterator, tuple_iterator, zip_iterator,
           type(iter('\xe9')), type(reversed({})), type(reversed({}.values())),
           type(reversed({}.items())), zip, map, filter, enumerate, reversed):
    _BUILTIN_METHODS[_t] = _ITER

# The iterator objects the core makes for itertools (CPython's are C types).
try:
    from _itertools import (_product, _permutations, _combinations,
                            _combinations_with_replacement)
except ImportError:
    pass
else:
    for _t in (type(_product([()])), type(_permutations((), 0)),
               type(_combinations((), 0)),
               type(_combinations_with_replacement((), 0))):
        _BUILTIN_METHODS[_t] = _ITER
    del _product, _permutations, _combinations, _combinations_with_replacement

del _t, _names


def _check_methods(C, *methods):
    """True when each method is found on C's MRO and is not None there;
    NotImplemented otherwise."""
    mro = C.__mro__
    for method in methods:
        for B in mro:
            namespace = _BUILTIN_METHODS.get(B)
            if namespace is None:
                # (Trellis's builtin exception classes have no __dict__;
                # they define none of these methods.)
                namespace = getattr(B, '__dict__', _NO_METHODS)
            if method in namespace:
                if namespace[method] is None:
                    return NotImplemented
                break
        else:
            return NotImplemented
    return True


################################################################################
### generic aliases: Iterable[int], Callable[[int], str]
################################################################################

def _type_repr(obj):
    if isinstance(obj, type):
        if obj.__module__ == 'builtins':
            return obj.__qualname__
        return obj.__module__ + '.' + obj.__qualname__
    if obj is Ellipsis:
        return '...'
    if isinstance(obj, FunctionType):
        return obj.__name__
    return repr(obj)


def _arg_repr(arg):
    # How types.GenericAlias shows one of its arguments.
    if arg is Ellipsis:
        return '...'
    if isinstance(arg, list):
        return '[' + ', '.join([_arg_repr(a) for a in arg]) + ']'
    if hasattr(arg, '__origin__') and hasattr(arg, '__args__'):
        return repr(arg)
    qualname = getattr(arg, '__qualname__', None)
    module = getattr(arg, '__module__', None)
    if qualname is None or module is None:
        return repr(arg)
    if module == 'builtins':
        return qualname
    return module + '.' + qualname


def _is_type_param(obj):
    kind = type(obj)
    return (kind.__name__ in ('TypeVar', 'ParamSpec', 'TypeVarTuple')
            and kind.__module__ == 'typing')


def _is_param_expr(obj):
    if obj is Ellipsis:
        return True
    kind = type(obj)
    return (kind.__name__ in ('ParamSpec', '_ConcatenateGenericAlias')
            and kind.__module__ == 'typing')


def _collect_parameters(args):
    params = []
    for arg in args:
        if _is_type_param(arg):
            found = (arg,)
        elif isinstance(arg, (tuple, list)):
            found = _collect_parameters(arg)
        elif isinstance(arg, type):
            found = ()
        else:
            found = getattr(arg, '__parameters__', ())
        for p in found:
            if p not in params:
                params.append(p)
    return tuple(params)


def _substitute(arg, subst):
    if _is_type_param(arg):
        return subst.get(arg, arg)
    if isinstance(arg, list):
        return [_substitute(a, subst) for a in arg]
    if (not isinstance(arg, type) and getattr(arg, '__parameters__', None)
            and hasattr(arg, '__getitem__')):
        return arg[tuple([subst.get(p, p) for p in arg.__parameters__])]
    return arg


class _GenericAlias:
    """A parameterized ABC, as types.GenericAlias makes it."""

    def __init__(self, origin, args):
        if not isinstance(args, tuple):
            args = (args,)
        self.__origin__ = origin
        self.__args__ = args
        self.__parameters__ = _collect_parameters(args)

    def __repr__(self):
        if not self.__args__:
            inner = '()'
        else:
            inner = ', '.join([_arg_repr(a) for a in self.__args__])
        return _arg_repr(self.__origin__) + '[' + inner + ']'

    def __eq__(self, other):
        if not isinstance(other, _GenericAlias):
            return NotImplemented
        return (self.__origin__ == other.__origin__
                and self.__args__ == other.__args__)

    def __hash__(self):
        return hash(self.__origin__) ^ hash(self.__args__)

    def __call__(self, *args, **kwargs):
        result = self.__origin__(*args, **kwargs)
        try:
            result.__orig_class__ = self
        except (AttributeError, TypeError):
            pass
        return result

    def __mro_entries__(self, bases):
        return (self.__origin__,)

    def __getattr__(self, name):
        if name.startswith('__') and name.endswith('__'):
            raise AttributeError(name)
        return getattr(self.__origin__, name)

    def __instancecheck__(self, obj):
        raise TypeError('isinstance() argument 2 cannot be a parameterized generic')

    def __subclasscheck__(self, cls):
        raise TypeError('issubclass() argument 2 cannot be a parameterized generic')

    def __getitem__(self, args):
        params = self.__parameters__
        if not params:
            raise TypeError('%r is not a generic class' % (self,))
        if not isinstance(args, tuple):
            args = (args,)
        if len(args) != len(params):
            raise TypeError('Too %s arguments for %r; actual %d, expected %d'
                            % ('many' if len(args) > len(params) else 'few',
                               self, len(args), len(params)))
        subst = dict(zip(params, args))
        new_args = []
        for arg in self.__args__:
            new_args.append(_substitute(arg, subst))
        return self._copy_with(tuple(new_args))

    def _copy_with(self, args):
        return _GenericAlias(self.__origin__, args)


class _CallableGenericAlias(_GenericAlias):
    """Callable[[arg, ...], result]: the arguments and the result flattened
    into __args__."""

    def __init__(self, origin, args, _flat=False):
        if not _flat:
            if not (isinstance(args, tuple) and len(args) == 2):
                raise TypeError(
                    'Callable must be used as Callable[[arg, ...], result].')
            params, result = args
            if isinstance(params, (tuple, list)):
                args = tuple(params) + (result,)
            elif not _is_param_expr(params):
                raise TypeError('Expected a list of types, an ellipsis, '
                                'ParamSpec, or Concatenate. Got %s' % (params,))
        _GenericAlias.__init__(self, origin, args)

    def __repr__(self):
        args = self.__args__
        if len(args) == 2 and _is_param_expr(args[0]):
            return _GenericAlias.__repr__(self)
        return 'collections.abc.Callable[[%s], %s]' % (
            ', '.join([_type_repr(a) for a in args[:-1]]), _type_repr(args[-1]))

    def _copy_with(self, args):
        return _CallableGenericAlias(self.__origin__, args, True)


################################################################################
### the one-trick ABCs
################################################################################

class Hashable(metaclass=ABCMeta):
    """What hash() accepts: a class defining __hash__ (not None)."""

    __slots__ = ()

    @abstractmethod
    def __hash__(self):
        return 0

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Hashable:
            return _check_methods(C, '__hash__')
        return NotImplemented


class Awaitable(metaclass=ABCMeta):
    """What `await` accepts: a class defining __await__."""

    __slots__ = ()

    @abstractmethod
    def __await__(self):
        yield

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Awaitable:
            return _check_methods(C, '__await__')
        return NotImplemented

    __class_getitem__ = classmethod(_GenericAlias)


class Coroutine(Awaitable):
    """An awaitable with send(), throw() and close()."""

    __slots__ = ()

    @abstractmethod
    def send(self, value):
        raise StopIteration

    @abstractmethod
    def throw(self, typ, val=None, tb=None):
        if val is None:
            if tb is None:
                raise typ
            val = typ()
        if tb is not None:
            val = val.with_traceback(tb)
        raise val

    def close(self):
        try:
            self.throw(GeneratorExit)
        except (GeneratorExit, StopIteration):
            pass
        else:
            raise RuntimeError('coroutine ignored GeneratorExit')

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Coroutine:
            return _check_methods(C, '__await__', 'send', 'throw', 'close')
        return NotImplemented


class AsyncIterable(metaclass=ABCMeta):
    """What `async for` accepts: a class defining __aiter__."""

    __slots__ = ()

    @abstractmethod
    def __aiter__(self):
        return AsyncIterator()

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AsyncIterable:
            return _check_methods(C, '__aiter__')
        return NotImplemented

    __class_getitem__ = classmethod(_GenericAlias)


class AsyncIterator(AsyncIterable):
    """An asynchronous iterator: __anext__, and __aiter__ returning self."""

    __slots__ = ()

    @abstractmethod
    def __anext__(self):
        raise StopAsyncIteration

    def __aiter__(self):
        return self

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AsyncIterator:
            return _check_methods(C, '__anext__', '__aiter__')
        return NotImplemented


class AsyncGenerator(AsyncIterator):
    """An asynchronous iterator with asend(), athrow() and aclose()."""

    __slots__ = ()

    def __anext__(self):
        return self.asend(None)

    @abstractmethod
    def asend(self, value):
        raise StopAsyncIteration

    @abstractmethod
    def athrow(self, typ, val=None, tb=None):
        if val is None:
            if tb is None:
                raise typ
            val = typ()
        if tb is not None:
            val = val.with_traceback(tb)
        raise val

    def aclose(self):
        try:
            self.athrow(GeneratorExit)
        except (GeneratorExit, StopAsyncIteration):
            pass
        else:
            raise RuntimeError('asynchronous generator ignored GeneratorExit')

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AsyncGenerator:
            return _check_methods(C, '__aiter__', '__anext__',
                                  'asend', 'athrow', 'aclose')
        return NotImplemented


class Iterable(metaclass=ABCMeta):
    """What `for` accepts through __iter__."""

    __slots__ = ()

    @abstractmethod
    def __iter__(self):
        while False:
            yield None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Iterable:
            return _check_methods(C, '__iter__')
        return NotImplemented

    __class_getitem__ = classmethod(_GenericAlias)


class Iterator(Iterable):
    """An iterable with __next__ whose __iter__ returns itself."""

    __slots__ = ()

    @abstractmethod
    def __next__(self):
        """The next item; StopIteration when there is none."""
        raise StopIteration

    def __iter__(self):
        return self

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Iterator:
            return _check_methods(C, '__iter__', '__next__')
        return NotImplemented


class Reversible(Iterable):
    """An iterable that reversed() accepts through __reversed__."""

    __slots__ = ()

    @abstractmethod
    def __reversed__(self):
        while False:
            yield None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Reversible:
            return _check_methods(C, '__reversed__', '__iter__')
        return NotImplemented


class Generator(Iterator):
    """An iterator with send(), throw() and close(), as generators are."""

    __slots__ = ()

    def __next__(self):
        return self.send(None)

    @abstractmethod
    def send(self, value):
        raise StopIteration

    @abstractmethod
    def throw(self, typ, val=None, tb=None):
        if val is None:
            if tb is None:
                raise typ
            val = typ()
        if tb is not None:
            val = val.with_traceback(tb)
        raise val

    def close(self):
        try:
            self.throw(GeneratorExit)
        except (GeneratorExit, StopIteration):
            pass
        else:
            raise RuntimeError('generator ignored GeneratorExit')

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Generator:
            return _check_methods(C, '__iter__', '__next__',
                                  'send', 'throw', 'close')
        return NotImplemented


class Sized(metaclass=ABCMeta):
    """What len() accepts: a class defining __len__."""

    __slots__ = ()

    @abstractmethod
    def __len__(self):
        return 0

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Sized:
            return _check_methods(C, '__len__')
        return NotImplemented


class Container(metaclass=ABCMeta):
    """What `in` asks through __contains__."""

    __slots__ = ()

    @abstractmethod
    def __contains__(self, x):
        return False

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Container:
            return _check_methods(C, '__contains__')
        return NotImplemented

    __class_getitem__ = classmethod(_GenericAlias)


class Collection(Sized, Iterable, Container):
    """A sized iterable container."""

    __slots__ = ()

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Collection:
            return _check_methods(C, '__len__', '__iter__', '__contains__')
        return NotImplemented


class Callable(metaclass=ABCMeta):
    """What can be called: a class defining __call__."""

    __slots__ = ()

    @abstractmethod
    def __call__(self, *args, **kwds):
        return False

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Callable:
            return _check_methods(C, '__call__')
        return NotImplemented

    __class_getitem__ = classmethod(_CallableGenericAlias)


################################################################################
### sets
################################################################################

class Set(Collection):
    """A finite, iterable container without duplicates, read-only.

    A subclass supplies __contains__, __iter__ and __len__; the comparisons
    and the &, |, - and ^ operators come from those.  The operators build
    their results with the class method _from_iterable, which calls the
    class on an iterable; a class whose constructor takes something else
    overrides it.  To make instances hashable, set __hash__ = Set._hash.
    """

    __slots__ = ()

    def __le__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        if len(self) > len(other):
            return False
        for elem in self:
            if elem not in other:
                return False
        return True

    def __lt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) < len(other) and self.__le__(other)

    def __gt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) > len(other) and self.__ge__(other)

    def __ge__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        if len(self) < len(other):
            return False
        for elem in other:
            if elem not in self:
                return False
        return True

    def __eq__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) == len(other) and self.__le__(other)

    @classmethod
    def _from_iterable(cls, it):
        return cls(it)

    def __and__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        return self._from_iterable(value for value in other if value in self)

    __rand__ = __and__

    def isdisjoint(self, other):
        """Whether self and other share no element."""
        for value in other:
            if value in self:
                return False
        return True

    def __or__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        return self._from_iterable(e for s in (self, other) for e in s)

    __ror__ = __or__

    def __sub__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return self._from_iterable(value for value in self
                                   if value not in other)

    def __rsub__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return self._from_iterable(value for value in other
                                   if value not in self)

    def __xor__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return (self - other) | (other - self)

    __rxor__ = __xor__

    __hash__ = None

    def _hash(self):
        """The hash frozenset would give the same elements (independent of
        their order)."""
        top = _sys.maxsize
        mask = 2 * top + 1
        h = (1927868237 * (len(self) + 1)) & mask
        for x in self:
            hx = hash(x)
            h ^= (hx ^ (hx << 16) ^ 89869747) * 3644798167
            h &= mask
        h ^= (h >> 11) ^ (h >> 25)
        h = (h * 69069 + 907133923) & mask
        if h > top:
            h -= mask + 1
        if h == -1:
            h = 590923713
        return h


Set.register(frozenset)


class MutableSet(Set):
    """A set that changes: add() and discard() are abstract; remove(),
    pop(), clear() and the in-place operators come from them."""

    __slots__ = ()

    @abstractmethod
    def add(self, value):
        """Add an element."""
        raise NotImplementedError

    @abstractmethod
    def discard(self, value):
        """Remove an element if it is a member (no error otherwise)."""
        raise NotImplementedError

    def remove(self, value):
        """Remove an element; KeyError when it is not a member."""
        if value not in self:
            raise KeyError(value)
        self.discard(value)

    def pop(self):
        """Remove and return some element; KeyError when empty."""
        it = iter(self)
        try:
            value = next(it)
        except StopIteration:
            raise KeyError from None
        self.discard(value)
        return value

    def clear(self):
        """Remove every element."""
        try:
            while True:
                self.pop()
        except KeyError:
            pass

    def __ior__(self, it):
        for value in it:
            self.add(value)
        return self

    def __iand__(self, it):
        for value in (self - it):
            self.discard(value)
        return self

    def __ixor__(self, it):
        if it is self:
            self.clear()
        else:
            if not isinstance(it, Set):
                it = self._from_iterable(it)
            for value in it:
                if value in self:
                    self.discard(value)
                else:
                    self.add(value)
        return self

    def __isub__(self, it):
        if it is self:
            self.clear()
        else:
            for value in it:
                self.discard(value)
        return self


MutableSet.register(set)


################################################################################
### mappings
################################################################################

class Mapping(Collection):
    """A read-only mapping: a subclass supplies __getitem__, __iter__ and
    __len__; get(), `in`, keys(), items(), values() and == come from them."""

    __slots__ = ()

    # match takes instances for mappings (CPython's Py_TPFLAGS_MAPPING).
    __abc_tpflags__ = 1 << 6

    @abstractmethod
    def __getitem__(self, key):
        raise KeyError

    def get(self, key, default=None):
        """self[key], or default when the key is missing."""
        try:
            return self[key]
        except KeyError:
            return default

    def __contains__(self, key):
        try:
            self[key]
        except KeyError:
            return False
        else:
            return True

    def keys(self):
        """A set-like view on the keys."""
        return KeysView(self)

    def items(self):
        """A set-like view on the (key, value) pairs."""
        return ItemsView(self)

    def values(self):
        """A view on the values."""
        return ValuesView(self)

    def __eq__(self, other):
        if not isinstance(other, Mapping):
            return NotImplemented
        return dict(self.items()) == dict(other.items())

    __reversed__ = None

    __hash__ = None


class MappingView(Sized):
    """A view on a mapping (the base of KeysView, ItemsView, ValuesView)."""

    __slots__ = ('_mapping',)

    def __init__(self, mapping):
        self._mapping = mapping

    def __len__(self):
        return len(self._mapping)

    def __repr__(self):
        return '%s(%r)' % (self.__class__.__name__, self._mapping)

    __class_getitem__ = classmethod(_GenericAlias)


class KeysView(MappingView, Set):
    """A set-like view on a mapping's keys."""

    __slots__ = ()

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, key):
        return key in self._mapping

    def __iter__(self):
        yield from self._mapping


KeysView.register(dict_keys)


class ItemsView(MappingView, Set):
    """A set-like view on a mapping's (key, value) pairs."""

    __slots__ = ()

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, item):
        key, value = item
        try:
            v = self._mapping[key]
        except KeyError:
            return False
        else:
            return v is value or v == value

    def __iter__(self):
        for key in self._mapping:
            yield (key, self._mapping[key])


ItemsView.register(dict_items)


class ValuesView(MappingView, Collection):
    """A view on a mapping's values."""

    __slots__ = ()

    def __contains__(self, value):
        for key in self._mapping:
            v = self._mapping[key]
            if v is value or v == value:
                return True
        return False

    def __iter__(self):
        for key in self._mapping:
            yield self._mapping[key]


ValuesView.register(dict_values)


_MISSING = object()


class MutableMapping(Mapping):
    """A mapping that changes: a subclass supplies __getitem__, __setitem__,
    __delitem__, __iter__ and __len__; pop(), popitem(), clear(), update()
    and setdefault() come from them."""

    __slots__ = ()

    @abstractmethod
    def __setitem__(self, key, value):
        raise KeyError

    @abstractmethod
    def __delitem__(self, key):
        raise KeyError

    def pop(self, key, default=_MISSING):
        """Remove key and return its value; default when the key is
        missing, KeyError when it is missing and no default was given."""
        try:
            value = self[key]
        except KeyError:
            if default is _MISSING:
                raise
            return default
        else:
            del self[key]
            return value

    def popitem(self):
        """Remove some (key, value) pair and return it; KeyError when
        empty."""
        try:
            key = next(iter(self))
        except StopIteration:
            raise KeyError from None
        value = self[key]
        del self[key]
        return key, value

    def clear(self):
        """Remove every key."""
        try:
            while True:
                self.popitem()
        except KeyError:
            pass

    def update(self, other=(), /, **kwds):
        """Store the pairs of other (a mapping, an object with keys(),
        or an iterable of pairs), then those of the keyword arguments."""
        if isinstance(other, Mapping):
            for key in other:
                self[key] = other[key]
        elif hasattr(other, 'keys'):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def setdefault(self, key, default=None):
        """self[key]; when missing, store default there first."""
        try:
            return self[key]
        except KeyError:
            self[key] = default
        return default


MutableMapping.register(dict)


################################################################################
### sequences
################################################################################

class Sequence(Reversible, Collection):
    """A read-only sequence: a subclass supplies __getitem__ (with int
    indexes, raising IndexError past the end) and __len__; iteration,
    reversed(), `in`, index() and count() come from them."""

    __slots__ = ()

    # match takes instances for sequences (CPython's Py_TPFLAGS_SEQUENCE).
    __abc_tpflags__ = 1 << 5

    @abstractmethod
    def __getitem__(self, index):
        raise IndexError

    def __iter__(self):
        i = 0
        try:
            while True:
                v = self[i]
                yield v
                i += 1
        except IndexError:
            return

    def __contains__(self, value):
        for v in self:
            if v is value or v == value:
                return True
        return False

    def __reversed__(self):
        for i in reversed(range(len(self))):
            yield self[i]

    def index(self, value, start=0, stop=None):
        """The first position from start (before stop) of an item equal
        to value; ValueError when there is none."""
        if start is not None and start < 0:
            start = max(len(self) + start, 0)
        if stop is not None and stop < 0:
            stop += len(self)
        i = start
        while stop is None or i < stop:
            try:
                v = self[i]
            except IndexError:
                break
            if v is value or v == value:
                return i
            i += 1
        raise ValueError

    def count(self, value):
        """How many items equal value."""
        n = 0
        for v in self:
            if v is value or v == value:
                n += 1
        return n


Sequence.register(tuple)
Sequence.register(str)
Sequence.register(range)


class ByteString(Sequence):
    """What bytes and bytearray have in common."""

    __slots__ = ()


ByteString.register(bytes)
ByteString.register(bytearray)


class MutableSequence(Sequence):
    """A sequence that changes: a subclass supplies __getitem__,
    __setitem__, __delitem__, __len__ and insert(); append(), clear(),
    reverse(), extend(), pop(), remove() and += come from them."""

    __slots__ = ()

    @abstractmethod
    def __setitem__(self, index, value):
        raise IndexError

    @abstractmethod
    def __delitem__(self, index):
        raise IndexError

    @abstractmethod
    def insert(self, index, value):
        """Put value before position index."""
        raise IndexError

    def append(self, value):
        """Add value at the end."""
        self.insert(len(self), value)

    def clear(self):
        """Remove every item."""
        try:
            while True:
                self.pop()
        except IndexError:
            pass

    def reverse(self):
        """Reverse the items in place."""
        n = len(self)
        for i in range(n // 2):
            self[i], self[n - i - 1] = self[n - i - 1], self[i]

    def extend(self, values):
        """Append each item of values."""
        if values is self:
            values = list(values)
        for v in values:
            self.append(v)

    def pop(self, index=-1):
        """Remove the item at index (the last by default) and return it."""
        v = self[index]
        del self[index]
        return v

    def remove(self, value):
        """Remove the first item equal to value; ValueError when there is
        none."""
        del self[self.index(value)]

    def __iadd__(self, values):
        self.extend(values)
        return self


MutableSequence.register(list)
MutableSequence.register(bytearray)


################################################################################
### the builtin iterators and generators
################################################################################

for _t in (bytes_iterator, bytearray_iterator, dict_keyiterator,
           dict_valueiterator, dict_itemiterator, list_iterator,
           list_reverseiterator, range_iterator, longrange_iterator,
           set_iterator, str_iterator, tuple_iterator, zip_iterator):
    if not issubclass(_t, Iterator):
        Iterator.register(_t)
del _t

Generator.register(generator)


################################################################################
### register() gives match flags
################################################################################

_COLLECTION_FLAGS = (1 << 5) | (1 << 6)


def _set_collection_flag(C, flag):
    # CPython sets the flag on the class and, down the tree, on its
    # subclasses; classes that already have it stop the walk, and builtin
    # (immutable) types are left alone.
    if getattr(C, '__abc_tpflags__', 0) & _COLLECTION_FLAGS == flag:
        return
    own = C.__dict__.get('__abc_tpflags__', 0)
    try:
        C.__abc_tpflags__ = (own & ~_COLLECTION_FLAGS) | flag
    except (TypeError, AttributeError):
        return
    for sub in C.__subclasses__():
        _set_collection_flag(sub, flag)


def _install_register():
    plain_register = ABCMeta.register
    if getattr(plain_register, '_sets_collection_flags', False):
        return

    def register(cls, subclass):
        """Register a virtual subclass of an ABC."""
        result = plain_register(cls, subclass)
        flag = cls.__dict__.get('__abc_tpflags__')
        if flag is None:
            flag = getattr(cls, '__abc_tpflags__', 0)
        if isinstance(flag, int):
            flag &= _COLLECTION_FLAGS
            if flag and isinstance(subclass, type):
                _set_collection_flag(subclass, flag)
        return result

    register._sets_collection_flags = True
    register.__qualname__ = 'ABCMeta.register'
    ABCMeta.register = register


_install_register()


################################################################################
### the classes of the collections module
################################################################################

def _register_collections():
    # CPython's deque is builtin and its ChainMap, UserDict, UserList and
    # UserString derive from these ABCs; Trellis's
    # collections module cannot import this one (it is its parent package),
    # so they are registered here.
    try:
        import collections
    except ImportError:
        return
    for name, abc in (('deque', MutableSequence),
                      ('ChainMap', MutableMapping),
                      ('UserDict', MutableMapping),
                      ('UserList', MutableSequence),
                      ('UserString', Sequence),
                      ('_odict_keys', KeysView),
                      ('_odict_values', ValuesView),
                      ('_odict_items', ItemsView),
                      ('_KeysView', KeysView),
                      ('_ValuesView', ValuesView),
                      ('_ItemsView', ItemsView)):
        cls = getattr(collections, name, None)
        if isinstance(cls, type) and not issubclass(cls, abc):
            abc.register(cls)


_register_collections()
