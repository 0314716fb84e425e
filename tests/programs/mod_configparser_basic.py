import configparser
import io

text = """
[DEFAULT]
ServerAliveInterval = 45
Compression = yes
CompressionLevel = 9
ForwardX11 = yes

[forge.example]
User = hg

[topsecret.server.example]
Port = 50022
ForwardX11 = no
"""
cp = configparser.ConfigParser()
cp.read_string(text)
print(cp.sections())
print(cp.defaults())
print('forge.example' in cp, 'nope' in cp, 'DEFAULT' in cp)
print(list(cp))
print(len(cp))
print(cp['forge.example']['User'], cp['forge.example']['user'])
print(cp['forge.example']['Compression'])
top = cp['topsecret.server.example']
print(top['Port'], top.getint('port'), top.getboolean('ForwardX11'), top.getboolean('compression'))
print(cp.getint('topsecret.server.example', 'port'))
print(cp.getfloat('topsecret.server.example', 'port'))
print(cp.getboolean('forge.example', 'forwardx11'))
print(list(top), len(top), 'port' in top, 'PORT' in top, 'xx' in top)
print(list(cp['DEFAULT']))
print(cp.options('forge.example'))
print(cp.items('forge.example'))
print(cp.items('DEFAULT'))
print([(k, repr(v)) for k, v in cp.items()])
print(repr(top), top.name, top.parser is cp)
print(dict(top))
print(list(top.keys()), list(top.values()), list(top.items()))
print(top.get('port'), top.get('nope'), top.get('nope', 'fb'), top.get('nope', fallback=3))
print(cp.get('forge.example', 'nope', fallback=None))
print(cp.get('nope', 'nope', fallback='x'))
out = io.StringIO()
cp.write(out)
print(out.getvalue())
out = io.StringIO()
cp.write(out, space_around_delimiters=False)
print(out.getvalue())
print(cp.has_section('forge.example'), cp.has_section('DEFAULT'), cp.has_option('forge.example', 'USER'),
      cp.has_option('forge.example', 'compression'), cp.has_option('nope', 'x'), cp.has_option('', 'compression'),
      cp.has_option(None, 'compression'), cp.has_option('DEFAULT', 'user'))
cp.set('forge.example', 'NewKey', 'v')
print(cp['forge.example']['newkey'])
print(cp.remove_option('forge.example', 'newkey'), cp.remove_option('forge.example', 'newkey'))
print(cp.remove_section('forge.example'), cp.remove_section('forge.example'))
print(cp.sections())
cp.add_section('new')
cp['new']['a'] = '1'
print(cp.items('new'))
del cp['new']['a']
print(cp.items('new'))
del cp['new']
print(cp.sections())
cp['s2'] = {'x': 1, 'Y': 'two'}
print(cp.items('s2', raw=True))
cp['DEFAULT'] = {'only': 'this'}
print(cp.defaults())
print(cp.popitem()[0], cp.sections())
cp.clear()
print(cp.sections(), len(cp), cp.defaults())
