"""The urllib package (CPython 3.11 API), written for Trellis.

Only its parse module is implemented: import urllib.parse (or from urllib
import parse).  urllib.request, urllib.response, urllib.error and
urllib.robotparser are not.
"""
