# CPython 3.11's ~~^~~ markers under the failing expression.
text = 'a,b'
k, v, w = text.split(',')
