# f-strings: conversions, nested specs, = debug form, escapes.
x = 3.14159
w = 10
p = 3
name = "Zoë"
n = 42
print(f"{name} {name!r} {name!s} {name!a}")
print(f"{'quote' + chr(39)!r} {'dq' + chr(34)!r} {chr(10)!r}")
print(f"[{x:{w}.{p}f}] [{x:<{w}.{p}e}] [{n:{'^'}{w}}] [{n:{w}d}] [{name:*^{w}}]")
print(f"{x=} {n=} {name=} {n + 1=} {x=:.2f} {name=!s} {n = }")
print(f"{{literal}} {{{n}}} {n}{n} {'}'} {n!r:>5}")
print(f"{n:x} {n:#o} {n:b} {-n:+d} {n:08.3f} {n/7:.3}")
print(f"{[1, 2, 3]} {(1, 'a')} {dict([('k', 'v')])} {None} {True:d} {True}")
print(f"{3 if n > 10 else 4} {n * 2:>{w // 2}} {'abc'[1]} {'abc'[::-1]}")
print(f"" == "", f"{''}", f"{1}{2}{3}", f"a" f"b{n}" "c")
print(f"""triple {n}
second line {name!r}""")
rows = [("alpha", 1.5, 10), ("beta", 22.25, 200), ("gamma", 333.125, 3000)]
for r in rows:
    print(f"{r[0]:<8}|{r[1]:>10.2f}|{r[2]:>6,}|{r[2]:#x}")
i = 0
acc = ""
while i < 12:
    acc += f"{i:02d}:{i * i:<4}"
    i += 1
print(acc)
print(f"{'é'!a} {'日本'!r:>8} {name!r:^9}|")
print(f"{3.0} {1e20} {1e-7} {-0.0} {float('inf')} {float('nan')} {2**100}")
