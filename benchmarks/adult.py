#!/usr/bin/env python3
"""optanon on UCI Adult (issue 6, "Must show"), beside anonypy and anjana, and its scaling.

Adult: data/adult/adult.csv, 30,162 rows, 9 QIs (sex, age, race, marital-status,
education, native-country, workclass, occupation, salary-class). Cases:

    k=K            k-anonymity, K in --k (default 2,5,10,20), the 9 QIs
    k=5 l=2        frequency 2-diversity on occupation (no value > 1/2 of a group), QI: the other 8
    k=5 t=0.2      t-closeness on occupation, EMD under the equal distance, QI: the other 8

optanon runs as a whole process, exactly as a user would run it:
``optanon anonymize data/adult/adult.csv --qi ... -k K [--sensitive occupation -l 2 |
-t 0.2 --metric equal] --time-limit T -o OUT --json --quiet`` (method auto: matching for
k=2 up to 40,000 row types, Adult has 19,502 (up to 12,000 before: the README's k=2 figures
of lns date from then); lns otherwise; the JSON says which).
Printed: suppressed cells (the cost), the proven
lower bound, gap = (cost - bound) / cost, status, method, optanon's own seconds and the
process's wall seconds. With --repeat N every figure is the median of N runs.

Peers, on the same rows and the same guarantee, each in a venv of its own under
bench-data/ (their pins conflict with the project's; ``--setup-peers`` creates them) and
run by benchmarks/adult_peers.py, whose docstring says how each library is called:

    anonypy 0.2.1   Mondrian partitioning, multidimensional generalization (ranges for age,
                    sets of values for the rest); no record suppression. l: distinct form
                    only; t: its own "max |p - q| over the values present" with a bug that
                    replaces the threshold -- neither is the guarantee asked for, so it is
                    run with its nearest option (l=2 distinct, p=0.2) and the release is
                    checked against the real one.
    anjana 1.2.3    full-domain generalization along the ARX hierarchies
                    data/adult/adult_hierarchy_*.csv plus record suppression up to
                    supp_level %; l: distinct form only (run with l=2, checked for the
                    frequency form); t: EMD, equal distance for text (the same as ours).
                    supp_level is swept over --anjana-supp and the release with the fewest
                    changed cells is kept (its level is printed; time: that run's, and all runs').

One measure for everyone, computed here from each tool's release file:

    cells changed   QI cells of the release whose text differs from the input row's cell
                    (a suppressed '*' or a generalized "20-24", "Male,Female", "Undergraduate"
                    counts 1), plus |QI| for every input row missing from the release
                    (9 for k cases, 8 for l/t). For optanon this is its cost (suppressed
                    cells), and the script checks that it is. It counts a generalized cell
                    as lost entirely, which is the peers' worst reading; so also:
    NCP             normalized certainty penalty (Xu et al. 2006; Iyengar's loss metric):
                    a cell released as a value covering m of the column's D input values
                    costs (m - 1) / (D - 1) -- '*' costs 1, "20-24" costs 4/(D-1) for age
                    when all five ages occur -- and a deleted row costs |QI|. The covered
                    values are read from the released text: a hierarchy node of the ARX
                    files (its leaves), "a-b" for age (the ages in [a, b]), "x,y,z" (those
                    values). For optanon, which only suppresses, NCP = cells changed.
    verified        the release checked by optanon.check with the case's own thresholds
                    (frequency l, equal-distance t), every distinct released QI vector a
                    group, generalized values taken as released text: "yes", or what
                    fails (measured k, l, t). t is measured against the released table's
                    own distribution (what a reader of the release sees; it differs from
                    the input's when records were deleted).

Each tool's natural measures are printed too: optanon's cost, bound and gap; anonypy's
number of partitions; anjana's supp_level, deleted records and generalization levels.
optanon's cases suppress only (as issue 6 asks); --with-hierarchies [COLS] adds a row
"optanon+H" per case that also generalizes those QIs along the same ARX hierarchies as
anjana (cost: level / height per cell), the like-for-like comparison under NCP.

Scaling (--scaling): synthetic tables of 30k, 100k, 300k and 1M rows "with Adult's column
distributions", made by resampling Adult's rows with replacement and then replacing each
QI cell, with probability --perturb (default 0.1), by a draw from that column's marginal
(numpy, fixed --seed): each column's distribution stays Adult's (a mixture of two draws
from it), the correlations between columns are mostly kept, and the table is not just
copies of Adult's rows. Written once to bench-data/adult_resampled_<rows>_p<perturb>_seed<seed>.parquet.
For each, k=5 on the 9 QIs with a time limit of --scaling-time-limit (default: 120 s up
to 100k rows, 300 s at 300k, 560 s at 1M so that the whole process, reading and writing
included, ends within 10 minutes), printing rows, seconds, cells, bound, gap and
peak memory: the largest resident set of a single process of the run (os.wait4 on the
child, which includes its reaped children -- the figure /usr/bin/time -v prints).

    python benchmarks/adult.py --setup-peers                    # once: bench-data/venv-anonypy, venv-anjana
    python benchmarks/adult.py                                  # every case, 120 s each, with peers
    python benchmarks/adult.py --repeat 3                       # medians of 3 runs
    python benchmarks/adult.py --k 5 --cases k --time-limit 30 --skip-peers   # a quick look
    python benchmarks/adult.py --rows 3000 --time-limit 20      # an Adult prefix, for trying things
    python benchmarks/adult.py --with-hierarchies age           # also optanon generalizing age (rows +H)
    python benchmarks/adult.py --scaling                        # 30k .. 1M synthetic rows (about 20 min)
    python benchmarks/adult.py --scaling --scaling-rows 30000 --scaling-time-limit 30

Run it with the project's venv (``optanon`` on PATH next to this interpreter). One heavy
process runs at a time; timings are of this machine at one moment (the load average is
printed before and after).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
ADULT = REPO / "data" / "adult" / "adult.csv"
HIERARCHIES = REPO / "data" / "adult"
CACHE = REPO / "bench-data"
PEERS_SCRIPT = Path(__file__).resolve().parent / "adult_peers.py"
PEERS = {"anonypy": ["anonypy", "pandas"], "anjana": ["anjana"]}
QIS = ["sex", "age", "race", "marital-status", "education", "native-country", "workclass", "occupation", "salary-class"]
QI8 = [q for q in QIS if q != "occupation"]
SCALING_ROWS = [30_000, 100_000, 300_000, 1_000_000]
ANJANA_SUPP = [0, 1, 2, 5, 10, 20, 50, 100]


@dataclass(frozen=True)
class Case:
    name: str
    qi: list
    k: int
    sensitive: str | None = None
    l: int | None = None
    t: str | None = None

    @property
    def slug(self):
        return re.sub(r"[^a-z0-9.]+", "_", self.name.lower()).strip("_")

    def optanon_args(self):
        args = ["--qi", ",".join(self.qi), "-k", str(self.k)]
        if self.sensitive:
            args += ["--sensitive", self.sensitive]
        if self.l is not None:
            args += ["-l", str(self.l)]
        if self.t is not None:
            args += ["-t", self.t, "--metric", "equal"]
        return args


def cases(ks, which):
    out = []
    for kind in which:
        if kind == "k":
            out += [Case(f"k={k}", QIS, k) for k in ks]
        elif kind == "l":
            out.append(Case("k=5 l=2 occupation", QI8, 5, "occupation", l=2))
        elif kind == "t":
            out.append(Case("k=5 t=0.2 occupation", QI8, 5, "occupation", t="0.2"))
        else:
            raise SystemExit(f"unknown case kind {kind!r} (k, l, t)")
    return out


# ---- running a child process and measuring it -------------------------------------------


@dataclass
class Run:
    wall: float
    maxrss_mib: float
    rc: int
    stdout: str
    stderr: str


def run_timed(cmd, timeout) -> Run:
    """Run ``cmd`` as a whole process: wall seconds, peak RSS (os.wait4), output."""
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        t0 = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=out, stderr=err, stdin=subprocess.DEVNULL, cwd=REPO)
        timer = threading.Timer(timeout, proc.kill)
        timer.start()
        try:
            _, status, usage = os.wait4(proc.pid, 0)
        finally:
            timer.cancel()
        wall = time.perf_counter() - t0
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        return Run(wall, usage.ru_maxrss / 1024, proc.returncode, out.read(), err.read())


def last_line(text):
    lines = [x for x in text.strip().splitlines() if x.strip()]
    return lines[-1] if lines else ""


def optanon_cmd():
    script = Path(sys.executable).parent / "optanon"
    return [str(script)] if script.exists() else [sys.executable, "-m", "optanon"]


# ---- measuring a release the same way for every tool ------------------------------------


class Loss:
    """Cells changed and NCP of a release against the input (see the module docstring)."""

    def __init__(self, frame, hierarchy_dir: Path):
        self.frame = frame
        self.domain = {c: set(frame[c].unique()) for c in frame.columns}
        self.nodes = {}  # column -> {hierarchy node text: set of leaves}
        for c in frame.columns:
            path = hierarchy_dir / f"adult_hierarchy_{c}.csv"
            if not path.exists():
                continue
            nodes = {}
            for line in path.read_text(encoding="utf-8").splitlines():
                parts = line.split(";")
                for node in parts[1:]:
                    nodes.setdefault(node, set()).add(parts[0])
            self.nodes[c] = nodes
        self.unread = set()  # released texts whose coverage could not be read (counted as '*')

    def coverage(self, col, text):
        dom = self.domain[col]
        if text == "*":
            return len(dom)
        if text in self.nodes.get(col, {}):
            return max(1, len(self.nodes[col][text] & dom))
        m = re.fullmatch(r"(-?\d+)-(-?\d+)", text)
        if m and col == "age":
            lo, hi = int(m.group(1)), int(m.group(2))
            return max(1, sum(1 for v in dom if v.lstrip("-").isdigit() and lo <= int(v) <= hi))
        if "," in text:
            return max(1, len(set(text.split(",")) & dom))
        self.unread.add((col, text))
        return len(dom)

    def measure(self, release, qi, rowpos):
        """release: DataFrame of text, rows aligned with ``rowpos`` (positions in the input)."""
        import numpy as np

        changed, ncp = 0, 0.0
        for c in qi:
            orig = self.frame[c].to_numpy()[rowpos]
            rel = release[c].astype(str).to_numpy()
            diff = orig != rel
            changed += int(diff.sum())
            d = len(self.domain[c])
            if d > 1 and diff.any():
                vals, counts = np.unique(rel[diff], return_counts=True)
                ncp += sum((self.coverage(c, v) - 1) / (d - 1) * n for v, n in zip(vals, counts))
        deleted = len(self.frame) - len(release)
        return {"cells_changed": changed + deleted * len(qi), "ncp": ncp + deleted * len(qi),
                "rows_kept": len(release), "rows_deleted": deleted}


def verify(release, case: Case):
    """optanon.check on the release with the case's thresholds: 'yes' or what fails."""
    from optanon import check

    if len(release) == 0:
        return "empty", {}
    cols = case.qi + ([case.sensitive] if case.sensitive else [])
    r = check(release[cols].astype(str), case.qi, case.sensitive, k=case.k, l=case.l, t=case.t, metric="equal")
    got = {"k": r.k, "groups": r.groups}
    if case.sensitive:
        got.update(l_frequency=r.l.frequency, l_distinct=r.l.distinct, t=r.t)
    if r.satisfied:
        return "yes", got
    fails = []
    if r.k < case.k:
        fails.append(f"k={r.k}")
    if case.l is not None and r.l.frequency < case.l:
        fails.append(f"l={r.l.frequency:.2f}")
    if case.t is not None and r.t > float(case.t) + 1e-12:
        fails.append(f"t={r.t:.3f}")
    return "NO " + ",".join(fails or [f"{r.violating_groups} groups"]), got


# ---- optanon ------------------------------------------------------------------------------


def run_optanon(case, data, frame, loss, args, out_dir, hierarchies=()):
    import numpy as np

    from optanon.io import read_table

    out = out_dir / f"optanon{'_h' if hierarchies else ''}_{case.slug}.csv"
    hier = [a for q in case.qi if q in hierarchies for a in ("--hierarchy", f"{q}={HIERARCHIES / f'adult_hierarchy_{q}.csv'}")]
    cmd = optanon_cmd() + ["anonymize", str(data)] + case.optanon_args() + hier + [
        "--time-limit", f"{args.time_limit:g}", "-o", str(out), "--json", "--quiet"]

    runs, results = [], []
    for _ in range(args.repeat):
        run = run_timed(cmd, args.time_limit * 3 + 300)
        if run.rc != 0:
            return {"error": f"exit {run.rc}: {last_line(run.stderr) or '(killed?)'}"}
        res = json.loads(run.stdout)
        rel = read_table(out)
        m = loss.measure(rel, case.qi, np.arange(len(rel)))
        ok, got = verify(rel, case)
        runs.append(run)
        results.append({**res, **m, "verified": ok, "checked": got, "wall": run.wall, "peak_mib": run.maxrss_mib})
    med = lambda key: statistics.median(float(r[key]) for r in results)
    last = results[-1]
    agg = {key: med(key) for key in ("cost", "suppressed_cells", "lower_bound", "gap", "seconds", "wall",
                                     "cells_changed", "ncp")}
    agg.update(status="/".join(sorted({r["status"] for r in results})), method="/".join(sorted({r["method"] for r in results})),
               verified="yes" if all(r["verified"] == "yes" for r in results) else last["verified"],
               rows_deleted=last["rows_deleted"], groups=last["groups"], peak_mib=max(r["peak_mib"] for r in results),
               cost_matches_cells=all(int(r["suppressed_cells"]) == r["cells_changed"] for r in results),
               runs=[{k: r[k] for k in ("cost", "lower_bound", "gap", "status", "method", "seconds", "wall", "stats")} for r in results])
    return agg


# ---- the peers ----------------------------------------------------------------------------


def peer_python(name):
    py = CACHE / f"venv-{name}" / "bin" / "python"
    return py if py.exists() else None


def setup_peers(names):
    CACHE.mkdir(parents=True, exist_ok=True)
    for name in names:
        venv = CACHE / f"venv-{name}"
        print(f"creating {venv} and installing {' '.join(PEERS[name])} (kept out of the project's dependencies)")
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "install", "-q", *PEERS[name]], check=True)
        print("  " + library_versions(venv / "bin" / "python", PEERS[name]))
    return 0


def library_versions(python, names):
    code = f"import importlib.metadata as m; print(' '.join(f'{{n}} {{m.version(n)}}' for n in {names!r}))"
    try:
        return subprocess.run([str(python), "-c", code], check=False, capture_output=True, text=True, timeout=60).stdout.strip()
    except (OSError, subprocess.SubprocessError) as exc:  # informational only
        return f"? ({exc.__class__.__name__})"


def run_peer(name, case, data, frame, loss, args, out_dir):
    py = peer_python(name)
    if py is None:
        return {"na": f"no bench-data/venv-{name} (run --setup-peers)"}
    out = out_dir / f"{name}_{case.slug}.csv"
    spec = {"data": str(data), "sep": ";", "rows": None, "qi": case.qi, "sensitive": case.sensitive, "k": case.k,
            "l": case.l, "t": None if case.t is None else float(case.t), "out": str(out),
            "hierarchy_dir": str(HIERARCHIES), "supp_levels": args.anjana_supp}
    results = []
    for _ in range(args.repeat):
        run = run_timed([str(py), str(PEERS_SCRIPT), name, json.dumps(spec)], args.peer_timeout)
        if run.rc != 0:
            why = "killed at --peer-timeout" if run.wall >= args.peer_timeout else f"exit {run.rc}: {last_line(run.stderr)}"
            return {"na": why}
        res = json.loads(last_line(run.stdout))
        if "error" in res:
            return {"na": res["error"], "native": res}
        import pandas as pd

        rel = pd.read_csv(out, sep=";", dtype=str, keep_default_na=False)
        m = loss.measure(rel, case.qi, rel["_rowid"].astype(int).to_numpy())
        ok, got = verify(rel, case)
        results.append({"native": res, **m, "verified": ok, "checked": got, "wall": run.wall, "seconds": res["seconds"]})
    last = results[-1]
    last["seconds"] = statistics.median(r["seconds"] for r in results)
    last["wall"] = statistics.median(r["wall"] for r in results)
    return last


def peer_notes(name, case, res):
    n = res.get("native", {})
    if name == "anonypy":
        note = f"{n.get('partitions')} partitions"
        if case.l is not None:
            note += "; ran l=2 distinct (no frequency form)"
        if case.t is not None:
            note += "; ran p=0.2 (its own t test, not EMD)"
        return note
    if name == "anjana":
        lv = n.get("levels") or {}
        note = f"supp_level {n.get('supp_level')}%, levels " + "".join(str(lv.get(q, "?")) for q in case.qi)
        note += f"; all {len(n.get('candidates', []))} levels {n.get('seconds_all', 0):.0f} s"
        if case.l is not None:
            note += "; ran l=2 distinct (no frequency form)"
        return note
    return ""


# ---- the synthetic tables ----------------------------------------------------------------


def synthetic(adult, rows, perturb, seed):
    path = CACHE / f"adult_resampled_{rows}_p{perturb:g}_seed{seed}.parquet"
    if path.exists():
        return path
    import numpy as np
    import pandas as pd

    t0 = time.perf_counter()
    df = pd.read_csv(adult, sep=";", dtype=str, keep_default_na=False)
    rng = np.random.default_rng(seed)
    take = rng.integers(0, len(df), size=rows)
    out = {}
    for c in QIS:  # a fixed order, so one seed gives one table
        col = df[c].to_numpy()
        values = col[take]
        swap = rng.random(rows) < perturb
        values[swap] = col[rng.integers(0, len(df), size=int(swap.sum()))]  # a draw from the marginal
        out[c] = pd.Categorical(values)
    CACHE.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + f".tmp{os.getpid()}")
    pd.DataFrame(out).to_parquet(tmp, index=False)
    os.replace(tmp, path)
    print(f"generated {path.name} ({rows:,} rows) in {time.perf_counter() - t0:.1f} s", flush=True)
    return path


def scaling_limit(rows, given):
    if given is not None:
        return given
    return 120.0 if rows <= 100_000 else 300.0 if rows <= 300_000 else 560.0  # 1M: the whole process within 10 minutes


def scaling(args):
    out_dir = CACHE / "scaling-out"
    out_dir.mkdir(parents=True, exist_ok=True)
    head = (f"{'rows':>9} {'limit s':>7} {'status':<9} {'method':<8} {'cells':>9} {'bound':>9} {'gap':>7} "
            f"{'cells/row':>9} {'seconds':>8} {'wall s':>8} {'peak MiB':>8}")
    lines = []
    print(f"\nscaling: k=5, 9 QIs, resampled Adult (perturb {args.perturb:g}, seed {args.seed}); {args.repeat} run(s) each")
    for rows in args.scaling_rows:
        data = synthetic(args.adult, rows, args.perturb, args.seed)
        limit = scaling_limit(rows, args.scaling_time_limit)
        cmd = optanon_cmd() + ["anonymize", str(data), "--qi", ",".join(QIS), "-k", "5", "--time-limit", f"{limit:g}",
                               "-o", str(out_dir / f"k5_{rows}.parquet"), "--json", "--quiet"]
        res, runs = [], []
        for _ in range(args.repeat):
            run = run_timed(cmd, limit * 3 + 600)
            if run.rc != 0:
                res = None
                lines.append(f"{rows:>9,} {limit:>7g} error: exit {run.rc}: {last_line(run.stderr) or '(killed?)'}")
                break
            res.append(json.loads(run.stdout))
            runs.append(run)
        if not res:
            print(lines[-1], flush=True)
            continue
        cost, bound, gap, secs = (statistics.median(float(r[key]) for r in res) for key in ("cost", "lower_bound", "gap", "seconds"))
        line = (f"{rows:>9,} {limit:>7g} {res[-1]['status']:<9} {res[-1]['method']:<8} {cost:>9,.0f} "
                f"{bound:>9,.0f} {gap:>7.2%} {cost / rows:>9.3f} {secs:>8.1f} "
                f"{statistics.median(r.wall for r in runs):>8.1f} {max(r.maxrss_mib for r in runs):>8.0f}")
        lines.append(line)
        print(line, flush=True)
    print("\n" + head + "\n" + "-" * len(head) + "\n" + "\n".join(lines))
    print("seconds: optanon's own (JSON); wall s: the whole process; peak MiB: largest single-process resident set")


# ---- main ---------------------------------------------------------------------------------


def ints(text):
    return [int(x) for x in text.split(",") if x]


def loadavg():
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "?"


def fmt(x, spec):
    return "-" if x is None else format(x, spec)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--k", type=ints, default=[2, 5, 10, 20], help="k values of the k-anonymity cases (default 2,5,10,20)")
    ap.add_argument("--cases", default="k,l,t", help="k (the --k cases), l (k=5 l=2), t (k=5 t=0.2); default k,l,t")
    ap.add_argument("--time-limit", type=float, default=120.0, help="optanon's --time-limit per case (default 120)")
    ap.add_argument("--repeat", type=int, default=1, help="runs per case; medians are reported (default 1)")
    ap.add_argument("--rows", type=int, help="use only the first N rows of Adult (for trying things out)")
    ap.add_argument("--adult", type=Path, default=ADULT, help="the Adult CSV (default: %(default)s)")
    ap.add_argument("--with-hierarchies", nargs="?", const="all", metavar="COLS",
                    help="also run optanon generalizing along the ARX hierarchies of data/adult (--hierarchy) of these "
                         "QIs (comma-separated; default: all): rows '+H'")
    ap.add_argument("--skip-peers", action="store_true", help="optanon only")
    ap.add_argument("--peers", default="anonypy,anjana", help="which peers (default anonypy,anjana)")
    ap.add_argument("--setup-peers", action="store_true", help="create bench-data/venv-anonypy and venv-anjana, then exit")
    ap.add_argument("--anjana-supp", type=ints, default=ANJANA_SUPP,
                    help=f"anjana's supp_level values to try (percent; default {','.join(map(str, ANJANA_SUPP))})")
    ap.add_argument("--peer-timeout", type=float, default=1800.0, help="seconds before a peer run is killed (default 1800)")
    ap.add_argument("--scaling", action="store_true", help="run the scaling table instead of the Adult cases")
    ap.add_argument("--scaling-rows", type=ints, default=SCALING_ROWS, help="rows of the synthetic tables")
    ap.add_argument("--scaling-time-limit", type=float, help="time limit for every scaling run (default 120/300/600 by size)")
    ap.add_argument("--perturb", type=float, default=0.1, help="probability a synthetic cell is redrawn from its marginal")
    ap.add_argument("--seed", type=int, default=6, help="seed of the synthetic tables (default 6)")
    ap.add_argument("--json-out", type=Path, help="also write every figure as JSON here")
    args = ap.parse_args(argv)
    args.repeat = max(1, args.repeat)
    peers = [] if args.skip_peers else [p for p in args.peers.split(",") if p]
    for p in peers:
        if p not in PEERS:
            ap.error(f"unknown peer {p!r}")
    if args.setup_peers:
        return setup_peers(peers or list(PEERS))

    print(f"load avg {loadavg()}; optanon: {' '.join(optanon_cmd())} ({library_versions(sys.executable, ['optanon', 'highspy'])})")
    for p in peers:
        py = peer_python(p)
        print(f"{p}: {library_versions(py, [p]) if py else 'not set up (--setup-peers)'}")
    if args.scaling:
        scaling(args)
        print(f"load avg after: {loadavg()}")
        return 0

    import pandas as pd

    out_dir = CACHE / "adult-out"
    out_dir.mkdir(parents=True, exist_ok=True)
    data = args.adult.resolve()
    if args.rows:
        frame = pd.read_csv(data, sep=";", dtype=str, keep_default_na=False).head(args.rows)
        data = out_dir / f"adult_head{args.rows}.csv"
        frame.to_csv(data, sep=";", index=False)
    frame = pd.read_csv(data, sep=";", dtype=str, keep_default_na=False)
    loss = Loss(frame, HIERARCHIES)
    print(f"data: {data} ({len(frame):,} rows); optanon --time-limit {args.time_limit:g}; {args.repeat} run(s) per case\n")

    hier_cols = None
    if args.with_hierarchies:
        hier_cols = QIS if args.with_hierarchies == "all" else [c for c in args.with_hierarchies.split(",") if c]
        unknown = set(hier_cols) - set(QIS)
        if unknown:
            ap.error(f"--with-hierarchies: not a QI: {', '.join(sorted(unknown))}")
    todo = cases(args.k, [c for c in args.cases.split(",") if c])
    opt_rows, cmp_rows, record = [], [], []
    for case in todo:
        for hier in [False, True] if hier_cols else [False]:
            tool = "optanon+H" if hier else "optanon"
            res = run_optanon(case, data, frame, loss, args, out_dir, hierarchies=hier_cols if hier else ())
            record.append({"case": case.name, "tool": tool, **res})
            label = case.name + (" +H" if hier else "")
            if "error" in res:
                opt_rows.append([label, "error", res["error"]])
                cmp_rows.append([case.name, tool, "error", res["error"]])
                print(f"  {case.name}: {tool} {res['error']}", flush=True)
                continue
            same = hier or res["cost_matches_cells"]
            opt_rows.append([label, f"{res['cost']:,.0f}", f"{res['lower_bound']:,.0f}", f"{res['gap']:.2%}",
                             res["status"], res["method"], f"{res['seconds']:.1f}", f"{res['wall']:.1f}",
                             f"{res['peak_mib']:.0f}", res["verified"] + ("" if same else " (cost != cells changed!)")])
            cmp_rows.append([case.name, tool, res["verified"], f"{res['cells_changed']:,.0f}", f"{res['ncp']:,.0f}",
                             f"{res['rows_deleted']:,}", f"{res['groups']:,}", f"{res['seconds']:.1f}",
                             f"cost {res['cost']:,.0f}, gap {res['gap']:.2%} to bound {res['lower_bound']:,.0f} ({res['method']})"])
            print(f"  {case.name}: {tool} cost {res['cost']:,.0f}, bound {res['lower_bound']:,.0f}, {res['status']}, "
                  f"{res['method']}, {res['seconds']:.1f} s", flush=True)
        for p in peers:
            pres = run_peer(p, case, data, frame, loss, args, out_dir)
            record.append({"case": case.name, "tool": p, **pres})
            if "na" in pres:
                cmp_rows.append([case.name, p, "n/a", pres["na"]])
                print(f"  {case.name}: {p} n/a: {pres['na']}", flush=True)
                continue
            cmp_rows.append([case.name, p, pres["verified"], f"{pres['cells_changed']:,}", f"{pres['ncp']:,.0f}",
                             f"{pres['rows_deleted']:,}", f"{pres['checked'].get('groups', 0):,}", f"{pres['seconds']:.1f}",
                             peer_notes(p, case, pres)])
            print(f"  {case.name}: {p} {pres['cells_changed']:,} cells changed, verified {pres['verified']}, "
                  f"{pres['seconds']:.1f} s", flush=True)

    print(f"\nload avg after: {loadavg()}\n\noptanon on Adult ({len(frame):,} rows), whole-process runs of `optanon anonymize`"
          + (f", medians of {args.repeat}" if args.repeat > 1 else ""))
    print("cost = suppressed cells" + (f"; a +H row generalizes {', '.join(hier_cols)} along the ARX hierarchies "
                                      "(--hierarchy), cost = sum over cells of level / height, '*' = 1" if hier_cols else ""))
    table(["case", "cost", "bound", "gap", "status", "method", "seconds", "wall s", "peak MiB", "verified"], opt_rows, {1, 2, 3, 6, 7, 8})
    if peers:
        print("\nsame guarantee, same rows: cells changed (QI cells differing from the input; a deleted row counts |QI|), "
              "NCP (a generalized cell counts its share of the domain), each release checked by optanon.check")
        table(["case", "tool", "verified", "cells changed", "NCP", "rows deleted", "groups", "seconds", "own measures / notes"],
              cmp_rows, {3, 4, 5, 6, 7})
    if loss.unread:
        print(f"\nnote: {len(loss.unread)} released value(s) whose coverage could not be read were counted as '*' in NCP: "
              + ", ".join(f"{c}={v!r}" for c, v in sorted(loss.unread)[:5]))
    if args.json_out:
        args.json_out.write_text(json.dumps({"load_avg_end": loadavg(), "results": record}, indent=2, default=str))
    return 0


def table(header, rows, right):
    cells = [header] + [[str(c) for c in r] for r in rows]
    n = len(header)
    widths = [max(len(r[i]) for r in cells if len(r) == n) for i in range(n)]
    for j, r in enumerate(cells):
        if len(r) < n:  # an error or n/a row: the rest of the line is its reason
            print(" | ".join(c.ljust(widths[i]) for i, c in enumerate(r[:-1])) + " | " + r[-1])
        else:
            print(" | ".join(c.rjust(widths[i]) if i in right else c.ljust(widths[i]) for i, c in enumerate(r)).rstrip())
        if j == 0:
            print("-+-".join("-" * w for w in widths))


if __name__ == "__main__":
    sys.exit(main())
