# String processing: generates a text from a vocabulary with an LCG, then
# splits, normalizes and counts words with a dict, finds the most common
# words and bigrams, and computes simple statistics.

WORDS = 1200000

VOCAB = ("the of and to in is was that for it as with be on by at this had not are but from "
         "or have an they which one you were her all she there would their we him been has when "
         "who will more no if out so said what up its about into than them can only other new "
         "some could time these two may then do first any my now such like our over man me even "
         "most made after also did many before must through back years where much your way well").split()


def generate(n, seed):
    s = seed
    words = []
    for i in range(n):
        s = (s * 1103515245 + 12345) & 0x7FFFFFFF
        # skewed choice: squares favour the front of the vocabulary
        r = (s >> 10) % 1000
        idx = (r * r) * len(VOCAB) // 1000000
        w = VOCAB[idx]
        if s % 17 == 0:
            w = w.capitalize()
        if s % 23 == 0:
            w += ","
        elif s % 29 == 0:
            w += "."
        words.append(w)
    return " ".join(words)


def normalize(word):
    word = word.lower()
    while word and not word[-1].isalpha():
        word = word[:-1]
    return word


def main():
    text = generate(WORDS, 1)
    counts = {}
    bigrams = {}
    prev = None
    sentences = 1
    for raw in text.split():
        if raw.endswith("."):
            sentences += 1
        w = normalize(raw)
        counts[w] = counts.get(w, 0) + 1
        if prev is not None:
            key = prev + " " + w
            bigrams[key] = bigrams.get(key, 0) + 1
        prev = w
    top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
    top2 = sorted(bigrams.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
    by_len = {}
    for w, c in counts.items():
        by_len[len(w)] = by_len.get(len(w), 0) + c
    caps = sum(1 for raw in text.split() if raw[0].isupper())
    print(f"characters={len(text)} words={WORDS} distinct={len(counts)} sentences={sentences}")
    print("top words:", ", ".join(f"{w}={c}" for w, c in top))
    print("top bigrams:", ", ".join(f"'{w}'={c}" for w, c in top2))
    print("by length:", sorted(by_len.items()))
    print("capitalized:", caps, "upper text head:", text[:30].upper())
    check = 0
    for w, c in counts.items():
        for ch in w:
            check = (check * 131 + ord(ch) * c) % 1000000007
    print("checksum", check)


main()
