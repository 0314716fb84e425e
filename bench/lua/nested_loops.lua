-- LuaJIT equivalent of examples/nested_loops.py (same sizes, same output).
local bxor = bit.bxor

local function main()
  local n = 6000
  local m = 6000
  local acc = 0
  for i = 0, n - 1 do
    for j = 0, m - 1 do
      acc = acc + bxor(i, j)
    end
  end
  print(string.format("%d", acc))
end

main()
