"""Word and character statistics over generated text with Counter and defaultdict."""

import random
import string
from collections import Counter, defaultdict

random.seed(12345)

SYLLABLES = ["ka", "lo", "mi", "ne", "ru", "ta", "shi", "po", "an", "el",
             "or", "ix", "qu", "be", "da", "zo", "fe", "gri", "th", "us"]


def make_vocabulary(size):
    words = set()
    while len(words) < size:
        n = random.choice((1, 2, 2, 3, 3, 4))
        words.add("".join(random.choice(SYLLABLES) for _ in range(n)))
    words = sorted(words)
    random.shuffle(words)
    return words


def zipf_weights(n):
    return [1.0 / (rank + 1) for rank in range(n)]


def generate_text(vocab, sentences):
    weights = zipf_weights(len(vocab))
    out = []
    for _ in range(sentences):
        length = random.randint(4, 18)
        words = random.choices(vocab, weights=weights, k=length)
        words[0] = words[0].capitalize()
        sentence = " ".join(words)
        if random.random() < 0.3:
            cut = random.randint(1, length - 1)
            parts = sentence.split(" ")
            sentence = " ".join(parts[:cut]) + ", " + " ".join(parts[cut:])
        out.append(sentence + random.choice(".!?."))
    return " ".join(out)


def tokenize(text):
    for mark in string.punctuation:
        text = text.replace(mark, " ")
    return text.lower().split()


def main():
    vocab = make_vocabulary(1500)
    text = generate_text(vocab, 9000)
    print("characters:", len(text))

    words = tokenize(text)
    counts = Counter(words)
    print("words:", len(words), "distinct:", len(counts))
    print("top 8:", counts.most_common(8))
    hapax = [w for w, c in counts.items() if c == 1]
    print("hapax legomena:", len(hapax), sorted(hapax)[:5])

    letters = Counter(ch for ch in text.lower() if ch in string.ascii_lowercase)
    print("letters:", "".join(ch for ch, _ in letters.most_common()))
    unused = sorted(set(string.ascii_lowercase) - set(letters))
    print("unused letters:", "".join(unused))
    classes = Counter("upper" if c.isupper() else "lower" if c.islower() else
                      "space" if c in string.whitespace else
                      "punct" if c in string.punctuation else "other" for c in text)
    print("classes:", sorted(classes.items()))

    # bigram model: next-word distributions
    following = defaultdict(Counter)
    for a, b in zip(words, words[1:]):
        following[a][b] += 1
    common = counts.most_common(3)
    for w, _ in common:
        nxt = following[w].most_common(3)
        print(f"after {w!r}: {nxt}")

    # words grouped by length and by first letter
    by_length = defaultdict(list)
    for w in counts:
        by_length[len(w)].append(w)
    print("lengths:", {k: len(v) for k, v in sorted(by_length.items())})
    by_initial = defaultdict(int)
    for w, c in counts.items():
        by_initial[w[0]] += c
    print("initials:", sorted(by_initial.items(), key=lambda kv: (-kv[1], kv[0]))[:6])

    # sentence statistics
    sentences = [s for s in text.replace("!", ".").replace("?", ".").split(".") if s.strip()]
    lengths = Counter(len(s.split()) for s in sentences)
    print("sentences:", len(sentences), "most common lengths:", lengths.most_common(4))

    # combine and subtract counters: first half against second half
    half = len(words) // 2
    first = Counter(words[:half])
    second = Counter(words[half:])
    print("shared words:", len(first & second), "union total:", sum((first | second).values()))
    diff = first - second
    print("more frequent in first half:", diff.most_common(3))
    first.update(second)
    print("recombined equals full:", first == counts)
    checksum = 0
    for w, c in sorted(counts.items()):
        checksum = (checksum * 31 + c * len(w)) % 1000000007
    print("checksum:", checksum)


main()
