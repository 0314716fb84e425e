# Loops of a few iterations inside functions an outer loop calls: a trace
# unrolls them, so guards fail midway through the unrolled iterations
# (a nearer centre, a break, a return from inside the loop, an exception,
# a float that turns into an int, a list that grows), and a loop that
# grows past the unroll limit must still run right.


def nearest(p, centres):
    best = -1
    best_d = 1e300
    for i, (cx, cy) in enumerate(centres):
        dx = p[0] - cx
        dy = p[1] - cy
        d = dx * dx + dy * dy
        if d < best_d:
            best_d = d
            best = i
    return best, best_d


def first_negative(xs):
    for i, x in enumerate(xs):
        if x < 0:
            return i
    return None


def count_until(xs, stop):
    n = 0
    for x in xs:
        if x == stop:
            break
        n += x
    return n


def checked_sum(xs):
    t = 0
    for x in xs:
        if x is None:
            raise ValueError("a hole")
        t += x
    return t


def main():
    centres = [(0.0, 0.0), (10.0, 0.0), (0.0, 10.0), (10.0, 10.0), (5.0, 5.0)]
    hist = [0] * 6
    total = 0.0
    for k in range(3000):
        p = ((k * 7) % 13 * 1.0, (k * 11) % 13 * 1.0)
        c, d = nearest(p, centres)
        hist[c] += 1
        total += d
        if k == 1500:
            # The loop the trace unrolled five times now runs six times.
            centres.append((20.0, 20.0))
        if k == 2000:
            # An int centre: the float guards fail inside the unrolled body.
            centres[2] = (0, 10)
    print(hist, round(total, 3))

    rows = [[1, 2, 3, -4], [5, -6, 7, 8], [9, 10, 11, 12], [-1, 0, 0, 0]]
    found = []
    for k in range(2000):
        found.append(first_negative(rows[k % 4]))
    print(found.count(None), found.count(3), found.count(1), found.count(0))

    seqs = [[1, 2, 3, 4, 5], [2, 4, 6, 8, 10], [3, 3, 3, 3, 3]]
    acc = 0
    for k in range(3000):
        acc += count_until(seqs[k % 3], k % 7)
    print(acc)

    holes = [[1, 2, 3], [4, None, 6], [7, 8, 9]]
    good = bad = 0
    for k in range(2400):
        try:
            good += checked_sum(holes[k % 3])
        except ValueError as e:
            bad += 1
            last = str(e)
    print(good, bad, last)

    # A loop that starts short and then grows past the unroll limit.
    xs = [1, 2, 3]
    grown = 0
    for k in range(2000):
        grown += checked_sum(xs)
        if k % 100 == 99:
            xs = xs + [k]
    print(grown, len(xs))


main()
