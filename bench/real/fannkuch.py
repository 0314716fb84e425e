# Pancake flipping over permutations: for every permutation of 0..N-1
# (generated in lexicographic order with a next-permutation step) count the
# prefix reversals until 0 comes first (also for the reversed permutation);
# report the maximum and a signed sum.

N = 9


def next_permutation(p):
    i = len(p) - 2
    while i >= 0 and p[i] >= p[i + 1]:
        i -= 1
    if i < 0:
        return False
    j = len(p) - 1
    while p[j] <= p[i]:
        j -= 1
    p[i], p[j] = p[j], p[i]
    lo, hi = i + 1, len(p) - 1
    while lo < hi:
        p[lo], p[hi] = p[hi], p[lo]
        lo += 1
        hi -= 1
    return True


def flips(perm):
    a = list(perm)
    count = 0
    first = a[0]
    while first != 0:
        lo, hi = 0, first
        while lo < hi:
            a[lo], a[hi] = a[hi], a[lo]
            lo += 1
            hi -= 1
        count += 1
        first = a[0]
    return count


def main():
    p = list(range(N))
    index = 0
    max_flips = 0
    signed = 0
    max_back = 0
    hist = {}
    while True:
        f = flips(p)
        back = flips(p[::-1])
        if back > max_back:
            max_back = back
        if f > max_flips:
            max_flips = f
        signed += f if index % 2 == 0 else -f
        hist[f] = hist.get(f, 0) + 1
        index += 1
        if not next_permutation(p):
            break
    print(f"permutations of {N}: {index}")
    print("flip histogram:", sorted(hist.items())[:6], "...")
    print(f"max flips {max_flips}, signed sum {signed}, max flips reversed {max_back}")
    print("checksum", signed * 10000 + max_flips * 100 + max_back)


main()
