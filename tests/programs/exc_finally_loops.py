# finally inside loops: continue and break pass through finally, break or
# continue inside finally discards the exception, and a finally that
# advances a while loop's index around a return.
# break and continue through finally
for i in range(5):
    try:
        if i == 1:
            continue
        if i == 3:
            break
        print("loop body", i)
    finally:
        print("  finally for", i)
print("after loop, i =", i)

# break in finally cancels the exception
for i in range(3):
    try:
        raise RuntimeError("in loop")
    finally:
        print("  breaking out of finally, exception dropped")
        break
print("survived")

# continue in finally (allowed since 3.8)
count = 0
for i in range(3):
    try:
        raise KeyError(i)
    finally:
        count += 1
        continue
print("continued past", count, "exceptions")

# finally inside while with return from loop
def find(items, target):
    idx = 0
    while idx < len(items):
        try:
            if items[idx] == target:
                return idx
        finally:
            idx += 1
            print("  checked", idx)
    return -1
print(find(["a", "b", "c"], "b"), find(["a"], "z"))
