#!/usr/bin/env python3
"""Quasi-identifier discovery on UCI Adult, and the reduction families against optanon's solvers.

Part 1 (Adult, 30,162 rows, all 9 QI columns): for each search of ``optanon.qid.find_qids``
(identifying / k-violating x minimal / minimum / all up to 4 columns) the median and
spread of ``--repeat`` in-process runs (the CSV read and encoding included, the Python
start-up not), with the answer's status and sets. With ``--whole``, each search is also
timed as a whole ``optanon qid`` process by ``farm-bench`` (start-up included: quote
those medians for "the command takes").

Part 2 (reductions): for each family at a small and a larger size, the known optimum
and what optanon's exact solvers find: exact-dp (<= 16 rows), the pattern MILP (beyond 16 QI
columns on its closed patterns, mined: ``solvers/lcm.py``; until stop 54 it was not run there),
and the per-row lower bound;
setcover-qid is solved by ``find_qids`` (minimum identifying set).

    python benchmarks/qid.py                 # both parts, 5 runs per Adult search
    python benchmarks/qid.py --part adult --whole
    python benchmarks/qid.py --part reductions --time-limit 60
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ADULT = ROOT / "data" / "adult" / "adult.csv"

SEARCHES = [
    ("identifying", "minimal", None, 2), ("identifying", "minimum", None, 2), ("identifying", "all", 4, 2),
    ("violating", "minimal", None, 2), ("violating", "minimum", None, 2), ("violating", "all", 4, 2),
    ("violating", "minimal", None, 5), ("violating", "minimum", None, 5), ("violating", "all", 4, 5),
]

FAMILIES = [  # (name, size, params)
    ("3dm-3anon", 4, {}), ("3dm-3anon", 6, {}), ("3dm-3anon", 10, {}),
    ("bisection-anon", 8, {}), ("bisection-anon", 14, {}), ("bisection-anon", 16, {}), ("bisection-anon", 6, {"c": "1/3"}),
    ("bisection-anon", 8, {"c": "1/4"}),
    ("halfclique-anon", 8, {}), ("halfclique-anon", 12, {}), ("halfclique-anon", 16, {}),
    ("kanon-tclose", 4, {}), ("kanon-tclose", 6, {}),
    ("3dm-tclose", 4, {}), ("3dm-tclose", 2, {"t": "1/3"}),
    ("setcover-qid", 5, {}), ("setcover-qid", 40, {}),
    ("max3dm-3anon", 3, {}), ("max3dm-3anon", 6, {}), ("max3dm-3anon", 8, {}),
    ("triangles-2div", 5, {}), ("triangles-2div", 8, {}),
    ("triangles-3div", 5, {}), ("triangles-3div", 8, {}),
]


def adult_part(repeat: int, whole: bool) -> None:
    from optanon.qid import find_qids

    print(f"## Adult ({ADULT.name}), all 9 QI columns; in-process medians of {repeat} runs (min-max)\n")
    print("| kind | search | k | status | sets | smallest set | median s | min-max s |" + (" whole command median s |" if whole else ""))
    print("|---|---|---|---|---|---|---|---|" + ("---|" if whole else ""))
    for kind, search, max_size, k in SEARCHES:
        times, res = [], None
        for _ in range(repeat):
            t0 = time.perf_counter()
            res = find_qids(ADULT, k=k, kind=kind, search=search, max_size=max_size)
            times.append(time.perf_counter() - t0)
        label = search + (f" <= {max_size}" if max_size else "")
        smallest = min(res.sets, key=lambda s: len(s.columns)) if res.sets else None
        small = "-" if smallest is None else f"{len(smallest.columns)}: {','.join(smallest.columns)}"
        line = (f"| {kind} | {label} | {k} | {res.status} | {len(res.sets)} | {small} | {statistics.median(times):.3f} "
                f"| {min(times):.3f}-{max(times):.3f} |")
        if whole:
            line += f" {farm_bench(kind, search, max_size, k, repeat)} |"
        print(line)
    print()


def farm_bench(kind, search, max_size, k, repeat) -> str:
    if not shutil.which("farm-bench"):
        return "n/a (no farm-bench)"
    optanon = str(Path(sys.executable).with_name("optanon"))
    cmd = [optanon, "qid", str(ADULT), f"--{kind}", f"--{search}", "-k", str(k), "--json"]
    if max_size:
        cmd += ["--max-size", str(max_size)]
    out = subprocess.run(["farm-bench", "-n", str(repeat), "--", *cmd], check=False, capture_output=True, text=True, timeout=600).stdout
    for line in out.splitlines():  # "A wall s   min   median   max"
        words = line.split()
        if words[:3] == ["A", "wall", "s"] and len(words) >= 6:
            return words[4]
    return "?"


def reductions_part(time_limit: float) -> None:
    from optanon import reductions
    from optanon.api import anonymize
    from optanon.core.cost import CostModel
    from optanon.core.table import Table
    from optanon.qid import find_qids
    from optanon.solvers.bounds import per_row_bound

    print(f"## Reduction families (seed 0): known optimum vs optanon's solvers (MILP time limit {time_limit:g} s)\n")
    print("| family | size | rows | QI cols | model | optimum | exact-dp (s) | MILP: status cost / bound (s) | per-row bound |")
    print("|---|---|---|---|---|---|---|---|---|")
    for name, size, params in FAMILIES:
        inst = reductions.generate(name, size=size, seed=0, **params)
        model = " ".join(inst.flags()[2:]) if inst.task == "anonymize" else "qid " + " ".join(inst.flags()[2:])
        model = model.replace("--sensitive ", "SA ").replace(" --metric METRIC.csv", " (Thm 7 metric)")
        size_text = str(size) + "".join(f", {p}={v}" for p, v in params.items())
        if inst.task == "qid":
            t0 = time.perf_counter()
            res = find_qids(inst.frame, **inst.qid_kwargs(), time_limit=time_limit)
            got = f"find_qids: {res.status} {len(res.sets[0].columns)} / {res.lower_bound} ({time.perf_counter() - t0:.2f})"
            print(f"| {name} | {size_text} | {inst.rows} | {len(inst.qi)} | {model} | {inst.optimum} | - | {got} | - |")
            continue
        dp = "-"
        if inst.rows <= 16:
            t0 = time.perf_counter()
            r = anonymize(inst.frame, method="exact-dp", **inst.anonymize_kwargs())
            dp = f"{r.cost} ({time.perf_counter() - t0:.2f})"
        t0 = time.perf_counter()
        r = anonymize(inst.frame, method="exact", time_limit=time_limit, **inst.anonymize_kwargs())
        milp = f"{r.status} {r.cost} / {r.lower_bound} ({time.perf_counter() - t0:.2f})"
        if len(inst.qi) <= 16:  # the walk over all 2^m generalizations
            table = Table.encode(inst.frame, inst.qi, inst.sensitive)
            bound = str(per_row_bound(table, max(inst.k or 1, int(inst.l or 1)), CostModel()))
        else:  # the same bound, read off the MILP's (mined) patterns
            pr = r.stats.get("per_row_bound")
            bound = "-" if pr is None else f"{pr:g}"
        print(f"| {name} | {size_text} | {inst.rows} | {len(inst.qi)} | {model} | {inst.optimum} | {dp} | {milp} | {bound} |")
    print()


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--part", choices=["adult", "reductions", "both"], default="both")
    p.add_argument("--repeat", type=int, default=5, help="runs per Adult search (default 5)")
    p.add_argument("--whole", action="store_true", help="also time each Adult search as a whole process with farm-bench")
    p.add_argument("--time-limit", type=float, default=60.0, help="MILP / qid time limit per reduction instance (default 60)")
    args = p.parse_args(argv)
    if args.part in ("adult", "both"):
        adult_part(args.repeat, args.whole)
    if args.part in ("reductions", "both"):
        reductions_part(args.time_limit)
    return 0


if __name__ == "__main__":
    sys.exit(main())
