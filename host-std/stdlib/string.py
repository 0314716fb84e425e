"""Common string constants and simple templates (CPython 3.11 API).

Implemented: ascii_letters, ascii_lowercase, ascii_uppercase, digits,
hexdigits, octdigits, punctuation, printable, whitespace, capwords,
Template (substitute, safe_substitute, get_identifiers, is_valid; a
subclass may change `delimiter`, but `idpattern`, `braceidpattern`,
`flags` and `pattern` are not used: there is no `re` module).
Formatter (parse, format, vformat, get_field, get_value, convert_field,
format_field, check_unused_args; parse follows the C parser's errors).
"""

__all__ = ['ascii_letters', 'ascii_lowercase', 'ascii_uppercase', 'capwords',
           'digits', 'hexdigits', 'octdigits', 'printable', 'punctuation',
           'whitespace', 'Formatter', 'Template']

whitespace = ' \t\n\r\v\f'
ascii_lowercase = 'abcdefghijklmnopqrstuvwxyz'
ascii_uppercase = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
ascii_letters = ascii_lowercase + ascii_uppercase
digits = '0123456789'
hexdigits = digits + 'abcdef' + 'ABCDEF'
octdigits = '01234567'
punctuation = r"""!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"""
printable = digits + ascii_letters + punctuation + whitespace


def capwords(s, sep=None):
    """capwords(s [,sep]) -> string

    Split the argument into words using split, capitalize each
    word using capitalize, and join the capitalized words using
    join.  If the optional second argument sep is absent or None,
    runs of whitespace characters are replaced by a single space
    and leading and trailing whitespace are removed, otherwise
    sep is used to split and join the words."""
    return (sep or ' ').join([word.capitalize() for word in s.split(sep)])


_ID_START = frozenset('_' + ascii_letters)
_ID_CHARS = frozenset('_' + ascii_letters + digits)
_NO_MAPPING = {}


def _scan_identifier(text, i):
    # Return the end of the ASCII identifier starting at text[i], or i if none.
    n = len(text)
    if i < n and text[i] in _ID_START:
        i += 1
        while i < n and text[i] in _ID_CHARS:
            i += 1
    return i


class Template:
    """A string class for supporting $-substitutions."""

    delimiter = '$'
    idpattern = r'(?a:[_a-z][_a-z0-9]*)'
    braceidpattern = None

    def __init__(self, template):
        self.template = template

    def _scan(self):
        # Yield (start, end, kind, name) for each placeholder; kind is
        # 'escaped', 'named', 'braced' or 'invalid' (end = start of the
        # invalid part, as re's mo.start('invalid')).
        text = self.template
        delim = self.delimiter
        dl = len(delim)
        n = len(text)
        i = text.find(delim)
        while i >= 0:
            j = i + dl
            if text.startswith(delim, j):
                yield i, j + dl, 'escaped', None
                i = text.find(delim, j + dl)
                continue
            k = _scan_identifier(text, j)
            if k > j:
                yield i, k, 'named', text[j:k]
                i = text.find(delim, k)
                continue
            if j < n and text[j] == '{':
                k = _scan_identifier(text, j + 1)
                if k > j + 1 and k < n and text[k] == '}':
                    yield i, k + 1, 'braced', text[j + 1:k]
                    i = text.find(delim, k + 1)
                    continue
            yield i, j, 'invalid', None
            i = text.find(delim, j)

    def _invalid(self, i):
        lines = self.template[:i].splitlines(keepends=True)
        if not lines:
            colno = 1
            lineno = 1
        else:
            colno = i - len(''.join(lines[:-1]))
            lineno = len(lines)
        raise ValueError('Invalid placeholder in string: line %d, col %d' % (lineno, colno))

    def _render(self, mapping, kws, safe):
        if mapping is _NO_MAPPING:
            mapping = kws
            kws = None
        elif not kws:
            kws = None
        text = self.template
        out = []
        pos = 0
        for start, end, kind, name in self._scan():
            out.append(text[pos:start])
            pos = end
            if kind == 'escaped':
                out.append(self.delimiter)
            elif kind == 'invalid':
                if not safe:
                    self._invalid(end)
                out.append(text[start:end])
            else:
                if kws is not None and name in kws:
                    value = kws[name]
                elif safe:
                    try:
                        value = mapping[name]
                    except KeyError:
                        out.append(text[start:end])
                        continue
                else:
                    value = mapping[name]
                out.append(str(value))
        out.append(text[pos:])
        return ''.join(out)

    def substitute(self, mapping=_NO_MAPPING, /, **kws):
        return self._render(mapping, kws, False)

    def safe_substitute(self, mapping=_NO_MAPPING, /, **kws):
        return self._render(mapping, kws, True)

    def is_valid(self):
        for start, end, kind, name in self._scan():
            if kind == 'invalid':
                return False
        return True

    def get_identifiers(self):
        ids = []
        for start, end, kind, name in self._scan():
            if name is not None and name not in ids:
                ids.append(name)
        return ids


################################################################################
### Formatter
################################################################################

def _parse_format(s):
    # Yield (literal_text, field_name, format_spec, conversion) like
    # _string.formatter_parser.
    n = len(s)
    i = 0
    while i < n:
        j = i
        while j < n and s[j] != '{' and s[j] != '}':
            j += 1
        if j == n:
            yield (s[i:], None, None, None)
            return
        if s[j] == '}':
            if j + 1 < n and s[j + 1] == '}':
                yield (s[i:j + 1], None, None, None)
                i = j + 2
                continue
            raise ValueError("Single '}' encountered in format string")
        if j + 1 == n:
            raise ValueError("Single '{' encountered in format string")
        if s[j + 1] == '{':
            yield (s[i:j + 1], None, None, None)
            i = j + 2
            continue
        literal = s[i:j]
        k = j + 1
        while True:
            if k >= n:
                raise ValueError("expected '}' before end of string")
            c = s[k]
            if c == '[':
                close = s.find(']', k)
                if close < 0:
                    raise ValueError("expected '}' before end of string")
                k = close + 1
                continue
            if c == '{':
                raise ValueError("unexpected '{' in field name")
            if c == '}' or c == ':' or c == '!':
                break
            k += 1
        field = s[j + 1:k]
        conversion = None
        spec = ''
        if c == '!':
            k += 1
            if k >= n:
                raise ValueError('end of string while looking for conversion specifier')
            conversion = s[k]
            k += 1
            if k >= n:
                raise ValueError("unmatched '{' in format spec")
            c = s[k]
            if c != '}' and c != ':':
                raise ValueError("expected ':' after conversion specifier")
        if c == ':':
            k += 1
            start = k
            depth = 1
            while True:
                if k >= n:
                    raise ValueError("unmatched '{' in format spec")
                ch = s[k]
                if ch == '{':
                    depth += 1
                elif ch == '}':
                    depth -= 1
                    if depth == 0:
                        break
                k += 1
            spec = s[start:k]
        yield (literal, field, spec, conversion)
        i = k + 1


def _split_field_name(name):
    # Return (first, iterator of (is_attribute, key)) like
    # _string.formatter_field_name_split; errors in the rest come lazily.
    n = len(name)
    i = 0
    while i < n and name[i] != '.' and name[i] != '[':
        i += 1
    first = name[:i]
    if first.isdigit() and first.isascii():
        first = int(first)
    return first, _field_name_rest(name, i)


def _field_name_rest(name, i):
    n = len(name)
    while i < n:
        c = name[i]
        i += 1
        if c == '.':
            j = i
            while j < n and name[j] != '.' and name[j] != '[':
                j += 1
            if j == i:
                raise ValueError('Empty attribute in format string')
            yield (True, name[i:j])
            i = j
        elif c == '[':
            j = name.find(']', i)
            if j < 0:
                raise ValueError("Missing ']' in format string")
            if j == i:
                raise ValueError('Empty attribute in format string')
            key = name[i:j]
            if key.isdigit() and key.isascii():
                key = int(key)
            yield (False, key)
            i = j + 1
            if i < n and name[i] != '.' and name[i] != '[':
                raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
        else:
            raise ValueError("Only '.' or '[' may follow ']' in format field specifier")


class Formatter:
    """str.format() as a class whose steps can be overridden."""

    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        used_args = set()
        result, _ = self._vformat(format_string, args, kwargs, used_args, 2)
        self.check_unused_args(used_args, args, kwargs)
        return result

    def _vformat(self, format_string, args, kwargs, used_args, recursion_depth,
                 auto_arg_index=0):
        if recursion_depth < 0:
            raise ValueError('Max string recursion exceeded')
        result = []
        for literal_text, field_name, format_spec, conversion in self.parse(format_string):
            if literal_text:
                result.append(literal_text)
            if field_name is None:
                continue
            if field_name == '':
                if auto_arg_index is False:
                    raise ValueError('cannot switch from manual field specification '
                                     'to automatic field numbering')
                field_name = str(auto_arg_index)
                auto_arg_index += 1
            elif field_name.isdigit():
                if auto_arg_index:
                    raise ValueError('cannot switch from manual field specification '
                                     'to automatic field numbering')
                auto_arg_index = False
            obj, arg_used = self.get_field(field_name, args, kwargs)
            used_args.add(arg_used)
            obj = self.convert_field(obj, conversion)
            format_spec, auto_arg_index = self._vformat(
                format_spec, args, kwargs, used_args, recursion_depth - 1,
                auto_arg_index=auto_arg_index)
            result.append(self.format_field(obj, format_spec))
        return ''.join(result), auto_arg_index

    def get_value(self, key, args, kwargs):
        if isinstance(key, int):
            return args[key]
        return kwargs[key]

    def check_unused_args(self, used_args, args, kwargs):
        pass

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion is None:
            return value
        if conversion == 's':
            return str(value)
        if conversion == 'r':
            return repr(value)
        if conversion == 'a':
            return ascii(value)
        raise ValueError('Unknown conversion specifier %s' % (conversion,))

    def parse(self, format_string):
        return _parse_format(format_string)

    def get_field(self, field_name, args, kwargs):
        first, rest = _split_field_name(field_name)
        obj = self.get_value(first, args, kwargs)
        for is_attr, i in rest:
            if is_attr:
                obj = getattr(obj, i)
            else:
                obj = obj[i]
        return obj, first
