# A bank and inventory simulation: account classes with inheritance,
# methods that raise custom exceptions on overdrafts and frozen accounts,
# a ledger of transactions driven by an LCG, and an audit at the end.

DAYS = 30000
CUSTOMERS = 60


class BankError(Exception):
    pass


class InsufficientFunds(BankError):
    def __init__(self, account, amount):
        super().__init__(f"account {account.number} short by {amount - account.balance}")
        self.shortfall = amount - account.balance


class AccountFrozen(BankError):
    pass


class Account:
    fee = 0

    def __init__(self, number, owner, balance=0):
        self.number = number
        self.owner = owner
        self.balance = balance
        self.frozen = False
        self.history = []

    def deposit(self, amount):
        if self.frozen:
            raise AccountFrozen(f"account {self.number} is frozen")
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        self.history.append(amount)

    def withdraw(self, amount):
        if self.frozen:
            raise AccountFrozen(f"account {self.number} is frozen")
        total = amount + self.fee
        if total > self.limit():
            raise InsufficientFunds(self, total)
        self.balance -= total
        self.history.append(-total)

    def limit(self):
        return self.balance

    def month_end(self):
        pass

    def __repr__(self):
        return f"{type(self).__name__}({self.number}, {self.owner!r}, {self.balance})"


class Checking(Account):
    fee = 1

    def limit(self):
        return self.balance + 200


class Savings(Account):
    def __init__(self, number, owner, balance=0, rate_bp=15):
        super().__init__(number, owner, balance)
        self.rate_bp = rate_bp

    def month_end(self):
        if self.balance > 0:
            self.balance += self.balance * self.rate_bp // 10000


class Inventory:
    def __init__(self):
        self.stock = {}
        self.sold = {}

    def restock(self, item, qty):
        self.stock[item] = self.stock.get(item, 0) + qty

    def sell(self, item, qty):
        have = self.stock.get(item, 0)
        if have < qty:
            raise KeyError(item)
        self.stock[item] = have - qty
        self.sold[item] = self.sold.get(item, 0) + qty


class Bank:
    def __init__(self):
        self.accounts = []
        self.failures = {"funds": 0, "frozen": 0, "value": 0, "stock": 0}
        self.shortfall = 0

    def open(self, owner, kind, balance):
        number = 1000 + len(self.accounts)
        acct = Checking(number, owner, balance) if kind == 0 else Savings(number, owner, balance)
        self.accounts.append(acct)
        return acct

    def transfer(self, src, dst, amount):
        try:
            src.withdraw(amount)
        except InsufficientFunds as e:
            self.failures["funds"] += 1
            self.shortfall += e.shortfall
            return False
        try:
            dst.deposit(amount)
        except BankError:
            src.deposit(amount + src.fee)  # refund
            self.failures["frozen"] += 1
            return False
        return True


def main():
    s = 12345

    def rand(n):
        nonlocal s
        s = (s * 1103515245 + 12345) & 0x7FFFFFFF
        return s % n

    bank = Bank()
    shop = Inventory()
    items = ["widget", "gadget", "gizmo", "doohickey", "sprocket"]
    for i in range(CUSTOMERS):
        bank.open(f"cust{i:03d}", i % 2, 100 + rand(900))
    for item in items:
        shop.restock(item, 50)
    done = 0
    for day in range(DAYS):
        for _ in range(40):
            a = bank.accounts[rand(CUSTOMERS)]
            b = bank.accounts[rand(CUSTOMERS)]
            r = rand(10)
            try:
                if r < 6:
                    if bank.transfer(a, b, rand(300)):
                        done += 1
                elif r < 8:
                    a.deposit(rand(100) - 5)
                else:
                    item = items[rand(len(items))]
                    shop.sell(item, 1 + rand(4))
                    a.withdraw(10)
            except ValueError:
                bank.failures["value"] += 1
            except KeyError as e:
                bank.failures["stock"] += 1
                shop.restock(e.args[0], 40)
            except AccountFrozen:
                bank.failures["frozen"] += 1
            except InsufficientFunds:
                bank.failures["funds"] += 1
        if day % 30 == 29:
            for acct in bank.accounts:
                acct.month_end()
        if day % 50 == 7:
            bank.accounts[rand(CUSTOMERS)].frozen = True
        if day % 50 == 30:
            for acct in bank.accounts:
                acct.frozen = False
    total = sum(a.balance for a in bank.accounts)
    richest = max(bank.accounts, key=lambda a: (a.balance, a.number))
    moves = sum(len(a.history) for a in bank.accounts)
    print(f"transfers done={done} failures={bank.failures} shortfall={bank.shortfall}")
    print(f"total balance={total} richest={richest!r} moves={moves}")
    print("sold:", shop.sold)
    print("stock:", shop.stock)
    print("checksum", (total * 7 + done + moves + bank.shortfall) % 1000000007)


main()
