# ZeroDivisionError from float modulo inside a loop.
x = 10.5
for i in range(5):
    print(x % (2.0 - i))
