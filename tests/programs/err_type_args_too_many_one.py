# TypeError: g() takes 1 positional argument but 2 were given (singular form).
def g(a):
    return a

def caller():
    return g(1, 2)

print(g(1))
print(caller())
