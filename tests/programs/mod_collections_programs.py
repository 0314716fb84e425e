# Small programs in the style real code uses the dict subclasses; loops are
# long enough for tier 2 to trace them.
import json, random
from collections import Counter, defaultdict, OrderedDict, deque

rng = random.Random(42)
vocab = ['w%d' % i for i in range(60)]
text = [rng.choice(vocab[:rng.randrange(1, 60)]) for _ in range(5000)]

# word frequencies three ways
c1 = Counter(text)
c2 = Counter()
for w in text:
    c2[w] += 1
c3 = defaultdict(int)
for w in text:
    c3[w] += 1
c4 = {}
for w in text:
    c4[w] = c4.get(w, 0) + 1
print(c1 == c2, c2 == c3, dict(c3) == c4, c1.most_common(5), sorted(c3.items())[:5])
print(c1.total(), sum(c3.values()), len(c1), len(c3))

# bigrams
bigrams = Counter(zip(text, text[1:]))
print(bigrams.most_common(3), len(bigrams))

# grouping
groups = defaultdict(list)
for i, w in enumerate(text):
    groups[len(w)].append(i)
print(sorted((k, len(v)) for k, v in groups.items()))
anagrams = defaultdict(list)
for w in ['listen', 'silent', 'enlist', 'google', 'gooegl', 'cat', 'act', 'tac', 'dog']:
    anagrams[''.join(sorted(w))].append(w)
print([g for g in anagrams.values() if len(g) > 1])

# graph BFS with defaultdict(set)
graph = defaultdict(set)
for _ in range(400):
    a, b = rng.randrange(100), rng.randrange(100)
    graph[a].add(b)
    graph[b].add(a)
dist = {0: 0}
q = deque([0])
while q:
    n = q.popleft()
    for m in sorted(graph[n]):
        if m not in dist:
            dist[m] = dist[n] + 1
            q.append(m)
print(len(dist), max(dist.values()), Counter(dist.values()))
print(len(graph), 100 in graph, graph.get(1000))

# degree histogram with a Counter subtract
deg = Counter({n: len(s) for n, s in graph.items()})
deg.subtract({n: 1 for n in range(0, 100, 2)})
print(deg.most_common(3), sum(1 for v in deg.values() if v <= 0), (+deg).total(), (-deg).total())

# LRU cache via OrderedDict
class LRUCache:
    def __init__(self, capacity):
        self.capacity = capacity
        self.data = OrderedDict()
        self.hits = self.misses = 0
    def get(self, key):
        if key in self.data:
            self.data.move_to_end(key)
            self.hits += 1
            return self.data[key]
        self.misses += 1
        return None
    def put(self, key, value):
        self.data[key] = value
        self.data.move_to_end(key)
        if len(self.data) > self.capacity:
            self.data.popitem(last=False)
cache = LRUCache(20)
for i in range(3000):
    k = rng.randrange(40)
    if cache.get(k) is None:
        cache.put(k, k * k)
print(cache.hits, cache.misses, list(cache.data)[:5], len(cache.data))

# OrderedDict as an ordered set / FIFO
seen = OrderedDict()
for w in text[:300]:
    seen[w] = None
print(list(seen)[:6], len(seen))
fifo = OrderedDict()
out = []
for i in range(500):
    fifo[i] = i
    if len(fifo) > 30:
        out.append(fifo.popitem(last=False)[0])
print(out[:5], out[-3:], list(fifo)[:3])
for i in range(0, 500, 5):
    if i in fifo:
        fifo.move_to_end(i, last=False)
print(list(fifo)[:8])

# json round trip and nested defaultdicts
tree = lambda: defaultdict(tree)
t = tree()
for w in text[:200]:
    t[w[:2]][w[2:]]['n'] = t[w[:2]][w[2:]].get('n', 0) + 1
s = json.dumps(t, sort_keys=True)
print(len(s), s[:80])
back = json.loads(s, object_pairs_hook=OrderedDict)
print(type(back).__name__, list(back)[:3])

# inventory arithmetic
inv = Counter(apple=5, pear=2, fig=0)
orders = [Counter(apple=2), Counter(pear=3), Counter(fig=1, apple=1)]
for o in orders:
    if o <= inv:
        inv -= o
        print('filled', dict(o), '->', inv)
    else:
        print('short', dict(o - inv))
print(inv, inv + Counter(kiwi=1), inv | Counter(apple=10), inv & Counter(apple=1, pear=5))

# many small counters (tier 2 over Counter construction)
letters = Counter()
for w in text[:2000]:
    letters += Counter(w)
print(letters.most_common(4))
print(sum(Counter(str(i)).most_common(1)[0][1] for i in range(2000)))
