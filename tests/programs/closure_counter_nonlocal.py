# Counters and accumulators built with nonlocal; each closure has its own cell.
def make_counter(start=0, step=1):
    count = start
    def tick():
        nonlocal count
        count += step
        return count
    return tick

a = make_counter()
b = make_counter(100, 10)
print(a(), a(), a())
print(b(), b())
print(a(), b())

def make_account(balance):
    history = []
    def deposit(amount):
        nonlocal balance
        balance += amount
        history.append(("dep", amount))
        return balance
    def withdraw(amount):
        nonlocal balance
        if amount > balance:
            history.append(("refused", amount))
            return balance
        balance -= amount
        history.append(("wd", amount))
        return balance
    def report():
        return balance, list(history)
    return deposit, withdraw, report

dep, wd, rep = make_account(50)
print(dep(25), wd(100), wd(30), dep(5))
print(rep())

# nonlocal in a nested-nested function reaches the nearest enclosing binding
def outer():
    x = "outer"
    def middle():
        x = "middle"
        def inner():
            nonlocal x
            x = "set by inner"
        inner()
        return x
    m = middle()
    return x, m
print(outer())

# without nonlocal, assignment creates a local and reading first fails
def broken():
    n = 0
    def bump():
        n += 1
        return n
    return bump
try:
    broken()()
except UnboundLocalError as e:
    print("UnboundLocalError:", e)

# a running average
def averager():
    total = 0
    count = 0
    def add(v):
        nonlocal total, count
        total += v
        count += 1
        return total / count
    return add
avg = averager()
print([avg(v) for v in (10, 20, 30, 40)])
