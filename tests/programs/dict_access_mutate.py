# d[k], d[k]=v, del d[k], in, not in, len.
d = {'a': 1}
d['b'] = 2
d['c'] = 3
print(d['a'], d['b'], d['c'], len(d))
d['a'] = 100
print(d, len(d))
del d['b']
print(d, len(d))
print('a' in d, 'b' in d, 'b' not in d, 'z' not in d)
d['b'] = 22
print(d)
d[5] = 'five'
d[(1, 'x')] = 'tuple'
print(d[5], d[(1, 'x')], d[1, 'x'])
d[1, 'x'] = 'changed'
print(d)
n = {}
for i in range(10):
    n[i] = i * i
print(n)
for i in range(0, 10, 3):
    del n[i]
print(n, len(n))
total = 0
for k in n:
    total += n[k]
print(total)
c = {}
for ch in 'mississippi':
    if ch in c:
        c[ch] += 1
    else:
        c[ch] = 1
print(c)
c['s'] -= 4
print(c)
c['m'] *= 10
print(c)
lst = [0, 0, 0]
m = {'l': lst}
m['l'][1] = 9
print(m, lst)
