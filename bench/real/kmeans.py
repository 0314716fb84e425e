# k-means clustering of 2-D points drawn around hidden centres by a
# deterministic generator (Box-Muller free: sums of uniforms), with
# Lloyd iterations until assignments settle; float loops throughout.

POINTS = 120000
K = 6
MAX_ROUNDS = 25


class Rng:
    def __init__(self, seed):
        self.s = seed

    def uniform(self):
        self.s = (self.s * 6364136223846793005 + 1442695040888963407) % 18446744073709551616
        return (self.s >> 11) / 9007199254740992.0

    def normalish(self):
        return self.uniform() + self.uniform() + self.uniform() - 1.5


def make_points(rng, n, k):
    centres = [(rng.uniform() * 100.0, rng.uniform() * 100.0) for _ in range(k)]
    pts = []
    for i in range(n):
        cx, cy = centres[i % k]
        pts.append((cx + rng.normalish() * 6.0, cy + rng.normalish() * 6.0))
    return pts


def nearest(p, centres):
    best = 0
    best_d = 1e300
    px, py = p
    for i, (cx, cy) in enumerate(centres):
        dx = px - cx
        dy = py - cy
        d = dx * dx + dy * dy
        if d < best_d:
            best_d = d
            best = i
    return best, best_d


def kmeans(points, k):
    centres = [points[i * 37 % len(points)] for i in range(k)]
    assign = [-1] * len(points)
    for rnd in range(MAX_ROUNDS):
        changed = 0
        sums = [[0.0, 0.0, 0] for _ in range(k)]
        inertia = 0.0
        for idx, p in enumerate(points):
            c, d = nearest(p, centres)
            inertia += d
            if assign[idx] != c:
                assign[idx] = c
                changed += 1
            s = sums[c]
            s[0] += p[0]
            s[1] += p[1]
            s[2] += 1
        centres = [(s[0] / s[2], s[1] / s[2]) if s[2] else centres[i] for i, s in enumerate(sums)]
        if changed == 0:
            return centres, assign, rnd, inertia
    return centres, assign, MAX_ROUNDS, inertia


def main():
    rng = Rng(2718)
    points = make_points(rng, POINTS, K)
    centres, assign, rounds, inertia = kmeans(points, K)
    sizes = [0] * K
    for a in assign:
        sizes[a] += 1
    print(f"points={POINTS} k={K} rounds={rounds}")
    for (cx, cy), size in sorted(zip(centres, sizes)):
        print(f"  centre ({cx:8.3f}, {cy:8.3f}) size {size}")
    print(f"inertia {inertia:.4f}")
    print("checksum", int(inertia * 1000) % 1000000007)


main()
