# trellis: i64-overflow
# 64-bit int overflow from ** inside a function; (-2) ** 63 still fits.
def power(b, e):
    return b ** e

print(power(2, 62))
print(power(-2, 63))
print(power(2, 63))
print("not reached")
