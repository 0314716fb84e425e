# A binary tree of nodes built and walked recursively: method calls on
# objects of two classes, recursion, attribute reads.


class Leaf:
    def __init__(self, v):
        self.v = v

    def total(self):
        return self.v

    def depth(self):
        return 1

    def count(self):
        return 1


class Node:
    def __init__(self, left, right, v):
        self.left = left
        self.right = right
        self.v = v

    def total(self):
        return self.v + self.left.total() + self.right.total()

    def depth(self):
        a = self.left.depth()
        b = self.right.depth()
        return 1 + (a if a > b else b)

    def count(self):
        return 1 + self.left.count() + self.right.count()


def build(lo, hi):
    if hi - lo < 2:
        return Leaf(lo)
    mid = (lo + hi) // 2
    return Node(build(lo, mid), build(mid, hi), mid)


def main():
    acc = 0
    for r in range(300):
        t = build(r, r + 3000)
        acc += t.total() + t.depth() * t.count()
    print(acc)


main()
