# Sorting algorithms written out by hand (merge sort, quicksort, heap sort,
# insertion sort on small runs) over lists from a deterministic LCG,
# each checked against sorted() and summarized by a checksum.

SIZE = 12000
ROUNDS = 27


class Lcg:
    def __init__(self, seed):
        self.state = seed

    def next(self, bound):
        self.state = (self.state * 1103515245 + 12345) & 0x7FFFFFFF
        return self.state % bound


def insertion_sort(a, lo, hi):
    for i in range(lo + 1, hi):
        x = a[i]
        j = i - 1
        while j >= lo and a[j] > x:
            a[j + 1] = a[j]
            j -= 1
        a[j + 1] = x


def merge_sort(a):
    if len(a) <= 16:
        b = list(a)
        insertion_sort(b, 0, len(b))
        return b
    mid = len(a) // 2
    left = merge_sort(a[:mid])
    right = merge_sort(a[mid:])
    out = []
    i = j = 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            out.append(left[i])
            i += 1
        else:
            out.append(right[j])
            j += 1
    out.extend(left[i:])
    out.extend(right[j:])
    return out


def quicksort(a, lo, hi):
    while hi - lo > 16:
        mid = (lo + hi) // 2
        # median of three
        if a[mid] < a[lo]:
            a[mid], a[lo] = a[lo], a[mid]
        if a[hi - 1] < a[lo]:
            a[hi - 1], a[lo] = a[lo], a[hi - 1]
        if a[hi - 1] < a[mid]:
            a[hi - 1], a[mid] = a[mid], a[hi - 1]
        pivot = a[mid]
        i, j = lo, hi - 1
        while i <= j:
            while a[i] < pivot:
                i += 1
            while a[j] > pivot:
                j -= 1
            if i <= j:
                a[i], a[j] = a[j], a[i]
                i += 1
                j -= 1
        if j - lo < hi - i:
            quicksort(a, lo, j + 1)
            lo = i
        else:
            quicksort(a, i, hi)
            hi = j + 1
    insertion_sort(a, lo, hi)


def sift_down(a, start, end):
    root = start
    while True:
        child = 2 * root + 1
        if child >= end:
            return
        if child + 1 < end and a[child] < a[child + 1]:
            child += 1
        if a[root] < a[child]:
            a[root], a[child] = a[child], a[root]
            root = child
        else:
            return


def heap_sort(a):
    n = len(a)
    for start in range(n // 2 - 1, -1, -1):
        sift_down(a, start, n)
    for end in range(n - 1, 0, -1):
        a[0], a[end] = a[end], a[0]
        sift_down(a, 0, end)


def checksum(a):
    h = 0
    for i, x in enumerate(a):
        h = (h * 31 + x * (i + 1)) % 1000000007
    return h


def main():
    rng = Lcg(42)
    total = 0
    for r in range(ROUNDS):
        data = [rng.next(1000000) for _ in range(SIZE)]
        expect = sorted(data)
        m = merge_sort(data)
        q = list(data)
        quicksort(q, 0, len(q))
        h = list(data)
        heap_sort(h)
        ok = m == expect and q == expect and h == expect
        c = checksum(expect)
        if r < 3 or r == ROUNDS - 1:
            print(f"round {r}: n={len(data)} min={expect[0]} max={expect[-1]} ok={ok} sum={c}")
        total = (total + c) % 1000000007
    print("checksum", total)


main()
