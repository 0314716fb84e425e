import types

def show(label, fn):
    try:
        r = fn()
        print(label, 'OK', repr(r))
    except Exception as e:
        print(label, type(e).__name__, '|', e)

A = types.new_class('A')
show('A', lambda: (A, A.__name__, A.__qualname__, A.__module__, A.__mro__))
B = types.new_class('B', (A,), {}, lambda ns: ns.update({'x': 1, 'f': lambda self: 'f'}))
show('B', lambda: (B.x, B().f(), issubclass(B, A)))
show('B int', lambda: types.new_class('I', (int,), None, lambda ns: ns.update(double=lambda self: self * 2))(21).double())
class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        ns['made_by'] = 'Meta'
        ns['kw'] = kw
        return super().__new__(mcls, name, bases, ns)
    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)
M = types.new_class('M', (), {'metaclass': Meta, 'flag': True})
show('M', lambda: (type(M).__name__, M.made_by, M.kw))
class WithMeta(metaclass=Meta):
    pass
N = types.new_class('N', (WithMeta,))
show('N', lambda: (type(N).__name__, N.made_by, N.__mro__))
class Prep(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        return {'prepared': (name, kw)}
    def __new__(mcls, name, bases, ns, **kw):
        return super().__new__(mcls, name, bases, dict(ns))
    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)
P = types.new_class('P', (), {'metaclass': Prep, 'opt': 1})
show('P', lambda: P.prepared)
show('prepare_class', lambda: types.prepare_class('X', (), {'metaclass': Prep, 'a': 1})[1:])
show('prepare_class plain', lambda: types.prepare_class('X'))
show('prepare_class base', lambda: types.prepare_class('X', (WithMeta,), None)[0].__name__)
show('prepare_class nontype', lambda: types.prepare_class('X', (), {'metaclass': 5}))
show('prepare_class kwds copy', lambda: (lambda k: (types.prepare_class('X', (), k), k))({'metaclass': type, 'z': 1}))
class M1(type): pass
class M2(type): pass
class C1(metaclass=M1): pass
class C2(metaclass=M2): pass
show('conflict', lambda: types.new_class('Bad', (C1, C2)))
show('conflict prepare', lambda: types.prepare_class('Bad', (C1, C2)))
class M3(M1): pass
class C3(metaclass=M3): pass
show('derived meta', lambda: type(types.new_class('Ok', (C1, C3))).__name__)
show('calc meta', lambda: types._calculate_meta(type, (C1, C3)).__name__)
class Entry:
    def __mro_entries__(self, bases):
        return (dict,)
class Entry2:
    def __mro_entries__(self, bases):
        return (A, B)
class BadEntry:
    def __mro_entries__(self, bases):
        return [int]
e = Entry()
show('resolve none', lambda: types.resolve_bases((int, str)))
bases = (int, str)
show('resolve identity', lambda: types.resolve_bases(bases) is bases)
show('resolve', lambda: types.resolve_bases((e, int)))
show('resolve multi', lambda: types.resolve_bases((Entry2(), e, Entry())))
show('resolve bad', lambda: types.resolve_bases((BadEntry(),)))
show('resolve non-type', lambda: types.resolve_bases((1, 'x')))
D = types.new_class('D', (e,))
show('orig bases', lambda: (D.__mro__, D.__orig_bases__ == (e,)))
show('D()', lambda: D(a=1))

class DCA:
    def __init__(self): self._v = 1
    @types.DynamicClassAttribute
    def value(self):
        "the value"
        return self._v
    @value.setter
    def value(self, v):
        self._v = v
    ro = types.DynamicClassAttribute(lambda self: 'ro')
d = DCA()
show('dca get', lambda: d.value)
d.value = 5
show('dca set', lambda: d.value)
show('dca class', lambda: DCA.value)
show('dca ro set', lambda: setattr(d, 'ro', 1))
show('dca doc', lambda: DCA.__dict__['value'].__doc__)
show('dca overwrite', lambda: DCA.__dict__['value'].overwrite_doc)
show('dca abstract', lambda: DCA.__dict__['value'].__isabstractmethod__)
class MetaGA(type):
    def __getattr__(cls, name):
        return 'class-level ' + name
class WithGA(metaclass=MetaGA):
    @types.DynamicClassAttribute
    def name(self):
        return 'instance-level'
show('dca metaclass', lambda: WithGA().name)
show('unreadable', lambda: types.DynamicClassAttribute(None, None).__get__(d))
g = types.DynamicClassAttribute(lambda self: 1).getter(lambda self: 2)
show('getter', lambda: g.__get__(d))
show('deleter', lambda: types.DynamicClassAttribute(lambda s: 1).deleter(lambda s: None).fdel is not None)

def gen():
    yield 1
show('coroutine gen', lambda: types.coroutine(gen) is gen)
show('coroutine bad', lambda: types.coroutine(1))
show('GenericAlias', lambda: types.GenericAlias(list, int))
show('GenericAlias2', lambda: types.GenericAlias(dict, (str, types.GenericAlias(list, int))))
show('GenericAlias args', lambda: (types.GenericAlias(list, int).__origin__, types.GenericAlias(list, int).__args__))
show('GenericAlias call', lambda: types.GenericAlias(list, int)('ab'))
show('GenericAlias eq', lambda: types.GenericAlias(list, int) == types.GenericAlias(list, (int,)))
show('GenericAlias empty', lambda: types.GenericAlias(tuple, ()))
show('GenericAlias ellipsis', lambda: types.GenericAlias(tuple, (int, ...)))
show('GenericAlias isinstance', lambda: isinstance([], types.GenericAlias(list, int)))
show('GenericAlias mro', lambda: types.new_class('L', (types.GenericAlias(list, int),)).__mro__)
show('MP class_getitem', lambda: types.MappingProxyType[str, int])
for name in ('CoroutineType', 'AsyncGeneratorType', 'FrameType'):
    show(name, lambda: getattr(types, name)())
    def sub():
        class X(getattr(types, name)): pass
    show(name + ' sub', sub)
show('all', lambda: [n for n in types.__all__ if not hasattr(types, n)])
show('all2', lambda: sorted(types.__all__))
def delro():
    del d.ro
show('dca del ro', delro)
class WithDel:
    def __init__(self): self._v = 1
    @types.DynamicClassAttribute
    def v(self): return self._v
    @v.deleter
    def v(self): print('deleting'); del self._v
wd = WithDel()
def delv():
    del wd.v
show('dca del', delv)
show('after del', lambda: hasattr(wd, '_v'))
