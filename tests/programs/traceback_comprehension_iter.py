def gen():
    yield 1
    raise KeyError("g")
r = [(x, y) for x in range(2)
     for y in gen()]
