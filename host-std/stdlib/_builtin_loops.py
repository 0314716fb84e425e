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
# functions from their code, and they may call each other only as
# globals the body would have bound, so they do not.


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
    for best in items:
        break
    else:
        raise ValueError("max() arg is an empty sequence")
    for x in items:
        if x > best:
            best = x
    return best


def min(items):
    for best in items:
        break
    else:
        raise ValueError("min() arg is an empty sequence")
    for x in items:
        if x < best:
            best = x
    return best


def list(items):
    out = []
    for x in items:
        out.append(x)
    return out


def tuple(items):
    out = []
    for x in items:
        out.append(x)
    return (*out,)


def set(items):
    out = {*()}
    for x in items:
        out.add(x)
    return out


def sorted(items):
    out = []
    for x in items:
        out.append(x)
    out.sort()
    return out


def join(sep, items):
    parts = []
    for x in items:
        parts.append(x)
    return sep.join(parts)


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
    if len(heap) == 0:
        raise IndexError("index out of range")
    top = heap[0]
    heap[0] = item
    _siftup(heap, 0)
    return top


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
