s = "é" + "abcdefghij" * 20000
t = 0
for i in range(len(s)):
    if s[i] == "a":
        t += 1
print(t, len(s), s[5:9], s[-3:], s[100000:100004])
w = "naïve café " * 3000
print(sum(1 for i in range(len(w)) if w[i] == "ï"), w[::1000][:20], w[-1], w[12345])
print(w.find("café", 20000), w[20000:20030])
