"""The per-row lower bound: the figures measured on Adult, and never above the optimum."""

from pathlib import Path

import numpy as np
import pandas as pd
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
