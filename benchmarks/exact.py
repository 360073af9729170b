#!/usr/bin/env python3
"""Exact optimal anonymization on UCI Adult prefixes: time to proven optimality, or the gap.

For each case (first R rows of data/adult/adult.csv, the first m of the 9 usual QIs,
k, and optionally l = 2 on occupation, t = 0.2 on salary-class with the equal
metric, or entropy l-diversity on occupation), run ``optanon.anonymize(..., method="exact", time_limit=T)`` and print:
status, cost (suppressed cells), proven lower bound, gap, seconds, and the MILP's
size. A case is "optimal" only when it was proved (lower bound = cost): by HiGHS, or for
k = 2 by the matching method's LP (``engine``: exact hands 2-anonymity to it first).

    python benchmarks/exact.py                                  # the default grid, 60 s per case
    python benchmarks/exact.py --rows 2000 --qis 4,6,9 --k 2,5,10 --models k,l,t
    python benchmarks/exact.py --rows 500 --qis 4 --k 5 --time-limit 10   # a quick look
    python benchmarks/exact.py --rows 500,1000,2000 --qis 4,6 --k 1,5 --models e --entropy-l 2
    python benchmarks/exact.py --rows 2000 --qis 6 --k 5,10 --repeat 3    # three runs a case, and their medians
    python benchmarks/exact.py --rows 2000 --qis 6 --k 5,10 --clusters 4 [--no-decompose]
        # four sites sharing no value: the restricted MILPs fall apart (``components``), or not
    python benchmarks/exact.py --zipf --rows 2000 --qis 5 --k 5,10 --models k,l,t
        # a synthetic table instead of Adult (``zipf_table``): independent QIs of 10 values each,
        # Zipf-distributed (exponent 1.2), and a sensitive column s of 5 values; l and t go on s

Timings are of one process on this machine; HiGHS uses every core (up to 4) unless lns runs beside it.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path
from statistics import median

import pandas as pd

from optanon import anonymize
from optanon.errors import OptanonError

ADULT = Path(__file__).resolve().parents[1] / "data" / "adult" / "adult.csv"
QIS = ["sex", "age", "race", "marital-status", "education", "native-country", "workclass", "occupation", "salary-class"]


def zipf_table(rows, qis, values=10, exponent=1.2, seed=0) -> pd.DataFrame:
    """``rows`` rows of ``qis`` independent QI columns q0, q1, ... (value i of ``values`` drawn with
    probability proportional to 1 / i^exponent) and a sensitive column s of 5 values (shares 0.4, 0.25,
    0.15, 0.12, 0.08). Most QI vectors are rare: 2,000 rows of 5 such columns hold 1,567 distinct ones
    (Adult's first 2,000 rows with 6 QIs: 1,182). The issue's trial of the pattern MILP stalled at a
    17.7 % gap on such a table."""
    import numpy as np

    rng = np.random.default_rng(seed)
    p = 1.0 / np.arange(1, values + 1) ** exponent
    p /= p.sum()
    data = {f"q{j}": rng.choice(values, size=rows, p=p).astype(str) for j in range(qis)}
    data["s"] = rng.choice(5, size=rows, p=[0.4, 0.25, 0.15, 0.12, 0.08]).astype(str)
    return pd.DataFrame(data)


def ints(text):
    return [int(x) for x in text.split(",") if x]


def parts_of(r) -> str:
    """The parts of each restricted MILP solved (``components``), when any fell apart."""
    steps = r.stats.get("pruned_steps") or []
    return "" if not any("parts" in s for s in steps) else " parts " + "/".join(str(s.get("parts", 1)) for s in steps)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rows", type=ints, default=[500, 1000, 2000, 5000])
    ap.add_argument("--qis", type=ints, default=[4, 6, 9])
    ap.add_argument("--k", type=ints, default=[2, 5, 10])
    ap.add_argument("--models", default="k", help="comma-separated: k (k only), l (k and l=2 on occupation), t (k and t=0.2 on "
                                                  "salary-class), e (k and entropy l-diversity on occupation, l = --entropy-l)")
    ap.add_argument("--entropy-l", default="2", help="l of the e cases (default 2)")
    ap.add_argument("--time-limit", type=float, default=60.0)
    ap.add_argument("--clusters", type=int, default=1,
                    help="split the rows into this many consecutive blocks and prefix every QI value with its block "
                         "(a table pooled from sites that share no value: the restricted MILPs fall apart)")
    ap.add_argument("--zipf", action="store_true",
                    help="the synthetic table of zipf_table (R rows, M QIs q0..) instead of Adult; l = 2 and t = 0.2 go "
                         "on its column s, entropy l too")
    ap.add_argument("--no-decompose", action="store_true", help="solve each restricted MILP whole (exact.DECOMPOSE off)")
    ap.add_argument("--no-lp-guided", action="store_true",
                    help="without the LP-guided sub-MILP for a release (exact.LP_GUIDED off; it runs under l / t "
                         "only with more than 50 s left after the LP)")
    ap.add_argument("--no-slow-lp-switch", action="store_true",
                    help="a MILP whose LP does not end within the cut loop's time stays with HiGHS alone "
                         "(exact.SLOW_LP_AS_LARGE off)")
    ap.add_argument("--no-composition-cuts", action="store_true",
                    help="without the hull of a group's value counts under t-closeness (exact.COMPOSITION_CUTS off)")
    ap.add_argument("--no-supply-facets", action="store_true",
                    help="share facets from the shares alone, not each pattern's own rows (exact.SUPPLY_FACETS off)")
    ap.add_argument("--subset-row-cuts", action="store_true",
                    help="with the subset-row cuts of three single rows in the cut loop (exact.SUBSET_ROW_CUTS on; off by "
                         "default: docs/exact-method.md, stop 75)")
    ap.add_argument("--repeat", type=int, default=1,
                    help="runs per case; with more than one, a line of medians follows each case's runs, its "
                         "status 'med P/N': P of the N runs proved optimal (HiGHS's two threads and lns "
                         "beside it search differently run to run)")
    args = ap.parse_args()
    if args.no_decompose:
        from optanon.solvers import exact

        exact.DECOMPOSE = False
    if args.no_lp_guided:
        from optanon.solvers import exact

        exact.LP_GUIDED = False
    if args.no_slow_lp_switch:
        from optanon.solvers import exact

        exact.SLOW_LP_AS_LARGE = False
    if args.no_composition_cuts:
        from optanon.solvers import exact

        exact.COMPOSITION_CUTS = False
    if args.no_supply_facets:
        from optanon.solvers import exact

        exact.SUPPLY_FACETS = False
    if args.subset_row_cuts:
        from optanon.solvers import exact

        exact.SUBSET_ROW_CUTS = True
    df = None if args.zipf else pd.read_csv(ADULT, sep=";", dtype=str)
    header = f"{'rows':>6} {'QIs':>3} {'k':>3} {'model':<14} {'status':<9} {'cost':>7} {'bound':>7} {'gap':>7} {'seconds':>8} {'patterns':>9} {'pairs':>9} engine"
    print(header)
    print("-" * len(header))
    for rows in args.rows:
        for m in args.qis:
            for k in args.k:
                for kind in args.models.split(","):
                    qi, extra, sens, label = QIS[:m], {}, None, "k"
                    if args.zipf:
                        data = zipf_table(rows, m)
                        qi, sens = [f"q{j}" for j in range(m)], "s"
                        extra, label = {"l": {"l": 2}, "e": {"l": args.entropy_l, "l_form": "entropy"},
                                        "t": {"t": "0.2"}}.get(kind, {}), {"l": "l=2 s", "t": "t=0.2 s",
                                                                            "e": f"l={args.entropy_l} entropy s"}.get(kind, "k")
                    elif kind == "l":
                        qi = [q for q in QIS if q != "occupation"][:m]
                        sens, extra, label = "occupation", {"l": 2}, "l=2 occupation"
                    elif kind == "e":
                        qi = [q for q in QIS if q != "occupation"][:m]
                        sens, extra, label = "occupation", {"l": args.entropy_l, "l_form": "entropy"}, f"l={args.entropy_l} entropy"
                    elif kind == "t":
                        qi = [q for q in QIS if q != "salary-class"][:m]
                        sens, extra, label = "salary-class", {"t": "0.2"}, "t=0.2 salary"
                    if not args.zipf:
                        data = df.head(rows).copy()
                    if args.clusters > 1:
                        site = (pd.RangeIndex(len(data)) * args.clusters // len(data)).astype(str)
                        for col in qi:
                            data[col] = site + ":" + data[col]
                    runs = []
                    for _ in range(args.repeat):
                        started = time.perf_counter()
                        try:
                            r = anonymize(data, qi, sens, k=k, method="exact", time_limit=args.time_limit, **extra)
                        except OptanonError as exc:
                            print(f"{rows:>6} {m:>3} {k:>3} {label:<14} error: {exc}")
                            break
                        secs = time.perf_counter() - started
                        runs.append((r.status == "optimal", float(r.cost), float(r.lower_bound), r.gap, secs))
                        print(f"{rows:>6} {m:>3} {k:>3} {label:<14} {r.status:<9} {float(r.cost):>7g} {float(r.lower_bound):>7g} "
                              f"{r.gap:>7.2%} {secs:>8.1f} {r.stats.get('patterns', '-'):>9} {r.stats.get('pairs', '-'):>9} "
                              f"{r.stats.get('engine', 'milp')}{' (LP too slow: as large)' if r.stats.get('lp_too_slow') else ''}"
                              f"{' (late lns)' if str(r.stats.get('lns', '')).startswith('started at') else ''}"
                              f"{parts_of(r)}", flush=True)
                    if len(runs) > 1:
                        proved, cost, bound, gap, secs = zip(*runs)
                        print(f"{rows:>6} {m:>3} {k:>3} {label:<14} {f'med {sum(proved)}/{len(runs)}':<9} "
                              f"{median(cost):>7g} {median(bound):>7g} {median(gap):>7.2%} {median(secs):>8.1f}", flush=True)


if __name__ == "__main__":
    main()
