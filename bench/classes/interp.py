# A small expression interpreter built of classes: an AST of node objects
# evaluated by a method per class against an environment object.


class Env:
    def __init__(self):
        self.vars = [0] * 8

    def get(self, k):
        return self.vars[k]

    def set(self, k, v):
        self.vars[k] = v


class Const:
    def __init__(self, v):
        self.v = v

    def eval(self, env):
        return self.v


class Var:
    def __init__(self, k):
        self.k = k

    def eval(self, env):
        return env.get(self.k)


class Add:
    def __init__(self, a, b):
        self.a = a
        self.b = b

    def eval(self, env):
        return self.a.eval(env) + self.b.eval(env)


class Mul:
    def __init__(self, a, b):
        self.a = a
        self.b = b

    def eval(self, env):
        return self.a.eval(env) * self.b.eval(env)


class Mod:
    def __init__(self, a, b):
        self.a = a
        self.b = b

    def eval(self, env):
        return self.a.eval(env) % self.b.eval(env)


class Assign:
    def __init__(self, k, e):
        self.k = k
        self.e = e

    def run(self, env):
        env.set(self.k, self.e.eval(env))


def program():
    # x0 = (x0 + x1 * 3) % 1000003; x1 = x1 + 1;
    # x2 = (x2 + x0 * x0 + 7) % 1000003
    m = Const(1000003)
    return [
        Assign(0, Mod(Add(Var(0), Mul(Var(1), Const(3))), m)),
        Assign(1, Add(Var(1), Const(1))),
        Assign(2, Mod(Add(Var(2), Add(Mul(Var(0), Var(0)), Const(7))), m)),
    ]


def main():
    env = Env()
    prog = program()
    for i in range(1000000):
        for stmt in prog:
            stmt.run(env)
    print(env.get(0), env.get(1), env.get(2))


main()
