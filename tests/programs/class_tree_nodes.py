# A binary search tree of node objects: recursive insert, in-order walk,
# height, iterative search, root-to-leaf paths and a sideways printout.
class TreeNode:
    def __init__(self, key):
        self.key = key
        self.left = self.right = None

class BST:
    def __init__(self):
        self.root = None
        self.size = 0
    def insert(self, key):
        def rec(node):
            if node is None:
                self.size += 1
                return TreeNode(key)
            if key < node.key:
                node.left = rec(node.left)
            elif key > node.key:
                node.right = rec(node.right)
            return node
        self.root = rec(self.root)
    def inorder(self, node="start"):
        if node == "start":
            node = self.root
        if node is None:
            return []
        return self.inorder(node.left) + [node.key] + self.inorder(node.right)
    def height(self, node="start"):
        if node == "start":
            node = self.root
        if node is None:
            return 0
        return 1 + max(self.height(node.left), self.height(node.right))
    def contains(self, key):
        node = self.root
        while node:
            if key == node.key:
                return True
            node = node.left if key < node.key else node.right
        return False
    def paths(self):
        out = []
        def walk(node, prefix):
            if node is None:
                return
            prefix = prefix + [node.key]
            if node.left is None and node.right is None:
                out.append(prefix)
            walk(node.left, prefix)
            walk(node.right, prefix)
        walk(self.root, [])
        return out

t = BST()
for k in [50, 30, 70, 20, 40, 60, 80, 30, 65]:
    t.insert(k)
print(t.inorder(), t.size, t.height())
print([k for k in (20, 25, 65, 90) if t.contains(k)])
for p in t.paths():
    print("path", p)

def show(node, depth=0):
    if node is None:
        return
    show(node.right, depth + 1)
    print("    " * depth + str(node.key))
    show(node.left, depth + 1)
show(t.root)
