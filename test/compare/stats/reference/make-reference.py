#!/usr/bin/env python3
"""Reference values for test/compare/stats/*.test.ts, from scipy/numpy.

Regenerate:  python3 -m venv /tmp/statsref && /tmp/statsref/bin/pip install scipy numpy
             /tmp/statsref/bin/python test/compare/stats/reference/make-reference.py
Produced with scipy 1.17.1, numpy (see output header). The tests paste these numbers.

Samples are re-created bit for bit: `sfc32` below is an independent port of
src/compare/stats/random.ts, and the sample formulas match test/compare/stats/samples.ts.
"""
import math
import numpy as np
import scipy
from scipy import special, stats

M = 0xFFFFFFFF


def create_rng(seed):
    s = math.trunc(seed) & M

    def splitmix():
        nonlocal s
        s = (s + 0x9E3779B9) & M
        z = s
        z = ((z ^ (z >> 16)) * 0x21F0AAAD) & M
        z = ((z ^ (z >> 15)) * 0x735A2D97) & M
        return (z ^ (z >> 15)) & M

    a, b, c, d = splitmix(), splitmix(), splitmix(), splitmix() | 1

    def nxt():
        nonlocal a, b, c, d
        t = (a + b + d) & M
        d = (d + 1) & M
        a = b ^ (b >> 9)
        b = (c + (c << 3)) & M
        c = ((((c << 21) | (c >> 11)) & M) + t) & M
        return t / 4294967296.0

    for _ in range(12):
        nxt()
    return nxt


def uniform_sample(seed, n, lo, width):
    r = create_rng(seed)
    return [lo + width * r() for _ in range(n)]


def tied_sample(seed, n, lo, k):
    r = create_rng(seed)
    return [math.floor(k * r()) + lo for _ in range(n)]


def clean(v):
    if isinstance(v, (list, tuple)):
        return [clean(x) for x in v]
    return float(v) if isinstance(v, np.floating) else v


def show(name, value):
    value = clean(value)
    print(f"// {name}")
    print(repr(value).replace("nan", "NaN").replace("inf", "Infinity"))
    print()


print(f"// scipy {scipy.__version__}, numpy {np.__version__}\n")

# --- random.ts ---------------------------------------------------------------
for seed in (0, 1, 42, -7, 2**32 + 5):
    r = create_rng(seed)
    show(f"createRng({seed}) first 5", [r() for _ in range(5)])

# --- descriptive.ts ----------------------------------------------------------
qs = [0, 0.025, 0.1, 0.25, 0.5, 0.9, 0.975, 1]
for name, xs in (("digits", [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5]),
                 ("uniformSample(1, 40, 100, 10)", uniform_sample(1, 40, 100, 10))):
    a = np.array(xs, dtype=float)
    show(f"{name}: mean, median, variance, stddev, mad, geometricMean",
         [float(np.mean(a)), float(np.median(a)), float(np.var(a, ddof=1)), float(np.std(a, ddof=1)),
          float(stats.median_abs_deviation(a)), float(stats.gmean(a))])
    show(f"{name}: quantile type 7 at {qs}", [float(np.quantile(np.sort(a), q)) for q in qs])

# --- distributions.ts --------------------------------------------------------
show("logGamma [x, gammaln(x)]",
     [[x, float(special.gammaln(x))] for x in (1e-8, 0.1, 0.5, 1, 1.5, 2, 3.7, 10, 50.5, 171.3, 1e4, 1e6)])
show("regularizedIncompleteBeta [x, a, b, betainc(a, b, x)]",
     [[x, a, b, float(special.betainc(a, b, x))] for (x, a, b) in (
         (0.5, 0.5, 0.5), (0.1, 2, 3), (0.9, 2, 3), (0.3, 0.5, 10), (0.999, 50, 0.5), (0.5, 100, 100),
         (0.2, 1000, 3000), (1e-5, 0.5, 2), (0.7, 5e4, 0.5), (0.01, 1, 1), (0.6, 7.5, 0.5))])
show("normalCdf [x, ndtr(x)]",
     [[x, float(special.ndtr(x))] for x in (-38, -20, -8, -5, -3, -1.96, -1, -0.1, 0, 0.5, 1.6448536269514722, 3, 6, 8.2)])
show("normalQuantile [p, ndtri(p)]",
     [[p, float(special.ndtri(p))] for p in (1e-300, 1e-20, 1e-10, 1e-5, 0.001, 0.02425, 0.025, 0.1, 0.3, 0.5, 0.7, 0.975, 0.999, 1 - 1e-10)])
show("studentTCdf [t, df, stdtr(df, t)]",
     [[t, df, float(special.stdtr(df, t))] for df in (1, 2, 3, 4.5, 10, 29, 100, 1e4, 1e6)
      for t in (-50, -5, -2.5, -1, -0.01, 0, 0.3, 1.5, 2.2, 10)])
show("studentTQuantile [p, df, stdtrit(df, p)]",
     [[p, df, float(special.stdtrit(df, p))] for df in (1, 2, 3, 4.5, 10, 29, 100, 1e4)
      for p in (1e-12, 1e-6, 0.001, 0.025, 0.05, 0.2, 0.5, 0.8, 0.95, 0.975, 0.999999)])

# --- mann-whitney.ts ---------------------------------------------------------
MWU_CASES = [
    ("[1.1, 2.2, 3.3, 4.4] vs [5.5, 6.6, 7.7]", [1.1, 2.2, 3.3, 4.4], [5.5, 6.6, 7.7], "exact"),
    ("[1, 2] vs [3, 4]", [1, 2], [3, 4], "exact"),
    ("[1..6] vs [1.5..5.5] (U = mn/2)", [1, 2, 3, 4, 5, 6], [1.5, 2.5, 3.5, 4.5, 5.5], "exact"),
    ("uniformSample(2, 10, 100, 10) vs uniformSample(3, 12, 103, 10)",
     uniform_sample(2, 10, 100, 10), uniform_sample(3, 12, 103, 10), "exact"),
    ("uniformSample(4, 50, 100, 10) vs uniformSample(5, 50, 101, 10)",
     uniform_sample(4, 50, 100, 10), uniform_sample(5, 50, 101, 10), "exact"),
    ("uniformSample(6, 50, 100, 10) vs uniformSample(7, 30, 104, 10)",
     uniform_sample(6, 50, 100, 10), uniform_sample(7, 30, 104, 10), "exact"),
    ("tiedSample(8, 20, 0, 8) vs tiedSample(9, 25, 1, 8)",
     tied_sample(8, 20, 0, 8), tied_sample(9, 25, 1, 8), "asymptotic"),
    ("uniformSample(10, 60, 100, 10) vs uniformSample(11, 80, 101, 10)",
     uniform_sample(10, 60, 100, 10), uniform_sample(11, 80, 101, 10), "asymptotic"),
    ("uniformSample(14, 51, 100, 10) vs uniformSample(15, 10, 102, 10)",
     uniform_sample(14, 51, 100, 10), uniform_sample(15, 10, 102, 10), "asymptotic"),
    ("[1, 1, 1] vs [1, 1]", [1, 1, 1], [1, 1], "asymptotic"),
    ("uniformSample(12, 5000, 100, 10) vs uniformSample(13, 5000, 100.2, 10)",
     uniform_sample(12, 5000, 100, 10), uniform_sample(13, 5000, 100.2, 10), "asymptotic"),
]
show("mannWhitneyU [name, U, p, method]",
     [[name, float(r.statistic), float(r.pvalue), "exact" if m == "exact" else "normal"]
      for (name, a, b, m) in MWU_CASES
      for r in [stats.mannwhitneyu(a, b, alternative="two-sided", use_continuity=True, method=m)]])

# --- bootstrap.ts ------------------------------------------------------------
# An independent port of the procedure (same generator, same index mapping), so the test can ask
# for identical intervals; numpy does the medians and the type-7 quantiles.
def draw_indices(n, rng):
    out = []
    if n > 65536:
        return [int(rng() * n) for _ in range(n)]
    reject = (65536 - n) % n
    while len(out) < n:
        word = int(rng() * 4294967296)
        for x in (word >> 16, word & 0xFFFF):
            m = x * n
            if len(out) < n and (m & 0xFFFF) >= reject:
                out.append(m >> 16)
    return out


def bootstrap_ratio_ci(base, head, seed, resamples=1000, level=0.95):
    rng = create_rng(seed)
    sb, sh = np.sort(base), np.sort(head)
    ratios = []
    for _ in range(resamples):
        mb = np.median(sb[draw_indices(len(sb), rng)])
        mh = np.median(sh[draw_indices(len(sh), rng)])
        ratios.append(mh / mb)
    ratios = np.sort(ratios)
    return [float(np.quantile(ratios, (1 - level) / 2)), float(np.quantile(ratios, (1 + level) / 2)),
            float(np.median(head) / np.median(base))]


show("bootstrapRatioCI(uniformSample(40, 30, 100, 10), uniformSample(41, 25, 105, 10), seed 7) [lower, upper, estimate]",
     bootstrap_ratio_ci(uniform_sample(40, 30, 100, 10), uniform_sample(41, 25, 105, 10), 7))
show("bootstrapRatioCI(tiedSample(42, 9, 50, 5), uniformSample(43, 100, 48, 6), seed 99, 2000 resamples, level 0.9)",
     bootstrap_ratio_ci(tied_sample(42, 9, 50, 5), uniform_sample(43, 100, 48, 6), 99, 2000, 0.9))

# --- welch.ts ----------------------------------------------------------------
WELCH = [((100.0, 3.0, 10), (104.0, 5.0, 12)), ((1.5e6, 2.1e4, 5), (1.49e6, 9.0e3, 30)),
         ((10.0, 0.0, 4), (10.5, 1.2, 6)), ((7.0, 1.0, 2), (7.1, 1.0, 2)), ((250.0, 40.0, 1000), (252.0, 35.0, 800))]
show("welchFromSummaries [a, b, t, df, p] (ttest_ind_from_stats equal_var=False; df from the Welch formula)",
     [[list(a), list(b), float(r.statistic), float((a[1]**2/a[2] + b[1]**2/b[2])**2 / ((a[1]**2/a[2])**2/(a[2]-1) + (b[1]**2/b[2])**2/(b[2]-1))), float(r.pvalue)]
      for (a, b) in WELCH for r in [stats.ttest_ind_from_stats(*a, *b, equal_var=False)]])
# scipy >= 1.11 also exposes df on the result; check the formula above agrees with it.
for (a, b) in WELCH:
    r = stats.ttest_ind_from_stats(*a, *b, equal_var=False)
    if hasattr(r, "df"):
        assert abs(r.df - (a[1]**2/a[2] + b[1]**2/b[2])**2 / ((a[1]**2/a[2])**2/(a[2]-1) + (b[1]**2/b[2])**2/(b[2]-1))) < 1e-9 * r.df


def ratio_ci(base, head, level):
    vb = (base[1] / base[0]) ** 2 / base[2]
    vh = (head[1] / head[0]) ** 2 / head[2]
    se2 = vb + vh
    df = se2 ** 2 / (vb ** 2 / (base[2] - 1) + vh ** 2 / (head[2] - 1))
    half = stats.t.ppf((1 + level) / 2, df) * math.sqrt(se2)
    lr = math.log(head[0] / base[0])
    return [math.exp(lr - half), math.exp(lr + half)]


show("ratioCIFromSummaries [base, head, level, lower, upper] (delta method, scipy t.ppf)",
     [[list(a), list(b), lv, *ratio_ci(a, b, lv)] for (a, b) in WELCH[:2] + WELCH[4:] for lv in (0.95, 0.99)])

# --- fdr.ts ------------------------------------------------------------------
for ps in ([0.01, 0.02, 0.03, 0.04, 0.05], [0.04, 0.001, 0.5, 0.03, 0.2, 0.001, 1.0, 0.0449, 0.9, 0.012],
           [0.2, 0.1, 0.3], [0.0], [0.8, 0.9, 0.95, 0.99]):
    show(f"benjaminiHochberg({ps}) (false_discovery_control, method='bh')",
         [float(q) for q in stats.false_discovery_control(ps, method="bh")])

# --- prediction.ts -----------------------------------------------------------
HISTORY = [101.2, 99.8, 100.5, 102.1, 98.9, 100.0, 101.7, 99.4]
for level in (0.95, 0.99):
    a = np.array(HISTORY)
    n, m, sd = len(a), float(np.mean(a)), float(np.std(a, ddof=1))
    half = stats.t.ppf((1 + level) / 2, n - 1) * sd * math.sqrt(1 + 1 / n)
    show(f"predictionInterval(HISTORY, {level}) [mean, sd, lower, upper]", [m, sd, m - half, m + half])
show("predictionPValue(HISTORY, x) [x, p]",
     [[x, float(2 * stats.t.sf(abs(x - np.mean(HISTORY)) / (np.std(HISTORY, ddof=1) * math.sqrt(1 + 1 / len(HISTORY))), len(HISTORY) - 1))]
      for x in (100.45, 103.0, 97.0, 110.0)])
show("predictionInterval([5, 7], 0.9) [mean, sd, lower, upper]",
     [6.0, float(np.std([5, 7], ddof=1)), 6 - stats.t.ppf(0.95, 1) * np.std([5, 7], ddof=1) * math.sqrt(1.5),
      6 + stats.t.ppf(0.95, 1) * np.std([5, 7], ddof=1) * math.sqrt(1.5)])

# --- robust.ts ---------------------------------------------------------------
def hodges_lehmann(xs):
    return float(np.median([(xs[i] + xs[j]) / 2 for i in range(len(xs)) for j in range(i, len(xs))]))


RATIOS = [1.38, 1.41, 1.35, 1.02, 1.39, 1.44, 1.37, 2.5, 1.36, 1.40, 1.33]
show("hodgesLehmann: [RATIOS, uniformSample(50, 31, 0, 1), [3.0, 1.0, 2.0, 100.0]]",
     [hodges_lehmann(RATIOS), hodges_lehmann(uniform_sample(50, 31, 0, 1)), hodges_lehmann([3.0, 1.0, 2.0, 100.0])])


def bootstrap_median_ci(xs, seed, resamples=1000, level=0.95):
    rng = create_rng(seed)
    s = np.sort(xs)
    meds = np.sort([np.median(s[draw_indices(len(s), rng)]) for _ in range(resamples)])
    return [float(np.quantile(meds, (1 - level) / 2)), float(np.quantile(meds, (1 + level) / 2)), float(np.median(s))]


lo, hi, est = bootstrap_median_ci(np.log(RATIOS), 3)
show("driftFactor(RATIOS, seed 3) [factor, lower, upper] (port of the bootstrap over log ratios)",
     [math.exp(est), math.exp(lo), math.exp(hi)])
show("bootstrapRatioCI([1, 3], [2, 4, 4, 8], seed 5, 300 resamples, level 0.8) (tiny samples, both parities)",
     bootstrap_ratio_ci([1.0, 3.0], [2.0, 4.0, 4.0, 8.0], 5, 300, 0.8))
