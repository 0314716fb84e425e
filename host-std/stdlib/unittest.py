"""Unit testing framework (CPython 3.11 API), written for Trellis.

Implemented, with CPython 3.11's behaviour and output:

  TestCase: setUp, tearDown, setUpClass, tearDownClass, run, debug, id,
    shortDescription, countTestCases, defaultTestResult, subTest (each
    failing subtest is reported on its own), skipTest, fail,
    addCleanup, doCleanups, enterContext, addClassCleanup,
    doClassCleanups, enterClassContext, addTypeEqualityFunc,
    failureException, longMessage, maxDiff, and the assert methods
    assertEqual, assertNotEqual, assertTrue, assertFalse, assertIs,
    assertIsNot, assertIsNone, assertIsNotNone, assertIn, assertNotIn,
    assertIsInstance, assertNotIsInstance, assertRaises,
    assertRaisesRegex (as context managers, with .exception, or called
    with a callable), assertAlmostEqual, assertNotAlmostEqual (places,
    delta, msg), assertGreater, assertGreaterEqual, assertLess,
    assertLessEqual, assertRegex, assertNotRegex, assertCountEqual,
    assertMultiLineEqual, assertSequenceEqual, assertListEqual,
    assertTupleEqual, assertDictEqual, assertSetEqual,
    assertDictContainsSubset, assertLogs, assertNoLogs and the old
    aliases (assertEquals, failUnless, ...). Failure messages are
    CPython's, including the shortened reprs and the ndiff-style detail
    lines (through difflib.ndiff).
  FunctionTestCase, TestSuite, BaseTestSuite (with setUpClass /
    tearDownClass and setUpModule / tearDownModule fixtures),
    TestLoader (loadTestsFromTestCase, loadTestsFromModule with
    load_tests, loadTestsFromName(s), getTestCaseNames, testMethodPrefix,
    sortTestMethodsUsing, testNamePatterns, suiteClass),
    defaultTestLoader, TestResult, TextTestResult, TextTestRunner
    (verbosity 0, 1 and 2, failfast, buffer, resultclass),
    skip, skipIf, skipUnless, expectedFailure, SkipTest,
    addModuleCleanup, doModuleCleanups, enterModuleContext,
    getTestCaseNames, makeSuite, findTestCases and main / TestProgram
    (-h, -v, -q, -f, -c, -b, -k, --locals and test names; the module is
    found through sys.modules; exits through SystemExit unless
    exit=False). The names of the CPython submodules (unittest.case,
    unittest.util, ...) exist as plain namespaces, and the classes carry
    CPython's __module__ ('unittest.case', 'unittest.runner', ...) so
    that reprs and test names read the same.

Tracebacks in reports come from traceback.format_exception(), which
shows the frames the exception passed through. Frames of this module are
left out as CPython leaves out unittest's own: the leading ones (the
runner), and for a failure (an exception of exactly the test's
failureException type) everything from the first frame of this module
on (the assert method and whatever it called).

Differences from CPython:
  - "Ran N tests in X.XXXs" shows the real time (time.perf_counter),
    as CPython does; compare outputs after replacing the time.
  - For errors, CPython still shows unittest frames in the middle or
    at the end of a traceback (e.g. an exception raised by the callable
    given to assertRaises shows case.py's frames); those frames are
    left out here.
  - There is no warnings module: assertWarns and assertWarnsRegex
    raise NotImplementedError unless a module named warnings can be
    imported, and no DeprecationWarning is printed (CPython prints one
    for the old assert aliases, assertDictContainsSubset, makeSuite,
    findTestCases, getTestCaseNames, a test method returning a value).
    The warnings argument of TextTestRunner and main() is ignored.
  - --locals / tb_locals is accepted but locals are not shown (there
    are no frame objects). -c / catchbreak, installHandler,
    registerResult, removeResult and removeHandler do nothing (there
    is no signal module).
  - Test discovery (TestLoader.discover, main(module=None),
    "python -m unittest") raises NotImplementedError.
    IsolatedAsyncioTestCase and unittest.mock are not provided.
  - loadTestsFromName without a module finds only modules that are
    already imported (there is no __import__).
  - run() calls setUp, the test method, tearDown and cleanups directly
    (so that the stack is as deep as in CPython); the hooks
    _callSetUp, _callTestMethod, _callTearDown and _callCleanup are
    used only when a subclass overrides them.
  - Trellis-specific workarounds: an exception kept by assertRaises is
    afterwards reported without its frames, as CPython does after
    with_traceback(None) (Trellis's with_traceback does not drop them);
    loadTestsFromName reports a missing attribute of a module with
    CPython's message (Trellis calls __main__ "partially initialized").
"""

import sys
import time
import traceback

__unittest = True

__all__ = ['TestResult', 'TestCase', 'TestSuite', 'TextTestRunner',
           'TestLoader', 'FunctionTestCase', 'main', 'defaultTestLoader',
           'SkipTest', 'skip', 'skipIf', 'skipUnless', 'expectedFailure',
           'TextTestResult', 'installHandler', 'registerResult',
           'removeResult', 'removeHandler', 'addModuleCleanup',
           'doModuleCleanups', 'enterModuleContext', 'getTestCaseNames',
           'makeSuite', 'findTestCases', 'BaseTestSuite', 'TestProgram']


# ---------------------------------------------------------------------------
# Helpers (unittest.util)

_MAX_LENGTH = 80
_PLACEHOLDER_LEN = 12
_MIN_BEGIN_LEN = 5
_MIN_END_LEN = 5
_MIN_COMMON_LEN = 5
_MIN_DIFF_LEN = _MAX_LENGTH - (_MIN_BEGIN_LEN + _PLACEHOLDER_LEN +
                               _MIN_COMMON_LEN + _PLACEHOLDER_LEN +
                               _MIN_END_LEN)


def safe_repr(obj, short=False):
    try:
        text = repr(obj)
    except Exception:
        text = object.__repr__(obj)
    if not short or len(text) < _MAX_LENGTH:
        return text
    return text[:_MAX_LENGTH] + ' [truncated]...'


def strclass(cls):
    return "%s.%s" % (cls.__module__, cls.__qualname__)


def three_way_cmp(x, y):
    """Return -1 if x < y, 0 if x == y and 1 if x > y"""
    return (x > y) - (x < y)


def _shorten(s, prefixlen, suffixlen):
    skip = len(s) - prefixlen - suffixlen
    if skip > _PLACEHOLDER_LEN:
        return '%s[%d chars]%s' % (s[:prefixlen], skip, s[len(s) - suffixlen:])
    return s


def _common_prefix(strings):
    lo = min(strings)
    hi = max(strings)
    n = min(len(lo), len(hi))
    i = 0
    while i < n and lo[i] == hi[i]:
        i += 1
    return lo[:i]


def _common_shorten_repr(*args):
    args = tuple([safe_repr(a) for a in args])
    maxlen = max([len(a) for a in args])
    if maxlen <= _MAX_LENGTH:
        return args
    prefix = _common_prefix(args)
    prefixlen = len(prefix)
    common_len = _MAX_LENGTH - (maxlen - prefixlen + _MIN_BEGIN_LEN +
                                _PLACEHOLDER_LEN)
    if common_len > _MIN_COMMON_LEN:
        prefix = _shorten(prefix, _MIN_BEGIN_LEN, common_len)
        return tuple([prefix + s[prefixlen:] for s in args])
    prefix = _shorten(prefix, _MIN_BEGIN_LEN, _MIN_COMMON_LEN)
    return tuple([prefix + _shorten(s[prefixlen:], _MIN_DIFF_LEN, _MIN_END_LEN)
                  for s in args])


class _Mismatch(tuple):
    """(actual, expected, value): one line of an assertCountEqual report."""
    __slots__ = ()

    def __new__(cls, actual, expected, value):
        return tuple.__new__(cls, (actual, expected, value))

    actual = property(lambda self: self[0])
    expected = property(lambda self: self[1])
    value = property(lambda self: self[2])

    def __repr__(self):
        return 'Mismatch(actual=%r, expected=%r, value=%r)' % tuple(self)


def _count_diff_hashable(actual, expected):
    """Mismatched counts of hashable elements, in first-seen order."""
    s = {}
    for elem in actual:
        s[elem] = s.get(elem, 0) + 1
    t = {}
    for elem in expected:
        t[elem] = t.get(elem, 0) + 1
    result = []
    for elem, cnt_s in s.items():
        cnt_t = t.get(elem, 0)
        if cnt_s != cnt_t:
            result.append(_Mismatch(cnt_s, cnt_t, elem))
    for elem, cnt_t in t.items():
        if elem not in s:
            result.append(_Mismatch(0, cnt_t, elem))
    return result


def _count_diff_all_purpose(actual, expected):
    """Mismatched counts of elements that need not be hashable."""
    s = list(actual)
    t = list(expected)
    m = len(s)
    n = len(t)
    gone = object()
    result = []
    for i in range(m):
        elem = s[i]
        if elem is gone:
            continue
        cnt_s = 0
        for j in range(i, m):
            if s[j] == elem:
                cnt_s += 1
                s[j] = gone
        cnt_t = 0
        for j in range(n):
            if t[j] == elem:
                cnt_t += 1
                t[j] = gone
        if cnt_s != cnt_t:
            result.append(_Mismatch(cnt_s, cnt_t, elem))
    for i in range(n):
        elem = t[i]
        if elem is gone:
            continue
        cnt_t = 0
        for j in range(i, n):
            if t[j] == elem:
                cnt_t += 1
                t[j] = gone
        result.append(_Mismatch(0, cnt_t, elem))
    return result


# ---------------------------------------------------------------------------
# The failure messages' diffs are difflib.ndiff's.

def _ndiff(a, b):
    """The lines of difflib.ndiff(a, b) as a list."""
    import difflib
    return list(difflib.ndiff(a, b))

# ---------------------------------------------------------------------------
# Exceptions and decorators

class SkipTest(Exception):
    """Raise this exception in a test to skip it."""
    __module__ = 'unittest.case'


class _ShouldStop(Exception):
    """The test should stop."""
    __module__ = 'unittest.case'


class _UnexpectedSuccess(Exception):
    """The test was supposed to fail, but it didn't."""
    __module__ = 'unittest.case'


def _id(obj):
    return obj


def skip(reason):
    """Unconditionally skip a test."""
    def decorator(test_item):
        if not isinstance(test_item, type):
            original = test_item

            def skip_wrapper(*args, **kwargs):
                raise SkipTest(reason)
            for attr in ('__module__', '__name__', '__qualname__', '__doc__'):
                try:
                    setattr(skip_wrapper, attr, getattr(original, attr))
                except AttributeError:
                    pass
            try:
                skip_wrapper.__dict__.update(original.__dict__)
            except AttributeError:
                pass
            skip_wrapper.__wrapped__ = original
            test_item = skip_wrapper
        test_item.__unittest_skip__ = True
        test_item.__unittest_skip_why__ = reason
        return test_item
    if type(reason) is type(_id):
        # Used as @skip without a reason.
        test_item = reason
        reason = ''
        return decorator(test_item)
    return decorator


def skipIf(condition, reason):
    """Skip a test if the condition is true."""
    if condition:
        return skip(reason)
    return _id


def skipUnless(condition, reason):
    """Skip a test unless the condition is true."""
    if not condition:
        return skip(reason)
    return _id


def expectedFailure(test_item):
    test_item.__unittest_expecting_failure__ = True
    return test_item


def _is_subtype(expected, basetype):
    if isinstance(expected, tuple):
        for e in expected:
            if not _is_subtype(e, basetype):
                return False
        return True
    return isinstance(expected, type) and issubclass(expected, basetype)


# ---------------------------------------------------------------------------
# Running the parts of a test

class _Outcome:
    __module__ = 'unittest.case'

    def __init__(self, result=None):
        self.expecting_failure = False
        self.result = result
        self.result_supports_subtests = hasattr(result, 'addSubTest')
        self.success = True
        self.expectedFailure = None

    def _record(self, test_case, e, subtest=False):
        """Report the exception `e` raised by a part of `test_case`."""
        if isinstance(e, SkipTest):
            self.success = False
            _addSkip(self.result, test_case, str(e))
        elif isinstance(e, _ShouldStop):
            pass
        elif self.expecting_failure:
            self.expectedFailure = (type(e), e, None)
        else:
            self.success = False
            if subtest:
                self.result.addSubTest(test_case.test_case, test_case,
                                       (type(e), e, None))
            else:
                _addError(self.result, test_case, (type(e), e, None))

    def run_part(self, test_case, func, args=(), kwargs=None):
        """Call func(*args, **kwargs) as CPython's testPartExecutor."""
        old_success = self.success
        self.success = True
        try:
            if kwargs:
                func(*args, **kwargs)
            else:
                func(*args)
        except KeyboardInterrupt:
            self.success = self.success and old_success
            raise
        except BaseException as e:
            self._record(test_case, e)
        self.success = self.success and old_success


def _addSkip(result, test_case, reason):
    addSkip = getattr(result, 'addSkip', None)
    if addSkip is not None:
        addSkip(test_case, reason)
    else:
        result.addSuccess(test_case)


def _addError(result, test, exc_info):
    if result is not None and exc_info is not None:
        if issubclass(exc_info[0], test.failureException):
            result.addFailure(test, exc_info)
        else:
            result.addError(test, exc_info)


class _SubTestContext:
    """What TestCase.subTest() returns."""

    def __init__(self, test_case, msg, params):
        self.test_case = test_case
        self.msg = msg
        self.params = params
        self.active = False

    def __enter__(self):
        tc = self.test_case
        outcome = tc._outcome
        if outcome is None or not outcome.result_supports_subtests:
            return None
        self.active = True
        parent = tc._subtest
        if parent is None:
            params = _SubTestParams([self.params])
        else:
            params = parent.params.new_child(self.params)
        self.parent = parent
        tc._subtest = _SubTest(tc, self.msg, params)
        self.old_success = outcome.success
        outcome.success = True
        return None

    def __exit__(self, exc_type, exc, tb):
        if not self.active:
            return False
        self.active = False
        tc = self.test_case
        outcome = tc._outcome
        subtest = tc._subtest
        try:
            if exc_type is not None:
                if issubclass(exc_type, KeyboardInterrupt):
                    return False
                if exc is None:
                    exc = exc_type()
                outcome._record(subtest, exc, subtest=True)
            elif outcome.success:
                outcome.result.addSubTest(tc, subtest, None)
        finally:
            outcome.success = outcome.success and self.old_success
            tc._subtest = self.parent
        if not outcome.success:
            result = outcome.result
            if result is not None and result.failfast:
                raise _ShouldStop
        elif outcome.expectedFailure:
            raise _ShouldStop
        return True


class _SubTestParams:
    """The parameters of nested subtests: the innermost ones first."""

    def __init__(self, maps):
        self.maps = maps

    def new_child(self, params):
        return _SubTestParams([params] + self.maps)

    def __iter__(self):
        seen = set()
        for mapping in self.maps:
            for k in mapping:
                if k not in seen:
                    seen.add(k)
                    yield k

    def __len__(self):
        return len(list(self.__iter__()))

    def __bool__(self):
        for mapping in self.maps:
            if mapping:
                return True
        return False

    def __getitem__(self, key):
        for mapping in self.maps:
            if key in mapping:
                return mapping[key]
        raise KeyError(key)

    def __contains__(self, key):
        for mapping in self.maps:
            if key in mapping:
                return True
        return False

    def get(self, key, default=None):
        for mapping in self.maps:
            if key in mapping:
                return mapping[key]
        return default

    def keys(self):
        return list(self.__iter__())

    def items(self):
        return [(k, self[k]) for k in self.__iter__()]

    def values(self):
        return [self[k] for k in self.__iter__()]

    def __repr__(self):
        return '_OrderedChainMap(%s)' % ', '.join([repr(m) for m in self.maps])


# ---------------------------------------------------------------------------
# Assertion contexts

class _BaseTestCaseContext:

    def __init__(self, test_case):
        self.test_case = test_case

    def _raiseFailure(self, standardMsg):
        msg = self.test_case._formatMessage(self.msg, standardMsg)
        raise self.test_case.failureException(msg)


class _AssertRaisesBaseContext(_BaseTestCaseContext):

    def __init__(self, expected, test_case, expected_regex=None):
        _BaseTestCaseContext.__init__(self, test_case)
        self.expected = expected
        self.test_case = test_case
        if expected_regex is not None:
            import re
            expected_regex = re.compile(expected_regex)
        self.expected_regex = expected_regex
        self.obj_name = None
        self.msg = None

    def handle(self, name, args, kwargs):
        """Check the arguments, then either return the context manager
        (no callable given) or call the callable inside it."""
        if not _is_subtype(self.expected, self._base_type):
            raise TypeError('%s() arg 1 must be %s' %
                            (name, self._base_type_str))
        if not args:
            self.msg = kwargs.pop('msg', None)
            if kwargs:
                raise TypeError('%r is an invalid keyword argument for '
                                'this function' % (next(iter(kwargs)),))
            return self
        callable_obj = args[0]
        args = args[1:]
        try:
            self.obj_name = callable_obj.__name__
        except AttributeError:
            self.obj_name = str(callable_obj)
        with self:
            callable_obj(*args, **kwargs)
        return None


class _AssertRaisesContext(_AssertRaisesBaseContext):
    """A context manager used to implement TestCase.assertRaises* methods."""
    __module__ = 'unittest.case'

    _base_type = BaseException
    _base_type_str = 'an exception type or tuple of exception types'

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, tb):
        if exc_type is None:
            try:
                exc_name = self.expected.__name__
            except AttributeError:
                exc_name = str(self.expected)
            if self.obj_name:
                self._raiseFailure("{} not raised by {}".format(exc_name,
                                                                self.obj_name))
            else:
                self._raiseFailure("{} not raised".format(exc_name))
        if not issubclass(exc_type, self.expected):
            return False
        if exc_value is None:
            exc_value = exc_type()
        # Kept without its traceback, as CPython does (a failure below
        # then shows it without frames). Trellis's with_traceback(None)
        # does not forget the frames, so they are also noted here.
        self.exception = exc_value.with_traceback(None)
        _forget_frames(exc_value)
        if self.expected_regex is None:
            return True
        if not self.expected_regex.search(str(exc_value)):
            self._raiseFailure('"{}" does not match "{}"'.format(
                self.expected_regex.pattern, str(exc_value)))
        return True


class _AssertWarnsContext(_AssertRaisesBaseContext):
    """A context manager used to implement TestCase.assertWarns* methods.
    It needs a warnings module (Trellis has none)."""
    __module__ = 'unittest.case'

    _base_type = Warning
    _base_type_str = 'a warning type or tuple of warning types'

    def __enter__(self):
        try:
            import warnings
        except ImportError:
            raise NotImplementedError(
                'assertWarns() needs the warnings module, which is '
                'not available') from None
        self._warnings_module = warnings
        for v in list(sys.modules.values()):
            if getattr(v, '__warningregistry__', None):
                v.__warningregistry__ = {}
        self.warnings_manager = warnings.catch_warnings(record=True)
        self.warnings = self.warnings_manager.__enter__()
        warnings.simplefilter("always", self.expected)
        return self

    def __exit__(self, exc_type, exc_value, tb):
        self.warnings_manager.__exit__(exc_type, exc_value, tb)
        if exc_type is not None:
            return False
        try:
            exc_name = self.expected.__name__
        except AttributeError:
            exc_name = str(self.expected)
        first_matching = None
        for m in self.warnings:
            w = m.message
            if not isinstance(w, self.expected):
                continue
            if first_matching is None:
                first_matching = w
            if (self.expected_regex is not None and
                    not self.expected_regex.search(str(w))):
                continue
            self.warning = w
            self.filename = m.filename
            self.lineno = m.lineno
            return None
        if first_matching is not None:
            self._raiseFailure('"{}" does not match "{}"'.format(
                self.expected_regex.pattern, str(first_matching)))
        if self.obj_name:
            self._raiseFailure("{} not triggered by {}".format(exc_name,
                                                               self.obj_name))
        else:
            self._raiseFailure("{} not triggered".format(exc_name))


class _LoggingWatcher(tuple):
    """(records, output)"""
    __slots__ = ()

    def __new__(cls, records, output):
        return tuple.__new__(cls, (records, output))

    records = property(lambda self: self[0])
    output = property(lambda self: self[1])

    def __repr__(self):
        return '_LoggingWatcher(records=%r, output=%r)' % tuple(self)


def _capturing_handler_class():
    import logging

    class _CapturingHandler(logging.Handler):
        """A logging handler capturing all (raw and formatted) records."""

        def __init__(self):
            logging.Handler.__init__(self)
            self.watcher = _LoggingWatcher([], [])

        def flush(self):
            pass

        def emit(self, record):
            self.watcher.records.append(record)
            self.watcher.output.append(self.format(record))
    return _CapturingHandler


class _AssertLogsContext(_BaseTestCaseContext):
    """A context manager for assertLogs() and assertNoLogs()"""
    __module__ = 'unittest._log'

    LOGGING_FORMAT = "%(levelname)s:%(name)s:%(message)s"

    def __init__(self, test_case, logger_name, level, no_logs):
        import logging
        _BaseTestCaseContext.__init__(self, test_case)
        self.logger_name = logger_name
        if level:
            self.level = logging._nameToLevel.get(level, level)
        else:
            self.level = logging.INFO
        self.msg = None
        self.no_logs = no_logs

    def __enter__(self):
        import logging
        if isinstance(self.logger_name, logging.Logger):
            logger = self.logger = self.logger_name
        else:
            logger = self.logger = logging.getLogger(self.logger_name)
        handler = _capturing_handler_class()()
        handler.setLevel(self.level)
        handler.setFormatter(logging.Formatter(self.LOGGING_FORMAT))
        self.watcher = handler.watcher
        self.old_handlers = logger.handlers[:]
        self.old_level = logger.level
        self.old_propagate = logger.propagate
        logger.handlers = [handler]
        logger.setLevel(self.level)
        logger.propagate = False
        if self.no_logs:
            return None
        return handler.watcher

    def __exit__(self, exc_type, exc_value, tb):
        import logging
        self.logger.handlers = self.old_handlers
        self.logger.propagate = self.old_propagate
        self.logger.setLevel(self.old_level)
        if exc_type is not None:
            return False
        if self.no_logs:
            if len(self.watcher.records) > 0:
                self._raiseFailure("Unexpected logs found: {!r}".format(
                    self.watcher.output))
        elif len(self.watcher.records) == 0:
            self._raiseFailure(
                "no logs of level {} or higher triggered on {}".format(
                    logging.getLevelName(self.level), self.logger.name))
        return None


def _enter_context(cm, addcleanup):
    cls = type(cm)
    try:
        enter = cls.__enter__
        exit = cls.__exit__
    except AttributeError:
        raise TypeError(f"'{cls.__module__}.{cls.__qualname__}' object does "
                        f"not support the context manager protocol") from None
    result = enter(cm)
    addcleanup(exit, cm, None, None, None)
    return result


_module_cleanups = []


def addModuleCleanup(function, /, *args, **kwargs):
    """Same as addCleanup, except the cleanup items are called even if
    setUpModule fails (unlike tearDownModule)."""
    _module_cleanups.append((function, args, kwargs))


def enterModuleContext(cm):
    """Same as enterContext, but module-wide."""
    return _enter_context(cm, addModuleCleanup)


def doModuleCleanups():
    """Execute all module cleanup functions. Normally called for you after
    tearDownModule."""
    exceptions = []
    while _module_cleanups:
        function, args, kwargs = _module_cleanups.pop()
        try:
            function(*args, **kwargs)
        except Exception as exc:
            exceptions.append(exc)
    if exceptions:
        raise exceptions[0]


_subtest_msg_sentinel = object()

DIFF_OMITTED = ('\nDiff is %s characters long. '
                'Set self.maxDiff to None to see it.')


def _pformat_lines(obj):
    import pprint
    return pprint.pformat(obj).splitlines()


# ---------------------------------------------------------------------------
# TestCase

class TestCase(object):
    """A class whose instances are single test cases."""
    __module__ = 'unittest.case'

    failureException = AssertionError
    longMessage = True
    maxDiff = 80 * 8
    _diffThreshold = 2 ** 16
    _classSetupFailed = False
    _class_cleanups = []

    def __init_subclass__(cls, *args, **kwargs):
        cls._classSetupFailed = False
        cls._class_cleanups = []
        super().__init_subclass__(*args, **kwargs)

    def __init__(self, methodName='runTest'):
        self._testMethodName = methodName
        self._outcome = None
        self._testMethodDoc = 'No test'
        try:
            testMethod = getattr(self, methodName)
        except AttributeError:
            if methodName != 'runTest':
                raise ValueError("no such test method in %s: %s" %
                                 (self.__class__, methodName)) from None
        else:
            self._testMethodDoc = testMethod.__doc__
        self._cleanups = []
        self._subtest = None
        self._type_equality_funcs = {
            dict: 'assertDictEqual',
            list: 'assertListEqual',
            tuple: 'assertTupleEqual',
            set: 'assertSetEqual',
            frozenset: 'assertSetEqual',
            str: 'assertMultiLineEqual',
        }

    def addTypeEqualityFunc(self, typeobj, function):
        self._type_equality_funcs[typeobj] = function

    def addCleanup(self, function, /, *args, **kwargs):
        self._cleanups.append((function, args, kwargs))

    def enterContext(self, cm):
        return _enter_context(cm, self.addCleanup)

    @classmethod
    def addClassCleanup(cls, function, /, *args, **kwargs):
        cls._class_cleanups.append((function, args, kwargs))

    @classmethod
    def enterClassContext(cls, cm):
        return _enter_context(cm, cls.addClassCleanup)

    def setUp(self):
        "Hook method for setting up the test fixture before exercising it."

    def tearDown(self):
        "Hook method for deconstructing the test fixture after testing it."

    @classmethod
    def setUpClass(cls):
        "Hook method for setting up class fixture before running tests in the class."

    @classmethod
    def tearDownClass(cls):
        "Hook method for deconstructing the class fixture after running all tests in the class."

    def countTestCases(self):
        return 1

    def defaultTestResult(self):
        return TestResult()

    def shortDescription(self):
        doc = self._testMethodDoc
        return doc.strip().split("\n")[0].strip() if doc else None

    def id(self):
        return "%s.%s" % (strclass(self.__class__), self._testMethodName)

    def __eq__(self, other):
        if type(self) is not type(other):
            return NotImplemented
        return self._testMethodName == other._testMethodName

    def __hash__(self):
        return hash((type(self), self._testMethodName))

    def __str__(self):
        return "%s (%s.%s)" % (self._testMethodName, strclass(self.__class__),
                               self._testMethodName)

    def __repr__(self):
        return "<%s testMethod=%s>" % (strclass(self.__class__),
                                       self._testMethodName)

    def subTest(self, msg=_subtest_msg_sentinel, **params):
        """Return a context manager that will return the enclosed block
        of code in a subtest identified by the optional message and
        keyword parameters. A failure in the subtest marks the test
        case as failed but resumes execution at the end of the enclosed
        block, allowing further test code to be executed."""
        return _SubTestContext(self, msg, params)

    def _addExpectedFailure(self, result, exc_info):
        addExpectedFailure = getattr(result, 'addExpectedFailure', None)
        if addExpectedFailure is not None:
            addExpectedFailure(self, exc_info)
        else:
            result.addSuccess(self)

    def _addUnexpectedSuccess(self, result):
        addUnexpectedSuccess = getattr(result, 'addUnexpectedSuccess', None)
        if addUnexpectedSuccess is not None:
            addUnexpectedSuccess(self)
        else:
            e = _UnexpectedSuccess()
            result.addFailure(self, (type(e), e, None))

    def _callSetUp(self):
        self.setUp()

    def _callTestMethod(self, method):
        method()

    def _callTearDown(self):
        self.tearDown()

    def _callCleanup(self, function, /, *args, **kwargs):
        function(*args, **kwargs)

    def run(self, result=None):
        if result is None:
            result = self.defaultTestResult()
            startTestRun = getattr(result, 'startTestRun', None)
            stopTestRun = getattr(result, 'stopTestRun', None)
            if startTestRun is not None:
                startTestRun()
        else:
            stopTestRun = None
        result.startTest(self)
        try:
            testMethod = getattr(self, self._testMethodName)
            cls = self.__class__
            if (getattr(cls, "__unittest_skip__", False) or
                    getattr(testMethod, "__unittest_skip__", False)):
                skip_why = (getattr(cls, '__unittest_skip_why__', '')
                            or getattr(testMethod, '__unittest_skip_why__', ''))
                _addSkip(result, self, skip_why)
                return result
            expecting_failure = (
                getattr(self, "__unittest_expecting_failure__", False) or
                getattr(testMethod, "__unittest_expecting_failure__", False))
            outcome = _Outcome(result)
            try:
                self._outcome = outcome
                # run_part calls the hooks itself (the stack is then as
                # deep as CPython's) unless the _call* methods are
                # overridden.
                cls = type(self)
                if cls._callSetUp is TestCase._callSetUp:
                    outcome.run_part(self, self.setUp)
                else:
                    outcome.run_part(self, self._callSetUp)
                if outcome.success:
                    outcome.expecting_failure = expecting_failure
                    if cls._callTestMethod is TestCase._callTestMethod:
                        outcome.run_part(self, testMethod)
                    else:
                        outcome.run_part(self, self._callTestMethod,
                                         (testMethod,))
                    outcome.expecting_failure = False
                    if cls._callTearDown is TestCase._callTearDown:
                        outcome.run_part(self, self.tearDown)
                    else:
                        outcome.run_part(self, self._callTearDown)
                self.doCleanups()
                if outcome.success:
                    if expecting_failure:
                        if outcome.expectedFailure:
                            self._addExpectedFailure(result,
                                                     outcome.expectedFailure)
                        else:
                            self._addUnexpectedSuccess(result)
                    else:
                        result.addSuccess(self)
                return result
            finally:
                outcome.expectedFailure = None
                self._outcome = None
        finally:
            result.stopTest(self)
            if stopTestRun is not None:
                stopTestRun()

    def doCleanups(self):
        """Execute all cleanup functions. Normally called for you after
        tearDown."""
        outcome = self._outcome or _Outcome()
        cleanups = self._cleanups
        direct = type(self)._callCleanup is TestCase._callCleanup
        while cleanups:
            function, args, kwargs = cleanups.pop()
            if direct:
                outcome.run_part(self, function, args, kwargs)
            else:
                outcome.run_part(self, self._callCleanup,
                                 (function,) + args, kwargs)
        return outcome.success

    @classmethod
    def doClassCleanups(cls):
        """Execute all class cleanup functions. Normally called for you
        after tearDownClass."""
        cls.tearDown_exceptions = []
        while cls._class_cleanups:
            function, args, kwargs = cls._class_cleanups.pop()
            try:
                function(*args, **kwargs)
            except Exception as e:
                cls.tearDown_exceptions.append((type(e), e, None))

    def __call__(self, *args, **kwds):
        return self.run(*args, **kwds)

    def debug(self):
        """Run the test without collecting errors in a TestResult"""
        testMethod = getattr(self, self._testMethodName)
        if (getattr(self.__class__, "__unittest_skip__", False) or
                getattr(testMethod, "__unittest_skip__", False)):
            skip_why = (getattr(self.__class__, '__unittest_skip_why__', '')
                        or getattr(testMethod, '__unittest_skip_why__', ''))
            raise SkipTest(skip_why)
        self._callSetUp()
        self._callTestMethod(testMethod)
        self._callTearDown()
        while self._cleanups:
            function, args, kwargs = self._cleanups.pop()
            self._callCleanup(function, *args, **kwargs)

    def skipTest(self, reason):
        """Skip this test."""
        raise SkipTest(reason)

    def fail(self, msg=None):
        """Fail immediately, with the given message."""
        raise self.failureException(msg)

    def _formatMessage(self, msg, standardMsg):
        if not self.longMessage:
            return msg or standardMsg
        if msg is None:
            return standardMsg
        try:
            return '%s : %s' % (standardMsg, msg)
        except UnicodeDecodeError:
            return '%s : %s' % (safe_repr(standardMsg), safe_repr(msg))

    def _truncateMessage(self, message, diff):
        max_diff = self.maxDiff
        if max_diff is None or len(diff) <= max_diff:
            return message + diff
        return message + (DIFF_OMITTED % len(diff))

    # -- basic assertions

    def assertFalse(self, expr, msg=None):
        """Check that the expression is false."""
        if expr:
            msg = self._formatMessage(msg, "%s is not false" % safe_repr(expr))
            raise self.failureException(msg)

    def assertTrue(self, expr, msg=None):
        """Check that the expression is true."""
        if not expr:
            msg = self._formatMessage(msg, "%s is not true" % safe_repr(expr))
            raise self.failureException(msg)

    def assertRaises(self, expected_exception, *args, **kwargs):
        """Fail unless an exception of class expected_exception is raised
        by the callable when invoked with specified positional and
        keyword arguments, or (with no callable) by the body of the
        with statement; the context manager keeps it as .exception."""
        context = _AssertRaisesContext(expected_exception, self)
        return context.handle('assertRaises', args, kwargs)

    def assertWarns(self, expected_warning, *args, **kwargs):
        """Fail unless a warning of class expected_warning is triggered.
        Needs a warnings module."""
        context = _AssertWarnsContext(expected_warning, self)
        return context.handle('assertWarns', args, kwargs)

    def assertLogs(self, logger=None, level=None):
        """Fail unless a log message of level *level* or higher is emitted
        on *logger_name* or its children."""
        return _AssertLogsContext(self, logger, level, no_logs=False)

    def assertNoLogs(self, logger=None, level=None):
        """Fail unless no log messages of level *level* or higher are
        emitted on *logger_name* or its children."""
        return _AssertLogsContext(self, logger, level, no_logs=True)

    def _getAssertEqualityFunc(self, first, second):
        if type(first) == type(second):
            asserter = self._type_equality_funcs.get(type(first))
            if asserter is not None:
                if isinstance(asserter, str):
                    asserter = getattr(self, asserter)
                return asserter
        return self._baseAssertEqual

    def _baseAssertEqual(self, first, second, msg=None):
        """The default assertEqual implementation, not type specific."""
        if not first == second:
            standardMsg = '%s != %s' % _common_shorten_repr(first, second)
            msg = self._formatMessage(msg, standardMsg)
            raise self.failureException(msg)

    def assertEqual(self, first, second, msg=None):
        """Fail if the two objects are unequal as determined by the '=='
        operator."""
        assertion_func = self._getAssertEqualityFunc(first, second)
        assertion_func(first, second, msg=msg)

    def assertNotEqual(self, first, second, msg=None):
        """Fail if the two objects are equal as determined by the '!='
        operator."""
        if not first != second:
            msg = self._formatMessage(msg, '%s == %s' % (safe_repr(first),
                                                         safe_repr(second)))
            raise self.failureException(msg)

    def assertAlmostEqual(self, first, second, places=None, msg=None,
                          delta=None):
        """Fail if the two objects are unequal as determined by their
        difference rounded to the given number of decimal places
        (default 7) and comparing to zero, or by comparing that the
        difference between the two objects is more than the given
        delta."""
        if first == second:
            return
        if delta is not None and places is not None:
            raise TypeError("specify delta or places not both")
        diff = abs(first - second)
        if delta is not None:
            if diff <= delta:
                return
            standardMsg = '%s != %s within %s delta (%s difference)' % (
                safe_repr(first), safe_repr(second), safe_repr(delta),
                safe_repr(diff))
        else:
            if places is None:
                places = 7
            if round(diff, places) == 0:
                return
            standardMsg = '%s != %s within %r places (%s difference)' % (
                safe_repr(first), safe_repr(second), places, safe_repr(diff))
        msg = self._formatMessage(msg, standardMsg)
        raise self.failureException(msg)

    def assertNotAlmostEqual(self, first, second, places=None, msg=None,
                             delta=None):
        """Fail if the two objects are equal as determined by their
        difference rounded to the given number of decimal places
        (default 7) and comparing to zero, or by comparing that the
        difference between the two objects is less than the given
        delta."""
        if delta is not None and places is not None:
            raise TypeError("specify delta or places not both")
        diff = abs(first - second)
        if delta is not None:
            if not (first == second) and diff > delta:
                return
            standardMsg = '%s == %s within %s delta (%s difference)' % (
                safe_repr(first), safe_repr(second), safe_repr(delta),
                safe_repr(diff))
        else:
            if places is None:
                places = 7
            if not (first == second) and round(diff, places) != 0:
                return
            standardMsg = '%s == %s within %r places' % (
                safe_repr(first), safe_repr(second), places)
        msg = self._formatMessage(msg, standardMsg)
        raise self.failureException(msg)

    # -- containers

    def assertSequenceEqual(self, seq1, seq2, msg=None, seq_type=None):
        """An equality assertion for ordered sequences (like lists and
        tuples)."""
        if seq_type is not None:
            seq_type_name = seq_type.__name__
            if not isinstance(seq1, seq_type):
                raise self.failureException('First sequence is not a %s: %s'
                                            % (seq_type_name, safe_repr(seq1)))
            if not isinstance(seq2, seq_type):
                raise self.failureException('Second sequence is not a %s: %s'
                                            % (seq_type_name, safe_repr(seq2)))
        else:
            seq_type_name = "sequence"

        differing = None
        len1 = len2 = 0
        try:
            len1 = len(seq1)
        except (TypeError, NotImplementedError):
            differing = 'First %s has no length.    Non-sequence?' % (
                seq_type_name)
        if differing is None:
            try:
                len2 = len(seq2)
            except (TypeError, NotImplementedError):
                differing = 'Second %s has no length.    Non-sequence?' % (
                    seq_type_name)

        if differing is None:
            if seq1 == seq2:
                return
            differing = '%ss differ: %s != %s\n' % (
                (seq_type_name.capitalize(),) +
                _common_shorten_repr(seq1, seq2))
            same_but_types = False
            for i in range(min(len1, len2)):
                ok, item1 = _index(seq1, i)
                if not ok:
                    differing += ('\nUnable to index element %d of first %s\n'
                                  % (i, seq_type_name))
                    break
                ok, item2 = _index(seq2, i)
                if not ok:
                    differing += ('\nUnable to index element %d of second %s\n'
                                  % (i, seq_type_name))
                    break
                if item1 != item2:
                    differing += ('\nFirst differing element %d:\n%s\n%s\n' %
                                  ((i,) + _common_shorten_repr(item1, item2)))
                    break
            else:
                if (len1 == len2 and seq_type is None and
                        type(seq1) != type(seq2)):
                    # Equal items, different sequence types.
                    same_but_types = True
            if same_but_types:
                return
            if len1 > len2:
                differing += ('\nFirst %s contains %d additional '
                              'elements.\n' % (seq_type_name, len1 - len2))
                ok, item = _index(seq1, len2)
                if ok:
                    differing += ('First extra element %d:\n%s\n' %
                                  (len2, safe_repr(item)))
                else:
                    differing += ('Unable to index element %d '
                                  'of first %s\n' % (len2, seq_type_name))
            elif len1 < len2:
                differing += ('\nSecond %s contains %d additional '
                              'elements.\n' % (seq_type_name, len2 - len1))
                ok, item = _index(seq2, len1)
                if ok:
                    differing += ('First extra element %d:\n%s\n' %
                                  (len1, safe_repr(item)))
                else:
                    differing += ('Unable to index element %d '
                                  'of second %s\n' % (len1, seq_type_name))
        standardMsg = differing
        diffMsg = '\n' + '\n'.join(_ndiff(_pformat_lines(seq1),
                                          _pformat_lines(seq2)))
        standardMsg = self._truncateMessage(standardMsg, diffMsg)
        msg = self._formatMessage(msg, standardMsg)
        self.fail(msg)

    def assertListEqual(self, list1, list2, msg=None):
        """A list-specific equality assertion."""
        self.assertSequenceEqual(list1, list2, msg, seq_type=list)

    def assertTupleEqual(self, tuple1, tuple2, msg=None):
        """A tuple-specific equality assertion."""
        self.assertSequenceEqual(tuple1, tuple2, msg, seq_type=tuple)

    def assertSetEqual(self, set1, set2, msg=None):
        """A set-specific equality assertion: lists the items found in
        only one of the sets."""
        try:
            difference1 = set1.difference(set2)
        except TypeError as e:
            self.fail('invalid type when attempting set difference: %s' % e)
        except AttributeError as e:
            self.fail('first argument does not support set difference: %s'
                      % e)
        try:
            difference2 = set2.difference(set1)
        except TypeError as e:
            self.fail('invalid type when attempting set difference: %s' % e)
        except AttributeError as e:
            self.fail('second argument does not support set difference: %s'
                      % e)
        if not (difference1 or difference2):
            return
        lines = []
        if difference1:
            lines.append('Items in the first set but not the second:')
            for item in difference1:
                lines.append(repr(item))
        if difference2:
            lines.append('Items in the second set but not the first:')
            for item in difference2:
                lines.append(repr(item))
        standardMsg = '\n'.join(lines)
        self.fail(self._formatMessage(msg, standardMsg))

    def assertIn(self, member, container, msg=None):
        """Just like self.assertTrue(a in b), but with a nicer default
        message."""
        if member not in container:
            standardMsg = '%s not found in %s' % (safe_repr(member),
                                                  safe_repr(container))
            self.fail(self._formatMessage(msg, standardMsg))

    def assertNotIn(self, member, container, msg=None):
        """Just like self.assertTrue(a not in b), but with a nicer default
        message."""
        if member in container:
            standardMsg = '%s unexpectedly found in %s' % (
                safe_repr(member), safe_repr(container))
            self.fail(self._formatMessage(msg, standardMsg))

    def assertIs(self, expr1, expr2, msg=None):
        """Just like self.assertTrue(a is b), but with a nicer default
        message."""
        if expr1 is not expr2:
            standardMsg = '%s is not %s' % (safe_repr(expr1),
                                            safe_repr(expr2))
            self.fail(self._formatMessage(msg, standardMsg))

    def assertIsNot(self, expr1, expr2, msg=None):
        """Just like self.assertTrue(a is not b), but with a nicer default
        message."""
        if expr1 is expr2:
            standardMsg = 'unexpectedly identical: %s' % (safe_repr(expr1),)
            self.fail(self._formatMessage(msg, standardMsg))

    def assertDictEqual(self, d1, d2, msg=None):
        self.assertIsInstance(d1, dict, 'First argument is not a dictionary')
        self.assertIsInstance(d2, dict, 'Second argument is not a dictionary')
        if d1 != d2:
            standardMsg = '%s != %s' % _common_shorten_repr(d1, d2)
            diff = ('\n' + '\n'.join(_ndiff(_pformat_lines(d1),
                                            _pformat_lines(d2))))
            standardMsg = self._truncateMessage(standardMsg, diff)
            self.fail(self._formatMessage(msg, standardMsg))

    def assertDictContainsSubset(self, subset, dictionary, msg=None):
        """Checks whether dictionary is a superset of subset."""
        missing = []
        mismatched = []
        for key, value in subset.items():
            if key not in dictionary:
                missing.append(key)
            elif value != dictionary[key]:
                mismatched.append('%s, expected: %s, actual: %s' %
                                  (safe_repr(key), safe_repr(value),
                                   safe_repr(dictionary[key])))
        if not (missing or mismatched):
            return
        standardMsg = ''
        if missing:
            standardMsg = 'Missing: %s' % ','.join([safe_repr(m)
                                                    for m in missing])
        if mismatched:
            if standardMsg:
                standardMsg += '; '
            standardMsg += 'Mismatched values: %s' % ','.join(mismatched)
        self.fail(self._formatMessage(msg, standardMsg))

    def assertCountEqual(self, first, second, msg=None):
        """Asserts that two iterables have the same elements, the same
        number of times, without regard to order."""
        first_seq = list(first)
        second_seq = list(second)
        hashable = True
        try:
            for elem in first_seq:
                hash(elem)
            for elem in second_seq:
                hash(elem)
        except TypeError:
            hashable = False
        if hashable:
            differences = _count_diff_hashable(first_seq, second_seq)
        else:
            differences = _count_diff_all_purpose(first_seq, second_seq)
        if differences:
            standardMsg = 'Element counts were not equal:\n'
            lines = ['First has %d, Second has %d:  %r' % tuple(diff)
                     for diff in differences]
            diffMsg = '\n'.join(lines)
            standardMsg = self._truncateMessage(standardMsg, diffMsg)
            msg = self._formatMessage(msg, standardMsg)
            self.fail(msg)

    def assertMultiLineEqual(self, first, second, msg=None):
        """Assert that two multi-line strings are equal."""
        self.assertIsInstance(first, str, 'First argument is not a string')
        self.assertIsInstance(second, str, 'Second argument is not a string')
        if first != second:
            if (len(first) > self._diffThreshold or
                    len(second) > self._diffThreshold):
                self._baseAssertEqual(first, second, msg)
            firstlines = first.splitlines(keepends=True)
            secondlines = second.splitlines(keepends=True)
            if len(firstlines) == 1 and first.strip('\r\n') == first:
                firstlines = [first + '\n']
                secondlines = [second + '\n']
            standardMsg = '%s != %s' % _common_shorten_repr(first, second)
            diff = '\n' + ''.join(_ndiff(firstlines, secondlines))
            standardMsg = self._truncateMessage(standardMsg, diff)
            self.fail(self._formatMessage(msg, standardMsg))

    def assertLess(self, a, b, msg=None):
        """Just like self.assertTrue(a < b), but with a nicer default
        message."""
        if not a < b:
            standardMsg = '%s not less than %s' % (safe_repr(a), safe_repr(b))
            self.fail(self._formatMessage(msg, standardMsg))

    def assertLessEqual(self, a, b, msg=None):
        """Just like self.assertTrue(a <= b), but with a nicer default
        message."""
        if not a <= b:
            standardMsg = '%s not less than or equal to %s' % (safe_repr(a),
                                                               safe_repr(b))
            self.fail(self._formatMessage(msg, standardMsg))

    def assertGreater(self, a, b, msg=None):
        """Just like self.assertTrue(a > b), but with a nicer default
        message."""
        if not a > b:
            standardMsg = '%s not greater than %s' % (safe_repr(a),
                                                      safe_repr(b))
            self.fail(self._formatMessage(msg, standardMsg))

    def assertGreaterEqual(self, a, b, msg=None):
        """Just like self.assertTrue(a >= b), but with a nicer default
        message."""
        if not a >= b:
            standardMsg = '%s not greater than or equal to %s' % (
                safe_repr(a), safe_repr(b))
            self.fail(self._formatMessage(msg, standardMsg))

    def assertIsNone(self, obj, msg=None):
        """Same as self.assertTrue(obj is None), with a nicer default
        message."""
        if obj is not None:
            standardMsg = '%s is not None' % (safe_repr(obj),)
            self.fail(self._formatMessage(msg, standardMsg))

    def assertIsNotNone(self, obj, msg=None):
        """Included for symmetry with assertIsNone."""
        if obj is None:
            standardMsg = 'unexpectedly None'
            self.fail(self._formatMessage(msg, standardMsg))

    def assertIsInstance(self, obj, cls, msg=None):
        """Same as self.assertTrue(isinstance(obj, cls)), with a nicer
        default message."""
        if not isinstance(obj, cls):
            standardMsg = '%s is not an instance of %r' % (safe_repr(obj), cls)
            self.fail(self._formatMessage(msg, standardMsg))

    def assertNotIsInstance(self, obj, cls, msg=None):
        """Included for symmetry with assertIsInstance."""
        if isinstance(obj, cls):
            standardMsg = '%s is an instance of %r' % (safe_repr(obj), cls)
            self.fail(self._formatMessage(msg, standardMsg))

    def assertRaisesRegex(self, expected_exception, expected_regex,
                          *args, **kwargs):
        """Asserts that the message in a raised exception matches a
        regex."""
        context = _AssertRaisesContext(expected_exception, self,
                                       expected_regex)
        return context.handle('assertRaisesRegex', args, kwargs)

    def assertWarnsRegex(self, expected_warning, expected_regex,
                         *args, **kwargs):
        """Asserts that the message in a triggered warning matches a
        regexp. Needs a warnings module."""
        context = _AssertWarnsContext(expected_warning, self, expected_regex)
        return context.handle('assertWarnsRegex', args, kwargs)

    def assertRegex(self, text, expected_regex, msg=None):
        """Fail the test unless the text matches the regular expression."""
        if isinstance(expected_regex, (str, bytes)):
            assert expected_regex, "expected_regex must not be empty."
            import re
            expected_regex = re.compile(expected_regex)
        if not expected_regex.search(text):
            standardMsg = "Regex didn't match: %r not found in %r" % (
                expected_regex.pattern, text)
            msg = self._formatMessage(msg, standardMsg)
            raise self.failureException(msg)

    def assertNotRegex(self, text, unexpected_regex, msg=None):
        """Fail the test if the text matches the regular expression."""
        if isinstance(unexpected_regex, (str, bytes)):
            import re
            unexpected_regex = re.compile(unexpected_regex)
        match = unexpected_regex.search(text)
        if match:
            standardMsg = 'Regex matched: %r matches %r in %r' % (
                text[match.start():match.end()], unexpected_regex.pattern,
                text)
            msg = self._formatMessage(msg, standardMsg)
            raise self.failureException(msg)

    # Old names (deprecated in CPython; no warning is given here).
    failUnlessEqual = assertEquals = assertEqual
    failIfEqual = assertNotEquals = assertNotEqual
    failUnlessAlmostEqual = assertAlmostEquals = assertAlmostEqual
    failIfAlmostEqual = assertNotAlmostEquals = assertNotAlmostEqual
    failUnless = assert_ = assertTrue
    failUnlessRaises = assertRaises
    failIf = assertFalse
    assertRaisesRegexp = assertRaisesRegex
    assertRegexpMatches = assertRegex
    assertNotRegexpMatches = assertNotRegex


def _index(seq, i):
    """(True, seq[i]) or (False, None) when seq cannot be indexed."""
    try:
        return True, seq[i]
    except (TypeError, IndexError, NotImplementedError):
        return False, None


class FunctionTestCase(TestCase):
    """A test case that wraps a test function."""
    __module__ = 'unittest.case'

    def __init__(self, testFunc, setUp=None, tearDown=None, description=None):
        super(FunctionTestCase, self).__init__()
        self._setUpFunc = setUp
        self._tearDownFunc = tearDown
        self._testFunc = testFunc
        self._description = description

    def setUp(self):
        if self._setUpFunc is not None:
            self._setUpFunc()

    def tearDown(self):
        if self._tearDownFunc is not None:
            self._tearDownFunc()

    def runTest(self):
        self._testFunc()

    def id(self):
        return self._testFunc.__name__

    def __eq__(self, other):
        if not isinstance(other, self.__class__):
            return NotImplemented
        return (self._setUpFunc == other._setUpFunc and
                self._tearDownFunc == other._tearDownFunc and
                self._testFunc == other._testFunc and
                self._description == other._description)

    def __hash__(self):
        return hash((type(self), self._setUpFunc, self._tearDownFunc,
                     self._testFunc, self._description))

    def __str__(self):
        return "%s (%s)" % (strclass(self.__class__),
                            self._testFunc.__name__)

    def __repr__(self):
        return "<%s tec=%s>" % (strclass(self.__class__), self._testFunc)

    def shortDescription(self):
        if self._description is not None:
            return self._description
        doc = self._testFunc.__doc__
        return doc and doc.split("\n")[0].strip() or None


class _SubTest(TestCase):
    __module__ = 'unittest.case'

    def __init__(self, test_case, message, params):
        super().__init__()
        self._message = message
        self.test_case = test_case
        self.params = params
        self.failureException = test_case.failureException

    def runTest(self):
        raise NotImplementedError("subtests cannot be run directly")

    def _subDescription(self):
        parts = []
        if self._message is not _subtest_msg_sentinel:
            parts.append("[{}]".format(self._message))
        if self.params:
            params_desc = ', '.join(
                "{}={!r}".format(k, v) for (k, v) in self.params.items())
            parts.append("({})".format(params_desc))
        return " ".join(parts) or '(<subtest>)'

    def id(self):
        return "{} {}".format(self.test_case.id(), self._subDescription())

    def shortDescription(self):
        """Returns a one-line description of the subtest, or None if no
        description has been provided."""
        return self.test_case.shortDescription()

    def __str__(self):
        return "{} {}".format(self.test_case, self._subDescription())


# ---------------------------------------------------------------------------
# Results

STDOUT_LINE = '\nStdout:\n%s'
STDERR_LINE = '\nStderr:\n%s'

_own_file = _id.__code__.co_filename
_OWN_FRAME = '  File "%s", ' % _own_file
_CAUSE_SEP = ('\nThe above exception was the direct cause '
              'of the following exception:\n\n')
_CONTEXT_SEP = ('\nDuring handling of the above exception, '
                'another exception occurred:\n\n')


_frameless = {}


def _forget_frames(e):
    """Report `e` without its frames from now on."""
    if len(_frameless) > 10000:
        _frameless.clear()
    _frameless[id(e)] = e


def _format_without_own_frames(e, failure_type):
    """The report of one exception (no chain) without this module's
    frames: as CPython does, the leading ones are dropped, and for a
    failure (an exception of exactly the failureException type) so is
    everything from the next frame of this module on (the assert
    method and what it called); a traceback left with no frames loses
    its header."""
    if _frameless.get(id(e)) is e:
        return ''.join(traceback.format_exception_only(e))
    lines = ''.join(traceback.format_exception(e, chain=False)).splitlines(
        keepends=True)
    if not lines or not lines[0].startswith('Traceback (most recent call'):
        return ''.join(lines)
    cut = type(e) is failure_type
    kept = [lines[0]]
    n = len(lines)
    i = 1
    skipping = False
    leading = True
    while i < n:
        line = lines[i]
        if not line.startswith('  '):
            break
        if line.startswith('  File "'):
            skipping = line.startswith(_OWN_FRAME)
            if not skipping:
                leading = False
            elif cut and not leading:
                # Truncate here: skip the rest of the frames.
                while i < n and lines[i].startswith('  '):
                    i += 1
                break
        if not skipping:
            kept.append(line)
        i += 1
    if len(kept) == 1:
        kept = []
    kept.extend(lines[i:])
    return ''.join(kept)


def _format_exception(e, failure_type=None):
    """The report of `e` with its causes and contexts, oldest first."""
    parts = []
    seen = set()
    while e is not None:
        seen.add(id(e))
        parts.append(_format_without_own_frames(e, failure_type))
        cause = e.__cause__
        context = e.__context__
        if cause is not None and id(cause) not in seen:
            parts.append(_CAUSE_SEP)
            e = cause
        elif (context is not None and not e.__suppress_context__
              and id(context) not in seen):
            parts.append(_CONTEXT_SEP)
            e = context
        else:
            e = None
    parts.reverse()
    return ''.join(parts)


def failfast(method):
    def inner(self, *args, **kw):
        if getattr(self, 'failfast', False):
            self.stop()
        return method(self, *args, **kw)
    inner.__name__ = method.__name__
    inner.__qualname__ = method.__qualname__
    inner.__doc__ = method.__doc__
    return inner


class TestResult(object):
    """Holder for test result information: testsRun, failures and
    errors (lists of (test, formatted traceback)), skipped (lists of
    (test, reason)), expectedFailures, unexpectedSuccesses."""
    __module__ = 'unittest.result'

    _previousTestClass = None
    _testRunEntered = False
    _moduleSetUpFailed = False

    def __init__(self, stream=None, descriptions=None, verbosity=None):
        self.failfast = False
        self.failures = []
        self.errors = []
        self.testsRun = 0
        self.skipped = []
        self.expectedFailures = []
        self.unexpectedSuccesses = []
        self.shouldStop = False
        self.buffer = False
        self.tb_locals = False
        self._stdout_buffer = None
        self._stderr_buffer = None
        self._original_stdout = sys.stdout
        self._original_stderr = sys.stderr
        self._mirrorOutput = False

    def printErrors(self):
        "Called by TestRunner after test run"

    def startTest(self, test):
        "Called when the given test is about to be run"
        self.testsRun += 1
        self._mirrorOutput = False
        self._setupStdout()

    def _setupStdout(self):
        if self.buffer:
            if self._stderr_buffer is None:
                import io
                self._stderr_buffer = io.StringIO()
                self._stdout_buffer = io.StringIO()
            sys.stdout = self._stdout_buffer
            sys.stderr = self._stderr_buffer

    def startTestRun(self):
        """Called once before any tests are executed."""

    def stopTest(self, test):
        """Called when the given test has been run"""
        self._restoreStdout()
        self._mirrorOutput = False

    def _restoreStdout(self):
        if self.buffer:
            if self._mirrorOutput:
                output = sys.stdout.getvalue()
                error = sys.stderr.getvalue()
                if output:
                    if not output.endswith('\n'):
                        output += '\n'
                    self._original_stdout.write(STDOUT_LINE % output)
                if error:
                    if not error.endswith('\n'):
                        error += '\n'
                    self._original_stderr.write(STDERR_LINE % error)
            sys.stdout = self._original_stdout
            sys.stderr = self._original_stderr
            self._stdout_buffer.seek(0)
            self._stdout_buffer.truncate()
            self._stderr_buffer.seek(0)
            self._stderr_buffer.truncate()

    def stopTestRun(self):
        """Called once after all tests are executed."""

    @failfast
    def addError(self, test, err):
        """Called when an error has occurred. 'err' is a tuple of values
        as returned by sys.exc_info()."""
        self.errors.append((test, self._exc_info_to_string(err, test)))
        self._mirrorOutput = True

    @failfast
    def addFailure(self, test, err):
        """Called when a failure has occurred. 'err' is a tuple of values
        as returned by sys.exc_info()."""
        self.failures.append((test, self._exc_info_to_string(err, test)))
        self._mirrorOutput = True

    def addSubTest(self, test, subtest, err):
        """Called at the end of a subtest. 'err' is None if the subtest
        ended successfully, otherwise it's a tuple of values as returned
        by sys.exc_info()."""
        if err is not None:
            if getattr(self, 'failfast', False):
                self.stop()
            if issubclass(err[0], test.failureException):
                errors = self.failures
            else:
                errors = self.errors
            errors.append((subtest, self._exc_info_to_string(err, test)))
            self._mirrorOutput = True

    def addSuccess(self, test):
        "Called when a test has completed successfully"

    def addSkip(self, test, reason):
        """Called when a test is skipped."""
        self.skipped.append((test, reason))

    def addExpectedFailure(self, test, err):
        """Called when an expected failure/error occurred."""
        self.expectedFailures.append(
            (test, self._exc_info_to_string(err, test)))

    @failfast
    def addUnexpectedSuccess(self, test):
        """Called when a test was expected to fail, but succeed."""
        self.unexpectedSuccesses.append(test)

    def wasSuccessful(self):
        """Tells whether or not this result was a success."""
        return ((len(self.failures) == len(self.errors) == 0) and
                (not hasattr(self, 'unexpectedSuccesses') or
                 len(self.unexpectedSuccesses) == 0))

    def stop(self):
        """Indicates that the tests should be aborted."""
        self.shouldStop = True

    def _exc_info_to_string(self, err, test):
        """Converts a sys.exc_info()-style tuple of values into a string."""
        exctype, value = err[0], err[1]
        if value is None:
            value = exctype()
        msg = _format_exception(value, getattr(test, 'failureException',
                                               None))
        if self.buffer:
            output = sys.stdout.getvalue()
            error = sys.stderr.getvalue()
            if output:
                if not output.endswith('\n'):
                    output += '\n'
                msg += STDOUT_LINE % output
            if error:
                if not error.endswith('\n'):
                    error += '\n'
                msg += STDERR_LINE % error
        return msg

    def __repr__(self):
        return ("<%s run=%i errors=%i failures=%i>" %
                (strclass(self.__class__), self.testsRun, len(self.errors),
                 len(self.failures)))


# ---------------------------------------------------------------------------
# Suites

class BaseTestSuite(object):
    """A simple test suite that doesn't provide class or module shared
    fixtures."""
    __module__ = 'unittest.suite'

    _cleanup = True

    def __init__(self, tests=()):
        self._tests = []
        self._removed_tests = 0
        self.addTests(tests)

    def __repr__(self):
        return "<%s tests=%s>" % (strclass(self.__class__), list(self))

    def __eq__(self, other):
        if not isinstance(other, self.__class__):
            return NotImplemented
        return list(self) == list(other)

    def __iter__(self):
        return iter(self._tests)

    def countTestCases(self):
        cases = self._removed_tests
        for test in self:
            if test:
                cases += test.countTestCases()
        return cases

    def addTest(self, test):
        if not callable(test):
            raise TypeError("{} is not callable".format(repr(test)))
        if isinstance(test, type) and issubclass(test, (TestCase, TestSuite)):
            raise TypeError("TestCases and TestSuites must be instantiated "
                            "before passing them to addTest()")
        self._tests.append(test)

    def addTests(self, tests):
        if isinstance(tests, str):
            raise TypeError("tests must be an iterable of tests, not a string")
        for test in tests:
            self.addTest(test)

    def run(self, result):
        for index, test in enumerate(self):
            if result.shouldStop:
                break
            test(result)
            if self._cleanup:
                self._removeTestAtIndex(index)
        return result

    def _removeTestAtIndex(self, index):
        """Stop holding a reference to the TestCase at index."""
        try:
            test = self._tests[index]
        except TypeError:
            pass
        else:
            if hasattr(test, 'countTestCases'):
                self._removed_tests += test.countTestCases()
            self._tests[index] = None

    def __call__(self, *args, **kwds):
        return self.run(*args, **kwds)

    def debug(self):
        """Run the tests without collecting errors in a TestResult"""
        for test in self:
            test.debug()


def _isnotsuite(test):
    "A crude way to tell apart testcases and suites with duck-typing"
    try:
        iter(test)
    except TypeError:
        return True
    return False


def _call_if_exists(parent, attr):
    func = getattr(parent, attr, lambda: None)
    func()


class TestSuite(BaseTestSuite):
    """A test suite is a composite test consisting of a number of
    TestCases, run with the class and module fixtures (setUpClass,
    tearDownClass, setUpModule, tearDownModule)."""
    __module__ = 'unittest.suite'

    def run(self, result, debug=False):
        topLevel = False
        if getattr(result, '_testRunEntered', False) is False:
            result._testRunEntered = topLevel = True

        for index, test in enumerate(self):
            if result.shouldStop:
                break
            if _isnotsuite(test):
                self._tearDownPreviousClass(test, result)
                self._handleModuleFixture(test, result)
                self._handleClassSetUp(test, result)
                result._previousTestClass = test.__class__
                if (getattr(test.__class__, '_classSetupFailed', False) or
                        getattr(result, '_moduleSetUpFailed', False)):
                    continue
            if not debug:
                test(result)
            else:
                test.debug()
            if self._cleanup:
                self._removeTestAtIndex(index)

        if topLevel:
            self._tearDownPreviousClass(None, result)
            self._handleModuleTearDown(result)
            result._testRunEntered = False
        return result

    def debug(self):
        """Run the tests without collecting errors in a TestResult"""
        debug = _DebugResult()
        self.run(debug, True)

    def _handleClassSetUp(self, test, result):
        previousClass = getattr(result, '_previousTestClass', None)
        currentClass = test.__class__
        if currentClass == previousClass:
            return
        if result._moduleSetUpFailed:
            return
        if getattr(currentClass, "__unittest_skip__", False):
            return
        failed = False
        try:
            currentClass._classSetupFailed = False
        except TypeError:
            pass
        setUpClass = getattr(currentClass, 'setUpClass', None)
        doClassCleanups = getattr(currentClass, 'doClassCleanups', None)
        if setUpClass is not None:
            _call_if_exists(result, '_setupStdout')
            try:
                className = strclass(currentClass)
                try:
                    setUpClass()
                except Exception as e:
                    if isinstance(result, _DebugResult):
                        raise
                    failed = True
                    try:
                        currentClass._classSetupFailed = True
                    except TypeError:
                        pass
                    self._createClassOrModuleLevelException(
                        result, e, 'setUpClass', className)
                if failed and doClassCleanups is not None:
                    doClassCleanups()
                    for exc_info in currentClass.tearDown_exceptions:
                        self._createClassOrModuleLevelException(
                            result, exc_info[1], 'setUpClass', className,
                            info=exc_info)
            finally:
                _call_if_exists(result, '_restoreStdout')

    def _get_previous_module(self, result):
        previousModule = None
        previousClass = getattr(result, '_previousTestClass', None)
        if previousClass is not None:
            previousModule = previousClass.__module__
        return previousModule

    def _handleModuleFixture(self, test, result):
        previousModule = self._get_previous_module(result)
        currentModule = test.__class__.__module__
        if currentModule == previousModule:
            return
        self._handleModuleTearDown(result)
        result._moduleSetUpFailed = False
        module = sys.modules.get(currentModule)
        if module is None:
            return
        setUpModule = getattr(module, 'setUpModule', None)
        if setUpModule is not None:
            _call_if_exists(result, '_setupStdout')
            try:
                try:
                    setUpModule()
                except Exception as e:
                    if isinstance(result, _DebugResult):
                        raise
                    result._moduleSetUpFailed = True
                    self._createClassOrModuleLevelException(
                        result, e, 'setUpModule', currentModule)
                if result._moduleSetUpFailed:
                    try:
                        doModuleCleanups()
                    except Exception as e:
                        self._createClassOrModuleLevelException(
                            result, e, 'setUpModule', currentModule)
            finally:
                _call_if_exists(result, '_restoreStdout')

    def _createClassOrModuleLevelException(self, result, exc, method_name,
                                           parent, info=None):
        errorName = f'{method_name} ({parent})'
        self._addClassOrModuleLevelException(result, exc, errorName, info)

    def _addClassOrModuleLevelException(self, result, exception, errorName,
                                        info=None):
        error = _ErrorHolder(errorName)
        addSkip = getattr(result, 'addSkip', None)
        if addSkip is not None and isinstance(exception, SkipTest):
            addSkip(error, str(exception))
        else:
            if not info:
                result.addError(error, (type(exception), exception, None))
            else:
                result.addError(error, info)

    def _handleModuleTearDown(self, result):
        previousModule = self._get_previous_module(result)
        if previousModule is None:
            return
        if result._moduleSetUpFailed:
            return
        module = sys.modules.get(previousModule)
        if module is None:
            return
        _call_if_exists(result, '_setupStdout')
        try:
            tearDownModule = getattr(module, 'tearDownModule', None)
            if tearDownModule is not None:
                try:
                    tearDownModule()
                except Exception as e:
                    if isinstance(result, _DebugResult):
                        raise
                    self._createClassOrModuleLevelException(
                        result, e, 'tearDownModule', previousModule)
            try:
                doModuleCleanups()
            except Exception as e:
                if isinstance(result, _DebugResult):
                    raise
                self._createClassOrModuleLevelException(
                    result, e, 'tearDownModule', previousModule)
        finally:
            _call_if_exists(result, '_restoreStdout')

    def _tearDownPreviousClass(self, test, result):
        previousClass = getattr(result, '_previousTestClass', None)
        currentClass = test.__class__
        if currentClass == previousClass or previousClass is None:
            return
        if getattr(previousClass, '_classSetupFailed', False):
            return
        if getattr(result, '_moduleSetUpFailed', False):
            return
        if getattr(previousClass, "__unittest_skip__", False):
            return
        tearDownClass = getattr(previousClass, 'tearDownClass', None)
        doClassCleanups = getattr(previousClass, 'doClassCleanups', None)
        if tearDownClass is None and doClassCleanups is None:
            return
        _call_if_exists(result, '_setupStdout')
        try:
            className = strclass(previousClass)
            if tearDownClass is not None:
                try:
                    tearDownClass()
                except Exception as e:
                    if isinstance(result, _DebugResult):
                        raise
                    self._createClassOrModuleLevelException(
                        result, e, 'tearDownClass', className)
            if doClassCleanups is not None:
                doClassCleanups()
                for exc_info in previousClass.tearDown_exceptions:
                    if isinstance(result, _DebugResult):
                        raise exc_info[1]
                    self._createClassOrModuleLevelException(
                        result, exc_info[1], 'tearDownClass', className,
                        info=exc_info)
        finally:
            _call_if_exists(result, '_restoreStdout')


class _ErrorHolder(object):
    """Placeholder for a TestCase inside a result. As far as a TestResult
    is concerned, this looks exactly like a unit test. Used to insert
    arbitrary errors into a test suite run."""
    __module__ = 'unittest.suite'

    failureException = None

    def __init__(self, description):
        self.description = description

    def id(self):
        return self.description

    def shortDescription(self):
        return None

    def __repr__(self):
        return "<ErrorHolder description=%r>" % (self.description,)

    def __str__(self):
        return self.id()

    def run(self, result):
        pass

    def __call__(self, result):
        return self.run(result)

    def countTestCases(self):
        return 0


class _DebugResult(object):
    "Used by the TestSuite to hold previous class when running in debug."
    __module__ = 'unittest.suite'
    _previousTestClass = None
    _moduleSetUpFailed = False
    shouldStop = False


# ---------------------------------------------------------------------------
# Loading tests

class _FailedTest(TestCase):
    __module__ = 'unittest.loader'
    _testMethodName = None

    def __init__(self, method_name, exception):
        self._exception = exception
        super(_FailedTest, self).__init__(method_name)

    def __getattr__(self, name):
        if name != self._testMethodName:
            raise AttributeError(name)
        exception = self._exception

        def testFailure():
            raise exception
        return testFailure


def _make_failed_test(methodname, exception, suiteClass, message):
    test = _FailedTest(methodname, exception)
    return suiteClass((test,)), message


def _make_failed_load_tests(name, exception, suiteClass):
    message = 'Failed to call load_tests:\n%s' % (_format_exception(exception),)
    return _make_failed_test(name, exception, suiteClass, message)


def _is_function(obj):
    return type(obj) is type(_id)


def _is_module(obj):
    return type(obj) is type(sys)


class TestLoader(object):
    """This class is responsible for loading tests according to various
    criteria and returning them wrapped in a TestSuite"""
    __module__ = 'unittest.loader'

    testMethodPrefix = 'test'
    sortTestMethodsUsing = staticmethod(three_way_cmp)
    testNamePatterns = None
    suiteClass = TestSuite
    _top_level_dir = None

    def __init__(self):
        super(TestLoader, self).__init__()
        self.errors = []
        self._loading_packages = set()

    def loadTestsFromTestCase(self, testCaseClass):
        """Return a suite of all test cases contained in testCaseClass"""
        if issubclass(testCaseClass, TestSuite):
            raise TypeError("Test cases should not be derived from "
                            "TestSuite. Maybe you meant to derive from "
                            "TestCase?")
        testCaseNames = self.getTestCaseNames(testCaseClass)
        if not testCaseNames and hasattr(testCaseClass, 'runTest'):
            testCaseNames = ['runTest']
        return self.suiteClass([testCaseClass(name) for name in testCaseNames])

    def loadTestsFromModule(self, module, *args, pattern=None, **kws):
        """Return a suite of all test cases contained in the given module"""
        if len(args) > 1 or (kws and set(kws) != {'use_load_tests'}):
            complaint = (len(args) + 1) if len(args) > 1 else sorted(kws)[0]
            if isinstance(complaint, int):
                raise TypeError('loadTestsFromModule() takes 1 positional '
                                'argument but {} were given'.format(complaint))
            raise TypeError('loadTestsFromModule() got an unexpected keyword '
                            'argument {!r}'.format(complaint))
        tests = []
        for name in dir(module):
            obj = getattr(module, name)
            if isinstance(obj, type) and issubclass(obj, TestCase):
                tests.append(self.loadTestsFromTestCase(obj))
        load_tests = getattr(module, 'load_tests', None)
        tests = self.suiteClass(tests)
        if load_tests is not None:
            try:
                return load_tests(self, tests, pattern)
            except Exception as e:
                error_case, error_message = _make_failed_load_tests(
                    module.__name__, e, self.suiteClass)
                self.errors.append(error_message)
                return error_case
        return tests

    def loadTestsFromName(self, name, module=None):
        """Return a suite of all test cases given a string specifier: a
        module, a test case class, a test method, a suite or a callable
        returning one, relative to `module` when given."""
        parts = name.split('.')
        if module is None:
            # Without __import__ only modules already imported are found.
            parts_copy = parts[:]
            while parts_copy:
                module = sys.modules.get('.'.join(parts_copy))
                if module is not None:
                    break
                parts_copy.pop()
            if module is None:
                e = ModuleNotFoundError("No module named %r" % parts[0])
                error_case, error_message = _make_failed_test(
                    parts[0], e, self.suiteClass,
                    'Failed to import test module: %s\n%s' % (
                        parts[0], _format_exception(e)))
                self.errors.append(error_message)
                return error_case
            parts = parts[len(parts_copy):]
        obj = module
        parent = None
        for part in parts:
            parent = obj
            found = True
            try:
                obj = getattr(obj, part)
            except AttributeError as e:
                found = False
                error = e
            if not found and _is_module(parent):
                # CPython's message (Trellis calls __main__ "partially
                # initialized" while it runs).
                error = AttributeError('module %r has no attribute %r' % (
                    parent.__name__, part))
            if not found:
                error_case, error_message = _make_failed_test(
                    part, error, self.suiteClass,
                    'Failed to access attribute:\n%s' % (
                        _format_exception(error),))
                self.errors.append(error_message)
                return error_case

        if _is_module(obj):
            return self.loadTestsFromModule(obj)
        elif isinstance(obj, type) and issubclass(obj, TestCase):
            return self.loadTestsFromTestCase(obj)
        elif (_is_function(obj) and isinstance(parent, type) and
              issubclass(parent, TestCase)):
            name = parts[-1]
            inst = parent(name)
            # static methods follow a different path
            if not _is_function(getattr(inst, name)):
                return self.suiteClass([inst])
        elif isinstance(obj, TestSuite):
            return obj
        if callable(obj):
            test = obj()
            if isinstance(test, TestSuite):
                return test
            elif isinstance(test, TestCase):
                return self.suiteClass([test])
            else:
                raise TypeError("calling %s returned %s, not a test" %
                                (obj, test))
        else:
            raise TypeError("don't know how to make test from: %s" % obj)

    def loadTestsFromNames(self, names, module=None):
        """Return a suite of all test cases found using the given sequence
        of string specifiers. See 'loadTestsFromName()'."""
        suites = [self.loadTestsFromName(name, module) for name in names]
        return self.suiteClass(suites)

    def getTestCaseNames(self, testCaseClass):
        """Return a sorted sequence of method names found within
        testCaseClass"""
        prefix = self.testMethodPrefix
        patterns = self.testNamePatterns
        if patterns is not None:
            from fnmatch import fnmatchcase
        names = []
        for attrname in dir(testCaseClass):
            if not attrname.startswith(prefix):
                continue
            if not callable(getattr(testCaseClass, attrname)):
                continue
            if patterns is not None:
                fullName = '%s.%s.%s' % (testCaseClass.__module__,
                                         testCaseClass.__qualname__, attrname)
                for pattern in patterns:
                    if fnmatchcase(fullName, pattern):
                        break
                else:
                    continue
            names.append(attrname)
        cmp = self.sortTestMethodsUsing
        if cmp:
            if cmp is three_way_cmp:
                names.sort()
            else:
                from functools import cmp_to_key
                names.sort(key=cmp_to_key(cmp))
        return names

    def discover(self, start_dir, pattern='test*.py', top_level_dir=None):
        raise NotImplementedError('test discovery is not available in '
                                  'this unittest module')


defaultTestLoader = TestLoader()


def _makeLoader(prefix, sortUsing, suiteClass=None, testNamePatterns=None):
    loader = TestLoader()
    loader.sortTestMethodsUsing = sortUsing
    loader.testMethodPrefix = prefix
    loader.testNamePatterns = testNamePatterns
    if suiteClass:
        loader.suiteClass = suiteClass
    return loader


def getTestCaseNames(testCaseClass, prefix, sortUsing=three_way_cmp,
                     testNamePatterns=None):
    return _makeLoader(prefix, sortUsing,
                       testNamePatterns=testNamePatterns
                       ).getTestCaseNames(testCaseClass)


def makeSuite(testCaseClass, prefix='test', sortUsing=three_way_cmp,
              suiteClass=TestSuite):
    return _makeLoader(prefix, sortUsing, suiteClass).loadTestsFromTestCase(
        testCaseClass)


def findTestCases(module, prefix='test', sortUsing=three_way_cmp,
                  suiteClass=TestSuite):
    return _makeLoader(prefix, sortUsing, suiteClass).loadTestsFromModule(
        module)


# ---------------------------------------------------------------------------
# Running tests with text output

class _WritelnDecorator(object):
    """Used to decorate file-like objects with a handy 'writeln' method"""
    __module__ = 'unittest.runner'

    def __init__(self, stream):
        self.stream = stream

    def __getattr__(self, attr):
        if attr in ('stream', '__getstate__'):
            raise AttributeError(attr)
        return getattr(self.stream, attr)

    def write(self, arg):
        return self.stream.write(arg)

    def flush(self):
        flush = getattr(self.stream, 'flush', None)
        if flush is not None:
            flush()

    def writeln(self, arg=None):
        if arg:
            self.stream.write(arg)
        self.stream.write('\n')


class TextTestResult(TestResult):
    """A test result class that can print formatted text results to a
    stream. Used by TextTestRunner."""
    __module__ = 'unittest.runner'

    separator1 = '=' * 70
    separator2 = '-' * 70

    def __init__(self, stream, descriptions, verbosity):
        super(TextTestResult, self).__init__(stream, descriptions, verbosity)
        self.stream = stream
        self.showAll = verbosity > 1
        self.dots = verbosity == 1
        self.descriptions = descriptions
        self._newline = True

    def getDescription(self, test):
        doc_first_line = test.shortDescription()
        if self.descriptions and doc_first_line:
            return '\n'.join((str(test), doc_first_line))
        return str(test)

    def startTest(self, test):
        super(TextTestResult, self).startTest(test)
        if self.showAll:
            self.stream.write(self.getDescription(test))
            self.stream.write(" ... ")
            self.stream.flush()
            self._newline = False

    def _write_status(self, test, status):
        is_subtest = isinstance(test, _SubTest)
        if is_subtest or self._newline:
            if not self._newline:
                self.stream.writeln()
            if is_subtest:
                self.stream.write("  ")
            self.stream.write(self.getDescription(test))
            self.stream.write(" ... ")
        self.stream.writeln(status)
        self.stream.flush()
        self._newline = True

    def _mark(self, char):
        self.stream.write(char)
        self.stream.flush()

    def addSubTest(self, test, subtest, err):
        if err is not None:
            if self.showAll:
                if issubclass(err[0], subtest.failureException):
                    self._write_status(subtest, "FAIL")
                else:
                    self._write_status(subtest, "ERROR")
            elif self.dots:
                if issubclass(err[0], subtest.failureException):
                    self._mark('F')
                else:
                    self._mark('E')
        super(TextTestResult, self).addSubTest(test, subtest, err)

    def addSuccess(self, test):
        super(TextTestResult, self).addSuccess(test)
        if self.showAll:
            self._write_status(test, "ok")
        elif self.dots:
            self._mark('.')

    def addError(self, test, err):
        super(TextTestResult, self).addError(test, err)
        if self.showAll:
            self._write_status(test, "ERROR")
        elif self.dots:
            self._mark('E')

    def addFailure(self, test, err):
        super(TextTestResult, self).addFailure(test, err)
        if self.showAll:
            self._write_status(test, "FAIL")
        elif self.dots:
            self._mark('F')

    def addSkip(self, test, reason):
        super(TextTestResult, self).addSkip(test, reason)
        if self.showAll:
            self._write_status(test, "skipped {0!r}".format(reason))
        elif self.dots:
            self._mark('s')

    def addExpectedFailure(self, test, err):
        super(TextTestResult, self).addExpectedFailure(test, err)
        if self.showAll:
            self.stream.writeln("expected failure")
            self.stream.flush()
        elif self.dots:
            self._mark('x')

    def addUnexpectedSuccess(self, test):
        super(TextTestResult, self).addUnexpectedSuccess(test)
        if self.showAll:
            self.stream.writeln("unexpected success")
            self.stream.flush()
        elif self.dots:
            self._mark('u')

    def printErrors(self):
        if self.dots or self.showAll:
            self.stream.writeln()
            self.stream.flush()
        self.printErrorList('ERROR', self.errors)
        self.printErrorList('FAIL', self.failures)
        unexpectedSuccesses = getattr(self, 'unexpectedSuccesses', ())
        if unexpectedSuccesses:
            self.stream.writeln(self.separator1)
            for test in unexpectedSuccesses:
                self.stream.writeln(
                    f"UNEXPECTED SUCCESS: {self.getDescription(test)}")
            self.stream.flush()

    def printErrorList(self, flavour, errors):
        for test, err in errors:
            self.stream.writeln(self.separator1)
            self.stream.writeln("%s: %s" % (flavour, self.getDescription(test)))
            self.stream.writeln(self.separator2)
            self.stream.writeln("%s" % err)
            self.stream.flush()


class TextTestRunner(object):
    """A test runner class that displays results in textual form: the
    progress as the tests run, then a summary."""
    __module__ = 'unittest.runner'

    resultclass = TextTestResult

    def __init__(self, stream=None, descriptions=True, verbosity=1,
                 failfast=False, buffer=False, resultclass=None,
                 warnings=None, *, tb_locals=False):
        if stream is None:
            stream = sys.stderr
        self.stream = _WritelnDecorator(stream)
        self.descriptions = descriptions
        self.verbosity = verbosity
        self.failfast = failfast
        self.buffer = buffer
        self.tb_locals = tb_locals
        self.warnings = warnings
        if resultclass is not None:
            self.resultclass = resultclass

    def _makeResult(self):
        return self.resultclass(self.stream, self.descriptions,
                                self.verbosity)

    def run(self, test):
        "Run the given test case or test suite."
        result = self._makeResult()
        registerResult(result)
        result.failfast = self.failfast
        result.buffer = self.buffer
        result.tb_locals = self.tb_locals
        startTime = time.perf_counter()
        startTestRun = getattr(result, 'startTestRun', None)
        if startTestRun is not None:
            startTestRun()
        try:
            test(result)
        finally:
            stopTestRun = getattr(result, 'stopTestRun', None)
            if stopTestRun is not None:
                stopTestRun()
        stopTime = time.perf_counter()
        timeTaken = stopTime - startTime
        result.printErrors()
        if hasattr(result, 'separator2'):
            self.stream.writeln(result.separator2)
        run = result.testsRun
        self.stream.writeln("Ran %d test%s in %.3fs" %
                            (run, run != 1 and "s" or "", timeTaken))
        self.stream.writeln()

        expectedFails = unexpectedSuccesses = skipped = 0
        try:
            expectedFails = len(result.expectedFailures)
            unexpectedSuccesses = len(result.unexpectedSuccesses)
            skipped = len(result.skipped)
        except AttributeError:
            pass

        infos = []
        if not result.wasSuccessful():
            self.stream.write("FAILED")
            failed = len(result.failures)
            errored = len(result.errors)
            if failed:
                infos.append("failures=%d" % failed)
            if errored:
                infos.append("errors=%d" % errored)
        else:
            self.stream.write("OK")
        if skipped:
            infos.append("skipped=%d" % skipped)
        if expectedFails:
            infos.append("expected failures=%d" % expectedFails)
        if unexpectedSuccesses:
            infos.append("unexpected successes=%d" % unexpectedSuccesses)
        if infos:
            self.stream.writeln(" (%s)" % (", ".join(infos),))
        else:
            self.stream.write("\n")
        self.stream.flush()
        return result


# ---------------------------------------------------------------------------
# Ctrl-C handling (nothing to do without a signal module)

def installHandler():
    pass


def registerResult(result):
    pass


def removeResult(result):
    return False


def removeHandler(method=None):
    if method is not None:
        return method
    return None


# ---------------------------------------------------------------------------
# main

MAIN_EXAMPLES = """\
Examples:
  %(prog)s                           - run default set of tests
  %(prog)s MyTestSuite               - run suite 'MyTestSuite'
  %(prog)s MyTestCase.testSomething  - run MyTestCase.testSomething
  %(prog)s MyTestCase                - run all 'test*' test methods
                                       in MyTestCase
"""


def _convert_name(name):
    # A path to a .py file given as a test name means that module.
    if name.lower().endswith('.py'):
        import os
        if os.path.isfile(name):
            if os.path.isabs(name):
                rel_path = os.path.relpath(name, os.getcwd())
                if os.path.isabs(rel_path) or rel_path.startswith(os.pardir):
                    return name
                name = rel_path
            return os.path.normpath(name)[:-3].replace('\\', '.').replace(
                '/', '.')
    return name


def _convert_select_pattern(pattern):
    if '*' not in pattern:
        pattern = '*%s*' % pattern
    return pattern


class TestProgram(object):
    """A command-line program that runs a set of tests; this is primarily
    for making test modules conveniently executable."""
    __module__ = 'unittest.main'

    module = None
    verbosity = 1
    failfast = catchbreak = buffer = progName = warnings = None
    testNamePatterns = None

    def __init__(self, module='__main__', defaultTest=None, argv=None,
                 testRunner=None, testLoader=defaultTestLoader, exit=True,
                 verbosity=1, failfast=None, catchbreak=None, buffer=None,
                 warnings=None, *, tb_locals=False):
        if isinstance(module, str):
            self.module = sys.modules.get(module)
            if self.module is None:
                first = module.split('.')[0]
                self.module = sys.modules.get(first)
                if self.module is None:
                    raise ModuleNotFoundError("No module named %r" % first,
                                              name=first)
                for part in module.split('.')[1:]:
                    self.module = getattr(self.module, part)
        else:
            self.module = module
        if argv is None:
            argv = sys.argv
        self.exit = exit
        self.failfast = failfast
        self.catchbreak = catchbreak
        self.verbosity = verbosity
        self.buffer = buffer
        self.tb_locals = tb_locals
        self.warnings = warnings
        self.defaultTest = defaultTest
        self.testRunner = testRunner
        self.testLoader = testLoader
        self.progName = argv[0].rsplit('/', 1)[-1] if argv else ''
        self.parseArgs(argv)
        self.runTests()

    def usageExit(self, msg=None):
        if msg:
            print(msg)
        self._print_help()
        sys.exit(2)

    def _print_help(self, *args, **kwargs):
        print(self._main_parser.format_help())
        print(MAIN_EXAMPLES % {'prog': self.progName})

    def parseArgs(self, argv):
        if self.module is None:
            raise NotImplementedError('test discovery is not available in '
                                      'this unittest module')
        if len(argv) > 1:
            self._main_parser = self._getMainArgParser(
                self._getParentArgParser())
            self._main_parser.parse_args(argv[1:], self)
        else:
            # No arguments: the defaults the parser would give.
            if self.failfast is None:
                self.failfast = False
            if self.catchbreak is None:
                self.catchbreak = False
            if self.buffer is None:
                self.buffer = False
            if self.testNamePatterns is None:
                self.testNamePatterns = []
            self.tests = []
        if self.testNamePatterns:
            self.testLoader.testNamePatterns = self.testNamePatterns
        if self.tests:
            self.testNames = [_convert_name(name) for name in self.tests]
        elif self.defaultTest is None:
            self.testNames = None
        elif isinstance(self.defaultTest, str):
            self.testNames = (self.defaultTest,)
        else:
            self.testNames = list(self.defaultTest)
        self.createTests()

    def createTests(self, from_discovery=False, Loader=None):
        if self.testNamePatterns:
            self.testLoader.testNamePatterns = self.testNamePatterns
        if self.testNames is None:
            self.test = self.testLoader.loadTestsFromModule(self.module)
        else:
            self.test = self.testLoader.loadTestsFromNames(self.testNames,
                                                           self.module)

    def _getParentArgParser(self):
        import argparse
        parser = argparse.ArgumentParser(add_help=False)
        parser.add_argument('-v', '--verbose', dest='verbosity',
                            action='store_const', const=2,
                            help='Verbose output')
        parser.add_argument('-q', '--quiet', dest='verbosity',
                            action='store_const', const=0,
                            help='Quiet output')
        parser.add_argument('--locals', dest='tb_locals',
                            action='store_true',
                            help='Show local variables in tracebacks')
        if self.failfast is None:
            parser.add_argument('-f', '--failfast', dest='failfast',
                                action='store_true',
                                help='Stop on first fail or error')
            self.failfast = False
        if self.catchbreak is None:
            parser.add_argument('-c', '--catch', dest='catchbreak',
                                action='store_true',
                                help='Catch Ctrl-C and display results so far')
            self.catchbreak = False
        if self.buffer is None:
            parser.add_argument('-b', '--buffer', dest='buffer',
                                action='store_true',
                                help='Buffer stdout and stderr during tests')
            self.buffer = False
        if self.testNamePatterns is None:
            parser.add_argument('-k', dest='testNamePatterns',
                                action='append', type=_convert_select_pattern,
                                help='Only run tests which match the given '
                                     'substring')
            self.testNamePatterns = []
        return parser

    def _getMainArgParser(self, parent):
        import argparse
        parser = argparse.ArgumentParser(parents=[parent])
        parser.prog = self.progName
        parser.print_help = self._print_help
        parser.add_argument('tests', nargs='*',
                            help='a list of any number of test modules, '
                                 'classes and test methods.')
        return parser

    def runTests(self):
        if self.catchbreak:
            installHandler()
        if self.testRunner is None:
            self.testRunner = TextTestRunner
        if isinstance(self.testRunner, type):
            try:
                try:
                    testRunner = self.testRunner(verbosity=self.verbosity,
                                                 failfast=self.failfast,
                                                 buffer=self.buffer,
                                                 warnings=self.warnings,
                                                 tb_locals=self.tb_locals)
                except TypeError:
                    testRunner = self.testRunner(verbosity=self.verbosity,
                                                 failfast=self.failfast,
                                                 buffer=self.buffer,
                                                 warnings=self.warnings)
            except TypeError:
                testRunner = self.testRunner()
        else:
            testRunner = self.testRunner
        self.result = testRunner.run(self.test)
        if self.exit:
            sys.exit(not self.result.wasSuccessful())


main = TestProgram


# ---------------------------------------------------------------------------
# The names of CPython's submodules, as plain namespaces.

class _Namespace:
    def __init__(self, name, **names):
        self.__name__ = name
        self.__dict__.update(names)

    def __repr__(self):
        return "<module '%s'>" % self.__name__


util = _Namespace(
    'unittest.util', safe_repr=safe_repr, strclass=strclass,
    three_way_cmp=three_way_cmp,
    _common_shorten_repr=_common_shorten_repr, _shorten=_shorten,
    _count_diff_all_purpose=_count_diff_all_purpose,
    _count_diff_hashable=_count_diff_hashable, _Mismatch=_Mismatch,
    _MAX_LENGTH=_MAX_LENGTH)
case = _Namespace(
    'unittest.case', TestCase=TestCase, FunctionTestCase=FunctionTestCase,
    SkipTest=SkipTest, skip=skip, skipIf=skipIf, skipUnless=skipUnless,
    expectedFailure=expectedFailure, addModuleCleanup=addModuleCleanup,
    doModuleCleanups=doModuleCleanups, enterModuleContext=enterModuleContext,
    _SubTest=_SubTest, _Outcome=_Outcome, DIFF_OMITTED=DIFF_OMITTED,
    _AssertRaisesContext=_AssertRaisesContext,
    _AssertWarnsContext=_AssertWarnsContext, _ShouldStop=_ShouldStop,
    _UnexpectedSuccess=_UnexpectedSuccess)
result = _Namespace(
    'unittest.result', TestResult=TestResult, failfast=failfast,
    STDOUT_LINE=STDOUT_LINE, STDERR_LINE=STDERR_LINE)
suite = _Namespace(
    'unittest.suite', TestSuite=TestSuite, BaseTestSuite=BaseTestSuite,
    _ErrorHolder=_ErrorHolder, _DebugResult=_DebugResult,
    _isnotsuite=_isnotsuite)
loader = _Namespace(
    'unittest.loader', TestLoader=TestLoader,
    defaultTestLoader=defaultTestLoader, getTestCaseNames=getTestCaseNames,
    makeSuite=makeSuite, findTestCases=findTestCases, _FailedTest=_FailedTest)
runner = _Namespace(
    'unittest.runner', TextTestRunner=TextTestRunner,
    TextTestResult=TextTestResult, _WritelnDecorator=_WritelnDecorator)
signals = _Namespace(
    'unittest.signals', installHandler=installHandler,
    registerResult=registerResult, removeResult=removeResult,
    removeHandler=removeHandler)
