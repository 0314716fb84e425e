# Too many arguments for a % format string.
row = ("a", 1)
print("%s=%d" % row)
print("%s" % ("a", "b"))
print("not reached")
