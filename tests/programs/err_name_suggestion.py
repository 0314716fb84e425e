# NameError whose message carries CPython's "Did you mean" suggestion.
counter = 10
print(counter)
print(countr)
