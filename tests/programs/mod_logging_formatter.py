try:
    import logging
except ImportError:
    import logging
import sys

logging._srcfile = None
old_factory = logging.getLogRecordFactory()
def factory(*args, **kwargs):
    r = old_factory(*args, **kwargs)
    r.created = 1700000123.456789
    r.msecs = 456.0
    r.relativeCreated = 12.5
    r.process = 4242
    r.thread = 777
    return r
logging.setLogRecordFactory(factory)
print(logging.getLogRecordFactory() is factory)

log = logging.getLogger('fmt.test')
log.propagate = False
h = logging.StreamHandler(sys.stdout)
log.addHandler(h)
fmts = [
    '%(message)s',
    '%(asctime)s %(levelname)-8s %(name)s: %(message)s',
    '%(name)s %(levelno)d %(levelname)s %(msg)s %(args)s',
    '[%(pathname)s|%(filename)s|%(module)s|%(lineno)d|%(funcName)s]',
    '%(created)f %(msecs)d %(relativeCreated).1f %(process)d %(thread)d',
    '%(threadName)s %(processName)s',
    '%(asctime)s.%(msecs)03d',
    '%(levelname)5.3s|%(message)10s|%(message)-10s|',
    '%(message)r %(levelno)05d %(levelno)x %(levelno)#o',
    '%% %(message)s %%',
    '%(exc_info)s %(exc_text)s %(stack_info)s',
]
for f in fmts:
    h.setFormatter(logging.Formatter(f))
    log.warning('msg %s %d', 'a', 3)
for f in fmts[:3]:
    h.setFormatter(logging.Formatter(f, datefmt='%d/%m/%Y %H:%M:%S'))
    log.error('with datefmt')
sfmts = ['{message}', '{asctime} {levelname:<8} {name}: {message}', '{levelno:05d} {message!r:>12}|',
         '{name}.{levelname}', '{{literal}} {message}', '{msecs:.0f} {created:.3f}']
for f in sfmts:
    h.setFormatter(logging.Formatter(f, style='{'))
    log.warning('brace %s', 'x')
tfmts = ['${message}', '$asctime $levelname $name: $message', '$$ ${levelname}x $message', '${name}_$levelno']
for f in tfmts:
    h.setFormatter(logging.Formatter(f, style='$'))
    log.warning('dollar %s', 'y')
# defaults
h.setFormatter(logging.Formatter('%(message)s %(custom)s', defaults={'custom': 'DEF'}))
log.warning('with defaults')
log.warning('with extra', extra={'custom': 'EXTRA'})
h.setFormatter(logging.Formatter('{message} {custom}', style='{', defaults={'custom': 'D2'}))
log.warning('brace defaults')
h.setFormatter(logging.Formatter('$message $custom', style='$', defaults={'custom': 'D3'}))
log.warning('dollar defaults')
# formatter attributes
f = logging.Formatter()
print(f._fmt, f.datefmt, f.usesTime(), f.default_time_format, f.default_msec_format)
f = logging.Formatter('%(asctime)s')
print(f.usesTime(), logging.Formatter('{asctime}', style='{').usesTime(),
      logging.Formatter('$asctime', style='$').usesTime(), logging.Formatter('${asctime}', style='$').usesTime(),
      logging.Formatter('{asctime:>5}', style='{').usesTime(), logging.Formatter('%(asctimes)s').usesTime())
print(logging.Formatter(style='{')._fmt, logging.Formatter(style='$')._fmt)
r = logging.makeLogRecord({'msg': 'hi %s', 'args': ('there',), 'created': 0.0, 'msecs': 0.0})
print(f.format(r), r.message, r.asctime)
print(f.formatTime(r), f.formatTime(r, '%Y'), r.getMessage())
f.default_msec_format = None
print(f.formatTime(r))
f.default_time_format = '%H:%M'
f.default_msec_format = '%s.%03d'
print(f.formatTime(r))
class F2(logging.Formatter):
    default_msec_format = '%s+%03d'
print(F2().formatTime(r))
print(logging.Formatter('%(message)s').format(logging.makeLogRecord({'msg': 'a\n'})) + '|')
bf = logging.BufferingFormatter()
recs = [logging.makeLogRecord({'msg': 'r%d' % i}) for i in range(3)]
print(repr(bf.format(recs)), repr(bf.format([])))
class BF(logging.BufferingFormatter):
    def formatHeader(self, records): return 'H%d|' % len(records)
    def formatFooter(self, records): return '|F'
print(BF(logging.Formatter('<%(message)s>')).format(recs))
