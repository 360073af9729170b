"""Issue 8, output and faults: tokens, null, shuffle, formula escaping, atomic writes, interruption, bad input."""

import json
import os

import pandas as pd
import pytest

import optanon
from optanon.io import escape_formulas

QI = "--qi=zipcode,age,sex,education"


def _run(run_cli, *argv):
    status, out, err = run_cli("anonymize", *argv, "--json", "-q")
    assert status == 0, err
    return json.loads(out)


def test_token_and_columns(run_cli, example, tmp_path):
    out = tmp_path / "r.csv"
    d = _run(run_cli, example, QI, "--sensitive", "disease", "-k", "3", "--token", "[suppressed]", "-o", out)
    rel = pd.read_csv(out, dtype=str, keep_default_na=False)
    src = pd.read_csv(example, dtype=str, keep_default_na=False)
    assert list(rel.columns) == list(src.columns)
    assert ((rel == src) | (rel == "[suppressed]")).all().all() and not (rel == "*").any().any()
    assert int((rel == "[suppressed]").sum().sum()) == d["suppressed_cells"] == sum(d["suppressed_per_column"].values())


def test_token_that_csv_escaping_would_change_is_refused(run_cli, example, tmp_path):
    # `--token -` gave cells reading '- (formula escaping), not the token asked for
    _refused(run_cli, tmp_path, example, QI, "-k", "3", "--token", "-", "-o", tmp_path / "r.csv", says="formula")
    assert not (tmp_path / "r.csv").exists()
    for extra, out in ((["--no-escape-formulas"], "r.csv"), ([], "r.parquet")):
        _run(run_cli, example, QI, "-k", "3", "--token", "-", *extra, "-o", tmp_path / out)
        rel = pd.read_parquet(tmp_path / out) if out.endswith("parquet") else pd.read_csv(tmp_path / out, dtype=str)
        assert (rel["zipcode"] == "-").sum() > 0 and not rel["zipcode"].str.startswith("'").any()
    rel = optanon.anonymize(str(example), qi=["zipcode", "age"], k=2, token="-")  # from Python: at write
    with pytest.raises(optanon.errors.ParameterError, match="formula"):
        rel.write(tmp_path / "p.csv")
    rel.write(tmp_path / "p.csv", escape=False)
    assert not (tmp_path / "p.csv").read_text().count("'")


def test_token_that_is_a_value_is_refused(run_cli, example, tmp_path):
    status, _, err = run_cli("anonymize", example, QI, "-k", "3", "--token", "Master", "-o", tmp_path / "r.csv")
    assert status == 2 and "also a value of column 'education'" in err and not (tmp_path / "r.csv").exists()


def test_a_value_that_reads_like_a_generalized_cell_is_refused(run_cli, tmp_path):
    # a QI value '*' (how suppressed cells are written) or equal to a hierarchy's label: the release
    # could not tell the generalized cell from it. Before, on this table, optanon released column a
    # all '*' and said "optimal: cost 5", while keeping rows 1-2 as they were reads the same: cost 3.
    data = tmp_path / "star.csv"
    data.write_text("a,b,s\n*,x,p\n*,y,q\n1,x,p\n1,y,q\n2,x,p\n")
    out = tmp_path / "r.csv"
    status, _, err = run_cli("anonymize", data, "--qi", "a,b", "--sensitive", "s", "-k", "2", "-o", out)
    assert status == 2 and err.count("\n") == 1 and "column 'a' holds '*'" in err and "--token" in err, err
    assert not out.exists()
    d = _run(run_cli, data, "--qi", "a,b", "--sensitive", "s", "-k", "2", "--token", "#", "-o", out)
    assert d["cost"] == 5 and (pd.read_csv(out, dtype=str)["a"] == "#").all()
    # a hierarchy whose level label is also a value of the column
    data.write_text("age,s\n31,p\n35,q\n30-39,p\n30-39,q\n")
    hierarchy = tmp_path / "age.csv"
    hierarchy.write_text("31;30-39;*\n35;30-39;*\n30-39;30-39;*\n")
    status, _, err = run_cli("anonymize", data, "--qi", "age", "-k", "2", "--hierarchy", f"age={hierarchy}", "-o", out)
    # ... said without quoting the value (a value of the data: the README's promise for messages)
    assert status == 2 and "holds 1 value that its hierarchy also uses" in err and "level 1)" in err \
        and "relabel" in err and "30-39" not in err, err
    # a level's label and the root's '*' both values of the column: the level's label is the fault named
    data.write_text("age,s\n31,p\n35,q\n30-39,p\n30-39,q\n*,p\n*,q\n")
    hierarchy.write_text("31;30-39;*\n35;30-39;*\n30-39;30-39;*\n*;30-39;*\n")
    status, _, err = run_cli("anonymize", data, "--qi", "age", "-k", "2", "--hierarchy", f"age={hierarchy}", "-o", out)
    assert status == 2 and "holds 2 values that its hierarchy also uses" in err and "30-39" not in err, err
    with pytest.raises(optanon.errors.ParameterError, match="holds 1 value that its hierarchy") as refused:
        optanon.anonymize(str(data), qi=["age"], k=2, hierarchies={"age": str(hierarchy)}, token="#")
    assert "30-39" not in str(refused.value)
    # the root's label, how suppressed cells read there, is a value of the data too: not quoted either
    data.write_text("age,s\n31,p\n35,q\nany,p\nany,q\n")
    hierarchy.write_text("31;30-39;any\n35;30-39;any\nany;30-39;any\n")
    status, _, err = run_cli("anonymize", data, "--qi", "age", "-k", "2", "--hierarchy", f"age={hierarchy}", "-o", out)
    assert status == 2 and "a value that is also its hierarchy's root label" in err and "any" not in err.split(":", 2)[2] \
        and "--token" in err, err
    data.write_text("age,s\n31,p\n35,q\n30-39,p\n30-39,q\n")
    hierarchy.write_text("31;30 to 39;*\n35;30 to 39;*\n30-39;30 to 39;*\n")  # relabelled: accepted
    d = _run(run_cli, data, "--qi", "age", "-k", "2", "--hierarchy", f"age={hierarchy}", "-o", out)
    assert d["status"] == "optimal"
    # one label at two levels: before, on this table, optanon said "optimal: cost 4" (every cell at
    # the root, '*'), while b at its level-1 node '*' (half the cost) reads the same: cost 3
    data.write_text("v,s\na,p\nb,q\na,q\nb,p\n")
    hierarchy.write_text("a;x;*\nb;*;*\n")
    out = tmp_path / "r2.csv"
    status, _, err = run_cli("anonymize", data, "--qi", "v", "-k", "3", "--hierarchy", f"v={hierarchy}", "-o", out)
    assert status == 2 and "label '*' to nodes of levels 1 and 2" in err, err
    hierarchy.write_text("a;x;*\nb;y;*\n")  # ... and a token that is a label
    status, _, err = run_cli("anonymize", data, "--qi", "v", "-k", "3", "--hierarchy", f"v={hierarchy}", "--token", "x", "-o", out)
    assert status == 2 and "the token 'x' is also a label of the hierarchy for column 'v' (level 1)" in err, err
    hierarchy.write_text("a;x;top;*\nb;y;top;*\n")  # the level named, counted from the values
    status, _, err = run_cli("anonymize", data, "--qi", "v", "-k", "3", "--hierarchy", f"v={hierarchy}", "--token", "top", "-o", out)
    assert status == 2 and "the token 'top' is also a label of the hierarchy for column 'v' (level 2)" in err, err
    assert not out.exists()


def test_two_values_that_read_the_same_are_refused():
    # a DataFrame column holding the number 1 and the text '1' (two values to the model, one in the
    # file): optanon suppressed all four cells, "optimal: cost 4", while the file reads 2-anonymous
    # as it stands (cost 0); in a sensitive column two such values counted twice towards l
    frame = pd.DataFrame({"a": [1, "1", 2, "2"], "s": ["x", "y", "x", "y"]})
    with pytest.raises(optanon.errors.ParameterError, match="column 'a' holds two different values"):
        optanon.anonymize(frame, qi=["a"], k=2)
    frame = pd.DataFrame({"a": ["1", "1", "2", "2"], "s": [1, "1", 2, "2"]})
    with pytest.raises(optanon.errors.ParameterError, match="column 's' holds two different values"):
        optanon.anonymize(frame, qi=["a"], sensitive=["s"], k=2, l=2)
    # one type: accepted (then each group of a holds one value of s twice: both a cells go, cost 4)
    assert optanon.anonymize(frame.astype(str), qi=["a"], sensitive=["s"], k=2, l=2).cost == 4


def test_null_is_refused_where_a_qi_column_has_missing_values(run_cli, tmp_path):
    # --null writes suppressed cells as null, and a missing value reads as null too: on this table
    # optanon released column a all null and said "optimal: cost 5", while keeping rows 1-2 as they
    # were reads the same at cost 3. Refused before any work (and by Release.write from Python).
    data = tmp_path / "nul.parquet"
    pd.DataFrame({"a": [None, None, "1", "1", "2"], "b": list("xyxyx"), "s": list("pqpqp")}).to_parquet(data)
    out = tmp_path / "r.parquet"
    _refused(run_cli, tmp_path, data, "--qi", "a,b", "--sensitive", "s", "-k", "2", "--null", "-o", out,
             says="column 'a' has missing values")
    assert not out.exists()
    rel = optanon.anonymize(str(data), qi=["a", "b"], sensitive=["s"], k=2)  # '*' for suppressed cells: accepted
    assert rel.cost == 5 and rel.data["a"].tolist() == ["*"] * 5
    with pytest.raises(optanon.errors.ParameterError, match="missing values"):
        rel.write(out, null=True)
    assert not out.exists()
    d = _run(run_cli, data, "--qi", "b", "--sensitive", "s", "-k", "2", "--null", "-o", out)  # b has none
    assert d["cost"] == 0


def test_null_in_parquet_keeps_types(run_cli, tmp_path):
    src = tmp_path / "n.parquet"
    pd.DataFrame({"age": [30, 31, 32, 30, 31, 32], "sex": list("FFFMMM"), "x": range(6)}).to_parquet(src)
    out = tmp_path / "r.parquet"
    d = _run(run_cli, src, "--qi", "age,sex", "-k", "3", "--null", "-o", out)
    rel = pd.read_parquet(out)
    assert int(rel[["age", "sex"]].isna().sum().sum()) == d["suppressed_cells"] > 0
    assert str(rel["age"].dtype) == "Int64" and rel["x"].tolist() == list(range(6))
    status, _, err = run_cli("anonymize", src, "--qi", "age,sex", "-k", "3", "--null", "-o", tmp_path / "r.csv")
    assert status == 2 and "Parquet" in err and not (tmp_path / "r.csv").exists()


def test_shuffle_is_seeded_and_keeps_rows(run_cli, example, tmp_path):
    plain, a, b, c = (tmp_path / f"{x}.csv" for x in "pabc")
    _run(run_cli, example, QI, "-k", "3", "--method", "exact", "-o", plain)
    for out, seed in ((a, 1), (b, 1), (c, 2)):
        _run(run_cli, example, QI, "-k", "3", "--method", "exact", "--shuffle", "--seed", seed, "-o", out)
    assert a.read_bytes() == b.read_bytes() != c.read_bytes()
    rows = lambda p: sorted(p.read_text().splitlines()[1:])
    assert rows(a) == rows(plain) == rows(c) and a.read_text() != plain.read_text()


def test_api_release_object(example):
    rel = optanon.anonymize(example, qi=["zipcode", "age", "sex", "education"], sensitive="disease", k=3, l=2,
                            shuffle=True, seed=3, token="~")
    assert isinstance(rel, optanon.Release) and rel.status == "optimal" and rel.cost == rel.lower_bound
    assert rel.release.classes == rel.num_groups == rel.groups.nunique()  # the solver's Result is still there
    assert list(rel.groups.index) == list(rel.data.index) and rel.groups.value_counts().min() == rel.smallest_group >= 3
    # rows of a group read alike on the quasi-identifiers
    qi = ["zipcode", "age", "sex", "education"]
    assert (rel.data.groupby(rel.groups)[qi].nunique() == 1).all().all()
    assert "<svg" in rel.report() and rel.prosecutor_risk == 1 / rel.smallest_group


@pytest.mark.parametrize("cell, escaped", [
    ("=1+1", True), ("+cmd|' /C calc'!A0", True), ("-2+3", True), ("@SUM(A1:A2)", True), ("\tx", True), ("-", True),
    ("-3", False), ("+5", False), ("-2.5e3", False), ("-0.75", False), ("-12%", False), ("abc", False), ("a=b", False),
])
def test_formula_escaping_rule(cell, escaped):
    out, count = escape_formulas(pd.Series([cell], dtype=object))
    assert (out.iloc[0] == "'" + cell) is escaped and count == int(escaped)


def test_csv_formulas_escaped_negative_numbers_kept(run_cli, tmp_path):
    src = tmp_path / "f.csv"
    src.write_text("a,b,note\nx,1,=HYPERLINK(\"http://evil\")\nx,1,-3\ny,2,@cmd\ny,2,-4.5\n")
    d = _run(run_cli, src, "--qi", "a", "-k", "2", "-o", tmp_path / "r.csv")
    rel = pd.read_csv(tmp_path / "r.csv", dtype=str)
    assert rel["note"].tolist() == ["'=HYPERLINK(\"http://evil\")", "-3", "'@cmd", "-4.5"] and d["escaped_cells"] == 2
    _run(run_cli, src, "--qi", "a", "-k", "2", "--no-escape-formulas", "-o", tmp_path / "raw.csv")
    assert pd.read_csv(tmp_path / "raw.csv", dtype=str)["note"].tolist()[0].startswith("=")


def test_formula_escaping_that_would_merge_two_values_is_refused(run_cli, tmp_path):
    # the sensitive values '=a' and "'=a" are two values: the group of both rows is 2-diverse. Escaped,
    # both read "'=a" and the written file was not 2-diverse. Refused (exit 2, no file); Parquet or
    # --no-escape-formulas write it as it is.
    src = tmp_path / "f.csv"
    src.write_text("q,s\nx,=a\nx,'=a\n")
    out = tmp_path / "r.csv"
    _refused(run_cli, tmp_path, src, "--qi", "q", "--sensitive", "s", "-l", "2", "-o", out, says="read the same")
    assert not out.exists()
    _run(run_cli, src, "--qi", "q", "--sensitive", "s", "-l", "2", "--no-escape-formulas", "-o", out)
    assert pd.read_csv(out, dtype=str)["s"].tolist() == ["=a", "'=a"]
    _run(run_cli, src, "--qi", "q", "--sensitive", "s", "-l", "2", "-o", tmp_path / "r.parquet")


def test_release_file_permissions_and_no_temporary_left(run_cli, example, tmp_path):
    out = tmp_path / "r.csv"
    d = _run(run_cli, example, QI, "-k", "2", "-o", out, "--report", tmp_path / "r.html")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["r.csv", "r.html"]
    assert d["output"] == str(out) and d["report"] == str(tmp_path / "r.html")
    assert oct(out.stat().st_mode & 0o777) == oct(0o666 & ~_umask())


def _umask():
    m = os.umask(0o022)
    os.umask(m)
    return m


# ---- interruption: the best verified release or nothing, and the message says which -----------

def test_ctrl_c_while_solving_writes_nothing(run_cli, tmp_path, monkeypatch):
    from optanon import progress

    adult = pd.read_csv(optanon_adult(), sep=";", dtype=str).head(200)
    src = tmp_path / "a.csv"
    adult.to_csv(src, index=False)
    old = progress.ProgressDisplay.__call__

    def interrupt(self, update):
        old(self, update)
        if str(update.get("phase", "")).startswith("exact"):
            raise KeyboardInterrupt

    monkeypatch.setattr(progress.ProgressDisplay, "__call__", interrupt)
    out = tmp_path / "r.csv"
    status, stdout, err = run_cli("anonymize", src, "--qi", "sex,age,race,education", "-k", "3", "--method", "exact",
                                  "-o", out, "--report", tmp_path / "r.html")
    assert status == 130 and stdout == ""
    assert "interrupted during exact" in err and "nothing written" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.csv"]


def test_sigterm_is_handled_like_ctrl_c(run_cli, example, tmp_path, monkeypatch):
    import signal

    real = pd.DataFrame.to_csv

    def half_then_terminated(self, path, **kw):
        real(self.head(3), path, **kw)
        os.kill(os.getpid(), signal.SIGTERM)

    monkeypatch.setattr(pd.DataFrame, "to_csv", half_then_terminated)
    before = signal.getsignal(signal.SIGTERM)
    status, _, err = run_cli("anonymize", example, QI, "-k", "2", "-o", tmp_path / "r.csv")
    assert status == 130 and "nothing written" in err and list(tmp_path.iterdir()) == []
    assert signal.getsignal(signal.SIGTERM) == before  # the handler is restored


def test_ctrl_c_while_writing_leaves_no_partial_file(run_cli, example, tmp_path, monkeypatch):
    real = pd.DataFrame.to_csv

    def half_then_interrupt(self, path, **kw):
        real(self.head(3), path, **kw)  # part of the file is on disk...
        raise KeyboardInterrupt  # ...when Ctrl-C arrives

    monkeypatch.setattr(pd.DataFrame, "to_csv", half_then_interrupt)
    out = tmp_path / "r.csv"
    out.write_text("previous release\n")
    status, _, err = run_cli("anonymize", example, QI, "-k", "2", "-o", out)
    assert status == 130 and "nothing written" in err
    assert out.read_text() == "previous release\n" and sorted(p.name for p in tmp_path.iterdir()) == ["r.csv"]


def test_ctrl_c_while_reporting_keeps_the_verified_release(run_cli, example, tmp_path, monkeypatch):
    from optanon import report

    def interrupt(*a, **kw):
        raise KeyboardInterrupt

    monkeypatch.setattr(report, "render_report", interrupt)
    status, _, err = run_cli("anonymize", example, QI, "-k", "2", "-o", tmp_path / "r.csv", "--report", tmp_path / "r.html")
    assert status == 130 and "release" in err and "is complete" in err and "no report" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["r.csv"]


def test_time_limit_gives_best_verified_release(run_cli, tmp_path):
    adult = pd.read_csv(optanon_adult(), sep=";", dtype=str).head(400)
    src = tmp_path / "a.csv"
    adult.to_csv(src, index=False)
    status, out, err = run_cli("anonymize", src, "--qi", "sex,age,race,education,workclass,occupation", "-k", "4",
                               "--method", "exact", "--time-limit", "1", "-o", tmp_path / "r.csv")
    assert status == 0, err
    assert "release written" in out and (tmp_path / "r.csv").exists()
    if "optimal:" not in out:
        assert "best verified one found" in out


def optanon_adult():
    from pathlib import Path

    return Path(__file__).resolve().parents[1] / "data" / "adult" / "adult.csv"


# ---- bad input: exit 2, one line, no traceback, nothing written ---------------------------------

def _refused(run_cli, tmp_path, *argv, says):
    status, _out, err = run_cli("anonymize", *argv)
    assert status == 2, err
    assert err.startswith("optanon: error: ") and err.count("\n") == 1 and "Traceback" not in err, err
    assert says in err, err
    return err


def test_output_is_input_even_through_a_link(run_cli, example, tmp_path):
    src = tmp_path / "in.csv"
    src.write_text(example.read_text())
    (tmp_path / "link.csv").symlink_to(src)
    _refused(run_cli, tmp_path, src, QI, "-k", "2", "-o", tmp_path / "link.csv", says="is the input")
    _refused(run_cli, tmp_path, src, QI, "-k", "2", "-o", tmp_path / "r.csv", "--report", src, says="is the input")
    assert src.read_text() == example.read_text()


def test_a_stream_or_device_is_not_an_output(run_cli, example, tmp_path, monkeypatch):
    # a release is written to a temporary file and renamed into place: a rename onto /dev/stdout
    # replaced that link with a file (as root; found by hand). A link of our own to the same place
    # stands in for it here, so that a regression replaces nothing outside tmp_path. Also refused:
    # '-' and a FIFO (as any terminal or device); for the report as for the release, before any work.
    monkeypatch.chdir(tmp_path)
    stream = tmp_path / "stdout.csv"
    stream.symlink_to("/proc/self/fd/1")
    fifo = tmp_path / "pipe.csv"
    os.mkfifo(fifo)
    for out in (stream, "-", fifo):  # not /dev/null itself: a regression would replace it (root)
        _refused(run_cli, tmp_path, example, QI, "-k", "2", "-o", out, says="file")
    _refused(run_cli, tmp_path, example, QI, "-k", "2", "-o", tmp_path / "r.csv", "--report", stream, says="report")
    assert stream.is_symlink() and os.readlink(stream) == "/proc/self/fd/1"
    assert sorted(x.name for x in tmp_path.iterdir()) == ["pipe.csv", "stdout.csv"]  # no '-', no r.csv
    # from Python as well
    rel = optanon.anonymize(str(example), qi=["zipcode", "age"], k=2)
    with pytest.raises(optanon.errors.InputError, match="not a regular file"):
        rel.write(fifo)
    with pytest.raises(optanon.errors.InputError, match="stream"):
        rel.report(stream)


def test_an_output_through_a_link_replaces_the_file_it_links_to(run_cli, example, tmp_path):
    # the link stays a link; the file it names gets the release (atomically), or is created
    target, link = tmp_path / "releases" / "r1.csv", tmp_path / "latest.csv"
    target.parent.mkdir()
    link.symlink_to(target)
    for _ in range(2):  # the target missing, then there
        d = _run(run_cli, example, QI, "-k", "2", "-o", link)
        assert link.is_symlink() and os.readlink(link) == str(target)
        assert d["output"] == str(target) and len(pd.read_csv(target)) == 10
    assert sorted(x.name for x in target.parent.iterdir()) == ["r1.csv"]  # no temporary left


def test_an_output_name_that_promises_another_format_is_refused(run_cli, example, tmp_path):
    # `-o out.xlsx` wrote CSV text under that name (Excel refuses to open it); `.csv.gz` was not
    # compressed. A release is CSV (tab-separated for a .tsv name) or Parquet.
    for name in ("out.xlsx", "out.json", "out.csv.gz"):
        _refused(run_cli, tmp_path, example, QI, "-k", "2", "-o", tmp_path / name, says="optanon writes CSV")
        assert not (tmp_path / name).exists()
    with pytest.raises(optanon.errors.InputError, match="not .xlsx"):
        optanon.anonymize(str(example), qi=["zipcode", "age"], k=2).write(tmp_path / "r.xlsx")
    _run(run_cli, example, QI, "-k", "2", "-o", tmp_path / "r.tsv")
    assert (tmp_path / "r.tsv").read_text().splitlines()[0] == "zipcode\tage\tsex\teducation\tdisease"
    # and a report (HTML) under a table's name
    _refused(run_cli, tmp_path, example, QI, "-k", "2", "-o", tmp_path / "r2.csv", "--report", tmp_path / "rep.csv",
             says="HTML page")
    assert not (tmp_path / "r2.csv").exists() and not (tmp_path / "rep.csv").exists()
    with pytest.raises(optanon.errors.InputError, match="HTML page"):
        optanon.anonymize(str(example), qi=["zipcode", "age"], k=2).report(tmp_path / "rep.csv")


def test_output_is_none_of_the_files_the_command_reads(run_cli, example, tmp_path, monkeypatch):
    # the data was guarded; a hierarchy file, the metric file and the configuration file were not:
    # `-o age.csv` replaced the hierarchy it had just read with the release
    hierarchy = tmp_path / "age.csv"
    hierarchy.write_text("".join(f"{a};{a // 10 * 10}-{a // 10 * 10 + 9};*\n" for a in range(20, 60)))
    metric = tmp_path / "metric.csv"
    metric.write_text(",Flu,Bronchitis,Gastritis,Cancer\nFlu,0,1,1,1\nBronchitis,1,0,1,1\nGastritis,1,1,0,1\n"
                      "Cancer,1,1,1,0\n")
    config = tmp_path / "release.toml"
    config.write_text(f'data = "{example}"\nqi = ["zipcode", "age"]\nk = 2\n')
    kept = {f: f.read_text() for f in (hierarchy, metric, config)}
    _refused(run_cli, tmp_path, example, QI, "-k", "2", "--hierarchy", f"age={hierarchy}", "-o", hierarchy,
             says="is the hierarchy file of column 'age'")
    _refused(run_cli, tmp_path, example, QI, "--sensitive", "disease", "-t", "0.5", "--metric", metric,
             "-o", tmp_path / "r.csv", "--report", metric, says="is the metric file")
    _refused(run_cli, tmp_path, "--config", config, "-o", config, says="is the configuration file")
    assert {f: f.read_text() for f in kept} == kept and not (tmp_path / "r.csv").exists()
    # from Python as well (Release.write and Release.report wrote over them); a relative path
    # is the file it named when the release was made
    data = tmp_path / "in.csv"
    data.write_text(example.read_text())
    kept[data] = data.read_text()
    rel = optanon.anonymize(str(data), qi=["zipcode", "age"], sensitive="disease", t=0.5, metric=str(metric),
                            hierarchies={"age": hierarchy})
    for out, says in ((data, "is the input file"), (hierarchy, "is the hierarchy file of column 'age'"),
                      (metric, "is the metric file")):
        with pytest.raises(optanon.errors.InputError, match=says):
            rel.write(out)
        with pytest.raises(optanon.errors.InputError, match=says):
            rel.report(out)
    monkeypatch.chdir(tmp_path)
    rel = optanon.anonymize("in.csv", qi=["zipcode", "age"], k=2)
    monkeypatch.chdir(tmp_path.parent)
    with pytest.raises(optanon.errors.InputError, match="is the input file"):
        rel.write(data)
    rel.write(tmp_path / "r.csv")
    assert {f: f.read_text() for f in kept} == kept and len(pd.read_csv(tmp_path / "r.csv")) == 10


def test_output_directory_missing_or_not_writable(run_cli, example, tmp_path, monkeypatch):
    _refused(run_cli, tmp_path, example, QI, "-k", "2", "-o", tmp_path / "no" / "r.csv", says="does not exist")
    _refused(run_cli, tmp_path, example, QI, "-k", "2", "-o", tmp_path / "r.csv", "--report", tmp_path / "no" / "r.html",
             says="report directory")
    locked = tmp_path / "locked"
    locked.mkdir()
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda p, mode, **kw: False if str(p) == str(locked) else real_access(p, mode, **kw))
    _refused(run_cli, tmp_path, example, QI, "-k", "2", "-o", locked / "r.csv", says="not writable")
    assert list(locked.iterdir()) == []


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write into a read-only directory; the os.access check is tested above")
def test_output_directory_read_only(run_cli, example, tmp_path):
    locked = tmp_path / "ro"
    locked.mkdir(mode=0o500)
    _refused(run_cli, tmp_path, example, QI, "-k", "2", "-o", locked / "r.csv", says="not writable")


@pytest.mark.parametrize("limit", ["0", "-1", "nan", "inf"])
def test_time_limit_not_positive(run_cli, example, tmp_path, limit):
    _refused(run_cli, tmp_path, example, QI, "-k", "2", "--time-limit", limit, "-o", tmp_path / "r.csv", says="time limit")
    assert list(tmp_path.iterdir()) == []


def test_l_larger_than_sensitive_values(run_cli, example, tmp_path):
    err = _refused(run_cli, tmp_path, example, QI, "--sensitive", "disease", "-l", "5", "--l-form", "distinct",
                   "-o", tmp_path / "r.csv", says="larger than the number of distinct values of 'disease' (4)")
    assert "lower l" in err and list(tmp_path.iterdir()) == []


def test_l_that_the_whole_table_fails(run_cli, tmp_path):
    src = tmp_path / "s.csv"
    src.write_text("q,s\n" + "a,x\n" * 3 + "b,y\n")  # 3 of 4 rows share x: frequency l <= 4/3
    _refused(run_cli, tmp_path, src, "--qi", "q", "--sensitive", "s", "-l", "2", "-o", tmp_path / "r.csv", says="75%")


def test_t_zero_is_always_satisfiable(run_cli, example, tmp_path):
    """t-closeness never needs a refusal: the whole table as one group is at distance 0 from itself."""
    d = _run(run_cli, example, QI, "--sensitive", "disease", "-t", "0", "-o", tmp_path / "r.csv")
    assert d["status"] == "optimal" and d["groups"] == 1


def test_missing_required_options(run_cli, example, tmp_path):
    _refused(run_cli, tmp_path, example, "-k", "2", "-o", tmp_path / "r.csv", says="--qi")
    _refused(run_cli, tmp_path, example, QI, "-k", "2", says="-o OUT")
    _refused(run_cli, tmp_path, QI, "-k", "2", "-o", tmp_path / "r.csv", says="--sql")
    _refused(run_cli, tmp_path, example, QI, "--null", "--token", "x", "-o", tmp_path / "r.parquet", says="not both")


def _sigint_as_in_a_terminal():
    """A job in a terminal's foreground starts with SIGINT at its default; one started in the background
    by a shell without job control (`cmd &` in a script, as a test harness may run pytest) starts with it
    ignored, which exec keeps and Python then leaves alone, so Ctrl-C would not reach the CLI at all."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_ctrl_c_reaches_the_worker_processes_quietly(tmp_path):
    """Ctrl-C in a terminal signals the whole process group: the forked workers (here the MILP's
    HiGHS child and lns beside it) end silently and the CLI prints its one line and exits 130.
    The workers inherited the CLI's handlers and printed KeyboardInterrupt tracebacks under it."""
    import signal
    import subprocess
    import sys
    import time

    out = tmp_path / "r.csv"
    proc = subprocess.Popen([sys.executable, "-m", "optanon", "anonymize", str(optanon_adult()), "--qi",
                             "sex,age,race,marital-status,education,native-country", "-k", "5", "--method", "exact",
                             "-o", str(out)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True, preexec_fn=_sigint_as_in_a_terminal)
    from pathlib import Path

    children = Path(f"/proc/{proc.pid}/task/{proc.pid}/children")
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and proc.poll() is None and not children.read_text().split():
        time.sleep(0.2)
    assert proc.poll() is None and children.read_text().split(), "no worker process was started"
    time.sleep(1.0)
    os.killpg(proc.pid, signal.SIGINT)
    try:
        _, err = proc.communicate(timeout=60)
    except subprocess.TimeoutExpired:  # fail without leaving the CLI and its workers running on
        def tree(pid):
            try:
                kids = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
            except OSError:
                return [pid]
            return [pid] + [q for kid in kids for q in tree(int(kid))]

        for pid in reversed(tree(proc.pid)):  # lns runs in a process group of its own
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        proc.communicate()
        raise
    assert proc.returncode == 130, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert err.strip().startswith("optanon: interrupted") and len(err.strip().splitlines()) == 1, err
    assert not out.exists() and list(tmp_path.iterdir()) == []


def test_an_interrupt_while_the_libraries_load_is_one_line(monkeypatch, capsys):
    """The command line loads pandas and NumPy inside main's handler (a Ctrl-C there printed a
    KeyboardInterrupt traceback: the fourth audit): importing optanon.cli loads neither, and an
    interrupt while the parser is built is the one line and exit 130."""
    import subprocess
    import sys

    from optanon import cli

    done = subprocess.run([sys.executable, "-c", "import sys, optanon.cli; print(sorted({'pandas', 'numpy'} & set(sys.modules)))"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout.strip() == "[]", done

    def loading():
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "_parser", loading)
    assert cli.main(["check", "x.csv", "--qi", "a"]) == 130
    assert capsys.readouterr().err.strip() == "optanon: interrupted"


def test_l_larger_than_the_values_of_only_the_columns_it_holds_on():
    # l restricted to some sensitive columns (the Python models' `columns`) is refused only for those
    from optanon import LDiversity, Table
    from optanon.api import require_satisfiable
    from optanon.errors import InfeasibleError

    df = pd.DataFrame({"q": ["a", "b"] * 6, "s": ["x", "y", "z"] * 4, "s2": ["u", "v"] * 6})
    table = Table.encode(df, ["q"], ["s", "s2"])
    require_satisfiable(table, [LDiversity(3, "distinct", columns=["s"])])
    with pytest.raises(InfeasibleError, match="larger than the number of distinct values of 's2' \\(2\\)"):
        require_satisfiable(table, [LDiversity(3, "distinct")])
    with pytest.raises(InfeasibleError, match="larger than the number of distinct values of 's2' \\(2\\)"):
        require_satisfiable(table, [LDiversity(3, "distinct", columns=["s2"])])
    require_satisfiable(table, [LDiversity(2, "distinct")])  # l equal to the values: one group holds them all
