# TypeError: h() takes 0 positional arguments but 1 was given.
def h():
    return 1
print(h())
print(h(1))
