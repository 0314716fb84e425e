try:
    import logging
except ImportError:
    import logging
import random

rng = random.Random(1234)
directives = 'aAbBcCdDeFgGhHIjklmMnpPrRsStTuUVwWxXyYZ%'
stamps = [0.0, 86399.999, 951782400.25, 1700000123.456789, 1234567890.5, 4102444800.0, 1078012800.0,
          1230768000.0, 1262217600.0, 1293753600.0, 1104537600.0, 1136073600.0, 1167609600.0, 1199145600.0]
for _ in range(40):
    stamps.append(rng.uniform(0, 4e9))
f = logging.Formatter()
for t in stamps:
    r = logging.makeLogRecord({'created': t, 'msecs': int((t - int(t)) * 1000) + 0.0})
    print(f.formatTime(r), f.formatTime(r, '%a %A %b %B %d %e %j %U %W %V %G %g %u %w %p %I %l %k'))
    print(f.formatTime(r, '%c|%x|%X|%D|%F|%T|%R|%r|%C|%y|%s|%h|%z|%Z|%%|%n|%t|'))
for d in directives:
    r = logging.makeLogRecord({'created': 1700000123.456789})
    print(d, repr(f.formatTime(r, '%' + d)), repr(f.formatTime(r, '%-' + d)), repr(f.formatTime(r, '%_' + d)),
          repr(f.formatTime(r, '%0' + d)), repr(f.formatTime(r, '%^' + d)), repr(f.formatTime(r, '%#' + d)),
          repr(f.formatTime(r, '%10' + d)), repr(f.formatTime(r, '%-5' + d)), repr(f.formatTime(r, '%E' + d)),
          repr(f.formatTime(r, '%O' + d)))
r = logging.makeLogRecord({'created': 1700000123.5, 'msecs': 500.0})
for fmt in ['', 'plain', '%', 'x%', '%q', '%Q %v', '%f', '%L', '%Ey', '%Od', '%5', '%-', '%^', 'a%%b', '%%%d']:
    print(repr(fmt), repr(f.formatTime(r, fmt)))
print(f.converter(1700000123.5)[:9] == tuple(f.converter(1700000123.5))[:9], tuple(f.converter(0))[:9])
st = f.converter(951782400)
print(st.tm_year, st.tm_mon, st.tm_mday, st.tm_hour, st.tm_min, st.tm_sec, st.tm_wday, st.tm_yday)
for fmt in ['%5', '%-', '%^', '%5q', '%-5q', '%05q', '%3Ey', '%5Ea', '%_5', '%10', '%^5q', '%010%', '%5%', '%5n', '%^c', '%^10x', '%#p', '%#a', '%#B']:
    print(repr(fmt), repr(f.formatTime(r, fmt)))
