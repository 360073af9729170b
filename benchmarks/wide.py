#!/usr/bin/env python3
"""Wide tables (many QI columns): the exact MILP and lns on their mined closed patterns.

Random tables of two-valued QI columns (numpy's default_rng(SEED), values "a" / "b"), k-anonymity
under suppression: 2^m generalizations per row, which no method can list beyond about 20
columns. Since stop 54 both methods take the closed patterns over at least k rows from
``solvers/lcm.py`` instead; this prints, per table, the mined space (patterns, pairs, seconds),
then ``exact`` and ``lns`` (cost / bound, status, seconds) in the same run, one after the other.
Before stop 54, for comparison (README): 60 rows of 20 columns, k = 3, lns 582 / 420 (30 s);
40 rows of 30 columns 645 / 407 (10 s); exact did not run (it refused more than 4 million
listed pairs).

    python benchmarks/wide.py                       # the default shapes, 30 s each
    python benchmarks/wide.py --shapes 60x20,40x30 --k 3 --time-limit 10 --seed 1
"""

from __future__ import annotations

import argparse
import time

import numpy as np
import pandas as pd

from optanon import anonymize
from optanon.core.cost import CostModel
from optanon.core.table import Table
from optanon.solvers import lcm


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--shapes", default="60x20,40x30,100x20,200x16,300x40,1000x20", help="rows x columns, comma separated")
    p.add_argument("--k", type=int, default=3)
    p.add_argument("--time-limit", type=float, default=30.0)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    print(f"k = {args.k}, time limit {args.time_limit:g} s, seed {args.seed}\n")
    print("| rows x QIs | closed patterns | pairs | mined in s | exact: cost / bound, status, s | lns: cost / bound, status, s |")
    print("|---|---:|---:|---:|---|---|")
    for shape in args.shapes.split(","):
        rows, cols = (int(v) for v in shape.split("x"))
        rng = np.random.default_rng(args.seed)
        df = pd.DataFrame(rng.choice(["a", "b"], size=(rows, cols)), columns=[f"c{j}" for j in range(cols)])
        table = Table.encode(df, list(df.columns))
        t0 = time.perf_counter()
        try:
            pat, _, level = lcm.mine(table.vectors, table.counts, CostModel().bind(table), args.k, 100_000_000,
                                        deadline=t0 + args.time_limit)
            space = f"{len(level):,} | {len(pat):,} | {time.perf_counter() - t0:.2f}"
        except lcm.Unmined as exc:
            space = f"- | - | {exc}"
        got = []
        for method in ("exact", "lns"):
            t0 = time.perf_counter()
            res = anonymize(df, list(df.columns), k=args.k, method=method, time_limit=args.time_limit)
            got.append(f"{res.cost} / {res.lower_bound}, {res.status}, {time.perf_counter() - t0:.1f}")
        print(f"| {rows} x {cols} | {space} | {got[0]} | {got[1]} |", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
