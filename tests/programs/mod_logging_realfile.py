# trellis-path: iodir
try:
    import logging
except ImportError:
    import logging
import io
import os
import tempfile

# A directory of its own: the corpus runs this program under several
# engines at once, and a shared file would be truncated under a reader.
folder = tempfile.mkdtemp(prefix='work_logging')
path = os.path.join(folder, 'realfile_test.log')
logging.basicConfig(filename=path, filemode='w', level=logging.INFO, format='%(levelname)s:%(name)s:%(message)s')
logging.info('line one')
logging.getLogger('a.b').warning('line %d', 2)
h = logging.root.handlers[0]
print(h.baseFilename == path, h.mode, h.stream.name == path)
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
os.remove(path)
os.rmdir(folder)
print(os.path.exists(folder))
