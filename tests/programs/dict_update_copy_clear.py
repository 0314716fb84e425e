# update with dict / pairs / kwargs; copy; clear.
d = {'a': 1, 'b': 2}
d.update({'b': 20, 'c': 30})
print(d)
d.update([('d', 4), ('a', 10)])
print(d)
d.update(e=5, a=100)
print(d)
d.update({'f': 6}, g=7)
print(d)
d.update()
print(d)
d.update((('h', 8),))
print(d)
d.update(zip(['i', 'j'], [9, 10]))
print(d)
# copy is shallow
orig = {'list': [1, 2], 'n': 1}
cp = orig.copy()
cp['n'] = 2
cp['list'].append(3)
print(orig, cp)
print(orig == cp, orig is cp)
cp2 = dict(orig)
print(cp2 == orig)
# clear empties in place, aliases see it
alias = orig
orig.clear()
print(orig, alias, len(alias))
orig['again'] = 1
print(alias)
# clear then reuse a lot
r = {}
for rnd in range(3):
    for i in range(50):
        r[i * rnd] = i
    print(len(r), list(r)[:5])
    r.clear()
print(r)
# update with itself
s = {1: 1, 2: 2}
s.update(s)
print(s)
