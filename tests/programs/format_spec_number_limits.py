# Numbers inside format strings and specs: field indexes, widths and
# precisions too large for CPython's Py_ssize_t, precisions too large for a
# float, and the large ones that are still fine.
for f in ['{0[99999999999999999999]}', '{99999999999999999999}',
          '{9223372036854775807}', '{0[9223372036854775807]}', '{0[0]}{0[00]}']:
    try:
        print(f.format([1]))
    except Exception as e:
        print(type(e).__name__, e)

for spec in ['.3000000000f', '.99999999999999999999f', '99999999999999999999d',
             '.2000000000', '.2000000000s', '.100f', '.100e', '.100g',
             '.1100f', '.1200e', '9223372036854775808', '.9223372036854775808']:
    for v in [1, 1.5, 'ab', 1e300, 1e-300]:
        try:
            r = format(v, spec)
            print(spec, repr(v), 'len', len(r), r[:40], r[-20:])
        except Exception as e:
            print(spec, repr(v), type(e).__name__, e)

# General forms with precisions past a double's exact expansion give the
# same text as with fewer digits; fixed and exponent forms write them all.
for v in [1.5, 1e300, 1e-300, 0.1, 123456.789]:
    for s in ['.2000000000', '.2000000000g', '.1200g', '.1200', '#.1200g', '.400g', '.50000e', '.320g']:
        try:
            r = format(v, s)
            print(s, len(r), r[:30], r[-12:])
        except Exception as e:
            print(s, type(e).__name__, e)
