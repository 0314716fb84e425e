# UnboundLocalError in a loop: the local is only assigned on a later iteration.
def scan(n):
    total = 0
    for i in range(n):
        if i == 300:
            total += late
        if i > 400:
            late = i
        total += 1
    return total

print(scan(200))
print(scan(1000))
