# The 0 flag with and without an explicit alignment or fill.
for v in [-3, 42, 2**70]:
    print(format(v, "010"), format(v, "<010"), format(v, "^010"), format(v, ">010"), format(v, "=010"), format(v, "x<010"), format(v, "+010,"))
for v in [-2.5, 0.125, float("-inf")]:
    print(format(v, "010"), format(v, "<010"), format(v, "^010.2f"), format(v, ">010"), format(v, "=010"), format(v, "*^010"))
print(format("ab", "06"), format("ab", "<06"), format("ab", "^06"), format("ab", ">06"), format("ab", "x>06"))
print(f"{'s':05}|{7:<05}|{-7:^05}|{1.5:<07}|")
