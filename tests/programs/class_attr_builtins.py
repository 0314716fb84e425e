# hasattr, getattr (with default), setattr, delattr and vars() on instances
# and classes, including attributes named by strings built at run time.
class Config:
    debug = False
    def __init__(self):
        self.name = "app"
        self.port = 8000

c = Config()
print(hasattr(c, "name"), hasattr(c, "debug"), hasattr(c, "missing"))
print(getattr(c, "port"), getattr(c, "debug"), getattr(c, "missing", "fallback"))
print(getattr(c, "missing", None) is None)
try:
    getattr(c, "missing")
except AttributeError as e:
    print("AttributeError:", e)

setattr(c, "port", 9000)
setattr(c, "new_field", [1, 2])
print(c.port, c.new_field, sorted(vars(c)))

for i in range(3):
    setattr(c, "opt%d" % i, i * i)
print([getattr(c, "opt%d" % i) for i in range(3)])

delattr(c, "opt1")
print(hasattr(c, "opt1"), sorted(vars(c)))
try:
    delattr(c, "opt1")
except AttributeError as e:
    print("AttributeError:", e)

# deleting an instance attribute reveals the class attribute again
c.debug = True
print(c.debug, Config.debug)
delattr(c, "debug")
print(c.debug)
try:
    del c.debug
except AttributeError as e:
    print("AttributeError:", e)

# getattr on methods returns bound methods that can be called
class Calc:
    def add(self, a, b):
        return a + b
    def mul(self, a, b):
        return a * b
calc = Calc()
for op in ["add", "mul", "pow"]:
    fn = getattr(calc, op, None)
    print(op, fn(3, 4) if fn else "unsupported")

# hasattr swallows only AttributeError raised by a property
class Tricky:
    @property
    def ok(self):
        return 1
    @property
    def missing(self):
        raise AttributeError("computed missing")
    @property
    def broken(self):
        raise ValueError("really broken")
tk = Tricky()
print(hasattr(tk, "ok"), hasattr(tk, "missing"), getattr(tk, "missing", "default"))
try:
    hasattr(tk, "broken")
except ValueError as e:
    print("ValueError:", e)

# vars() lists the instance's attributes
setattr(c, "injected", "yes")
print(c.injected)
print(sorted(vars(c).items()))
