try:
    import logging
except ImportError:
    import logging
import sys

class FakeFile:
    def __init__(self, name, mode, encoding, errors):
        self.name = name
        self.mode = mode
        self.closed = False
        print('open', name, mode, encoding, errors)
    def write(self, s):
        if self.closed:
            raise ValueError('I/O operation on closed file.')
        print('write', repr(s))
    def flush(self):
        print('flush')
    def close(self):
        print('close', self.name)
        self.closed = True

class FakeOpen:
    def __call__(self, name, mode='r', encoding=None, errors=None):
        if 'fail' in name:
            raise FileNotFoundError(2, 'No such file or directory')
        if encoding == 'locale':
            encoding = None
        return FakeFile(name, mode, encoding, errors)

logging.open = FakeOpen()
fh = logging.FileHandler('/tmp/x/app.log')
print(repr(fh), fh.baseFilename, fh.mode, fh.encoding, fh.errors, fh.delay)
log = logging.getLogger('fh')
log.addHandler(fh)
log.warning('to file %d', 1)
fh.close()
print(fh.stream)
log.warning('after close: reopened in append mode')
fh2 = logging.FileHandler('/tmp/x/../y/./w.log', mode='w', delay=True, encoding='utf-8', errors='strict')
print(repr(fh2), fh2.stream, fh2.encoding)
log.removeHandler(fh)
log.addHandler(fh2)
log.warning('delayed open')
log.warning('second')
fh2.close()
log.warning('mode w and closed: not reopened')
log.removeHandler(fh2)
fh3 = logging.FileHandler('//tmp//z.log', 'wb', delay=True)
print(fh3.baseFilename, fh3.encoding)
try:
    logging.FileHandler('/fail/here.log')
except OSError as e:
    print('OSError', e)
try:
    logging.FileHandler(42)
except TypeError as e:
    print('TypeError', e)
class P:
    def __fspath__(self):
        return '/tmp/pathlike.log'
print(logging.FileHandler(P(), delay=True).baseFilename)
logging.basicConfig(filename='/tmp/x/basic.log', filemode='w', format='%(levelname)s|%(message)s')
print(logging.root.handlers, logging.root.handlers[0].mode, logging.root.handlers[0].errors, logging.root.handlers[0].encoding)
logging.warning('basic file')
logging.basicConfig(filename='/tmp/x/basic2.log', force=True, encoding='latin-1', errors='replace')
logging.error('basic file 2')
logging.basicConfig(filename='/tmp/x/basic3.log', filemode='ab', force=True)
print(logging.root.handlers[0].errors, logging.root.handlers[0].encoding)
try:
    logging.basicConfig(filename='', stream=None, force=True)
except ValueError as e:
    print(e)
logging.basicConfig(filename='', force=True)
print(logging.root.handlers)
print('shutdown')
logging.shutdown()
print('done')
