"""The LP bound certificate (``solvers.lp_bound``): weak duality for any row prices, tight at the
optimum, valid when HiGHS is stopped early; and ``PatternMILP.lp_bound`` never above the optimum."""

from __future__ import annotations

from fractions import Fraction

import highspy
import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.sparse import csc_matrix

from optanon.core.cost import CostModel
from optanon.core.models import KAnonymity, LDiversity, TCloseness
from optanon.core.table import Table
from optanon.errors import OptanonError
from optanon.solvers import exact, exact_dp
from optanon.solvers.highs_runner import quiet_highs
from optanon.solvers.lp_bound import certified_bound, dual_bound

SETTINGS = dict(deadline=None, derandomize=True)


def random_lp(seed):
    """A feasible bounded LP: box columns, ranged / one-sided / equality rows around a known point."""
    rng = np.random.default_rng(seed)
    n, m = rng.integers(2, 9), rng.integers(1, 7)
    dense = rng.integers(-3, 4, size=(m, n)) * (rng.random((m, n)) < 0.6)
    A = csc_matrix(dense.astype(float))
    l = rng.integers(-2, 1, size=n).astype(float)
    u = l + rng.integers(0, 4, size=n)
    x0 = l + (u - l) * rng.random(n)
    ax = A @ x0
    kind = rng.integers(0, 4, size=m)  # 0: >=, 1: <=, 2: ranged, 3: equality
    rl = np.where(kind == 1, -np.inf, np.floor(ax) - (kind == 2) * rng.integers(0, 3, size=m))
    ru = np.where(kind == 0, np.inf, np.where(kind == 3, rl, np.ceil(ax) + (kind == 2) * rng.integers(0, 3, size=m)))
    rl = np.where(kind == 3, ax, rl)
    ru = np.where(kind == 3, ax, ru)
    c = rng.integers(-5, 6, size=n).astype(float)
    return c, l, u, A, rl, ru


def solve_lp(c, l, u, A, rl, ru, **options):
    lp = highspy.HighsLp()
    lp.num_col_, lp.num_row_ = len(c), A.shape[0]
    lp.col_cost_, lp.col_lower_, lp.col_upper_ = c, l, u
    lp.row_lower_ = np.where(np.isinf(rl), -highspy.kHighsInf, rl)
    lp.row_upper_ = np.where(np.isinf(ru), highspy.kHighsInf, ru)
    lp.a_matrix_.format_ = highspy.MatrixFormat.kColwise
    lp.a_matrix_.start_, lp.a_matrix_.index_, lp.a_matrix_.value_ = A.indptr, A.indices, A.data
    h = quiet_highs()
    h.passModel(lp)
    for key, value in options.items():
        h.setOptionValue(key, value)
    h.run()
    return h


@settings(max_examples=200, **SETTINGS)
@given(st.integers(0, 10**6), st.integers(0, 10**6))
def test_dual_bound_is_weak_duality_for_any_prices(seed, yseed):
    # for ANY y, g(y) <= the LP optimum; at HiGHS's optimal duals, g(y) = the optimum
    c, l, u, A, rl, ru = random_lp(seed)
    h = solve_lp(c, l, u, A, rl, ru)
    assert h.getModelStatus() == highspy.HighsModelStatus.kOptimal
    opt = h.getInfo().objective_function_value
    y = np.random.default_rng(yseed).normal(scale=3.0, size=A.shape[0])
    g = dual_bound(c, l, u, A, rl, ru, y)
    assert g is not None and g <= opt + 1e-9
    at_opt = certified_bound(h)
    assert at_opt is not None and opt - 1e-6 <= at_opt <= opt + 1e-9


def test_dual_bound_signs_planted():
    # min x1 + x2, x1 + x2 >= 3, x1 - x2 <= 1, 0 <= x <= 5: optimum 3, duals y = (1, 0)
    A = csc_matrix(np.array([[1.0, 1.0], [1.0, -1.0]]))
    args = ([1.0, 1.0], [0.0, 0.0], [5.0, 5.0], A, [3.0, -np.inf], [np.inf, 1.0])
    assert dual_bound(*args, [1.0, 0.0]) == pytest.approx(3.0, abs=1e-6)
    assert dual_bound(*args, [1.0, 0.0]) < 3.0  # exact here, and still lowered by the rounding allowance
    # a price of the wrong sign on a one-sided row counts as 0: y = (-1, 0) is y = (0, 0), bound 0
    assert dual_bound(*args, [-1.0, 0.0]) == pytest.approx(0.0, abs=1e-6)
    # y = (2, 0): reduced costs -1 each, so x at the upper bounds: 2 * 3 - 1 * 5 - 1 * 5 = -4
    assert dual_bound(*args, [2.0, 0.0]) == pytest.approx(-4.0, abs=1e-6)
    # a column without the bound its reduced cost needs gives no bound
    assert dual_bound([1.0, 1.0], [0.0, 0.0], [np.inf, 5.0], A, [3.0, -np.inf], [np.inf, 1.0], [2.0, 0.0]) is None
    # HiGHS's infinity, 1e30, is infinite too
    assert dual_bound([1.0, 1.0], [0.0, 0.0], [1e30, 5.0], A, [3.0, -np.inf], [np.inf, 1.0], [2.0, 0.0]) is None
    # a free column whose reduced cost is 0 adds nothing, and takes no bound away
    free = csc_matrix(np.array([[1.0, 1.0, 0.0], [1.0, -1.0, 0.0]]))
    got = dual_bound([1.0, 1.0, 0.0], [0.0, 0.0, -np.inf], [5.0, 5.0, np.inf], free, [3.0, -np.inf], [np.inf, 1.0], [1.0, 0.0])
    assert got == pytest.approx(3.0, abs=1e-6)
    # a price of the wrong sign on the other side (0.5 on a <= row) counts as 0 too, and so does
    # one on a row whose missing side is written as HiGHS's 1e30
    assert dual_bound(*args, [1.0, 0.5]) == pytest.approx(3.0, abs=1e-6)
    assert dual_bound(*args[:4], [3.0, -1e30], [1e30, 1.0], [1.0, 0.5]) == pytest.approx(3.0, abs=1e-6)
    assert dual_bound(*args[:4], [3.0, -1e30], [1e30, 1.0], [1.0, -0.5]) == dual_bound(*args, [1.0, -0.5])
    assert dual_bound(*args[:4], [3.0, -1e30], [1e30, 1.0], [-1.0, 0.0]) == pytest.approx(0.0, abs=1e-6)
    # an LP of optimum 0 with every term 0: the allowance still lowers it below 0
    assert dual_bound([0.0, 0.0], [0.0, 0.0], [5.0, 5.0], A, [3.0, -np.inf], [np.inf, 1.0], [0.0, 0.0]) < 0.0
    # prices that are not a vector of finite numbers, one per row, give no bound
    assert dual_bound(*args, [1.0, np.nan]) is None and dual_bound(*args, [1.0]) is None


@settings(max_examples=60, **SETTINGS)
@given(st.integers(0, 10**6), st.integers(1, 3))
def test_certified_bound_of_a_stopped_simplex_is_below_the_optimum(seed, iterations):
    c, l, u, A, rl, ru = random_lp(seed)
    opt = solve_lp(c, l, u, A, rl, ru).getInfo().objective_function_value
    stopped = solve_lp(c, l, u, A, rl, ru, simplex_iteration_limit=iterations, presolve="off")
    g = certified_bound(stopped)
    assert g is None or g <= opt + 1e-9


def random_table(seed, n):
    rng = np.random.default_rng(seed)
    df = pd.DataFrame({f"q{j}": rng.integers(0, 3, size=n).astype(str) for j in range(3)})
    df["s"] = rng.choice(["a", "b", "c"], size=n, p=[0.5, 0.3, 0.2])
    return df


@settings(max_examples=80, **SETTINGS)
@given(st.integers(0, 10**6), st.integers(6, 11), st.sampled_from(["l", "t equal", "t ordered", "k"]))
def test_pattern_lp_bound_never_exceeds_the_optimum(seed, n, model):
    df = random_table(seed, n)
    table = Table.encode(df, ["q0", "q1", "q2"], ["s"])
    models = {"l": [KAnonymity(2), LDiversity(2)], "k": [KAnonymity(3)],
              "t equal": [KAnonymity(2), TCloseness(Fraction(1, 3))],
              "t ordered": [KAnonymity(2), TCloseness(Fraction(1, 3), metric="ordered")]}[model]
    try:
        opt = exact_dp.solve(table, models, CostModel()).cost
    except OptanonError:  # no release satisfies the models
        return
    milp = exact.PatternMILP(table, models, CostModel())
    bound, solved, _ = milp.lp_bound(None)
    assert solved and bound is not None
    assert exact._whole_units(bound) <= opt * milp.denominator
    stopped, _, _ = milp.lp_bound(1e-9)  # stopped at once: no bound, or a valid one
    assert stopped is None or exact._whole_units(stopped) <= opt * milp.denominator
