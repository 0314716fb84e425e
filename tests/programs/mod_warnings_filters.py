import warnings

def outcome(*a, **k):
    try:
        with warnings.catch_warnings(record=True) as log:
            warnings.warn(*a, **k)
        return "shown" if log else "hidden"
    except Warning as e:
        return "raised " + type(e).__name__

# defaults: DeprecationWarning shown only for __main__
for cat in (UserWarning, DeprecationWarning, PendingDeprecationWarning,
            ImportWarning, ResourceWarning, RuntimeWarning, FutureWarning,
            SyntaxWarning, BytesWarning):
    print(cat.__name__, outcome("m", cat))

warnings.filterwarnings("error", "abc")
print(outcome("abcdef"), outcome("ABC"), outcome("xabc"), outcome("ab"))
warnings.filterwarnings("ignore", "abc.*z$", RuntimeWarning)
print(outcome("abcz", RuntimeWarning), outcome("abcz"), outcome("abczz", RuntimeWarning))
warnings.filterwarnings("always", module="__main__")
print(outcome("abc"))
warnings.filterwarnings("error", module="__mai")
print(outcome("q"))
warnings.filterwarnings("ignore", module="other")
print(outcome("q"))
print(len(warnings.filters))
for f in warnings.filters:
    print(f[0], f[1] if f[1] is None else (f[1].pattern, f[1].flags & 2), f[2].__name__, f[3] if f[3] is None or isinstance(f[3], str) else f[3].pattern, f[4])
# duplicates move to the front, appended duplicates are not added
warnings.resetwarnings()
warnings.simplefilter("ignore", UserWarning)
warnings.simplefilter("error", RuntimeWarning)
warnings.simplefilter("ignore", UserWarning)
print([(f[0], f[2].__name__) for f in warnings.filters])
warnings.simplefilter("error", RuntimeWarning, append=True)
warnings.simplefilter("always", append=True)
warnings.simplefilter("always", append=True)
print([(f[0], f[2].__name__) for f in warnings.filters])
warnings.filterwarnings("error", "x", append=True)
warnings.filterwarnings("error", "x", append=True)
print(len(warnings.filters))
print(outcome("x"), outcome("x", RuntimeWarning), outcome("y", DeprecationWarning))
warnings.resetwarnings()
print(warnings.filters)
warnings.defaultaction = "error"
print(outcome("z"))
warnings.defaultaction = "ignore"
print(outcome("z"))
warnings.defaultaction = "default"
# category hierarchy
class Base(UserWarning): pass
class Sub(Base): pass
warnings.simplefilter("error", Base)
print(outcome("s", Sub), outcome("b", Base), outcome("u", UserWarning))
warnings.simplefilter("ignore", Sub)
print(outcome("s", Sub), outcome("b", Base))
# the filter list can be edited by hand
warnings.filters.insert(0, ("error", None, Warning, None, 0))
print(outcome("hand"))
del warnings.filters[0]
print(outcome("hand", Sub))
