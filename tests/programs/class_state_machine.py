# A state machine built from state classes with a shared base; transitions
# return new state objects; a vending machine driven by an event list.
class State:
    name = "state"
    def on_event(self, machine, event):
        return self
    def __repr__(self):
        return self.name

class Idle(State):
    name = "idle"
    def on_event(self, machine, event):
        if event.startswith("coin"):
            machine.credit += int(event[4:])
            return Paying()
        if event == "service":
            return Maintenance()
        return super().on_event(machine, event)

class Paying(State):
    name = "paying"
    def on_event(self, machine, event):
        if event.startswith("coin"):
            machine.credit += int(event[4:])
            return self
        if event.startswith("pick:"):
            item = event[5:]
            price = machine.prices.get(item)
            if price is None:
                machine.log("unknown item " + item)
                return self
            if machine.credit < price:
                machine.log("need %d more for %s" % (price - machine.credit, item))
                return self
            machine.credit -= price
            machine.dispensed.append(item)
            return Dispensing()
        if event == "refund":
            machine.log("refund %d" % machine.credit)
            machine.credit = 0
            return Idle()
        return self

class Dispensing(State):
    name = "dispensing"
    def on_event(self, machine, event):
        if event == "taken":
            return Paying() if machine.credit else Idle()
        return self

class Maintenance(State):
    name = "maintenance"
    def on_event(self, machine, event):
        return Idle() if event == "done" else self

class Machine:
    def __init__(self, prices):
        self.prices = prices
        self.credit = 0
        self.state = Idle()
        self.dispensed = []
        self.messages = []
    def log(self, msg):
        self.messages.append(msg)
    def feed(self, event):
        before = self.state
        self.state = self.state.on_event(self, event)
        changed = "" if self.state is before else "  (new state object)"
        print("%-10s %-12r -> %-12r credit=%d%s" % (event, before, self.state, self.credit, changed))

m = Machine({"cola": 150, "chips": 100})
events = ["push", "coin100", "pick:cola", "coin25", "coin25", "pick:cola", "pick:cola",
          "taken", "coin100", "pick:tea", "pick:chips", "taken", "service", "coin5",
          "done", "coin50", "refund"]
for ev in events:
    m.feed(ev)
print("dispensed", m.dispensed)
print("messages", m.messages)
print([type(s).__name__ for s in (Idle(), Paying())], issubclass(Maintenance, State))
print(sorted(cls.__name__ for cls in State.__subclasses__()))
