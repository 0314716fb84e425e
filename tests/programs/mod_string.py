import string
from string import Template, capwords

for name in ["ascii_letters", "ascii_lowercase", "ascii_uppercase", "digits", "hexdigits",
             "octdigits", "punctuation", "printable", "whitespace"]:
    v = getattr(string, name)
    print(name, len(v), repr(v))
print(all(c in string.printable for c in string.ascii_letters + string.digits))
print(sorted(string.__all__))

print(capwords(" hello   world  "), capwords("a-b-c", "-"), capwords("aBC dEF"), capwords("x--y", "-"))
print(repr(capwords("")), repr(capwords("   ")), capwords("\thello\nthere wORLD"), capwords("one,two", ","))

def caesar(text, k):
    low = string.ascii_lowercase
    up = string.ascii_uppercase
    out = []
    for c in text:
        if c in low:
            out.append(low[(low.index(c) + k) % 26])
        elif c in up:
            out.append(up[(up.index(c) + k) % 26])
        else:
            out.append(c)
    return "".join(out)
print(caesar("Hello, World!", 3), caesar(caesar("Round Trip", 11), 15))
print([c for c in "a1_F-9z" if c in string.hexdigits], int("".join(c for c in "x7f" if c in string.hexdigits), 16))

t = Template("$who likes ${what} $$ and $who again")
print(t.substitute(who="tim", what="kung pao"))
print(t.substitute({"who": "ann", "what": "tea"}))
print(t.substitute({"who": "ann", "what": "tea"}, what="coffee"))
print(t.safe_substitute(who="bo"))
print(t.template, t.get_identifiers(), t.is_valid())
print(Template("$a$b ${c}d $_x1 $A").substitute(a=1, b=2, c=3, _x1=4, A=5))
print(Template("${a}${a}$a.$a!").substitute(a="z"))
print(Template("100$$ $").safe_substitute(), Template("$ 1").safe_substitute(), Template("${").safe_substitute())
print(Template("$a ${b").get_identifiers(), Template("$a ${b").is_valid(), Template("$$").is_valid())
print(Template("$x").substitute(x=[1, 2]), Template("cost: $$$p").substitute(p=3))

class Percent(Template):
    delimiter = "%"
print(Percent("%name is %% %{age}y").substitute(name="Al", age=9))

for tmpl, kw in [("$who likes $", {"who": 1}), ("x\n  $1", {}), ("$a $b", {"a": 1}), ("${a", {"a": 1}),
                 ("ok\nline two ${bad name}", {}), ("$", {}), ("${}", {})]:
    try:
        print(Template(tmpl).substitute(**kw))
    except (KeyError, ValueError) as e:
        print(type(e).__name__, e)
print(Template("${a").safe_substitute(a=1), Template("$a $b").safe_substitute({"a": 1}))

# Formatter
f = string.Formatter()
class Pt:
    x = 3
    y = [10, 20]
for s in ["a{0}b{1:>{2}}c{x!r:^5}", "{{}}x{}", "", "abc", "{a.b[0]}", "a{!r}", "{:{}}",
          "{a:b:c}", "{0!r:}", "{[0]}", "}}a", "a{{", "{0[}]}", "{0!:}", "{0:{{}}}", "{!r}x"]:
    print(repr(s), list(f.parse(s)))
for s in ["{}}", "{", "}", "{0!}", "{0!rr}", "{0[}", "{a{b}c}", "{0!", "{0:{}", "{0!s!r}"]:
    try:
        print(list(f.parse(s)))
    except ValueError as e:
        print(repr(s), "ValueError", e)
for s, a, k in [("{0}{1}", (1, 2), {}), ("{}{}", (1, 2), {}), ("{0}{}", (1, 2), {}), ("{}{0}", (1, 2), {}),
                ("{p.x:>{w}}|{p.y[1]:x}", (), {"p": Pt(), "w": 5}), ("{0[1]}", ([4, 5],), {}),
                ("{0[a]}", ({"a": 9},), {}), ("{:{:{}}}", (1, 2, 3), {}), ("{x}", (), {}), ("{2}", (1,), {}),
                ("{0!s:>4}|{0!r}|{0!a}", ("\u00e9",), {}), ("{0.nope}", (1,), {}), ("{a[-1]}", (), {"a": {"-1": "neg"}}),
                ("{a[0]}", (), {"a": "xyz"}), ("{0!x}", (1,), {}), ("{}", (), {}), ("{0.}", (1,), {}),
                ("{0[]}", (1,), {}), ("{.a}", (1,), {}), ("{0[0]x}", ([1],), {}), ("{:,.2f} {:08b} {:+d}", (1234.5, 5, 3), {}),
                ("{0:{1}{2}}", (7, "<", 4), {}), ("{n:{fill}^{w}}", (), {"n": "mid", "fill": "*", "w": 9})]:
    try:
        print(repr(s), repr(f.format(s, *a, **k)), repr(f.vformat(s, a, k)))
    except Exception as e:
        print(repr(s), type(e).__name__, e)

class Upper(string.Formatter):
    def format_field(self, value, spec):
        return super().format_field(value, spec).upper()
    def get_value(self, key, args, kwargs):
        if isinstance(key, str) and key not in kwargs:
            return "<" + key + ">"
        return super().get_value(key, args, kwargs)
    def convert_field(self, value, conversion):
        if conversion == "l":
            return str(value).lower()
        return super().convert_field(value, conversion)
u = Upper()
print(u.format("{0} and {missing} and {1!r} {2!l}", "abc", "def", "GHI"))
