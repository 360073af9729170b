#!/usr/bin/env python3
"""Process-level speed of ``optanon check``, beside pycanon, on Adult and a large synthetic table.

Every measurement is one whole process (interpreter start, imports, reading the
file, the check, printing JSON), timed from outside: wall seconds with
``time.perf_counter`` around the child, CPU seconds (user + system) as the delta of
``resource.getrusage(RUSAGE_CHILDREN)`` across it, peak RSS from ``os.wait4``.
Figures are medians over ``--repeat`` runs.

Cases (QI = the 9 usual Adult columns, minus the sensitive one where there is one):

    k           -k 5        QI: all 9                          no sensitive column
    l           -l 2        QI: the 8 others                   sensitive: occupation
    t equal     -t 0.2      QI: the 8 others                   sensitive: occupation  (--metric equal)
    t ordered   -t 0.2      QI: the 8 others                   sensitive: salary-class (--metric ordered)

each on ``adult.csv`` (30,162 rows) and on a synthetic Parquet table of ``--rows``
rows (default 10,000,000) whose columns are drawn independently from Adult's
empirical frequencies (numpy, fixed ``--seed``), cached in ``bench-data/``.

pycanon (https://github.com/IFCA-Advanced-Computing/pycanon) computes the same
measures in a subprocess of its own (``--pycanon-worker``). pycanon 1.3.6 pins
numpy==2.0.2, pandas==2.3.3 and scipy==1.15.3 exactly, so installing it into the
project's venv would downgrade the libraries optanon is developed against; it
therefore lives in a venv of its own, ``bench-data/pycanon-venv`` (create it with
``--setup-pycanon``), or anywhere given by ``--pycanon-python``.

What pycanon computes (read from pycanon 1.3.6, ``pycanon/anonymity``):

* ``k_anonymity(df, qi)``: the smallest group of ``df.groupby(qi)`` -- the same k
  as optanon's (pandas drops groups whose key has a missing value, optanon keeps
  missing as a value of its own; Adult has no missing cells).
* ``l_diversity(df, qi, [sa])``: the smallest number of *distinct* SA values in a
  group -- optanon's ``l.distinct`` (optanon's default form, the one ``-l`` tests,
  is ``frequency``; its JSON reports every form, and the comparison uses distinct).
* ``t_closeness(df, qi, [sa])`` picks the ground metric from the column's dtype:
  - string (categorical) SA: ``aux_t_closeness_str``, 0.5 * sum_i |q_i - p_i| over
    the SA values, i.e. EMD under the *equal* distance (total variation) --
    exactly optanon's ``--metric equal``;
  - numeric SA: ``aux_t_closeness_num``, 1/(m-1) * sum_i |sum_{j<=i}(q_j - p_j)|
    over the m distinct values in numeric order, i.e. EMD under the *ordered*
    distance |i-j|/(m-1) over the values present in the table -- exactly
    optanon's ``--metric ordered`` (which orders numerically when every value
    parses as a number, else lexicographically).
  pycanon has no way to ask for the ordered metric on a string column, nor the
  equal metric on a numeric one. For salary-class (two values, ``<=50K`` and
  ``>50K``, strings) pycanon uses the equal distance, but with two values the
  ordered EMD |q_1-p_1| / 1 and the equal EMD (|q_1-p_1|+|q_2-p_2|)/2 coincide,
  so the 't ordered' case is still a like-for-like comparison.
  Both return the largest EMD over the groups (optanon's ``t``); values are
  compared to within 1e-9 (the sums are accumulated in different orders).
  Checked once by hand for the numeric path: SA age (int64 in pandas), QI the
  other 8 columns -- pycanon 0.6980918065918219, ``optanon check --metric
  ordered`` 0.6980918065918219 (pycanon took 43 s, optanon 0.4 s).

Usage:

    python benchmarks/check_speed.py --setup-pycanon            # once: pycanon's own venv
    python benchmarks/check_speed.py                            # Adult + 10M synthetic, 5 runs each
    python benchmarks/check_speed.py --repeat 1 --rows 200000   # a quick run
    python benchmarks/check_speed.py --skip-synthetic           # Adult only
    python benchmarks/check_speed.py --no-pycanon --rows 1000000 --synthetic-repeat 3
    python benchmarks/check_speed.py --json-out results.json    # also save the figures

Run it with the project's venv (``optanon`` importable). The timings are of one
machine at one moment: another process competing for the CPUs inflates them, so
the load average is printed before and after.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DEFAULT_ADULT = REPO / "data" / "adult" / "adult.csv"
DEFAULT_CACHE = REPO / "bench-data"
PYCANON_VENV = "pycanon-venv"

QI9 = ["sex", "age", "race", "marital-status", "education", "native-country", "workclass", "occupation", "salary-class"]
QI_NO_OCC = [c for c in QI9 if c != "occupation"]
QI_NO_SAL = [c for c in QI9 if c != "salary-class"]
INT_COLUMNS = {"age"}  # stored as integers in the synthetic table, strings elsewhere

ADULT_GOAL_S = 1.0  # whole-process wall time of a check on Adult
SYNTH_GOAL_S, SYNTH_GOAL_ROWS = 20.0, 10_000_000  # k check on 10M rows
T_TOLERANCE = 1e-9


@dataclass(frozen=True)
class Case:
    name: str
    qi: list
    sensitive: str | None
    args: list  # threshold options for `optanon check`
    measure: str  # k | l | t (what pycanon computes)

    def optanon_value(self, res: dict):
        if self.measure == "k":
            return res["k"]
        if self.measure == "l":
            return res["l"]["distinct"]
        return res["t"]


CASES = [
    Case("k  (k=5, 9 QI)", QI9, None, ["-k", "5"], "k"),
    Case("l  (l=2, SA occupation)", QI_NO_OCC, "occupation", ["-l", "2"], "l"),
    Case("t  (t=0.2, equal, SA occupation)", QI_NO_OCC, "occupation", ["-t", "0.2", "--metric", "equal"], "t"),
    Case("t  (t=0.2, ordered, SA salary-class)", QI_NO_SAL, "salary-class", ["-t", "0.2", "--metric", "ordered"], "t"),
]


# ---- running a child process and measuring it ----------------------------------------


@dataclass
class Run:
    wall: float
    cpu: float  # user + system, from the RUSAGE_CHILDREN delta
    maxrss_mib: float  # peak resident set of this child (os.wait4)
    rc: int
    stdout: str
    stderr: str


def run_timed(cmd: list, timeout: float) -> Run:
    """Run ``cmd`` to completion; time it as a whole process."""
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        t0 = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=out, stderr=err, stdin=subprocess.DEVNULL)
        timer = threading.Timer(timeout, proc.kill)
        timer.start()
        try:
            _, status, usage = os.wait4(proc.pid, 0)
        finally:
            timer.cancel()
        wall = time.perf_counter() - t0
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        proc.returncode = os.waitstatus_to_exitcode(status)  # reaped above; tell Popen
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        out.seek(0)
        err.seek(0)
        return Run(wall, cpu, usage.ru_maxrss / 1024, proc.returncode, out.read(), err.read())


@dataclass
class Timing:
    runs: list = field(default_factory=list)
    value: object = None
    error: str | None = None
    extra: dict = field(default_factory=dict)

    @property
    def wall(self):
        return statistics.median(r.wall for r in self.runs) if self.runs else None

    @property
    def cpu(self):
        return statistics.median(r.cpu for r in self.runs) if self.runs else None

    @property
    def maxrss(self):
        return max(r.maxrss_mib for r in self.runs) if self.runs else None


def optanon_cmd() -> list:
    script = Path(sys.executable).parent / "optanon"
    return [str(script)] if script.exists() else [sys.executable, "-m", "optanon"]


def time_optanon(case: Case, data: Path, repeat: int, timeout: float) -> Timing:
    cmd = optanon_cmd() + ["check", str(data), "--qi", ",".join(case.qi)]
    if case.sensitive:
        cmd += ["--sensitive", case.sensitive]
    cmd += case.args + ["--json"]
    timing = Timing()
    for _ in range(repeat):
        run = run_timed(cmd, timeout)
        if run.rc not in (0, 1):  # 1 = the thresholds do not hold, which is expected here
            timing.error = f"exit {run.rc}: {run.stderr.strip().splitlines()[-1] if run.stderr.strip() else ''}"
            return timing
        res = json.loads(run.stdout)
        value = case.optanon_value(res)
        if timing.runs and value != timing.value:
            timing.error = f"value changed between runs: {timing.value} vs {value}"
        timing.value = value
        timing.extra = {"rows": res["rows"], "groups": res["groups"], "satisfied": res["satisfied"]}
        timing.runs.append(run)
    return timing


def time_pycanon(python: str, case: Case, data: Path, sep: str, repeat: int, timeout: float) -> Timing:
    spec = {"data": str(data), "sep": sep, "measure": case.measure, "qi": case.qi, "sensitive": case.sensitive}
    cmd = [python, str(Path(__file__).resolve()), "--pycanon-worker", json.dumps(spec)]
    timing = Timing()
    for _ in range(repeat):
        run = run_timed(cmd, timeout)
        if run.rc != 0:
            last = run.stderr.strip().splitlines()[-1] if run.stderr.strip() else "(killed: timeout?)"
            timing.error = f"exit {run.rc}: {last}"
            return timing
        res = json.loads(run.stdout.strip().splitlines()[-1])
        timing.value = res["value"]
        timing.extra = {"load_s": res["load_s"], "compute_s": res["compute_s"]}
        timing.runs.append(run)
    return timing


# ---- pycanon's side, run in its own interpreter ----------------------------------------


def pycanon_worker(spec_json: str) -> int:
    """Compute one measure with pycanon; print {"value", "load_s", "compute_s"} as JSON."""
    t0 = time.perf_counter()
    import pandas as pd
    from pycanon import anonymity

    spec = json.loads(spec_json)
    path = Path(spec["data"])
    if path.suffix.lower() in (".parquet", ".pq"):
        df = pd.read_parquet(path)
        # pycanon groups with df.groupby(qi), whose default observed=False would form the
        # Cartesian product of categorical keys; give it plain columns as from a CSV
        for col in df.columns:
            if isinstance(df[col].dtype, pd.CategoricalDtype):
                df[col] = df[col].astype(df[col].cat.categories.dtype)
    else:
        df = pd.read_csv(path, sep=spec["sep"])  # pandas infers dtypes: age is int64, the rest text
    t1 = time.perf_counter()
    qi, sa = spec["qi"], spec["sensitive"]
    if spec["measure"] == "k":
        value = int(anonymity.k_anonymity(df, qi))
    elif spec["measure"] == "l":
        value = int(anonymity.l_diversity(df, qi, [sa]))
    else:
        value = float(anonymity.t_closeness(df, qi, [sa]))
    t2 = time.perf_counter()
    print(json.dumps({"value": value, "load_s": t1 - t0, "compute_s": t2 - t1}))
    return 0


def find_pycanon_python(given: str | None, cache: Path) -> str | None:
    if given:
        return given
    venv_python = cache / PYCANON_VENV / "bin" / "python"
    if venv_python.exists():
        return str(venv_python)
    import importlib.util

    return sys.executable if importlib.util.find_spec("pycanon") else None


def setup_pycanon(cache: Path) -> int:
    venv = cache / PYCANON_VENV
    cache.mkdir(parents=True, exist_ok=True)
    print(f"creating {venv} (pycanon pins its own numpy/pandas/scipy, so it gets a venv of its own)")
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    subprocess.run([str(venv / "bin" / "pip"), "install", "-q", "pycanon", "pyarrow"], check=True)
    return 0


def library_versions(python: str, modules: list) -> str:
    code = ("import importlib.metadata as m, sys\n"
            f"print(' '.join(f'{{n}} {{m.version(n)}}' for n in {modules!r}))")
    try:
        return subprocess.run([python, "-c", code], capture_output=True, text=True, timeout=60).stdout.strip()
    except Exception as exc:  # informational only
        return f"? ({exc.__class__.__name__})"


# ---- the synthetic table ---------------------------------------------------------------


def synthetic_table(adult: Path, rows: int, seed: int, cache: Path) -> Path:
    """Parquet with ``rows`` rows, each column drawn independently from Adult's frequencies."""
    path = cache / f"adult_synthetic_{rows}_seed{seed}.parquet"
    if path.exists():
        return path
    import numpy as np
    import pandas as pd
    import pyarrow as pa
    import pyarrow.parquet as pq

    t0 = time.perf_counter()
    df = pd.read_csv(adult, sep=";", dtype=str, keep_default_na=False)
    rng = np.random.default_rng(seed)
    arrays = {}
    for col in QI9:  # a fixed column order, so one seed gives one table
        freq = df[col].value_counts().sort_index()
        values, p = freq.index.to_numpy(), freq.to_numpy() / freq.sum()
        codes = rng.choice(len(values), size=rows, p=p)
        if col in INT_COLUMNS:
            arrays[col] = pa.array(values.astype(np.int64)[codes].astype(np.int16))
        else:
            arrays[col] = pa.DictionaryArray.from_arrays(pa.array(codes.astype(np.int8)), pa.array(values, pa.string()))
    cache.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + f".tmp{os.getpid()}")
    pq.write_table(pa.table(arrays), tmp, row_group_size=1 << 20)
    os.replace(tmp, path)
    print(f"generated {path.name} ({rows:,} rows, {path.stat().st_size / 2**20:.0f} MiB) in {time.perf_counter() - t0:.1f} s")
    return path


# ---- the report ------------------------------------------------------------------------


def fmt(x, spec=".3f") -> str:
    return "-" if x is None else format(x, spec)


def agree(case: Case, a, b) -> str:
    if a is None or b is None:
        return "-"
    if case.measure == "t":
        ok = abs(float(a) - float(b)) <= T_TOLERANCE
    else:
        ok = int(a) == int(b)
    return "yes" if ok else f"NO ({a} vs {b})"


def goal_text(dataset: str, case: Case, rows: int, wall: float | None, startup: float | None) -> str:
    if wall is None:
        return ""
    if dataset == "adult":
        return f"<{ADULT_GOAL_S:g} s: {'met' if wall < ADULT_GOAL_S else 'MISSED'}"
    if case.measure == "k":
        if rows == SYNTH_GOAL_ROWS:
            return f"<{SYNTH_GOAL_S:g} s @10M: {'met' if wall < SYNTH_GOAL_S else 'MISSED'}"
        # the import floor is paid once; scale only the rest (the work is about linear in rows)
        base = min(startup or 0.0, wall)
        est = base + (wall - base) * SYNTH_GOAL_ROWS / rows
        return f"<{SYNTH_GOAL_S:g} s @10M: ~{est:.0f} s est."
    return ""


def print_table(rows_out: list) -> None:
    header = ["case", "rows", "optanon wall s", "optanon cpu s", "rows/s", "pycanon s", "ratio", "values agree",
              "goal", "peak MiB", "optanon value"]
    cells = [header] + [[str(c) for c in r] for r in rows_out]
    widths = [max(len(r[i]) for r in cells) for i in range(len(header))]
    right = {1, 2, 3, 4, 5, 6, 9}
    for n, r in enumerate(cells):
        print(" | ".join(c.rjust(w) if i in right else c.ljust(w) for i, (c, w) in enumerate(zip(r, widths))).rstrip())
        if n == 0:
            print("-+-".join("-" * w for w in widths))


def loadavg() -> str:
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "?"


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter,
                                epilog="See the module docstring for what is measured and pycanon's definitions.")
    p.add_argument("--adult", type=Path, default=DEFAULT_ADULT, help="the Adult CSV (default: %(default)s)")
    p.add_argument("--adult-sep", default=";", help="delimiter of the Adult CSV for pycanon's pandas.read_csv (default ';')")
    p.add_argument("--repeat", type=int, default=5, help="runs per case; the median is reported (default 5)")
    p.add_argument("--synthetic-repeat", type=int, help="runs per synthetic case (default: --repeat)")
    p.add_argument("--pycanon-repeat", type=int, help="runs per pycanon case (default: --repeat)")
    p.add_argument("--rows", type=int, default=SYNTH_GOAL_ROWS, help="rows of the synthetic table (default 10,000,000)")
    p.add_argument("--seed", type=int, default=20240531, help="seed of the synthetic table")
    p.add_argument("--cache-dir", type=Path, default=DEFAULT_CACHE, help="where the synthetic Parquet is kept (default: bench-data/)")
    p.add_argument("--skip-adult", action="store_true")
    p.add_argument("--skip-synthetic", action="store_true")
    p.add_argument("--no-pycanon", action="store_true", help="time optanon only")
    p.add_argument("--pycanon-python", help="an interpreter with pycanon (default: bench-data/pycanon-venv, else this one)")
    p.add_argument("--pycanon-max-rows", type=int, default=1_000_000,
                   help="run pycanon's k on the synthetic table only up to this many rows (its l and t loop over "
                        "groups in Python and are not run there); default 1,000,000")
    p.add_argument("--timeout", type=float, default=1800, help="seconds before a run is killed (default 1800)")
    p.add_argument("--json-out", type=Path, help="also write the figures as JSON here")
    p.add_argument("--setup-pycanon", action="store_true", help="create bench-data/pycanon-venv with pycanon, then exit")
    p.add_argument("--pycanon-worker", metavar="SPEC", help=argparse.SUPPRESS)
    args = p.parse_args(argv)

    if args.pycanon_worker:
        return pycanon_worker(args.pycanon_worker)
    if args.setup_pycanon:
        return setup_pycanon(args.cache_dir)
    repeat = max(1, args.repeat)
    srepeat = max(1, args.synthetic_repeat or repeat)
    prepeat = max(1, args.pycanon_repeat or repeat)

    adult = args.adult.resolve()
    if not adult.exists():  # read for the Adult cases and to build the synthetic table
        print(f"error: {adult} not found (give --adult PATH)", file=sys.stderr)
        return 2
    pyc = None if args.no_pycanon else find_pycanon_python(args.pycanon_python, args.cache_dir)
    print(f"machine: {platform.machine()} {os.cpu_count()} CPUs, Python {platform.python_version()}, load avg {loadavg()}")
    print(f"optanon: {' '.join(optanon_cmd())} ({library_versions(sys.executable, ['optanon', 'numpy', 'pandas', 'pyarrow'])})")
    if pyc:
        print(f"pycanon: {pyc} ({library_versions(pyc, ['pycanon', 'numpy', 'pandas'])})")
    elif not args.no_pycanon:
        print("pycanon: not found; run with --setup-pycanon first (or give --pycanon-python); timing optanon only")

    results, table = [], []

    def record(dataset, case, rows, opt, pyc_t):
        ratio = pyc_t.wall / opt.wall if (pyc_t and pyc_t.wall and opt.wall) else None
        table.append([
            f"{dataset}: {case.name}", f"{rows:,}", fmt(opt.wall), fmt(opt.cpu),
            fmt(rows / opt.wall if opt.wall else None, ",.0f"),
            fmt(pyc_t.wall if pyc_t else None, ".2f") if not (pyc_t and pyc_t.error) else "error",
            fmt(ratio, ".1f") + ("x" if ratio else ""),
            agree(case, opt.value, pyc_t.value if pyc_t else None),
            goal_text(dataset, case, rows, opt.wall, startup.wall), fmt(opt.maxrss, ".0f"),
            opt.error or opt.value,
        ])
        results.append({
            "dataset": dataset, "case": case.name, "rows": rows, "qi": case.qi, "sensitive": case.sensitive,
            "args": case.args, "optanon": {"wall_median": opt.wall, "cpu_median": opt.cpu, "walls": [r.wall for r in opt.runs],
                                           "cpus": [r.cpu for r in opt.runs], "peak_mib": opt.maxrss, "value": opt.value,
                                           "error": opt.error, **opt.extra},
            "pycanon": None if pyc_t is None else {"wall_median": pyc_t.wall, "cpu_median": pyc_t.cpu,
                                                   "walls": [r.wall for r in pyc_t.runs], "value": pyc_t.value,
                                                   "error": pyc_t.error, **pyc_t.extra},
        })
        print(f"  {dataset}: {case.name}: optanon {fmt(opt.wall)} s wall, {fmt(opt.cpu)} s cpu"
              + (f"; pycanon {fmt(pyc_t.wall, '.2f')} s" if pyc_t else "")
              + (f"  [{opt.error or ''}{' / pycanon ' + pyc_t.error if pyc_t and pyc_t.error else ''}]"
                 if opt.error or (pyc_t and pyc_t.error) else ""), flush=True)

    # the floor every check pays: interpreter start and imports (numpy, pandas, pyarrow)
    startup = Timing()
    for _ in range(repeat):
        run = run_timed([sys.executable, "-c", "import optanon.api"], args.timeout)
        startup.runs.append(run)
    print(f"\nstartup (python -c 'import optanon.api'): {fmt(startup.wall)} s wall, {fmt(startup.cpu)} s cpu")
    table.append(["startup: python -c 'import optanon.api'", "-", fmt(startup.wall), fmt(startup.cpu), "-", "-", "-", "-",
                  "", fmt(startup.maxrss, ".0f"), "-"])
    results.append({"dataset": "-", "case": "startup: import optanon.api",
                    "optanon": {"wall_median": startup.wall, "cpu_median": startup.cpu, "walls": [r.wall for r in startup.runs]}})

    if not args.skip_adult:
        n_adult = sum(1 for _ in open(adult, "rb")) - 1
        print(f"\nAdult: {adult} ({n_adult:,} rows); {repeat} run(s) per case, pycanon {prepeat}")
        time_optanon(CASES[0], adult, 1, args.timeout)  # warm-up: page cache, .pyc files
        for case in CASES:
            opt = time_optanon(case, adult, repeat, args.timeout)
            pyc_t = time_pycanon(pyc, case, adult, args.adult_sep, prepeat, args.timeout) if pyc else None
            record("adult", case, opt.extra.get("rows", n_adult), opt, pyc_t)

    if not args.skip_synthetic:
        path = synthetic_table(adult, args.rows, args.seed, args.cache_dir)
        print(f"\nsynthetic: {path} ({args.rows:,} rows); {srepeat} run(s) per case")
        for case in CASES:
            opt = time_optanon(case, path, srepeat, args.timeout)
            run_pyc = pyc and case.measure == "k" and args.rows <= args.pycanon_max_rows
            pyc_t = time_pycanon(pyc, case, path, ",", prepeat, args.timeout) if run_pyc else None
            record("synthetic", case, args.rows, opt, pyc_t)

    print(f"\nload avg after: {loadavg()}   (medians; ratio = pycanon wall / optanon wall; "
          f"rows/s = rows / optanon wall; peak MiB = optanon's largest resident set)")
    print(f"goals: Adult check < {ADULT_GOAL_S:g} s whole-process wall time; "
          f"k check on {SYNTH_GOAL_ROWS:,} rows < {SYNTH_GOAL_S:g} s\n")
    print_table(table)
    if args.json_out:
        args.json_out.write_text(json.dumps({"load_avg_end": loadavg(), "results": results}, indent=2))
    failed = any(r["optanon"].get("error") for r in results)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
