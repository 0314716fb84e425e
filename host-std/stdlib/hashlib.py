"""Secure hashes and message digests (CPython 3.11 API), written for
Trellis in pure Python.

Implemented: md5, sha1, sha224, sha256, sha384 and sha512 constructors
(`string` positional or keyword, `usedforsecurity` accepted and ignored),
new(name, data=b'', **kwargs) with case-insensitive names (and OpenSSL
3's aliases sha-256, sha2-256, ssl3-md5 and the like), hash objects
with update, digest, hexdigest, copy, name, digest_size and block_size,
algorithms_guaranteed and algorithms_available (both the set of the six
algorithms above), pbkdf2_hmac(hash_name, password, salt, iterations,
dklen=None) over any of the six, and file_digest(fileobj, digest).
Digests are CPython's bit for bit; type and error messages are those of
CPython's OpenSSL-backed `_hashlib` (objects print as
`<sha256 _hashlib.HASH object @ 0x...>`).

The compression functions are plain loops over small ints (every
intermediate value stays below 2**63, so the tracing JIT keeps them
unboxed). SHA-384 and SHA-512 keep each 64-bit word as two 32-bit
halves for the same reason.

Differences: no blake2, sha3 or shake algorithms (new() refuses them
with "unsupported hash type"); data may be bytes, bytearray or an object
with a tobytes() method (array.array) as Trellis has no buffer protocol;
too many positional arguments to a constructor, update() without an
argument and assigning name, digest_size or block_size give Trellis's
arity and property messages rather than those of CPython's C type
(`openssl_sha256() takes at most 1 positional argument (2 given)`,
`attribute 'name' of '_hashlib.HASH' objects is not writable`).

Speed (x64 JIT): md5 and sha1 about 10 MB/s, sha224/sha256 about 5 MB/s,
sha384/sha512 about 4 MB/s; CPython's OpenSSL code does 650-1600 MB/s,
and CPython running this file 0.35-2 MB/s. A short message costs about
20 us, and pbkdf2_hmac about 60 us per sha256 iteration, so large
iteration counts are slow.
"""

__all__ = ('md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512',
           'new', 'algorithms_guaranteed', 'algorithms_available',
           'pbkdf2_hmac', 'file_digest')


def _as_bytes(data):
    # The bytes of a bytes-like object, with CPython's errors.
    if isinstance(data, bytes):
        return data
    if isinstance(data, bytearray):
        return bytes(data)
    if isinstance(data, str):
        raise TypeError('Strings must be encoded before hashing')
    tobytes = getattr(data, 'tobytes', None)
    if tobytes is not None:
        return tobytes()
    raise TypeError('object supporting the buffer API required')


# ---------------------------------------------------------------------
# MD5 (RFC 1321): little-endian words.

# K[i] = floor(abs(sin(i + 1)) * 2**32)
_MD5_K = [
    0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a,
    0xa8304613, 0xfd469501, 0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be,
    0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821, 0xf61e2562, 0xc040b340,
    0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
    0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8,
    0x676f02d9, 0x8d2a4c8a, 0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c,
    0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70, 0x289b7ec6, 0xeaa127fa,
    0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
    0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92,
    0xffeff47d, 0x85845dd1, 0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1,
    0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391]
_MD5_S1 = [7, 12, 17, 22] * 4
_MD5_S2 = [5, 9, 14, 20] * 4
_MD5_S3 = [4, 11, 16, 23] * 4
_MD5_S4 = [6, 10, 15, 21] * 4
_MD5_G2 = [(5 * i + 1) % 16 for i in range(16)]
_MD5_G3 = [(3 * i + 5) % 16 for i in range(16)]
_MD5_G4 = [(7 * i) % 16 for i in range(16)]


def _md5_compress(state, data, start, end):
    h0, h1, h2, h3 = state
    M = 0xFFFFFFFF
    K = _MD5_K
    S1 = _MD5_S1; S2 = _MD5_S2; S3 = _MD5_S3; S4 = _MD5_S4
    G2 = _MD5_G2; G3 = _MD5_G3; G4 = _MD5_G4
    w = [0] * 16
    for off in range(start, end, 64):
        for i in range(16):
            p = off + 4 * i
            w[i] = (data[p] | (data[p + 1] << 8) | (data[p + 2] << 16)
                    | (data[p + 3] << 24))
        a = h0; b = h1; c = h2; d = h3
        for i in range(16):
            x = (a + (d ^ (b & (c ^ d))) + K[i] + w[i]) & M
            s = S1[i]
            a = d; d = c; c = b
            b = (b + ((x << s) | (x >> (32 - s)))) & M
        for i in range(16):
            x = (a + (c ^ (d & (b ^ c))) + K[i + 16] + w[G2[i]]) & M
            s = S2[i]
            a = d; d = c; c = b
            b = (b + ((x << s) | (x >> (32 - s)))) & M
        for i in range(16):
            x = (a + (b ^ c ^ d) + K[i + 32] + w[G3[i]]) & M
            s = S3[i]
            a = d; d = c; c = b
            b = (b + ((x << s) | (x >> (32 - s)))) & M
        for i in range(16):
            x = (a + (c ^ (b | (~d & M))) + K[i + 48] + w[G4[i]]) & M
            s = S4[i]
            a = d; d = c; c = b
            b = (b + ((x << s) | (x >> (32 - s)))) & M
        h0 = (h0 + a) & M; h1 = (h1 + b) & M
        h2 = (h2 + c) & M; h3 = (h3 + d) & M
    return (h0, h1, h2, h3)


# ---------------------------------------------------------------------
# SHA-1 (FIPS 180-4).

def _sha1_compress(state, data, start, end):
    h0, h1, h2, h3, h4 = state
    M = 0xFFFFFFFF
    w = [0] * 80
    for off in range(start, end, 64):
        for i in range(16):
            p = off + 4 * i
            w[i] = ((data[p] << 24) | (data[p + 1] << 16)
                    | (data[p + 2] << 8) | data[p + 3])
        for t in range(16, 80):
            x = w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16]
            w[t] = ((x << 1) | (x >> 31)) & M
        a = h0; b = h1; c = h2; d = h3; e = h4
        for t in range(20):
            x = ((((a << 5) | (a >> 27)) & M) + (d ^ (b & (c ^ d))) + e
                 + 0x5A827999 + w[t])
            e = d; d = c; c = ((b << 30) | (b >> 2)) & M; b = a; a = x & M
        for t in range(20, 40):
            x = ((((a << 5) | (a >> 27)) & M) + (b ^ c ^ d) + e
                 + 0x6ED9EBA1 + w[t])
            e = d; d = c; c = ((b << 30) | (b >> 2)) & M; b = a; a = x & M
        for t in range(40, 60):
            x = ((((a << 5) | (a >> 27)) & M) + ((b & c) | (d & (b | c))) + e
                 + 0x8F1BBCDC + w[t])
            e = d; d = c; c = ((b << 30) | (b >> 2)) & M; b = a; a = x & M
        for t in range(60, 80):
            x = ((((a << 5) | (a >> 27)) & M) + (b ^ c ^ d) + e
                 + 0xCA62C1D6 + w[t])
            e = d; d = c; c = ((b << 30) | (b >> 2)) & M; b = a; a = x & M
        h0 = (h0 + a) & M; h1 = (h1 + b) & M; h2 = (h2 + c) & M
        h3 = (h3 + d) & M; h4 = (h4 + e) & M
    return (h0, h1, h2, h3, h4)


# ---------------------------------------------------------------------
# SHA-224 and SHA-256.

_SHA256_K = [
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1,
    0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
    0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
    0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
    0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
    0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
    0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
    0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
    0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2]


def _sha256_compress(state, data, start, end):
    h0, h1, h2, h3, h4, h5, h6, h7 = state
    M = 0xFFFFFFFF
    K = _SHA256_K
    w = [0] * 64
    for off in range(start, end, 64):
        for i in range(16):
            p = off + 4 * i
            w[i] = ((data[p] << 24) | (data[p + 1] << 16)
                    | (data[p + 2] << 8) | data[p + 3])
        for t in range(16, 64):
            u = w[t - 15]
            v = w[t - 2]
            w[t] = (w[t - 16] + w[t - 7]
                    + ((((u >> 7) | (u << 25)) ^ ((u >> 18) | (u << 14))
                        ^ (u >> 3)) & M)
                    + ((((v >> 17) | (v << 15)) ^ ((v >> 19) | (v << 13))
                        ^ (v >> 10)) & M)) & M
        a = h0; b = h1; c = h2; d = h3; e = h4; f = h5; g = h6; h = h7
        for t in range(64):
            t1 = (h + ((((e >> 6) | (e << 26)) ^ ((e >> 11) | (e << 21))
                        ^ ((e >> 25) | (e << 7))) & M)
                  + (g ^ (e & (f ^ g))) + K[t] + w[t])
            t2 = (((((a >> 2) | (a << 30)) ^ ((a >> 13) | (a << 19))
                    ^ ((a >> 22) | (a << 10))) & M)
                  + ((a & b) | (c & (a | b))))
            h = g; g = f; f = e; e = (d + t1) & M
            d = c; c = b; b = a; a = (t1 + t2) & M
        h0 = (h0 + a) & M; h1 = (h1 + b) & M; h2 = (h2 + c) & M
        h3 = (h3 + d) & M; h4 = (h4 + e) & M; h5 = (h5 + f) & M
        h6 = (h6 + g) & M; h7 = (h7 + h) & M
    return (h0, h1, h2, h3, h4, h5, h6, h7)


# ---------------------------------------------------------------------
# SHA-384 and SHA-512. A 64-bit word w is kept as its halves
# (w >> 32, w & 0xFFFFFFFF); states are 16 ints, high half first.

_SHA512_K = [int(x, 16) for x in """
    428a2f98d728ae22 7137449123ef65cd b5c0fbcfec4d3b2f e9b5dba58189dbbc
    3956c25bf348b538 59f111f1b605d019 923f82a4af194f9b ab1c5ed5da6d8118
    d807aa98a3030242 12835b0145706fbe 243185be4ee4b28c 550c7dc3d5ffb4e2
    72be5d74f27b896f 80deb1fe3b1696b1 9bdc06a725c71235 c19bf174cf692694
    e49b69c19ef14ad2 efbe4786384f25e3 0fc19dc68b8cd5b5 240ca1cc77ac9c65
    2de92c6f592b0275 4a7484aa6ea6e483 5cb0a9dcbd41fbd4 76f988da831153b5
    983e5152ee66dfab a831c66d2db43210 b00327c898fb213f bf597fc7beef0ee4
    c6e00bf33da88fc2 d5a79147930aa725 06ca6351e003826f 142929670a0e6e70
    27b70a8546d22ffc 2e1b21385c26c926 4d2c6dfc5ac42aed 53380d139d95b3df
    650a73548baf63de 766a0abb3c77b2a8 81c2c92e47edaee6 92722c851482353b
    a2bfe8a14cf10364 a81a664bbc423001 c24b8b70d0f89791 c76c51a30654be30
    d192e819d6ef5218 d69906245565a910 f40e35855771202a 106aa07032bbd1b8
    19a4c116b8d2d0c8 1e376c085141ab53 2748774cdf8eeb99 34b0bcb5e19b48a8
    391c0cb3c5c95a63 4ed8aa4ae3418acb 5b9cca4f7763e373 682e6ff3d6b2b8a3
    748f82ee5defb2fc 78a5636f43172f60 84c87814a1f0ab72 8cc702081a6439ec
    90befffa23631e28 a4506cebde82bde9 bef9a3f7b2c67915 c67178f2e372532b
    ca273eceea26619c d186b8c721c0c207 eada7dd6cde0eb1e f57d4f7fee6ed178
    06f067aa72176fba 0a637dc5a2c898a6 113f9804bef90dae 1b710b35131c471b
    28db77f523047d84 32caab7b40c72493 3c9ebe0a15c9bebc 431d67c49c100d4c
    4cc5d4becb3e42b6 597f299cfc657e2a 5fcb6fab3ad6faec 6c44198c4a475817
    """.split()]
_SHA512_KH = [k >> 32 for k in _SHA512_K]
_SHA512_KL = [k & 0xFFFFFFFF for k in _SHA512_K]
del _SHA512_K


def _sha512_compress(state, data, start, end):
    (h0h, h0l, h1h, h1l, h2h, h2l, h3h, h3l,
     h4h, h4l, h5h, h5l, h6h, h6l, h7h, h7l) = state
    M = 0xFFFFFFFF
    KH = _SHA512_KH
    KL = _SHA512_KL
    wh = [0] * 80
    wl = [0] * 80
    for off in range(start, end, 128):
        for i in range(16):
            p = off + 8 * i
            wh[i] = ((data[p] << 24) | (data[p + 1] << 16)
                     | (data[p + 2] << 8) | data[p + 3])
            wl[i] = ((data[p + 4] << 24) | (data[p + 5] << 16)
                     | (data[p + 6] << 8) | data[p + 7])
        for t in range(16, 80):
            uh = wh[t - 15]; ul = wl[t - 15]
            vh = wh[t - 2]; vl = wl[t - 2]
            # sigma0(u) = rotr 1 ^ rotr 8 ^ shr 7;
            # sigma1(v) = rotr 19 ^ rotr 61 ^ shr 6
            lo = (wl[t - 16] + wl[t - 7]
                  + (((ul >> 1) ^ (uh << 31) ^ (ul >> 8) ^ (uh << 24)
                      ^ (ul >> 7) ^ (uh << 25)) & M)
                  + (((vl >> 19) ^ (vh << 13) ^ (vh >> 29) ^ (vl << 3)
                      ^ (vl >> 6) ^ (vh << 26)) & M))
            wh[t] = (wh[t - 16] + wh[t - 7]
                     + (((uh >> 1) ^ (ul << 31) ^ (uh >> 8) ^ (ul << 24)
                         ^ (uh >> 7)) & M)
                     + (((vh >> 19) ^ (vl << 13) ^ (vl >> 29) ^ (vh << 3)
                         ^ (vh >> 6)) & M)
                     + (lo >> 32)) & M
            wl[t] = lo & M
        ah = h0h; al = h0l; bh = h1h; bl = h1l; ch = h2h; cl = h2l
        dh = h3h; dl = h3l; eh = h4h; el = h4l; fh = h5h; fl = h5l
        gh = h6h; gl = h6l; hh = h7h; hl = h7l
        for t in range(80):
            # t1 = h + Sigma1(e) + Ch(e, f, g) + K[t] + W[t], with
            # Sigma1 = rotr 14 ^ rotr 18 ^ rotr 41; the halves are left
            # unnormalized (the low half's carry is added below).
            t1l = (hl + (gl ^ (el & (fl ^ gl))) + KL[t] + wl[t]
                   + (((el >> 14) ^ (eh << 18) ^ (el >> 18) ^ (eh << 14)
                       ^ (eh >> 9) ^ (el << 23)) & M))
            t1h = (hh + (gh ^ (eh & (fh ^ gh))) + KH[t] + wh[t]
                   + (((eh >> 14) ^ (el << 18) ^ (eh >> 18) ^ (el << 14)
                       ^ (el >> 9) ^ (eh << 23)) & M))
            # t2 = Sigma0(a) + Maj(a, b, c), Sigma0 = rotr 28 ^ 34 ^ 39
            t2l = ((((al >> 28) ^ (ah << 4) ^ (ah >> 2) ^ (al << 30)
                     ^ (ah >> 7) ^ (al << 25)) & M)
                   + ((al & bl) | (cl & (al | bl))))
            t2h = ((((ah >> 28) ^ (al << 4) ^ (al >> 2) ^ (ah << 30)
                     ^ (al >> 7) ^ (ah << 25)) & M)
                   + ((ah & bh) | (ch & (ah | bh))))
            hh = gh; hl = gl; gh = fh; gl = fl; fh = eh; fl = el
            lo = dl + t1l
            eh = (dh + t1h + (lo >> 32)) & M; el = lo & M
            dh = ch; dl = cl; ch = bh; cl = bl; bh = ah; bl = al
            lo = t1l + t2l
            ah = (t1h + t2h + (lo >> 32)) & M; al = lo & M
        lo = h0l + al; h0h = (h0h + ah + (lo >> 32)) & M; h0l = lo & M
        lo = h1l + bl; h1h = (h1h + bh + (lo >> 32)) & M; h1l = lo & M
        lo = h2l + cl; h2h = (h2h + ch + (lo >> 32)) & M; h2l = lo & M
        lo = h3l + dl; h3h = (h3h + dh + (lo >> 32)) & M; h3l = lo & M
        lo = h4l + el; h4h = (h4h + eh + (lo >> 32)) & M; h4l = lo & M
        lo = h5l + fl; h5h = (h5h + fh + (lo >> 32)) & M; h5l = lo & M
        lo = h6l + gl; h6h = (h6h + gh + (lo >> 32)) & M; h6l = lo & M
        lo = h7l + hl; h7h = (h7h + hh + (lo >> 32)) & M; h7l = lo & M
    return (h0h, h0l, h1h, h1l, h2h, h2l, h3h, h3l,
            h4h, h4l, h5h, h5l, h6h, h6l, h7h, h7l)


# ---------------------------------------------------------------------
# Hash objects.

class _Algorithm:
    # What a HASH object needs to know about its algorithm.
    __slots__ = ('name', 'digest_size', 'block_size', 'compress', 'iv',
                 'little_endian')

    def __init__(self, name, digest_size, block_size, compress, iv,
                 little_endian=False):
        self.name = name
        self.digest_size = digest_size
        self.block_size = block_size
        self.compress = compress
        self.iv = tuple(iv)
        self.little_endian = little_endian


def _split64(words):
    out = []
    for w in words:
        out.append(w >> 32)
        out.append(w & 0xFFFFFFFF)
    return out


_ALGORITHMS = {
    'md5': _Algorithm('md5', 16, 64, _md5_compress,
                      (0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476), True),
    'sha1': _Algorithm('sha1', 20, 64, _sha1_compress,
                       (0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476,
                        0xC3D2E1F0)),
    'sha224': _Algorithm('sha224', 28, 64, _sha256_compress,
                         (0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939,
                          0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4)),
    'sha256': _Algorithm('sha256', 32, 64, _sha256_compress,
                         (0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                          0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19)),
    'sha384': _Algorithm('sha384', 48, 128, _sha512_compress, _split64((
        0xcbbb9d5dc1059ed8, 0x629a292a367cd507, 0x9159015a3070dd17,
        0x152fecd8f70e5939, 0x67332667ffc00b31, 0x8eb44a8768581511,
        0xdb0c2e0d64f98fa7, 0x47b5481dbefa4fa4))),
    'sha512': _Algorithm('sha512', 64, 128, _sha512_compress, _split64((
        0x6a09e667f3bcc908, 0xbb67ae8584caa73b, 0x3c6ef372fe94f82b,
        0xa54ff53a5f1d36f1, 0x510e527fade682d1, 0x9b05688c2b3e6c1f,
        0x1f83d9abfb41bd6b, 0x5be0cd19137e2179))),
}


def _final_state(algo, state, buf, count):
    # The state after padding: 0x80, zeros, then the message length in
    # bits (64-bit little-endian for MD5, big-endian 64 or 128 bits for
    # the SHA family).
    bs = algo.block_size
    bits = (count << 3) & 0xFFFFFFFFFFFFFFFF
    if algo.little_endian:
        tail = bits.to_bytes(8, 'little')
    else:
        tail = bits.to_bytes(bs >> 3, 'big')
    block = (buf + b'\x80' + bytes((bs - 1 - len(tail) - count) % bs)
             + tail)
    return algo.compress(state, block, 0, len(block))


def _state_bytes(algo, state):
    # The state words as bytes, cut to the digest size.
    out = bytearray(4 * len(state))
    j = 0
    if algo.little_endian:
        for w in state:
            out[j] = w & 255
            out[j + 1] = (w >> 8) & 255
            out[j + 2] = (w >> 16) & 255
            out[j + 3] = w >> 24
            j += 4
    else:
        for w in state:
            out[j] = w >> 24
            out[j + 1] = (w >> 16) & 255
            out[j + 2] = (w >> 8) & 255
            out[j + 3] = w & 255
            j += 4
    size = algo.digest_size
    if size < j:
        del out[size:]
    return bytes(out)


class HASH:
    """A hash object: update() it with bytes, then read digest() or
    hexdigest(); copy() forks it."""

    __slots__ = ('_algo', '_state', '_buf', '_count')

    def __init__(self, algo, state, buf=b'', count=0):
        self._algo = algo
        self._state = state
        self._buf = buf
        self._count = count

    @property
    def name(self):
        return self._algo.name

    @property
    def digest_size(self):
        return self._algo.digest_size

    @property
    def block_size(self):
        return self._algo.block_size

    def __repr__(self):
        return '<%s _hashlib.HASH object @ %#x>' % (self._algo.name, id(self))

    def update(self, data):
        """Update this hash object's state with the provided bytes."""
        if type(data) is not bytes:
            data = _as_bytes(data)
        n = len(data)
        if not n:
            return
        algo = self._algo
        bs = algo.block_size
        self._count += n
        buf = self._buf
        start = 0
        if buf:
            need = bs - len(buf)
            if n < need:
                self._buf = buf + data
                return
            self._state = algo.compress(self._state, buf + data[:need], 0, bs)
            start = need
        end = n - (n - start) % bs
        if end > start:
            self._state = algo.compress(self._state, data, start, end)
        self._buf = data[end:] if end < n else b''

    def digest(self):
        """Return the digest value as a bytes object."""
        algo = self._algo
        return _state_bytes(
            algo, _final_state(algo, self._state, self._buf, self._count))

    def hexdigest(self):
        """Return the digest value as a string of hexadecimal digits."""
        return self.digest().hex()

    def copy(self):
        """Return a copy of the hash object."""
        return HASH(self._algo, self._state, self._buf, self._count)


HASH.__module__ = '_hashlib'


def _new_hash(algo, string):
    h = HASH(algo, algo.iv)
    if string != b'':
        h.update(string)
    return h


def md5(string=b'', *, usedforsecurity=True):
    """Returns a md5 hash object; optionally initialized with a string"""
    return _new_hash(_ALGORITHMS['md5'], string)


def sha1(string=b'', *, usedforsecurity=True):
    """Returns a sha1 hash object; optionally initialized with a string"""
    return _new_hash(_ALGORITHMS['sha1'], string)


def sha224(string=b'', *, usedforsecurity=True):
    """Returns a sha224 hash object; optionally initialized with a string"""
    return _new_hash(_ALGORITHMS['sha224'], string)


def sha256(string=b'', *, usedforsecurity=True):
    """Returns a sha256 hash object; optionally initialized with a string"""
    return _new_hash(_ALGORITHMS['sha256'], string)


def sha384(string=b'', *, usedforsecurity=True):
    """Returns a sha384 hash object; optionally initialized with a string"""
    return _new_hash(_ALGORITHMS['sha384'], string)


def sha512(string=b'', *, usedforsecurity=True):
    """Returns a sha512 hash object; optionally initialized with a string"""
    return _new_hash(_ALGORITHMS['sha512'], string)


algorithms_guaranteed = {'md5', 'sha1', 'sha224', 'sha256', 'sha384',
                         'sha512'}
algorithms_available = set(algorithms_guaranteed)


# OpenSSL 3's other names for them (case does not matter).
for _name in ('sha1', 'sha224', 'sha256', 'sha384', 'sha512'):
    _ALGORITHMS['sha-' + _name[3:]] = _ALGORITHMS[_name]
    if _name != 'sha1':
        _ALGORITHMS['sha2-' + _name[3:]] = _ALGORITHMS[_name]
_ALGORITHMS['ssl3-md5'] = _ALGORITHMS['md5']
_ALGORITHMS['ssl3-sha1'] = _ALGORITHMS['sha1']
del _name


def _find(name):
    # The algorithm of a name, or None.
    algo = _ALGORITHMS.get(name)
    if algo is None:
        algo = _ALGORITHMS.get(name.lower())
    return algo


def _lookup(name):
    if not isinstance(name, str):
        raise TypeError('name must be a string')
    algo = _find(name)
    if algo is None:
        raise ValueError('unsupported hash type ' + name)
    return algo


def new(name, data=b'', **kwargs):
    """new(name, data=b'') - Return a new hashing object using the named
    algorithm; optionally initialized with data (which must be a
    bytes-like object).
    """
    algo = _lookup(name)
    for key in kwargs:
        if key == 'string':
            raise TypeError("argument for new() given by name ('string') "
                            "and position (2)")
        if key != 'usedforsecurity':
            raise TypeError("'%s' is an invalid keyword argument for new()"
                            % key)
    return _new_hash(algo, data)


class UnsupportedDigestmodError(ValueError):
    pass


UnsupportedDigestmodError.__module__ = '_hashlib'


def _buffer_arg(value):
    if isinstance(value, bytes):
        return value
    if isinstance(value, bytearray):
        return bytes(value)
    if not isinstance(value, str):
        tobytes = getattr(value, 'tobytes', None)
        if tobytes is not None:
            return tobytes()
    raise TypeError('a bytes-like object is required, not %r'
                    % type(value).__name__)


def _index(value):
    if isinstance(value, int):
        return int(value)
    index = getattr(type(value), '__index__', None)
    if index is None:
        raise TypeError("'%s' object cannot be interpreted as an integer"
                        % type(value).__name__)
    return index(value)


def pbkdf2_hmac(hash_name, password, salt, iterations, dklen=None):
    """Password based key derivation function 2 (PKCS #5 v2.0) with HMAC
    as pseudorandom function."""
    if not isinstance(hash_name, str):
        raise TypeError("pbkdf2_hmac() argument 'hash_name' must be str, "
                        "not %s" % type(hash_name).__name__)
    password = _buffer_arg(password)
    salt = _buffer_arg(salt)
    iterations = _index(iterations)
    if dklen is not None:
        dklen = _index(dklen)
    algo = _find(hash_name)
    if algo is None:
        raise UnsupportedDigestmodError('[digital envelope routines] '
                                        'unsupported')
    if iterations < 1:
        raise ValueError('iteration value must be greater than 0.')
    if iterations > 0x7FFFFFFF:
        if iterations > 0x7FFFFFFFFFFFFFFF:
            raise OverflowError('Python int too large to convert to C long')
        raise OverflowError('iteration value is too great.')
    size = algo.digest_size
    if dklen is None:
        dklen = size
    if dklen < 1:
        raise ValueError('key length must be greater than 0.')
    if dklen > 0x7FFFFFFF:
        if dklen > 0x7FFFFFFFFFFFFFFF:
            raise OverflowError('Python int too large to convert to C long')
        raise OverflowError('key length is too great.')

    # HMAC with the key's two padded blocks hashed once, up front.
    bs = algo.block_size
    compress = algo.compress
    if len(password) > bs:
        password = _new_hash(algo, password).digest()
    password = password + bytes(bs - len(password))
    inner = compress(algo.iv, bytes([c ^ 0x36 for c in password]), 0, bs)
    outer = compress(algo.iv, bytes([c ^ 0x5C for c in password]), 0, bs)
    order = 'little' if algo.little_endian else 'big'
    # A digest fits one block with its padding: the final block of
    # inner(u) and outer(u) is u + pad, where pad holds the length of
    # one block plus the digest.
    lsize = 8 if algo.little_endian else bs >> 3
    pad = (b'\x80' + bytes(bs - size - 1 - lsize)
           + ((bs + size) << 3).to_bytes(lsize, order))
    out = []
    total = 0
    block = 1
    while total < dklen:
        u = _state_bytes(algo, _final_state(
            algo, inner, salt + block.to_bytes(4, 'big'),
            bs + len(salt) + 4))
        u = _state_bytes(algo, compress(outer, u + pad, 0, bs))
        acc = int.from_bytes(u, 'big')
        for _ in range(iterations - 1):
            u = _state_bytes(algo, compress(inner, u + pad, 0, bs))
            u = _state_bytes(algo, compress(outer, u + pad, 0, bs))
            acc ^= int.from_bytes(u, 'big')
        out.append(acc.to_bytes(size, 'big'))
        total += size
        block += 1
    return b''.join(out)[:dklen]


def file_digest(fileobj, digest, /, *, _bufsize=2**18):
    """Hash the contents of a file-like object. Returns a digest object.

    fileobj must be a file-like object opened for reading in binary
    mode (or have a getbuffer() method, as io.BytesIO has). digest is
    a hash name (as for new()) or a callable returning a hash object.
    """
    if isinstance(digest, str):
        digestobj = new(digest)
    else:
        digestobj = digest()
    getbuffer = getattr(fileobj, 'getbuffer', None)
    if getbuffer is not None:
        digestobj.update(getbuffer())
        return digestobj
    if not (hasattr(fileobj, 'readinto') and hasattr(fileobj, 'readable')
            and fileobj.readable()):
        raise ValueError("'%r' is not a file-like object in binary reading mode."
                         % (fileobj,))
    while True:
        chunk = fileobj.read(_bufsize)
        if not chunk:
            break
        digestobj.update(chunk)
    return digestobj
