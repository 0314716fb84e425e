"""A heap of instances whose __lt__ raises, uncaught: the traceback shows
the heappush call and __lt__, nothing of the heap's own loop."""
import heapq


class Task:
    def __init__(self, due):
        self.due = due

    def __lt__(self, other):
        return self.due < other.due


def schedule(queue, due):
    heapq.heappush(queue, Task(due))


q = []
for due in [5, 3, 9]:
    schedule(q, due)
print([t.due for t in q])
schedule(q, "soon")
