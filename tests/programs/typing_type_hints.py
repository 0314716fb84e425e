# get_type_hints evaluates string annotations (and all of them under
# `from __future__ import annotations`); NamedTuple keeps strings as
# ForwardRefs in __annotations__.
from __future__ import annotations

import typing
from typing import get_type_hints, NamedTuple, Optional, ClassVar, Callable


class Node:
    value: int
    children: list[Node]
    parent: Optional[Node] = None
    label: "str | None" = None
    kind: ClassVar[str] = "node"


def connect(a: Node, b: "Node", weight: float = 1.0) -> dict[str, list[int]]:
    return {}


def apply(f: Callable[[int, str], bool], xs: typing.List[int]) -> None:
    pass


class Point(NamedTuple):
    x: "float"
    y: float = 0.0


print(Node.__annotations__)
print(get_type_hints(Node))
print(get_type_hints(connect))
print(get_type_hints(apply))
print(Point.__annotations__, get_type_hints(Point))


def bad(x: "Undefined") -> None:
    pass


try:
    get_type_hints(bad)
except NameError as e:
    print("NameError:", e)
