"""Heap queue (min-heap on plain lists), CPython 3.11 API.

Implemented: heappush, heappop, heapify, heapreplace, heappushpop,
nlargest, nsmallest, merge (key=, reverse=), and the private max-heap
helpers _heapify_max, _heappop_max, _heapreplace_max.
Heap elements are compared with `<` only, in the same order as CPython, so
heaps have the same layout.
"""

__all__ = ['heappush', 'heappop', 'heapify', 'heapreplace', 'merge',
           'nlargest', 'nsmallest', 'heappushpop']


def _check_list(heap, fname, one_arg):
    if not isinstance(heap, list):
        tname = 'None' if heap is None else type(heap).__name__
        if one_arg:
            raise TypeError('%s() argument must be list, not %s' % (fname, tname))
        raise TypeError('%s() argument 1 must be list, not %s' % (fname, tname))


def _siftdown(heap, startpos, pos):
    # Move heap[pos] up towards startpos while it is smaller than its parent.
    item = heap[pos]
    while pos > startpos:
        parentpos = (pos - 1) >> 1
        parent = heap[parentpos]
        if item < parent:
            heap[pos] = parent
            pos = parentpos
        else:
            break
    heap[pos] = item


def _siftup(heap, pos):
    # Bubble the smaller child up until a leaf is reached, then put the
    # displaced item there and sift it back down.
    endpos = len(heap)
    startpos = pos
    item = heap[pos]
    child = 2 * pos + 1
    while child < endpos:
        right = child + 1
        if right < endpos and not heap[child] < heap[right]:
            child = right
        heap[pos] = heap[child]
        pos = child
        child = 2 * pos + 1
    heap[pos] = item
    _siftdown(heap, startpos, pos)


def _siftdown_max(heap, startpos, pos):
    item = heap[pos]
    while pos > startpos:
        parentpos = (pos - 1) >> 1
        parent = heap[parentpos]
        if parent < item:
            heap[pos] = parent
            pos = parentpos
        else:
            break
    heap[pos] = item


def _siftup_max(heap, pos):
    endpos = len(heap)
    startpos = pos
    item = heap[pos]
    child = 2 * pos + 1
    while child < endpos:
        right = child + 1
        if right < endpos and not heap[right] < heap[child]:
            child = right
        heap[pos] = heap[child]
        pos = child
        child = 2 * pos + 1
    heap[pos] = item
    _siftdown_max(heap, startpos, pos)


def heappush(heap, item):
    """Push item onto heap, maintaining the heap invariant."""
    _check_list(heap, 'heappush', False)
    heap.append(item)
    _siftdown(heap, 0, len(heap) - 1)


def heappop(heap):
    """Pop the smallest item off the heap, maintaining the heap invariant."""
    _check_list(heap, 'heappop', True)
    if not heap:
        raise IndexError('index out of range')
    last = heap.pop()
    if heap:
        result = heap[0]
        heap[0] = last
        _siftup(heap, 0)
        return result
    return last


def heapreplace(heap, item):
    """Pop and return the smallest item, then push item."""
    _check_list(heap, 'heapreplace', False)
    if not heap:
        raise IndexError('index out of range')
    result = heap[0]
    heap[0] = item
    _siftup(heap, 0)
    return result


def heappushpop(heap, item):
    """Push item, then pop and return the smallest item (faster combined)."""
    _check_list(heap, 'heappushpop', False)
    if heap and heap[0] < item:
        result = heap[0]
        heap[0] = item
        _siftup(heap, 0)
        return result
    return item


def heapify(x):
    """Transform list x into a heap, in place, in linear time."""
    _check_list(x, 'heapify', True)
    for i in range(len(x) // 2 - 1, -1, -1):
        _siftup(x, i)


def _heappop_max(heap):
    _check_list(heap, '_heappop_max', True)
    if not heap:
        raise IndexError('index out of range')
    last = heap.pop()
    if heap:
        result = heap[0]
        heap[0] = last
        _siftup_max(heap, 0)
        return result
    return last


def _heapreplace_max(heap, item):
    _check_list(heap, '_heapreplace_max', False)
    if not heap:
        raise IndexError('index out of range')
    result = heap[0]
    heap[0] = item
    _siftup_max(heap, 0)
    return result


def _heapify_max(x):
    _check_list(x, '_heapify_max', True)
    for i in range(len(x) // 2 - 1, -1, -1):
        _siftup_max(x, i)


def merge(*iterables, key=None, reverse=False):
    """Merge sorted inputs into a single sorted iterator (a generator).

    Ties are yielded in the order of the inputs they come from."""
    if reverse:
        pop = _heappop_max
        replace = _heapreplace_max
        direction = -1
    else:
        pop = heappop
        replace = heapreplace
        direction = 1
    heap = []
    order = 0
    for it in iterables:
        nxt = iter(it).__next__
        try:
            value = nxt()
        except StopIteration:
            order += 1
            continue
        if key is None:
            heap.append([value, order * direction, nxt])
        else:
            heap.append([key(value), order * direction, value, nxt])
        order += 1
    if reverse:
        _heapify_max(heap)
    else:
        heapify(heap)
    if key is None:
        while len(heap) > 1:
            entry = heap[0]
            yield entry[0]
            try:
                entry[0] = entry[2]()
            except StopIteration:
                pop(heap)
                continue
            replace(heap, entry)
        if heap:
            entry = heap[0]
            yield entry[0]
            nxt = entry[2]
            while True:
                try:
                    value = nxt()
                except StopIteration:
                    return
                yield value
    else:
        while len(heap) > 1:
            entry = heap[0]
            yield entry[2]
            try:
                value = entry[3]()
            except StopIteration:
                pop(heap)
                continue
            entry[0] = key(value)
            entry[2] = value
            replace(heap, entry)
        if heap:
            entry = heap[0]
            yield entry[2]
            nxt = entry[3]
            while True:
                try:
                    value = nxt()
                except StopIteration:
                    return
                yield value


_MISSING = object()


def nsmallest(n, iterable, key=None):
    """Return the n smallest items: same as sorted(iterable, key=key)[:n]."""
    if n == 1:
        it = iter(iterable)
        if key is None:
            result = min(it, default=_MISSING)
        else:
            result = min(it, default=_MISSING, key=key)
        if result is _MISSING:
            return []
        return [result]
    try:
        size = len(iterable)
    except (TypeError, AttributeError):
        pass
    else:
        if n >= size:
            return sorted(iterable, key=key)[:n]
    # Max-heap (by negated order) of the n best so far, decorated with the
    # arrival order so that ties keep the first items seen.
    if key is None:
        it = iter(iterable)
        result = []
        i = 0
        while i < n:
            try:
                elem = next(it)
            except StopIteration:
                break
            result.append((elem, i))
            i += 1
        if not result:
            return result
        _heapify_max(result)
        top = result[0][0]
        order = n
        for elem in it:
            if elem < top:
                _heapreplace_max(result, (elem, order))
                top = result[0][0]
                order += 1
        result.sort()
        return [r[0] for r in result]
    it = iter(iterable)
    result = []
    i = 0
    while i < n:
        try:
            elem = next(it)
        except StopIteration:
            break
        result.append((key(elem), i, elem))
        i += 1
    if not result:
        return result
    _heapify_max(result)
    top = result[0][0]
    order = n
    for elem in it:
        k = key(elem)
        if k < top:
            _heapreplace_max(result, (k, order, elem))
            top = result[0][0]
            order += 1
    result.sort()
    return [r[2] for r in result]


def nlargest(n, iterable, key=None):
    """Return the n largest items: same as sorted(iterable, key=key, reverse=True)[:n]."""
    if n == 1:
        it = iter(iterable)
        if key is None:
            result = max(it, default=_MISSING)
        else:
            result = max(it, default=_MISSING, key=key)
        if result is _MISSING:
            return []
        return [result]
    try:
        size = len(iterable)
    except (TypeError, AttributeError):
        pass
    else:
        if n >= size:
            return sorted(iterable, key=key, reverse=True)[:n]
    # Min-heap of the n best so far; arrival order counts down so that
    # ties keep the first items seen.
    if key is None:
        it = iter(iterable)
        result = []
        i = 0
        while i < n:
            try:
                elem = next(it)
            except StopIteration:
                break
            result.append((elem, -i))
            i += 1
        if not result:
            return result
        heapify(result)
        top = result[0][0]
        order = -n
        for elem in it:
            if top < elem:
                heapreplace(result, (elem, order))
                top = result[0][0]
                order -= 1
        result.sort(reverse=True)
        return [r[0] for r in result]
    it = iter(iterable)
    result = []
    i = 0
    while i < n:
        try:
            elem = next(it)
        except StopIteration:
            break
        result.append((key(elem), -i, elem))
        i += 1
    if not result:
        return result
    heapify(result)
    top = result[0][0]
    order = -n
    for elem in it:
        k = key(elem)
        if top < k:
            heapreplace(result, (k, order, elem))
            top = result[0][0]
            order -= 1
    result.sort(reverse=True)
    return [r[2] for r in result]


# The hot operations in Rust, when this build has them (as CPython's come
# from C).
try:
    from _heapq import *
except ImportError:
    pass
