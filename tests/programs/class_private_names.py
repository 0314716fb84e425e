# Private name mangling: __name inside a class is _Class__name.
class A:
    __x = 1
    def __init__(self):
        self.__y = 2
    def get(self):
        return self.__y, self.__x
class B(A):
    def __init__(self):
        super().__init__()
        self.__y = 3
    def getb(self):
        return self.__y
b = B()
print(b.get(), b.getb(), sorted(vars(b)), A._A__x, hasattr(A, "__x"))
def f():
    __local = 5
    return __local
print(f())
class _Hidden:
    __n = 1
    def get(self):
        return self.__n
print(_Hidden().get(), _Hidden._Hidden__n)
class ___:
    __z = 2
print(___.__dict__["__z"])
class C:
    def __priv(self):
        return "p"
    def call(self):
        return self.__priv()
    def kw(self, __a=1):
        return __a
    def glob(self):
        global __g
        __g = 5
        return __g
print(C().call(), C()._C__priv(), C().kw(), C().glob(), _C__g)
class M:
    def m(self, v):
        match v:
            case {"k": __x}:
                return __x
            case [*__rest]:
                return __rest
        try:
            raise ValueError("e")
        except ValueError as __err:
            return str(__err)
print(M().m({"k": 3}), M().m([1, 2]), M().m(5))
