"""Utilities for with-statement contexts (CPython 3.11 API).

Implemented: contextmanager (its managers also work as decorators),
ContextDecorator, AbstractContextManager, closing, suppress, nullcontext,
redirect_stdout, redirect_stderr, chdir, ExitStack (enter_context, push,
callback, pop_all, close).
Not implemented: the async forms.
"""

import sys
from functools import wraps

__all__ = ["contextmanager", "closing", "nullcontext", "AbstractContextManager",
           "ContextDecorator", "ExitStack", "suppress", "redirect_stdout",
           "redirect_stderr", "chdir"]


class AbstractContextManager:
    """A context manager whose __enter__ returns itself."""

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        return None


class ContextDecorator:
    """A context manager that can also decorate a function: each call of
    the function runs inside the context."""

    def _recreate_cm(self):
        return self

    def __call__(self, func):
        @wraps(func)
        def inner(*args, **kwds):
            with self._recreate_cm():
                return func(*args, **kwds)
        return inner


class _GeneratorContextManager(ContextDecorator):
    """What a @contextmanager function returns: the generator runs up to
    its yield on entry and from there on exit."""

    def __init__(self, func, args, kwds):
        self.gen = func(*args, **kwds)
        self.func, self.args, self.kwds = func, args, kwds
        doc = getattr(func, "__doc__", None)
        if doc is None:
            doc = type(self).__doc__
        self.__doc__ = doc

    def _recreate_cm(self):
        # A decorated function's every call gets a generator of its own.
        return self.__class__(self.func, self.args, self.kwds)

    def __enter__(self):
        # The arguments are not needed again once the generator exists.
        del self.args, self.kwds, self.func
        try:
            return next(self.gen)
        except StopIteration:
            raise RuntimeError("generator didn't yield") from None

    def __exit__(self, typ, value, traceback):
        if typ is None:
            try:
                next(self.gen)
            except StopIteration:
                return False
            else:
                raise RuntimeError("generator didn't stop")
        if value is None:
            # A bare exception class was raised: the generator sees an
            # instance of it.
            value = typ()
        try:
            self.gen.throw(value)
        except StopIteration as exc:
            # The generator finished: the exception was handled, unless it
            # was a StopIteration raised inside the with-block itself.
            return exc is not value
        except RuntimeError as exc:
            if exc is value:
                return False
            # A StopIteration raised in the block comes back from the
            # generator as a RuntimeError caused by it.
            if isinstance(value, StopIteration) and exc.__cause__ is value:
                return False
            raise
        except BaseException as exc:
            if exc is not value:
                raise
            return False
        raise RuntimeError("generator didn't stop after throw()")


def contextmanager(func):
    """@contextmanager decorator: a generator function yielding once
    becomes a factory of context managers."""
    @wraps(func)
    def helper(*args, **kwds):
        return _GeneratorContextManager(func, args, kwds)
    return helper


class closing(AbstractContextManager):
    """Closes the thing at the end of the block: with closing(x) as y."""

    def __init__(self, thing):
        self.thing = thing

    def __enter__(self):
        return self.thing

    def __exit__(self, *exc_info):
        self.thing.close()


class nullcontext(AbstractContextManager):
    """A context manager that does nothing: its __enter__ returns
    enter_result."""

    def __init__(self, enter_result=None):
        self.enter_result = enter_result

    def __enter__(self):
        return self.enter_result

    def __exit__(self, *excinfo):
        pass


class _Redirect(AbstractContextManager):
    """Rebinds a stream of sys for the block (nestable, reusable)."""

    _stream = None

    def __init__(self, new_target):
        self._new_target = new_target
        self._saved = []

    def __enter__(self):
        self._saved.append(getattr(sys, self._stream))
        setattr(sys, self._stream, self._new_target)
        return self._new_target

    def __exit__(self, exctype, excinst, exctb):
        setattr(sys, self._stream, self._saved.pop())


class redirect_stdout(_Redirect):
    """print() and sys.stdout go to new_target inside the block."""

    _stream = "stdout"


class redirect_stderr(_Redirect):
    """sys.stderr is new_target inside the block."""

    _stream = "stderr"


class chdir(AbstractContextManager):
    """The working directory is path inside the block."""

    def __init__(self, path):
        self.path = path
        self._saved = []

    def __enter__(self):
        import os
        self._saved.append(os.getcwd())
        os.chdir(self.path)

    def __exit__(self, *excinfo):
        import os
        os.chdir(self._saved.pop())


class suppress(AbstractContextManager):
    """Silences the given exception types raised in the block."""

    def __init__(self, *exceptions):
        self._exceptions = exceptions

    def __enter__(self):
        pass

    def __exit__(self, exctype, excinst, exctb):
        return exctype is not None and issubclass(exctype, self._exceptions)


class ExitStack(AbstractContextManager):
    """A stack of exit callbacks, called last first when the block ends
    (or at close()); each sees the exception the later ones left."""

    def __init__(self):
        self._exit_callbacks = []

    def pop_all(self):
        """Moves the callbacks to a new stack, which it returns."""
        new_stack = type(self)()
        new_stack._exit_callbacks = self._exit_callbacks
        self._exit_callbacks = []
        return new_stack

    def push(self, exit):
        """Adds a context manager's __exit__, or an exit function."""
        exit_method = getattr(type(exit), "__exit__", None)
        if exit_method is None:
            self._exit_callbacks.append(exit)
        else:
            self._exit_callbacks.append(lambda *details: exit_method(exit, *details))
        return exit

    def enter_context(self, cm):
        """Enters cm and pushes its __exit__; returns what __enter__ gave."""
        cls = type(cm)
        try:
            enter = cls.__enter__
            exit = cls.__exit__
        except AttributeError:
            raise TypeError(f"'{cls.__module__}.{cls.__qualname__}' object does "
                            f"not support the context manager protocol") from None
        result = enter(cm)
        self._exit_callbacks.append(lambda *details: exit(cm, *details))
        return result

    def callback(self, callback, /, *args, **kwds):
        """Adds callback(*args, **kwds), which ignores the exception."""
        def _exit_wrapper(exc_type, exc, tb):
            callback(*args, **kwds)
        _exit_wrapper.__wrapped__ = callback
        self._exit_callbacks.append(_exit_wrapper)
        return callback

    def close(self):
        """Calls the callbacks now."""
        self.__exit__(None, None, None)

    def __exit__(self, *exc_details):
        received = exc_details[0] is not None
        suppressed = False
        pending = None
        while self._exit_callbacks:
            cb = self._exit_callbacks.pop()
            try:
                if cb(*exc_details):
                    suppressed = True
                    pending = None
                    exc_details = (None, None, None)
            except BaseException as new:
                # The new exception replaces the one in flight, which
                # becomes its context.
                if exc_details[1] is not None and new is not exc_details[1]:
                    new.__context__ = exc_details[1]
                pending = new
                exc_details = (type(new), new, None)
        if pending is not None:
            context = pending.__context__
            try:
                raise pending
            except BaseException:
                pending.__context__ = context
                raise
        return received and suppressed
