"""Shallow and deep copy operations (CPython 3.11 API).

Implemented: copy, deepcopy (with memo), Error.  Handles the builtin
containers, immutable atoms, instances of classes deriving from builtin
types (as CPython's object.__reduce_ex__ makes them anew), class instances (state from the instance
attributes and __slots__, or __getstate__ / __setstate__), exceptions,
bound methods, and the __copy__, __deepcopy__, __reduce_ex__, __reduce__
and __getnewargs__ hooks.
Not implemented: copyreg.dispatch_table (there is no copyreg module).
"""

__all__ = ['Error', 'copy', 'deepcopy']


class Error(Exception):
    pass


error = Error   # backward compatibility


def _function():
    pass


class _C:
    def _m(self):
        pass


_atomic = {type(None), type(Ellipsis), type(NotImplemented), int, float, bool,
           str, bytes, type, range, property, type(len), type(_function)}
try:
    _atomic.add(complex)
except NameError:
    pass
_method_type = type(_C()._m)
_builtin_method_type = type([].append)
_atomic.add(_builtin_method_type)

# Types that copy() returns unchanged (immutable) besides the atoms.
_copy_immutable = set(_atomic)
_copy_immutable.update([tuple, frozenset, slice])


def copy(x):
    """Shallow copy operation on arbitrary Python objects."""
    cls = type(x)
    if cls in _copy_immutable:
        return x
    if cls is list or cls is dict or cls is set or cls is bytearray:
        return x.copy()
    if issubclass(cls, type):
        return x
    copier = getattr(cls, '__copy__', None)
    if copier is not None:
        return copier(x)
    rv = _reduce(x, cls)
    if isinstance(rv, str):
        return x
    return _reconstruct(x, None, *rv)


def deepcopy(x, memo=None, _nil=[]):
    """Deep copy operation on arbitrary Python objects."""
    if memo is None:
        memo = {}
    d = id(x)
    y = memo.get(d, _nil)
    if y is not _nil:
        return y

    cls = type(x)
    if cls in _atomic:
        y = x
    elif cls is list:
        y = []
        memo[d] = y
        for a in x:
            y.append(deepcopy(a, memo))
    elif cls is dict:
        y = {}
        memo[d] = y
        for key, value in x.items():
            y[deepcopy(key, memo)] = deepcopy(value, memo)
    elif cls is tuple:
        y = [deepcopy(a, memo) for a in x]
        # A cycle through the tuple may already have copied it.
        try:
            return memo[d]
        except KeyError:
            pass
        for k in range(len(x)):
            if x[k] is not y[k]:
                y = tuple(y)
                break
        else:
            y = x
    elif cls is _method_type:
        self_copy = deepcopy(x.__self__, memo)
        try:
            y = cls(x.__func__, self_copy)
        except TypeError:
            y = getattr(self_copy, x.__func__.__name__)
    elif issubclass(cls, type):
        y = x
    else:
        copier = getattr(x, '__deepcopy__', None)
        if copier is not None:
            y = copier(memo)
        else:
            rv = _reduce(x, cls)
            if isinstance(rv, str):
                y = x
            else:
                y = _reconstruct(x, memo, *rv)

    # If is its own copy, don't memoize.
    if y is not x:
        memo[d] = y
        _keep_alive(x, memo)
    return y


def _keep_alive(x, memo):
    # Keep a reference to x in the memo so that its id is not reused while
    # the copy runs.
    try:
        memo[id(memo)].append(x)
    except KeyError:
        memo[id(memo)] = [x]


def _user_attr(cls, name):
    # The attribute `name` defined by a class of cls's MRO other than object.
    for klass in cls.__mro__:
        if klass is object:
            return None
        try:
            d = vars(klass)
        except TypeError:
            # a builtin class (Trellis has no vars() for them)
            continue
        if name in d:
            return d[name]
    return None


def _slot_state(x, cls):
    state = {}
    for klass in cls.__mro__:
        if klass is object:
            break
        try:
            slots = vars(klass).get('__slots__')
        except TypeError:
            continue
        if slots is None:
            continue
        if isinstance(slots, str):
            slots = (slots,)
        for name in slots:
            if name == '__dict__' or name == '__weakref__':
                continue
            if name.startswith('__') and not name.endswith('__'):
                stripped = klass.__name__.lstrip('_')
                if stripped:
                    name = '_%s%s' % (stripped, name)
            try:
                state[name] = getattr(x, name)
            except AttributeError:
                pass
    return state


def _reduce(x, cls):
    # Return what x.__reduce_ex__(4) returns in CPython:
    # a string, or (callable, args[, state[, listitems[, dictitems]]]).
    if _user_attr(cls, '__reduce_ex__') is not None:
        return x.__reduce_ex__(4)
    if _user_attr(cls, '__reduce__') is not None:
        return x.__reduce__()
    if cls is _method_type:
        return (getattr, (x.__self__, x.__func__.__name__))
    if cls is set or cls is frozenset:
        return (cls, (list(x),), None)
    if cls is bytearray:
        return (cls, (bytes(x),), None)
    if cls is slice:
        return (cls, (x.start, x.stop, x.step), None)
    if isinstance(x, (list, dict, set, frozenset, tuple, str, int, float, bytes,
                      bytearray)):
        return _reduce_builtin_subclass(x, cls)
    if isinstance(x, BaseException):
        state = vars(x) or None
        return (cls, x.args, state)
    getnewargs = _user_attr(cls, '__getnewargs__')
    args = tuple(x.__getnewargs__()) if getnewargs is not None else ()
    if _user_attr(cls, '__getstate__') is not None:
        state = x.__getstate__()
    else:
        slots = _slot_state(x, cls)
        try:
            state = vars(x)
        except TypeError:
            state = None
        if state is not None:
            # Trellis keeps __slots__ attributes in the instance dict too.
            for name in list(slots):
                if name in state:
                    del slots[name]
        if slots:
            state = (state or None, slots)
        elif not state:
            state = None
    return (_newobj, (cls,) + args, state)


def _instance_state(x):
    try:
        state = vars(x)
    except TypeError:
        return None
    return state or None


def _reduce_builtin_subclass(x, cls):
    # What object.__reduce_ex__(4) gives for an instance of a class
    # deriving from a builtin type: the type's value made anew (its items
    # added after for list and dict), then the instance's attributes.
    state = _instance_state(x)
    if isinstance(x, list):
        return (_newobj, (cls,), state, iter(x))
    if isinstance(x, dict):
        return (_newobj, (cls,), state, None, iter(x.items()))
    if isinstance(x, (set, frozenset)):
        return (cls, (list(x),), state)
    if isinstance(x, bytearray):
        return (cls, (bytes(x),), state)
    if isinstance(x, bool):
        raise Error('un(deep)copyable object of type %s' % cls)
    if _user_attr(cls, '__getnewargs__') is not None:
        # A namedtuple's arguments are its fields.
        return (_newobj, (cls,) + tuple(x.__getnewargs__()), state)
    if isinstance(x, int):
        value = int.__int__(x)
    elif isinstance(x, float):
        value = float.__float__(x)
    elif isinstance(x, str):
        value = str.__str__(x)
    elif isinstance(x, tuple):
        value = tuple.__getitem__(x, slice(None))
    else:
        value = bytes.__getitem__(x, slice(None))
    return (_newobj, (cls, value), state)


def _newobj(cls, *args):
    return cls.__new__(cls, *args)


def _reconstruct(x, memo, func, args, state=None, listiter=None, dictiter=None):
    deep = memo is not None
    if deep and args:
        args = deepcopy(args, memo)
    y = func(*args)
    if deep:
        memo[id(x)] = y

    if state is not None:
        if deep:
            state = deepcopy(state, memo)
        if hasattr(y, '__setstate__'):
            y.__setstate__(state)
        else:
            if isinstance(state, tuple) and len(state) == 2:
                state, slotstate = state
            else:
                slotstate = None
            if state:
                for key in state:
                    setattr(y, key, state[key])
            if slotstate:
                for key in slotstate:
                    setattr(y, key, slotstate[key])

    if listiter is not None:
        if deep:
            for item in listiter:
                y.append(deepcopy(item, memo))
        else:
            for item in listiter:
                y.append(item)
    if dictiter is not None:
        if deep:
            for key, value in dictiter:
                y[deepcopy(key, memo)] = deepcopy(value, memo)
        else:
            for key, value in dictiter:
                y[key] = value
    return y
