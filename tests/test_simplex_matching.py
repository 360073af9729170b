"""The polynomial simplex-matching method (two-triple exchanges) against brute force.

- Tables (suppression, random hierarchies with custom level costs; 2-anonymity, frequency
  2-diversity, both): test_matching's brute force over all set partitions (n = 2..7) and exact_dp
  (n = 8..14) check this method beside the LP method, on the same tables.
- Abstract instances (random pair costs, some pairs forbidden, triple costs meeting the simplex
  condition with slack): the search's optimum equals an enumeration of every set of disjoint
  triples with an exhaustive pairing of the rest, and so does each local optimum there (the
  theorem the method rests on), while without the simplex condition a worse local optimum exists
  (so the check can fail). g(S) below a bound, with the LP's prices thinning the matching, is g(S)
  itself whenever g(S) is below it; the search ends at the optimum from any start; the moves
  tried from S are exactly the two-triple changes within the slack, whatever the reduced costs' signs.
- The covering statement behind it (every cubic multigraph's edges, nodes labelled old / new
  triple, are uniformly covered by sets that change at most two triples): LP on K4, K_{3,3} and
  the prism under every labelling, and on random cubic multigraphs.
- The planted instance where triples beat every pairing; a time limit gives a verified release
  with a true bound; out-of-scope models and tables over MAX_ROWS are refused (the CLI's exit 2:
  test_matching's test_cli_matching, for both methods).
"""

from __future__ import annotations

import itertools
import random

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_exact_solvers import SETTINGS
from test_matching import frame

from optanon import KAnonymity, LDiversity, Table
from optanon.errors import InfeasibleError, ParameterError
from optanon.solvers import simplex_matching
from optanon.solvers.simplex_matching import Instance, search


# ---- abstract instances: the search, and the local-optimality theorem, by enumeration ----------

def random_instance(rnd, n, simplex=True):
    pair = np.full((n, n), -1, dtype=np.int64)
    forbid, drop = rnd.choice([0.0, 0.0, 0.1, 0.3]), rnd.choice([0.0, 0.0, 0.1])  # forbidden pairs, dropped triples
    for i, j in itertools.combinations(range(n), 2):
        if rnd.random() >= forbid:
            pair[i, j] = pair[j, i] = rnd.randint(0, 8)
    tri, tcost = [], []
    for t in itertools.combinations(range(n), 3):
        sides = [pair[t[0], t[1]], pair[t[0], t[2]], pair[t[1], t[2]]]
        if simplex:
            if min(sides) < 0 or rnd.random() < drop:
                continue  # a triple with a forbidden pair is forbidden too (2-diversity)
            tcost.append((sum(sides) + 1) // 2 + rnd.choice([0, 0, 1, 3]))  # C_uvw >= (C_uv + C_vw + C_uw) / 2
        else:
            tcost.append(rnd.randint(0, 12))
        tri.append(t)
    return Instance(pair, np.array(tri, dtype=np.int64).reshape(-1, 3), np.array(tcost, dtype=np.int64))


def every_triple_set(inst):
    """g(S) for every set S of disjoint triples whose other rows have a perfect matching, by
    enumeration (the pairing by exhaustive recursion, not networkx)."""
    n = inst.n
    memo = {}

    def pairing(rows):
        if not rows:
            return 0
        if rows in memo:
            return memo[rows]
        first, best = rows[0], None
        for other in rows[1:]:
            if inst.pair[first, other] >= 0:
                rest = pairing(tuple(r for r in rows[1:] if r != other))
                if rest is not None and (best is None or inst.pair[first, other] + rest < best):
                    best = int(inst.pair[first, other]) + rest
        memo[rows] = best
        return best

    out = {}

    def grow(start, used, chosen, cost):
        rest = pairing(tuple(v for v in range(n) if v not in used))
        if rest is not None:
            out[frozenset(chosen)] = cost + rest
        for t in range(start, len(inst.tcost)):
            members = set(int(v) for v in inst.triples[t])
            if not members & used:
                grow(t + 1, used | members, chosen + [t], cost + int(inst.tcost[t]))

    grow(0, set(), [], 0)
    return out


def worse_local_optima(values):
    """Sets S whose value no S xor {t1, t2} improves, above the optimum."""
    best = min(values.values())
    found = []
    for S, g in values.items():
        if g > best and not any(values.get(S ^ {a, b}, g) < g
                                for a, b in itertools.combinations(set().union(*values.keys()) | S, 2)):
            found.append(S)
    return found


@settings(max_examples=60, **SETTINGS)
@given(st.integers(0, 2**32 - 1))
def test_value_below_a_bound_keeps_every_pair_it_needs(seed):
    # g(S) with ``below`` and the LP's prices: the sparser matching must give g(S) itself whenever
    # g(S) < below (else None or a value >= below), for every feasible S and every below around it
    from optanon.solvers.simplex_matching import lp_prices

    rnd = random.Random(seed)
    n = rnd.randint(4, 10)
    inst = random_instance(rnd, n)
    priced = lp_prices(inst)
    if priced is None:
        return
    for S, g in every_triple_set(inst).items():
        for below in (g, g + 1, g + 2, g + 7):
            got = inst.value(list(S), below=below, prices=priced)
            if g < below:
                assert got is not None and got[0] == g, (S, g, below, got)
            else:
                assert got is None or got[0] >= below


@settings(max_examples=150, **SETTINGS)
@given(st.integers(0, 2**32 - 1))
def test_search_equals_enumeration(seed):
    rnd = random.Random(seed)
    n = rnd.randint(2, 9)
    inst = random_instance(rnd, n)
    values = every_triple_set(inst)
    try:
        out = search(inst)
    except ParameterError:  # no start: no partition, or none with at most two triples
        assert all(len(S) > 2 for S in values)
        return
    assert out["optimal"] and out["cost"] == min(values.values()) == out["lower"]
    assert out["lp"] <= out["cost"]
    covered = sorted([int(v) for t in out["triples"] for v in inst.triples[t]] + [v for p in out["pairs"] for v in p])
    assert covered == list(range(n))  # a partition of the rows
    assert out["cost"] == sum(int(inst.tcost[t]) for t in out["triples"]) + sum(int(inst.pair[a, b]) for a, b in out["pairs"])


@settings(max_examples=100, **SETTINGS)
@given(st.integers(0, 2**32 - 1))
def test_search_from_any_start_ends_at_the_optimum(seed):
    # the local search does not depend on its start: from a random feasible set of triples (often
    # several poor ones, so that removing two and swapping are the moves needed) it ends at the
    # enumeration's optimum
    rnd = random.Random(seed)
    inst = random_instance(rnd, rnd.randint(5, 10))
    values = every_triple_set(inst)
    if not values:
        return
    start = list(rnd.choice(sorted(values, key=lambda S: (-values[S], sorted(S)))[:3]))  # among the worst
    saved = simplex_matching._start
    simplex_matching._start = lambda inst, order: list(start)
    try:
        out = search(inst)
    finally:
        simplex_matching._start = saved
    assert out["optimal"] and out["cost"] == min(values.values())


@settings(max_examples=150, **SETTINGS)
@given(st.integers(0, 2**32 - 1))
def test_neighbours_are_every_two_triple_change_within_the_slack(seed):
    # _neighbours(S) must yield exactly the sets S xor {t1, t2} of disjoint triples whose reduced
    # costs sum to at most the slack, each once, whatever the reduced costs' signs (a screen that
    # took a reduced cost >= 0 for granted would skip a move the search's proof counts on)
    from optanon.solvers.simplex_matching import _neighbours

    rnd = random.Random(seed)
    inst = random_instance(rnd, rnd.randint(4, 10))
    if not len(inst.tcost):
        return
    rc = np.array([rnd.choice([-3.0, -0.5, 0.0, 0.0, 1.0, 2.5, 6.0]) for _ in inst.tcost])
    rows = [frozenset(int(v) for v in t) for t in inst.triples]
    disjoint = [S for r in range(0, 4) for S in itertools.combinations(range(len(rows)), r) if _disjoint(rows, S)]
    for S in rnd.sample(disjoint, min(len(disjoint), 6)):
        for slack in (rnd.uniform(-6, 12), float(sum(rc[list(S)])) + rnd.choice([-3.0, 0.0, 0.5, 2.5])):
            got = [frozenset(N) for N in _neighbours(inst, list(S), rc, slack)]
            assert len(got) == len(set(got)), (S, slack)
            want = {N for N in (frozenset(S) ^ frozenset(d) for d in itertools.combinations(range(len(rows)), 2))
                    if _disjoint(rows, N) and sum(rc[list(N)]) <= slack}
            assert set(got) == want, (S, slack, set(got) ^ want)


def _disjoint(rows, S):
    seen = set()
    for t in S:
        if seen & rows[t]:
            return False
        seen |= rows[t]
    return True


@settings(max_examples=60, **SETTINGS)
@given(st.integers(0, 2**32 - 1))
def test_every_local_optimum_is_global_under_the_simplex_condition(seed):
    rnd = random.Random(seed)
    values = every_triple_set(random_instance(rnd, rnd.randint(5, 10)))
    assert not values or not worse_local_optima(values)


def test_without_the_simplex_condition_local_optima_can_be_worse():
    found = 0
    for seed in range(40):
        values = every_triple_set(random_instance(random.Random(seed), 9, simplex=False))
        found += bool(values and worse_local_optima(values))
    assert found >= 5  # (38 of these 40 tables)


# ---- the covering statement ---------------------------------------------------------------------

def small_sets_cover(edges, kinds, max_flips=2):
    """max sum(w) over w in [-1, 1]^E with w(P) <= 0 for every small valid P is 0: the all-ones
    vector lies in the cone of the small sets' indicators (LP duality). A set P of edges is valid
    when every S node (old triple) has degree 0, 1 or 3 in P and every T node (new triple) 0, 2
    or 3; it changes the S nodes it touches and the T nodes of degree 3 (small: <= max_flips).
    Vectorised over all 2^|E| edge sets (benchmarks/simplex_covering.py runs it on 16 nodes)."""
    from scipy.optimize import linprog

    m, v = len(edges), len(kinds)
    masks = np.arange(1 << m, dtype=np.int64)
    deg = np.zeros((1 << m, v), dtype=np.int8)
    for i, (a, b) in enumerate(edges):
        bit = ((masks >> i) & 1).astype(np.int8)
        deg[:, a] += bit
        deg[:, b] += bit
    is_s = np.array([k == "S" for k in kinds])
    ok = np.where(is_s[None, :], (deg == 0) | (deg == 1) | (deg == 3), (deg == 0) | (deg == 2) | (deg == 3)).all(axis=1)
    flips = np.where(is_s[None, :], deg >= 1, deg == 3).sum(axis=1)
    chosen = masks[ok & (flips <= max_flips) & (masks > 0)]
    if not len(chosen):
        return False
    rows = ((chosen[:, None] >> np.arange(m)[None, :]) & 1).astype(float)
    res = linprog(-np.ones(m), A_ub=rows, b_ub=np.zeros(len(rows)), bounds=[(-1, 1)] * m, method="highs")
    return -res.fun < 1e-7


def cubic_multigraph(rnd, v):
    """A random cubic multigraph on v nodes (configuration model: loops and parallel edges kept)."""
    stubs = [x for x in range(v) for _ in range(3)]
    rnd.shuffle(stubs)
    return [(stubs[2 * i], stubs[2 * i + 1]) for i in range(len(stubs) // 2)]


@pytest.mark.parametrize("name,edges", [
    ("K4", list(itertools.combinations(range(4), 2))),
    ("K33", [(a, b) for a in range(3) for b in range(3, 6)]),
    ("prism", [(0, 1), (1, 2), (2, 0), (3, 4), (4, 5), (5, 3), (0, 3), (1, 4), (2, 5)]),
    ("theta with loops", [(0, 0), (0, 1), (1, 2), (2, 2), (1, 3), (3, 3)]),
])
def test_covering_statement_on_small_cubic_graphs(name, edges):
    v = 1 + max(max(e) for e in edges)
    for kinds in itertools.product("ST", repeat=v):
        assert small_sets_cover(edges, kinds), (name, kinds)


@pytest.mark.parametrize("seed", range(6))
def test_covering_statement_on_random_cubic_multigraphs(seed):
    rnd = random.Random(seed)
    v = rnd.choice([2, 4, 6, 8])
    assert small_sets_cover(cubic_multigraph(rnd, v), [rnd.choice("ST") for _ in range(v)])


def test_covering_check_can_fail():
    # with sets that change no triple only (pairs re-matched), two old and two new triples on K4 are
    # not covered: the exchange of two triples is what the theorem needs
    edges = list(itertools.combinations(range(4), 2))
    assert small_sets_cover(edges, "SSTT")
    assert not small_sets_cover(edges, "SSTT", max_flips=0)
    assert not small_sets_cover([(0, 0), (0, 1), (1, 1)], "TT", max_flips=0)


# ---- tables ----------------------------------------------------------------------------------------

def test_triples_beat_every_pairing():
    rows = [("0", "0", "0", "a"), ("0", "0", "0", "b"), ("0", "0", "0", "c"),
            ("1", "1", "1", "a"), ("1", "1", "1", "b"), ("1", "1", "1", "c")]
    cols = ["q0", "q1", "q2", "q3"]
    res = simplex_matching.solve(Table.encode(frame(rows, cols), cols), [KAnonymity(2)])
    assert res.cost == 6 and res.status == "optimal" and res.lower_bound == 6  # every pairing costs 10
    assert sorted(pd.Series(res.release.labels).value_counts()) == [3, 3]
    assert res.stats["rounds"] >= 1  # six rows: the search starts from the best pairing and exchanges two triples


@pytest.mark.parametrize("time_limit", [1e-6, 0.05])
def test_time_limit_gives_a_verified_release_and_a_true_bound(time_limit):
    rnd = random.Random(7)
    rows = [tuple(rnd.choice("0123") for _ in range(4)) for _ in range(40)]
    table = Table.encode(frame(rows, ["a", "b", "c", "d"]), ["a", "b", "c", "d"])
    res = simplex_matching.solve(table, [KAnonymity(2)], time_limit=time_limit)
    full = simplex_matching.solve(table, [KAnonymity(2)])
    assert res.lower_bound <= full.cost <= res.cost
    assert (res.status == "optimal") == (res.lower_bound == res.cost)
    assert full.status == "optimal"


def test_refusals():
    table = Table.encode(frame([("0", "a")] * 4, ["q", "s"]), ["q"], ["s"])
    with pytest.raises(ParameterError, match="simplex-matching solves k <= 2"):
        simplex_matching.solve(table, [KAnonymity(3)])
    big = Table.encode(frame([(str(i % 7), "a") for i in range(61)], ["q", "s"]), ["q"], ["s"])
    with pytest.raises(ParameterError, match="at most 60 rows"):
        simplex_matching.solve(big, [KAnonymity(2)])
    with pytest.raises(InfeasibleError):
        simplex_matching.solve(Table.encode(frame([("0", "a"), ("1", "a"), ("2", "b")], ["q", "s"]), ["q"], ["s"]),
                               [LDiversity(2)])
