# An unknown format code for int raises ValueError.
def render(v, spec):
    return format(v, spec)

print(render(42, "x"), render(3.5, ".1f"))
print(render(42, "q"))
print("not reached")
