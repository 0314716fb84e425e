"""Calls of functions with keyword-only parameters in hot loops: left out
(their defaults), given by keyword in either order, mixed with positional
defaults; a keyword-only parameter without a default; defaults and
keyword-only defaults replaced midway; random.choices with weights= and k=."""

import random


def scaled(x, factor=2, *, offset=0, clamp=None):
    v = x * factor + offset
    if clamp is not None and v > clamp:
        v = clamp
    return v


def needs(x, *, key):
    return key(x)


class Box:
    def __init__(self):
        self.total = 0

    def add(self, v, *, times=1, note=""):
        self.total += v * times
        return len(note)


def main():
    t = 0
    for i in range(500):
        t += scaled(i)
        t += scaled(i, 3, offset=1)
        t += scaled(i, clamp=100, offset=-5)
        t += scaled(i, offset=i % 3, factor=1)
        t += needs(i, key=abs)
    print("calls", t)
    b = Box()
    notes = 0
    for i in range(400):
        notes += b.add(i)
        notes += b.add(i, times=2, note="ab")
        if i == 200:
            scaled.__defaults__ = (5,)
        if i == 300:
            scaled.__kwdefaults__ = {"offset": 1000, "clamp": None}
        t += scaled(i % 4)
    print("box", b.total, notes, t, scaled(1))
    needs.__kwdefaults__ = {"key": lambda x: -x}
    print(needs(4), needs.__kwdefaults__ is not None)
    needs.__kwdefaults__ = None
    try:
        needs(1)
    except TypeError as e:
        print("TypeError:", e)
    rng = random.Random(3)
    picks = {}
    for _ in range(300):
        for w in rng.choices("abc", weights=[5, 3, 1], k=4):
            picks[w] = picks.get(w, 0) + 1
    print("choices", sorted(picks.items()))


main()
