"""``highs_runner``: HiGHS in this process (``run_here``) and in a child stopped at a hard deadline (``run``).

Every bound and every "optimal" optanon takes from a MILP passes through these two functions, so
they are checked on their own: against brute force on small random 0/1 programs (each built with
duplicate matrix entries, which ``Builder`` must sum, and one continuous column), and on a
generalized assignment problem that takes HiGHS about a second, whose optimum the in-process run
proves first: the bounds and solutions streamed from the child while it searches, a child stopped
by HiGHS's own time limit and one killed at the deadline before it ends, options passed to HiGHS,
a start, and ``stop_after``. Whatever happens, a dual bound never exceeds the optimum, an
objective is never below it and is the cost of the solution returned, and ``proved`` means HiGHS
said Optimal.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from optanon.solvers import highs_runner
from optanon.solvers.highs_runner import Builder, run, run_here

TOL = 1e-6


@st.composite
def covering(draw):
    """min c.x over x in {0,1}^n with rows sum_{i in S} a_i x_i >= b (or == b), as a dict."""
    n = draw(st.integers(1, 9))
    cost = draw(st.lists(st.integers(-3, 9), min_size=n, max_size=n))
    rows = []
    for _ in range(draw(st.integers(1, 6))):
        members = sorted(draw(st.sets(st.integers(0, n - 1), min_size=1)))
        coef = draw(st.lists(st.integers(1, 3), min_size=len(members), max_size=len(members)))
        rhs = draw(st.integers(0, sum(coef)))
        rows.append((members, coef, rhs, draw(st.booleans())))  # True: an equality row
    return {"n": n, "cost": cost, "rows": rows}


HALF = 0.5  # a continuous column at its lower bound 0.5 adds this to every objective (an integer one: 1)


def build(case) -> tuple[Builder, np.ndarray]:
    b = Builder()
    x = b.cols(case["cost"], 0, 1, True)
    b.cols(1.0, HALF, 3.0, False, count=1)
    for members, coef, rhs, equal in case["rows"]:
        r = b.rows(rhs, rhs if equal else np.inf)
        half = np.asarray(coef, float) / 2  # each coefficient in two halves: Builder sums duplicates
        b.entries(np.repeat(r, len(members)), x[members], half)
        b.entries(np.repeat(r, len(members)), x[members], half)
    return b, x


def feasible(case, x) -> bool:
    for members, coef, rhs, equal in case["rows"]:
        lhs = sum(a * x[i] for i, a in zip(members, coef))
        if lhs < rhs or (equal and lhs != rhs):
            return False
    return True


def brute_force(case):
    values = [HALF + sum(c * v for c, v in zip(case["cost"], x))
              for x in itertools.product((0, 1), repeat=case["n"]) if feasible(case, x)]
    return min(values, default=None)


def check_outcome(case, out, opt, proved_expected: bool):
    if opt is None:
        assert out.status == "Infeasible" and not out.proved
        assert out.x is None and out.objective is None
        return
    if proved_expected:
        assert out.proved and out.status == "Optimal"
    assert out.proved == (out.status == "Optimal")
    assert out.dual_bound is None or out.dual_bound <= opt + TOL
    if out.proved:
        assert out.dual_bound == pytest.approx(opt, abs=TOL)
    if out.x is not None:
        x = np.rint(out.x).astype(int)
        assert np.abs(out.x - x).max() <= TOL
        assert feasible(case, x)
        assert out.objective == pytest.approx(HALF + float(np.dot(case["cost"], x)), abs=TOL)
        assert out.objective >= opt - TOL
        if out.proved:
            assert out.objective == pytest.approx(opt, abs=TOL)
    else:
        assert out.objective is None and not out.proved


@settings(max_examples=120, deadline=None, derandomize=True)
@given(covering())
def test_both_runners_reach_the_brute_force_optimum(case):
    opt = brute_force(case)
    b, x = build(case)
    check_outcome(case, run_here(b, x), opt, True)
    check_outcome(case, run(b, x), opt, True)


@settings(max_examples=40, deadline=None, derandomize=True)
@given(covering())
def test_a_start_and_stop_after_keep_the_answers_sound(case):
    opt = brute_force(case)
    b, x = build(case)
    start = np.ones(case["n"])
    ok = feasible(case, np.ones(case["n"], dtype=int))
    check_outcome(case, run_here(b, x, start=start if ok else None), opt, True)
    check_outcome(case, run(b, x, start=start if ok else None), opt, True)
    # stop at the first solution found after 0 s: a solution (when there is one), sound, proved or not
    out = run_here(b, x, stop_after=0.0)
    check_outcome(case, out, opt, False)
    assert (out.x is None) == (opt is None)
    check_outcome(case, run_here(b, x, stop_after=60.0), opt, True)  # not reached: runs to the end


def generalized_assignment(m=10, n=80, seed=1):
    """Jobs to machines of limited capacity (about a second of HiGHS, some 30 nodes), as a case dict."""
    rng = np.random.default_rng(seed)
    c, w = rng.integers(10, 50, size=(m, n)), rng.integers(5, 25, size=(m, n))
    cap = (0.8 * w.sum(axis=1) / m).astype(int)
    var = np.arange(m * n).reshape(m, n)
    rows = [([int(i) for i in var[:, j]], [1] * m, 1, True) for j in range(n)]
    rows += [([int(i) for i in var[i]], [-int(v) for v in w[i]], -int(cap[i]), False) for i in range(m)]
    return {"n": m * n, "cost": c.ravel().tolist(), "rows": rows}


@pytest.fixture(scope="module")
def gap():
    case = generalized_assignment()
    b, x = build(case)
    out = run_here(b, x)
    assert out.proved
    return case, b, x, out.objective


def test_bounds_and_solutions_streamed_from_the_child_are_sound(gap, monkeypatch):
    case, b, x, opt = gap
    monkeypatch.setattr(highs_runner, "BOUND_EVERY", 0.0)  # every interrupt callback sends its bound
    events = []
    out = run(b, x, on_progress=events.append)
    check_outcome(case, out, opt, True)
    incumbents = [e["incumbent"] for e in events if e["incumbent"] is not None]
    bounds = [e["bound"] for e in events if e["bound"] is not None]
    assert incumbents and bounds  # the search streamed both
    assert incumbents == sorted(incumbents, reverse=True) and min(incumbents) >= opt - TOL
    assert bounds == sorted(bounds) and max(bounds) <= opt + TOL


def test_a_child_stopped_by_its_time_limit_or_killed_is_sound(gap, monkeypatch):
    case, b, x, opt = gap
    check_outcome(case, run(b, x, time_limit=120), opt, True)  # a limit it does not reach changes nothing
    out = run(b, x, time_limit=0.1)
    assert out.status == "Time limit reached"  # HiGHS's own limit, well before the deadline's kill
    check_outcome(case, out, opt, False)
    # the deadline passes before HiGHS's own limit: the child is killed, and what it sent is kept
    monkeypatch.setattr(highs_runner, "GRACE", -0.85)  # killed 0.15 s in (HiGHS needs about a second)
    monkeypatch.setattr(highs_runner, "BOUND_EVERY", 0.0)
    out = run(b, x, time_limit=1.0, on_progress=lambda e: None)
    assert out.status == "Killed at the time limit" and out.nodes == 0
    check_outcome(case, out, opt, False)


def test_options_reach_highs_in_both_runners(gap):
    case, b, x, opt = gap
    for runner in (run_here, run):
        out = runner(b, x, options={"mip_max_nodes": 0})  # this MILP needs a search tree
        assert out.status != "Optimal"
        check_outcome(case, out, opt, False)
        # a thread count: in the child HiGHS needs a fresh scheduler (>= 1.16 refuses another count)
        for threads in (1, 2):
            check_outcome(case, runner(b, x, options={"threads": threads}), opt, True)


def test_stop_after_stops_at_the_first_solution_after_its_time(gap):
    case, b, x, opt = gap
    out = run_here(b, x, stop_after=0.0)
    assert out.x is not None and not out.proved  # a solution, found long before the search could end
    check_outcome(case, out, opt, False)
    check_outcome(case, run_here(b, x, stop_after=120.0), opt, True)  # not reached: runs to the end


def test_stop_at_bound_stops_once_the_dual_bound_reaches_it(gap):
    """``stop_at_bound`` (``exact``'s cutoffs, BOUND_STOP): a bound the search passes at once (0: every
    cost is positive) stops it in both runners, with a sound dual bound at least that high; one above
    the optimum is never reached, and the run proves the optimum as without it."""
    case, b, x, opt = gap
    for runner in (run_here, run):
        out = runner(b, x, stop_at_bound=0.0)
        assert out.status == "Interrupted by user" and out.dual_bound is not None and out.dual_bound >= 0.0
        check_outcome(case, out, opt, False)
        check_outcome(case, runner(b, x, stop_at_bound=opt + 1.0), opt, True)


@settings(max_examples=30, deadline=None, derandomize=True)
@given(covering(), st.sampled_from([0.5, 0.25, 1.5]))
def test_a_cutoff_and_its_bound_stop_say_what_the_cutoff_alone_says(case, below):
    """``exact``'s proof steps (cutoff U - 1/2 and ``stop_at_bound`` at it, BOUND_STOP): with nothing
    below the cutoff, the run with the stop ends "Infeasible" or with a dual bound at the cutoff at
    least — never with less, which would prove less than the run without it. An empty search tree
    reports an infinite dual bound: stopped there, HiGHS said "Interrupted by user" with no bound
    (or the child's last streamed one); it must be left to end "Infeasible" (these small cases never
    call back at an empty tree: the model of the next test does). With a solution below the cutoff,
    the stop never fires and the optimum is proved."""
    opt = brute_force(case)
    if opt is None:
        return
    b, x = build(case)
    for cut in (opt - below, opt + below):
        options = {"objective_bound": cut}
        for runner in (run_here, run):
            out = runner(b, x, options=options, stop_at_bound=cut)
            if cut < opt:
                assert out.status == "Infeasible" or (out.dual_bound is not None and out.dual_bound >= cut - TOL)
                assert out.x is None or out.objective >= opt - TOL
            else:
                check_outcome(case, out, opt, True)


class _FromFile:
    """A model file in the shape of a ``Builder`` (what the runners call: ``highs()``)."""

    def __init__(self, path):
        self.path = str(path)

    def highs(self):
        h = highs_runner.quiet_highs()  # output off already
        h.readModel(self.path)
        return h


def test_the_bound_stop_leaves_an_empty_search_tree_to_end_infeasible():
    """tests/data/bound_stop_empty_tree.mps: the last proof step of ``exact`` on an Adult sample
    (45 rows, k = 5, t = 0.3; test_pattern_pruning's adult samples, the eighth) under cutoff 98.5,
    the optimum being 99. Alone, HiGHS ends "Infeasible" after 166 nodes, its dual bound staying
    below 98.5 until the tree is empty (then +inf). The stop fired at that +inf: "Interrupted by
    user" without a dual bound in this process and with the child's last streamed one (96.64), and
    the exact solver proved only 97 <= OPT. Both runners must now say "Infeasible"."""
    from pathlib import Path

    f = _FromFile(Path(__file__).parent / "data" / "bound_stop_empty_tree.mps")
    h = f.highs()
    cols = np.arange(h.getNumCol())
    options = {"random_seed": 0, "mip_rel_gap": 0.0, "mip_abs_gap": 0.999, "threads": 2, "presolve": "off",
               "mip_heuristic_run_rins": False, "mip_heuristic_run_rens": False,
               "mip_heuristic_run_root_reduced_cost": False, "objective_bound": 98.5}
    for runner in (run_here, run):
        out = runner(f, cols, options=options, stop_at_bound=98.5)
        assert out.status == "Infeasible" or (out.dual_bound is not None and out.dual_bound >= 98.5)
