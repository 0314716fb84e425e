# ValueError: could not convert string to float: 'x'.
vals = ["1.5", "2", "x"]
for v in vals:
    print(float(v))
