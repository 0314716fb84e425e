import fnmatch
pats = ['*a*b', 'a*', '*', '**', '*.py', '[a-z]*x?', '[!abc]', '[]]', '[!]]', '[', 'a[b',
        '[a-', '[z-a]', '[a-z-0]', '[&&]', '[^x]', '[[x]', '[\\]', '*a*b*c', 'a*b*c*', '[!]',
        '[]', '[a--b]', '[b-a-c]', '', '?', 'a.b', 'a+b(c)', '[-a]', '[a-]', '[!-a]', '[!a-]',
        '[~|]', '[a-c-e-g]', '[c-a-e]', '[---]', '[--]', '[!-]', '*.[ch]', '\\*', 'x*y*', '*x*',
        '[!!]', '[a\\-z]', '[\\-\\]', '*[*]', 'a\nb', '[\n]', '[!--!]', '[!-!]']
for p in pats:
    print(repr(p), repr(fnmatch.translate(p)))
names = ['a', 'ab', 'b', 'aab', 'ba', 'x.py', '.py', 'py', 'abc', 'zx1', ']', '!', '[', 'a[b',
         '-', 'c', '^', '\\', 'a\nb', '\n', '&', '|', '~', 'a.b', 'axb', 'a+b(c)', 'xy', 'x', '*', '.']
for p in pats:
    print(repr(p), [n for n in names if fnmatch.fnmatchcase(n, p)], fnmatch.filter(names, p) == [n for n in names if fnmatch.fnmatch(n, p)])
print(fnmatch.fnmatch('A.PY', '*.py'), fnmatch.fnmatch('a.py', '*.PY'))
print(fnmatch.fnmatchcase(b'abc', b'a*'), fnmatch.filter([b'x.c', b'y.h', b'z'], b'*.[ch]'))
print(fnmatch.translate('\u00e9*'), fnmatch.fnmatch('\u00e9t\u00e9', '\u00e9*'))
print(fnmatch.fnmatch(b'\xff\xfe', b'\xff?'))
for bad in [(1, 'a'), ('a', 1), ('a', b'a'), (b'a', 'a')]:
    try:
        print(fnmatch.fnmatch(*bad))
    except TypeError as e:
        print('TypeError', e)
    try:
        print(fnmatch.fnmatchcase(*bad))
    except TypeError as e:
        print('TypeError', e)
try:
    fnmatch.filter(['a', 1], '*')
except TypeError as e:
    print('TypeError', e)
print(fnmatch.__all__)
import re
rx = re.compile('|'.join(fnmatch.translate(p) for p in ['*.py', '*.txt']))
print([n for n in ['a.py', 'b.txt', 'c.c'] if rx.match(n)])
