# Towers of Hanoi: recursion with many printed moves.
moves = 0
def hanoi(n, src, dst, via):
    global moves
    if n == 0:
        return
    hanoi(n - 1, src, via, dst)
    moves += 1
    if n >= 3:
        print("move disk", n, "from", src, "to", dst)
    hanoi(n - 1, via, dst, src)

hanoi(10, "A", "C", "B")
print("moves:", moves)
