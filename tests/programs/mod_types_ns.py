import types
import copy

def show(label, fn):
    try:
        r = fn()
        print(label, 'OK', repr(r))
    except Exception as e:
        print(label, type(e).__name__, '|', e)

SN = types.SimpleNamespace
ns = SN(a=1, b='two')
show('repr', lambda: repr(ns))
show('str', lambda: str(ns))
show('attrs', lambda: (ns.a, ns.b))
ns.c = [1]
del ns.a
show('after', lambda: ns)
show('missing', lambda: ns.zz)
def delmissing(): del ns.zz
show('del missing', delmissing)
show('eq', lambda: (SN(x=1) == SN(x=1), SN(x=1) == SN(x=2), SN(x=1) != SN(x=1), SN() == SN(), SN(x=1) == {'x': 1}))
show('lt', lambda: SN(x=1) < SN(x=1))
show('hashable', lambda: SN.__hash__ is None)
show('posarg', lambda: SN({'a': 1}))
show('empty', lambda: SN())
show('dict', lambda: vars(SN(q=1)))
show('odd key', lambda: SN(**{'a b': 1, '': 2}))
r = SN(x=1)
r.me = r
show('recursive', lambda: repr(r))
r2 = SN(inner=SN(inner=SN(v=[1, {'k': SN()}])))
show('nested', lambda: repr(r2))
class Sub(SN):
    pass
s = Sub(y=2)
show('sub', lambda: (repr(s), s == SN(y=2), SN(y=2) == s))
show('sub missing', lambda: s.q)
show('copy', lambda: copy.copy(ns))
show('deepcopy', lambda: copy.deepcopy(r2))
show('reduce', lambda: ns.__reduce__())
show('isinstance', lambda: (isinstance(ns, SN), isinstance(s, SN)))
show('setattr/getattr', lambda: (setattr(ns, 'z', 9), getattr(ns, 'z'), hasattr(ns, 'nope'), getattr(ns, 'nope', 'dflt')))
show('ns sorted order', lambda: SN(b=1, a=2))
show('class', lambda: (SN.__name__, SN.__module__, SN.__qualname__))

MP = types.MappingProxyType
d = {'a': 1, 'b': 2}
mp = MP(d)
show('repr', lambda: repr(mp))
show('str', lambda: str(mp))
show('get', lambda: (mp['a'], mp.get('a'), mp.get('z'), mp.get('z', 0)))
show('missing', lambda: mp['z'])
show('len/iter/in', lambda: (len(mp), list(mp), 'a' in mp, 'z' in mp))
show('views', lambda: (list(mp.keys()), list(mp.values()), list(mp.items()), type(mp.keys()).__name__))
show('copy', lambda: (mp.copy(), type(mp.copy()).__name__, mp.copy() is d))
d['c'] = 3
show('live', lambda: (mp, len(mp)))
def setit(): mp['a'] = 5
def delit(): del mp['a']
def setattr_(): mp.x = 1
def ior():
    global mp
    mp |= {}
show('set', setit)
show('del', delit)
show('setattr', setattr_)
show('ior', ior)
show('or', lambda: mp | {'z': 26})
show('ror', lambda: {'z': 26} | mp)
show('or mp', lambda: mp | MP({'q': 1}))
show('eq', lambda: (mp == d, mp == {'a': 1}, d == mp, mp != d))
show('hash', lambda: hash(mp))
show('reversed', lambda: list(reversed(mp)))
show('dict()', lambda: dict(mp))
show('unpack', lambda: {**mp})
show('err list', lambda: MP([1, 2]))
show('err int', lambda: MP(1))
show('err none', lambda: MP())
show('err 2', lambda: MP({}, {}))
show('kw', lambda: MP(mapping={'k': 'v'}))
show('str mapping', lambda: (MP('abc')[1], len(MP('abc'))))
show('nested', lambda: MP(MP({'n': 1})))
show('class', lambda: (MP.__name__, type(mp)))
show('no pop', lambda: mp.pop('a'))
show('no update', lambda: mp.update({}))
from collections.abc import Mapping
show('Mapping', lambda: isinstance(mp, Mapping))
class OrderedLike(dict):
    pass
show('subclass dict', lambda: MP(OrderedLike(x=1)))
def matchit(m):
    match m:
        case {'a': v}:
            return ('matched', v)
        case _:
            return 'no'
show('match', lambda: matchit(mp))
