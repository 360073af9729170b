"""Reading tables, at the boundary: every input check happens here, once.

CSV: the delimiter is sniffed from the first lines (``,`` ``;`` tab ``|``) unless
given; the encoding is UTF-8 unless given (a UTF-8 byte-order mark is dropped).
Every cell is read as text, exactly as written; only an empty cell is missing
(the text ``NA`` or ``null`` is a value like any other). Parquet is read with
pyarrow, Excel (``.xlsx``) with openpyxl, and any SQL query with DuckDB (an
in-memory database that can read files, or a DuckDB database file opened read-only).
A pandas DataFrame is taken as it is (any index, any dtypes); a polars
DataFrame or pyarrow Table is converted through ``to_pandas``.

Memory: a file is held once. pyarrow reads it into Arrow buffers and
``to_pandas(self_destruct=True)`` hands them to pandas column by column (string
columns stay Arrow-backed, so they are not copied at all); no second copy of the
input is kept (measured in tests/test_steward_inputs.py and the README).

Writing (``write_release``) is atomic: a temporary file in the output's directory,
renamed into place with ``os.replace`` only when it is complete.
"""

from __future__ import annotations

import csv
import difflib
import io
import os
import re
import stat
import tempfile
from pathlib import Path

import numpy as np
import pandas as pd

from .errors import ColumnError, InputError, ParameterError

SNIFF_BYTES = 1 << 16
DELIMITERS = ",;\t|"
PARQUET_SUFFIXES = (".parquet", ".pq")
EXCEL_SUFFIXES = (".xlsx", ".xlsm")
DUCKDB_SUFFIXES = (".duckdb", ".ddb")
# a release is CSV or Parquet; a name that promises another format (or compression) would get CSV text
NOT_WRITTEN_SUFFIXES = EXCEL_SUFFIXES + DUCKDB_SUFFIXES + (".xls", ".json", ".html", ".htm", ".db", ".sqlite", ".feather",
                                                           ".arrow", ".orc", ".avro", ".gz", ".zip", ".bz2", ".xz", ".zst")


def read_table(data, *, encoding: str | None = None, delimiter: str | None = None, sql: str | None = None,
               database=None, table: str | None = None, sheet=None) -> pd.DataFrame:
    """A DataFrame from a path (CSV, Parquet, Excel, DuckDB database), a SQL query, a DataFrame, or a table with ``to_pandas``.

    ``sql``: a query DuckDB runs (``data`` must then be None), against ``database`` if given (a DuckDB file,
    opened read-only) or an in-memory database (which reads files: ``FROM 'visits.parquet'``).
    ``table``: a table of the DuckDB database ``data`` or ``database``. ``sheet``: the Excel sheet (name or
    0-based position; the first by default).
    """
    for name, given in (("encoding", encoding), ("delimiter", delimiter)):
        if given is not None and not isinstance(given, str):
            raise InputError(f"the {name} must be text, got {type(given).__name__}")
    if sheet is not None and not (isinstance(data, (str, Path)) and Path(data).suffix.lower() in EXCEL_SUFFIXES
                                  and sql is None and table is None and database is None):
        raise InputError("a sheet is named (--sheet), but the data is not an Excel workbook (.xlsx); drop --sheet")
    if sql is not None or table is not None or database is not None:
        if data is not None and not (isinstance(data, (str, Path)) and Path(data).suffix.lower() in DUCKDB_SUFFIXES):
            raise InputError("give either a data file or a SQL query / DuckDB database and table, not both")
        frame = _read_duckdb(sql, database if database is not None else data, table)
    elif data is None:
        raise InputError("no data given: name a file (CSV, Parquet, Excel, DuckDB database with --table) or a --sql query")
    elif isinstance(data, pd.DataFrame):
        frame = data
    elif hasattr(data, "to_pandas") and not isinstance(data, (str, Path)):
        frame = data.to_pandas()
    elif isinstance(data, (str, Path)):
        path = Path(data)
        if not path.exists():
            raise InputError(f"file not found: {path}")
        if not path.is_file():
            raise InputError(f"not a file: {path}")
        suffix = path.suffix.lower()
        if suffix in PARQUET_SUFFIXES:
            frame = _read_parquet(path)
        elif suffix in EXCEL_SUFFIXES:
            frame = _read_excel(path, sheet)
        elif suffix in DUCKDB_SUFFIXES:
            raise InputError(f"{path} is a DuckDB database: name the table (--table NAME) or give a query (--sql)")
        elif suffix == ".xls":
            raise InputError(f"{path}: the old binary Excel format (.xls) is not read; save it as .xlsx or CSV")
        else:
            frame = _read_csv(path, encoding, delimiter)
    else:
        raise InputError(f"cannot read a table from {type(data).__name__}; give a path, a pandas or polars DataFrame, or a pyarrow Table")
    if len(frame.columns) == 0:
        raise InputError("the table has no columns")
    if len(frame) == 0:
        raise InputError("the table has a header but no rows")
    dupes = sorted({str(c) for c in frame.columns[frame.columns.duplicated()]})
    if dupes:
        raise InputError(f"column name(s) appear twice in the header: {', '.join(dupes)}")
    return frame


def _read_parquet(path: Path) -> pd.DataFrame:
    import pyarrow.parquet as pq

    try:
        names = pq.read_schema(path).names
    except Exception as exc:  # noqa: BLE001 - pyarrow raises several types for a bad file
        raise InputError(f"{path}: not a readable Parquet file ({exc.__class__.__name__})") from None
    twice = [name for i, name in enumerate(names) if name in names[:i]]
    if twice:  # pyarrow's reader stops on them with "Multiple matches for FieldRef"
        raise InputError(f"{path}: column '{twice[0]}' appears twice in the Parquet file; column names must be unique")
    try:
        arrow = pq.read_table(path)
    except Exception as exc:  # noqa: BLE001 - pyarrow raises several types for a bad file
        raise InputError(f"{path}: not a readable Parquet file ({exc.__class__.__name__})") from None
    return _arrow_to_pandas(arrow)


def _arrow_to_pandas(arrow) -> pd.DataFrame:
    """Hand Arrow buffers to pandas without keeping a second copy (the Arrow table is consumed)."""
    return arrow.to_pandas(self_destruct=True, split_blocks=True)


def _read_excel(path: Path, sheet) -> pd.DataFrame:
    try:
        import openpyxl
    except ImportError:  # pragma: no cover - a dependency
        raise InputError("reading Excel needs openpyxl (pip install openpyxl)") from None
    try:
        book = openpyxl.load_workbook(path, read_only=True, data_only=True)
    except Exception as exc:  # noqa: BLE001 - openpyxl / zipfile raise many types for a bad file
        raise InputError(f"{path}: not a readable Excel workbook ({exc.__class__.__name__})") from None
    try:
        names = book.sheetnames
        if sheet is None:
            sheet = 0
        if isinstance(sheet, str) and sheet.strip().lstrip("-").isdigit() and sheet not in names:
            sheet = int(sheet)
        if isinstance(sheet, int):
            if not 0 <= sheet < len(names):
                raise InputError(f"{path} has {len(names)} sheet(s); sheet {sheet} does not exist (sheets: {', '.join(names)})")
            sheet = names[sheet]
        if sheet not in names:
            close = difflib.get_close_matches(str(sheet), names, n=1)
            hint = f"; did you mean '{close[0]}'?" if close else f"; the sheets are: {', '.join(names)}"
            raise InputError(f"{path} has no sheet '{sheet}'{hint}")
        rows = book[sheet].iter_rows(values_only=True)
        header = next(rows, None)
        if header is None or all(h is None for h in header):
            raise InputError(f"{path}: sheet '{sheet}' is empty")
        width = max((i + 1 for i, h in enumerate(header) if h is not None), default=0)
        header = header[:width]
        if any(h is None or not str(h).strip() for h in header):
            raise InputError(f"{path}: sheet '{sheet}' has an empty column name (column {[h is None or not str(h).strip() for h in header].index(True) + 1})")
        body = [tuple(r[:width]) + (None,) * (width - len(r[:width])) for r in rows if any(v is not None for v in r)]
    finally:
        book.close()
    names = [str(h) for h in header]
    if len(set(names)) != len(names):
        raise InputError(f"{path}: column name(s) appear twice in the header: {', '.join(sorted({h for h in names if names.count(h) > 1}))}")
    # each column as Python objects, as the cells hold them (39 stays 39, not 39.0; an empty cell is missing)
    columns = list(zip(*body)) if body else [()] * len(names)
    return pd.DataFrame({name: pd.Series(list(col), dtype=object) for name, col in zip(names, columns)})


def _read_duckdb(sql, database, table) -> pd.DataFrame:
    import duckdb
    import pyarrow as pa

    if sql is not None and table is not None:
        raise InputError("give either a SQL query (--sql) or a table (--table), not both")
    if sql is None and table is None:
        raise InputError(f"{database} is a DuckDB database: name the table (--table NAME) or give a query (--sql)")
    if sql is not None and not str(sql).strip():
        raise InputError("the SQL query is empty")
    if database is not None:
        path = Path(database)
        if not path.is_file():
            raise InputError(f"DuckDB database not found: {path}")
    if sql is None:
        if database is None:
            raise InputError("--table names a table of a DuckDB database: give the database file too")
        sql = 'SELECT * FROM "' + str(table).replace('"', '""') + '"'
    try:
        con = duckdb.connect(str(database) if database is not None else ":memory:", read_only=database is not None)
    except duckdb.Error as exc:
        raise InputError(f"DuckDB cannot open {database}: {_duckdb_message(exc, str(database))}") from None
    try:
        # DuckDB draws a progress bar on stdout for queries over 2 s, terminal or not: it would
        # come before `--json`'s JSON there (not printing it holds even if the query sets progress_bar_time)
        con.execute("SET enable_progress_bar = false")
        con.execute("SET enable_progress_bar_print = false")
        result = con.sql(sql)
        if result is None:
            raise InputError("the SQL query returns no table (use a SELECT)")
        for name in ("to_arrow_table", "fetch_arrow_table", "arrow"):  # DuckDB 2 / 1.x spellings
            if hasattr(result, name):
                arrow = getattr(result, name)()
                break
        if isinstance(arrow, pa.RecordBatchReader):
            arrow = arrow.read_all()
    except duckdb.Error as exc:
        raise InputError(f"DuckDB could not run the query: {_duckdb_message(exc, sql)}") from None
    finally:
        con.close()
    return _arrow_to_pandas(arrow)


_QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"")


def _duckdb_message(exc, query: str) -> str:
    """DuckDB's message on one line, with any quoted text that is not in the query hidden (it may be a data value)."""
    lines = [ln.strip() for ln in str(exc).splitlines() if ln.strip() and not ln.strip().startswith("LINE ")
             and not set(ln.strip()) <= {"^"}]
    text = "; ".join(lines) or exc.__class__.__name__
    if text.startswith(("Catalog Error", "Binder Error", "Parser Error")):  # about the query and the schema only
        return text
    # about the data: its first line only (later lines may quote whole input lines), quoted text hidden
    text = lines[0] if lines else text

    def hide(m):
        inner = m.group(0)[1:-1]
        return m.group(0) if inner and inner in query else m.group(0)[0] + "<value hidden>" + m.group(0)[0]

    return _QUOTED.sub(hide, text)


def _read_csv(path: Path, encoding: str | None, delimiter: str | None) -> pd.DataFrame:
    import pyarrow as pa
    import pyarrow.csv as pc

    with open(path, "rb") as fh:
        raw = fh.read(SNIFF_BYTES)
    if not raw.strip(b"\xef\xbb\xbf \t\r\n"):
        raise InputError(f"{path}: the file is empty")
    enc = encoding or "utf-8"
    try:
        sample = raw.decode(enc, errors="strict" if len(raw) < SNIFF_BYTES else "ignore")
    except UnicodeDecodeError as exc:
        raise _not_encoded(path, enc, encoding, exc.start) from None
    except LookupError:
        raise InputError(f"unknown encoding '{encoding}'") from None
    sample = sample.lstrip("\ufeff")
    if delimiter is None:
        delimiter = sniff_delimiter(sample)
    elif len(delimiter) != 1:
        raise InputError(f"the delimiter must be one character, got {delimiter!r}")
    header = next(csv.reader(io.StringIO(sample), delimiter=delimiter), [])
    if any(not name.strip() for name in header):
        raise InputError(f"{path}: the header has an empty column name (column {[n.strip() for n in header].index('') + 1})")
    if len(set(header)) != len(header):
        dupes = sorted({h for h in header if header.count(h) > 1})
        raise InputError(f"{path}: column name(s) appear twice in the header: {', '.join(dupes)}")
    try:
        table = pc.read_csv(
            path,
            read_options=pc.ReadOptions(encoding=enc),
            parse_options=pc.ParseOptions(delimiter=delimiter, newlines_in_values=True),
            convert_options=pc.ConvertOptions(
                column_types={name: pa.string() for name in header},
                strings_can_be_null=True,
                quoted_strings_can_be_null=True,
                null_values=[""],
            ),
        )
    except pa.ArrowInvalid as exc:
        msg = str(exc)
        if "UTF8" in msg or "UTF-8" in msg:
            raise _not_encoded(path, enc, encoding, None) from None
        if "Expected" in msg and "columns" in msg:
            raise _ragged(path, enc, delimiter, len(header)) from None
        raise InputError(f"{path}: cannot parse the CSV ({msg.splitlines()[0][:80]})") from None
    if table.num_rows == 0:
        raise InputError(f"{path}: the file has a header but no rows")
    frame = _arrow_to_pandas(table)
    del table
    frame.attrs["delimiter"] = delimiter
    return frame


def sniff_delimiter(sample: str) -> str:
    """The candidate delimiter that splits the first lines into the same number (> 1) of fields."""
    lines = [ln for ln in sample.splitlines()[:50] if ln.strip()]
    if len(lines) > 1 and not sample.endswith(("\n", "\r")):
        lines = lines[:-1]  # the last line of a sample may be cut short
    best, best_fields = ",", 1
    for cand in DELIMITERS:
        counts = {len(row) for row in csv.reader(lines, delimiter=cand)}
        if len(counts) == 1 and (fields := counts.pop()) > best_fields:
            best, best_fields = cand, fields
    return best


def _not_encoded(path, enc, given, offset) -> InputError:
    where = f" (byte offset {offset})" if offset is not None else ""
    if given:
        return InputError(f"{path}: not valid {enc}{where}; check --encoding")
    return InputError(f"{path}: not valid UTF-8{where}; pass the file's encoding, e.g. --encoding latin-1")


def _ragged(path, enc, delimiter, width) -> InputError:
    with open(path, encoding=enc, newline="") as fh:
        for number, row in enumerate(csv.reader(fh, delimiter=delimiter), start=1):
            if row and len(row) != width:
                return InputError(f"{path}: line {number} has {len(row)} fields, the header has {width}")
    return InputError(f"{path}: rows have differing numbers of fields (the header has {width})")


def resolve_columns(frame: pd.DataFrame, qi, sensitive=()) -> tuple[list, list]:
    """Validate the QI and SA column names against the frame; return them as lists."""
    qi = _as_list(qi, "quasi-identifier")
    sensitive = _as_list(sensitive, "sensitive")
    if not qi:
        raise ColumnError("name at least one quasi-identifier column (--qi A,B,C)")
    columns = list(frame.columns)
    names = [str(c) for c in columns]
    for role, cols in (("quasi-identifier", qi), ("sensitive", sensitive)):
        seen = set()
        for col in cols:
            if col not in columns:
                close = difflib.get_close_matches(str(col), names, n=3, cutoff=0.5)
                hint = f"; did you mean {' or '.join(repr(c) for c in close)}?" if close else f"; the columns are: {', '.join(names)}"
                raise ColumnError(f"no {role} column '{col}' in the table{hint}")
            if col in seen:
                raise ColumnError(f"{role} column '{col}' is named twice")
            seen.add(col)
    both = [c for c in qi if c in sensitive]
    if both:
        raise ColumnError(f"column '{both[0]}' cannot be both a quasi-identifier and sensitive")
    for col in qi + sensitive:
        _require_plain_cells(frame[col], col)
    return qi, sensitive


def _require_plain_cells(series: pd.Series, col) -> None:
    """ColumnError when a cell holds a value that has no identity as a whole (a Parquet list or
    struct, read as an array or dict: unhashable, so no group could be formed on it; it ended
    in a TypeError traceback)."""
    if series.dtype != object or series.empty:
        return
    kinds = series.map(type)
    bad = [t for t in kinds.unique() if t.__hash__ is None]
    if bad:
        row = int(np.flatnonzero(kinds.isin(bad).to_numpy())[0])
        raise ColumnError(f"column '{col}' holds nested values ({bad[0].__name__}, first at data row {row + 1}): "
                          f"optanon needs one plain value per cell (text, number, date or missing); "
                          f"flatten the column or turn it into text first")


def _as_list(cols, role) -> list:
    if cols is None:
        return []
    if isinstance(cols, str):
        cols = [c.strip() for c in cols.split(",")] if cols.strip() else []
    try:
        cols = list(cols)
    except TypeError:
        raise ColumnError(f"the {role} columns must be a list of names or one text 'A,B', got {type(cols).__name__}") from None
    if any(isinstance(c, str) and not c for c in cols):
        raise ColumnError(f"an empty {role} column name was given")
    return cols


def _link_hops(path) -> list[str]:
    """Every path a chain of symbolic links passes through, each with its directory resolved
    (``/dev/stdout`` -> ``/proc/self/fd/1`` -> ...; realpath alone would only show the last)."""
    hops, here = [], os.path.abspath(path)
    for _ in range(40):  # the kernel's own limit on a chain
        hops.append(os.path.join(os.path.realpath(os.path.dirname(here)), os.path.basename(here)))
        if not os.path.islink(here):
            break
        here = os.path.normpath(os.path.join(os.path.dirname(here), os.readlink(here)))
    return hops


def write_target(out, *, what: str = "output") -> Path:
    """The file a release, report or table is written to: ``out``, or the file it links to (the
    link stays a link, its target is replaced). Outputs are written to a temporary file beside the
    target and renamed into place, so what is not a file is refused: ``-``, a path whose links pass
    through /proc (/dev/stdout, /dev/fd/N: the rename would replace the link with a file, and while a
    command runs its stdout is redirected, cli._stdout_for_python_only), and any terminal, pipe or
    device."""
    out = Path(out)
    real = os.path.realpath(out)
    if str(out) == "-" or any(hop.startswith("/proc/") for hop in _link_hops(out) + [real]):
        raise InputError(f"the {what} {out} is a stream, not a file: optanon writes a temporary file and renames it "
                         f"into place once complete; give a file name")
    try:
        mode = os.stat(out).st_mode
    except OSError:  # nothing there yet (or a link to nothing yet)
        mode = None
    if mode is not None and not (stat.S_ISREG(mode) or stat.S_ISDIR(mode)):  # a directory: refused by the caller
        raise InputError(f"the {what} {out} is not a regular file (a terminal, pipe or device): optanon writes a "
                         f"temporary file and renames it into place once complete; give a file name")
    return Path(real) if os.path.islink(out) else out


def require_table_suffix(out) -> None:
    """A release (or table) is written as CSV, or as Parquet by its suffix: refuse a name whose
    suffix promises another format, which would hold CSV text (`out.xlsx` did)."""
    suffix = Path(out).suffix.lower()
    if suffix in NOT_WRITTEN_SUFFIXES:
        raise InputError(f"{out}: optanon writes CSV (any other name, e.g. .csv or .tsv) or Parquet (.parquet), "
                         f"not {suffix}; give the output one of those names")


def require_report_suffix(out) -> None:
    """The report is an HTML page: refuse a name that promises a table (report.csv held HTML)."""
    suffix = Path(out).suffix.lower()
    if suffix not in (".html", ".htm") and suffix in NOT_WRITTEN_SUFFIXES + PARQUET_SUFFIXES + (".csv", ".tsv", ".txt"):
        raise InputError(f"{out}: the report is an HTML page; give it an .html name")


def query_files(sql) -> list[str]:
    """The existing files a DuckDB query names (``--sql``): each string literal ('visits.csv',
    read_parquet('data/*.parquet')) and quoted identifier ("visits.csv") that is a file, or a glob
    pattern matching files, relative to the working directory as DuckDB reads them; so that a release
    written over one can be refused (``check_output_path``). A literal that names no file is left out."""
    import glob

    if not isinstance(sql, str):
        return []
    found = []
    for single, double in re.findall(r"'((?:[^']|'')*)'|\"((?:[^\"]|\"\")*)\"", sql):
        text = single.replace("''", "'") if single else double.replace('""', '"')
        if not text:
            continue
        names = glob.glob(text) if glob.has_magic(text) else [text]
        found += [name for name in names if os.path.isfile(name)]
    return found


def input_files(data=None, database=None, metric=None, hierarchies=None, sql=None) -> dict:
    """{what it is: path} of the files a release is made from -- the data, the database, the metric
    file, each hierarchy file, the files the query reads (``query_files``) -- for ``check_output_path``;
    an entry that is no path (a DataFrame, a named metric, a Hierarchy object) is left out."""
    named = {"input file": data, "database": database,
             "metric file": None if isinstance(metric, str) and metric in ("equal", "ordered") else metric}
    named |= {f"hierarchy file of column '{col}'": h for col, h in (hierarchies or {}).items()}
    named |= {f"file the query reads ('{path}')": path for path in query_files(sql)}
    return {role: src for role, src in named.items() if isinstance(src, (str, os.PathLike)) and str(src)}


def check_output_path(out, inputs=(), *, what: str = "output") -> Path:
    """Validate where a release (or report) will be written, before any work is done.

    Refused: the path of an input (compared after resolving links, whether or not the output exists yet;
    ``inputs``: paths, or {what it is: path}, e.g. a hierarchy file), a directory, a missing directory,
    or one where no file can be created (probed with a temporary file, which also catches read-only file
    systems and holds for root, whom ``os.access`` never refuses).
    """
    if not isinstance(out, (str, os.PathLike)):
        raise InputError(f"the {what} must be a path, got {type(out).__name__}")
    out = Path(out)
    named = inputs.items() if isinstance(inputs, dict) else (("input file", src) for src in inputs)
    for role, src in named:
        if isinstance(src, (str, Path)) and str(src) and Path(src).resolve() == out.resolve():
            raise InputError(f"the {what} {out} is the {role}; write it elsewhere")
    if what == "output":
        require_table_suffix(out)
    elif what == "report":
        require_report_suffix(out)
    shown, out = out, write_target(out, what=what)
    if out != shown and not out.parent.is_dir():  # a link into a directory that does not exist
        raise InputError(f"the {what} {shown} links to {out}, whose directory does not exist")
    parent = out.parent
    if not parent.is_dir():
        raise InputError(f"the {what} directory {parent} does not exist")
    if out.is_dir():
        raise InputError(f"the {what} {out} is a directory; give a file name")
    if not os.access(parent, os.W_OK):
        raise InputError(f"the {what} directory {parent} is not writable")
    try:
        fd, probe = tempfile.mkstemp(prefix=f".{out.name}.", suffix=".probe", dir=parent)
    except OSError as exc:
        raise InputError(f"the {what} directory {parent} is not writable ({exc.strerror})") from None
    os.close(fd)
    os.unlink(probe)
    return out


#: first characters that make a spreadsheet evaluate a CSV cell as a formula (OWASP "CSV injection")
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
_NUMBER = r"^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:[eE][+-]?\d+)?%?$"


def require_token_unescaped(token, out, escape: bool, fix: str) -> None:
    """Refuse a ``token`` that formula escaping would change in a CSV release ``out`` (``-`` written
    ``'-``): the cells would not read what was asked. ``fix``: how the caller turns escaping off."""
    if token is not None and escape and Path(out).suffix.lower() not in PARQUET_SUFFIXES \
            and escape_formulas(pd.Series([token], dtype=object))[1]:
        raise ParameterError(f"the token '{token}' starts like a spreadsheet formula: a CSV release would write it "
                             f"behind a quote character (formula escaping); choose another token, or write Parquet, "
                             f"or {fix}")


def escape_formulas(series: pd.Series) -> tuple[pd.Series, int]:
    """Prefix ``'`` to text cells that a spreadsheet would run as a formula; return (series, cells escaped).

    A cell is escaped when it starts with = + - @ tab or carriage return, unless the whole cell is a plain
    number (``-3``, ``+1.5``, ``-2e5``, ``-12%``): a spreadsheet reads those as numbers, never as formulas, and
    escaping them would turn numeric data into text. ``-3+cmd|' /C calc'!A0`` or ``=1+1`` are escaped.
    Non-text cells (numbers, missing) are never touched.
    """
    if len(series) == 0:
        return series, 0
    text = series.astype("string")  # numbers become their text, which never needs escaping
    first = text.str[:1]
    risky = first.isin(FORMULA_STARTS).fillna(False).to_numpy(dtype=bool)
    if not risky.any():
        return series, 0
    idx = np.flatnonzero(risky)
    cand = text.iloc[idx]
    numeric = cand.str.strip().str.match(_NUMBER).fillna(False).to_numpy(dtype=bool)
    idx = idx[~numeric]
    if idx.size == 0:
        return series, 0
    out = series.astype(object).to_numpy(copy=True)
    out[idx] = ("'" + text.iloc[idx]).to_numpy(dtype=object)
    return pd.Series(out, index=series.index, name=series.name, dtype=object), int(idx.size)


def write_table(frame: pd.DataFrame, out, delimiter: str = ",") -> None:
    """Write CSV or Parquet atomically (no formula escaping): see ``write_release`` for releases."""
    write_release(frame, out, delimiter=delimiter, escape=False)


def write_release(frame: pd.DataFrame, out, *, delimiter: str = ",", escape: bool = True, null_mask=None,
                  dtypes=None) -> int:
    """Write a release as CSV or Parquet (by suffix), atomically; return the number of CSV cells escaped.

    The file is written to a temporary file in the output's directory and renamed into place with
    ``os.replace`` only once complete: a reader (or a Ctrl-C) never sees a partial release. CSV cells that a
    spreadsheet would run as formulas are escaped (``escape``; see ``escape_formulas``), header included.
    ``null_mask``: {column: boolean array}, cells written as null (Parquet only; the column keeps its type where
    its other cells allow, or the input's type from ``dtypes`` {column: dtype} when every cell is null).
    """
    require_table_suffix(out)
    if not (isinstance(delimiter, str) and len(delimiter) == 1 and delimiter not in '"\r\n'):
        # a quote or a line break splits cells where no reader would: the file would not read back as the release
        raise InputError(f"the delimiter must be one character other than a quote or a line break, got {delimiter!r}")
    out = write_target(out)
    parquet = out.suffix.lower() in PARQUET_SUFFIXES
    escaped = 0
    if null_mask:
        if not parquet:
            raise InputError("null suppressed cells can only be written to Parquet; in a CSV an empty cell is a missing value")
        frame = frame.copy(deep=False)
        for col, mask in null_mask.items():
            frame[col] = _with_nulls(frame[col], np.asarray(mask, dtype=bool), (dtypes or {}).get(col))
    if not parquet and escape:
        cols = {}
        for col in frame.columns:
            if frame[col].dtype == object or isinstance(frame[col].dtype, pd.StringDtype):
                fixed, count = escape_formulas(frame[col])
                if count:
                    if fixed.nunique() < frame[col].nunique():  # '=x' escaped reads as a value "'=x" already there
                        raise InputError(f"column '{col}': escaping the cells a spreadsheet would run as formulas would "
                                         f"make two different values read the same (one already starts with '); write "
                                         f"Parquet, or the CSV with --no-escape-formulas")
                    cols[col], escaped = fixed, escaped + count
        header = [str(c) for c in frame.columns]
        safe_header = [escape_formulas(pd.Series([h], dtype=object))[0].iloc[0] for h in header]
        if cols or safe_header != header:
            frame = frame.copy(deep=False)
            for col, fixed in cols.items():
                frame[col] = fixed
            if safe_header != header:
                escaped += sum(a != b for a, b in zip(header, safe_header))
                frame.columns = safe_header
    fd, tmp = tempfile.mkstemp(prefix=f".{out.name}.", suffix=".part", dir=out.parent)
    os.close(fd)
    try:
        if parquet:
            frame.astype({c: "string" for c in frame.columns if frame[c].dtype == object}).to_parquet(tmp, index=False)
        else:
            frame.to_csv(tmp, index=False, sep=delimiter, lineterminator="\n")
        os.chmod(tmp, default_mode())  # mkstemp makes 0600; a release gets the usual permissions
        os.replace(tmp, out)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    return escaped


def default_mode() -> int:
    """The permissions a new file gets here (0666 less the umask)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return 0o666 & ~mask


def _with_nulls(series: pd.Series, mask: np.ndarray, like=None) -> pd.Series:
    """``series`` with the masked cells null; the original dtype kept when the unmasked cells allow it."""
    values = series.astype(object).to_numpy(copy=True)
    values[mask] = None
    kept = values[~mask]
    kinds = {type(v) for v in kept if v is not None and not (isinstance(v, float) and np.isnan(v))}
    if not kinds and like is not None and pd.api.types.is_numeric_dtype(like) and not pd.api.types.is_bool_dtype(like):
        return pd.Series(pd.array(values, dtype="Int64" if pd.api.types.is_integer_dtype(like) else "Float64"), index=series.index)
    if kinds and all(issubclass(k, (int, np.integer)) and not issubclass(k, bool) for k in kinds):
        return pd.Series(pd.array(values, dtype="Int64"), index=series.index)
    if kinds and all(issubclass(k, (int, float, np.integer, np.floating)) and not issubclass(k, bool) for k in kinds):
        return pd.Series(pd.array(values, dtype="Float64"), index=series.index)
    return pd.Series(pd.array([None if v is None else str(v) for v in values], dtype="string"), index=series.index)

