"""pair_start: the rounded pair-and-triple LP that starts lns for 2-anonymity / 2-diversity.

- The candidate columns on random small tables, NEAREST and TIES made small: each entity's
  partners at its nearest cost (the first TIES by index) and its NEAREST cheapest, no pair beyond
  those of either end, never two of one sensitive value under 2-diversity; the triples exactly the
  triangles of candidate pairs (pairwise different sensitive values under 2-diversity) and, under
  k alone, the groups of an entity's copies ({u, u, v} over candidate pairs, {u, u}, {u, u, u}).
- A component's integer program is taken only when its counts cover every entity exactly.
- On random small tables (suppression and hierarchies; k = 2, frequency l = 2, both): any
  partition it returns has groups of 2 or 3 rows, passes the reference checks of every model
  and costs at least the brute-force optimum; with 2-anonymity alone on tables of at most
  NEAREST + 1 distinct rows (every pair a candidate) it always returns one.
- The planted instance where triples are needed: it finds the optimum (two triples, 6 cells).
- On the first 2,000 rows of UCI Adult (k = 2): within 2 % of the matching method's certified
  optimum-or-bound, and lns then starts from it.
"""

from __future__ import annotations

import itertools
import time
from collections import Counter
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_exact_solvers import SETTINGS, brute_force, check_release
from test_matching import frame, matching_cases

from optanon import KAnonymity, Table
from optanon.core.cost import CostModel
from optanon.core.partition import make_result
from optanon.solvers import lns, matching, pair_start

ADULT = Path(__file__).resolve().parents[1] / "data" / "adult" / "adult.csv"
QIS = ["sex", "age", "race", "marital-status", "education", "native-country", "workclass", "occupation", "salary-class"]


def start_of(table, models, cost_model):
    _, diverse = matching.scope(models)
    return pair_start.start(table, diverse, cost_model.bind(table), deadline=time.perf_counter() + 60)


@settings(max_examples=200, **SETTINGS)
@given(matching_cases(min_rows=2, max_rows=30), st.integers(1, 3), st.sampled_from([1, 2, 64]))
def test_candidates_are_each_entitys_nearest_partners_and_the_triangles_they_make(case, nearest, ties):
    table = case.table()
    _, diverse = matching.scope(case.models())
    ent = matching.Entities.of(table, diverse)
    cost = matching.PairCost(case.cost_model().bind(table), ent.qi)
    N = len(ent.count)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(pair_start, "NEAREST", nearest)
        mp.setattr(pair_start, "TIES", ties)
        a, b = pair_start.candidate_pairs(ent, cost)
        cols = pair_start.candidate_columns(ent, cost)
    c = cost.block(0, N)
    pairs = set(zip(a.tolist(), b.tolist()))
    assert len(pairs) == len(a) and all(u < v for u, v in pairs)

    def allowed(u, v):
        return u != v and (ent.sa is None or ent.sa[u] != ent.sa[v])

    kth = {}  # per entity, the cost of its NEAREST-th cheapest partner
    for u in range(N):
        others = [v for v in range(N) if allowed(u, v)]
        if not others:
            continue
        mine = {v for v in others if (min(u, v), max(u, v)) in pairs}
        ranked = sorted(c[u, v] for v in others)
        kth[u] = ranked[min(nearest, len(others)) - 1]
        tied = [v for v in others if c[u, v] == ranked[0]]
        assert set(tied[:ties]) <= mine
        assert {v for v in others if c[u, v] < kth[u]} <= mine
        assert sum(c[u, v] <= kth[u] for v in mine) >= min(nearest, len(others))
    for u, v in pairs:
        assert allowed(u, v) and (c[u, v] <= kth[u] or c[u, v] <= kth[v])
    expected = set(pairs)
    for x, y, z in itertools.combinations(range(N), 3):
        if {(x, y), (x, z), (y, z)} <= pairs and (ent.sa is None or len({ent.sa[x], ent.sa[y], ent.sa[z]}) == 3):
            expected.add((x, y, z))
    if ent.sa is None:  # groups of copies
        for u, v in pairs:
            expected |= {tuple(sorted((w, w, o))) for w, o in ((u, v), (v, u)) if ent.count[w] >= 2}
        expected |= {(u, u) for u in range(N) if ent.count[u] >= 2} | {(u, u, u) for u in range(N) if ent.count[u] >= 3}
    got = [tuple(sorted(m for m in g if m >= 0)) for g in zip(cols.a.tolist(), cols.b.tolist(), cols.c.tolist())]
    assert len(got) == len(set(got)) and set(got) == expected


@settings(max_examples=150, **SETTINGS)
@given(matching_cases(min_rows=2, max_rows=8))
def test_start_is_a_valid_partition_no_cheaper_than_the_optimum(case):
    opt = brute_force(case)
    if opt is None:
        return
    table, models, cost_model = case.table(), case.models(), case.cost_model()
    labels = start_of(table, models, cost_model)
    only_k = all(s.kind == "k" for s in case.specs)
    if labels is None:
        assert not (only_k and len(table.counts) <= pair_start.NEAREST + 1), "every pair was a candidate"
        return
    assert set(Counter(labels.tolist()).values()) <= {2, 3}
    res = make_result(table, labels, models, cost_model, lower_bound=0, status="feasible", method="t", started=0.0)
    check_release(case, res)
    assert res.cost >= opt


def test_planted_triples():
    rows = [("0", "0", "0", "a"), ("0", "0", "0", "b"), ("0", "0", "0", "c"),
            ("1", "1", "1", "a"), ("1", "1", "1", "b"), ("1", "1", "1", "c")]
    cols = ["q0", "q1", "q2", "q3"]
    table = Table.encode(frame(rows, cols), cols)

    labels = start_of(table, [KAnonymity(2)], CostModel())
    assert sorted(Counter(labels.tolist()).values()) == [3, 3]
    assert labels[0] == labels[1] == labels[2] != labels[3] == labels[4] == labels[5]


def test_a_component_program_s_answer_is_taken_only_when_it_covers(monkeypatch):
    # ``_solve_part``: HiGHS's counts for the columns inside a component are the start's only if they
    # cover each entity as often as it occurs (here: six rows in two near triples, every candidate column)
    rows = [("0", "0", "0", "a"), ("0", "0", "0", "b"), ("0", "0", "1", "c"),
            ("1", "1", "1", "a"), ("1", "1", "0", "b"), ("1", "1", "1", "c")]
    cols = ["q0", "q1", "q2", "q3"]
    table = Table.encode(frame(rows, cols), cols)
    ent = matching.Entities.of(table, False)
    cand = pair_start.candidate_columns(ent, matching.PairCost(CostModel().bind(table), ent.qi))
    idx = np.arange(len(cand.a))
    got = pair_start._solve_part(ent, ent.count, cand, idx, 10.0)
    assert got is not None and matching.covers(ent, cand.take(idx), got)
    for wrong in (np.zeros(len(idx)), got + 1.0):
        monkeypatch.setattr(pair_start, "run_here", lambda *args, x=wrong, **kwargs: SimpleNamespace(x=x))
        assert pair_start._solve_part(ent, ent.count, cand, idx, 10.0) is None


def test_adult_prefix_close_to_the_matching_optimum():

    df = pd.read_csv(ADULT, sep=";", dtype=str).iloc[:2000]
    table = Table.encode(df, QIS)
    exact = matching.solve(table, [KAnonymity(2)], CostModel(), time_limit=60)
    labels = start_of(table, [KAnonymity(2)], CostModel())
    res = make_result(table, labels, [KAnonymity(2)], CostModel(), lower_bound=0, status="feasible", method="t", started=0.0)
    assert exact.lower_bound <= res.cost <= 1.02 * exact.lower_bound
    got = lns.solve(table, [KAnonymity(2)], CostModel(), time_limit=10)
    assert got.stats["start"].startswith("pair-and-triple") or got.stats["start_cost"] <= res.cost
    assert got.cost <= res.cost
