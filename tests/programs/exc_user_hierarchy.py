# User-defined exception hierarchies: custom __init__, attributes, __str__,
# catching by base class, and args behaviour.
class AppError(Exception):
    """Base class for application errors."""

class ValidationError(AppError):
    def __init__(self, field, message):
        super().__init__(field, message)
        self.field = field
        self.message = message
    def __str__(self):
        return "%s: %s" % (self.field, self.message)

class NotFound(AppError):
    def __init__(self, kind, key):
        super().__init__("%s %r not found" % (kind, key))
        self.kind, self.key = kind, key

class PermissionDenied(AppError):
    pass

class ReadOnly(PermissionDenied):
    pass

users = {"ann": {"age": 30}}

def update(name, age):
    if name not in users:
        raise NotFound("user", name)
    if name == "root":
        raise PermissionDenied("cannot modify root")
    if not isinstance(age, int) or age < 0:
        raise ValidationError("age", "must be a non-negative int, got %r" % (age,))
    if age > 150:
        raise ReadOnly()
    users[name]["age"] = age
    return "updated"

for name, age in [("ann", 31), ("bob", 1), ("ann", -5), ("ann", "x"), ("ann", 200)]:
    try:
        print(update(name, age))
    except ValidationError as e:
        print("validation:", e, "| field:", e.field, "| args:", e.args)
    except NotFound as e:
        print("not found:", e, "| kind:", e.kind, "| key:", e.key)
    except AppError as e:
        print("app error:", type(e).__name__, repr(e), e.args)
print(users)

print(issubclass(ReadOnly, AppError), issubclass(ReadOnly, Exception), issubclass(AppError, ReadOnly))
print([c.__name__ for c in ReadOnly.__mro__])

# exception with default str and multiple args
class Multi(Exception):
    pass
m = Multi("a", 2, [3])
print(str(m), repr(m), m.args)
print(str(Multi()), repr(Multi()), repr(str(Multi(""))))
print(str(Multi("only")), repr(Multi("only")))

# exceptions are ordinary objects: stored, compared by identity, re-raised
errors = [AppError("one"), ValidationError("f", "two"), NotFound("item", 3)]
for e in errors:
    try:
        raise e
    except AppError as caught:
        print(caught is e, type(caught).__name__, caught)

# catching a base and inspecting the concrete type
def classify(exc):
    try:
        raise exc
    except PermissionDenied as e:
        return "perm:" + type(e).__name__
    except AppError:
        return "app"
print(classify(ReadOnly()), classify(PermissionDenied()), classify(NotFound("x", 1)))
