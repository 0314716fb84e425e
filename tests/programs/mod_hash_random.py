import hashlib, random
rng = random.Random(1234)
names = ['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512']
lengths = list(range(0, 260)) + [rng.randrange(260, 3000) for _ in range(20)]
for name in names:
    ctor = getattr(hashlib, name)
    acc = []
    for n in lengths:
        data = bytes(rng.randrange(256) for _ in range(n))
        acc.append(ctor(data).hexdigest())
    print(name, len(acc), acc[0], acc[55], acc[56], acc[64], acc[111], acc[112], acc[128], acc[-1])
    print(hashlib.sha256(''.join(acc).encode()).hexdigest())
# incremental updates with random split points
for name in names:
    out = []
    for trial in range(30):
        data = bytes(rng.randrange(256) for _ in range(rng.randrange(0, 700)))
        h = hashlib.new(name)
        pos = 0
        while pos < len(data):
            step = rng.choice([0, 1, 3, 7, 55, 63, 64, 65, 127, 128, 129, 200])
            h.update(data[pos:pos + step])
            pos += step
            if rng.random() < 0.2:
                c = h.copy()
                out.append(c.hexdigest()[:8])
        assert h.digest() == hashlib.new(name, data).digest()
        out.append(h.hexdigest())
        out.append(h.hexdigest())  # digest does not change the state
    print(name, hashlib.md5(' '.join(out).encode()).hexdigest(), out[-1])
h = hashlib.sha512(b'abc')
print(h.name, h.digest_size, h.block_size, h.digest().hex() == h.hexdigest())
for name in names:
    h = hashlib.new(name.upper(), b'The quick brown fox jumps over the lazy dog')
    print(h.name, h.digest_size, h.block_size, h.hexdigest())
    print(hashlib.new(name, bytearray(b'x' * 1000)).hexdigest())
    print(hashlib.new(name, data=b'').hexdigest())
    print(hashlib.new(name, b'a' * 1000000 if name in ('md5',) else b'a' * 100000).hexdigest())
