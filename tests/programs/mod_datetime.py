# A shift schedule and a log report built with datetime: parsing log lines,
# grouping by ISO week, durations, time zones, formatting and CPython's errors.
from datetime import date, datetime, time, timedelta, timezone, tzinfo, MINYEAR, MAXYEAR

LOG = """\
2024-02-26T08:59:58+01:00 login alice
2024-02-26T17:31:02+01:00 logout alice
2024-02-28 22:10:00Z login bob
2024-02-29T06:05:30.250000Z logout bob
2024-03-01T09:00:00-05:00 login carol
2024-03-01T12:45:15-05:00 logout carol
2024-03-03 23:59:59+01:00 login alice
2024-03-04 00:30:00.5+01:00 logout alice
not-a-date login mallory
2024-02-30T10:00:00 login eve
"""

sessions = {}
totals = {}
by_week = {}
for line in LOG.splitlines():
    stamp, action, user = line.rsplit(None, 2)
    try:
        when = datetime.fromisoformat(stamp)
    except ValueError as e:
        print("skip:", e)
        continue
    utc = when.astimezone(timezone.utc)
    if action == "login":
        sessions[user] = utc
    else:
        start = sessions.pop(user)
        spent = utc - start
        totals[user] = totals.get(user, timedelta(0)) + spent
        year, week, _ = start.isocalendar()
        by_week.setdefault((year, week), []).append((user, spent))
        print(f"{user:6} {start:%a %d %b %H:%M} -> {utc:%H:%M:%S.%f} = {spent}")

for user in sorted(totals):
    t = totals[user]
    print(user, t, repr(t), round(t.total_seconds() / 3600, 3), "h")
for key in sorted(by_week):
    names = ", ".join(f"{u}={s // timedelta(minutes=1)}min" for u, s in by_week[key])
    print("week %d-W%02d: %s" % (key[0], key[1], names))

# A rota: every weekday of March 2024, 9:00 local (UTC-05:00), skipping weekends.
est = timezone(timedelta(hours=-5), "EST")
day = date(2024, 3, 1)
rota = []
people = ["ann", "ben", "cy"]
while day.month == 3:
    if day.weekday() < 5:
        shift = datetime.combine(day, time(9, tzinfo=est))
        rota.append((shift, people[len(rota) % 3]))
    day += timedelta(days=1)
print(len(rota), rota[0][0].isoformat(), rota[-1][0].isoformat(" ", "minutes"))
print([f"{s:%d}{p[0]}" for s, p in rota[:10]])
print(rota[3][0].astimezone(timezone.utc), rota[3][0].timestamp(), rota[3][0].ctime())
print(rota[3][0].strftime("%A %j %U %W %G-W%V-%u %I%p %Z %z %c"))

# Durations: normalisation, arithmetic, rounding of floats.
d = timedelta(days=1, hours=25, minutes=-1, seconds=0.5, microseconds=-1.5)
print(d, repr(d), d.days, d.seconds, d.microseconds, -d, abs(-d))
print(d * 3, d / 4, d // 4, d % timedelta(hours=5), divmod(d, timedelta(hours=7)))
print(d * 0.1, 2.5 * timedelta(minutes=3), timedelta(hours=1) / timedelta(minutes=7))
print(timedelta(microseconds=2.5), timedelta(microseconds=3.5), timedelta(seconds=-1e-6 / 2))
print(timedelta.max, timedelta.min, timedelta.resolution, str(timedelta(-1, 1)))
print(sorted([timedelta(hours=-1), timedelta(0), timedelta(minutes=59)]), hash(timedelta(1)) == hash(timedelta(hours=24)))

# Calendar facts.
for y in (1900, 2000, 2023, 2024, 2100):
    feb = (date(y, 3, 1) - date(y, 2, 1)).days
    print(y, feb, date(y, 1, 1).isocalendar(), date(y, 12, 31).isocalendar(), date(y, 12, 28).strftime("%V"))
print(date(2024, 1, 1).toordinal(), date.fromordinal(738886), date.fromisocalendar(2020, 53, 7))
print(date.min, date.max, MINYEAR, MAXYEAR, (date.max - date.min).days)
print(date.fromisoformat("2024-W09-4"), date.fromisoformat("20240229"), datetime.fromisoformat("2024-02-29T12"))

# strptime and strftime round trips.
fmt = "%d/%m/%Y %I:%M:%S %p"
for s in ["29/02/2024 12:00:00 AM", "01/03/2024 1:02:03 pm", "31/04/2024 09:00:00 AM", "1/3/2024 13:00:00 PM"]:
    try:
        parsed = datetime.strptime(s, fmt)
        print(repr(parsed), parsed.strftime(fmt), parsed.strftime("%-I%P %e %k"))
    except ValueError as e:
        print("ValueError:", e)
print(datetime.strptime("Fri Mar  1 09:00:00 2024 +0530", "%c %z"))
print(datetime.strptime("2024 10 1", "%G %V %u"), datetime.strptime("24 060", "%y %j"))

# A tzinfo with daylight saving from the second Sunday of March (a toy rule).
class Eastern(tzinfo):
    def utcoffset(self, dt):
        return timedelta(hours=-5) + self.dst(dt)

    def dst(self, dt):
        if dt is None:
            return timedelta(0)
        start = datetime(dt.year, 3, 8, 2)
        start += timedelta(days=(6 - start.weekday()) % 7)
        end = datetime(dt.year, 11, 1, 1)
        end += timedelta(days=(6 - end.weekday()) % 7)
        return timedelta(hours=1) if start <= dt.replace(tzinfo=None) < end else timedelta(0)

    def tzname(self, dt):
        return "EDT" if self.dst(dt) else "EST"

eastern = Eastern()
for h in range(5, 9):
    u = datetime(2024, 3, 10, h, 30, tzinfo=timezone.utc)
    local = u.astimezone(eastern)
    print(u.time(), "->", local.strftime("%H:%M %Z"), local.utcoffset(), local.dst())
print(datetime(2024, 7, 4, 12, tzinfo=eastern) == datetime(2024, 7, 4, 16, tzinfo=timezone.utc))

# Errors carry CPython's messages.
attempts = [
    lambda: date(2023, 2, 29),
    lambda: date(2024, 13, 1),
    lambda: datetime(2024, 1, 1, 24),
    lambda: time(12, 60),
    lambda: timedelta(days=1e10),
    lambda: timezone(timedelta(hours=24)),
    lambda: date.max + timedelta(days=1),
    lambda: datetime(2024, 1, 1) < datetime(2024, 1, 1, tzinfo=timezone.utc),
    lambda: datetime(2024, 1, 1) - datetime(2024, 1, 1, tzinfo=timezone.utc),
    lambda: date(2024, 1, 1) < datetime(2024, 1, 1),
    lambda: date(2024, 1, 1) + 1,
    lambda: timedelta(1) / 0,
    lambda: datetime.strptime("2024-01-01", "%Y-%m"),
    lambda: datetime.strptime("2024", "%Y-%m"),
    lambda: datetime.strptime("2024", "%Q"),
    lambda: date.fromisoformat("2024-1-1"),
    lambda: datetime(2024, 1, 1).isoformat(timespec="days"),
    lambda: date.fromordinal(0),
    lambda: date(2024, 1),
]
for attempt in attempts:
    try:
        print("no error:", attempt())
    except (ValueError, TypeError, OverflowError, ZeroDivisionError) as e:
        print(type(e).__name__ + ":", e)
