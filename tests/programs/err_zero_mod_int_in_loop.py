# ZeroDivisionError from int modulo after 500 loop iterations.
def run():
    total = 0
    for i in range(1000):
        d = 500 - i
        total += 1000 % d
    return total

print("start")
print(run())
