import hmac, hashlib, random
rng = random.Random(31337)
names = ['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512']
for name in names:
    acc = []
    for klen in list(range(0, 140, 7)) + [63, 64, 65, 127, 128, 129, 200]:
        key = bytes(rng.randrange(256) for _ in range(klen))
        msg = bytes(rng.randrange(256) for _ in range(rng.randrange(0, 300)))
        h = hmac.new(key, msg, name)
        acc.append(h.hexdigest())
        acc.append(hmac.digest(key, msg, name).hex())
        h2 = hmac.new(key, digestmod=getattr(hashlib, name))
        for i in range(0, len(msg), 37):
            h2.update(msg[i:i + 37])
        acc.append(str(h2.digest() == h.digest()))
        acc.append(str(hmac.compare_digest(h2.hexdigest(), h.hexdigest())))
    print(name, len(acc), acc[0], acc[-4], hashlib.sha1(' '.join(acc).encode()).hexdigest())
for name in names:
    for trial in range(3):
        pw = bytes(rng.randrange(256) for _ in range(rng.randrange(0, 150)))
        salt = bytes(rng.randrange(256) for _ in range(rng.randrange(0, 40)))
        it = rng.randrange(1, 40)
        dk = rng.choice([None, 1, 10, 33, 64, 100])
        print(name, it, dk, hashlib.pbkdf2_hmac(name, pw, salt, it, dk).hex())
