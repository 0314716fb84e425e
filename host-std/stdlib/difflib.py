"""Helpers for computing deltas between sequences (CPython 3.11 API),
written for Trellis.

Implemented: SequenceMatcher (isjunk, autojunk with the "popular
element" rule for sequences of 200 or more items, set_seqs/set_seq1/
set_seq2, find_longest_match, get_matching_blocks, get_opcodes,
get_grouped_opcodes, ratio, quick_ratio, real_quick_ratio, and the
attributes a, b, b2j, bjunk, bpopular, fullbcount, matching_blocks,
opcodes), Match, get_close_matches, Differ (compare), ndiff, restore,
unified_diff, context_diff, diff_bytes, IS_LINE_JUNK and
IS_CHARACTER_JUNK. The matching algorithm is CPython's step for step
(the same longest-match search, tie-breaking, junk extension and block
merging), so matching blocks, opcodes, ratios and every diff format
are CPython's, including its quirks (get_grouped_opcodes trims the
cached opcodes list in place, as CPython's does).

Differences: HtmlDiff is not provided. diff_bytes decodes and
re-encodes with latin-1 rather than ASCII with surrogateescape
(Trellis strings cannot hold lone surrogates); the bytes produced are
the same, but a custom dfunc sees characters U+0080-U+00FF where
CPython's would see surrogates. IS_LINE_JUNK without a pat argument
tests the line with str.strip() instead of a compiled regular
expression (same result: blank, or blank around one '#').
"""

from collections import namedtuple as _namedtuple
from heapq import nlargest as _nlargest
from types import GenericAlias

__all__ = ['get_close_matches', 'ndiff', 'restore', 'SequenceMatcher',
           'Differ', 'IS_CHARACTER_JUNK', 'IS_LINE_JUNK', 'context_diff',
           'unified_diff', 'diff_bytes', 'Match']

Match = _namedtuple('Match', 'a b size')


def _calculate_ratio(matches, length):
    if length:
        return 2.0 * matches / length
    return 1.0


class SequenceMatcher:
    """SequenceMatcher is a flexible class for comparing pairs of
    sequences of any type, so long as the sequence elements are
    hashable.

    It looks for the longest contiguous matching subsequence that
    contains no "junk" elements, then recursively does the same to the
    pieces of the sequences to the left and to the right of that match
    (the Ratcliff/Obershelp "gestalt pattern matching" idea, with junk
    handling). isjunk(x) tells which elements of b are junk; with
    autojunk, elements of a b of 200 or more items that make up more
    than 1% of it (plus one) count as "popular" and never start a
    match.
    """

    def __init__(self, isjunk=None, a='', b='', autojunk=True):
        """Construct a SequenceMatcher.

        Optional arg isjunk is None (the default), or a one-argument
        function that takes a sequence element and returns true iff the
        element is junk. Optional arg a is the first of two sequences
        to be compared (default ''), b the second; both must be
        sequences of hashable elements. Optional arg autojunk should be
        set to False to disable the "automatic junk heuristic" that
        treats popular elements as junk.
        """
        self.isjunk = isjunk
        self.a = self.b = None
        self.autojunk = autojunk
        self.set_seqs(a, b)

    def set_seqs(self, a, b):
        """Set the two sequences to be compared."""
        self.set_seq1(a)
        self.set_seq2(b)

    def set_seq1(self, a):
        """Set the first sequence to be compared.

        The second sequence to be compared is not changed. The analysis
        of the second sequence is kept, so compare one sequence against
        many by setting it with set_seq2 once and the others with
        set_seq1.
        """
        if a is self.a:
            return
        self.a = a
        self.matching_blocks = self.opcodes = None

    def set_seq2(self, b):
        """Set the second sequence to be compared.

        The first sequence to be compared is not changed.
        """
        if b is self.b:
            return
        self.b = b
        self.matching_blocks = self.opcodes = None
        self.fullbcount = None
        self.__chain_b()

    # b2j maps each element of b to the ascending list of its indices,
    # junk and popular elements left out (they are in bjunk and
    # bpopular).
    def __chain_b(self):
        b = self.b
        self.b2j = b2j = {}
        for i, elt in enumerate(b):
            indices = b2j.get(elt)
            if indices is None:
                b2j[elt] = [i]
            else:
                indices.append(i)

        self.bjunk = junk = set()
        isjunk = self.isjunk
        if isjunk:
            for elt in b2j.keys():
                if isjunk(elt):
                    junk.add(elt)
            for elt in junk:
                del b2j[elt]

        self.bpopular = popular = set()
        n = len(b)
        if self.autojunk and n >= 200:
            ntest = n // 100 + 1
            for elt, idxs in b2j.items():
                if len(idxs) > ntest:
                    popular.add(elt)
            for elt in popular:
                del b2j[elt]

    def find_longest_match(self, alo=0, ahi=None, blo=0, bhi=None):
        """Find longest matching block in a[alo:ahi] and b[blo:bhi].

        By default it will find the longest match in the entirety of a
        and b.

        Return (i, j, k) such that a[i:i+k] is equal to b[j:j+k],
        where alo <= i <= i+k <= ahi and blo <= j <= j+k <= bhi, k is
        as large as possible among blocks with no junk element, and of
        those the one that starts earliest in a, then earliest in b,
        is chosen. The block is then extended on both sides by equal
        non-junk elements and then by equal junk elements. With no
        match, return (alo, blo, 0).

        >>> s = SequenceMatcher(None, " abcd", "abcd abcd")
        >>> s.find_longest_match(0, 5, 0, 9)
        Match(a=0, b=4, size=5)
        """
        a = self.a
        b = self.b
        b2j = self.b2j
        junk = self.bjunk
        if ahi is None:
            ahi = len(a)
        if bhi is None:
            bhi = len(b)
        besti = alo
        bestj = blo
        bestsize = 0
        # j2len[j] is the length of the longest match ending with a[i-1]
        # and b[j].
        j2len = {}
        nothing = []
        for i in range(alo, ahi):
            newj2len = {}
            for j in b2j.get(a[i], nothing):
                if j < blo:
                    continue
                if j >= bhi:
                    break
                k = j2len.get(j - 1, 0) + 1
                newj2len[j] = k
                if k > bestsize:
                    besti = i - k + 1
                    bestj = j - k + 1
                    bestsize = k
            j2len = newj2len

        # Extend the best match with equal non-junk elements (popular
        # ones can only be matched this way), then with equal junk.
        while (besti > alo and bestj > blo
               and b[bestj - 1] not in junk
               and a[besti - 1] == b[bestj - 1]):
            besti -= 1
            bestj -= 1
            bestsize += 1
        while (besti + bestsize < ahi and bestj + bestsize < bhi
               and b[bestj + bestsize] not in junk
               and a[besti + bestsize] == b[bestj + bestsize]):
            bestsize += 1
        while (besti > alo and bestj > blo
               and b[bestj - 1] in junk
               and a[besti - 1] == b[bestj - 1]):
            besti -= 1
            bestj -= 1
            bestsize += 1
        while (besti + bestsize < ahi and bestj + bestsize < bhi
               and b[bestj + bestsize] in junk
               and a[besti + bestsize] == b[bestj + bestsize]):
            bestsize += 1

        return Match(besti, bestj, bestsize)

    def get_matching_blocks(self):
        """Return list of triples describing matching subsequences.

        Each triple is of the form (i, j, n), and means that
        a[i:i+n] == b[j:j+n]. The triples are monotonically increasing
        in i and in j, adjacent triples never describe adjacent equal
        blocks, and the last triple is a dummy (len(a), len(b), 0).

        >>> s = SequenceMatcher(None, "abxcd", "abcd")
        >>> list(s.get_matching_blocks())
        [Match(a=0, b=0, size=2), Match(a=3, b=2, size=2), Match(a=5, b=4, size=0)]
        """
        if self.matching_blocks is not None:
            return self.matching_blocks
        la = len(self.a)
        lb = len(self.b)
        # A stack of the ranges left to search, as CPython's, so that
        # the blocks are found in the same order.
        queue = [(0, la, 0, lb)]
        blocks = []
        find = self.find_longest_match
        while queue:
            alo, ahi, blo, bhi = queue.pop()
            i, j, k = find(alo, ahi, blo, bhi)
            if k:
                blocks.append((i, j, k))
                if alo < i and blo < j:
                    queue.append((alo, i, blo, j))
                if i + k < ahi and j + k < bhi:
                    queue.append((i + k, ahi, j + k, bhi))
        blocks.sort()

        # Merge blocks that touch.
        merged = []
        i1 = j1 = k1 = 0
        for i2, j2, k2 in blocks:
            if i1 + k1 == i2 and j1 + k1 == j2:
                k1 += k2
            else:
                if k1:
                    merged.append(Match(i1, j1, k1))
                i1 = i2
                j1 = j2
                k1 = k2
        if k1:
            merged.append(Match(i1, j1, k1))
        merged.append(Match(la, lb, 0))
        self.matching_blocks = merged
        return merged

    def get_opcodes(self):
        """Return list of 5-tuples describing how to turn a into b.

        Each tuple is of the form (tag, i1, i2, j1, j2). The first tuple
        has i1 == j1 == 0, and remaining tuples have i1 == the i2 from
        the tuple preceding it, and likewise for j1 == the previous j2.
        The tags are 'replace' (a[i1:i2] should be replaced by
        b[j1:j2]), 'delete' (a[i1:i2] should be deleted), 'insert'
        (b[j1:j2] should be inserted at a[i1:i1]) and 'equal'.

        >>> a = "qabxcd"
        >>> b = "abycdf"
        >>> s = SequenceMatcher(None, a, b)
        >>> for tag, i1, i2, j1, j2 in s.get_opcodes():
        ...    print(("%7s a[%d:%d] (%s) b[%d:%d] (%s)" %
        ...           (tag, i1, i2, a[i1:i2], j1, j2, b[j1:j2])))
         delete a[0:1] (q) b[0:0] ()
          equal a[1:3] (ab) b[0:2] (ab)
        replace a[3:4] (x) b[2:3] (y)
          equal a[4:6] (cd) b[3:5] (cd)
         insert a[6:6] () b[5:6] (f)
        """
        if self.opcodes is not None:
            return self.opcodes
        i = j = 0
        self.opcodes = answer = []
        for ai, bj, size in self.get_matching_blocks():
            if i < ai:
                tag = 'replace' if j < bj else 'delete'
            elif j < bj:
                tag = 'insert'
            else:
                tag = ''
            if tag:
                answer.append((tag, i, ai, j, bj))
            i = ai + size
            j = bj + size
            if size:
                answer.append(('equal', ai, i, bj, j))
        return answer

    def get_grouped_opcodes(self, n=3):
        """Isolate change clusters by eliminating ranges with no changes.

        Return a generator of groups with up to n lines of context.
        Each group is in the same format as returned by get_opcodes().
        """
        codes = self.get_opcodes()
        if not codes:
            codes = [('equal', 0, 1, 0, 1)]
        # Trim the context of an unchanged head and tail to n lines
        # (in place, as CPython does).
        if codes[0][0] == 'equal':
            tag, i1, i2, j1, j2 = codes[0]
            codes[0] = tag, max(i1, i2 - n), i2, max(j1, j2 - n), j2
        if codes[-1][0] == 'equal':
            tag, i1, i2, j1, j2 = codes[-1]
            codes[-1] = tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n)

        nn = n + n
        group = []
        for tag, i1, i2, j1, j2 in codes:
            # A long unchanged stretch ends the group: keep n lines of
            # it at each side.
            if tag == 'equal' and i2 - i1 > nn:
                group.append((tag, i1, min(i2, i1 + n), j1,
                              min(j2, j1 + n)))
                yield group
                group = []
                i1 = max(i1, i2 - n)
                j1 = max(j1, j2 - n)
            group.append((tag, i1, i2, j1, j2))
        if group and not (len(group) == 1 and group[0][0] == 'equal'):
            yield group

    def ratio(self):
        """Return a measure of the sequences' similarity (float in [0,1]).

        Where T is the total number of elements in both sequences, and
        M is the number of matches, this is 2.0*M / T (1.0 if both
        sequences are empty).

        >>> s = SequenceMatcher(None, "abcd", "bcde")
        >>> s.ratio()
        0.75
        """
        matches = 0
        for block in self.get_matching_blocks():
            matches += block[2]
        return _calculate_ratio(matches, len(self.a) + len(self.b))

    def quick_ratio(self):
        """Return an upper bound on ratio() relatively quickly."""
        fullbcount = self.fullbcount
        if fullbcount is None:
            self.fullbcount = fullbcount = {}
            for elt in self.b:
                fullbcount[elt] = fullbcount.get(elt, 0) + 1
        # avail[x] is the number of times x appears in b less the number
        # of times we've seen it in a so far.
        avail = {}
        matches = 0
        for elt in self.a:
            numb = avail.get(elt)
            if numb is None:
                numb = fullbcount.get(elt, 0)
            avail[elt] = numb - 1
            if numb > 0:
                matches += 1
        return _calculate_ratio(matches, len(self.a) + len(self.b))

    def real_quick_ratio(self):
        """Return an upper bound on ratio() very quickly."""
        la = len(self.a)
        lb = len(self.b)
        return _calculate_ratio(min(la, lb), la + lb)

    __class_getitem__ = classmethod(GenericAlias)


def get_close_matches(word, possibilities, n=3, cutoff=0.6):
    """Use SequenceMatcher to return list of the best "good enough"
    matches.

    word is a sequence for which close matches are desired (typically a
    string). possibilities is a list of sequences against which to
    match word. Optional arg n (default 3) is the maximum number of
    close matches to return; n must be > 0. Optional arg cutoff
    (default 0.6) is a float in [0, 1]; possibilities that don't score
    at least that similar to word are ignored. The best (no more than
    n) matches among the possibilities are returned in a list, sorted
    by similarity score, most similar first.

    >>> get_close_matches("appel", ["ape", "apple", "peach", "puppy"])
    ['apple', 'ape']
    """
    if not n > 0:
        raise ValueError('n must be > 0: %r' % (n,))
    if not 0.0 <= cutoff <= 1.0:
        raise ValueError('cutoff must be in [0.0, 1.0]: %r' % (cutoff,))
    result = []
    s = SequenceMatcher()
    s.set_seq2(word)
    for x in possibilities:
        s.set_seq1(x)
        if (s.real_quick_ratio() >= cutoff and s.quick_ratio() >= cutoff
                and s.ratio() >= cutoff):
            result.append((s.ratio(), x))
    result = _nlargest(n, result)
    return [x for score, x in result]


def _keep_original_ws(s, tag_s):
    """Replace whitespace with the original whitespace characters in
    `s`"""
    return ''.join([c if tag_c == ' ' and c.isspace() else tag_c
                    for c, tag_c in zip(s, tag_s)])


class Differ:
    r"""
    Differ is a class for comparing sequences of lines of text, and
    producing human-readable differences or deltas. Each line of a
    delta begins with a two-letter code:

        '- '    line unique to sequence 1
        '+ '    line unique to sequence 2
        '  '    line common to both sequences
        '? '    line not present in either input sequence

    Lines beginning with '? ' attempt to guide the eye to intraline
    differences. Lines are synchronized with a SequenceMatcher, and
    similar lines (ratio of at least 0.75) of a replaced block are
    compared character by character.

    >>> print(''.join(Differ().compare(['one\n', 'two\n'],
    ...                                ['ore\n', 'two\n'])), end="")
    - one
    ?  ^
    + ore
    ?  ^
      two
    """

    def __init__(self, linejunk=None, charjunk=None):
        """Construct a text differencer, with optional filters.

        - `linejunk`: A function that should accept a single string
          argument, and return true iff the string is junk.
        - `charjunk`: A function that should accept a string of length
          1, and return true iff the character is junk.
        """
        self.linejunk = linejunk
        self.charjunk = charjunk

    def compare(self, a, b):
        r"""
        Compare two sequences of lines; generate the resulting delta.

        Each sequence must contain individual single-line strings ending
        with newlines. Such sequences can be obtained from the
        `readlines()` method of file-like objects.
        """
        cruncher = SequenceMatcher(self.linejunk, a, b)
        for tag, alo, ahi, blo, bhi in cruncher.get_opcodes():
            if tag == 'replace':
                g = self._fancy_replace(a, alo, ahi, b, blo, bhi)
            elif tag == 'delete':
                g = self._dump('-', a, alo, ahi)
            elif tag == 'insert':
                g = self._dump('+', b, blo, bhi)
            elif tag == 'equal':
                g = self._dump(' ', a, alo, ahi)
            else:
                raise ValueError('unknown tag %r' % (tag,))
            yield from g

    def _dump(self, tag, x, lo, hi):
        """Generate comparison results for a same-tagged range."""
        for i in range(lo, hi):
            yield '%s %s' % (tag, x[i])

    def _plain_replace(self, a, alo, ahi, b, blo, bhi):
        assert alo < ahi and blo < bhi
        # The shorter block comes first.
        if bhi - blo < ahi - alo:
            yield from self._dump('+', b, blo, bhi)
            yield from self._dump('-', a, alo, ahi)
        else:
            yield from self._dump('-', a, alo, ahi)
            yield from self._dump('+', b, blo, bhi)

    def _fancy_replace(self, a, alo, ahi, b, blo, bhi):
        r"""
        When replacing one block of lines with another, search the
        blocks for *similar* lines; the best-matching pair (if any) is
        used as a synch point, and intraline difference marking is done
        on the similar pair. Lots of work, but often worth it.
        """
        # Only lines at least this similar synch up; best_ratio is the
        # best score seen so far.
        best_ratio = 0.74
        cutoff = 0.75
        cruncher = SequenceMatcher(self.charjunk)
        eqi = eqj = None    # first pair of identical lines, if any
        best_i = best_j = None
        for j in range(blo, bhi):
            bj = b[j]
            cruncher.set_seq2(bj)
            for i in range(alo, ahi):
                ai = a[i]
                if ai == bj:
                    if eqi is None:
                        eqi = i
                        eqj = j
                    continue
                cruncher.set_seq1(ai)
                # The cheap upper bounds first.
                if (cruncher.real_quick_ratio() > best_ratio
                        and cruncher.quick_ratio() > best_ratio
                        and cruncher.ratio() > best_ratio):
                    best_ratio = cruncher.ratio()
                    best_i = i
                    best_j = j
        if best_ratio < cutoff:
            if eqi is None:
                # Neither a close pair nor an identical one.
                yield from self._plain_replace(a, alo, ahi, b, blo, bhi)
                return
            # Synch up on the identical pair.
            best_i = eqi
            best_j = eqj
            best_ratio = 1.0
        else:
            # A close pair wins over an identical one.
            eqi = None

        yield from self._fancy_helper(a, alo, best_i, b, blo, best_j)

        aelt = a[best_i]
        belt = b[best_j]
        if eqi is None:
            # Mark the differences inside the synch pair.
            atags = btags = ''
            cruncher.set_seqs(aelt, belt)
            for tag, ai1, ai2, bj1, bj2 in cruncher.get_opcodes():
                la = ai2 - ai1
                lb = bj2 - bj1
                if tag == 'replace':
                    atags += '^' * la
                    btags += '^' * lb
                elif tag == 'delete':
                    atags += '-' * la
                elif tag == 'insert':
                    btags += '+' * lb
                elif tag == 'equal':
                    atags += ' ' * la
                    btags += ' ' * lb
                else:
                    raise ValueError('unknown tag %r' % (tag,))
            yield from self._qformat(aelt, belt, atags, btags)
        else:
            yield '  ' + aelt

        yield from self._fancy_helper(a, best_i + 1, ahi, b, best_j + 1, bhi)

    def _fancy_helper(self, a, alo, ahi, b, blo, bhi):
        if alo < ahi:
            if blo < bhi:
                yield from self._fancy_replace(a, alo, ahi, b, blo, bhi)
            else:
                yield from self._dump('-', a, alo, ahi)
        elif blo < bhi:
            yield from self._dump('+', b, blo, bhi)

    def _qformat(self, aline, bline, atags, btags):
        r"""
        Format "?" output and deal with tabs.

        The tags keep the tabs and other white space of the lines
        they mark, so that they line up; trailing blanks are removed.
        """
        atags = _keep_original_ws(aline, atags).rstrip()
        btags = _keep_original_ws(bline, btags).rstrip()

        yield '- ' + aline
        if atags:
            yield '? %s\n' % atags

        yield '+ ' + bline
        if btags:
            yield '? %s\n' % btags


def IS_LINE_JUNK(line, pat=None):
    r"""
    Return True for ignorable line: iff `line` is blank or contains a
    single '#'.

    >>> IS_LINE_JUNK('\n')
    True
    >>> IS_LINE_JUNK('  #   \n')
    True
    >>> IS_LINE_JUNK('hello\n')
    False
    """
    if pat is None:
        stripped = line.strip()
        return stripped == '' or stripped == '#'
    return pat(line) is not None


def IS_CHARACTER_JUNK(ch, ws=' \t'):
    r"""
    Return True for ignorable character: iff `ch` is a space or tab.

    >>> IS_CHARACTER_JUNK(' ')
    True
    >>> IS_CHARACTER_JUNK('\t')
    True
    >>> IS_CHARACTER_JUNK('\n')
    False
    >>> IS_CHARACTER_JUNK('x')
    False
    """
    return ch in ws


def _format_range_unified(start, stop):
    'Convert range to the "ed" format'
    # Unified diffs count lines from 1; an empty range is named by the
    # line before it.
    beginning = start + 1
    length = stop - start
    if length == 1:
        return '%d' % beginning
    if not length:
        beginning -= 1
    return '%d,%d' % (beginning, length)


def unified_diff(a, b, fromfile='', tofile='', fromfiledate='',
                 tofiledate='', n=3, lineterm='\n'):
    r"""
    Compare two sequences of lines; generate the delta as a unified
    diff.

    Unified diffs are a compact way of showing line changes and a few
    lines of context. The number of context lines is set by 'n' which
    defaults to three.

    By default, the diff control lines (those with ---, +++, or @@) are
    created with a trailing newline. For inputs that do not have
    trailing newlines, set the lineterm argument to "" so that the
    output will be uniformly newline free.

    The unidiff format normally has a header for filenames and
    modification times. Any or all of these may be specified using
    strings for 'fromfile', 'tofile', 'fromfiledate', and 'tofiledate'.
    """
    _check_types(a, b, fromfile, tofile, fromfiledate, tofiledate, lineterm)
    started = False
    for group in SequenceMatcher(None, a, b).get_grouped_opcodes(n):
        if not started:
            started = True
            fromdate = '\t' + fromfiledate if fromfiledate else ''
            todate = '\t' + tofiledate if tofiledate else ''
            yield '--- %s%s%s' % (fromfile, fromdate, lineterm)
            yield '+++ %s%s%s' % (tofile, todate, lineterm)

        first = group[0]
        last = group[-1]
        file1_range = _format_range_unified(first[1], last[2])
        file2_range = _format_range_unified(first[3], last[4])
        yield '@@ -%s +%s @@%s' % (file1_range, file2_range, lineterm)

        for tag, i1, i2, j1, j2 in group:
            if tag == 'equal':
                for line in a[i1:i2]:
                    yield ' ' + line
                continue
            if tag == 'replace' or tag == 'delete':
                for line in a[i1:i2]:
                    yield '-' + line
            if tag == 'replace' or tag == 'insert':
                for line in b[j1:j2]:
                    yield '+' + line


def _format_range_context(start, stop):
    'Convert range to the "ed" format'
    beginning = start + 1
    length = stop - start
    if not length:
        beginning -= 1
    if length <= 1:
        return '%d' % beginning
    return '%d,%d' % (beginning, beginning + length - 1)


_CONTEXT_PREFIX = {'insert': '+ ', 'delete': '- ', 'replace': '! ',
                   'equal': '  '}


def context_diff(a, b, fromfile='', tofile='', fromfiledate='',
                 tofiledate='', n=3, lineterm='\n'):
    r"""
    Compare two sequences of lines; generate the delta as a context
    diff.

    Context diffs are a compact way of showing line changes and a few
    lines of context. The number of context lines is set by 'n' which
    defaults to three.

    By default, the diff control lines (those with *** or ---) are
    created with a trailing newline. For inputs that do not have
    trailing newlines, set the lineterm argument to "" so that the
    output will be uniformly newline free.

    The context diff format normally has a header for filenames and
    modification times. Any or all of these may be specified using
    strings for 'fromfile', 'tofile', 'fromfiledate', and 'tofiledate'.
    """
    _check_types(a, b, fromfile, tofile, fromfiledate, tofiledate, lineterm)
    prefix = _CONTEXT_PREFIX
    started = False
    for group in SequenceMatcher(None, a, b).get_grouped_opcodes(n):
        if not started:
            started = True
            fromdate = '\t' + fromfiledate if fromfiledate else ''
            todate = '\t' + tofiledate if tofiledate else ''
            yield '*** %s%s%s' % (fromfile, fromdate, lineterm)
            yield '--- %s%s%s' % (tofile, todate, lineterm)

        first = group[0]
        last = group[-1]
        yield '***************' + lineterm

        file1_range = _format_range_context(first[1], last[2])
        yield '*** %s ****%s' % (file1_range, lineterm)
        if any(op[0] == 'replace' or op[0] == 'delete' for op in group):
            for tag, i1, i2, _, _ in group:
                if tag != 'insert':
                    for line in a[i1:i2]:
                        yield prefix[tag] + line

        file2_range = _format_range_context(first[3], last[4])
        yield '--- %s ----%s' % (file2_range, lineterm)
        if any(op[0] == 'replace' or op[0] == 'insert' for op in group):
            for tag, _, _, j1, j2 in group:
                if tag != 'delete':
                    for line in b[j1:j2]:
                        yield prefix[tag] + line


def _check_types(a, b, *args):
    # Checking types is weird, but the alternative is garbled output
    # when someone passes mixed bytes and str to {unified,context}_diff().
    if a and not isinstance(a[0], str):
        raise TypeError('lines to compare must be str, not %s (%r)' %
                        (type(a[0]).__name__, a[0]))
    if b and not isinstance(b[0], str):
        raise TypeError('lines to compare must be str, not %s (%r)' %
                        (type(b[0]).__name__, b[0]))
    for arg in args:
        if not isinstance(arg, str):
            raise TypeError('all arguments must be str, not: %r' % (arg,))


def diff_bytes(dfunc, a, b, fromfile=b'', tofile=b'', fromfiledate=b'',
               tofiledate=b'', n=3, lineterm=b'\n'):
    r"""
    Compare `a` and `b`, two sequences of lines represented as bytes
    rather than str. This is a wrapper for `dfunc`, which is typically
    either unified_diff() or context_diff(). Inputs are losslessly
    converted to strings so that `dfunc` only has to worry about
    strings, and encoded back to bytes on return. This is necessary to
    compare files with unknown or inconsistent encoding. All other
    inputs (except `n`) must be bytes rather than str.
    """
    def decode(s):
        try:
            return s.decode('latin-1')
        except AttributeError as err:
            msg = ('all arguments must be bytes, not %s (%r)' %
                   (type(s).__name__, s))
            raise TypeError(msg) from err
    a = list(map(decode, a))
    b = list(map(decode, b))
    fromfile = decode(fromfile)
    tofile = decode(tofile)
    fromfiledate = decode(fromfiledate)
    tofiledate = decode(tofiledate)
    lineterm = decode(lineterm)

    lines = dfunc(a, b, fromfile, tofile, fromfiledate, tofiledate, n,
                  lineterm)
    for line in lines:
        yield line.encode('latin-1')


def ndiff(a, b, linejunk=None, charjunk=IS_CHARACTER_JUNK):
    r"""
    Compare `a` and `b` (lists of strings); return a `Differ`-style
    delta.

    Optional keyword parameters `linejunk` and `charjunk` are for filter
    functions, or can be None:

    - linejunk: A function that should accept a single string argument
      and return true iff the string is junk. The default is None.
    - charjunk: A function that should accept a string of length 1. The
      default is module-level function IS_CHARACTER_JUNK, which filters
      out whitespace characters (a blank or tab; note: it's a bad idea
      to include newline in this!).
    """
    return Differ(linejunk, charjunk).compare(a, b)


def restore(delta, which):
    r"""
    Generate one of the two sequences that generated a delta.

    Given a `delta` produced by `Differ.compare()` or `ndiff()`, extract
    lines originating from file 1 or 2 (parameter `which`), stripping
    off line prefixes.
    """
    try:
        tag = {1: '- ', 2: '+ '}[int(which)]
    except KeyError:
        raise ValueError('unknown delta choice (must be 1 or 2): %r'
                         % which) from None
    prefixes = ('  ', tag)
    for line in delta:
        if line[:2] in prefixes:
            yield line[2:]
