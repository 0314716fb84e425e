try:
    import logging
except ImportError:
    import logging
import sys

for v in [0, 10, 20, 30, 40, 50, 5, 25, 'DEBUG', 'INFO', 'WARN', 'WARNING', 'FATAL', 'CRITICAL', 'NOTSET', 'foo', None, 1.5]:
    print(repr(v), repr(logging.getLevelName(v)))
print(logging.CRITICAL, logging.FATAL, logging.ERROR, logging.WARNING, logging.WARN, logging.INFO, logging.DEBUG, logging.NOTSET)
logging.addLevelName(5, 'TRACE')
logging.addLevelName(35, 'NOTICE')
print(logging.getLevelName(5), logging.getLevelName('TRACE'), logging.getLevelName(35))
print(sorted(logging.getLevelNamesMapping().items()))
m = logging.getLevelNamesMapping(); m['X'] = 1; print('X' in logging.getLevelNamesMapping())
log = logging.getLogger('lv')
for bad in ['FOO', 1.5, None, [1], 'debug']:
    try:
        log.setLevel(bad)
        print('ok', bad, log.level)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
log.setLevel('TRACE'); print(log.level, log.getEffectiveLevel())
log.setLevel('NOTICE'); print(log.level)
log.setLevel(True); print(log.level)
h = logging.StreamHandler(sys.stdout)
for bad in ['NOPE', 2.0]:
    try:
        h.setLevel(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    logging.Handler(level='XYZ')
except ValueError as e:
    print(e)
try:
    logging.Logger('a', level=3.5)
except TypeError as e:
    print(e)
logging.basicConfig(stream=sys.stdout, level='TRACE', format='%(levelname)s %(levelno)d %(message)s')
logging.log(5, 'trace msg')
logging.log(35, 'notice msg')
logging.log(7, 'level seven')
logging.log(0, 'level zero')
logging.log(99, 'level 99')
try:
    logging.log('INFO', 'x')
except TypeError as e:
    print('TypeError', e)
logging.raiseExceptions = False
logging.log('INFO', 'silently dropped')
print('end')
