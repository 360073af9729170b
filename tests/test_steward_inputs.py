"""Issue 8, inputs: Excel, DuckDB (query or database table), --drop, and memory of the read path."""

import gc
import json
import re
from fractions import Fraction
from pathlib import Path

import numpy as np
import pandas as pd
import pyarrow as pa
import pytest

from optanon.io import read_table

QI = ["zipcode", "age", "sex", "education"]


@pytest.fixture
def hospital(example):
    return pd.read_csv(example, dtype=str, keep_default_na=False)


def _answer(run_cli, *argv):
    status, out, err = run_cli("anonymize", *argv, "--qi", ",".join(QI), "--sensitive", "disease", "-k", "3", "--json", "-q")
    assert status == 0, err
    return json.loads(out)


def test_excel_input_same_release_as_csv(run_cli, example, hospital, tmp_path):
    xlsx = tmp_path / "h.xlsx"
    typed = hospital.assign(age=hospital["age"].astype(int))  # numbers stay numbers in the workbook
    with pd.ExcelWriter(xlsx, engine="openpyxl") as w:
        pd.DataFrame({"x": [1]}).to_excel(w, sheet_name="notes", index=False)
        typed.to_excel(w, sheet_name="visits", index=False)
    a = _answer(run_cli, example, "-o", tmp_path / "a.csv")
    b = _answer(run_cli, xlsx, "--sheet", "visits", "-o", tmp_path / "b.csv")
    assert (a["cost"], a["lower_bound"], a["groups"]) == (b["cost"], b["lower_bound"], b["groups"])
    rel = pd.read_csv(tmp_path / "b.csv", dtype=str, keep_default_na=False)
    assert list(rel.columns) == list(hospital.columns)
    kept = rel["age"] != "*"
    assert (rel["age"][kept] == hospital["age"][kept]).all()  # 29, not 29.0
    status, _, err = run_cli("anonymize", xlsx, "--sheet", "visit", "--qi", "age", "-o", tmp_path / "c.csv")
    assert status == 2 and "did you mean 'visits'" in err and err.count("\n") == 1


def test_excel_missing_cells_are_missing(tmp_path):
    xlsx = tmp_path / "m.xlsx"
    pd.DataFrame({"a": ["x", None, "y"], "b": [1, 2, None]}).to_excel(xlsx, index=False)
    frame = read_table(xlsx)
    assert frame["a"].isna().tolist() == [False, True, False] and frame["b"].tolist()[:2] == [1, 2]


def test_duckdb_sql_over_a_parquet_file(run_cli, example, hospital, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    hospital.to_parquet("visits.parquet")
    a = _answer(run_cli, example, "-o", tmp_path / "a.csv")
    b = _answer(run_cli, "--sql", "SELECT * FROM 'visits.parquet'", "-o", tmp_path / "b.csv")
    assert (a["cost"], a["groups"]) == (b["cost"], b["groups"])
    # a query may filter and compute; the release has the query's columns
    status, out, err = run_cli("anonymize", "--sql", "SELECT sex, education, disease FROM 'visits.parquet' WHERE age > '25'",
                               "--qi", "sex,education", "-k", "2", "-o", "c.csv", "--json", "-q")
    assert status == 0, err
    assert json.loads(out)["rows"] == 9  # every age but 22
    assert list(pd.read_csv("c.csv").columns) == ["sex", "education", "disease"]


def test_a_release_over_a_file_the_query_reads_is_refused(run_cli, example, tmp_path, monkeypatch):
    """-o naming a file that --sql reads (a literal, a quoted identifier or a glob): exit 2, the data
    intact (it was replaced by the release, exit 0: the fourth audit)."""
    monkeypatch.chdir(tmp_path)
    before = Path(example).read_bytes()
    Path("visits.csv").write_bytes(before)
    for sql in ("SELECT * FROM 'visits.csv'", 'SELECT * FROM "visits.csv"', "SELECT * FROM read_csv('vis*.csv')"):
        status, out, err = run_cli("anonymize", "--sql", sql, "--qi", ",".join(QI), "--sensitive", "disease", "-k", "2",
                                   "-o", "visits.csv")
        assert status == 2 and "file the query reads" in err and "Traceback" not in err, (sql, status, err)
        assert Path("visits.csv").read_bytes() == before
    status, _, err = run_cli("anonymize", "--sql", "SELECT * FROM 'visits.csv' WHERE sex <> 'visits.csv'",
                             "--qi", ",".join(QI), "--sensitive", "disease", "-k", "2", "-o", "out.csv")
    assert status == 0, err


def test_json_on_stdout_is_nothing_but_json_after_a_slow_query(tmp_path):
    # DuckDB draws a progress bar on stdout (the process's, not Python's: hence a subprocess) for
    # queries over progress_bar_time (2 s by default), terminal or not; it came before the JSON.
    # The query here asks for the bar at once (progress_bar_time = 0), and takes a few tenths of a second.
    import subprocess
    import sys

    sql = ("SET progress_bar_time = 0; SELECT i % 3 AS a, i % 2 AS b, i % 5 AS s FROM range(40) t(i) "
           "CROSS JOIN (SELECT count(*) AS c FROM range(200000000) u(j) WHERE j % 7 = 3)")
    done = subprocess.run([sys.executable, "-m", "optanon", "anonymize", "--sql", sql, "--qi", "a,b", "--sensitive", "s",
                           "-k", "2", "-o", str(tmp_path / "r.csv"), "--json", "-q"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["rows"] == 40


def test_duckdb_database_table(run_cli, hospital, tmp_path):
    import duckdb

    db = tmp_path / "clinic.duckdb"
    con = duckdb.connect(str(db))
    con.register("h", hospital)
    con.execute("CREATE TABLE visits AS SELECT * FROM h")
    con.close()
    d = _answer(run_cli, db, "--table", "visits", "-o", tmp_path / "a.csv")
    assert d["rows"] == 10
    import optanon  # the report names the database and its table, given either way

    for given in ({"data": db}, {"database": db}):
        assert "clinic.duckdb, table visits" in optanon.anonymize(**given, table="visits", qi=["age"]).report()
    d = _answer(run_cli, "--database", db, "--sql", "SELECT * FROM visits", "-o", tmp_path / "b.csv")
    assert d["rows"] == 10
    d = _answer(run_cli, "--database", db, "--table", "visits", "-o", tmp_path / "b2.csv")  # the database, no DATA
    assert d["rows"] == 10
    status, _, err = run_cli("anonymize", db, "--table", "visit", "--qi", "age", "-o", tmp_path / "c.csv")
    assert status == 2 and "Catalog Error" in err and "visit" in err and not (tmp_path / "c.csv").exists()
    status, _, err = run_cli("anonymize", db, "--qi", "age", "-o", tmp_path / "c.csv")
    assert status == 2 and "--table" in err


@pytest.mark.parametrize("query, shown", [
    ("SELEC * FROM t", "Parser Error"),
    ("SELECT * FROM 'no_such_file.parquet'", "no_such_file.parquet"),
    ("SELECT nope FROM (SELECT 1 AS yes)", "Binder Error"),
])
def test_failing_query_shows_duckdb_message(run_cli, tmp_path, query, shown):
    status, out, err = run_cli("anonymize", "--sql", query, "--qi", "a", "-o", tmp_path / "r.csv")
    assert status == 2 and out == ""
    assert err.startswith("optanon: error: DuckDB could not run the query: ") and shown in err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert list(tmp_path.iterdir()) == []


def test_duckdb_message_hides_data_values(run_cli, tmp_path):
    """DuckDB quotes data in some messages (a value it cannot convert, a whole CSV line): never shown."""
    src = tmp_path / "v.csv"
    src.write_text("name,age\nSECRETNAME,41\n")
    status, _, err = run_cli("anonymize", "--sql", f"SELECT CAST(name AS INTEGER) AS n FROM read_csv('{src}')",
                             "--qi", "n", "-o", tmp_path / "r.csv")
    assert status == 2 and "Conversion Error" in err and "SECRETNAME" not in err and err.count("\n") == 1
    pq = tmp_path / "v.parquet"
    pd.DataFrame({"name": ["SECRETNAME"]}).to_parquet(pq)
    status, _, err = run_cli("anonymize", "--sql", f"SELECT CAST(name AS INTEGER) AS n FROM '{pq}'", "--qi", "n",
                             "-o", tmp_path / "r.csv")
    assert status == 2 and "SECRETNAME" not in err and "value hidden" in err
    assert "'<value hidden>'" in err or '"<value hidden>"' in err  # not a single character of it around the marker


def test_a_data_file_and_a_query_together_are_refused(run_cli, example, tmp_path):
    """A CSV path beside --sql (or --table) is refused, not silently dropped for the query; an empty query
    is named as such (DuckDB would only say it returned nothing)."""
    for extra in (["--sql", "SELECT 1 AS a"], ["--table", "visits"]):
        status, out, err = run_cli("anonymize", example, *extra, "--qi", "age", "-o", tmp_path / "r.csv")
        assert status == 2 and "not both" in err and err.count("\n") == 1, (extra, err)
    status, _, err = run_cli("anonymize", "--sql", "  ", "--qi", "a", "-o", tmp_path / "r.csv")
    assert status == 2 and "the SQL query is empty" in err
    assert list(tmp_path.iterdir()) == []


def _workbook(path, sheets):
    """An .xlsx written cell by cell with openpyxl: {sheet name: list of rows (None = no cell)}."""
    import openpyxl

    book = openpyxl.Workbook()
    book.remove(book.active)
    for name, rows in sheets.items():
        sheet = book.create_sheet(name)
        for row in rows:
            sheet.append(list(row))
    book.save(path)
    return path


def test_excel_sheets_by_position_and_by_a_name_that_is_a_number(run_cli, tmp_path):
    xlsx = _workbook(tmp_path / "w.xlsx", {"first": [("a", "s"), ("x", 1), ("x", 2)],
                                           "2021": [("a", "s"), ("y", 1), ("y", 2), ("y", 3)]})
    assert read_table(xlsx)["a"].tolist() == ["x", "x"]
    assert read_table(xlsx, sheet="1")["a"].tolist() == ["y"] * 3  # "1" names no sheet: a position
    assert read_table(xlsx, sheet=1)["a"].tolist() == ["y"] * 3
    assert read_table(xlsx, sheet="2021")["a"].tolist() == ["y"] * 3  # a sheet named 2021, not position 2021
    for sheet in ("2", "-1"):  # one past the last; negative positions are not Python's here
        status, out, err = run_cli("anonymize", xlsx, "--sheet", sheet, "--qi", "a", "-o", tmp_path / "r.csv")
        assert status == 2 and f"has 2 sheet(s); sheet {sheet} does not exist" in err and "Traceback" not in err, err


@pytest.mark.parametrize("rows, message", [
    ([], "sheet 'data' is empty"),
    ([(None, None), ("x", 1)], "sheet 'data' is empty"),  # a first row without a name in it
    ([("a", "s")], "the table has a header but no rows"),
    ([("a", None, "s"), ("x", 1, 2)], "sheet 'data' has an empty column name (column 2)"),
    ([("a", "  ", "s"), ("x", 1, 2)], "sheet 'data' has an empty column name (column 2)"),
    ([("a", "s", "a"), ("x", 1, 2)], "column name(s) appear twice in the header: a\n"),  # a, not s
])
def test_excel_sheets_that_hold_no_table(run_cli, tmp_path, rows, message):
    xlsx = _workbook(tmp_path / "w.xlsx", {"data": rows})
    status, out, err = run_cli("anonymize", xlsx, "--qi", "a", "-o", tmp_path / "r.csv")
    assert status == 2 and message in err and err.count("\n") == 1 and "Traceback" not in err, err
    assert not (tmp_path / "r.csv").exists()


def test_values_python_counts_equal_but_written_apart_are_refused(run_cli, tmp_path):
    """1, 1.0 and True are equal in Python, so pandas encoded them as one value and a release of cost 0
    was "optimal" and 2-anonymous, while its file showed '1', 'True' and '1.0': 1-anonymous when checked."""
    import optanon
    from optanon.errors import ParameterError

    mixed = pd.DataFrame({"a": pd.Series([1, True, 1.0, 2, 2], dtype=object), "s": list("xyxyx")})
    with pytest.raises(ParameterError, match="values that Python counts as equal but that read differently"):
        optanon.anonymize(mixed, qi=["a"], k=2)
    with pytest.raises(ParameterError, match="column 's' holds values that Python counts as equal"):
        optanon.anonymize(mixed.assign(a=list("ppqqq"), s=pd.Series([1, 1.0, 2, "z", 2], dtype=object)), qi=["a"],
                          sensitive="s", l=2)
    with pytest.raises(ParameterError, match="holds both 0.0 and -0.0"):
        optanon.anonymize(pd.DataFrame({"a": [0.0, -0.0, 1.5, 1.5]}), qi=["a"], k=2)
    assert optanon.anonymize(pd.DataFrame({"a": [-0.0, -0.0, 1.5, 1.5, 2.5, 2.5]}), qi=["a"], k=2).cost == 0
    # missing cells (None, NaN, pd.NA) are one value, written alike: no refusal
    ok = optanon.anonymize(pd.DataFrame({"a": pd.Series([1, 1, None, float("nan"), pd.NA], dtype=object)}), qi=["a"], k=2)
    assert ok.status == "optimal" and ok.cost == 0
    xlsx = _workbook(tmp_path / "w.xlsx", {"data": [("a", "s"), (1, "x"), (True, "y"), (2, "x"), (2, "y")]})
    status, out, err = run_cli("anonymize", xlsx, "--qi", "a", "-k", "2", "-o", tmp_path / "r.csv")
    assert status == 2 and "column 'a' holds values that Python counts as equal" in err and err.count("\n") == 1, err
    assert "True" not in err.replace("1, 1.0 and True", "")  # no value of the data quoted
    assert not (tmp_path / "r.csv").exists()


def test_check_refuses_values_python_counts_equal_but_written_apart(run_cli, tmp_path):
    """``check`` measured such a column on pandas' merged encoding: rows 1 and True counted as one
    group of 2 ("2-anonymous, satisfied"), while any file of the table shows them apart."""
    import optanon
    from optanon.errors import ParameterError

    mixed = pd.DataFrame({"a": pd.Series([1, True, 2, 2], dtype=object), "s": list("xyxy")})
    with pytest.raises(ParameterError, match="column 'a' holds values that Python counts as equal"):
        optanon.check(mixed, qi=["a"], k=2)
    with pytest.raises(ParameterError, match="column 's' holds values that Python counts as equal"):
        optanon.check(mixed.assign(a=list("pppp"), s=pd.Series([1, 1.0, 2, 3], dtype=object)), qi=["a"], sensitive="s", l=2)
    zeros = tmp_path / "z.parquet"
    pd.DataFrame({"a": [0.0, -0.0, 1.5, 1.5]}).to_parquet(zeros)
    status, out, err = run_cli("check", zeros, "--qi", "a", "-k", "2")
    assert status == 2 and "column 'a' holds both 0.0 and -0.0" in err and err.count("\n") == 1, err
    xlsx = _workbook(tmp_path / "w.xlsx", {"data": [("a", "s"), (1, "x"), (True, "y"), (2, "x"), (2, "y")]})
    status, out, err = run_cli("check", xlsx, "--qi", "a", "-k", "2")
    assert status == 2 and "column 'a' holds values that Python counts as equal" in err and err.count("\n") == 1, err
    # one type, or 1 and 1 written alike: measured as before
    assert optanon.check(mixed.assign(a=[1, 1, 2, 2]), qi=["a"], k=2).satisfied
    assert not optanon.check(mixed.assign(a=pd.Series([1, "True", 2, 2], dtype=object)), qi=["a"], k=2).satisfied


def test_drop_direct_identifiers(run_cli, hospital, tmp_path):
    src = tmp_path / "named.csv"
    hospital.assign(name=[f"person{i}" for i in range(10)], ssn=[f"{i:09d}" for i in range(10)])[
        ["name"] + list(hospital.columns) + ["ssn"]].to_csv(src, index=False)
    d = _answer(run_cli, src, "--drop", "name,ssn", "-o", tmp_path / "r.csv")
    assert d["dropped"] == ["name", "ssn"]
    rel = pd.read_csv(tmp_path / "r.csv", dtype=str)
    assert list(rel.columns) == list(hospital.columns)
    assert not rel.apply(lambda c: c.str.contains("person")).any().any()
    status, _, err = run_cli("anonymize", src, "--qi", "age", "--drop", "nmae", "-o", tmp_path / "x.csv")
    assert status == 2 and "did you mean 'name'" in err
    status, _, err = run_cli("anonymize", src, "--qi", "age,name", "--drop", "name", "-o", tmp_path / "x.csv")
    assert status == 2 and "column 'name' is both dropped and a quasi-identifier column" in err
    status, _, err = run_cli("anonymize", src, "--qi", "age", "--sensitive", "ssn", "--drop", "name,ssn",
                             "-o", tmp_path / "x.csv")
    assert status == 2 and "column 'ssn' is both dropped and a sensitive column" in err
    status, _, err = run_cli("anonymize", src, "--qi", "age", "--drop", "name,ssn,name", "-o", tmp_path / "x.csv")
    assert status == 2 and "a column is named twice in --drop" in err
    status, _, err = run_cli("anonymize", src, "--qi", "age", "--drop", "xyzzy", "-o", tmp_path / "x.csv")
    assert status == 2 and f"no column 'xyzzy' to drop in the table; the columns are: {', '.join(pd.read_csv(src).columns)}" in err
    assert not (tmp_path / "x.csv").exists()


@pytest.mark.parametrize("kind", ["csv", "parquet"])
def test_read_path_holds_the_table_once(tmp_path, kind):
    """The read path keeps one copy: Arrow's pool holds the table's bytes once and pandas wraps those buffers.

    Measured with Arrow's allocator (all of the table's bytes live there: pandas' string columns are Arrow-backed).

    (A copy into Python objects would be several times the Arrow size; a second Arrow copy would double it.)
    """
    rng = np.random.default_rng(0)
    n = 200_000
    df = pd.DataFrame({"a": rng.integers(0, 10**6, n).astype(str), "b": rng.choice(["alpha", "beta", "gamma"], n),
                       "c": rng.integers(0, 90, n).astype(str)})
    path = tmp_path / f"big.{kind}"
    df.to_csv(path, index=False) if kind == "csv" else df.to_parquet(path)
    del df
    frame = read_table(path)
    arrow_size = sum(pa.array(frame[c].array).nbytes for c in frame.columns)  # wraps, does not copy
    assert all(isinstance(frame[c].array, pd.arrays.ArrowStringArray) for c in frame.columns)
    copied = frame.copy()  # what the release starts from: Arrow strings are immutable, so no bytes are copied
    gc.collect()
    with_frame = pa.total_allocated_bytes()
    del copied
    gc.collect()
    assert with_frame - pa.total_allocated_bytes() <= 0.05 * arrow_size  # the copy held nothing of its own
    del frame
    gc.collect()
    held = with_frame - pa.total_allocated_bytes()  # what the frame held: freed when it goes
    # the table's bytes once, plus the reader's buffer slack (capacity grown in blocks); a second copy would be 2x
    assert 0.9 * arrow_size <= held <= 1.4 * arrow_size


def test_api_misuse_gets_an_optanon_error(tmp_path):
    """Calls a program can make that ended in a TypeError / ValueError from deep inside: each is an
    OptanonError naming the argument (the CLI's exit 2)."""
    import optanon
    from optanon.errors import OptanonError

    df = pd.DataFrame({"a": ["1", "1", "2", "2"], "s": ["p", "q", "p", "q"]})
    with pytest.raises(OptanonError, match="cannot read a table from list"):
        optanon.anonymize([["1", "p"], ["1", "q"]], qi=["a"], k=2)
    with pytest.raises(OptanonError, match="the seed must be a whole number >= 0, got 'x'"):
        optanon.anonymize(df, qi=["a"], k=2, seed="x")
    with pytest.raises(OptanonError, match="must be a CSV path, an optanon Hierarchy or a list of ARX rows"):
        optanon.anonymize(df, qi=["a"], k=2, hierarchies={"a": 42})
    with pytest.raises(OptanonError, match=r"column 'a' holds nested values \(list, first at data row 2\)"):
        optanon.anonymize(df.assign(a=["1", [2], "2", "2"]), qi=["a"], k=2)
    with pytest.raises(OptanonError, match="column 's' holds nested values"):
        optanon.check(df.assign(s=[{"x": 1}] * 4), qi=["a"], sensitive="s", l=2)
    for bad in (True, 0, -1, float("nan"), float("inf"), "5", 10**400):
        with pytest.raises(OptanonError, match="the time limit must be a positive number of seconds"):
            optanon.anonymize(df, qi=["a"], k=2, time_limit=bad)
    for bad in (True, -1, 1.5):
        with pytest.raises(OptanonError, match="the seed must be a whole number >= 0"):
            optanon.anonymize(df, qi=["a"], k=2, seed=bad)
    for bad in ("", 5):
        with pytest.raises(OptanonError, match="the token for suppressed cells must be non-empty text"):
            optanon.anonymize(df, qi=["a"], k=2, token=bad)
    for extra in ({}, {"l": 2}):  # c without recursive l would be ignored
        with pytest.raises(OptanonError, match="c applies only to recursive"):
            optanon.anonymize(df, qi=["a"], sensitive="s", c=2, **extra)
    # each of these ended in a TypeError or AttributeError from deep inside
    misuse = [
        (lambda: optanon.check(df, qi=["a"], sensitive="s", t=0.3, metric=5), "the metric must be 'equal', 'ordered'"),
        (lambda: optanon.check(df, qi=["a"], hierarchies=[("a", "h.csv")]), "hierarchies must be a dict"),
        (lambda: optanon.anonymize(df, qi=["a"], k=2, progress=5), "progress must be a function"),
        (lambda: optanon.anonymize(df, qi=["a"], k=2, drop=5), "the dropped columns must be a list of names"),
        (lambda: optanon.anonymize(df, qi=["a"], k=2, shuffle="yes"), "shuffle must be True or False, got 'yes'"),
        (lambda: optanon.anonymize(df, qi=["a"], k=2, null="no"), "null must be True or False, got 'no'"),  # read as true
        (lambda: optanon.check(df, qi=["a"], sensitive="s", t=np.float32("nan")), "t must be finite"),
    ]
    for call, message in misuse:
        with pytest.raises(OptanonError, match=re.escape(message)):
            call()
    rel = optanon.anonymize(df, qi=["a"], k=2)
    for call, message in [(lambda: rel.write(tmp_path / "w.parquet", null="no"), "null must be True or False"),
                          (lambda: rel.write(tmp_path / "w.csv", escape="no"), "escape must be True or False"),
                          (lambda: rel.write(tmp_path / "w.csv", delimiter=";;"), "the delimiter must be one character"),
                          (lambda: rel.write(tmp_path / "w.csv", delimiter="\n"), "other than a quote or a line break"),
                          (lambda: rel.write(tmp_path / "w.csv", delimiter='"'), "other than a quote or a line break"),
                          (lambda: rel.write(5), "the output must be a path, got int"),
                          (lambda: rel.report(5), "the report must be a path, got int")]:
        with pytest.raises(OptanonError, match=re.escape(message)):
            call()
    assert sorted(p.name for p in tmp_path.iterdir()) == []  # nothing written
    rel.write(tmp_path / "w.csv", delimiter="|")
    assert (tmp_path / "w.csv").read_text().splitlines()[0] == "a|s"
    csv = tmp_path / "d.csv"
    df.to_csv(csv, index=False)
    for option in ("encoding", "delimiter"):
        with pytest.raises(OptanonError, match=f"the {option} must be text, got int"):
            optanon.anonymize(csv, qi=["a"], k=2, **{option: 5})
    # NumPy numbers are numbers: a float32 0.3 is the t = 3/10 its text reads (a TypeError before)
    assert optanon.check(df, qi=["a"], sensitive="s", t=np.float32(0.3)).satisfied
    rel = optanon.anonymize(df, qi=["a"], sensitive="s", k=np.int64(2), l=np.float64(2), t=np.float32(0.3))
    assert rel.status == "optimal" and [repr(m) for m in rel.models][-1] == repr(optanon.TCloseness(Fraction(3, 10)))
    assert optanon.anonymize(df, qi={"a"}, k=2, null=np.True_).status == "optimal"  # any collection of names
    # accepted: a Fraction of a second, a NumPy seed; the seed is 0 by default, as on the command line
    rel = optanon.anonymize(df, qi=["a"], k=2, time_limit=Fraction(1, 2), seed=np.int64(3))
    assert rel.status == "optimal" and rel.parameters["seed"] == 3
    assert optanon.anonymize(df, qi=["a"], k=2).parameters["seed"] == 0
    # ARX rows given directly are a hierarchy, as a CSV of them would be
    rel = optanon.anonymize(df, qi=["a"], k=2, hierarchies={"a": [["1", "1-2", "*"], ["2", "1-2", "*"]]})
    assert rel.status == "optimal" and list(rel.data["a"]) == ["1", "1", "2", "2"]
    rel = optanon.anonymize(df, qi=["a"], k=4, hierarchies={"a": [["1", "1-2", "*"], ["2", "1-2", "*"]]})
    assert list(rel.data["a"]) == ["1-2"] * 4


def test_a_dropped_name_not_found_gets_up_to_three_close_names():
    from optanon.api import resolve_drop
    from optanon.errors import ColumnError

    frame = pd.DataFrame(columns=["name_a", "name_b", "name_c", "name_d", "age"])
    with pytest.raises(ColumnError, match="no column 'name' to drop") as err:
        resolve_drop(frame, ["name"], ["age"], [])
    hint = str(err.value).split("did you mean ")[1]
    assert hint.count(" or ") == 2 and all(f"'name_{c}'" in hint for c in "bcd")  # the three nearest, ties by name
    assert resolve_drop(frame, ["name_a", "name_b"], ["age"], []) == ["name_a", "name_b"]
