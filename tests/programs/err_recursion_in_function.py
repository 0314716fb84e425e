# RecursionError from a recursion with a wrong base case, started inside a function.
def countdown(n):
    if n == 0:
        return 0
    return 1 + countdown(n - 2)

def main():
    print(countdown(10))
    print(countdown(11))

main()
