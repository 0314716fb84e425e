"""Calendar printing functions (CPython 3.11 API), written for Trellis.

Implemented: isleap, leapdays, weekday, monthrange, monthcalendar,
setfirstweekday, firstweekday, timegm, month/prmonth, calendar/prcal,
week/prweek, weekheader, format/formatstring; the classes Calendar
(firstweekday, getfirstweekday, setfirstweekday, iterweekdays,
itermonthdates, itermonthdays, itermonthdays2/3/4, monthdatescalendar,
monthdays2calendar, monthdayscalendar, yeardatescalendar,
yeardays2calendar, yeardayscalendar), TextCalendar (formatday,
formatweek, formatweekday, formatweekheader, formatmonthname,
formatmonth, formatyear, prweek, prmonth, pryear) and HTMLCalendar
(formatday, formatweek, formatweekday, formatweekheader,
formatmonthname, formatmonth, formatyear, formatyearpage and the css
class attributes), with CPython's text and HTML layouts to the byte and
the same calls between methods, so that subclasses overriding one of
them see the same effect; day_name, day_abbr, month_name, month_abbr
(indexable, sliceable, len 7 and 13), MONDAY..SUNDAY, January,
February, mdays, EPOCH, error, IllegalMonthError, IllegalWeekdayError
and different_locale.

Differences: names are always English (the C locale): Trellis has no
locale module. LocaleTextCalendar and LocaleHTMLCalendar accept a locale
argument but format as TextCalendar and HTMLCalendar do (their locale
attribute is the argument, or 'C.UTF-8'), and different_locale does not
change anything. formatyearpage's default encoding is 'utf-8' (what
sys.getdefaultencoding() returns). main() (the command line interface)
is not implemented. Weekdays are computed here for integer dates; other
values go through datetime.date for CPython's errors.
"""

import sys
import datetime
from itertools import repeat

__all__ = ["IllegalMonthError", "IllegalWeekdayError", "setfirstweekday",
           "firstweekday", "isleap", "leapdays", "weekday", "monthrange",
           "monthcalendar", "prmonth", "month", "prcal", "calendar",
           "timegm", "month_name", "month_abbr", "day_name", "day_abbr",
           "Calendar", "TextCalendar", "HTMLCalendar", "LocaleTextCalendar",
           "LocaleHTMLCalendar", "weekheader",
           "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY",
           "SATURDAY", "SUNDAY"]

error = ValueError


class IllegalMonthError(ValueError):
    def __init__(self, month):
        self.month = month

    def __str__(self):
        return "bad month number %r; must be 1-12" % self.month


class IllegalWeekdayError(ValueError):
    def __init__(self, weekday):
        self.weekday = weekday

    def __str__(self):
        return ("bad weekday number %r; must be 0 (Monday) to 6 (Sunday)"
                % self.weekday)


January = 1
February = 2

# Days in each month of a common year (index 0 unused).
mdays = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY = range(7)

_DAY_NAMES = ('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday',
              'Saturday', 'Sunday')
_MONTH_NAMES = ('', 'January', 'February', 'March', 'April', 'May', 'June',
                'July', 'August', 'September', 'October', 'November',
                'December')
# Days before the first of each month (1..12) in a common year.
_DAYS_BEFORE = (0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334)


class _localized_month:
    """The month names (index 0 is ''), as strftime('%B') or '%b' gives
    them in the C locale."""

    def __init__(self, format):
        self.format = format
        if format == '%b':
            self._names = [s[:3] for s in _MONTH_NAMES]
        elif format == '%B':
            self._names = list(_MONTH_NAMES)
        else:
            self._names = [''] + [datetime.date(2001, i, 1).strftime(format)
                                  for i in range(1, 13)]

    def __getitem__(self, i):
        return self._names[i]

    def __len__(self):
        return 13


class _localized_day:
    """The weekday names, Monday first, as strftime('%A') or '%a' gives
    them in the C locale."""

    def __init__(self, format):
        self.format = format
        if format == '%a':
            self._names = [s[:3] for s in _DAY_NAMES]
        elif format == '%A':
            self._names = list(_DAY_NAMES)
        else:
            self._names = [datetime.date(2001, 1, i).strftime(format)
                           for i in range(1, 8)]

    def __getitem__(self, i):
        return self._names[i]

    def __len__(self):
        return 7


day_name = _localized_day('%A')
day_abbr = _localized_day('%a')
month_name = _localized_month('%B')
month_abbr = _localized_month('%b')


def isleap(year):
    """True if year is a leap year (proleptic Gregorian calendar)."""
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def leapdays(y1, y2):
    """The number of leap years from y1 up to, not including, y2."""
    y1 -= 1
    y2 -= 1
    return (y2 // 4 - y1 // 4) - (y2 // 100 - y1 // 100) + (y2 // 400 -
                                                            y1 // 400)


def weekday(year, month, day):
    """The day of the week of a date, 0 (Monday) to 6 (Sunday)."""
    if not datetime.MINYEAR <= year <= datetime.MAXYEAR:
        year = 2000 + year % 400
    if (type(year) is int and type(month) is int and type(day) is int and
            1 <= month <= 12 and 1 <= day <= 28):
        # Days since 0001-01-01 (a Monday), mod 7.
        y = year - 1
        n = y * 365 + y // 4 - y // 100 + y // 400 + _DAYS_BEFORE[month]
        if month > 2 and isleap(year):
            n += 1
        return (n + day - 1) % 7
    return datetime.date(year, month, day).weekday()


def monthrange(year, month):
    """(weekday of the first day, number of days) of a month."""
    if not 1 <= month <= 12:
        raise IllegalMonthError(month)
    day1 = weekday(year, month, 1)
    ndays = mdays[month] + (month == February and isleap(year))
    return day1, ndays


def _monthlen(year, month):
    return mdays[month] + (month == February and isleap(year))


def _prevmonth(year, month):
    if month == 1:
        return year - 1, 12
    return year, month - 1


def _nextmonth(year, month):
    if month == 12:
        return year + 1, 1
    return year, month + 1


class Calendar(object):
    """The days of months and years, arranged in weeks starting on
    firstweekday (0 is Monday), for the formatting subclasses."""

    def __init__(self, firstweekday=0):
        self.firstweekday = firstweekday

    def getfirstweekday(self):
        return self._firstweekday % 7

    def setfirstweekday(self, firstweekday):
        self._firstweekday = firstweekday

    firstweekday = property(getfirstweekday, setfirstweekday)

    def iterweekdays(self):
        """The seven weekday numbers of a week, first weekday first."""
        first = self.firstweekday
        for i in range(first, first + 7):
            yield i % 7

    def itermonthdates(self, year, month):
        """The datetime.date of each day of the weeks covering the month."""
        date = datetime.date
        for y, m, d in self.itermonthdays3(year, month):
            yield date(y, m, d)

    def itermonthdays(self, year, month):
        """The day numbers of the weeks covering the month (0 outside)."""
        day1, ndays = monthrange(year, month)
        first = self.firstweekday
        yield from repeat(0, (day1 - first) % 7)
        yield from range(1, ndays + 1)
        yield from repeat(0, (first - day1 - ndays) % 7)

    def itermonthdays2(self, year, month):
        """(day number, weekday) pairs, as itermonthdays()."""
        wd = self.firstweekday
        for d in self.itermonthdays(year, month):
            yield d, wd % 7
            wd += 1

    def itermonthdays3(self, year, month):
        """(year, month, day) of each day of the weeks covering the month."""
        day1, ndays = monthrange(year, month)
        first = self.firstweekday
        before = (day1 - first) % 7
        after = (first - day1 - ndays) % 7
        y, m = _prevmonth(year, month)
        end = _monthlen(y, m) + 1
        for d in range(end - before, end):
            yield y, m, d
        for d in range(1, ndays + 1):
            yield year, month, d
        y, m = _nextmonth(year, month)
        for d in range(1, after + 1):
            yield y, m, d

    def itermonthdays4(self, year, month):
        """(year, month, day, weekday) of every day, as itermonthdays3()."""
        wd = self.firstweekday
        for y, m, d in self.itermonthdays3(year, month):
            yield y, m, d, wd % 7
            wd += 1

    def monthdatescalendar(self, year, month):
        """The weeks of a month as lists of 7 datetime.date values."""
        return _weeks(list(self.itermonthdates(year, month)))

    def monthdays2calendar(self, year, month):
        """The weeks of a month as lists of 7 (day, weekday) pairs."""
        return _weeks(list(self.itermonthdays2(year, month)))

    def monthdayscalendar(self, year, month):
        """The weeks of a month as lists of 7 day numbers (0 outside)."""
        return _weeks(list(self.itermonthdays(year, month)))

    def yeardatescalendar(self, year, width=3):
        """monthdatescalendar() of each month, in rows of width months."""
        months = [self.monthdatescalendar(year, m) for m in range(1, 13)]
        return [months[i:i + width] for i in range(0, 12, width)]

    def yeardays2calendar(self, year, width=3):
        """monthdays2calendar() of each month, in rows of width months."""
        months = [self.monthdays2calendar(year, m) for m in range(1, 13)]
        return [months[i:i + width] for i in range(0, 12, width)]

    def yeardayscalendar(self, year, width=3):
        """monthdayscalendar() of each month, in rows of width months."""
        months = [self.monthdayscalendar(year, m) for m in range(1, 13)]
        return [months[i:i + width] for i in range(0, 12, width)]


def _weeks(days):
    return [days[i:i + 7] for i in range(0, len(days), 7)]


class TextCalendar(Calendar):
    """Calendars as plain text, laid out as the Unix cal program does."""

    def prweek(self, theweek, width):
        """Print formatweek() without a newline."""
        print(self.formatweek(theweek, width), end='')

    def formatday(self, day, weekday, width):
        """One day of a week."""
        if day == 0:
            return ''.center(width)
        return ('%2i' % day).center(width)

    def formatweek(self, theweek, width):
        """One week."""
        return ' '.join([self.formatday(d, wd, width) for (d, wd) in theweek])

    def formatweekday(self, day, width):
        """The name of a weekday."""
        names = day_name if width >= 9 else day_abbr
        return names[day][:width].center(width)

    def formatweekheader(self, width):
        """The weekday names of a week."""
        return ' '.join([self.formatweekday(i, width)
                         for i in self.iterweekdays()])

    def formatmonthname(self, theyear, themonth, width, withyear=True):
        """The title of a month."""
        s = month_name[themonth]
        if withyear:
            s = "%s %r" % (s, theyear)
        return s.center(width)

    def prmonth(self, theyear, themonth, w=0, l=0):
        """Print formatmonth() without a final newline."""
        print(self.formatmonth(theyear, themonth, w, l), end='')

    def formatmonth(self, theyear, themonth, w=0, l=0):
        """A month as a calendar."""
        w = max(2, w)
        l = max(1, l)
        nl = '\n' * l
        parts = [self.formatmonthname(theyear, themonth,
                                      7 * (w + 1) - 1).rstrip(), nl,
                 self.formatweekheader(w).rstrip(), nl]
        for week in self.monthdays2calendar(theyear, themonth):
            parts.append(self.formatweek(week, w).rstrip())
            parts.append(nl)
        return ''.join(parts)

    def formatyear(self, theyear, w=2, l=1, c=6, m=3):
        """A year as a calendar."""
        w = max(2, w)
        l = max(1, l)
        c = max(2, c)
        nl = '\n' * l
        colwidth = (w + 1) * 7 - 1
        parts = [repr(theyear).center(colwidth * m + c * (m - 1)).rstrip(),
                 nl]
        header = self.formatweekheader(w)
        for i, row in enumerate(self.yeardays2calendar(theyear, m)):
            months = range(m * i + 1, min(m * (i + 1) + 1, 13))
            parts.append(nl)
            names = [self.formatmonthname(theyear, k, colwidth, False)
                     for k in months]
            parts.append(formatstring(names, colwidth, c).rstrip())
            parts.append(nl)
            parts.append(formatstring([header for k in months], colwidth,
                                      c).rstrip())
            parts.append(nl)
            height = max([len(cal) for cal in row])
            for j in range(height):
                weeks = [self.formatweek(cal[j], w) if j < len(cal) else ''
                         for cal in row]
                parts.append(formatstring(weeks, colwidth, c).rstrip())
                parts.append(nl)
        return ''.join(parts)

    def pryear(self, theyear, w=0, l=0, c=6, m=3):
        """Print formatyear() without a final newline."""
        print(self.formatyear(theyear, w, l, c, m), end='')


class HTMLCalendar(Calendar):
    """Calendars as HTML tables (and whole XHTML pages). The class
    attributes name the CSS classes of the cells: cssclasses (days, by
    weekday), cssclasses_weekday_head (weekday names), cssclass_noday
    (cells outside the month), cssclass_month_head, cssclass_month,
    cssclass_year_head and cssclass_year."""

    cssclasses = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    cssclasses_weekday_head = cssclasses
    cssclass_noday = "noday"
    cssclass_month_head = "month"
    cssclass_month = "month"
    cssclass_year_head = "year"
    cssclass_year = "year"

    def formatday(self, day, weekday):
        """One day of a week."""
        if day == 0:
            return '<td class="%s">&nbsp;</td>' % self.cssclass_noday
        return '<td class="%s">%d</td>' % (self.cssclasses[weekday], day)

    def formatweek(self, theweek):
        """One week."""
        return '<tr>%s</tr>' % ''.join([self.formatday(d, wd)
                                        for (d, wd) in theweek])

    def formatweekday(self, day):
        """The name of a weekday."""
        return '<th class="%s">%s</th>' % (self.cssclasses_weekday_head[day],
                                           day_abbr[day])

    def formatweekheader(self):
        """The weekday names of a week."""
        return '<tr>%s</tr>' % ''.join([self.formatweekday(i)
                                        for i in self.iterweekdays()])

    def formatmonthname(self, theyear, themonth, withyear=True):
        """The title of a month."""
        if withyear:
            s = '%s %s' % (month_name[themonth], theyear)
        else:
            s = '%s' % month_name[themonth]
        return '<tr><th colspan="7" class="%s">%s</th></tr>' % (
            self.cssclass_month_head, s)

    def formatmonth(self, theyear, themonth, withyear=True):
        """A month as a calendar."""
        parts = ['<table border="0" cellpadding="0" cellspacing="0" '
                 'class="%s">' % self.cssclass_month, '\n',
                 self.formatmonthname(theyear, themonth, withyear=withyear),
                 '\n', self.formatweekheader(), '\n']
        for week in self.monthdays2calendar(theyear, themonth):
            parts.append(self.formatweek(week))
            parts.append('\n')
        parts.append('</table>')
        parts.append('\n')
        return ''.join(parts)

    def formatyear(self, theyear, width=3):
        """A year as a calendar."""
        width = max(width, 1)
        parts = ['<table border="0" cellpadding="0" cellspacing="0" '
                 'class="%s">' % self.cssclass_year, '\n',
                 '<tr><th colspan="%d" class="%s">%s</th></tr>' % (
                     width, self.cssclass_year_head, theyear)]
        for i in range(1, 13, width):
            parts.append('<tr>')
            for m in range(i, min(i + width, 13)):
                parts.append('<td>')
                parts.append(self.formatmonth(theyear, m, withyear=False))
                parts.append('</td>')
            parts.append('</tr>')
        parts.append('</table>')
        return ''.join(parts)

    def formatyearpage(self, theyear, width=3, css='calendar.css',
                       encoding=None):
        """A year as a complete XHTML page, encoded."""
        if encoding is None:
            encoding = _default_encoding()
        parts = ['<?xml version="1.0" encoding="%s"?>\n' % encoding,
                 '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" '
                 '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\n',
                 '<html>\n', '<head>\n',
                 '<meta http-equiv="Content-Type" content="text/html; '
                 'charset=%s" />\n' % encoding]
        if css is not None:
            parts.append('<link rel="stylesheet" type="text/css" '
                         'href="%s" />\n' % css)
        parts.append('<title>Calendar for %d</title>\n' % theyear)
        parts.append('</head>\n')
        parts.append('<body>\n')
        parts.append(self.formatyear(theyear, width))
        parts.append('</body>\n')
        parts.append('</html>\n')
        return ''.join(parts).encode(encoding, "xmlcharrefreplace")


def _default_encoding():
    f = getattr(sys, 'getdefaultencoding', None)
    return f() if f is not None else 'utf-8'


class different_locale:
    """A context manager that would switch LC_TIME to locale (names are
    always the C locale's in Trellis, so it changes nothing)."""

    def __init__(self, locale):
        self.locale = locale
        self.oldlocale = None

    def __enter__(self):
        self.oldlocale = 'C.UTF-8'

    def __exit__(self, *args):
        pass


class LocaleTextCalendar(TextCalendar):
    """Takes a locale name, but the names stay English (Trellis has no
    locale module)."""

    def __init__(self, firstweekday=0, locale=None):
        TextCalendar.__init__(self, firstweekday)
        if locale is None:
            locale = 'C.UTF-8'
        self.locale = locale


class LocaleHTMLCalendar(HTMLCalendar):
    """Takes a locale name, but the names stay English (Trellis has no
    locale module)."""

    def __init__(self, firstweekday=0, locale=None):
        HTMLCalendar.__init__(self, firstweekday)
        if locale is None:
            locale = 'C.UTF-8'
        self.locale = locale


# The module-level functions use this calendar.
c = TextCalendar()

firstweekday = c.getfirstweekday


def setfirstweekday(firstweekday):
    if not MONDAY <= firstweekday <= SUNDAY:
        raise IllegalWeekdayError(firstweekday)
    c.firstweekday = firstweekday


monthcalendar = c.monthdayscalendar
prweek = c.prweek
week = c.formatweek
weekheader = c.formatweekheader
prmonth = c.prmonth
month = c.formatmonth
calendar = c.formatyear
prcal = c.pryear


# Default column width (a week of 2-character days) and spacing.
_colwidth = 7 * 3 - 1
_spacing = 6


def format(cols, colwidth=_colwidth, spacing=_spacing):
    """Print the columns centered in colwidth, spacing spaces apart."""
    print(formatstring(cols, colwidth, spacing))


def formatstring(cols, colwidth=_colwidth, spacing=_spacing):
    """The columns centered in colwidth, spacing spaces apart."""
    return (spacing * ' ').join([c.center(colwidth) for c in cols])


EPOCH = 1970
_EPOCH_ORD = datetime.date(EPOCH, 1, 1).toordinal()


def timegm(tuple):
    """The POSIX timestamp of a UTC time tuple (inverse of time.gmtime)."""
    year, month, day, hour, minute, second = tuple[:6]
    days = datetime.date(year, month, 1).toordinal() - _EPOCH_ORD + day - 1
    hours = days * 24 + hour
    minutes = hours * 60 + minute
    seconds = minutes * 60 + second
    return seconds
