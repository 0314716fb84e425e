try:
    import logging
except ImportError:
    import logging
import sys

c = logging.getLogger('a.b.c')
print(c.parent is logging.root, c.parent.name)
a = logging.getLogger('a')
print(c.parent is a, a.parent is logging.root)
b = logging.getLogger('a.b')
print(c.parent is b, b.parent is a)
d = logging.getLogger('a.b.c.d.e')
print(d.parent is c)
x = logging.getLogger('a.b.c.d')
print(d.parent is x, x.parent is c)
print(sorted(logging.Logger.manager.loggerDict))
print([type(v).__name__ for k, v in sorted(logging.Logger.manager.loggerDict.items())])
print(logging.getLogger() is logging.root, logging.getLogger('') is logging.root,
      logging.getLogger(None) is logging.root, logging.getLogger('root') is logging.root)
print(logging.getLogger('a.b') is b)
print(a.getChild('b') is b, a.getChild('z.y').name, logging.root.getChild('q').name)
for bad in [5, b'x', ('a',)]:
    try:
        logging.getLogger(bad)
    except TypeError as e:
        print('TypeError', e)
print(logging.getLogger(0) is logging.root)
print(repr(logging.root), repr(a), repr(c))
a.setLevel(logging.ERROR)
print(repr(c), c.getEffectiveLevel(), c.isEnabledFor(logging.WARNING), c.isEnabledFor(logging.ERROR))
c.setLevel(logging.DEBUG)
print(c.getEffectiveLevel(), c.isEnabledFor(logging.DEBUG), d.getEffectiveLevel())
# propagation
class S:
    def __init__(self, tag): self.tag = tag
    def write(self, s): sys.stdout.write(self.tag + ': ' + s)
    def flush(self): pass
ha = logging.StreamHandler(S('A')); a.addHandler(ha)
hb = logging.StreamHandler(S('B')); b.addHandler(hb)
hr = logging.StreamHandler(S('R')); logging.root.addHandler(hr)
ha.setFormatter(logging.Formatter('%(name)s|%(levelname)s|%(message)s'))
d.setLevel(logging.DEBUG)
d.debug('debug from d')
d.error('error from d')
b.propagate = False
d.info('info from d, no propagation past b')
print(b.hasHandlers(), d.hasHandlers(), a.hasHandlers())
b.removeHandler(hb)
print(b.hasHandlers(), d.hasHandlers())
d.warning('nobody sees this except lastResort')
b.propagate = True
hb.setLevel(logging.CRITICAL); b.addHandler(hb); b.addHandler(hb)
print(len(b.handlers))
d.warning('warning: A and R')
d.critical('critical: B, A, R')
ha.setLevel(100)
d.critical('critical: B, R')
logging.root.removeHandler(hr); logging.root.removeHandler(hr)
b.disabled = True
b.critical('b disabled')
d.critical('d still works')
print(b.isEnabledFor(50))
b.disabled = False
logging.disable(logging.CRITICAL)
d.critical('disabled')
print(d.isEnabledFor(50), logging.root.manager.disable)
logging.disable(logging.NOTSET)
d.critical('enabled again')
logging.disable('WARNING')
print(logging.root.manager.disable)
d.warning('no'); d.error('yes')
logging.disable()
print(logging.root.manager.disable)
try:
    logging.disable('BOGUS')
except ValueError as e:
    print(e)
logging.disable(0)
print(logging.root.manager.disable)
