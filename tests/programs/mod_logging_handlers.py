try:
    import logging
except ImportError:
    import logging
import sys

class Sink:
    def __init__(self): self.data = []
    def write(self, s): self.data.append(s)
    def flush(self): self.data.append('<flush>')

s = Sink()
h = logging.StreamHandler(s)
print(repr(h))
log = logging.getLogger('h')
log.addHandler(h)
log.warning('hello %s', 'world')
print(s.data)
h.terminator = '\r\n'
log.warning('crlf')
h.terminator = ''
log.warning('none')
print(s.data)
s2 = Sink()
print(h.setStream(s2) is s, h.setStream(s2))
log.error('to s2')
print(s2.data, s.data[-1])
print(repr(logging.StreamHandler()), repr(logging.StreamHandler(sys.stdout)))
print(repr(logging.Handler()), repr(logging.NullHandler()), repr(logging.Handler(logging.INFO)))
h.setLevel(logging.ERROR)
print(repr(h))
h.name = 'myhandler'
print(h.name, h.get_name())
h.set_name('other'); print(h.name)
h.close()
n = logging.NullHandler()
log.addHandler(n)
print(n.handle(None), n.lock)
try:
    logging.Handler().emit(None)
except NotImplementedError as e:
    print('NotImplementedError', e)
class ListHandler(logging.Handler):
    def __init__(self):
        super().__init__()
        self.records = []
    def emit(self, record):
        self.records.append(self.format(record))
lh = ListHandler()
log.addHandler(lh)
log.critical('crit %d', 5)
print(lh.records)
lh.setFormatter(logging.Formatter('%(levelname)s:%(message)s'))
log.critical('crit %d', 6)
print(lh.records)
print(lh.handle(logging.makeLogRecord({'msg': 'direct', 'levelno': 10, 'levelname': 'DEBUG'})))
print(lh.records[-1])
lh.addFilter(lambda r: False)
print(lh.handle(logging.makeLogRecord({'msg': 'filtered'})), lh.records[-1])
print(log.handlers == [h, n, lh])
# stream without flush
class NoFlush:
    def write(self, s): print('NF', repr(s))
h3 = logging.StreamHandler(NoFlush())
h3.flush()
log.addHandler(h3)
log.error('to noflush')
print(logging.root.handlers, logging.root.hasHandlers(), log.hasHandlers())
logging.lastResort.handle(logging.makeLogRecord({'msg': 'direct to lastResort %d', 'args': (1,)}))
print(repr(logging.lastResort))
