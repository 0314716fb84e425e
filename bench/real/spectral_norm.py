# Power iteration on an implicitly defined infinite-matrix section: repeated
# products with a matrix A[i][j] = 1/((i+j)(i+j+1)/2 + i + 1) and its
# transpose, giving an estimate of the spectral norm.

N = 440
ITERATIONS = 10


def entry(i, j):
    s = i + j
    return 1.0 / (s * (s + 1) // 2 + i + 1)


def times(v):
    n = len(v)
    out = [0.0] * n
    for i in range(n):
        acc = 0.0
        for j in range(n):
            acc += entry(i, j) * v[j]
        out[i] = acc
    return out


def times_transposed(v):
    n = len(v)
    out = [0.0] * n
    for i in range(n):
        acc = 0.0
        for j in range(n):
            acc += entry(j, i) * v[j]
        out[i] = acc
    return out


def times_ata(v):
    return times_transposed(times(v))


def main():
    u = [1.0] * N
    v = u
    for _ in range(ITERATIONS):
        v = times_ata(u)
        u = times_ata(v)
    vbv = 0.0
    vv = 0.0
    for a, b in zip(u, v):
        vbv += a * b
        vv += b * b
    norm = (vbv / vv) ** 0.5
    print(f"n={N} iterations={ITERATIONS}")
    print(f"spectral norm estimate {norm:.9f}")
    print("first entries", [round(x, 6) for x in v[:4]])
    print("checksum", int(norm * 1e9))


main()
