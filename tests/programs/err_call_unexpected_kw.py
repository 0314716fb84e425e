# Passing a keyword argument the function does not accept, after calls that
# use its keyword-only parameters correctly and a caught misuse.
def render(text, *, width=20, align="left", fill="."):
    if align == "left":
        return text.ljust(width, fill)
    if align == "right":
        return text.rjust(width, fill)
    return text.center(width, fill)

print(render("alpha"))
print(render("beta", width=10))
print(render("gamma", align="right", width=12))
print(render("mid", align="center", width=9, fill="*"))
opts = {"width": 8, "fill": "-"}
print(render("kw", **opts))
try:
    render("pos", 10)
except TypeError as e:
    print("caught:", e)
for word in ["x", "yy"]:
    print(render(word, width=4, align="right"))
print(render("delta", colour="red"))
print("unreachable")
