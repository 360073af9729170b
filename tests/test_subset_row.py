"""Subset-row cuts projected onto the pattern MILP (``solvers/subset_row.py``).

The exact MILP stays exact only if every cut holds for every solution of the MILP: each open
pattern one group, each row under one pattern that generalizes it. Checked here on random small
tables against every partition of their rows, each group under every pattern it fits (distinct
groups under distinct patterns), for random cuts (any triple of single rows, any choice of two or
three of them per pattern) and for the restrictions of those cuts to random subsets of the pairs;
then the cut loop with these cuts against the subset DP's optimum, and the lift on Adult.
"""

from __future__ import annotations

import itertools
import random
from fractions import Fraction

import numpy as np
import pandas as pd
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from optanon.core.cost import CostModel
from optanon.core.models import KAnonymity, LDiversity
from optanon.core.table import Table
from optanon.errors import InfeasibleError
from optanon.solvers import exact, exact_dp, subset_row
from conftest import ROOT


def set_partitions(items, k):
    """Every partition of ``items`` into blocks of at least ``k``."""
    if not items:
        yield []
        return
    first, rest = items[0], items[1:]
    for size in range(k - 1, len(rest) + 1):
        for mates in itertools.combinations(rest, size):
            left = [i for i in rest if i not in mates]
            for tail in set_partitions(left, k):
                yield [[first, *mates]] + tail


def placements(milp, blocks):
    """Every way to put each block under a pattern that generalizes all of its rows' types,
    distinct blocks under distinct patterns: the pattern of each block, in order."""
    holds = {}
    for i, (p, u) in enumerate(zip(milp.pair_pattern.tolist(), milp.pair_type.tolist())):
        holds.setdefault(p, set()).add(u)
    fits = [[p for p, us in holds.items() if {int(milp.row_type[r]) for r in b} <= us] for b in blocks]
    for choice in itertools.product(*fits):
        if len(set(choice)) == len(choice):
            yield choice


def solution(milp, blocks, choice):
    """x per pair and open per pattern of the MILP solution putting block i under choice[i]."""
    pair_of = {(p, u): i for i, (p, u) in enumerate(zip(milp.pair_pattern.tolist(), milp.pair_type.tolist()))}
    x, opened = np.zeros(milp.num_pairs), np.zeros(milp.num_patterns)
    for b, p in zip(blocks, choice):
        opened[p] = 1
        for r in b:
            x[pair_of[p, int(milp.row_type[r])]] += 1
    return x, opened


def left_side(cut, milp, x, opened):
    """The cut's left side, through its own row (``Cut.entries``), at the solution (x, open)."""
    col = np.zeros(milp.num_cols)
    col[milp.x], col[milp.open] = x, opened
    cols, vals = cut.entries(milp)
    return float(vals @ col[cols])


@st.composite
def small_tables(draw):
    n = draw(st.integers(5, 8))
    m = draw(st.integers(2, 3))
    vals = draw(st.integers(2, 3))
    rows = [[draw(st.integers(0, vals - 1)) for _ in range(m)] for _ in range(n)]
    k = draw(st.integers(2, 3))
    seed = draw(st.integers(0, 10**6))
    return rows, k, seed


def random_cut(milp, rng):
    """A cut over a random triple of single-row types, each pattern holding two of them or more
    taking a random two or three of them (or none)."""
    single = [u for u in range(len(milp.type_count)) if milp.type_count[u] == 1]
    if len(single) < 3:
        return None
    S = rng.sample(single, 3)
    terms = []
    for p in range(milp.num_patterns):
        mine = [i for i in np.flatnonzero(milp.pair_pattern == p) if milp.pair_type[i] in S]
        if len(mine) < 2 or rng.random() < 0.3:
            continue
        pick = rng.sample(mine, rng.choice([2, 3]) if len(mine) == 3 else 2)
        terms.append((p, np.asarray(sorted(pick), dtype=np.int64)))
    return subset_row.Cut(terms) if len(terms) >= 2 else None


@settings(max_examples=120, deadline=None)
@given(small_tables())
def test_every_cut_holds_on_every_partition(case):
    """A random cut, and every cut the loop separates on the table's LP, holds (left side <= 2) on
    every MILP solution of every partition of the rows; so does the random cut's restriction to a
    random part of the pairs, on the solutions that use only those pairs (in the restricted
    MILP's numbering)."""
    rows, k, seed = case
    df = pd.DataFrame(rows, columns=[f"q{j}" for j in range(len(rows[0]))]).astype(str)
    table = Table.encode(df, list(df.columns), [])
    saved = exact.SUBSET_ROW_CUTS
    try:
        exact.SUBSET_ROW_CUTS = True
        milp = exact.PatternMILP(table, [KAnonymity(k)], CostModel())
        milp.cuts(10.0, [KAnonymity(k)])
    finally:
        exact.SUBSET_ROW_CUTS = saved
    rng = random.Random(seed)
    cut = random_cut(milp, rng)
    assume(cut is not None or milp.row_cuts)
    cuts = milp.row_cuts + ([] if cut is None else [cut])
    keep = np.array([rng.random() < 0.6 for _ in range(milp.num_pairs)])
    sub = milp.restricted(keep)
    pair_map = np.full(milp.num_pairs, -1)
    pair_map[sub.kept_pairs] = np.arange(sub.num_pairs)
    kept_patterns = np.bincount(milp.pair_pattern[keep], minlength=milp.num_patterns) > 0
    narrowed = None if cut is None else cut.restricted(pair_map, np.where(kept_patterns, np.cumsum(kept_patterns) - 1, -1))
    checked = 0
    for blocks in set_partitions(list(range(table.n)), k):
        for choice in placements(milp, blocks):
            x, opened = solution(milp, blocks, choice)
            for c in cuts:
                assert left_side(c, milp, x, opened) <= 2 + 1e-9
            checked += 1
            if narrowed is not None and np.all(keep[x > 0]):
                sub_open = np.zeros(sub.num_patterns)
                sub_open[np.cumsum(kept_patterns)[np.asarray(choice)] - 1] = 1
                assert left_side(narrowed, sub, x[sub.kept_pairs], sub_open) <= 2 + 1e-9
    assert checked  # some partition was checked


@pytest.fixture
def with_cuts(monkeypatch):
    """The cuts on (``exact.SUBSET_ROW_CUTS`` is off by default: docs/exact-method.md, stop 75)."""
    monkeypatch.setattr(exact, "SUBSET_ROW_CUTS", True)


def test_the_cuts_close_a_planted_lp_gap(with_cuts):
    """Seven single rows over three columns, k = 2 (found by a search over random tables): the cut
    loop's LP is 10.5 without these cuts (the support cuts find nothing), the optimum 11 (the
    subset DP); with them ``separate`` finds a violated cut, the LP reaches 11, and the MILP proves 11."""
    rows = [["1", "0", "2"], ["1", "1", "0"], ["0", "0", "0"], ["1", "2", "1"], ["0", "0", "2"], ["2", "1", "1"],
            ["0", "0", "1"]]
    df = pd.DataFrame(rows, columns=["q0", "q1", "q2"])
    table = Table.encode(df, ["q0", "q1", "q2"], [])
    models = [KAnonymity(2)]
    exact.SUBSET_ROW_CUTS = False
    without = exact.PatternMILP(table, models, CostModel()).cuts(30.0, models)
    exact.SUBSET_ROW_CUTS = True
    milp = exact.PatternMILP(table, models, CostModel())
    got = milp.cuts(30.0, models)
    assert exact_dp.solve(table, models).cost == 11
    assert without["subset_row_cuts"] == 0 and Fraction(without["lp_after_cuts"]) == Fraction(21, 2)
    assert got["subset_row_cuts"] >= 1 and Fraction(got["lp_after_cuts"]) == 11
    sol = milp.solve(30.0, 0)
    assert sol.proved and round(sol.dual_bound) == 11


def test_cut_loop_with_subset_row_cuts_keeps_the_optimum(with_cuts):
    """Random tables of mostly single rows (k = 3, or l = 2 on a sensitive column): with the
    subset-row cuts in the loop, the LP stays at most the subset DP's optimum and the MILP (and the
    exact method) reaches it; the cuts were added in many of them."""
    cut_tables = 0
    for seed in range(60):
        rng = random.Random(seed)
        n, m = rng.randint(10, 13), rng.randint(3, 4)
        rows = [[str(rng.randint(0, 2)) for _ in range(m)] for _ in range(n)]
        df = pd.DataFrame(rows, columns=[f"q{j}" for j in range(m)])
        sens = []
        models = [KAnonymity(3)]
        if seed % 3 == 0:
            df["s"] = [str(rng.randint(0, 2)) for _ in range(n)]
            sens, models = ["s"], [KAnonymity(3), LDiversity(2)]
        table = Table.encode(df, [f"q{j}" for j in range(m)], sens)
        try:
            best = exact_dp.solve(table, models)
        except InfeasibleError:  # the whole table fails l = 2
            continue
        milp = exact.PatternMILP(table, models, CostModel())
        got = milp.cuts(30.0, models)
        cut_tables += got["subset_row_cuts"] > 0
        if got["lp_after_cuts"] is not None:
            assert Fraction(got["lp_after_cuts"]) <= best.cost + Fraction(1, 10**6)
        sol = milp.solve(60.0, seed)
        assert sol.proved and round(sol.dual_bound) == best.cost, seed
        res = exact.solve(table, models, time_limit=60)
        assert res.status == "optimal" and res.cost == best.cost, seed
    assert cut_tables >= 10


@pytest.mark.parametrize("rows, optimum", [(100, 399)])
def test_subset_row_cuts_lift_adult_at_nine_qis(rows, optimum, with_cuts):
    """Adult's first 100 rows, 9 QIs, k = 5 (optimum 399, docs/exact-method.md stop 57): the cut
    loop's LP 393.16 without these cuts, 393.83 with them (eight rounds), and below the optimum."""
    df = pd.read_csv(ROOT / "data" / "adult" / "adult.csv", sep=";", dtype=str).head(rows)
    qi = ["sex", "age", "race", "marital-status", "education", "native-country", "workclass", "occupation",
          "salary-class"]
    table = Table.encode(df, qi, [])
    models = [KAnonymity(5)]
    milp = exact.PatternMILP(table, models, CostModel())
    got = milp.cuts(60.0, models)
    assert got["subset_row_cuts"] > 0
    assert 393.5 < float(got["lp_after_cuts"]) <= optimum
