# str() of an int with more than 4300 digits hits CPython's conversion limit.
def digits(n):
    return len(str(n))
print(digits(10**4299))
print(digits(10**4299 * 9))
x = 10**5000
print(x.bit_length())
print(digits(x))
