import warnings
import random

rng = random.Random(20240611)
ACTIONS = ["error", "ignore", "always", "default", "module", "once"]
class AppWarning(UserWarning): pass
class SubApp(AppWarning): pass
CATS = [Warning, UserWarning, DeprecationWarning, RuntimeWarning, AppWarning, SubApp, FutureWarning]
MSGS = ["alpha", "beta", "Alpha beta", "gamma 3", "delta"]
MODS = ["pkg", "pkg.sub", "other", "__main__"]
FILES = ["pkg.py", "pkg/sub.py", "other.py", "main.py"]

def show(msg):
    print("  show", msg.category.__name__, str(msg.message), msg.filename, msg.lineno)

for round_no in range(40):
    with warnings.catch_warnings(record=True) as log:
        if rng.random() < 0.5:
            warnings.resetwarnings()
        for _ in range(rng.randrange(6)):
            action = rng.choice(ACTIONS)
            kind = rng.randrange(3)
            append = rng.random() < 0.3
            if kind == 0:
                warnings.simplefilter(action, rng.choice(CATS), rng.choice([0, 0, 1, 2]), append)
            else:
                warnings.filterwarnings(action, rng.choice(["", "alpha", "beta", "g.*\\d", "ALPHA"]),
                                        rng.choice(CATS), rng.choice(["", "pkg", "other$", "__main__"]),
                                        rng.choice([0, 0, 1, 3]), append)
        warnings.defaultaction = rng.choice(ACTIONS)
        registries = [{} for _ in FILES]
        print("round", round_no, len(warnings.filters), warnings.defaultaction)
        for _ in range(15):
            i = rng.randrange(len(FILES))
            msg = rng.choice(MSGS)
            cat = rng.choice(CATS)
            if rng.random() < 0.2:
                msg = cat(msg)
            reg = registries[i] if rng.random() < 0.8 else None
            mod = MODS[i] if rng.random() < 0.7 else None
            try:
                warnings.warn_explicit(msg, cat, FILES[i], rng.randrange(1, 4), mod, reg)
            except Warning as e:
                print("  raised", type(e).__name__, e)
            for m in log:
                show(m)
            del log[:]
        for r in registries:
            print("  reg", sorted(repr((k[0], k[1].__name__) + tuple(k[2:])) for k in r if k != "version"))
        print("  once", sorted(repr((k[0], k[1].__name__)) for k in warnings.onceregistry if k != "version"))
    warnings.defaultaction = "default"
