# sum (start=), any, all over many iterables.
print(sum([]), sum([1, 2, 3]), sum(range(101)), sum([0.1] * 10), sum([1, 2.5]), sum((True, True, False)))
print(sum([1, 2], 10), sum([1, 2], start=100), sum([[1], [2, 3]], []), sum([(1,), (2,)], ()), sum([2**70, 2**70, -1]))
print(sum(range(10**6, 10**6 + 100)), sum([2**63 - 1, 1]), sum([-(2**63), -1]), sum([1.5, 2**60]), sum({1: 0, 2: 0}))
print(any([]), any([0, 0.0, ""]), any([0, 3]), any("a"), any(range(0)), any([None, False, [], {}]), any([2**70]))
print(all([]), all([1, 2]), all([1, 0]), all(""), all("abc"), all(range(1, 5)), all(range(0, 5)), all([[]]))
print(any(map(int, "000")), all(map(int, "111")), any(zip([], [])), all(zip([1], [0])))
print(sum(map(abs, [-1, -2, 3])), sum(filter(None, [0, 1, 2, 0])), sum(()))
total = 0
i = 0
while i < 300:
    total += sum([i, i * 2, 2**64]) - 2**64
    if all([i > -1, i < 300]) and any([i % 7 == 0, i % 11 == 0]):
        total += 1
    i += 1
print(total)
print(sum([0.1, 0.2, 0.3]), sum([1e100, 1.0, -1e100]), sum(range(5), 0.5), sum([], 2**80))
