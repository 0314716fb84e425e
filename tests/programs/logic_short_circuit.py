# and / or short-circuit: the right side runs only when needed.
def t(label):
    print("  t", label)
    return True

def f(label):
    print("  f", label)
    return False

def val(label, x):
    print("  val", label)
    return x

print("1:", t(1) and t(2))
print("2:", f(1) and t(2))
print("3:", t(1) or t(2))
print("4:", f(1) or t(2))
print("5:", f(1) or f(2) or t(3) or t(4))
print("6:", t(1) and t(2) and f(3) and t(4))
print("7:", f(1) and t(2) or t(3))
print("8:", t(1) or f(2) and f(3))
print("9:", val("a", 0) or val("b", "") or val("c", []) or val("d", "last"))
print("10:", val("a", 3) and val("b", [1]) and val("c", "x"))
print("11:", not (val("a", 0) and val("b", 1)))
if f("cond") and t("never"):
    print("no")
elif t("elif") or f("never"):
    print("elif taken")
n = 0
i = 0
while i < 10 and val("loop", i) < 3:
    i += 1
print("i =", i)
xs = [5, 0, 7]
k = 0
hits = 0
for j in range(300):
    if j < len(xs) and xs[j] > 0:
        hits += 1
    if j >= len(xs) or xs[j] == 0:
        k += 1
print(hits, k)
