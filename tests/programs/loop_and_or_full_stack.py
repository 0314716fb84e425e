# `and` / `or` whose operand fills the frame's whole value stack, in loops
# hot enough for tier 2 (the trace must not need a slot more than the frame).


def first(x):
    return x or 1


def both(a, b):
    if a and b:
        return 1
    return 0


t = 0
for i in range(400):
    t += first(i % 3) + both(i % 2, i % 5)
    c = i % 4
    x = c or 7
    y = c and 9
    t += x + y
print(t)
print([0] * (t % 3 or 2), not (t and []), f"{t % 2 or 'z'}")
