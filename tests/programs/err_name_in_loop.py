# NameError in a loop body that first reaches the bad name at iteration 500.
total = 0
for i in range(1000):
    if i == 500:
        total += not_defined_yet
    total += i
print(total)
