# Custom Interpolation hooks, a parser subclass overriding get(), and the
# calls configparser makes to them.
import configparser
import io

class Tracing(configparser.Interpolation):
    def before_get(self, parser, section, option, value, defaults):
        print('  before_get', section, option, repr(value), sorted(defaults), type(defaults).__name__)
        return value.upper() if isinstance(value, str) else value
    def before_set(self, parser, section, option, value):
        print('  before_set', section, option, repr(value))
        return value + '!'
    def before_read(self, parser, section, option, value):
        print('  before_read', section, option, repr(value))
        return value
    def before_write(self, parser, section, option, value):
        print('  before_write', section, option, repr(value))
        return None if value == 'NONE' else value

cp = configparser.ConfigParser(interpolation=Tracing(), allow_no_value=True)
print('read')
cp.read_string("[DEFAULT]\nd = 1\n[s]\na = x\n  y\nb\n")
print('get')
print(cp.get('s', 'a'), cp.get('s', 'b'), cp.get('s', 'd', vars={'V': 2}))
print('set')
cp.set('s', 'c', 'v')
cp.set('s', 'e', '')
cp.set('s', 'n', 'NONE')
print('items')
print(cp.items('s'))
print('proxy')
print(dict(cp['s']))
print('write')
out = io.StringIO()
cp.write(out)
print(repr(out.getvalue()))

class Logging(configparser.ConfigParser):
    def get(self, section, option, **kw):
        print('  get', section, option, sorted(kw))
        return super().get(section, option, **kw)
lp = Logging()
lp.read_string("[s]\na = 1\nb = %(a)s2\nc = %(b)s3\n")
print(lp.get('s', 'c'))
print(lp.getint('s', 'b'))
print(lp['s']['c'])
print(lp['s'].getint('c'))

class Upper(configparser.RawConfigParser):
    def optionxform(self, s):
        return s.upper()
up = Upper(interpolation=configparser.BasicInterpolation())
up.read_string("[s]\nname = x\nref = %(Name)s!\n")
print(up.items('s'), up.get('s', 'REF'), up.has_option('s', 'name'), list(up['s']))
xp = configparser.ConfigParser(interpolation=configparser.ExtendedInterpolation())
xp.optionxform = lambda s: s.replace('-', '_').lower()
xp.read_string("[s]\nmy-name = x\nref = ${My-Name}/${t:Other-Key}\n[t]\nother-key = o${s:my-name}\n")
print(xp.items('s'), xp.items('t'))
