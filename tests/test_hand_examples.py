"""Hand-worked examples: Liang-Yuan's Table 1 (and the partitions of their Tables 2, 3, 5),
Li et al.'s salary example for the ordered EMD, and tiny tables for each l-diversity form
and the hierarchical EMD, with the arithmetic in comments."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pandas as pd
import pytest

import optanon
from optanon import EqualMetric, HierarchicalMetric, Hierarchy, KAnonymity, LDiversity, OrderedMetric, TCloseness, Table
from optanon.core.groups import GroupStats
from optanon.core.models import t_emd
from optanon.core.partition import build_release
from optanon.errors import VerificationError

# ---------------------------------------------------------------------------
# Liang-Yuan Table 1 (ids 1..10)
# ---------------------------------------------------------------------------

V, H, C = "Viral Infection", "Heart Disease", "Cancer"
TABLE1 = [
    ("98765", "38", "Bachelor", V),
    ("98654", "39", "Doctorate", H),
    ("98543", "32", "Master", H),
    ("97654", "65", "Bachelor", C),
    ("96689", "45", "Bachelor", V),
    ("97427", "33", "Bachelor", V),
    ("96552", "54", "Bachelor", H),
    ("97017", "69", "Doctorate", C),
    ("97023", "55", "Master", C),
    ("97009", "62", "Bachelor", C),
]
DIGIT_QI = ["z1", "z2", "z3", "z4", "z5", "a1", "a2", "education"]  # §2: each digit is its own QI


def table1_digits() -> pd.DataFrame:
    return pd.DataFrame([list(z) + list(a) + [e, d] for z, a, e, d in TABLE1], columns=DIGIT_QI + ["disease"])


def table1_whole() -> pd.DataFrame:
    return pd.DataFrame([list(r) for r in TABLE1], columns=["zipcode", "age", "education", "disease"])


def labels_of(groups_by_id) -> np.ndarray:
    """Labels from groups of 1-based record ids."""
    labels = np.full(10, -1)
    for g, ids in enumerate(groups_by_id):
        for i in ids:
            labels[i - 1] = g
    assert (labels >= 0).all()
    return labels


def released_text(release) -> list[tuple[str, str, str]]:
    """The release in the papers' notation: zipcode, age (digits joined), education."""
    d = release.data
    return [("".join(d.loc[i, DIGIT_QI[:5]]), "".join(d.loc[i, DIGIT_QI[5:7]]), d.loc[i, "education"]) for i in range(10)]


TABLE2 = [[1, 2, 3], [4, 5, 6, 7], [8, 9, 10]]
TABLE3 = [[1, 2], [3, 5, 8, 9], [4, 6], [7, 10]]
TABLE5 = [[1, 2, 4, 3, 5, 8, 9], [6, 7, 10]]


def test_table4_first_three_records_cost_15():
    # 98765/98654/98543: digits 3-5 of the zipcode differ (3), age 38/39/32 second digit (1),
    # education (1): 5 stars per row, 5 * 3 = 15
    df = table1_digits().iloc[:3]
    rel = build_release(Table.encode(df, DIGIT_QI, ["disease"]), [0, 0, 0], [KAnonymity(3)])
    assert rel.cost == 15
    assert [("".join(rel.data.loc[i, DIGIT_QI[:5]]), "".join(rel.data.loc[i, DIGIT_QI[5:7]]), rel.data.loc[i, "education"]) for i in range(3)] == [("98***", "3*", "*")] * 3


def test_table2_is_3_anonymous_with_cost_54():
    table = Table.encode(table1_digits(), DIGIT_QI, ["disease"])
    rel = build_release(table, labels_of(TABLE2), [KAnonymity(3)])
    # 5 * 3 + 6 * 4 + 5 * 3 = 54 (Liang-Yuan §2)
    assert rel.cost == 54 and rel.suppressed_cells == 54
    assert released_text(rel) == [("98***", "3*", "*")] * 3 + [("9****", "**", "Bachelor")] * 4 + [("970**", "**", "*")] * 3
    assert rel.classes == 3 and rel.smallest_class == 3
    with pytest.raises(VerificationError):
        build_release(table, labels_of(TABLE2), [KAnonymity(4)])
    # the third group is all Cancer: not 2-diverse (the homogeneity attack of §1)
    with pytest.raises(VerificationError):
        build_release(table, labels_of(TABLE2), [LDiversity(2)])


def test_table3_is_2_diverse_and_its_first_group_has_emd_04():
    table = Table.encode(table1_digits(), DIGIT_QI, ["disease"])
    labels = labels_of(TABLE3)
    rel = build_release(table, labels, [LDiversity(2)])
    assert released_text(rel) == [
        ("98***", "3*", "*"), ("98***", "3*", "*"),
        ("9****", "**", "*"), ("97***", "**", "Bachelor"), ("9****", "**", "*"), ("97***", "**", "Bachelor"),
        ("9****", "**", "Bachelor"), ("9****", "**", "*"), ("9****", "**", "*"), ("9****", "**", "Bachelor"),
    ]
    # stars per row: 98***,3*,* = 5; 9****,**,* = 7; 97***,**,Bachelor = 5; 9****,**,Bachelor = 6
    assert rel.cost == 2 * 5 + 4 * 7 + 2 * 5 + 2 * 6  # = 60
    stats = GroupStats.of_table(table, labels)
    sa = stats.sa[0]
    # whole table (V, H, C) = (0.3, 0.3, 0.4)
    assert dict(zip(table.sa_values[0], sa.table_counts.tolist())) == {V: 3, H: 3, C: 4}
    # groups: {1,2} (.5,.5,0) -> (.2+.2+.4)/2 = 0.4; {3,5,8,9} (.25,.25,.5) -> (.05+.05+.1)/2 = 0.1;
    # {4,6} (.5,0,.5) -> (.2+.3+.1)/2 = 0.3; {7,10} (0,.5,.5) -> 0.3
    emd = t_emd(sa, EqualMetric().bind(table.sa_values[0], "disease"))
    assert emd.tolist() == pytest.approx([0.4, 0.1, 0.3, 0.3], abs=1e-15)
    # not 0.3-closeness (§2.1), but exactly 0.4-closeness
    assert TCloseness("0.3").holds(table, stats).tolist() == [False, True, True, True]
    assert TCloseness("0.4").holds(table, stats).all()
    assert TCloseness(0.4).holds(table, stats).all()
    assert not TCloseness(Fraction(2, 5) - Fraction(1, 10**15)).holds(table, stats)[0]
    with pytest.raises(VerificationError):
        build_release(table, labels, [LDiversity(2), TCloseness("0.3")])
    build_release(table, labels, [LDiversity(2), TCloseness("0.4")])


def test_table5_is_a_01_closeness_partition():
    table = Table.encode(table1_digits(), DIGIT_QI, ["disease"])
    labels = labels_of(TABLE5)
    rel = build_release(table, labels, [TCloseness("0.1")])
    assert [released_text(rel)[i - 1] for i in (1, 2, 4, 3, 5, 8, 9)] == [("9****", "**", "*")] * 7
    assert [released_text(rel)[i - 1] for i in (6, 7, 10)] == [("9****", "**", "Bachelor")] * 3
    assert rel.cost == 7 * 7 + 3 * 6  # = 67
    # group A (V 1,5; H 2,3; C 4,8,9) = (2/7, 2/7, 3/7): (1/70 + 1/70 + 2/70)/2 = 1/35
    # group B (V 6; H 7; C 10) = (1/3, 1/3, 1/3):      (1/30 + 1/30 + 2/30)/2 = 1/15
    stats = GroupStats.of_table(table, labels)
    emd = t_emd(stats.sa[0], EqualMetric().bind(table.sa_values[0], "disease"))
    assert emd.tolist() == pytest.approx([1 / 35, 1 / 15], rel=1e-12)
    assert TCloseness(Fraction(1, 15)).holds(table, stats).all()
    assert TCloseness(Fraction(1, 15) - Fraction(1, 10**12)).holds(table, stats).tolist() == [True, False]
    assert TCloseness(Fraction(1, 35)).holds(table, stats).tolist() == [True, False]
    with pytest.raises(VerificationError):
        build_release(table, labels, [TCloseness("0.06")])


def test_check_table1_as_it_stands():
    # every record is unique: k = 1; singletons: l = 1 in every form;
    # t = worst singleton: a Viral row (1,0,0): (.7 + .3 + .4)/2 = 0.7 (Cancer row: 0.6)
    res = optanon.check(table1_whole(), qi=["zipcode", "age", "education"], sensitive=["disease"], c=2)
    assert (res.rows, res.groups, res.k) == (10, 10, 1)
    assert (res.l.frequency, res.l.distinct, res.l.entropy, res.l.recursive) == (1.0, 1, 1.0, 1)
    assert res.t == pytest.approx(0.7, abs=1e-15)


def test_check_table1_on_education():
    # Bachelor {1,4,5,6,7,10}: V,C,V,V,H,C = V3 C2 H1; Doctorate {2,8}: H,C; Master {3,9}: H,C
    # frequency: min(6/3, 2/1, 2/1) = 2; distinct: min(3, 2, 2) = 2
    # entropy: Bachelor exp(H) = 432^(1/6) = 2.7495 (see test_l_forms_by_hand), the pairs 2 -> 2
    # recursive c=1: Bachelor 3 < 1*6 (l=1), 3 < 1*3 fails (l=2) -> 1; pairs 1 < 2, 1 < 1 fails -> 1
    # t: Bachelor (.5, 1/6, 1/3) vs (.3,.3,.4): (.2 + 2/15 + 1/15)/2 = 0.2; pairs (0,.5,.5): (.3+.2+.1)/2 = 0.3
    res = optanon.check(table1_whole(), qi=["education"], sensitive=["disease"], c=1, k=3, l=2, t="0.3")
    assert (res.groups, res.k) == (3, 2)
    assert (res.l.frequency, res.l.distinct, res.l.entropy, res.l.recursive) == (2.0, 2, pytest.approx(2.0, rel=1e-12), 1)
    assert res.t == pytest.approx(0.3, abs=1e-15)
    # 3-anonymity fails on the two pairs (4 rows); 2-diversity and 0.3-closeness hold exactly
    assert (res.violating_groups, res.violating_rows) == (2, 4)
    assert [m.satisfied for m in res.models] == [False, True, True]
    assert optanon.check(table1_whole(), qi=["education"], sensitive=["disease"], c=2).l.recursive == 2


# ---------------------------------------------------------------------------
# l-diversity forms on a tiny table
# ---------------------------------------------------------------------------


def tiny():
    # group A: x x x y y z  (counts 3, 2, 1); group B: x y (counts 1, 1)
    df = pd.DataFrame({"g": list("AAAAAABB"), "s": list("xxxyyzxy")})
    table = Table.encode(df, ["g"], ["s"])
    return table, GroupStats.of_table(table, np.array([0] * 6 + [1] * 2))


def holds(model):
    table, stats = tiny()
    return model.holds(table, stats).tolist()


def test_l_forms_by_hand():
    # frequency: A 6/3 = 2, B 2/1 = 2
    assert holds(LDiversity(2)) == [True, True]
    assert holds(LDiversity("2.0001")) == [False, False]
    # distinct: A 3, B 2
    assert holds(LDiversity(3, "distinct")) == [True, False]
    assert holds(LDiversity("2.5", "distinct")) == [True, False]
    # entropy: exp(H_A) = (6/3)^(3/6) (6/2)^(2/6) (6/1)^(1/6), so exp(H_A)^6 = 2^3 * 3^2 * 6 = 432,
    # exp(H_A) = 2.749459...; 2.7494^6 = 431.94 < 432 < 2.7495^6 = 432.04 < (11/4)^6 = 432.51.
    # B is uniform over 2 values: exp(H_B) = 2 exactly.
    assert holds(LDiversity(2, "entropy")) == [True, True]
    assert holds(LDiversity("2.7494", "entropy")) == [True, False]
    assert holds(LDiversity("2.7495", "entropy")) == [False, False]
    assert holds(LDiversity(Fraction(11, 4), "entropy")) == [False, False]
    assert holds(LDiversity(2 + Fraction(1, 10**12), "entropy")) == [True, False]
    # recursive (c, l): A sorted 3,2,1; B 1,1
    # c = 1: A l=2: 3 < 1*(2+1) fails (strict); B l=2: 1 < 1*1 fails
    assert holds(LDiversity(2, "recursive", 1)) == [False, False]
    # c = 3/2: A 3 < 4.5, B 1 < 1.5
    assert holds(LDiversity(2, "recursive", "1.5")) == [True, True]
    # c = 2, l = 3: A 3 < 2*1 fails; B has no third value: 1 < 0 fails
    assert holds(LDiversity(3, "recursive", 2)) == [False, False]
    # c = 3.0000001, l = 3: A 3 < 3.0000001*1 holds; exactly c = 3 fails
    assert holds(LDiversity(3, "recursive", "3.0000001")) == [True, False]
    assert holds(LDiversity(3, "recursive", 3)) == [False, False]


def test_entropy_at_its_exact_threshold_in_spite_of_floats():
    # uniform groups have exp(H) = their number of values exactly, but in floats log(6) - log(3)
    # is 0.6931471805599452 < log(2) (and [2, 2, 2]: 1.0986122886681096 < log(3)): the float
    # comparison alone would refuse these groups; the exact re-decision near the threshold keeps them
    df = pd.DataFrame({"g": list("AAAAAABBBBBB"), "s": list("xxxyyyxxyyzz")})
    table = Table.encode(df, ["g"], ["s"])
    stats = GroupStats.of_table(table, np.array([0] * 6 + [1] * 6))
    assert LDiversity(2, "entropy").holds(table, stats).tolist() == [True, True]
    assert LDiversity(3, "entropy").holds(table, stats).tolist() == [False, True]
    assert LDiversity(2 + Fraction(1, 10**15), "entropy").holds(table, stats).tolist() == [False, True]
    assert LDiversity(3 + Fraction(1, 10**15), "entropy").holds(table, stats).tolist() == [False, False]


def test_l_values_reported_by_check():
    df = pd.DataFrame({"g": list("AAAAAABB"), "s": list("xxxyyzxy")})
    # largest recursive l: c=4 -> A: 3 < 4*6, 3 < 4*3, 3 < 4*1 -> 3; B: 1 < 8, 1 < 4 -> 2; min 2
    res = optanon.check(df, qi="g", sensitive="s", c=4)
    assert (res.l.frequency, res.l.distinct, res.l.recursive) == (2.0, 2, 2)
    assert res.l.entropy == pytest.approx(2.0, rel=1e-12)
    assert optanon.check(df[df.g == "A"], qi="g", sensitive="s", c=4).l.recursive == 3
    assert optanon.check(df[df.g == "A"], qi="g", sensitive="s").l.entropy == pytest.approx(432 ** (1 / 6), rel=1e-12)
    # c = 1/2: A 3 < 3 fails even at l = 1 -> 0
    assert optanon.check(df, qi="g", sensitive="s", c=Fraction(1, 2)).l.recursive == 0


# ---------------------------------------------------------------------------
# ordered EMD: Li et al. 2007's salary example
# ---------------------------------------------------------------------------


def salary_frame(as_text: bool) -> pd.DataFrame:
    # 9 salaries 3k..11k; P1 = {3k,4k,5k}, P2 = {6k,8k,11k}, P3 = {7k,9k,10k}
    groups = {"P1": [3, 4, 5], "P2": [6, 8, 11], "P3": [7, 9, 10]}
    rows = [(g, s * 1000) for g, ss in groups.items() for s in ss]
    df = pd.DataFrame(rows, columns=["zip", "salary"])
    if as_text:  # text that parses as numbers sorts numerically too ('10000' after '9000')
        df["salary"] = df["salary"].astype(str)
    return df


@pytest.mark.parametrize("as_text", [False, True])
def test_ordered_emd_salary_example(as_text):
    # r = 9, d(i, j) = |i - j| / 8, Q uniform 1/9.
    # P1 at positions 0,1,2: p - q = (2,2,2,-1,-1,-1,-1,-1,-1)/9, prefix sums (2,4,6,5,4,3,2,1,0)/9,
    #   sum 27/9 = 3, EMD = 3/8 = 0.375 (Li et al.)
    # P2 at positions 3,5,8: p - q = (-1,-1,-1,2,-1,2,-1,-1,2)/9, prefix (-1,-2,-3,-1,-2,0,-1,-2,0)/9,
    #   |.| sum 12/9, EMD = 12/72 = 1/6 = 0.167 (Li et al.)
    # P3 at positions 4,6,7: p - q = (-1,-1,-1,-1,2,-1,2,2,-1)/9, prefix (-1,-2,-3,-4,-2,-3,-1,1,0)/9,
    #   |.| sum 17/9, EMD = 17/72
    df = salary_frame(as_text)
    table = Table.encode(df, ["zip"], ["salary"])
    stats = GroupStats.of_table(table, table.row_vector)
    emd = t_emd(stats.sa[0], OrderedMetric().bind(table.sa_values[0], "salary"))
    assert emd.tolist() == pytest.approx([3 / 8, 1 / 6, 17 / 72], rel=1e-12)
    assert optanon.check(df, qi="zip", sensitive="salary", metric="ordered").t == pytest.approx(0.375, rel=1e-12)
    assert TCloseness("0.375", "ordered").holds(table, stats).all()
    assert TCloseness(Fraction(17, 72), "ordered").holds(table, stats).tolist() == [False, True, True]
    assert TCloseness(Fraction(1, 6), "ordered").holds(table, stats).tolist() == [False, True, False]
    # equal metric for contrast: P1 = (3 * 2/9 + 6 * 1/9)/2 = 2/3, and likewise for P2, P3
    assert t_emd(stats.sa[0], EqualMetric().bind(table.sa_values[0], "salary")).tolist() == pytest.approx([2 / 3] * 3, rel=1e-12)


def test_ordered_metric_with_explicit_order():
    # low < mid < high given explicitly (alphabetical would be high < low < mid)
    df = pd.DataFrame({"g": list("AABB"), "s": ["low", "mid", "mid", "high"]})
    table = Table.encode(df, ["g"], ["s"])
    stats = GroupStats.of_table(table, table.row_vector)
    # Q = (1/4, 1/2, 1/4) over (low, mid, high); A = (1/2, 1/2, 0): prefix (1/4, 1/4, 0) -> 1/2 / 2 = 1/4
    # B = (0, 1/2, 1/2): prefix (-1/4, -1/4, 0) -> 1/4
    emd = t_emd(stats.sa[0], OrderedMetric(["low", "mid", "high"]).bind(table.sa_values[0], "s"))
    assert emd.tolist() == pytest.approx([0.25, 0.25], rel=1e-12)
    # alphabetical order (high, low, mid): Q = (1/4, 1/4, 1/2)
    # A = (0, 1/2, 1/2): differences (-1/4, 1/4, 0), prefix (-1/4, 0, 0) -> (1/4) / 2 = 1/8
    # B = (1/2, 0, 1/2): differences (1/4, -1/4, 0), prefix (1/4, 0, 0) -> 1/8
    emd = t_emd(stats.sa[0], OrderedMetric().bind(table.sa_values[0], "s"))
    assert emd.tolist() == pytest.approx([0.125, 0.125], rel=1e-12)


# ---------------------------------------------------------------------------
# hierarchical EMD
# ---------------------------------------------------------------------------


def test_hierarchical_emd_by_hand():
    # tree: a1, a2 under A; b1, b2 under B; root *. H = 2: d(a1, a2) = 1/2, d(a1, b1) = 1.
    rows = [["a1", "A", "*"], ["a2", "A", "*"], ["b1", "B", "*"], ["b2", "B", "*"]]
    metric = HierarchicalMetric(Hierarchy.from_rows(rows))
    df = pd.DataFrame({"g": ["X", "X", "Y", "Y", "Z", "Z", "W", "W"], "s": ["a1", "a2", "b1", "b2", "a1", "b1", "a2", "b2"]})
    table = Table.encode(df, ["g"], ["s"])
    stats = GroupStats.of_table(table, np.array([0, 0, 1, 1, 2, 2, 3, 3]))
    # Q = 1/4 each. X = {a1, a2}: move 1/4 a1->b1 and 1/4 a2->b2 at distance 1: EMD 1/2 (Y likewise).
    # Z = {a1, b1}: move 1/4 a1->a2 and 1/4 b1->b2 at distance 1/2: EMD 1/4 (W likewise).
    emd = t_emd(stats.sa[0], metric.bind(table.sa_values[0], "s"))
    assert emd.tolist() == pytest.approx([0.5, 0.5, 0.25, 0.25], rel=1e-12)
    assert TCloseness(Fraction(1, 4), metric).holds(table, stats).tolist() == [False, False, True, True]
    # the equal metric cannot tell them apart: all 1/2
    assert t_emd(stats.sa[0], EqualMetric().bind(table.sa_values[0], "s")).tolist() == pytest.approx([0.5] * 4, rel=1e-12)
    # without the explicit root an implicit '*' is added: same distances
    metric2 = HierarchicalMetric(Hierarchy.from_rows([r[:2] for r in rows]))
    assert t_emd(stats.sa[0], metric2.bind(table.sa_values[0], "s")).tolist() == pytest.approx([0.5, 0.5, 0.25, 0.25], rel=1e-12)


def test_distance_matrix_at_its_exact_threshold():
    # a distance matrix's EMD comes from an LP in floats: here the table is a b b c a c (1/3 each)
    # and group A = a b b c has EMD 1/6 exactly, which the LP gives as 0.16666666666666669 > 1/6.
    # The comparison allows 1e-9 (README), so A is 1/6-close as under the equal metric it equals.
    from optanon import MatrixMetric

    df = pd.DataFrame({"g": list("AAAABB"), "s": list("abbcac")})
    table = Table.encode(df, ["g"], ["s"])
    stats = GroupStats.of_table(table, np.array([0] * 4 + [1] * 2))
    matrix = MatrixMetric(["a", "b", "c"], [[0, 1, 1], [1, 0, 1], [1, 1, 0]])
    assert t_emd(stats.sa[0], matrix.bind(table.sa_values[0], "s"))[0] > 1 / 6  # the float this is about
    for metric in (matrix, EqualMetric()):
        assert TCloseness(Fraction(1, 6), metric).holds(table, stats).tolist() == [True, False]
        assert TCloseness(Fraction(1, 6) - Fraction(1, 10**6), metric).holds(table, stats).tolist() == [False, False]
        assert TCloseness(Fraction(1, 3), metric).holds(table, stats).tolist() == [True, True]


def test_hierarchy_generalization_cost_by_hand():
    # age hierarchy: 31, 32 -> 30-34 -> 30-39 -> *; 36 -> 35-39 -> 30-39 -> *; height 3, level L costs L/3
    rows = [["31", "30-34", "30-39", "*"], ["32", "30-34", "30-39", "*"], ["36", "35-39", "30-39", "*"]]
    df = pd.DataFrame({"age": ["31", "32", "36", "36"], "sex": ["F", "F", "F", "M"], "s": list("pqpq")})
    table = Table.encode(df, ["age", "sex"], ["s"])
    from optanon.core.cost import CostModel

    rel = build_release(table, [0, 0, 1, 1], [KAnonymity(2)], CostModel({"age": Hierarchy.from_rows(rows)}))
    # group {31, 32}: age -> 30-34 (level 1, 1/3 each), sex F agrees: 2/3
    # group {36, 36}: age kept, sex F/M suppressed (1 each): 2
    assert rel.cost == Fraction(2, 3) + 2
    assert rel.data["age"].tolist() == ["30-34", "30-34", "36", "36"]
    assert rel.data["sex"].tolist() == ["F", "F", "*", "*"]
    assert rel.suppressed_cells == 2
    rel = build_release(table, [0, 1, 0, 1], [], CostModel({"age": Hierarchy.from_rows(rows)}))
    # {31, 36}: 30-39 (2/3 each) and F; {32, 36}: 30-39 and F/M -> *: 2 * 2/3 + 2 * (2/3 + 1)
    assert rel.cost == Fraction(4, 3) + Fraction(10, 3)
    assert rel.data["age"].tolist() == ["30-39"] * 4
    assert rel.classes == 2


def test_lp_of_the_paper_example_matches_fact_1():
    # the first group of Table 3 by the transportation LP over all pairs: 0.4
    from reference import emd_lp, equal_distance

    assert emd_lp([Fraction(1, 2), Fraction(1, 2), 0], [Fraction(3, 10), Fraction(3, 10), Fraction(2, 5)], equal_distance([V, H, C])) == pytest.approx(0.4, abs=1e-12)
    assert math.isclose(emd_lp([1, 0, 0], [Fraction(3, 10), Fraction(3, 10), Fraction(2, 5)], equal_distance([V, H, C])), 0.7, abs_tol=1e-12)


def test_groups_measured_in_chunks_as_in_one_block(monkeypatch):
    # t-closeness and EMD go over the groups in dense blocks of CHUNK_CELLS cells (4 million:
    # tables of many groups); blocks of one to three groups must measure and decide the same
    import optanon.core.models as models

    rng = np.random.default_rng(5)
    df = pd.DataFrame({"g": rng.integers(0, 9, 60).astype(str), "s": rng.choice(list("abcd"), 60)})
    table = Table.encode(df, ["g"], ["s"])
    stats = GroupStats.of_table(table, table.codes[:, 0].astype(np.int64))
    metrics = [EqualMetric(), OrderedMetric()]
    whole = [t_emd(stats.sa[0], m.bind(table.sa_values[0], "s")) for m in metrics]
    decided = [TCloseness("0.15", m).holds(table, stats) for m in metrics]
    assert stats.g == 9 and 0 < sum(d.sum() for d in decided) < 2 * 9  # some pass, some fail
    for cells in (4, 8, 12):  # 4 values: blocks of 1, 2 and 3 groups
        monkeypatch.setattr(models, "CHUNK_CELLS", cells)
        for m, emd, ok in zip(metrics, whole, decided):
            assert t_emd(stats.sa[0], m.bind(table.sa_values[0], "s")).tolist() == emd.tolist()
            assert TCloseness("0.15", m).holds(table, stats).tolist() == ok.tolist()
