# Globals rebound inside loops and inside functions using `global`.
counter = 0
limit = 10

def tick():
    global counter
    counter += 1

def read_limit():
    return limit

for i in range(500):
    tick()
print(counter)
for i in range(5):
    limit = limit * 2
    print(read_limit(), end=" ")
print()
total = 0
def add_to_total(x):
    global total
    total = total + x
    return total

i = 0
while i < 1000:
    add_to_total(i)
    i += 1
print(total)
scale = 1
def scaled(x):
    return x * scale
acc = 0
for i in range(300):
    if i == 150:
        scale = 10
    acc += scaled(1)
print(acc)
def set_both(a, b):
    global counter, limit
    counter = a
    limit = b
set_both(-1, "str")
print(counter, limit)
