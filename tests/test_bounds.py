"""The per-row lower bound: the figures measured on Adult, and never above the optimum."""

from fractions import Fraction
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from optanon import Hierarchy, KAnonymity, Table
from optanon.core.cost import CostModel
from optanon.solvers import exact_dp
from optanon.solvers.bounds import per_row_bound

ADULT = Path(__file__).resolve().parents[1] / "data" / "adult" / "adult.csv"
QI9 = ["sex", "age", "race", "marital-status", "education", "native-country", "workclass", "occupation", "salary-class"]


def test_adult_figures():
    t = Table.encode(pd.read_csv(ADULT, sep=";", dtype=str), QI9)
    assert [per_row_bound(t, k, CostModel()) for k in (1, 2, 5, 10)] == [0, 18213, 31458, 39238]


def test_by_hand():
    df = pd.DataFrame({"c1": ["a", "a", "b"], "c2": ["x", "y", "x"]})
    t = Table.encode(df, ["c1", "c2"])
    # row (a,x): (a,*) shared by 2 -> 1; (a,y): (a,*) -> 1; (b,x): (*,x) shared by 2 -> 1
    assert per_row_bound(t, 2, CostModel()) == 3
    assert per_row_bound(t, 3, CostModel()) == 6


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 4), st.booleans())
def test_never_above_the_optimum(seed, k, hier):
    rng = np.random.default_rng(seed)
    n, m = int(rng.integers(k, 10)), int(rng.integers(1, 4))
    df = pd.DataFrame(rng.integers(0, 3, size=(n, m)).astype(str), columns=[f"q{j}" for j in range(m)])
    t = Table.encode(df, list(df.columns))
    cost = CostModel({"q0": Hierarchy.from_rows([["0", "A"], ["1", "A"], ["2", "B"]])} if hier else {})
    opt = exact_dp.solve(t, [KAnonymity(k)], cost).cost
    assert per_row_bound(t, k, cost) <= opt


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 10**6))
def test_generalizations_by_cost_lists_each_once_cheapest_first(seed):
    """The lazy listing (``BoundCost.generalizations_by_cost``) against the full one: every levels
    vector once, with its cost, in non-decreasing cost, under hierarchies of custom level costs."""
    rng = np.random.default_rng(seed)
    m = int(rng.integers(1, 5))
    df = pd.DataFrame(rng.integers(0, 3, size=(6, m)).astype(str), columns=[f"q{j}" for j in range(m)])
    t = Table.encode(df, list(df.columns))
    hierarchies = {}
    for j in range(m):
        if rng.random() < 0.5:
            costs = sorted(Fraction(int(c), 3) for c in rng.integers(0, 7, size=2))
            hierarchies[f"q{j}"] = Hierarchy.from_rows([["0", "A", "*"], ["1", "A", "*"], ["2", "B", "*"]], costs)
    bound = CostModel(hierarchies).bind(t)
    combos, units = bound.generalizations()
    lazy = list(bound.generalizations_by_cost())
    assert bound.count_generalizations() == len(combos) == len(lazy)
    assert sorted(levels for levels, _ in lazy) == sorted(combos)
    assert [u for _, u in lazy] == sorted(u for _, u in lazy)
    cost_of = dict(zip(combos, units.tolist()))
    assert all(cost_of[levels] == u for levels, u in lazy)


def test_a_bound_cut_short_is_still_a_bound(monkeypatch):
    """Cut after any number of generalizations (MAX_STEPS, or the deadline), the rows left get the
    cost of the cheapest one not tried: the bound never exceeds the full one, and rises to it."""
    from optanon.solvers import bounds

    t = Table.encode(pd.read_csv(ADULT, sep=";", dtype=str).head(3000), QI9[:6])
    full = per_row_bound(t, 5, CostModel())
    seen = []
    for steps in (0, 1, 2, 5, 10, 20, 40, 64):
        monkeypatch.setattr(bounds, "MAX_STEPS", steps)
        seen.append(per_row_bound(t, 5, CostModel()))
    assert seen == sorted(seen) and seen[0] == 0 and seen[-1] == full and len(set(seen)) >= 4, (seen, full)
    monkeypatch.undo()
    assert per_row_bound(t, 5, CostModel(), deadline=0.0) == 0  # past already: nothing tried


def test_thirty_columns_are_never_all_listed(monkeypatch):
    """30 two-valued QIs have 2^30 generalizations: listing them took all 24 GiB of this machine
    (the exact MILP listed them before comparing their count with MAX_PAIRS; the per-row bound
    sorted them). Every method answers without listing them, within its time limit's work."""
    from optanon import anonymize
    from optanon.core.cost import BoundCost

    original = BoundCost.generalizations

    def guarded(self):
        assert np.prod([col.height + 1 for col in self.columns], dtype=float) <= 1 << 20, "all generalizations listed"
        return original(self)

    monkeypatch.setattr(BoundCost, "generalizations", guarded)
    rng = np.random.default_rng(3)
    df = pd.DataFrame(rng.choice(["a", "b"], size=(30, 30)), columns=[f"c{j}" for j in range(30)])
    df["s"] = rng.choice(["x", "y", "z"], size=30)
    qi = [f"c{j}" for j in range(30)]
    for method, models in [("auto", {"k": 3}), ("exact", {"k": 3, "l": 2}), ("lns", {"k": 2, "t": 0.4}),
                           ("matching", {"k": 2}), ("approx-m", {"k": 3}), ("set-cover", {"k": 3})]:
        res = anonymize(df, qi, "s", method=method, time_limit=2, **models)
        assert res.lower_bound <= res.cost, method


def _random_table(seed, hier):
    rng = np.random.default_rng(seed)
    n, m = int(rng.integers(2, 10)), int(rng.integers(1, 5))
    df = pd.DataFrame(rng.integers(0, 3, size=(n, m)).astype(str), columns=[f"q{j}" for j in range(m)])
    hierarchies = {}
    if hier:
        costs = sorted(Fraction(int(c), 3) for c in rng.integers(0, 7, size=2))
        hierarchies["q0"] = Hierarchy.from_rows([["0", "A", "*"], ["1", "A", "*"], ["2", "B", "*"]], costs)
    return Table.encode(df, list(df.columns)), CostModel(hierarchies)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 4), st.booleans())
def test_nearest_rows_bound_is_below_the_walk_s(seed, k, hier):
    """Each row's (k - 1)-th nearest other row (``nearest_bound``) costs at most the cheapest
    generalization it shares with k - 1 others (the walk's per-row figure, itself a bound)."""
    from optanon.solvers import bounds

    t, cost = _random_table(seed, hier)
    if t.n < k:
        return
    b = cost.bind(t)
    near = bounds.nearest_bound(b, t.vectors, t.counts, k)
    walk, found = np.zeros(len(t.counts), dtype=np.int64), np.zeros(len(t.counts), dtype=bool)
    for levels, units in b.generalizations_by_cost():  # the walk's figure per type, by hand
        gen = np.stack([c.ancestors[lev][t.vectors[:, j]] for j, (c, lev) in enumerate(zip(b.columns, levels))], axis=1)
        for i in range(len(t.counts)):
            if not found[i] and t.counts[(gen == gen[i]).all(axis=1)].sum() >= k:
                walk[i], found[i] = units, True
    assert found.all() and (near <= walk).all(), (near, walk)
    # and the walk's bound, not cut short, is that figure summed over the rows
    assert per_row_bound(t, k, cost) == Fraction(int((walk * t.counts).sum()), b.denominator)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 6), st.booleans(), st.integers(1, 3))
def test_nearest_rows_bound_is_its_definition(seed, k, hier, chunk):
    """``nearest_bound`` is, for each row, the (k - 1)-th smallest pair cost over the table's other
    rows (each column at the lowest level where the two meet), or 0 when it has fewer than k - 1
    others: computed here row by row from the hierarchies, in blocks of 1-3 types."""
    from optanon.solvers import bounds

    t, cost = _random_table(seed, hier)
    b = cost.bind(t)
    rows = np.repeat(np.arange(len(t.counts)), t.counts)  # one entry per row: its type
    want = []
    for i in range(len(t.counts)):
        others = list(rows)
        others.remove(i)  # the row itself
        pair = []
        for o in others:
            units = 0
            for j, col in enumerate(b.columns):
                level = next(h for h in range(col.height + 1) if col.ancestors[h][t.vectors[i, j]] == col.ancestors[h][t.vectors[o, j]])
                units += int(col.units[level])
            pair.append(units)
        want.append(sorted(pair)[k - 2] if len(pair) >= k - 1 else 0)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(bounds, "CHUNK", chunk)
        got = bounds.nearest_bound(b, t.vectors, t.counts, k)
    assert got.tolist() == want, (got, want)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 4), st.booleans(), st.integers(0, 6))
def test_a_bound_cut_short_with_the_nearest_rows_is_below_the_optimum(seed, k, hier, steps):
    """The walk cut after ``steps`` generalizations, the rows left at the larger of the cheapest
    cost not tried and their nearest-rows bound: never above the optimum (subset DP)."""
    from optanon.solvers import bounds

    t, cost = _random_table(seed, hier)
    if t.n < k:
        return
    opt = exact_dp.solve(t, [KAnonymity(k)], cost).cost
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(bounds, "MAX_STEPS", steps)
        mp.setattr(bounds, "NEAREST_ABOVE", 0)
        got = per_row_bound(t, k, cost)
    assert got <= opt, (got, opt)


def test_the_nearest_rows_bound_lifts_a_cut_walk():
    """30 two-valued QIs, 40 rows, k = 3, the walk cut short: 160 cells without the nearest rows
    (every row at the 4 cells of the cheapest generalization not tried), 411 with them."""
    from optanon.solvers import bounds

    rng = np.random.default_rng(2)
    df = pd.DataFrame(rng.choice(["a", "b"], size=(40, 30)), columns=[f"c{j}" for j in range(30)])
    t = Table.encode(df, list(df.columns))
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(bounds, "MAX_STEPS", 5_000)
        lifted = per_row_bound(t, 3, CostModel())
        mp.setattr(bounds, "NEAREST_ABOVE", 2**40)
        plain = per_row_bound(t, 3, CostModel())
    assert plain < lifted, (plain, lifted)
    b = CostModel().bind(t)
    assert not bounds.nearest_bound(b, t.vectors, t.counts, 3, deadline=0.0).any()  # past: nothing computed
