"""Fuzzing every method against the subset DP on tables a little larger than the hypothesis tests'.

Not collected by pytest (no ``test_`` prefix): a long audit run by hand, e.g.
``python tests/fuzz_against_dp.py --seed 5 --rows 10-14 --examples 500``.

The tables come from the strategy of ``test_exact_solvers`` (``cases``: every model, every
t-closeness metric, hierarchies with custom level costs), here with ``--rows`` rows (10-14 by
default). The oracle is ``exact_dp`` (itself checked against that module's brute force on up to
8 rows), its release checked by the reference. Every method runs twice, with a random short time limit (0.05, 0.2 or
1 s: the deadline paths) and without one; each answer must be a release the reference verifies,
with bound <= optimum <= cost and status ``optimal`` exactly when bound = cost, and every exact
method (``exact``, the MILP alone, ``exact-dc``) without a time limit must prove the optimum. Hypothesis stops
at the first violation, shrinks it and prints the smallest table it finds (exit status 1).

``--oracle exact`` takes tables beyond the DP (e.g. ``--rows 20-60``, where repeated rows reach
the kernel's threshold): the oracle is then the exact MILP without a time limit, which must say
``optimal``, and every other method (not the exponential ``exact-dc``) checks it in turn: none
may release cheaper than its optimum or prove a bound above it.

``--oracle ref`` draws wider tables (``test_reference_milp.wide_cases``: 2-5 QI columns of 2-6
skewed values; e.g. ``--rows 20-60``) and takes the optimum from ``reference_milp``, a MILP over
single rows written from the definitions without optanon (SciPy's HiGHS): every method is checked
against it, and exact without a time limit must prove that optimum. Tables with a model the
reference cannot pose (recursive / entropy l-diversity), or cannot settle within REFERENCE_SECONDS,
are skipped and counted. ``--oracle ref-adult`` does the same on samples of 40-100 UCI Adult rows
(``test_reference_milp.adult_case``; ``--rows`` unused). ``--matching-cases`` draws the tables of
``test_matching`` instead (2-anonymity / frequency 2-diversity with hierarchies; ``--rows``), the
cases of ``matching`` and ``simplex-matching`` (up to 60 rows).

``--entropy`` puts entropy l-diversity on every table (the MILP poses it through its entropy cuts,
``solvers/entropy_cuts.py``), with the dp oracle.

``--multi-sa`` gives every table a second sensitive column (``--sensitive s,s2``: every l / t model
must hold on each), with the dp, exact or ref oracle; ``--per-column`` with it puts each l / t model
on s, on s2 or on both (``columns=``, the Python API's restriction), with the dp or exact oracle.

``--large-paths`` runs, instead of every method, ``exact`` (MILP first) down each of the paths it
takes only on large MILPs (``LARGE_PATHS``: lns beside HiGHS, lns first, the ascent's pruning under
k, with its walk at once (no step for a release first), the LP-guided sub-MILP under l / t, every
HiGHS run in a second process), and with x integral (``BRANCH_ON_PATTERNS`` off), forced on these
tables: the test suite forces them on tables of up to 8 rows; here they meet the oracle's tables
(e.g. ``--oracle ref-adult``). Each answer is checked the same way, and without a time limit it must
prove.

``--matching-windows`` draws windows of consecutive UCI Adult rows (``--rows`` rows, e.g. 120-700;
5-8 QIs, age and education under their ARX hierarchies now and then; 2-anonymity or frequency
2-diversity on occupation), where the rounding of ``matching``'s LP misses and its pruned problems
decide, and runs ``matching`` with and without its odd-set cuts and its repair (``MATCHING_PATHS``:
without them the LP bound lies lower and the pruned problems do the proving). The oracle is the
pattern MILP (``exact`` with ``matching_first=False``, at most REFERENCE_SECONDS; a window it
does not prove is skipped and counted). Each path runs with a short limit and with REFERENCE_SECONDS
(not without one: without its cuts a pruned problem of a 1,000-row window can keep HiGHS busy for
half an hour).

``--log`` prints each table (for windows, which Adult rows) and each answer (method, limit, status,
cost / bound, seconds) to stderr as it comes, so that a long run shows where it is.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import reference_milp as rm  # noqa: E402
import test_exact_solvers as T  # noqa: E402
import test_matching as M  # noqa: E402
import test_reference_milp as R  # noqa: E402
import pytest  # noqa: E402
from hypothesis import HealthCheck, given, seed, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from optanon.errors import InfeasibleError, ParameterError  # noqa: E402
from optanon.solvers import approx_m, exact, exact_dc, exact_dp, lns, matching, set_cover, simplex_matching  # noqa: E402


# exact's settings for the paths it takes only on large MILPs (module constants of ``exact``)
_BESIDE = {"LNS_ABOVE": -1, "LNS_ABOVE_NO_START": -1, "LNS_SECONDS": 1.0, "ASCENT_PRUNING": False}
LARGE_PATHS = {
    "exact, lns beside": _BESIDE,
    "exact, lns first": _BESIDE | {"LNS_ALONE_ABOVE": -1},
    "exact, ascent pruning": _BESIDE | {"ASCENT_PRUNING": True, "ASCENT_ABOVE": -1},
    "exact, ascent pruning, walk at once": _BESIDE | {"ASCENT_PRUNING": True, "ASCENT_ABOVE": -1,
                                                      "ASCENT_RELEASE_SECONDS": 0.0},
    "exact, lp-guided": _BESIDE | {"LP_GUIDED_MIN": 0.0, "MILP_AFTER_LP": 1e9},
    "exact, LP too slow for the cut loop": {"CUT_SHARE": 0.0, "CUT_SECONDS": 0.0, "LNS_SECONDS": 1.0},
    "exact, lns after the steps for a release": {"LATE_LNS_MIN": 0.0, "PRUNE_USEFUL": 1.0},
    "exact, out of process": {"IN_PROCESS_COLUMNS": 0},
    "exact, x integral": {"BRANCH_ON_PATTERNS": False},
}

def _no_cuts(lp):
    return []


def _no_repair(*args, **kwargs):
    return None


# matching's own proving paths: without odd-set cuts or repair the pruned problems carry the proof
MATCHING_PATHS = {
    "matching": {},
    "matching, no odd-set cuts": {"_odd_cuts": _no_cuts},
    "matching, no repair": {"repair": _no_repair},
    "matching, neither": {"_odd_cuts": _no_cuts, "repair": _no_repair},
}

REFERENCE_SECONDS = 300  # a table the reference MILP cannot settle in this time is skipped (counted)


def patched(module, settings, solve):
    """solve(time_limit) run with the module's attributes set as ``settings`` says (restored after)."""
    def run(tl):
        with pytest.MonkeyPatch.context() as mp:
            for attr, value in settings.items():
                mp.setattr(module, attr, value)
            return solve(tl)
    return run


def forced(name, settings, table, models, cm):
    return name, patched(exact, settings, lambda tl: exact.solve(table, models, cm, time_limit=tl, matching_first=False))


def forced_matching(name, patches, table, models, cm):
    return name, patched(matching, patches, lambda tl: matching.solve(table, models, cm, time_limit=tl))


def adult_window_case(rnd: random.Random, least: int, most: int):
    """Consecutive UCI Adult rows (least-most of them), 5-8 QIs, age / education under their ARX
    hierarchies now and then, k = 2 or frequency l = 2 on occupation: matching's scope."""
    adult = R._adult_csv("adult.csv")
    rows = rnd.randint(least, most)
    start = rnd.randrange(0, len(adult) - rows)
    qi = rnd.sample(R.ADULT_QIS + ["salary-class"], rnd.randint(5, 8))
    specs = [T.Spec("k", k=2)] if rnd.random() < 0.5 else [T.Spec("l", l=Fraction(2), form="frequency")]
    window = adult.iloc[start:start + rows]
    hierarchies = {c: R._adult_csv(f"adult_hierarchy_{c}.csv").values.tolist()
                   for c in ("age", "education") if c in qi and rnd.random() < 0.3}
    case = T.Case([{c: r[c] for c in qi} | {T.SA: r["occupation"]} for _, r in window.iterrows()], qi, specs,
                  hierarchies, {})
    case.origin = f"Adult rows {start}-{start + rows - 1}"  # for --log
    return case


def methods(table, models, cm, oracle="dp", large_paths=False):
    if oracle == "milp":
        return [forced_matching(name, patches, table, models, cm) for name, patches in MATCHING_PATHS.items()]
    if large_paths:
        return [forced(name, settings, table, models, cm) for name, settings in LARGE_PATHS.items()]
    every = [("exact", lambda tl: exact.solve(table, models, cm, time_limit=tl)),
             ("exact, MILP only", lambda tl: exact.solve(table, models, cm, time_limit=tl, matching_first=False)),
             ("lns", lambda tl: lns.solve(table, models, cm, time_limit=tl or 2)),
             ("matching", lambda tl: matching.solve(table, models, cm, time_limit=tl)),
             ("simplex-matching", lambda tl: simplex_matching.solve(table, models, cm, time_limit=tl)),
             ("approx-m", lambda tl: approx_m.solve(table, models, cm, time_limit=tl)),
             ("set-cover", lambda tl: set_cover.solve(table, models, cm, time_limit=tl)),
             ("exact-dc", lambda tl: exact_dc.solve(table, models, cm, time_limit=tl))]
    # against the MILP's optimum (tables beyond the DP's reach) the exponential D&C is left out and
    # the MILP itself is checked by the others: none may find a cheaper release or prove a higher bound
    return every if oracle == "dp" else every[:-1]


def optimum(table, models, cm, case, oracle):
    """The oracle's optimum (None: no partition is feasible; rm.UNSUPPORTED / rm.TIMED_OUT: the
    reference MILP cannot pose a model / did not settle within REFERENCE_SECONDS)."""
    if oracle.startswith("ref"):
        return R.reference_optimum(case, time_limit=REFERENCE_SECONDS)
    if oracle == "milp":  # the pattern MILP, never handed to matching
        try:
            res = exact.solve(table, models, cm, time_limit=REFERENCE_SECONDS, matching_first=False)
        except InfeasibleError:
            return None
        T.check_release(case, res)
        return res.cost if res.status == "optimal" else rm.TIMED_OUT
    try:
        res = (exact_dp if oracle == "dp" else exact).solve(table, models, cm)
    except InfeasibleError:
        return None
    T.check_release(case, res)
    assert res.status == "optimal" and res.lower_bound == res.cost, ("oracle", res.status, res.lower_bound, res.cost)
    return res.cost


def check_every_method(case, limits: random.Random, tally: dict, oracle: str = "dp", large_paths=False,
                       log=None) -> None:
    table, models, cm = case.table(), case.models(), case.cost_model()
    started = time.perf_counter()
    opt = optimum(table, models, cm, case, oracle)
    if log:
        log(f"table: {getattr(case, 'origin', '')} {len(case.rows)} rows, QIs {','.join(case.qi)}, {case.specs}, hierarchies "
            f"{sorted(case.hierarchies) or 'none'}; optimum {opt} ({time.perf_counter() - started:.1f} s)")
    if opt in (rm.UNSUPPORTED, rm.TIMED_OUT):
        tally["skipped"] = tally.get("skipped", 0) + 1
        return
    tally["tables"] += 1
    for name, run in methods(table, models, cm, oracle, large_paths):
        # matching's paths without odd-set cuts can leave a pruned problem HiGHS works at for over
        # half an hour on a window of 1,000+ rows: there "no limit" is REFERENCE_SECONDS
        for limit in (limits.choice([0.2, 1.0, 3.0] if large_paths else [0.05, 0.2, 1.0]),
                      REFERENCE_SECONDS if oracle == "milp" else None):
            started = time.perf_counter()
            try:
                res = run(limit)
                if log:
                    log(f"  {name}, limit {limit}: {res.status} {res.cost} / {res.lower_bound} "
                        f"({time.perf_counter() - started:.1f} s)")
            except InfeasibleError:
                assert opt is None, f"{name}, limit {limit}: says infeasible, optimum {opt}"
                continue
            except ParameterError:  # the method refuses these models (e.g. matching beyond k = 2)
                continue
            tally["answers"] += 1
            assert opt is not None, f"{name}, limit {limit}: a release where the DP finds none"
            T.check_release(case, res)
            assert res.lower_bound <= opt <= res.cost, (name, limit, res.lower_bound, opt, res.cost, res.status)
            T.check_stats_bounds(res, opt, (name, limit))  # the bounds the statistics show, as a reader takes them
            assert (res.status == "optimal") == (res.lower_bound == res.cost), (name, limit, res.status)
            if limit is None and name.startswith("exact"):  # an exact method without a time limit proves
                assert res.status == "optimal" and res.cost == opt, (name, res.status, res.cost, opt)
            if "delta" in res.stats:  # matching's pruned problems ran (the answers they settled, counted)
                tally["pruned"] = tally.get("pruned", 0) + 1
    if tally["tables"] % 50 == 0:
        print(f"{tally['tables']} tables, {tally['answers']} answers checked", flush=True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--rows", default="10-14", help="least-most rows per table (default 10-14)")
    ap.add_argument("--examples", type=int, default=200, help="tables to try (default 200)")
    ap.add_argument("--oracle", choices=["dp", "exact", "ref", "ref-adult"], default="dp",
                    help="dp: the subset DP (up to 16 rows); exact: the MILP without a time limit, for larger tables; "
                         "ref: the independent reference MILP (tests/reference_milp.py) on wider tables; "
                         "ref-adult: the same on samples of Adult rows")
    ap.add_argument("--matching-cases", action="store_true",
                    help="draw test_matching's tables (k = 2 / frequency l = 2, hierarchies): the cases of the two "
                         "matching methods, which the default tables rarely hit")
    ap.add_argument("--matching-windows", action="store_true",
                    help="windows of consecutive Adult rows (--rows, e.g. 120-700) under k = 2 / frequency l = 2: "
                         "matching with and without its odd-set cuts and repair, against the pattern MILP")
    ap.add_argument("--large-paths", action="store_true",
                    help="exact alone, down each path it takes only on large MILPs (lns beside or first, the ascent's "
                         "pruning, the LP-guided sub-MILP, HiGHS in a second process) and with x integral, forced on "
                         "these tables")
    ap.add_argument("--multi-sa", action="store_true",
                    help="a second sensitive column on every table (every l / t model holds on each); with the dp, "
                         "exact or ref oracle")
    ap.add_argument("--per-column", action="store_true",
                    help="with --multi-sa: each l / t model on s, on s2 or on both (columns=); with the dp or exact oracle")
    ap.add_argument("--entropy", action="store_true",
                    help="entropy l-diversity on every table (with k or t besides, at times): the MILP's entropy cuts "
                         "(solvers/entropy_cuts.py) against the DP; with the dp oracle")
    ap.add_argument("--log", action="store_true",
                    help="print each table and each answer (method, limit, status, cost / bound, seconds) to stderr "
                         "as it comes: a long run shows where it is")
    args = ap.parse_args()
    if args.entropy and (args.oracle != "dp" or args.matching_cases):
        ap.error("--entropy goes with --oracle dp (the reference MILP cannot pose entropy l-diversity)")
    if args.multi_sa and (args.oracle == "ref-adult" or args.matching_cases):
        ap.error("--multi-sa goes with --oracle dp, exact or ref (not ref-adult, nor --matching-cases)")
    if args.per_column and (not args.multi_sa or args.oracle not in ("dp", "exact")):
        ap.error("--per-column goes with --multi-sa and --oracle dp or exact")
    if args.matching_windows and (args.matching_cases or args.large_paths or args.multi_sa or args.entropy
                                  or args.oracle != "dp"):
        ap.error("--matching-windows goes alone (its oracle is the pattern MILP)")
    least, most = (int(x) for x in args.rows.split("-"))
    limits, tally = random.Random(args.seed), {"tables": 0, "answers": 0}
    if args.matching_windows:
        args.oracle = "milp"

    strategy = (st.integers(0, 2**32 - 1).map(lambda s: adult_window_case(random.Random(s), least, most))
                if args.matching_windows
                else M.matching_cases(min_rows=least, max_rows=most) if args.matching_cases
                else R.wide_cases(min_rows=least, max_rows=most, multi_sa=args.multi_sa) if args.oracle == "ref"
                else st.integers(0, 2**32 - 1).map(lambda s: R.adult_case(random.Random(s))) if args.oracle == "ref-adult"
                else T.cases(min_rows=least, max_rows=most, multi_sa=args.multi_sa, entropy=args.entropy,
                             per_column=args.per_column))

    @seed(args.seed)
    @settings(max_examples=args.examples, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(strategy)
    def audit(case):
        check_every_method(case, limits, tally, args.oracle, args.large_paths,
                           log=(lambda line: print(line, file=sys.stderr, flush=True)) if args.log else None)

    try:
        audit()
    except Exception as exc:  # noqa: BLE001 -- hypothesis has printed the smallest failing table
        print(f"wrong after {tally['tables']} tables: {exc!r}")
        return 1
    skipped = f", {tally['skipped']} tables skipped (a model the reference MILP cannot pose, or {REFERENCE_SECONDS} s " \
              "not enough for it)" if tally.get("skipped") else ""
    retried = f", {len(rm.RETRIED)} reference optima refuted by their own release and solved again with presolve " \
              f"(HiGHS before 1.16)" if rm.RETRIED else ""
    pruned = f", {tally['pruned']} of them through matching's pruned problems" if tally.get("pruned") else ""
    print(f"done: {tally['tables']} tables, {tally['answers']} answers checked{pruned}, none wrong{skipped}{retried}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
