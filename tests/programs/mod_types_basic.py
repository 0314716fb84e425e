import types
import sys

def show(label, fn):
    try:
        r = fn()
        print(label, 'OK', repr(r))
    except Exception as e:
        print(label, type(e).__name__, '|', e)

def f(self, a=1):
    "doc of f"
    return (self, a)
def gen():
    yield 1
class C:
    def m(self): return 'm'
    @classmethod
    def cm(cls): return cls
    @staticmethod
    def sm(): return 'sm'
c = C()
samples = [('func', f), ('lambda', lambda: 0), ('len', len), ('append', [].append), ('sys', sys),
           ('types', types), ('gen', gen()), ('genexp', (x for x in ())), ('code', f.__code__),
           ('None', None), ('NotImplemented', NotImplemented), ('Ellipsis', ...), ('bound', c.m),
           ('classm', C.cm), ('static', C.sm), ('int', 1), ('class', C), ('str.join', str.join),
           ('union', int | str)]
names = ['FunctionType', 'LambdaType', 'CodeType', 'GeneratorType', 'MethodType', 'BuiltinFunctionType',
         'BuiltinMethodType', 'ModuleType', 'NoneType', 'NotImplementedType', 'EllipsisType',
         'MethodDescriptorType', 'UnionType', 'SimpleNamespace', 'MappingProxyType', 'CellType',
         'CoroutineType', 'AsyncGeneratorType', 'TracebackType', 'FrameType']
for label, obj in samples:
    hits = [n for n in names if isinstance(obj, getattr(types, n))]
    print(label, hits)
print(types.FunctionType is types.LambdaType, types.BuiltinFunctionType is types.BuiltinMethodType)
print(type(f) is types.FunctionType, type(gen()) is types.GeneratorType, type(None) is types.NoneType)
print(types.FunctionType, types.CodeType, types.GeneratorType, types.BuiltinFunctionType)
print(types.NoneType, types.NotImplementedType, types.EllipsisType, types.UnionType, types.CellType)
print(types.MethodType, types.ModuleType, types.MappingProxyType, types.SimpleNamespace)
print(types.DynamicClassAttribute, types.new_class.__name__, types.prepare_class.__name__, types.resolve_bases.__name__, types.coroutine.__name__)
print(issubclass(types.FunctionType, object), issubclass(bool, types.FunctionType))
print(isinstance(f.__code__, types.CodeType), f.__code__.co_name)
def outer():
    x = 1
    def inner(): return x
    return inner
print(isinstance(outer().__closure__[0], types.CellType))

# MethodType
b = types.MethodType(f, 5)
show('b()', lambda: b())
show('b(2)', lambda: b(2))
show('b(a=3)', lambda: b(a=3))
show('repr', lambda: repr(b))
show('name', lambda: (b.__name__, b.__qualname__, b.__doc__))
show('func/self', lambda: (b.__func__ is f, b.__self__))
show('eq', lambda: (b == types.MethodType(f, 5), b == types.MethodType(f, 6), b != types.MethodType(f, 5)))
show('hash eq', lambda: hash(b) == hash(types.MethodType(f, 5)))
show('isinstance', lambda: (isinstance(b, types.MethodType), isinstance(c.m, types.MethodType), isinstance(f, types.MethodType)))
show('type name', lambda: type(b).__name__)
show('callable', lambda: callable(b))
show('attr fwd', lambda: b.zz)
show('builtin bound', lambda: types.MethodType(len, 'abcd')())
show('builtin repr', lambda: repr(types.MethodType(len, 'abcd')))
class Obj:
    def __init__(self): self.v = 10
def getv(self, add=0): return self.v + add
o = Obj()
o.getv = types.MethodType(getv, o)
show('monkey', lambda: (o.getv(), o.getv(5)))
show('err1', lambda: types.MethodType(1, 2))
show('err2', lambda: types.MethodType(len, None))
show('err3', lambda: types.MethodType(len))
show('err4', lambda: types.MethodType(len, 1, 2))
show('err5', lambda: types.MethodType(func=len, obj=2))
class Callable:
    def __call__(self, *a): return ('called', a)
show('callable obj', lambda: types.MethodType(Callable(), 'self')(1))

# ModuleType
m = types.ModuleType('mymod', 'the doc')
show('mod', lambda: (repr(m), m.__name__, m.__doc__, m.__package__, m.__loader__, m.__spec__))
m.x = 5
show('mod attr', lambda: m.x)
show('mod missing', lambda: m.nope)
show('mod dict', lambda: sorted(vars(m)))
show('mod isinstance', lambda: (isinstance(m, types.ModuleType), isinstance(sys, types.ModuleType), isinstance(1, types.ModuleType)))
show('mod no doc', lambda: types.ModuleType('z').__doc__)
show('mod kw', lambda: repr(types.ModuleType(name='kw')))
show('mod err', lambda: types.ModuleType(1))
show('mod err2', lambda: types.ModuleType())
show('mod err3', lambda: types.ModuleType('a', 'b', 'c'))
show('mod err4', lambda: types.ModuleType('a', y=1))
m.__file__ = '/x/y.py'
show('mod file repr', lambda: repr(m))
class MyMod(types.ModuleType):
    def hello(self): return 'hello ' + self.__name__
mm = MyMod('sub')
show('submod', lambda: (mm.hello(), isinstance(mm, types.ModuleType), repr(mm)))
