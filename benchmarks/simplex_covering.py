#!/usr/bin/env python3
"""The two checks behind solvers/simplex_matching.py (a measurement, not a proof).

1. Local optima are global. Random instances of n rows (pair costs 0-8, some pairs forbidden,
   triple costs meeting the simplex condition C_uvw >= (C_uv + C_vw + C_uw) / 2 with random slack;
   or, as a control, triple costs drawn freely): every set S of disjoint triples whose other rows
   have a perfect matching is enumerated with g(S) = sum of its triples + the best pairing of the
   rest; counted are the instances with an S above the optimum that no S xor {t1, t2} improves.
2. The covering statement. Random cubic multigraphs (configuration model: loops and parallel
   edges allowed) on 2..V nodes, each node labelled S (a triple of the current release) or T (of
   an optimum): the LP  max sum(w)  s.t.  w(P) <= 0 for every small valid edge set P,
   -1 <= w <= 1  must have value 0 (then the all-ones vector is a non-negative combination of
   small sets). P is valid when S nodes have degree 0, 1 or 3 in P and T nodes 0, 2 or 3; small
   when it touches at most two S nodes and T nodes of degree 3 together. Also K4, K3,3 and the
   prism (with --named the cube and the Petersen graph) under every labelling. As a control, the
   random graphs again with no such node allowed (only the exchanges of pairs).

    python benchmarks/simplex_covering.py [--seed S] [--instances N] [--rows R] [--graphs G] [--nodes V] [--named]

Prints one line per check: how many cases, how many failed.
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
import time
from pathlib import Path


sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from test_simplex_matching import (  # noqa: E402
    cubic_multigraph,
    every_triple_set,
    random_instance,
    small_sets_cover,
    worse_local_optima,
)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--instances", type=int, default=300, help="random instances of check 1 (each, with and without the condition)")
    ap.add_argument("--rows", type=int, default=10, help="largest n of check 1")
    ap.add_argument("--graphs", type=int, default=300, help="random cubic multigraphs of check 2")
    ap.add_argument("--nodes", type=int, default=10, help="largest number of nodes of check 2 (even, <= 12)")
    ap.add_argument("--named", action="store_true", help="also the cube and the Petersen graph under every labelling (minutes)")
    args = ap.parse_args()
    rnd = random.Random(args.seed)
    print("| check | cases | failed | seconds |")
    print("|---|---|---|---|")
    for simplex in (True, False):
        t0, bad = time.perf_counter(), 0
        for _ in range(args.instances):
            values = every_triple_set(random_instance(rnd, rnd.randint(5, args.rows), simplex=simplex))
            bad += bool(values and worse_local_optima(values))
        name = "local optimum not global, simplex condition" if simplex else "the same without the condition (control)"
        print(f"| {name}, n = 5-{args.rows} | {args.instances} | {bad} | {time.perf_counter() - t0:.0f} |", flush=True)
    import networkx as nx

    named = {"K4": nx.complete_graph(4), "K3,3": nx.complete_bipartite_graph(3, 3), "prism": nx.circular_ladder_graph(3),
             "cube": nx.hypercube_graph(3), "Petersen": nx.petersen_graph()}
    for name, g in named.items():
        if args.named or name not in ("cube", "Petersen"):
            t0 = time.perf_counter()
            g = nx.convert_node_labels_to_integers(g)
            labellings = list(itertools.product("ST", repeat=g.number_of_nodes()))
            bad = sum(not small_sets_cover(list(g.edges), kinds) for kinds in labellings)
            print(f"| not covered: {name}, every labelling | {len(labellings)} | {bad} | {time.perf_counter() - t0:.0f} |",
                  flush=True)
    for flips in (2, 0):
        t0, bad = time.perf_counter(), 0
        for _ in range(args.graphs):
            v = rnd.choice(range(2, args.nodes + 1, 2))
            bad += not small_sets_cover(cubic_multigraph(rnd, v), [rnd.choice("ST") for _ in range(v)], flips)
        name = "not covered by sets changing <= 2 triples" if flips else "not covered by pair exchanges alone (control)"
        print(f"| {name}, 2-{args.nodes} nodes | {args.graphs} | {bad} | {time.perf_counter() - t0:.0f} |", flush=True)


if __name__ == "__main__":
    main()
