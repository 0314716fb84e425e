try:
    import logging
except ImportError:
    import logging
import sys

r = logging.LogRecord('n', logging.INFO, '/a/b/c.py', 12, 'hello %s', ('x',), None)
print(r.name, r.levelno, r.levelname, r.pathname, r.filename, r.module, r.lineno, r.funcName,
      r.msg, r.args, r.exc_info, r.exc_text, r.stack_info, r.threadName, r.processName)
print(repr(r), r.getMessage())
print(type(r.created).__name__, type(r.msecs).__name__, r.msecs == int(r.msecs), 0 <= r.msecs < 1000,
      type(r.relativeCreated).__name__, type(r.process).__name__, type(r.thread).__name__)
for path in ['x.py', '/x/.hidden', '/x/..py', '/x/a.b.c', 'noext', '/x/y/', '', '(unknown file)', '...', '.a.b']:
    r = logging.LogRecord('n', 10, path, 0, 'm', (), None)
    print(repr(path), repr(r.filename), repr(r.module))
r = logging.LogRecord('n', 10, None, 0, 'm', (), None)
print(r.filename, r.module)
r = logging.LogRecord('n', 10, 'p', 0, '%(a)s-%(b)s', ({'a': 1, 'b': 2},), None)
print(r.args, r.getMessage())
r = logging.LogRecord('n', 10, 'p', 0, '%s', ({},), None)
print(r.args, r.getMessage())
r = logging.LogRecord('n', 10, 'p', 0, '%s %s', ({'a': 1}, 2), None)
print(r.args, r.getMessage())
r = logging.LogRecord('n', 10, 'p', 0, 42, (), None)
print(repr(r.getMessage()))
r = logging.LogRecord('n', 10, 'p', 0, 'no args %s', None, None)
print(r.getMessage())
r = logging.LogRecord('n', 10, 'p', 0, 'list %s', [1, 2], None)
print(r.getMessage())
r = logging.LogRecord('n', 77, 'p', 0, 'x', (), None, func='f', sinfo='stack', extra_kw=1)
print(r.levelname, r.funcName, r.stack_info, hasattr(r, 'extra_kw'))
m = logging.makeLogRecord({'msg': 'made %d', 'args': (3,), 'levelno': 40, 'custom': 'c'})
print(m.getMessage(), m.levelno, m.levelname, m.name, m.custom, m.pathname, m.lineno)
print(repr(logging.makeLogRecord({})))
logging._srcfile = None
log = logging.getLogger("rec")
log.propagate = False
class H(logging.Handler):
    def emit(self, record):
        print(record.name, record.levelname, record.getMessage(), record.pathname, record.lineno, record.funcName,
              record.args, record.stack_info)
log.addHandler(H())
log.warning('%(x)s and %(y)s', {'x': 1, 'y': 2})
log.warning('tuple arg %s', (1, 2))
log.warning('stack info', stack_info=True)
log.warning('stacklevel', stacklevel=2)
class Rec(logging.LogRecord):
    def getMessage(self):
        return 'REC:' + super().getMessage()
logging.setLogRecordFactory(Rec)
log.warning('custom factory %d', 9)
logging.setLogRecordFactory(logging.LogRecord)
log.warning('back to normal')
rec = log.makeRecord('other', 30, 'fn', 7, 'mk %s', ('a',), None, 'func', {'k': 'v'}, 'sinfo')
print(rec.name, rec.lineno, rec.funcName, rec.k, rec.stack_info, rec.getMessage())
print(log.findCaller() if False else 'skip')
