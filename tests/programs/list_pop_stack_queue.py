# Lists as stacks (pop()) and queues (pop(0)), pop with negative index.
stack = []
for i in range(10):
    stack.append(i)
out = []
while len(stack) > 0:
    out.append(stack.pop())
print(out)
queue = []
for i in range(10):
    queue.append(i * 10)
out = []
while queue:
    out.append(queue.pop(0))
print(out)
xs = [1, 2, 3, 4, 5, 6]
print(xs.pop(-1), xs.pop(-3), xs.pop(2), xs)
work = [1]
processed = 0
while work and processed < 300:
    item = work.pop(0)
    processed += 1
    if item < 200:
        work.append(item * 2)
        work.append(item * 2 + 1)
print(processed, len(work), work[0], work[-1])
