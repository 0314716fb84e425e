# Objects nested far deeper than the recursion limit: their repr raises
# RecursionError (never a native stack overflow), shallow ones print.
def attempt(name, f):
    try:
        print(name, f())
    except RecursionError as e:
        print(name, "RecursionError", e)

def nest(n, wrap, seed):
    m = seed
    for i in range(n):
        m = wrap(m)
    return m

attempt("map 500", lambda: list(nest(500, lambda m: map(abs, m), [1, -2])))
attempt("exception 500", lambda: repr(nest(500, lambda e: ValueError(e), ValueError(0)))[:24])
attempt("exception 2000", lambda: repr(nest(2000, lambda e: ValueError(e), ValueError(0)))[:24])
attempt("exception 100000", lambda: repr(nest(100000, lambda e: KeyError(e), 0))[:10])
attempt("slice 100000", lambda: repr(nest(100000, lambda s: slice(s), 0))[:10])
attempt("values 100000", lambda: repr(nest(100000, lambda e: {1: e}.values(), 0))[:10])
attempt("items 100000", lambda: repr(nest(100000, lambda e: {"k": e}.items(), 0))[:10])
attempt("list 100000", lambda: len(str(nest(100000, lambda x: [x], 0))))
