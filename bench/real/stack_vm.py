# A small bytecode interpreter written in Python: an assembler turns text
# into instruction objects with labels resolved, and a stack machine class
# runs programs (loops, calls, a sieve in VM memory) with a dispatch dict.

SCALE = 14


class Instr:
    def __init__(self, op, arg):
        self.op = op
        self.arg = arg

    def __repr__(self):
        return f"{self.op} {self.arg}" if self.arg is not None else self.op


class VMError(Exception):
    pass


def assemble(text):
    lines = []
    labels = {}
    for raw in text.split("\n"):
        line = raw.split("#")[0].strip()
        if not line:
            continue
        if line.endswith(":"):
            labels[line[:-1]] = len(lines)
            continue
        parts = line.split()
        lines.append(parts)
    code = []
    for parts in lines:
        op = parts[0]
        arg = None
        if len(parts) > 1:
            a = parts[1]
            if a in labels:
                arg = labels[a]
            else:
                arg = int(a)
        code.append(Instr(op, arg))
    return code


class Machine:
    def __init__(self, code, memory_size=64):
        self.code = code
        self.stack = []
        self.frames = []
        self.memory = [0] * memory_size
        self.pc = 0
        self.steps = 0
        self.output = []
        self.handlers = {
            "push": self.op_push, "pop": self.op_pop, "dup": self.op_dup,
            "swap": self.op_swap, "add": self.op_add, "sub": self.op_sub,
            "mul": self.op_mul, "mod": self.op_mod, "lt": self.op_lt,
            "jmp": self.op_jmp, "jz": self.op_jz, "load": self.op_load,
            "store": self.op_store, "loadi": self.op_loadi, "storei": self.op_storei,
            "call": self.op_call, "ret": self.op_ret, "out": self.op_out,
        }

    def op_push(self, arg):
        self.stack.append(arg)

    def op_pop(self, arg):
        self.stack.pop()

    def op_dup(self, arg):
        self.stack.append(self.stack[-1])

    def op_swap(self, arg):
        s = self.stack
        s[-1], s[-2] = s[-2], s[-1]

    def op_add(self, arg):
        b = self.stack.pop()
        self.stack[-1] += b

    def op_sub(self, arg):
        b = self.stack.pop()
        self.stack[-1] -= b

    def op_mul(self, arg):
        b = self.stack.pop()
        self.stack[-1] *= b

    def op_mod(self, arg):
        b = self.stack.pop()
        if b == 0:
            raise VMError(f"modulo by zero at pc={self.pc - 1}")
        self.stack[-1] %= b

    def op_lt(self, arg):
        b = self.stack.pop()
        self.stack[-1] = 1 if self.stack[-1] < b else 0

    def op_jmp(self, arg):
        self.pc = arg

    def op_jz(self, arg):
        if self.stack.pop() == 0:
            self.pc = arg

    def op_load(self, arg):
        self.stack.append(self.memory[arg])

    def op_store(self, arg):
        self.memory[arg] = self.stack.pop()

    def op_loadi(self, arg):
        self.stack.append(self.memory[self.stack.pop()])

    def op_storei(self, arg):
        addr = self.stack.pop()
        self.memory[addr] = self.stack.pop()

    def op_call(self, arg):
        self.frames.append(self.pc)
        self.pc = arg

    def op_ret(self, arg):
        self.pc = self.frames.pop()

    def op_out(self, arg):
        self.output.append(self.stack.pop())

    def run(self, limit=10 ** 8):
        code = self.code
        handlers = self.handlers
        while self.pc < len(code):
            ins = code[self.pc]
            self.pc += 1
            if ins.op == "halt":
                break
            handlers[ins.op](ins.arg)
            self.steps += 1
            if self.steps > limit:
                raise VMError("step limit")
        return self.output


SUM_LOOP = """
    push 0
    store 0        # acc
    push 0
    store 1        # i
loop:
    load 1
    push 6000
    lt
    jz done
    load 0
    load 1
    call square
    add
    push 1000003
    mod
    store 0
    load 1
    push 1
    add
    store 1
    jmp loop
done:
    load 0
    out
    halt
square:
    dup
    mul
    ret
"""

SIEVE = """
    push 2
    store 0          # i
outer:
    load 0
    push 60
    lt
    jz count
    load 0
    push 4
    add
    loadi            # flag of i (memory 4..63)
    jz mark
    jmp next
mark:
    load 0
    dup
    add
    store 1          # j = 2i
inner:
    load 1
    push 60
    lt
    jz next
    push 1
    load 1
    push 4
    add
    storei
    load 1
    load 0
    add
    store 1
    jmp inner
next:
    load 0
    push 1
    add
    store 0
    jmp outer
count:
    push 0
    store 2
    push 2
    store 0
cloop:
    load 0
    push 60
    lt
    jz finish
    load 0
    push 4
    add
    loadi
    jz isprime
    jmp cnext
isprime:
    load 0
    out
    load 2
    push 1
    add
    store 2
cnext:
    load 0
    push 1
    add
    store 0
    jmp cloop
finish:
    load 2
    out
    halt
"""

BAD = """
    push 5
    push 0
    mod
    out
    halt
"""


def main():
    total_steps = 0
    result = None
    for _ in range(SCALE * 3):
        m = Machine(assemble(SUM_LOOP))
        result = m.run()
        total_steps += m.steps
    print("sum of squares mod p:", result[0], "steps", total_steps)
    primes = None
    for _ in range(SCALE * 20):
        m = Machine(assemble(SIEVE))
        primes = m.run()
        total_steps += m.steps
    print("primes below 60:", primes[:-1], "count", primes[-1])
    try:
        Machine(assemble(BAD)).run()
    except VMError as e:
        print("error:", e)
    print("listing head:", assemble(SUM_LOOP)[:5])
    print("checksum", (result[0] * 131 + total_steps) % 1000000007)


main()
