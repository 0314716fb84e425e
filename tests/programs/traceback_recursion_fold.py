def f(n):
    return f(n - 1) if n else g()
def g():
    return None.x
f(5)
