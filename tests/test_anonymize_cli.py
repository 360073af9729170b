"""`optanon anonymize` (minimal form): the JSON contract, the release file, bad input."""

import json
from fractions import Fraction
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

ADULT = Path(__file__).resolve().parents[1] / "data" / "adult" / "adult.csv"
QI = "--qi=zipcode,age,sex,education"


def test_exact_release_json_and_file(run_cli, example, tmp_path):
    out = tmp_path / "rel.csv"
    status, stdout, err = run_cli("anonymize", example, QI, "--sensitive", "disease", "-k", "3", "--method", "exact", "-o", out, "--json")
    assert status == 0, err
    d = json.loads(stdout)
    for key in ("cost", "suppressed_cells", "lower_bound", "status", "method", "seconds"):
        assert key in d
    assert d["status"] == "optimal" and d["cost"] == d["lower_bound"] == 24 and d["method"] == "exact"
    assert d["cost_exact"] == d["lower_bound_exact"] == "24"
    from importlib.metadata import version
    assert d["stats"]["highspy"] == version("highspy")  # the solver behind the proof
    rel = pd.read_csv(out, dtype=str, keep_default_na=False)
    src = pd.read_csv(example, dtype=str, keep_default_na=False)
    assert list(rel.columns) == list(src.columns) and len(rel) == len(src)
    # rows in the same order: every cell is its input value or '*'
    assert ((rel == src) | (rel == "*")).all().all()
    assert (rel["disease"] == src["disease"]).all()
    assert int((rel == "*").sum().sum()) == d["suppressed_cells"]


@pytest.mark.parametrize("method", ["exact", "exact-dp", "exact-dc", "auto"])
def test_methods_agree_on_example(run_cli, example, tmp_path, method):
    status, stdout, _ = run_cli("anonymize", example, QI, "--sensitive", "disease", "-l", "2", "--method", method, "-o", tmp_path / "r.csv", "--json")
    d = json.loads(stdout)
    assert status == 0 and d["status"] == "optimal" and d["cost"] == 26


def test_without_k_means_k1(run_cli, example, tmp_path):
    status, stdout, _ = run_cli("anonymize", example, QI, "-o", tmp_path / "r.csv", "--json")
    assert status == 0 and json.loads(stdout)["cost"] == 0


def test_parquet_output(run_cli, example, tmp_path):
    out = tmp_path / "r.parquet"
    status, _, _ = run_cli("anonymize", example, QI, "-k", "2", "-o", out)
    assert status == 0 and len(pd.read_parquet(out)) == 10


def test_adult_four_qis_optimal(run_cli, tmp_path):
    out = tmp_path / "adult.csv"
    status, stdout, err = run_cli("anonymize", ADULT, "--qi", "sex,race,marital-status,salary-class", "-k", "10", "--method", "exact", "-o", out, "--json")
    assert status == 0, err
    d = json.loads(stdout)
    assert d["status"] == "optimal" and d["lower_bound"] == d["cost"]
    status, _, _ = run_cli("check", out, "--qi", "sex,race,marital-status,salary-class", "-k", "10")
    assert status == 0


def test_adult_hierarchies(run_cli, tmp_path):
    h = ADULT.parent
    args = ["--hierarchy", f"age={h / 'adult_hierarchy_age.csv'}", "--hierarchy", f"education={h / 'adult_hierarchy_education.csv'}"]
    df = pd.read_csv(ADULT, sep=";", dtype=str).head(300)
    src = tmp_path / "a.csv"
    df.to_csv(src, index=False)
    out = tmp_path / "r.csv"
    status, stdout, err = run_cli("anonymize", src, "--qi", "sex,age,education", "-k", "5", *args, "-o", out, "--json")
    assert status == 0, err
    d = json.loads(stdout)
    assert d["status"] == "optimal"
    # levels cost fractions of a cell: the exact figures are given as text beside the floats
    cost, bound = Fraction(d["cost_exact"]), Fraction(d["lower_bound_exact"])
    assert cost == bound and cost.denominator > 1 and float(cost) == d["cost"] == d["lower_bound"]
    rel = pd.read_csv(out, dtype=str)
    assert rel["age"].str.contains("-").any() or (rel["age"] == "*").any()  # generalized ages appear as bands


def test_infeasible_l_diversity_exit_2_and_no_file(run_cli, tmp_path):
    out = tmp_path / "r.csv"
    status, stdout, err = run_cli("anonymize", ADULT, "--qi", "sex,race", "--sensitive", "salary-class", "-l", "2", "-o", out)
    assert status == 2 and "75%" in err and not out.exists()
    assert list(tmp_path.iterdir()) == []  # no temporary file left either


def test_output_equal_to_input(run_cli, example, tmp_path):
    src = tmp_path / "in.csv"
    src.write_text(example.read_text())
    status, _, err = run_cli("anonymize", src, QI, "-k", "2", "-o", src)
    assert status == 2 and "is the input" in err
    assert src.read_text() == example.read_text()


def test_output_directory_missing(run_cli, example, tmp_path):
    status, _, err = run_cli("anonymize", example, QI, "-k", "2", "-o", tmp_path / "nope" / "r.csv")
    assert status == 2 and "does not exist" in err


@pytest.mark.parametrize("limit", ["0", "-5", "soon"])
def test_bad_time_limit(run_cli, example, tmp_path, limit):
    status, _, err = run_cli("anonymize", example, QI, "-k", "2", "--time-limit", limit, "-o", tmp_path / "r.csv")
    assert status == 2 and "time limit" in err and not (tmp_path / "r.csv").exists()


def test_k_larger_than_table(run_cli, example, tmp_path):
    status, _, err = run_cli("anonymize", example, QI, "-k", "11", "-o", tmp_path / "r.csv")
    assert status == 2 and "larger than the table" in err


def test_entropy_with_exact_milp(run_cli, example, tmp_path):
    """Entropy l-diversity through the MILP's entropy cuts: on the example (10 rows) the subset DP's
    optimum, proved; on 40 rows of Adult ``auto`` picks it, and `optanon check` finds the release
    entropy 2-diverse; lns cannot pose it and says which method can."""
    out = {}
    for method in ("exact", "exact-dp"):
        status, text, err = run_cli("anonymize", example, QI, "--sensitive", "disease", "-l", "2", "--l-form", "entropy",
                                    "--method", method, "-o", tmp_path / f"{method}.csv", "--json")
        assert status == 0, err
        out[method] = json.loads(text)
        assert out[method]["status"] == "optimal"
    assert out["exact"]["cost"] == out["exact-dp"]["cost"] > 0
    adult = tmp_path / "adult40.csv"
    pd.read_csv(ADULT, sep=";").head(40).to_csv(adult, index=False)
    spec = ["--qi", "sex,age,race", "--sensitive", "occupation", "-l", "2", "--l-form", "entropy"]
    status, text, err = run_cli("anonymize", adult, *spec, "-o", tmp_path / "a.csv", "--json")
    assert status == 0, err
    got = json.loads(text)
    assert got["method"] == "exact" and got["status"] == "optimal" and got["lower_bound"] == got["cost"] > 0
    status, _, err = run_cli("check", tmp_path / "a.csv", *spec)
    assert status == 0, err
    status, _, err = run_cli("anonymize", example, QI, "--sensitive", "disease", "-l", "2", "--l-form", "entropy",
                             "--method", "lns", "-o", tmp_path / "r.csv")
    assert status == 2 and "--method exact" in err and not (tmp_path / "r.csv").exists()


def test_dp_refuses_large_tables(run_cli, tmp_path):
    status, _, err = run_cli("anonymize", ADULT, "--qi", "sex", "-k", "2", "--method", "exact-dp", "-o", tmp_path / "r.csv")
    assert status == 2 and "at most 16 rows" in err


def test_progress_reports_incumbent_and_bound():
    import optanon

    df = pd.read_csv(ADULT, sep=";", dtype=str).head(300)
    seen = []
    res = optanon.anonymize(df, ["sex", "age", "race", "education"], k=3, method="exact", time_limit=20, progress=seen.append)
    phases = [u["phase"] for u in seen]
    assert phases[0] == "exact: cuts" and "exact: solving" in phases and phases[-1] == "exact: done"
    final = seen[-1]
    assert final["incumbent"] == float(res.cost) and final["bound"] == float(res.lower_bound) <= final["incumbent"]
    for update in seen:
        if update.get("bound") is not None and update.get("incumbent") is not None:
            assert update["bound"] <= update["incumbent"] + 1e-9


def test_progress_never_takes_a_bound_or_a_release_back():
    # the pruned MILPs' later steps start below what the earlier ones proved (their roots begin at
    # the LP bound): the progress shows the best bound and release so far, never a worse one
    import optanon

    df = pd.read_csv(ADULT, sep=";", dtype=str).head(500)
    seen = []
    res = optanon.anonymize(df, ["sex", "age", "race", "marital-status", "education", "native-country"], k=5,
                            method="exact", time_limit=60, progress=seen.append)
    assert len(res.stats["pruned_steps"]) >= 2  # the path this checks
    bounds = [u["bound"] for u in seen if u.get("bound") is not None]
    incumbents = [u["incumbent"] for u in seen if u.get("incumbent") is not None]
    assert len(bounds) >= 3 and bounds == sorted(bounds) and bounds[-1] == float(res.lower_bound)
    assert incumbents == sorted(incumbents, reverse=True) and incumbents[-1] == float(res.cost)
    # a step's release shows as it is found, not only in the last update (HiGHS's incumbents are
    # not relayed there: the steps branch on the patterns, x continuous)
    assert res.stats["solution_from"] == "milp" and res.cost < incumbents[0]
    before_done = [u["incumbent"] for u in seen[:-1] if u.get("incumbent") is not None]
    assert before_done[-1] == float(res.cost)


def test_too_large_milp_still_answers_with_a_bound(monkeypatch):
    import optanon
    from optanon.solvers import exact
    from optanon.solvers.bounds import per_row_bound

    df = pd.read_csv(ADULT, sep=";", dtype=str).head(200)
    qi = ["sex", "age", "race", "education"]
    opt = optanon.anonymize(df, qi, k=4, method="exact")
    assert opt.status == "optimal"
    monkeypatch.setattr(exact, "MAX_PAIRS", 10)
    monkeypatch.setattr(exact, "warm_start", lambda table, models, cost_model: np.zeros(table.n, dtype=np.int64))
    res = optanon.anonymize(df, qi, k=4, method="exact", time_limit=3)
    # lns has the time: a release cheaper than the warm start (every row in one group), its bound
    assert "not built" in res.stats["milp"] and res.stats["solution_from"] == "lns" and "lns_bound" in res.stats
    assert res.lower_bound >= per_row_bound(optanon.Table.encode(df, qi), 4, optanon.core.cost.CostModel())
    assert res.lower_bound <= opt.cost <= res.cost and res.cost < 200 * len(qi)
    assert (res.status == "optimal") == (res.lower_bound == res.cost)


@pytest.mark.parametrize("seed", ["-1", "1.5", "x"])
def test_bad_seed(run_cli, example, tmp_path, seed):
    status, _, err = run_cli("anonymize", example, QI, "-k", "2", "--seed", seed, "-o", tmp_path / "r.csv")
    assert status == 2 and "seed" in err


def test_same_seed_same_release(run_cli, example, tmp_path):
    a, b = tmp_path / "a.csv", tmp_path / "b.csv"
    for out in (a, b):
        assert run_cli("anonymize", example, QI, "-k", "3", "--method", "exact", "--seed", "7", "-o", out)[0] == 0
    assert a.read_bytes() == b.read_bytes()


def test_readme_first_command_runs_as_written(tmp_path):
    """The README's command 1 (after its `pip install .`), run as a user would from a copy of the
    repository root: the release is written, proved optimal, and `optanon check` passes it."""
    import shlex
    import shutil
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[1]
    readme = (root / "README.md").read_text(encoding="utf-8")
    line = next(x for x in readme.splitlines() if x.startswith("python3 -m pip install . && optanon"))
    steps = [shlex.split(part) for part in line.split("&&")][1:]
    assert [s[:2] for s in steps] == [["optanon", "anonymize"], ["optanon", "check"]]
    (tmp_path / "src" / "optanon" / "examples").mkdir(parents=True)
    shutil.copy(root / "src" / "optanon" / "examples" / "hospital.csv", tmp_path / "src" / "optanon" / "examples")
    outputs = []
    for step in steps:
        done = subprocess.run([sys.executable, "-m", "optanon", *step[1:]], cwd=tmp_path, capture_output=True, text=True)
        assert done.returncode == 0, (step, done.stdout, done.stderr)
        outputs.append(done.stdout)
    assert outputs[0].startswith("optimal: cost 26 (26 suppressed cells), lower bound 26")
    assert "satisfied" in outputs[1] and "2-anonymity: holds" in outputs[1]
    released = pd.read_csv(tmp_path / "hospital-released.csv", dtype=str, keep_default_na=False)
    assert int((released == "*").sum().sum()) == 26


def test_the_unproved_message_says_whether_the_limit_stopped_the_method(run_cli, example, tmp_path):
    """An approximation that ends by itself is not said to have run out of time; a search stopped at
    its limit is."""
    status, out, _ = run_cli("anonymize", example, QI, "-k", "3", "--method", "approx-m", "--time-limit", "30",
                             "-o", tmp_path / "a.csv")
    assert status == 0 and out.startswith("feasible")
    assert "not proven optimal: approx-m ended after" in out and "before the limit (30 s)" in out
    assert "within the limit" not in out
    adult = tmp_path / "adult.csv"
    pd.read_csv(ADULT, sep=";", dtype=str).head(2000).to_csv(adult, index=False)
    status, out, _ = run_cli("anonymize", adult, "--qi", "sex,age,race,marital-status,education,native-country,workclass,occupation,salary-class",
                             "-k", "5", "--method", "exact", "--time-limit", "3", "-o", tmp_path / "b.csv")
    assert status == 0 and out.startswith("feasible")
    assert "not proven optimal within the limit (3 s)" in out and "ended after" not in out
    # a run of some tenths of a second, far below 90 % of a 1000-s limit, ended by itself
    status, out, _ = run_cli("anonymize", adult, "--qi", "sex,age,race,marital-status,education,native-country,workclass,occupation,salary-class",
                             "-k", "5", "--method", "approx-m", "--time-limit", "1000", "-o", tmp_path / "c.csv")
    assert status == 0 and "approx-m ended after" in out and "before the limit (1000 s)" in out and "within the limit" not in out


def test_json_on_stdout_is_nothing_but_json_under_t_alone(tmp_path):
    """HiGHS >= 1.16 prints a banner to stdout on its first construction in a process, and `--json`
    writes to stdout: every HiGHS of optanon is made by highs_runner.quiet_highs. The configuration
    LP (t-closeness on three values or more) made its own, and without -k (no cut loop before it)
    it was the first: its banner came before the JSON (found by `fuzz_against_dp.py --large-paths`)."""
    import subprocess
    import sys

    data = tmp_path / "adult30.csv"
    pd.read_csv(ADULT, sep=";", dtype=str).head(30).to_csv(data, index=False)
    done = subprocess.run([sys.executable, "-m", "optanon", "anonymize", str(data), "--qi", "sex,age,race,marital-status",
                           "--sensitive", "occupation", "-t", "0.3", "--method", "exact", "-o", str(tmp_path / "r.csv"),
                           "--json"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    d = json.loads(done.stdout)
    assert "config_lp_rounds" in d["stats"] and d["status"] == "optimal"


def test_every_highs_of_the_package_is_made_quiet():
    # the source-level form of the test above, for paths no test runs first in a process: a HiGHS
    # instance is made only inside highs_runner.quiet_highs (its two constructions)
    import re

    import optanon

    made = [path.name for path in Path(optanon.__file__).parent.rglob("*.py")
            for line in path.read_text().splitlines() if re.search(r"\bHighs\(\)", line.split("#")[0])]
    assert made == ["highs_runner.py", "highs_runner.py"], made


def test_native_writes_to_stdout_go_to_stderr(example, tmp_path):
    # the general guard behind the two tests above (cli._stdout_for_python_only): whatever native
    # code writes to file descriptor 1 while a command runs reaches stderr, not the JSON on stdout;
    # here a write of our own, straight to the descriptor, from inside the solve
    import subprocess
    import sys

    script = f"""
import os, sys
import optanon.api as api
real = api.anonymize
def noisy(*a, **kw):
    os.write(1, b"native noise\\\\n")
    return real(*a, **kw)
api.anonymize = noisy
from optanon.cli import main
sys.exit(main(["anonymize", {str(example)!r}, "--qi", "zipcode,age,sex,education", "--sensitive", "disease", "-k", "3",
               "-o", {str(tmp_path / "r.csv")!r}, "--json", "-q"]))
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["cost"] == 24
    assert "native noise" in done.stderr


def test_closed_stdout_or_stderr(example, tmp_path):
    # `>&-` left Python's sys.stdout None and quiet_highs raised on it (a traceback, exit 1); `2>&-`
    # (under a pyenv shim, descriptor 2 is even left open for reading) turned the one-line error into
    # an OSError. cli._standard_descriptors puts /dev/null there; the release is written as ever.
    import subprocess
    import sys

    out = tmp_path / "r.csv"
    run = f"{sys.executable} -m optanon anonymize"
    script = (f"{run} {example} --qi zipcode,age,sex,education -k 3 --method exact -o {out} --json >&-; echo $?; "
              f"{run} {tmp_path / 'missing.csv'} --qi a -o {tmp_path / 'x.csv'} 2>&-; echo $?; "
              f"{run} {example} --qi zipcode,age,sex,education -k 3 --method exact -o {out} --json 2>&- <&-; echo $?")
    done = subprocess.run(["bash", "-c", script], capture_output=True, text=True, timeout=300)
    lines = done.stdout.splitlines()
    assert lines[0] == "0" and lines[1] == "2", (done.stdout, done.stderr)
    assert json.loads("\n".join(lines[2:-1]))["cost"] == 24 and lines[-1] == "0"
    assert '"cost"' not in done.stderr  # the JSON of `>&-` is dropped, not sent to stderr
    released = pd.read_csv(out, dtype=str, keep_default_na=False)
    assert list(released.columns) == ["zipcode", "age", "sex", "education", "disease"] and len(released) == 10
    assert not (tmp_path / "x.csv").exists()


@pytest.mark.parametrize("method", ["exact", "lns", "auto"])
def test_a_time_limit_beyond_what_one_wait_takes(run_cli, tmp_path, method):
    """--time-limit 1e300 (a steward's "no limit"): the waits on the child processes once passed it to
    the operating system whole and died with OverflowError; now answered like any limit. lns is a
    local search whose two processes race: on this table it ends at 91 (proved) or 92 (bound 91),
    run to run, with any limit, so it is held to a true answer, not to the optimum."""
    data = tmp_path / "a40.csv"
    pd.read_csv(ADULT, sep=";").head(40).to_csv(data, index=False)
    status, stdout, err = run_cli("anonymize", data, "--qi", "sex,age,race,marital-status,education", "--sensitive",
                                  "occupation", "-k", "3", "-l", "2", "--method", method, "--time-limit", "1e300",
                                  "-o", tmp_path / "r.csv", "--json")
    assert status == 0, err
    d = json.loads(stdout)
    if method == "lns":
        assert d["lower_bound"] <= 91 <= d["cost"] and (d["status"] == "optimal") == (d["cost"] == d["lower_bound"])
    else:
        assert d["status"] == "optimal" and d["cost"] == 91


def test_poll_waits_out_any_wait():
    import multiprocessing as mp

    from optanon.solvers.highs_runner import poll

    here, there = mp.Pipe()
    assert not poll(here, 0.05)
    there.send("answer")
    assert poll(here, 1e300) and poll(here, None) and here.recv() == "answer"
    # with a tick: called between pieces, a wait for ever too, until the answer comes
    import threading

    ticks = []
    threading.Timer(0.35, there.send, ("later",)).start()
    assert poll(here, None, tick=lambda: ticks.append(1), every=0.1) and here.recv() == "later"
    assert 1 <= len(ticks) <= 4
    assert not poll(here, 0.25, tick=lambda: ticks.append(2), every=0.1) and 1 <= ticks.count(2) <= 2


def test_the_summary_line_counts_groups_and_rows(run_cli, example, tmp_path):
    """The last line of the human summary: one group / several, a smallest group of one row / several."""
    out = tmp_path / "r.csv"
    for argv, line in [(("-k", "10"), "1 group, smallest 10 rows (prosecutor risk 10.0%)"),
                       (("-k", "5"), "2 groups, smallest 5 rows (prosecutor risk 20.0%)"),
                       (("--qi", "zipcode,age", "-k", "1"), "10 groups, smallest 1 row (prosecutor risk 100.0%)")]:
        qi = () if "--qi" in argv else (QI,)
        status, printed, err = run_cli("anonymize", example, *qi, *argv, "-o", out, "-q")
        assert status == 0, err
        assert f"{line}; release written to {out}" in printed.splitlines(), printed


def test_stdout_or_stderr_open_for_reading_only_and_descriptor_1_given_back(example, tmp_path):
    """``1</dev/null`` / ``2</dev/null`` (descriptors open for reading only, as a pyenv shim left
    them): the command works as ever, its unwritable output dropped. And ``main`` called from Python
    gives descriptor 1 back when it returns: what the caller writes there next reaches its stdout."""
    import subprocess
    import sys

    out = tmp_path / "r.csv"
    run = f"{sys.executable} -m optanon anonymize"
    script = (f"{run} {example} --qi zipcode,age,sex,education -k 3 -o {out} --json 1</dev/null; echo $?; "
              f"{run} {tmp_path / 'missing.csv'} --qi a -o {tmp_path / 'x.csv'} 2</dev/null; echo $?")
    done = subprocess.run(["bash", "-c", script], capture_output=True, text=True, timeout=300)
    assert done.stdout.splitlines() == ["0", "2"] and "Traceback" not in done.stderr, (done.stdout, done.stderr)
    assert len(pd.read_csv(out, dtype=str)) == 10 and not (tmp_path / "x.csv").exists()
    code = (f"import os; from optanon.cli import main; status = main(['check', {str(example)!r}, '--qi', 'zipcode', '--json']); "
            "os.write(1, b'after\\n')")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stdout.endswith("}\nafter\n") and "after" not in done.stderr, (done.stdout, done.stderr)
