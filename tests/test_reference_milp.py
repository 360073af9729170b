"""The independent reference MILP (``reference_milp``): first checked against brute force, then
used as the oracle of optanon's exact method on tables too large for brute force.

``wide_cases`` draws tables of some tens of rows with more columns and values than the brute-force
strategy's (2-5 QI columns of 2-6 skewed values, hierarchies on up to two of them): the MILP's row
types, kernel and least sizes, and the matching method, see tables that are neither all duplicates
nor all distinct. The pruned MILPs seldom run on tables this small; they do on the Adult samples
(``adult_case``). ``tests/fuzz_against_dp.py --oracle ref`` / ``ref-adult`` run the same
comparisons on many more tables.
"""

from __future__ import annotations

import functools
import random
from fractions import Fraction
from pathlib import Path

import pandas as pd
import reference as ref
import reference_milp as rm
import test_exact_solvers as T
from hypothesis import event, given, settings
from hypothesis import strategies as st

from optanon.errors import InfeasibleError
from optanon.solvers import exact


def check_labels(case, labels) -> None:
    """``labels`` (the oracle's partition) satisfies every model, group by group and class by class."""
    for idx in ref.groups_of_labels(labels):
        for spec in case.specs:
            assert T.ref_holds(spec, case.rows, idx, case.sensitive), f"reference MILP: group {idx} fails {spec}"
    released = ref.release(case.rows, case.qi, labels, case.hierarchies, case.costs)["rows"]
    for idx in ref.released_classes(released, case.qi):
        for spec in case.specs:
            assert T.ref_holds(spec, case.rows, idx, case.sensitive), f"reference MILP: class {idx} fails {spec}"


def reference_optimum(case, time_limit=None):
    """The oracle's optimum (None: no release; rm.UNSUPPORTED: a model it cannot pose;
    rm.TIMED_OUT: not proved within ``time_limit``), checked."""
    got = rm.solve(case.rows, case.qi, case.sensitive, case.specs, case.hierarchies, case.costs, sa_domain=T.SA_DOMAIN,
                   time_limit=time_limit)
    if got is None or got in (rm.UNSUPPORTED, rm.TIMED_OUT):
        return got
    cost, labels = got
    check_labels(case, labels)
    return cost


@st.composite
def wide_cases(draw, min_rows=15, max_rows=30, multi_sa=False):
    """Tables of ``min_rows``-``max_rows`` rows, 2-5 QI columns of 2-6 values each (skewed: some
    rows alike, many not), 2-4 sensitive values, the models and hierarchies of ``T.cases``; with
    ``multi_sa`` a second sensitive column ``s2`` (1-4 values)."""
    rnd = random.Random(draw(st.integers(0, 2**32 - 1)))
    n = rnd.randint(min_rows, max_rows)
    m = rnd.randint(2, 5)
    qi = [f"q{j}" for j in range(m)]
    domains = {c: [f"{c}v{v}" for v in range(rnd.randint(2, 6))] for c in qi}
    sa_dom = T.SA_DOMAIN[:rnd.randint(2, 4)]
    rows = []
    for _ in range(n):
        row = {c: rnd.choices(domains[c], weights=[1 / (i + 1) for i in range(len(domains[c]))])[0] for c in qi}
        row[T.SA] = rnd.choice(sa_dom)
        rows.append(row)
    sensitive = [T.SA]
    if multi_sa:
        s2_dom = T.SA_DOMAIN[:rnd.randint(1, 4)]
        for row in rows:
            row["s2"] = rnd.choice(s2_dom)
        sensitive.append("s2")
    combo = draw(st.sampled_from(["k", "k+l", "k+t", "l", "t", "k+l+t"]))
    specs = []
    if "k" in combo:
        specs.append(T.Spec("k", k=draw(st.integers(2, 5))))
    if "l" in combo:
        form = draw(st.sampled_from(["frequency", "distinct"]))
        specs.append(T.Spec("l", l=Fraction(draw(st.sampled_from(["1.5", "2"]) if form == "frequency" else st.just(2))),
                            form=form))
    if "t" in combo:
        specs.append(T.t_spec(draw, T.SA_DOMAIN))
    hierarchies, costs = {}, {}
    for c in draw(st.lists(st.sampled_from(qi), max_size=2, unique=True)):
        hierarchies[c] = draw(T.hierarchy_rows(domains[c], c))
        if draw(st.booleans()):
            height = ref.hierarchy_height(hierarchies[c])
            costs[c] = sorted(draw(st.lists(st.sampled_from([Fraction(0), Fraction(1, 3), Fraction(1, 2), Fraction(1), Fraction(2)]),
                                            min_size=height, max_size=height)))
    return T.Case(rows, qi, specs, hierarchies, costs, sensitive)


@settings(max_examples=120, **T.SETTINGS)
@given(T.cases())
def test_reference_milp_reaches_the_brute_force_optimum(case):
    want = T.brute_force(case)
    got = reference_optimum(case)
    if got == rm.UNSUPPORTED:
        event("unsupported model")
        return
    event("infeasible" if want is None else "optimum > 0" if want else "optimum 0")
    assert got == want, f"reference MILP {got}, brute force {want}"


@settings(max_examples=80, **T.SETTINGS)
@given(T.cases(multi_sa=True))
def test_reference_milp_reaches_the_brute_force_optimum_with_two_sensitive_columns(case):
    want = T.brute_force(case)
    got = reference_optimum(case)
    if got == rm.UNSUPPORTED:
        return
    assert got == want, f"reference MILP {got}, brute force {want}"


@settings(max_examples=60, **T.SETTINGS)
@given(wide_cases())
def test_exact_agrees_with_the_reference_milp(case):
    want = reference_optimum(case)
    event("infeasible" if want is None else "optimum > 0" if want else "optimum 0")
    table, models, cm = case.table(), case.models(), case.cost_model()
    for matching_first in (True, False):
        try:
            res = exact.solve(table, models, cm, matching_first=matching_first)
        except InfeasibleError:
            assert want is None, f"exact says infeasible, the reference MILP releases at cost {want}"
            continue
        assert want is not None, "exact releases where the reference MILP finds no release"
        T.check_optimal(case, res, want)


ADULT_QIS = ["sex", "age", "race", "marital-status", "education", "native-country", "workclass"]


ADULT_DIR = Path(__file__).resolve().parents[1] / "data" / "adult"


@functools.lru_cache(maxsize=None)
def _adult_csv(name: str) -> pd.DataFrame:
    """A file of data/adult, read once (every sample and hierarchy is drawn from the same files)."""
    if name == "adult.csv":
        return pd.read_csv(ADULT_DIR / name, sep=";", dtype=str)
    return pd.read_csv(ADULT_DIR / name, sep=";", header=None, dtype=str)


def adult_case(rnd: random.Random):
    """A sample of 40-100 UCI Adult rows: 3-5 QIs (age and education under their ARX hierarchies
    now and then), k = 2-6 (k = 2 through the matching method), with l = 2 (frequency) on
    occupation, or t = 0.3 (equal) on salary-class, or neither."""
    df = _adult_csv("adult.csv").sample(rnd.randint(40, 100), random_state=rnd.randint(0, 10**6)).reset_index(drop=True)
    qi = rnd.sample(ADULT_QIS, rnd.randint(3, 5))
    kind = rnd.choice(["k", "l", "t"])
    sa = "salary-class" if kind == "t" else "occupation"
    specs = [T.Spec("k", k=rnd.randint(2, 6))]
    if kind == "l":
        specs.append(T.Spec("l", l=Fraction(2), form="frequency"))
    elif kind == "t":
        specs.append(T.Spec("t", t="0.3", metric="equal"))
    rows = [{c: r[c] for c in qi} | {T.SA: r[sa]} for _, r in df.iterrows()]
    hierarchies = {}
    for c in ("age", "education"):
        if c in qi and rnd.random() < 0.4:
            hierarchies[c] = _adult_csv(f"adult_hierarchy_{c}.csv").values.tolist()
    return T.Case(rows, qi, specs, hierarchies, {})


def test_exact_agrees_with_the_reference_milp_on_adult_samples():
    """Real rows, where the pruned MILPs, the kernel and the decomposition run (a few of the
    samples take the pruned path): exact proves the reference's optimum on every one."""
    rnd = random.Random(11)
    pruned = 0
    for _ in range(12):
        case = adult_case(rnd)
        want = reference_optimum(case)
        try:
            res = exact.solve(case.table(), case.models(), case.cost_model())
        except InfeasibleError:
            assert want is None, f"exact says infeasible, the reference MILP releases at cost {want}\n{case}"
            continue
        assert want is not None, f"exact releases where the reference MILP finds no release\n{case}"
        T.check_optimal(case, res, want)
        pruned += bool(res.stats.get("pruned_steps"))
    assert pruned >= 4, pruned


def test_a_refuted_highs_optimum_is_solved_again():
    """An Adult sample (98 rows, k = 2, education under its hierarchy) where HiGHS before 1.16,
    presolve off, calls 383/3 optimal (SciPy 1.17's HiGHS 1.12, and highspy 1.9-1.15.1: checked
    by hand) while the release of its own solution costs 127 (one group of two 'Some-college' rows
    kept under 'Undergraduate'). The oracle must answer 127, and exact prove 127, not 383/3."""
    case = adult_case(random.Random(583952173))
    assert reference_optimum(case) == 127
    for first in (True, False):
        T.check_optimal(case, exact.solve(case.table(), case.models(), case.cost_model(), matching_first=first), 127)


def test_a_fractional_relaxation_whose_completion_costs_more_is_still_proved():
    """An Adult sample (88 rows, 3 QIs, k = 2, frequency l = 2) where the MILP alone (no matching
    first) reaches its proof step branching on patterns: the relaxation (x continuous) bounds 55,
    its completion over the patterns it opens costs 56, the optimum. exact without a time limit
    used to stop there, 'feasible' 56 / 55; now the whole with x integral proves it."""
    case = adult_case(random.Random(1283985352))
    assert reference_optimum(case) == 56
    res = exact.solve(case.table(), case.models(), case.cost_model(), matching_first=False)
    T.check_optimal(case, res, 56)
    assert "whole, x integral" in res.stats["highs_status"]  # the path this test is about
