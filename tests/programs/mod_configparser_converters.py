import configparser
import re

def show(label, fn):
    try:
        r = fn()
        print(label, 'OK', repr(r))
    except Exception as e:
        print(label, type(e).__name__, '|', str(e), '|', e.args)

cp = configparser.ConfigParser(converters={'list': lambda v: [x.strip() for x in v.split(',')],
                                           'upper': str.upper})
cp.read_string("[s]\nitems = a, b ,c\nname = bob\nnum = 42\n[DEFAULT]\ndl = x,y\n")
print(sorted(cp.converters), len(cp.converters), 'list' in cp.converters, cp.converters['int'])
show('getlist', lambda: cp.getlist('s', 'items'))
show('getlist dflt', lambda: cp.getlist('s', 'dl'))
show('getlist fb', lambda: cp.getlist('s', 'nope', fallback=['z']))
show('getlist nosec', lambda: cp.getlist('zz', 'nope'))
show('getlist nosec fb', lambda: cp.getlist('zz', 'nope', fallback=None))
show('proxy getlist', lambda: cp['s'].getlist('items'))
show('proxy getlist missing', lambda: cp['s'].getlist('nope'))
show('proxy getlist fb', lambda: cp['s'].getlist('nope', ['q']))
show('proxy getupper', lambda: cp['s'].getupper('name'))
show('proxy getint', lambda: cp['s'].getint('num'))
show('proxy getint missing', lambda: cp['s'].getint('numx'))
show('proxy getint fb', lambda: cp['s'].getint('numx', fallback=-1))
show('proxy getfloat raw', lambda: cp['s'].getfloat('num', raw=True))
show('proxy default getlist', lambda: cp['DEFAULT'].getlist('dl'))
cp.converters['double'] = lambda v: int(v) * 2
show('getdouble', lambda: cp.getdouble('s', 'num'))
show('proxy getdouble', lambda: cp['s'].getdouble('num'))
cp.add_section('new')
cp['new']['v'] = '5'
show('new proxy getdouble', lambda: cp['new'].getdouble('v'))
show('converter attr', lambda: cp.getdouble.converter(3))
del cp.converters['double']
show('deleted', lambda: hasattr(cp, 'getdouble'))
show('deleted proxy', lambda: hasattr(cp['s'], 'getdouble'))
show('del missing', lambda: cp.converters.__delitem__('nope'))
show('del none', lambda: cp.converters.__delitem__(None))
show('del empty', lambda: cp.converters.__delitem__(''))
show('set empty', lambda: cp.converters.__setitem__('', int))
show('set int key', lambda: cp.converters.__setitem__(5, int))
show('converters', lambda: sorted(cp.converters.keys()))
del cp.converters['int']
show('getint gone?', lambda: cp.getint('s', 'num'))
show('proxy getint gone?', lambda: hasattr(cp['s'], 'getint'))

class MyParser(configparser.ConfigParser):
    def getdecimal(self, section, option, **kw):
        return 'D' + self.get(section, option, **kw)
    getnotcallable = 5
mp = MyParser()
mp.read_string("[a]\nx = 1\n")
print(sorted(mp.converters))
show('proxy getdecimal', lambda: mp['a'].getdecimal('x'))

# SectionProxy extras
cp = configparser.ConfigParser()
cp.read_string("[s]\na = 1\nb = 2\n[DEFAULT]\nd = 3\n")
p = cp['s']
show('proxy eq', lambda: p == {'a': '1', 'b': '2', 'd': '3'})
show('proxy keys', lambda: list(p.keys()))
show('proxy pop', lambda: p.pop('a'))
show('proxy pop default', lambda: p.pop('d'))
show('after pop', lambda: (list(p), cp.defaults()))
show('proxy setdefault', lambda: p.setdefault('z', 'zz'))
show('proxy update', lambda: p.update({'u': 'U'}, v='V'))
show('proxy list', lambda: list(p.items()))
show('proxy popitem', lambda: p.popitem())
show('proxy clear', lambda: p.clear())
show('after clear', lambda: list(p))
show('proxy name set', lambda: setattr(p, 'name', 'x'))
show('proxy parser set', lambda: setattr(p, 'parser', None))
show('proxy get kw', lambda: p.get('nope', 'fb', raw=True, vars={'nope': 'v'}))
show('parser get proxy', lambda: cp.get('s'))
show('parser keys', lambda: list(cp.keys()))
show('parser values', lambda: [repr(v) for v in cp.values()])
show('parser eq', lambda: cp == cp)
show('parser update', lambda: cp.update({'n1': {'a': 'b'}}))
show('parser setitem same', lambda: cp.__setitem__('n1', cp['n1']))
show('parser n1', lambda: cp.items('n1'))
cp['n1'] = {'c': 'd'}
show('parser n1 replaced', lambda: cp.items('n1'))
cp['DEFAULT'] = {'e': 'f'}
show('defaults replaced', lambda: cp.defaults())
show('setitem bad', lambda: cp.__setitem__('n2', {'a': 1}))
show('n2 added anyway', lambda: cp.has_section('n2'))
show('pop section', lambda: cp.pop('n1').name)
show('setdefault section', lambda: repr(cp.setdefault('n1', {'x': 'y'})))
show('has n1', lambda: cp.items('n1'))
show('get of parser', lambda: cp.get('n1', 'x'))
show('items kw', lambda: cp.items(section='n1', raw=True))

# Subclass with own SECTCRE / OPTCRE
class Spaced(configparser.ConfigParser):
    SECTCRE = re.compile(r"\[ *(?P<header>[^]]+?) *\]")
sp = Spaced()
sp.read_string("[  My Section  ]\nk = v\n[other]x\n")
print(sp.sections())
class Opt(configparser.RawConfigParser):
    OPTCRE = re.compile(r"(?P<option>[^=\s]+)\s*(?P<vi>=)\s*(?P<value>.*)$")
op = Opt()
show('custom optcre', lambda: op.read_string("[s]\na = 1\nb c = 2\n"))
print(op._sections)
class OptTmpl(configparser.RawConfigParser):
    _OPT_TMPL = r"(?P<option>\w+)\s*(?P<vi>{delim})\s*(?P<value>.*)$"
ot = OptTmpl(delimiters=('->',))
show('custom tmpl', lambda: ot.read_string("[s]\na -> 1\nb c -> 2\n"))
print(ot._sections)
class NS(configparser.RawConfigParser):
    NONSPACECRE = re.compile(r"[^ ]")
ns = NS()
show('nonspace', lambda: ns.read_string("[s]\na = 1\n\t b\n"))
print(ns._sections)
cp = configparser.ConfigParser()
cp._optcre = re.compile(r"(?P<option>\w)(?P<vi>!)(?P<value>.*)$")
show('instance optcre', lambda: cp.read_string("[s]\na!1\nb = 2\n"))
print(cp._sections)
print(configparser.ConfigParser.SECTCRE.match('[abc] x ]').group('header'))
print(configparser.ConfigParser.OPTCRE.match('a : b').group('option', 'vi', 'value'))
print(configparser.ConfigParser.OPTCRE_NV.match('abc').group('option', 'vi', 'value'))
print(configparser.ConfigParser.NONSPACECRE.search('  x').start())
print(configparser.DEFAULTSECT, configparser.MAX_INTERPOLATION_DEPTH)
print(sorted(n for n in configparser.__all__ if n != 'SafeConfigParser'))
