# str.index raises ValueError when the substring is missing.
def locate(hay, needle):
    return hay.index(needle)

s = "hello world"
print(locate(s, "wor"), s.find("xyz"))
print(locate(s, "xyz"))
print("not reached")
