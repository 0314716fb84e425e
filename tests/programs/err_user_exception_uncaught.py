# A user-defined exception subclass escapes to the top level after some
# successful operations and one handled failure.
class InventoryError(Exception):
    pass

class OutOfStock(InventoryError):
    def __init__(self, item, wanted, have):
        super().__init__("cannot take %d %s, only %d left" % (wanted, item, have))
        self.item = item

stock = {"bolts": 5, "nuts": 2}

def take(item, n):
    have = stock.get(item, 0)
    if n > have:
        raise OutOfStock(item, n, have)
    stock[item] = have - n
    print("took", n, item, "->", stock)

take("bolts", 3)
take("nuts", 1)
try:
    take("nuts", 9)
except InventoryError as e:
    print("handled:", e, "| item:", e.item)
take("bolts", 4)
print("unreachable")
