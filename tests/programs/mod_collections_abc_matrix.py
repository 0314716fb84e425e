# isinstance/issubclass of builtins and user classes against every collections.abc ABC.
# isinstance / issubclass of builtins and user classes against every ABC
from collections.abc import *
import collections.abc

ABCS = [getattr(collections.abc, n) for n in collections.abc.__all__]
print(collections.abc.__all__)

def gen():
    yield 1

class Plain: pass
class WithIter:
    def __iter__(self): return iter([])
class WithIterNext:
    def __iter__(self): return self
    def __next__(self): raise StopIteration
class WithLen:
    def __len__(self): return 0
class WithContains:
    def __contains__(self, x): return False
class WithCall:
    def __call__(self): pass
class Unhashable:
    __hash__ = None
class EqOnly:
    def __eq__(self, o): return True
class FullColl:
    def __len__(self): return 0
    def __iter__(self): return iter([])
    def __contains__(self, x): return False
class Rev(FullColl):
    def __reversed__(self): return iter([])
class RevBlocked(Rev):
    __reversed__ = None
class IterBlocked(WithIterNext):
    __iter__ = None
class GenLike(WithIterNext):
    def send(self, v): pass
    def throw(self, *a): pass
    def close(self): pass
class AwaitLike:
    def __await__(self): yield
class CoroLike(AwaitLike):
    def send(self, v): pass
    def throw(self, *a): pass
    def close(self): pass
class AIter:
    def __aiter__(self): return self
class ANext(AIter):
    def __anext__(self): pass
class AGen(ANext):
    def asend(self, v): pass
    def athrow(self, *a): pass
    def aclose(self): pass
class ListSub(list): pass
class DictSub(dict): pass
class TupleSub(tuple): pass
class StrSub(str): pass
class SetSub(set): pass
class FSSub(frozenset): pass
class HashableListSub(list):
    def __hash__(self): return 1
class Meta(type):
    def __len__(cls): return 0

d = {'a': 1}
objs = [
    ('int', 1), ('float', 1.5), ('bool', True), ('None', None), ('str', 'ab'), ('bytes', b'ab'),
    ('bytearray', bytearray(b'ab')), ('list', [1]), ('tuple', (1,)), ('dict', d), ('set', {1}),
    ('frozenset', frozenset({1})), ('range', range(3)), ('slice', slice(1)),
    ('keys', d.keys()), ('values', d.values()), ('items', d.items()),
    ('list_iter', iter([1])), ('tuple_iter', iter((1,))), ('str_iter', iter('ab')), ('ustr_iter', iter('\xe9')),
    ('range_iter', iter(range(2))), ('dict_iter', iter(d)), ('values_iter', iter(d.values())),
    ('items_iter', iter(d.items())), ('set_iter', iter({1})), ('bytes_iter', iter(b'a')),
    ('bytearray_iter', iter(bytearray(b'a'))), ('rev_list', reversed([1])), ('rev_dict', reversed(d)),
    ('rev_str', reversed('ab')), ('zip', zip()), ('map', map(len, [])), ('filter', filter(None, [])),
    ('enumerate', enumerate([])), ('generator', gen()), ('genexp', (x for x in [])),
    ('function', gen), ('lambda', lambda: 0), ('builtin', len), ('method', [].append),
    ('boundmethod', WithCall().__call__), ('class', Plain), ('type', type), ('object', object()),
    ('ellipsis', ...), ('exception', ValueError()),
    ('Plain', Plain()), ('WithIter', WithIter()), ('WithIterNext', WithIterNext()),
    ('WithLen', WithLen()), ('WithContains', WithContains()), ('WithCall', WithCall()),
    ('Unhashable', Unhashable()), ('EqOnly', EqOnly()), ('FullColl', FullColl()), ('Rev', Rev()),
    ('RevBlocked', RevBlocked()), ('IterBlocked', IterBlocked()), ('GenLike', GenLike()),
    ('AwaitLike', AwaitLike()), ('CoroLike', CoroLike()), ('AIter', AIter()), ('ANext', ANext()),
    ('AGen', AGen()),
    ('ListSub', ListSub()), ('DictSub', DictSub()), ('TupleSub', TupleSub()), ('StrSub', StrSub()),
    ('SetSub', SetSub()), ('FSSub', FSSub()), ('HashableListSub', HashableListSub()),
    ('MetaClass', Meta('X', (), {})),
]
for name, o in objs:
    row = ''.join('1' if isinstance(o, A) else '.' for A in ABCS)
    print('%-16s %s' % (name, row))
print()
for name, o in objs:
    t = type(o)
    row = ''.join('1' if issubclass(t, A) else '.' for A in ABCS)
    print('%-16s %s' % (t.__name__, row))
print()
# ABCs among themselves
for A in ABCS:
    print('%-16s %s' % (A.__name__, ''.join('1' if issubclass(A, B) else '.' for B in ABCS)))
