try:
    import logging
except ImportError:
    import logging
import sys

log = logging.getLogger('lr')
log.warning('lastResort: just the message %s', 'here')
log.error('error too')
log.info('info not shown')
log.setLevel(logging.DEBUG)
log.debug('debug not shown, lastResort is at WARNING')
print(logging.lastResort.level, logging.lastResort.formatter)
class Catch:
    def write(self, s): print('stderr got', repr(s))
    def flush(self): pass
old = sys.stderr
sys.stderr = Catch()
log.warning('into replaced stderr')
sys.stderr = old
logging.lastResort.setLevel(logging.DEBUG)
log.debug('now debug goes to lastResort')
logging.lastResort.setLevel(logging.WARNING)
saved = logging.lastResort
logging.lastResort = None
log.warning('no handlers message once')
log.warning('second time silent')
print(logging.Logger.manager.emittedNoHandlerWarning)
logging.lastResort = saved
log.addHandler(logging.NullHandler())
log.warning('NullHandler swallows it')
print(log.hasHandlers())
log2 = logging.getLogger('lr2')
log2.propagate = False
log2.addHandler(logging.NullHandler())
log2.critical('swallowed')
log3 = logging.getLogger('lr.child')
log3.error('child of lr: NullHandler found, nothing printed')
print('end')
