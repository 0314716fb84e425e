for s in ['x' * 300, "it's" * 80, 'ab"c' * 70, 'é' * 250, '1_000_', '0x', '12a', '  7  ', '٣٤', '1' * 5000, '0b_1', '00', '0_0']:
    for base in [10, 0, 16]:
        try:
            print(repr(int(s, base))[:60])
        except ValueError as e:
            print(len(str(e)), str(e)[:80], str(e)[-20:])
print(int('1_000'), int(' 0x_ff ', 0), int('-0o17', 0), int('+٣٤'))
import sys
sys.set_int_max_str_digits(5000)
print(len(str(int('1' * 5000))))
try:
    int('1_' * 5000 + '1')
except ValueError as e:
    print(e)
for b in [b'12', b'\xff', b' 7 ', b'1_0', bytearray(b'42'), b'x' * 300, b'\xc3\xa9']:
    try:
        print(int(b))
    except ValueError as e:
        print(str(e)[:120])
for s in ['1.5', '1_0.5', ' inf ', 'x' * 10, 'nan', '1e5']:
    try:
        print(float(s))
    except ValueError as e:
        print(e)
