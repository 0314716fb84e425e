"""The io module (CPython 3.11 API), written for Trellis: open(), files in
text and binary mode over the host's descriptors (the native _os module),
and the in-memory StringIO and BytesIO. The builtin open() is this
module's open().

Implemented: open(file, mode='r', buffering=-1, encoding=None,
errors=None, newline=None, closefd=True, opener=None) with every mode
CPython accepts ('r', 'w', 'x', 'a', each with '+', 'b' or 't') and its
messages for bad ones; a file may be a path (str, bytes or an object with
__fspath__) or a descriptor. Text files decode and encode with the codecs
str.encode and bytes.decode know (UTF-8 by default, as CPython in a UTF-8
locale), translate newlines as CPython does for newline=None, '', '\\n',
'\\r' and '\\r\\n', and have read, readline, readlines, iteration, write,
writelines, seek, tell, truncate, flush, close, fileno, isatty, readable,
writable, seekable, the attributes name, mode, encoding, errors, newlines
(None), buffer, closed, line_buffering, and work as context managers.
Binary files are BufferedReader, BufferedWriter or BufferedRandom over a
FileIO, with read, read1, readinto, readline, readlines, peek, write,
seek, tell, truncate and raw. StringIO and BytesIO have the methods of
files plus getvalue (and getbuffer returns a copy, not a view).
UnsupportedOperation, DEFAULT_BUFFER_SIZE, SEEK_SET, SEEK_CUR, SEEK_END,
the IOBase, RawIOBase, BufferedIOBase and TextIOBase classes, and
TextIOWrapper over any binary file.

Differences: tell() of a text file is a byte offset (CPython's is an
opaque cookie that is the byte offset in the same cases: no pending
decoder state); a text file decodes multi-byte encodings other than
UTF-8 a whole chunk at a time, so a character split between two 8 KiB
reads of a UTF-16 file is an error; TextIOWrapper has no
reconfigure(); there are no text encodings beyond those of str.encode,
no FileIO opener on a directory descriptor, no buffer protocol (getbuffer
copies), and the frames of this module are left out of tracebacks as
CPython's C io has none.
"""

import _os

DEFAULT_BUFFER_SIZE = 8192
SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2

_O_RDONLY = 0
_O_WRONLY = 1
_O_RDWR = 2
_O_CREAT = 0o100
_O_EXCL = 0o200
_O_TRUNC = 0o1000
_O_APPEND = 0o2000
_O_CLOEXEC = 0o2000000
_S_IFMT = 0o170000
_S_IFDIR = 0o040000


class UnsupportedOperation(OSError, ValueError):
    pass


def _closed_error():
    return ValueError("I/O operation on closed file.")


def _fspath(file):
    if isinstance(file, (str, bytes)):
        return file
    fspath = getattr(type(file), "__fspath__", None)
    if fspath is None:
        raise TypeError(
            "expected str, bytes or os.PathLike object, not " + type(file).__name__
        )
    path = fspath(file)
    if not isinstance(path, (str, bytes)):
        raise TypeError(
            "expected %s.__fspath__() to return str or bytes, not %s"
            % (type(file).__name__, type(path).__name__)
        )
    return path


class IOBase:
    """What every file has: closing, iteration, context management."""

    _closed = False

    @property
    def closed(self):
        return self._closed

    def _check_closed(self):
        if self._closed:
            raise _closed_error()

    def close(self):
        if not self._closed:
            try:
                self.flush()
            finally:
                self._closed = True

    def flush(self):
        self._check_closed()

    def readable(self):
        return False

    def writable(self):
        return False

    def seekable(self):
        return False

    def isatty(self):
        self._check_closed()
        return False

    def fileno(self):
        raise UnsupportedOperation("fileno")

    def _unsupported(self, name):
        raise UnsupportedOperation(name)

    def _check_readable(self):
        if not self.readable():
            raise UnsupportedOperation("not readable")

    def _check_writable(self):
        if not self.writable():
            raise UnsupportedOperation("not writable")

    def _check_seekable(self):
        if not self.seekable():
            raise UnsupportedOperation("underlying stream is not seekable")

    def seek(self, pos, whence=0):
        self._unsupported("seek")

    def tell(self):
        return self.seek(0, 1)

    def truncate(self, size=None):
        self._unsupported("truncate")

    def __enter__(self):
        self._check_closed()
        return self

    def __exit__(self, *args):
        self.close()

    def __iter__(self):
        self._check_closed()
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def readlines(self, hint=-1):
        if hint is None or hint <= 0:
            return list(self)
        lines = []
        total = 0
        for line in self:
            lines.append(line)
            total += len(line)
            if total >= hint:
                break
        return lines

    def writelines(self, lines):
        self._check_closed()
        for line in lines:
            self.write(line)

    def __del__(self):
        pass


class RawIOBase(IOBase):
    pass


class BufferedIOBase(IOBase):
    pass


class TextIOBase(IOBase):
    @property
    def encoding(self):
        return None

    @property
    def errors(self):
        return None

    @property
    def newlines(self):
        return None


class FileIO(RawIOBase):
    """Unbuffered bytes to and from a descriptor."""

    def __init__(self, file, mode="r", closefd=True, opener=None):
        self._fd = -1
        self._closefd = closefd
        if isinstance(file, float):
            raise TypeError("integer argument expected, got float")
        if isinstance(file, int) and not isinstance(file, bool):
            if file < 0:
                raise ValueError("negative file descriptor")
            fd = file
        else:
            fd = None
            file = _fspath(file)
        flags, self._readable, self._writable, self._append, created = _raw_flags(mode)
        self._created = created
        self.name = file
        if fd is None:
            if not closefd:
                raise ValueError("Cannot use closefd=False with file name")
            path = file.decode("utf-8", "surrogateescape") if isinstance(file, bytes) else file
            if opener is None:
                fd = _os.open(path, flags | _O_CLOEXEC, 0o666)
            else:
                fd = opener(path, flags | _O_CLOEXEC)
                if not isinstance(fd, int):
                    raise TypeError("expected integer from opener")
                if fd < 0:
                    raise ValueError("opener returned %d" % fd)
            try:
                st = _os.fstat(fd)
                if st[0] & _S_IFMT == _S_IFDIR:
                    raise IsADirectoryError(21, _os.strerror(21), file)
            except BaseException:
                _os.close(fd)
                raise
        self._fd = fd
        if self._append:
            _os.lseek(fd, 0, SEEK_END)

    @property
    def mode(self):
        if self._created:
            return "xb+" if self._readable else "xb"
        if self._append:
            return "ab+" if self._readable else "ab"
        if self._readable:
            return "rb+" if self._writable else "rb"
        return "wb"

    @property
    def closefd(self):
        return self._closefd

    def readable(self):
        self._check_closed()
        return self._readable

    def writable(self):
        self._check_closed()
        return self._writable

    def seekable(self):
        self._check_closed()
        try:
            _os.lseek(self._fd, 0, SEEK_CUR)
        except OSError:
            return False
        return True

    def fileno(self):
        self._check_closed()
        return self._fd

    def isatty(self):
        self._check_closed()
        return _os.isatty(self._fd)

    def read(self, size=-1):
        self._check_closed()
        self._check_readable()
        if size is None or size < 0:
            return self.readall()
        return _os.read(self._fd, size)

    def readall(self):
        self._check_closed()
        chunks = []
        while True:
            chunk = _os.read(self._fd, 65536)
            if not chunk:
                break
            chunks.append(chunk)
        return b"".join(chunks)

    def readinto(self, b):
        data = self.read(len(b))
        n = len(data)
        b[:n] = data
        return n

    def write(self, b):
        self._check_closed()
        self._check_writable()
        return _os.write(self._fd, bytes(b))

    def seek(self, pos, whence=0):
        self._check_closed()
        if isinstance(pos, float):
            raise TypeError("an integer is required")
        return _os.lseek(self._fd, pos, whence)

    def tell(self):
        self._check_closed()
        return _os.lseek(self._fd, 0, SEEK_CUR)

    def truncate(self, size=None):
        self._check_closed()
        self._check_writable()
        raise UnsupportedOperation("truncate")

    def close(self):
        if not self._closed:
            self._closed = True
            if self._closefd and self._fd >= 0:
                _os.close(self._fd)

    def __repr__(self):
        if self._closed:
            return "<_io.FileIO [closed]>"
        return "<_io.FileIO name=%r mode=%r closefd=%r>" % (
            self.name,
            self.mode,
            self._closefd,
        )


def _raw_flags(mode):
    """The open flags for a FileIO mode, and what the file may do."""
    readable = writable = append = created = False
    plus = False
    kinds = 0
    for c in mode:
        if c == "r":
            kinds += 1
            readable = True
        elif c == "w":
            kinds += 1
            writable = True
        elif c == "a":
            kinds += 1
            writable = append = True
        elif c == "x":
            kinds += 1
            writable = created = True
        elif c == "+":
            if plus:
                kinds = 2
            plus = True
            readable = writable = True
        elif c == "b":
            pass
        else:
            raise ValueError("invalid mode: %s" % mode)
    if kinds != 1:
        raise ValueError(
            "Must have exactly one of create/read/write/append mode and at most one plus"
        )
    if readable and writable:
        flags = _O_RDWR
    elif readable:
        flags = _O_RDONLY
    else:
        flags = _O_WRONLY
    if created:
        flags |= _O_EXCL | _O_CREAT
    elif append:
        flags |= _O_APPEND | _O_CREAT
    elif writable and "r" not in mode:
        flags |= _O_TRUNC | _O_CREAT
    return flags, readable, writable, append, created


class _Buffered(BufferedIOBase):
    """Bytes through a buffer over a raw file: reads fill the buffer a
    chunk at a time, writes gather in it until it is full or flushed."""

    _kind = "_Buffered"

    def __init__(self, raw, buffer_size=DEFAULT_BUFFER_SIZE):
        if buffer_size <= 0:
            raise ValueError("buffer size must be strictly positive")
        self.raw = raw
        self._size = buffer_size
        self._rbuf = b""
        self._rpos = 0
        self._wbuf = []
        self._wlen = 0

    @property
    def name(self):
        return self.raw.name

    @property
    def mode(self):
        return self.raw.mode

    @property
    def closed(self):
        return self.raw.closed

    def _check_closed(self):
        if self.raw.closed:
            raise _closed_error()

    def readable(self):
        return self.raw.readable()

    def writable(self):
        return self.raw.writable()

    def seekable(self):
        return self.raw.seekable()

    def fileno(self):
        return self.raw.fileno()

    def isatty(self):
        return self.raw.isatty()

    def detach(self):
        self.flush()
        raw = self.raw
        self.raw = None
        return raw

    def _chunk(self):
        """The buffered bytes not yet read, or the next chunk of the file
        (b'' at its end); the caller consumes all it is given."""
        if self._rpos < len(self._rbuf):
            data = self._rbuf[self._rpos :] if self._rpos else self._rbuf
        else:
            if self._wbuf:
                self._flush_writes()
            data = self.raw.read(max(self._size, DEFAULT_BUFFER_SIZE))
        self._rbuf = b""
        self._rpos = 0
        return data

    def read(self, size=-1):
        self._check_closed()
        self.raw._check_readable()
        if size is None or size < 0:
            parts = [self._chunk()]
            while True:
                chunk = self.raw.read(65536)
                if not chunk:
                    break
                parts.append(chunk)
            return b"".join(parts)
        parts = []
        want = size
        while want > 0:
            if self._rpos < len(self._rbuf):
                end = self._rpos + want
                part = self._rbuf[self._rpos : end]
                self._rpos += len(part)
            else:
                part = self._chunk()
                if not part:
                    break
                if len(part) > want:
                    self._rbuf = part
                    self._rpos = want
                    part = part[:want]
            parts.append(part)
            want -= len(part)
        return b"".join(parts)

    def read1(self, size=-1):
        self._check_closed()
        data = self._chunk()
        if size is not None and 0 <= size < len(data):
            self._rbuf = data
            self._rpos = size
            return data[:size]
        return data

    def peek(self, size=0):
        self._check_closed()
        if self._rpos >= len(self._rbuf):
            self._rbuf = self._chunk()
            self._rpos = 0
        return self._rbuf[self._rpos :]

    def readinto(self, b):
        data = self.read(len(b))
        n = len(data)
        b[:n] = data
        return n

    def readline(self, size=-1):
        self._check_closed()
        self.raw._check_readable()
        if size is None:
            size = -1
        parts = []
        got = 0
        while size < 0 or got < size:
            if self._rpos >= len(self._rbuf):
                self._rbuf = self._chunk()
                self._rpos = 0
                if not self._rbuf:
                    break
            start = self._rpos
            end = self._rbuf.find(b"\n", start)
            end = len(self._rbuf) if end < 0 else end + 1
            if size >= 0 and end - start > size - got:
                end = start + size - got
            parts.append(self._rbuf[start:end])
            got += end - start
            self._rpos = end
            if self._rbuf[end - 1 : end] == b"\n":
                break
        return b"".join(parts)

    def write(self, b):
        self._check_closed()
        self.raw._check_writable()
        if isinstance(b, str):
            raise TypeError("a bytes-like object is required, not 'str'")
        if self._rpos < len(self._rbuf):
            # Writing after a partial read: the file position is where
            # the reader stopped, not the end of the buffer.
            self.raw.seek(self._rpos - len(self._rbuf), SEEK_CUR)
            self._rbuf = b""
            self._rpos = 0
        data = bytes(b)
        self._wbuf.append(data)
        self._wlen += len(data)
        if self._wlen >= self._size:
            self._flush_writes()
        return len(data)

    def _flush_writes(self):
        data = b"".join(self._wbuf)
        self._wbuf = []
        self._wlen = 0
        while data:
            n = self.raw.write(data)
            data = data[n:]

    def flush(self):
        self._check_closed()
        if self._wbuf:
            self._flush_writes()

    def tell(self):
        self._check_closed()
        return self.raw.tell() - (len(self._rbuf) - self._rpos) + self._wlen

    def seek(self, pos, whence=0):
        self._check_closed()
        if whence not in (0, 1, 2):
            raise ValueError("whence value %d unsupported" % whence)
        self.flush()
        if whence == 1:
            pos -= len(self._rbuf) - self._rpos
        self._rbuf = b""
        self._rpos = 0
        return self.raw.seek(pos, whence)

    def truncate(self, size=None):
        self.flush()
        return self.raw.truncate(size)

    def close(self):
        if self.raw is not None and not self.raw.closed:
            try:
                self.flush()
            finally:
                _open_writers.pop(id(self), None)
                self.raw.close()

    def __repr__(self):
        try:
            name = self.name
        except AttributeError:
            return "<_io.%s>" % self._kind
        return "<_io.%s name=%r>" % (self._kind, name)


class BufferedReader(_Buffered):
    _kind = "BufferedReader"


class BufferedWriter(_Buffered):
    _kind = "BufferedWriter"


class BufferedRandom(_Buffered):
    _kind = "BufferedRandom"


class BufferedRWPair(_Buffered):
    _kind = "BufferedRWPair"


def _utf8_complete(b):
    """How many leading bytes of b end on a whole UTF-8 character."""
    n = len(b)
    i = n - 1
    back = 0
    while i >= 0 and back < 3 and b[i] & 0xC0 == 0x80:
        i -= 1
        back += 1
    if i < 0:
        return n
    lead = b[i]
    if lead >= 0xF0:
        need = 4
    elif lead >= 0xE0:
        need = 3
    elif lead >= 0xC0:
        need = 2
    else:
        need = 1
    return i if n - i < need else n


# Trellis runs as CPython does in UTF-8 mode (PYTHONUTF8=1): text files
# are UTF-8 unless told otherwise, whatever the host's locale.
_LOCALE_ENCODING = "utf-8"


def text_encoding(encoding, stacklevel=2):
    """The encoding a text file opened with `encoding` uses: 'utf-8' for
    None, as in CPython's UTF-8 mode."""
    if encoding is None:
        return "utf-8"
    return encoding


def _normal_encoding(encoding):
    return encoding.lower().replace("_", "-")


# The UTF-16 and UTF-32 names (after _normal_encoding), and those of them
# with a byte-order mark.
_UTF16 = ("utf-16", "utf16", "u16", "utf-16-le", "utf-16le", "utf-16-be", "utf-16be")
_UTF32 = ("utf-32", "utf32", "u32", "utf-32-le", "utf-32le", "utf-32-be", "utf-32be")
_MARKED = ("utf-16", "utf16", "u16", "utf-32", "utf32", "u32")


class TextIOWrapper(TextIOBase):
    """Text over a binary file: decoding, encoding and newlines."""

    def __init__(
        self,
        buffer,
        encoding=None,
        errors=None,
        newline=None,
        line_buffering=False,
        write_through=False,
    ):
        if encoding is None or encoding == "locale":
            encoding = _LOCALE_ENCODING
        elif not isinstance(encoding, str):
            raise TypeError(
                "TextIOWrapper() argument 'encoding' must be str or None, not "
                + type(encoding).__name__
            )
        if errors is None:
            errors = "strict"
        elif not isinstance(errors, str):
            raise TypeError(
                "TextIOWrapper() argument 'errors' must be str or None, not "
                + type(errors).__name__
            )
        if newline is not None and not isinstance(newline, str):
            raise TypeError(
                "TextIOWrapper() argument 'newline' must be str or None, not "
                + type(newline).__name__
            )
        if newline not in (None, "", "\n", "\r", "\r\n"):
            raise ValueError("illegal newline value: %r" % (newline,))
        "".encode(encoding)
        self.buffer = buffer
        self._encoding = encoding
        self._errors = errors
        norm = _normal_encoding(encoding)
        self._utf8 = norm in ("utf-8", "utf8", "u8", "utf-8-sig", "utf8-sig")
        self._sig = norm in ("utf-8-sig", "utf8-sig")
        # UTF-16 and UTF-32 are decoded in whole units (and UTF-16 never
        # between the two halves of a surrogate pair). A codec with a
        # byte-order mark writes it once, at the start of the file, and
        # reads it once there, where it picks the byte order; chunks are
        # encoded and decoded with the codec of that order (_wire).
        self._unit = 2 if norm in _UTF16 else 4 if norm in _UTF32 else 0
        self._marked = norm in _MARKED
        self._wire = encoding
        if self._marked:
            self._wire = ("utf-16" if self._unit == 2 else "utf-32") + "-le"
        self._newline = newline
        self.line_buffering = line_buffering
        self.write_through = write_through
        # Decoded text not yet read, from _pos on; undecoded bytes of a
        # character split between chunks; a '\r' held back in case the
        # next chunk starts with '\n'.
        self._text = ""
        self._pos = 0
        self._pending = b""
        self._held_cr = False
        self._at_start = True
        self._eof = False
        # Text written and not yet encoded: a file written a line at a
        # time encodes (and passes to its buffer) once per 8 KiB. Only
        # where nothing can fail or change on the way: UTF-8 without
        # translation to a file opened for writing alone.
        self._tbuf = []
        self._tlen = 0
        self._closed = False
        self._plain = (
            self._utf8
            and not self._sig
            and errors == "strict"
            and newline in (None, "", "\n")
            and not line_buffering
            and not write_through
            and isinstance(buffer, _Buffered)
            and buffer.raw._writable
            and not buffer.raw._readable
        )

    def _flush_text(self):
        data = "".join(self._tbuf).encode(self._encoding)
        self._tbuf = []
        self._tlen = 0
        self.buffer.write(data)

    @property
    def encoding(self):
        return self._encoding

    @property
    def errors(self):
        return self._errors

    @property
    def name(self):
        return self.buffer.name

    @property
    def mode(self):
        return self._mode

    @property
    def closed(self):
        return self.buffer.closed

    def _check_closed(self):
        if self.buffer.closed:
            raise _closed_error()

    def readable(self):
        return self.buffer.readable()

    def writable(self):
        return self.buffer.writable()

    def seekable(self):
        return self.buffer.seekable()

    def fileno(self):
        return self.buffer.fileno()

    def isatty(self):
        return self.buffer.isatty()

    def detach(self):
        self.flush()
        b = self.buffer
        self.buffer = None
        return b

    def _decode(self, data, final):
        data = self._pending + data
        if self._marked and self._at_start and len(data) >= self._unit:
            bom = data[: self._unit]
            family = "utf-16" if self._unit == 2 else "utf-32"
            if bom == "\ufeff".encode(family + "-le"):
                data = data[self._unit :]
            elif bom == "\ufeff".encode(family + "-be"):
                self._wire = family + "-be"
                data = data[self._unit :]
            elif self._unit == 2:
                # (bytes.decode takes such bytes as little-endian; CPython's
                # UTF-16 stream decoder refuses them, its UTF-32 one not.)
                raise UnicodeError("UTF-16 stream does not start with BOM")
            self._at_start = False
        if final:
            cut = len(data)
        elif self._utf8:
            cut = _utf8_complete(data)
        elif self._unit:
            cut = self._wide_complete(data)
        else:
            cut = len(data)
        self._pending = data[cut:]
        text = data[:cut].decode(self._wire, self._errors)
        if self._sig and self._at_start and text[:1] == "\ufeff":
            text = text[1:]
        if text or final:
            self._at_start = False
        if self._newline is None:
            if self._held_cr:
                text = "\r" + text
                self._held_cr = False
            if text.endswith("\r") and not final:
                text = text[:-1]
                self._held_cr = True
            if "\r" in text:
                text = text.replace("\r\n", "\n").replace("\r", "\n")
        return text

    def _wide_complete(self, data):
        """How much of data is whole UTF-16 or UTF-32 characters."""
        n = len(data) - len(data) % self._unit
        if self._unit == 2 and n >= 2:
            high = data[n - 1] if self._wire.endswith("-le") else data[n - 2]
            if 0xD8 <= high <= 0xDB:
                n -= 2
        return n

    def _more(self):
        """Appends the next chunk's text; False at the end of the file."""
        if self._eof:
            return False
        if isinstance(self.buffer, _Buffered):
            data = self.buffer._chunk()
        else:
            data = self.buffer.read1(DEFAULT_BUFFER_SIZE)
        final = not data
        if final:
            self._eof = True
        text = self._decode(data, final)
        rest = self._text[self._pos :] if self._pos < len(self._text) else ""
        self._text = rest + text
        self._pos = 0
        return not final or bool(text)

    def read(self, size=-1):
        self._start_reading()
        if size is None or size < 0:
            # Chunks joined once at the end: appending each to the text
            # read so far would copy it again for every chunk.
            parts = [self._text[self._pos :]]
            self._text = ""
            self._pos = 0
            while self._more():
                parts.append(self._text)
                self._text = ""
            return "".join(parts)
        while len(self._text) - self._pos < size and self._more():
            pass
        end = self._pos + size
        text = self._text[self._pos : end]
        self._pos += len(text)
        return text

    def _line_end(self, start):
        """Where the line starting at start ends (after its newline), or
        -1 if the text read so far has no whole line."""
        text = self._text
        nl = self._newline
        if nl is None or nl == "\n":
            i = text.find("\n", start)
            return -1 if i < 0 else i + 1
        if nl == "":
            i = text.find("\n", start)
            j = text.find("\r", start, i if i >= 0 else len(text))
            if j >= 0:
                if j + 1 < len(text):
                    return j + 2 if text[j + 1] == "\n" else j + 1
                return -1 if not self._eof else j + 1
            return -1 if i < 0 else i + 1
        i = text.find(nl, start)
        return -1 if i < 0 else i + len(nl)

    def _start_reading(self):
        self._check_closed()
        if isinstance(self.buffer, _Buffered):
            self.buffer.raw._check_readable()
            if self.buffer._wlen:
                self.buffer.flush()

    def readline(self, size=-1):
        self._start_reading()
        if size is None:
            size = -1
        elif not isinstance(size, int):
            raise TypeError(
                "'%s' object cannot be interpreted as an integer" % type(size).__name__
            )
        while True:
            end = self._line_end(self._pos)
            if end >= 0:
                break
            if not self._more():
                end = len(self._text)
                break
            if size >= 0 and len(self._text) - self._pos >= size:
                end = len(self._text)
                break
        if size >= 0 and end - self._pos > size:
            end = self._pos + size
        line = self._text[self._pos : end]
        self._pos = end
        if self._pos >= 4096 and self._pos * 2 > len(self._text):
            self._text = self._text[self._pos :]
            self._pos = 0
        return line

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def write(self, s):
        if self._plain and not self._closed and type(s) is str:
            self._tbuf.append(s)
            self._tlen += len(s)
            if self._tlen >= DEFAULT_BUFFER_SIZE:
                self._flush_text()
            return len(s)
        self._check_closed()
        if not isinstance(s, str):
            raise TypeError("write() argument must be str, not " + type(s).__name__)
        if isinstance(self.buffer, _Buffered):
            self.buffer.raw._check_writable()
        if self._pos < len(self._text) or self._pending:
            self._rewind_reader()
        n = len(s)
        nl = self._newline
        if nl is not None and nl != "" and nl != "\n" and "\n" in s:
            s = s.replace("\n", nl)
        data = s.encode(self._wire, self._errors)
        if (self._sig or self._marked) and self._at_start:
            self._at_start = False
            if self.buffer.tell() == 0:
                data = "\ufeff".encode("utf-8" if self._sig else self._wire) + data
        self.buffer.write(data)
        if self.write_through or (self.line_buffering and ("\n" in s or "\r" in s)):
            self.buffer.flush()
        return n

    def _rewind_reader(self):
        """Moves the file back to where reading stopped, dropping what was
        decoded ahead."""
        ahead = self._text[self._pos :]
        back = len(ahead.encode(self._wire, self._errors)) + len(self._pending)
        self._text = ""
        self._pos = 0
        self._pending = b""
        self._held_cr = False
        self._eof = False
        if back:
            self.buffer.seek(-back, SEEK_CUR)

    def flush(self):
        self._check_closed()
        if self._tbuf:
            self._flush_text()
        self.buffer.flush()

    def close(self):
        if self.buffer is not None and not self.buffer.closed:
            try:
                self.flush()
            finally:
                self._closed = True
                _open_writers.pop(id(self), None)
                self.buffer.close()

    def tell(self):
        self._check_closed()
        self.flush()
        ahead = self._text[self._pos :]
        back = len(ahead.encode(self._wire, self._errors)) + len(self._pending)
        if self._held_cr:
            back += 1
        return self.buffer.tell() - back

    def seek(self, cookie, whence=0):
        self._check_closed()
        if whence == 1:
            if cookie != 0:
                raise UnsupportedOperation("can't do nonzero cur-relative seeks")
            cookie = self.tell()
            whence = 0
        elif whence == 2:
            if cookie != 0:
                raise UnsupportedOperation("can't do nonzero end-relative seeks")
            self.flush()
            self._reset_reader()
            return self.buffer.seek(0, 2)
        elif whence != 0:
            raise ValueError("invalid whence (%r, should be 0, 1 or 2)" % (whence,))
        if cookie < 0:
            raise ValueError("negative seek position %r" % (cookie,))
        self.flush()
        self._reset_reader()
        self.buffer.seek(cookie)
        self._at_start = cookie == 0
        return cookie

    def _reset_reader(self):
        self._text = ""
        self._pos = 0
        self._pending = b""
        self._held_cr = False
        self._eof = False

    def truncate(self, pos=None):
        self.flush()
        return self.buffer.truncate(pos)

    def __repr__(self):
        parts = ["<_io.TextIOWrapper"]
        try:
            parts.append(" name=%r" % (self.name,))
        except AttributeError:
            pass
        try:
            parts.append(" mode=%r" % (self.mode,))
        except AttributeError:
            pass
        parts.append(" encoding=%r>" % (self._encoding,))
        return "".join(parts)


def open(
    file,
    mode="r",
    buffering=-1,
    encoding=None,
    errors=None,
    newline=None,
    closefd=True,
    opener=None,
):
    if not isinstance(file, (str, bytes, int)) or isinstance(file, bool):
        file = _fspath(file)
    if not isinstance(mode, str):
        raise TypeError("open() argument 'mode' must be str, not " + type(mode).__name__)
    if not isinstance(buffering, int):
        raise TypeError(
            "'%s' object cannot be interpreted as an integer" % type(buffering).__name__
        )
    if encoding is not None and not isinstance(encoding, str):
        raise TypeError(
            "open() argument 'encoding' must be str or None, not "
            + type(encoding).__name__
        )
    if errors is not None and not isinstance(errors, str):
        raise TypeError(
            "open() argument 'errors' must be str or None, not " + type(errors).__name__
        )
    seen = set()
    for c in mode:
        if c not in "axrwb+t" or c in seen:
            raise ValueError("invalid mode: '%s'" % mode)
        seen.add(c)
    creating = "x" in seen
    reading = "r" in seen
    writing = "w" in seen
    appending = "a" in seen
    updating = "+" in seen
    text = "t" in seen
    binary = "b" in seen
    if text and binary:
        raise ValueError("can't have text and binary mode at once")
    if creating + reading + writing + appending > 1:
        raise ValueError("must have exactly one of create/read/write/append mode")
    if not (creating or reading or writing or appending):
        raise ValueError(
            "Must have exactly one of create/read/write/append mode and at most one plus"
        )
    if binary and encoding is not None:
        raise ValueError("binary mode doesn't take an encoding argument")
    if binary and errors is not None:
        raise ValueError("binary mode doesn't take an errors argument")
    if binary and newline is not None:
        raise ValueError("binary mode doesn't take a newline argument")
    if newline is not None and not isinstance(newline, str):
        raise TypeError(
            "open() argument 'newline' must be str or None, not " + type(newline).__name__
        )
    if newline not in (None, "", "\n", "\r", "\r\n"):
        raise ValueError("illegal newline value: %s" % newline)
    if not binary and buffering == 0:
        raise ValueError("can't have unbuffered text I/O")
    raw_mode = (
        ("x" if creating else "")
        + ("r" if reading else "")
        + ("w" if writing else "")
        + ("a" if appending else "")
        + ("+" if updating else "")
    )
    _flush_writers()
    raw = FileIO(file, raw_mode, closefd, opener=opener)
    try:
        line_buffering = False
        if buffering == 1 or buffering < 0 and raw.isatty():
            buffering = -1
            line_buffering = True
        if buffering < 0:
            buffering = DEFAULT_BUFFER_SIZE
        if buffering == 0:
            return raw
        if updating:
            buffer = BufferedRandom(raw, buffering)
        elif creating or writing or appending:
            buffer = BufferedWriter(raw, buffering)
        else:
            buffer = BufferedReader(raw, buffering)
        if binary:
            result = buffer
        else:
            result = TextIOWrapper(buffer, encoding, errors, newline, line_buffering)
            result._mode = mode
        if raw._writable:
            _open_writers[id(result)] = result
        return result
    except BaseException:
        raw.close()
        raise


# Files open for writing that the program has not closed. CPython flushes
# a file when its last reference goes, which Trellis's collector cannot
# tell: these are flushed before any file is opened (so
# `open(p, "w").write(s)` then `open(p).read()` reads s) and when the
# program ends (the VM calls _flush_at_exit). They stay alive until
# closed.
_open_writers = {}


def _flush_writers():
    for f in list(_open_writers.values()):
        try:
            f.flush()
        except Exception:
            pass


def _flush_at_exit():
    _flush_writers()


class StringIO(TextIOBase):
    """Text in memory."""

    def __init__(self, initial_value="", newline="\n"):
        if newline is not None and not isinstance(newline, str):
            raise TypeError(
                "newline must be str or None, not " + type(newline).__name__
            )
        if newline not in (None, "", "\n", "\r", "\r\n"):
            raise ValueError("illegal newline value: %r" % (newline,))
        if initial_value is None:
            initial_value = ""
        if not isinstance(initial_value, str):
            raise TypeError(
                "initial_value must be str or None, not " + type(initial_value).__name__
            )
        self._newline = newline
        # The text is kept as written pieces, joined when read; appends at
        # the end (the common case) cost one list append.
        self._parts = []
        self._len = 0
        self._pos = 0
        if initial_value:
            self.write(initial_value)
            self._pos = 0

    def _value(self):
        if len(self._parts) != 1:
            self._parts = ["".join(self._parts)]
        return self._parts[0]

    def readable(self):
        self._check_closed()
        return True

    def writable(self):
        self._check_closed()
        return True

    def seekable(self):
        self._check_closed()
        return True

    @property
    def line_buffering(self):
        return False

    @property
    def newlines(self):
        return None

    def _check_closed(self):
        if self._closed:
            raise ValueError("I/O operation on closed file")

    def getvalue(self):
        self._check_closed()
        return self._value()

    def write(self, s):
        self._check_closed()
        if not isinstance(s, str):
            raise TypeError("string argument expected, got '%s'" % type(s).__name__)
        n = len(s)
        nl = self._newline
        if nl is None:
            if "\r" in s:
                s = s.replace("\r\n", "\n").replace("\r", "\n")
        elif nl != "" and nl != "\n" and "\n" in s:
            s = s.replace("\n", nl)
        if self._pos == self._len:
            self._parts.append(s)
            self._len += len(s)
            self._pos = self._len
            return n
        value = self._value()
        if self._pos > self._len:
            value = value + "\0" * (self._pos - self._len)
        end = self._pos + len(s)
        value = value[: self._pos] + s + value[end:]
        self._parts = [value]
        self._len = len(value)
        self._pos = end
        return n

    def read(self, size=-1):
        self._check_closed()
        if size is None or size < 0:
            end = self._len
        else:
            end = min(self._len, self._pos + size)
        if self._pos >= end:
            return ""
        text = self._value()[self._pos : end]
        self._pos = end
        return text

    def _line_end(self, value, start):
        nl = self._newline
        if nl is None or nl == "\n":
            i = value.find("\n", start)
            return len(value) if i < 0 else i + 1
        if nl == "":
            i = value.find("\n", start)
            j = value.find("\r", start, i if i >= 0 else len(value))
            if j >= 0:
                return j + 2 if value[j + 1 : j + 2] == "\n" else j + 1
            return len(value) if i < 0 else i + 1
        i = value.find(nl, start)
        return len(value) if i < 0 else i + len(nl)

    def readline(self, size=-1):
        self._check_closed()
        if size is None:
            size = -1
        if self._pos >= self._len:
            return ""
        value = self._value()
        end = self._line_end(value, self._pos)
        if size >= 0 and end - self._pos > size:
            end = self._pos + size
        line = value[self._pos : end]
        self._pos = end
        return line

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def tell(self):
        self._check_closed()
        return self._pos

    def seek(self, pos, whence=0):
        self._check_closed()
        if not isinstance(pos, int):
            raise TypeError(
                "'%s' object cannot be interpreted as an integer" % type(pos).__name__
            )
        if whence == 0:
            if pos < 0:
                raise ValueError("Negative seek position %d" % pos)
            self._pos = pos
        elif whence == 1:
            if pos != 0:
                raise OSError("Can't do nonzero cur-relative seeks")
        elif whence == 2:
            if pos != 0:
                raise OSError("Can't do nonzero end-relative seeks")
            self._pos = self._len
        else:
            raise ValueError(
                "Invalid whence (%d, should be 0, 1 or 2)" % whence
            )
        return self._pos

    def truncate(self, size=None):
        self._check_closed()
        if size is None:
            size = self._pos
        if size < 0:
            raise ValueError("Negative size value %d" % size)
        if size < self._len:
            self._parts = [self._value()[:size]]
            self._len = size
        return size

    def close(self):
        self._closed = True

    def __getstate__(self):
        return (self.getvalue(), self._newline, self._pos, None)

    def __repr__(self):
        return "<_io.StringIO object at %#x>" % id(self)


class BytesIO(BufferedIOBase):
    """Bytes in memory."""

    def __init__(self, initial_bytes=b""):
        if initial_bytes is None:
            initial_bytes = b""
        self._buf = bytearray(initial_bytes)
        self._pos = 0

    def readable(self):
        self._check_closed()
        return True

    def writable(self):
        self._check_closed()
        return True

    def seekable(self):
        self._check_closed()
        return True

    def getvalue(self):
        self._check_closed()
        return bytes(self._buf)

    def getbuffer(self):
        self._check_closed()
        return bytearray(self._buf)

    def write(self, b):
        self._check_closed()
        if isinstance(b, str):
            raise TypeError("a bytes-like object is required, not 'str'")
        data = bytes(b)
        n = len(data)
        pos = self._pos
        size = len(self._buf)
        if pos == size:
            self._buf += data
        else:
            if pos > size:
                self._buf += bytes(pos - size)
            self._buf[pos : pos + n] = data
        self._pos = pos + n
        return n

    def read(self, size=-1):
        self._check_closed()
        if size is None or size < 0:
            end = len(self._buf)
        else:
            end = min(len(self._buf), self._pos + size)
        if self._pos >= end:
            return b""
        data = bytes(self._buf[self._pos : end])
        self._pos = end
        return data

    def read1(self, size=-1):
        return self.read(size)

    def readinto(self, b):
        data = self.read(len(b))
        n = len(data)
        b[:n] = data
        return n

    def readline(self, size=-1):
        self._check_closed()
        if size is None:
            size = -1
        if self._pos >= len(self._buf):
            return b""
        i = self._buf.find(b"\n", self._pos)
        end = len(self._buf) if i < 0 else i + 1
        if size >= 0 and end - self._pos > size:
            end = self._pos + size
        data = bytes(self._buf[self._pos : end])
        self._pos = end
        return data

    def tell(self):
        self._check_closed()
        return self._pos

    def seek(self, pos, whence=0):
        self._check_closed()
        if not isinstance(pos, int):
            raise TypeError(
                "'%s' object cannot be interpreted as an integer" % type(pos).__name__
            )
        if whence == 0:
            if pos < 0:
                raise ValueError("negative seek value %d" % pos)
            self._pos = pos
        elif whence == 1:
            self._pos = max(0, self._pos + pos)
        elif whence == 2:
            self._pos = max(0, len(self._buf) + pos)
        else:
            raise ValueError(
                "invalid whence (%d, should be 0, 1 or 2)" % whence
            )
        return self._pos

    def truncate(self, size=None):
        self._check_closed()
        if size is None:
            size = self._pos
        if size < 0:
            raise ValueError("negative size value %d" % size)
        del self._buf[size:]
        return size

    def close(self):
        self._closed = True

    def __repr__(self):
        return "<_io.BytesIO object at %#x>" % id(self)


for _cls in (
    FileIO,
    BufferedReader,
    BufferedWriter,
    BufferedRandom,
    TextIOWrapper,
    StringIO,
    BytesIO,
    IOBase,
    RawIOBase,
    BufferedIOBase,
    TextIOBase,
):
    _cls.__module__ = "_io"
del _cls
