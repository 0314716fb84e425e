"""Command-line option and argument parsing (CPython 3.11 API), written
for Trellis.

Implemented: ArgumentParser (prog, usage, description, epilog, parents,
formatter_class, prefix_chars, fromfile_prefix_chars, argument_default,
conflict_handler 'error' or 'resolve', add_help, allow_abbrev,
exit_on_error) with add_argument, add_argument_group,
add_mutually_exclusive_group (required or not, also inside a group),
add_subparsers (title, description, prog, dest, required, help, metavar,
parser_class, action) and its add_parser (help, aliases and the parser's
own keywords), set_defaults, get_default, register, parse_args,
parse_known_args, parse_intermixed_args, parse_known_intermixed_args,
convert_arg_line_to_args, format_usage, format_help, print_usage,
print_help, error and exit. Arguments are positional or optional (short,
long, single-dash long, other prefix characters, abbreviations, grouped
short flags, -xVALUE and --opt=VALUE forms, negative numbers, '--'),
with dest, type, default, required, help, metavar (tuples too), choices,
const and nargs (None, '?', '*', '+', an int, REMAINDER, SUPPRESS), and
the actions store, store_const, store_true, store_false, append,
append_const, count, help, version, extend, parsers,
BooleanOptionalAction and Action subclasses of the program's own.
Namespace (repr as CPython's, ==, in), ArgumentError,
ArgumentTypeError, FileType, SUPPRESS, OPTIONAL, ZERO_OR_MORE,
ONE_OR_MORE, PARSER, REMAINDER, and the formatters HelpFormatter,
RawDescriptionHelpFormatter, RawTextHelpFormatter,
ArgumentDefaultsHelpFormatter and MetavarTypeHelpFormatter, which lay
out usage and help exactly as CPython 3.11 does (usage wrapping, the
help column, text filled with textwrap), with the overridable methods
programs use (_format_action_invocation, _format_args, _split_lines,
_fill_text, _get_help_string, _get_default_metavar_for_optional, ...).

Parsing follows CPython 3.11 step for step, quirks included: each
argument string is classified as an option ('O'), an argument ('A') or
'--' ('-'), and options and positionals take their arguments by the
same greedy matching CPython does with regular expressions (written out
here as a small backtracking matcher over those letters); a '--' is
removed from the values of the first action that gets it; a string
default is converted by the type when the action was not seen; missing
required arguments and groups are reported by error() even when
exit_on_error is false. Messages, exit statuses (2 for errors, 0 after
--help and --version) and the streams they go to are CPython's.

Differences: there is no os or shutil module, so the help width is
CPython's width for a run without a terminal and without COLUMNS (80
columns less 2) whatever the terminal; pass width= to a formatter
(formatter_class=lambda prog: HelpFormatter(prog, width=100)) for
another. prog defaults to the part of sys.argv[0] after its last '/' (what
os.path.basename gives on POSIX). There is no gettext: messages are
English only (_ and ngettext are plain functions here). There is no
warnings module, so the DeprecationWarning CPython 3.11 gives for an
argument group or mutually exclusive group nested in another is not
given (the nesting works as in CPython), nor the UserWarning of
parse_intermixed_args. FileType and fromfile_prefix_chars open files
with the builtin open(); where a host has none, the failure is reported
as a file that cannot be opened. The subparsers action copies the
subcommand's unrecognized arguments with setattr rather than through
vars(namespace) (same result): under Trellis, taking an instance's
__dict__ slows every later attribute read of it. Otherwise help, usage,
errors and results are CPython 3.11's, down to its quirks (an
AssertionError when a metavar with spaces has to be wrapped, an
'==SUPPRESS==' line for a subcommand whose help is SUPPRESS, "invalid
choice: []" for an empty '*' positional with choices).
"""

import sys as _sys

__all__ = [
    'ArgumentParser', 'ArgumentError', 'ArgumentTypeError',
    'BooleanOptionalAction', 'FileType', 'HelpFormatter',
    'ArgumentDefaultsHelpFormatter', 'RawDescriptionHelpFormatter',
    'RawTextHelpFormatter', 'MetavarTypeHelpFormatter', 'Namespace',
    'Action', 'ONE_OR_MORE', 'OPTIONAL', 'PARSER', 'REMAINDER', 'SUPPRESS',
    'ZERO_OR_MORE',
]

SUPPRESS = '==SUPPRESS=='

OPTIONAL = '?'
ZERO_OR_MORE = '*'
ONE_OR_MORE = '+'
PARSER = 'A...'
REMAINDER = '...'
_UNRECOGNIZED_ARGS_ATTR = '_unrecognized_args'

# the types whose values never have a __name__
_NAMELESS_TYPES = (type(None), bool, int, float, str, bytes, list, tuple,
                   dict, set, frozenset)

# ASCII whitespace, what CPython's formatter collapses with re.ASCII's \s
_ASCII_WS = '\t\n\r\x0b\x0c'


def _(message):
    return message


def ngettext(singular, plural, n):
    if n == 1:
        return singular
    return plural


def _basename(path):
    return path[path.rfind('/') + 1:]


def _collapse_whitespace(text):
    # re.sub(r'\s+', ' ', text, flags=re.ASCII).strip()
    for c in _ASCII_WS:
        if c in text:
            text = text.replace(c, ' ')
    if '  ' in text or text[:1] == ' ' or text[-1:] == ' ':
        text = ' '.join([w for w in text.split(' ') if w])
    return text.strip()


def _collapse_blank_lines(text):
    # re.sub('\n\n\n+', '\n\n', text)
    while '\n\n\n' in text:
        text = text.replace('\n\n\n', '\n\n')
    return text


def _is_negative_number(s):
    # re.match(r'^-\d+$|^-\d*\.\d+$', s); $ also matches before a final
    # newline
    if s[-1:] == '\n':
        s = s[:-1]
    if len(s) < 2 or s[0] != '-':
        return False
    body = s[1:]
    if body.isdecimal():
        return True
    dot = body.find('.')
    if dot < 0:
        return False
    whole = body[:dot]
    frac = body[dot + 1:]
    return (whole == '' or whole.isdecimal()) and frac.isdecimal()


def _usage_parts(text):
    # re.findall(r'\(.*?\)+(?=\s|$)|\[.*?\]+(?=\s|$)|\S+', text)
    parts = []
    n = len(text)
    i = 0
    while i < n:
        c = text[i]
        if c.isspace():
            i += 1
            continue
        end = -1
        if c == '(' or c == '[':
            close = ')' if c == '(' else ']'
            k = i + 1
            while k < n and text[k] != '\n':
                if text[k] == close:
                    m = k
                    while m < n and text[m] == close:
                        m += 1
                    if m == n or text[m].isspace():
                        end = m
                        break
                k += 1
        if end < 0:
            end = i
            while end < n and not text[end].isspace():
                end += 1
        parts.append(text[i:end])
        i = end
    return parts


def _tidy_usage(text):
    # Drop the space after an opening bracket and before a closing one,
    # then empty bracket pairs, as CPython's three substitutions do.
    out = []
    n = len(text)
    i = 0
    while i < n:
        c = text[i]
        out.append(c)
        if (c == '[' or c == '(') and i + 1 < n and text[i + 1] == ' ':
            i += 2
        else:
            i += 1
    text = ''.join(out)
    out = []
    n = len(text)
    for i in range(n):
        c = text[i]
        if c == ' ' and i + 1 < n and (text[i + 1] == ']' or text[i + 1] == ')'):
            continue
        out.append(c)
    text = ''.join(out)
    out = []
    n = len(text)
    i = 0
    while i < n:
        c = text[i]
        if c == '[' or c == '(':
            j = i + 1
            while j < n and text[j] == ' ':
                j += 1
            if j < n and (text[j] == ']' or text[j] == ')'):
                i = j + 1
                continue
        out.append(c)
        i += 1
    return ''.join(out).strip()


# ===================================================================
# Objects with a CPython-style repr
# ===================================================================

class _AttributeHolder(object):
    """Base of the classes whose repr lists their attributes."""

    def __repr__(self):
        shown = []
        star_args = {}
        for arg in self._get_args():
            shown.append(repr(arg))
        for name, value in self._get_kwargs():
            if name.isidentifier():
                shown.append('%s=%r' % (name, value))
            else:
                star_args[name] = value
        if star_args:
            shown.append('**%s' % repr(star_args))
        return '%s(%s)' % (type(self).__name__, ', '.join(shown))

    def _get_kwargs(self):
        return list(self.__dict__.items())

    def _get_args(self):
        return []


def _copy_items(items):
    if items is None:
        return []
    if type(items) is list:
        return items[:]
    import copy
    return copy.copy(items)


# ===================================================================
# Help formatters
# ===================================================================

class _Section(object):

    def __init__(self, formatter, parent, heading=None):
        self.formatter = formatter
        self.parent = parent
        self.heading = heading
        self.items = []

    def format_help(self):
        formatter = self.formatter
        if self.parent is not None:
            formatter._indent()
        texts = []
        for func, args in self.items:
            text = func(*args)
            if text and text is not SUPPRESS:
                texts.append(text)
        item_help = ''.join(texts)
        if self.parent is not None:
            formatter._dedent()
        if not item_help:
            return ''
        heading = self.heading
        if heading is not SUPPRESS and heading is not None:
            heading = ' ' * formatter._current_indent + heading + ':\n'
        else:
            heading = ''
        return '\n' + heading + item_help + '\n'


class HelpFormatter(object):
    """Formatter for generating usage messages and argument help strings.

    Only the name of this class is considered a public API. All the
    methods provided by the class are considered an implementation detail.
    """

    _Section = _Section

    def __init__(self, prog, indent_increment=2, max_help_position=24,
                 width=None):
        if width is None:
            # CPython asks shutil.get_terminal_size(), which gives 80
            # columns without a terminal and without COLUMNS.
            width = 80 - 2
        self._prog = prog
        self._indent_increment = indent_increment
        self._max_help_position = min(max_help_position,
                                      max(width - 20, indent_increment * 2))
        self._width = width
        self._current_indent = 0
        self._level = 0
        self._action_max_length = 0
        self._root_section = self._Section(self, None)
        self._current_section = self._root_section

    # --- indentation and sections ---

    def _indent(self):
        self._current_indent += self._indent_increment
        self._level += 1

    def _dedent(self):
        self._current_indent -= self._indent_increment
        assert self._current_indent >= 0, 'Indent decreased below 0.'
        self._level -= 1

    def _add_item(self, func, args):
        self._current_section.items.append((func, args))

    def start_section(self, heading):
        self._indent()
        section = self._Section(self, self._current_section, heading)
        self._add_item(section.format_help, [])
        self._current_section = section

    def end_section(self):
        self._current_section = self._current_section.parent
        self._dedent()

    def add_text(self, text):
        if text is not SUPPRESS and text is not None:
            self._add_item(self._format_text, [text])

    def add_usage(self, usage, actions, groups, prefix=None):
        if usage is not SUPPRESS:
            self._add_item(self._format_usage, [usage, actions, groups, prefix])

    def add_argument(self, action):
        if action.help is not SUPPRESS:
            # (the subactions are measured at the action's indentation)
            invocation = self._format_action_invocation
            longest = len(invocation(action))
            for subaction in self._iter_indented_subactions(action):
                length = len(invocation(subaction))
                if length > longest:
                    longest = length
            longest += self._current_indent
            if longest > self._action_max_length:
                self._action_max_length = longest
            self._add_item(self._format_action, [action])

    def add_arguments(self, actions):
        for action in actions:
            self.add_argument(action)

    def format_help(self):
        text = self._root_section.format_help()
        if text:
            text = _collapse_blank_lines(text)
            text = text.strip('\n') + '\n'
        return text

    def _join_parts(self, part_strings):
        return ''.join([part for part in part_strings
                        if part and part is not SUPPRESS])

    # --- usage ---

    def _format_usage(self, usage, actions, groups, prefix):
        if prefix is None:
            prefix = _('usage: ')
        if usage is not None:
            usage = usage % dict(prog=self._prog)
        elif not actions:
            usage = '%(prog)s' % dict(prog=self._prog)
        else:
            prog = '%(prog)s' % dict(prog=self._prog)
            optionals = []
            positionals = []
            for action in actions:
                if action.option_strings:
                    optionals.append(action)
                else:
                    positionals.append(action)
            action_usage = self._format_actions_usage(optionals + positionals,
                                                      groups)
            if prog and action_usage:
                usage = prog + ' ' + action_usage
            else:
                usage = prog or action_usage
            text_width = self._width - self._current_indent
            if len(prefix) + len(usage) > text_width:
                usage = self._wrap_usage(prefix, prog, optionals, positionals,
                                         groups, text_width)
        return '%s%s\n\n' % (prefix, usage)

    def _wrap_usage(self, prefix, prog, optionals, positionals, groups,
                    text_width):
        opt_usage = self._format_actions_usage(optionals, groups)
        pos_usage = self._format_actions_usage(positionals, groups)
        opt_parts = _usage_parts(opt_usage)
        pos_parts = _usage_parts(pos_usage)
        assert ' '.join(opt_parts) == opt_usage
        assert ' '.join(pos_parts) == pos_usage

        def get_lines(parts, indent, prefix=None):
            lines = []
            line = []
            if prefix is not None:
                line_len = len(prefix) - 1
            else:
                line_len = len(indent) - 1
            for part in parts:
                if line and line_len + 1 + len(part) > text_width:
                    lines.append(indent + ' '.join(line))
                    line = []
                    line_len = len(indent) - 1
                line.append(part)
                line_len += len(part) + 1
            if line:
                lines.append(indent + ' '.join(line))
            if prefix is not None:
                lines[0] = lines[0][len(indent):]
            return lines

        if len(prefix) + len(prog) <= 0.75 * text_width:
            indent = ' ' * (len(prefix) + len(prog) + 1)
            if opt_parts:
                lines = get_lines([prog] + opt_parts, indent, prefix)
                lines.extend(get_lines(pos_parts, indent))
            elif pos_parts:
                lines = get_lines([prog] + pos_parts, indent, prefix)
            else:
                lines = [prog]
        else:
            indent = ' ' * len(prefix)
            lines = get_lines(opt_parts + pos_parts, indent)
            if len(lines) > 1:
                lines = get_lines(opt_parts, indent)
                lines.extend(get_lines(pos_parts, indent))
            lines = [prog] + lines
        return '\n'.join(lines)

    def _format_actions_usage(self, actions, groups):
        # Where the brackets and bars of the groups go: inserts[i] is put
        # before the usage of actions[i].
        group_actions = set()
        inserts = {}
        for group in groups:
            members = group._group_actions
            if not members:
                raise ValueError(f'empty group {group}')
            try:
                start = actions.index(members[0])
            except ValueError:
                continue
            end = start + len(members)
            if actions[start:end] != members:
                continue
            hidden = 0
            for action in members:
                group_actions.add(action)
                if action.help is SUPPRESS:
                    hidden += 1
            if not group.required:
                opening, closing = '[', ']'
            elif len(members) - hidden > 1:
                opening, closing = '(', ')'
            else:
                opening = closing = None
            if opening is not None:
                if start in inserts:
                    inserts[start] += ' ' + opening
                else:
                    inserts[start] = opening
                if end in inserts:
                    inserts[end] += closing
                else:
                    inserts[end] = closing
            for i in range(start + 1, end):
                inserts[i] = '|'

        parts = []
        for i, action in enumerate(actions):
            if action.help is SUPPRESS:
                parts.append(None)
                if inserts.get(i) == '|':
                    del inserts[i]
                elif inserts.get(i + 1) == '|':
                    del inserts[i + 1]
            elif not action.option_strings:
                default = self._get_default_metavar_for_positional(action)
                part = self._format_args(action, default)
                if action in group_actions:
                    if part[0] == '[' and part[-1] == ']':
                        part = part[1:-1]
                parts.append(part)
            else:
                if action.nargs == 0:
                    part = action.format_usage()
                else:
                    default = self._get_default_metavar_for_optional(action)
                    part = '%s %s' % (action.option_strings[0],
                                      self._format_args(action, default))
                if not action.required and action not in group_actions:
                    part = '[%s]' % part
                parts.append(part)

        for i in sorted(inserts, reverse=True):
            parts[i:i] = [inserts[i]]
        text = ' '.join([part for part in parts if part is not None])
        return _tidy_usage(text)

    # --- text ---

    def _format_text(self, text):
        if '%(prog)' in text:
            text = text % dict(prog=self._prog)
        text_width = max(self._width - self._current_indent, 11)
        indent = ' ' * self._current_indent
        return self._fill_text(text, text_width, indent) + '\n\n'

    # --- actions ---

    def _format_action(self, action):
        help_position = min(self._action_max_length + 2,
                            self._max_help_position)
        help_width = max(self._width - help_position, 11)
        action_width = help_position - self._current_indent - 2
        header = self._format_action_invocation(action)
        lead = ' ' * self._current_indent
        if not action.help:
            header = lead + header + '\n'
        elif len(header) <= action_width:
            header = lead + header.ljust(action_width) + '  '
            indent_first = 0
        else:
            header = lead + header + '\n'
            indent_first = help_position
        parts = [header]
        if action.help and action.help.strip():
            help_text = self._expand_help(action)
            if help_text:
                help_lines = self._split_lines(help_text, help_width)
                parts.append(' ' * indent_first + help_lines[0] + '\n')
                pad = ' ' * help_position
                for line in help_lines[1:]:
                    parts.append(pad + line + '\n')
        elif not header.endswith('\n'):
            parts.append('\n')
        for subaction in self._iter_indented_subactions(action):
            parts.append(self._format_action(subaction))
        return self._join_parts(parts)

    def _format_action_invocation(self, action):
        if not action.option_strings:
            default = self._get_default_metavar_for_positional(action)
            metavar, = self._metavar_formatter(action, default)(1)
            return metavar
        if action.nargs == 0:
            return ', '.join(action.option_strings)
        default = self._get_default_metavar_for_optional(action)
        args_string = self._format_args(action, default)
        return ', '.join(['%s %s' % (option_string, args_string)
                          for option_string in action.option_strings])

    def _metavar_formatter(self, action, default_metavar):
        if action.metavar is not None:
            result = action.metavar
        elif action.choices is not None:
            result = '{%s}' % ','.join([str(choice)
                                        for choice in action.choices])
        else:
            result = default_metavar

        def format(tuple_size):
            if isinstance(result, tuple):
                return result
            return (result, ) * tuple_size
        return format

    def _format_args(self, action, default_metavar):
        get_metavar = self._metavar_formatter(action, default_metavar)
        nargs = action.nargs
        if nargs is None:
            return '%s' % get_metavar(1)
        if nargs == OPTIONAL:
            return '[%s]' % get_metavar(1)
        if nargs == ZERO_OR_MORE:
            metavar = get_metavar(1)
            if len(metavar) == 2:
                return '[%s [%s ...]]' % metavar
            return '[%s ...]' % metavar
        if nargs == ONE_OR_MORE:
            return '%s [%s ...]' % get_metavar(2)
        if nargs == REMAINDER:
            return '...'
        if nargs == PARSER:
            return '%s ...' % get_metavar(1)
        if nargs == SUPPRESS:
            return ''
        try:
            formats = ['%s' for _ in range(nargs)]
        except TypeError:
            raise ValueError("invalid nargs value") from None
        return ' '.join(formats) % get_metavar(nargs)

    def _expand_help(self, action):
        params = dict(vars(action), prog=self._prog)
        for name in list(params):
            if params[name] is SUPPRESS:
                del params[name]
        for name, value in list(params.items()):
            # (hasattr is slow on values of the builtin types, which have
            # no __name__ anyway)
            if type(value) not in _NAMELESS_TYPES and hasattr(value, '__name__'):
                params[name] = value.__name__
        if params.get('choices') is not None:
            params['choices'] = ', '.join([str(c) for c in params['choices']])
        return self._get_help_string(action) % params

    def _iter_indented_subactions(self, action):
        try:
            get_subactions = action._get_subactions
        except AttributeError:
            pass
        else:
            self._indent()
            yield from get_subactions()
            self._dedent()

    def _split_lines(self, text, width):
        import textwrap
        return textwrap.wrap(_collapse_whitespace(text), width)

    def _fill_text(self, text, width, indent):
        import textwrap
        return textwrap.fill(_collapse_whitespace(text), width,
                             initial_indent=indent, subsequent_indent=indent)

    def _get_help_string(self, action):
        return action.help

    def _get_default_metavar_for_optional(self, action):
        return action.dest.upper()

    def _get_default_metavar_for_positional(self, action):
        return action.dest


class RawDescriptionHelpFormatter(HelpFormatter):
    """Help message formatter which retains any formatting in descriptions.

    Only the name of this class is considered a public API. All the
    methods provided by the class are considered an implementation detail.
    """

    def _fill_text(self, text, width, indent):
        return ''.join([indent + line
                        for line in text.splitlines(keepends=True)])


class RawTextHelpFormatter(RawDescriptionHelpFormatter):
    """Help message formatter which retains formatting of all help text.

    Only the name of this class is considered a public API. All the
    methods provided by the class are considered an implementation detail.
    """

    def _split_lines(self, text, width):
        return text.splitlines()


class ArgumentDefaultsHelpFormatter(HelpFormatter):
    """Help message formatter which adds default values to argument help.

    Only the name of this class is considered a public API. All the
    methods provided by the class are considered an implementation detail.
    """

    def _get_help_string(self, action):
        help = action.help
        if help is None:
            help = ''
        if '%(default)' not in help and action.default is not SUPPRESS:
            if action.option_strings or action.nargs in (OPTIONAL,
                                                         ZERO_OR_MORE):
                help += ' (default: %(default)s)'
        return help


class MetavarTypeHelpFormatter(HelpFormatter):
    """Help message formatter which uses the argument 'type' as the default
    metavar value (instead of the argument 'dest')

    Only the name of this class is considered a public API. All the
    methods provided by the class are considered an implementation detail.
    """

    def _get_default_metavar_for_optional(self, action):
        return action.type.__name__

    def _get_default_metavar_for_positional(self, action):
        return action.type.__name__


# ===================================================================
# Options and arguments
# ===================================================================

def _get_action_name(argument):
    if argument is None:
        return None
    if argument.option_strings:
        return '/'.join(argument.option_strings)
    if argument.metavar not in (None, SUPPRESS):
        return argument.metavar
    if argument.dest not in (None, SUPPRESS):
        return argument.dest
    if argument.choices:
        return '{' + ','.join(argument.choices) + '}'
    return None


class ArgumentError(Exception):
    """An error from creating or using an argument (optional or positional).

    The string value of this exception is the message, augmented with
    information about the argument that caused it.
    """

    def __init__(self, argument, message):
        self.argument_name = _get_action_name(argument)
        self.message = message

    def __str__(self):
        if self.argument_name is None:
            return self.message
        return 'argument %s: %s' % (self.argument_name, self.message)


class ArgumentTypeError(Exception):
    """An error from trying to convert a command line string to a type."""
    pass


class Action(_AttributeHolder):
    """Information about how to convert command line strings to Python
    objects; an Action is called with (parser, namespace, values,
    option_string) when its option or positional is met."""

    def __init__(self, option_strings, dest, nargs=None, const=None,
                 default=None, type=None, choices=None, required=False,
                 help=None, metavar=None):
        self.option_strings = option_strings
        self.dest = dest
        self.nargs = nargs
        self.const = const
        self.default = default
        self.type = type
        self.choices = choices
        self.required = required
        self.help = help
        self.metavar = metavar

    def _get_kwargs(self):
        return [(name, getattr(self, name)) for name in (
            'option_strings', 'dest', 'nargs', 'const', 'default', 'type',
            'choices', 'required', 'help', 'metavar')]

    def format_usage(self):
        return self.option_strings[0]

    def __call__(self, parser, namespace, values, option_string=None):
        raise NotImplementedError(_('.__call__() not defined'))


class BooleanOptionalAction(Action):

    def __init__(self, option_strings, dest, default=None, type=None,
                 choices=None, required=False, help=None, metavar=None):
        strings = []
        for option_string in option_strings:
            strings.append(option_string)
            if option_string.startswith('--'):
                strings.append('--no-' + option_string[2:])
        super().__init__(option_strings=strings, dest=dest, nargs=0,
                         default=default, type=type, choices=choices,
                         required=required, help=help, metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        if option_string in self.option_strings:
            setattr(namespace, self.dest,
                    not option_string.startswith('--no-'))

    def format_usage(self):
        return ' | '.join(self.option_strings)


class _StoreAction(Action):

    def __init__(self, option_strings, dest, nargs=None, const=None,
                 default=None, type=None, choices=None, required=False,
                 help=None, metavar=None):
        if nargs == 0:
            raise ValueError('nargs for store actions must be != 0; if you '
                             'have nothing to store, actions such as store '
                             'true or store const may be more appropriate')
        if const is not None and nargs != OPTIONAL:
            raise ValueError('nargs must be %r to supply const' % OPTIONAL)
        super().__init__(option_strings=option_strings, dest=dest,
                         nargs=nargs, const=const, default=default, type=type,
                         choices=choices, required=required, help=help,
                         metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, values)


class _StoreConstAction(Action):

    def __init__(self, option_strings, dest, const=None, default=None,
                 required=False, help=None, metavar=None):
        super().__init__(option_strings=option_strings, dest=dest, nargs=0,
                         const=const, default=default, required=required,
                         help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, self.const)


class _StoreTrueAction(_StoreConstAction):

    def __init__(self, option_strings, dest, default=False, required=False,
                 help=None):
        super().__init__(option_strings=option_strings, dest=dest,
                         const=True, default=default, required=required,
                         help=help)


class _StoreFalseAction(_StoreConstAction):

    def __init__(self, option_strings, dest, default=True, required=False,
                 help=None):
        super().__init__(option_strings=option_strings, dest=dest,
                         const=False, default=default, required=required,
                         help=help)


class _AppendAction(Action):

    def __init__(self, option_strings, dest, nargs=None, const=None,
                 default=None, type=None, choices=None, required=False,
                 help=None, metavar=None):
        if nargs == 0:
            raise ValueError('nargs for append actions must be != 0; if arg '
                             'strings are not supplying the value to append, '
                             'the append const action may be more appropriate')
        if const is not None and nargs != OPTIONAL:
            raise ValueError('nargs must be %r to supply const' % OPTIONAL)
        super().__init__(option_strings=option_strings, dest=dest,
                         nargs=nargs, const=const, default=default, type=type,
                         choices=choices, required=required, help=help,
                         metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        items = _copy_items(getattr(namespace, self.dest, None))
        items.append(values)
        setattr(namespace, self.dest, items)


class _AppendConstAction(Action):

    def __init__(self, option_strings, dest, const=None, default=None,
                 required=False, help=None, metavar=None):
        super().__init__(option_strings=option_strings, dest=dest, nargs=0,
                         const=const, default=default, required=required,
                         help=help, metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        items = _copy_items(getattr(namespace, self.dest, None))
        items.append(self.const)
        setattr(namespace, self.dest, items)


class _CountAction(Action):

    def __init__(self, option_strings, dest, default=None, required=False,
                 help=None):
        super().__init__(option_strings=option_strings, dest=dest, nargs=0,
                         default=default, required=required, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        count = getattr(namespace, self.dest, None)
        if count is None:
            count = 0
        setattr(namespace, self.dest, count + 1)


class _HelpAction(Action):

    def __init__(self, option_strings, dest=SUPPRESS, default=SUPPRESS,
                 help=None):
        super().__init__(option_strings=option_strings, dest=dest,
                         default=default, nargs=0, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        parser.print_help()
        parser.exit()


class _VersionAction(Action):

    def __init__(self, option_strings, version=None, dest=SUPPRESS,
                 default=SUPPRESS, help="show program's version number and exit"):
        super().__init__(option_strings=option_strings, dest=dest,
                         default=default, nargs=0, help=help)
        self.version = version

    def __call__(self, parser, namespace, values, option_string=None):
        version = self.version
        if version is None:
            version = parser.version
        formatter = parser._get_formatter()
        formatter.add_text(version)
        parser._print_message(formatter.format_help(), _sys.stdout)
        parser.exit()


class _ChoicesPseudoAction(Action):
    # One line under a subparsers action in the help.

    def __init__(self, name, aliases, help):
        metavar = dest = name
        if aliases:
            metavar += ' (%s)' % ', '.join(aliases)
        super().__init__(option_strings=[], dest=dest, help=help,
                         metavar=metavar)


class _SubParsersAction(Action):

    _ChoicesPseudoAction = _ChoicesPseudoAction

    def __init__(self, option_strings, prog, parser_class, dest=SUPPRESS,
                 required=False, help=None, metavar=None):
        self._prog_prefix = prog
        self._parser_class = parser_class
        self._name_parser_map = {}
        self._choices_actions = []
        super().__init__(option_strings=option_strings, dest=dest,
                         nargs=PARSER, choices=self._name_parser_map,
                         required=required, help=help, metavar=metavar)

    def add_parser(self, name, **kwargs):
        if kwargs.get('prog') is None:
            kwargs['prog'] = '%s %s' % (self._prog_prefix, name)
        aliases = kwargs.pop('aliases', ())
        if name in self._name_parser_map:
            raise ArgumentError(self, _('conflicting subparser: %s') % name)
        for alias in aliases:
            if alias in self._name_parser_map:
                raise ArgumentError(
                    self, _('conflicting subparser alias: %s') % alias)
        if 'help' in kwargs:
            help = kwargs.pop('help')
            self._choices_actions.append(
                self._ChoicesPseudoAction(name, aliases, help))
        parser = self._parser_class(**kwargs)
        self._name_parser_map[name] = parser
        for alias in aliases:
            self._name_parser_map[alias] = parser
        return parser

    def _get_subactions(self):
        return self._choices_actions

    def __call__(self, parser, namespace, values, option_string=None):
        parser_name = values[0]
        arg_strings = values[1:]
        if self.dest is not SUPPRESS:
            setattr(namespace, self.dest, parser_name)
        try:
            subparser = self._name_parser_map[parser_name]
        except KeyError:
            msg = _('unknown parser %(parser_name)r (choices: %(choices)s)') % {
                'parser_name': parser_name,
                'choices': ', '.join(self._name_parser_map)}
            raise ArgumentError(self, msg)
        subnamespace, arg_strings = subparser.parse_known_args(arg_strings,
                                                               None)
        for key, value in vars(subnamespace).items():
            setattr(namespace, key, value)
        if arg_strings:
            # (CPython goes through vars(namespace), which under Trellis
            # would slow every later attribute read of the namespace)
            if not hasattr(namespace, _UNRECOGNIZED_ARGS_ATTR):
                setattr(namespace, _UNRECOGNIZED_ARGS_ATTR, [])
            getattr(namespace, _UNRECOGNIZED_ARGS_ATTR).extend(arg_strings)


class _ExtendAction(_AppendAction):

    def __call__(self, parser, namespace, values, option_string=None):
        items = _copy_items(getattr(namespace, self.dest, None))
        items.extend(values)
        setattr(namespace, self.dest, items)


# ===================================================================
# Type classes
# ===================================================================

class FileType(object):
    """Factory for creating file object types: FileType('r') or
    FileType('w', encoding=...) instances open the file named by a
    command line string; '-' stands for sys.stdin or sys.stdout."""

    def __init__(self, mode='r', bufsize=-1, encoding=None, errors=None):
        self._mode = mode
        self._bufsize = bufsize
        self._encoding = encoding
        self._errors = errors

    def __call__(self, string):
        if string == '-':
            if 'r' in self._mode:
                return _sys.stdin
            if any(c in self._mode for c in 'wax'):
                return _sys.stdout
            raise ValueError(_('argument "-" with mode %r') % self._mode)
        try:
            return open(string, self._mode, self._bufsize, self._encoding,
                        self._errors)
        except NameError:
            message = "[Errno 38] open() is not available: %r" % (string,)
        except OSError as e:
            message = str(e)
        raise ArgumentTypeError(_("can't open '%(filename)s': %(error)s") % {
            'filename': string, 'error': message})

    def __repr__(self):
        args = self._mode, self._bufsize
        kwargs = [('encoding', self._encoding), ('errors', self._errors)]
        args_str = ', '.join([repr(arg) for arg in args if arg != -1] +
                             ['%s=%r' % (kw, arg) for kw, arg in kwargs
                              if arg is not None])
        return '%s(%s)' % (type(self).__name__, args_str)


# ===================================================================
# Namespace
# ===================================================================

class Namespace(_AttributeHolder):
    """Simple object for storing attributes.

    Implements equality by attribute names and values, and provides a simple
    string representation.
    """

    def __init__(self, **kwargs):
        for name in kwargs:
            setattr(self, name, kwargs[name])

    def __eq__(self, other):
        if not isinstance(other, Namespace):
            return NotImplemented
        return vars(self) == vars(other)

    def __contains__(self, key):
        return key in self.__dict__

    __hash__ = None


# ===================================================================
# Matching argument strings to actions
# ===================================================================

# The nargs patterns CPython writes as regular expressions over the
# letters of the argument strings ('O' an option, 'A' an argument, '-'
# the '--'), as lists of (letters, min, max) atoms, max -1 for no limit.
_ANY_DASHES = ('-', 0, -1)


def _nargs_atoms(action):
    nargs = action.nargs
    if nargs is None:
        atoms = [_ANY_DASHES, ('A', 1, 1), _ANY_DASHES]
    elif nargs == OPTIONAL:
        atoms = [_ANY_DASHES, ('A', 0, 1), _ANY_DASHES]
    elif nargs == ZERO_OR_MORE:
        atoms = [_ANY_DASHES, ('A-', 0, -1)]
    elif nargs == ONE_OR_MORE:
        atoms = [_ANY_DASHES, ('A', 1, 1), ('A-', 0, -1)]
    elif nargs == REMAINDER:
        atoms = [('-AO', 0, -1)]
    elif nargs == PARSER:
        atoms = [_ANY_DASHES, ('A', 1, 1), ('-AO', 0, -1)]
    elif nargs == SUPPRESS:
        atoms = [_ANY_DASHES, _ANY_DASHES]
    else:
        atoms = [_ANY_DASHES]
        for _i in range(nargs):
            atoms.append(('A', 1, 1))
            atoms.append(_ANY_DASHES)
        if len(atoms) == 1:
            atoms.append(_ANY_DASHES)
    if action.option_strings:
        # options never take '--'
        kept = []
        for letters, lo, hi in atoms:
            if letters == '-':
                continue
            kept.append((letters.replace('-', ''), lo, hi))
        atoms = kept
    return atoms


def _match_atoms(groups, pattern):
    """Match the groups of atoms at the start of pattern, the way a
    backtracking regular expression engine does (greedy, first match).
    Returns the length each group took, or None."""
    atoms = []
    owners = []
    for index in range(len(groups)):
        for atom in groups[index]:
            atoms.append(atom)
            owners.append(index)
    count = len(atoms)
    n = len(pattern)
    taken = [0] * count
    failed = set()

    def solve(k, pos):
        if k == count:
            return True
        if (k, pos) in failed:
            return False
        letters, lo, hi = atoms[k]
        limit = n - pos
        if 0 <= hi < limit:
            limit = hi
        run = 0
        while run < limit and pattern[pos + run] in letters:
            run += 1
        while run >= lo:
            taken[k] = run
            if solve(k + 1, pos + run):
                return True
            run -= 1
        failed.add((k, pos))
        return False

    if not solve(0, 0):
        return None
    lengths = [0] * len(groups)
    for k in range(count):
        lengths[owners[k]] += taken[k]
    return lengths


def _match_option_nargs(nargs, pattern):
    # _match_atoms for one option's nargs, whose patterns are all a run of
    # arguments: the number of strings taken, or -1 for no match
    if nargs == REMAINDER or nargs == PARSER:
        run = 0
        for letter in pattern:
            if letter != 'A' and letter != 'O':
                break
            run += 1
        if nargs == PARSER and not pattern.startswith('A'):
            return -1
        return run
    run = 0
    for letter in pattern:
        if letter != 'A':
            break
        run += 1
    if nargs is None:
        return 1 if run else -1
    if nargs == OPTIONAL:
        return 1 if run else 0
    if nargs == ZERO_OR_MORE:
        return run
    if nargs == ONE_OR_MORE:
        return run if run else -1
    if nargs == SUPPRESS:
        return 0
    if nargs <= 0:
        return 0
    return nargs if run >= nargs else -1


# ===================================================================
# Argument containers
# ===================================================================

class _ActionsContainer(object):

    def __init__(self, description, prefix_chars, argument_default,
                 conflict_handler):
        super(_ActionsContainer, self).__init__()
        self.description = description
        self.argument_default = argument_default
        self.prefix_chars = prefix_chars
        self.conflict_handler = conflict_handler

        self._registries = {}
        self.register('action', None, _StoreAction)
        self.register('action', 'store', _StoreAction)
        self.register('action', 'store_const', _StoreConstAction)
        self.register('action', 'store_true', _StoreTrueAction)
        self.register('action', 'store_false', _StoreFalseAction)
        self.register('action', 'append', _AppendAction)
        self.register('action', 'append_const', _AppendConstAction)
        self.register('action', 'count', _CountAction)
        self.register('action', 'help', _HelpAction)
        self.register('action', 'version', _VersionAction)
        self.register('action', 'parsers', _SubParsersAction)
        self.register('action', 'extend', _ExtendAction)

        self._get_handler()

        self._actions = []
        self._option_string_actions = {}
        self._action_groups = []
        self._mutually_exclusive_groups = []
        self._defaults = {}
        # a list so that the groups can share it
        self._has_negative_number_optionals = []

    # --- registries ---

    def register(self, registry_name, value, object):
        registry = self._registries.setdefault(registry_name, {})
        registry[value] = object

    def _registry_get(self, registry_name, value, default=None):
        return self._registries[registry_name].get(value, default)

    # --- defaults ---

    def set_defaults(self, **kwargs):
        self._defaults.update(kwargs)
        for action in self._actions:
            if action.dest in kwargs:
                action.default = kwargs[action.dest]

    def get_default(self, dest):
        for action in self._actions:
            if action.dest == dest and action.default is not None:
                return action.default
        return self._defaults.get(dest, None)

    # --- adding arguments ---

    def add_argument(self, *args, **kwargs):
        """
        add_argument(dest, ..., name=value, ...)
        add_argument(option_string, option_string, ..., name=value, ...)
        """
        chars = self.prefix_chars
        if not args or len(args) == 1 and args[0][0] not in chars:
            if args and 'dest' in kwargs:
                raise ValueError('dest supplied twice for positional argument')
            kwargs = self._get_positional_kwargs(*args, **kwargs)
        else:
            kwargs = self._get_optional_kwargs(*args, **kwargs)

        if 'default' not in kwargs:
            dest = kwargs['dest']
            if dest in self._defaults:
                kwargs['default'] = self._defaults[dest]
            elif self.argument_default is not None:
                kwargs['default'] = self.argument_default

        action_class = self._pop_action_class(kwargs)
        if not callable(action_class):
            raise ValueError('unknown action "%s"' % (action_class,))
        action = action_class(**kwargs)

        type_func = self._registry_get('type', action.type, action.type)
        if not callable(type_func):
            raise ValueError('%r is not callable' % (type_func,))
        if type_func is FileType:
            raise ValueError('%r is a FileType class object, instance of it'
                             ' must be passed' % (type_func,))

        if hasattr(self, "_get_formatter"):
            try:
                self._get_formatter()._format_args(action, None)
            except TypeError:
                raise ValueError("length of metavar tuple does not match nargs")

        return self._add_action(action)

    def add_argument_group(self, *args, **kwargs):
        group = _ArgumentGroup(self, *args, **kwargs)
        self._action_groups.append(group)
        return group

    def add_mutually_exclusive_group(self, **kwargs):
        group = _MutuallyExclusiveGroup(self, **kwargs)
        self._mutually_exclusive_groups.append(group)
        return group

    def _add_action(self, action):
        self._check_conflict(action)
        self._actions.append(action)
        action.container = self
        for option_string in action.option_strings:
            self._option_string_actions[option_string] = action
        for option_string in action.option_strings:
            if _is_negative_number(option_string):
                if not self._has_negative_number_optionals:
                    self._has_negative_number_optionals.append(True)
        return action

    def _remove_action(self, action):
        self._actions.remove(action)

    def _add_container_actions(self, container):
        title_group_map = {}
        for group in self._action_groups:
            if group.title in title_group_map:
                msg = _('cannot merge actions - two groups are named %r')
                raise ValueError(msg % (group.title))
            title_group_map[group.title] = group

        group_map = {}
        for group in container._action_groups:
            if group.title not in title_group_map:
                title_group_map[group.title] = self.add_argument_group(
                    title=group.title,
                    description=group.description,
                    conflict_handler=group.conflict_handler)
            for action in group._group_actions:
                group_map[action] = title_group_map[group.title]

        for group in container._mutually_exclusive_groups:
            mutex_group = self.add_mutually_exclusive_group(
                required=group.required)
            for action in group._group_actions:
                group_map[action] = mutex_group

        for action in container._actions:
            group_map.get(action, self)._add_action(action)

    def _get_positional_kwargs(self, dest, **kwargs):
        if 'required' in kwargs:
            msg = _("'required' is an invalid argument for positionals")
            raise TypeError(msg)
        nargs = kwargs.get('nargs')
        if nargs != OPTIONAL and nargs != ZERO_OR_MORE:
            kwargs['required'] = True
        if nargs == ZERO_OR_MORE and 'default' not in kwargs:
            kwargs['required'] = True
        return dict(kwargs, dest=dest, option_strings=[])

    def _get_optional_kwargs(self, *args, **kwargs):
        chars = self.prefix_chars
        option_strings = []
        long_option_strings = []
        for option_string in args:
            if not option_string[0] in chars:
                msg = _('invalid option string %(option)r: '
                        'must start with a character %(prefix_chars)r')
                raise ValueError(msg % {'option': option_string,
                                        'prefix_chars': chars})
            option_strings.append(option_string)
            if len(option_string) > 1 and option_string[1] in chars:
                long_option_strings.append(option_string)

        dest = kwargs.pop('dest', None)
        if dest is None:
            if long_option_strings:
                dest_option_string = long_option_strings[0]
            else:
                dest_option_string = option_strings[0]
            dest = dest_option_string.lstrip(chars)
            if not dest:
                msg = _('dest= is required for options like %r')
                raise ValueError(msg % option_string)
            dest = dest.replace('-', '_')
        return dict(kwargs, dest=dest, option_strings=option_strings)

    def _pop_action_class(self, kwargs, default=None):
        action = kwargs.pop('action', default)
        return self._registry_get('action', action, action)

    # --- conflicts between option strings ---

    def _get_handler(self):
        handler = self.conflict_handler
        if handler == 'error':
            return self._handle_conflict_error
        if handler == 'resolve':
            return self._handle_conflict_resolve
        msg = _('invalid conflict_resolution value: %r')
        raise ValueError(msg % handler)

    def _check_conflict(self, action):
        conflicts = []
        for option_string in action.option_strings:
            if option_string in self._option_string_actions:
                conflicts.append(
                    (option_string, self._option_string_actions[option_string]))
        if conflicts:
            self._get_handler()(action, conflicts)

    def _handle_conflict_error(self, action, conflicting_actions):
        message = ngettext('conflicting option string: %s',
                           'conflicting option strings: %s',
                           len(conflicting_actions))
        conflict_string = ', '.join([option_string for option_string, _a
                                     in conflicting_actions])
        raise ArgumentError(action, message % conflict_string)

    def _handle_conflict_resolve(self, action, conflicting_actions):
        for option_string, other in conflicting_actions:
            other.option_strings.remove(option_string)
            self._option_string_actions.pop(option_string, None)
            if not other.option_strings:
                other.container._remove_action(other)


class _ArgumentGroup(_ActionsContainer):

    def __init__(self, container, title=None, description=None, **kwargs):
        kwargs.setdefault('conflict_handler', container.conflict_handler)
        kwargs.setdefault('prefix_chars', container.prefix_chars)
        kwargs.setdefault('argument_default', container.argument_default)
        super(_ArgumentGroup, self).__init__(description=description,
                                             **kwargs)
        self.title = title
        self._group_actions = []

        # the group adds to its container's tables
        self._registries = container._registries
        self._actions = container._actions
        self._option_string_actions = container._option_string_actions
        self._defaults = container._defaults
        self._has_negative_number_optionals = \
            container._has_negative_number_optionals
        self._mutually_exclusive_groups = container._mutually_exclusive_groups

    def _add_action(self, action):
        action = super(_ArgumentGroup, self)._add_action(action)
        self._group_actions.append(action)
        return action

    def _remove_action(self, action):
        super(_ArgumentGroup, self)._remove_action(action)
        self._group_actions.remove(action)


class _MutuallyExclusiveGroup(_ArgumentGroup):

    def __init__(self, container, required=False):
        super(_MutuallyExclusiveGroup, self).__init__(container)
        self.required = required
        self._container = container

    def _add_action(self, action):
        if action.required:
            msg = _('mutually exclusive arguments must be optional')
            raise ValueError(msg)
        action = self._container._add_action(action)
        self._group_actions.append(action)
        return action

    def _remove_action(self, action):
        self._container._remove_action(action)
        self._group_actions.remove(action)


# ===================================================================
# The parser
# ===================================================================

class ArgumentParser(_AttributeHolder, _ActionsContainer):
    """Object for parsing command line strings into Python objects.

    Keyword Arguments:
        - prog -- The name of the program (default: the last part of
            ``sys.argv[0]``)
        - usage -- A usage message (default: auto-generated from arguments)
        - description -- A description of what the program does
        - epilog -- Text following the argument descriptions
        - parents -- Parsers whose arguments should be copied into this one
        - formatter_class -- HelpFormatter class for printing help messages
        - prefix_chars -- Characters that prefix optional arguments
        - fromfile_prefix_chars -- Characters that prefix files containing
            additional arguments
        - argument_default -- The default value for all arguments
        - conflict_handler -- String indicating how to handle conflicts
        - add_help -- Add a -h/-help option
        - allow_abbrev -- Allow long options to be abbreviated unambiguously
        - exit_on_error -- Determines whether or not ArgumentParser exits with
            error info when an error occurs
    """

    def __init__(self, prog=None, usage=None, description=None, epilog=None,
                 parents=[], formatter_class=HelpFormatter, prefix_chars='-',
                 fromfile_prefix_chars=None, argument_default=None,
                 conflict_handler='error', add_help=True, allow_abbrev=True,
                 exit_on_error=True):
        super(ArgumentParser, self).__init__(
            description=description, prefix_chars=prefix_chars,
            argument_default=argument_default,
            conflict_handler=conflict_handler)

        if prog is None:
            prog = _basename(_sys.argv[0]) if _sys.argv else ''

        self.prog = prog
        self.usage = usage
        self.epilog = epilog
        self.formatter_class = formatter_class
        self.fromfile_prefix_chars = fromfile_prefix_chars
        self.add_help = add_help
        self.allow_abbrev = allow_abbrev
        self.exit_on_error = exit_on_error

        self._positionals = self.add_argument_group(_('positional arguments'))
        self._optionals = self.add_argument_group(_('options'))
        self._subparsers = None

        def identity(string):
            return string
        self.register('type', None, identity)

        if '-' in prefix_chars:
            default_prefix = '-'
        else:
            default_prefix = prefix_chars[0]
        if self.add_help:
            self.add_argument(
                default_prefix + 'h', default_prefix * 2 + 'help',
                action='help', default=SUPPRESS,
                help=_('show this help message and exit'))

        for parent in parents:
            self._add_container_actions(parent)
            try:
                defaults = parent._defaults
            except AttributeError:
                pass
            else:
                self._defaults.update(defaults)

    def _get_kwargs(self):
        return [(name, getattr(self, name)) for name in (
            'prog', 'usage', 'description', 'formatter_class',
            'conflict_handler', 'add_help')]

    # --- subparsers and actions ---

    def add_subparsers(self, **kwargs):
        if self._subparsers is not None:
            self.error(_('cannot have multiple subparser arguments'))

        kwargs.setdefault('parser_class', type(self))

        if 'title' in kwargs or 'description' in kwargs:
            title = kwargs.pop('title', _('subcommands'))
            description = kwargs.pop('description', None)
            self._subparsers = self.add_argument_group(title, description)
        else:
            self._subparsers = self._positionals

        # the subparsers' prog: ours and the positionals before them
        if kwargs.get('prog') is None:
            formatter = self._get_formatter()
            formatter.add_usage(self.usage, self._get_positional_actions(),
                                self._mutually_exclusive_groups, '')
            kwargs['prog'] = formatter.format_help().strip()

        parsers_class = self._pop_action_class(kwargs, 'parsers')
        action = parsers_class(option_strings=[], **kwargs)
        self._subparsers._add_action(action)
        return action

    def _add_action(self, action):
        if action.option_strings:
            self._optionals._add_action(action)
        else:
            self._positionals._add_action(action)
        return action

    def _get_optional_actions(self):
        return [action for action in self._actions if action.option_strings]

    def _get_positional_actions(self):
        return [action for action in self._actions
                if not action.option_strings]

    # --- parsing ---

    def parse_args(self, args=None, namespace=None):
        args, argv = self.parse_known_args(args, namespace)
        if argv:
            msg = _('unrecognized arguments: %s')
            self.error(msg % ' '.join(argv))
        return args

    def parse_known_args(self, args=None, namespace=None):
        if args is None:
            args = _sys.argv[1:]
        else:
            args = list(args)

        if namespace is None:
            namespace = Namespace()

        for action in self._actions:
            dest = action.dest
            if dest is not SUPPRESS and not hasattr(namespace, dest):
                if action.default is not SUPPRESS:
                    setattr(namespace, dest, action.default)
        for dest in self._defaults:
            if not hasattr(namespace, dest):
                setattr(namespace, dest, self._defaults[dest])

        if self.exit_on_error:
            try:
                namespace, args = self._parse_known_args(args, namespace)
            except ArgumentError as err:
                self.error(str(err))
        else:
            namespace, args = self._parse_known_args(args, namespace)

        if hasattr(namespace, _UNRECOGNIZED_ARGS_ATTR):
            args.extend(getattr(namespace, _UNRECOGNIZED_ARGS_ATTR))
            delattr(namespace, _UNRECOGNIZED_ARGS_ATTR)
        return namespace, args

    def _parse_known_args(self, arg_strings, namespace):
        if self.fromfile_prefix_chars is not None:
            arg_strings = self._read_args_from_files(arg_strings)

        # the actions each action of a mutually exclusive group excludes
        action_conflicts = {}
        for mutex_group in self._mutually_exclusive_groups:
            members = mutex_group._group_actions
            for i, mutex_action in enumerate(members):
                conflicts = action_conflicts.setdefault(mutex_action, [])
                conflicts.extend(members[:i])
                conflicts.extend(members[i + 1:])

        # Classify the strings: 'O' an option, 'A' an argument, '-' the
        # first '--' (everything after it is an argument).
        option_string_indices = {}
        letters = []
        n_strings = len(arg_strings)
        i = 0
        while i < n_strings:
            arg_string = arg_strings[i]
            if arg_string == '--':
                letters.append('-')
                letters.append('A' * (n_strings - i - 1))
                break
            option_tuple = self._parse_optional(arg_string)
            if option_tuple is None:
                letters.append('A')
            else:
                option_string_indices[i] = option_tuple
                letters.append('O')
            i += 1
        arg_strings_pattern = ''.join(letters)

        seen_actions = set()
        seen_non_default_actions = set()
        extras = []
        positionals = self._get_positional_actions()

        def take_action(action, argument_strings, option_string=None):
            seen_actions.add(action)
            argument_values = self._get_values(action, argument_strings)
            # an action that got its default value does not count for the
            # mutually exclusive groups
            if argument_values is not action.default:
                seen_non_default_actions.add(action)
                for conflict_action in action_conflicts.get(action, ()):
                    if conflict_action in seen_non_default_actions:
                        msg = _('not allowed with argument %s')
                        raise ArgumentError(
                            action, msg % _get_action_name(conflict_action))
            if argument_values is not SUPPRESS:
                action(self, namespace, argument_values, option_string)

        def consume_optional(start_index):
            action, option_string, explicit_arg = \
                option_string_indices[start_index]
            chars = self.prefix_chars
            action_tuples = []
            while True:
                if action is None:
                    extras.append(arg_strings[start_index])
                    return start_index + 1
                if explicit_arg is None:
                    start = start_index + 1
                    arg_count = self._match_argument(
                        action, arg_strings_pattern[start:])
                    stop = start + arg_count
                    action_tuples.append(
                        (action, arg_strings[start:stop], option_string))
                    break
                arg_count = self._match_argument(action, 'A')
                if (arg_count == 0 and option_string[1] not in chars
                        and explicit_arg != ''):
                    # a short flag followed by more flags: -xyz
                    action_tuples.append((action, [], option_string))
                    option_string = option_string[0] + explicit_arg[0]
                    next_explicit_arg = explicit_arg[1:] or None
                    if option_string in self._option_string_actions:
                        action = self._option_string_actions[option_string]
                        explicit_arg = next_explicit_arg
                    else:
                        msg = _('ignored explicit argument %r')
                        raise ArgumentError(action, msg % explicit_arg)
                elif arg_count == 1:
                    stop = start_index + 1
                    action_tuples.append((action, [explicit_arg],
                                          option_string))
                    break
                else:
                    msg = _('ignored explicit argument %r')
                    raise ArgumentError(action, msg % explicit_arg)
            for action, args, option_string in action_tuples:
                take_action(action, args, option_string)
            return stop

        def consume_positionals(start_index):
            arg_counts = self._match_arguments_partial(
                positionals, arg_strings_pattern[start_index:])
            for k in range(len(arg_counts)):
                arg_count = arg_counts[k]
                args = arg_strings[start_index:start_index + arg_count]
                start_index += arg_count
                take_action(positionals[k], args)
            del positionals[:len(arg_counts)]
            return start_index

        # alternate between positionals and options
        option_indices = sorted(option_string_indices)
        start_index = 0
        if option_indices:
            max_option_string_index = option_indices[-1]
        else:
            max_option_string_index = -1
        while start_index <= max_option_string_index:
            next_option_string_index = max_option_string_index
            for index in option_indices:
                if index >= start_index:
                    next_option_string_index = index
                    break
            if start_index != next_option_string_index:
                positionals_end_index = consume_positionals(start_index)
                if positionals_end_index > start_index:
                    start_index = positionals_end_index
                    continue
                start_index = positionals_end_index
            if start_index not in option_string_indices:
                extras.extend(arg_strings[start_index:next_option_string_index])
                start_index = next_option_string_index
            start_index = consume_optional(start_index)

        stop_index = consume_positionals(start_index)
        extras.extend(arg_strings[stop_index:])

        # required actions not seen; string defaults of the others are
        # converted by their type
        required_actions = []
        for action in self._actions:
            if action not in seen_actions:
                if action.required:
                    required_actions.append(_get_action_name(action))
                else:
                    default = action.default
                    if (default is not None and isinstance(default, str)
                            and hasattr(namespace, action.dest)
                            and default is getattr(namespace, action.dest)):
                        setattr(namespace, action.dest,
                                self._get_value(action, default))
        if required_actions:
            self.error(_('the following arguments are required: %s') %
                       ', '.join(required_actions))

        for group in self._mutually_exclusive_groups:
            if group.required:
                for action in group._group_actions:
                    if action in seen_non_default_actions:
                        break
                else:
                    names = [_get_action_name(action)
                             for action in group._group_actions
                             if action.help is not SUPPRESS]
                    msg = _('one of the arguments %s is required')
                    self.error(msg % ' '.join(names))

        return namespace, extras

    def _read_args_from_files(self, arg_strings):
        new_arg_strings = []
        for arg_string in arg_strings:
            if not arg_string or arg_string[0] not in self.fromfile_prefix_chars:
                new_arg_strings.append(arg_string)
                continue
            try:
                with open(arg_string[1:]) as args_file:
                    contents = args_file.read()
            except NameError:
                self.error("[Errno 38] open() is not available: %r"
                           % (arg_string[1:],))
            except OSError as err:
                self.error(str(err))
            file_args = []
            for arg_line in contents.splitlines():
                for arg in self.convert_arg_line_to_args(arg_line):
                    file_args.append(arg)
            new_arg_strings.extend(self._read_args_from_files(file_args))
        return new_arg_strings

    def convert_arg_line_to_args(self, arg_line):
        return [arg_line]

    def _match_argument(self, action, arg_strings_pattern):
        if action.option_strings:
            count = _match_option_nargs(action.nargs, arg_strings_pattern)
        else:
            lengths = _match_atoms([_nargs_atoms(action)], arg_strings_pattern)
            count = -1 if lengths is None else lengths[0]
        if count < 0:
            nargs = action.nargs
            if nargs is None:
                msg = _('expected one argument')
            elif nargs == OPTIONAL:
                msg = _('expected at most one argument')
            elif nargs == ONE_OR_MORE:
                msg = _('expected at least one argument')
            else:
                msg = ngettext('expected %s argument',
                               'expected %s arguments', nargs) % nargs
            raise ArgumentError(action, msg)
        return count

    def _match_arguments_partial(self, actions, arg_strings_pattern):
        groups = [_nargs_atoms(action) for action in actions]
        for i in range(len(actions), 0, -1):
            lengths = _match_atoms(groups[:i], arg_strings_pattern)
            if lengths is not None:
                return lengths
        return []

    def _parse_optional(self, arg_string):
        if not arg_string:
            return None
        if not arg_string[0] in self.prefix_chars:
            return None
        option_string_actions = self._option_string_actions
        if arg_string in option_string_actions:
            return option_string_actions[arg_string], arg_string, None
        if len(arg_string) == 1:
            return None
        if '=' in arg_string:
            option_string, explicit_arg = arg_string.split('=', 1)
            if option_string in option_string_actions:
                return (option_string_actions[option_string], option_string,
                        explicit_arg)

        option_tuples = self._get_option_tuples(arg_string)
        if len(option_tuples) > 1:
            options = ', '.join([option_string for _a, option_string, _e
                                 in option_tuples])
            msg = _('ambiguous option: %(option)s could match %(matches)s')
            self.error(msg % {'option': arg_string, 'matches': options})
        elif len(option_tuples) == 1:
            return option_tuples[0]

        # a negative number is an argument unless options look like them
        if _is_negative_number(arg_string):
            if not self._has_negative_number_optionals:
                return None
        if ' ' in arg_string:
            return None
        return None, arg_string, None

    def _get_option_tuples(self, option_string):
        result = []
        chars = self.prefix_chars
        option_string_actions = self._option_string_actions
        if option_string[0] in chars and option_string[1] in chars:
            # long options: abbreviations, split at '='
            if self.allow_abbrev:
                if '=' in option_string:
                    option_prefix, explicit_arg = option_string.split('=', 1)
                else:
                    option_prefix = option_string
                    explicit_arg = None
                for candidate in option_string_actions:
                    if candidate.startswith(option_prefix):
                        result.append((option_string_actions[candidate],
                                       candidate, explicit_arg))
        elif option_string[0] in chars and option_string[1] not in chars:
            # short options: -xVALUE, or a prefix of a single-dash long one
            short_option_prefix = option_string[:2]
            short_explicit_arg = option_string[2:]
            for candidate in option_string_actions:
                if candidate == short_option_prefix:
                    result.append((option_string_actions[candidate],
                                   candidate, short_explicit_arg))
                elif candidate.startswith(option_string):
                    result.append((option_string_actions[candidate],
                                   candidate, None))
        else:
            self.error(_('unexpected option string: %s') % option_string)
        return result

    def _get_values(self, action, arg_strings):
        nargs = action.nargs
        if nargs != PARSER and nargs != REMAINDER:
            if '--' in arg_strings:
                arg_strings.remove('--')

        if not arg_strings and nargs == OPTIONAL:
            if action.option_strings:
                value = action.const
            else:
                value = action.default
            if isinstance(value, str):
                value = self._get_value(action, value)
                self._check_value(action, value)
        elif (not arg_strings and nargs == ZERO_OR_MORE
              and not action.option_strings):
            if action.default is not None:
                value = action.default
            else:
                value = arg_strings
            self._check_value(action, value)
        elif len(arg_strings) == 1 and (nargs is None or nargs == OPTIONAL):
            value = self._get_value(action, arg_strings[0])
            self._check_value(action, value)
        elif nargs == REMAINDER:
            value = [self._get_value(action, v) for v in arg_strings]
        elif nargs == PARSER:
            value = [self._get_value(action, v) for v in arg_strings]
            self._check_value(action, value[0])
        elif nargs == SUPPRESS:
            value = SUPPRESS
        else:
            value = [self._get_value(action, v) for v in arg_strings]
            for v in value:
                self._check_value(action, v)
        return value

    def _get_value(self, action, arg_string):
        type_func = self._registry_get('type', action.type, action.type)
        if not callable(type_func):
            msg = _('%r is not callable')
            raise ArgumentError(action, msg % type_func)
        try:
            result = type_func(arg_string)
        except ArgumentTypeError as err:
            raise ArgumentError(action, str(err))
        except (TypeError, ValueError):
            name = getattr(action.type, '__name__', repr(action.type))
            msg = _('invalid %(type)s value: %(value)r')
            raise ArgumentError(action, msg % {'type': name,
                                               'value': arg_string})
        return result

    def _check_value(self, action, value):
        choices = action.choices
        if choices is not None and value not in choices:
            msg = _('invalid choice: %(value)r (choose from %(choices)s)')
            raise ArgumentError(action, msg % {
                'value': value, 'choices': ', '.join(map(repr, choices))})

    # --- intermixed parsing ---

    def parse_intermixed_args(self, args=None, namespace=None):
        args, argv = self.parse_known_intermixed_args(args, namespace)
        if argv:
            msg = _('unrecognized arguments: %s')
            self.error(msg % ' '.join(argv))
        return args

    def parse_known_intermixed_args(self, args=None, namespace=None):
        # First the options (positionals hidden), then the positionals
        # from what is left.
        positionals = self._get_positional_actions()
        for action in positionals:
            if action.nargs == PARSER or action.nargs == REMAINDER:
                raise TypeError('parse_intermixed_args: positional arg'
                                ' with nargs=%s' % action.nargs)
        for group in self._mutually_exclusive_groups:
            for action in group._group_actions:
                if action in positionals:
                    raise TypeError('parse_intermixed_args: positional in'
                                    ' mutuallyExclusiveGroup')
        try:
            save_usage = self.usage
            try:
                if self.usage is None:
                    self.usage = self.format_usage()[7:]
                for action in positionals:
                    action.save_nargs = action.nargs
                    action.nargs = SUPPRESS
                    action.save_default = action.default
                    action.default = SUPPRESS
                namespace, remaining_args = self.parse_known_args(args,
                                                                  namespace)
                for action in positionals:
                    if (hasattr(namespace, action.dest)
                            and getattr(namespace, action.dest) == []):
                        try:
                            from warnings import warn
                        except ImportError:
                            pass
                        else:
                            warn('Do not expect %s in %s' % (action.dest,
                                                              namespace))
                        delattr(namespace, action.dest)
            finally:
                for action in positionals:
                    action.nargs = action.save_nargs
                    action.default = action.save_default
            optionals = self._get_optional_actions()
            try:
                for action in optionals:
                    action.save_required = action.required
                    action.required = False
                for group in self._mutually_exclusive_groups:
                    group.save_required = group.required
                    group.required = False
                namespace, extras = self.parse_known_args(remaining_args,
                                                          namespace)
            finally:
                for action in optionals:
                    action.required = action.save_required
                for group in self._mutually_exclusive_groups:
                    group.required = group.save_required
        finally:
            self.usage = save_usage
        return namespace, extras

    # --- help ---

    def format_usage(self):
        formatter = self._get_formatter()
        formatter.add_usage(self.usage, self._actions,
                            self._mutually_exclusive_groups)
        return formatter.format_help()

    def format_help(self):
        formatter = self._get_formatter()
        formatter.add_usage(self.usage, self._actions,
                            self._mutually_exclusive_groups)
        formatter.add_text(self.description)
        for action_group in self._action_groups:
            formatter.start_section(action_group.title)
            formatter.add_text(action_group.description)
            formatter.add_arguments(action_group._group_actions)
            formatter.end_section()
        formatter.add_text(self.epilog)
        return formatter.format_help()

    def _get_formatter(self):
        return self.formatter_class(prog=self.prog)

    # --- output and exiting ---

    def print_usage(self, file=None):
        if file is None:
            file = _sys.stdout
        self._print_message(self.format_usage(), file)

    def print_help(self, file=None):
        if file is None:
            file = _sys.stdout
        self._print_message(self.format_help(), file)

    def _print_message(self, message, file=None):
        if message:
            file = file or _sys.stderr
            try:
                file.write(message)
            except (AttributeError, OSError):
                pass

    def exit(self, status=0, message=None):
        if message:
            self._print_message(message, _sys.stderr)
        _sys.exit(status)

    def error(self, message):
        """error(message: string)

        Prints a usage message incorporating the message to stderr and
        exits.

        If you override this in a subclass, it should not return -- it
        should either exit or raise an exception.
        """
        self.print_usage(_sys.stderr)
        self.exit(2, _('%(prog)s: error: %(message)s\n') % {
            'prog': self.prog, 'message': message})
