# Arguments are evaluated left to right, before the call.
def v(label, x):
    print("arg", label)
    return x

def three(a, b, c):
    print("body", a, b, c)
    return a * 100 + b * 10 + c

print(three(v("a", 1), v("b", 2), v("c", 3)))
print(three(v("x", 1), three(v("y", 2), v("z", 3), 4) % 10, v("w", 5)))
print(v("left", 1) + v("right", 2) * v("mul", 3))
xs = [v("e0", 0), v("e1", 1)]
t = (v("t0", 0), v("t1", 1))
print(xs, t)
ys = [0, 0, 0]
ys[v("index", 1)] = v("value", 5)
print(ys)
print(v("p1", "a"), v("p2", "b"), sep=v("sep", "-"), end=v("end", "!\n"))
