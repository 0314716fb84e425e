# NameError at module level.
alpha = 1
print(alpha)
print(undefined_thing)
