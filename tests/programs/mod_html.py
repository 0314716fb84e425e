# html.escape and html.unescape (HTML5 named references, numeric ones, CPython's rules).
import html
cases = ['', 'plain', '&', '&&', '&amp;', '&amp', '&AMP;', '&ampx', '&amp;x', '&notit;', '&notin;', '&not', '&noti', '&#', '&#;', '&#x', '&#x;', '&#X41;', '&#x41', '&#65', '&#65;a', '&#0;', '&#1;', '&#128;', '&#129;', '&#x80;', '&#xD800;', '&#1114112;', '&#99999999999999999999;', '&#xfffe;', '&#x10ffff;', '&#xffffffffffffffffff;', '&#000000000065;', '&CounterClockwiseContourIntegral;', '&CounterClockwiseContourIntegralx;', '&aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa;', '&lt&gt', '& lt;', '&\tamp;', '&\ramp;', '&am;', '&a;', '&;', '&ltx', '&lt;;', '&lt;&', 'x&\u00e9;', '&\u00e9amp;', '&amp\u00e9', '&Aacute', '&aacute;', '&Aacutee', '&#x1F600;', '&#128512;', '&#12a', '&#x12g', '&quot', '&QUOT', '&nbsp;&nbsp', '&frac12;&frac12', '&frac1', '&frac12x', '&NotNestedGreaterGreater;', '&fjlig;', '&#65;&#66;&#x43;']
for c in cases:
    print(ascii(c), ascii(html.unescape(c)))
for c in ['<a href="x">\'&\'</a>', '', 'abc', '&amp;']:
    print(ascii(html.escape(c)), ascii(html.escape(c, False)), ascii(html.escape(c, quote=False)))
print(html.__all__ if hasattr(html, '__all__') else None)
