# CPython 3.11's ~~^~~ markers under the failing expression.
x = (1 +
     'a')
