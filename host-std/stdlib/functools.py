"""Higher-order functions and operations on callables (CPython 3.11 API).

Implemented: reduce, partial, partialmethod (for plain functions),
lru_cache (with or without arguments, maxsize=None, typed=, cache_info,
cache_clear, cache_parameters), cache, cmp_to_key, wraps, update_wrapper,
WRAPPER_ASSIGNMENTS, WRAPPER_UPDATES, total_ordering, cached_property,
singledispatch and singledispatchmethod (dispatch on the class MRO only:
abstract base classes are not considered).
"""

from collections import namedtuple

__all__ = ['update_wrapper', 'wraps', 'WRAPPER_ASSIGNMENTS', 'WRAPPER_UPDATES',
           'total_ordering', 'cache', 'cmp_to_key', 'lru_cache', 'reduce',
           'partial', 'partialmethod', 'singledispatch', 'singledispatchmethod',
           'cached_property']

_MISSING = object()

WRAPPER_ASSIGNMENTS = ('__module__', '__name__', '__qualname__', '__doc__',
                       '__annotations__')
WRAPPER_UPDATES = ('__dict__',)


def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS,
                   updated=WRAPPER_UPDATES):
    """Update a wrapper function to look like the wrapped function."""
    for attr in assigned:
        try:
            value = getattr(wrapped, attr)
        except AttributeError:
            pass
        else:
            setattr(wrapper, attr, value)
    for attr in updated:
        source = getattr(wrapped, attr, {})
        if attr == '__dict__':
            # Copy attribute by attribute: Trellis's __dict__ is a snapshot.
            for key in source:
                setattr(wrapper, key, source[key])
        else:
            getattr(wrapper, attr).update(source)
    wrapper.__wrapped__ = wrapped
    return wrapper


def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    """Decorator factory to apply update_wrapper() to a wrapper function."""
    def decorator(wrapper):
        return update_wrapper(wrapper, wrapped, assigned, updated)
    return decorator


################################################################################
### total_ordering
################################################################################

def _gt_from_lt(self, other):
    r = type(self).__lt__(self, other)
    if r is NotImplemented:
        return r
    return not r and self != other


def _le_from_lt(self, other):
    r = type(self).__lt__(self, other)
    if r is NotImplemented:
        return r
    return r or self == other


def _ge_from_lt(self, other):
    r = type(self).__lt__(self, other)
    if r is NotImplemented:
        return r
    return not r


def _ge_from_le(self, other):
    r = type(self).__le__(self, other)
    if r is NotImplemented:
        return r
    return not r or self == other


def _lt_from_le(self, other):
    r = type(self).__le__(self, other)
    if r is NotImplemented:
        return r
    return r and self != other


def _gt_from_le(self, other):
    r = type(self).__le__(self, other)
    if r is NotImplemented:
        return r
    return not r


def _lt_from_gt(self, other):
    r = type(self).__gt__(self, other)
    if r is NotImplemented:
        return r
    return not r and self != other


def _ge_from_gt(self, other):
    r = type(self).__gt__(self, other)
    if r is NotImplemented:
        return r
    return r or self == other


def _le_from_gt(self, other):
    r = type(self).__gt__(self, other)
    if r is NotImplemented:
        return r
    return not r


def _le_from_ge(self, other):
    r = type(self).__ge__(self, other)
    if r is NotImplemented:
        return r
    return not r or self == other


def _gt_from_ge(self, other):
    r = type(self).__ge__(self, other)
    if r is NotImplemented:
        return r
    return r and self != other


def _lt_from_ge(self, other):
    r = type(self).__ge__(self, other)
    if r is NotImplemented:
        return r
    return not r


_convert = {
    '__lt__': [('__gt__', _gt_from_lt), ('__le__', _le_from_lt), ('__ge__', _ge_from_lt)],
    '__le__': [('__ge__', _ge_from_le), ('__lt__', _lt_from_le), ('__gt__', _gt_from_le)],
    '__gt__': [('__lt__', _lt_from_gt), ('__ge__', _ge_from_gt), ('__le__', _le_from_gt)],
    '__ge__': [('__le__', _le_from_ge), ('__gt__', _gt_from_ge), ('__lt__', _lt_from_ge)],
}


def total_ordering(cls):
    """Class decorator that fills in missing ordering methods"""
    # An ordering method counts as defined when a class of the MRO other
    # than object defines it.
    roots = set()
    for klass in cls.__mro__:
        if klass is object:
            continue
        d = klass.__dict__
        for op in _convert:
            if op in d and d[op] is not None:
                roots.add(op)
    if not roots:
        raise ValueError('must define at least one ordering operation: < > <= >=')
    root = max(roots)
    for opname, opfunc in _convert[root]:
        if opname not in roots:
            opfunc.__name__ = opname
            setattr(cls, opname, opfunc)
    return cls


################################################################################
### cmp_to_key
################################################################################

class KeyWrapper:
    __slots__ = ('_cmp', 'obj')

    def __init__(self, cmp, obj=_MISSING):
        self._cmp = cmp
        self.obj = obj

    def __call__(self, obj):
        return _KeyWrapper(self._cmp, obj)

    def _other(self, other):
        if not isinstance(other, _KeyWrapper):
            raise TypeError('other argument must be K instance')
        return other.obj

    def __lt__(self, other):
        return self._cmp(self.obj, self._other(other)) < 0

    def __gt__(self, other):
        return self._cmp(self.obj, self._other(other)) > 0

    def __eq__(self, other):
        return self._cmp(self.obj, self._other(other)) == 0

    def __le__(self, other):
        return self._cmp(self.obj, self._other(other)) <= 0

    def __ge__(self, other):
        return self._cmp(self.obj, self._other(other)) >= 0

    __hash__ = None


_KeyWrapper = KeyWrapper
del KeyWrapper


def cmp_to_key(mycmp):
    """Convert a cmp= function into a key= function."""
    return _KeyWrapper(mycmp)


################################################################################
### reduce
################################################################################

def reduce(function, sequence, initial=_MISSING, /):
    """reduce(function, iterable[, initial]) -> value

    Apply a function of two arguments cumulatively to the items of a sequence
    or iterable, from left to right, so as to reduce the iterable to a single
    value."""
    try:
        it = iter(sequence)
    except TypeError:
        raise TypeError('reduce() arg 2 must support iteration') from None
    if initial is _MISSING:
        try:
            value = next(it)
        except StopIteration:
            raise TypeError('reduce() of empty iterable with no initial value') from None
    else:
        value = initial
    for element in it:
        value = function(value, element)
    return value


################################################################################
### partial, partialmethod
################################################################################

class partial:
    """New function with partial application of the given arguments
    and keywords."""

    __slots__ = ('func', 'args', 'keywords', '__dict__')

    def __init__(self, *args, **keywords):
        if not args:
            raise TypeError("type 'partial' takes at least one argument")
        func = args[0]
        args = args[1:]
        if not callable(func):
            raise TypeError('the first argument must be callable')
        if isinstance(func, partial):
            args = func.args + args
            keywords = {**func.keywords, **keywords}
            func = func.func
        self.func = func
        self.args = args
        self.keywords = keywords

    def __call__(self, /, *args, **keywords):
        if self.keywords:
            keywords = {**self.keywords, **keywords}
        return self.func(*self.args, *args, **keywords)

    def __repr__(self):
        parts = [repr(self.func)]
        for a in self.args:
            parts.append(repr(a))
        for k in self.keywords:
            parts.append('%s=%r' % (k, self.keywords[k]))
        name = type(self).__name__
        if type(self) is partial:
            name = 'functools.partial'
        return '%s(%s)' % (name, ', '.join(parts))


class partialmethod:
    """Method descriptor with partial application of the given arguments
    and keywords (for plain functions)."""

    def __init__(self, func, /, *args, **keywords):
        if not callable(func) and not hasattr(func, '__get__'):
            raise TypeError('%r is not callable or a descriptor' % (func,))
        if isinstance(func, partialmethod):
            self.func = func.func
            self.args = func.args + args
            self.keywords = {**func.keywords, **keywords}
        else:
            self.func = func
            self.args = args
            self.keywords = keywords

    def __repr__(self):
        parts = [repr(self.func)]
        for a in self.args:
            parts.append(repr(a))
        for k in self.keywords:
            parts.append('%s=%r' % (k, self.keywords[k]))
        return 'functools.%s(%s)' % (type(self).__name__, ', '.join(parts))

    def __get__(self, obj, cls=None):
        func = self.func
        args = self.args
        keywords = self.keywords
        if obj is None:
            def _method(cls_or_self, /, *a, **kw):
                kw = {**keywords, **kw}
                return func(cls_or_self, *args, *a, **kw)
            _method.__partialmethod__ = self
            return _method
        return partial(func, obj, *args, **keywords)


################################################################################
### lru_cache
################################################################################

_CacheInfo = namedtuple('CacheInfo', ['hits', 'misses', 'maxsize', 'currsize'],
                        module='functools')

_KWD_MARK = object()


def _make_key(args, kwds, typed):
    # Same key shapes as CPython's C implementation.
    if not typed and not kwds:
        if len(args) == 1:
            k = args[0]
            t = type(k)
            if t is int or t is str:
                return k
        return args
    key = args
    if kwds:
        key = list(args)
        key.append(_KWD_MARK)
        for k in kwds:
            key.append(k)
            key.append(kwds[k])
        key = tuple(key)
    if typed:
        types = [type(v) for v in args]
        for k in kwds:
            types.append(type(kwds[k]))
        key = key + tuple(types)
    return key


def lru_cache(maxsize=128, typed=False):
    """Least-recently-used cache decorator.

    If maxsize is set to None, the LRU features are disabled and the cache
    can grow without bound.  If typed is True, arguments of different types
    will be cached separately."""
    if isinstance(maxsize, int):
        if maxsize < 0:
            maxsize = 0
    elif callable(maxsize) and isinstance(typed, bool):
        user_function = maxsize
        wrapper = _lru_cache_wrapper(user_function, 128, typed)
        wrapper.cache_parameters = lambda: {'maxsize': 128, 'typed': typed}
        return update_wrapper(wrapper, user_function)
    elif maxsize is not None:
        raise TypeError('Expected first argument to be an integer, a callable, or None')

    def decorating_function(user_function):
        wrapper = _lru_cache_wrapper(user_function, maxsize, typed)
        wrapper.cache_parameters = lambda: {'maxsize': maxsize, 'typed': typed}
        return update_wrapper(wrapper, user_function)

    return decorating_function


def _lru_cache_wrapper(user_function, maxsize, typed):
    cache = {}
    # stats[0] = hits, stats[1] = misses
    stats = [0, 0]

    if maxsize == 0:
        def wrapper(*args, **kwds):
            stats[1] += 1
            return user_function(*args, **kwds)

    elif maxsize is None:
        def wrapper(*args, **kwds):
            key = _make_key(args, kwds, typed)
            result = cache.get(key, _MISSING)
            if result is not _MISSING:
                stats[0] += 1
                return result
            stats[1] += 1
            result = user_function(*args, **kwds)
            cache[key] = result
            return result

    else:
        # The dict keeps its keys in recency order: a hit moves the key to
        # the end, and the first key is the least recently used one.
        def wrapper(*args, **kwds):
            key = _make_key(args, kwds, typed)
            if not cache:
                hash(key)   # dict.pop on an empty dict would not hash the key
            result = cache.pop(key, _MISSING)
            if result is not _MISSING:
                cache[key] = result
                stats[0] += 1
                return result
            stats[1] += 1
            result = user_function(*args, **kwds)
            if key in cache:
                # A recursive call already cached this key.
                return result
            if len(cache) >= maxsize:
                del cache[next(iter(cache))]
            cache[key] = result
            return result

    def cache_info():
        """Report cache statistics"""
        return _CacheInfo(stats[0], stats[1], maxsize, len(cache))

    def cache_clear():
        """Clear the cache and cache statistics"""
        cache.clear()
        stats[0] = 0
        stats[1] = 0

    wrapper.cache_info = cache_info
    wrapper.cache_clear = cache_clear
    return wrapper


def cache(user_function, /):
    'Simple lightweight unbounded cache.  Sometimes called "memoize".'
    return lru_cache(maxsize=None)(user_function)


################################################################################
### singledispatch
################################################################################

def _find_impl(cls, registry):
    for klass in cls.__mro__:
        if klass in registry:
            return registry[klass]
    return registry[object]


def _first_annotation(func):
    ann = getattr(func, '__annotations__', {})
    for name in ann:
        if name != 'return':
            return ann[name]
    raise TypeError(
        'Invalid first argument to `register()`: %r. '
        'Use either `@register(some_class)` or plain `@register` '
        'on an annotated function.' % (func,))


def _resolve_annotation(func, text):
    """A string annotation (`from __future__ import annotations`) as the
    class it names, looked up in the function's module and the builtins
    (CPython evaluates it with typing.get_type_hints)."""
    import sys
    import builtins
    module = sys.modules.get(getattr(func, '__module__', None))
    first, *rest = text.split('.')
    if module is not None and hasattr(module, first):
        value = getattr(module, first)
    elif hasattr(builtins, first):
        value = getattr(builtins, first)
    else:
        return text
    for part in rest:
        value = getattr(value, part, text)
    return value


def singledispatch(func):
    """Single-dispatch generic function decorator."""
    registry = {object: func}
    dispatch_cache = {}

    def dispatch(cls):
        impl = dispatch_cache.get(cls)
        if impl is None:
            impl = _find_impl(cls, registry)
            dispatch_cache[cls] = impl
        return impl

    def register(cls, func=None):
        if func is None:
            if isinstance(cls, type):
                return lambda f: register(cls, f)
            func = cls
            cls = _first_annotation(func)
            if isinstance(cls, str):
                cls = _resolve_annotation(func, cls)
            if not isinstance(cls, type):
                raise TypeError('Invalid annotation for %r. %r is not a class.'
                                % (next(iter(func.__annotations__)), cls))
        registry[cls] = func
        dispatch_cache.clear()
        return func

    def wrapper(*args, **kw):
        if not args:
            raise TypeError('%s requires at least 1 positional argument' % (funcname,))
        return dispatch(args[0].__class__)(*args, **kw)

    funcname = getattr(func, '__name__', 'singledispatch function')
    wrapper.register = register
    wrapper.dispatch = dispatch
    wrapper.registry = registry
    wrapper._clear_cache = dispatch_cache.clear
    update_wrapper(wrapper, func)
    return wrapper


class singledispatchmethod:
    """Single-dispatch generic method descriptor."""

    def __init__(self, func):
        if not callable(func) and not hasattr(func, '__get__'):
            raise TypeError('%r is not callable or a descriptor' % (func,))
        self.dispatcher = singledispatch(func)
        self.func = func

    def register(self, cls, method=None):
        return self.dispatcher.register(cls, func=method)

    def __get__(self, obj, cls=None):
        dispatcher = self.dispatcher

        def _method(*args, **kwargs):
            method = dispatcher.dispatch(args[0].__class__)
            if obj is None:
                return method(*args, **kwargs)
            return method(obj, *args, **kwargs)

        _method.register = self.register
        update_wrapper(_method, self.func)
        return _method


################################################################################
### cached_property
################################################################################

class cached_property:
    """Property computed once per instance, then stored as a plain attribute."""

    def __init__(self, func):
        self.func = func
        self.attrname = None
        self.__doc__ = func.__doc__

    def __set_name__(self, owner, name):
        if self.attrname is None:
            self.attrname = name
        elif name != self.attrname:
            raise TypeError(
                'Cannot assign the same cached_property to two different names '
                '(%r and %r).' % (self.attrname, name))

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        if self.attrname is None:
            raise TypeError(
                'Cannot use cached_property instance without calling __set_name__ on it.')
        value = self.func(instance)
        setattr(instance, self.attrname, value)
        return value
