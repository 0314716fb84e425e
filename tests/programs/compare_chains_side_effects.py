# Chained comparisons evaluate each middle operand once and short-circuit.
def v(label, x):
    print("eval", label)
    return x

print(v("a", 1) < v("b", 2) < v("c", 3))
print(v("a", 3) < v("b", 2) < v("c", 1))
print(v("a", 1) < v("b", 2) > v("c", 0) == v("d", 0))
print(v("a", 1) == v("b", 1) == v("c", 2) == v("d", 2))
print(v("a", 5) > v("b", 4) >= v("c", 4) != v("d", 9) < v("e", 10))
print(1 < 2 < 3 < 4 < 5, 1 < 3 < 2 < 4, 5 > 3 > 1 > -1, 1 <= 1 < 2 <= 2)
x = 5
print(0 <= x < 10, 0 <= x < 5, x == 5 == 5.0, 1 < x > 3, 10 > x < 6)
count = 0
for i in range(-3, 15):
    if 0 <= i < 10 and not 3 < i <= 6:
        count += 1
print(count)
