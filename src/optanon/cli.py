"""The ``optanon`` command line.

Errors a user can cause print one line, ``optanon: error: ...``, and exit 2.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import os
import signal
import sys
from fractions import Fraction

from . import cli_qid
from .errors import OptanonError, ParameterError


def _number(text: str, name: str) -> Fraction:
    try:
        value = Fraction(text.strip())
    except (ValueError, ZeroDivisionError):
        raise ParameterError(f"{name} must be a number, got '{text}'") from None
    return value


def _whole(text: str, name: str) -> int:
    value = _number(text, name)
    if value.denominator != 1:
        raise ParameterError(f"{name} must be a whole number >= 1, got '{text}'")
    return int(value)


def _hierarchies(items) -> dict:
    out = {}
    for item in items or []:
        col, sep, path = item.partition("=")
        if not sep or not col or not path:
            raise ParameterError(f"--hierarchy takes COLUMN=PATH, got '{item}'")
        col, path = col.strip(), path.strip()
        if col in out and out[col] != path:  # which one was meant? (the last one silently won)
            raise ParameterError(f"two hierarchies for column '{col}': {out[col]} and {path}; give one")
        out[col] = path
    return out


class _Parser(argparse.ArgumentParser):
    """argparse's parser, whose usage errors are one line (theirs is the usage block, then the
    message): every error a user can cause reads the same way, exit status 2."""

    def error(self, message):
        self.exit(2, f"{self.prog}: error: {message} (see '{self.prog} --help')\n")


def _parser() -> argparse.ArgumentParser:
    from .api import METHODS  # pandas and NumPy load here, inside main's handler of an interrupt

    p = _Parser(prog="optanon", description="Optimal anonymization of tables, with proofs and lower bounds.")
    p.add_argument("--version", action="version", version=_version())
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")

    c = sub.add_parser("check", help="measure k, l and t of a table as it stands and test thresholds",
                       description="Measure k-anonymity, l-diversity and t-closeness of a table as it stands "
                                   "(each distinct quasi-identifier vector is a group). Exit 0 when the thresholds "
                                   "hold, 1 when they do not, 2 on a usage or input error.")
    _common(c)
    c.add_argument("--hierarchy", action="append", metavar="COL=PATH",
                   help="check that a generalization hierarchy (ARX format) covers the column's values (a value or a label of any level, as in a release); repeatable")

    a = sub.add_parser("anonymize", help="release a table under k / l / t at minimum cost, with a lower bound",
                       description="Suppress (or generalize) quasi-identifier cells at minimum cost so that every group "
                                   "satisfies the models; report the cost, a proven lower bound and the status. "
                                   "Without -k, -l or -t, k = 1. Every option can also come from a TOML file (--config); "
                                   "options on the command line override it. Exit 0 on success, 2 on a usage or input "
                                   "error, 130 when interrupted.")
    _common(a, anonymize=True)
    a.add_argument("--config", metavar="TOML", help="read options from a TOML file (keys: the long option names, and data); "
                                                     "command-line options override it")
    a.add_argument("--hierarchy", action="append", metavar="COL=PATH",
                   help="generalize the column along this hierarchy (ARX format) instead of suppressing it; repeatable")
    a.add_argument("-o", "--output", metavar="OUT", help="where to write the release (.csv or .parquet); required")
    a.add_argument("--method", default=None, choices=METHODS,
                   help="auto (default), exact (pattern MILP, HiGHS), exact-dp or exact-dc (exponential, up to 16 rows), "
                        "matching (2-anonymity / frequency 2-diversity: LP-certified simplex matching), "
                        "simplex-matching (the same, polynomial: two-triple exchanges, up to 60 rows), "
                        "lns (large tables: greedy + large-neighbourhood search with the MILP, Lagrangian bound), "
                        "approx-m (Liang-Yuan m-approximation), set-cover (Meyerson-Williams approximation)")
    a.add_argument("--time-limit", metavar="SEC", help="stop the search after SEC seconds with the best verified release and bound")
    a.add_argument("--seed", metavar="S", help="random seed of the methods and of --shuffle (default 0)")
    src = a.add_argument_group("other inputs")
    src.add_argument("--sql", metavar="QUERY", help="read the table from a query DuckDB runs, e.g. \"SELECT * FROM 'visits.parquet'\" "
                                                    "(against --database if given); then no DATA")
    src.add_argument("--database", metavar="FILE", help="a DuckDB database file (opened read-only), with --table or --sql")
    src.add_argument("--table", metavar="NAME", help="the table of the DuckDB database (DATA or --database) to release")
    src.add_argument("--sheet", metavar="NAME|N", help="the Excel sheet to read (name or 0-based position; default the first)")
    out = a.add_argument_group("the release")
    out.add_argument("--drop", metavar="A,B", help="direct identifiers (name, ssn...) to remove from the release")
    out.add_argument("--token", metavar="TEXT", help="write suppressed cells as TEXT instead of *")
    out.add_argument("--null", action=argparse.BooleanOptionalAction, default=None,
                     help="write suppressed cells as null (Parquet output only)")
    out.add_argument("--shuffle", action=argparse.BooleanOptionalAction, default=None,
                     help="release the rows in a random order drawn from --seed, so row order cannot be linked back")
    out.add_argument("--escape-formulas", action=argparse.BooleanOptionalAction, default=None,
                     help="in a CSV, prefix ' to text cells starting with = + - @ that are not plain numbers (default on)")
    out.add_argument("--report", metavar="HTML", help="also write a self-contained HTML report for review (an ethics board)")
    out.add_argument("-q", "--quiet", action=argparse.BooleanOptionalAction, default=None,
                     help="no progress display on standard error")
    cli_qid.add_parsers(sub)  # qid, generate
    return p


def _common(c, *, anonymize: bool = False) -> None:
    """The options check and anonymize share; for anonymize none has a default here (a --config may set it)."""
    if anonymize:
        c.add_argument("data", metavar="DATA", nargs="?",
                       help="CSV (delimiter sniffed), Parquet, Excel (.xlsx) or DuckDB database (with --table); or use --sql")
    else:
        c.add_argument("data", metavar="DATA", help="CSV (delimiter sniffed) or Parquet file")
    c.add_argument("--qi", required=not anonymize, metavar="A,B,C", help="quasi-identifier columns, comma-separated")
    c.add_argument("--sensitive", metavar="S[,S2]", help="sensitive column(s), comma-separated")
    c.add_argument("-k", metavar="K", help="k-anonymity (a whole number >= 1)")
    c.add_argument("-l", metavar="L", help="l-diversity (a number >= 1) in the form of --l-form")
    c.add_argument("--l-form", default=None if anonymize else "frequency", choices=["frequency", "distinct", "entropy", "recursive"],
                   help="l-diversity form (default: frequency, as in the papers)")
    c.add_argument("-c", metavar="C", help="c of recursive (c,l)-diversity")
    c.add_argument("-t", metavar="T", help="t-closeness (0 <= t <= 1)")
    c.add_argument("--metric", default=None if anonymize else "equal", metavar="equal|ordered|PATH",
                   help="ground metric for t: equal (default), ordered, a distance-matrix CSV or a hierarchy CSV")
    c.add_argument("--encoding", help="text encoding of a CSV (default UTF-8)")
    c.add_argument("--delimiter", help="CSV delimiter (default: sniffed)")
    if anonymize:
        c.add_argument("--json", action=argparse.BooleanOptionalAction, default=None, help="print one JSON object")
    else:
        c.add_argument("--json", action="store_true", help="print one JSON object")


def _model_args(args) -> dict:
    return {
        "k": None if args.k is None else _whole(args.k, "k"),
        "l": None if args.l is None else _number(args.l, "l"),
        "l_form": args.l_form,
        "c": None if args.c is None else _number(args.c, "c"),
        "t": None if args.t is None else _number(args.t, "t"),
        "metric": args.metric,
        "hierarchies": _hierarchies(args.hierarchy),
        "encoding": args.encoding, "delimiter": args.delimiter,
    }


def _version() -> str:
    from . import __version__

    return f"optanon {__version__}"


def _check(args) -> int:
    from .api import check

    res = check(args.data, args.qi, args.sensitive, **_model_args(args))
    if args.json:
        print(json.dumps(res.to_dict(), indent=2))
    else:
        print(_format_check(res))
    return 0 if res.satisfied else 1


#: defaults of anonymize's options, applied after --config
# the approximation algorithms end by themselves: unproved before ENDED_EARLY of their time limit,
# they were not stopped by it (the searches stop a little before their limit, e.g. lns's SETTLE)
APPROXIMATIONS = ("approx-m", "set-cover")
ENDED_EARLY = 0.9
ANONYMIZE_DEFAULTS = {"l_form": "frequency", "metric": "equal", "method": "auto", "seed": "0", "json": False,
                      "null": False, "shuffle": False, "escape_formulas": True, "quiet": False}


def _anonymize(args, parser) -> int:
    from .api import anonymize
    from .io import PARQUET_SUFFIXES, check_output_path, input_files, require_token_unescaped
    from .progress import ProgressDisplay

    if args.config:
        from .config import apply_config

        apply_config(args, parser, args.config)
    # options of a model that is not asked for would be ignored: the release would not be what was meant
    if args.l_form is not None and args.l is None:
        raise ParameterError(f"--l-form {args.l_form} needs -l L (the l of l-diversity)")
    if args.metric is not None and args.t is None:
        raise ParameterError("--metric needs -t T (the t of t-closeness)")
    for dest, value in ANONYMIZE_DEFAULTS.items():
        if getattr(args, dest) is None:
            setattr(args, dest, value)
    if not args.qi:
        raise ParameterError("name the quasi-identifier columns (--qi A,B,C, or qi = [...] in the config)")
    if not args.output:
        raise ParameterError("name the release file (-o OUT.csv or OUT.parquet, or output = ... in the config)")
    if args.data is None and args.sql is None and args.database is None:
        raise ParameterError("name the data: a file (CSV, Parquet, Excel, DuckDB database with --table) or --sql QUERY")
    from .api import positive_seconds

    time_limit = None if args.time_limit is None else _number(args.time_limit, "the time limit")
    if time_limit is not None and not positive_seconds(time_limit):  # 1e400: beyond a float
        raise ParameterError(f"the time limit must be a positive number of seconds, got '{args.time_limit}'")
    time_limit = None if time_limit is None else float(time_limit)
    seed = _number(args.seed, "seed")
    if seed.denominator != 1 or seed < 0:
        raise ParameterError(f"the seed must be a whole number >= 0, got '{args.seed}'")
    model_args = _model_args(args)
    # every file the command reads: the release (or report) must not replace one of them
    inputs = {"configuration file": args.config} | input_files(args.data, args.database, args.metric,
                                                               model_args["hierarchies"], args.sql)
    out = check_output_path(args.output, inputs)
    parquet = out.suffix.lower() in PARQUET_SUFFIXES
    if args.null and not parquet:
        raise ParameterError("--null writes suppressed cells as null, which only Parquet can hold (in a CSV an empty cell "
                             "is a missing value); write OUT.parquet or choose a --token")
    if args.null and args.token is not None:
        raise ParameterError("give --token or --null, not both")
    require_token_unescaped(args.token, out, args.escape_formulas, "pass --no-escape-formulas")
    report = None
    if args.report:
        report = check_output_path(args.report, inputs, what="report")
        if report.resolve() == out.resolve():
            raise ParameterError("the report and the release would be the same file; give --report another name")

    display = ProgressDisplay(enabled=not args.quiet)
    written = None
    previous = _terminate_as_interrupt()
    try:
        with display:
            display.phase("reading")
            rel = anonymize(args.data, args.qi, args.sensitive, method=args.method, time_limit=time_limit, seed=int(seed),
                            progress=display, drop=args.drop, token=args.token, null=args.null, shuffle=args.shuffle, sql=args.sql,
                            database=args.database, table=args.table, sheet=args.sheet, **model_args)
            display.phase("writing the release")
            escaped = rel.write(out, null=args.null, escape=args.escape_formulas)
            written = out
            if report is not None:
                display.phase("writing the report")
                rel.report(report)
    except KeyboardInterrupt:
        if written is None:
            print(f"optanon: interrupted during {display.state['phase']}: nothing written (no verified release was "
                  f"complete; {out} is untouched)", file=sys.stderr)
        else:
            print(f"optanon: interrupted while writing the report: the verified release {written} is complete; "
                  f"no report written", file=sys.stderr)
        return 130
    finally:
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)
    summary = rel.summary()
    summary["output"] = str(out)
    summary["report"] = None if report is None else str(report)
    summary["escaped_cells"] = escaped
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        print(f"{rel.status}: cost {summary['cost']} ({rel.suppressed_cells} suppressed cells), lower bound {summary['lower_bound']}, "
              f"gap {rel.gap:.2%}, method {rel.method}, {rel.result.seconds:.2f} s")
        if rel.status != "optimal":
            seconds = rel.result.seconds
            if time_limit is not None and (rel.method not in APPROXIMATIONS or seconds >= ENDED_EARLY * time_limit):
                print(f"not proven optimal within the limit ({time_limit:g} s): the release is the best verified one found; "
                      f"the optimum saves at most {rel.gap:.2%} of its cost")
            else:  # an approximation that ended by itself, or no limit: more time would not prove it
                print(f"not proven optimal: {rel.method} ended after {seconds:.2f} s without a proof"
                      + ("" if time_limit is None else f", before the limit ({time_limit:g} s)")
                      + f"; the release is the best verified one it found; the optimum saves at most {rel.gap:.2%} of its cost")
        print(f"{rel.num_groups} group{'' if rel.num_groups == 1 else 's'}, smallest {rel.smallest_group} row{'' if rel.smallest_group == 1 else 's'} (prosecutor risk {rel.prosecutor_risk:.1%}); "
              f"release written to {out}" + (f", report to {report}" if report else ""))
        if escaped:
            print(f"{escaped} CSV cell(s) that a spreadsheet would run as formulas were prefixed with ' (--no-escape-formulas to keep them)")
    return 0


def _terminate_as_interrupt():
    """Treat SIGTERM (a scheduler's kill, a container stop) like Ctrl-C, so temporary files are removed and the
    message says what was written. Returns the previous handler (None when not in the main thread)."""
    import threading

    if threading.current_thread() is not threading.main_thread():
        return None

    def handler(signum, frame):
        raise KeyboardInterrupt

    return signal.signal(signal.SIGTERM, handler)


def _fmt(x) -> str:
    if x is None:
        return "-"
    if isinstance(x, float):
        return "inf" if math.isinf(x) else f"{x:.4g}"
    return str(x)


def _format_check(res) -> str:
    lines = [
        f"rows               {res.rows}",
        f"groups             {res.groups}   (distinct quasi-identifier vectors)",
        f"k                  {res.k}   (smallest group)",
    ]
    if res.sensitive:
        lines += [
            f"l  frequency       {_fmt(res.l.frequency)}   (smallest |G| / most frequent sensitive count)",
            f"l  distinct        {_fmt(res.l.distinct)}",
            f"l  entropy         {_fmt(res.l.entropy)}",
        ]
        if res.l.recursive is not None:
            lines.append(f"l  recursive       {res.l.recursive}")
        lines.append(f"t  ({res.metric})".ljust(19) + f"{_fmt(res.t)}   (largest EMD of a group to the table)")
    else:
        lines.append("l, t               -   (no sensitive column)")
    for m in res.models:
        verdict = "holds" if m.satisfied else f"violated by {m.violating_groups} group(s), {m.violating_rows} row(s)"
        lines.append(f"{m.model}: {verdict}")
    if res.models:
        lines.append("satisfied" if res.satisfied else f"NOT satisfied: {res.violating_groups} group(s), {res.violating_rows} row(s) violate")
    return "\n".join(lines)


@contextlib.contextmanager
def _stdout_for_python_only():
    """For the command's duration, file descriptor 1 points at stderr and ``sys.stdout`` at a copy
    of the real stdout: what native code writes there (HiGHS's banner, DuckDB's progress bar, a
    forked worker) goes to stderr and cannot mix with the JSON or summary printed on stdout.
    Nothing changes when ``sys.stdout`` is not file descriptor 1 (e.g. captured in a test)."""
    def is_fd(stream, fd):
        try:
            return stream is not None and stream.fileno() == fd
        except (AttributeError, OSError, ValueError):
            return False

    if not is_fd(sys.stdout, 1):  # captured, or closed (`>&-`: None)
        yield
        return
    previous = sys.stdout
    previous.flush()
    saved = os.dup(1)
    os.dup2(2, 1)  # open and writable: _standard_descriptors ran first (/dev/null if the caller closed it)
    sys.stdout = os.fdopen(saved, "w", encoding=previous.encoding, errors=previous.errors)
    try:
        yield
    finally:
        try:
            sys.stdout.flush()
        except BrokenPipeError:
            pass
        os.dup2(saved, 1)
        try:
            sys.stdout.close()
        except BrokenPipeError:
            pass
        sys.stdout = previous


def _standard_descriptors() -> None:
    """Open /dev/null on any of file descriptors 0-2 that the caller closed (`>&-`, `2>&-`): else
    the next file opened takes that number, and a native write meant for stdout or stderr (HiGHS's
    banner, a worker's message) would land in it, e.g. in the release being written; and on 1 or 2
    when open for reading only (a write there fails: the one-line error message raised instead)."""
    import fcntl

    for fd in (0, 1, 2):
        try:
            mode = fcntl.fcntl(fd, fcntl.F_GETFL) & os.O_ACCMODE
        except OSError:  # closed
            mode = None
        if mode is None or (fd > 0 and mode == os.O_RDONLY):  # closed, or (seen under a pyenv shim) not writable
            null = os.open(os.devnull, os.O_RDWR)
            os.dup2(null, fd)
            if null != fd:
                os.close(null)
    # Python leaves sys.stdout / sys.stderr None for a descriptor closed at its start, and
    # print(file=None) writes to stdout: the error message would have gone there
    if sys.stdout is None:
        sys.stdout = open(1, "w", closefd=False)  # noqa: SIM115 -- lives as long as the process
    if sys.stderr is None:
        sys.stderr = open(2, "w", closefd=False)  # noqa: SIM115


def main(argv=None) -> int:
    try:
        _standard_descriptors()
        with _stdout_for_python_only():
            return _main(argv)
    except KeyboardInterrupt:  # while the libraries load (``_parser``), before any work
        print("optanon: interrupted", file=sys.stderr)
        return 130


def _main(argv) -> int:
    parser = _parser()
    sub_parsers = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction)).choices
    args = parser.parse_args(argv)
    try:
        if args.command == "check":
            return _check(args)
        if args.command == "anonymize":
            return _anonymize(args, sub_parsers["anonymize"])
        if args.command in cli_qid.COMMANDS:
            return cli_qid.run(args)
    except OptanonError as exc:
        print(f"optanon: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("optanon: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader went away (e.g. `| head`): stop quietly, no traceback
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    parser.error(f"unknown command {args.command}")
    return 2


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
