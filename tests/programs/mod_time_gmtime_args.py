import time
def t(f):
    try:
        r = f()
        print('OK', repr(r))
    except Exception as e:
        print(type(e).__name__, e)
for f in (time.gmtime, time.localtime, time.ctime):
    print(f.__name__)
    for v in ('x', 1.5, -1.5, -1e-9, float('nan'), float('inf'), -float('inf'), 1e100, 2**63, 2**63-1, 2**62, 2**55, -2**55, 67767976233316800, 67768036191676799, 67768036191676800,-67768040609740800, -67768040609740801, True, 10**20, 253402300799, 253402300800, -62135596800, -62135596801, [1], 1.0e18, 3.7):
        t(lambda: f(v))
    t(lambda: f(1, 2))
class I:
    def __index__(self): return 86400*365
t(lambda: time.gmtime(I()))
