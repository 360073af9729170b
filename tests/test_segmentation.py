"""``solvers/segmentation.py``: the cheapest cut of a row order into runs of at least kmin rows
(``exact.warm_start``'s candidates), against every such cut, on random tables with hierarchies
and level costs."""

from __future__ import annotations

import numpy as np
from hypothesis import event, given, settings, strategies as st

from optanon.solvers import exact
from optanon.solvers.segmentation import cheapest_runs

from test_exact_solvers import SETTINGS, cases


def cuts(n, kmin):
    """Every cut of rows 0 .. n - 1 into consecutive runs of at least kmin rows (run lengths)."""
    if n == 0:
        yield []
        return
    for first in range(kmin, n + 1):
        for rest in cuts(n - first, kmin):
            yield [first] + rest


@settings(max_examples=300, **SETTINGS)
@given(cases(min_rows=1, max_rows=11), st.integers(1, 4), st.randoms(use_true_random=False))
def test_cheapest_runs_are_the_cheapest_cut_of_the_order(case, kmin, rnd):
    table, cost_model = case.table(), case.cost_model()
    n = table.n
    if n < kmin:
        return
    order = np.array(rnd.sample(range(n), n))
    runs, units = cheapest_runs(table.codes[order], cost_model.bind(table), kmin)
    # consecutive runs numbered from the start, each of kmin rows or more
    assert runs[0] == 0 and np.all(np.diff(runs) >= 0) and np.all(np.diff(runs) <= 1)
    assert np.bincount(runs).min() >= kmin
    labels = np.empty(n, dtype=np.int64)
    labels[order] = runs
    assert exact._cost_of(table, labels, cost_model) * cost_model.bind(table).denominator == units

    def cost_of(lengths):
        lab = np.empty(n, dtype=np.int64)
        lab[order] = np.repeat(np.arange(len(lengths)), lengths)
        return exact._cost_of(table, lab, cost_model)

    best = min(cost_of(lengths) for lengths in cuts(n, kmin))
    assert exact._cost_of(table, labels, cost_model) == best
    event(f"{np.bincount(runs).size} runs, hierarchies {bool(case.hierarchies)}")


@settings(max_examples=300, **SETTINGS)
@given(cases(min_rows=1, max_rows=11), st.integers(1, 3), st.integers(0, 6), st.randoms(use_true_random=False))
def test_cheapest_allowed_runs_are_the_cheapest_cut_into_allowed_runs(case, kmin, extra, rnd):
    # under l / t (``exact.warm_start``): runs of kmin .. longest rows, only those ``allowed``
    table, cost_model = case.table(), case.cost_model()
    n = table.n
    if n < kmin:
        return
    longest = kmin + extra
    order = np.array(rnd.sample(range(n), n))
    masks = {s: np.array([rnd.random() < 0.7 for _ in range(n - s + 1)]) for s in range(1, n + 1)}
    got = cheapest_runs(table.codes[order], cost_model.bind(table), kmin, longest, lambda s: masks[s])

    def cost_of(lengths):
        lab = np.empty(n, dtype=np.int64)
        lab[order] = np.repeat(np.arange(len(lengths)), lengths)
        return exact._cost_of(table, lab, cost_model)

    def allowed(lengths):
        ends = np.cumsum(lengths)
        return all(s <= longest and masks[s][e - s] for s, e in zip(lengths, ends))

    costs = [cost_of(lengths) for lengths in cuts(n, kmin) if allowed(lengths)]
    if not costs:
        assert got is None
        event("no allowed cut")
        return
    runs, units = got
    lengths = np.bincount(runs)
    assert runs[0] == 0 and np.all(np.diff(runs) >= 0) and allowed(list(lengths))
    assert cost_of(list(lengths)) * cost_model.bind(table).denominator == units
    assert cost_of(list(lengths)) == min(costs)
    event("allowed cut found")
