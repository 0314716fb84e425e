# The fields an ImportError carries (the module it failed in), and the
# `__doc__` a class's own namespace holds.
for stmt in ("import no_such_module_here", "import no_such_pkg.sub",
             "from math import no_such_name", "from collections import nope"):
    try:
        if stmt.startswith("import no_such_module_here"):
            import no_such_module_here
        elif stmt.startswith("import no_such_pkg"):
            import no_such_pkg.sub
        elif "math" in stmt:
            from math import no_such_name
        else:
            from collections import nope
    except ImportError as e:
        print(type(e).__name__, repr(e.name), isinstance(e, ModuleNotFoundError))
        if isinstance(e, ModuleNotFoundError):
            print(e.path, e.args, str(e))

e = ImportError("made by hand")
print(e.name, e.path, e.args)
e = ModuleNotFoundError("No module named 'looks_real'")
print(e.name)


class Plain:
    x = 1


class Documented(Plain):
    "The doc."
    y = 2


for c in (Plain, Documented):
    d = c.__dict__
    print(c.__name__, '__doc__' in d, d['__doc__'], list(k for k in d if not k.startswith('__') or k == '__doc__'))
print(Documented.__doc__, Plain.__doc__)
