-- LuaJIT equivalent of examples/collatz.py (same sizes, same output).
-- LuaJIT has no // operator: n // 2 is written math.floor(n / 2).
local floor = math.floor

local function main()
  local limit = 250000
  local total = 0
  local best = 0
  local best_start = 0
  for start = 1, limit - 1 do
    local n = start
    local steps = 0
    while n ~= 1 do
      if n % 2 == 0 then
        n = floor(n / 2)
      else
        n = 3 * n + 1
      end
      steps = steps + 1
    end
    total = total + steps
    if steps > best then
      best = steps
      best_start = start
    end
  end
  print(string.format("%d", total))
  print(string.format("%d %d", best_start, best))
end

main()
