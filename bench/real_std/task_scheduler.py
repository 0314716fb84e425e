"""A discrete-event scheduler: jobs with priorities and dependencies run on a
pool of workers; heapq for the event and ready queues, itertools.count for
tie-breaking, functools.total_ordering for job comparison."""

from __future__ import annotations

import heapq
import itertools
import random
from collections import defaultdict
from functools import total_ordering
from typing import Dict, List, Optional


@total_ordering
class Job:
    def __init__(self, ident: int, priority: int, duration: int, deps: List[int]):
        self.ident = ident
        self.priority = priority
        self.duration = duration
        self.deps = deps
        self.remaining_deps = len(deps)
        self.start: Optional[int] = None
        self.finish: Optional[int] = None

    def key(self):
        return (-self.priority, self.duration, self.ident)

    def __eq__(self, other):
        return self.key() == other.key()

    def __lt__(self, other):
        return self.key() < other.key()

    def __repr__(self):
        return f"Job({self.ident}, p={self.priority}, d={self.duration})"


def make_jobs(n: int, seed: int) -> List[Job]:
    rng = random.Random(seed)
    jobs = []
    for i in range(n):
        k = rng.choice((0, 0, 1, 1, 2, 3)) if i > 5 else 0
        deps = sorted(set(rng.randrange(max(0, i - 60), i) for _ in range(k))) if i else []
        jobs.append(Job(i, rng.randint(1, 5), rng.randint(1, 40), deps))
    return jobs


class Scheduler:
    def __init__(self, jobs: List[Job], workers: int):
        self.jobs = jobs
        self.workers = workers
        self.clock = 0
        self.seq = itertools.count()
        self.events: list = []
        self.ready: List[Job] = []
        self.dependents: Dict[int, List[int]] = defaultdict(list)
        self.log: List[tuple] = []
        for job in jobs:
            for d in job.deps:
                self.dependents[d].append(job.ident)

    def push_event(self, time: int, kind: str, payload) -> None:
        heapq.heappush(self.events, (time, next(self.seq), kind, payload))

    def run(self) -> int:
        for job in self.jobs:
            if job.remaining_deps == 0:
                heapq.heappush(self.ready, job)
        idle = self.workers
        while self.ready or self.events:
            while idle and self.ready:
                job = heapq.heappop(self.ready)
                job.start = self.clock
                idle -= 1
                self.push_event(self.clock + job.duration, "done", job.ident)
            if not self.events:
                break
            time, _, kind, ident = heapq.heappop(self.events)
            self.clock = time
            if kind == "done":
                idle += 1
                job = self.jobs[ident]
                job.finish = time
                self.log.append((time, ident))
                for dep in self.dependents[ident]:
                    other = self.jobs[dep]
                    other.remaining_deps -= 1
                    if other.remaining_deps == 0:
                        heapq.heappush(self.ready, other)
        return self.clock


def critical_path(jobs: List[Job]) -> int:
    longest = {}
    for job in jobs:  # jobs depend only on earlier jobs
        longest[job.ident] = job.duration + max((longest[d] for d in job.deps), default=0)
    return max(longest.values())


def main():
    jobs = make_jobs(7000, seed=12345)
    total_work = sum(j.duration for j in jobs)
    cp = critical_path(jobs)
    print(f"jobs {len(jobs)}, total work {total_work}, critical path {cp}")
    print("first jobs:", jobs[:4])
    for workers in (1, 2, 4, 8, 16, 32):
        fresh = make_jobs(7000, seed=12345)
        sched = Scheduler(fresh, workers)
        makespan = sched.run()
        waits = [j.start - max((fresh[d].finish for d in j.deps), default=0) for j in fresh]
        by_priority = defaultdict(list)
        for j in fresh:
            by_priority[j.priority].append(j.start)
        mean_start = {p: sum(v) // len(v) for p, v in sorted(by_priority.items())}
        lower_bound = max(cp, -(-total_work // workers))
        print(f"workers {workers:2d}: makespan {makespan:6d} (bound {lower_bound:6d}), "
              f"mean wait {sum(waits) / len(waits):8.2f}, mean start by priority {mean_start}")
        assert all(j.finish is not None for j in fresh)
        assert all(fresh[d].finish <= j.start for j in fresh for d in j.deps)
    print("last completions:", sched.log[-3:])
    # the most urgent ready jobs at the start, by the job ordering
    ready = [j for j in make_jobs(7000, seed=12345) if not j.deps]
    print("most urgent:", heapq.nsmallest(3, ready))
    print("comparisons:", ready[0] <= ready[1], ready[0] >= ready[1], max(ready[:50]))


main()
