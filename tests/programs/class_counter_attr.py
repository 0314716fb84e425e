# A class attribute used as an instance counter and id allocator.
class Ticket:
    issued = 0
    _next_id = 100

    def __init__(self, owner):
        Ticket.issued += 1
        self.id = Ticket._next_id
        Ticket._next_id += 1
        self.owner = owner

    def __repr__(self):
        return "Ticket(%d, %r)" % (self.id, self.owner)

print(Ticket.issued)
tickets = [Ticket(name) for name in ["ann", "bo", "cy"]]
print(tickets, Ticket.issued)
t = Ticket("di")
print(t, Ticket.issued, t.issued)

# the wrong way: self.count += 1 creates an instance attribute
class Wrong:
    count = 0
    def __init__(self):
        self.count += 1

a, b = Wrong(), Wrong()
print(Wrong.count, a.count, b.count)

# type(self) lets subclasses keep their own counters
class Base:
    created = 0
    def __init__(self):
        type(self).created += 1

class Child(Base):
    created = 0

class Other(Base):
    pass

Base(); Base(); Child(); Other(); Other(); Other()
print(Base.created, Child.created, Other.created)
print("created" in Other.__dict__, "created" in Child.__dict__)

# a registry of all instances kept in a class-level list
class Node:
    registry = []
    def __init__(self, label):
        self.label = label
        Node.registry.append(self)
    @classmethod
    def labels(cls):
        return [n.label for n in cls.registry]

for lab in "xyz":
    Node(lab)
print(Node.labels(), len(Node.registry))

# class attributes computed in the class body from each other
class Grid:
    width = 4
    height = 3
    cells = width * height
    names = ["c%d" % i for i in range(3)]
print(Grid.cells, Grid.names)

# deleting a counter-like attribute from the class
class Temp:
    flag = True
print(hasattr(Temp, "flag"))
del Temp.flag
print(hasattr(Temp, "flag"))
