"""Monte Carlo estimates: pi, an integral, option prices, a random walk and
a queue of dice games, with random and math."""

import math
import random


def estimate_pi(n):
    inside = 0
    for _ in range(n):
        x = random.random()
        y = random.random()
        if x * x + y * y <= 1.0:
            inside += 1
    return 4.0 * inside / n


def integrate(f, a, b, n):
    total = 0.0
    total_sq = 0.0
    width = b - a
    for _ in range(n):
        v = f(random.uniform(a, b))
        total += v
        total_sq += v * v
    mean = total / n
    var = total_sq / n - mean * mean
    return width * mean, width * math.sqrt(var / n)


def european_call(spot, strike, rate, vol, years, paths):
    drift = (rate - 0.5 * vol * vol) * years
    diffusion = vol * math.sqrt(years)
    payoff = 0.0
    for _ in range(paths):
        z = random.gauss(0.0, 1.0)
        end = spot * math.exp(drift + diffusion * z)
        payoff += max(end - strike, 0.0)
    return math.exp(-rate * years) * payoff / paths


def black_scholes_call(spot, strike, rate, vol, years):
    def phi(x):
        return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))
    d1 = (math.log(spot / strike) + (rate + 0.5 * vol * vol) * years) / (vol * math.sqrt(years))
    d2 = d1 - vol * math.sqrt(years)
    return spot * phi(d1) - strike * math.exp(-rate * years) * phi(d2)


def random_walk(steps, walkers):
    distances = []
    for _ in range(walkers):
        x = y = 0
        for _ in range(steps):
            direction = random.randrange(4)
            if direction == 0:
                x += 1
            elif direction == 1:
                x -= 1
            elif direction == 2:
                y += 1
            else:
                y -= 1
        distances.append(math.hypot(x, y))
    return distances


def dice_game(rounds):
    """Roll until the sum of two dice repeats; how long does that take?"""
    lengths = {}
    for _ in range(rounds):
        seen = set()
        rolls = 0
        while True:
            s = random.randint(1, 6) + random.randint(1, 6)
            rolls += 1
            if s in seen:
                break
            seen.add(s)
        lengths[rolls] = lengths.get(rolls, 0) + 1
    return lengths


def summarize(values):
    n = len(values)
    mean = math.fsum(values) / n
    var = math.fsum((v - mean) ** 2 for v in values) / (n - 1)
    ordered = sorted(values)
    median = (ordered[n // 2] + ordered[(n - 1) // 2]) / 2
    return mean, math.sqrt(var), median


def main():
    random.seed(12345)
    pi_est = estimate_pi(400000)
    print(f"pi ~ {pi_est:.5f} (error {abs(pi_est - math.pi):.5f})")

    value, err = integrate(lambda x: math.sin(x) ** 2 * math.exp(-x / 3), 0.0, math.pi, 100000)
    print(f"integral ~ {value:.5f} +- {err:.5f}")

    mc = european_call(100.0, 105.0, 0.03, 0.25, 1.0, 150000)
    exact = black_scholes_call(100.0, 105.0, 0.03, 0.25, 1.0)
    print(f"call price: monte carlo {mc:.4f}, black-scholes {exact:.4f}")

    dists = random_walk(400, 400)
    mean, sd, median = summarize(dists)
    print(f"walk distance after 400 steps: mean {mean:.3f} sd {sd:.3f} median {median:.3f} (sqrt(n) = {math.sqrt(400):.1f})")

    lengths = dice_game(30000)
    expected = sum(k * v for k, v in lengths.items()) / 30000
    print("dice game lengths:", sorted(lengths.items()))
    print(f"expected rolls until a repeated sum: {expected:.4f}")

    # reproducibility: reseeding gives the same stream
    random.seed(2024)
    a = [random.random() for _ in range(5)]
    random.seed(2024)
    b = [random.random() for _ in range(5)]
    print("reseed reproducible:", a == b, [round(v, 6) for v in a])
    state = random.getstate()
    c = random.sample(range(1000), 6)
    random.setstate(state)
    print("state restore:", c == random.sample(range(1000), 6), c)
    deck = list(range(52))
    random.shuffle(deck)
    print("shuffled deck head:", deck[:10])


main()
