# Float formats past 65,535 digits of precision (Rust's own formatting
# stops there): the exact expansion, then zeros, as CPython prints them.
values = [1.0, 0.1, 1 / 3, -2.5e-300, 1e300, 5e-324, 123.456]
specs = [".70000f", ".66000e", ".2000g", ".70000%", "#.70000g", ".1200e"]
for v in values:
    for spec in specs:
        s = format(v, spec)
        print(spec, len(s), s[:24], s[-24:])
print(len("%.100000f" % 2.5), ("%.100000f" % 2.5)[-3:])
print(len("{:.80000e}".format(7.0)), "{:.80000e}".format(7.0)[-6:])
print(len(f"{0.5:.70000f}"))
print(round(2.675, 2), round(1e-320, 320), round(0.5, 323))
