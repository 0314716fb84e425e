# trellis-path: iodir
try:
    import logging
except ImportError:
    import logging
import io
import os

path = '/tmp/work_logging/realfile_test.log'
os.makedirs('/tmp/work_logging', exist_ok=True)
logging.basicConfig(filename=path, filemode='w', level=logging.INFO, format='%(levelname)s:%(name)s:%(message)s')
logging.info('line one')
logging.getLogger('a.b').warning('line %d', 2)
h = logging.root.handlers[0]
print(h.baseFilename, h.mode, h.stream.name)
logging.shutdown()
print(h.stream)
with open(path, encoding='utf-8') as f:
    print(repr(f.read()))
h2 = logging.FileHandler(path)
logging.getLogger('app').addHandler(h2)
logging.getLogger('app').error('appended')
h2.close()
with open(path, encoding='utf-8') as f:
    print(repr(f.read()))
