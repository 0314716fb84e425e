"""Container datatypes (CPython 3.11 API), written for Trellis.

Implemented: namedtuple (rename=, defaults=, module=, _make, _replace,
_asdict, _fields, _field_defaults, __match_args__), deque (maxlen, O(1)
amortized at both ends), defaultdict, Counter (3.10+ comparisons), OrderedDict,
ChainMap, UserDict, UserList, UserString.

Differences from CPython, because Trellis cannot subclass builtin types:
namedtuple classes are not tuple subclasses, and defaultdict, Counter,
OrderedDict are not dict subclasses (they wrap a dict and provide the dict
API), so isinstance(x, tuple) / isinstance(x, dict) is False for them.
OrderedDict.move_to_end(key, last=False) is O(n).
Not implemented: the collections.abc submodule.
"""

import sys as _sys
import heapq as _heapq

__all__ = ['ChainMap', 'Counter', 'OrderedDict', 'UserDict', 'UserList',
           'UserString', 'defaultdict', 'deque', 'namedtuple']

_MISSING = object()
_repr_running = set()


def _update_dict(d, other):
    # dict.update(other) for an `other` that may be one of our mapping wrappers.
    if isinstance(other, dict):
        d.update(other)
    elif hasattr(other, 'keys'):
        for k in other.keys():
            d[k] = other[k]
    else:
        d.update(other)


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
        return obj._nt_values[self._index]

    def __set__(self, obj, value):
        raise AttributeError("can't set attribute")

    def __delete__(self, obj):
        raise AttributeError("can't delete attribute")


def _nt_values_of(other):
    if isinstance(other, _tuplebase):
        return other._nt_values
    if isinstance(other, tuple):
        return other
    return None


class _tuplebase:
    """Tuple behaviour shared by every namedtuple class (values in _nt_values)."""
    # What `match` takes it for (CPython's type flags, which
    # collections.abc sets from this): a sequence.
    __abc_tpflags__ = 1 << 5
    __slots__ = ('_nt_values',)
    _fields = ()
    _field_defaults = {}

    def __new__(cls, *args, **kwargs):
        if kwargs or len(args) != len(cls._fields):
            args = cls._nt_bind(args, kwargs)
        self = object.__new__(cls)
        self._nt_values = args
        return self

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
        self = object.__new__(cls)
        self._nt_values = values
        return self

    def _replace(self, /, **kwds):
        values = []
        i = 0
        for f in self._fields:
            values.append(kwds.pop(f, self._nt_values[i]))
            i += 1
        if kwds:
            raise ValueError('Got unexpected field names: %r' % (list(kwds),))
        return self._make(values)

    def _asdict(self):
        return dict(zip(self._fields, self._nt_values))

    def __getnewargs__(self):
        return self._nt_values

    def __repr__(self):
        parts = []
        i = 0
        for f in self._fields:
            parts.append('%s=%r' % (f, self._nt_values[i]))
            i += 1
        return '%s(%s)' % (self.__class__.__name__, ', '.join(parts))

    def __len__(self):
        return len(self._nt_values)

    def __iter__(self):
        return iter(self._nt_values)

    def __getitem__(self, index):
        return self._nt_values[index]

    def __contains__(self, value):
        return value in self._nt_values

    def __hash__(self):
        return hash(self._nt_values)

    def __eq__(self, other):
        o = _nt_values_of(other)
        if o is None:
            return NotImplemented
        return self._nt_values == o

    def __ne__(self, other):
        o = _nt_values_of(other)
        if o is None:
            return NotImplemented
        return self._nt_values != o

    def __lt__(self, other):
        o = _nt_values_of(other)
        if o is None:
            return NotImplemented
        return self._nt_values < o

    def __le__(self, other):
        o = _nt_values_of(other)
        if o is None:
            return NotImplemented
        return self._nt_values <= o

    def __gt__(self, other):
        o = _nt_values_of(other)
        if o is None:
            return NotImplemented
        return self._nt_values > o

    def __ge__(self, other):
        o = _nt_values_of(other)
        if o is None:
            return NotImplemented
        return self._nt_values >= o

    def __add__(self, other):
        o = _nt_values_of(other)
        if o is None:
            return NotImplemented
        return self._nt_values + o

    def __radd__(self, other):
        o = _nt_values_of(other)
        if o is None:
            return NotImplemented
        return o + self._nt_values

    def __mul__(self, n):
        return self._nt_values * n

    def __rmul__(self, n):
        return self._nt_values * n

    def count(self, value):
        return self._nt_values.count(value)

    def index(self, value, *args):
        return self._nt_values.index(value, *args)


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
### dict wrappers: defaultdict, Counter, OrderedDict
################################################################################

class _DictWrapper:
    """The dict API over a plain dict held in self._d (Trellis cannot subclass dict)."""
    # What `match` takes it for (CPython's type flags, which
    # collections.abc sets from this): a mapping.
    __abc_tpflags__ = 1 << 6

    __slots__ = ('_d',)

    def __len__(self):
        return len(self._d)

    def __iter__(self):
        return iter(self._d)

    def __reversed__(self):
        return reversed(self._d)

    def __contains__(self, key):
        return key in self._d

    def __getitem__(self, key):
        d = self._d
        value = d.get(key, _MISSING)
        if value is _MISSING:
            if key in d:
                return d[key]
            return self.__missing__(key)
        return value

    def __missing__(self, key):
        raise KeyError(key)

    def __setitem__(self, key, value):
        self._d[key] = value

    def __delitem__(self, key):
        del self._d[key]

    def get(self, key, default=None):
        return self._d.get(key, default)

    def keys(self):
        return self._d.keys()

    def values(self):
        return self._d.values()

    def items(self):
        return self._d.items()

    def pop(self, key, *default):
        return self._d.pop(key, *default)

    def popitem(self):
        return self._d.popitem()

    def setdefault(self, key, default=None):
        return self._d.setdefault(key, default)

    def update(self, other=(), /, **kwds):
        _update_dict(self._d, other)
        if kwds:
            self._d.update(kwds)

    def clear(self):
        self._d.clear()

    def __eq__(self, other):
        if isinstance(other, _DictWrapper):
            return self._d == other._d
        if isinstance(other, dict):
            return self._d == other
        return NotImplemented

    def __ne__(self, other):
        r = self.__eq__(other)
        if r is NotImplemented:
            return r
        return not r

    __hash__ = None

    def __or__(self, other):
        if not isinstance(other, (dict, _DictWrapper)):
            return NotImplemented
        new = self.copy()
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, (dict, _DictWrapper)):
            return NotImplemented
        new = self.__class__()
        new.update(other)
        new.update(self)
        return new

    def __ior__(self, other):
        self.update(other)
        return self

    def __repr__(self):
        return '%s(%r)' % (type(self).__name__, self._d)


class defaultdict(_DictWrapper):
    """defaultdict(default_factory=None, /, [...]) --> dict with default factory."""

    __slots__ = ('default_factory',)

    def __init__(self, default_factory=None, /, *args, **kwargs):
        if default_factory is not None and not callable(default_factory):
            raise TypeError('first argument must be callable or None')
        self.default_factory = default_factory
        self._d = {}
        if len(args) > 1:
            raise TypeError('dict expected at most 1 argument, got %d' % len(args))
        if args:
            _update_dict(self._d, args[0])
        if kwargs:
            self._d.update(kwargs)

    def __getitem__(self, key):
        d = self._d
        value = d.get(key, _MISSING)
        if value is _MISSING:
            if key in d:
                return d[key]
            return self.__missing__(key)
        return value

    def __missing__(self, key):
        factory = self.default_factory
        if factory is None:
            raise KeyError(key)
        value = factory()
        self[key] = value
        return value

    def copy(self):
        """D.copy() -> a shallow copy of D."""
        return type(self)(self.default_factory, self._d)

    __copy__ = copy

    @classmethod
    def fromkeys(cls, iterable, value=None):
        d = cls()
        for k in iterable:
            d[k] = value
        return d

    def __or__(self, other):
        if not isinstance(other, (dict, _DictWrapper)):
            return NotImplemented
        new = self.copy()
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, (dict, _DictWrapper)):
            return NotImplemented
        new = type(self)(self.default_factory, other)
        new.update(self)
        return new

    def __repr__(self):
        key = id(self)
        if key in _repr_running:
            body = '{...}'
        else:
            _repr_running.add(key)
            try:
                body = repr(self._d)
            finally:
                _repr_running.discard(key)
        return '%s(%r, %s)' % (type(self).__name__, self.default_factory, body)


def _is_mapping(obj):
    return isinstance(obj, (dict, _DictWrapper, ChainMap, UserDict))


class Counter(_DictWrapper):
    """Dict subclass for counting hashable items (a multiset)."""

    def __init__(self, iterable=None, /, **kwds):
        self._d = {}
        self.update(iterable, **kwds)

    def __getitem__(self, key):
        value = self._d.get(key, _MISSING)
        if value is _MISSING:
            return 0
        return value

    def __missing__(self, key):
        return 0

    def total(self):
        """Sum of the counts"""
        return sum(self._d.values())

    def most_common(self, n=None):
        """List the n most common elements and their counts from the most
        common to the least.  If n is None, then list all element counts."""
        if n is None:
            return sorted(self._d.items(), key=_second, reverse=True)
        return _heapq.nlargest(n, self._d.items(), key=_second)

    def elements(self):
        """Iterator over elements repeating each as many times as its count."""
        for elem, count in list(self._d.items()):
            for _ in range(count):
                yield elem

    @classmethod
    def fromkeys(cls, iterable, v=None):
        raise NotImplementedError(
            'Counter.fromkeys() is undefined.  Use Counter(iterable) instead.')

    def update(self, iterable=None, /, **kwds):
        """Like dict.update() but add counts instead of replacing them."""
        d = self._d
        if iterable is not None:
            if _is_mapping(iterable):
                if d:
                    for elem, count in iterable.items():
                        d[elem] = count + d.get(elem, 0)
                elif isinstance(iterable, _DictWrapper):
                    d.update(iterable._d)
                else:
                    _update_dict(d, iterable)
            else:
                for elem in iterable:
                    d[elem] = d.get(elem, 0) + 1
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, /, **kwds):
        """Like dict.update() but subtracts counts instead of replacing them."""
        d = self._d
        if iterable is not None:
            if _is_mapping(iterable):
                for elem, count in iterable.items():
                    d[elem] = d.get(elem, 0) - count
            else:
                for elem in iterable:
                    d[elem] = d.get(elem, 0) - 1
        if kwds:
            self.subtract(kwds)

    def copy(self):
        """Return a shallow copy."""
        return self.__class__(self)

    def __delitem__(self, elem):
        if elem in self._d:
            del self._d[elem]

    def __repr__(self):
        if not self._d:
            return '%s()' % type(self).__name__
        try:
            d = dict(self.most_common())
        except TypeError:
            d = dict(self._d)
        return '%s(%r)' % (type(self).__name__, d)

    def __eq__(self, other):
        if not isinstance(other, Counter):
            if isinstance(other, dict):
                return self._d == other
            if isinstance(other, _DictWrapper):
                return self._d == other._d
            return NotImplemented
        for e in self._d:
            if self[e] != other[e]:
                return False
        for e in other._d:
            if self[e] != other[e]:
                return False
        return True

    def __ne__(self, other):
        r = self.__eq__(other)
        if r is NotImplemented:
            return r
        return not r

    def __le__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        for e in self._d:
            if not self[e] <= other[e]:
                return False
        for e in other._d:
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
        for e in self._d:
            if not self[e] >= other[e]:
                return False
        for e in other._d:
            if not self[e] >= other[e]:
                return False
        return True

    def __gt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self >= other and self != other

    def __add__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        r = result._d
        for elem, count in self._d.items():
            newcount = count + other[elem]
            if newcount > 0:
                r[elem] = newcount
        for elem, count in other._d.items():
            if elem not in self._d and count > 0:
                r[elem] = count
        return result

    def __sub__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        r = result._d
        for elem, count in self._d.items():
            newcount = count - other[elem]
            if newcount > 0:
                r[elem] = newcount
        for elem, count in other._d.items():
            if elem not in self._d and count < 0:
                r[elem] = 0 - count
        return result

    def __or__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        r = result._d
        for elem, count in self._d.items():
            other_count = other[elem]
            newcount = other_count if count < other_count else count
            if newcount > 0:
                r[elem] = newcount
        for elem, count in other._d.items():
            if elem not in self._d and count > 0:
                r[elem] = count
        return result

    def __and__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        r = result._d
        for elem, count in self._d.items():
            other_count = other[elem]
            newcount = count if count < other_count else other_count
            if newcount > 0:
                r[elem] = newcount
        return result

    def __pos__(self):
        result = Counter()
        for elem, count in self._d.items():
            if count > 0:
                result._d[elem] = count
        return result

    def __neg__(self):
        result = Counter()
        for elem, count in self._d.items():
            if count < 0:
                result._d[elem] = 0 - count
        return result

    def _keep_positive(self):
        d = self._d
        for elem in [e for e, c in d.items() if not c > 0]:
            del d[elem]
        return self

    def __iadd__(self, other):
        d = self._d
        for elem, count in other.items():
            d[elem] = self[elem] + count
        return self._keep_positive()

    def __isub__(self, other):
        d = self._d
        for elem, count in other.items():
            d[elem] = self[elem] - count
        return self._keep_positive()

    def __ior__(self, other):
        d = self._d
        for elem, other_count in other.items():
            if other_count > self[elem]:
                d[elem] = other_count
        return self._keep_positive()

    def __iand__(self, other):
        d = self._d
        for elem, count in list(d.items()):
            other_count = other[elem]
            if other_count < count:
                d[elem] = other_count
        return self._keep_positive()


def _second(pair):
    return pair[1]


class _odict_view:
    __slots__ = ('_od',)

    def __init__(self, od):
        self._od = od

    def __len__(self):
        return len(self._od._d)

    def __repr__(self):
        return '%s(%r)' % (self._name, list(self))

    def __eq__(self, other):
        if isinstance(other, (set, frozenset, _odict_view)) or hasattr(other, 'isdisjoint'):
            return set(self) == set(other)
        return NotImplemented

    def __and__(self, other):
        return set(self) & set(other)

    def __or__(self, other):
        return set(self) | set(other)

    def __sub__(self, other):
        return set(self) - set(other)

    def __xor__(self, other):
        return set(self) ^ set(other)

    def isdisjoint(self, other):
        return set(self).isdisjoint(other)


class _odict_keys(_odict_view):
    __slots__ = ()
    _name = 'odict_keys'

    def __iter__(self):
        return iter(self._od._d)

    def __reversed__(self):
        return reversed(self._od._d)

    def __contains__(self, key):
        return key in self._od._d


class _odict_values(_odict_view):
    __slots__ = ()
    _name = 'odict_values'

    def __eq__(self, other):
        return self is other

    def __hash__(self):
        return id(self) >> 4

    def __iter__(self):
        return iter(self._od._d.values())

    def __reversed__(self):
        return reversed(self._od._d.values())

    def __contains__(self, value):
        for v in self._od._d.values():
            if v is value or v == value:
                return True
        return False


class _odict_items(_odict_view):
    __slots__ = ()
    _name = 'odict_items'

    def __iter__(self):
        return iter(self._od._d.items())

    def __reversed__(self):
        return reversed(self._od._d.items())

    def __contains__(self, item):
        key, value = item
        d = self._od._d
        if key not in d:
            return False
        v = d[key]
        return v is value or v == value


class OrderedDict(_DictWrapper):
    """Dictionary that remembers insertion order, with move_to_end and popitem(last=)."""

    def __init__(self, other=(), /, **kwds):
        self._d = {}
        self.update(other, **kwds)

    def popitem(self, last=True):
        """Remove and return a (key, value) pair from the dictionary.

        Pairs are returned in LIFO order if last is true or FIFO order if false."""
        d = self._d
        if not d:
            raise KeyError('dictionary is empty')
        if last:
            return d.popitem()
        key = next(iter(d))
        return key, d.pop(key)

    def move_to_end(self, key, last=True):
        """Move an existing element to the end (or beginning if last is false)."""
        d = self._d
        value = d.pop(key)
        if last:
            d[key] = value
        else:
            rest = list(d.items())
            d.clear()
            d[key] = value
            for k, v in rest:
                d[k] = v

    def keys(self):
        return _odict_keys(self)

    def values(self):
        return _odict_values(self)

    def items(self):
        return _odict_items(self)

    def copy(self):
        """od.copy() -> a shallow copy of od"""
        return self.__class__(self)

    __copy__ = copy

    @classmethod
    def fromkeys(cls, iterable, value=None):
        """Create a new ordered dictionary with keys from iterable and values set to value."""
        od = cls()
        for k in iterable:
            od[k] = value
        return od

    def __eq__(self, other):
        if isinstance(other, OrderedDict):
            return self._d == other._d and list(self._d) == list(other._d)
        if isinstance(other, _DictWrapper):
            return self._d == other._d
        if isinstance(other, dict):
            return self._d == other
        return NotImplemented

    def __repr__(self):
        name = type(self).__name__
        if not self._d:
            return '%s()' % name
        key = id(self)
        if key in _repr_running:
            return '...'
        _repr_running.add(key)
        try:
            return '%s(%r)' % (name, list(self._d.items()))
        finally:
            _repr_running.discard(key)


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
            if key in mapping:
                return mapping[key]
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
        if isinstance(other, (ChainMap, dict, _DictWrapper)):
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
        if not isinstance(other, (dict, _DictWrapper, ChainMap)):
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
