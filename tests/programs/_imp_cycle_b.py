import _imp_cycle_a
B_VALUE = "b"
try:
    from _imp_cycle_a import A_VALUE
except ImportError as e:
    print("in b:", type(e).__name__, str(e).split(" (most")[0])
try:
    _imp_cycle_a.A_VALUE
except AttributeError as e:
    print("in b:", type(e).__name__, e)
