# The is* predicates.
samples = ["", "abc", "ABC", "Abc", "abc123", "123", "12.5", " ", "\t\n", "a b", "Hello World", "Hello world",
           "½", "²", "٣", "١٢٣", "ß", "é", "日本", "_id", "id_1", "1id", "class", "\x00", "abc\n", "Ⅻ", "ǅ", "ǅungla", "ǈa", "Aǈ", "Ⓐ", "ⓐ", "\U000e0001", "\ue000", "\u0378", "\U0001d173"]
for s in samples:
    print(repr(s), s.isalpha(), s.isdigit(), s.isdecimal(), s.isnumeric(), s.isalnum(), s.isspace(),
          s.islower(), s.isupper(), s.istitle(), s.isidentifier(), s.isprintable(), s.isascii())
