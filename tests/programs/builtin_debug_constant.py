# `__debug__` is True (no -O): a constant the compiler folds, in modules,
# functions, comprehensions and class bodies, and in hot loops.
if __debug__:
    print("debug on", __debug__, type(__debug__).__name__)


def f():
    return __debug__


class C:
    flag = __debug__


print(f(), C.flag, [__debug__ for _ in range(2)], __debug__ is True)
n = 0
for i in range(1000):
    if __debug__ and i % 3 == 0:
        n += 1
print(n)
assert __debug__, "never"
