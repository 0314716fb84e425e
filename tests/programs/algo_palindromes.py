# String reversal by indexing and palindrome checks.
def reverse(s):
    out = ""
    i = len(s) - 1
    while i >= 0:
        out += s[i]
        i -= 1
    return out

def is_pal(s):
    i = 0
    j = len(s) - 1
    while i < j:
        if s[i] != s[j]:
            return False
        i += 1
        j -= 1
    return True

for w in ["racecar", "level", "hello", "", "a", "ab", "abba", "abcba", "abca"]:
    print(w, reverse(w), is_pal(w))
count = 0
for n in range(10000):
    if is_pal(str(n)):
        count += 1
print(count)
