# Graph algorithms on a generated sparse graph: breadth-first search for
# hop counts, iterative depth-first search for connected components, and
# Dijkstra's shortest paths with a hand-written binary heap class.

NODES = 6000
EDGES_PER_NODE = 4
SOURCES = 30


class MinHeap:
    def __init__(self):
        self.items = []

    def __len__(self):
        return len(self.items)

    def push(self, item):
        a = self.items
        a.append(item)
        i = len(a) - 1
        while i > 0:
            parent = (i - 1) >> 1
            if a[parent] <= item:
                break
            a[i] = a[parent]
            i = parent
        a[i] = item

    def pop(self):
        a = self.items
        last = a.pop()
        if not a:
            return last
        top = a[0]
        n = len(a)
        i = 0
        while True:
            child = 2 * i + 1
            if child >= n:
                break
            if child + 1 < n and a[child + 1] < a[child]:
                child += 1
            if a[child] >= last:
                break
            a[i] = a[child]
            i = child
        a[i] = last
        return top


def make_graph(n, k, seed):
    s = seed
    adj = [[] for _ in range(n)]
    for u in range(n):
        for _ in range(k):
            s = (s * 1103515245 + 12345) & 0x7FFFFFFF
            v = s % n
            if v == u:
                continue
            s = (s * 1103515245 + 12345) & 0x7FFFFFFF
            w = 1 + s % 100
            adj[u].append((v, w))
            if s % 3 == 0:
                adj[v].append((u, w))
    return adj


def bfs(adj, src):
    dist = [-1] * len(adj)
    dist[src] = 0
    queue = [src]
    head = 0
    while head < len(queue):
        u = queue[head]
        head += 1
        for v, _ in adj[u]:
            if dist[v] < 0:
                dist[v] = dist[u] + 1
                queue.append(v)
    return dist


def components(adj):
    n = len(adj)
    undirected = [[] for _ in range(n)]
    for u in range(n):
        for v, _ in adj[u]:
            undirected[u].append(v)
            undirected[v].append(u)
    comp = [-1] * n
    count = 0
    for start in range(n):
        if comp[start] >= 0:
            continue
        stack = [start]
        comp[start] = count
        while stack:
            u = stack.pop()
            for v in undirected[u]:
                if comp[v] < 0:
                    comp[v] = count
                    stack.append(v)
        count += 1
    return count


def dijkstra(adj, src):
    dist = [None] * len(adj)
    heap = MinHeap()
    heap.push((0, src))
    settled = 0
    while len(heap):
        d, u = heap.pop()
        if dist[u] is not None:
            continue
        dist[u] = d
        settled += 1
        for v, w in adj[u]:
            if dist[v] is None:
                heap.push((d + w, v))
    return dist, settled


def main():
    adj = make_graph(NODES, EDGES_PER_NODE, 3)
    print(f"nodes={NODES} edges={sum(len(a) for a in adj)} components={components(adj)}")
    check = 0
    for src in range(0, NODES, NODES // SOURCES):
        hops = bfs(adj, src)
        dist, settled = dijkstra(adj, src)
        reach = [d for d in dist if d is not None]
        far = max(hops)
        if src < 3 * (NODES // SOURCES):
            print(f"source {src}: reached {settled}, max hops {far}, max dist {max(reach)}, sum {sum(reach)}")
        check = (check * 1009 + sum(reach) + far) % 1000000007
    print(f"sources={SOURCES}")
    print("checksum", check)


main()
