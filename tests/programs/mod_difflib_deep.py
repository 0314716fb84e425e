import difflib
# A replace block of similar lines: _fancy_replace recurses once per pair.
for n in (50, 200, 300):
    a = ['line %d abcdefgh\n' % i for i in range(n)]
    b = ['line %d abcdefgX\n' % i for i in range(n)]
    try:
        d = list(difflib.ndiff(a, b))
        print(n, len(d), d[:4], d[-4:])
    except RecursionError:
        print(n, 'RecursionError')
