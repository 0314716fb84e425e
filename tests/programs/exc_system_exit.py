# SystemExit: its code, caught and inspected, then uncaught with a status.
for args in [(), (None,), (3,), ("bye",), (1, 2)]:
    try:
        raise SystemExit(*args)
    except SystemExit as e:
        print(repr(e.code), e.args)

class Quit(SystemExit):
    pass

try:
    raise Quit(5)
except SystemExit as e:
    print("subclass", e.code)

def main():
    for i in range(100):
        if i == 42:
            print("leaving at", i)
            raise SystemExit(7)

try:
    main()
finally:
    print("finally runs")
