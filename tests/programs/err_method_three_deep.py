# An exception raised three calls deep inside methods of cooperating classes;
# the traceback lists every method frame.
class Account:
    def __init__(self, owner, balance):
        self.owner = owner
        self.balance = balance

    def withdraw(self, amount):
        if amount > self.balance:
            raise ValueError("%s has %d, cannot withdraw %d" % (self.owner, self.balance, amount))
        self.balance -= amount
        return amount

class Bank:
    def __init__(self):
        self.accounts = {}

    def open(self, owner, balance):
        self.accounts[owner] = Account(owner, balance)

    def transfer(self, src, dst, amount):
        moved = self.accounts[src].withdraw(amount)
        self.accounts[dst].balance += moved
        print("moved", moved, "from", src, "to", dst)

class Teller:
    def __init__(self, bank):
        self.bank = bank

    def process(self, orders):
        for src, dst, amount in orders:
            self.bank.transfer(src, dst, amount)
        return "all processed"

bank = Bank()
bank.open("ann", 100)
bank.open("bob", 20)
teller = Teller(bank)
print(teller.process([("ann", "bob", 30), ("bob", "ann", 50)]))
print(teller.process([("ann", "bob", 60), ("bob", "ann", 500)]))
