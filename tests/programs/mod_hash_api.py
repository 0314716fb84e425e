import hashlib, hmac, array
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
names = ['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512']
for n in names:
    h = getattr(hashlib, n)()
    print(n, h.name, h.digest_size, h.block_size, h.hexdigest())
    t(lambda: getattr(hashlib, n)(string=b'abc').hexdigest())
    t(lambda: getattr(hashlib, n)(b'abc', usedforsecurity=False).hexdigest())
    t(lambda: getattr(hashlib, n)('abc'))
    t(lambda: getattr(hashlib, n)(None))
    t(lambda: getattr(hashlib, n)(3))
    t(lambda: h.update('x'))
    t(lambda: h.update(None))
    t(lambda: h.update([1, 2]))
    t(lambda: getattr(hashlib, n)(array.array('B', [1, 2, 3])).hexdigest())
    t(lambda: getattr(hashlib, n)(bytes([1, 2, 3])).hexdigest())
print(repr(hashlib.md5()).startswith('<md5 _hashlib.HASH object @ 0x'))
print(type(hashlib.sha1()).__name__)
t(lambda: hashlib.new('foo'))
t(lambda: hashlib.new('blake2x'))
t(lambda: hashlib.new(b'sha1'))
t(lambda: hashlib.new(None))
t(lambda: hashlib.new('SHA512').name)
t(lambda: hashlib.new('Md5', b'x').hexdigest())
t(lambda: hashlib.new(name='sha1', data=b'x').hexdigest())
t(lambda: hashlib.new('sha1', string=b'x'))
t(lambda: hashlib.new('sha1', b'x', usedforsecurity=False).hexdigest())
t(lambda: hashlib.new('sha1', b'x', foo=1))
t(lambda: hashlib.new('sha1', 'x'))
print(sorted(n for n in names if n in hashlib.algorithms_guaranteed))
print(sorted(n for n in names if n in hashlib.algorithms_available))
print(type(hashlib.algorithms_guaranteed).__name__, type(hashlib.algorithms_available).__name__)
# pbkdf2_hmac: RFC 6070 vectors and more
t(lambda: hashlib.pbkdf2_hmac('sha1', b'password', b'salt', 1, 20).hex())
t(lambda: hashlib.pbkdf2_hmac('sha1', b'password', b'salt', 2, 20).hex())
t(lambda: hashlib.pbkdf2_hmac('sha1', b'password', b'salt', 4096, 20).hex())
t(lambda: hashlib.pbkdf2_hmac('sha1', b'passwordPASSWORDpassword', b'saltSALTsaltSALTsaltSALTsaltSALTsalt', 4096, 25).hex())
t(lambda: hashlib.pbkdf2_hmac('sha1', b'pass\0word', b'sa\0lt', 4096, 16).hex())
for n in names:
    t(lambda: hashlib.pbkdf2_hmac(n, b'p' * 200, b'salt', 3).hex())
    t(lambda: hashlib.pbkdf2_hmac(n.upper(), b'pw', b'', 5, 150).hex())
    t(lambda: hashlib.pbkdf2_hmac(n, bytearray(b'pw'), bytearray(b's' * 100), 7, 1).hex())
t(lambda: hashlib.pbkdf2_hmac('sha256', b'password', b'salt', 1000, None).hex())
t(lambda: hashlib.pbkdf2_hmac(hash_name='sha256', password=b'p', salt=b's', iterations=2, dklen=3).hex())
t(lambda: hashlib.pbkdf2_hmac('foo', b'p', b's', 0))
t(lambda: hashlib.pbkdf2_hmac('sha256', b'p', b's', 0))
t(lambda: hashlib.pbkdf2_hmac('sha256', b'p', b's', -5))
t(lambda: hashlib.pbkdf2_hmac('sha256', b'p', b's', 1, 0))
t(lambda: hashlib.pbkdf2_hmac('sha256', b'p', b's', 2**40))
t(lambda: hashlib.pbkdf2_hmac('sha256', b'p', b's', 2**70))
t(lambda: hashlib.pbkdf2_hmac('sha256', b'p', b's', 1, 2**31))
t(lambda: hashlib.pbkdf2_hmac('sha256', 'p', b's', 1))
t(lambda: hashlib.pbkdf2_hmac('sha256', b'p', None, 1))
t(lambda: hashlib.pbkdf2_hmac(b'sha256', b'p', b's', 1))
t(lambda: hashlib.pbkdf2_hmac('sha256', b'p', b's', 1.0))
t(lambda: hashlib.pbkdf2_hmac('sha256', b'p', b's', '1'))
t(lambda: hashlib.pbkdf2_hmac('sha256', b'p', b's', 1, 2.5))
t(lambda: hashlib.pbkdf2_hmac('sha256', b'p', b's', True, True).hex())
try:
    hashlib.pbkdf2_hmac('nope', b'p', b's', 1)
except ValueError as e:
    print('ValueError subclass', type(e).__name__, e)
# copy independence
a = hashlib.sha256(b'abc')
b = a.copy()
b.update(b'def')
print(a.hexdigest(), b.hexdigest(), hashlib.sha256(b'abcdef').hexdigest() == b.hexdigest())
# file_digest
import io
t(lambda: hashlib.file_digest(io.BytesIO(b'hello' * 1000), 'sha256').hexdigest())
t(lambda: hashlib.file_digest(io.BytesIO(b'hello'), hashlib.md5).hexdigest())
import os
with open('_tmp_fd.bin', 'wb') as f:
    f.write(bytes(range(256)) * 3000)
with open('_tmp_fd.bin', 'rb') as f:
    t(lambda: hashlib.file_digest(f, 'sha1').hexdigest())
with open('_tmp_fd.bin', 'r') as f:
    try:
        hashlib.file_digest(f, 'sha1')
    except ValueError as e:
        print('ValueError', str(e).endswith(' is not a file-like object in binary reading mode.'))
os.remove('_tmp_fd.bin')
class NotFile:
    def __repr__(self):
        return 'NotFile()'
t(lambda: hashlib.file_digest(NotFile(), 'sha1'))

# hmac
t(lambda: hmac.new(b'k'))
t(lambda: hmac.new(b'k', b'm'))
t(lambda: hmac.new('k', b'm', 'sha256'))
t(lambda: hmac.new(1, b'm', 'sha256'))
t(lambda: hmac.new(b'k', 'm', 'sha256'))
t(lambda: hmac.new(b'k', b'm', 'foo'))
t(lambda: hmac.new(b'k', b'm', 'SHA256').name)
t(lambda: hmac.new(b'k', b'm', hashlib.sha256).name)
t(lambda: hmac.new(b'k', b'm', hashlib).name)
t(lambda: hmac.new(b'k', digestmod='md5').hexdigest())
t(lambda: hmac.new(bytearray(b'k'), digestmod='md5').hexdigest())
t(lambda: hmac.new(b'k', None, 'md5').digest_size)
t(lambda: hmac.new(b'k', None, 'sha384').block_size)
t(lambda: hmac.new(b'k', b'', 5))
t(lambda: hmac.HMAC(b'k', digestmod='sha1').name)
t(lambda: hmac.HMAC(b'k', b'm', 'sha1').hexdigest())
t(lambda: hmac.digest(b'k', b'm', 'sha1').hex())
t(lambda: hmac.digest(b'k', b'm', hashlib.sha1).hex())
t(lambda: hmac.digest(b'k', b'm', 'foo'))
t(lambda: hmac.digest(b'k', 'm', 'md5'))
t(lambda: hmac.digest('k', b'm', 'md5'))
t(lambda: hmac.digest(bytearray(b'k'), bytearray(b'm'), 'md5').hex())
for cmp in [(b'a', b'a'), ('a', 'a'), ('a', b'a'), (b'a', 'a'), ('é', 'é'), ('e', 'é'), (1, 1),
            (1, b'a'), (b'a', 1), ('a', 1), (1, 'a'), (None, None), (bytearray(b'a'), b'a'),
            (b'ab', b'a'), (b'', b''), ('', ''), (b'abc', b'abd'), (array.array('b', [97]), b'a')]:
    t(lambda: hmac.compare_digest(*cmp))
print(hmac.digest_size, hmac.trans_5C[:8], hmac.trans_36[-8:], len(hmac.trans_5C))
h = hmac.new(b'key', b'The quick brown fox', 'sha256')
h2 = h.copy()
h2.update(b' jumps over the lazy dog')
h.update(b' jumps')
print(h.hexdigest(), h2.hexdigest(), h2.digest() == hmac.digest(b'key', b'The quick brown fox jumps over the lazy dog', 'sha256'))
print(type(h).__name__, type(h2) is hmac.HMAC, h.digest_size, h.block_size, h.name)
print(repr(h).startswith('<hmac.HMAC object at 0x'))
class My(hmac.HMAC):
    pass
m = My(b'k', b'x', 'sha1')
print(type(m.copy()).__name__, m.copy().hexdigest())
# RFC 4231 test case 2 and 6
print(hmac.new(b'Jefe', b'what do ya want for nothing?', 'sha512').hexdigest())
print(hmac.new(b'\xaa' * 131, b'Test Using Larger Than Block-Size Key - Hash Key First', 'sha256').hexdigest())
print(hmac.new(b'\xaa' * 131, b'Test Using Larger Than Block-Size Key - Hash Key First', 'sha384').hexdigest())
print(hmac.new(b'\x0b' * 20, b'Hi There', 'sha224').hexdigest())
for base in ['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512']:
    for n in [base.replace('sha', 'sha-'), base.replace('sha', 'sha2-'), 'ssl3-' + base,
              base.upper().replace('SHA', 'SHA2-'), base.replace('sha', 'sha-').upper(), base + 'x']:
        t(lambda: (n, hashlib.new(n).name, hashlib.pbkdf2_hmac(n, b'p', b's', 1)[:2]))
        t(lambda: hmac.new(b'k', b'm', n).name)
