# shlex: split, quote, join and the shlex class.
import shlex
print(shlex.__all__)
cases = ['', ' ', 'a b c', '  a   b  ', 'a"b"c', "a'b'c", '"a b" \'c d\'', r'a\ b', r'"a\"b"', r"'a\'b", r"'a\b'", r'"a\b"', r'"a\\b"', r'a\\b', r'"a\$b"',
         '""', "''", 'a "" b', "a '' b", '"" ""', 'a#b c', 'a #b c', '#x\ny', 'a;b', 'a|b&&c', 'a\nb\tc\rd', 'é ß Ü', 'x=1 y=$HOME', '~/foo *.py ?',
         '"a"\'b\'c', r'\"', r"\'", '\\\n', 'a\\\nb', '(a)', '"unterminated', "'unterminated", 'trailing\\', '"a\\', 'ok "a\\"']
for c in cases:
    for comments in (False, True):
        for posix in (True, False):
            try:
                r = shlex.split(c, comments=comments, posix=posix)
            except ValueError as e:
                r = 'ValueError: %s' % e
            print(ascii(c), comments, posix, ascii(r))
for v in ['', 'a', 'a b', "it's", 'é', '@%+=:,./-', 'a_b', '$x', '"', "'", '\n', 'a\tb', 0, None, b'']:
    print(ascii(v), ascii(shlex.quote(v)))
for v in [b'abc', 5, 1.5]:
    try:
        shlex.quote(v)
    except TypeError as e:
        print('TypeError', e)
print(shlex.join(['a b', '', "it's", 'plain']))
print(shlex.join([]))
print(shlex.join(('x',)))
for cmd in ['ls -l "my file"', "echo 'a b' c\\ d", 'a>b 2>&1 | tee x; (cd y && z)']:
    print(ascii(shlex.split(shlex.join(shlex.split(cmd)))))


def toks(lex, limit=200):
    out = []
    for _ in range(limit):
        try:
            t = lex.get_token()
        except ValueError as e:
            out.append('ValueError:%s' % e)
            break
        out.append((t, lex.lineno))
        if t == lex.eof:
            break
    return out

l = shlex.shlex('a b')
print(ascii(l.wordchars), repr(l.eof), l.state, l.infile, l.lineno, l.debug, list(l.pushback), list(l.filestack), l.source, repr(l.punctuation_chars), ascii(l.whitespace), l.escapedquotes, l.escape, l.quotes, l.commenters, l.whitespace_split, l.posix, repr(l.token))
l = shlex.shlex('a b', posix=True)
print(ascii(l.wordchars), repr(l.eof))
for pc in [True, '();', 'a~', '', False, ['(', ')']]:
    l = shlex.shlex('x', posix=True, punctuation_chars=pc)
    print(ascii(l.wordchars), repr(l.punctuation_chars))
try:
    l.punctuation_chars = 'x'
except AttributeError:
    print('AttributeError')

src = 'foo bar# comment\n"quoted str" \'single\' a+b=c\nx\\ y  end;(p|q)&&r>>s 12.5 -opt --long=val ~/x *.c'
for posix in (False, True):
    for pc in (False, True):
        for ws in (False, True):
            for com in ('#', ''):
                l = shlex.shlex(src, posix=posix, punctuation_chars=pc)
                l.whitespace_split = ws
                l.commenters = com
                print(posix, pc, ws, ascii(com), ascii(toks(l)))

# push_token / read_token / iteration
l = shlex.shlex('one two three', posix=True)
print(l.get_token())
l.push_token('pushed')
l.push_token('pushed2')
print(l.get_token(), l.get_token(), l.read_token(), list(l))
print(repr(l.get_token()), repr(l.read_token()), l.state)
l = shlex.shlex('a b')
print(next(l), l.get_token(), repr(l.get_token()), repr(l.read_token()), l.state)
print(iter(l) is l)
# errors and state after
for s, posix in [('"abc', True), ("'abc", True), ('abc\\', True), ('"abc', False), ('x "a\\', True)]:
    l = shlex.shlex(s, posix=posix)
    l.whitespace_split = True
    try:
        print(list(l))
    except ValueError as e:
        print('ValueError', e, repr(l.state), repr(l.token))
# file-like object
class Reader:
    def __init__(self, text):
        self.text = text
        self.pos = 0
        self.closed = 0
    def read(self, n=-1):
        if n < 0:
            n = len(self.text)
        r = self.text[self.pos:self.pos + n]
        self.pos += len(r)
        return r
    def readline(self):
        i = self.text.find('\n', self.pos)
        end = len(self.text) if i < 0 else i + 1
        r = self.text[self.pos:end]
        self.pos = end
        return r
    def close(self):
        self.closed += 1
r = Reader('alpha "beta gamma" # c\ndelta')
l = shlex.shlex(r, 'myfile', posix=True)
print(l.infile, list(l), l.lineno, l.error_leader(), l.error_leader('f', 7))
# push_source / pop_source
l = shlex.shlex('a b c', posix=True)
print(l.get_token())
r2 = Reader('inner1 inner2')
l.push_source(r2, 'inner')
print(l.infile, l.lineno)
print(list(l), r2.closed, l.infile)
l = shlex.shlex('a b c')
l.push_source('x\ny')
print(l.get_token(), l.get_token(), l.lineno, l.get_token(), l.lineno, l.get_token())
l = shlex.shlex('a b', posix=True)
l.push_source('x y')
l.get_token()
l.pop_source()
print(list(l))
# lineno counting
l = shlex.shlex('a\nb\n\nc # x\n d "e\nf" \\\ng', posix=True)
print(ascii(toks(l)))
l = shlex.shlex('a\nb\n\nc # x\n d "e\nf"\ng')
print(ascii(toks(l)))
# custom settings
l = shlex.shlex('a:b:c d', posix=True)
l.whitespace = ':'
l.whitespace_split = True
print(list(l))
l = shlex.shlex("a|b|c 'x|y' ^z", posix=True)
l.quotes = "'^"
l.escape = '|'
print(ascii(toks(l)))
l = shlex.shlex('a "b\\"c" \'d\\\'', posix=True)
l.escapedquotes = '"\''
print(ascii(toks(l)))
l = shlex.shlex('abc;def ghi', posix=False)
l.commenters = ';'
print(ascii(toks(l)))
l = shlex.shlex('ab#c\nde f', posix=False)
print(ascii(toks(l)))
l = shlex.shlex('ab#c\nde f', posix=False, punctuation_chars=True)
print(ascii(toks(l)))
l = shlex.shlex('a && b || c ; d;; e (f) <g >h >>i <<j |& k', punctuation_chars=True, posix=True)
print(list(l))
l = shlex.shlex('a && b || c ; d', punctuation_chars='&|', posix=True)
l.whitespace_split = True
print(list(l))
l = shlex.shlex('~/a.txt --x=y "q;r" s\\;t', punctuation_chars=True, posix=True)
l.whitespace_split = True
print(list(l))
print(shlex.split('a "b  c"   d # e', comments=True))
print(shlex.split('a "b  c"   d # e'))
print(list(shlex.shlex('a"b c"d e', posix=True)))
print(list(shlex.shlex('a"b c"d e')))
print(list(shlex.shlex("don't", posix=True)) if False else 'skip')
