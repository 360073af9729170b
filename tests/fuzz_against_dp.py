"""Fuzzing every method against the subset DP on tables a little larger than the hypothesis tests'.

Not collected by pytest (no ``test_`` prefix): a long audit run by hand, e.g.
``python tests/fuzz_against_dp.py --seed 5 --rows 10-14 --minutes 20``.

Each table has 10-16 rows, 2-4 QIs of up to 4 values, random models (k; l frequency, distinct,
recursive, entropy; t under the equal and ordered metrics) and, on some columns, hierarchies
with custom level costs (built as in ``test_exact_solvers``). The oracle is ``exact_dp`` (itself
checked against the brute force of ``test_exact_solvers`` on up to 8 rows), its release checked
by the reference. Every method runs twice, with a random short time limit (0.05, 0.2 or 1 s: the
deadline paths) and without one; each answer must be a release the reference verifies, with
bound <= optimum <= cost and status ``optimal`` exactly when bound = cost. Prints each
violation with its table, and the count at the end (exit status 1 if any).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import reference as ref  # noqa: E402
import test_exact_solvers as T  # noqa: E402

from optanon.errors import InfeasibleError, ParameterError  # noqa: E402
from optanon.solvers import approx_m, exact, exact_dc, exact_dp, lns, matching, set_cover  # noqa: E402

DOMAIN = ["x0", "x1", "x2", "x3"]


def random_case(rnd: random.Random, rows: tuple[int, int]) -> T.Case:
    n = rnd.randint(*rows)
    qi = [f"q{j}" for j in range(rnd.choice([2, 3, 3, 4]))]
    qi_dom = {c: DOMAIN[:rnd.choice([2, 3, 3, 4])] for c in qi}
    sa_dom = T.SA_DOMAIN[:rnd.choice([2, 3, 4, 4])]
    table = [{**{c: rnd.choice(qi_dom[c]) for c in qi}, T.SA: rnd.choice(sa_dom)} for _ in range(n)]
    combo = rnd.choice(["k", "l", "t", "k+l", "k+t", "l+t", "k+l+t"])
    specs = []
    if "k" in combo:
        specs.append(T.Spec("k", k=rnd.choice([2, 2, 3, 4])))
    if "l" in combo:
        form = rnd.choice(["frequency", "distinct", "recursive", "entropy"])
        if form == "frequency":
            specs.append(T.Spec("l", l=Fraction(rnd.choice(["1.5", "2", "3"])), form=form))
        elif form == "distinct":
            specs.append(T.Spec("l", l=Fraction(rnd.choice([2, 3])), form=form))
        elif form == "entropy":
            specs.append(T.Spec("l", l=Fraction(rnd.choice(["1.5", "2"])), form=form))
        else:
            specs.append(T.Spec("l", l=Fraction(rnd.choice([2, 3])), form=form, c=Fraction(rnd.choice([1, 2, 3]))))
    if "t" in combo:
        specs.append(T.Spec("t", t=rnd.choice(["0.1", "0.25", "0.5"]), metric=rnd.choice(["equal", "ordered"])))
    hierarchies, costs = {}, {}
    for c in rnd.sample(qi, rnd.choice([0, 0, 1, 2])):
        chains, nodes = [[leaf] for leaf in DOMAIN], list(DOMAIN)
        for level in range(1, rnd.randint(1, 3)):
            k = rnd.randint(1, len(nodes))
            up = {node: f"{c}L{level}n{rnd.randrange(k)}" for node in nodes}
            for chain in chains:
                chain.append(up[chain[-1]])
            nodes = sorted(set(up.values()))
        if rnd.random() < 0.5:
            for chain in chains:
                chain.append("*")
        hierarchies[c] = chains
        if rnd.random() < 0.5:
            costs[c] = sorted(rnd.choice([Fraction(0), Fraction(1, 3), Fraction(1), Fraction(2)])
                              for _ in range(ref.hierarchy_height(chains)))
    return T.Case(table, qi, specs, hierarchies, costs)


def methods(table, models, cm):
    return [("exact", lambda tl: exact.solve(table, models, cm, time_limit=tl)),
            ("exact, MILP only", lambda tl: exact.solve(table, models, cm, time_limit=tl, matching_first=False)),
            ("lns", lambda tl: lns.solve(table, models, cm, time_limit=tl or 2)),
            ("matching", lambda tl: matching.solve(table, models, cm, time_limit=tl)),
            ("approx-m", lambda tl: approx_m.solve(table, models, cm, time_limit=tl)),
            ("set-cover", lambda tl: set_cover.solve(table, models, cm, time_limit=tl)),
            ("exact-dc", lambda tl: exact_dc.solve(table, models, cm, time_limit=tl))]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--rows", default="10-14", help="least-most rows per table (default 10-14)")
    ap.add_argument("--minutes", type=float, default=10.0)
    args = ap.parse_args()
    rows = tuple(int(x) for x in args.rows.split("-"))
    stop = time.time() + 60 * args.minutes
    bad = tables = runs = 0
    while time.time() < stop:
        rnd = random.Random(args.seed * 100_000 + tables)
        case = random_case(rnd, rows)
        tables += 1
        table, models, cm = case.table(), case.models(), case.cost_model()
        try:
            oracle = exact_dp.solve(table, models, cm)
            T.check_release(case, oracle)
            opt = oracle.cost
        except InfeasibleError:
            opt = None
        for name, run in methods(table, models, cm):
            for limit in (rnd.choice([0.05, 0.2, 1.0]), None):
                try:
                    res = run(limit)
                except InfeasibleError:
                    if opt is not None:
                        bad += 1
                        print(f"{name}, limit {limit}: says infeasible, optimum {opt}\n{case}", flush=True)
                    continue
                except ParameterError:  # the method refuses these models (e.g. matching beyond k = 2)
                    continue
                except Exception:  # noqa: BLE001 -- reported, the audit goes on
                    bad += 1
                    print(f"{name}, limit {limit}: crashed\n{case}\n{traceback.format_exc()}", flush=True)
                    continue
                runs += 1
                try:
                    assert opt is not None, "a release where the DP finds none"
                    T.check_release(case, res)
                    assert res.lower_bound <= opt <= res.cost, (res.lower_bound, opt, res.cost, res.status)
                    assert (res.status == "optimal") == (res.lower_bound == res.cost), (res.status, res.lower_bound, res.cost)
                except AssertionError as exc:
                    bad += 1
                    print(f"{name}, limit {limit}: {exc!r}\n{case}", flush=True)
        if tables % 50 == 0:
            print(f"{tables} tables, {runs} answers checked, {bad} wrong", flush=True)
    print(f"done: {tables} tables, {runs} answers checked, {bad} wrong")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
