"""Quasi-identifier discovery (optanon.qid, ``optanon qid``) against brute force.

The oracle (below, no optanon import) projects a table onto every column subset and
decides from the definitions: a subset is identifying when it leaves as many distinct
rows as all columns, k-violating when some row shares its projected values with fewer
than k rows. From those lists: the minimal sets (no proper subset qualifies), the
minimum size, and Sweeney's lemma itself (violating sets are closed under supersets,
so the table is k-anonymous under every subset iff under all columns).

Properties on random small tables (1-12 rows, 1-5 columns, 1-3 values per column and
missing cells, k = 1..4, random column order): ``minimal`` returns a minimal set of the
kind (or status none when no violating set exists), ``minimum`` a set of the minimum
size with status optimal, ``all`` exactly the oracle's minimal sets up to the size
limit; the per-set counts match the oracle; the answers do not depend on row order.
Plus the paper's examples (§4.2, §5.2 — whose walk-through slip the brute force
settles), time limits, and the CLI contract (JSON keys, one-line errors, exit 2).
"""

from __future__ import annotations

import dataclasses
import itertools
import json
import math
import os

import numpy as np
import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from optanon import cli_qid
from optanon.errors import ColumnError, InputError, ParameterError
from optanon.qid import find_qids

SETTINGS = {"deadline": None, "derandomize": not os.environ.get("OPTANON_TEST_EXPLORE"),
            "suppress_health_check": [HealthCheck.too_slow]}


# ---------------------------------------------------------------------------
# the brute-force oracle
# ---------------------------------------------------------------------------


def _key(v):
    return None if v is None or (isinstance(v, float) and math.isnan(v)) else v


def oracle(rows, k):
    """dict with every identifying and every k-violating subset (column-index tuples)."""
    m = len(rows[0])
    full = len({tuple(_key(v) for v in r) for r in rows})
    ident, viol, info = [], [], {}
    for s in range(m + 1):
        for cols in itertools.combinations(range(m), s):
            counts = {}
            for r in rows:
                p = tuple(_key(r[j]) for j in cols)
                counts[p] = counts.get(p, 0) + 1
            sizes = [counts[tuple(_key(r[j]) for j in cols)] for r in rows]
            info[cols] = (len(counts), sum(1 for c in sizes if c == 1), sum(1 for c in sizes if c < k))
            if len(counts) == full:
                ident.append(cols)
            if any(c < k for c in sizes):
                viol.append(cols)
    return {"identifying": ident, "violating": viol, "info": info, "m": m}


def minimal_of(family):
    fam = set(family)
    return sorted((c for c in fam if not any(set(d) < set(c) for d in fam)), key=lambda c: (len(c), c))


def names_to_idx(cols, names):
    return tuple(sorted(names.index(c) for c in cols))


# ---------------------------------------------------------------------------
# random tables
# ---------------------------------------------------------------------------


@st.composite
def tables(draw):
    m = draw(st.integers(1, 5))
    n = draw(st.integers(1, 12))
    domains = [draw(st.lists(st.sampled_from(["a", "b", "c", None]), min_size=1, max_size=3, unique=True)) for _ in range(m)]
    rows = [tuple(draw(st.sampled_from(domains[j])) for j in range(m)) for _ in range(n)]
    names = [f"col{j}" for j in draw(st.permutations(range(m)))]
    k = draw(st.integers(1, min(4, n)))
    return rows, names, k


def frame_of(rows, names):
    return pd.DataFrame([list(r) for r in rows], columns=names, dtype=object)


@settings(max_examples=250, **SETTINGS)
@given(tables(), st.sampled_from(["identifying", "violating"]))
def test_minimal_is_minimal(tab, kind):
    rows, names, k = tab
    ora = oracle(rows, k)
    res = find_qids(frame_of(rows, names), k=k, kind=kind, search="minimal")
    fam = set(ora[kind])
    if not fam:  # only violating sets can be absent: the table is k-anonymous (Prop. 1)
        assert kind == "violating" and res.status == "none" and res.sets == ()
        return
    assert res.status == "minimal" and len(res.sets) == 1
    got = names_to_idx(res.sets[0].columns, names)
    assert got in fam
    assert all(sub not in fam for sub in itertools.combinations(got, len(got) - 1)) if got else True
    # §5.1 order: the descent drops columns from the last to the first
    assert res.sets[0].columns == tuple(c for c in names if c in res.sets[0].columns)


@settings(max_examples=250, **SETTINGS)
@given(tables(), st.sampled_from(["identifying", "violating"]))
def test_minimum_is_minimum(tab, kind):
    rows, names, k = tab
    ora = oracle(rows, k)
    res = find_qids(frame_of(rows, names), k=k, kind=kind, search="minimum")
    fam = set(ora[kind])
    if not fam:
        assert res.status == "none" and res.sets == ()
        return
    best = min(len(c) for c in fam)
    assert res.status == "optimal" and res.lower_bound == best
    got = names_to_idx(res.sets[0].columns, names)
    assert got in fam and len(got) == best


@settings(max_examples=250, **SETTINGS)
@given(tables(), st.sampled_from(["identifying", "violating"]), st.integers(1, 5))
def test_all_minimal_sets(tab, kind, max_size):
    rows, names, k = tab
    ora = oracle(rows, k)
    res = find_qids(frame_of(rows, names), k=k, kind=kind, search="all", max_size=max_size)
    expected = [c for c in minimal_of(ora[kind]) if len(c) <= max_size]
    got = sorted((names_to_idx(s.columns, names) for s in res.sets), key=lambda c: (len(c), c))
    assert got == expected
    if ora[kind]:
        assert res.status == "complete"
    else:
        assert res.status == "none"
    # every reported count, from the oracle
    for s in res.sets:
        assert (s.classes, s.unique_rows, s.violating_rows) == ora["info"][names_to_idx(s.columns, names)]


@settings(max_examples=150, **SETTINGS)
@given(tables())
def test_sweeney_lemma_and_k_anonymous_flag(tab):
    rows, names, k = tab
    ora = oracle(rows, k)
    full = tuple(range(ora["m"]))
    viol = set(ora["violating"])
    # the lemma the whole search relies on: supersets of violating sets violate
    for c in viol:
        assert all(tuple(sorted(set(c) | {j})) in viol for j in full)
    res = find_qids(frame_of(rows, names), k=k, kind="violating", search="minimal")
    assert res.k_anonymous == (full not in viol) == (not viol)
    assert res.classes == ora["info"][full][0] and res.rows == len(rows)


@settings(max_examples=60, **SETTINGS)
@given(tables(), st.randoms(use_true_random=False))
def test_row_order_does_not_matter(tab, rnd):
    rows, names, k = tab
    shuffled = list(rows)
    rnd.shuffle(shuffled)
    frame = frame_of(shuffled, names)
    frame.index = [f"r{i}" for i in rnd.sample(range(100), len(frame))]  # a non-default index
    for kind in ("identifying", "violating"):
        for search in ("minimal", "minimum", "all"):
            a = find_qids(frame_of(rows, names), k=k, kind=kind, search=search)
            b = find_qids(frame, k=k, kind=kind, search=search)
            if search == "minimum":  # one of possibly several minimum sets: compare sizes
                assert [len(s.columns) for s in a.sets] == [len(s.columns) for s in b.sets]
            else:
                assert a.sets == b.sets
            assert a.status == b.status


# ---------------------------------------------------------------------------
# the paper's examples
# ---------------------------------------------------------------------------

BOT = "⊥"
# §4.2: S = {a..e}, c1 = {a,b,c}, c2 = {b,d}, c3 = {c,d}, c4 = {d,e}; rows a..e and ⊥
SEC42 = pd.DataFrame({
    "c1": ["1", "2", "3", BOT, BOT, BOT],
    "c2": [BOT, "2", BOT, "4", BOT, BOT],
    "c3": [BOT, BOT, "3", "4", BOT, BOT],
    "c4": [BOT, BOT, BOT, "4", "5", BOT],
})
# §5.2
SEC52 = pd.DataFrame({
    "a": ["x", "x", "x", "x", "5"],
    "b": ["1", "x", "3", "x", "x"],
    "c": ["x", "2", "x", "4", "x"],
    "d": ["6", "7", "8", "x", "x"],
    "e": ["x", "x", "x", "9", "0"],
})


def test_section_4_2_minimum_is_c1_c4():
    res = find_qids(SEC42, kind="identifying", search="minimum")
    assert res.status == "optimal" and res.sets[0].columns == ("c1", "c4")
    assert res.sets[0].classes == 6 and res.sets[0].unique_rows == 6
    # the paper's counter-example: (c1, c2, c3) leaves the e row and the ⊥ row alike
    assert find_qids(SEC42, ["c1", "c2", "c3"], kind="identifying", search="minimal").classes == 5
    assert [s.columns for s in find_qids(SEC42, kind="identifying", search="all").sets] == [("c1", "c4")]


def test_section_5_2_walkthrough_slip():
    rows = [tuple(r) for r in SEC52.itertuples(index=False)]
    ora = oracle(rows, 2)
    ident = set(ora["identifying"])
    names = list(SEC52.columns)
    idx = {c: names.index(c) for c in names}
    # the text: "the minimum QID is (d, e)" -- a minimum one indeed, of size 2 ...
    assert (idx["d"], idx["e"]) in ident and min(len(c) for c in ident) == 2
    # ... "the algorithm finds (a, b, c)": (a, b, c) identifies, but so does (b, c), so the descent goes on
    assert (idx["a"], idx["b"], idx["c"]) in ident and (idx["b"], idx["c"]) in ident
    res = find_qids(SEC52, kind="identifying", search="minimal")
    assert res.sets[0].columns == ("b", "c")
    res = find_qids(SEC52, kind="identifying", search="minimum")
    assert res.status == "optimal" and len(res.sets[0].columns) == 2
    got = sorted(names_to_idx(s.columns, names) for s in find_qids(SEC52, kind="identifying", search="all").sets)
    assert got == sorted(c for c in minimal_of(ident))


# ---------------------------------------------------------------------------
# edge cases, time limits, Adult
# ---------------------------------------------------------------------------


def test_all_rows_identical_and_k_above_rows():
    frame = pd.DataFrame({"a": ["x"] * 3, "b": ["y"] * 3})
    res = find_qids(frame, kind="identifying", search="minimum")
    assert res.sets[0].columns == () and res.status == "optimal"
    res = find_qids(frame, k=3, kind="violating", search="all")
    assert res.status == "none" and res.k_anonymous
    with pytest.raises(ParameterError, match="larger than the table"):
        find_qids(frame, k=4, kind="violating")
    # identifying sets do not depend on k: k above the rows is answered (every row then in a class < k)
    distinct = pd.DataFrame({"a": ["1", "1", "2"], "b": ["2", "3", "2"]})
    res = find_qids(distinct, k=4, kind="identifying", search="minimum")
    assert res.status == "optimal" and res.sets[0].columns == ("a", "b") and res.sets[0].violating_rows == 3


def _wide_random(n=100, m=16, seed=5):
    rng = np.random.default_rng(seed)
    return pd.DataFrame(rng.integers(0, 2, size=(n, m)).astype(str), columns=[f"q{j}" for j in range(m)])


def test_minimum_identifying_time_limit_is_honest():
    frame = _wide_random()
    res = find_qids(frame, kind="identifying", search="minimum", time_limit=1e-9)
    assert res.status == "timeout"
    s = res.sets[0]
    assert s.classes == res.classes  # the set given is identifying (the greedy descent's)
    assert 1 <= res.lower_bound <= len(s.columns)
    full = find_qids(frame, kind="identifying", search="minimum")
    assert full.status == "optimal" and res.lower_bound <= full.lower_bound == len(full.sets[0].columns) <= len(s.columns)
    # the exact answer is minimal: dropping any column loses identification
    cols = full.sets[0].columns
    for c in cols:
        rest = [x for x in cols if x != c]
        assert frame[rest].drop_duplicates().shape[0] < res.classes


def test_all_and_violating_minimum_time_limit():
    frame = _wide_random(n=200, m=14, seed=6)
    res = find_qids(frame, kind="identifying", search="all", max_size=6, time_limit=1e-9)
    assert res.status == "timeout" and res.stats["sizes_complete"] == 0
    res = find_qids(frame, k=40, kind="violating", search="minimum", time_limit=1e-9)
    assert res.status == "timeout" and res.lower_bound == 1
    assert res.sets[0].violating_rows > 0


def test_adult_qids(tmp_path):
    adult = os.path.join(os.path.dirname(__file__), "..", "data", "adult", "adult.csv")
    res = find_qids(adult, kind="identifying", search="minimum")
    assert res.status == "optimal" and res.rows == 30162 and res.classes == 19502
    # every column is needed: some two people differ in that column only
    assert len(res.sets[0].columns) == 9 == res.lower_bound
    res = find_qids(adult, k=5, kind="violating", search="all", max_size=2)
    assert res.status == "complete" and ("age",) in [s.columns for s in res.sets]
    assert all(len(s.columns) <= 2 and s.violating_rows > 0 for s in res.sets)


def test_api_errors():
    with pytest.raises(ColumnError, match="did you mean"):
        find_qids(SEC52, ["a", "bb"])
    with pytest.raises(ColumnError, match="at least one column"):
        find_qids(SEC52, "")
    with pytest.raises(ParameterError, match="whole number"):
        find_qids(SEC52, k=1.5)
    with pytest.raises(ParameterError, match="--max-size applies to --all"):
        find_qids(SEC52, search="minimum", max_size=2)
    for limit in (0, True, "5", 10**400, float("nan")):  # text and 10**400 ended in a TypeError / OverflowError
        with pytest.raises(ParameterError, match="the time limit must be a positive number of seconds"):
            find_qids(SEC52, search="minimum", time_limit=limit)
    with pytest.raises(ColumnError, match="the columns to search must be a list of names"):
        find_qids(SEC52, 5)
    with pytest.raises(ParameterError, match="unknown kind"):
        find_qids(SEC52, kind="keys")
    for size in (0, -1, True, "3", 2.0):  # a whole number >= 1 (a bool or text is not one)
        with pytest.raises(ParameterError, match="maximum size must be a whole number >= 1"):
            find_qids(SEC52, search="all", max_size=size)
    assert find_qids(SEC52, search="all", max_size=1).max_size == 1
    assert find_qids(SEC52, search="minimum", time_limit=0.5).status == "optimal"  # any positive limit


def test_a_generous_time_limit_is_not_a_timeout():
    """A limit far beyond the search's time changes nothing (a deadline placed before the start had passed
    every test, which accept a timeout's answer)."""
    frame = _wide_random()
    for kind, search in (("identifying", "minimum"), ("violating", "minimum"), ("identifying", "all")):
        timed = find_qids(frame, k=3, kind=kind, search=search, time_limit=600)
        free = find_qids(frame, k=3, kind=kind, search=search)
        assert timed.status == free.status != "timeout" and timed.sets == free.sets, (kind, search)
        assert 0 <= timed.seconds <= 60 and 0 <= free.seconds <= 60  # the run's own seconds


# ---------------------------------------------------------------------------
# the command line
# ---------------------------------------------------------------------------


def test_cli_qid_json(run_cli, tmp_path):
    path = tmp_path / "t.csv"
    SEC52.to_csv(path, index=False)
    status, out, err = run_cli("qid", path, "--identifying", "--all", "--max-size", "2", "--json")
    assert status == 0 and err == ""
    doc = json.loads(out)
    assert {"sets", "status", "kind", "search", "k", "rows", "classes", "lower_bound"} <= set(doc)
    assert doc["status"] == "complete"
    assert all({"columns", "violating_rows", "unique_rows", "classes", "size"} <= set(s) for s in doc["sets"])
    assert ["b", "c"] in [s["columns"] for s in doc["sets"]] and ["d", "e"] in [s["columns"] for s in doc["sets"]]
    status, out, _ = run_cli("qid", path, "--violating", "--minimum", "-k", "2")
    assert status == 0 and "status optimal" in out
    status, out, _ = run_cli("qid", path, "--columns", "b,c")
    assert status == 0 and "{b, c}" in out


def test_the_printed_qid_report(run_cli, tmp_path):
    path = tmp_path / "t.csv"
    SEC52.to_csv(path, index=False)
    head = "5 rows, 5 distinct vectors under all 5 columns; "

    def lines(*argv):
        status, out, err = run_cli("qid", path, *argv)
        assert status == 0 and err == ""
        return out.splitlines()

    assert lines() == [head + "not 2-anonymous",
                       "identifying sets, a minimal set (greedy descent, Yuan §5.1): status minimal",
                       "   2 columns        5 rows in classes < 2        5 unique        5 classes  {b, c}"]
    assert lines("--violating", "--minimum") == [
        head + "not 2-anonymous", "2-violating sets, a minimum set: status optimal",
        "   1 column         1 rows in classes < 2        1 unique        2 classes  {a}"]
    assert lines("--all", "--max-size", "1") == [
        head + "not 2-anonymous", "identifying sets, every minimal set of at most 1 column: status complete",
        "  (none of that size)"]
    assert lines("--violating", "--all", "-k", "1") == [
        head + "1-anonymous under every column subset (Sweeney's lemma)", "1-violating sets, every minimal set: status none",
        "no column set violates 1-anonymity"]
    assert lines("--all", "--max-size", "2")[1:] == [
        "identifying sets, every minimal set of at most 2 columns: status complete",
        *[f"   2 columns        5 rows in classes < 2        5 unique        5 classes  {{{s}}}"
          for s in ("a, d", "b, c", "b, e", "c, d", "d, e")]]
    # stopped: the bound the search proved, and which sizes --all searched completely
    wide = tmp_path / "wide.csv"
    _wide_random(n=200, m=14, seed=6).to_csv(wide, index=False)
    status, out, _ = run_cli("qid", wide, "--violating", "-k", "40", "--minimum", "--time-limit", "1e-9")
    assert status == 0 and out.splitlines()[1] == "40-violating sets, a minimum set: status timeout, lower bound 1 column"
    status, out, _ = run_cli("qid", wide, "--all", "--max-size", "6", "--time-limit", "1e-9")
    assert status == 0 and out.splitlines()[1:] == [
        "identifying sets, every minimal set of at most 6 columns: status timeout",
        "no size searched completely; the sets below are minimal"]
    res = find_qids(_wide_random(n=200, m=14, seed=6), kind="identifying", search="all", max_size=6, time_limit=1e-9)
    for done, text in ((1, "every size up to 1 column"), (3, "every size up to 3 columns")):
        stopped = dataclasses.replace(res, stats=res.stats | {"sizes_complete": done})
        assert cli_qid.format_qid(stopped).splitlines()[2] == text + " searched completely; the sets below are minimal"
    res = find_qids(_wide_random(n=200, m=14, seed=6), kind="identifying", search="minimum", time_limit=1e-9)
    assert cli_qid.format_qid(dataclasses.replace(res, lower_bound=3)).splitlines()[1].endswith(
        "status timeout, lower bound 3 columns")


@pytest.mark.parametrize("argv, message", [
    (["--columns", "a,zz"], "no quasi-identifier column 'zz'"),
    (["-k", "0"], "k must be a whole number >= 1"),
    (["-k", "2.5"], "k must be a whole number >= 1"),
    (["-k", "9", "--violating"], "larger than the table"),
    (["--max-size", "2"], "--max-size applies to --all"),
    (["--all", "--max-size", "0"], "--max-size must be a whole number >= 1"),
    (["--minimum", "--time-limit", "-1"], "time limit"),
    (["--minimum", "--time-limit", "soon"], "time limit"),
    (["--minimum", "--time-limit", "1e400"], "time limit"),  # beyond a float: an OverflowError before
])
def test_cli_qid_errors(run_cli, tmp_path, argv, message):
    path = tmp_path / "t.csv"
    SEC52.to_csv(path, index=False)
    status, out, err = run_cli("qid", path, *argv)
    assert status == 2 and out == ""
    assert err.startswith("optanon: error: ") and message in err and len(err.strip().splitlines()) == 1
    assert "Traceback" not in err


def test_cli_qid_bad_inputs(run_cli, tmp_path):
    empty = tmp_path / "empty.csv"
    empty.write_text("")
    status, _, err = run_cli("qid", empty)
    assert status == 2 and "empty" in err and len(err.strip().splitlines()) == 1
    status, _, err = run_cli("qid", tmp_path / "missing.csv")
    assert status == 2 and "not found" in err
    # mutually exclusive flags: argparse's usage error, exit 2
    path = tmp_path / "t.csv"
    SEC52.to_csv(path, index=False)
    status, _, err = run_cli("qid", path, "--minimal", "--all")
    assert status == 2 and "not allowed with" in err and "Traceback" not in err


def test_input_error_class():
    with pytest.raises(InputError):
        find_qids("/nonexistent/file.csv")


def test_all_minimal_over_the_label_budget(monkeypatch):
    """When the labels kept between levels exceed the budget, sets are recomputed: same answer."""
    from optanon import qid

    rng = np.random.default_rng(11)
    for trial in range(4):
        rows = [tuple(str(x) for x in r) for r in rng.integers(0, 3, size=(25, 6))]
        names = [f"c{j}" for j in range(6)]
        ora = oracle(rows, 3)
        monkeypatch.setattr(qid, "LABEL_BUDGET", 30 * trial)  # 0: nothing kept; then one set or so
        for kind in ("identifying", "violating"):
            res = find_qids(frame_of(rows, names), k=3, kind=kind, search="all")
            got = sorted((names_to_idx(s.columns, names) for s in res.sets), key=lambda c: (len(c), c))
            assert got == minimal_of(ora[kind])


def test_the_hitting_set_ilp_runs_on_the_checked_highs(monkeypatch):
    # the minimum identifying set's ILP ran on SciPy's bundled HiGHS (1.12, presolve off: the setting
    # in which HiGHS before 1.16 called a non-optimal solution optimal, README "HiGHS versions"); it
    # runs on highspy now, whose version optanon checks: with the floor raised above it, it is refused
    from optanon.errors import SetupError
    from optanon.solvers import highs_runner

    frame = _wide_random()
    assert find_qids(frame, kind="identifying", search="minimum").stats["ilp_solves"] >= 1
    monkeypatch.setattr(highs_runner, "MIN_HIGHS", (99, 0))
    monkeypatch.setattr(highs_runner, "_BANNER_SHOWN", False)
    with pytest.raises(SetupError, match="needs highspy"):
        find_qids(frame, kind="identifying", search="minimum")


def test_a_hitting_set_ilp_stopped_with_a_solution_proves_nothing(monkeypatch):
    # HiGHS stopped short (a time limit) with a hitting set in hand: that set is no minimum, and only
    # the ILP's dual bound (rounded up) may become the answer's lower bound. Every ILP here is made to
    # stop with every column chosen and its dual bound one below the true one: had that set been taken
    # for the ILP's optimum, 16 columns would count as proved and the greedy's larger set would be
    # called a minimum
    from optanon.solvers import highs_runner

    frame = _wide_random()
    full = find_qids(frame, kind="identifying", search="minimum")
    assert full.status == "optimal" and full.stats["ilp_solves"] >= 1
    real = highs_runner.run_here

    def stopped(builder, cols, **kw):
        out = real(builder, cols, **kw)
        return highs_runner.Outcome("Time limit reached", False, out.dual_bound - 1, float(len(cols)),
                                    np.ones(len(cols)), out.nodes)

    monkeypatch.setattr(highs_runner, "run_here", stopped)
    res = find_qids(frame, kind="identifying", search="minimum")
    assert res.status == "timeout"
    assert res.lower_bound < full.lower_bound == len(full.sets[0].columns) <= len(res.sets[0].columns)
    assert res.sets[0].classes == res.classes  # the set given identifies (the greedy descent's)


def test_a_timeout_before_any_ilp_bounds_the_minimum_by_one_column():
    # the greedy descent ends at (a, b), but c alone tells every row apart: stopped before any
    # hitting-set ILP, the only bound proved is one column (the rows are not all alike)
    frame = pd.DataFrame({"a": list("0011"), "b": list("0101"), "c": list("0123")})
    assert find_qids(frame, kind="identifying", search="minimal").sets[0].columns == ("a", "b")
    res = find_qids(frame, kind="identifying", search="minimum", time_limit=1e-9)
    assert (res.status, res.lower_bound, res.sets[0].columns) == ("timeout", 1, ("a", "b"))
    full = find_qids(frame, kind="identifying", search="minimum")
    assert (full.status, full.lower_bound, full.sets[0].columns) == ("optimal", 1, ("c",))


def test_k_defaults_to_2_as_documented():
    frame = pd.DataFrame({"a": list("00112"), "b": list("01011"), "c": list("00001")})
    default = find_qids(frame, kind="violating", search="all")
    assert default.k == 2
    assert default.to_dict() | {"seconds": 0} == find_qids(frame, k=2, kind="violating", search="all").to_dict() | {"seconds": 0}
    assert default.to_dict()["sets"] != find_qids(frame, k=3, kind="violating", search="all").to_dict()["sets"]
