-- LuaJIT equivalent of examples/call_in_loop.py (same sizes, same output).
local function add(a, b)
  return a + b
end

local function main()
  local n = 25000000
  local acc = 0
  for i = 0, n - 1 do
    acc = add(acc, i)
  end
  print(string.format("%d", acc))
end

main()
