vals = [0, 7, -7, 1234567, -1234567, 10**25, -(10**25), 3.5, -1234567.891, 0.0, -0.0, float('inf'), float('nan'), 1e20]
specs = ['', '_', ',', '015,', '015_', '=+15,', '0=15_', '*^20,', '>12', '<12_', '020', '+020_', '#_b', '#015_b', '_x', '#012,d', '#_o', '010,.2f', '015,.3e', 'x^15,', ' 012', '=12', '0<12']
for v in vals:
    for sp in specs:
        try:
            r = format(v, sp)
        except Exception as e:
            r = type(e).__name__ + ': ' + str(e)
        print(repr(v), repr(sp), repr(r))
for s in ['abc', 'é€x', '']:
    for sp in ['', '>10', '^9', '*<7', '.2', '10.1', '€^8']:
        print(repr(s), repr(sp), repr(format(s, sp)))
for f in ['%5d', '%-8x', '%#010x', '%+.5d', '%08.3f', '%c', '%10s', '%-6r', '%.2s', '%05d']:
    for v in [42, -42, 3.25]:
        try:
            r = f % v
        except Exception as e:
            r = type(e).__name__ + ': ' + str(e)
        print(f, v, repr(r))
print('%10b|%-6b' % (b'ab', b'c') if False else '')
print(b'%5b|%-6b|%.1b' % (b'ab', b'c', b'xyz'))
print(b'%5c|%-3c' % (65, b'z'))
for v in [0, 5, -5, 123, 1234, -12345, 123456789, 2.5, -1234.5, 10**12]:
    for w in range(0, 19):
        for g in ['', ',', '_']:
            for t in ['', 'x', 'b', 'o', 'f', 'e'] if isinstance(v, int) else ['', 'f', 'e', 'g']:
                sp = '0%d%s%s' % (w, g, t) if w else '0%s%s' % (g, t)
                try:
                    r = format(v, sp)
                except Exception as e:
                    r = type(e).__name__ + str(e)
                print(sp, repr(r))
                try:
                    r = format(v, '#=+' + str(w) + g + t)
                except Exception as e:
                    r = type(e).__name__ + str(e)
                print(repr(r))
print(repr('%*d' % (-5, 1)), repr('%.*f' % (-3, 1.5)), repr('%-*d|' % (-4, 2)), repr('%0*d' % (-5,3)))
for f in ['%99999999999999999999d', '%.99999999999999999999d', '%.2147483648f', '%9223372036854775808s']:
    try:
        print(f % 1)
    except Exception as e:
        print(type(e).__name__, e)
try:
    print(b'%99999999999999999999d' % 1)
except Exception as e:
    print(type(e).__name__, e)
print('%5.*f|%-*s|' % (2, 3.14159, 6, 'ab'))
