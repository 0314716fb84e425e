# Functions may refer to globals and functions defined after them.
def use_later():
    return helper(10) + CONSTANT

def helper(x):
    return x * 3

CONSTANT = 7
print(use_later())
CONSTANT = 100
print(use_later())
def helper(x):
    return -x
print(use_later())
