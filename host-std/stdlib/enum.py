"""Enumerations (CPython 3.11 API), written for Trellis.

Implemented: Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique, EnumType
(EnumMeta): members from the class body (functions, properties, class and
static methods and dunder/sunder names are not members), aliases, auto()
with _generate_next_value_, member __init__ receiving tuple values, a
class's own __new__ making its members, _missing_, lookup by value
(Color(1)) and by name (Color['RED']), iteration, len, `in`, reversed,
__members__, the functional API (Enum('Color', 'RED GREEN')), Flag
operators (| & ^ ~, `in`, iteration over a flag's members, composite
values named as CPython names them), and CPython's errors.

Enums mixing in a data type (IntEnum, StrEnum, IntFlag, `class
Color(str, Enum)`) have members that are instances of it, made by its
__new__, with CPython's repr/str/format rules for mixed-in enums.

Partial: Reassigning a member (Color.RED = 2) is not refused, __members__ is a dict
rather than a mappingproxy, and _ignore_, member(), nonmember(), verify()
and the boundary options are not implemented.
"""

__all__ = ['EnumType', 'EnumMeta', 'Enum', 'IntEnum', 'StrEnum', 'Flag',
           'IntFlag', 'auto', 'unique', 'ReprEnum']

_FunctionType = type(lambda: None)
_DATA_TYPES = (int, str, float, bytes, tuple, list, dict, set, frozenset, bytearray)


class _AutoNull:
    def __repr__(self):
        return '_auto_null'


_auto_null = _AutoNull()


class auto:
    """Instances are replaced with an appropriate value in Enum class
    suites."""

    def __init__(self, value=_auto_null):
        self.value = value
        # An expression of members in the class body (`RW = R | W`), which
        # CPython computes from their values as they are assigned: here
        # it waits until the members before it have theirs.
        self._combine = None

    def __repr__(self):
        return 'auto(%r)' % (self.value,)

    def _evaluate(self):
        op, left, right = self._combine
        return op(_auto_value(left), _auto_value(right))


def _auto_value(x):
    if isinstance(x, auto):
        if x._combine is not None and x.value is _auto_null:
            x.value = x._evaluate()
        return x.value
    return x


def _auto_operator(op, reflected):
    def method(self, other):
        made = auto()
        made._combine = (op, other, self) if reflected else (op, self, other)
        return made
    return method


for _name, _op in (('or', lambda a, b: a | b), ('and', lambda a, b: a & b),
                   ('xor', lambda a, b: a ^ b), ('add', lambda a, b: a + b),
                   ('sub', lambda a, b: a - b), ('mul', lambda a, b: a * b)):
    setattr(auto, '__%s__' % _name, _auto_operator(_op, False))
    setattr(auto, '__r%s__' % _name, _auto_operator(_op, True))
del _name, _op


def _is_dunder(name):
    return (len(name) > 4 and name[:2] == name[-2:] == '__'
            and name[2] != '_' and name[-3] != '_')


def _is_sunder(name):
    return (len(name) > 2 and name[0] == name[-1] == '_'
            and name[1:2] != '_' and name[-2:-1] != '_')


def _is_private(cls_name, name):
    pattern = '_%s__' % (cls_name.lstrip('_'),)
    return (len(name) > len(pattern) and name.startswith(pattern)
            and not name.endswith('__'))


def _is_descriptor(value):
    return (type(value) is _FunctionType
            or isinstance(value, (classmethod, staticmethod, property)))


def _high_bit(value):
    return value.bit_length() - 1


def _bits(value):
    """The single-bit values of value, lowest first."""
    out = []
    while value:
        low = value & -value
        out.append(low)
        value ^= low
    return out


class EnumType(type):
    """Metaclass for Enum."""

    def __new__(metacls, cls, bases, classdict, *, boundary=None, _simple=False, **kwds):
        member_type, first_enum = metacls._get_mixins_(cls, bases)
        members = []
        for key in list(classdict):
            if _is_dunder(key) or _is_sunder(key) or _is_private(cls, key):
                continue
            value = classdict[key]
            if _is_descriptor(value):
                continue
            members.append((key, value))
        for key, _ in members:
            del classdict[key]
        own_new = classdict.get('__new__')
        if isinstance(own_new, staticmethod):
            own_new = own_new.__func__
        enum_class = super().__new__(metacls, cls, bases, classdict, **kwds)
        enum_class._member_names_ = []
        enum_class._member_map_ = {}
        enum_class._value2member_map_ = {}
        enum_class._unhashable_values_ = []
        enum_class._member_type_ = member_type
        if own_new is None and first_enum is not None:
            own_new = first_enum.__dict__.get('_new_member_')
        enum_class._new_member_ = own_new
        enum_class._flag_mask_ = 0
        last_values = []
        for name, value in members:
            if isinstance(value, auto):
                if value._combine is not None:
                    value.value = value._evaluate()
                if value.value is _auto_null:
                    value.value = enum_class._generate_next_value_(
                        name, 1, len(enum_class._member_names_), last_values[:])
                value = value.value
            metacls._add_member_(enum_class, name, value, own_new)
            last_values.append(value)
        metacls._keep_enum_methods_(enum_class, classdict, bases, member_type, first_enum)
        return enum_class

    @staticmethod
    def _keep_enum_methods_(enum_class, classdict, bases, member_type, first_enum):
        # What CPython's EnumType does after making the class: a ReprEnum
        # takes str() and format() from its data type; otherwise repr,
        # str and format are the enum's, not the data type's; a Flag keeps
        # its operators ahead of the data type's.
        if first_enum is None:
            return
        if ReprEnum is not None and ReprEnum in bases:
            if member_type is object:
                raise TypeError('ReprEnum subclasses must be mixed with a data type '
                                '(i.e. int, str, float, etc.)')
            if '__format__' not in classdict:
                enum_class.__format__ = member_type.__format__
                classdict['__format__'] = enum_class.__format__
            if '__str__' not in classdict:
                # A data type without a str() of its own prints its repr
                # (of the builtin types, only str has one).
                method = member_type.__str__
                if method == object.__str__ or (member_type in _DATA_TYPES
                                                and member_type is not str):
                    method = member_type.__repr__
                enum_class.__str__ = method
                classdict['__str__'] = enum_class.__str__
        for name in ('__repr__', '__str__', '__format__'):
            if name not in classdict:
                enum_method = getattr(first_enum, name)
                found_method = getattr(enum_class, name)
                if found_method in (getattr(member_type, name), getattr(object, name)):
                    setattr(enum_class, name, enum_method)
        if Flag is not None and issubclass(enum_class, Flag):
            for op in ('__or__', '__and__', '__xor__', '__ror__', '__rand__',
                       '__rxor__', '__invert__'):
                if op not in classdict:
                    setattr(enum_class, op, getattr(first_enum, op))

    @staticmethod
    def _get_mixins_(class_name, bases):
        if not bases:
            return object, None
        for base in bases:
            if isinstance(base, EnumType) and base._member_names_:
                raise TypeError('<enum %r> cannot extend %r' % (class_name, base))
        first_enum = bases[-1]
        if not isinstance(first_enum, EnumType):
            raise TypeError('new enumerations should be created as '
                            '`EnumName([mixin_type, ...] [data_type,] enum_type)`')
        return EnumType._find_data_type_(class_name, bases), first_enum

    @staticmethod
    def _find_data_type_(class_name, bases):
        data_types = []
        for chain in bases:
            for base in chain.__mro__:
                if base is object:
                    continue
                if isinstance(base, EnumType):
                    if base._member_type_ is not object:
                        if base._member_type_ not in data_types:
                            data_types.append(base._member_type_)
                        break
                    continue
                if base in _DATA_TYPES or '__new__' in base.__dict__:
                    if base not in data_types:
                        data_types.append(base)
                    break
        if len(data_types) > 1:
            raise TypeError('too many data types for %r: %r' % (class_name, set(data_types)))
        return data_types[0] if data_types else object

    @staticmethod
    def _add_member_(enum_class, name, value, new):
        args = value if isinstance(value, tuple) else (value,)
        member_type = enum_class._member_type_
        if new is not None:
            member = new(enum_class, *args)
        elif member_type is object:
            member = object.__new__(enum_class)
        else:
            member = member_type.__new__(enum_class, *args)
        if not hasattr(member, '_value_'):
            if member_type is object:
                member._value_ = value
            else:
                member._value_ = member_type(*args)
        value = member._value_
        member._name_ = name
        member.__objclass__ = enum_class
        member.__init__(*args)
        member._sort_order_ = len(enum_class._member_names_)
        # An alias when a member already has this value.
        try:
            existing = enum_class._value2member_map_.get(value)
        except TypeError:
            existing = None
            for m in enum_class._member_map_.values():
                if m._value_ == value:
                    existing = m
                    break
        if existing is not None:
            member = existing
        else:
            is_flag = issubclass(enum_class, Flag) if Flag is not None else False
            if not is_flag or (isinstance(value, int) and value > 0
                               and value & (value - 1) == 0):
                enum_class._member_names_.append(name)
            if is_flag and isinstance(value, int):
                enum_class._flag_mask_ |= value
        enum_class._member_map_[name] = member
        try:
            enum_class._value2member_map_.setdefault(value, member)
        except TypeError:
            enum_class._unhashable_values_.append(value)
        setattr(enum_class, name, member)

    def __call__(cls, value, names=None, *, module=None, qualname=None,
                 type=None, start=1, boundary=None):
        if names is None:
            return cls._lookup_(value)
        return cls._create_(value, names, module=module, qualname=qualname,
                            type=type, start=start)

    def _lookup_(cls, value):
        if isinstance(value, cls):
            return value
        try:
            return cls._value2member_map_[value]
        except KeyError:
            pass
        except TypeError:
            for member in cls._member_map_.values():
                if member._value_ == value:
                    return member
        result = cls._missing_(value)
        if isinstance(result, cls):
            return result
        if result is None:
            raise ValueError('%r is not a valid %s' % (value, cls.__qualname__))
        raise TypeError('error in %s._missing_: returned %r instead of None or a valid member'
                        % (cls.__name__, result))

    def _create_(cls, class_name, names, *, module=None, qualname=None, type=None, start=1):
        bases = (cls,) if type is None else (type, cls)
        classdict = {}
        if isinstance(names, str):
            names = names.replace(',', ' ').split()
        if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
            original_names, names = names, []
            last_values = []
            for count, name in enumerate(original_names):
                value = cls._generate_next_value_(name, start, count, last_values[:])
                last_values.append(value)
                names.append((name, value))
        if isinstance(names, dict):
            names = list(names.items())
        for item in names:
            if isinstance(item, str):
                member_name, member_value = item, names[item]
            else:
                member_name, member_value = item
            classdict[member_name] = member_value
        classdict['__module__'] = module if module is not None else '__main__'
        if qualname is not None:
            classdict['__qualname__'] = qualname
        metacls = cls.__class__
        return metacls.__new__(metacls, class_name, bases, classdict)

    def __contains__(cls, member):
        if not isinstance(member, Enum):
            raise TypeError("unsupported operand type(s) for 'in': '%s' and '%s'"
                            % (type(member).__qualname__, cls.__class__.__qualname__))
        return isinstance(member, cls) and member._name_ in cls._member_map_

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __iter__(cls):
        return (cls._member_map_[name] for name in cls._member_names_)

    def __reversed__(cls):
        return (cls._member_map_[name] for name in reversed(cls._member_names_))

    def __len__(cls):
        return len(cls._member_names_)

    def __bool__(cls):
        return True

    def __repr__(cls):
        if Flag is not None and issubclass(cls, Flag):
            return '<flag %r>' % (cls.__name__,)
        return '<enum %r>' % (cls.__name__,)

    @property
    def __members__(cls):
        return dict(cls._member_map_)


EnumMeta = EnumType
Flag = None
ReprEnum = None


class Enum(metaclass=EnumType):
    """Create a collection of name/value pairs."""

    def __init__(self, *args, **kwds):
        pass

    def _generate_next_value_(name, start, count, last_values):
        if not last_values:
            return start
        for value in reversed(last_values):
            try:
                return value + 1
            except TypeError:
                pass
        return start

    @classmethod
    def _missing_(cls, value):
        return None

    def __repr__(self):
        return '<%s.%s: %r>' % (self.__class__.__name__, self._name_, self._value_)

    def __str__(self):
        return '%s.%s' % (self.__class__.__name__, self._name_)

    def __format__(self, format_spec):
        return format(str(self), format_spec)

    def __hash__(self):
        return hash(self._name_)

    def __reduce_ex__(self, proto):
        return self.__class__, (self._value_,)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    @property
    def name(self):
        """The name of the Enum member."""
        return self._name_

    @property
    def value(self):
        """The value of the Enum member."""
        return self._value_


class ReprEnum(Enum):
    """Only changes the repr(), leaving str() and format() to the mixed-in
    type."""


class IntEnum(int, ReprEnum):
    """Enum where members are also (and must be) ints."""


class StrEnum(str, ReprEnum):
    """Enum where members are also (and must be) strings."""

    def __new__(cls, *values):
        if len(values) > 3:
            raise TypeError('too many arguments for str(): %r' % (values,))
        if len(values) == 1 and not isinstance(values[0], str):
            raise TypeError('%r is not a string' % (values[0],))
        if len(values) >= 2 and not isinstance(values[1], str):
            raise TypeError('encoding must be a string, not %r' % (values[1],))
        if len(values) == 3 and not isinstance(values[2], str):
            raise TypeError('errors must be a string, not %r' % (values[2],))
        value = str(*values)
        member = str.__new__(cls, value)
        member._value_ = value
        return member

    def _generate_next_value_(name, start, count, last_values):
        return name.lower()


def _new_pseudo_(cls, value):
    """A member made for a value no member has (a Flag's combination)."""
    member_type = cls._member_type_
    if member_type is object:
        pseudo = object.__new__(cls)
    else:
        pseudo = member_type.__new__(cls, value)
    pseudo._value_ = value
    return pseudo


class Flag(Enum):
    """Support for flags."""

    def _generate_next_value_(name, start, count, last_values):
        if not count:
            return start if start is not None else 1
        last_value = max(last_values)
        try:
            high_bit = _high_bit(last_value)
        except Exception:
            raise TypeError('invalid flag value %r' % last_value) from None
        return 2 ** (high_bit + 1)

    @classmethod
    def _missing_(cls, value):
        if not isinstance(value, int):
            raise ValueError('%r is not a valid %s' % (value, cls.__qualname__))
        mask = cls._flag_mask_
        if value < 0:
            value = value & mask if value & mask == value & ((1 << mask.bit_length()) - 1) else value
        if value < 0 or value & ~mask:
            raise ValueError('%r is not a valid %s' % (value, cls.__qualname__))
        pseudo = _new_pseudo_(cls, value)
        names = [m._name_ for m in cls._iter_member_(value)]
        pseudo._name_ = '|'.join(names) if names else None
        return cls._value2member_map_.setdefault(value, pseudo)

    @classmethod
    def _iter_member_(cls, value):
        for name in cls._member_names_:
            member = cls._member_map_[name]
            if member._value_ & value == member._value_:
                yield member

    def __contains__(self, other):
        if not isinstance(other, self.__class__):
            raise TypeError("unsupported operand type(s) for 'in': %r and %r"
                            % (type(other).__qualname__, self.__class__.__qualname__))
        return other._value_ & self._value_ == other._value_

    def __iter__(self):
        return iter(list(self.__class__._iter_member_(self._value_)))

    def __len__(self):
        return len(_bits(self._value_))

    def __bool__(self):
        return bool(self._value_)

    def __repr__(self):
        cls_name = self.__class__.__name__
        if self._name_ is None:
            return '<%s: %r>' % (cls_name, self._value_)
        return '<%s.%s: %r>' % (cls_name, self._name_, self._value_)

    def __str__(self):
        cls_name = self.__class__.__name__
        if self._name_ is None:
            return '%s(%r)' % (cls_name, self._value_)
        return '%s.%s' % (cls_name, self._name_)

    def __or__(self, other):
        if not isinstance(other, self.__class__):
            return NotImplemented
        return self.__class__(self._value_ | other._value_)

    def __and__(self, other):
        if not isinstance(other, self.__class__):
            return NotImplemented
        return self.__class__(self._value_ & other._value_)

    def __xor__(self, other):
        if not isinstance(other, self.__class__):
            return NotImplemented
        return self.__class__(self._value_ ^ other._value_)

    def __invert__(self):
        return self.__class__(self._flag_mask_ ^ self._value_)

    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__


class IntFlag(int, ReprEnum, Flag):
    """Support for integer-based Flags (CPython's KEEP boundary: bits
    outside the members are kept)."""

    __repr__ = Flag.__repr__
    __bool__ = Flag.__bool__

    @classmethod
    def _missing_(cls, value):
        if not isinstance(value, int):
            raise ValueError('%r is not a valid %s' % (value, cls.__qualname__))
        mask = cls._flag_mask_
        if value < 0:
            all_bits = 2 ** mask.bit_length() - 1
            value = max(all_bits + 1, 2 ** value.bit_length()) + value
        pseudo = _new_pseudo_(cls, value)
        names = [m._name_ for m in cls._iter_member_(value)]
        if names:
            unknown = value & ~mask
            pseudo._name_ = '|'.join(names) + ('|%d' % unknown if unknown else '')
        else:
            pseudo._name_ = None
        return cls._value2member_map_.setdefault(value, pseudo)

    def __or__(self, other):
        if isinstance(other, self.__class__):
            other = other._value_
        elif not isinstance(other, int):
            return NotImplemented
        return self.__class__(self._value_ | other)

    def __and__(self, other):
        if isinstance(other, self.__class__):
            other = other._value_
        elif not isinstance(other, int):
            return NotImplemented
        return self.__class__(self._value_ & other)

    def __xor__(self, other):
        if isinstance(other, self.__class__):
            other = other._value_
        elif not isinstance(other, int):
            return NotImplemented
        return self.__class__(self._value_ ^ other)

    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__

    def __invert__(self):
        return self.__class__(self._flag_mask_ ^ self._value_)


def unique(enumeration):
    """Class decorator for enumerations ensuring unique member values."""
    duplicates = []
    for name, member in enumeration.__members__.items():
        if name != member.name:
            duplicates.append((name, member.name))
    if duplicates:
        alias_details = ', '.join(['%s -> %s' % (alias, name)
                                   for (alias, name) in duplicates])
        raise ValueError('duplicate values found in %r: %s'
                         % (enumeration, alias_details))
    return enumeration
