try:
    import logging
except ImportError:
    import logging

cases = [
    ('%', '%(message)s'), ('%', 'plain text'), ('%', '%(message)'), ('%', '%(message)z'),
    ('%', '%(message)-10.5s'), ('%', '%(a)#0+ -10.3f'), ('%', '%(a)*d'), ('%', '%(a).*d'),
    ('%', '%()s'), ('%', '%(a b)s'), ('%', '%s'), ('%', '%(a)S'), ('%', '%(a)%'), ('%', '%(a).d'),
    ('%', '%(a)5.x %(b)s'), ('%', '%(é)s'), ('%', '%(a)10'), ('%', '%(x)X'),
    ('{', '{message}'), ('{', 'no fields'), ('{', '{}'), ('{', '{0}'), ('{', '{a.b}'), ('{', '{a[0]}'),
    ('{', '{a.}'), ('{', '{a[]}'), ('{', '{a-b}'), ('{', '{a!x}'), ('{', '{a!r}'), ('{', '{a!s:>10}'),
    ('{', '{a:>10}'), ('{', '{a:*^10.3f}'), ('{', '{a:zz}'), ('{', '{a:{b}}'), ('{', '{a:.{p}f}'),
    ('{', '{a'), ('{', 'a}'), ('{', '{a}}'), ('{', '{{a}}'), ('{', '{a!'), ('{', '{a!r'), ('{', '{a!rx}'),
    ('{', '{a:'), ('{', '{a[0}'), ('{', '{a{b}}'), ('{', '{a:,d}'), ('{', '{a:_x}'), ('{', '{a:+#010.2%}'),
    ('{', '{a:<<5}'), ('{', '{a:=5}'), ('{', '{a:5<}'), ('{', '{a:bb}'), ('{', '{a:X}'),
    ('$', '${message}'), ('$', 'nothing'), ('$', '$'), ('$', '$message $'), ('$', '$$'), ('$', '$$ $a'),
    ('$', '${a'), ('$', '${1a}'), ('$', '$1a'), ('$', '$a_1b'), ('$', '${a}b'),
    ('x', '%(message)s'), ('', ''), ('%', ''), ('{', ''), ('$', ''),
]
for style, fmt in cases:
    try:
        f = logging.Formatter(fmt, style=style)
        print('OK', style, repr(fmt), repr(f._fmt))
    except ValueError as e:
        print('ValueError', style, repr(fmt), e)
    except Exception as e:
        print(type(e).__name__, style, repr(fmt), e)
# validate=False allows anything
print(logging.Formatter('no fields', style='{', validate=False)._fmt)
print(logging.Formatter('bad $', style='$', validate=False)._fmt)
