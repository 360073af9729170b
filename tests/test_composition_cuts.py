"""Composition cuts (``solvers/composition_cuts.py``): the hull of a group's value counts.

The exact MILP stays exact only if every cut a.X >= c holds for every group, of any size, that
meets the column's models. Checked here against every count vector of small random columns, up
to the largest group the table allows (beyond the sizes the hull was built from, where the cut's
right-hand side comes from the share box alone), decided by the independent reference
(``tests/reference.py``: EMD in fractions). The solver with the cuts is checked against the brute
force and the subset DP in ``test_exact_solvers.py``; below, a table where the cuts lift the LP.
"""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import reference as ref
from optanon.core.cost import CostModel
from optanon.core.metrics import MatrixMetric
from optanon.core.models import KAnonymity, LDiversity, TCloseness
from optanon.core.table import Table
from optanon.solvers import composition_cuts, exact


def feasible(c, counts, t, metric, l_model):
    """The reference's decision for one count vector ``c`` (t-closeness on ``metric``, and
    l-diversity when ``l_model`` is (l, form))."""
    r, n = len(counts), sum(counts)
    s = sum(c)
    p = [Fraction(x, s) for x in c]
    q = [Fraction(x, n) for x in counts]
    emd = ref.emd_equal_exact(p, q) if metric == "equal" else ref.emd_ordered_exact(p, q, list(range(r)))
    if emd > t:
        return False
    if l_model is not None:
        return ref.l_holds({i: x for i, x in enumerate(c) if x}, Fraction(l_model[0]), l_model[1])
    return True


def vectors(counts, s):
    """Every count vector of s rows with at most counts[i] of value i."""
    for head in itertools.product(*[range(min(x, s) + 1) for x in counts[:-1]]):
        last = s - sum(head)
        if 0 <= last <= counts[-1]:
            yield head + (last,)


@st.composite
def columns(draw):
    r = draw(st.integers(3, 5))
    counts = [draw(st.integers(1, 9 if r == 3 else (6 if r == 4 else 4))) for _ in range(r)]
    t = draw(st.sampled_from([Fraction(1, 5), Fraction(1, 4), Fraction(1, 3), Fraction(2, 5)]))
    metric = draw(st.sampled_from(["equal", "ordered"]))
    l_model = draw(st.sampled_from([None, (2, "frequency"), (Fraction(3, 2), "frequency"), (Fraction(5, 2), "frequency"),
                                    (3, "distinct")]))  # fractional l: the frequency test in integers
    kmin = draw(st.integers(1, 4))
    points = draw(st.sampled_from([30, 200, 5000]))  # small budgets: the tail's bound decides beyond them
    return counts, t, metric, l_model, kmin, points


@settings(max_examples=150, deadline=None)
@given(columns())
def test_every_cut_holds_for_every_group_the_models_allow(case):
    counts, t, metric, l_model, kmin, points = case
    values = np.array([str(i) for i in range(len(counts))], dtype=object)
    models = [TCloseness(t, metric)]
    if l_model is not None:
        models.append(LDiversity(l_model[0], l_model[1]))
    n = sum(counts)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(composition_cuts, "MAX_POINTS", points)
        hull = composition_cuts.CompositionHull(models, "s", values, n, np.array(counts), np.array(counts), kmin, n)
    a, c = hull.cuts
    tight = np.zeros(len(c), dtype=bool)
    enumerated = 0  # the hull's points: every allowed count vector of kmin..S rows, no other
    for s in range(kmin, n + 1):
        for v in vectors(counts, s):
            if feasible(v, counts, t, metric, l_model):
                enumerated += s <= hull.size
                lhs = a @ np.array(v)
                assert np.all(lhs >= c), (counts, t, metric, l_model, kmin, v, a[lhs < c], c[lhs < c])
                tight |= lhs == c
    assert hull.points == enumerated, (counts, t, metric, l_model, kmin, hull.points, enumerated)
    # the cuts are the hull's facets: each one is met with equality by some group (one raised by 1
    # would cut a group off), unless the tail's bound set its right-hand side
    if hull.size >= n:
        assert tight.all(), (counts, t, metric, l_model, kmin)


def test_cuts_on_a_five_valued_column_are_tight_and_found():
    """The Zipf benchmark's column (shares 0.40 / 0.26 / 0.14 / 0.12 / 0.07 over 500 rows), t = 0.2:
    the least group has 5 rows, and a cut is met by one of them."""
    counts = np.array([202, 129, 71, 62, 36])
    values = np.array(["0", "1", "2", "3", "4"], dtype=object)
    hull = composition_cuts.CompositionHull([KAnonymity(2), TCloseness("0.2")], "s", values, 500, counts, counts, 2, 500)
    a, c = hull.cuts
    assert len(c) > 20 and hull.size > 20
    five = [v for v in vectors(list(counts), 5) if feasible(v, list(counts), Fraction(1, 5), "equal", None)]
    four = [v for v in vectors(list(counts), 4) if feasible(v, list(counts), Fraction(1, 5), "equal", None)]
    assert five and not four
    assert any((a @ np.array(v) == c).any() for v in five)
    assert all((a @ np.array(v) >= c).all() for v in five)


def test_no_hull_on_two_values_or_without_t_closeness():
    counts = np.array([5, 7, 9])
    values = np.array(["a", "b", "c"], dtype=object)
    assert len(composition_cuts.CompositionHull([LDiversity(2)], "s", values, 21, counts, counts, 2, 21).cuts[1]) == 0
    two = np.array([5, 7])
    assert len(composition_cuts.CompositionHull([TCloseness("0.2")], "s", values[:2], 12, two, two, 2, 12).cuts[1]) == 0
    hull = composition_cuts.CompositionHull([TCloseness("0.2")], "s", values, 21, counts, counts, 2, 21)
    assert len(hull.cuts[1]) > 0
    # a matrix metric's exact test is one LP per vector: no hull (the MILP keeps its own t rows)
    matrix = MatrixMetric(["a", "b", "c"], [[0, 0.5, 1], [0.5, 0, 1], [1, 1, 0]])
    assert len(composition_cuts.CompositionHull([TCloseness("0.2", matrix)], "s", values, 21, counts, counts, 2, 21).cuts[1]) == 0


def zipf_like(rows, seed):
    rng = np.random.default_rng(seed)
    p = 1.0 / np.arange(1, 6) ** 1.2
    p /= p.sum()
    data = {f"q{j}": rng.choice(5, size=rows, p=p).astype(str) for j in range(3)}
    data["s"] = rng.choice(5, size=rows, p=[0.4, 0.25, 0.15, 0.12, 0.08]).astype(str)
    return pd.DataFrame(data)


def test_the_cuts_lift_the_lp_of_a_five_valued_t_closeness_table():
    """The pattern MILP's LP on 120 Zipf-like rows, k = 2, t = 0.2: the cut loop with composition cuts
    ends higher than without them (the LP lets a fraction of a pattern hold a 'group' in the table's
    proportions)."""
    table = Table.encode(zipf_like(120, 3), ["q0", "q1", "q2"], ["s"])
    models = [KAnonymity(2), TCloseness("0.2")]
    lps = {}
    for on in (False, True):
        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(exact, "COMPOSITION_CUTS", on)
            milp = exact.PatternMILP(table, models, CostModel())
            stats = milp.cuts(60.0, models)
        lps[on] = stats["lp_after_cuts"]
        assert (stats.get("composition_cuts", 0) > 0) == on
    assert lps[True] > lps[False] + 1, lps


def test_exact_with_composition_cuts_reaches_the_dp_optimum():
    """``test_config_lp``'s skewed tables (8-12 rows, three or four SA values, k, equal t, and l at
    times), with the composition cuts on: ``exact`` returns the subset DP's optimum, proved, and
    the cuts were added on many of them."""
    from test_config_lp import skewed_cases

    solved = cut = 0
    for seed, table, models, optimum in skewed_cases():
        res = exact.solve(table, models, CostModel(), time_limit=None)
        assert res.status == "optimal" and res.cost == optimum and res.lower_bound == optimum, (seed, models, res.cost, optimum)
        solved += 1
        cut += res.stats.get("composition_cuts", 0) > 0
    assert solved >= 30 and cut >= 10, (solved, cut)


@settings(max_examples=300, deadline=None)
@given(st.integers(2, 5).flatmap(lambda r: st.tuples(
    st.lists(st.integers(-200, 200), min_size=r, max_size=r),
    st.lists(st.integers(0, 6), min_size=r, max_size=r),
    st.lists(st.integers(0, 6), min_size=r, max_size=r))),
    st.integers(1, 40), st.integers(1, 60))
def test_tail_bound_is_the_least_share_vector_times_the_sizes(case, S, extra):
    """``_tails``: for groups of more than S rows (at most n_rows), a.X = N a.p with p the group's
    shares in the box lo <= p <= hi, sum p = 1; so a.X >= ceil((S + 1) m) when m = min a.p over the
    box is >= 0, and >= ceil(n_rows m) when it is < 0. m from an LP here (HiGHS through SciPy), not
    the greedy: the tail is at most that (valid; a fill in the wrong order, too much mass on a
    negative coefficient, would exceed it) and at least that less one (the margin only)."""
    from scipy.optimize import linprog

    a, lo_tenths, width = case
    lo = np.array(lo_tenths, dtype=float) / 10 / max(1, len(a))
    hi = np.minimum(1.0, lo + np.array(width, dtype=float) / 6)
    n_rows = S + extra
    got = composition_cuts._tails(np.array([a], dtype=np.int64), lo, hi, S, n_rows)[0]
    if hi.sum() < 1 - 1e-9:  # no shares add up to 1: no group beyond S at all
        assert got >= np.iinfo(np.int64).max // 8
        return
    lp = linprog(np.array(a, dtype=float), A_eq=np.ones((1, len(a))), b_eq=[1.0], bounds=list(zip(lo, hi)),
                 method="highs")
    assert lp.status == 0
    m = lp.fun
    exact_tail = math.ceil((S + 1) * m - 1e-7) if m >= 0 else math.ceil(n_rows * m - 1e-7)
    assert exact_tail - 1 <= got <= exact_tail, (a, lo, hi, S, n_rows, m, got)
