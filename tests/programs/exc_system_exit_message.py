# An uncaught SystemExit with a message prints it (no traceback), status 1.
print("before")
raise SystemExit("goodbye: " + str(6 * 7))
