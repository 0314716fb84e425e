# TypeError: 'tuple' object does not support item assignment.
def set_first(t, v):
    t[0] = v

t = (1, 2)
print(t)
set_first(t, 5)
