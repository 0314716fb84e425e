# warnings.warn reports the caller's file and line (stacklevel counts
# frames outward), shows each location once under the default action,
# and turns into an exception under "error".
import warnings


def old_api(x):
    warnings.warn("old_api is deprecated", DeprecationWarning, stacklevel=2)
    return x * 2


def helper():
    warnings.warn("from helper")


total = 0
for i in range(200):
    total += old_api(i)
    if i % 50 == 0:
        helper()
print(total)
warnings.warn("top level", RuntimeWarning)
warnings.warn("top level", RuntimeWarning)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    for i in range(3):
        helper()
print([(w.lineno, str(w.message), w.category.__name__) for w in caught])
warnings.simplefilter("error", UserWarning)
try:
    helper()
except UserWarning as e:
    print("raised:", e)
helper()
