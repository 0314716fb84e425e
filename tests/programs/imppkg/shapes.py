from . import util
from .util import twice as double
from .. import imppkg as _self_pkg_is_an_error_if_reached
