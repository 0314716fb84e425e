# exit() and quit() raise SystemExit, which a program can catch.
try:
    exit(4)
except SystemExit as e:
    print("caught", e.code)
try:
    quit()
except SystemExit as e:
    print("caught", e.code)
print("leaving")
exit(3)
print("not reached")
