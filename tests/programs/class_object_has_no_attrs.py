# A bare object() has no __dict__: attributes cannot be set on it.
o = object()
try:
    o.name = "x"
except AttributeError as e:
    print("AttributeError:", e)
print(hasattr(o, "name"))


class Open:
    pass


c = Open()
c.name = "ok"
print(c.name)
