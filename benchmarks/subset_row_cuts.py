#!/usr/bin/env python3
"""How far cuts across groups lift the k-anonymity bound at many QIs: the configuration LP with
subset-row cuts, by column generation (a measurement for issue 4, not a solver).

Under k-anonymity alone the pattern MILP's LP *is* the configuration LP (a column per group:
docs/exact-method.md, stop 48), so no column generation lifts it; what can are cuts across groups.
The simplest family: for any three rows a, b, c, at most one group holds two of them, so
    sum over groups G of floor(|G & {a, b, c}| / 2) y_G <= 1
(a rank-1 Chvatal-Gomory cut with multipliers 1/2, Jepsen et al.'s subset-row cut). It is not linear
in the MILP's x[p, u] (a group's floor), so it needs the configuration form. This script:
Adult's first R rows, the first m of the 9 usual QIs, suppression; the patterns holding at least k
rows; HiGHS on the master (cover rows, cut rows); pricing per pattern: the rows of negative reduced
cost, or the k cheapest, and, where the pattern's rows meet a cut of nonzero dual in two rows or
more, a small MILP (the cut's penalty when two of its rows are taken); separation over every
triple of single rows, up to --cuts-per-round disjoint-ish cuts a round, until none is violated.
The LP values are floating point (HiGHS's), a measurement, not a certificate.

    python benchmarks/subset_row_cuts.py --rows 100,200,300 --k 5            # 9 QIs
    python benchmarks/subset_row_cuts.py --rows 300 --k 5 --exact-seconds 120  # beside the exact method
    python benchmarks/subset_row_cuts.py --projected --rows 100,300,500        # the cuts projected onto
        # the pattern MILP (solvers/subset_row.py) in the exact method's own cut loop: its LP without / with

Prints per case: distinct rows, patterns, the LP, the LP with the cuts (and how many, in how many
rounds, in how many seconds), and with --exact-seconds the exact method's release / bound.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import highspy
import numpy as np
import pandas as pd

from optanon.solvers.highs_runner import quiet_highs

ADULT = Path(__file__).resolve().parents[1] / "data" / "adult" / "adult.csv"
QIS = ["sex", "age", "race", "marital-status", "education", "native-country", "workclass", "occupation", "salary-class"]
INF = highspy.kHighsInf
EPS = 1e-7


def cut_coefficient(members: set, S) -> int:
    """A group's coefficient in the subset-row cut over S: floor(|G & S| / 2)."""
    return len(members & set(S)) // 2


class Master:
    """Cover rows (one per distinct row, = its count), cut rows (<= 1), columns = groups."""

    def __init__(self, counts, patterns):
        self.counts, self.patterns = counts, patterns  # patterns: list of (cost per row, types)
        self.T = len(counts)
        self.cuts: list[tuple[int, int, int]] = []
        self.cols: list[tuple[int, np.ndarray, np.ndarray]] = []  # (pattern, types, multiplicities > 0)
        self.h = quiet_highs()
        for n in counts:
            self.h.addRow(float(n), float(n), 0, np.array([], dtype=np.int32), np.array([]))

    def add(self, p, types, g):
        types, g = np.asarray(types)[np.asarray(g) > 0], np.asarray(g)[np.asarray(g) > 0]
        idx, val = list(types), list(g.astype(float))
        members = set(types.tolist())
        for j, S in enumerate(self.cuts):
            c = cut_coefficient(members, S)
            if c:
                idx.append(self.T + j)
                val.append(float(c))
        self.h.addCol(self.patterns[p][0] * float(g.sum()), 0.0, INF, len(idx), np.array(idx, dtype=np.int32),
                      np.array(val))
        self.cols.append((p, types, g))

    def add_cut(self, S):
        idx, val = [], []
        for i, (_, types, _) in enumerate(self.cols):
            c = cut_coefficient(set(types.tolist()), S)
            if c:
                idx.append(i)
                val.append(float(c))
        self.h.addRow(-INF, 1.0, len(idx), np.array(idx, dtype=np.int32), np.array(val))
        self.cuts.append(S)

    def solve(self):
        self.h.run()
        sol = self.h.getSolution()
        duals = np.array(sol.row_dual)
        return self.h.getInfo().objective_function_value, np.array(sol.col_value), duals[:self.T], duals[self.T:]


def best_group(w, n, k):
    """The least sum w g over 0 <= g <= n, sum g >= k (rows of negative w whole, or the k cheapest)."""
    g = np.where(w < -1e-12, n, 0)
    if g.sum() < k:
        g = np.zeros(len(w), dtype=np.int64)
        need = k
        for i in np.argsort(w, kind="stable"):
            g[i] = min(need, n[i])
            need -= g[i]
            if need == 0:
                break
    return float((w * g).sum()), g


def best_group_with_cuts(w, n, k, types, cuts, penalty):
    """The same with a penalty per cut holding two of its rows: a small MILP (exact)."""
    h = quiet_highs()
    r = len(w)
    for i in range(r):
        h.addVar(0, float(n[i]))
        h.changeColCost(i, float(w[i]))
        h.changeColIntegrality(i, highspy.HighsVarType.kInteger)
    at = {int(t): i for i, t in enumerate(types)}
    for S, mu in zip(cuts, penalty):
        z = h.getNumCol()
        h.addVar(0, 1)
        h.changeColCost(z, float(mu))
        h.changeColIntegrality(z, highspy.HighsVarType.kInteger)
        members = [at[a] for a in S if a in at]  # sum members - 2 z <= 1: z >= floor(sum / 2)
        h.addRow(-INF, 1.0, len(members) + 1, np.array(members + [z], dtype=np.int32),
                 np.array([1.0] * len(members) + [-2.0]))
    h.addRow(float(k), INF, r, np.arange(r, dtype=np.int32), np.ones(r))
    h.run()
    x = np.array(h.getSolution().col_value)
    return h.getInfo().objective_function_value, np.rint(x[:r]).astype(np.int64)


def price(master, k, pi, sigma, most=200):
    counts, found = master.counts, []
    active = [(S, -s) for S, s in zip(master.cuts, sigma) if -s > 1e-9]
    for p, (cost, types) in enumerate(master.patterns):
        w = cost - pi[types]
        if w.min() >= -EPS:
            continue
        rc, g = best_group(w, counts[types], k)
        if rc >= -EPS:
            continue  # the cuts only add penalties
        mine = set(types.tolist())
        near = [(S, mu) for S, mu in active if len(mine & set(S)) >= 2]
        if near:
            rc, g = best_group_with_cuts(w, counts[types], k, types, [S for S, _ in near], [mu for _, mu in near])
            if rc >= -EPS:
                continue
        found.append((rc, p, types, g))
    found.sort(key=lambda f: f[0])
    return found[:most]


def generate(master, k):
    rounds = 0
    while True:
        value, y, pi, sigma = master.solve()
        new = price(master, k, pi, sigma)
        if not new:
            return value, y, rounds
        rounds += 1
        for _, p, types, g in new:
            master.add(p, types, g)


def separate(master, y, most):
    """Violated subset-row cuts over triples of single rows, most violated first, each new cut
    sharing at most one row with those chosen before it."""
    T, unit = master.T, master.counts == 1
    used = [(y[i], set(types.tolist())) for i, (_, types, _) in enumerate(master.cols) if y[i] > EPS]
    W = np.zeros((T, T))
    for lam, members in used:
        m = np.array(sorted(members))
        W[np.ix_(m, m)] += lam
    found = []
    for a in np.flatnonzero(unit):
        near_a = np.flatnonzero((W[a] > EPS) & unit)
        for b in near_a[near_a > a]:
            near = np.flatnonzero(((W[a] > EPS) | (W[b] > EPS)) & unit)
            for c in near[near > b]:
                if W[a, b] + W[a, c] + W[b, c] <= 1 + 1e-6:
                    continue
                S = {a, b, c}
                v = sum(lam * cut_coefficient(members, S) for lam, members in used)  # the cut's left side
                if v > 1 + 1e-4:
                    found.append((v, (int(a), int(b), int(c))))
    found.sort(reverse=True)
    chosen, taken = [], set()
    for v, S in found:
        if sum(x in taken for x in S) >= 2:
            continue
        chosen.append((v, S))
        taken.update(S)
        if len(chosen) >= most:
            break
    return chosen


def case(df, rows, m, k, cuts_per_round, exact_seconds):
    head = df.head(rows)
    enc = np.stack([pd.factorize(head[c])[0] for c in QIS[:m]], axis=1)
    types, counts = np.unique(enc, axis=0, return_counts=True)
    patterns = []
    for mask in range(1 << m):
        keep = [j for j in range(m) if mask >> j & 1]
        label = np.unique(types[:, keep], axis=0, return_inverse=True)[1].ravel() if keep else np.zeros(len(types), int)
        order = np.argsort(label, kind="stable")
        for part in np.split(order, np.flatnonzero(np.diff(label[order])) + 1):
            if counts[part].sum() >= k:
                patterns.append((m - len(keep), part))
    started = time.perf_counter()
    master = Master(counts, patterns)
    everything = max(range(len(patterns)), key=lambda p: patterns[p][0])  # every cell suppressed: feasible
    master.add(everything, patterns[everything][1], counts[patterns[everything][1]])
    lp, y, rounds = generate(master, k)
    lifted, cut_rounds = lp, 0
    while True:
        cuts = separate(master, y, cuts_per_round)
        if not cuts:
            break
        for _, S in cuts:
            master.add_cut(S)
        lifted, y, more = generate(master, k)
        rounds += more
        cut_rounds += 1
    seconds = time.perf_counter() - started
    exact = ""
    if exact_seconds:
        from optanon import anonymize

        res = anonymize(head, qi=QIS[:m], k=k, method="exact", time_limit=exact_seconds)
        exact = f"{float(res.cost):g} / {float(res.lower_bound):g} ({res.status})"
    print(f"| {rows} | {m} | {k} | {len(types)} | {len(patterns)} | {lp:.2f} | {lifted:.2f} | {len(master.cuts)} "
          f"in {cut_rounds} rounds, {seconds:.0f} s | {exact} |", flush=True)


def projected(df, rows, m, k):
    """The exact method's own cut loop (``PatternMILP.cuts``) without and with the subset-row cuts
    projected onto the pattern MILP (``solvers/subset_row.py``): its LP before and after."""
    from optanon.core.cost import CostModel
    from optanon.core.models import KAnonymity
    from optanon.core.table import Table
    from optanon.solvers import exact

    table = Table.encode(df.head(rows).reset_index(drop=True), QIS[:m], [])
    models = [KAnonymity(k)]
    saved, got = exact.SUBSET_ROW_CUTS, []
    try:
        for on in (False, True):
            exact.SUBSET_ROW_CUTS = on
            started = time.perf_counter()
            milp = exact.PatternMILP(table, models, CostModel())
            stats = milp.cuts(600.0, models)
            got.append((stats, time.perf_counter() - started))
    finally:
        exact.SUBSET_ROW_CUTS = saved
    (off, t_off), (on, t_on) = got
    print(f"| {rows} | {m} | {k} | {len(milp.type_count)} | {milp.num_patterns} | {off['lp_after_cuts']} ({t_off:.1f} s) | "
          f"{on['lp_after_cuts']} ({t_on:.1f} s) | {on['subset_row_cuts']} in {on['cut_rounds']} rounds |", flush=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rows", default="100,200,300")
    ap.add_argument("--qis", default="9")
    ap.add_argument("--k", default="5")
    ap.add_argument("--cuts-per-round", type=int, default=50)
    ap.add_argument("--exact-seconds", type=float, default=0.0,
                    help="also run the exact method with this time limit (its release / bound)")
    ap.add_argument("--projected", action="store_true",
                    help="instead: the exact method's cut loop without / with the cuts projected onto its MILP "
                         "(solvers/subset_row.py)")
    args = ap.parse_args()
    df = pd.read_csv(ADULT, sep=";", dtype=str)
    if args.projected:
        print("| rows | QIs | k | row types | patterns | cut loop's LP | with the projected cuts | cuts |")
        print("|---|---|---|---|---|---|---|---|")
        for r in (int(x) for x in args.rows.split(",")):
            for m in (int(x) for x in args.qis.split(",")):
                for k in (int(x) for x in args.k.split(",")):
                    projected(df, r, m, k)
        return
    print("| rows | QIs | k | distinct | patterns | LP | LP + subset-row cuts | cuts | exact: release / bound |")
    print("|---|---|---|---|---|---|---|---|---|")
    for r in (int(x) for x in args.rows.split(",")):
        for m in (int(x) for x in args.qis.split(",")):
            for k in (int(x) for x in args.k.split(",")):
                case(df, r, m, k, args.cuts_per_round, args.exact_seconds)


if __name__ == "__main__":
    main()
