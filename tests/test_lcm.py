"""The closed patterns mined (``solvers/lcm.py``) instead of every generalization listed.

Above ``lcm.MINE_ABOVE`` generalizations per row (many QI columns) the pattern MILP and lns's
pattern space take their patterns from the miner. Checked here with the threshold forced down
so that the small random tables of the brute-force tests take that path: the mined patterns
are exactly the listed ones (types, cost, levels), the per-row bound read off the MILP's pairs
is ``bounds.per_row_bound``'s, and exact and lns on mined patterns meet the brute-force optimum.
The wide instances with a planted optimum (the papers' reductions, up to 99 QI columns) are in
``test_reductions``.
"""

from __future__ import annotations

import contextlib
import time

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from test_exact_solvers import SETTINGS, assert_brute_force_optimum, brute_force, cases, check_release, run_all

from optanon import Table
from optanon.core.cost import CostModel
from optanon.errors import InfeasibleError
from optanon.solvers import exact, lcm, lns, pattern_lp
from optanon.solvers.bounds import per_row_bound


@contextlib.contextmanager
def _mining():
    """Every table's patterns mined (the threshold below any count of generalizations)."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(lcm, "MINE_ABOVE", -1)
        yield mp


def _milp_patterns(table, models, cost_model):
    milp = exact.PatternMILP(table, models, cost_model)
    got = {}
    for p, t, c in zip(milp.pair_pattern.tolist(), milp.pair_type.tolist(), milp.pair_cost.tolist()):
        got.setdefault(p, []).append((t, c))
    return milp, sorted(sorted(v) for v in got.values())


@settings(max_examples=200, **SETTINGS)
@given(cases(max_rows=11))
def test_mined_patterns_are_the_listed_ones(case):
    table, models, cost_model = case.table(), case.models(), case.cost_model()
    listed_milp, listed = _milp_patterns(table, models, cost_model)
    with _mining():
        mined_milp, mined = _milp_patterns(table, models, cost_model)
    assert mined == listed
    assert mined_milp.dead_patterns == listed_milp.dead_patterns
    # the per-row bound from the MILP's pairs is the walk over the generalizations
    assert mined_milp.row_bound == listed_milp.row_bound == per_row_bound(table, mined_milp.kmin, cost_model)
    # lns's space: the same patterns, with their levels and costs
    bound = cost_model.bind(table)
    kmin = exact.PatternMILP.min_group_size(models)
    space = pattern_lp.PatternSpace(table.vectors, table.counts, bound, kmin)
    with _mining() as mp:
        mp.setattr(type(bound), "generalizations", lambda self: pytest.fail("listed"))
        mined_space = pattern_lp.PatternSpace(table.vectors, table.counts, bound, kmin)
    key = lambda s: sorted((int(s.unit[p]), s.combos[s.combo[p]], tuple(sorted(s.pair_type[s.pair_pattern == p].tolist())))  # noqa: E731
                           for p in range(s.num_patterns))
    assert key(mined_space) == key(space)
    for p in range(mined_space.num_patterns):  # rep is one of the pattern's own types
        assert mined_space.rep[p] in mined_space.pair_type[mined_space.pair_pattern == p]


@settings(max_examples=150, **SETTINGS)
@given(cases())
def test_milp_on_mined_patterns_reaches_the_brute_force_optimum(case):
    with _mining():
        assert_brute_force_optimum(case, brute_force(case), run_all(case, [exact]))


@settings(max_examples=60, **SETTINGS)
@given(cases(max_rows=7))
def test_lns_on_a_mined_space_against_brute_force(case):
    table, models, cost_model = case.table(), case.models(), case.cost_model()
    if any(getattr(m, "form", None) == "entropy" for m in models):
        return
    optimum = brute_force(case)
    try:
        with _mining():
            res = lns.solve(table, models, cost_model, time_limit=5)
    except InfeasibleError:
        assert optimum is None
        return
    assert optimum is not None and res.lower_bound <= optimum <= res.cost
    assert res.status == ("optimal" if res.cost == res.lower_bound else "feasible")
    check_release(case, res)


def _wide(rows, cols, seed):
    rng = np.random.default_rng(seed)
    df = pd.DataFrame(rng.choice(["a", "b"], size=(rows, cols)), columns=[f"c{j}" for j in range(cols)])
    return Table.encode(df, list(df.columns))


def test_mining_stops_at_its_deadline_and_at_its_pair_cap():
    table = _wide(60, 20, 1)  # 57,377 closed patterns over >= 3 rows, 309,688 pairs
    bound = CostModel().bind(table)
    with pytest.raises(lcm.Unmined, match="not mined in the time allowed"):
        lcm.mine(table.vectors, table.counts, bound, 3, 10**9, deadline=time.perf_counter())
    with pytest.raises(lcm.Unmined, match="more than 1,000 "):
        lcm.mine(table.vectors, table.counts, bound, 3, 1000)
    pat, typ, level = lcm.mine(table.vectors, table.counts, bound, 3, 10**9)
    assert len(level) == 57_377 and len(pat) == 309_688
    # every pattern is the closure of its rows: per column all its types agree exactly where it keeps the value
    for p in (0, 1, 100, 57_376):
        types = typ[pat == p]
        agree = (table.vectors[types] == table.vectors[types][0]).all(axis=0)
        assert (level[p] == 0).tolist() == agree.tolist() and table.counts[types].sum() >= 3


def test_a_wide_table_is_proved_through_its_closed_patterns():
    """20 two-valued QIs, 60 rows, k = 3: 2^20 generalizations per row, which no method listed
    (lns answered 582 cells against the per-row bound 420 until stop 54); mined, the MILP has
    309,688 pairs and exact proves its optimum (534 when measured, in 5-7 s)."""
    table = _wide(60, 20, 1)
    from optanon.core.models import KAnonymity

    res = exact.solve(table, [KAnonymity(3)], CostModel(), time_limit=60)
    assert res.status == "optimal" and res.lower_bound == res.cost
    assert res.stats["pairs"] == 309_688
    assert res.cost >= res.stats["per_row_bound"] == 500


def test_lns_does_not_mine_again_after_exact_ran_out_of_time(monkeypatch):
    """300 rows of 40 two-valued QIs: ``exact`` gives up mining at half its limit and hands the rest
    to lns, which would not mine them in less time: it starts without its pattern space (it took
    another half of what was left to fail again before)."""
    from optanon.core.models import KAnonymity

    table = _wide(300, 40, 1)
    monkeypatch.setattr(lns, "pattern_space", lambda *args, **kwargs: pytest.fail("mined again"))
    res = exact.solve(table, [KAnonymity(3)], CostModel(), time_limit=4)
    assert "not mined in the time allowed" in res.stats["milp"]
    assert res.stats["solution_from"] == "lns" and 0 < res.lower_bound <= res.cost
