# All-pairs shortest paths with Floyd-Warshall on a random weighted directed
# graph (an LCG decides which edges exist), with path reconstruction for a
# few pairs and a checksum of all distances.

NODES = 330
INF = 10 ** 9


def make_graph(n, seed):
    s = seed
    dist = [[INF] * n for _ in range(n)]
    for i in range(n):
        dist[i][i] = 0
        for j in range(n):
            s = (s * 1103515245 + 12345) % 2147483648
            if i != j and s % 100 < 12:
                dist[i][j] = 1 + (s >> 8) % 50
    return dist


def floyd(dist):
    n = len(dist)
    nxt = [[j if dist[i][j] < INF else -1 for j in range(n)] for i in range(n)]
    for k in range(n):
        dk = dist[k]
        for i in range(n):
            di = dist[i]
            dik = di[k]
            if dik == INF:
                continue
            ni = nxt[i]
            for j in range(n):
                cand = dik + dk[j]
                if cand < di[j]:
                    di[j] = cand
                    ni[j] = ni[k]
    return nxt


def path(nxt, a, b):
    if nxt[a][b] == -1:
        return None
    out = [a]
    while a != b:
        a = nxt[a][b]
        out.append(a)
    return out


def main():
    dist = make_graph(NODES, 99)
    nxt = floyd(dist)
    reachable = 0
    total = 0
    longest = 0
    for row in dist:
        for d in row:
            if d < INF:
                reachable += 1
                total += d
                if d > longest:
                    longest = d
    print(f"nodes={NODES} reachable pairs={reachable} longest={longest}")
    for a, b in [(0, NODES - 1), (3, 17), (NODES // 2, 1)]:
        p = path(nxt, a, b)
        print(f"path {a}->{b}: dist={dist[a][b]} hops={len(p) - 1 if p else None}")
    print("checksum", total)


main()
