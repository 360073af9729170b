"""The Blocki-Williams kernel never changes the optimum."""

import numpy as np
import pandas as pd
from hypothesis import given, settings
from hypothesis import strategies as st

from optanon import KAnonymity, Table
from optanon.core.cost import CostModel
from optanon.solvers import exact
from optanon.solvers.kernel import kernelize, threshold


def test_threshold_and_peeling():
    # one column (G = 2), k = 2: T = 2 * 4 * 2 = 16; 40 copies -> peel 24, keep 16
    df = pd.DataFrame({"a": ["x"] * 40 + ["y"] * 3})
    t = Table.encode(df, ["a"])
    assert threshold(2, [1]) == 16
    kept, peeled = kernelize(t, 2, [1])
    assert peeled.sum() == 24 and kept.sum() == 19
    assert (df["a"][peeled] == "x").all()


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000), st.integers(2, 3), st.integers(1, 2))
def test_kernel_keeps_the_optimum(seed, k, m):
    rng = np.random.default_rng(seed)
    # a few heavy vectors (beyond the threshold) and light ones
    heavy = rng.integers(0, 2, size=(rng.integers(1, 3), m))
    rows = [tuple(v) for v in heavy for _ in range(int(rng.integers(threshold(k, [1] * m) + 1, threshold(k, [1] * m) + 3 * k)))]
    rows += [tuple(rng.integers(0, 3, size=m)) for _ in range(int(rng.integers(1, 8)))]
    df = pd.DataFrame(rows, columns=[f"q{j}" for j in range(m)]).astype(str).sample(frac=1, random_state=seed)
    t = Table.encode(df, list(df.columns))
    models = [KAnonymity(k)]
    with_kernel = exact.solve(t, models, CostModel(), matching_first=False)
    assert with_kernel.stats.get("peeled_rows", 0) > 0
    milp = exact.PatternMILP(t, models, CostModel())  # the whole instance, no kernel
    sol = milp.solve(None, 0)
    assert sol.proved
    assert with_kernel.status == "optimal"
    assert with_kernel.cost == round(sol.dual_bound)
