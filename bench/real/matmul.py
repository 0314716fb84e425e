# Dense matrix multiplication with lists of lists: integer matrices (exact,
# checked by associativity) and float matrices (with a transposed inner
# loop), plus matrix powers by repeated squaring mod a prime.

N = 180
MOD = 1000003


def make_matrix(n, seed, scale):
    s = seed
    m = []
    for i in range(n):
        row = []
        for j in range(n):
            s = (s * 69069 + 1) % 4294967296
            row.append((s >> 20) % scale)
        m.append(row)
    return m


def matmul(a, b):
    n, m, p = len(a), len(b), len(b[0])
    bt = [[b[k][j] for k in range(m)] for j in range(p)]
    out = []
    for i in range(n):
        ai = a[i]
        row = []
        for j in range(p):
            bj = bt[j]
            acc = 0
            for k in range(m):
                acc += ai[k] * bj[k]
            row.append(acc)
        out.append(row)
    return out


def matmul_mod(a, b, mod):
    return [[x % mod for x in row] for row in matmul(a, b)]


def identity(n):
    return [[1 if i == j else 0 for j in range(n)] for i in range(n)]


def matpow(a, e, mod):
    result = identity(len(a))
    while e:
        if e & 1:
            result = matmul_mod(result, a, mod)
        a = matmul_mod(a, a, mod)
        e >>= 1
    return result


def trace(m):
    return sum(m[i][i] for i in range(len(m)))


def main():
    a = make_matrix(N, 1, 10)
    b = make_matrix(N, 2, 10)
    c = make_matrix(N, 3, 10)
    ab_c = matmul(matmul(a, b), c)
    a_bc = matmul(a, matmul(b, c))
    print(f"n={N} associative={ab_c == a_bc} trace={trace(ab_c)}")
    fa = [[x / 10.0 for x in row] for row in a]
    fb = [[(x - 4.5) / 3.0 for x in row] for row in b]
    fc = matmul(fa, fb)
    print(f"float trace {trace(fc):.6f} corner {fc[0][0]:.6f}")
    p = matpow(make_matrix(N // 2, 4, 100), 20, MOD)
    print("power trace mod p:", trace(p) % MOD)
    total = sum(sum(row) for row in ab_c) % 1000000007
    print("checksum", (total + trace(p)) % 1000000007)


main()
