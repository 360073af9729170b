#!/usr/bin/env python3
"""Is the matching LP integral once every odd-set cut is in? No: a measurement.

Random tables of 5-9 rows (2-4 QIs, alphabets of 2-3 values, suppression, k = 2, every row
its own entity): the LP over all pairs and triples with the cut "a set S of odd size has a
group crossing it or a triple inside" for EVERY odd S (as in solvers/matching.py), against the
optimum by a subset dynamic program. Prints the instances with LP < optimum and their count
(seed 1, 300 tables: 4, e.g. 6.5 against 7). So cutting planes of this family alone cannot
replace the pruned integer programs of the matching method.

    python benchmarks/matching_lp_gap.py [seed] [tables]
"""

import itertools
import random
import sys
from functools import lru_cache

import numpy as np
from scipy.optimize import linprog


def group_cost(rows):
    """Suppressed cells of a group: its size times the columns where its rows differ."""
    m = len(rows[0])
    return lambda g: len(g) * sum(1 for j in range(m) if len({rows[i][j] for i in g}) > 1)


def optimum(n, cost):
    """Minimum cost partition of the n rows into pairs and triples (subset dynamic program)."""
    @lru_cache(None)
    def best(mask):
        if mask == 0:
            return 0
        i = (mask & -mask).bit_length() - 1
        rest = [j for j in range(n) if mask >> j & 1 and j != i]
        out = 10**9
        for j in rest:
            m2 = mask & ~(1 << i) & ~(1 << j)
            out = min(out, cost((i, j)) + best(m2))
            for k in rest:
                if k > j:
                    out = min(out, cost((i, j, k)) + best(m2 & ~(1 << k)))
        return out
    return best((1 << n) - 1)


def lp_with_every_cut(n, cost):
    groups = [g for r in (2, 3) for g in itertools.combinations(range(n), r)]
    cover = np.zeros((n, len(groups)))
    for j, g in enumerate(groups):
        cover[list(g), j] = 1
    cuts = []
    for r in range(3, n + 1, 2):
        for S in map(set, itertools.combinations(range(n), r)):
            inside = [sum(v in S for v in g) for g in groups]
            cuts.append([-1.0 if (len(g) == 2 and i == 1) or (len(g) == 3 and i >= 1) else 0.0
                         for g, i in zip(groups, inside)])
    res = linprog([cost(g) for g in groups], A_ub=np.array(cuts) if cuts else None, b_ub=[-1.0] * len(cuts) if cuts else None,
                  A_eq=cover, b_eq=np.ones(n), bounds=(0, None), method="highs")
    return res.fun


def main():
    rng = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
    tables = int(sys.argv[2]) if len(sys.argv) > 2 else 300
    gaps = 0
    for _ in range(tables):
        n, m, a = rng.choice([5, 6, 7, 8, 9]), rng.choice([2, 3, 4]), rng.choice([2, 3])
        rows = [tuple(rng.randrange(a) for _ in range(m)) for _ in range(n)]
        cost = group_cost(rows)
        opt, lp = optimum(n, cost), lp_with_every_cut(n, cost)
        if lp < opt - 1e-6:
            gaps += 1
            print(f"gap: rows {rows}: optimum {opt}, LP with every odd-set cut {lp:.2f}")
    print(f"{gaps} of {tables} tables have LP < optimum")


if __name__ == "__main__":
    main()
