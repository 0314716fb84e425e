# Nested dicts and dicts of lists.
db = {}
rows = [('alice', 'math', 90), ('bob', 'math', 72), ('alice', 'art', 85),
        ('carol', 'math', 88), ('bob', 'art', 60), ('carol', 'art', 95)]
for name, subj, score in rows:
    if name not in db:
        db[name] = {}
    db[name][subj] = score
print(db)
for name in db:
    print(name, sum(db[name].values()), sorted(db[name].items()))
by_subj = {}
for name, subj, score in rows:
    by_subj.setdefault(subj, []).append(name)
print(by_subj)
by_subj['math'].sort()
by_subj['art'].reverse()
print(by_subj)
tree = {'root': {'left': {'leaf': 1}, 'right': {'leaf': 2, 'extra': {'deep': [1, 2, {'x': 'y'}]}}}}
print(tree)
print(tree['root']['right']['extra']['deep'][2]['x'])
tree['root']['left']['leaf'] += 10
del tree['root']['right']['extra']
print(tree)
grid = {}
for r in range(3):
    grid[r] = {}
    for c in range(3):
        grid[r][c] = r * 3 + c
print(grid)
print(grid[2][1], len(grid), len(grid[0]))
adj = {1: [2, 3], 2: [4], 3: [4], 4: []}
def reach(adj, start):
    seen = []
    stack = [start]
    while stack:
        n = stack.pop()
        if n in seen:
            continue
        seen.append(n)
        for m in adj[n]:
            stack.append(m)
    return seen
print(reach(adj, 1))
self_ref = {'a': 1}
self_ref['me'] = self_ref
print(self_ref)
lst = [1]
box = {'l': lst}
lst.append(box)
print(box, lst)
print({'t': ({'in': 'tuple'},)})
