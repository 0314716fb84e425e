import time
G = (2024, 3, 5, 14, 7, 9, 1, 65, 0)
def t(f):
    try:
        r = f()
        print('OK', repr(r) if len(repr(r)) < 200 else (len(r), r[:20], r[-20:]))
    except Exception as e:
        print(type(e).__name__, e)
for w in [1000, 1019, 1020, 1022, 1023, 1024, 1025, 1535, 1536, 2000, 2047, 2048, 4096, 10**6, 2**31, 2**40]:
    for c in 'YdaZs%qcz':
        t(lambda: time.strftime('%' + str(w) + c, G))
        t(lambda: time.strftime('ab%' + str(w) + c, G))
        t(lambda: time.strftime('%_' + str(w) + c + 'é', G))
t(lambda: time.strftime('', G))
t(lambda: time.strftime('%', G))
t(lambda: time.strftime('%5', G))
t(lambda: time.strftime('%^_5E', G))
t(lambda: time.strftime('x' * 1023, G))
t(lambda: time.strftime('x' * 1024, G))
t(lambda: time.strftime('%Y' * 600, G))
t(lambda: time.strftime('%c' * 300, G))
t(lambda: time.strftime('%c' * 39, G))
t(lambda: time.strftime('%c' * 40, G))
t(lambda: time.strftime('%c' * 43, G))
t(lambda: time.strftime('é' * 600, G))
t(lambda: time.strftime('%p' * 1000, G))
# lone surrogates: Trellis strings cannot hold them (core gap)
t(lambda: time.strftime('%Y\x00', G))
t(lambda: time.strftime('%Z', time.struct_time(G + ('', 0))))
t(lambda: time.strftime('%Z', time.struct_time(G + ('é', 0))))
t(lambda: time.strftime('%#Z|%^Z|%#^Z|%10Z|%010Z|%-10Z|%_10Z', time.struct_time(G + ('Abc', 0))))
t(lambda: time.strftime('%Z%z', time.struct_time((2024, 3, 5, 14, 7, 9, 1, 65, -1) + ('Abc', 3600))))
for isdst in (-7, -1, 0, 1, 2, 99):
    t(lambda: time.strftime('%s %Z %z', (2024, 3, 5, 14, 7, 9, 1, 65, isdst)))
for tt in [(2024, 2, 31, 0, 0, 61, 0, 1, 0), (1970, 1, 1, 0, 0, 0, 0, 1, 1), (-2147481748, 1, 1, 0, 0, 0, 0, 1, 1), (-2147481748, 1, 1, 0, 0, 0, 0, 1, 0), (2147483647, 12, 31, 23, 59, 61, 0, 1, 0), (1969, 12, 31, 23, 59, 59, 0, 1, 0)]:
    t(lambda: time.strftime('%s|%-s|%_5s|%05s|%5s|%-5s|%^s', tt))
