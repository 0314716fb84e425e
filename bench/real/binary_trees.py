# Allocate and walk many binary trees: full trees of several depths built
# from a Node class and from nested tuples, checked by recursive counting,
# plus one long-lived tree kept for the whole run.

MAX_DEPTH = 15
MIN_DEPTH = 4


class Node:
    def __init__(self, left, right):
        self.left = left
        self.right = right

    def check(self):
        if self.left is None:
            return 1
        return 1 + self.left.check() + self.right.check()


def build(depth):
    if depth == 0:
        return Node(None, None)
    return Node(build(depth - 1), build(depth - 1))


def build_tuple(depth):
    if depth == 0:
        return (None, None)
    return (build_tuple(depth - 1), build_tuple(depth - 1))


def check_tuple(t):
    left, right = t
    if left is None:
        return 1
    return 1 + check_tuple(left) + check_tuple(right)


def main():
    long_lived = build(MAX_DEPTH)
    total = 0
    for depth in range(MIN_DEPTH, MAX_DEPTH + 1, 2):
        iterations = 1 << (MAX_DEPTH - depth + MIN_DEPTH)
        check = 0
        for _ in range(iterations // 3):
            check += build(depth).check()
            check += check_tuple(build_tuple(depth))
        print(f"{iterations // 3}\t trees of depth {depth}\t check: {check}")
        total += check
    print(f"long lived tree of depth {MAX_DEPTH}\t check: {long_lived.check()}")
    print("checksum", total)


main()
