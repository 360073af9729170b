"""Entropy l-diversity in the pattern MILP (``solvers/entropy_cuts.py``).

The solver is exact only if every row it adds to the MILP holds for every entropy l-diverse
group: the share caps (``top_share``) and the cuts at a failing group's distribution
(``cut_weights``) are checked here against every group of up to 14 rows over up to 5 values,
decided exactly (the reference's ``entropy_at_least``). The solver itself is checked against the
brute force and the subset DP in ``test_exact_solvers.py`` (``test_entropy_*``), and below on a
table where the distinct-l relaxation's optimum is not entropy l-diverse, so that cuts are needed.
"""

from __future__ import annotations

import itertools
from fractions import Fraction
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

import reference as ref
from optanon.core.models import KAnonymity, LDiversity, entropic
from optanon.core.table import Table
from optanon.solvers import entropy_cuts, exact, exact_dp

L_VALUES = [Fraction(3, 2), Fraction(2), Fraction(5, 2), Fraction(3), Fraction(7, 2), Fraction(2) + Fraction(1, 10**9)]


def count_vectors(r, most):
    """Every vector of r counts with a total of 1..most."""
    for c in itertools.product(range(most + 1), repeat=r):
        if 0 < sum(c) <= most:
            yield c


def diverse(c, l) -> bool:
    return ref.entropy_at_least({i: int(x) for i, x in enumerate(c) if x}, l)  # Python ints: c**c overflows int64


def test_entropic_is_the_reference_decision():
    for r in (2, 3, 4):
        for c in count_vectors(r, 12):
            for l in L_VALUES:
                assert entropic(c, l) == diverse(c, l), (c, l)


@pytest.mark.parametrize("r", [2, 3, 4, 5])
def test_top_share_caps_every_diverse_group(r):
    """No entropy l-diverse group over r values has a value in more than top_share(r, l) of its rows;
    on two values at l = 2 the cap is one half (the group (1, 1) reaches it)."""
    most = 14 if r <= 3 else (10 if r == 4 else 8)
    vectors = list(count_vectors(r, most))
    for l in L_VALUES:
        cap = entropy_cuts.top_share(r, l)
        reached = 0.0
        for c in vectors:
            if diverse(c, l):
                share = max(c) / sum(c)
                assert share <= cap, (c, l, cap)
                reached = max(reached, share)
        assert cap - reached < 0.2 or reached == 0.0, (r, l, cap, reached)  # not a cap of 1 everywhere
    assert 0.5 <= entropy_cuts.top_share(2, Fraction(2)) < 0.5 + 1e-5


@pytest.mark.parametrize("r", [2, 3, 4])
def test_cuts_are_valid_and_cut_off_their_group(r):
    """The cut at a failing group's distribution is violated by that group and holds for every entropy
    l-diverse group (a cut that removed one would make the MILP's bound and "optimal" wrong)."""
    most = 12 if r <= 3 else 9
    vectors = [np.array(c) for c in count_vectors(r, most)]
    for l in L_VALUES:
        good = [c for c in vectors if diverse(c, l)]
        bad = [c for c in vectors if not diverse(c, l)]
        assert bad and (good or r < l)
        separated = 0
        for f in bad:
            w = entropy_cuts.cut_weights(f, l)
            if w is None:
                continue
            separated += 1
            assert float(np.dot(w, f)) < 0, (f, l)
            worst = min((float(np.dot(w, g)) for g in good), default=0.0)
            assert worst >= 0, (f, l, worst)
        assert separated == len(bad) or l.denominator > 10**6  # only l a hair above 2 leaves some unseparated


ADULT = Path(__file__).resolve().parents[1] / "data" / "adult" / "adult.csv"


def adult(rows, qi, sa="occupation"):
    frame = pd.read_csv(ADULT, sep=";").head(rows)
    return Table.encode(frame, qi, [sa])


def test_cuts_needed_and_the_dp_optimum_reached():
    """Adult's first 14 rows, QIs sex, race, marital-status, entropy 3-diversity on education: the
    relaxation (distinct 3-diversity with the share caps) has its optimum in groups that are not
    entropy 3-diverse, round after round; the loop ends at the subset DP's optimum, proved."""
    table = adult(14, ["sex", "race", "marital-status"], sa="education")
    models = [LDiversity(3, "entropy")]
    dp = exact_dp.solve(table, models)
    res = exact.solve(table, models)
    assert res.status == "optimal" and res.cost == res.lower_bound == dp.cost
    assert res.stats["entropy_cut_rounds"] >= 5 and res.stats["entropy_cuts"] >= 5, res.stats
    assert exact.satisfies(table, models, res.release.labels)


def test_time_limit_gives_a_verified_release_and_a_bound():
    """With a time limit too short for a proof: a release that passes, a bound below it, 'feasible'."""
    table = adult(600, ["sex", "age", "race", "marital-status", "education", "native-country"])
    models = [LDiversity(3, "entropy"), KAnonymity(3)]
    res = exact.solve(table, models, time_limit=3)
    assert exact.satisfies(table, models, res.release.labels)
    assert res.lower_bound <= res.cost
    assert res.status == ("optimal" if res.lower_bound == res.cost else "feasible")
    assert res.lower_bound > 0  # the per-row bound at least (groups of 3 or more rows)


def test_beyond_the_milp(monkeypatch):
    """A MILP too large to build: on at most 16 rows the subset DP (proved), beyond it the greedy
    clustering with its failing groups merged and the per-row bound: a verified release either way."""
    monkeypatch.setattr(exact, "MAX_PAIRS", 10)
    models = [LDiversity(2, "entropy"), KAnonymity(2)]
    small = adult(14, ["sex", "race", "marital-status"])
    res = exact.solve(small, models)
    assert res.status == "optimal" and res.cost == exact_dp.solve(small, models).cost
    assert res.stats["solution_from"] == "subset DP (exact_dp)"
    table = adult(60, ["sex", "age", "race", "marital-status"])
    res = exact.solve(table, models, time_limit=5)
    assert res.stats["milp"].startswith("not built")
    assert exact.satisfies(table, models, res.release.labels)
    assert 0 < res.lower_bound <= res.cost
