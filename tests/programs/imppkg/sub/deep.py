from .. import VERSION
from ..util import twice
from . import LEVEL


def describe():
    return f"deep in {LEVEL} of version {VERSION}: {twice(21)}"
