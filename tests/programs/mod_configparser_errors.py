import configparser

def show(label, fn):
    try:
        r = fn()
        print(label, 'OK', repr(r))
    except Exception as e:
        print(label, type(e).__name__, '|', str(e), '|', repr(e), '|', e.args)
        for attr in ('section', 'option', 'source', 'lineno', 'line', 'errors', 'reference', 'message'):
            if hasattr(e, attr):
                print('   ', attr, repr(getattr(e, attr)))
        print('    context', type(e.__context__).__name__, e.__suppress_context__, type(e.__cause__).__name__)

cp = configparser.ConfigParser()
show('dupsec string', lambda: cp.read_string("[a]\nx=1\n[a]\ny=2\n"))
cp = configparser.ConfigParser()
show('dupsec file', lambda: cp.read_string("[a]\nx=1\n\n\n\n\n\n\n\n\n\n\n[b]\n[a]\n", source='myfile.ini'))
cp = configparser.ConfigParser()
show('dupopt', lambda: cp.read_string("[a]\nx=1\nX = 2\n"))
print(cp.sections(), cp._sections)
cp = configparser.ConfigParser()
show('dupopt dict', lambda: cp.read_dict({'a': {'x': 1, 'X': 2}}))
cp = configparser.ConfigParser()
show('dupsec dict', lambda: cp.read_dict({'a': {'x': 1}, 'b': {}, 1: {}, '1': {}}))
show('add dup', lambda: cp.add_section('a'))
show('add default', lambda: cp.add_section('DEFAULT'))
show('add int', lambda: cp.add_section(5))
show('raw add int', lambda: configparser.RawConfigParser().add_section(5))
show('nosec get', lambda: cp.get('zz', 'a'))
show('noopt get', lambda: cp.get('a', 'Zz'))
show('nosec options', lambda: cp.options('zz'))
show('nosec items', lambda: cp.items('zz'))
show('nosec set', lambda: cp.set('zz', 'a', 'b'))
show('nosec remove_option', lambda: cp.remove_option('zz', 'a'))
show('nosec getint', lambda: cp.getint('zz', 'a'))
show('nosec getint fb', lambda: cp.getint('zz', 'a', fallback=7))
show('noopt getint fb', lambda: cp.getint('a', 'q', fallback='x'))
show('getint bad', lambda: cp.getint('a', 'x', fallback=9))
cp.set('a', 'b', 'maybe')
show('getboolean bad', lambda: cp.getboolean('a', 'b'))
show('getfloat bad', lambda: cp.getfloat('a', 'b'))
show('missing header', lambda: configparser.ConfigParser().read_string("x = 1\n[a]\n"))
show('missing header 2', lambda: configparser.ConfigParser().read_string("\n\n# c\n  x = 1\n", 'src'))
show('parsing error', lambda: configparser.ConfigParser().read_string("[a]\nx=1\nbogus\n  \n[b]\nanother bogus line\n=novalue\n"))
cp = configparser.ConfigParser()
show('parsing error state', lambda: cp.read_string("[a]\nx=1\n  cont\nbogus\n=v\n"))
print(cp._sections)
show('set non-str', lambda: cp.set('a', 'x', 5))
show('set non-str opt', lambda: cp.set('a', 5, 'x'))
show('proxy set non-str', lambda: cp['a'].__setitem__('k', 5))
show('proxy set non-str key', lambda: cp['a'].__setitem__(5, 'x'))
show('proxy getitem missing', lambda: cp['a']['zz'])
show('parser getitem missing', lambda: cp['zz'])
show('parser delitem missing', lambda: cp.__delitem__('zz'))
show('parser delitem default', lambda: cp.__delitem__('DEFAULT'))
show('proxy del missing', lambda: cp['a'].__delitem__('zz'))
show('set bad interp', lambda: cp.set('a', 'x', '100%'))
show('set bad interp2', lambda: cp.set('a', 'x', '%(a)s %(b)x %'))
show('set ok interp', lambda: cp.set('a', 'x', '%(a)s %% %(b)s'))
show('ParsingError()', lambda: configparser.ParsingError())
show('ParsingError both', lambda: configparser.ParsingError('a', 'b'))
show('ParsingError fn', lambda: configparser.ParsingError(filename='f').source)
pe = configparser.ParsingError('src')
pe.append(3, "'line'")
pe.append(100, "'x'")
show('PE', lambda: (str(pe), pe.errors, pe.source, pe.args))
show('Error', lambda: configparser.Error('m'))
show('Error0', lambda: str(configparser.Error()))
for cls, args in [(configparser.NoSectionError, ('s',)),
                  (configparser.DuplicateSectionError, ('s',)),
                  (configparser.DuplicateSectionError, ('s', 'src')),
                  (configparser.DuplicateSectionError, ('s', 'src', 5)),
                  (configparser.DuplicateSectionError, ('s', None, 5)),
                  (configparser.DuplicateOptionError, ('s', 'o')),
                  (configparser.DuplicateOptionError, ('s', 'o', 'src')),
                  (configparser.DuplicateOptionError, ('s', 'o', 'src', 123)),
                  (configparser.NoOptionError, ('o', 's')),
                  (configparser.InterpolationError, ('o', 's', 'msg')),
                  (configparser.InterpolationSyntaxError, ('o', 's', 'msg')),
                  (configparser.InterpolationMissingOptionError, ('o', 's', 'raw', 'ref')),
                  (configparser.InterpolationDepthError, ('o', 's', 'raw')),
                  (configparser.MissingSectionHeaderError, ('f', 3, 'line\n')),
                  ]:
    def mk(cls=cls, args=args):
        raise cls(*args)
    show(cls.__name__, mk)
print(issubclass(configparser.MissingSectionHeaderError, configparser.ParsingError))
print([c.__name__ for c in configparser.InterpolationDepthError.__mro__])
print(configparser.NoSectionError.__module__, configparser.Error.__module__)
