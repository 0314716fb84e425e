# Builtins whose loops run guest code, in the guest language so that tier
# 2 traces them with that code inlined (a builtin written in Rust calls
# guest code through a nested run of the interpreter, which no trace can
# contain): `sum(g)`, `any(g)`, `sep.join(g)`, `s.update(g)`,
# `l.extend(g)` and the others over a generator, and `heapq`'s operations
# on heaps of instances. The core calls these in place of the builtins
# when nothing else about the call needs the builtin's own checks
# (`trellis_core::builtins::consumers`);
# each does what CPython's C code does, in the same order, and their
# frames are left out of tracebacks, so an error reads as the builtin's.
#
# The bundle carries this module only when the program makes generators
# (`heapq` itself does). Its body never runs: the core makes the
# functions from their code and binds them to their names.


# `start` defaults to 0: the core gives the function that default.
def sum(items, start):
    total = start
    for x in items:
        total = total + x
    return total


def any(items):
    for x in items:
        if x:
            return True
    return False


def all(items):
    for x in items:
        if not x:
            return False
    return True


def max(items):
    return _extreme(items, "max", True)


def min(items):
    return _extreme(items, "min", False)


def _extreme(items, name, greatest):
    # CPython's `min_max`: the first item, then each one that compares
    # greater (`item > kept`) or less (`item < kept`) than the one kept.
    for best in items:
        break
    else:
        raise ValueError(name + "() arg is an empty sequence")
    for x in items:
        if greatest:
            if x > best:
                best = x
        elif x < best:
            best = x
    return best


# The functions below call each other through the module's globals (the
# core binds them to these functions): `list` here is this module's.

def list(items):
    out = []
    list_extend(out, items)
    return out


def tuple(items):
    return (*list(items),)


def set(items):
    out = {*()}
    set_update(out, items)
    return out


def sorted(items):
    out = list(items)
    out.sort()
    return out


def join(sep, items):
    return sep.join(list(items))


def set_update(s, items):
    for x in items:
        s.add(x)


def list_extend(l, items):
    for x in items:
        l.append(x)


# `_heapq`'s operations, for heaps of instances (whose `<` is guest code):
# CPython's C code step for step (`Modules/_heapqmodule.c`): the same
# comparisons, truth tests, size checks and swaps, in the same order.

def heappush(heap, item):
    heap.append(item)
    _siftdown(heap, 0, len(heap) - 1)


def heappop(heap):
    n = len(heap)
    if n == 0:
        raise IndexError("index out of range")
    last = heap.pop()
    if n == 1:
        return last
    top = heap[0]
    heap[0] = last
    _siftup(heap, 0)
    return top


def heapreplace(heap, item):
    if len(heap) == 0:
        raise IndexError("index out of range")
    top = heap[0]
    heap[0] = item
    _siftup(heap, 0)
    return top


def heappushpop(heap, item):
    if len(heap) == 0:
        return item
    if heap[0] < item:
        pass
    else:
        return item
    # From here CPython's heappushpop is heapreplace (the comparison may
    # have emptied the heap: the same IndexError then).
    return heapreplace(heap, item)


def _siftdown(heap, startpos, pos):
    size = len(heap)
    if pos >= size:
        raise IndexError("index out of range")
    newitem = heap[pos]
    while pos > startpos:
        parentpos = (pos - 1) >> 1
        parent = heap[parentpos]
        if newitem < parent:
            lt = True
        else:
            lt = False
        if size != len(heap):
            raise RuntimeError("list changed size during iteration")
        if not lt:
            break
        parent = heap[parentpos]
        newitem = heap[pos]
        heap[parentpos] = newitem
        heap[pos] = parent
        pos = parentpos


def _siftup(heap, pos):
    endpos = len(heap)
    startpos = pos
    if pos >= endpos:
        raise IndexError("index out of range")
    limit = endpos >> 1
    while pos < limit:
        childpos = 2 * pos + 1
        if childpos + 1 < endpos:
            if heap[childpos] < heap[childpos + 1]:
                pass
            else:
                childpos += 1
            if endpos != len(heap):
                raise RuntimeError("list changed size during iteration")
        tmp = heap[childpos]
        heap[childpos] = heap[pos]
        heap[pos] = tmp
        pos = childpos
    _siftdown(heap, startpos, pos)


def list_sort(lst):
    # `lst.sort()` of items compared by guest `__lt__`: a stable sort using
    # `<` only, as CPython's, so for any consistent ordering the result is
    # CPython's (the comparisons made differ). Runs of 16 are sorted by
    # binary insertion, then merged bottom up; the list takes the result
    # at the end (a comparison that raises leaves it as it was).
    n = len(lst)
    if n < 2:
        return None
    a = lst[:]
    start = 0
    while start < n:
        end = start + 16
        if end > n:
            end = n
        i = start + 1
        while i < end:
            x = a[i]
            lo = start
            hi = i
            while lo < hi:
                mid = (lo + hi) // 2
                if x < a[mid]:
                    hi = mid
                else:
                    lo = mid + 1
            j = i
            while j > lo:
                a[j] = a[j - 1]
                j -= 1
            a[lo] = x
            i += 1
        start = end
    b = [None] * n
    width = 16
    while width < n:
        lo = 0
        while lo < n:
            mid = lo + width
            if mid >= n:
                b[lo:n] = a[lo:n]
                break
            hi = mid + width
            if hi > n:
                hi = n
            i = lo
            j = mid
            k = lo
            while i < mid and j < hi:
                if a[j] < a[i]:
                    b[k] = a[j]
                    j += 1
                else:
                    b[k] = a[i]
                    i += 1
                k += 1
            while i < mid:
                b[k] = a[i]
                i += 1
                k += 1
            while j < hi:
                b[k] = a[j]
                j += 1
                k += 1
            lo = hi
        a, b = b, a
        width *= 2
    lst[:] = a
    return None
