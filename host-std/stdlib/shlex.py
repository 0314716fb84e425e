"""A lexical analyzer for simple shell-like syntaxes (CPython 3.11 API),
written for Trellis.

Implemented: split(s, comments=False, posix=True), quote(s), join(args)
and the shlex class: shlex(instream=None, infile=None, posix=False,
punctuation_chars=False) with the attributes commenters, wordchars,
whitespace, whitespace_split, quotes, escape, escapedquotes, state,
pushback, lineno, debug, token, filestack, source, eof, infile, instream,
posix and the read-only property punctuation_chars; the methods
get_token, read_token, push_token, push_source, pop_source, sourcehook,
error_leader, and iteration. The tokenizer is a state machine with the
same states (' ', 'a', 'c', a quote or an escape character, None at end
of input) and the same quirks as CPython's, including its debug output.

Differences: there is no io module, so a string given as the input is
wrapped in a small reader class of this module (with read, readline and
close) instead of io.StringIO, and debug messages show that object. Any
object with read(n) and readline() methods works as a stream. Without an
input stream the lexer reads sys.stdin; as Trellis's sys.stdin.read(1)
currently returns all the remaining input, the extra characters are kept
in this module and handed out one at a time. sourcehook
opens files with the builtin open(), which Trellis may not provide (an
OSError is raised then), and joins paths with '/' (there is no os
module). split(None) reads sys.stdin as CPython 3.11 does, and gives the
DeprecationWarning only where a warnings module exists.
"""

import sys
from collections import deque

__all__ = ["shlex", "split", "quote", "join"]


class _StringStream:
    # The part of io.StringIO that shlex needs.

    def __init__(self, text):
        self._chars = list(text)
        self._pos = 0
        self.closed = False

    def read(self, size=-1):
        chars = self._chars
        pos = self._pos
        if size == 1:
            if pos < len(chars):
                self._pos = pos + 1
                return chars[pos]
            return ''
        if size is None or size < 0:
            end = len(chars)
        else:
            end = min(len(chars), pos + size)
        self._pos = max(pos, end)
        return ''.join(chars[pos:end])

    def readline(self, size=-1):
        chars = self._chars
        pos = self._pos
        n = len(chars)
        if size is not None and size >= 0:
            n = min(n, pos + size)
        end = pos
        while end < n:
            end += 1
            if chars[end - 1] == '\n':
                break
        self._pos = max(pos, end)
        return ''.join(chars[pos:end])

    def close(self):
        self.closed = True

    def __repr__(self):
        return '<shlex string stream>'


# Trellis's sys.stdin.read(1) may return more than one character (it reads
# all the input): the rest is kept here, last character first, and read
# before sys.stdin again.
_stdin_rest = []


def _stdin_read(size):
    if _stdin_rest:
        return _stdin_rest.pop()
    chunk = sys.stdin.read(size)
    if len(chunk) > 1:
        for i in range(len(chunk) - 1, 0, -1):
            _stdin_rest.append(chunk[i])
        chunk = chunk[0]
    return chunk


def _stdin_readline():
    parts = []
    while _stdin_rest:
        c = _stdin_rest.pop()
        parts.append(c)
        if c == '\n':
            return ''.join(parts)
    parts.append(sys.stdin.readline())
    return ''.join(parts)


_ASCII_WORDCHARS = ('abcdfeghijklmnopqrstuvwxyz'
                    'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_')
_LATIN1_WORDCHARS = ('\xdf\xe0\xe1\xe2\xe3\xe4\xe5\xe6\xe7\xe8\xe9\xea\xeb'
                     '\xec\xed\xee\xef\xf0\xf1\xf2\xf3\xf4\xf5\xf6\xf8\xf9'
                     '\xfa\xfb\xfc\xfd\xfe\xff\xc0\xc1\xc2\xc3\xc4\xc5\xc6'
                     '\xc7\xc8\xc9\xca\xcb\xcc\xcd\xce\xcf\xd0\xd1\xd2\xd3'
                     '\xd4\xd5\xd6\xd8\xd9\xda\xdb\xdc\xdd\xde')


def _dirname(path):
    # os.path.dirname for POSIX paths.
    head = path[:path.rfind('/') + 1]
    if head and head != '/' * len(head):
        head = head.rstrip('/')
    return head


class shlex:
    "A lexical analyzer class for simple shell-like syntaxes."

    def __init__(self, instream=None, infile=None, posix=False,
                 punctuation_chars=False):
        if isinstance(instream, str):
            instream = _StringStream(instream)
        if instream is None:
            self.instream = sys.stdin
            self.infile = None
        else:
            self.instream = instream
            self.infile = infile
        self.posix = posix
        self.eof = None if posix else ''
        self.commenters = '#'
        self.wordchars = _ASCII_WORDCHARS
        if posix:
            self.wordchars += _LATIN1_WORDCHARS
        self.whitespace = ' \t\r\n'
        self.whitespace_split = False
        self.quotes = '\'"'
        self.escape = '\\'
        self.escapedquotes = '"'
        self.state = ' '
        self.pushback = deque()
        self.lineno = 1
        self.debug = 0
        self.token = ''
        self.filestack = deque()
        self.source = None
        if not punctuation_chars:
            punctuation_chars = ''
        elif punctuation_chars is True:
            punctuation_chars = '();<>|&'
        self._punctuation_chars = punctuation_chars
        if punctuation_chars:
            # Characters read past the end of a token, read again first.
            self._pushback_chars = deque()
            # Characters that may appear in file names and wildcards join
            # words, unless they are punctuation themselves.
            kept = []
            for c in self.wordchars + '~-./*?=':
                if c not in punctuation_chars:
                    kept.append(c)
            self.wordchars = ''.join(kept)

    @property
    def punctuation_chars(self):
        return self._punctuation_chars

    def push_token(self, tok):
        "Push a token onto the stack popped by the get_token method"
        if self.debug >= 1:
            print("shlex: pushing token " + repr(tok))
        self.pushback.appendleft(tok)

    def push_source(self, newstream, newfile=None):
        "Push an input source onto the lexer's input source stack."
        if isinstance(newstream, str):
            newstream = _StringStream(newstream)
        self.filestack.appendleft((self.infile, self.instream, self.lineno))
        self.infile = newfile
        self.instream = newstream
        self.lineno = 1
        if self.debug:
            if newfile is not None:
                print('shlex: pushing to file %s' % (self.infile,))
            else:
                print('shlex: pushing to stream %s' % (self.instream,))

    def pop_source(self):
        "Pop the input source stack."
        self.instream.close()
        self.infile, self.instream, self.lineno = self.filestack.popleft()
        if self.debug:
            print('shlex: popping to %s, line %d'
                  % (self.instream, self.lineno))
        self.state = ' '

    def get_token(self):
        "Get a token from the input stream (or from stack if it's nonempty)"
        if self.pushback:
            tok = self.pushback.popleft()
            if self.debug >= 1:
                print("shlex: popping token " + repr(tok))
            return tok
        raw = self.read_token()
        # Handle inclusions
        if self.source is not None:
            while raw == self.source:
                spec = self.sourcehook(self.read_token())
                if spec:
                    newfile, newstream = spec
                    self.push_source(newstream, newfile)
                raw = self.get_token()
        # Maybe we got EOF instead?
        while raw == self.eof:
            if not self.filestack:
                return self.eof
            self.pop_source()
            raw = self.get_token()
        if self.debug >= 1:
            if raw != self.eof:
                print("shlex: token=" + repr(raw))
            else:
                print("shlex: token=EOF")
        return raw

    def read_token(self):
        # The tokenizer. The token being built is kept in the list buf
        # (self.token is only brought up to date when leaving), the state
        # in the local variable state (written back to self.state).
        posix = self.posix
        debug = self.debug
        whitespace = self.whitespace
        wordchars = self.wordchars
        quotes = self.quotes
        escape = self.escape
        commenters = self.commenters
        punct = self._punctuation_chars
        split_ws = self.whitespace_split
        stream = self.instream
        from_stdin = stream is sys.stdin
        read = _stdin_read if from_stdin else stream.read
        pending = self._pushback_chars if punct else None
        state = self.state
        buf = [self.token] if self.token else []
        quoted = False
        # The state to return to after an escaped character.
        after_escape = ' '
        while True:
            if pending:
                c = pending.pop()
            else:
                c = read(1)
            if c == '\n':
                self.lineno += 1
            if debug >= 3:
                print("shlex: in state %r I see character: %r" % (state, c))
            if state is None:
                # Past the end of the input.
                buf = []
                break
            if state == ' ':
                if not c:
                    state = None
                    break
                if c in whitespace:
                    if debug >= 2:
                        print("shlex: I see whitespace in whitespace state")
                    if buf or (posix and quoted):
                        break
                    continue
                if c in commenters:
                    if from_stdin:
                        _stdin_readline()
                    else:
                        stream.readline()
                    self.lineno += 1
                elif posix and c in escape:
                    after_escape = 'a'
                    state = c
                elif c in wordchars:
                    buf = [c]
                    state = 'a'
                elif c in punct:
                    buf = [c]
                    state = 'c'
                elif c in quotes:
                    if not posix:
                        buf = [c]
                    state = c
                elif split_ws:
                    buf = [c]
                    state = 'a'
                else:
                    # A character of its own makes a token of its own.
                    buf = [c]
                    break
            elif state in quotes:
                quoted = True
                if not c:
                    if debug >= 2:
                        print("shlex: I see EOF in quotes state")
                    self.state = state
                    self.token = ''.join(buf)
                    raise ValueError("No closing quotation")
                if c == state:
                    if posix:
                        state = 'a'
                    else:
                        buf.append(c)
                        state = ' '
                        break
                elif posix and c in escape and state in self.escapedquotes:
                    after_escape = state
                    state = c
                else:
                    buf.append(c)
            elif state in escape:
                if not c:
                    if debug >= 2:
                        print("shlex: I see EOF in escape state")
                    self.state = state
                    self.token = ''.join(buf)
                    raise ValueError("No escaped character")
                # Inside quotes a POSIX shell only lets the escape
                # character escape itself and the quote: elsewhere the
                # escape character is kept.
                if (after_escape in quotes and c != state
                        and c != after_escape):
                    buf.append(state)
                buf.append(c)
                state = after_escape
            elif state == 'a' or state == 'c':
                if not c:
                    state = None
                    break
                if c in whitespace:
                    if debug >= 2:
                        print("shlex: I see whitespace in word state")
                    state = ' '
                    if buf or (posix and quoted):
                        break
                    continue
                if c in commenters:
                    if from_stdin:
                        _stdin_readline()
                    else:
                        stream.readline()
                    self.lineno += 1
                    if posix:
                        state = ' '
                        if buf or (posix and quoted):
                            break
                        continue
                elif state == 'c':
                    if c in punct:
                        buf.append(c)
                    else:
                        if c not in whitespace:
                            pending.append(c)
                        state = ' '
                        break
                elif posix and c in quotes:
                    state = c
                elif posix and c in escape:
                    after_escape = 'a'
                    state = c
                elif (c in wordchars or c in quotes
                      or (split_ws and c not in punct)):
                    buf.append(c)
                else:
                    # The character ends the word and is read again as
                    # the start of the next token (with punctuation
                    # characters), or is a token itself.
                    if punct:
                        pending.append(c)
                    else:
                        self.pushback.appendleft(c)
                    if debug >= 2:
                        print("shlex: I see punctuation in word state")
                    state = ' '
                    if buf or (posix and quoted):
                        break
                    continue
        self.state = state
        self.token = ''
        result = ''.join(buf)
        if posix and not quoted and result == '':
            result = None
        if debug > 1:
            if result:
                print("shlex: raw token=" + repr(result))
            else:
                print("shlex: raw token=EOF")
        return result

    def sourcehook(self, newfile):
        "Hook called on a filename to be sourced."
        if newfile[0] == '"':
            newfile = newfile[1:-1]
        # Relative names are relative to the directory of the current file.
        if isinstance(self.infile, str) and not newfile.startswith('/'):
            head = _dirname(self.infile)
            if head and not head.endswith('/'):
                head += '/'
            newfile = head + newfile
        try:
            opener = open
        except NameError:
            raise OSError("cannot open %r: no open() in this runtime"
                          % (newfile,))
        return (newfile, opener(newfile, "r"))

    def error_leader(self, infile=None, lineno=None):
        "Emit a C-compiler-like, Emacs-friendly error-message leader."
        if infile is None:
            infile = self.infile
        if lineno is None:
            lineno = self.lineno
        return "\"%s\", line %d: " % (infile, lineno)

    def __iter__(self):
        return self

    def __next__(self):
        token = self.get_token()
        if token == self.eof:
            raise StopIteration
        return token


def split(s, comments=False, posix=True):
    """Split the string *s* using shell-like syntax."""
    if s is None:
        try:
            import warnings
        except ImportError:
            warnings = None
        if warnings is not None:
            warnings.warn("Passing None for 's' to shlex.split() is "
                          "deprecated.", DeprecationWarning, stacklevel=2)
    lex = shlex(s, posix=posix)
    lex.whitespace_split = True
    if not comments:
        lex.commenters = ''
    return list(lex)


def join(split_command):
    """Return a shell-escaped string from *split_command*."""
    return ' '.join([quote(arg) for arg in split_command])


# The characters that never need quoting: ASCII letters, digits and _ (the
# ASCII \w) and @%+=:,./-
_SAFE = frozenset('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
                  '0123456789_@%+=:,./-')


def quote(s):
    """Return a shell-escaped version of the string *s*."""
    if not s:
        return "''"
    if not isinstance(s, str):
        if isinstance(s, (bytes, bytearray)):
            raise TypeError("cannot use a string pattern on a bytes-like "
                            "object")
        raise TypeError("expected string or bytes-like object, got %r"
                        % type(s).__name__)
    for c in s:
        if c not in _SAFE:
            break
    else:
        return s
    # Single quotes protect everything but a single quote, which is
    # written as '"'"' (close, a double-quoted quote, reopen).
    return "'" + s.replace("'", "'\"'\"'") + "'"
