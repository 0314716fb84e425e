# ** past 2**63 inside a function gives a big int; (-2) ** 63 still fits.
def power(b, e):
    return b ** e

print(power(2, 62))
print(power(-2, 63))
print(power(2, 63))
print("done")
