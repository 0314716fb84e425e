# textwrap: wrapping, filling, shortening, dedent and indent, with CPython's
# word splitting (hyphens, em-dashes, options) and error messages.
import textwrap
from textwrap import TextWrapper, wrap, fill, shorten, dedent, indent

text = ("The well-known e-mail client --- not the state-of-the-art one -- "
        "handles --option and -x flags. Mr. Smith said: \"It works!\" "
        "Supercalifragilisticexpialidocious words\tand tabs\nand newlines "
        "are wrapped too; pre-2000 x-ray co-op ab-cd-ef a-b-c well--known.")

for width in (8, 12, 20, 33, 50, 79):
    print('width', width)
    for line in wrap(text, width):
        print('  |' + line + '|')

print('--- options')
print(wrap(text, 20, break_on_hyphens=False))
print(wrap(text, 15, break_long_words=False))
print(wrap(text, 25, initial_indent='* ', subsequent_indent='    '))
print(wrap('a\tb\tc\td', 10, tabsize=4))
print(wrap('a\tb\tc\td', 10, expand_tabs=False))
print(wrap('one\ntwo\tthree', 30, replace_whitespace=False, expand_tabs=False))
print(wrap('  leading and trailing   ', 10, drop_whitespace=False))
print(wrap('  leading and trailing   ', 10))
print(fill('This is one. This is two! And three? "Quoted." Done.', 30,
           fix_sentence_endings=True))
print(wrap('e.g. this. And Mr. X. Then', 40, fix_sentence_endings=True))

print('--- max_lines and placeholder')
for n in (1, 2, 3, 10):
    print(n, wrap(text, 30, max_lines=n))
print(wrap(text, 30, max_lines=2, placeholder=' ...'))
print(wrap('Hello there, how are you this fine day?', 10, max_lines=2,
           placeholder='~~'))
print(fill('abcdefghijklmnop qrstuvwxyz', 8, max_lines=2))

print('--- shorten')
print(shorten('Hello  world!', width=12))
print(shorten('Hello  world!', width=11))
print(shorten('Hello world!', width=10, placeholder='...'))
print(shorten('   lots    of\n\n  space   here  ', 40))
print(shorten(text, 60))
print(repr(shorten('', 10)))

print('--- hyphens and long words')
for word in ('well-known', 'e-mail', '--option', 'a-b-c-d-e-f', 'x--y',
             'anti-dis-establishment', '----', 'ab-', '-ab', 'ab--cd--ef'):
    print(word, wrap(word + ' ' + word, 6))
print(wrap('x' * 25, 10))
print(wrap('http://example.com/a-very-long-path-name/index', 16))

print('--- TextWrapper')
w = TextWrapper(width=24, initial_indent='> ', subsequent_indent='>> ')
print(w.width, repr(w.initial_indent), w.expand_tabs, w.tabsize,
      w.max_lines, repr(w.placeholder), w.break_on_hyphens)
print(w.fill(text[:120]))
w.width = 40
w.initial_indent = ''
print(w.wrap(text[:120]))
print(len(w.wrap('')), w.wrap('   '))

print('--- errors')
for kwargs in ({'width': 0}, {'width': -5}, {'width': 4, 'max_lines': 1},
               {'width': 5, 'max_lines': 2, 'subsequent_indent': '   '}):
    try:
        print(wrap('some text here', **kwargs))
    except ValueError as e:
        print('ValueError:', e)
try:
    shorten('Hello world', 4)
except ValueError as e:
    print('ValueError:', e)
try:
    TextWrapper(bogus=1)
except TypeError as e:
    print('TypeError:', e)
try:
    dedent(None)
except TypeError as e:
    print('TypeError:', e)

print('--- dedent')
print(repr(dedent('''\
    def hello():
        print("hi")

    hello()
''')))
print(repr(dedent('  a\n    b\n  c')))
print(repr(dedent('\t  x\n\t y\n')))
print(repr(dedent('  x\n  \n  y\n   ')))
print(repr(dedent('no indent\n  here')))
print(repr(dedent(' \ta\n \tb')))

print('--- indent')
print(repr(indent('one\ntwo\n\nthree\n', '  ')))
print(repr(indent('one\r\ntwo\n  \nfour', '# ')))
print(repr(indent('a\n\nb', '+ ', lambda line: True)))
print(repr(indent('keep\nskip\nkeep', '* ', lambda line: 'keep' in line)))
print(sorted(textwrap.__all__))
