from __future__ import annotations
import __future__

def f(x: UndefinedName) -> AlsoUndefined:
    return x * 2

print(f(21), f.__annotations__)
print(__future__.all_feature_names)
for name in __future__.all_feature_names:
    feat = getattr(__future__, name)
    print(name, feat, feat.getOptionalRelease(), feat.getMandatoryRelease(), feat.compiler_flag)
print(__future__.annotations.optional, __future__.annotations.mandatory, __future__.CO_FUTURE_ANNOTATIONS)
print(sorted(__future__.__all__), __future__.division.compiler_flag == __future__.CO_FUTURE_DIVISION)
