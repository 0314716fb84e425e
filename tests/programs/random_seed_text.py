# random.seed of str, bytes and bytearray: CPython's sequences (the seed
# int is read straight from the text and its SHA-512).
import random
for seed in ['', 'a', 'hello world', b'', b'\x00', b'\x00\x00\x00\x00\x00abc', bytearray(b'xyz' * 100), 'é' * 33]:
    random.seed(seed)
    print(repr(seed)[:20], random.random(), random.randrange(10**9))
