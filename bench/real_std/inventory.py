"""A warehouse inventory: records sorted with operator.itemgetter/attrgetter,
an LRU cache of price lookups on collections.OrderedDict, what-if scenarios
on copy.deepcopy'd stock, and a report formatted with string.Template."""

import copy
import operator
import random
import string
from collections import OrderedDict, namedtuple
from functools import reduce
from operator import attrgetter, itemgetter, methodcaller

Item = namedtuple("Item", "sku name category price weight")


class LRUCache:
    def __init__(self, capacity):
        self.capacity = capacity
        self.data = OrderedDict()
        self.hits = 0
        self.misses = 0

    def get(self, key, compute):
        if key in self.data:
            self.hits += 1
            self.data.move_to_end(key)
            return self.data[key]
        self.misses += 1
        value = compute(key)
        self.data[key] = value
        if len(self.data) > self.capacity:
            self.data.popitem(last=False)
        return value


class Bin:
    def __init__(self, location):
        self.location = location
        self.stock = {}

    def add(self, sku, qty):
        self.stock[sku] = self.stock.get(sku, 0) + qty

    def take(self, sku, qty):
        have = self.stock.get(sku, 0)
        taken = min(have, qty)
        if taken == have:
            self.stock.pop(sku, None)
        else:
            self.stock[sku] = have - taken
        return taken

    def total(self):
        return sum(self.stock.values())


CATEGORIES = ["tools", "garden", "kitchen", "toys", "books", "audio"]


def make_catalog(rng, n):
    items = []
    for i in range(n):
        name = "".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(4, 9)))
        items.append(Item(f"SKU{i:05d}", name.capitalize(), rng.choice(CATEGORIES),
                          round(rng.uniform(0.5, 250.0), 2), round(rng.uniform(0.05, 30.0), 3)))
    return items


def make_warehouse(rng, catalog, bins):
    warehouse = [Bin(f"{aisle}{shelf:02d}") for aisle in "ABCDEFGH" for shelf in range(bins // 8)]
    for item in catalog:
        for _ in range(rng.randint(1, 3)):
            rng.choice(warehouse).add(item.sku, rng.randint(1, 40))
    return warehouse


def fulfil(warehouse, orders):
    shortfall = 0
    picks = 0
    for sku, qty in orders:
        for b in warehouse:
            if qty == 0:
                break
            if sku in b.stock:
                got = b.take(sku, qty)
                qty -= got
                picks += 1
        shortfall += qty
    return shortfall, picks


REPORT = string.Template("$category: ${count} items, value $$${value}, heaviest $heaviest")


def main():
    rng = random.Random(12345)
    catalog = make_catalog(rng, 5000)
    by_sku = {item.sku: item for item in catalog}

    cheapest = sorted(catalog, key=attrgetter("price", "sku"))[:3]
    print("cheapest:", [(i.sku, i.price) for i in cheapest])
    rows = [tuple(i) for i in catalog]
    by_cat_price = sorted(rows, key=itemgetter(2, 3))
    print("first by category/price:", by_cat_price[0][:4], "last:", by_cat_price[-1][:4])
    heavy = max(catalog, key=attrgetter("weight"))
    print("heaviest:", heavy.name, heavy.weight)
    names = list(map(methodcaller("upper"), map(attrgetter("name"), catalog[:5])))
    print("names:", names)

    for cat in CATEGORIES:
        items = [i for i in catalog if i.category == cat]
        value = reduce(operator.add, map(attrgetter("price"), items), 0.0)
        print(REPORT.substitute(category=cat, count=len(items), value=f"{value:.2f}",
                                heaviest=max(items, key=attrgetter("weight")).sku))

    cache = LRUCache(200)

    def price_with_tax(sku):
        item = by_sku[sku]
        rate = {"books": 0.0, "kitchen": 0.07}.get(item.category, 0.19)
        return round(item.price * (1 + rate), 2)

    popular = [rng.choice(catalog).sku for _ in range(150)]
    total = 0.0
    for _ in range(150000):
        sku = rng.choice(popular) if rng.random() < 0.8 else rng.choice(catalog).sku
        total += cache.get(sku, price_with_tax)
    print(f"lru: hits {cache.hits} misses {cache.misses} size {len(cache.data)} total {total:.2f}")
    print("oldest cached:", list(cache.data)[:3])

    warehouse = make_warehouse(rng, catalog, 64)
    before = sum(b.total() for b in warehouse)
    orders = [(rng.choice(catalog).sku, rng.randint(1, 30)) for _ in range(6000)]
    scenarios = {}
    for name, order_list in (("all", orders), ("first half", orders[:3000]),
                             ("big only", [o for o in orders if o[1] > 15])):
        trial = copy.deepcopy(warehouse)
        shortfall, picks = fulfil(trial, order_list)
        scenarios[name] = (shortfall, picks, sum(b.total() for b in trial))
    print("units before:", before, "unchanged:", sum(b.total() for b in warehouse) == before)
    for name, (shortfall, picks, left) in scenarios.items():
        print(f"scenario {name:10s}: shortfall {shortfall:5d}, picks {picks:5d}, units left {left}")
    shallow = copy.copy(warehouse[0])
    shallow.stock["EXTRA"] = 1
    print("shallow copy shares stock:", "EXTRA" in warehouse[0].stock)
    fullest = sorted(warehouse, key=methodcaller("total"), reverse=True)[:3]
    print("fullest bins:", [(b.location, b.total()) for b in fullest])


main()
