#!/usr/bin/env python3
"""The exact method under t-closeness on a many-valued column, with and without the configuration LP.

Cases: the first R rows of UCI Adult (data/adult/adult.csv), the 8 usual QIs, t-closeness (equal
distance) on occupation (14 values) with k; ``--method exact`` with a time limit, once as it is
and once with the configuration LP switched off (``config_lp.MAX_ROWS = 0``: the MILP's own LP,
its Lagrangian pruning and HiGHS, as before). Per case: cost / lower bound (status), the seconds
(medians of --repeat runs; costs and bounds of the last run), and the configuration LP's value
and time.

    python benchmarks/config_lp.py [--rows 30,40,50,100] [--cases 3:0.3,5:0.2] [--time-limit 60] [--repeat 1]
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path
from statistics import median

import pandas as pd

from optanon import anonymize
from optanon.solvers import config_lp

ADULT = Path(__file__).resolve().parents[1] / "data" / "adult" / "adult.csv"
QIS = ["sex", "age", "race", "marital-status", "education", "native-country", "workclass", "salary-class"]


def run(df, k, t, limit, repeat, on):
    saved = config_lp.MAX_ROWS
    config_lp.MAX_ROWS = saved if on else 0
    try:
        times = []
        for _ in range(repeat):
            t0 = time.perf_counter()
            r = anonymize(df, qi=QIS, sensitive="occupation", k=k, t=t, method="exact", time_limit=limit)
            times.append(time.perf_counter() - t0)
    finally:
        config_lp.MAX_ROWS = saved
    return r, median(times)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rows", default="30,40,50,100")
    ap.add_argument("--cases", default="3:0.3,5:0.2", help="k:t pairs")
    ap.add_argument("--time-limit", type=float, default=60.0)
    ap.add_argument("--repeat", type=int, default=1)
    args = ap.parse_args()
    adult = pd.read_csv(ADULT, sep=";", dtype=str)
    print("| rows | k | t | without the configuration LP | with it | its LP, seconds |")
    print("|---|---|---|---|---|---|")
    for rows in [int(x) for x in args.rows.split(",")]:
        for case in args.cases.split(","):
            k, t = case.split(":")
            df = adult.head(rows)
            cells = []
            for on in (False, True):
                r, secs = run(df, int(k), t, args.time_limit, args.repeat, on)
                status = f"optimal, {secs:.1f} s" if r.status == "optimal" else f"gap {100 * float(r.gap):.1f} %"
                cells.append(f"{float(r.cost):g} / {float(r.lower_bound):g} ({status})")
            stats = getattr(r, "result", r).stats
            lp = stats.get("config_lp_value")
            cells.append("-" if lp is None else f"{lp:.2f}, {stats.get('config_lp_seconds', 0):.1f} s")
            print(f"| {rows} | {k} | {t} | " + " | ".join(cells) + " |", flush=True)


if __name__ == "__main__":
    main()
