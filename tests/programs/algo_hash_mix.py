# Integer hash mixing with shifts, xor and masks kept within 64 bits.
def mix(h, c):
    h = ((h << 5) ^ (h >> 3) ^ c) & 4294967295
    h = (h * 16777619) & 4294967295
    return h

def hash_str(s):
    h = 2166136261
    for ch in s:
        h = mix(h, len(str(ch)) + (1 if ch < "m" else 7))
    return h

h = 0
for i in range(3000):
    h = mix(h, i)
print(h)
print(hash_str("hello world"), hash_str(""), hash_str("zzz"))
