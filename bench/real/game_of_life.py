# Conway's game of life on a toroidal grid seeded by an LCG plus a glider,
# stepped many generations with neighbour counting over lists of lists;
# prints population over time and a small window of the final board.

WIDTH = 128
HEIGHT = 96
GENERATIONS = 500


def seed_grid(w, h, seed):
    s = seed
    grid = []
    for y in range(h):
        row = []
        for x in range(w):
            s = (s * 1103515245 + 12345) & 0x7FFFFFFF
            row.append(1 if (s >> 16) % 4 == 0 else 0)
        grid.append(row)
    for dx, dy in [(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)]:
        grid[dy + 1][dx + 1] = 1
    return grid


def step(grid):
    h = len(grid)
    w = len(grid[0])
    new = []
    for y in range(h):
        up = grid[(y - 1) % h]
        mid = grid[y]
        down = grid[(y + 1) % h]
        row = [0] * w
        for x in range(w):
            l = (x - 1) % w
            r = (x + 1) % w
            n = up[l] + up[x] + up[r] + mid[l] + mid[r] + down[l] + down[x] + down[r]
            if n == 3 or (n == 2 and mid[x]):
                row[x] = 1
        new.append(row)
    return new


def population(grid):
    return sum(sum(row) for row in grid)


def fingerprint(grid):
    check = 0
    for row in grid:
        for c in row:
            check = (check * 2 + c) % 1000000007
    return check


def main():
    grid = seed_grid(WIDTH, HEIGHT, 77)
    history = []
    seen = {}
    for g in range(GENERATIONS):
        key = (population(grid), fingerprint(grid))
        if key in seen and len(history) < 3:
            history.append((seen[key], g))
        seen[key] = g
        grid = step(grid)
        if g % 50 == 0:
            print(f"generation {g}: population {population(grid)}")
    for row in grid[:8]:
        print("".join("#" if c else "." for c in row[:40]))
    print("repeats:", history)
    print("checksum", fingerprint(grid))


main()
