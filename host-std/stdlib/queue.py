"""Multi-producer, multi-consumer queues (CPython 3.11 API), written for
Trellis.

Implemented: Queue (FIFO), LifoQueue, PriorityQueue and SimpleQueue, and
the exceptions Empty and Full (Empty and SimpleQueue say they come from
_queue, as CPython's do). Queue and its subclasses have maxsize, queue
(a deque, or a list for LifoQueue and PriorityQueue), unfinished_tasks,
mutex, not_empty, not_full and all_tasks_done, the methods put, get,
put_nowait, get_nowait, qsize, empty, full, task_done and join, and the
hooks _init, _qsize, _put and _get that subclasses override. SimpleQueue
has put, get, put_nowait, get_nowait, qsize and empty. Queue[int] and
SimpleQueue[int] make generic aliases. Argument checks and messages are
CPython's.

Differences: Trellis has no threads, so no other thread can ever fill an
empty queue, empty a full one or finish a task.
- Where CPython would wait forever (get() from an empty queue, put() into
  a full one, both with block=True and no timeout, or join() while
  tasks are unfinished), a RuntimeError saying so is raised instead of
  hanging.
- With a timeout, the call waits out the timeout (time.sleep), as
  CPython's does when nothing arrives, and then raises Empty or Full. A
  subclass whose _qsize() changes with time is re-checked as the
  deadline passes, as in CPython.
- mutex is a small lock of this module rather than a _thread.lock, and
  not_empty, not_full and all_tasks_done are small conditions on it:
  `with q.mutex:` and notify()/notify_all() work as in CPython (with
  its errors for a lock not held), acquiring a held lock or wait()
  without a timeout raise RuntimeError (CPython would deadlock), and
  wait(timeout) sleeps. put() and get() do not take the mutex.
"""

from collections import deque
from heapq import heappush, heappop
from time import monotonic as _time, sleep as _sleep
from types import GenericAlias

__all__ = ['Empty', 'Full', 'Queue', 'PriorityQueue', 'LifoQueue',
           'SimpleQueue']


class Empty(Exception):
    'Exception raised by Queue.get(block=0)/get_nowait().'


Empty.__module__ = '_queue'


class Full(Exception):
    'Exception raised by Queue.put(block=0)/put_nowait().'


def _forever(what):
    return RuntimeError(what + " would block forever: Trellis has no "
                        "threads, so nothing else can change the queue")


class _Lock:
    """The part of _thread.lock a single thread can use."""

    __slots__ = ('_locked',)

    def __init__(self):
        self._locked = False

    def acquire(self, blocking=True, timeout=-1):
        if not self._locked:
            self._locked = True
            return True
        if not blocking:
            return False
        if timeout is not None and timeout >= 0:
            _sleep(timeout)
            return False
        raise RuntimeError("acquiring a lock this thread holds would "
                           "deadlock")

    def release(self):
        if not self._locked:
            raise RuntimeError("release unlocked lock")
        self._locked = False

    def locked(self):
        return self._locked

    __enter__ = acquire

    def __exit__(self, *exc_info):
        self.release()


class _Condition:
    """The part of threading.Condition a single thread can use."""

    __slots__ = ('_lock',)

    def __init__(self, lock):
        self._lock = lock

    def __enter__(self):
        return self._lock.__enter__()

    def __exit__(self, *exc_info):
        return self._lock.__exit__(*exc_info)

    def acquire(self, *args):
        return self._lock.acquire(*args)

    def release(self):
        self._lock.release()

    def wait(self, timeout=None):
        if not self._lock.locked():
            raise RuntimeError("cannot wait on un-acquired lock")
        if timeout is None:
            raise _forever("Condition.wait()")
        if timeout > 0:
            _sleep(timeout)
        return False

    def wait_for(self, predicate, timeout=None):
        result = predicate()
        if not result:
            self.wait(timeout)
            result = predicate()
        return result

    def notify(self, n=1):
        if not self._lock.locked():
            raise RuntimeError("cannot notify on un-acquired lock")

    def notify_all(self):
        self.notify()


class Queue:
    '''Create a queue object with a given maximum size.

    If maxsize is <= 0, the queue size is infinite.
    '''

    def __init__(self, maxsize=0):
        self.maxsize = maxsize
        self._init(maxsize)
        self.mutex = _Lock()
        self.not_empty = _Condition(self.mutex)
        self.not_full = _Condition(self.mutex)
        self.all_tasks_done = _Condition(self.mutex)
        self.unfinished_tasks = 0

    def task_done(self):
        '''Indicate that a formerly enqueued task is complete.

        Raises a ValueError if called more times than there were items
        placed in the queue.
        '''
        unfinished = self.unfinished_tasks - 1
        if unfinished < 0:
            raise ValueError('task_done() called too many times')
        self.unfinished_tasks = unfinished

    def join(self):
        '''Return once every item put in the queue has been marked done
        with task_done() (see the module docstring for the case where
        some have not).'''
        if self.unfinished_tasks:
            raise _forever("Queue.join()")

    def qsize(self):
        '''Return the size of the queue.'''
        return self._qsize()

    def empty(self):
        '''Return True if the queue is empty.'''
        return not self._qsize()

    def full(self):
        '''Return True if the queue is full.'''
        return 0 < self.maxsize <= self._qsize()

    def put(self, item, block=True, timeout=None):
        '''Put an item into the queue.

        Without room: with block false, raise Full; with a timeout, raise
        Full when it has passed; otherwise see the module docstring.
        '''
        maxsize = self.maxsize
        if maxsize > 0:
            if not block:
                if self._qsize() >= maxsize:
                    raise Full
            elif timeout is None:
                if self._qsize() >= maxsize:
                    raise _forever("Queue.put() into a full queue")
            elif timeout < 0:
                raise ValueError("'timeout' must be a non-negative number")
            else:
                endtime = _time() + timeout
                while self._qsize() >= maxsize:
                    remaining = endtime - _time()
                    if remaining <= 0.0:
                        raise Full
                    _sleep(remaining)
        self._put(item)
        self.unfinished_tasks += 1

    def get(self, block=True, timeout=None):
        '''Remove and return an item from the queue.

        With none: with block false, raise Empty; with a timeout, raise
        Empty when it has passed; otherwise see the module docstring.
        '''
        if not block:
            if not self._qsize():
                raise Empty
        elif timeout is None:
            if not self._qsize():
                raise _forever("Queue.get() from an empty queue")
        elif timeout < 0:
            raise ValueError("'timeout' must be a non-negative number")
        else:
            endtime = _time() + timeout
            while not self._qsize():
                remaining = endtime - _time()
                if remaining <= 0.0:
                    raise Empty
                _sleep(remaining)
        return self._get()

    def put_nowait(self, item):
        '''Put an item into the queue if there is room, else raise Full.'''
        return self.put(item, block=False)

    def get_nowait(self):
        '''Remove and return an item if one is there, else raise Empty.'''
        return self.get(block=False)

    # Override these to make other kinds of queues.

    def _init(self, maxsize):
        self.queue = deque()

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.popleft()

    __class_getitem__ = classmethod(GenericAlias)


class PriorityQueue(Queue):
    '''A queue that hands out the lowest entry first (a heap), as in
    (priority number, data) entries.'''

    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        heappush(self.queue, item)

    def _get(self):
        return heappop(self.queue)


class LifoQueue(Queue):
    '''A queue that hands out the most recently added entry first.'''

    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.pop()


def _seconds(timeout):
    """A timeout the way C's time conversion takes it."""
    if isinstance(timeout, float):
        if timeout != timeout:
            raise ValueError("Invalid value NaN (not a number)")
        return timeout
    if isinstance(timeout, int):
        return timeout
    index = getattr(type(timeout), '__index__', None)
    if index is None:
        raise TypeError("'%s' object cannot be interpreted as an integer"
                        % type(timeout).__name__)
    return index(timeout)


class SimpleQueue:
    '''Simple, unbounded, reentrant FIFO queue.'''

    __slots__ = ('_items',)
    __module__ = '_queue'

    def __new__(cls, *args, **kwargs):
        # Set up here, as a subclass's __init__ need not call ours.
        if cls.__init__ == object.__init__:
            if args:
                raise TypeError('SimpleQueue() takes no positional arguments')
            if kwargs:
                raise TypeError('SimpleQueue() takes no keyword arguments')
        self = object.__new__(cls)
        self._items = deque()
        return self

    def put(self, item, block=True, timeout=None):
        '''Put the item on the queue (it never blocks: the arguments are
        there for compatibility with Queue).'''
        self._items.append(item)

    def put_nowait(self, item):
        '''Put an item into the queue without blocking.'''
        self._items.append(item)

    def get(self, block=True, timeout=None):
        '''Remove and return an item from the queue; raise Empty if there
        is none (with a timeout, after waiting it out; see the module
        docstring for a blocking get without one).'''
        if block and timeout is not None:
            timeout = _seconds(timeout)
            if timeout < 0:
                raise ValueError("'timeout' must be a non-negative number")
        items = self._items
        if items:
            return items.popleft()
        if not block:
            raise Empty
        if timeout is None:
            raise _forever("SimpleQueue.get() from an empty queue")
        if timeout > 0:
            _sleep(timeout)
        raise Empty

    def get_nowait(self):
        '''Remove and return an item if one is there, else raise Empty.'''
        if self._items:
            return self._items.popleft()
        raise Empty

    def empty(self):
        '''Return True if the queue is empty.'''
        return not self._items

    def qsize(self):
        '''Return the approximate size of the queue.'''
        return len(self._items)

    __class_getitem__ = classmethod(GenericAlias)
