# An exception raised inside a generator body escapes through the for loop
# that consumes it; the traceback shows the generator's frame.
def readings(raw):
    for chunk in raw.split(";"):
        name, value = chunk.split("=")
        yield name, float(value)

def scaled(pairs, k):
    for name, value in pairs:
        yield name.upper(), value * k

print(list(readings("x=1;y=2")))
print(dict(scaled(readings("p=0.5;q=4"), 2)))
try:
    list(readings("a=1;b"))
except ValueError as e:
    print("caught:", e)

total = 0.0
for name, value in readings("a=1.5;b=2.25;c=oops;d=4"):
    total += value
    print(name, value, "running total", total)
print("finished", total)
