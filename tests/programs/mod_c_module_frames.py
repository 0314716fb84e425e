# Errors raised inside modules CPython writes in C show no frames of them.
from datetime import datetime, date
import heapq
class X:
    def __lt__(self, o):
        raise ValueError("no order")
h = []
heapq.heappush(h, X())
try:
    heapq.heappush(h, X())
except ValueError as e:
    print("caught", e)
print(date(2024, 2, 29))
datetime(2023, 2, 29)
