import configparser
import os
import pathlib

def show(label, fn):
    try:
        r = fn()
        print(label, 'OK', repr(r))
    except Exception as e:
        print(label, type(e).__name__, '|', str(e), '|', e.args)

d = os.path.join(os.path.dirname(os.path.abspath(__file__)), '_tmp_files')
os.makedirs(d, exist_ok=True)
def path(name):
    return os.path.join(d, name)
with open(path('one.ini'), 'w') as f:
    f.write("[one]\na = 1\nb = %(a)s2\n[DEFAULT]\nshared = yes\n")
with open(path('two.ini'), 'w', encoding='utf-8') as f:
    f.write("[two]\nname = caf\u00e9\n[one]\nc = 3\n")
with open(path('bad.ini'), 'w') as f:
    f.write("[x]\n[x]\n")
with open(path('noheader.ini'), 'w') as f:
    f.write("a = 1\n")
with open(path('crlf.ini'), 'w', newline='') as f:
    f.write("[crlf]\r\na = 1\r\nb = 2\r\n  more\r\n")

cp = configparser.ConfigParser()
res = cp.read([path('one.ini'), path('missing.ini'), path('two.ini')])
print([os.path.basename(r) for r in res])
print(cp.sections(), cp.items('one'), cp.get('two', 'name'))
res = cp.read(pathlib.Path(path('crlf.ini')))
print([type(r).__name__ for r in res], cp.items('crlf'))
res = cp.read(path('missing.ini'))
print(res)
res = cp.read(path('one.ini').encode())
print([type(r).__name__ for r in res])
res = cp.read([], encoding='utf-8')
print(res)
try:
    cp.read(path('bad.ini'))
except configparser.DuplicateSectionError as e:
    print('dup', os.path.basename(e.source), e.lineno, e.section)
try:
    configparser.ConfigParser().read(path('noheader.ini'))
except configparser.MissingSectionHeaderError as e:
    print('nohdr', os.path.basename(e.source), e.lineno, repr(e.line))
with open(path('one.ini')) as f:
    cp2 = configparser.ConfigParser()
    cp2.read_file(f)
    print(cp2.sections())
with open(path('bad.ini')) as f:
    try:
        configparser.ConfigParser().read_file(f)
    except configparser.DuplicateSectionError as e:
        print('dup2', os.path.basename(e.source), e.lineno)
with open(path('bad.ini')) as f:
    try:
        configparser.ConfigParser().read_file(f, 'named')
    except configparser.DuplicateSectionError as e:
        print('dup3', str(e))
with open(path('out.ini'), 'w') as f:
    cp.write(f)
with open(path('out.ini')) as f:
    print(repr(f.read()))
cp3 = configparser.ConfigParser()
print(len(cp3.read(path('out.ini'))))
print({s: dict(cp3[s]) for s in cp3} == {s: dict(cp[s]) for s in cp})
show('read int', lambda: cp.read(5))
show('read None', lambda: cp.read(None))
for n in os.listdir(d):
    os.remove(path(n))
os.rmdir(d)
