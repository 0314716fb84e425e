# `X | Y` unions compare as sets of members, hash alike when equal, and
# meet typing's Union and Optional; None is NoneType among the arguments.
from typing import Optional, Union, get_args

print((int | str) == (str | int), (int | str) != (int | float))
print((int | None) == Optional[int], Optional[int] == (int | None))
print(Union[int, str] == (int | str), (int | str) == Union[str, int])
print(hash(int | str) == hash(str | int), len({int | str, str | int, int | float}))
print((int | None).__args__, get_args(int | None), get_args(str | bytes | None))
print(int | None, (int | str) | float, repr(None | int))
print(isinstance(None, int | None), isinstance(3, str | None))
print({int | str: 1}[str | int])
# None and NoneType are one member; a union hashes as typing's Union does.
print((int | None) == (int | type(None)), hash(int | None) == hash(int | type(None)))
print((int | None | type(None)).__args__, (type(None) | int) == (None | int))
print(hash(Optional[int]) == hash(int | None), {int | str: 1}.get(Union[int, str]))
print(len({int | str, Union[int, str]}), isinstance(None, type(None) | int))
