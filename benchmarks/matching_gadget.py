#!/usr/bin/env python3
"""Does a triple gadget reduce 2-anonymity to perfect matching? No: a measurement.

solvers/matching.py argues that no local gadget with a shared pool (the only way around parity)
can stand for a triple: some configuration covers exactly one of its rows, a singleton costing
at most C_uvw - C_vw. This script builds the cheapest such gadget and lets a minimum-cost
perfect matching (an integer program, SciPy's HiGHS) use it, on random tables of 2-8 rows
(1-4 QIs, alphabets of 2-3 values, suppression, k = 2), against the optimum of the subset
dynamic program of matching_lp_gap.py.

The graph: a vertex per row, a pair edge between any two rows (cost C_uv); per triple {u, v, w},
u the row opposite its cheapest pair {v, w}, ports p_u, p_v, p_w (edge p_x-x costing a_x), an
edge p_v-p_w and a hub joined to the three ports, all at 0, with a_u = C_uvw - C_vw and
a_v + a_w = C_vw split so that a_u + a_v >= C_uv and a_u + a_w >= C_uw: the triple whole costs
C_uvw (hub to the pool), two of its rows at least their pair's cost, none 0; and a pool of n
vertices, joined to every hub and to each other at 0. A row u alone on its triple (p_v-p_w,
hub to the pool) then costs a_u = C_uvw - C_vw, and the matching's cost falls below the optimum
(seed 1, 100 tables: 9; e.g. one column holding 2, 1, 2, 0, 2, 2, 1: optimum 2, matching 1).

    python benchmarks/matching_gadget.py [seed] [tables]
"""

import itertools
import random
import sys
from pathlib import Path

import numpy as np
from scipy.optimize import Bounds, LinearConstraint, milp

sys.path.insert(0, str(Path(__file__).resolve().parent))
from matching_lp_gap import group_cost, optimum  # noqa: E402


def gadget_matching(n, cost) -> float:
    """The least cost of a perfect matching of the gadget graph."""
    names, edges = {}, []

    def vertex(name):
        return names.setdefault(name, len(names))

    def edge(a, b, w):
        edges.append((vertex(a), vertex(b), w))

    for i in range(n):
        vertex(("row", i))
    for u, v in itertools.combinations(range(n), 2):
        edge(("row", u), ("row", v), cost((u, v)))
    for t in itertools.combinations(range(n), 3):
        pair = {x: cost(tuple(y for y in t if y != x)) for x in t}
        u = max(t, key=lambda x: (-pair[x], x))  # opposite the cheapest pair
        v, w = (x for x in t if x != u)
        cuv, cuw, cvw = cost(tuple(sorted((u, v)))), cost(tuple(sorted((u, w)))), pair[u]
        a_u = cost(t) - cvw
        a_v = min(max((cvw + cuv - cuw) / 2, cuv - a_u), cvw - (cuw - a_u))
        a_w = cvw - a_v
        assert a_u + a_v >= cuv - 1e-9 and a_u + a_w >= cuw - 1e-9  # the simplex condition allows it
        for x, a in ((u, a_u), (v, a_v), (w, a_w)):
            edge(("port", t, x), ("row", x), a)
            edge(("hub", t), ("port", t, x), 0.0)
        edge(("port", t, v), ("port", t, w), 0.0)
        for q in range(n):
            edge(("hub", t), ("pool", q), 0.0)
    for q, r in itertools.combinations(range(n), 2):
        edge(("pool", q), ("pool", r), 0.0)
    incidence = np.zeros((len(names), len(edges)))
    for j, (a, b, _) in enumerate(edges):
        incidence[a, j] = incidence[b, j] = 1
    res = milp([w for *_, w in edges], constraints=LinearConstraint(incidence, 1, 1),
               integrality=np.ones(len(edges)), bounds=Bounds(0, 1))
    assert res.status == 0, res.message
    return float(res.fun)


def main():
    rng = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
    tables = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    below = 0
    for _ in range(tables):
        n, m, a = rng.randrange(2, 9), rng.randrange(1, 5), rng.randrange(2, 4)
        rows = [tuple(rng.randrange(a) for _ in range(m)) for _ in range(n)]
        cost = group_cost(rows)
        opt, got = optimum(n, cost), gadget_matching(n, cost)
        assert got <= opt + 1e-6  # every partition is a perfect matching of the gadget graph
        if got < opt - 1e-6:
            below += 1
            print(f"below: rows {rows}: optimum {opt}, gadget matching {got:g}")
    print(f"{below} of {tables} tables have the gadget matching below the optimum")


if __name__ == "__main__":
    main()
