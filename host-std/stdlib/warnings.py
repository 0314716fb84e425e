"""Warning control (CPython 3.11 API), written for Trellis.

Implemented: warn(message, category=None, stacklevel=1, source=None),
warn_explicit(message, category, filename, lineno, module, registry=None,
module_globals=None, source=None) (without `module`, it is the filename
less ".py"; module=None drops the warning, as in CPython), showwarning,
formatwarning, filterwarnings, simplefilter, resetwarnings,
catch_warnings (record, module, action, category, lineno, append),
WarningMessage, and the module attributes filters, defaultaction and
onceregistry. The filter actions "error", "ignore", "always", "default",
"module" and "once" behave as in CPython 3.11, which implements them in C
(_warnings): the per-module __warningregistry__ (with its 'version' entry,
cleared whenever the filters change), "once" remembering (text, category)
in the module's registry (onceregistry only when warn_explicit gets no
registry), the exact-match module name of the built-in default filters,
the errors for malformed filter lists and bad arguments. The default
filters are CPython's without -W options or a development mode:

    default::DeprecationWarning:__main__
    ignore::DeprecationWarning
    ignore::PendingDeprecationWarning
    ignore::ImportWarning
    ignore::ResourceWarning

A warning is printed to sys.stderr as "FILE:LINE: Category: message"
followed by the source line indented by two spaces (read from the file,
like linecache: relative names are also looked up along sys.path), and
for a warning with a `source` object the line CPython adds when
tracemalloc is off.

Differences:
- Where a warning comes from (file, line, module) is asked of the
  interpreter (_traceback.caller); a module's __warningregistry__ is an
  attribute of the module object.
- There are no -W options or PYTHONWARNINGS (sys.warnoptions is not
  read) and no development mode filters.
- Warnings are never attributed to importlib frames (Trellis has none to
  skip).
- Argument errors of warn() and warn_explicit() are Python's own
  ("missing 1 required positional argument") rather than the C module's
  wording; the conversion errors of stacklevel and lineno are CPython's.
- The source line cache never rereads a file once read.
- A warning turned into an exception by the "error" action shows one
  more frame in an uncaught traceback (the raise in warn() or
  warn_explicit() of this module), where CPython's C code shows none.
"""

import sys

__all__ = ["warn", "warn_explicit", "showwarning", "formatwarning",
           "filterwarnings", "simplefilter", "resetwarnings",
           "catch_warnings"]

_ACTIONS = ("error", "ignore", "always", "default", "module", "once")

filters = [
    ("default", None, DeprecationWarning, "__main__", 0),
    ("ignore", None, DeprecationWarning, None, 0),
    ("ignore", None, PendingDeprecationWarning, None, 0),
    ("ignore", None, ImportWarning, None, 0),
    ("ignore", None, ResourceWarning, None, 0),
]
defaultaction = "default"
onceregistry = {}

# Bumped whenever the filters change: a registry made under another
# version is cleared before use.
_filters_version = 0

from _traceback import caller as _caller


def _filters_mutated():
    global _filters_version
    _filters_version += 1


def _as_int(value):
    """`value` as an int the way C's integer arguments take it."""
    if type(value) is int:
        return value
    if isinstance(value, int):
        return int(value)
    index = getattr(type(value), "__index__", None)
    if index is None:
        raise TypeError("'%s' object cannot be interpreted as an integer"
                        % type(value).__name__)
    return index(value)


# --- Source lines ----------------------------------------------------------

_line_cache = {}


def _read_lines(filename):
    if not filename or (filename[0] == "<" and filename[-1] == ">"):
        return []
    names = [filename]
    if not filename.startswith("/"):
        for d in sys.path:
            if isinstance(d, str) and d:
                names.append(d.rstrip("/") + "/" + filename)
    for name in names:
        try:
            with open(name, encoding="utf-8") as f:
                text = f.read()
        except Exception:
            continue
        # As linecache keeps them: every line ends with a newline (so an
        # empty line still shows, as two spaces).
        lines = [line + "\n" for line in text.split("\n")]
        if text.endswith("\n") or not text:
            lines.pop()
        return lines
    return []


def _getline(filename, lineno):
    lines = _line_cache.get(filename)
    if lines is None:
        lines = _read_lines(filename)
        _line_cache[filename] = lines
    if 1 <= lineno <= len(lines):
        return lines[lineno - 1]
    return ""


# --- Messages --------------------------------------------------------------

class WarningMessage(object):

    _WARNING_DETAILS = ("message", "category", "filename", "lineno", "file",
                        "line", "source")

    def __init__(self, message, category, filename, lineno, file=None,
                 line=None, source=None):
        self.message = message
        self.category = category
        self.filename = filename
        self.lineno = lineno
        self.file = file
        self.line = line
        self.source = source
        self._category_name = category.__name__ if category else None

    def __str__(self):
        return ("{message : %r, category : %r, filename : %r, lineno : %s, "
                "line : %r}" % (self.message, self._category_name,
                                self.filename, self.lineno, self.line))


def _formatwarnmsg_impl(msg):
    category = msg.category.__name__
    s = "%s:%s: %s: %s\n" % (msg.filename, msg.lineno, category, msg.message)
    line = msg.line
    if line is None:
        try:
            line = _getline(msg.filename, msg.lineno)
        except Exception:
            line = ""
    if line:
        s += "  %s\n" % line.strip()
    if msg.source is not None:
        # Trellis has no tracemalloc: CPython says the same when it is off.
        s += ("%s: Enable tracemalloc to get the object allocation "
              "traceback\n" % category)
    return s


def _showwarnmsg_impl(msg):
    file = msg.file
    if file is None:
        file = sys.stderr
        if file is None:
            return
    text = _formatwarnmsg(msg)
    try:
        file.write(text)
    except OSError:
        pass


def showwarning(message, category, filename, lineno, file=None, line=None):
    """Write a warning to a file (sys.stderr by default)."""
    _showwarnmsg_impl(WarningMessage(message, category, filename, lineno,
                                     file, line))


def formatwarning(message, category, filename, lineno, line=None):
    """The text showwarning writes for a warning."""
    return _formatwarnmsg_impl(WarningMessage(message, category, filename,
                                              lineno, None, line))


_showwarning_orig = showwarning
_formatwarning_orig = formatwarning


def _formatwarnmsg(msg):
    # A formatwarning replaced by the program is called the old way.
    try:
        fw = formatwarning
    except NameError:
        pass
    else:
        if fw is not _formatwarning_orig:
            return fw(msg.message, msg.category, msg.filename, msg.lineno,
                      msg.line)
    return _formatwarnmsg_impl(msg)


def _showwarnmsg(msg):
    # A showwarning replaced by the program is called the old way.
    try:
        sw = showwarning
    except NameError:
        pass
    else:
        if sw is not _showwarning_orig:
            if not callable(sw):
                raise TypeError("warnings.showwarning() must be set to a "
                                "function or method")
            sw(msg.message, msg.category, msg.filename, msg.lineno, msg.file,
               msg.line)
            return
    _showwarnmsg_impl(msg)


# --- Filters ---------------------------------------------------------------

def filterwarnings(action, message="", category=Warning, module="", lineno=0,
                   append=False):
    """Insert an entry into the list of warnings filters (at the front
    unless `append`). `message` and `module` are regular expressions
    (the message one case-insensitive) matched at the start."""
    assert action in _ACTIONS, "invalid action: %r" % (action,)
    assert isinstance(message, str), "message must be a string"
    assert isinstance(category, type), "category must be a class"
    assert issubclass(category, Warning), "category must be a Warning subclass"
    assert isinstance(module, str), "module must be a string"
    assert isinstance(lineno, int) and lineno >= 0, \
        "lineno must be an int >= 0"
    if message or module:
        import re
    message = re.compile(message, re.I) if message else None
    module = re.compile(module) if module else None
    _add_filter(action, message, category, module, lineno, append=append)


def simplefilter(action, category=Warning, lineno=0, append=False):
    """Insert a filter that matches every message and module."""
    assert action in _ACTIONS, "invalid action: %r" % (action,)
    assert isinstance(lineno, int) and lineno >= 0, \
        "lineno must be an int >= 0"
    _add_filter(action, None, category, None, lineno, append=append)


def _add_filter(*item, append):
    item = tuple(item)
    if not append:
        try:
            filters.remove(item)
        except ValueError:
            pass
        filters.insert(0, item)
    elif item not in filters:
        filters.append(item)
    _filters_mutated()


def resetwarnings():
    """Clear the list of warning filters."""
    filters[:] = []
    _filters_mutated()


def _matches(pattern, text):
    # The built-in default filters hold plain strings, matched exactly.
    if pattern is None:
        return True
    if type(pattern) is str:
        if type(text) is not str:
            raise TypeError("Can't compare str and %s" % type(text).__name__)
        return pattern == text
    return bool(pattern.match(text))


def _find_action(category, text, lineno, module):
    """The action of the first filter that matches, and that filter."""
    flist = filters
    if type(flist) is not list:
        raise ValueError("_warnings.filters must be a list")
    for i in range(len(flist)):
        item = flist[i]
        if type(item) is not tuple or len(item) != 5:
            raise ValueError("_warnings.filters item %d isn't a 5-tuple" % i)
        action, msg, cat, mod, ln = item
        good_msg = _matches(msg, text)
        good_mod = _matches(mod, module)
        good_cat = issubclass(category, cat)
        if not isinstance(ln, int):
            raise TypeError("an integer is required")
        if good_msg and good_mod and good_cat and (ln == 0 or lineno == ln):
            return action, item
    action = defaultaction
    if type(action) is not str:
        raise TypeError("_warnings.defaultaction must be a string, not '%s'"
                        % type(action).__name__)
    return action, None


def _seen(registry, key, mark):
    """Whether `registry` has `key`; with `mark`, record it."""
    if registry.get("version") != _filters_version:
        registry.clear()
        registry["version"] = _filters_version
    if registry.get(key):
        return True
    if mark:
        registry[key] = True
    return False


# --- Issuing warnings ------------------------------------------------------

def warn(message, category=None, stacklevel=1, source=None):
    """Issue a warning, or maybe ignore it or raise an exception."""
    if isinstance(message, Warning):
        category = message.__class__
    elif category is None:
        category = UserWarning
    stacklevel = _as_int(stacklevel)
    if not (isinstance(category, type) and issubclass(category, Warning)):
        raise TypeError("category must be a Warning subclass, not '%s'"
                        % type(category).__name__)
    # Where the warning comes from: the frame stacklevel calls out from
    # warn() (1: warn's caller), or CPython's unknown location when the
    # stack is not that deep.
    where = _caller(stacklevel) if stacklevel > 0 else _caller(1)
    if where is not None:
        filename, lineno, module = where
    else:
        filename = "sys"
        lineno = 1
        module = "sys"
    # Trellis's module.__dict__ is a copy: the registry is an attribute.
    owner = sys.modules.get(module)
    registry = getattr(owner, "__warningregistry__", None)
    if registry is None:
        registry = {}
        if owner is not None:
            owner.__warningregistry__ = registry
    error = _warn(message, category, filename, lineno, module, registry,
                  source)
    if error is not None:
        raise error


_NO_MODULE = object()


def warn_explicit(message, category, filename, lineno, module=_NO_MODULE,
                  registry=None, module_globals=None, source=None):
    """Issue a warning for a given place: the low-level interface. As in
    CPython, leaving `module` out takes it from the filename, while
    module=None drops the warning."""
    if not isinstance(filename, str):
        raise TypeError("warn_explicit() argument 3 must be str, not %s"
                        % type(filename).__name__)
    lineno = _as_int(lineno)
    if module_globals is not None and not isinstance(module_globals, dict):
        raise TypeError("module_globals must be a dict, not '%s'"
                        % type(module_globals).__name__)
    if module is None:
        return
    if registry is not None and not isinstance(registry, dict):
        raise TypeError("'registry' must be a dict or None")
    if module is _NO_MODULE:
        if not filename:
            module = "<unknown>"
        elif filename.endswith(".py"):
            module = filename[:-3]
        else:
            module = filename
    error = _warn(message, category, filename, lineno, module, registry,
                  source)
    if error is not None:
        raise error


def _warn(message, category, filename, lineno, module, registry, source):
    """Filter and show a warning; for the "error" action, return the
    exception for the caller to raise (one frame less in tracebacks)."""
    if module is None:
        # CPython drops warnings from code whose __name__ is None.
        return None
    if isinstance(message, Warning):
        text = str(message)
        category = message.__class__
    else:
        text = message
        message = category(message)
    key = (text, category, lineno)
    if registry is not None and _seen(registry, key, False):
        return
    action, item = _find_action(category, text, lineno, module)
    if action == "error":
        return message
    if action == "ignore":
        return
    if action != "always":
        if registry is not None:
            registry[key] = True
        if action == "once":
            if _seen(onceregistry if registry is None else registry,
                     (text, category), True):
                return
        elif action == "module":
            if registry is not None and _seen(registry, (text, category),
                                              True):
                return
        elif action != "default":
            raise RuntimeError("Unrecognized action (%r) in warnings.filters:"
                               "\n %r" % (action, item))
    _showwarnmsg(WarningMessage(message, category, filename, lineno, None,
                                None, source))
    return None


# --- catch_warnings --------------------------------------------------------

class catch_warnings(object):
    """A context manager that saves the warnings filters and showwarning
    on entry and restores them on exit. With record=True, __enter__
    returns a list that receives a WarningMessage for each warning
    shown (showwarning is not called then)."""

    def __init__(self, *, record=False, module=None, action=None,
                 category=Warning, lineno=0, append=False):
        self._record = record
        self._module = sys.modules[__name__] if module is None else module
        self._entered = False
        if action is None:
            self._filter = None
        else:
            self._filter = (action, category, lineno, append)

    def __repr__(self):
        args = []
        if self._record:
            args.append("record=True")
        if self._module is not sys.modules[__name__]:
            args.append("module=%r" % (self._module,))
        return "%s(%s)" % (type(self).__name__, ", ".join(args))

    def __enter__(self):
        if self._entered:
            raise RuntimeError("Cannot enter %r twice" % self)
        self._entered = True
        mod = self._module
        self._filters = mod.filters
        mod.filters = self._filters[:]
        mod._filters_mutated()
        self._showwarning = mod.showwarning
        self._showwarnmsg_impl = mod._showwarnmsg_impl
        if self._filter is not None:
            simplefilter(*self._filter)
        if self._record:
            log = []
            mod._showwarnmsg_impl = log.append
            mod.showwarning = mod._showwarning_orig
            return log
        return None

    def __exit__(self, *exc_info):
        if not self._entered:
            raise RuntimeError("Cannot exit %r without entering first" % self)
        mod = self._module
        mod.filters = self._filters
        mod._filters_mutated()
        mod.showwarning = self._showwarning
        mod._showwarnmsg_impl = self._showwarnmsg_impl
