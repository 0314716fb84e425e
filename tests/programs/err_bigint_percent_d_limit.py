# "%d" formatting of an int with more than 4300 digits hits the conversion limit too.
def show(n):
    return "%d" % n
print(show(2**100), len(show(10**4299)))
print(len("%x" % 10**5000))
print(show(10**5000)[:5])
