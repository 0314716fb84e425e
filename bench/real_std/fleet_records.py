"""A delivery fleet in the modern style: dataclasses for vehicles and
trips, enums for their states, a JSON log written and read back, and
statistics over the trips."""

import json
import random
import statistics
from dataclasses import dataclass, field, asdict
from enum import Enum, auto


class State(Enum):
    IDLE = auto()
    LOADING = auto()
    DRIVING = auto()
    SERVICE = auto()


class Kind(Enum):
    VAN = "van"
    TRUCK = "truck"
    BIKE = "bike"


@dataclass
class Trip:
    vehicle: int
    distance: float
    load: int
    minutes: int


@dataclass(order=True)
class Vehicle:
    ident: int
    kind: Kind = field(compare=False)
    capacity: int = field(compare=False)
    odometer: float = field(default=0.0, compare=False)
    state: State = field(default=State.IDLE, compare=False)
    trips: list = field(default_factory=list, compare=False, repr=False)

    def step(self, rng):
        if self.state is State.IDLE:
            self.state = State.LOADING
            return None
        if self.state is State.LOADING:
            self.state = State.DRIVING
            return None
        if self.state is State.DRIVING:
            distance = rng.uniform(2.0, 40.0)
            load = rng.randrange(1, self.capacity + 1)
            minutes = int(distance * (3 if self.kind is Kind.BIKE else 2)) + load // 10
            trip = Trip(self.ident, round(distance, 2), load, minutes)
            self.trips.append(trip)
            self.odometer += distance
            self.state = State.SERVICE if self.odometer > 800 else State.IDLE
            if self.state is State.SERVICE:
                self.odometer = 0.0
            return trip
        self.state = State.IDLE
        return None


CAPACITY = {Kind.VAN: 80, Kind.TRUCK: 400, Kind.BIKE: 12}


def main():
    rng = random.Random(2026)
    kinds = list(Kind)
    fleet = [Vehicle(i, kinds[i % 3], CAPACITY[kinds[i % 3]]) for i in range(60)]
    log = []
    for tick in range(6000):
        for v in fleet:
            trip = v.step(rng)
            if trip is not None:
                log.append(trip)
    print("trips", len(log), "services", sum(1 for v in fleet if v.state is State.SERVICE))

    text = json.dumps([asdict(t) for t in log[:3000]])
    back = [Trip(**d) for d in json.loads(text)]
    print("json", len(text), back[0] == log[0], back[-1] == log[2999])

    by_kind = {k: [t.distance for t in log if fleet[t.vehicle].kind is k] for k in Kind}
    for k, ds in by_kind.items():
        print(k.name, len(ds), round(statistics.mean(ds), 3), round(statistics.pstdev(ds), 3))
    loads = [t.load for t in log]
    print("load median", statistics.median(loads), "mode", statistics.mode(loads))
    busiest = max(fleet, key=lambda v: len(v.trips))
    print("busiest", busiest.ident, busiest.kind.value, len(busiest.trips), sorted(fleet)[-1].ident)
    states = {s: 0 for s in State}
    for v in fleet:
        states[v.state] += 1
    print({s.name: n for s, n in states.items()})


main()
