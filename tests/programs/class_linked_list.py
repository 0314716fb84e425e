# A singly linked list of node objects: built, iterated with a generator,
# measured recursively, reversed in place and edited with a recursive remove.
class ListNode:
    def __init__(self, value, next=None):
        self.value = value
        self.next = next

class LinkedList:
    def __init__(self, values=()):
        self.head = None
        for v in reversed(list(values)):
            self.head = ListNode(v, self.head)
    def __iter__(self):
        node = self.head
        while node is not None:
            yield node.value
            node = node.next
    def __len__(self):
        return self._len(self.head)
    def _len(self, node):
        return 0 if node is None else 1 + self._len(node.next)
    def __repr__(self):
        return " -> ".join(map(repr, self)) or "(empty)"
    def push(self, v):
        self.head = ListNode(v, self.head)
    def reverse(self):
        prev, node = None, self.head
        while node:
            node.next, prev, node = prev, node, node.next
        self.head = prev
    def remove(self, v):
        def rec(node):
            if node is None:
                return None
            if node.value == v:
                return node.next
            node.next = rec(node.next)
            return node
        self.head = rec(self.head)

ll = LinkedList([1, 2, 3, 4])
print(ll, len(ll))
ll.push(0)
ll.reverse()
print(ll, len(ll), sum(ll), 3 in ll)
ll.remove(2)
ll.remove(99)
print(ll, list(ll))
print(LinkedList(), len(LinkedList()))
