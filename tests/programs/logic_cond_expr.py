# Conditional expressions: only the chosen branch is evaluated.
def say(x):
    print("say", x)
    return x

print(say("yes") if 1 < 2 else say("no"))
print(say("yes") if 1 > 2 else say("no"))
print("a" if 0 else "b" if "" else "c" if [1] else "d")
x = 5
sign = "neg" if x < 0 else "zero" if x == 0 else "pos"
print(sign)
for v in [-3, 0, 4, -0.0, 2.5]:
    print(v, "neg" if v < 0 else "zero" if v == 0 else "pos", (v if v > 0 else -v))
total = 0
for i in range(1000):
    total += i if i % 3 == 0 else -1 if i % 3 == 1 else 2
print(total)
y = (1 if x else 2) + (10 if not x else 20)
print(y)
lst = [1, 2] if x > 3 else (1, 2)
print(lst)
