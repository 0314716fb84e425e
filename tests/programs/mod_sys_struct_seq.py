# sys.version_info, sys.float_info and sys.hash_info as struct sequences.
import sys
print(sys.version_info[:2], sys.version_info.major, sys.version_info >= (3, 8), sys.maxsize, sys.float_info.epsilon, sys.float_info.max, sys.float_info.dig)
print(sys.float_info)
print(sys.version_info)
print(type(sys.version_info).__name__, isinstance(sys.version_info, tuple), len(sys.float_info), sys.hash_info.modulus, sys.hash_info.inf, sys.version_info[0], tuple(sys.version_info)[:2])
major, minor, *rest = sys.version_info
print(major, minor, rest, sys.version_info < (4,), repr(sys.version_info) == str(sys.version_info))
import sys
print(sys.int_info, sys.int_info.bits_per_digit)
