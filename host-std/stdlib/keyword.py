"""Python keywords and soft keywords (CPython 3.11 API), written for
Trellis.

Implemented: kwlist and softkwlist (3.11's lists, sorted as CPython has
them), iskeyword(s) and issoftkeyword(s), which like CPython's are the
__contains__ methods of frozensets (so an unhashable argument raises
TypeError: unhashable type).

Differences: none known.
"""

__all__ = ["iskeyword", "issoftkeyword", "kwlist", "softkwlist"]

kwlist = [
    'False', 'None', 'True',
    'and', 'as', 'assert', 'async', 'await',
    'break', 'class', 'continue', 'def', 'del',
    'elif', 'else', 'except', 'finally', 'for', 'from',
    'global', 'if', 'import', 'in', 'is', 'lambda',
    'nonlocal', 'not', 'or', 'pass', 'raise', 'return',
    'try', 'while', 'with', 'yield',
]

softkwlist = ['_', 'case', 'match']

iskeyword = frozenset(kwlist).__contains__
issoftkeyword = frozenset(softkwlist).__contains__
