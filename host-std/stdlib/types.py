"""Names for the types of the interpreter's objects, and helpers for making
classes dynamically (CPython 3.11 API), written for Trellis.

The type objects are taken from sample objects, as CPython does:
FunctionType and LambdaType (type(lambda: None)), CodeType, CellType,
GeneratorType, BuiltinFunctionType and BuiltinMethodType (type(len)),
MethodDescriptorType (type(str.join)), NoneType, NotImplementedType,
EllipsisType and UnionType (type(int | str)). `isinstance(x, T)` and
`type(x) is T` work for all of them.

Written here: SimpleNamespace (keyword construction, attribute access,
`namespace(a=1, b=2)` repr with recursion guard, == between namespaces,
unhashable, __reduce__), MappingProxyType (the class `mappingproxy`: a
read-only view of a mapping with [], get, keys, values, items, copy, len,
iteration, `in`, reversed, comparisons, `|`, and CPython's errors for
writes and `|=`; registered as a collections.abc.Mapping),
DynamicClassAttribute, new_class, prepare_class, resolve_bases and
coroutine.

Differences from CPython (gaps of the Trellis core, worked around):

- Trellis cannot create `method` or `module` objects by calling their
  types. When that is so, MethodType and ModuleType are classes of this
  module named `method` and `module` (shown as `<class 'method'>` and
  `<class 'module'>`): MethodType(func, obj) makes a bound method of its
  own (with __func__, __self__, calling, repr, ==, hash, and the
  function's attributes), ModuleType(name, doc=None) a module-like object
  with __name__, __doc__, __package__, __loader__ and __spec__; a
  metaclass makes `isinstance(x, MethodType)` and `isinstance(x,
  ModuleType)` true for Trellis's own bound methods and modules too, but
  `type(obj.method) is MethodType` is false. If the core gains those
  constructors, the real types are used (checked at import).
- The types of objects Trellis does not have are placeholder classes with
  CPython's names that nothing is an instance of, cannot be instantiated
  and cannot be subclassed: CoroutineType, AsyncGeneratorType (no async),
  TracebackType, FrameType (no traceback or frame objects),
  WrapperDescriptorType and MethodWrapperType (Trellis's `object.__init__`
  is a method_descriptor and `object().__str__` a builtin method),
  ClassMethodDescriptorType, GetSetDescriptorType and
  MemberDescriptorType. Each is the real type when the core has it.
- GenericAlias is the generic alias class of Trellis's collections.abc
  (so `types.GenericAlias(list, int)` shows as `list[int]`, has
  __origin__, __args__, __parameters__, is callable and substitutes type
  variables); its repr is `<class 'collections.abc._GenericAlias'>`.
  `list[int]` (and dict, tuple, set, frozenset, type subscripted) is one
  once collections.abc is loaded (typing imports it); before that it is
  the type itself.
- coroutine(func) checks that func is callable and returns it unchanged
  (there is no async; CPython marks or wraps it).
- Reading or deleting a missing SimpleNamespace attribute gives CPython's
  message, which names the type 'types.SimpleNamespace'; other messages
  of the core name it 'SimpleNamespace' (hashing one: "unhashable type:
  'SimpleNamespace'"). MappingProxyType defines __delitem__ only to give
  CPython's "does not support item deletion" (Trellis says "doesn't").
- NoneType(), NotImplementedType(), EllipsisType() and FunctionType(...)
  raise TypeError ("cannot create ... instances") in Trellis (CPython
  returns the singleton, or makes a function from a code object).
- DynamicClassAttribute works on instances, but an AttributeError raised
  by its __get__ for a class is not turned into a call of the metaclass's
  __getattr__ (Trellis never consults a metaclass __getattr__), so the
  class-level half of the enum idiom does not work.
- new_class() names the module 'types' in the new class's __module__ when
  the metaclass uses type.__new__, as CPython does (Trellis's type() would
  say '__main__').
"""

import sys as _sys

__all__ = ['FunctionType', 'LambdaType', 'CodeType', 'MappingProxyType',
           'SimpleNamespace', 'CellType', 'GeneratorType', 'CoroutineType',
           'AsyncGeneratorType', 'MethodType', 'BuiltinFunctionType',
           'BuiltinMethodType', 'WrapperDescriptorType', 'MethodWrapperType',
           'MethodDescriptorType', 'ClassMethodDescriptorType', 'ModuleType',
           'TracebackType', 'FrameType', 'GetSetDescriptorType',
           'MemberDescriptorType', 'new_class', 'resolve_bases',
           'prepare_class', 'DynamicClassAttribute', 'coroutine',
           'GenericAlias', 'UnionType', 'EllipsisType', 'NoneType',
           'NotImplementedType']


def _f():
    pass


FunctionType = type(_f)
LambdaType = type(lambda: None)
CodeType = type(_f.__code__)


def _cell_factory():
    a = 1

    def f():
        nonlocal a
    return f.__closure__[0]


CellType = type(_cell_factory())


def _g():
    yield 1


GeneratorType = type(_g())
BuiltinFunctionType = type(len)
BuiltinMethodType = type([].append)
MethodDescriptorType = type(str.join)
NoneType = type(None)
NotImplementedType = type(NotImplemented)
EllipsisType = type(Ellipsis)
UnionType = type(int | str)


class _C:
    def _m(self):
        pass


_method = type(_C()._m)
_module = type(_sys)


# ---------------------------------------------------------------------------
# Types Trellis lacks: the real one if the core has it, else a placeholder


def _placeholder(name):
    def __new__(cls, *args, **kwargs):
        raise TypeError("cannot create '%s' instances" % name)

    def __init_subclass__(cls, **kwargs):
        raise TypeError("type '%s' is not an acceptable base type" % name)

    return type(name, (), {'__module__': 'builtins', '__qualname__': name,
                           '__new__': __new__,
                           '__init_subclass__': classmethod(__init_subclass__),
                           '__slots__': ()})


def _real_or_placeholder(name, sample):
    try:
        t = sample()
    except Exception:
        t = None
    if t is not None and getattr(t, '__name__', None) == name:
        return t
    return _placeholder(name)


CoroutineType = _placeholder('coroutine')
AsyncGeneratorType = _placeholder('async_generator')
WrapperDescriptorType = _real_or_placeholder(
    'wrapper_descriptor', lambda: type(object.__init__))
MethodWrapperType = _real_or_placeholder(
    'method-wrapper', lambda: type(object().__str__))
ClassMethodDescriptorType = _real_or_placeholder(
    'classmethod_descriptor', lambda: type(dict.__dict__['fromkeys']))
GetSetDescriptorType = _real_or_placeholder(
    'getset_descriptor', lambda: type(FunctionType.__code__))
MemberDescriptorType = _real_or_placeholder(
    'member_descriptor', lambda: type(FunctionType.__globals__))


def _traceback_type():
    try:
        raise TypeError
    except TypeError as exc:
        return type(exc.__traceback__)


TracebackType = _real_or_placeholder('traceback', _traceback_type)
FrameType = _real_or_placeholder('frame', lambda: type(_sys._getframe()))


# ---------------------------------------------------------------------------
# Stand-ins for `method` and `module`, when the core cannot make them


class _StandInMeta(type):
    # isinstance() and issubclass() also accept the core's own objects.

    def __instancecheck__(cls, obj):
        return cls.__subclasscheck__(type(obj))

    def __subclasscheck__(cls, sub):
        real = _STAND_INS.get(cls)
        if real is not None and (sub is real or real in getattr(sub, '__mro__', ())):
            return True
        return cls in getattr(sub, '__mro__', ())


_STAND_INS = {}


def _can_call(make):
    try:
        make()
    except TypeError:
        return False
    return True


if _can_call(lambda: _method(_f, 1)):
    MethodType = _method
else:
    class MethodType(metaclass=_StandInMeta):
        __slots__ = ('__func__', '__self__')

        def __init__(self, *args, **kwargs):
            if kwargs:
                raise TypeError('method() takes no keyword arguments')
            if len(args) != 2:
                raise TypeError('method expected 2 arguments, got %d' % len(args))
            func, obj = args
            if not callable(func):
                raise TypeError('first argument must be callable')
            if obj is None:
                raise TypeError('instance must not be None')
            self.__func__ = func
            self.__self__ = obj

        def __call__(self, *args, **kwargs):
            return self.__func__(self.__self__, *args, **kwargs)

        def __getattr__(self, name):
            # The function's attributes (__name__, __doc__, ...), as
            # CPython's method objects forward them.
            if name == '__func__' or name == '__self__':
                raise AttributeError(name)
            return getattr(self.__func__, name)

        @property
        def __doc__(self):
            return getattr(self.__func__, '__doc__', None)

        def __repr__(self):
            func = self.__func__
            name = getattr(func, '__qualname__', None)
            if name is None:
                name = getattr(func, '__name__', None)
            if not isinstance(name, str):
                name = '?'
            return '<bound method %s of %r>' % (name, self.__self__)

        def __eq__(self, other):
            if not isinstance(other, MethodType):
                return NotImplemented
            return (self.__self__ is other.__self__
                    and self.__func__ == other.__func__)

        def __ne__(self, other):
            if not isinstance(other, MethodType):
                return NotImplemented
            return not (self.__self__ is other.__self__
                        and self.__func__ == other.__func__)

        def __hash__(self):
            return hash(id(self.__self__)) ^ hash(self.__func__)

        def __reduce__(self):
            return (getattr, (self.__self__, self.__func__.__name__))

    MethodType.__name__ = MethodType.__qualname__ = 'method'
    MethodType.__module__ = 'builtins'
    _STAND_INS[MethodType] = _method


if _can_call(lambda: _module('_probe')):
    ModuleType = _module
else:
    class ModuleType(metaclass=_StandInMeta):
        """A module: ModuleType(name, doc=None)."""

        def __init__(self, *args, **kwargs):
            if len(args) > 2:
                raise TypeError('module() takes at most 2 arguments (%d given)'
                                % len(args))
            doc = None
            for key in kwargs:
                if key == 'name' and len(args) < 1:
                    continue
                if key == 'doc' and len(args) < 2:
                    continue
                if key in ('name', 'doc'):
                    raise TypeError('argument for module() given by name (%r) '
                                    'and position (%d)'
                                    % (key, 1 if key == 'name' else 2))
                raise TypeError('%r is an invalid keyword argument for module()'
                                % (key,))
            if args:
                name = args[0]
            elif 'name' in kwargs:
                name = kwargs['name']
            else:
                raise TypeError("module() missing required argument 'name' (pos 1)")
            if len(args) > 1:
                doc = args[1]
            elif 'doc' in kwargs:
                doc = kwargs['doc']
            if not isinstance(name, str):
                raise TypeError("module() argument 'name' must be str, not %s"
                                % type(name).__name__)
            d = self.__dict__
            d['__name__'] = name
            d['__doc__'] = doc
            d['__package__'] = None
            d['__loader__'] = None
            d['__spec__'] = None

        def __getattr__(self, name):
            try:
                modname = self.__dict__['__name__']
            except KeyError:
                raise AttributeError('module has no attribute %r' % (name,)) from None
            if not isinstance(modname, str):
                raise AttributeError('module has no attribute %r' % (name,))
            raise AttributeError('module %r has no attribute %r' % (modname, name))

        def __repr__(self):
            d = self.__dict__
            name = d.get('__name__', '?')
            if '__file__' in d:
                return '<module %r from %r>' % (name, d['__file__'])
            return '<module %r>' % (name,)

        def __dir__(self):
            return sorted(self.__dict__)

    ModuleType.__name__ = ModuleType.__qualname__ = 'module'
    ModuleType.__module__ = 'builtins'
    _STAND_INS[ModuleType] = _module


# ---------------------------------------------------------------------------
# SimpleNamespace

_repr_running = set()


class SimpleNamespace:
    """An object whose attributes are the keyword arguments it was made
    with: SimpleNamespace(**kwargs)."""

    def __init__(self, *args, **kwargs):
        if args:
            raise TypeError('no positional arguments expected')
        if kwargs:
            self.__dict__.update(kwargs)

    def __repr__(self):
        if type(self) is SimpleNamespace:
            name = 'namespace'
        else:
            name = type(self).__name__
        key = id(self)
        if key in _repr_running:
            return name + '(...)'
        _repr_running.add(key)
        try:
            parts = []
            for k, v in self.__dict__.items():
                if isinstance(k, str) and k:
                    parts.append('%s=%r' % (k, v))
        finally:
            _repr_running.discard(key)
        return '%s(%s)' % (name, ', '.join(parts))

    def __getattr__(self, name):
        raise AttributeError('%r object has no attribute %r'
                             % (_type_name(self), name))

    def __eq__(self, other):
        if isinstance(other, SimpleNamespace):
            return self.__dict__ == other.__dict__
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, SimpleNamespace):
            return self.__dict__ != other.__dict__
        return NotImplemented

    # Other comparisons are those of the two __dict__s (which refuse).
    def __lt__(self, other):
        if isinstance(other, SimpleNamespace):
            return self.__dict__ < other.__dict__
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, SimpleNamespace):
            return self.__dict__ <= other.__dict__
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, SimpleNamespace):
            return self.__dict__ > other.__dict__
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, SimpleNamespace):
            return self.__dict__ >= other.__dict__
        return NotImplemented

    __hash__ = None

    def __delattr__(self, name):
        if type(self) is SimpleNamespace and name not in self.__dict__:
            raise AttributeError('%r object has no attribute %r'
                                 % ('types.SimpleNamespace', name))
        object.__delattr__(self, name)

    def __reduce__(self):
        return (type(self), (), self.__dict__)


def _type_name(obj):
    # CPython's tp_name: dotted for its own static types.
    t = type(obj)
    if t is SimpleNamespace:
        return 'types.SimpleNamespace'
    return t.__name__


# ---------------------------------------------------------------------------
# MappingProxyType


class MappingProxyType:
    __slots__ = ('_mapping',)

    def __init__(self, *args, **kwargs):
        if len(args) + len(kwargs) > 1:
            raise TypeError('mappingproxy() takes at most 1 argument (%d given)'
                            % (len(args) + len(kwargs)))
        if args:
            mapping = args[0]
        elif 'mapping' in kwargs:
            mapping = kwargs['mapping']
        elif kwargs:
            raise TypeError("mappingproxy() missing required argument 'mapping' (pos 1)")
        else:
            raise TypeError("mappingproxy() missing required argument 'mapping' (pos 1)")
        if (not hasattr(type(mapping), '__getitem__')
                or isinstance(mapping, (list, tuple))):
            raise TypeError('mappingproxy() argument must be a mapping, not %s'
                            % _type_name(mapping))
        self._mapping = mapping

    def __getitem__(self, key):
        return self._mapping[key]

    def __delitem__(self, key):
        # (Trellis's own message says "doesn't".)
        raise TypeError("'mappingproxy' object does not support item deletion")

    def get(self, key, default=None, /):
        return self._mapping.get(key, default)

    def keys(self):
        return self._mapping.keys()

    def values(self):
        return self._mapping.values()

    def items(self):
        return self._mapping.items()

    def copy(self):
        return self._mapping.copy()

    def __len__(self):
        return len(self._mapping)

    def __iter__(self):
        return iter(self._mapping)

    def __contains__(self, key):
        return key in self._mapping

    def __reversed__(self):
        return reversed(self._mapping)

    def __or__(self, other):
        if isinstance(other, MappingProxyType):
            other = other._mapping
        return self._mapping | other

    def __ror__(self, other):
        return other | self._mapping

    def __ior__(self, other):
        raise TypeError("'|=' is not supported by mappingproxy; use '|' instead")

    def __eq__(self, other):
        return self._mapping == other

    def __ne__(self, other):
        return self._mapping != other

    def __lt__(self, other):
        return self._mapping < other

    def __le__(self, other):
        return self._mapping <= other

    def __gt__(self, other):
        return self._mapping > other

    def __ge__(self, other):
        return self._mapping >= other

    __hash__ = None

    def __repr__(self):
        return 'mappingproxy(%r)' % (self._mapping,)

    def __str__(self):
        return str(self._mapping)


MappingProxyType.__name__ = MappingProxyType.__qualname__ = 'mappingproxy'
MappingProxyType.__module__ = 'builtins'


# ---------------------------------------------------------------------------
# GenericAlias

try:
    from collections.abc import _GenericAlias as GenericAlias
except ImportError:
    GenericAlias = None
else:
    MappingProxyType.__class_getitem__ = classmethod(GenericAlias)
    from collections.abc import Mapping as _Mapping
    _Mapping.register(MappingProxyType)
    del _Mapping


# ---------------------------------------------------------------------------
# Making classes


def new_class(name, bases=(), kwds=None, exec_body=None):
    """Make the class `name` as a class statement with these bases and
    keywords would; exec_body(ns), if given, fills its namespace."""
    resolved_bases = resolve_bases(bases)
    meta, ns, kwds = prepare_class(name, resolved_bases, kwds)
    if exec_body is not None:
        exec_body(ns)
    if resolved_bases is not bases:
        ns['__orig_bases__'] = bases
    if '__module__' not in ns and _plain_new(meta):
        # CPython's type.__new__ takes __module__ from the innermost Python
        # frame, this function's; Trellis's from the main program.
        ns['__module__'] = __name__
    return meta(name, resolved_bases, ns, **kwds)


def _plain_new(meta):
    # Whether meta makes classes with type.__new__ (no __new__ of its own).
    for k in getattr(meta, '__mro__', (None,)):
        if k is type:
            return True
        if '__new__' in getattr(k, '__dict__', ()):
            return False
    return False


def resolve_bases(bases):
    """The bases with each non-class base that has __mro_entries__
    replaced by what that returns (PEP 560); `bases` itself if none has."""
    new_bases = list(bases)
    updated = False
    shift = 0
    for i, base in enumerate(bases):
        if isinstance(base, type):
            continue
        if not hasattr(base, '__mro_entries__'):
            continue
        new_base = base.__mro_entries__(bases)
        updated = True
        if not isinstance(new_base, tuple):
            raise TypeError('__mro_entries__ must return a tuple')
        new_bases[i + shift:i + shift + 1] = new_base
        shift += len(new_base) - 1
    if not updated:
        return bases
    return tuple(new_bases)


def prepare_class(name, bases=(), kwds=None):
    """Choose the metaclass of a class (the 'metaclass' keyword, else the
    most derived metaclass of the bases) and make its namespace with the
    metaclass's __prepare__, if it has one. Returns (metaclass, namespace,
    the other keywords as a new dict)."""
    if kwds is None:
        kwds = {}
    else:
        kwds = dict(kwds)
    if 'metaclass' in kwds:
        meta = kwds.pop('metaclass')
    elif bases:
        meta = type(bases[0])
    else:
        meta = type
    if isinstance(meta, type):
        meta = _calculate_meta(meta, bases)
    prepare = getattr(meta, '__prepare__', None)
    if prepare is not None:
        ns = prepare(name, bases, **kwds)
    else:
        ns = {}
    return meta, ns, kwds


def _calculate_meta(meta, bases):
    """The most derived of meta and the metaclasses of the bases."""
    winner = meta
    for base in bases:
        base_meta = type(base)
        if issubclass(winner, base_meta):
            continue
        if issubclass(base_meta, winner):
            winner = base_meta
            continue
        raise TypeError('metaclass conflict: the metaclass of a derived class '
                        'must be a (non-strict) subclass of the metaclasses '
                        'of all its bases')
    return winner


class DynamicClassAttribute:
    """A property whose reads through the class itself raise
    AttributeError, so that the class's metaclass __getattr__ answers for
    the class while instances see the property (enum's members use it)."""

    def __init__(self, fget=None, fset=None, fdel=None, doc=None):
        self.fget = fget
        self.fset = fset
        self.fdel = fdel
        self.__doc__ = doc or getattr(fget, '__doc__', None)
        self.overwrite_doc = doc is None
        self.__isabstractmethod__ = bool(getattr(fget, '__isabstractmethod__', False))

    def __get__(self, instance, ownerclass=None):
        if instance is None:
            if self.__isabstractmethod__:
                return self
            raise AttributeError()
        elif self.fget is None:
            raise AttributeError('unreadable attribute')
        return self.fget(instance)

    def __set__(self, instance, value):
        if self.fset is None:
            raise AttributeError("can't set attribute")
        self.fset(instance, value)

    def __delete__(self, instance):
        if self.fdel is None:
            raise AttributeError("can't delete attribute")
        self.fdel(instance)

    def getter(self, fget):
        fdoc = fget.__doc__ if self.overwrite_doc else None
        result = type(self)(fget, self.fset, self.fdel, fdoc or self.__doc__)
        result.overwrite_doc = self.overwrite_doc
        return result

    def setter(self, fset):
        result = type(self)(self.fget, fset, self.fdel, self.__doc__)
        result.overwrite_doc = self.overwrite_doc
        return result

    def deleter(self, fdel):
        result = type(self)(self.fget, self.fset, fdel, self.__doc__)
        result.overwrite_doc = self.overwrite_doc
        return result


def coroutine(func):
    """Mark a generator function as a coroutine (here: return it)."""
    if not callable(func):
        raise TypeError('types.coroutine() expects a callable')
    return func


del _f, _g, _C, _sys, _method, _module, _placeholder, _real_or_placeholder, \
    _traceback_type, _can_call
