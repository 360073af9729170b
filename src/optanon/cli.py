"""The ``optanon`` command line.

Errors a user can cause print one line, ``optanon: error: ...``, and exit 2.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from fractions import Fraction

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
        out[col.strip()] = path.strip()
    return out


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="optanon", description="Optimal anonymization of tables, with proofs and lower bounds.")
    p.add_argument("--version", action="version", version=_version())
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")

    c = sub.add_parser("check", help="measure k, l and t of a table as it stands and test thresholds",
                       description="Measure k-anonymity, l-diversity and t-closeness of a table as it stands "
                                   "(each distinct quasi-identifier vector is a group). Exit 0 when the thresholds "
                                   "hold, 1 when they do not, 2 on a usage or input error.")
    c.add_argument("data", metavar="DATA", help="CSV (delimiter sniffed) or Parquet file")
    c.add_argument("--qi", required=True, metavar="A,B,C", help="quasi-identifier columns, comma-separated")
    c.add_argument("--sensitive", metavar="S[,S2]", help="sensitive column(s), comma-separated")
    c.add_argument("-k", metavar="K", help="require k-anonymity (a whole number >= 1)")
    c.add_argument("-l", metavar="L", help="require l-diversity (a number >= 1) in the form of --l-form")
    c.add_argument("--l-form", default="frequency", choices=["frequency", "distinct", "entropy", "recursive"],
                   help="l-diversity form (default: frequency, as in the papers)")
    c.add_argument("-c", metavar="C", help="c of recursive (c,l)-diversity; also reports l.recursive")
    c.add_argument("-t", metavar="T", help="require t-closeness (0 <= t <= 1)")
    c.add_argument("--metric", default="equal", metavar="equal|ordered|PATH",
                   help="ground metric for t: equal (default), ordered, a distance-matrix CSV or a hierarchy CSV")
    c.add_argument("--hierarchy", action="append", metavar="COL=PATH",
                   help="check that a generalization hierarchy (ARX format) covers the column's values; repeatable")
    c.add_argument("--encoding", help="text encoding of a CSV (default UTF-8)")
    c.add_argument("--delimiter", help="CSV delimiter (default: sniffed)")
    c.add_argument("--json", action="store_true", help="print one JSON object")
    return p


def _version() -> str:
    from . import __version__

    return f"optanon {__version__}"


def _check(args) -> int:
    from .api import check

    res = check(
        args.data, args.qi, args.sensitive,
        k=None if args.k is None else _whole(args.k, "k"),
        l=None if args.l is None else _number(args.l, "l"),
        l_form=args.l_form,
        c=None if args.c is None else _number(args.c, "c"),
        t=None if args.t is None else _number(args.t, "t"),
        metric=args.metric,
        hierarchies=_hierarchies(args.hierarchy),
        encoding=args.encoding, delimiter=args.delimiter,
    )
    if args.json:
        print(json.dumps(res.to_dict(), indent=2))
    else:
        print(_format_check(res))
    return 0 if res.satisfied else 1


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


def main(argv=None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        if args.command == "check":
            return _check(args)
    except OptanonError as exc:
        print(f"optanon: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("optanon: interrupted", file=sys.stderr)
        return 130
    parser.error(f"unknown command {args.command}")
    return 2


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
