-- LuaJIT equivalent of examples/call_chain.py (same sizes, same output).
local function h(x)
  return x + 1
end

local function g(x)
  return h(x) * 2
end

local function f(x)
  return g(x) - x
end

local function main()
  local n = 9000000
  local acc = 0
  for i = 0, n - 1 do
    acc = acc + f(i)
  end
  print(string.format("%d", acc))
end

main()
