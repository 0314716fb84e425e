# Pascal's triangle rows built from the previous row.
row = [1]
for n in range(35):
    print(row)
    nxt = [1]
    for i in range(1, len(row)):
        nxt.append(row[i - 1] + row[i])
    nxt.append(1)
    row = nxt
print(len(row), row[17])
