# A closure observes later changes to the captured variable, from either side.
def make_pair():
    value = 0
    def get():
        return value
    def set_(v):
        nonlocal value
        value = v
    return get, set_

get, set_ = make_pair()
print(get())
set_(5)
print(get())
set_("text")
print(get())

get2, set2 = make_pair()
set2([1, 2])
print(get(), get2())

# the enclosing function rebinds the variable after defining the closure
def late():
    msgs = []
    name = "first"
    def hello():
        return "hello " + name
    msgs.append(hello())
    name = "second"
    msgs.append(hello())
    for name in ["third", "fourth"]:
        msgs.append(hello())
    return msgs, hello
msgs, hello = late()
print(msgs)
print(hello())

# a closure shared by two closures; change through one seen by the other
def shared():
    data = {"n": 0}
    def inc():
        data["n"] += 1
    def replace():
        nonlocal data
        data = {"n": 100}
    def read():
        return data["n"]
    return inc, replace, read

inc, replace, read = shared()
inc(); inc()
print(read())
replace()
print(read())
inc()
print(read())

# a closure whose variable is defined only after the inner def
def defined_later():
    def show():
        return later_var
    try:
        show()
    except NameError as e:
        print(type(e).__name__ + ":", e)
    later_var = "now defined"
    return show()
print(defined_later())
