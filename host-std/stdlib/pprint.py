"""Pretty-printing of data structures (CPython 3.11 API), written for
Trellis.

    pprint(object, stream=None, indent=1, width=80, depth=None, *,
           compact=False, sort_dicts=True, underscore_numbers=False)
    pformat(object, indent=1, width=80, depth=None, *, compact=False,
            sort_dicts=True, underscore_numbers=False) -> str
    pp(object, *args, sort_dicts=False, **kwargs)
    saferepr(object), isreadable(object), isrecursive(object)
    PrettyPrinter(indent=1, width=80, depth=None, stream=None, *,
                  compact=False, sort_dicts=True, underscore_numbers=False)
        with the methods pprint, pformat, isreadable, isrecursive and
        format(object, context, maxlevels, level) (the hook subclasses
        override).

The layout is CPython's, character for character: an object whose repr
fits in the width left is printed as its repr; otherwise dicts, lists,
tuples, sets and frozensets put one item per line (several with
compact=True), strings are split after whitespace into adjacent literals,
bytes into 4-byte groups, and bytearray, OrderedDict, defaultdict,
Counter, ChainMap, deque, UserDict, UserList, UserString and dataclass
instances (whose __repr__ is the one dataclass() made) have their own
layouts. Subclasses of those types are laid out the same way as long as
they keep the base's __repr__. Dict keys and set items are sorted, with
unorderable items ordered by type name and id, as CPython does.
Recursive structures print <Recursion on TYPE with id=N>, and levels past
depth print as [...], (...) and {...}.

Differences from CPython: Trellis has no types module, so there are no
special layouts for types.MappingProxyType and types.SimpleNamespace. A
type's __repr__ is matched by equality rather than identity (Trellis makes
a new method object on each lookup of a builtin type's __repr__). The
collections layouts are used once the collections module has been
imported (an object of those types cannot exist before), so importing
pprint does not load collections, dataclasses, re or io. pformat collects
the pieces in a list instead of an io.StringIO.
"""

import sys as _sys

__all__ = ["pprint", "pformat", "isreadable", "isrecursive", "saferepr",
           "PrettyPrinter", "pp"]


def pprint(object, stream=None, indent=1, width=80, depth=None, *,
           compact=False, sort_dicts=True, underscore_numbers=False):
    """Pretty-print a Python object to a stream [default is sys.stdout]."""
    printer = PrettyPrinter(
        stream=stream, indent=indent, width=width, depth=depth,
        compact=compact, sort_dicts=sort_dicts,
        underscore_numbers=underscore_numbers)
    printer.pprint(object)


def pformat(object, indent=1, width=80, depth=None, *,
            compact=False, sort_dicts=True, underscore_numbers=False):
    """Format a Python object into a pretty-printed representation."""
    return PrettyPrinter(indent=indent, width=width, depth=depth,
                         compact=compact, sort_dicts=sort_dicts,
                         underscore_numbers=underscore_numbers).pformat(object)


def pp(object, *args, sort_dicts=False, **kwargs):
    """Pretty-print a Python object"""
    pprint(object, *args, sort_dicts=sort_dicts, **kwargs)


def saferepr(object):
    """Version of repr() which can handle recursive data structures."""
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[0]


def isreadable(object):
    """Determine if saferepr(object) is readable by eval()."""
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[1]


def isrecursive(object):
    """Determine if object requires a recursive representation."""
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[2]


class _safe_key:
    """Helper function for key functions when sorting unorderable objects.

    The wrapped-object will fallback to a Py2.x style comparison for
    unorderable types (sorting first comparing the type name and then by
    the obj ids).  Does not work recursively, so dict.items() must have
    _safe_key applied to both the key and the value.

    """

    __slots__ = ['obj']

    def __init__(self, obj):
        self.obj = obj

    def __lt__(self, other):
        try:
            return self.obj < other.obj
        except TypeError:
            return ((str(type(self.obj)), id(self.obj)) <
                    (str(type(other.obj)), id(other.obj)))


def _safe_tuple(t):
    "Helper function for comparing 2-tuples"
    return _safe_key(t[0]), _safe_key(t[1])


def _item_key(item):
    # Sorting (key, value) pairs by _safe_tuple compares the keys only:
    # two _safe_key objects are never equal, so the first one decides.
    return _safe_key(item[0])


def _recursion(object):
    return ("<Recursion on %s with id=%s>"
            % (type(object).__name__, id(object)))


class _Collector:
    # What pformat writes into (CPython uses io.StringIO).

    def __init__(self):
        self._parts = []
        self.write = self._parts.append

    def getvalue(self):
        return ''.join(self._parts)


_builtin_scalars = {str, bytes, bytearray, float, bool, type(None)}
try:
    _builtin_scalars.add(complex)
except NameError:
    pass

_int_repr = int.__repr__
_dict_repr = dict.__repr__
_list_repr = list.__repr__
_tuple_repr = tuple.__repr__

# What _safe_repr does with an object, by exact type (other types are
# looked at through their __repr__).
_SCALAR, _INT, _DICT, _LIST, _TUPLE, _OTHER = range(6)
_kind_of_type = {int: _INT, dict: _DICT, list: _LIST, tuple: _TUPLE}
for _t in _builtin_scalars:
    _kind_of_type[_t] = _SCALAR
del _t


def _kind(typ):
    kind = _kind_of_type.get(typ)
    if kind is not None:
        return kind
    r = getattr(typ, "__repr__", None)
    if issubclass(typ, int) and r == _int_repr:
        return _INT
    if issubclass(typ, dict) and r == _dict_repr:
        return _DICT
    if issubclass(typ, list) and r == _list_repr:
        return _LIST
    if issubclass(typ, tuple) and r == _tuple_repr:
        return _TUPLE
    return _OTHER


def _is_dataclass_repr(r):
    # The __repr__ that dataclass() generated (Trellis's dataclasses
    # makes it from one closure; CPython's wraps an exec'd function).
    code = getattr(r, "__code__", None)
    if code is not None:
        return (code.co_filename == '<frozen dataclasses>'
                and getattr(code, 'co_qualname', '') ==
                '_make_repr.<locals>.__repr__')
    wrapped = getattr(r, "__wrapped__", None)
    return (wrapped is not None
            and "__create_fn__" in getattr(wrapped, "__qualname__", ""))


class PrettyPrinter:
    def __init__(self, indent=1, width=80, depth=None, stream=None, *,
                 compact=False, sort_dicts=True, underscore_numbers=False):
        """Handle pretty printing operations onto a stream using a set of
        configured parameters.

        indent
            Number of spaces to indent for each level of nesting.

        width
            Attempted maximum number of columns in the output.

        depth
            The maximum depth to print out nested structures.

        stream
            The desired output stream.  If omitted (or false), the standard
            output stream available at construction will be used.

        compact
            If true, several items will be combined in one line.

        sort_dicts
            If true, dict keys are sorted.

        underscore_numbers
            If true, digit groups are separated with underscores.

        """
        indent = int(indent)
        width = int(width)
        if indent < 0:
            raise ValueError('indent must be >= 0')
        if depth is not None and depth <= 0:
            raise ValueError('depth must be > 0')
        if not width:
            raise ValueError('width must be != 0')
        self._depth = depth
        self._indent_per_level = indent
        self._width = width
        if stream is not None:
            self._stream = stream
        else:
            self._stream = _sys.stdout
        self._compact = bool(compact)
        self._sort_dicts = sort_dicts
        self._underscore_numbers = underscore_numbers

    def pprint(self, object):
        if self._stream is not None:
            self._format(object, self._stream, 0, 0, {}, 0)
            self._stream.write("\n")

    def pformat(self, object):
        sio = _Collector()
        self._format(object, sio, 0, 0, {}, 0)
        return sio.getvalue()

    def isrecursive(self, object):
        return self.format(object, {}, 0, 0)[2]

    def isreadable(self, object):
        s, readable, recursive = self.format(object, {}, 0, 0)
        return readable and not recursive

    def _format(self, object, stream, indent, allowance, context, level):
        objid = id(object)
        if objid in context:
            stream.write(_recursion(object))
            self._recursive = True
            self._readable = False
            return
        rep = self._repr(object, context, level)
        max_width = self._width - indent - allowance
        if len(rep) > max_width:
            typ = type(object)
            p = _dispatch.get(typ)
            if p is None:
                p = _lookup_dispatch(typ)
            if p is not None:
                context[objid] = 1
                p(self, object, stream, indent, allowance, context, level + 1)
                del context[objid]
                return
            if (hasattr(typ, '__dataclass_fields__')
                    and not isinstance(object, type)
                    and object.__dataclass_params__.repr
                    and _is_dataclass_repr(getattr(typ, '__repr__', None))):
                context[objid] = 1
                self._pprint_dataclass(object, stream, indent, allowance,
                                       context, level + 1)
                del context[objid]
                return
        stream.write(rep)

    def _pprint_dataclass(self, object, stream, indent, allowance, context,
                          level):
        cls_name = object.__class__.__name__
        indent += len(cls_name) + 1
        items = [(f.name, getattr(object, f.name))
                 for f in _sys.modules['dataclasses'].fields(object)
                 if f.repr]
        stream.write(cls_name + '(')
        self._format_namespace_items(items, stream, indent, allowance,
                                     context, level)
        stream.write(')')

    def _pprint_dict(self, object, stream, indent, allowance, context, level):
        write = stream.write
        write('{')
        if self._indent_per_level > 1:
            write((self._indent_per_level - 1) * ' ')
        if len(object):
            if self._sort_dicts:
                items = sorted(object.items(), key=_item_key)
            else:
                items = list(object.items())
            self._format_dict_items(items, stream, indent, allowance + 1,
                                    context, level)
        write('}')

    def _pprint_ordered_dict(self, object, stream, indent, allowance,
                             context, level):
        if not len(object):
            stream.write(repr(object))
            return
        cls = object.__class__
        stream.write(cls.__name__ + '(')
        self._format(list(object.items()), stream,
                     indent + len(cls.__name__) + 1, allowance + 1,
                     context, level)
        stream.write(')')

    def _pprint_list(self, object, stream, indent, allowance, context, level):
        stream.write('[')
        self._format_items(object, stream, indent, allowance + 1,
                           context, level)
        stream.write(']')

    def _pprint_tuple(self, object, stream, indent, allowance, context,
                      level):
        stream.write('(')
        endchar = ',)' if len(object) == 1 else ')'
        self._format_items(object, stream, indent, allowance + len(endchar),
                           context, level)
        stream.write(endchar)

    def _pprint_set(self, object, stream, indent, allowance, context, level):
        if not len(object):
            stream.write(repr(object))
            return
        typ = object.__class__
        if typ is set:
            stream.write('{')
            endchar = '}'
        else:
            stream.write(typ.__name__ + '({')
            endchar = '})'
            indent += len(typ.__name__) + 1
        object = sorted(object, key=_safe_key)
        self._format_items(object, stream, indent, allowance + len(endchar),
                           context, level)
        stream.write(endchar)

    def _pprint_str(self, object, stream, indent, allowance, context, level):
        write = stream.write
        if not len(object):
            write(repr(object))
            return
        chunks = []
        lines = object.splitlines(True)
        if level == 1:
            indent += 1
            allowance += 1
        max_width1 = max_width = self._width - indent
        last_line = len(lines) - 1
        for i, line in enumerate(lines):
            rep = repr(line)
            if i == last_line:
                max_width1 -= allowance
            if len(rep) <= max_width1:
                chunks.append(rep)
                continue
            # Split the line after each run of whitespace (the parts
            # re.findall(r'\S*\s*', line) finds) and join the parts
            # into literals that fit.
            parts = []
            n = len(line)
            start = 0
            while start < n:
                j = start
                while j < n and not line[j].isspace():
                    j += 1
                while j < n and line[j].isspace():
                    j += 1
                parts.append(line[start:j])
                start = j
            max_width2 = max_width
            current = ''
            last_part = len(parts) - 1
            for j, part in enumerate(parts):
                candidate = current + part
                if j == last_part and i == last_line:
                    max_width2 -= allowance
                if len(repr(candidate)) > max_width2:
                    if current:
                        chunks.append(repr(current))
                    current = part
                else:
                    current = candidate
            if current:
                chunks.append(repr(current))
        if len(chunks) == 1:
            write(rep)
            return
        if level == 1:
            write('(')
        for i, rep in enumerate(chunks):
            if i > 0:
                write('\n' + ' ' * indent)
            write(rep)
        if level == 1:
            write(')')

    def _pprint_bytes(self, object, stream, indent, allowance, context,
                      level):
        write = stream.write
        if len(object) <= 4:
            write(repr(object))
            return
        parens = level == 1
        if parens:
            indent += 1
            allowance += 1
            write('(')
        delim = ''
        for rep in _wrap_bytes_repr(object, self._width - indent, allowance):
            write(delim)
            write(rep)
            if not delim:
                delim = '\n' + ' ' * indent
        if parens:
            write(')')

    def _pprint_bytearray(self, object, stream, indent, allowance, context,
                          level):
        write = stream.write
        write('bytearray(')
        self._pprint_bytes(bytes(object), stream, indent + 10,
                           allowance + 1, context, level + 1)
        write(')')

    def _format_dict_items(self, items, stream, indent, allowance, context,
                           level):
        write = stream.write
        indent += self._indent_per_level
        delimnl = ',\n' + ' ' * indent
        last_index = len(items) - 1
        for i, (key, ent) in enumerate(items):
            last = i == last_index
            rep = self._repr(key, context, level)
            write(rep)
            write(': ')
            self._format(ent, stream, indent + len(rep) + 2,
                         allowance if last else 1,
                         context, level)
            if not last:
                write(delimnl)

    def _format_namespace_items(self, items, stream, indent, allowance,
                                context, level):
        write = stream.write
        delimnl = ',\n' + ' ' * indent
        last_index = len(items) - 1
        for i, (key, ent) in enumerate(items):
            last = i == last_index
            write(key)
            write('=')
            if id(ent) in context:
                # Special-case representation of recursion to match standard
                # recursive dataclass repr.
                write("...")
            else:
                self._format(ent, stream, indent + len(key) + 1,
                             allowance if last else 1,
                             context, level)
            if not last:
                write(delimnl)

    def _format_items(self, items, stream, indent, allowance, context, level):
        write = stream.write
        indent += self._indent_per_level
        if self._indent_per_level > 1:
            write((self._indent_per_level - 1) * ' ')
        delimnl = ',\n' + ' ' * indent
        delim = ''
        width = max_width = self._width - indent + 1
        it = iter(items)
        try:
            next_ent = next(it)
        except StopIteration:
            return
        last = False
        while not last:
            ent = next_ent
            try:
                next_ent = next(it)
            except StopIteration:
                last = True
                max_width -= allowance
                width -= allowance
            if self._compact:
                rep = self._repr(ent, context, level)
                w = len(rep) + 2
                if width < w:
                    width = max_width
                    if delim:
                        delim = delimnl
                if width >= w:
                    width -= w
                    write(delim)
                    delim = ', '
                    write(rep)
                    continue
            write(delim)
            delim = delimnl
            self._format(ent, stream, indent,
                         allowance if last else 1,
                         context, level)

    def _repr(self, object, context, level):
        repr, readable, recursive = self.format(object, context.copy(),
                                                self._depth, level)
        if not readable:
            self._readable = False
        if recursive:
            self._recursive = True
        return repr

    def format(self, object, context, maxlevels, level):
        """Format object for a specific context, returning a string
        and flags indicating whether the representation is 'readable'
        and whether the object represents a recursive construct.
        """
        return self._safe_repr(object, context, maxlevels, level)

    def _pprint_default_dict(self, object, stream, indent, allowance,
                             context, level):
        if not len(object):
            stream.write(repr(object))
            return
        rdf = self._repr(object.default_factory, context, level)
        cls = object.__class__
        indent += len(cls.__name__) + 1
        stream.write('%s(%s,\n%s' % (cls.__name__, rdf, ' ' * indent))
        self._pprint_dict(object, stream, indent, allowance + 1, context,
                          level)
        stream.write(')')

    def _pprint_counter(self, object, stream, indent, allowance, context,
                        level):
        if not len(object):
            stream.write(repr(object))
            return
        cls = object.__class__
        stream.write(cls.__name__ + '({')
        if self._indent_per_level > 1:
            stream.write((self._indent_per_level - 1) * ' ')
        items = object.most_common()
        self._format_dict_items(items, stream,
                                indent + len(cls.__name__) + 1,
                                allowance + 2, context, level)
        stream.write('})')

    def _pprint_chain_map(self, object, stream, indent, allowance, context,
                          level):
        maps = object.maps
        if not len(maps):
            stream.write(repr(object))
            return
        cls = object.__class__
        stream.write(cls.__name__ + '(')
        indent += len(cls.__name__) + 1
        last = len(maps) - 1
        for i, m in enumerate(maps):
            if i == last:
                self._format(m, stream, indent, allowance + 1, context,
                             level)
                stream.write(')')
            else:
                self._format(m, stream, indent, 1, context, level)
                stream.write(',\n' + ' ' * indent)

    def _pprint_deque(self, object, stream, indent, allowance, context,
                      level):
        if not len(object):
            stream.write(repr(object))
            return
        cls = object.__class__
        stream.write(cls.__name__ + '(')
        indent += len(cls.__name__) + 1
        stream.write('[')
        if object.maxlen is None:
            self._format_items(object, stream, indent, allowance + 2,
                               context, level)
            stream.write('])')
        else:
            self._format_items(object, stream, indent, 2, context, level)
            rml = self._repr(object.maxlen, context, level)
            stream.write('],\n%smaxlen=%s)' % (' ' * indent, rml))

    def _pprint_user_dict(self, object, stream, indent, allowance, context,
                          level):
        self._format(object.data, stream, indent, allowance, context,
                     level - 1)

    _pprint_user_list = _pprint_user_dict
    _pprint_user_string = _pprint_user_dict

    def _safe_repr(self, object, context, maxlevels, level):
        # Return triple (repr_string, isreadable, isrecursive).
        typ = type(object)
        kind = _kind_of_type.get(typ)
        if kind is None:
            kind = _kind(typ)
        if kind == _SCALAR:
            return repr(object), True, False
        if kind == _INT:
            if self._underscore_numbers:
                return f"{object:_d}", True, False
            return repr(object), True, False
        if kind == _DICT:
            if not object:
                return "{}", True, False
            objid = id(object)
            if maxlevels and level >= maxlevels:
                return "{...}", False, objid in context
            if objid in context:
                return _recursion(object), False, True
            context[objid] = 1
            readable = True
            recursive = False
            components = []
            append = components.append
            level += 1
            if self._sort_dicts:
                items = sorted(object.items(), key=_item_key)
            else:
                items = object.items()
            for k, v in items:
                krepr, kreadable, krecur = self.format(
                    k, context, maxlevels, level)
                vrepr, vreadable, vrecur = self.format(
                    v, context, maxlevels, level)
                append("%s: %s" % (krepr, vrepr))
                readable = readable and kreadable and vreadable
                if krecur or vrecur:
                    recursive = True
            del context[objid]
            return "{%s}" % ", ".join(components), readable, recursive
        if kind == _LIST or kind == _TUPLE:
            if kind == _LIST:
                if not object:
                    return "[]", True, False
                format = "[%s]"
            elif len(object) == 1:
                format = "(%s,)"
            else:
                if not object:
                    return "()", True, False
                format = "(%s)"
            objid = id(object)
            if maxlevels and level >= maxlevels:
                return format % "...", False, objid in context
            if objid in context:
                return _recursion(object), False, True
            context[objid] = 1
            readable = True
            recursive = False
            components = []
            append = components.append
            level += 1
            for o in object:
                orepr, oreadable, orecur = self.format(
                    o, context, maxlevels, level)
                append(orepr)
                if not oreadable:
                    readable = False
                if orecur:
                    recursive = True
            del context[objid]
            return format % ", ".join(components), readable, recursive
        rep = repr(object)
        return rep, bool(rep and not rep.startswith('<')), False


def _wrap_bytes_repr(object, width, allowance):
    current = b''
    last = len(object) // 4 * 4
    for i in range(0, len(object), 4):
        part = object[i: i + 4]
        candidate = current + part
        if i == last:
            width -= allowance
        if len(repr(candidate)) > width:
            if current:
                yield repr(current)
            current = part
        else:
            current = candidate
    if current:
        yield repr(current)


_P = PrettyPrinter

# The layout of each type, by exact type; _lookup_dispatch finds the
# layout of other types through their __repr__.
_dispatch = {
    dict: _P._pprint_dict,
    list: _P._pprint_list,
    tuple: _P._pprint_tuple,
    set: _P._pprint_set,
    frozenset: _P._pprint_set,
    str: _P._pprint_str,
    bytes: _P._pprint_bytes,
    bytearray: _P._pprint_bytearray,
}

_repr_layouts = [(t.__repr__, p) for t, p in _dispatch.items()]
_collections_seen = None

_COLLECTIONS_LAYOUTS = (
    ('OrderedDict', _P._pprint_ordered_dict),
    ('defaultdict', _P._pprint_default_dict),
    ('Counter', _P._pprint_counter),
    ('ChainMap', _P._pprint_chain_map),
    ('deque', _P._pprint_deque),
    ('UserDict', _P._pprint_user_dict),
    ('UserList', _P._pprint_user_list),
    ('UserString', _P._pprint_user_string),
)

del _P


def _lookup_dispatch(typ):
    global _collections_seen
    r = getattr(typ, '__repr__', None)
    if r is None:
        return None
    mod = _sys.modules.get('collections')
    if mod is not None and mod is not _collections_seen:
        _collections_seen = mod
        for name, p in _COLLECTIONS_LAYOUTS:
            cls = getattr(mod, name, None)
            if cls is not None:
                _repr_layouts.append((cls.__repr__, p))
    for rf, p in _repr_layouts:
        if r == rf:
            return p
    return None
