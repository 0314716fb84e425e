import random
import time
random.seed(2024)
FMTS = ['%Y-%m-%d %H:%M:%S', '%a %b %d %H:%M:%S %Y', '%c', '%x %X', '%d/%m/%y %I:%M %p', '%A, %B %d, %Y', '%j %Y', '%Y %U %w', '%Y %W %a', '%G-W%V-%u', '%Y%m%dT%H%M%S', '%y %b %d', '%Y-%m-%dT%H:%M:%S%z', '%Y-%m-%d %H:%M:%S %Z']
for i in range(200):
    ts = random.randint(-2208988800, 4102444800)
    st = time.gmtime(ts)
    fmt = random.choice(FMTS)
    s = time.strftime(fmt, st)
    try:
        back = time.strptime(s, fmt)
        r = repr(back) + ' ' + repr(back.tm_zone) + ' ' + repr(back.tm_gmtoff)
        same = tuple(back)[:6] == tuple(st)[:6]
    except ValueError as e:
        r = 'ValueError: %s' % e
        same = None
    print(ts, repr(fmt), repr(s), r, same)
    if i % 50 == 0:
        print(time.strptime(time.asctime(st)), time.strptime(time.ctime(ts)))
        print(time.mktime(time.localtime(ts)) == ts, time.mktime(st) == ts, time.asctime(st) == time.ctime(ts))
