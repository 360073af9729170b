#!/usr/bin/env python3
"""The approximation algorithms with guarantees on UCI Adult prefixes, beside the pattern greedy.

Cases: the first R rows of data/adult/adult.csv with the 9 usual QIs (sex, age, race,
marital-status, education, native-country, workclass, occupation, salary-class),
suppression, k-anonymity for each k. Methods:
- approx-m: Liang-Yuan Thm 10 (``optanon.solvers.approx_m.solve``), cost <= m x OPT;
- set-cover: Meyerson-Williams, faster variant (``optanon.solvers.set_cover.solve``),
  cost <= (2k-1)^2/k x H(2k-1) x OPT; refused above set_cover.MAX_DISTINCT distinct rows;
- greedy: the pattern greedy (``solvers.greedy.greedy_labels``, the exact method's warm
  start), no guarantee.
Printed per run: suppressed cells, the per-row lower bound (``solvers.bounds``), their
ratio (an upper bound on the true approximation ratio of that run), the proven
guarantee, and seconds (one in-process run; the per-row bound's time is not included).

    python benchmarks/approx.py                              # 500, 1000, 2000 rows and all of Adult; k = 2, 5, 10
    python benchmarks/approx.py --rows 1000 --k 5 --methods set-cover,greedy
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from optanon.core.cost import CostModel
from optanon.core.models import KAnonymity
from optanon.core.partition import make_result
from optanon.core.table import Table
from optanon.errors import OptanonError
from optanon.io import read_table
from optanon.solvers import approx_m, set_cover
from optanon.solvers.bounds import per_row_bound
from optanon.solvers.exact import PatternMILP, TooLarge
from optanon.solvers.greedy import greedy_labels

ADULT = Path(__file__).resolve().parents[1] / "data" / "adult" / "adult.csv"
QIS = ["sex", "age", "race", "marital-status", "education", "native-country", "workclass", "occupation", "salary-class"]


def pattern_greedy(table, models, cost_model, **_):
    started = time.perf_counter()
    labels = greedy_labels(PatternMILP(table, models, cost_model))
    return make_result(table, labels, models, cost_model, lower_bound=0, status="feasible", method="greedy",
                       started=started, stats={"ratio": None})


METHODS = {"approx-m": approx_m.solve, "set-cover": set_cover.solve, "greedy": pattern_greedy}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rows", default="500,1000,2000,30162", help="comma-separated prefix sizes (30162 = all of Adult)")
    ap.add_argument("--k", default="2,5,10")
    ap.add_argument("--methods", default=",".join(METHODS))
    ap.add_argument("--time-limit", type=float, default=None, help="per set-cover run (seconds); default none")
    args = ap.parse_args()
    frame = read_table(ADULT)
    cm = CostModel()
    head = f"{'rows':>6} {'distinct':>8} {'k':>3} {'method':<10} {'cells':>7} {'per-row':>8} {'ratio':>6} {'proven':>7} {'seconds':>8}"
    print(head)
    print("-" * len(head))
    for rows in [int(r) for r in args.rows.split(",")]:
        table = Table.encode(frame.iloc[:rows], QIS)
        for k in [int(x) for x in args.k.split(",")]:
            models = [KAnonymity(k)]
            bound = per_row_bound(table, k, cm)
            for name in args.methods.split(","):
                started = time.perf_counter()
                try:
                    res = METHODS[name](table, models, cm, time_limit=args.time_limit)
                except (OptanonError, TooLarge) as exc:
                    print(f"{table.n:>6} {len(table.counts):>8} {k:>3} {name:<10} refused: {exc}")
                    continue
                seconds = time.perf_counter() - started
                proven = res.stats.get("ratio")
                proven = "-" if proven is None else f"{proven:.2f}"
                ratio = f"{float(res.cost / bound):.2f}" if bound else "-"
                print(f"{table.n:>6} {len(table.counts):>8} {k:>3} {name:<10} {int(res.cost):>7} {int(bound):>8} "
                      f"{ratio:>6} {proven:>7} {seconds:>8.2f}" + ("" if res.status != "timeout" else "  (time limit)"),
                      flush=True)


if __name__ == "__main__":
    main()
