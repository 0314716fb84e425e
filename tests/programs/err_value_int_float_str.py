# ValueError: int() does not accept a float-looking string.
def parse(s):
    return int(s)
print(parse(" 7 "))
print(parse("2.5"))
