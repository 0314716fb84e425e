"""Text wrapping and filling (CPython 3.11 API), written for Trellis.

Implemented: TextWrapper (width, initial_indent, subsequent_indent,
expand_tabs, tabsize, replace_whitespace, fix_sentence_endings,
break_long_words, drop_whitespace, break_on_hyphens, max_lines,
placeholder; wrap and fill), wrap, fill, shorten, dedent, indent.

There is no re module here: the word splitting CPython does with the
regular expressions wordsep_re and wordsep_simple_re, the sentence-ending
test of sentence_end_re and dedent's patterns are written out by hand with
the same results, so TextWrapper has no wordsep_re, wordsep_simple_re or
sentence_end_re attributes to override.
"""

__all__ = ['TextWrapper', 'wrap', 'fill', 'dedent', 'indent', 'shorten']

# The whitespace TextWrapper knows (CPython uses these, not str.isspace,
# so that non-breaking spaces stay inside words).
_whitespace = '\t\n\x0b\x0c\r '

_WORD_PUNCT = '!"\'&.,?'


def _is_word(c):
    # \w of a str pattern
    return c.isalnum() or c == '_'


def _is_letter(c):
    # [^\d\W]: a word character that is not a decimal digit
    return (c.isalnum() or c == '_') and not c.isdecimal()


def _is_word_punct(c):
    return c in _WORD_PUNCT or c.isalnum() or c == '_'


def _em_dash_ahead(text, i, n):
    """Whether text[i:] starts with two or more hyphens and a word char."""
    j = i
    while j < n and text[j] == '-':
        j += 1
    return j - i >= 2 and j < n and _is_word(text[j])


def _hyphen_breaks(text, e, n):
    """Whether a word may be broken after the hyphen at text[e]."""
    # What precedes: two letters, or letter-hyphen-letter.
    if e >= 2 and _is_letter(text[e - 1]):
        if _is_letter(text[e - 2]):
            pass
        elif not (e >= 3 and text[e - 2] == '-' and _is_letter(text[e - 3])):
            return False
    else:
        return False
    # What follows: a letter, an optional hyphen and a letter.
    if e + 2 >= n or not _is_letter(text[e + 1]):
        return False
    c = text[e + 2]
    if _is_letter(c):
        return True
    return c == '-' and e + 3 < n and _is_letter(text[e + 3])


def _split_words(text):
    """Split text into whitespace runs and words, words broken after the
    hyphens of hyphenated words and before and after em-dashes (CPython's
    wordsep_re)."""
    chunks = []
    n = len(text)
    ws = _whitespace
    i = 0
    while i < n:
        c = text[i]
        if c in ws:
            j = i + 1
            while j < n and text[j] in ws:
                j += 1
            chunks.append(text[i:j])
            i = j
            continue
        if c == '-' and i > 0 and _is_word_punct(text[i - 1]):
            j = i
            while j < n and text[j] == '-':
                j += 1
            if j - i >= 2 and j < n and _is_word(text[j]):
                chunks.append(text[i:j])
                i = j
                continue
        e = i + 1
        while True:
            if e == n:
                break
            c = text[e]
            if c in ws:
                break
            if c == '-':
                if _hyphen_breaks(text, e, n):
                    e += 1
                    break
                if _is_word_punct(text[e - 1]) and _em_dash_ahead(text, e, n):
                    break
            e += 1
        chunks.append(text[i:e])
        i = e
    return chunks


def _split_simple(text):
    """Split text into whitespace runs and the runs between them."""
    chunks = []
    n = len(text)
    ws = _whitespace
    i = 0
    while i < n:
        j = i + 1
        if text[i] in ws:
            while j < n and text[j] in ws:
                j += 1
        else:
            while j < n and text[j] not in ws:
                j += 1
        chunks.append(text[i:j])
        i = j
    return chunks


def _ends_sentence(chunk):
    """[a-z][.!?]["']? at the end of chunk (CPython's sentence_end_re)."""
    n = len(chunk)
    if n and chunk[-1] in '"\'':
        n -= 1
    if n < 2:
        return False
    return chunk[n - 1] in '.!?' and 'a' <= chunk[n - 2] <= 'z'


class TextWrapper:
    """Object for wrapping/filling text.  The public interface consists of
    the wrap() and fill() methods; the other methods are just there for
    subclasses to override in order to tweak the default behaviour."""

    unicode_whitespace_trans = dict.fromkeys(map(ord, _whitespace), ord(' '))

    def __init__(self,
                 width=70,
                 initial_indent="",
                 subsequent_indent="",
                 expand_tabs=True,
                 replace_whitespace=True,
                 fix_sentence_endings=False,
                 break_long_words=True,
                 drop_whitespace=True,
                 break_on_hyphens=True,
                 tabsize=8,
                 *,
                 max_lines=None,
                 placeholder=' [...]'):
        self.width = width
        self.initial_indent = initial_indent
        self.subsequent_indent = subsequent_indent
        self.expand_tabs = expand_tabs
        self.replace_whitespace = replace_whitespace
        self.fix_sentence_endings = fix_sentence_endings
        self.break_long_words = break_long_words
        self.drop_whitespace = drop_whitespace
        self.break_on_hyphens = break_on_hyphens
        self.tabsize = tabsize
        self.max_lines = max_lines
        self.placeholder = placeholder

    # -- Private methods -----------------------------------------------

    def _munge_whitespace(self, text):
        """Expand tabs and turn every other whitespace character into a
        space."""
        if self.expand_tabs:
            text = text.expandtabs(self.tabsize)
        if self.replace_whitespace:
            text = text.translate(self.unicode_whitespace_trans)
        return text

    def _split(self, text):
        """Split the text to wrap into indivisible chunks."""
        if self.break_on_hyphens is True:
            return _split_words(text)
        return _split_simple(text)

    def _fix_sentence_endings(self, chunks):
        """Make sure there are two spaces after the end of each sentence."""
        i = 0
        while i < len(chunks) - 1:
            if chunks[i + 1] == " " and _ends_sentence(chunks[i]):
                chunks[i + 1] = "  "
                i += 2
            else:
                i += 1

    def _handle_long_word(self, reversed_chunks, cur_line, cur_len, width):
        """Handle a chunk of text that is too long to fit in any line."""
        if width < 1:
            space_left = 1
        else:
            space_left = width - cur_len
        if self.break_long_words:
            end = space_left
            chunk = reversed_chunks[-1]
            if self.break_on_hyphens and len(chunk) > space_left:
                hyphen = chunk.rfind('-', 0, space_left)
                if hyphen > 0:
                    for c in chunk[:hyphen]:
                        if c != '-':
                            end = hyphen + 1
                            break
            cur_line.append(chunk[:end])
            reversed_chunks[-1] = chunk[end:]
        elif not cur_line:
            cur_line.append(reversed_chunks.pop())

    def _wrap_chunks(self, chunks):
        """Wrap a sequence of chunks into lines of at most self.width
        characters."""
        lines = []
        if self.width <= 0:
            raise ValueError("invalid width %r (must be > 0)" % self.width)
        if self.max_lines is not None:
            if self.max_lines > 1:
                indent = self.subsequent_indent
            else:
                indent = self.initial_indent
            if len(indent) + len(self.placeholder.lstrip()) > self.width:
                raise ValueError("placeholder too large for max width")

        chunks.reverse()
        while chunks:
            cur_line = []
            cur_len = 0
            if lines:
                indent = self.subsequent_indent
            else:
                indent = self.initial_indent
            width = self.width - len(indent)

            # Whitespace at the start of a line (but the first) goes.
            if self.drop_whitespace and chunks[-1].strip() == '' and lines:
                del chunks[-1]

            while chunks:
                size = len(chunks[-1])
                if cur_len + size <= width:
                    cur_line.append(chunks.pop())
                    cur_len += size
                else:
                    break

            if chunks and len(chunks[-1]) > width:
                self._handle_long_word(chunks, cur_line, cur_len, width)
                cur_len = 0
                for part in cur_line:
                    cur_len += len(part)

            # Whitespace at the end of a line goes.
            if self.drop_whitespace and cur_line and cur_line[-1].strip() == '':
                cur_len -= len(cur_line[-1])
                del cur_line[-1]

            if cur_line:
                if (self.max_lines is None or
                        len(lines) + 1 < self.max_lines or
                        (not chunks or
                         self.drop_whitespace and
                         len(chunks) == 1 and
                         not chunks[0].strip()) and cur_len <= width):
                    lines.append(indent + ''.join(cur_line))
                else:
                    while cur_line:
                        if (cur_line[-1].strip() and
                                cur_len + len(self.placeholder) <= width):
                            cur_line.append(self.placeholder)
                            lines.append(indent + ''.join(cur_line))
                            break
                        cur_len -= len(cur_line[-1])
                        del cur_line[-1]
                    else:
                        if lines:
                            prev_line = lines[-1].rstrip()
                            if (len(prev_line) + len(self.placeholder) <=
                                    self.width):
                                lines[-1] = prev_line + self.placeholder
                                break
                        lines.append(indent + self.placeholder.lstrip())
                    break

        return lines

    def _split_chunks(self, text):
        text = self._munge_whitespace(text)
        return self._split(text)

    # -- Public interface ----------------------------------------------

    def wrap(self, text):
        """Wrap a single paragraph of text, returning a list of wrapped
        lines."""
        chunks = self._split_chunks(text)
        if self.fix_sentence_endings:
            self._fix_sentence_endings(chunks)
        return self._wrap_chunks(chunks)

    def fill(self, text):
        """Wrap a single paragraph of text, and return a new string
        containing the entire wrapped paragraph."""
        return "\n".join(self.wrap(text))


# -- Convenience interface ---------------------------------------------

def wrap(text, width=70, **kwargs):
    """Wrap a single paragraph of text, returning a list of wrapped lines."""
    w = TextWrapper(width=width, **kwargs)
    return w.wrap(text)


def fill(text, width=70, **kwargs):
    """Fill a single paragraph of text, returning a new string."""
    w = TextWrapper(width=width, **kwargs)
    return w.fill(text)


def shorten(text, width, **kwargs):
    """Collapse and truncate the given text to fit in the given width."""
    w = TextWrapper(width=width, max_lines=1, **kwargs)
    return w.fill(' '.join(text.strip().split()))


# -- Loosely related functionality -------------------------------------

def _leading_blank(line):
    """The run of spaces and tabs line starts with."""
    i = 0
    n = len(line)
    while i < n and line[i] in ' \t':
        i += 1
    return line[:i]


def dedent(text):
    """Remove any common leading whitespace from every line in `text`."""
    if not isinstance(text, str):
        if isinstance(text, (bytes, bytearray)):
            raise TypeError('cannot use a string pattern on a bytes-like object')
        raise TypeError("expected string or bytes-like object, got '%s'"
                        % type(text).__name__)
    lines = text.split('\n')
    margin = None
    for k in range(len(lines)):
        line = lines[k]
        if not line:
            continue
        blank = _leading_blank(line)
        if len(blank) == len(line):
            # Lines of only spaces and tabs are emptied.
            lines[k] = ''
            continue
        if margin is None:
            margin = blank
        elif blank.startswith(margin):
            pass
        elif margin.startswith(blank):
            margin = blank
        else:
            for i in range(min(len(margin), len(blank))):
                if margin[i] != blank[i]:
                    margin = margin[:i]
                    break
    if margin:
        size = len(margin)
        for k in range(len(lines)):
            if lines[k].startswith(margin):
                lines[k] = lines[k][size:]
    return '\n'.join(lines)


def indent(text, prefix, predicate=None):
    """Adds 'prefix' to the beginning of selected lines in 'text'."""
    if predicate is None:
        def predicate(line):
            return line.strip()

    def prefixed_lines():
        for line in text.splitlines(True):
            yield (prefix + line if predicate(line) else line)
    return ''.join(prefixed_lines())
