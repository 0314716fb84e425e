# Import failures, as CPython reports them.
try:
    import no_such_module_anywhere
except ModuleNotFoundError as e:
    print(type(e).__name__, e)
try:
    import no_such_module_anywhere.sub
except ImportError as e:
    print(type(e).__name__, e)
try:
    from math import no_such_name
except ImportError as e:
    print(type(e).__name__, str(e).split(" (")[0])
for attempt in range(2):
    try:
        import _imp_fails
    except ValueError as e:
        print("attempt", attempt, type(e).__name__, e)
import sys
print("_imp_fails" in sys.modules)
import _imp_cycle_a
print(_imp_cycle_a.from_b(), _imp_cycle_a._imp_cycle_b.B_VALUE)
try:
    from . import x
except ImportError as e:
    print(type(e).__name__, e)
