# sys, time and gc: what a program reads from them.
import sys
import time
import gc

print(sys.argv[1:], type(sys.argv).__name__, sys.maxsize, sys.maxsize + 1 > 2**63 - 1)
print(sys.byteorder, sys.platform, sys.version_info[:2] >= (3, 8), sys.version_info[0])
print(sys.getrecursionlimit())
sys.setrecursionlimit(2000)
print(sys.getrecursionlimit())


def depth(n):
    return 1 if n == 0 else 1 + depth(n - 1)


print(depth(1500))
sys.setrecursionlimit(1000)
try:
    depth(1500)
except RecursionError as e:
    print("RecursionError", e)
for bad in [0, -5, "x"]:
    try:
        sys.setrecursionlimit(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

n = sys.stdout.write("written directly\n")
print(n, sys.stdout.write(""))
sys.stdout.flush()
print("to stderr", file=sys.stderr)
sys.stderr.write("stderr write\n")
print("sep", "end", sep="-", end="!\n", file=sys.stdout)
print(sys.stdout, sys.stderr, sys.stdin)
print("sys" in sys.modules, sys.modules["time"] is time, sys.modules["__main__"].depth is depth)

t0, p0, m0 = time.time(), time.perf_counter(), time.monotonic()
time.sleep(0.01)
t1, p1, m1 = time.time(), time.perf_counter(), time.monotonic()
print(t0 > 1.6e9, t1 >= t0, p1 - p0 >= 0.009, m1 >= m0, type(time.time_ns()).__name__)
print(isinstance(time.process_time(), float), time.perf_counter_ns() > 0)
for bad in [-1, "x"]:
    try:
        time.sleep(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

print(gc.isenabled())
gc.disable()
print(gc.isenabled())
gc.enable()
print(gc.isenabled(), type(gc.collect()).__name__)

sys.set_int_max_str_digits(5000)
print(len(str(10 ** 4500)))
sys.set_int_max_str_digits(4300)
try:
    str(10 ** 4500)
except ValueError as e:
    print("ValueError", str(e)[:60])
try:
    sys.set_int_max_str_digits(100)
except ValueError as e:
    print("ValueError", e)
print(sys.intern("abc"), sys.get_int_max_str_digits())
try:
    sys.exit(3)
except SystemExit as e:
    print("SystemExit", e.code)
sys.exit("bye from sys.exit")
