"""Container datatypes (CPython 3.11 API), written for Trellis.

Implemented: namedtuple (rename=, defaults=, module=, _make, _replace,
_asdict, _fields, _field_defaults, __match_args__), deque (maxlen, O(1)
amortized at both ends), defaultdict, Counter (3.10+ comparisons), OrderedDict,
ChainMap, UserDict, UserList, UserString.

defaultdict, Counter and OrderedDict are dict subclasses, as in CPython:
their items live in the dict itself, so d[k], d[k] = v, `in`, len,
iteration, get, ==, dict(d), json and copying run natively, and d[k] calls
__missing__ only for a missing key (none of them defines __getitem__ or
__setitem__).

Differences from CPython:
- namedtuple classes are not tuple subclasses (isinstance(p, tuple) is
  False).
- defaultdict and OrderedDict are classes written in Python here (C types
  in CPython): messages name them 'defaultdict' / 'OrderedDict' (CPython:
  'collections.defaultdict'), their methods are Python functions, and
  argument-count errors are worded as for Python functions.
- OrderedDict keeps its order in the dict (there is no linked list):
  move_to_end(key) and popitem() are O(1), move_to_end(key, last=False) is
  O(n) (the other items are inserted again after it), and
  popitem(last=False) finds the first item as next(iter(d)) does.
  Its keys(), values() and items() are views of its own (reprs
  odict_keys([...]) etc., reversible, set operations giving sets), not
  subclasses of dict's views; reversed(od) gives dict's reverse iterator.
  setdefault, pop, popitem and move_to_end use dict's own item access even
  in a subclass that overrides __getitem__/__setitem__/__delitem__ (CPython
  calls the overrides there); __init__, update, |, |=, copy and fromkeys do
  call them.
- Counter(iterable) and Counter.update(list, str, tuple, ...) count in a
  plain dict first and then add the counts (same results; if adding a
  count raises, the counts already added may differ from CPython's).
- Pickling is not supported; __reduce__ serves copy.copy/copy.deepcopy.
Not implemented: the collections.abc submodule (a module of its own).
"""

import sys as _sys
import heapq as _heapq

__all__ = ['ChainMap', 'Counter', 'OrderedDict', 'UserDict', 'UserList',
           'UserString', 'defaultdict', 'deque', 'namedtuple']

_MISSING = object()
_repr_running = set()


################################################################################
### namedtuple
################################################################################

_KEYWORDS = frozenset([
    'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await',
    'break', 'class', 'continue', 'def', 'del', 'elif', 'else', 'except',
    'finally', 'for', 'from', 'global', 'if', 'import', 'in', 'is',
    'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise', 'return', 'try',
    'while', 'with', 'yield'])


class _tuplegetter:
    # Read-only field descriptor of a namedtuple class.

    def __init__(self, index, doc):
        self._index = index
        self.__doc__ = doc

    def __get__(self, obj, cls=None):
        if obj is None:
            return self
        return obj[self._index]

    def __repr__(self):
        return '_tuplegetter(%r, %r)' % (self._index, self.__doc__)

    def __set__(self, obj, value):
        raise AttributeError("can't set attribute")

    def __delete__(self, obj):
        raise AttributeError("can't delete attribute")


class _tuplebase(tuple):
    """What every namedtuple class shares: a tuple subclass whose fields
    are read by position."""
    __slots__ = ()
    _fields = ()
    _field_defaults = {}

    def __new__(cls, *args, **kwargs):
        if kwargs or len(args) != len(cls._fields):
            args = cls._nt_bind(args, kwargs)
        return tuple.__new__(cls, args)

    @classmethod
    def _nt_bind(cls, args, kwargs):
        # Bind arguments like the generated __new__(_cls, f1, f2, ...) of CPython.
        fields = cls._fields
        defaults = cls._field_defaults
        name = cls.__name__ + '.__new__()'
        nf = len(fields)
        values = list(args[:nf])
        for _ in range(nf - len(values)):
            values.append(_MISSING)
        for key in kwargs:
            if key not in fields:
                raise TypeError('%s got an unexpected keyword argument %r' % (name, key))
            i = fields.index(key)
            if values[i] is not _MISSING:
                raise TypeError('%s got multiple values for argument %r' % (name, key))
            values[i] = kwargs[key]
        if len(args) > nf:
            hi = nf + 1
            lo = hi - len(defaults)
            if lo == hi:
                takes = '%d positional argument%s' % (hi, '' if hi == 1 else 's')
            else:
                takes = 'from %d to %d positional arguments' % (lo, hi)
            given = len(args) + 1
            raise TypeError('%s takes %s but %d %s given'
                            % (name, takes, given, 'was' if given == 1 else 'were'))
        missing = []
        for i in range(nf):
            if values[i] is _MISSING:
                f = fields[i]
                if f in defaults:
                    values[i] = defaults[f]
                else:
                    missing.append(repr(f))
        if missing:
            n = len(missing)
            if n == 1:
                names = missing[0]
            elif n == 2:
                names = missing[0] + ' and ' + missing[1]
            else:
                names = ', '.join(missing[:-1]) + ', and ' + missing[-1]
            raise TypeError('%s missing %d required positional argument%s: %s'
                            % (name, n, '' if n == 1 else 's', names))
        return tuple(values)

    @classmethod
    def _make(cls, iterable):
        values = tuple(iterable)
        if len(values) != len(cls._fields):
            raise TypeError('Expected %d arguments, got %d' % (len(cls._fields), len(values)))
        return tuple.__new__(cls, values)

    def _replace(self, /, **kwds):
        values = []
        i = 0
        for f in self._fields:
            values.append(kwds.pop(f, self[i]))
            i += 1
        if kwds:
            raise ValueError('Got unexpected field names: %r' % (list(kwds),))
        return self._make(values)

    def _asdict(self):
        return dict(zip(self._fields, self))

    def __getnewargs__(self):
        return tuple(self)

    def __repr__(self):
        parts = []
        i = 0
        for f in self._fields:
            parts.append('%s=%r' % (f, self[i]))
            i += 1
        return '%s(%s)' % (self.__class__.__name__, ', '.join(parts))


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    """Return a new tuple-like class with named fields."""
    if isinstance(field_names, str):
        field_names = field_names.replace(',', ' ').split()
    field_names = [str(f) for f in field_names]
    typename = str(typename)

    if rename:
        seen = set()
        for index in range(len(field_names)):
            name = field_names[index]
            if (not name.isidentifier() or name in _KEYWORDS
                    or name.startswith('_') or name in seen):
                field_names[index] = '_%d' % index
            seen.add(field_names[index])

    for name in [typename] + field_names:
        if not name.isidentifier():
            raise ValueError('Type names and field names must be valid identifiers: %r' % (name,))
        if name in _KEYWORDS:
            raise ValueError('Type names and field names cannot be a keyword: %r' % (name,))

    seen = set()
    for name in field_names:
        if name.startswith('_') and not rename:
            raise ValueError('Field names cannot start with an underscore: %r' % (name,))
        if name in seen:
            raise ValueError('Encountered duplicate field name: %r' % (name,))
        seen.add(name)

    field_defaults = {}
    if defaults is not None:
        defaults = tuple(defaults)
        if len(defaults) > len(field_names):
            raise TypeError('Got more default values than field names')
        start = len(field_names) - len(defaults)
        for i in range(len(defaults)):
            field_defaults[field_names[start + i]] = defaults[i]

    fields = tuple(field_names)

    class _NamedTuple(_tuplebase):
        __slots__ = ()

    cls = _NamedTuple
    cls.__name__ = typename
    cls.__qualname__ = typename
    cls.__doc__ = '%s(%s)' % (typename, ', '.join(fields))
    cls._fields = fields
    cls._field_defaults = field_defaults
    cls.__match_args__ = fields
    for index in range(len(fields)):
        setattr(cls, fields[index], _tuplegetter(index, 'Alias for field number %d' % index))

    if module is None:
        try:
            module = _sys._getframe(1).f_globals.get('__name__', '__main__')
        except (AttributeError, ValueError):
            module = '__main__'
    cls.__module__ = module
    return cls


################################################################################
### deque
################################################################################

class deque:
    """deque([iterable[, maxlen]]) --> double-ended queue.

    Items live in self._items[self._head:]; the slots before _head are free
    room for appendleft, so both ends are O(1) amortized."""
    # What `match` takes it for (CPython's type flags, which
    # collections.abc sets from this): a sequence.
    __abc_tpflags__ = 1 << 5

    __slots__ = ('_items', '_head', '_maxlen', '_state')

    def __init__(self, iterable=(), maxlen=None):
        if maxlen is not None:
            if not isinstance(maxlen, int):
                raise TypeError('an integer is required')
            if maxlen < 0:
                raise ValueError('maxlen must be non-negative')
        self._maxlen = maxlen
        self._items = []
        self._head = 0
        self._state = 0
        self.extend(iterable)

    @property
    def maxlen(self):
        """maximum size of a deque or None if unbounded"""
        return self._maxlen

    def __len__(self):
        return len(self._items) - self._head

    def __bool__(self):
        return len(self._items) > self._head

    def _compact(self):
        del self._items[:self._head]
        self._head = 0

    def append(self, x):
        """Add an element to the right side of the deque."""
        self._state += 1
        m = self._maxlen
        if m is not None and len(self._items) - self._head >= m:
            if m == 0:
                return
            self._items.append(x)
            self._popleft()
            return
        self._items.append(x)

    def appendleft(self, x):
        """Add an element to the left side of the deque."""
        self._state += 1
        m = self._maxlen
        if m is not None and len(self._items) - self._head >= m:
            if m == 0:
                return
            self._items.pop()
        if self._head == 0:
            n = len(self._items)
            room = n if n > 8 else 8
            self._items[0:0] = [None] * room
            self._head = room
        self._head -= 1
        self._items[self._head] = x

    def pop(self):
        """Remove and return an element from the right side of the deque."""
        if len(self._items) == self._head:
            raise IndexError('pop from an empty deque')
        self._state += 1
        x = self._items.pop()
        if len(self._items) == self._head:
            self._items = []
            self._head = 0
        return x

    def _popleft(self):
        items = self._items
        h = self._head
        x = items[h]
        items[h] = None
        h += 1
        if h == len(items):
            self._items = []
            self._head = 0
        elif h > 32 and h + h > len(items):
            del items[:h]
            self._head = 0
        else:
            self._head = h
        return x

    def popleft(self):
        """Remove and return an element from the left side of the deque."""
        if len(self._items) == self._head:
            raise IndexError('pop from an empty deque')
        self._state += 1
        return self._popleft()

    def extend(self, iterable):
        """Extend the right side of the deque with elements from the iterable."""
        if iterable is self:
            iterable = list(iterable)
        if self._maxlen is None:
            self._state += 1
            self._items.extend(iterable)
        else:
            for x in iterable:
                self.append(x)

    def extendleft(self, iterable):
        """Extend the left side of the deque with elements from the iterable."""
        if iterable is self:
            iterable = list(iterable)
        for x in iterable:
            self.appendleft(x)

    def rotate(self, n=1):
        """Rotate the deque n steps to the right (default n=1).  If n is negative, rotates left."""
        if not isinstance(n, int):
            raise TypeError("'%s' object cannot be interpreted as an integer"
                            % (type(n).__name__,))
        size = len(self._items) - self._head
        if size <= 1:
            return
        n = n % size
        if n == 0:
            return
        if n + n <= size:
            for _ in range(n):
                self.appendleft(self.pop())
        else:
            for _ in range(size - n):
                self.append(self.popleft())

    def clear(self):
        """Remove all elements from the deque."""
        self._state += 1
        self._items = []
        self._head = 0

    def copy(self):
        """Return a shallow copy of a deque."""
        if type(self) is deque:
            return deque(self, self._maxlen)
        if self._maxlen is None:
            return type(self)(self)
        return type(self)(self, self._maxlen)

    __copy__ = copy

    def count(self, value):
        """Return number of occurrences of value."""
        c = 0
        items = self._items
        state = self._state
        for i in range(self._head, len(items)):
            if items[i] == value:
                c += 1
            if state != self._state:
                raise RuntimeError('deque mutated during iteration')
        return c

    def index(self, value, start=0, stop=None):
        """Return first index of value."""
        size = len(self._items) - self._head
        if stop is None:
            stop = size
        if start < 0:
            start += size
            if start < 0:
                start = 0
        if stop < 0:
            stop += size
            if stop < 0:
                stop = 0
        if stop > size:
            stop = size
        items = self._items
        h = self._head
        state = self._state
        for i in range(start, stop):
            if items[h + i] == value:
                return i
            if state != self._state:
                raise RuntimeError('deque mutated during iteration')
        raise ValueError('%r is not in deque' % (value,))

    def insert(self, index, value):
        """Insert value before index."""
        size = len(self._items) - self._head
        if self._maxlen is not None and size >= self._maxlen:
            raise IndexError('deque already at its maximum size')
        if index < 0:
            index += size
            if index < 0:
                index = 0
        elif index > size:
            index = size
        self._state += 1
        self._items.insert(self._head + index, value)

    def remove(self, value):
        """Remove first occurrence of value."""
        items = self._items
        for i in range(self._head, len(items)):
            if items[i] == value:
                self._state += 1
                if i == self._head:
                    self._popleft()
                else:
                    del items[i]
                return
        raise ValueError('%r is not in deque' % (value,))

    def reverse(self):
        """Reverse *IN PLACE*."""
        if self._head:
            self._compact()
        self._state += 1
        self._items.reverse()

    def _index(self, index):
        if not isinstance(index, int):
            if hasattr(index, '__index__'):
                index = index.__index__()
            else:
                raise TypeError('sequence index must be integer, not %r'
                                % (type(index).__name__,))
        size = len(self._items) - self._head
        if index < 0:
            index += size
        if index < 0 or index >= size:
            raise IndexError('deque index out of range')
        return self._head + index

    def __getitem__(self, index):
        return self._items[self._index(index)]

    def __setitem__(self, index, value):
        self._items[self._index(index)] = value

    def __delitem__(self, index):
        i = self._index(index)
        self._state += 1
        if i == self._head:
            self._popleft()
        else:
            del self._items[i]

    def __contains__(self, value):
        items = self._items
        state = self._state
        for i in range(self._head, len(items)):
            if items[i] == value:
                return True
            if state != self._state:
                raise RuntimeError('deque mutated during iteration')
        return False

    def __iter__(self):
        state = self._state
        items = self._items
        i = self._head
        n = len(items)
        while True:
            if self._state != state:
                raise RuntimeError('deque mutated during iteration')
            if i >= n:
                return
            yield items[i]
            i += 1

    def __reversed__(self):
        state = self._state
        items = self._items
        h = self._head
        i = len(items) - 1
        while True:
            if self._state != state:
                raise RuntimeError('deque mutated during iteration')
            if i < h:
                return
            yield items[i]
            i -= 1

    def _list(self):
        if self._head:
            return self._items[self._head:]
        return list(self._items)

    def __repr__(self):
        key = id(self)
        if key in _repr_running:
            return '[...]'
        _repr_running.add(key)
        try:
            body = repr(self._list())
        finally:
            _repr_running.discard(key)
        if self._maxlen is None:
            return '%s(%s)' % (type(self).__name__, body)
        return '%s(%s, maxlen=%d)' % (type(self).__name__, body, self._maxlen)

    def __hash__(self):
        raise TypeError("unhashable type: 'collections.deque'")

    def _cmp_other(self, other):
        if isinstance(other, deque):
            return other._list()
        return None

    def _order_other(self, other, op):
        if isinstance(other, deque):
            return other._list()
        raise TypeError("'%s' not supported between instances of 'collections.deque' and '%s'"
                        % (op, type(other).__name__))

    def __eq__(self, other):
        o = self._cmp_other(other)
        if o is None:
            return NotImplemented
        return self._list() == o

    def __ne__(self, other):
        o = self._cmp_other(other)
        if o is None:
            return NotImplemented
        return self._list() != o

    def __lt__(self, other):
        return self._list() < self._order_other(other, '<')

    def __le__(self, other):
        return self._list() <= self._order_other(other, '<=')

    def __gt__(self, other):
        return self._list() > self._order_other(other, '>')

    def __ge__(self, other):
        return self._list() >= self._order_other(other, '>=')

    def __add__(self, other):
        if not isinstance(other, deque):
            raise TypeError('can only concatenate deque (not "%s") to deque'
                            % (type(other).__name__,))
        result = self.copy()
        result.extend(other)
        return result

    def __iadd__(self, other):
        self.extend(other)
        return self

    def __mul__(self, n):
        result = self.copy()
        result *= n
        return result

    __rmul__ = __mul__

    def __imul__(self, n):
        items = self._list()
        if n <= 0 or not items:
            self.clear()
            return self
        if self._maxlen is None:
            self._state += 1
            self._items = items * n
            self._head = 0
        else:
            for _ in range(n - 1):
                self.extend(items)
        return self


################################################################################
### dict subclasses: defaultdict, Counter, OrderedDict
################################################################################

# The three are real dict subclasses: their items live in the dict itself,
# so d[k], d[k] = v, `in`, len, iteration, get, ==, dict(d), json and the
# like run natively, and d[k] calls __missing__ only for a missing key.
# None of them defines __getitem__ or __setitem__ (that would send every
# d[k] through guest code).

_dict_setitem = dict.__setitem__


def _dict_body_repr(d):
    # dict.__repr__(d) for a dict subclass whose __repr__ wraps it, with
    # CPython's '{...}' for a dict met again while its repr is being made
    # (Trellis core workaround: dict.__repr__ of a subclass instance has no
    # such guard and recurses).
    key = id(d)
    if key in _repr_running:
        return '{...}'
    _repr_running.add(key)
    try:
        return dict.__repr__(d)
    finally:
        _repr_running.discard(key)


class defaultdict(dict):
    """defaultdict(default_factory=None, /, [...]) --> dict with default factory

    d[key] for a missing key calls default_factory() (no arguments), stores
    the result under key and returns it; with default_factory None it raises
    KeyError. The other arguments are those of dict()."""

    __slots__ = ('default_factory',)

    def __init__(self, default_factory=None, /, *args, **kwargs):
        if default_factory is not None and not callable(default_factory):
            raise TypeError('first argument must be callable or None')
        self.default_factory = default_factory
        if len(args) > 1:
            # (Trellis core workaround: dict.__init__ words it 'update expected'.)
            raise TypeError('dict expected at most 1 argument, got %d' % len(args))
        if args or kwargs:
            dict.__init__(self, *args, **kwargs)

    def __missing__(self, key):
        """Called by d[key] for a missing key: store default_factory() under
        key and return it (KeyError when default_factory is None)."""
        try:
            factory = self.default_factory
        except AttributeError:      # made by __new__ without __init__
            factory = None
        if factory is None:
            raise KeyError(key)
        value = factory()
        self[key] = value
        return value

    def __repr__(self):
        body = _dict_body_repr(self)
        factory = getattr(self, 'default_factory', None)
        if factory is None:
            frepr = 'None'
        else:
            key = ('factory', id(factory))
            if key in _repr_running:
                frepr = '...'
            else:
                _repr_running.add(key)
                try:
                    frepr = repr(factory)
                finally:
                    _repr_running.discard(key)
        return '%s(%s, %s)' % (type(self).__name__, frepr, body)

    def copy(self):
        """D.copy() -> a shallow copy of D."""
        return type(self)(getattr(self, 'default_factory', None), self)

    __copy__ = copy

    def __reduce__(self):
        factory = getattr(self, 'default_factory', None)
        args = () if factory is None else (factory,)
        return type(self), args, None, None, iter(self.items())

    @classmethod
    def fromkeys(cls, iterable, value=None, /):
        """Create a new defaultdict (factory None) with keys from iterable
        and values set to value."""
        # dict.fromkeys as CPython runs it for a subclass (Trellis core
        # workaround: it returns a plain dict).
        d = cls()
        for key in iterable:
            d[key] = value
        return d

    def __reversed__(self):
        # Trellis core workaround: reversed() of a dict subclass indexes it
        # as a sequence.
        return reversed(dict.keys(self))

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.copy()
        dict.update(new, other)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(getattr(self, 'default_factory', None), other)
        dict.update(new, self)
        return new

    def __ior__(self, other):
        # dict's own |= (Trellis core workaround: without this method,
        # d |= x fails on a dict subclass that defines __or__).
        dict.update(self, other)
        return self


# Builtin iterables: iterating them runs none of the program's code.
_PLAIN_ITERABLES = frozenset([str, list, tuple, bytes, bytearray, range, set,
                              frozenset, type({}.keys()), type({}.values())])


def _is_mapping(obj):
    # isinstance(obj, collections.abc.Mapping), without importing
    # collections.abc (a class can only be registered as a Mapping, or
    # derive from it, once a program has loaded that module).
    if isinstance(obj, dict):
        return True
    if type(obj) in _PLAIN_ITERABLES:
        return False
    if isinstance(obj, (ChainMap, UserDict)):
        return True
    abc = _sys.modules.get('collections.abc')
    return abc is not None and isinstance(obj, abc.Mapping)


def _count_elements(counter, iterable):
    # What counter[elem] = counter.get(elem, 0) + 1 for each element does
    # (CPython's _count_elements), for a Counter whose class is Counter
    # and an iterable that cannot look at it: counted in a plain dict
    # first, which Trellis's tier 2 runs faster than a dict subclass.
    counts = {}
    try:
        for elem in iterable:
            counts[elem] = counts.get(elem, 0) + 1
    finally:
        if not counter:
            dict.update(counter, counts)
        else:
            get = counter.get
            for elem, n in counts.items():
                count = get(elem, 0)
                if type(count) is int:
                    counter[elem] = count + n
                else:
                    # Added one at a time, as CPython does (float sums
                    # can differ). An error here leaves the counts of the
                    # elements first seen before this one all added.
                    for _ in range(n):
                        count = count + 1
                        counter[elem] = count


def _second(pair):
    return pair[1]


class Counter(dict):
    """Dict subclass for counting hashable items (a multiset): elements are
    stored as keys and their counts as values. A missing element counts 0
    (c[x] does not insert it)."""

    def __init__(self, iterable=None, /, **kwds):
        if (type(self) is Counter and iterable is not None
                and not _is_mapping(iterable)):
            # self.update(iterable, **kwds); nothing can see self yet.
            _count_elements(self, iterable)
            if kwds:
                self.update(kwds)
        else:
            self.update(iterable, **kwds)

    def __missing__(self, key):
        """The count of elements not in the Counter is zero."""
        return 0

    def total(self):
        """Sum of the counts"""
        return sum(self.values())

    def most_common(self, n=None):
        """List the n most common elements and their counts from the most
        common to the least (ties in insertion order).  If n is None, then
        list all element counts."""
        if n is None:
            return sorted(self.items(), key=_second, reverse=True)
        return _heapq.nlargest(n, self.items(), key=_second)

    def elements(self):
        """Iterator over elements repeating each as many times as its count;
        elements with a count below one are left out."""
        for elem, count in self.items():
            for _ in range(count):
                yield elem

    @classmethod
    def fromkeys(cls, iterable, v=None):
        raise NotImplementedError(
            'Counter.fromkeys() is undefined.  Use Counter(iterable) instead.')

    def update(self, iterable=None, /, **kwds):
        """Like dict.update() but add counts instead of replacing them.
        The source is a mapping of counts or an iterable of elements."""
        if iterable is not None:
            if _is_mapping(iterable):
                if self:
                    get = self.get
                    for elem, count in iterable.items():
                        self[elem] = count + get(elem, 0)
                else:
                    dict.update(self, iterable)
            elif type(self) is Counter and type(iterable) in _PLAIN_ITERABLES:
                _count_elements(self, iterable)
            else:
                get = self.get
                for elem in iterable:
                    self[elem] = get(elem, 0) + 1
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, /, **kwds):
        """Like dict.update() but subtracts counts instead of replacing them.
        Counts can be reduced below zero."""
        if iterable is not None:
            get = self.get
            if _is_mapping(iterable):
                for elem, count in iterable.items():
                    self[elem] = get(elem, 0) - count
            else:
                for elem in iterable:
                    self[elem] = get(elem, 0) - 1
        if kwds:
            self.subtract(kwds)

    def copy(self):
        """Return a shallow copy."""
        return self.__class__(self)

    def __reduce__(self):
        return self.__class__, (dict(self),)

    def __delitem__(self, elem):
        """Like dict.__delitem__() but does not raise KeyError for missing values."""
        if elem in self:
            dict.__delitem__(self, elem)

    def __reversed__(self):
        return reversed(dict.keys(self))    # as in defaultdict

    def __repr__(self):
        if not self:
            return '%s()' % self.__class__.__name__
        try:
            d = dict(self.most_common())
        except TypeError:
            d = dict(self)
        return '%s(%r)' % (self.__class__.__name__, d)

    # Multiset comparisons (3.10+): missing elements count 0.

    def __eq__(self, other):
        if not isinstance(other, Counter):
            if isinstance(other, dict):
                # What CPython gets from the reflected dict.__eq__(other, self)
                # (Trellis core workaround: that returns NotImplemented).
                return dict.__eq__(self, other)
            return NotImplemented
        for e in self:
            if not self[e] == other[e]:
                return False
        for e in other:
            if not self[e] == other[e]:
                return False
        return True

    def __ne__(self, other):
        if not isinstance(other, Counter):
            if isinstance(other, dict):
                return dict.__ne__(self, other)     # as in __eq__
            return NotImplemented
        return not self == other

    def __le__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        for e in self:
            if not self[e] <= other[e]:
                return False
        for e in other:
            if not self[e] <= other[e]:
                return False
        return True

    def __lt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self <= other and self != other

    def __ge__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        for e in self:
            if not self[e] >= other[e]:
                return False
        for e in other:
            if not self[e] >= other[e]:
                return False
        return True

    def __gt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self >= other and self != other

    # Multiset arithmetic: the results keep positive counts only.

    def __add__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count + other[elem]
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count > 0:
                result[elem] = count
        return result

    def __sub__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count - other[elem]
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count < 0:
                result[elem] = 0 - count
        return result

    def __or__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = other_count if count < other_count else count
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count > 0:
                result[elem] = count
        return result

    def __and__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = count if count < other_count else other_count
            if newcount > 0:
                result[elem] = newcount
        return result

    def __pos__(self):
        result = Counter()
        for elem, count in self.items():
            if count > 0:
                result[elem] = count
        return result

    def __neg__(self):
        result = Counter()
        for elem, count in self.items():
            if count < 0:
                result[elem] = 0 - count
        return result

    def _keep_positive(self):
        nonpositive = [elem for elem, count in self.items() if not count > 0]
        for elem in nonpositive:
            del self[elem]
        return self

    def __iadd__(self, other):
        for elem, count in other.items():
            self[elem] += count
        return self._keep_positive()

    def __isub__(self, other):
        for elem, count in other.items():
            self[elem] -= count
        return self._keep_positive()

    def __ior__(self, other):
        for elem, other_count in other.items():
            count = self[elem]
            if other_count > count:
                self[elem] = other_count
        return self._keep_positive()

    def __iand__(self, other):
        for elem, count in self.items():
            other_count = other[elem]
            if other_count < count:
                self[elem] = other_count
        return self._keep_positive()


def _unview(obj):
    if isinstance(obj, _odict_view):
        return obj._view
    return obj


class _odict_view:
    # A live view of an OrderedDict (over the dict's own view, which keeps
    # its insertion order); only the name in its repr differs.
    __slots__ = ('_view',)

    def __len__(self):
        return len(self._view)

    def __iter__(self):
        return iter(self._view)

    def __reversed__(self):
        return reversed(self._view)

    def __contains__(self, item):
        return item in self._view

    def __repr__(self):
        key = id(self)
        if key in _repr_running:
            return '...'
        _repr_running.add(key)
        try:
            return '%s(%r)' % (self._name, list(self._view))
        finally:
            _repr_running.discard(key)


class _odict_setview(_odict_view):
    # The set operations of the keys and items views.
    __slots__ = ()

    def __eq__(self, other):
        return self._view == _unview(other)

    def __ne__(self, other):
        return self._view != _unview(other)

    def __le__(self, other):
        return self._view <= _unview(other)

    def __lt__(self, other):
        return self._view < _unview(other)

    def __ge__(self, other):
        return self._view >= _unview(other)

    def __gt__(self, other):
        return self._view > _unview(other)

    __hash__ = None

    def __and__(self, other):
        return set(self._view) & set(_unview(other))

    def __or__(self, other):
        return set(self._view) | set(_unview(other))

    def __sub__(self, other):
        return set(self._view) - set(_unview(other))

    def __xor__(self, other):
        return set(self._view) ^ set(_unview(other))

    def __rand__(self, other):
        return set(other) & set(self._view)

    def __ror__(self, other):
        return set(other) | set(self._view)

    def __rsub__(self, other):
        return set(other) - set(self._view)

    def __rxor__(self, other):
        return set(other) ^ set(self._view)

    def isdisjoint(self, other):
        """Return True if the view and the given iterable have a null intersection."""
        return set(self._view).isdisjoint(_unview(other))


class _odict_keys(_odict_setview):
    __slots__ = ()
    _name = 'odict_keys'

    def __init__(self, od):
        self._view = dict.keys(od)


class _odict_values(_odict_view):
    __slots__ = ()
    _name = 'odict_values'

    def __init__(self, od):
        self._view = dict.values(od)


class _odict_items(_odict_setview):
    __slots__ = ()
    _name = 'odict_items'

    def __init__(self, od):
        self._view = dict.items(od)


def _od_pair_error(pair):
    # Raise CPython's error for an (key, value) pair of the wrong shape.
    if isinstance(pair, (tuple, list, str, bytes, bytearray)):
        n = len(pair)
        if n == 0:
            raise ValueError('need more than 0 values to unpack')
        if n == 1:
            raise ValueError('need more than 1 value to unpack')
        raise ValueError('too many values to unpack (expected 2)')
    iter(pair)      # "'int' object is not iterable"


def _od_update(od, args, kwds):
    # What OrderedDict() and od.update() do with their arguments: CPython's
    # MutableMapping.update, each item stored with od[key] = value (natively
    # when od's class keeps dict's __setitem__ and the source is a dict).
    fast = type(od).__setitem__ == _dict_setitem
    if args:
        other = args[0]
        if fast and isinstance(other, dict):
            dict.update(od, other)
        elif type(other) is dict:
            for key, value in other.items():
                od[key] = value
        elif hasattr(other, 'keys'):
            for key in other.keys():
                od[key] = other[key]
        elif hasattr(other, 'items'):
            for key, value in other.items():
                od[key] = value
        else:
            if fast and (type(other) is list or type(other) is tuple):
                try:
                    dict.update(od, other)
                    return _od_update(od, (), kwds)
                except (TypeError, ValueError):
                    pass    # again below, for CPython's error message
            for pair in other:
                try:
                    key, value = pair
                except (TypeError, ValueError):
                    _od_pair_error(pair)
                    raise
                od[key] = value
    if kwds:
        if fast:
            dict.update(od, kwds)
        else:
            for key, value in kwds.items():
                od[key] = value


class OrderedDict(dict):
    """Dictionary that remembers insertion order, with move_to_end and
    popitem(last=); == between two OrderedDicts is order-sensitive.

    dict itself keeps insertion order, so the items live in the dict:
    move_to_end(key) and popitem() are O(1), move_to_end(key, last=False)
    is O(n) (the other items are inserted again after key)."""

    def __init__(self, /, *args, **kwds):
        if len(args) > 1:
            raise TypeError('expected at most 1 arguments, got %d' % len(args))
        _od_update(self, args, kwds)

    def update(self, /, *args, **kwds):
        """D.update([E, ]**F) -> None.  Update D from mapping/iterable E and F."""
        if len(args) > 1:
            raise TypeError('update() takes at most 1 positional argument (%d given)'
                            % len(args))
        _od_update(self, args, kwds)

    def popitem(self, last=True):
        """Remove and return a (key, value) pair from the dictionary.

        Pairs are returned in LIFO order if last is true or FIFO order if false."""
        if not self:
            raise KeyError('dictionary is empty')
        if last:
            return dict.popitem(self)
        key = next(iter(dict.keys(self)))
        return key, dict.pop(self, key)

    def move_to_end(self, key, last=True):
        """Move an existing element to the end (or beginning if last is false).

        Raise KeyError if the element does not exist.  Moving to the
        beginning is O(n): the other items are inserted again after it."""
        value = dict.pop(self, key)
        if last:
            _dict_setitem(self, key, value)
        else:
            rest = list(dict.items(self))
            dict.clear(self)
            _dict_setitem(self, key, value)
            dict.update(self, rest)

    def __reversed__(self):
        return reversed(dict.keys(self))

    def keys(self):
        """D.keys() -> a set-like object providing a view on D's keys"""
        return _odict_keys(self)

    def values(self):
        """D.values() -> an object providing a view on D's values"""
        return _odict_values(self)

    def items(self):
        """D.items() -> a set-like object providing a view on D's items"""
        return _odict_items(self)

    def __eq__(self, other):
        if isinstance(other, OrderedDict):
            return (dict.__eq__(self, other)
                    and list(dict.keys(self)) == list(dict.keys(other)))
        return dict.__eq__(self, other)

    def __ne__(self, other):
        equal = OrderedDict.__eq__(self, other)
        if equal is NotImplemented:
            return equal
        return not equal

    __hash__ = None

    def __repr__(self):
        name = type(self).__name__
        if not self:
            return '%s()' % name
        key = id(self)
        if key in _repr_running:
            return '...'
        _repr_running.add(key)
        try:
            if type(self) is OrderedDict:
                items = list(dict.items(self))
            else:
                items = list(self.items())
            return '%s(%r)' % (name, items)
        finally:
            _repr_running.discard(key)

    def __reduce__(self):
        try:
            state = vars(self) or None
        except TypeError:
            state = None
        return self.__class__, (), state, None, iter(self.items())

    def copy(self):
        """od.copy() -> a shallow copy of od"""
        if type(self) is OrderedDict:
            return OrderedDict(self)
        new = type(self)()
        for key in dict.keys(self):
            new[key] = self[key]
        return new

    __copy__ = copy

    @classmethod
    def fromkeys(cls, iterable, value=None):
        """Create a new ordered dictionary with keys from iterable and values set to value."""
        od = cls()
        for key in iterable:
            od[key] = value
        return od

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(self)
        _od_update(new, (other,), None)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(other)
        _od_update(new, (self,), None)
        return new

    def __ior__(self, other):
        _od_update(self, (other,), None)
        return self


################################################################################
### ChainMap
################################################################################

class _MappingView:
    __slots__ = ('_mapping',)

    def __init__(self, mapping):
        self._mapping = mapping

    def __len__(self):
        return len(self._mapping)

    def __repr__(self):
        return '%s(%r)' % (self._name, self._mapping)


class _KeysView(_MappingView):
    __slots__ = ()
    _name = 'KeysView'

    def __iter__(self):
        return iter(self._mapping)

    def __contains__(self, key):
        return key in self._mapping

    def __eq__(self, other):
        return set(self) == set(other)


class _ValuesView(_MappingView):
    __slots__ = ()
    _name = 'ValuesView'

    def __iter__(self):
        m = self._mapping
        for key in m:
            yield m[key]

    def __contains__(self, value):
        m = self._mapping
        for key in m:
            v = m[key]
            if v is value or v == value:
                return True
        return False


class _ItemsView(_MappingView):
    __slots__ = ()
    _name = 'ItemsView'

    def __iter__(self):
        m = self._mapping
        for key in m:
            yield (key, m[key])

    def __contains__(self, item):
        key, value = item
        m = self._mapping
        if key not in m:
            return False
        v = m[key]
        return v is value or v == value

    def __eq__(self, other):
        return set(self) == set(other)


class ChainMap:
    """A ChainMap groups multiple dicts (or other mappings) together to
    create a single, updateable view; lookups search them in order."""
    # What `match` takes it for (CPython's type flags, which
    # collections.abc sets from this): a mapping.
    __abc_tpflags__ = 1 << 6

    def __init__(self, *maps):
        self.maps = list(maps) or [{}]

    def __missing__(self, key):
        raise KeyError(key)

    def __getitem__(self, key):
        for mapping in self.maps:
            try:
                # mapping[key], not `key in mapping`: a Counter or
                # defaultdict answers for keys it does not hold.
                return mapping[key]
            except KeyError:
                pass
        return self.__missing__(key)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def __len__(self):
        keys = set()
        for m in self.maps:
            keys.update(m)
        return len(keys)

    def __iter__(self):
        d = {}
        for mapping in reversed(self.maps):
            for k in mapping:
                d[k] = None
        return iter(d)

    def __contains__(self, key):
        for m in self.maps:
            if key in m:
                return True
        return False

    def __bool__(self):
        for m in self.maps:
            if m:
                return True
        return False

    def __repr__(self):
        key = id(self)
        if key in _repr_running:
            return '...'
        _repr_running.add(key)
        try:
            return '%s(%s)' % (type(self).__name__, ', '.join([repr(m) for m in self.maps]))
        finally:
            _repr_running.discard(key)

    def keys(self):
        return _KeysView(self)

    def values(self):
        return _ValuesView(self)

    def items(self):
        return _ItemsView(self)

    def __eq__(self, other):
        if isinstance(other, (ChainMap, dict)):
            return dict(self.items()) == dict(other.items())
        return NotImplemented

    __hash__ = None

    @classmethod
    def fromkeys(cls, iterable, *args):
        """Create a ChainMap with a single dict created from the iterable."""
        return cls(dict.fromkeys(iterable, *args))

    def copy(self):
        """New ChainMap or subclass with a new copy of maps[0] and refs to maps[1:]"""
        return self.__class__(self.maps[0].copy(), *self.maps[1:])

    __copy__ = copy

    def new_child(self, m=None, **kwargs):
        """New ChainMap with a new map followed by all previous maps."""
        if m is None:
            m = kwargs
        elif kwargs:
            m.update(kwargs)
        return self.__class__(m, *self.maps)

    @property
    def parents(self):
        """New ChainMap from maps[1:]."""
        return self.__class__(*self.maps[1:])

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def __delitem__(self, key):
        try:
            del self.maps[0][key]
        except KeyError:
            raise KeyError('Key not found in the first mapping: %r' % (key,))

    def setdefault(self, key, default=None):
        if key not in self:
            self[key] = default
        return self[key]

    def update(self, other=(), /, **kwds):
        first = self.maps[0]
        if isinstance(other, dict):
            for k in other:
                first[k] = other[k]
        elif hasattr(other, 'keys'):
            for k in other.keys():
                first[k] = other[k]
        else:
            for k, v in other:
                first[k] = v
        for k in kwds:
            first[k] = kwds[k]

    def popitem(self):
        """Remove and return an item pair from maps[0]. Raise KeyError is maps[0] is empty."""
        try:
            return self.maps[0].popitem()
        except KeyError:
            raise KeyError('No keys found in the first mapping.')

    def pop(self, key, *args):
        """Remove *key* from maps[0] and return its value. Raise KeyError if *key* not in maps[0]."""
        try:
            return self.maps[0].pop(key, *args)
        except KeyError:
            raise KeyError('Key not found in the first mapping: %r' % (key,))

    def clear(self):
        """Clear maps[0], leaving maps[1:] intact."""
        self.maps[0].clear()

    def __or__(self, other):
        if not isinstance(other, (dict, ChainMap)):
            return NotImplemented
        m = self.copy()
        m.maps[0].update(other)
        return m

    def __ior__(self, other):
        self.maps[0].update(other)
        return self


################################################################################
### UserDict, UserList, UserString
################################################################################

class UserDict:
    """A dict-like class holding its contents in the plain dict self.data;
    made to be subclassed."""
    # What `match` takes it for (CPython's type flags, which
    # collections.abc sets from this): a mapping.
    __abc_tpflags__ = 1 << 6

    def __init__(self, dict=None, /, **kwargs):
        self.data = {}
        if dict is not None:
            self.update(dict)
        if kwargs:
            self.update(kwargs)

    def __len__(self):
        return len(self.data)

    def __getitem__(self, key):
        if key in self.data:
            return self.data[key]
        if hasattr(self.__class__, '__missing__'):
            return self.__class__.__missing__(self, key)
        raise KeyError(key)

    def __setitem__(self, key, item):
        self.data[key] = item

    def __delitem__(self, key):
        del self.data[key]

    def __iter__(self):
        return iter(self.data)

    def __contains__(self, key):
        return key in self.data

    # The following methods behave as collections.abc.MutableMapping's.

    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default

    def keys(self):
        return _KeysView(self)

    def values(self):
        return _ValuesView(self)

    def items(self):
        return _ItemsView(self)

    def pop(self, key, default=_MISSING):
        try:
            value = self[key]
        except KeyError:
            if default is _MISSING:
                raise
            return default
        del self[key]
        return value

    def popitem(self):
        try:
            key = next(iter(self))
        except StopIteration:
            raise KeyError from None
        value = self[key]
        del self[key]
        return key, value

    def setdefault(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            self[key] = default
        return default

    def clear(self):
        try:
            while True:
                self.popitem()
        except KeyError:
            pass

    def update(self, other=(), /, **kwds):
        if isinstance(other, dict):
            for key in other:
                self[key] = other[key]
        elif hasattr(other, 'keys'):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key in kwds:
            self[key] = kwds[key]

    def __repr__(self):
        return repr(self.data)

    def __eq__(self, other):
        if isinstance(other, UserDict):
            return self.data == other.data
        if isinstance(other, dict):
            return self.data == other
        return NotImplemented

    __hash__ = None

    def __or__(self, other):
        if isinstance(other, UserDict):
            return self.__class__(self.data | other.data)
        if isinstance(other, dict):
            return self.__class__(self.data | other)
        return NotImplemented

    def __ror__(self, other):
        if isinstance(other, UserDict):
            return self.__class__(other.data | self.data)
        if isinstance(other, dict):
            return self.__class__(other | self.data)
        return NotImplemented

    def __ior__(self, other):
        if isinstance(other, UserDict):
            self.data |= other.data
        else:
            self.data |= other
        return self

    def __copy__(self):
        inst = self.__class__.__new__(self.__class__)
        state = vars(self)
        for key in state:
            setattr(inst, key, state[key])
        inst.data = self.data.copy()
        return inst

    def copy(self):
        if self.__class__ is UserDict:
            return UserDict(self.data.copy())
        import copy
        data = self.data
        try:
            self.data = {}
            c = copy.copy(self)
        finally:
            self.data = data
        c.update(self)
        return c

    @classmethod
    def fromkeys(cls, iterable, value=None):
        d = cls()
        for key in iterable:
            d[key] = value
        return d


def _user_data(other):
    if isinstance(other, UserList):
        return other.data
    return other


class UserList:
    """A list-like class holding its contents in the plain list self.data;
    made to be subclassed."""
    # What `match` takes it for (CPython's type flags, which
    # collections.abc sets from this): a sequence.
    __abc_tpflags__ = 1 << 5

    def __init__(self, initlist=None):
        self.data = []
        if initlist is not None:
            if isinstance(initlist, list):
                self.data[:] = initlist
            elif isinstance(initlist, UserList):
                self.data[:] = initlist.data[:]
            else:
                self.data = list(initlist)

    def __repr__(self):
        return repr(self.data)

    def __lt__(self, other):
        return self.data < _user_data(other)

    def __le__(self, other):
        return self.data <= _user_data(other)

    def __eq__(self, other):
        return self.data == _user_data(other)

    def __gt__(self, other):
        return self.data > _user_data(other)

    def __ge__(self, other):
        return self.data >= _user_data(other)

    __hash__ = None

    def __contains__(self, item):
        return item in self.data

    def __len__(self):
        return len(self.data)

    def __iter__(self):
        return iter(self.data)

    def __reversed__(self):
        return reversed(self.data)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return self.__class__(self.data[i])
        return self.data[i]

    def __setitem__(self, i, item):
        self.data[i] = item

    def __delitem__(self, i):
        del self.data[i]

    def __add__(self, other):
        if isinstance(other, UserList):
            return self.__class__(self.data + other.data)
        if isinstance(other, list):
            return self.__class__(self.data + other)
        return self.__class__(self.data + list(other))

    def __radd__(self, other):
        if isinstance(other, UserList):
            return self.__class__(other.data + self.data)
        if isinstance(other, list):
            return self.__class__(other + self.data)
        return self.__class__(list(other) + self.data)

    def __iadd__(self, other):
        if isinstance(other, UserList):
            self.data += other.data
        elif isinstance(other, list):
            self.data += other
        else:
            self.data += list(other)
        return self

    def __mul__(self, n):
        return self.__class__(self.data * n)

    __rmul__ = __mul__

    def __imul__(self, n):
        self.data *= n
        return self

    def copy(self):
        return self.__class__(self)

    def append(self, item):
        self.data.append(item)

    def insert(self, i, item):
        self.data.insert(i, item)

    def pop(self, i=-1):
        return self.data.pop(i)

    def remove(self, item):
        self.data.remove(item)

    def clear(self):
        self.data.clear()

    def count(self, item):
        return self.data.count(item)

    def index(self, item, *args):
        return self.data.index(item, *args)

    def reverse(self):
        self.data.reverse()

    def sort(self, /, *args, **kwds):
        self.data.sort(*args, **kwds)

    def extend(self, other):
        if isinstance(other, UserList):
            self.data.extend(other.data)
        else:
            self.data.extend(other)


def _str_data(other):
    if isinstance(other, UserString):
        return other.data
    return other


class UserString:
    """A str-like class holding its contents in the plain str self.data;
    made to be subclassed."""
    # What `match` takes it for (CPython's type flags, which
    # collections.abc sets from this): a sequence.
    __abc_tpflags__ = 1 << 5

    def __init__(self, seq):
        if isinstance(seq, str):
            self.data = seq
        elif isinstance(seq, UserString):
            self.data = seq.data[:]
        else:
            self.data = str(seq)

    def __str__(self):
        return str(self.data)

    def __repr__(self):
        return repr(self.data)

    def __int__(self):
        return int(self.data)

    def __float__(self):
        return float(self.data)

    def __hash__(self):
        return hash(self.data)

    def __eq__(self, string):
        return self.data == _str_data(string)

    def __lt__(self, string):
        return self.data < _str_data(string)

    def __le__(self, string):
        return self.data <= _str_data(string)

    def __gt__(self, string):
        return self.data > _str_data(string)

    def __ge__(self, string):
        return self.data >= _str_data(string)

    def __contains__(self, char):
        return _str_data(char) in self.data

    def __len__(self):
        return len(self.data)

    def __iter__(self):
        return iter(self.data)

    def __getitem__(self, index):
        return self.__class__(self.data[index])

    def __add__(self, other):
        if isinstance(other, UserString):
            return self.__class__(self.data + other.data)
        if isinstance(other, str):
            return self.__class__(self.data + other)
        return self.__class__(self.data + str(other))

    def __radd__(self, other):
        if isinstance(other, str):
            return self.__class__(other + self.data)
        return self.__class__(str(other) + self.data)

    def __mul__(self, n):
        return self.__class__(self.data * n)

    __rmul__ = __mul__

    def __mod__(self, args):
        return self.__class__(self.data % args)

    def capitalize(self):
        return self.__class__(self.data.capitalize())

    def casefold(self):
        return self.__class__(self.data.casefold())

    def center(self, width, *args):
        return self.__class__(self.data.center(width, *args))

    def count(self, sub, start=0, end=None):
        if end is None:
            end = len(self.data)
        return self.data.count(_str_data(sub), start, end)

    def endswith(self, suffix, start=0, end=None):
        if end is None:
            end = len(self.data)
        return self.data.endswith(suffix, start, end)

    def find(self, sub, start=0, end=None):
        if end is None:
            end = len(self.data)
        return self.data.find(_str_data(sub), start, end)

    def format(self, /, *args, **kwds):
        return self.data.format(*args, **kwds)

    def index(self, sub, start=0, end=None):
        if end is None:
            end = len(self.data)
        return self.data.index(_str_data(sub), start, end)

    def isalpha(self):
        return self.data.isalpha()

    def isalnum(self):
        return self.data.isalnum()

    def isdecimal(self):
        return self.data.isdecimal()

    def isdigit(self):
        return self.data.isdigit()

    def isidentifier(self):
        return self.data.isidentifier()

    def islower(self):
        return self.data.islower()

    def isnumeric(self):
        return self.data.isnumeric()

    def isspace(self):
        return self.data.isspace()

    def istitle(self):
        return self.data.istitle()

    def isupper(self):
        return self.data.isupper()

    def join(self, seq):
        return self.data.join(seq)

    def ljust(self, width, *args):
        return self.__class__(self.data.ljust(width, *args))

    def lower(self):
        return self.__class__(self.data.lower())

    def lstrip(self, chars=None):
        return self.__class__(self.data.lstrip(chars))

    def partition(self, sep):
        return self.data.partition(sep)

    def replace(self, old, new, maxsplit=-1):
        return self.__class__(self.data.replace(_str_data(old), _str_data(new), maxsplit))

    def rfind(self, sub, start=0, end=None):
        if end is None:
            end = len(self.data)
        return self.data.rfind(_str_data(sub), start, end)

    def rindex(self, sub, start=0, end=None):
        if end is None:
            end = len(self.data)
        return self.data.rindex(_str_data(sub), start, end)

    def rjust(self, width, *args):
        return self.__class__(self.data.rjust(width, *args))

    def rpartition(self, sep):
        return self.data.rpartition(sep)

    def rstrip(self, chars=None):
        return self.__class__(self.data.rstrip(chars))

    def split(self, sep=None, maxsplit=-1):
        return self.data.split(sep, maxsplit)

    def rsplit(self, sep=None, maxsplit=-1):
        return self.data.rsplit(sep, maxsplit)

    def splitlines(self, keepends=False):
        return self.data.splitlines(keepends)

    def startswith(self, prefix, start=0, end=None):
        if end is None:
            end = len(self.data)
        return self.data.startswith(prefix, start, end)

    def strip(self, chars=None):
        return self.__class__(self.data.strip(chars))

    def swapcase(self):
        return self.__class__(self.data.swapcase())

    def title(self):
        return self.__class__(self.data.title())

    def upper(self):
        return self.__class__(self.data.upper())

    def zfill(self, width):
        return self.__class__(self.data.zfill(width))
