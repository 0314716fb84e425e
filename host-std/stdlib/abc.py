"""Abstract base classes (CPython 3.11 API), written for Trellis.

Implemented: ABCMeta, ABC, abstractmethod, abstractclassmethod,
abstractstaticmethod, abstractproperty, update_abstractmethods,
get_cache_token, and register() recording virtual subclasses.
A class with abstract methods left cannot be instantiated (the core
checks __abstractmethods__ when the class is called, as CPython's
object.__new__ does), with CPython's message.

isinstance() and issubclass() go through ABCMeta's __instancecheck__ and
__subclasscheck__: a class's __subclasshook__ (its own or inherited), real subclasses,
classes given to register() and their subclasses, with a cache per ABC
that register() invalidates.
"""

__all__ = ['ABCMeta', 'ABC', 'abstractmethod', 'abstractclassmethod',
           'abstractstaticmethod', 'abstractproperty',
           'update_abstractmethods', 'get_cache_token']


def abstractmethod(funcobj):
    """A decorator indicating abstract methods."""
    funcobj.__isabstractmethod__ = True
    return funcobj


# CPython's deprecated forms are subclasses of classmethod, staticmethod and
# property; builtin types cannot be subclassed here, so they are functions
# making the abstract object.
def abstractclassmethod(callable):
    """A decorator indicating abstract classmethods (deprecated)."""
    callable.__isabstractmethod__ = True
    return classmethod(callable)


def abstractstaticmethod(callable):
    """A decorator indicating abstract staticmethods (deprecated)."""
    callable.__isabstractmethod__ = True
    return staticmethod(callable)


def abstractproperty(fget=None, fset=None, fdel=None, doc=None):
    """A decorator indicating abstract properties (deprecated)."""
    if fget is not None:
        fget.__isabstractmethod__ = True
    return property(fget, fset, fdel, doc)


def _is_abstract(value):
    if getattr(value, '__isabstractmethod__', False):
        return True
    # property, classmethod and staticmethod objects are abstract when what
    # they wrap is.
    if isinstance(value, property):
        return any(getattr(f, '__isabstractmethod__', False)
                   for f in (value.fget, value.fset, value.fdel))
    if isinstance(value, (classmethod, staticmethod)):
        return getattr(value.__func__, '__isabstractmethod__', False)
    return False


_cache_token = 0


def get_cache_token():
    """A token that changes whenever register() is called."""
    return _cache_token


def _compute_abstracts(cls):
    abstracts = set()
    for name, value in cls.__dict__.items():
        if _is_abstract(value):
            abstracts.add(name)
    for base in cls.__bases__:
        for name in getattr(base, '__abstractmethods__', ()):
            value = getattr(cls, name, None)
            if _is_abstract(value):
                abstracts.add(name)
    return frozenset(abstracts)


class ABCMeta(type):
    """Metaclass for defining Abstract Base Classes."""

    def __new__(mcls, name, bases, namespace, /, **kwargs):
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        cls.__abstractmethods__ = _compute_abstracts(cls)
        cls._abc_registry = []
        return cls

    def __instancecheck__(cls, instance):
        """Override for isinstance(instance, cls)."""
        subclass = instance.__class__
        if cls.__subclasscheck__(subclass):
            return True
        subtype = type(instance)
        if subtype is not subclass:
            return cls.__subclasscheck__(subtype)
        return False

    def __subclasscheck__(cls, subclass):
        """Override for issubclass(subclass, cls)."""
        if not isinstance(subclass, type):
            raise TypeError('issubclass() arg 1 must be a class')
        cache = cls.__dict__.get('_abc_cache')
        if cache is None or cache[0] != _cache_token:
            cache = (_cache_token, {})
            cls._abc_cache = cache
        known = cache[1].get(subclass)
        if known is not None:
            return known
        result = cls._abc_check(subclass)
        cache[1][subclass] = result
        return result

    def _abc_check(cls, subclass):
        # The hook first, inherited ones too (CPython's order).
        hook = getattr(cls, '__subclasshook__', None)
        if hook is not None:
            ok = hook(subclass)
            if ok is not NotImplemented:
                return bool(ok)
        if cls in subclass.__mro__:
            return True
        for rcls in cls._abc_registry:
            if rcls is subclass or issubclass(subclass, rcls):
                return True
        for scls in cls.__subclasses__():
            if scls is not cls and issubclass(subclass, scls):
                return True
        return False

    def register(cls, subclass):
        """Register a virtual subclass of an ABC."""
        global _cache_token
        if not isinstance(subclass, type):
            raise TypeError('Can only register classes')
        if issubclass(cls, subclass):
            raise RuntimeError('Refusing to create an inheritance cycle')
        cls._abc_registry.append(subclass)
        _cache_token += 1
        return subclass


def update_abstractmethods(cls):
    """Recalculate the set of abstract methods of an abstract class."""
    if not hasattr(cls, '__abstractmethods__'):
        return cls
    cls.__abstractmethods__ = _compute_abstracts(cls)
    return cls


class ABC(metaclass=ABCMeta):
    """Helper class that provides a standard way to create an ABC using
    inheritance."""
    __slots__ = ()
