class A:
    def who(self): return "A"
class B:
    def who(self): return "B"
a = A(); a.x = 1
print(a.who(), type(a).__name__)
a.__class__ = B
print(type(a).__name__, vars(a), a.who(), isinstance(a, B), a.x)
class State:
    def step(self): self.__class__ = Other; return 1
class Other:
    def step(self): self.__class__ = State; return 2
s = State()
t = 0
for i in range(5000):
    t += s.step()
print(t, type(s).__name__)
try:
    a.__class__ = 5
except TypeError as e:
    print(e)
try:
    a.__class__ = int
except TypeError as e:
    print(e)
class L(list): pass
try:
    a.__class__ = L
except TypeError as e:
    print(e)
try:
    object().__class__ = A
except TypeError as e:
    print(e)
