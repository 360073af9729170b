#!/usr/bin/env python3
"""The polynomial simplex-matching method against the LP method (``matching``) on small tables.

Cases: windows of UCI Adult (rows off..off+R of data/adult/adult.csv; 2-anonymity on the 9 usual
QIs, 2-diversity on occupation over the other 8), and random suppression tables (R rows, 3-6
columns of 2-3 values, 2-anonymity) where the LP over pairs is often below the optimum, so that
the proof is the exchange argument rather than the LP. For each: the optimum of each method
(they must agree), the LP bound, what proved it (``proof``), the improving exchanges (rounds),
the neighbours evaluated, and the seconds of each method (medians of --repeat runs).

    python benchmarks/simplex_matching.py [--rows 20,40,60] [--offsets 0,3000,9000] [--random 5] [--repeat 3]
"""

from __future__ import annotations

import argparse
import random
import time
from pathlib import Path
from statistics import median

import pandas as pd

from optanon import anonymize

ADULT = Path(__file__).resolve().parents[1] / "data" / "adult" / "adult.csv"
QIS = ["sex", "age", "race", "marital-status", "education", "native-country", "workclass", "occupation", "salary-class"]


def ints(text):
    return [int(x) for x in text.split(",") if x]


def run(df, kw, repeat):
    out = {}
    for method in ("simplex-matching", "matching"):
        times = []
        for _ in range(repeat):
            t0 = time.perf_counter()
            r = anonymize(df, method=method, **kw)
            times.append(time.perf_counter() - t0)
        out[method] = (r, median(times))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rows", type=ints, default=[20, 40, 60])
    ap.add_argument("--offsets", type=ints, default=[0, 3000, 9000])
    ap.add_argument("--random", type=int, default=5, help="random tables per row count")
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    adult = pd.read_csv(ADULT, sep=";", dtype=str)
    cases = []
    for n in args.rows:
        for off in args.offsets:
            window = adult.iloc[off:off + n]
            cases.append((f"Adult {off}-{off + n - 1}", "k = 2", window, dict(qi=QIS, k=2)))
            cases.append((f"Adult {off}-{off + n - 1}", "l = 2", window,
                          dict(qi=[q for q in QIS if q != "occupation"], sensitive="occupation", l=2)))
        rnd = random.Random(n)
        for i in range(args.random):
            m = rnd.randint(3, 6)
            rows = [[rnd.choice("abc"[:rnd.randint(2, 3)]) for _ in range(m)] for _ in range(n)]
            cases.append((f"random {n} x {m} #{i}", "k = 2", pd.DataFrame(rows, columns=[f"q{j}" for j in range(m)]),
                          dict(qi=[f"q{j}" for j in range(m)], k=2)))
    print("| table | model | optimum | LP bound | proof | rounds | neighbours | simplex-matching s | matching s |")
    print("|---|---|---:|---:|---|---:|---:|---:|---:|")
    for name, model, df, kw in cases:
        got = run(df, kw, args.repeat)
        sm, t_sm = got["simplex-matching"]
        mt, t_mt = got["matching"]
        agree = "" if (sm.cost == mt.cost and sm.status == mt.status == "optimal") else f" (matching: {mt.cost} {mt.status})"
        st = sm.stats
        print(f"| {name} | {model} | {sm.cost}{agree} | {st['lp_bound']:g} | {st.get('proof', sm.status)} | {st['rounds']} | "
              f"{st['neighbours_tried']} | {t_sm:.2f} | {t_mt:.2f} |", flush=True)


if __name__ == "__main__":
    main()
