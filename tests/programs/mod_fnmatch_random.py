import fnmatch, random
rng = random.Random(12345)
alpha = 'ab*?[]!-^\\&|~.z'
names_alpha = 'ab]-^!.z\\['
count = 0
for i in range(200):
    p = ''.join(rng.choice(alpha) for _ in range(rng.randint(0, 9)))
    t = fnmatch.translate(p)
    names = [''.join(rng.choice(names_alpha) for _ in range(rng.randint(0, 6))) for _ in range(8)]
    res = [fnmatch.fnmatchcase(n, p) for n in names]
    count += sum(res)
    print(repr(p), repr(t), ''.join('1' if r else '0' for r in res))
print(count)
