try:
    import logging
except ImportError:
    import logging
import sys

class Sink:
    def __init__(self, tag): self.tag = tag
    def write(self, s): sys.stdout.write('[%s] %s' % (self.tag, s))
    def flush(self): pass

def reset():
    for h in logging.root.handlers[:]:
        logging.root.removeHandler(h)
    logging.root.setLevel(logging.WARNING)

def attempt(**kw):
    try:
        logging.basicConfig(**kw)
        print('ok', len(logging.root.handlers), logging.root.level)
    except Exception as e:
        print(type(e).__name__, e, len(logging.root.handlers))

attempt(stream=Sink('a'))
logging.warning('first')
attempt(stream=Sink('b'), level=logging.DEBUG)
logging.warning('still a, basicConfig was a no-op')
print(logging.root.level)
attempt(stream=Sink('c'), force=True, format='%(name)s/%(levelname)s/%(message)s', level='INFO')
logging.info('c info')
logging.getLogger('x.y').info('child info')
attempt(stream=Sink('d'), force=True, style='{', format='{levelname}-{message}')
logging.warning('brace')
attempt(stream=Sink('e'), force=True, style='$')
logging.warning('dollar default')
attempt(stream=Sink('f'), force=True, style='{')
logging.warning('brace default')
attempt(force=True, stream=Sink('g'), style='x')
reset()
attempt(stream=Sink('h'), filename='x.log')
attempt(handlers=[logging.StreamHandler(Sink('i'))], stream=Sink('j'))
attempt(handlers=[logging.StreamHandler(Sink('i'))], filename='f')
attempt(stream=Sink('k'), bogus=1, other=2)
logging.warning('k got added before the error')
reset()
hh = logging.StreamHandler(Sink('m'))
hh.setFormatter(logging.Formatter('custom: %(message)s'))
attempt(handlers=[hh, logging.StreamHandler(Sink('n'))], format='%(levelname)s %(message)s', level=logging.ERROR)
logging.error('two handlers')
logging.warning('filtered by level')
reset()
attempt(stream=Sink('o'), format='%(message)s', style='{', force=True)
reset()
attempt(stream=Sink('p'), format='{message', style='{')
reset()
attempt(stream=None)
print(logging.root.handlers)
reset()
attempt(stream=Sink('q'), datefmt='%Y', format='%(asctime)s|%(message)s')
print(logging.root.handlers[0].formatter.datefmt)
attempt(level='NOPE', force=True, stream=Sink('r'))
attempt(level=logging.INFO, force=True, stream=Sink('s'))
logging.info('info at INFO')
print(logging.root.handlers[0].formatter._fmt, logging.BASIC_FORMAT)
reset()
attempt(stream=Sink('t'), encoding='utf-8', errors='strict')
logging.warning('encoding ignored for streams')
reset()
logging.debug('implicit basicConfig, debug not shown')
print(logging.root.handlers)
logging.root.handlers[0].setStream(sys.stdout)
logging.warning('implicit config to stdout now')
