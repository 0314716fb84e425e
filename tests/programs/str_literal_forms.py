# Less common literal forms: triple quotes, escaped newline, adjacent literals.
print("""triple "double" quoted""", '''triple 'single' quoted''')
print("""two
lines""")
print("line one\
 continued")
print("adjacent " "literals " 'joined')
s = ("implicit"
     " concatenation")
print(s, len(s))
print('''it's''', """say "x" """)
