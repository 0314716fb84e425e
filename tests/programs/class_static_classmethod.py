# @staticmethod and @classmethod, including alternative constructors.
class Date:
    days_in_month = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

    def __init__(self, year, month, day):
        self.year, self.month, self.day = year, month, day

    @classmethod
    def from_string(cls, text):
        y, m, d = (int(p) for p in text.split("-"))
        return cls(y, m, d)

    @classmethod
    def epoch(cls):
        return cls(1970, 1, 1)

    @staticmethod
    def is_leap(year):
        return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)

    def day_of_year(self):
        total = sum(self.days_in_month[:self.month - 1]) + self.day
        if self.month > 2 and Date.is_leap(self.year):
            total += 1
        return total

    def __repr__(self):
        return "%s(%04d-%02d-%02d)" % (type(self).__name__, self.year, self.month, self.day)

d = Date.from_string("2024-03-15")
print(d, d.day_of_year(), Date.epoch())
print([y for y in (1900, 2000, 2023, 2024) if Date.is_leap(y)])
print(d.is_leap(2023), d.from_string("1999-12-31"))

# the classmethod receives the subclass
class NamedDate(Date):
    def label(self):
        return "named " + repr(self)

nd = NamedDate.from_string("2000-02-29")
print(nd, type(nd).__name__, nd.label(), nd.day_of_year())
print(NamedDate.epoch())

# classmethod counting through cls
class Counter:
    count = 0
    @classmethod
    def bump(cls):
        cls.count += 1
        return cls.count
class SubCounter(Counter):
    pass
print(Counter.bump(), Counter.bump(), SubCounter.bump(), Counter.count, SubCounter.count)

# staticmethod used as a helper from other methods, no self involved
class Temperature:
    def __init__(self, celsius):
        self.celsius = celsius
    @staticmethod
    def c_to_f(c):
        return c * 9 // 5 + 32
    @classmethod
    def from_f(cls, f):
        return cls((f - 32) * 5 // 9)
    def fahrenheit(self):
        return self.c_to_f(self.celsius)

t = Temperature(100)
print(t.fahrenheit(), Temperature.c_to_f(0), Temperature.from_f(212).celsius)

# static/class method objects seen through the class __dict__
print(type(Date.__dict__["is_leap"]).__name__, type(Date.__dict__["epoch"]).__name__)
print(type(Date.is_leap).__name__, type(Date.epoch).__name__)
