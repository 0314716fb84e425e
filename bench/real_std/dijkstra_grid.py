"""Shortest paths on a random weighted grid: Dijkstra and A* with heapq."""

import heapq
import random
from math import inf

random.seed(12345)

WIDTH = 90
HEIGHT = 70
WALL_CHANCE = 0.18


def make_grid(width, height):
    grid = []
    for y in range(height):
        row = []
        for x in range(width):
            if random.random() < WALL_CHANCE:
                row.append(0)  # wall
            else:
                row.append(random.randint(1, 9))
        grid.append(row)
    for x, y in ((0, 0), (1, 0), (0, 1), (1, 1)):
        grid[y][x] = 1
    grid[height - 1][width - 1] = 1
    return grid


def neighbours(grid, x, y):
    height = len(grid)
    width = len(grid[0])
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        nx, ny = x + dx, y + dy
        if 0 <= nx < width and 0 <= ny < height and grid[ny][nx]:
            yield nx, ny


def dijkstra(grid, start):
    dist = {start: 0}
    heap = [(0, start)]
    settled = 0
    while heap:
        d, node = heapq.heappop(heap)
        if d > dist.get(node, inf):
            continue
        settled += 1
        x, y = node
        for nb in neighbours(grid, x, y):
            nd = d + grid[nb[1]][nb[0]]
            if nd < dist.get(nb, inf):
                dist[nb] = nd
                heapq.heappush(heap, (nd, nb))
    return dist, settled


def astar(grid, start, goal):
    gx, gy = goal

    def h(node):
        return abs(node[0] - gx) + abs(node[1] - gy)

    best = {start: 0}
    came_from = {}
    heap = [(h(start), 0, start)]
    expanded = 0
    while heap:
        f, g, node = heapq.heappop(heap)
        if node == goal:
            path = [node]
            while node in came_from:
                node = came_from[node]
                path.append(node)
            path.reverse()
            return g, path, expanded
        if g > best[node]:
            continue
        expanded += 1
        for nb in neighbours(grid, node[0], node[1]):
            ng = g + grid[nb[1]][nb[0]]
            if ng < best.get(nb, inf):
                best[nb] = ng
                came_from[nb] = node
                heapq.heappush(heap, (ng + h(nb), ng, nb))
    return None, [], expanded


def main():
    grid = make_grid(WIDTH, HEIGHT)
    walls = sum(row.count(0) for row in grid)
    print(f"grid {WIDTH}x{HEIGHT}, walls {walls}")

    dist, settled = dijkstra(grid, (0, 0))
    reachable = len(dist)
    far_node = max(dist, key=lambda n: (dist[n], n))
    print(f"dijkstra from origin: settled {settled}, reachable {reachable}")
    print(f"farthest cell {far_node} at cost {dist[far_node]}")
    checksum = sum(d * (i % 7 + 1) for i, d in enumerate(sorted(dist.values())))
    print("distance checksum", checksum)

    cells = sorted(dist)
    queries = [(random.choice(cells), random.choice(cells)) for _ in range(60)]
    total_cost = 0
    total_len = 0
    total_expanded = 0
    mismatches = 0
    for a, b in queries:
        cost, path, expanded = astar(grid, a, b)
        total_cost += cost
        total_len += len(path)
        total_expanded += expanded
        if a == (0, 0) and cost != dist[b]:
            mismatches += 1
    print(f"a* queries {len(queries)}: cost {total_cost}, path cells {total_len}, expanded {total_expanded}")

    # Dijkstra from a few random sources, compare with A* on the same pairs
    for src in random.sample(cells, 5):
        d2, _ = dijkstra(grid, src)
        target = random.choice(cells)
        cost, path, _ = astar(grid, src, target)
        if d2[target] != cost:
            mismatches += 1
        print(f"source {src} -> {target}: {cost} over {len(path)} cells, smallest heap key {heapq.nsmallest(3, d2.values())}")
    print("mismatches", mismatches)


main()
