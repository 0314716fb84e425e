# Every kind of white space as indentation, around delimiters and in headers.
import configparser
ws = ['\t', '\x0b', '\x0c', '\r', '\x1c', '\x1d', '\x1e', '\x1f', ' ', '\x85', '\xa0', '\u1680', '\u2000',
      '\u200a', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\u200b', '\ufeff', '\u180e']
for w in ws:
    text = '[s]\nk%s=%sv%s\n%scont\n[t%s]%s\n%sa%s:%sb\n' % (w, w, w, w, w, w, w, w, w)
    cp = configparser.RawConfigParser(allow_no_value=True, inline_comment_prefixes=('#',))
    try:
        cp.read_string(text + 'x%s# comment\n' % w)
    except Exception as e:
        print(repr(w), 'err', type(e).__name__, e)
    print(repr(w), {s: dict(cp._sections[s]) for s in cp._sections}, repr(w.isspace()))
    cp = configparser.RawConfigParser()
    try:
        cp.read_file(['[s]\nk=1\n', ' ' + w + 'x = 2\n', w + '\n'])
    except Exception as e:
        print(repr(w), 'err', type(e).__name__, e)
    print(repr(w), {s: dict(cp._sections[s]) for s in cp._sections})
