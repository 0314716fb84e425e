"""Data classes (CPython 3.11 API), written for Trellis.

Implemented: dataclass (init, repr, eq, order, unsafe_hash, frozen,
match_args, kw_only, slots), field (default,
default_factory, init, repr, hash, compare, metadata, kw_only), Field,
fields, asdict, astuple, replace, is_dataclass, make_dataclass is not,
FrozenInstanceError, InitVar, KW_ONLY, MISSING, __post_init__, ClassVar
fields, inheritance of fields from dataclass bases, CPython's errors for
bad definitions and for bad __init__ calls.

CPython generates each method's source and runs exec() on it; there is no
exec here, so the methods are closures over the class's field table. They
bind arguments as a compiled __init__ would and raise CPython's messages.
"""

import copy as _copy

__all__ = ['dataclass', 'field', 'Field', 'FrozenInstanceError', 'InitVar',
           'KW_ONLY', 'MISSING', 'fields', 'asdict', 'astuple',
           'replace', 'is_dataclass']


class FrozenInstanceError(AttributeError):
    pass


class _MISSING_TYPE:
    pass


MISSING = _MISSING_TYPE()


class _KW_ONLY_TYPE:
    pass


KW_ONLY = _KW_ONLY_TYPE()


class _HAS_DEFAULT_FACTORY_CLASS:
    def __repr__(self):
        return '<factory>'


_HAS_DEFAULT_FACTORY = _HAS_DEFAULT_FACTORY_CLASS()


class _FIELD_BASE:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return self.name


_FIELD = _FIELD_BASE('_FIELD')
_FIELD_CLASSVAR = _FIELD_BASE('_FIELD_CLASSVAR')
_FIELD_INITVAR = _FIELD_BASE('_FIELD_INITVAR')

_FIELDS = '__dataclass_fields__'
_PARAMS = '__dataclass_params__'
_POST_INIT_NAME = '__post_init__'


class InitVar:
    __slots__ = ('type',)

    def __init__(self, type):
        self.type = type

    def __repr__(self):
        if isinstance(self.type, type):
            type_name = self.type.__name__
        else:
            type_name = repr(self.type)
        return f'dataclasses.InitVar[{type_name}]'

    def __class_getitem__(cls, type):
        return InitVar(type)


class Field:
    __slots__ = ('name', 'type', 'default', 'default_factory', 'repr',
                 'hash', 'init', 'compare', 'metadata', 'kw_only',
                 '_field_type')

    def __init__(self, default, default_factory, init, repr, hash, compare,
                 metadata, kw_only):
        self.name = None
        self.type = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.hash = hash
        self.compare = compare
        self.metadata = {} if metadata is None else metadata
        self.kw_only = kw_only
        self._field_type = None

    def __repr__(self):
        return ('Field('
                f'name={self.name!r},'
                f'type={self.type!r},'
                f'default={self.default!r},'
                f'default_factory={self.default_factory!r},'
                f'init={self.init!r},'
                f'repr={self.repr!r},'
                f'hash={self.hash!r},'
                f'compare={self.compare!r},'
                f'metadata={self.metadata!r},'
                f'kw_only={self.kw_only!r},'
                f'_field_type={self._field_type}'
                ')')


class _DataclassParams:
    __slots__ = ('init', 'repr', 'eq', 'order', 'unsafe_hash', 'frozen')

    def __init__(self, init, repr, eq, order, unsafe_hash, frozen):
        self.init = init
        self.repr = repr
        self.eq = eq
        self.order = order
        self.unsafe_hash = unsafe_hash
        self.frozen = frozen

    def __repr__(self):
        return ('_DataclassParams('
                f'init={self.init!r},'
                f'repr={self.repr!r},'
                f'eq={self.eq!r},'
                f'order={self.order!r},'
                f'unsafe_hash={self.unsafe_hash!r},'
                f'frozen={self.frozen!r}'
                ')')


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True,
          hash=None, compare=True, metadata=None, kw_only=MISSING):
    """Return an object to identify dataclass fields."""
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError('cannot specify both default and default_factory')
    return Field(default, default_factory, init, repr, hash, compare,
                 metadata, kw_only)


def _is_classvar(a_type):
    if isinstance(a_type, str):
        return (a_type == 'ClassVar' or a_type.startswith('ClassVar[')
                or a_type == 'typing.ClassVar' or a_type.startswith('typing.ClassVar['))
    import typing
    return a_type is typing.ClassVar or getattr(a_type, '__origin__', None) is typing.ClassVar


def _is_initvar(a_type):
    if isinstance(a_type, str):
        return (a_type == 'InitVar' or a_type.startswith('InitVar[')
                or a_type.startswith('dataclasses.InitVar'))
    return a_type is InitVar or type(a_type) is InitVar


def _is_kw_only(a_type):
    if isinstance(a_type, str):
        return a_type == 'KW_ONLY' or a_type == 'dataclasses.KW_ONLY'
    return a_type is KW_ONLY


def _get_field(cls, a_name, a_type, default_kw_only):
    default = getattr(cls, a_name, MISSING)
    if isinstance(default, Field):
        f = default
    else:
        f = field(default=default)
    f.name = a_name
    f.type = a_type
    f._field_type = _FIELD
    if _is_classvar(a_type):
        f._field_type = _FIELD_CLASSVAR
    elif _is_initvar(a_type):
        f._field_type = _FIELD_INITVAR
    if f._field_type is not _FIELD:
        if f.default_factory is not MISSING:
            raise TypeError(f'field {f.name} cannot have a default factory')
    if f._field_type is _FIELD_CLASSVAR:
        if f.kw_only is not MISSING:
            raise TypeError(f'field {f.name} is a ClassVar but specifies kw_only')
    else:
        if f.kw_only is MISSING:
            f.kw_only = default_kw_only
    if f._field_type is _FIELD and f.default is not MISSING \
            and f.default.__class__.__hash__ is None:
        raise ValueError(f'mutable default {type(f.default)} for field '
                         f'{f.name} is not allowed: use default_factory')
    return f


def _own(cls, name):
    return cls.__dict__.get(name, MISSING)


def _set_new_attribute(cls, name, value):
    if name in cls.__dict__:
        return True
    setattr(cls, name, value)
    return False


def _plural(names, kind):
    n = len(names)
    quoted = [f"'{x}'" for x in names]
    if n == 1:
        listed = quoted[0]
    elif n == 2:
        listed = f'{quoted[0]} and {quoted[1]}'
    else:
        listed = ', '.join(quoted[:-1]) + ', and ' + quoted[-1]
    s = '' if n == 1 else 's'
    return f'missing {n} required {kind} argument{s}: {listed}'


def _make_init(cls, std_fields, kw_fields, other_fields, frozen, has_post_init):
    qual = cls.__qualname__ + '.__init__'
    std_names = tuple(f.name for f in std_fields)
    all_init = std_fields + kw_fields
    names = tuple(f.name for f in all_init)
    # (name, is field (not InitVar), default, factory) per parameter
    table = tuple((f.name, f._field_type is _FIELD, f.default, f.default_factory)
                  for f in all_init)
    n_std = len(std_fields)
    n_required = sum(1 for f in std_fields
                     if f.default is MISSING and f.default_factory is MISSING)
    simple = (not kw_fields and not other_fields and not has_post_init
              and all(f._field_type is _FIELD for f in std_fields))
    setter = object.__setattr__ if frozen else setattr
    # init=False fields that still get a value in __init__
    late = tuple((f.name, f.default, f.default_factory) for f in other_fields
                 if f.default is not MISSING or f.default_factory is not MISSING)
    initvar_names = tuple(f.name for f in all_init if f._field_type is _FIELD_INITVAR)

    def _bind(args, kwargs):
        values = list(args)
        given = len(args)
        if given < len(names):
            values.extend([MISSING] * (len(names) - given))
        for key in kwargs:
            if key in names:
                i = names.index(key)
                if i < given:
                    raise TypeError(f"{qual}() got multiple values for argument '{key}'")
                values[i] = kwargs[key]
            else:
                raise TypeError(f"{qual}() got an unexpected keyword argument '{key}'")
        if given > n_std:
            total = n_std + 1
            if n_required < n_std:
                takes = f'from {n_required + 1} to {total}'
            else:
                takes = f'{total}'
            s = '' if total == 1 and n_required == n_std else 's'
            were = 'was' if given + 1 == 1 else 'were'
            raise TypeError(f'{qual}() takes {takes} positional argument{s} '
                            f'but {given + 1} {were} given')
        missing_pos = []
        missing_kw = []
        for i, entry in enumerate(table):
            if values[i] is MISSING:
                if entry[3] is not MISSING:
                    values[i] = entry[3]()
                elif entry[2] is not MISSING:
                    values[i] = entry[2]
                elif i < n_std:
                    missing_pos.append(entry[0])
                else:
                    missing_kw.append(entry[0])
        if missing_pos:
            raise TypeError(f'{qual}() {_plural(missing_pos, "positional")}')
        if missing_kw:
            raise TypeError(f'{qual}() {_plural(missing_kw, "keyword-only")}')
        return values

    # Trailing defaults a positional call may leave out, when none is a
    # factory (a factory runs at every call, so _bind calls it).
    if any(f.default_factory is not MISSING for f in std_fields):
        fewest, tail = n_std, ()
    else:
        fewest, tail = n_required, tuple(f.default for f in std_fields[n_required:])
    if simple and 1 <= n_std <= 6:
        __init__ = _straight_init(n_std, std_names, setter, _bind, fewest, tail)
    elif simple and n_required == n_std:
        def __init__(self, *args, **kwargs):
            if kwargs or len(args) != n_std:
                values = _bind(args, kwargs)
            else:
                values = args
            for i in range(n_std):
                setter(self, std_names[i], values[i])
    else:
        def __init__(self, *args, **kwargs):
            values = _bind(args, kwargs)
            initvars = []
            for i, entry in enumerate(table):
                if entry[1]:
                    setter(self, entry[0], values[i])
                else:
                    initvars.append(values[i])
            for name, default, factory in late:
                setter(self, name, factory() if factory is not MISSING else default)
            if has_post_init:
                self.__post_init__(*initvars)

    __init__.__qualname__ = qual
    return __init__


def _straight_init(n, names, setter, bind, fewest, tail):
    """An __init__ for n positional fields without a loop: each field is
    set by its own call with a constant name, which tier 2 turns into a
    slot store. A call with no keywords and from `fewest` to n arguments
    takes the rest from `tail` (the defaults of the last n - fewest
    fields); any other call goes through `bind`."""
    first_default = n - len(tail)
    if n == 1:
        (n0,) = names

        def __init__(self, *args, **kwargs):
            if kwargs or not fewest <= len(args) <= 1:
                args = bind(args, kwargs)
            elif len(args) != 1:
                args = args + tail[len(args) - first_default:]
            setter(self, n0, args[0])
    elif n == 2:
        n0, n1 = names

        def __init__(self, *args, **kwargs):
            if kwargs or not fewest <= len(args) <= 2:
                args = bind(args, kwargs)
            elif len(args) != 2:
                args = args + tail[len(args) - first_default:]
            setter(self, n0, args[0])
            setter(self, n1, args[1])
    elif n == 3:
        n0, n1, n2 = names

        def __init__(self, *args, **kwargs):
            if kwargs or not fewest <= len(args) <= 3:
                args = bind(args, kwargs)
            elif len(args) != 3:
                args = args + tail[len(args) - first_default:]
            setter(self, n0, args[0])
            setter(self, n1, args[1])
            setter(self, n2, args[2])
    elif n == 4:
        n0, n1, n2, n3 = names

        def __init__(self, *args, **kwargs):
            if kwargs or not fewest <= len(args) <= 4:
                args = bind(args, kwargs)
            elif len(args) != 4:
                args = args + tail[len(args) - first_default:]
            setter(self, n0, args[0])
            setter(self, n1, args[1])
            setter(self, n2, args[2])
            setter(self, n3, args[3])
    elif n == 5:
        n0, n1, n2, n3, n4 = names

        def __init__(self, *args, **kwargs):
            if kwargs or not fewest <= len(args) <= 5:
                args = bind(args, kwargs)
            elif len(args) != 5:
                args = args + tail[len(args) - first_default:]
            setter(self, n0, args[0])
            setter(self, n1, args[1])
            setter(self, n2, args[2])
            setter(self, n3, args[3])
            setter(self, n4, args[4])
    else:
        n0, n1, n2, n3, n4, n5 = names

        def __init__(self, *args, **kwargs):
            if kwargs or not fewest <= len(args) <= 6:
                args = bind(args, kwargs)
            elif len(args) != 6:
                args = args + tail[len(args) - first_default:]
            setter(self, n0, args[0])
            setter(self, n1, args[1])
            setter(self, n2, args[2])
            setter(self, n3, args[3])
            setter(self, n4, args[4])
            setter(self, n5, args[5])
    return __init__


def _make_repr(cls, repr_fields):
    names = tuple(f.name for f in repr_fields)
    active = set()

    def __repr__(self):
        key = id(self)
        if key in active:
            return '...'
        active.add(key)
        try:
            parts = [f'{name}={getattr(self, name)!r}' for name in names]
        finally:
            active.discard(key)
        return f'{self.__class__.__qualname__}(' + ', '.join(parts) + ')'

    __repr__.__qualname__ = cls.__qualname__ + '.__repr__'
    return __repr__


def _tuple_getter(names):
    """A function giving an instance's field values as a tuple: straight
    line for up to four fields (no comprehension frame per call, which a
    sort calling __lt__ from Rust would pay at every comparison)."""
    n = len(names)
    if n == 1:
        (n0,) = names

        def values(obj):
            return (getattr(obj, n0),)
    elif n == 2:
        n0, n1 = names

        def values(obj):
            return (getattr(obj, n0), getattr(obj, n1))
    elif n == 3:
        n0, n1, n2 = names

        def values(obj):
            return (getattr(obj, n0), getattr(obj, n1), getattr(obj, n2))
    elif n == 4:
        n0, n1, n2, n3 = names

        def values(obj):
            return (getattr(obj, n0), getattr(obj, n1), getattr(obj, n2),
                    getattr(obj, n3))
    else:
        def values(obj):
            out = []
            for name in names:
                out.append(getattr(obj, name))
            return tuple(out)
    return values


def _make_eq(cls, names):
    if 1 <= len(names) <= 4:
        return _straight_eq(cls, names)
    values = _tuple_getter(names)

    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return values(self) == values(other)
        return NotImplemented

    __eq__.__qualname__ = cls.__qualname__ + '.__eq__'
    return __eq__


def _straight_eq(cls, names):
    """__eq__ for up to four fields without a loop (see _straight_init)."""
    n = len(names)
    if n == 1:
        (n0,) = names

        def __eq__(self, other):
            if other.__class__ is self.__class__:
                return (getattr(self, n0),) == (getattr(other, n0),)
            return NotImplemented
    elif n == 2:
        n0, n1 = names

        def __eq__(self, other):
            if other.__class__ is self.__class__:
                return ((getattr(self, n0), getattr(self, n1))
                        == (getattr(other, n0), getattr(other, n1)))
            return NotImplemented
    elif n == 3:
        n0, n1, n2 = names

        def __eq__(self, other):
            if other.__class__ is self.__class__:
                return ((getattr(self, n0), getattr(self, n1), getattr(self, n2))
                        == (getattr(other, n0), getattr(other, n1), getattr(other, n2)))
            return NotImplemented
    else:
        n0, n1, n2, n3 = names

        def __eq__(self, other):
            if other.__class__ is self.__class__:
                return ((getattr(self, n0), getattr(self, n1),
                         getattr(self, n2), getattr(self, n3))
                        == (getattr(other, n0), getattr(other, n1),
                            getattr(other, n2), getattr(other, n3)))
            return NotImplemented
    __eq__.__qualname__ = cls.__qualname__ + '.__eq__'
    return __eq__


def _straight_order(cls, names, op):
    """An ordering method for up to three fields without a call per
    operand (see _straight_init): a sort calls it from Rust, where
    every call is a nested run of the interpreter."""
    n = len(names)
    if n == 1:
        (n0,) = names
        if op == '__lt__':
            def method(self, other):
                if other.__class__ is self.__class__:
                    return (getattr(self, n0),) < (getattr(other, n0),)
                return NotImplemented
        elif op == '__le__':
            def method(self, other):
                if other.__class__ is self.__class__:
                    return (getattr(self, n0),) <= (getattr(other, n0),)
                return NotImplemented
        elif op == '__gt__':
            def method(self, other):
                if other.__class__ is self.__class__:
                    return (getattr(self, n0),) > (getattr(other, n0),)
                return NotImplemented
        else:
            def method(self, other):
                if other.__class__ is self.__class__:
                    return (getattr(self, n0),) >= (getattr(other, n0),)
                return NotImplemented
    elif n == 2:
        n0, n1 = names
        if op == '__lt__':
            def method(self, other):
                if other.__class__ is self.__class__:
                    return (getattr(self, n0), getattr(self, n1)) < (getattr(other, n0), getattr(other, n1))
                return NotImplemented
        elif op == '__le__':
            def method(self, other):
                if other.__class__ is self.__class__:
                    return (getattr(self, n0), getattr(self, n1)) <= (getattr(other, n0), getattr(other, n1))
                return NotImplemented
        elif op == '__gt__':
            def method(self, other):
                if other.__class__ is self.__class__:
                    return (getattr(self, n0), getattr(self, n1)) > (getattr(other, n0), getattr(other, n1))
                return NotImplemented
        else:
            def method(self, other):
                if other.__class__ is self.__class__:
                    return (getattr(self, n0), getattr(self, n1)) >= (getattr(other, n0), getattr(other, n1))
                return NotImplemented
    elif n == 3:
        n0, n1, n2 = names
        if op == '__lt__':
            def method(self, other):
                if other.__class__ is self.__class__:
                    return (getattr(self, n0), getattr(self, n1), getattr(self, n2)) < (getattr(other, n0), getattr(other, n1), getattr(other, n2))
                return NotImplemented
        elif op == '__le__':
            def method(self, other):
                if other.__class__ is self.__class__:
                    return (getattr(self, n0), getattr(self, n1), getattr(self, n2)) <= (getattr(other, n0), getattr(other, n1), getattr(other, n2))
                return NotImplemented
        elif op == '__gt__':
            def method(self, other):
                if other.__class__ is self.__class__:
                    return (getattr(self, n0), getattr(self, n1), getattr(self, n2)) > (getattr(other, n0), getattr(other, n1), getattr(other, n2))
                return NotImplemented
        else:
            def method(self, other):
                if other.__class__ is self.__class__:
                    return (getattr(self, n0), getattr(self, n1), getattr(self, n2)) >= (getattr(other, n0), getattr(other, n1), getattr(other, n2))
                return NotImplemented
    method.__name__ = op
    method.__qualname__ = cls.__qualname__ + '.' + op
    return method

def _make_order(cls, names, op):
    if 1 <= len(names) <= 3:
        return _straight_order(cls, names, op)
    values = _tuple_getter(names)
    if op == '__lt__':
        def method(self, other):
            if other.__class__ is self.__class__:
                return values(self) < values(other)
            return NotImplemented
    elif op == '__le__':
        def method(self, other):
            if other.__class__ is self.__class__:
                return values(self) <= values(other)
            return NotImplemented
    elif op == '__gt__':
        def method(self, other):
            if other.__class__ is self.__class__:
                return values(self) > values(other)
            return NotImplemented
    else:
        def method(self, other):
            if other.__class__ is self.__class__:
                return values(self) >= values(other)
            return NotImplemented
    method.__name__ = op
    method.__qualname__ = cls.__qualname__ + '.' + op
    return method


def _make_hash(cls, names):
    values = _tuple_getter(names)

    def __hash__(self):
        return hash(values(self))

    __hash__.__qualname__ = cls.__qualname__ + '.__hash__'
    return __hash__


def _make_frozen(cls, field_names):
    def __setattr__(self, name, value):
        if type(self) is cls or name in field_names:
            raise FrozenInstanceError(f'cannot assign to field {name!r}')
        super(cls, self).__setattr__(name, value)

    def __delattr__(self, name):
        if type(self) is cls or name in field_names:
            raise FrozenInstanceError(f'cannot delete field {name!r}')
        super(cls, self).__delattr__(name)

    __setattr__.__qualname__ = cls.__qualname__ + '.__setattr__'
    __delattr__.__qualname__ = cls.__qualname__ + '.__delattr__'
    return __setattr__, __delattr__


def _process_class(cls, init, repr, eq, order, unsafe_hash, frozen,
                   match_args, kw_only, slots):
    fields = {}
    setattr(cls, _PARAMS, _DataclassParams(init, repr, eq, order,
                                           unsafe_hash, frozen))
    any_frozen_base = False
    has_dataclass_bases = False
    for b in cls.__mro__[-1:0:-1]:
        base_fields = getattr(b, _FIELDS, None)
        if base_fields is not None:
            has_dataclass_bases = True
            for f in base_fields.values():
                fields[f.name] = f
            if getattr(b, _PARAMS).frozen:
                any_frozen_base = True

    cls_annotations = cls.__dict__.get('__annotations__', {})
    cls_fields = []
    kw_only_now = kw_only
    for name, a_type in cls_annotations.items():
        if _is_kw_only(a_type):
            if kw_only_now is True and not kw_only:
                pass
            kw_only_now = True
            continue
        cls_fields.append(_get_field(cls, name, a_type, kw_only_now))
    for f in cls_fields:
        fields[f.name] = f
        if isinstance(getattr(cls, f.name, None), Field):
            if f.default is MISSING:
                delattr(cls, f.name)
            else:
                setattr(cls, f.name, f.default)

    for name, value in cls.__dict__.items():
        if isinstance(value, Field) and name not in cls_annotations:
            raise TypeError(f'{name!r} is a field but has no type annotation')

    if has_dataclass_bases:
        if any_frozen_base and not frozen:
            raise TypeError('cannot inherit non-frozen dataclass from a frozen one')
        if not any_frozen_base and frozen:
            raise TypeError('cannot inherit frozen dataclass from a non-frozen one')

    setattr(cls, _FIELDS, fields)

    class_hash = cls.__dict__.get('__hash__', MISSING)
    has_explicit_hash = not (class_hash is MISSING or
                             (class_hash is None and '__eq__' in cls.__dict__))

    if order and not eq:
        raise ValueError('eq must be true if order is true')

    all_init_fields = [f for f in fields.values()
                       if f._field_type is _FIELD or f._field_type is _FIELD_INITVAR]
    std_init_fields = [f for f in all_init_fields if not f.kw_only and f.init]
    kw_only_init_fields = [f for f in all_init_fields if f.kw_only and f.init]
    other_fields = [f for f in fields.values()
                    if f._field_type is _FIELD and not f.init]
    field_list = [f for f in fields.values() if f._field_type is _FIELD]

    if init:
        seen_default = False
        for f in std_init_fields:
            if f.default is MISSING and f.default_factory is MISSING:
                if seen_default:
                    raise TypeError(f'non-default argument {f.name!r} '
                                    'follows default argument')
            else:
                seen_default = True
        has_post_init = hasattr(cls, _POST_INIT_NAME)
        _set_new_attribute(cls, '__init__',
                           _make_init(cls, std_init_fields, kw_only_init_fields,
                                      other_fields, frozen, has_post_init))

    if repr:
        _set_new_attribute(cls, '__repr__',
                           _make_repr(cls, [f for f in field_list if f.repr]))

    compare_names = tuple(f.name for f in field_list if f.compare)
    if eq:
        _set_new_attribute(cls, '__eq__', _make_eq(cls, compare_names))

    if order:
        for op in ('__lt__', '__le__', '__gt__', '__ge__'):
            if _set_new_attribute(cls, op, _make_order(cls, compare_names, op)):
                raise TypeError(f'Cannot overwrite attribute {op} '
                                f'in class {cls.__name__}. Consider using '
                                'functools.total_ordering')

    if frozen:
        setter, deleter = _make_frozen(cls, tuple(f.name for f in field_list))
        if _set_new_attribute(cls, '__setattr__', setter):
            raise TypeError(f'Cannot overwrite attribute __setattr__ '
                            f'in class {cls.__name__}')
        if _set_new_attribute(cls, '__delattr__', deleter):
            raise TypeError(f'Cannot overwrite attribute __delattr__ '
                            f'in class {cls.__name__}')

    hash_names = tuple(f.name for f in field_list
                       if (f.compare if f.hash is None else f.hash))
    if unsafe_hash:
        if has_explicit_hash:
            raise TypeError(f'Cannot overwrite attribute __hash__ '
                            f'in class {cls.__name__}')
        cls.__hash__ = _make_hash(cls, hash_names)
    elif eq and not has_explicit_hash:
        if frozen:
            cls.__hash__ = _make_hash(cls, hash_names)
        else:
            cls.__hash__ = None

    if match_args:
        _set_new_attribute(cls, '__match_args__',
                           tuple(f.name for f in std_init_fields))

    if slots:
        cls = _add_slots(cls, field_list)

    return cls


def _add_slots(cls, field_list):
    """A new class like cls whose instances have the fields as __slots__
    (and no __dict__), as CPython makes it: the fields' defaults leave
    the class namespace (__init__ keeps them)."""
    cls_dict = dict(cls.__dict__)
    field_names = tuple(f.name for f in field_list)
    inherited = set()
    for base in cls.__mro__[1:-1]:
        inherited.update(getattr(base, '__slots__', ()))
    cls_dict['__slots__'] = tuple(n for n in field_names if n not in inherited)
    for name in field_names:
        cls_dict.pop(name, None)
    cls_dict.pop('__dict__', None)
    qualname = getattr(cls, '__qualname__', None)
    new_cls = type(cls)(cls.__name__, cls.__bases__, cls_dict)
    if qualname is not None:
        new_cls.__qualname__ = qualname
    return new_cls


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False,
              unsafe_hash=False, frozen=False, match_args=True,
              kw_only=False, slots=False, weakref_slot=False):
    """Add dunder methods based on the fields defined in the class."""
    def wrap(cls):
        return _process_class(cls, init, repr, eq, order, unsafe_hash,
                              frozen, match_args, kw_only, slots)

    if cls is None:
        return wrap
    return wrap(cls)


def fields(class_or_instance):
    """The fields of a dataclass or of one of its instances, as a tuple."""
    try:
        fields = getattr(class_or_instance, _FIELDS)
    except AttributeError:
        raise TypeError('must be called with a dataclass type or instance') from None
    return tuple(f for f in fields.values() if f._field_type is _FIELD)


def _is_dataclass_instance(obj):
    return hasattr(type(obj), _FIELDS)


def is_dataclass(obj):
    """Whether obj is a dataclass or an instance of one."""
    cls = obj if isinstance(obj, type) else type(obj)
    return hasattr(cls, _FIELDS)


def asdict(obj, *, dict_factory=dict):
    """The fields of a dataclass instance as a new dict, recursively."""
    if not _is_dataclass_instance(obj):
        raise TypeError('asdict() should be called on dataclass instances')
    return _asdict_inner(obj, dict_factory)


def _asdict_inner(obj, dict_factory):
    if _is_dataclass_instance(obj):
        result = []
        for f in fields(obj):
            value = _asdict_inner(getattr(obj, f.name), dict_factory)
            result.append((f.name, value))
        return dict_factory(result)
    elif isinstance(obj, tuple) and hasattr(obj, '_fields'):
        return type(obj)(*[_asdict_inner(v, dict_factory) for v in obj])
    elif isinstance(obj, (list, tuple)):
        return type(obj)(_asdict_inner(v, dict_factory) for v in obj)
    elif isinstance(obj, dict):
        return type(obj)((_asdict_inner(k, dict_factory),
                          _asdict_inner(v, dict_factory))
                         for k, v in obj.items())
    else:
        return _copy.deepcopy(obj)


def astuple(obj, *, tuple_factory=tuple):
    """The fields of a dataclass instance as a new tuple, recursively."""
    if not _is_dataclass_instance(obj):
        raise TypeError('astuple() should be called on dataclass instances')
    return _astuple_inner(obj, tuple_factory)


def _astuple_inner(obj, tuple_factory):
    if _is_dataclass_instance(obj):
        result = []
        for f in fields(obj):
            value = _astuple_inner(getattr(obj, f.name), tuple_factory)
            result.append(value)
        return tuple_factory(result)
    elif isinstance(obj, tuple) and hasattr(obj, '_fields'):
        return type(obj)(*[_astuple_inner(v, tuple_factory) for v in obj])
    elif isinstance(obj, (list, tuple)):
        return type(obj)(_astuple_inner(v, tuple_factory) for v in obj)
    elif isinstance(obj, dict):
        return type(obj)((_astuple_inner(k, tuple_factory), _astuple_inner(v, tuple_factory))
                         for k, v in obj.items())
    else:
        return _copy.deepcopy(obj)


def replace(obj, /, **changes):
    """A new instance of obj's class with the given fields changed."""
    if not _is_dataclass_instance(obj):
        raise TypeError('replace() should be called on dataclass instances')
    for f in getattr(obj, _FIELDS).values():
        if f._field_type is _FIELD_CLASSVAR:
            continue
        if not f.init:
            if f.name in changes:
                raise ValueError(f'field {f.name} is declared with '
                                 'init=False, it cannot be specified with '
                                 'replace()')
            continue
        if f.name not in changes:
            if f._field_type is _FIELD_INITVAR and f.default is MISSING:
                raise ValueError(f"InitVar {f.name!r} "
                                 'must be specified with replace()')
            changes[f.name] = getattr(obj, f.name)
    return obj.__class__(**changes)
