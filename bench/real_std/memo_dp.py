"""Dynamic programming by memoized recursion with functools.lru_cache and
functools.cache: partitions, edit distance, coin change, longest common
subsequence, optimal matrix chain order and a game of stones."""

import sys
from functools import lru_cache, cache, partial, reduce
import random

sys.setrecursionlimit(5000)


@cache
def partitions(n, largest):
    """Number of ways to write n as a sum of parts no bigger than largest."""
    if n == 0:
        return 1
    if n < 0 or largest == 0:
        return 0
    return partitions(n - largest, largest) + partitions(n, largest - 1)


def edit_distance(a, b):
    @lru_cache(maxsize=None)
    def d(i, j):
        if i == 0:
            return j
        if j == 0:
            return i
        if a[i - 1] == b[j - 1]:
            return d(i - 1, j - 1)
        return 1 + min(d(i - 1, j), d(i, j - 1), d(i - 1, j - 1))
    result = d(len(a), len(b))
    return result, d.cache_info()


def coin_change(coins, amount):
    coins = tuple(sorted(coins))

    @lru_cache(maxsize=None)
    def ways(total, index):
        if total == 0:
            return 1
        if index == len(coins) or total < 0:
            return 0
        return ways(total - coins[index], index) + ways(total, index + 1)

    @lru_cache(maxsize=None)
    def fewest(total):
        if total == 0:
            return 0
        best = None
        for c in coins:
            if c <= total:
                sub = fewest(total - c)
                if sub is not None and (best is None or sub + 1 < best):
                    best = sub + 1
        return best

    return ways(amount, 0), [fewest(t) for t in range(amount - 4, amount + 1)]


def lcs(a, b):
    @lru_cache(maxsize=None)
    def go(i, j):
        if i == len(a) or j == len(b):
            return ""
        if a[i] == b[j]:
            return a[i] + go(i + 1, j + 1)
        left = go(i + 1, j)
        right = go(i, j + 1)
        return left if len(left) >= len(right) else right
    return go(0, 0)


def matrix_chain(dims):
    @lru_cache(maxsize=None)
    def cost(i, j):
        if i == j:
            return 0, str(i)
        best = None
        for k in range(i, j):
            left, lp = cost(i, k)
            right, rp = cost(k + 1, j)
            c = left + right + dims[i] * dims[k + 1] * dims[j + 1]
            if best is None or c < best[0]:
                best = (c, f"({lp}x{rp})")
        return best
    return cost(0, len(dims) - 2)


@lru_cache(maxsize=4096)
def stones_wins(pile, last_take):
    """Players alternately take 1..2*last_take stones (at least 1); whoever
    takes the last stone wins. True if the player to move wins."""
    limit = min(pile, 2 * last_take)
    for take in range(1, limit + 1):
        if take == pile or not stones_wins(pile - take, take):
            return True
    return False


def main():
    print("p(100) =", partitions(100, 100), " p(250) =", partitions(250, 250))
    print("partition cache:", partitions.cache_info())

    rng = random.Random(12345)
    alphabet = "ACGT"
    s1 = "".join(rng.choice(alphabet) for _ in range(600))
    s2 = "".join(rng.choice(alphabet) for _ in range(560))
    dist, info = edit_distance(s1, s2)
    print("edit distance:", dist, "cache hits", info.hits, "misses", info.misses)
    print("kitten/sitting:", edit_distance("kitten", "sitting")[0])

    ways, fewest = coin_change([1, 2, 5, 10, 20, 50, 100, 200], 600)
    print("ways to make 600:", ways, "fewest coins near 600:", fewest)
    ways, fewest = coin_change([7, 11, 13], 300)
    print("ways with 7/11/13:", ways, fewest)

    a = "".join(rng.choice("abcde") for _ in range(150))
    b = "".join(rng.choice("abcde") for _ in range(150))
    common = lcs(a, b)
    print("lcs length:", len(common), common[:30])

    dims = [rng.randint(5, 60) for _ in range(70)]
    cost, order = matrix_chain(dims)
    print("matrix chain cost:", cost)
    print("order:", order[:60])

    # the first player may take any number short of the whole pile
    losing = [n for n in range(2, 400)
              if all(stones_wins(n - take, take) for take in range(1, n))]
    print("losing first piles (take up to 2x previous):", losing)
    print("stones cache:", stones_wins.cache_info())
    stones_wins.cache_clear()
    print("after clear:", stones_wins.cache_info())

    add = partial(reduce, lambda x, y: x + y)
    print("partial/reduce:", add([partitions(n, n) for n in range(1, 30)]))


main()
