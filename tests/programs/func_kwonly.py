# Keyword-only parameters after * and after *args.
def connect(host, *, port=80, secure=False):
    scheme = "https" if secure else "http"
    return "%s://%s:%d" % (scheme, host, port)

print(connect("example"))
print(connect("example", port=8080))
print(connect("example", secure=True, port=443))
try:
    connect("example", 8080)
except TypeError as e:
    print("TypeError:", e)

def required_kw(a, *, b, c=3):
    return a + b + c

print(required_kw(1, b=2))
print(required_kw(1, c=10, b=2))
try:
    required_kw(1)
except TypeError as e:
    print("TypeError:", e)

def two_required(*, x, y):
    return x * y
try:
    two_required()
except TypeError as e:
    print("TypeError:", e)
print(two_required(y=3, x=4))

def gather(*items, sep=", ", end="."):
    return sep.join(str(i) for i in items) + end

print(gather(1, 2, 3))
print(gather(1, 2, 3, sep="|"))
print(gather(end="!"))
print(gather("a", "b", sep="", end=""))

print(connect.__kwdefaults__)
print(required_kw.__kwdefaults__)
print(two_required.__kwdefaults__)
print(connect.__defaults__)

# kw-only with **kwargs after
def opts(name, *, verbose=False, **extra):
    return name, verbose, sorted(extra.items())

print(opts("x"))
print(opts("x", verbose=True, color="red", size=3))
