import time
def t(f):
    try:
        r = f()
        print('OK', repr(r))
    except Exception as e:
        print(type(e).__name__, e)
print(time.gmtime(0))
print(time.localtime(1e9), time.gmtime(1e9).tm_zone, time.localtime(1e9).tm_zone)
print(time.asctime(time.gmtime(1234567890)), time.ctime(1234567890))
print(time.mktime(time.localtime(1234567890)))
print(time.strftime('%Y-%m-%d %H:%M:%S %a %A %b %B %c %x %X %j %U %W %V %G %g %z %Z %s', time.gmtime(1234567890)))
print(time.strptime('2024-03-05 14:07:09', '%Y-%m-%d %H:%M:%S'))
print(time.timezone, time.altzone, time.daylight, time.tzname)
print(type(time.gmtime(0)), time.struct_time.__name__)
