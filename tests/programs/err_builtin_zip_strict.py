# zip(strict=True) with a shorter second argument raises ValueError.
def pairs(a, b):
    out = []
    for x, y in zip(a, b, strict=True):
        out.append((x, y))
    return out
print(pairs([1, 2], "ab"))
print(pairs([1, 2, 3], "ab"))
