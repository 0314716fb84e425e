# RuntimeError: dictionary changed size during iteration.
d = {}
for i in range(5):
    d[i] = i
for k in d:
    d[k] = k * 10
print(d)
for k in d:
    if k == 2:
        d[100] = 0
print('unreachable')
