x = 1
def __getattr__(name):
    if name.startswith("dyn_"):
        return name[4:] * 2
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
