# TypeError: 'str' object does not support item assignment.
s = "hello"
print(s[0])
s[0] = "j"
