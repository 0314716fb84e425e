-- LuaJIT equivalent of examples/float_loop.py (same sizes, same output).
-- Floats are printed like Python's repr: the shortest of %.15g/%.16g/%.17g
-- that reads back as the same double.
local function pyrepr(x)
  for prec = 15, 17 do
    local s = string.format("%." .. prec .. "g", x)
    if tonumber(s) == x then
      if not s:find("[.e]") then
        s = s .. ".0"
      end
      return s
    end
  end
end

local function leibniz(n)
  local s = 0.0
  local sign = 1.0
  for k = 0, n - 1 do
    s = s + sign / (2 * k + 1)
    sign = -sign
  end
  return 4.0 * s
end

local function nilakantha(n)
  local s = 3.0
  local sign = 1.0
  local k = 2.0
  for i = 0, n - 1 do
    s = s + sign * 4.0 / (k * (k + 1.0) * (k + 2.0))
    sign = -sign
    k = k + 2.0
  end
  return s
end

local function integrate(n)
  -- integral of 4 / (1 + x * x) over [0, 1] is pi
  local h = 1.0 / n
  local s = 0.0
  for i = 0, n - 1 do
    local x = (i + 0.5) * h
    s = s + 4.0 / (1.0 + x * x)
  end
  return s * h
end

local function main()
  local n = 6000000
  print(pyrepr(leibniz(n)))
  print(pyrepr(nilakantha(n)))
  print(pyrepr(integrate(n)))
end

main()
