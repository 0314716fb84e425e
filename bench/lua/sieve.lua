-- LuaJIT equivalent of examples/sieve.py (same sizes, same output).
local function sieve(n)
  local flags = {}
  for i = 0, n do
    flags[i] = true
  end
  flags[0] = false
  flags[1] = false
  local i = 2
  while i * i <= n do
    if flags[i] then
      local j = i * i
      while j <= n do
        flags[j] = false
        j = j + i
      end
    end
    i = i + 1
  end
  local count = 0
  for k = 0, n do
    if flags[k] then
      count = count + 1
    end
  end
  return count
end

local function main()
  local n = 4000000
  local count = 0
  for r = 1, 3 do
    count = sieve(n)
  end
  print(string.format("%d", count))
end

main()
