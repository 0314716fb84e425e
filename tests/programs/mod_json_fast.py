# The json fast paths (the core's `_json`) beside the guest code they fall
# back to: every option the encoder passes on, every shape the decoder
# reads, and the errors and oddities that go back to the guest module.
import json
docs = [
    {"a": 1, "b": [1, 2.5, None, True, False], "c": {"d": "x\"y\\z\n\t\u0001é中😀\x7f"}},
    [], {}, [[]], [{}], "s", 1, -0.0, 1e300, 12345678901234567890123, 3.14, [1.5e-7, 2e21],
    {"z": 1, "a": 2, "m": {"q": [], "b": {}}},
    {1: 2, 3: 4}, {1.5: "f", True: "t", None: "n"},
    (1, 2, (3,)),
]
for d in docs:
    for kw in ({}, {"indent": 2}, {"sort_keys": True}, {"ensure_ascii": False},
               {"separators": (",", ":")}, {"indent": "\t", "sort_keys": True}, {"indent": 0}):
        try:
            t = json.dumps(d, **kw)
        except TypeError as e:
            print("TypeError", e)
            continue
        print(t)
        print(json.loads(t) if "NaN" not in t else t)
for bad in [float("nan"), float("inf"), {(1, 2): 3}, {"a": 1, 2: 3}, object()]:
    for kw in ({}, {"allow_nan": False}, {"sort_keys": True}):
        try:
            print(json.dumps(bad, **kw))
        except Exception as e:
            print(type(e).__name__, e)
a = []; a.append(a)
try: json.dumps(a)
except Exception as e: print(type(e).__name__, e)
for txt in ['{"a": [1, 2, {"b": null}], "c": "\\u00e9\\ud83d\\ude00\\n"}', ' [1, 2 ] ', '[1,]', '{"a" 1}', '01', '1.', '-', 
            '"abc', '[1] x', '{"a":1,"a":2,"b":3}', 'NaN', '-Infinity', '[Infinity]', '1e400', '-0', '0.1e-2', '1E+2', '[' * 150 + ']' * 150,
            '"tab\there"', '{"x": 123456789012345678901234567890}', '', '   ', 'nul', '[true, false, null]', '{"é": "中"}']:
    try:
        print(repr(json.loads(txt)))
    except Exception as e:
        print(type(e).__name__, e)
print(json.loads(b'[1, "x"]'))
print(json.dumps({"k": [1, 2]}, indent=2, separators=(", ", " = ")))
