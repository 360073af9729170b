"""Reading tables, at the boundary: every input check happens here, once.

CSV: the delimiter is sniffed from the first lines (``,`` ``;`` tab ``|``) unless
given; the encoding is UTF-8 unless given (a UTF-8 byte-order mark is dropped).
Every cell is read as text, exactly as written; only an empty cell is missing
(the text ``NA`` or ``null`` is a value like any other). Parquet is read with
pyarrow. A pandas DataFrame is taken as it is (any index, any dtypes); a polars
DataFrame or pyarrow Table is converted through ``to_pandas``.
"""

from __future__ import annotations

import csv
import difflib
import io
import os
import tempfile
from pathlib import Path

import pandas as pd

from .errors import ColumnError, InputError

SNIFF_BYTES = 1 << 16
DELIMITERS = ",;\t|"
PARQUET_SUFFIXES = (".parquet", ".pq")


def read_table(data, *, encoding: str | None = None, delimiter: str | None = None) -> pd.DataFrame:
    """A DataFrame from a path (CSV or Parquet), a DataFrame, or a table with ``to_pandas``."""
    if isinstance(data, pd.DataFrame):
        frame = data
    elif hasattr(data, "to_pandas") and not isinstance(data, (str, Path)):
        frame = data.to_pandas()
    elif isinstance(data, (str, Path)):
        path = Path(data)
        if not path.exists():
            raise InputError(f"file not found: {path}")
        if not path.is_file():
            raise InputError(f"not a file: {path}")
        if path.suffix.lower() in PARQUET_SUFFIXES:
            frame = _read_parquet(path)
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
        return pq.read_table(path).to_pandas()
    except Exception as exc:  # pyarrow raises several types for a bad file
        raise InputError(f"{path}: not a readable Parquet file ({exc.__class__.__name__})") from None


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
    frame = table.to_pandas()
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
    return qi, sensitive


def _as_list(cols, role) -> list:
    if cols is None:
        return []
    if isinstance(cols, str):
        cols = [c.strip() for c in cols.split(",")] if cols.strip() else []
    cols = list(cols)
    if any(isinstance(c, str) and not c for c in cols):
        raise ColumnError(f"an empty {role} column name was given")
    return cols


def check_output_path(out, inputs=()) -> Path:
    """Validate where a release will be written, before any work is done."""
    out = Path(out)
    for src in inputs:
        if isinstance(src, (str, Path)) and Path(src).exists() and out.exists() and out.resolve() == Path(src).resolve():
            raise InputError(f"the output {out} is the input file; write the release elsewhere")
    parent = out.parent
    if not parent.is_dir():
        raise InputError(f"the output directory {parent} does not exist")
    if out.is_dir():
        raise InputError(f"the output {out} is a directory; give a file name")
    if not os.access(parent, os.W_OK):
        raise InputError(f"the output directory {parent} is not writable")
    return out


def write_table(frame: pd.DataFrame, out, delimiter: str = ",") -> None:
    """Write CSV or Parquet atomically: a temporary file in the same directory, renamed into place."""
    out = Path(out)
    fd, tmp = tempfile.mkstemp(prefix=f".{out.name}.", suffix=".part", dir=out.parent)
    os.close(fd)
    try:
        if out.suffix.lower() in PARQUET_SUFFIXES:
            frame.astype({c: "string" for c in frame.columns if frame[c].dtype == object}).to_parquet(tmp, index=False)
        else:
            frame.to_csv(tmp, index=False, sep=delimiter, lineterminator="\n")
        os.replace(tmp, out)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
