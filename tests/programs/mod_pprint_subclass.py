try:
    import pprint
except ImportError:
    import pprint
import sys

class D(dict): pass
class L(list): pass
class T(tuple): pass
class S(set): pass
class FS(frozenset): pass
class Str(str): pass
class B(bytes): pass
class I(int): pass
class DR(dict):
    def __repr__(self): return 'DR' + dict.__repr__(self)
class LR(list):
    def __repr__(self): return 'LR' + list.__repr__(self)
class IR(int):
    def __repr__(self): return 'IR(%d)' % int(self)

objs = [D(a=list(range(30)), b='x'), L(range(30)), T(range(30)), S(range(30)), FS(range(30)),
        Str('hello world ' * 10), B(b'abcdefgh' * 10), I(123456789), DR(a=list(range(30))),
        LR(range(30)), IR(1234567), [I(10**10), IR(10**10)], {I(5): 'five'}]
for o in objs:
    pprint.pprint(o, width=40)
    pprint.pprint([o], width=40, underscore_numbers=True)
    if type(o) not in (S, FS):  # Trellis core: repr() of set subclasses lacks the class name
        print(pprint.saferepr(o), pprint.isreadable(o))
        print(pprint.pformat(o, depth=1, width=200))

class Obj:
    def __init__(self, n): self.n = n
    def __repr__(self): return 'Obj(%d)' % self.n
class Angle:
    def __repr__(self): return '<Angle>'
pprint.pprint([Obj(i) for i in range(20)], width=30)
pprint.pprint({'k': Angle(), 'j': [Angle()] * 3})
print(pprint.isreadable(Angle()), pprint.isreadable([Obj(1)]), pprint.isreadable({1: Angle()}))

# sorting of mixed keys
pprint.pprint({1: 'a', 'b': 2, None: 3, 2.5: 4, (1, 2): 5, False: 6}, width=20)
pprint.pprint({3, 'a', None, 1.5, (1,)}, width=10)
pprint.pprint({frozenset({1, 2}), frozenset({3})}, width=10)
pprint.pprint(S({'b', 'a'}) | {'c'}, width=5)
pprint.pprint(FS({'b', 'a'}), width=5)
pprint.pprint(frozenset(), width=1)

# streams
class Stream:
    def __init__(self): self.parts = []
    def write(self, s): self.parts.append(s)
st = Stream()
pprint.pprint({'a': list(range(30))}, stream=st, width=20)
print(len(st.parts) > 0, ''.join(st.parts))
print('before')
pprint.pprint('to stdout')
sys.stdout.write('x\n')
pprint.pprint([1, 2], sys.stdout)
pprint.PrettyPrinter(stream=st).pprint(5)
print(st.parts[-2:])
pprint.pp({'b': 1, 'a': 2})
pprint.pp({'b': 1, 'a': 2}, sort_dicts=True)
pprint.pp(list(range(30)), st, 2, 20)
print(''.join(st.parts[-5:]))

# subclass hook
class MyPP(pprint.PrettyPrinter):
    def format(self, object, context, maxlevels, level):
        if isinstance(object, str):
            return object.upper(), True, False
        return pprint.PrettyPrinter.format(self, object, context, maxlevels, level)
print(MyPP(width=20).pformat({'a': ['abc', 'defghijkl', 'mno'], 'b': 'x'}))

# errors
for kw in [dict(indent=-1), dict(depth=0), dict(depth=-3), dict(width=0), dict(indent='3'), dict(width=2.5), dict(indent='x')]:
    try:
        pprint.PrettyPrinter(**kw).pprint([1, 2, 3])
        print('ok', kw)
    except Exception as e:
        print(type(e).__name__, e)
try:
    pprint.pformat([], compact=True, bogus=1)
except TypeError as e:
    print('TypeError')
print(pprint.pformat(list(range(10)), width=-5))
print(sorted(pprint.__all__))
