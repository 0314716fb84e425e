import calendar
import random
random.seed(5)
for y in [1, 1900, 2024, 9999]:
    print(calendar.calendar(y))
for args in [(2024,), (2024, 0, 0), (2024, 1, 1, 1, 1), (2024, 3, 2, 4, 4), (2024, 2, 1, 6, 2), (2024, 5, 1, 3, 6), (2024, 2, 1, 6, 12), (2024, 2, 1, 6, 5), (2024, 9, 1, 2, 1), (2024, 10, 3, 0, 3), (-5, 2, 1, 6, 3), (12345, 2, 1, 6, 3)]:
    print(repr(calendar.calendar(*args)))
for i in range(40):
    y = random.randint(1, 9999); m = random.randint(1, 12)
    w = random.randint(-1, 12); l = random.randint(-1, 3)
    print(repr(calendar.month(y, m, w, l)))
    calendar.prmonth(y, m, w, l)
    tc = calendar.TextCalendar(random.randint(0, 13))
    print(repr(tc.formatmonth(y, m, w, l)))
    print(repr(tc.formatyear(y, w, l, random.randint(0, 8), random.randint(1, 12))))
    tc.prmonth(y, m)
    tc.pryear(y, 3, 1, 2, 4)
for fw in range(7):
    calendar.setfirstweekday(fw)
    print(calendar.firstweekday(), calendar.weekheader(2), '|', calendar.weekheader(1), '|', calendar.weekheader(3), '|', calendar.weekheader(9), '|', calendar.weekheader(12))
    print(calendar.month(2024, 2))
    calendar.prcal(2025, 2, 1, 3, 4)
    print(calendar.monthcalendar(2024, 2))
    print(repr(calendar.week(calendar.c.monthdays2calendar(2024, 2)[0], 3)))
    calendar.prweek(calendar.c.monthdays2calendar(2024, 2)[1], 2)
    print()
calendar.setfirstweekday(calendar.MONDAY)
calendar.format(['a', 'bb', 'ccc'])
calendar.format(['a', 'bb', 'ccc'], 5, 1)
print(repr(calendar.formatstring(['a', 'bb', 'ccc'])), repr(calendar.formatstring(['x', 'yy'], 4, 0)))
tc = calendar.TextCalendar(6)
for wd in range(7):
    for w in range(0, 12):
        print(repr(tc.formatweekday(wd, w)), end=' ')
    print()
for m in range(1, 13):
    print(repr(tc.formatmonthname(2024, m, 20)), repr(tc.formatmonthname(2024, m, 5, False)), repr(tc.formatmonthname(-7, m, 30, True)))
for d in range(0, 32, 5):
    print(repr(tc.formatday(d, 3, 2)), repr(tc.formatday(d, 3, 5)), repr(tc.formatday(d, 3, 0)))
class MyCal(calendar.TextCalendar):
    def formatday(self, day, weekday, width):
        s = super().formatday(day, weekday, width)
        return s.replace(' 1', '*1') if weekday == 6 else s
    def formatmonthname(self, theyear, themonth, width, withyear=True):
        return ('<%d/%d>' % (themonth, theyear)).center(width)
print(MyCal().formatmonth(2024, 9))
print(MyCal(3).formatyear(2024, 2, 1, 4, 2))
