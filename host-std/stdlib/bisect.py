"""Bisection algorithms for sorted lists (CPython 3.11 API).

Implemented: bisect_left, bisect_right, bisect, insort_left, insort_right,
insort, all with lo, hi and key=.
"""


def bisect_right(a, x, lo=0, hi=None, *, key=None):
    """Return the index where to insert x in sorted list a, after any equal items."""
    if lo < 0:
        raise ValueError('lo must be non-negative')
    if hi is None or hi == -1:
        hi = len(a)
    if key is None:
        while lo < hi:
            mid = (lo + hi) // 2
            if x < a[mid]:
                hi = mid
            else:
                lo = mid + 1
    else:
        while lo < hi:
            mid = (lo + hi) // 2
            if x < key(a[mid]):
                hi = mid
            else:
                lo = mid + 1
    return lo


def bisect_left(a, x, lo=0, hi=None, *, key=None):
    """Return the index where to insert x in sorted list a, before any equal items."""
    if lo < 0:
        raise ValueError('lo must be non-negative')
    if hi is None or hi == -1:
        hi = len(a)
    if key is None:
        while lo < hi:
            mid = (lo + hi) // 2
            if a[mid] < x:
                lo = mid + 1
            else:
                hi = mid
    else:
        while lo < hi:
            mid = (lo + hi) // 2
            if key(a[mid]) < x:
                lo = mid + 1
            else:
                hi = mid
    return lo


def insort_right(a, x, lo=0, hi=None, *, key=None):
    """Insert x into sorted list a, after any equal items."""
    if key is None:
        lo = bisect_right(a, x, lo, hi)
    else:
        lo = bisect_right(a, key(x), lo, hi, key=key)
    a.insert(lo, x)


def insort_left(a, x, lo=0, hi=None, *, key=None):
    """Insert x into sorted list a, before any equal items."""
    if key is None:
        lo = bisect_left(a, x, lo, hi)
    else:
        lo = bisect_left(a, key(x), lo, hi, key=key)
    a.insert(lo, x)


bisect = bisect_right
insort = insort_right


# In Rust, when this build has them (as CPython's come from C).
try:
    from _bisect import *
except ImportError:
    pass
bisect = bisect_right
insort = insort_right
