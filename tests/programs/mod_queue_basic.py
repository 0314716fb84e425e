import queue
import time

print(queue.__all__)
def p(*a):
    print(*[str(x).replace("myqueue", "queue") for x in a])
p(queue.Empty, queue.Full, queue.Empty.__doc__, queue.Full.__doc__)
print(issubclass(queue.Empty, Exception), issubclass(queue.Full, Exception))
p(queue.SimpleQueue, queue.Queue, queue.LifoQueue, queue.PriorityQueue)
p(queue.Queue[int], queue.SimpleQueue[str], queue.PriorityQueue[tuple], queue.LifoQueue[int].__args__)
print(queue.Queue[int].__origin__ is queue.Queue)

for cls in (queue.Queue, queue.LifoQueue, queue.PriorityQueue):
    q = cls()
    print(cls.__name__, q.maxsize, q.queue, q.unfinished_tasks, q.empty(), q.full(), q.qsize())
    for x in (5, 1, 4, 2, 3):
        q.put(x)
    print(q.queue if cls is not queue.PriorityQueue else sorted(q.queue), q.qsize(), q.empty(), q.full(), q.unfinished_tasks)
    out = []
    while not q.empty():
        out.append(q.get())
    print(out)
    try:
        q.get_nowait()
    except queue.Empty as e:
        print("Empty", repr(e), str(e) == "")
    try:
        q.get(False)
    except queue.Empty:
        print("Empty again")
    try:
        q.get(block=True, timeout=0)
    except queue.Empty:
        print("Empty timeout 0")
    try:
        q.get(timeout=-1)
    except ValueError as e:
        print("ValueError", e)
    for i in range(5):
        q.task_done()
    try:
        q.task_done()
    except ValueError as e:
        print("ValueError", e)
    q.join()
    print("joined", q.unfinished_tasks)

q = queue.Queue(maxsize=2)
q.put("a")
q.put_nowait("b")
print(q.full(), q.qsize())
try:
    q.put_nowait("c")
except queue.Full as e:
    print("Full", repr(e))
try:
    q.put("c", False)
except queue.Full:
    print("Full 2")
try:
    q.put("c", timeout=0)
except queue.Full:
    print("Full 3")
try:
    q.put("c", timeout=-0.5)
except ValueError as e:
    print("ValueError", e)
t = time.monotonic()
try:
    q.put("c", timeout=0.05)
except queue.Full:
    print("Full after", time.monotonic() - t >= 0.05)
t = time.monotonic()
e = queue.Queue()
try:
    e.get(True, 0.05)
except queue.Empty:
    print("Empty after", time.monotonic() - t >= 0.05)
print(q.get(), q.get_nowait(), q.empty())
# unbounded: negative timeout is not checked on put
u = queue.Queue(-3)
u.put(1, timeout=-1)
u.put(2, False)
print(u.full(), u.qsize())
# a float maxsize
f = queue.Queue(2.5)
f.put(1); f.put(2)
print(f.full())
f.put(3)
print(f.full())
for bad in ("3", None):
    try:
        queue.Queue(bad).put(1)
    except TypeError as e:
        print("TypeError", e)
try:
    queue.Queue().get(timeout="a")
except TypeError as e:
    print("TypeError", e)
# priority queue with tuples and equal priorities
p = queue.PriorityQueue()
for item in [(2, "b"), (1, "z"), (2, "a"), (0, "q"), (1, "y")]:
    p.put(item)
print([p.get() for _ in range(5)])
p.put((1, {}))
try:
    p.put((1, {}))
except TypeError as e:
    print("TypeError", e)
print(p.qsize())
# the mutex idiom for clearing a queue
q = queue.Queue()
for i in range(4):
    q.put(i)
with q.mutex:
    q.queue.clear()
    q.all_tasks_done.notify_all()
    q.unfinished_tasks = 0
    q.not_full.notify()
print(q.empty(), q.qsize(), q.mutex.locked())
with q.not_empty:
    print(q.mutex.locked())
print(q.mutex.locked())
print(q.mutex.acquire(), q.mutex.acquire(False), q.mutex.acquire(timeout=0))
q.mutex.release()
try:
    q.mutex.release()
except RuntimeError as e:
    print("RuntimeError", e)
try:
    q.not_empty.notify()
except RuntimeError as e:
    print("RuntimeError", e)
try:
    q.not_empty.wait(0)
except RuntimeError as e:
    print("RuntimeError", e)
with q.not_empty:
    print(q.not_empty.wait(0.01), q.not_empty.wait_for(lambda: 5, 0))
print(sorted(x for x in dir(queue.Queue) if not x.startswith('__')))
print(sorted(x for x in dir(queue.SimpleQueue) if not x.startswith('_')))
