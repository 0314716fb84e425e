import queue
import random
from collections import deque
import heapq

rng = random.Random(99)
for trial in range(60):
    kind = rng.choice(["Queue", "LifoQueue", "PriorityQueue", "SimpleQueue"])
    maxsize = rng.choice([0, 0, 1, 2, 5, -1])
    q = getattr(queue, kind)() if kind == "SimpleQueue" else getattr(queue, kind)(maxsize)
    log = []
    for step in range(rng.randrange(5, 40)):
        op = rng.random()
        try:
            if op < 0.45:
                x = rng.randrange(100)
                how = rng.randrange(3)
                if how == 0:
                    q.put_nowait(x)
                elif how == 1:
                    q.put(x, False)
                else:
                    q.put(x, timeout=0)
                log.append("p%d" % x)
            elif op < 0.85:
                how = rng.randrange(3)
                if how == 0:
                    log.append("g%d" % q.get_nowait())
                elif how == 1:
                    log.append("g%d" % q.get(block=False))
                else:
                    log.append("g%d" % q.get(True, 0))
            elif op < 0.95 and kind != "SimpleQueue":
                q.task_done()
                log.append("t%d" % q.unfinished_tasks)
            else:
                log.append("s%d%d" % (q.qsize(), q.empty()) + ("" if kind == "SimpleQueue" else str(int(q.full()))))
        except queue.Empty:
            log.append("E")
        except queue.Full:
            log.append("F")
        except ValueError as e:
            log.append("V")
    print(trial, kind, maxsize, " ".join(log))
