# ValueError: invalid literal for int() with base 10: 'abc'.
print(int("123"))
print(int("abc"))
