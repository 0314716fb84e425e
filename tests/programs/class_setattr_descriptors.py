class P:
    x = property(lambda self: 1)
    def __setattr__(self, n, v):
        raise AttributeError('custom ' + n)
try:
    P().x = 5
except AttributeError as e:
    print(e)
class D:
    def __get__(self, o, c=None): return 1
    def __set__(self, o, v): raise AttributeError('no set')
    def __delete__(self, o): raise AttributeError('no delete')
class C:
    x = D()
for f in (lambda: setattr(C(), 'x', 2), lambda: delattr(C(), 'x')):
    try:
        f()
    except AttributeError as e:
        print(e)
class V:
    def __init__(self):
        self._v = 0
    @property
    def v(self): return self._v
    @v.setter
    def v(self, val): print("setter", val); object.__setattr__(self, "_v", val)
    def __setattr__(self, name, value):
        print("setattr", name)
        super().__setattr__(name, value)
o = V()
o.v = 3
print(o.v, o._v)
class RO:
    @property
    def r(self): return 1
    def __setattr__(self, name, value):
        super().__setattr__(name, value)
try:
    RO().r = 2
except AttributeError as e:
    print(e)
import dataclasses
@dataclasses.dataclass(frozen=True)
class F:
    a: int
f = F(1)
try:
    f.a = 2
except dataclasses.FrozenInstanceError as e:
    print("frozen", e)
