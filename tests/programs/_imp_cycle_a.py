import _imp_cycle_b
A_VALUE = "a"
def from_b():
    return _imp_cycle_b.B_VALUE
