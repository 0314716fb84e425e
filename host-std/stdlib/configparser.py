"""Configuration file parser (CPython 3.11 API), written for Trellis.

Reads and writes INI-style files: sections headed by `[name]`, holding
`key = value` or `key: value` options; values may continue on indented
lines; `#` and `;` start comment lines; a DEFAULT section gives every
section its fallback values; values may refer to other values
(interpolation).

    RawConfigParser(defaults=None, dict_type=dict, allow_no_value=False, *,
                    delimiters=('=', ':'), comment_prefixes=('#', ';'),
                    inline_comment_prefixes=None, strict=True,
                    empty_lines_in_values=True, default_section='DEFAULT',
                    interpolation=<class default>, converters=<none>)
    ConfigParser(...)   the same, with BasicInterpolation by default and
                        values, options and section names checked to be
                        strings

Implemented: read (file names, through open()), read_file (any iterable
of lines), read_string, read_dict, readfp, write (CPython's exact output),
sections, has_section, add_section, remove_section, options, has_option,
get, getint, getfloat, getboolean (fallback=, vars=, raw=), items (both
forms), set, remove_option, defaults, optionxform, BOOLEAN_STATES,
converters (ConverterMapping; getX methods on parsers and section proxies),
the mapping protocol on parsers and on sections (SectionProxy), the
interpolation classes Interpolation, BasicInterpolation (`%(name)s`),
ExtendedInterpolation (`${section:name}`) and LegacyInterpolation, the
class attributes SECTCRE, OPTCRE, OPTCRE_NV and NONSPACECRE, DEFAULTSECT,
MAX_INTERPOLATION_DEPTH, and every exception class with CPython's
messages, attributes and args.

The parser behaves as CPython's, quirks included (an option line with an
empty name is a parsing error that still stores the option; a
continuation line under a valueless option raises AttributeError). Lines
are parsed by hand rather than with the (slower) guest `re` module when
the regular expressions are the default ones; a parser whose SECTCRE,
OPTCRE or NONSPACECRE was replaced uses the replacement, and so does a
line holding a line break (possible only with read_file), so the results
are the same either way.

Differences: there is no warnings module, so readfp(), LegacyInterpolation
and ParsingError's `filename` argument and attribute work without the
DeprecationWarning CPython prints. SafeConfigParser (deprecated, gone in
3.12) is left out. read() opens files with Trellis's open() and
io.text_encoding(). Parsing takes about twice CPython's time.
"""

import sys
import io
import os
import re
import functools
import itertools
from collections.abc import MutableMapping
from collections import ChainMap as _ChainMap

__all__ = ["NoSectionError", "DuplicateOptionError", "DuplicateSectionError",
           "NoOptionError", "InterpolationError", "InterpolationDepthError",
           "InterpolationMissingOptionError", "InterpolationSyntaxError",
           "ParsingError", "MissingSectionHeaderError",
           "ConfigParser", "RawConfigParser",
           "Interpolation", "BasicInterpolation", "ExtendedInterpolation",
           "LegacyInterpolation", "SectionProxy", "ConverterMapping",
           "DEFAULTSECT", "MAX_INTERPOLATION_DEPTH"]

_default_dict = dict
DEFAULTSECT = "DEFAULT"

MAX_INTERPOLATION_DEPTH = 10


# ---------------------------------------------------------------------------
# Exceptions


class Error(Exception):
    """The base of this module's exceptions: str() and repr() give the
    message, also kept as `message`."""

    def __init__(self, msg=''):
        self.message = msg
        Exception.__init__(self, msg)

    def __repr__(self):
        return self.message

    __str__ = __repr__


class NoSectionError(Error):
    """The section asked for does not exist."""

    def __init__(self, section):
        Error.__init__(self, 'No section: %r' % (section,))
        self.section = section
        self.args = (section, )


class DuplicateSectionError(Error):
    """add_section() of a name already used, or (strict parsers) a section
    that one source names twice."""

    def __init__(self, section, source=None, lineno=None):
        if source is not None:
            msg = 'While reading from %r' % (source,)
            if lineno is not None:
                msg += ' [line %2d]' % (lineno,)
            msg += ': section %r already exists' % (section,)
        else:
            msg = 'Section %r already exists' % (section,)
        Error.__init__(self, msg)
        self.section = section
        self.source = source
        self.lineno = lineno
        self.args = (section, source, lineno)


class DuplicateOptionError(Error):
    """(Strict parsers) an option that one source gives twice in one
    section."""

    def __init__(self, section, option, source=None, lineno=None):
        if source is not None:
            msg = 'While reading from %r' % (source,)
            if lineno is not None:
                msg += ' [line %2d]' % (lineno,)
            msg += ': option %r in section %r already exists' % (option, section)
        else:
            msg = 'Option %r in section %r already exists' % (option, section)
        Error.__init__(self, msg)
        self.section = section
        self.option = option
        self.source = source
        self.lineno = lineno
        self.args = (section, option, source, lineno)


class NoOptionError(Error):
    """The option asked for is in neither the section nor the defaults."""

    def __init__(self, option, section):
        Error.__init__(self, "No option %r in section: %r" % (option, section))
        self.option = option
        self.section = section
        self.args = (option, section)


class InterpolationError(Error):
    """The base of the errors of value substitution."""

    def __init__(self, option, section, msg):
        Error.__init__(self, msg)
        self.option = option
        self.section = section
        self.args = (option, section, msg)


class InterpolationMissingOptionError(InterpolationError):
    """A value refers to an option that does not exist."""

    def __init__(self, option, section, rawval, reference):
        msg = ("Bad value substitution: option {!r} in section {!r} contains "
               "an interpolation key {!r} which is not a valid option name. "
               "Raw value: {!r}".format(option, section, reference, rawval))
        InterpolationError.__init__(self, option, section, msg)
        self.reference = reference
        self.args = (option, section, rawval, reference)


class InterpolationSyntaxError(InterpolationError):
    """A value's references are malformed."""


class InterpolationDepthError(InterpolationError):
    """References lead more than MAX_INTERPOLATION_DEPTH levels deep
    (usually a cycle)."""

    def __init__(self, option, section, rawval):
        msg = ("Recursion limit exceeded in value substitution: option {!r} "
               "in section {!r} contains an interpolation key which "
               "cannot be substituted in {} steps. Raw value: {!r}"
               "".format(option, section, MAX_INTERPOLATION_DEPTH, rawval))
        InterpolationError.__init__(self, option, section, msg)
        self.args = (option, section, rawval)


class ParsingError(Error):
    """Lines of a source that are neither headers, options, comments nor
    continuations; `errors` lists (line number, repr of the line)."""

    def __init__(self, source=None, filename=None):
        # (`filename` is the old name of `source`.)
        if filename and source:
            raise ValueError("Cannot specify both `filename' and `source'. "
                             "Use `source'.")
        elif not filename and not source:
            raise ValueError("Required argument `source' not given.")
        elif filename:
            source = filename
        Error.__init__(self, 'Source contains parsing errors: %r' % source)
        self.source = source
        self.errors = []
        self.args = (source, )

    @property
    def filename(self):
        """The old name of `source`."""
        return self.source

    @filename.setter
    def filename(self, value):
        self.source = value

    def append(self, lineno, line):
        self.errors.append((lineno, line))
        self.message += '\n\t[line %2d]: %s' % (lineno, line)


class MissingSectionHeaderError(ParsingError):
    """The first non-comment line of a source is not a section header."""

    def __init__(self, filename, lineno, line):
        Error.__init__(
            self,
            'File contains no section headers.\nfile: %r, line: %d\n%r' %
            (filename, lineno, line))
        self.source = filename
        self.lineno = lineno
        self.line = line
        self.args = (filename, lineno, line)


# "Not given" for arguments whose None means something.
_UNSET = object()


# ---------------------------------------------------------------------------
# Interpolation


class Interpolation:
    """No substitution: the hooks give values back unchanged. The parser
    calls before_get when a value is read, before_set when one is set,
    before_read after a source is parsed and before_write when writing."""

    def before_get(self, parser, section, option, value, defaults):
        return value

    def before_set(self, parser, section, option, value):
        return value

    def before_read(self, parser, section, option, value):
        return value

    def before_write(self, parser, section, option, value):
        return value


def _find_reference(s, start, closer, suffix):
    # Where a reference `%(NAME)s` or `${NAME}` starting at s[start] ends
    # (the index after it), or -1: NAME is one or more characters other
    # than `closer` (the regular expressions %\(([^)]+)\)s, \$\{([^}]+)\}).
    end = s.find(closer, start + 2)
    if end <= start + 2:
        return -1
    if suffix:
        if s[end + 1:end + 2] != suffix:
            return -1
        return end + 2
    return end + 1


def _strip_references(s, lead, closer, suffix):
    # s with every well-formed reference removed, as _KEYCRE.sub('', s);
    # lead is '%(' or '${'.
    start = s.find(lead)
    if start < 0:
        return s
    parts = []
    pos = 0
    while start >= 0:
        end = _find_reference(s, start, closer, suffix)
        if end < 0:
            start = s.find(lead, start + 1)
            continue
        parts.append(s[pos:start])
        pos = end
        start = s.find(lead, end)
    parts.append(s[pos:])
    return ''.join(parts)


class BasicInterpolation(Interpolation):
    """`%(name)s` in a value stands for the value of option `name` of the
    same section (or of the defaults, or of `vars`); `%%` is a literal %."""

    _KEYCRE = re.compile(r"%\(([^)]+)\)s")

    def before_get(self, parser, section, option, value, defaults):
        L = []
        self._interpolate_some(parser, option, L, value, section, defaults, 1)
        return ''.join(L)

    def before_set(self, parser, section, option, value):
        tmp_value = value.replace('%%', '')
        tmp_value = _strip_references(tmp_value, '%(', ')', 's')
        if '%' in tmp_value:
            raise ValueError("invalid interpolation syntax in %r at "
                             "position %d" % (value, tmp_value.find('%')))
        return value

    def _interpolate_some(self, parser, option, accum, rest, section, map,
                          depth):
        rawval = parser.get(section, option, raw=True, fallback=rest)
        if depth > MAX_INTERPOLATION_DEPTH:
            raise InterpolationDepthError(option, section, rawval)
        while rest:
            p = rest.find("%")
            if p < 0:
                accum.append(rest)
                return
            if p > 0:
                accum.append(rest[:p])
                rest = rest[p:]
            c = rest[1:2]
            if c == "%":
                accum.append("%")
                rest = rest[2:]
            elif c == "(":
                end = _find_reference(rest, 0, ')', 's')
                if end < 0:
                    raise InterpolationSyntaxError(
                        option, section,
                        "bad interpolation variable reference %r" % rest)
                var = parser.optionxform(rest[2:end - 2])
                rest = rest[end:]
                try:
                    v = map[var]
                except KeyError:
                    raise InterpolationMissingOptionError(
                        option, section, rawval, var) from None
                if "%" in v:
                    self._interpolate_some(parser, option, accum, v,
                                           section, map, depth + 1)
                else:
                    accum.append(v)
            else:
                raise InterpolationSyntaxError(
                    option, section,
                    "'%%' must be followed by '%%' or '(', "
                    "found: %r" % (rest,))


class ExtendedInterpolation(Interpolation):
    """`${name}` in a value stands for option `name` of the same section
    (or of the defaults), `${section:name}` for one of another section;
    `$$` is a literal $."""

    _KEYCRE = re.compile(r"\$\{([^}]+)\}")

    def before_get(self, parser, section, option, value, defaults):
        L = []
        self._interpolate_some(parser, option, L, value, section, defaults, 1)
        return ''.join(L)

    def before_set(self, parser, section, option, value):
        tmp_value = value.replace('$$', '')
        tmp_value = _strip_references(tmp_value, '${', '}', '')
        if '$' in tmp_value:
            raise ValueError("invalid interpolation syntax in %r at "
                             "position %d" % (value, tmp_value.find('$')))
        return value

    def _interpolate_some(self, parser, option, accum, rest, section, map,
                          depth):
        rawval = parser.get(section, option, raw=True, fallback=rest)
        if depth > MAX_INTERPOLATION_DEPTH:
            raise InterpolationDepthError(option, section, rawval)
        while rest:
            p = rest.find("$")
            if p < 0:
                accum.append(rest)
                return
            if p > 0:
                accum.append(rest[:p])
                rest = rest[p:]
            c = rest[1:2]
            if c == "$":
                accum.append("$")
                rest = rest[2:]
            elif c == "{":
                end = _find_reference(rest, 0, '}', '')
                if end < 0:
                    raise InterpolationSyntaxError(
                        option, section,
                        "bad interpolation variable reference %r" % rest)
                path = rest[2:end - 1].split(':')
                rest = rest[end:]
                sect = section
                opt = option
                try:
                    if len(path) == 1:
                        opt = parser.optionxform(path[0])
                        v = map[opt]
                    elif len(path) == 2:
                        sect = path[0]
                        opt = parser.optionxform(path[1])
                        v = parser.get(sect, opt, raw=True)
                    else:
                        raise InterpolationSyntaxError(
                            option, section,
                            "More than one ':' found: %r" % (rest,))
                except (KeyError, NoSectionError, NoOptionError):
                    raise InterpolationMissingOptionError(
                        option, section, rawval, ":".join(path)) from None
                if "$" in v:
                    self._interpolate_some(parser, opt, accum, v, sect,
                                           dict(parser.items(sect, raw=True)),
                                           depth + 1)
                else:
                    accum.append(v)
            else:
                raise InterpolationSyntaxError(
                    option, section,
                    "'$' must be followed by '$' or '{', "
                    "found: %r" % (rest,))


class LegacyInterpolation(Interpolation):
    """(Deprecated) `%(name)s` filled in by %-formatting the value with
    all the options, up to MAX_INTERPOLATION_DEPTH times."""

    _KEYCRE = re.compile(r"%\(([^)]*)\)s|.")

    def before_get(self, parser, section, option, value, vars):
        rawval = value
        depth = MAX_INTERPOLATION_DEPTH
        while depth:
            depth -= 1
            if value and "%(" in value:
                value = self._normalize_references(parser, value)
                try:
                    value = value % vars
                except KeyError as e:
                    raise InterpolationMissingOptionError(
                        option, section, rawval, e.args[0]) from None
            else:
                break
        if value and "%(" in value:
            raise InterpolationDepthError(option, section, rawval)
        return value

    def before_set(self, parser, section, option, value):
        return value

    @staticmethod
    def _normalize_references(parser, value):
        # Each `%(name)s` (name possibly empty) becomes `%(NAME)s` with NAME
        # passed through optionxform; everything else is kept.
        parts = []
        pos = 0
        n = len(value)
        start = value.find('%(')
        while start >= 0:
            end = value.find(')', start + 2)
            if end < 0:
                break
            if value[end + 1:end + 2] == 's':
                parts.append(value[pos:start])
                parts.append("%%(%s)s" % parser.optionxform(value[start + 2:end]))
                pos = end + 2
                start = value.find('%(', pos)
            else:
                start = value.find('%(', start + 1)
        if pos == 0:
            return value
        if pos < n:
            parts.append(value[pos:])
        return ''.join(parts)

    @staticmethod
    def _interpolation_replace(match, parser):
        s = match.group(1)
        if s is None:
            return match.group()
        else:
            return "%%(%s)s" % parser.optionxform(s)


# ---------------------------------------------------------------------------
# The default regular expressions (the parser matches them by hand)

_SECT_TMPL = r"\[(?P<header>.+)\]"
_OPT_TMPL = r"(?P<option>.*?)\s*(?P<vi>{delim})\s*(?P<value>.*)$"
_OPT_NV_TMPL = r"(?P<option>.*?)\s*(?:(?P<vi>{delim})\s*(?P<value>.*))?$"

_SECTCRE = re.compile(_SECT_TMPL, re.VERBOSE)
_OPTCRE = re.compile(_OPT_TMPL.format(delim="=|:"), re.VERBOSE)
_OPTCRE_NV = re.compile(_OPT_NV_TMPL.format(delim="=|:"), re.VERBOSE)
_NONSPACECRE = re.compile(r"\S")


def _match_option(value, delimiters, allow_no_value):
    # The match of _OPT_TMPL (or _OPT_NV_TMPL) against a stripped line with
    # no line break, for delimiters that are not empty and do not start
    # with white space: (option, delimiter, value), or None.
    first = -1
    for d in delimiters:
        i = value.find(d)
        if i >= 0 and (first < 0 or i < first):
            first = i
    if first < 0:
        if allow_no_value:
            return value, None, None
        return None
    vi = None
    for d in delimiters:
        if value.startswith(d, first):
            vi = d
            break
    start = first
    while start > 0 and value[start - 1].isspace():
        start -= 1
    return value[:start], vi, value[first + len(vi):].lstrip()


class RawConfigParser(MutableMapping):
    """A parser whose values are not interpolated by default, and may be
    set to any object."""

    # Section headers and option lines: the default expressions are matched
    # by hand in _read.
    _SECT_TMPL = _SECT_TMPL
    _OPT_TMPL = _OPT_TMPL
    _OPT_NV_TMPL = _OPT_NV_TMPL
    SECTCRE = _SECTCRE
    OPTCRE = _OPTCRE
    OPTCRE_NV = _OPTCRE_NV
    NONSPACECRE = _NONSPACECRE
    _DEFAULT_INTERPOLATION = Interpolation()
    # What getboolean() accepts (lower-cased).
    BOOLEAN_STATES = {'1': True, 'yes': True, 'true': True, 'on': True,
                      '0': False, 'no': False, 'false': False, 'off': False}

    def __init__(self, defaults=None, dict_type=_default_dict,
                 allow_no_value=False, *, delimiters=('=', ':'),
                 comment_prefixes=('#', ';'), inline_comment_prefixes=None,
                 strict=True, empty_lines_in_values=True,
                 default_section=DEFAULTSECT,
                 interpolation=_UNSET, converters=_UNSET):

        self._dict = dict_type
        self._sections = self._dict()
        self._defaults = self._dict()
        self._converters = ConverterMapping(self)
        self._proxies = self._dict()
        self._proxies[default_section] = SectionProxy(self, default_section)
        self._delimiters = tuple(delimiters)
        if delimiters == ('=', ':'):
            self._optcre = self.OPTCRE_NV if allow_no_value else self.OPTCRE
            by_hand = self._optcre is (_OPTCRE_NV if allow_no_value else _OPTCRE)
        else:
            d = "|".join(re.escape(d) for d in delimiters)
            if allow_no_value:
                self._optcre = re.compile(self._OPT_NV_TMPL.format(delim=d),
                                          re.VERBOSE)
                by_hand = self._OPT_NV_TMPL == _OPT_NV_TMPL
            else:
                self._optcre = re.compile(self._OPT_TMPL.format(delim=d),
                                          re.VERBOSE)
                by_hand = self._OPT_TMPL == _OPT_TMPL
        # _read matches option lines by hand while _optcre is this default
        # expression and the delimiters are simple.
        for d in self._delimiters:
            if not isinstance(d, str) or not d or d[0].isspace():
                by_hand = False
        self._hand_optcre = (self._optcre, bool(allow_no_value)) if by_hand else None
        self._comment_prefixes = tuple(comment_prefixes or ())
        self._inline_comment_prefixes = tuple(inline_comment_prefixes or ())
        self._strict = strict
        self._allow_no_value = allow_no_value
        self._empty_lines_in_values = empty_lines_in_values
        self.default_section = default_section
        self._interpolation = interpolation
        if self._interpolation is _UNSET:
            self._interpolation = self._DEFAULT_INTERPOLATION
        if self._interpolation is None:
            self._interpolation = Interpolation()
        if not isinstance(self._interpolation, Interpolation):
            raise TypeError(
                f"interpolation= must be None or an instance of Interpolation;"
                f" got an object of type {type(self._interpolation)}"
            )
        if converters is not _UNSET:
            self._converters.update(converters)
        if defaults:
            self._read_defaults(defaults)

    def defaults(self):
        return self._defaults

    def sections(self):
        """The names of the sections (not the default section)."""
        return list(self._sections.keys())

    def add_section(self, section):
        """Add an empty section (DuplicateSectionError if it exists,
        ValueError for the default section's name)."""
        if section == self.default_section:
            raise ValueError('Invalid section name: %r' % section)

        if section in self._sections:
            raise DuplicateSectionError(section)
        self._sections[section] = self._dict()
        self._proxies[section] = SectionProxy(self, section)

    def has_section(self, section):
        """Whether the section exists (False for the default section)."""
        return section in self._sections

    def options(self, section):
        """The names of the section's options, defaults included."""
        try:
            opts = self._sections[section].copy()
        except KeyError:
            raise NoSectionError(section) from None
        opts.update(self._defaults)
        return list(opts.keys())

    def read(self, filenames, encoding=None):
        """Parse the named file, or each of an iterable of file names,
        skipping those that cannot be opened; the names of those read."""
        if isinstance(filenames, (str, bytes, os.PathLike)):
            filenames = [filenames]
        encoding = io.text_encoding(encoding)
        read_ok = []
        for filename in filenames:
            try:
                with open(filename, encoding=encoding) as fp:
                    self._read(fp, filename)
            except OSError:
                continue
            if isinstance(filename, os.PathLike):
                filename = os.fspath(filename)
            read_ok.append(filename)
        return read_ok

    def read_file(self, f, source=None):
        """Parse an iterable of lines (an open file). `source` names it in
        messages; by default its `name` attribute, else '<???>'."""
        if source is None:
            try:
                source = f.name
            except AttributeError:
                source = '<???>'
        self._read(f, source)

    def read_string(self, string, source='<string>'):
        """Parse the text of a configuration."""
        sfile = io.StringIO(string)
        self.read_file(sfile, source)

    def read_dict(self, dictionary, source='<dict>'):
        """Add the sections of a mapping {section: {option: value}}; names
        and values go through str() (a value None stays None)."""
        elements_added = set()
        for section, keys in dictionary.items():
            section = str(section)
            try:
                self.add_section(section)
            except (DuplicateSectionError, ValueError):
                if self._strict and section in elements_added:
                    raise
            elements_added.add(section)
            for key, value in keys.items():
                key = self.optionxform(str(key))
                if value is not None:
                    value = str(value)
                if self._strict and (section, key) in elements_added:
                    raise DuplicateOptionError(section, key, source)
                elements_added.add((section, key))
                self.set(section, key, value)

    def readfp(self, fp, filename=None):
        """The old name of read_file()."""
        self.read_file(fp, source=filename)

    def get(self, section, option, *, raw=False, vars=None, fallback=_UNSET):
        """The option's value, looked up in `vars` (a dict) if given, then
        in the section, then in the defaults; interpolated unless `raw`.
        `fallback`, if given, is the answer for a missing section or option."""
        try:
            d = self._unify_values(section, vars)
        except NoSectionError:
            if fallback is _UNSET:
                raise
            else:
                return fallback
        option = self.optionxform(option)
        try:
            value = d[option]
        except KeyError:
            if fallback is _UNSET:
                raise NoOptionError(option, section)
            else:
                return fallback

        if raw or value is None:
            return value
        else:
            return self._interpolation.before_get(self, section, option, value,
                                                  d)

    def _get(self, section, conv, option, **kwargs):
        return conv(self.get(section, option, **kwargs))

    def _get_conv(self, section, option, conv, *, raw=False, vars=None,
                  fallback=_UNSET, **kwargs):
        try:
            return self._get(section, conv, option, raw=raw, vars=vars,
                             **kwargs)
        except (NoSectionError, NoOptionError):
            if fallback is _UNSET:
                raise
            return fallback

    def getint(self, section, option, *, raw=False, vars=None,
               fallback=_UNSET, **kwargs):
        return self._get_conv(section, option, int, raw=raw, vars=vars,
                              fallback=fallback, **kwargs)

    def getfloat(self, section, option, *, raw=False, vars=None,
                 fallback=_UNSET, **kwargs):
        return self._get_conv(section, option, float, raw=raw, vars=vars,
                              fallback=fallback, **kwargs)

    def getboolean(self, section, option, *, raw=False, vars=None,
                   fallback=_UNSET, **kwargs):
        return self._get_conv(section, option, self._convert_to_boolean,
                              raw=raw, vars=vars, fallback=fallback, **kwargs)

    def items(self, section=_UNSET, raw=False, vars=None):
        """Without a section: the (name, SectionProxy) pairs, DEFAULT
        first. With one: a list of (name, value) pairs of its options,
        defaults included, interpolated unless `raw`, with `vars` taking
        precedence."""
        if section is _UNSET:
            return super().items()
        d = self._defaults.copy()
        try:
            d.update(self._sections[section])
        except KeyError:
            if section != self.default_section:
                raise NoSectionError(section)
        orig_keys = list(d.keys())
        if vars:
            for key, value in vars.items():
                d[self.optionxform(key)] = value
        if raw:
            return [(option, d[option]) for option in orig_keys]
        before_get = self._interpolation.before_get
        return [(option, before_get(self, section, option, d[option], d))
                for option in orig_keys]

    def popitem(self):
        """Remove a section and return its (name, SectionProxy); DEFAULT
        is never removed."""
        for key in self.sections():
            value = self[key]
            del self[key]
            return key, value
        raise KeyError

    def optionxform(self, optionstr):
        return optionstr.lower()

    def has_option(self, section, option):
        """Whether the section (or the defaults, when section is empty or
        DEFAULT) has the option; False for a missing section."""
        if not section or section == self.default_section:
            option = self.optionxform(option)
            return option in self._defaults
        elif section not in self._sections:
            return False
        else:
            option = self.optionxform(option)
            return (option in self._sections[section]
                    or option in self._defaults)

    def set(self, section, option, value=None):
        """Set an option of a section (of the defaults if `section` is empty
        or the default section's name)."""
        if value:
            value = self._interpolation.before_set(self, section, option,
                                                   value)
        if not section or section == self.default_section:
            sectdict = self._defaults
        else:
            try:
                sectdict = self._sections[section]
            except KeyError:
                raise NoSectionError(section) from None
        sectdict[self.optionxform(option)] = value

    def write(self, fp, space_around_delimiters=True):
        """Write the configuration to fp (anything with write()): the
        defaults first, then each section, the first delimiter between
        names and values (with a space each side if asked)."""
        if space_around_delimiters:
            d = " {} ".format(self._delimiters[0])
        else:
            d = self._delimiters[0]
        if self._defaults:
            self._write_section(fp, self.default_section,
                                self._defaults.items(), d)
        for section in self._sections:
            self._write_section(fp, section,
                                self._sections[section].items(), d)

    def _write_section(self, fp, section_name, section_items, delimiter):
        """Write one section's header and options, and an empty line."""
        fp.write("[{}]\n".format(section_name))
        for key, value in section_items:
            value = self._interpolation.before_write(self, section_name, key,
                                                     value)
            if value is not None or not self._allow_no_value:
                value = delimiter + str(value).replace('\n', '\n\t')
            else:
                value = ""
            fp.write("{}{}\n".format(key, value))
        fp.write("\n")

    def remove_option(self, section, option):
        """Delete an option; whether it existed."""
        if not section or section == self.default_section:
            sectdict = self._defaults
        else:
            try:
                sectdict = self._sections[section]
            except KeyError:
                raise NoSectionError(section) from None
        option = self.optionxform(option)
        existed = option in sectdict
        if existed:
            del sectdict[option]
        return existed

    def remove_section(self, section):
        """Delete a section; whether it existed."""
        existed = section in self._sections
        if existed:
            del self._sections[section]
            del self._proxies[section]
        return existed

    def __getitem__(self, key):
        if key != self.default_section and not self.has_section(key):
            raise KeyError(key)
        return self._proxies[key]

    def __setitem__(self, key, value):
        # Replaces the whole section, as a mapping would.
        if key in self and self[key] is value:
            return
        if key == self.default_section:
            self._defaults.clear()
        elif key in self._sections:
            self._sections[key].clear()
        self.read_dict({key: value})

    def __delitem__(self, key):
        if key == self.default_section:
            raise ValueError("Cannot remove the default section.")
        if not self.has_section(key):
            raise KeyError(key)
        self.remove_section(key)

    def __contains__(self, key):
        return key == self.default_section or self.has_section(key)

    def __len__(self):
        return len(self._sections) + 1

    def __iter__(self):
        return itertools.chain((self.default_section,), self._sections.keys())

    def _read(self, fp, fpname):
        """Parse the lines of fp into the sections (see the module
        docstring). Errors on option lines are gathered into one
        ParsingError raised at the end; a missing first section header,
        and duplicates in strict mode, are raised at once."""
        elements_added = set()
        cursect = None
        sectname = None
        optname = None
        lineno = 0
        indent_level = 0
        e = None
        maxsize = sys.maxsize
        inline_prefixes_all = self._inline_comment_prefixes
        comment_prefixes = self._comment_prefixes
        empty_lines_in_values = self._empty_lines_in_values
        strict = self._strict
        sections = self._sections
        default_section = self.default_section
        sectcre = self.SECTCRE
        hand_sect = sectcre is _SECTCRE
        optcre = self._optcre
        hand = self._hand_optcre
        hand_opt = hand is not None and hand[0] is optcre
        allow_no_value = hand_opt and hand[1]
        delimiters = self._delimiters
        default_delims = delimiters == ('=', ':')
        nonspacecre = self.NONSPACECRE
        hand_indent = nonspacecre is _NONSPACECRE
        optionxform = self.optionxform
        for line in fp:
            lineno += 1
            comment_start = maxsize
            # An inline comment starts at a prefix at the start of the line
            # or after white space.
            if inline_prefixes_all:
                inline_prefixes = {p: -1 for p in inline_prefixes_all}
                while comment_start == maxsize and inline_prefixes:
                    next_prefixes = {}
                    for prefix, index in inline_prefixes.items():
                        index = line.find(prefix, index + 1)
                        if index == -1:
                            continue
                        next_prefixes[prefix] = index
                        if index == 0 or (index > 0 and line[index - 1].isspace()):
                            comment_start = min(comment_start, index)
                    inline_prefixes = next_prefixes
            # A whole-line comment.
            if comment_prefixes:
                stripped = line.strip()
                for prefix in comment_prefixes:
                    if stripped.startswith(prefix):
                        comment_start = 0
                        break
            if comment_start == maxsize:
                value = line.strip()
                comment_start = None
            else:
                value = line[:comment_start].strip()
            if not value:
                if empty_lines_in_values:
                    # An empty line (not a comment) inside a value is kept.
                    if (comment_start is None and
                            cursect is not None and
                            optname and
                            cursect[optname] is not None):
                        cursect[optname].append('')
                else:
                    # An empty line ends the value.
                    indent_level = maxsize
                continue
            # Indented deeper than the option: a continuation line.
            if hand_indent:
                cur_indent_level = len(line) - len(line.lstrip())
            else:
                first_nonspace = nonspacecre.search(line)
                cur_indent_level = first_nonspace.start() if first_nonspace else 0
            if (cursect is not None and optname and
                    cur_indent_level > indent_level):
                cursect[optname].append(value)
                continue
            indent_level = cur_indent_level
            sectname_found = None
            if hand_sect and '\n' not in value:
                if value[0] == '[':
                    end = value.rfind(']')
                    if end >= 2:
                        sectname_found = value[1:end]
            else:
                mo = sectcre.match(value)
                if mo:
                    sectname_found = mo.group('header')
            if sectname_found is not None:
                sectname = sectname_found
                if sectname in sections:
                    if strict and sectname in elements_added:
                        raise DuplicateSectionError(sectname, fpname, lineno)
                    cursect = sections[sectname]
                    elements_added.add(sectname)
                elif sectname == default_section:
                    cursect = self._defaults
                else:
                    cursect = self._dict()
                    sections[sectname] = cursect
                    self._proxies[sectname] = SectionProxy(self, sectname)
                    elements_added.add(sectname)
                # No continuation lines right after a header.
                optname = None
            elif cursect is None:
                raise MissingSectionHeaderError(fpname, lineno, line)
            else:
                if hand_opt and '\n' not in value:
                    if default_delims:
                        # _match_option for ('=', ':'), inlined
                        first = value.find('=')
                        colon = value.find(':')
                        if colon >= 0 and (first < 0 or colon < first):
                            first = colon
                        if first >= 0:
                            start = first
                            while start > 0 and value[start - 1].isspace():
                                start -= 1
                            found = (value[:start], value[first],
                                     value[first + 1:].lstrip())
                        elif allow_no_value:
                            found = (value, None, None)
                        else:
                            found = None
                    else:
                        found = _match_option(value, delimiters, allow_no_value)
                else:
                    mo = optcre.match(value)
                    found = mo.group('option', 'vi', 'value') if mo else None
                if found is not None:
                    optname, vi, optval = found
                    if not optname:
                        e = self._handle_error(e, fpname, lineno, line)
                    optname = optionxform(optname.rstrip())
                    if (strict and
                            (sectname, optname) in elements_added):
                        raise DuplicateOptionError(sectname, optname,
                                                   fpname, lineno)
                    elements_added.add((sectname, optname))
                    # (no value: allow_no_value and no delimiter)
                    if optval is not None:
                        optval = optval.strip()
                        cursect[optname] = [optval]
                    else:
                        cursect[optname] = None
                else:
                    # Gathered, and raised once the whole source is read.
                    e = self._handle_error(e, fpname, lineno, line)
        self._join_multiline_values()
        if e:
            raise e

    def _join_multiline_values(self):
        before_read = self._interpolation.before_read
        for section, options in itertools.chain(
                ((self.default_section, self._defaults),),
                self._sections.items()):
            for name, val in options.items():
                if isinstance(val, list):
                    val = '\n'.join(val).rstrip()
                options[name] = before_read(self, section, name, val)

    def _read_defaults(self, defaults):
        """Store the `defaults` given to __init__ as they are."""
        for key, value in defaults.items():
            self._defaults[self.optionxform(key)] = value

    def _handle_error(self, exc, fpname, lineno, line):
        if not exc:
            exc = ParsingError(fpname)
        exc.append(lineno, repr(line))
        return exc

    def _unify_values(self, section, vars):
        """A ChainMap of vars (values made strings), the section and the
        defaults, in that order."""
        sectiondict = {}
        try:
            sectiondict = self._sections[section]
        except KeyError:
            if section != self.default_section:
                raise NoSectionError(section) from None
        vardict = {}
        if vars:
            for key, value in vars.items():
                if value is not None:
                    value = str(value)
                vardict[self.optionxform(key)] = value
        return _ChainMap(vardict, sectiondict, self._defaults)

    def _convert_to_boolean(self, value):
        """The boolean a string stands for (see BOOLEAN_STATES)."""
        if value.lower() not in self.BOOLEAN_STATES:
            raise ValueError('Not a boolean: %s' % value)
        return self.BOOLEAN_STATES[value.lower()]

    def _validate_value_types(self, *, section="", option="", value=""):
        """TypeError unless the section name, the option name and the
        value are strings (an empty value may be anything when valueless
        options are allowed)."""
        if not isinstance(section, str):
            raise TypeError("section names must be strings")
        if not isinstance(option, str):
            raise TypeError("option keys must be strings")
        if not self._allow_no_value or value:
            if not isinstance(value, str):
                raise TypeError("option values must be strings")

    @property
    def converters(self):
        return self._converters


class ConfigParser(RawConfigParser):
    """A parser that interpolates values (BasicInterpolation by default)
    and accepts only strings as names and values."""

    _DEFAULT_INTERPOLATION = BasicInterpolation()

    def set(self, section, option, value=None):
        """RawConfigParser.set for string names and values only."""
        self._validate_value_types(option=option, value=value)
        super().set(section, option, value)

    def add_section(self, section):
        """RawConfigParser.add_section for string names only."""
        self._validate_value_types(section=section)
        super().add_section(section)

    def _read_defaults(self, defaults):
        """Store the `defaults` given to __init__ as read_dict() would,
        with no interpolation checks."""
        try:
            hold_interpolation = self._interpolation
            self._interpolation = Interpolation()
            self.read_dict({self.default_section: defaults})
        finally:
            self._interpolation = hold_interpolation


class SectionProxy(MutableMapping):
    """The mapping view of one section of a parser (parser[name]):
    reads, writes and deletions go to the parser."""

    def __init__(self, parser, name):
        self._parser = parser
        self._name = name
        for conv in parser.converters:
            key = 'get' + conv
            getter = functools.partial(self.get, _impl=getattr(parser, key))
            setattr(self, key, getter)

    def __repr__(self):
        return '<Section: {}>'.format(self._name)

    def __getitem__(self, key):
        if not self._parser.has_option(self._name, key):
            raise KeyError(key)
        return self._parser.get(self._name, key)

    def __setitem__(self, key, value):
        self._parser._validate_value_types(option=key, value=value)
        return self._parser.set(self._name, key, value)

    def __delitem__(self, key):
        if not (self._parser.has_option(self._name, key) and
                self._parser.remove_option(self._name, key)):
            raise KeyError(key)

    def __contains__(self, key):
        return self._parser.has_option(self._name, key)

    def __len__(self):
        return len(self._options())

    def __iter__(self):
        return self._options().__iter__()

    def _options(self):
        if self._name != self._parser.default_section:
            return self._parser.options(self._name)
        else:
            return self._parser.defaults()

    @property
    def parser(self):
        return self._parser

    @property
    def name(self):
        return self._name

    def get(self, option, fallback=None, *, raw=False, vars=None,
            _impl=None, **kwargs):
        """The parser's get() for this section, with None as the fallback;
        `_impl` is the parser's getter to use instead (getint, ...)."""
        if not _impl:
            _impl = self._parser.get
        return _impl(self._name, option, raw=raw, vars=vars,
                     fallback=fallback, **kwargs)


class ConverterMapping(MutableMapping):
    """parser.converters: the X of each getX method. Setting X to a
    function gives the parser and its section proxies a getX method
    converting values with it; getters the parser's class defines show
    as None."""

    GETTERCRE = re.compile(r"^get(?P<name>.+)$")

    def __init__(self, parser):
        self._parser = parser
        self._data = {}
        for getter in dir(self._parser):
            if len(getter) < 4 or not getter.startswith('get'):
                continue
            if '\n' in getter:
                m = self.GETTERCRE.match(getter)
                if not m:
                    continue
                name = m.group('name')
            else:
                name = getter[3:]
            if not callable(getattr(self._parser, getter)):
                continue
            self._data[name] = None

    def __getitem__(self, key):
        return self._data[key]

    def __setitem__(self, key, value):
        try:
            k = 'get' + key
        except TypeError:
            raise ValueError('Incompatible key: {} (type: {})'
                             ''.format(key, type(key)))
        if k == 'get':
            raise ValueError('Incompatible key: cannot use "" as a name')
        self._data[key] = value
        func = functools.partial(self._parser._get_conv, conv=value)
        func.converter = value
        setattr(self._parser, k, func)
        for proxy in self._parser.values():
            getter = functools.partial(proxy.get, _impl=func)
            setattr(proxy, k, getter)

    def __delitem__(self, key):
        try:
            k = 'get' + (key or None)
        except TypeError:
            raise KeyError(key)
        del self._data[key]
        for inst in itertools.chain((self._parser,), self._parser.values()):
            try:
                delattr(inst, k)
            except AttributeError:
                continue

    def __iter__(self):
        return iter(self._data)

    def __len__(self):
        return len(self._data)
