# finally in functions: runs before a return completes, a return in finally
# overrides the try's value or swallows its exception, nested finally order,
# and an exception raised in finally replacing the original.
def ret_in_try():
    try:
        print("  try returns 1")
        return 1
    finally:
        print("  finally runs before the return completes")

print(ret_in_try())

def finally_overrides():
    try:
        return "try value"
    finally:
        return "finally value"
print(finally_overrides())

def finally_swallows():
    try:
        raise ValueError("lost")
    finally:
        return "exception discarded by return in finally"
print(finally_swallows())

def return_value_evaluated_first():
    x = 1
    try:
        return x
    finally:
        x = 2
        print("  x changed to", x, "in finally")
print(return_value_evaluated_first())

def mutable_return():
    items = [1]
    try:
        return items
    finally:
        items.append("added in finally")
print(mutable_return())

# nested finally order
def nested():
    try:
        try:
            print("  inner try")
            return "inner"
        finally:
            print("  inner finally")
    finally:
        print("  outer finally")
print(nested())

# exception raised in finally replaces the original
def replace():
    try:
        raise ValueError("original")
    finally:
        raise TypeError("replacement")
try:
    replace()
except Exception as e:
    print(type(e).__name__, e, "context:", type(e.__context__).__name__, e.__context__)
