# CPython 3.11's ~~^~~ markers under the failing expression.
class P:
    @property
    def v(self):
        return 1 / 0
print(P().v)
