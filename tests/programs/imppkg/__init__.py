print("imppkg loading as", __name__)
VERSION = "1.0"
from .util import twice
