# str.format field indexing: strings, non-digit keys, nested.
print("{0[0]}{0[1]}{0[2]}".format("xyz"))
print("{0[-1]}".format({"-1": "neg"}), "{0[a b]}".format({"a b": "spaced"}), "{0[2]}".format({2: "int"}))
print("{0[1][0]}".format(["ab", "cd"]), "{k[x]}".format(k={"x": "kw"}), "{0[1]:>4}".format("pq"))
