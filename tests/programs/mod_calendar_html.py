import calendar
h = calendar.HTMLCalendar()
print(h.formatmonth(2024, 2))
print(h.formatmonth(2024, 2, withyear=False))
print(h.formatmonth(2024, 9, False))
print(h.formatyear(2024))
print(h.formatyear(2023, 4))
print(h.formatyear(2023, 0))
print(h.formatyear(2023, 5))
print(h.formatyear(2023, 12))
print(h.formatyear(2023, 13))
page = h.formatyearpage(2024)
print(type(page).__name__, len(page))
print(page.decode())
print(h.formatyearpage(2024, 2, None, 'ascii').decode('ascii'))
print(h.formatyearpage(2024, 6, 'x.css', 'latin-1').decode('latin-1')[:400])
print(h.formatweekheader(), h.formatweekday(3), h.formatday(0, 2), h.formatday(17, 6), h.formatmonthname(2024, 5), h.formatmonthname(2024, 5, False))
print(h.formatweek([(0, 0), (1, 1), (2, 2), (3, 3), (4, 4), (5, 5), (6, 6)]))
h6 = calendar.HTMLCalendar(6)
print(h6.formatmonth(2025, 3))
class MyHTML(calendar.HTMLCalendar):
    cssclasses = ['a', 'b', 'c', 'd', 'e', 'f', 'g']
    cssclass_noday = 'empty'
    cssclass_month_head = 'mh'
    cssclass_month = 'm'
    cssclass_year_head = 'yh'
    cssclass_year = 'y'
    def formatday(self, day, weekday):
        if day == 13:
            return '<td class="lucky">13</td>'
        return super().formatday(day, weekday)
m = MyHTML(1)
print(m.formatmonth(2024, 9))
print(m.formatyear(2024, 6))
print(m.cssclasses_weekday_head, calendar.HTMLCalendar.cssclasses_weekday_head)
class M2(calendar.HTMLCalendar):
    month_names = {5: 'Mai'}
    def formatmonthname(self, theyear, themonth, withyear=True):
        return '<tr><th colspan="7">%s</th></tr>' % self.month_names.get(themonth, themonth)
print(M2().formatmonth(2024, 5))
print(M2().formatyearpage(2024, 3, 'c\u00e9.css', 'ascii'))
