# Subscripting a class: __class_getitem__, or CPython's error.
class A: pass
try:
    A[int]
except TypeError as e:
    print(e)
