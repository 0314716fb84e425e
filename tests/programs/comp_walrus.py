# The walrus operator := in while loops, if tests and comprehension filters.
data = [5, 3, 8, 0, 7, 2]
idx = 0
while (value := data[idx]) != 0:
    print("value", value)
    idx += 1
print("stopped at index", idx, "value", value)

# consuming chunks
stream = list(range(11))
while chunk := stream[:4]:
    print("chunk", chunk)
    stream = stream[4:]
print("left", stream, "last chunk", chunk)

# reading from an iterator until a sentinel
it = iter(["a", "b", "", "c"])
while (line := next(it)) != "":
    print("line", line)
print("rest", list(it))

# in a comprehension condition, reusing a computed value
def cost(n):
    return n * n - 10

print([c for n in range(8) if (c := cost(n)) > 0])
print([(n, r) for n in range(20) if (r := n % 7) == 3])

# the walrus target remains visible after the comprehension
values = [y for x in [1, 4, 9, 16] if (y := x // 2) > 1]
print(values, y)

# in if/elif chains
def classify(s):
    if (n := len(s)) > 5:
        return "long(%d)" % n
    elif n == 0:
        return "empty"
    return "short(%d)" % n
print([classify(s) for s in ["", "abc", "abcdefgh"]])

# walrus in a function call argument and in an expression
print((total := 10) + total, total)
print([(a := 2) * a, a])

# collatz steps with walrus
n = 27
steps = 0
while (n := (n // 2 if n % 2 == 0 else 3 * n + 1)) != 1:
    steps += 1
print("steps", steps + 1)

# any() with walrus captures the witness
nums = [4, 9, 15, 21, 22]
if any((witness := v) % 5 == 0 for v in nums):
    print("first multiple of 5:", witness)
if not any((w2 := v) > 100 for v in nums):
    print("none over 100; last checked", w2)

# walrus inside a nested function binds locally there
def count_long(words):
    count = 0
    for w in words:
        if (l := len(w)) > 3:
            count += 1
    return count, l
print(count_long(["tree", "a", "house", "ox"]))
