# print of every value kind, alone and inside containers.
print(0, -1, 123, 1.0, -2.5, True, False, None, "str", "")
print([], (), [[]], ((),), [()], ([],))
print((1,), (1, 2), [1], ["1"], [1.0], [True, None], (None, False))
print(["a", 'b', "it's", 'q"q'], ("x", 1, 2.0, [3, "y"]))
print([1, [2, [3, [4]]]], (1, (2, (3,))))
print([-0.0, 0.1, 1e16, 1e-5, 123456789012345678.0, 1e22, 5e-324])
print((float("inf"), float("-inf"), float("nan")))
xs = [1, 2]
t = (xs, xs)
print(t)
print(str(t) == "([1, 2], [1, 2])")
