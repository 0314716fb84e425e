try:
    import struct
except ImportError:
    import struct

class Idx:
    def __init__(self, v): self.v = v
    def __index__(self): return self.v
class BadIdx:
    def __index__(self): return 'x'
class RaiseIdx:
    def __index__(self): raise ValueError('boom')
class Flt:
    def __float__(self): return 2.5
class I(int): pass

vals = [-2**64 - 1, -2**64, -2**63 - 1, -2**63, -2**63 + 1, -2**32 - 1, -2**32, -2**31 - 1, -2**31, -32769, -32768, -129, -128,
        -1, 0, 1, 127, 128, 255, 256, 32767, 32768, 65535, 65536, 2**31 - 1, 2**31, 2**32 - 1, 2**32,
        2**63 - 1, 2**63, 2**64 - 1, 2**64, 2**70, -2**70, True, False, I(300), Idx(70000), Idx(-1), Idx(2**64),
        1.5, '1', None, b'1', Flt(), BadIdx(), RaiseIdx(), [1]]
for bo in ['@', '<', '>']:
    for c in 'bBhHiIlLqQnNP':
        for v in vals:
            try:
                r = struct.pack(bo + c, v)
                res = 'OK ' + r.hex() + ' ' + repr(struct.unpack(bo + c, r))
            except Exception as e:
                res = type(e).__name__ + ': ' + str(e)
            print(bo, c, repr(v) if not isinstance(v, (Idx, BadIdx, RaiseIdx, Flt)) else type(v).__name__, res)
