# Equality of lists and tuples: elementwise, nested, mixed numeric types.
print([1, 2, 3] == [1, 2, 3], [1, 2] == [1, 2, 3], [] == [], [1, 2] != [2, 1])
print([1] == [1.0], [[1, 2], [3]] == [[1, 2], [3]], [[1, 2], [3]] == [[1, 2], [4]])
print((1, 2) == (1, 2), () == (), (1,) == (1,), (1, 2) == (2, 1))
print((1,) == [1], [] == (), (1, [2, 3]) == (1, [2, 3]))
print(["a", None, True] == ["a", None, True], [True] == [1], [0] == [False])
print(["a", "b"] == ["a" + "", "b"], (1, (2, (3,))) == (1, (2, (3,))))
nan = float("nan")
print([nan] == [nan], nan in [nan], (nan,) == (nan,), nan == nan)
a = [1, 2]
b = [1, 2]
print(a == b, a != b)
b.append(3)
print(a == b, a != b)
a.append(3)
print(a == b)
