try:
    import pprint
except ImportError:
    import pprint

text = ("Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor "
        "incididunt ut labore et dolore magna aliqua.\nUt enim ad minim veniam, quis nostrud "
        "exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.\n\n  Duis aute "
        "irure dolor in reprehenderit\tin voluptate velit esse cillum dolore eu fugiat nulla pariatur.")
for w in (1, 7, 15, 20, 33, 50, 80, 200):
    print('--', w)
    pprint.pprint(text, width=w)
    pprint.pprint([text, 'short'], width=w)
    pprint.pprint({'key': text, 'k2': (text,)}, width=w)
    pprint.pprint({'key': [text[:60]] * 2}, width=w)
s = 'a' * 200
pprint.pprint(s)
pprint.pprint([s])
pprint.pprint('it\'s "quoted" text ' * 10, width=40)
pprint.pprint('unicode é ü 中文 текст ' * 6, width=30)
pprint.pprint('x\r\ny\rz\x0bw\x0cv\x1cq\x85r\u2028s\u2029t ' * 5, width=20)
pprint.pprint('   leading spaces and trailing    ' * 4, width=25)
pprint.pprint(['', 'a', ''], width=3)
pprint.pprint('', width=1)
pprint.pprint('word' * 30, width=10)
pprint.pprint(('one two three four five six seven',), width=15)
pprint.pprint(('one two three four five six seven', 'x'), width=15)
