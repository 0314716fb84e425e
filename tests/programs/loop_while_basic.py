# while loops: counting, conditions re-evaluated each time, nested state.
i = 0
while i < 5:
    print(i)
    i += 1
n = 27
steps = 0
while n != 1:
    if n % 2 == 0:
        n = n // 2
    else:
        n = 3 * n + 1
    steps += 1
print("collatz 27:", steps)
x = 1000
while x > 1:
    x = x // 3
print(x)
total = 0
k = 3000
while k:
    total += k
    k -= 1
print(total)
while False:
    print("never")
count = 0
while True:
    count += 1
    if count >= 700:
        break
print(count)
