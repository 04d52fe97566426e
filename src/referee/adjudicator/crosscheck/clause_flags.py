"""Clause-by-clause comparison of matched passages: the flags that name a clause on both sides.

Inside each matched pair the clauses (units.py) are aligned by meaning (the same multilingual encoder as
the passages, plus the term bank's concepts and shared numbers); each aligned clause pair is then compared
on what a translation must carry over (meaning.py): a negation, must/may, or/and, at least/at most,
only/also, who acts, when, the numbers and the components. A clause of one passage that no clause of any of
its partners states is a clause in one language only (a dropped or an added rule).

A flip is caught in its own clause: a negation in another clause of the other passage does not hide it.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

import numpy as np

from referee.adjudicator.crosscheck import compare, sentence_actors
from referee.adjudicator.crosscheck.joins import (
    Added,
    added_sentences,
    covered,
    join_vectors,
    joined_links,
    split_sentences,
)
from referee.adjudicator.crosscheck.meaning import Signs, merged, signs
from referee.adjudicator.crosscheck.model import Flag
from referee.adjudicator.crosscheck.terms import TermBank
from referee.adjudicator.crosscheck.units import Unit, split_units
from referee.rulebooks import Passage

# Chosen on bench/planted/dev (never on the held-out part):
ALIGN = 0.45  # clause cosine (with the concept and number bonus) from which two clauses say the same thing
COMPARE = 0.55  # ... from which their signs are compared (a weaker match may be a neighbouring clause)
ALONE = 0.30  # a clause whose best match on the other side is below this is in one language only
ALONE_WORDS = 5  # shorter clauses are not reported as one-language-only (a label, "see p. 3")
# A lone clause this close to a clause of another passage of the other text is said there: the passages are
# cut or paired differently, and it is a note, not a dropped rule.
ELSEWHERE = 0.60
# Below this share of clause text with a counterpart (Pair.match over the whole text) two texts are not
# translations clause for clause but two rulebooks written apart (the built-in es/nl Gnome Hollow: 0.29; the
# planted dev translations: 0.96 to 0.99): a clause in one of them only is the normal case, a note.
TRANSLATED = 0.60
# Below this match share (Pair.match) a pair's passages share little: a clause in one of them only is more likely
# a wrong pairing (a passage the other text does not translate, paired with its nearest) than a dropped rule
LOOSE = 0.50
# From this match share (Pair.match) a pair's two passages state each other whole (another pair of either is spare)
WHOLE = 0.95
# A group's clause matching a clause of another passage by this much more (cosine) than its own group is not
# compared there
ELSEWHERE_MARGIN = 0.15
# From this many changed-person flags in one check, they are the texts' style, not slips (_style)
STYLE = 5
W_CONCEPT = 0.15
W_NUMBER = 0.05


@dataclass(frozen=True)
class Clause:
    passage: int  # index into the side's passage list
    unit: Unit
    signs: Signs


def _clauses(passages: list[Passage], bank: TermBank) -> list[list[Clause]]:
    return [
        [Clause(k, u, signs(u.text, p.lang, bank, p.text[: u.start])) for u in split_units(p.text, p.lang)]
        for k, p in enumerate(passages)
    ]


def _embed(encoder, groups: list[list[Clause]]) -> list[np.ndarray]:
    flat = [c.unit.text for g in groups for c in g]
    if not flat:
        return [np.zeros((0, 1)) for _ in groups]
    vecs = encoder.encode_passages(flat)
    out, pos = [], 0
    for g in groups:
        out.append(vecs[pos : pos + len(g)])
        pos += len(g)
    return out


def _sim(ca: list[Clause], cb: list[Clause], va: np.ndarray, vb: np.ndarray) -> np.ndarray:
    if not ca or not cb:
        return np.zeros((len(ca), len(cb)))
    s = va @ vb.T
    for x, c in enumerate(ca):
        for y, d in enumerate(cb):
            s[x, y] += _bonus(c.signs, d.signs)
    return s


def _bonus(c: Signs, d: Signs) -> float:
    """What two clauses share besides their meaning vectors: the bank's concepts, a number."""
    union = c.concepts | d.concepts
    out = W_CONCEPT * len(c.concepts & d.concepts) / len(union) if union else 0.0
    return out + (W_NUMBER if set(c.numbers) & set(d.numbers) else 0.0)


def _aligned(s: np.ndarray) -> list[tuple[int, int]]:
    """Clause pairs above ALIGN: each other's best match, and a clause whose best match is already paired
    with its neighbour (a sentence one text splits in two: both halves pair with the whole)."""
    if s.size == 0:
        return []
    row, col = s.argmax(axis=1), s.argmax(axis=0)
    out = []
    for x in range(s.shape[0]):
        for y in range(s.shape[1]):
            if s[x, y] < ALIGN:
                continue
            mutual = row[x] == y and col[y] == x
            split_a = row[x] == y and abs(int(col[y]) - x) == 1  # x and its neighbour both state y
            split_b = col[y] == x and abs(int(row[x]) - y) == 1
            if mutual or split_a or split_b:
                out.append((x, y))
    return out


def _context(cs: list[Clause], idx: list[int], paired: set[int]) -> Clause:
    """The group's clauses with the unpaired clause just before and after it: where the two texts cut a
    sentence differently, what one side says in the group the other may say in that neighbour."""
    around = [k for k in (idx[0] - 1, idx[-1] + 1) if 0 <= k < len(cs) and k not in paired]
    return _together(cs, sorted(set(idx) | set(around)))


def _concepts(cs: list[Clause]) -> frozenset[str]:
    return frozenset().union(*(c.signs.concepts for c in cs)) if cs else frozenset()


def _taken(every: dict[tuple[int, int], list[tuple[int, int]]], pair: tuple[int, int]) -> tuple[set[int], set[int]]:
    """The clauses of the pair's two passages that are linked in another pair (their passage is cut in several
    on the other side): what is left of each passage for this pair is the rest."""
    i, j = pair
    other = [(k, links) for k, links in every.items() if k != pair]
    return (
        {x for (i2, _), links in other if i2 == i for x, _ in links},
        {y for (_, j2), links in other if j2 == j for _, y in links},
    )


def _groups(
    pairs: list[tuple[int, int]], s: np.ndarray, taken: tuple[set[int], set[int]] = (set(), set())
) -> list[tuple[list[int], list[int]]]:
    """Aligned clauses joined into groups (one clause of a with the two halves of b that state it), each
    group kept when its best link is at least COMPARE; two passages of one clause each are compared from
    ALIGN (the passages' pairing says they correspond, and a changed word lowers their match: "Владелец
    кольца забирает все цветы на нём" against "... recoge todos los hongos en él" is 0.47), and so is a group
    that is both whole passages (one sentence the other text cuts in two: "Выложив два обязательных тайла
    (и, | если хотите, не меньше двух ...)" against the one Spanish sentence, 0.53 with its "at least")."""
    parent: dict[tuple[str, int], tuple[str, int]] = {}

    def root(n):
        while parent.setdefault(n, n) != n:
            n = parent[n]
        return n

    for x, y in pairs:
        parent[root(("a", x))] = root(("b", y))
    groups: dict[tuple[str, int], tuple[set[int], set[int]]] = {}
    for x, y in pairs:
        xs, ys = groups.setdefault(root(("a", x)), (set(), set()))
        xs.add(x)
        ys.add(y)
    # (the whole of what is left of each passage once ``taken``, its clauses linked in other pairs, are set aside)
    whole = lambda xs, ys: len(set(xs) | taken[0]) == s.shape[0] and len(set(ys) | taken[1]) == s.shape[1]  # noqa: E731
    # every clause of both passages linked, group for group: each group is then what is left of the two passages
    # beside the others, and a changed word lowers its match ("..., and place the Spore Token on your Player Mat"
    # against "..., y la ficha de Espora se coloca en tu Colonia": 0.50), so it is compared from ALIGN too
    every = whole({x for x, _ in pairs}, {y for _, y in pairs})
    return [
        (sorted(xs), sorted(ys))
        for xs, ys in groups.values()
        if max(s[x, y] for x in xs for y in ys) >= (ALIGN if every or whole(xs, ys) else COMPARE)
    ]


def _whole(ca: list[Clause], cb: list[Clause], bank: TermBank, la: str, lb: str) -> tuple[frozenset, frozenset]:
    """The concepts each whole passage names, and those its language's side of the bank lacks (what the other
    passage names of them is no swap: the bank cannot see it named here)."""
    lack_a, lack_b = (bank.unnamed(la), bank.unnamed(lb)) if bank else (frozenset(), frozenset())
    return _concepts(ca) | lack_a, _concepts(cb) | lack_b


def _together(cs: list[Clause], idx: list[int]) -> Clause:
    """Several clauses of one passage read as one: the span from the first to the last, their signs joined."""
    if len(idx) == 1:
        return cs[idx[0]]
    first, last = cs[idx[0]].unit, cs[idx[-1]].unit
    unit = Unit(first.start, last.end, " ".join(cs[k].unit.text for k in idx))  # (text: for reading, not a quote)
    return Clause(cs[idx[0]].passage, unit, merged([cs[k].signs for k in idx]))


def _statements(g: list[Clause]) -> list[list[int]]:
    """Indices of the clauses of each statement: a clause and the clauses that continue it after commas."""
    out: list[list[int]] = []
    for x, c in enumerate(g):
        if c.unit.continues and out:
            out[-1].append(x)
        else:
            out.append([x])
    return out


@dataclass(frozen=True)
class Sides:
    """Both texts' clauses per passage, their vectors, their joins' vectors (joins.py), and which clauses have a
    counterpart in some pair: ("a" | "b", passage, clause)."""

    ca: list[list[Clause]]
    cb: list[list[Clause]]
    va: list[np.ndarray]
    vb: list[np.ndarray]
    ja: list[np.ndarray]
    jb: list[np.ndarray]
    linked: set[tuple[str, int, int]]
    match: dict[tuple[int, int], float] = field(default_factory=dict)  # pair -> ClauseResult.match
    # per pair, the clauses that add a sentence next to one with a counterpart (joins.added_sentences): in one
    # language only where no other pair links them
    added: Added = field(default_factory=dict)

    def of(self, side: str):
        """(clauses, vectors, joins) of ``side``, then the other side's clauses and vectors."""
        if side == "a":
            return self.ca, self.va, self.ja, self.cb, self.vb
        return self.cb, self.vb, self.jb, self.ca, self.va


def _only_in(sides: Sides, chosen, score, a, b, out, apart: bool = False) -> None:
    """Clauses that no clause of the passage's partners, nor of the passages next to them, states (texts
    cut passages at different places), flagged on the passage's best pair; a passage with no pair at all is
    listed as unmatched instead. ``apart``: the two texts are not translations clause for clause."""
    everywhere = {"a": _stack(sides.vb), "b": _stack(sides.va)}  # every clause of the other text
    for side, texts in (("a", a), ("b", b)):
        groups, vecs, joins, other_groups, other_vecs = sides.of(side)
        mine, theirs = (0, 1) if side == "a" else (1, 0)
        for k, g in enumerate(groups):
            partners = [p for p in chosen if p[mine] == k]
            if not partners or not g:
                continue
            near = sorted({q + d for p in partners for q in (p[theirs],) for d in (-1, 0, 1)})
            near = [q for q in near if 0 <= q < len(other_vecs) and other_vecs[q].size]
            if not near:
                continue
            targets = np.vstack([other_vecs[q] for q in near])
            best = (vecs[k] @ targets.T).max(axis=1)
            far = (vecs[k] @ everywhere[side].T).max(axis=1)
            nearby = merged([c.signs for q in near for c in other_groups[q]])
            primary = max(partners, key=lambda p: score[p])
            for xs in _statements(g):
                # a statement (a sentence, a part between semicolons, a condition) whose leading clause is
                # stated nowhere, with the fragments after its commas that are not either; a fragment on its
                # own ("..., and hands of cards") is often only said in another order
                lone = [x for x in xs if (side, k, x) not in sides.linked]
                alone = [xs[0]] + [x for x in lone[1:] if best[x] < ALONE]
                clause = _together(g, alone)
                weak = best[xs[0]] < ALONE or (best[xs[0]] < ALIGN and compare.new_rule(clause, nearby))
                added = any((side, xs[0]) in sides.added.get(p, ()) for p in partners)
                weak = weak or added
                if xs[0] not in lone or not weak or not compare.says_something(clause):
                    continue
                if covered(xs[0], vecs[k], joins[k], targets):
                    continue  # the other side states it with its neighbour (a sentence cut in two)
                # (an added sentence is close to its neighbour's counterpart in this pair: elsewhere is outside it)
                far_x = _outside(vecs[k][xs[0]], other_vecs, {p[theirs] for p in partners}) if added else far[xs[0]]
                elsewhere = far_x >= ELSEWHERE or covered(xs[0], vecs[k], joins[k], everywhere[side])
                why = "apart" if apart else "elsewhere" if elsewhere else compare.no_rule(clause, nearby)
                loose = sides.match.get(primary, 1.0) < LOOSE or _spare(primary, theirs, chosen, score, sides.match)
                why = why or ("loose" if loose else "")
                out[primary].append(compare.only_in(clause, side, texts[k].lang, why))


def _outside(v: np.ndarray, vecs: list[np.ndarray], partners: set[int]) -> float:
    """The best match of clause vector ``v`` among the other text's clauses outside its pairs' ``partners``."""
    rest = [m for q, m in enumerate(vecs) if q not in partners and m.size]
    return float((np.vstack(rest) @ v).max()) if rest else 0.0


def _spare(pair: tuple[int, int], theirs: int, chosen, score, match: dict[tuple[int, int], float]) -> bool:
    """Is the pair's partner (its passage ``theirs``) a whole translation of another passage, paired better there?
    The pair is then a spare one: in a text that translates part of the other ("Действие: обменяйте эту карту",
    Amethyst Deceiver's Action, also paired with the Team variant's "Trade Action" the translation leaves out),
    the clauses it lacks are in a passage not translated, not dropped from this one."""
    rivals = [p for p in chosen if p != pair and p[theirs] == pair[theirs]]
    return any(match.get(p, 0.0) >= WHOLE and score[p] > score[pair] for p in rivals)


def _stack(vecs: list[np.ndarray]) -> np.ndarray:
    full = [v for v in vecs if v.size]
    return np.vstack(full) if full else np.zeros((1, 1))


@dataclass(frozen=True)
class ClauseResult:
    flags: dict[tuple[int, int], list[Flag]]
    match: dict[tuple[int, int], float]  # share of both passages' clause characters with a counterpart
    # the two texts are not translations clause for clause (two rulebooks written apart): clause flags are
    # notes, and the passage-level checks decide (flags.py)
    apart: bool = False
    # pair -> the (a clause span, b clause span) of each clause and its counterpart (flags.py compares a
    # number with its counterpart's numbers)
    counterparts: dict[tuple[int, int], list[tuple[tuple[int, int], tuple[int, int]]]] = field(default_factory=dict)

    def paired(self, pair: tuple[int, int]):
        """(offset in a, offset in b) -> do the two lie in a clause and its counterpart?"""
        spans = self.counterparts.get(pair, [])
        return lambda x, y: any(sa <= x < ea and sb <= y < eb for (sa, ea), (sb, eb) in spans)


def _match(ca: list[Clause], cb: list[Clause], s: np.ndarray) -> float:
    """[0, 1]: the share of the two passages' clause characters that some clause of the other states."""
    if s.size == 0:
        return 0.0
    size_a = np.array([c.unit.end - c.unit.start for c in ca], float)
    size_b = np.array([c.unit.end - c.unit.start for c in cb], float)
    hit = (size_a * (s.max(axis=1) >= ALIGN)).sum() + (size_b * (s.max(axis=0) >= ALIGN)).sum()
    return float(hit / max(1.0, size_a.sum() + size_b.sum()))


def clause_flags(
    a: list[Passage], b: list[Passage], chosen: list[tuple[int, int]], score: np.ndarray, encoder, bank: TermBank
) -> ClauseResult:
    """Flags for every chosen pair (i, j), from its clauses, and each pair's match share."""
    ca, cb = _clauses(a, bank), _clauses(b, bank)
    va, vb = _embed(encoder, ca), _embed(encoder, cb)
    ja, jb = join_vectors(encoder, ca), join_vectors(encoder, cb)
    out: dict[tuple[int, int], list[Flag]] = {pair: [] for pair in chosen}
    sims = {(i, j): _sim(ca[i], cb[j], va[i], vb[j]) for i, j in chosen}
    match = {pair: _match(ca[pair[0]], cb[pair[1]], s) for pair, s in sims.items()}
    apart = _share(match, a, b) < TRANSLATED
    counterparts = {}
    linked: set[tuple[str, int, int]] = set()  # (side, passage, clause) with a counterpart in some pair
    far = _Far(_stack(va), _stack(vb))
    every = {}
    aligned = {pair: _aligned(s) for pair, s in sims.items()}
    added = added_sentences(encoder, ca, cb, (va, vb), sims, aligned)
    for (i, j), s in sims.items():
        extra = added.get((i, j), set())  # (its links to the pair's other passage only: it may be linked elsewhere)
        links = [(x, y) for x, y in aligned[(i, j)] if ("a", x) not in extra and ("b", y) not in extra]
        every[(i, j)] = links + joined_links(ca[i], cb[j], s, (va[i], vb[j]), (ja[i], jb[j]), links, _bonus, ALIGN)
        linked |= {("a", i, x) for x, _ in every[(i, j)]} | {("b", j, y) for _, y in every[(i, j)]}
    linked |= split_sentences(encoder, ca, cb, (va, vb), sims, every, added)
    for (i, j), s in sims.items():
        whole = _whole(ca[i], cb[j], bank, a[i].lang, b[j].lang)
        elsewhere = far.pair(va[i], vb[j])
        links = every[(i, j)]
        counterparts[(i, j)] = _counterparts(ca[i], cb[j], s, links)
        paired_a, paired_b = {x for x, _ in links}, {y for _, y in links}
        # (a clause of the group states a clause of another passage far better: not compared)
        groups = [(xs, ys) for xs, ys in _groups(links, s, _taken(every, (i, j))) if not elsewhere(xs, ys)]
        kept = [far.trim(va[i], vb[j], xs, ys) for xs, ys in groups]
        for xs, ys in kept:
            ga, gb = _together(ca[i], xs), _together(cb[j], ys)
            wide = (_context(ca[i], xs, paired_a).signs, _context(cb[j], ys, paired_b).signs)
            found = compare.differences(ga, gb, a[i].lang, b[j].lang, whole, wide, bank)
            found += _sentence_actor(ca[i], cb[j], (xs, ys), kept, (a[i].lang, b[j].lang), found)
            out[(i, j)] += [replace(f, severity=compare.NOTE) for f in found] if apart else found
        if not kept:
            loose = _loose_actor(ca[i], cb[j], s, links, _taken(every, (i, j)), (a[i].lang, b[j].lang))
            out[(i, j)] += [replace(f, severity=compare.NOTE) for f in loose] if apart else loose
        out[(i, j)] = compare.uncrossed(out[(i, j)], (a[i].text, b[j].text), (a[i].lang, b[j].lang))
    _only_in(Sides(ca, cb, va, vb, ja, jb, linked, match, added), chosen, score, a, b, out, apart)
    return ClauseResult(_style(out), match, apart, counterparts)


def _loose_actor(ca, cb, s: np.ndarray, links, taken, langs) -> list[Flag]:
    """Who acts, compared over two whole passages whose clauses link only weakly (no group reaches COMPARE): the
    pairing says the passages correspond, and a changed actor lowers their clauses' match ("... als je een ring
    afmaakt die geclaimd is door een andere speler" against "... если вы завершили кольцо, занятое вашим же
    гномом": 0.32, its only group). The other signs need the clause for clause match; the subjects (who does it,
    by whom, whose) are read over the whole passage: a subject more of one actor on each side (subjects.differ)."""
    xs, ys = sorted({x for x, _ in links}), sorted({y for _, y in links})
    if not xs or len(set(xs) | taken[0]) < len(ca) or len(set(ys) | taken[1]) < len(cb):
        return []  # (some clause of either passage links nowhere: the passages are not each other's whole)
    if float(s[np.ix_(xs, ys)].max()) < ALONE:
        return []
    ga, gb = _together(ca, xs), _together(cb, ys)
    return compare.actor_moved(ga, gb, langs[0], langs[1])


def _sentence_actor(ca, cb, group, kept, langs, found: list[Flag]) -> list[Flag]:
    """sentence_actors.py: the group's subjects read with the rest of their sentences, when the group raised no
    actor flag (its other clauses compared in no other group of the pair)."""
    if any(f.kind == "actor" for f in found):
        return []
    others = ({x for xs, _ in kept if xs != group[0] for x in xs}, {y for _, ys in kept if ys != group[1] for y in ys})
    flag = sentence_actors.sentence_flag(ca, cb, group, others, langs)
    return [flag] if flag else []


def _style(out: dict[tuple[int, int], list[Flag]]) -> dict[tuple[int, int], list[Flag]]:
    """The flags of a changed person (compare._persons) as notes when one check raises STYLE of them or more: a
    text that names the reader otherwise throughout ("the active player" where the other says "you", "su" in a
    Spanish text that says "usted") differs in style, not in who acts; a slip is one clause."""
    person = lambda f: f.msg is not None and f.msg.id == "crosscheck.actor-person"  # noqa: E731
    if sum(person(f) for fs in out.values() for f in fs) < STYLE:
        return out
    return {pair: [replace(f, severity=compare.NOTE) if person(f) else f for f in fs] for pair, fs in out.items()}


@dataclass(frozen=True)
class _Far:
    """Every clause vector of each text: is a group's best link far below what one of its clauses has with a
    clause of another passage? Then the two passages are cut or paired differently ("Раздайте каждому игроку
    по 4 карты" paired with "Deal out additional Mushling Cards", its counterpart being the passage before),
    and comparing the group would compare neighbours."""

    all_a: np.ndarray
    all_b: np.ndarray

    def pair(self, va: np.ndarray, vb: np.ndarray):
        if not va.size or not vb.size:
            return lambda xs, ys: False
        raw, best_a, best_b = va @ vb.T, (va @ self.all_b.T).max(axis=1), (vb @ self.all_a.T).max(axis=1)

        def elsewhere(xs: list[int], ys: list[int]) -> bool:
            local = float(raw[np.ix_(xs, ys)].max())
            return max(float(best_a[xs].max()), float(best_b[ys].max())) > local + ELSEWHERE_MARGIN

        return elsewhere

    def trim(self, va: np.ndarray, vb: np.ndarray, xs: list[int], ys: list[int]) -> tuple[list[int], list[int]]:
        """The group without the clauses of its larger side that state a clause of another passage far better
        than any clause of the group (the Spanish text cuts "- No se te devuelve ..." into the next passage: the
        English list's "- You are not refunded ..." joined the group of its first line and read as a negation
        that line lacks); a group of one clause a side stays as it is (``pair`` judges it)."""
        raw = va @ vb.T
        if len(xs) > 1:
            best = (va[xs] @ self.all_b.T).max(axis=1)
            xs = [x for x, b in zip(xs, best, strict=True) if not _better(b, float(raw[x, ys].max()))] or xs
        if len(ys) > 1:
            best = (vb[ys] @ self.all_a.T).max(axis=1)
            ys = [y for y, b in zip(ys, best, strict=True) if not _better(b, float(raw[xs, y].max()))] or ys
        return xs, ys


def _better(best: float, local: float) -> bool:
    """Does a clause state a clause elsewhere (``best``) far better than its group (``local``)? A clause that states
    nothing well anywhere (the half "если такого у вас ещё нет" of a sentence the other text keeps whole) stays."""
    return best >= ELSEWHERE and best > local + ELSEWHERE_MARGIN


def _counterparts(ca: list[Clause], cb: list[Clause], s: np.ndarray, links: list[tuple[int, int]]):
    """The spans of the aligned clauses, and of clauses that are each other's best match without reaching
    ALIGN but above ALONE (a clause the other text rewrote, or an added clause next to its rule)."""
    if s.size == 0:
        return []
    row, col = s.argmax(axis=1), s.argmax(axis=0)
    mutual = [(x, int(row[x])) for x in range(s.shape[0]) if col[row[x]] == x and s[x, row[x]] >= ALONE]
    span = lambda c: (c.unit.start, c.unit.end)  # noqa: E731
    return [(span(ca[x]), span(cb[y])) for x, y in sorted(set(links) | set(mutual))]


def _share(match: dict[tuple[int, int], float], a: list[Passage], b: list[Passage]) -> float:
    """The matched pairs' clause share, weighted by their length: how far the two texts go clause for clause."""
    size = {pair: len(a[pair[0]].text) + len(b[pair[1]].text) for pair in match}
    return sum(match[p] * size[p] for p in match) / max(1, sum(size.values()))
