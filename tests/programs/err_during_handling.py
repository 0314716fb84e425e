# An exception raised while handling another: CPython prints both, joined by
# "During handling of the above exception, another exception occurred".
def average(values):
    try:
        return sum(values) / len(values)
    except ZeroDivisionError:
        print("empty input, reporting", values[0])
        return 0

def safe_average(values):
    try:
        return average(values)
    except IndexError:
        return "no data"

print(average([2, 4, 9]))
print(average([1]))
print(safe_average([]))
print(safe_average([10, 20]))
for batch in ([1, 2], [3], [4, 5, 6]):
    print(batch, average(batch))
print(average([]))
print("unreachable")
