# csv: reader, writer, dialects, DictReader/DictWriter, errors (over lists of lines and an object with write()).
import csv as csv
from csv import *
def t(label, f):
    try:
        r = f()
        r = repr(r)
        if ' at 0x' in r: r = r[:r.index(' at 0x')] + '>'
        print(label, r)
    except Exception as e:
        print(label, type(e).__name__, repr(str(e)))
class W:
    def __init__(s): s.out = []
    def write(s, x):
        s.out.append(x)
        return len(x)
def wr(rows, *a, **kw):
    w = W()
    c = csv.writer(w, *a, **kw)
    res = [c.writerow(r) for r in rows]
    return res, ''.join(w.out)
print(sorted(csv.__all__), [x is getattr(csv, n) for x, n in [(Dialect, "Dialect"), (DictReader, "DictReader"), (DictWriter, "DictWriter"), (Error, "Error"), (Sniffer, "Sniffer"), (excel, "excel"), (excel_tab, "excel_tab"), (unix_dialect, "unix_dialect"), (field_size_limit, "field_size_limit"), (get_dialect, "get_dialect"), (list_dialects, "list_dialects"), (reader, "reader"), (writer, "writer"), (register_dialect, "register_dialect"), (unregister_dialect, "unregister_dialect"), (__version__, "__version__")]])
print(QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE, __version__)
print(issubclass(Error, Exception), Error.__name__, Error('x', 1).args, str(Error('m')), repr(Error('m')))
print(Error.__module__, Error.__qualname__)
try:
    raise csv.Error('boom')
except csv.Error as e:
    print('caught', e)
# Dialect classes
class Semi(csv.Dialect):
    delimiter = ';'
    quotechar = "'"
    doublequote = False
    escapechar = '\\'
    skipinitialspace = True
    lineterminator = '\n'
    quoting = csv.QUOTE_MINIMAL
    strict = True
t('semi', lambda: wr([["a;b", "it's", ' x', '\\'], [1, None]], Semi))
t('semi inst', lambda: wr([["a;b"]], Semi()))
t('semi read', lambda: list(csv.reader(["a; 'b;c';'it\\'s'", "x;'y'z"], Semi)))
t('semi read2', lambda: list(csv.reader(["a; 'b;c';'it\\'s'"], Semi, strict=False, skipinitialspace=False)))
d = csv.reader([], Semi).dialect
print([getattr(d, a) for a in ('delimiter', 'doublequote', 'escapechar', 'lineterminator', 'quotechar', 'quoting', 'skipinitialspace', 'strict')])
t('del', lambda: delattr(d, 'delimiter'))
t('del2', lambda: delattr(d, 'strict'))
t('del3', lambda: delattr(d, 'zz'))
t('getattr', lambda: d.zz)
csv.register_dialect('semi', Semi)
csv.register_dialect('semi2', d, quoting=csv.QUOTE_ALL)
csv.register_dialect('semi3', 'semi2', delimiter='|')
t('list', csv.list_dialects)
t('semi2', lambda: wr([['a', 1]], 'semi2'))
t('semi3', lambda: wr([['a', 1]], 'semi3'))
t('semi3 kw', lambda: wr([['a', 1]], dialect='semi3', lineterminator='!'))
t('unreg', lambda: csv.unregister_dialect('semi2'))
t('unreg2', lambda: csv.unregister_dialect('semi2'))
t('list', csv.list_dialects)
t('semi3 still', lambda: csv.get_dialect('semi3').delimiter)
for name in csv.list_dialects():
    dd = csv.get_dialect(name)
    print(name, [getattr(dd, a) for a in ('delimiter', 'doublequote', 'escapechar', 'lineterminator', 'quotechar', 'quoting', 'skipinitialspace', 'strict')])
class Partial:
    delimiter = '|'
t('partial', lambda: wr([['a|b', 'c']], Partial))
t('partial inst', lambda: wr([['a|b', 'c']], Partial()))
t('dialect none', lambda: wr([['a', 'b']], None))
t('dialect None kw', lambda: wr([['a', 'b']], dialect=None, delimiter='-'))
t('excel class', lambda: wr([['a', 'b']], csv.excel_tab))
t('unix', lambda: wr([['a', 'b', 3]], 'unix'))
t('unix read', lambda: list(csv.reader(['"a","b","3"\n'], 'unix')))
class BadD(csv.Dialect):
    delimiter = ','
    quotechar = None
    quoting = csv.QUOTE_MINIMAL
    lineterminator = '\n'
t('baddialect', lambda: BadD())
class BadD2(csv.Dialect):
    delimiter = ','
    quotechar = '"'
    quoting = 9
    lineterminator = '\n'
t('baddialect2', lambda: BadD2())
class BadD3(csv.Dialect):
    delimiter = ','
    quotechar = '"'
    quoting = 0
    lineterminator = 5
t('baddialect3', lambda: BadD3())
t('baddialect3 reader', lambda: csv.reader([], BadD3))
t('dialect base', lambda: csv.Dialect._valid)
# writer details
class S(str):
    def __str__(self): return 'OVERRIDE'
class Num:
    def __int__(self): return 4
    def __str__(self): return 'Num4'
class Flt:
    def __float__(self): return 4.5
    def __repr__(self): return 'FltRepr'
class Idx:
    def __index__(self): return 2
    def __str__(self): return 'Idx2'
class Plain:
    def __str__(self): return 'pl,ain'
for q in (0, 1, 2, 3):
    t('types q%d' % q, lambda: wr([[S('s,x'), Num(), Flt(), Idx(), Plain(), True, 1.0, -5, None, '', b'by']], quoting=q, escapechar='\\'))
t('tuple row', lambda: wr([('a', 'b'), range(3), {'k': 1, 'j': 2}, (x for x in 'xy'), 'str', '']))
t('writerows gen', lambda: (lambda w: (csv.writer(w).writerows((str(i) * i for i in range(4))), w.out))(W()))
class RetW:
    def __init__(self): self.n = 0
    def write(self, s):
        self.n += 1
        return ('ret', self.n, s)
t('write ret', lambda: csv.writer(RetW()).writerow(['a', 'b']))
t('write kw', lambda: csv.writer(RetW(), 'excel', delimiter='\t').writerow(['a', 'b']))
class FW:
    def __init__(self): self.write = lambda s: print('lambda got', repr(s))
t('instance write', lambda: csv.writer(FW()).writerow(['a', 'b']))
def bad_write(s): raise OSError('disk full')
class BW:
    write = staticmethod(bad_write)
t('bad write', lambda: csv.writer(BW()).writerow(['a']))
wobj = csv.writer(W())
t('writer dialect', lambda: (wobj.dialect.delimiter, wobj.dialect is csv.get_dialect('excel')))
t('writer attr', lambda: setattr(wobj, 'x', 1))
t('writer attr2', lambda: setattr(wobj, 'dialect', 1))
t('writer no attr', lambda: wobj.x)
t('writerow noargs', lambda: wobj.writerow())
t('writerows noargs', lambda: wobj.writerows())
t('lt multi', lambda: wr([['a\r', 'b\n', 'c!', 'd?']], lineterminator='!?'))
t('lt multi none', lambda: wr([['a\r', 'b\n', 'c!', 'd?']], lineterminator='!?', quoting=csv.QUOTE_NONE, escapechar='^'))
t('esc=delim', lambda: wr([['a,b', 'c']], escapechar=','))
t('esc=delim none', lambda: wr([['a,b', 'c']], escapechar=',', quoting=csv.QUOTE_NONE))
t('quote=delim', lambda: wr([['a,b', 'c']], quotechar=','))
t('read quote=delim', lambda: list(csv.reader([',a,,b,', 'x,y'], quotechar=',')))
t('read esc=quote', lambda: list(csv.reader(['"a""b","c"'], escapechar='"')))
t('read esc=quote2', lambda: list(csv.reader(['"a""b","c"'], escapechar='"', doublequote=False)))
# reader details
def gen():
    yield 'a,b\n'
    yield '"multi\n'
    yield 'line",x\n'
    yield 'c,d\n'
r = csv.reader(gen())
for row in r:
    print(row, r.line_num)
print(r.line_num)
class SL(str): pass
t('str subclass lines', lambda: list(csv.reader([SL('a,b'), SL('"c",d')])))
r = csv.reader(['a,"b', 'c"x"d', 'e,\rf', 'g'], strict=True)
for k in range(6):
    try:
        print('cont', next(r), r.line_num)
    except StopIteration:
        print('stop', r.line_num); break
    except Exception as e:
        print('cont', type(e).__name__, e, r.line_num)
def failing():
    yield 'a'
    raise KeyError('iter fail')
r = csv.reader(failing())
t('iter fail1', lambda: next(r))
t('iter fail2', lambda: next(r))
t('iter fail3', lambda: next(r))
t('reader attrs', lambda: (r.line_num, r.dialect.delimiter))
t('reader noattr', lambda: r.zz)
t('field limit default', lambda: csv.field_size_limit())
old = csv.field_size_limit(3)
t('limit fast', lambda: list(csv.reader(['abc,de', 'abcd'])))
t('limit quoted', lambda: list(csv.reader(['"abc",de', '"abcd"'])))
t('limit quoted2', lambda: list(csv.reader(['"ab""c"', '"ab""cd"'])))
t('limit multi', lambda: list(csv.reader(['"ab', 'c"'])))
t('limit multi2', lambda: list(csv.reader(['"a\n', 'b"'])))
t('limit esc', lambda: list(csv.reader(['ab\\c', 'abc\\d'], escapechar='\\')))
t('limit esc eol', lambda: list(csv.reader(['abc\\'], escapechar='\\')))
t('limit dict', lambda: list(csv.DictReader(['a,b', '1234,5'])))
t('restore', lambda: csv.field_size_limit(old))
# Dict reader/writer
dr = csv.DictReader(['x;y;z', '1;2;3', '4;5'], delimiter=';', restval='RV')
t('dictreader', lambda: (dr.fieldnames, list(dr), dr.line_num))
dr = csv.DictReader(['1,2', '3,4'], fieldnames=['p', 'q'])
t('dictreader fn', lambda: (list(dr), dr.line_num))
dr = csv.DictReader(['1,2', '3,4,5,6'])
dr.fieldnames = ['a']
t('dictreader set', lambda: (list(dr), dr.fieldnames))
dr = csv.DictReader(['a,a,b', '1,2,3'])
t('dup', lambda: list(dr))
dr = csv.DictReader(['h\n', '\n', 'v\n'])
t('blank', lambda: [(row, dr.line_num) for row in dr])
t('dictreader args', lambda: list(csv.DictReader(['a|b', '1|2'], None, 'rk', 'rv', 'excel', delimiter='|')))
t('dictreader bad kw', lambda: csv.DictReader([], foo=1))
t('dictwriter', lambda: (lambda w: (csv.DictWriter(w, ['a', 'b'], restval='-', delimiter='|').writerows([{'a': 1}, {'b': 2}, {}]), w.out))(W()))
t('dictwriter extras', lambda: (lambda w: csv.DictWriter(w, ['a']).writerow({'a': 1, 'zz': 2, 5: 3}))(W()))
t('dictwriter ignore', lambda: (lambda w: (csv.DictWriter(w, ['a'], extrasaction='Ignore').writerow({'a': 1, 'zz': 2}), w.out))(W()))
t('dictwriter tuple fn', lambda: (lambda w: (csv.DictWriter(w, ('a', 'b')).writeheader(), w.out))(W()))
t('dictwriter badrow', lambda: (lambda w: csv.DictWriter(w, ['a']).writerow([1]))(W()))
t('dictwriter attrs', lambda: (lambda dw: (dw.fieldnames, dw.restval, dw.extrasaction, dw.writer.dialect.delimiter))(csv.DictWriter(W(), ['a'], 'R', 'ignore', 'excel-tab')))
t('writerow 2', lambda: wobj.writerow(1, 2))
t('writerow kw', lambda: wobj.writerow(row=[1]))
t('writerows kw', lambda: wobj.writerows(rows=[1]))
t('dialect attr', lambda: csv.get_dialect('excel').foo)
t('hasattr', lambda: (hasattr(wobj, 'dialect'), hasattr(wobj, 'nope'), hasattr(csv.reader([]), 'line_num')))
