# str.format_map: names looked up with mapping[name] (any object with
# __getitem__), attribute and index parts, nested specs, and the errors.
class Default:
    def __init__(self, **known):
        self.known = known
    def __getitem__(self, key):
        return self.known.get(key, '<' + key + '>')

class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

print('{name} is {age} years'.format_map({'name': 'Ada', 'age': 36}))
print('{name} is {age} years'.format_map(Default(name='Bob')))
print('{p.x},{p.y} {xs[1]} {d[k]}'.format_map({'p': Point(3, 4), 'xs': [7, 8, 9], 'd': {'k': 'v'}}))
print('{v:{w}.{p}f}|{s!r:>8}'.format_map({'v': 3.14159, 'w': 10, 'p': 3, 's': 'hi'}))
print('{{literal}} {a}'.format_map({'a': 1}))

class Lookup:
    def __getitem__(self, key):
        return key.upper() * 2
print('{abc} {x}'.format_map(Lookup()))

for fmt, m in [('{missing}', {}), ('{0}', {'0': 1}), ('{}', {}), ('{a', {'a': 1}),
               ('{a!x}', {'a': 1}), ('{a}', [1]), ('{a}', None)]:
    try:
        print(fmt.format_map(m))
    except Exception as e:
        print(type(e).__name__, e)
for call in [lambda: 'x'.format_map(), lambda: 'x'.format_map({}, {}), lambda: 'x'.format_map(m={})]:
    try:
        print(call())
    except TypeError as e:
        print('TypeError', e)
for f in ['{', '{a', 'x{', '{0', '{:', '{a:{b}', '{a:{b', '{{', '}']:
  try: print(f.format(1, a=1, b=2))
  except Exception as e: print(repr(f), type(e).__name__, e)
