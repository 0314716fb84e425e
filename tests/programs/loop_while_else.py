# while/else: else runs when the condition becomes false, not after break.
def search(xs, target):
    i = 0
    while i < len(xs):
        if xs[i] == target:
            print("found", target, "at", i)
            break
        i += 1
    else:
        print("not found", target)
    return i

print(search([1, 2, 3], 2))
print(search([1, 2, 3], 5))
print(search([], 1))
n = 0
while n < 3:
    n += 1
else:
    print("else after", n)
while False:
    pass
else:
    print("else of never-run loop")
m = 0
while m < 500:
    m += 1
    if m == 1000:
        break
else:
    print("completed", m)
