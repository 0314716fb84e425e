"""A bank with several tellers: customers arrive at random, wait in a queue,
and are served; compares staffing levels and queue disciplines."""

import random
from collections import deque, namedtuple

Customer = namedtuple("Customer", ["ident", "arrival", "service", "kind"])
Result = namedtuple("Result", "tellers policy served mean_wait max_wait max_queue idle")

KINDS = ("deposit", "withdrawal", "loan", "inquiry")
SERVICE_MEAN = {"deposit": 2.0, "withdrawal": 1.5, "loan": 9.0, "inquiry": 3.0}
KIND_WEIGHTS = (40, 35, 5, 20)


def generate_customers(count, rate, seed):
    rng = random.Random(seed)
    t = 0.0
    customers = []
    for i in range(count):
        t += rng.expovariate(rate)
        kind = rng.choices(KINDS, weights=KIND_WEIGHTS)[0]
        service = max(0.2, rng.gauss(SERVICE_MEAN[kind], SERVICE_MEAN[kind] / 4))
        customers.append(Customer(i, t, service, kind))
    return customers


def simulate(customers, tellers, policy):
    """policy: 'fifo' (one line) or 'express' (a separate line for short jobs)."""
    pending = deque(customers)
    main_line = deque()
    express_line = deque()
    free_at = [0.0] * tellers
    busy_time = [0.0] * tellers
    waits = []
    max_queue = 0
    clock = 0.0
    while pending or main_line or express_line:
        # next teller to become free
        teller = min(range(tellers), key=free_at.__getitem__)
        clock = max(clock, free_at[teller])
        if not main_line and not express_line:
            clock = max(clock, pending[0].arrival)
        while pending and pending[0].arrival <= clock:
            c = pending.popleft()
            if policy == "express" and c.kind in ("deposit", "withdrawal"):
                express_line.append(c)
            else:
                main_line.append(c)
        max_queue = max(max_queue, len(main_line) + len(express_line))
        if policy == "express" and teller == 0 and express_line:
            c = express_line.popleft()
        elif main_line and express_line:
            if main_line[0].arrival <= express_line[0].arrival:
                c = main_line.popleft()
            else:
                c = express_line.popleft()
        elif main_line:
            c = main_line.popleft()
        else:
            c = express_line.popleft()
        start = max(clock, c.arrival)
        waits.append(start - c.arrival)
        free_at[teller] = start + c.service
        busy_time[teller] += c.service
    end = max(free_at)
    idle = sum(end - b for b in busy_time) / tellers
    return Result(tellers, policy, len(waits), sum(waits) / len(waits), max(waits), max_queue, idle)


def main():
    customers = generate_customers(12000, 1.5, seed=12345)
    kinds = {}
    for c in customers:
        kinds[c.kind] = kinds.get(c.kind, 0) + 1
    print("customers:", len(customers), dict(sorted(kinds.items())))
    print(f"last arrival at {customers[-1].arrival:.2f} min")
    best = None
    for tellers in range(4, 9):
        for policy in ("fifo", "express"):
            r = simulate(customers, tellers, policy)
            print(f"{r.tellers} tellers {r.policy:8s} mean wait {r.mean_wait:8.3f} "
                  f"max wait {r.max_wait:8.2f} max queue {r.max_queue:5d} idle {r.idle:9.2f}")
            if r.mean_wait < 2.0 and (best is None or (r.tellers, r.mean_wait) < (best.tellers, best.mean_wait)):
                best = r
    print("cheapest staffing under 2 min mean wait:", best._replace(mean_wait=round(best.mean_wait, 3),
                                                                  max_wait=round(best.max_wait, 3),
                                                                  idle=round(best.idle, 3)))
    # a rush hour: the arrival rate doubles for a while
    rush = generate_customers(3000, 2.8, seed=777)
    later = [c._replace(arrival=c.arrival + rush[-1].arrival) for c in generate_customers(3000, 0.9, seed=778)]
    r = simulate(rush + later, 7, "express")
    print("rush hour:", r.served, round(r.mean_wait, 4), r.max_queue)


main()
