"""The corpus's way of showing a call's result or the error it raised
(imported by the module tests)."""


def show(label, f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(label, '!!', type(e).__name__, str(e))
        return None
    print(label, repr(r))
    return r
