# Insertion order survives deletes, re-inserts and resizes.
d = {}
for i in range(8):
    d['k%d' % i] = i
print(list(d))
del d['k2']
del d['k5']
print(list(d))
d['k2'] = 'back'
print(list(d))
print(d)
# overwrite keeps position
d['k0'] = 'zero'
print(list(d.items())[:2])
# delete everything, re-add in another order
for k in list(d):
    del d[k]
print(d, len(d))
for k in ['z', 'y', 'x']:
    d[k] = 0
print(d)
# many inserts forcing resizes, with deletes in between
big = {}
for i in range(200):
    big[i * 7 % 200] = i
    if i % 3 == 0:
        del big[i * 7 % 200]
print(len(big))
print(list(big)[:20])
print(list(big)[-10:])
# delete and re-insert a lot of times (dummy entries)
churn = {}
for i in range(1000):
    churn[i % 10] = i
    del churn[i % 10]
    churn[i % 10] = -i
print(churn)
# reinsert deleted keys in reverse
r = {}
for i in range(20):
    r[i] = i
for i in range(0, 20, 2):
    del r[i]
for i in range(18, -1, -2):
    r[i] = 'again'
print(list(r))
