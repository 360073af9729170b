#!/usr/bin/env python3
"""Optimal 2-anonymity and 2-diversity (``--method matching``) on UCI Adult prefixes.

Cases: the first R rows of data/adult/adult.csv with the 9 usual QIs and k = 2; and
frequency 2-diversity on occupation over the other 8 QIs. For each, one process-internal
run of ``optanon.solvers.matching.solve`` with a time limit, printing: status, cost
(suppressed cells), proven lower bound, gap, seconds, the LP bound (pairs and triples with
odd-set cuts), the per-row bound (each row's fewest stars so that one other row matches
it: 18,213 on all of Adult for k = 2), entities, LP columns, cuts and the size of the
integer program. "optimal" means certified: lower bound = cost.

    python benchmarks/matching.py                         # 2k, 5k, 10k, 20k, 30k rows, both models
    python benchmarks/matching.py --rows 5000 --models k --time-limit 120

Peak memory of a whole run: farm-bench (see the README for figures).
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from optanon.core.cost import CostModel
from optanon.core.models import KAnonymity, LDiversity
from optanon.core.table import Table
from optanon.errors import OptanonError
from optanon.io import read_table
from optanon.solvers import matching

ADULT = Path(__file__).resolve().parents[1] / "data" / "adult" / "adult.csv"
QIS = ["sex", "age", "race", "marital-status", "education", "native-country", "workclass", "occupation", "salary-class"]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rows", default="2000,5000,10000,20000,30162")
    ap.add_argument("--models", default="k,l", help="k (2-anonymity, 9 QIs) and/or l (2-diversity on occupation, 8 QIs)")
    ap.add_argument("--time-limit", type=float, default=300.0)
    args = ap.parse_args()
    frame = read_table(ADULT)
    head = (f"{'rows':>6} {'model':<16} {'status':<9} {'cost':>7} {'bound':>7} {'gap':>7} {'seconds':>8} "
            f"{'LP bound':>9} {'per-row':>8} {'entities':>8} {'LP cols':>8} {'cuts':>5} {'IP cols':>8}")
    print(head)
    print("-" * len(head))
    for rows in [int(r) for r in args.rows.split(",")]:
        df = frame.iloc[:rows]
        for kind in args.models.split(","):
            if kind == "k":
                table, models, label = Table.encode(df, QIS), [KAnonymity(2)], "k=2"
            else:
                qi = [q for q in QIS if q != "occupation"]
                table, models, label = Table.encode(df, qi, ["occupation"]), [LDiversity(2)], "l=2 occupation"
            started = time.perf_counter()
            try:
                res = matching.solve(table, models, CostModel(), time_limit=args.time_limit)
            except OptanonError as exc:
                print(f"{rows:>6} {label:<16} error: {exc}")
                continue
            s = res.stats
            print(f"{rows:>6} {label:<16} {res.status:<9} {float(res.cost):>7.0f} {float(res.lower_bound):>7.0f} "
                  f"{res.gap:>7.2%} {time.perf_counter() - started:>8.1f} {s.get('lp_bound', 0):>9.1f} "
                  f"{s.get('per_row_bound', 0):>8.0f} {s.get('entities', 0):>8} {s.get('lp_columns', 0):>8} "
                  f"{s.get('cuts', 0):>5} {s.get('ip_columns', 0):>8}", flush=True)


if __name__ == "__main__":
    main()
