# Mutual recursion between two functions.
def is_even(n):
    if n == 0:
        return True
    return is_odd(n - 1)

def is_odd(n):
    if n == 0:
        return False
    return is_even(n - 1)

for n in [0, 1, 2, 7, 10, 99, 400]:
    print(n, is_even(n), is_odd(n))

def hofstadter_f(n):
    if n == 0:
        return 1
    return n - hofstadter_m(hofstadter_f(n - 1))

def hofstadter_m(n):
    if n == 0:
        return 0
    return n - hofstadter_f(hofstadter_m(n - 1))

out = []
for n in range(25):
    out.append(hofstadter_f(n))
print(out)
