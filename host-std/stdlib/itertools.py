"""Functions creating iterators for efficient looping (CPython 3.11 API).

Implemented: count, cycle, repeat, chain (+ chain.from_iterable), islice,
product, permutations, combinations, combinations_with_replacement,
accumulate, zip_longest, groupby, starmap, takewhile, dropwhile, compress,
filterfalse, tee, pairwise.  Results, argument checks and error messages
follow CPython; arguments are checked and iter() is called when the
iterator is created, as in CPython.
count, repeat, chain, groupby and tee's iterators are classes; the others
return generator objects (so their type is `generator`, not e.g.
`itertools.islice`).
"""

import sys as _sys
# The combinatoric iterators' stepping, in Rust (CPython's are C objects);
# the functions below check the arguments and build the pools.
from _itertools import (_product, _permutations, _combinations,
                        _combinations_with_replacement)

_MISSING = object()


def _index(x):
    if isinstance(x, int):
        return int(x)
    method = getattr(type(x), '__index__', None)
    if method is None:
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(x).__name__)
    return method(x)


def _is_number(x):
    if isinstance(x, (int, float)):
        return True
    t = type(x)
    return (hasattr(t, '__index__') or hasattr(t, '__int__') or hasattr(t, '__float__')
            or hasattr(t, '__complex__'))


################################################################################
### infinite iterators
################################################################################

class count:
    """Return a count object whose .__next__() method returns consecutive values."""

    __slots__ = ('_n', '_step')

    def __init__(self, start=0, step=1):
        if not _is_number(start) or not _is_number(step):
            raise TypeError('a number is required')
        if type(start) is bool and type(step) is int and step == 1:
            start = int(start)
        self._n = start
        self._step = step

    def __iter__(self):
        return self

    def __next__(self):
        n = self._n
        self._n = n + self._step
        return n

    def __repr__(self):
        step = self._step
        if type(step) is int and step == 1:
            return 'count(%r)' % (self._n,)
        return 'count(%r, %r)' % (self._n, step)


def cycle(iterable, /):
    """Return elements from the iterable until it is exhausted. Then repeat the sequence indefinitely."""
    return _cycle(iter(iterable))


def _cycle(it):
    saved = []
    for element in it:
        yield element
        saved.append(element)
    if not saved:
        return
    while True:
        for element in saved:
            yield element


class repeat:
    """repeat(object [,times]) -> create an iterator which returns the object
    for the specified number of times.  If not specified, returns the object
    endlessly."""

    __slots__ = ('_obj', '_times')

    def __init__(self, object, times=None):
        self._obj = object
        if times is None:
            self._times = None
        else:
            times = _index(times)
            if times > _sys.maxsize or times < -_sys.maxsize - 1:
                raise OverflowError('Python int too large to convert to C ssize_t')
            self._times = times if times > 0 else 0

    def __iter__(self):
        return self

    def __next__(self):
        t = self._times
        if t is None:
            return self._obj
        if t <= 0:
            raise StopIteration
        self._times = t - 1
        return self._obj

    def __length_hint__(self):
        if self._times is None:
            raise TypeError("len() of unsized object")
        return self._times

    def __repr__(self):
        if self._times is None:
            return 'repeat(%r)' % (self._obj,)
        return 'repeat(%r, %d)' % (self._obj, self._times)


################################################################################
### iterators terminating on the shortest input sequence
################################################################################

def accumulate(iterable, func=None, *, initial=None):
    """Return series of accumulated sums (or other binary function results)."""
    return _accumulate(iter(iterable), func, initial)


def _accumulate(it, func, initial):
    total = initial
    if initial is None:
        total = next(it, _MISSING)
        if total is _MISSING:
            return
    yield total
    if func is None:
        for element in it:
            total = total + element
            yield total
    else:
        for element in it:
            total = func(total, element)
            yield total


class chain:
    """chain(*iterables) --> chain object

    Return a chain object whose .__next__() method returns elements from the
    first iterable until it is exhausted, then elements from the next
    iterable, until all of the iterables are exhausted."""

    __slots__ = ('_source', '_active')

    def __init__(self, *iterables):
        self._source = iter(iterables)
        self._active = None

    @classmethod
    def from_iterable(cls, iterable):
        """Alternative chain() constructor taking a single iterable argument
        that evaluates lazily."""
        self = cls()
        self._source = iter(iterable)
        return self

    def __iter__(self):
        return self

    def __next__(self):
        while True:
            active = self._active
            if active is None:
                source = self._source
                if source is None:
                    raise StopIteration
                iterable = next(source, _MISSING)
                if iterable is _MISSING:
                    self._source = None
                    raise StopIteration
                try:
                    active = iter(iterable)
                except TypeError:
                    self._source = None
                    raise
                self._active = active
            value = next(active, _MISSING)
            if value is not _MISSING:
                return value
            self._active = None


def compress(data, selectors):
    """Return data elements corresponding to true selector elements."""
    return _compress(iter(data), iter(selectors))


def _compress(data, selectors):
    for d, s in zip(data, selectors):
        if s:
            yield d


def dropwhile(predicate, iterable, /):
    """Drop items from the iterable while predicate(item) is true."""
    return _dropwhile(predicate, iter(iterable))


def _dropwhile(predicate, it):
    for x in it:
        if not predicate(x):
            yield x
            break
    for x in it:
        yield x


def filterfalse(function, iterable, /):
    """Return those items of iterable for which function(item) is false."""
    return _filterfalse(function, iter(iterable))


def _filterfalse(function, it):
    if function is None:
        for x in it:
            if not x:
                yield x
    else:
        for x in it:
            if not function(x):
                yield x


class groupby:
    """make an iterator that returns consecutive keys and groups from the iterable"""

    __slots__ = ('_it', '_keyfunc', '_tgtkey', '_currkey', '_currvalue', '_currgrouper')

    def __init__(self, iterable, key=None):
        self._it = iter(iterable)
        self._keyfunc = key
        self._tgtkey = _MISSING
        self._currkey = _MISSING
        self._currvalue = _MISSING
        self._currgrouper = None

    def __iter__(self):
        return self

    def _step(self):
        # Fetch the next value and its key; False when the input is exhausted.
        value = next(self._it, _MISSING)
        if value is _MISSING:
            return False
        keyfunc = self._keyfunc
        self._currkey = value if keyfunc is None else keyfunc(value)
        self._currvalue = value
        return True

    def __next__(self):
        self._currgrouper = None
        while True:
            currkey = self._currkey
            if currkey is not _MISSING:
                tgtkey = self._tgtkey
                if tgtkey is _MISSING:
                    break
                if not (tgtkey is currkey or tgtkey == currkey):
                    break
            if not self._step():
                raise StopIteration
        self._tgtkey = self._currkey
        token = object()
        self._currgrouper = token
        return (self._currkey, self._grouper(self._tgtkey, token))

    def _grouper(self, tgtkey, token):
        while self._currgrouper is token:
            if self._currvalue is _MISSING:
                if not self._step():
                    return
            currkey = self._currkey
            if not (tgtkey is currkey or tgtkey == currkey):
                return
            value = self._currvalue
            self._currvalue = _MISSING
            yield value


def _islice_arg(x, what):
    if x is None:
        return None
    try:
        v = _index(x)
    except TypeError:
        v = -1
    if v < 0 or v > _sys.maxsize:
        if what == 'stop':
            raise ValueError('Stop argument for islice() must be None or an integer: '
                             '0 <= x <= sys.maxsize.')
        raise ValueError('Indices for islice() must be None or an integer: '
                         '0 <= x <= sys.maxsize.')
    return v


def islice(*args):
    """islice(iterable, stop) --> islice object
    islice(iterable, start, stop[, step]) --> islice object

    Return an iterator whose next() method returns selected values from an
    iterable."""
    n = len(args)
    if n < 2:
        raise TypeError('islice expected at least 2 arguments, got %d' % n)
    if n > 4:
        raise TypeError('islice expected at most 4 arguments, got %d' % n)
    start = 0
    step = 1
    if n == 2:
        stop = _islice_arg(args[1], 'stop')
    else:
        stop = _islice_arg(args[2], 'stop')
        start = _islice_arg(args[1], 'start')
        if start is None:
            start = 0
        if n == 4 and args[3] is not None:
            try:
                step = _index(args[3])
            except TypeError:
                step = -1
            if step < 1:
                raise ValueError('Step for islice() must be a positive integer or None.')
    return _islice(iter(args[0]), start, stop, step)


def _islice(it, start, stop, step):
    # Like CPython: skip to the next wanted index, check stop, take one item;
    # the next wanted index is clamped to stop, so the items before stop
    # are consumed before the iterator ends.
    cnt = 0
    nxt = start
    while True:
        while cnt < nxt:
            if next(it, _MISSING) is _MISSING:
                return
            cnt += 1
        if stop is not None and cnt >= stop:
            return
        item = next(it, _MISSING)
        if item is _MISSING:
            return
        cnt += 1
        nxt += step
        if stop is not None and nxt > stop:
            nxt = stop
        yield item


def pairwise(iterable, /):
    """Return an iterator of overlapping pairs taken from the input iterator."""
    return _pairwise(iter(iterable))


def _pairwise(it):
    a = next(it, _MISSING)
    if a is _MISSING:
        return
    for b in it:
        yield (a, b)
        a = b


def starmap(function, iterable, /):
    """Return an iterator whose values are returned from the function
    evaluated with an argument tuple taken from the given sequence."""
    return _starmap(function, iter(iterable))


def _starmap(function, it):
    for args in it:
        if type(args) is not tuple:
            args = tuple(args)
        yield function(*args)


def takewhile(predicate, iterable, /):
    """Return successive entries from an iterable as long as the predicate evaluates to true for each entry."""
    return _takewhile(predicate, iter(iterable))


def _takewhile(predicate, it):
    for x in it:
        if predicate(x):
            yield x
        else:
            return


class _tee_link:
    __slots__ = ('value', 'next')

    def __init__(self):
        self.value = None
        self.next = None


class _tee_source:
    __slots__ = ('it',)

    def __init__(self, it):
        self.it = it


class _tee:
    """Iterator wrapped to make it copyable."""

    __slots__ = ('_source', '_link')

    def __init__(self, source, link):
        self._source = source
        self._link = link

    def __iter__(self):
        return self

    def __next__(self):
        link = self._link
        if link.next is None:
            value = next(self._source.it)
            link.value = value
            link.next = _tee_link()
        self._link = link.next
        return link.value

    def __copy__(self):
        return _tee(self._source, self._link)


def tee(iterable, n=2, /):
    """Returns a tuple of n independent iterators."""
    n = _index(n)
    if n < 0:
        raise ValueError('n must be >= 0')
    it = iter(iterable)
    if n == 0:
        return ()
    if not isinstance(it, _tee):
        it = _tee(_tee_source(it), _tee_link())
    result = [it]
    for _ in range(n - 1):
        result.append(it.__copy__())
    return tuple(result)


def zip_longest(*iterables, **kwargs):
    """Return a zip_longest object whose .__next__() method returns a tuple
    where the i-th element comes from the i-th iterable argument, with missing
    values replaced by fillvalue (default None)."""
    fillvalue = None
    if kwargs:
        if len(kwargs) != 1 or 'fillvalue' not in kwargs:
            raise TypeError('zip_longest() got an unexpected keyword argument')
        fillvalue = kwargs['fillvalue']
    its = [iter(x) for x in iterables]
    return _zip_longest(its, fillvalue)


def _zip_longest(its, fillvalue):
    n = len(its)
    if n == 0:
        return
    active = n
    while True:
        result = []
        for i in range(n):
            it = its[i]
            if it is None:
                result.append(fillvalue)
                continue
            value = next(it, _MISSING)
            if value is _MISSING:
                active -= 1
                if active == 0:
                    return
                its[i] = None
                value = fillvalue
            result.append(value)
        yield tuple(result)


################################################################################
### combinatoric iterators
################################################################################

def product(*iterables, **kwargs):
    """Cartesian product of input iterables.  Equivalent to nested for-loops."""
    repeat = 1
    if kwargs:
        for key in kwargs:
            if key != 'repeat':
                raise TypeError('%r is an invalid keyword argument for product()' % (key,))
        repeat = _index(kwargs['repeat'])
        if repeat < 0:
            raise ValueError('repeat argument cannot be negative')
    pools = [tuple(pool) for pool in iterables] * repeat
    return _product(pools)


def permutations(iterable, r=None):
    """Return successive r-length permutations of elements in the iterable."""
    pool = tuple(iterable)
    n = len(pool)
    if r is None:
        r = n
    elif not isinstance(r, int):
        raise TypeError('Expected int as r')
    elif r < 0:
        raise ValueError('r must be non-negative')
    return _permutations(pool, r)


def combinations(iterable, r):
    """Return successive r-length combinations of elements in the iterable."""
    pool = tuple(iterable)
    r = _index(r)
    if r < 0:
        raise ValueError('r must be non-negative')
    return _combinations(pool, r)


def combinations_with_replacement(iterable, r):
    """Return successive r-length combinations of elements in the iterable
    allowing individual elements to have successive repeats."""
    pool = tuple(iterable)
    r = _index(r)
    if r < 0:
        raise ValueError('r must be non-negative')
    return _combinations_with_replacement(pool, r)

