# raise ... from ... escaping: both tracebacks are shown, joined by the
# "direct cause" line.
class SettingsError(Exception):
    pass

def read_setting(settings, key):
    try:
        return int(settings[key])
    except KeyError as e:
        raise SettingsError("setting %r is required" % key) from e
    except ValueError as e:
        raise SettingsError("setting %r is not a number" % key) from e

settings = {"width": "80", "height": "24", "title": "main"}
print("width", read_setting(settings, "width"))
print("height", read_setting(settings, "height"))
try:
    read_setting(settings, "title")
except SettingsError as e:
    print("handled:", e, "| cause:", type(e.__cause__).__name__)
area = read_setting(settings, "width") * read_setting(settings, "height")
print("area", area)
print("depth", read_setting(settings, "depth"))
print("unreachable")
