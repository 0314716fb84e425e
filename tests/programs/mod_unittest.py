# unittest: a TestCase run by TextTestRunner into a buffer (the elapsed time
# and the checkout's path are taken out of the report), then unittest.main
# with exit=False.
import io
import os
import re
import unittest


class Stack:
    def __init__(self):
        self.items = []

    def push(self, x):
        self.items.append(x)

    def pop(self):
        if not self.items:
            raise IndexError("pop from empty stack")
        return self.items.pop()


class StackTests(unittest.TestCase):
    def setUp(self):
        self.s = Stack()

    def test_push_pop(self):
        self.s.push(1)
        self.s.push(2)
        self.assertEqual(self.s.pop(), 2)
        self.assertEqual(self.s.items, [1])

    def test_empty(self):
        with self.assertRaises(IndexError) as cm:
            self.s.pop()
        self.assertIn("empty", str(cm.exception))

    def test_lists_differ(self):
        self.assertEqual([1, 2, 3], [1, 2, 4])

    def test_dicts_differ(self):
        self.assertDictEqual({"a": 1, "b": 2}, {"a": 1, "b": 3})

    def test_error(self):
        {}["missing"]

    def test_subtests(self):
        for i in range(4):
            with self.subTest(i=i):
                self.assertLess(i, 2)

    @unittest.skip("not today")
    def test_skipped(self):
        pass

    @unittest.expectedFailure
    def test_expected(self):
        self.assertTrue(False)

    def test_almost(self):
        self.assertAlmostEqual(0.1 + 0.2, 0.3)
        self.assertCountEqual([3, 1, 2], [1, 2, 3])


def report(text):
    text = re.sub(r"in \d+\.\d+s", "in X.XXXs", text)
    return text.replace(os.getcwd() + "/", "")


buf = io.StringIO()
suite = unittest.defaultTestLoader.loadTestsFromTestCase(StackTests)
result = unittest.TextTestRunner(stream=buf, verbosity=2).run(suite)
print(report(buf.getvalue()))
print(result.testsRun, len(result.failures), len(result.errors), len(result.skipped),
      len(result.expectedFailures), result.wasSuccessful())


class Small(unittest.TestCase):
    def test_ok(self):
        self.assertTrue(True)


buf = io.StringIO()
prog = unittest.main(argv=["prog", "Small"], exit=False, testRunner=unittest.TextTestRunner(stream=buf))
print(report(buf.getvalue()), prog.result.wasSuccessful())
