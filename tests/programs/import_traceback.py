# An error raised inside an imported module's function: the traceback
# names the module's file and line.
import _imp_raise

for i in range(3, -1, -1):
    print(_imp_raise.outer(i))
