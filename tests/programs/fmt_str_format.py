# str.format: auto/manual numbering, keywords, indexing, attribute-free fields, {{ }} escapes.
print("{} {} {}".format(1, "two", 3.0))
print("{0} {1} {0} {2}".format("a", "b", "c"))
print("{name} is {age} years".format(name="Ann", age=30))
print("{0} and {who}".format("me", who="you"), "{} {x} {}".format(1, 2, x="X"))
xs = [10, 20, 30]
d = {"key": "val", "n": 5}
print("{0[1]} {0[2]} {1[key]} {1[n]}".format(xs, d))
print("{d[key]} {xs[0]}".format(d=d, xs=xs), "{0[0][1]}".format([["p", "q"]]))
print("{{}} {{{0}}} {{0}} }}{{".format(7))
print("{:>6}|{:<6}|{:^6}|{:06.2f}|{:+d}|{:x}".format("r", "l", "c", 3.14159, 5, 255))
print("{0:{1}}|{0:>{1}}|{2:.{3}f}|{2:{4}.{3}e}".format("w", 8, 2.718281828, 2, 12))
print("{:{}{}{}}".format(42, "*", "^", 9), "{0:{fill}>{width}}".format("z", fill=".", width=5))
print("{!r} {!s} {!a}".format("é", "é", "é"))
print("{0!r:>10}|{0!a:<10}|".format("ñ"))
print("{:,} {:_b} {:e} {:%} {:g}".format(1234567, 10, 12345.678, 0.256, 1e-9))
print("{} {}".format(True, None), "{:d}".format(True), "{}".format([1, "a"]), "{}".format((1, 2)))
print("{0}{0}{0}".format("ab"), "".format(), "no fields".format(1, 2), "{}".format(""))
print("{:c}{:c}{:c}".format(72, 105, 0x1F600))
print("{0:b} {0:o} {0:x} {0:X} {0:#b} {0:#o} {0:#x}".format(2**70 + 5))
print("{a}-{b}-{a}".format(a=1, b=2), "{0[2]}".format({2: "int"}), "{0[1]}".format((5, 6)))
fmt = "{:>3}. {:<8} {:>7.2f}"
items = [("tea", 2.5), ("coffee", 3.75), ("water", 0.0)]
i = 1
for it in items:
    print(fmt.format(i, it[0], it[1]))
    i += 1
print(format(12345.6789, "{}".format(",.2f")), str.format("{}+{}", 1, 2))
