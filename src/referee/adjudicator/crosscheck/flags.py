"""Flags on a matched pair: where two versions of one rule may say different things.

Each check compares one feature that a translation should carry over (numbers, a negation, a condition, a
timing, the scope of the game's terms) and only where both sides talk about the same thing: numbers that
count the same thing (counts.py), a negated clause whose content the other side states without negation
(clauses.py). Two matched passages often overlap only in part, and a feature sitting in a sentence the other
text does not have is content that is elsewhere, not a disagreement.

Severity: "disagreement" when the two sides state the same thing differently; "note" when one side is an
example, an increment ("1 extra") or only words a concept the other leaves out: worth a look, not an alarm.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from referee.adjudicator.crosscheck.clauses import Clause, aligned, clauses
from referee.adjudicator.crosscheck.counts import Count, counts
from referee.adjudicator.crosscheck.cues import covers, cues
from referee.adjudicator.crosscheck.messages import msg
from referee.adjudicator.crosscheck.model import Flag
from referee.adjudicator.crosscheck.terms import TermBank, _matches
from referee.catalogues import Msg
from referee.rulebooks import Passage
from referee.text.tokens import fold, words

DISAGREEMENT, NOTE = "disagreement", "note"
TERM_CLOSE = 0.5  # concept Jaccard from which a pair counts as close enough for a term note
CUE_FLAGS = (
    ("negation", "negation-one-side", msg("crosscheck.kind.negation", "a negation")),
    ("condition", "condition-one-side", msg("crosscheck.kind.condition", "a condition")),
    ("timing", "timing-one-side", msg("crosscheck.kind.timing", "a timing")),
)
# "ring/pad", "anillo o camino", "ring or path": two of the bank's concepts named as alternatives
# (per language: English "square of panorama" names no alternatives, Dutch "ring of pad" does)
COORDINATORS = {
    "es": {"/", "o", "u", "y"},
    "nl": {"/", "of", "en"},
    "en": {"/", "or", "and"},
    "ru": {"/", "или", "и"},
}


def _num(v) -> str:
    return str(int(v)) if float(v).is_integer() else str(v)


# (offset in a's text, offset in b's text) -> do the two sit in clauses that are each other's counterparts?
Counterparts = Callable[[int, int], bool]


def number_flags(
    a: Passage, b: Passage, bank: TermBank, primary: bool = True, paired: Counterparts | None = None
) -> list[Flag]:
    """Numbers that count the same thing differently (counts.py says what each counts).

    A disagreement: a stated number of one side that no comparable number of the other side states, where
    the other side does state comparable numbers. Across languages a lone 1 is not compared (one text's "1
    tegel" is the other's "una loseta", an article). Where an example or an increment ("1 extra") is
    involved, a difference is a note (on the pair's primary match only: elsewhere it would be noise).
    ``paired``: between translations, a number is compared as a rule only with the numbers of its clause's
    counterpart (clause_flags.py); against a number elsewhere in the other passage the difference is a note.
    """
    cross = a.lang != b.lang
    ca, cb = counts(a.text, a.lang, bank), counts(b.text, b.lang, bank)
    if cross and not bank:
        return _bankless_numbers(a, b, ca, cb) if primary else []
    strong_a, weak_a = _unmatched(ca, cb, cross, paired)
    strong_b, weak_b = _unmatched(cb, ca, cross, paired and (lambda x, y: paired(y, x)))
    out = []
    if strong_a or strong_b:
        out.append(_flag("numbers-differ", _message(a, b, strong_a, strong_b), DISAGREEMENT))
    elif primary and (weak_a or weak_b):
        out.append(_flag("numbers-differ", _message(a, b, weak_a, weak_b), NOTE))
    return out


def _bankless_numbers(a: Passage, b: Passage, ca: list[Count], cb: list[Count]) -> list[Flag]:
    """Without a term bank nothing says what a number of another language counts: differing numbers of
    two passages (examples, increments and a lone 1 left out) are a note."""
    va = {c.value for c in ca if not c.example and not c.increment} - {1}
    vb = {c.value for c in cb if not c.example and not c.increment} - {1}
    if not va or not vb or va == vb:
        return []
    m = msg(
        "crosscheck.numbers.no-bank",
        "{lang} says {values}; {other} says {other_values} (no term bank: what each counts is not known)",
        lang=a.lang,
        values=", ".join(_num(v) for v in sorted(va)),
        other=b.lang,
        other_values=", ".join(_num(v) for v in sorted(vb)),
    )
    return [_flag("numbers-differ", m, NOTE)]


def _flag(code: str, m: Msg, severity: str = DISAGREEMENT) -> Flag:
    return Flag(code, m.render(), severity, msg=m)


def _joined(parts: list[Msg]) -> Msg:
    """Several differences of one flag, one after the other ("...; ...")."""
    out = parts[0]
    for p in parts[1:]:
        out = msg("crosscheck.then", "{first}; {then}", first=out, then=p)
    return out


def _unmatched(mine: list[Count], theirs: list[Count], cross: bool, paired: Counterparts | None = None):
    """(disagreeing, noted): for each number of ``mine`` the comparable numbers of ``theirs`` when none of
    them has its value (disagreeing only against a number of its clause's counterpart, given ``paired``)."""
    strong, weak = [], []
    for c in mine:
        if cross and c.value == 1:
            continue
        others = [t for t in theirs if c.comparable(t, cross)]
        if not others or any(t.value == c.value for t in others):
            continue
        rule_others = [t for t in others if not t.example and not t.increment]
        if paired is not None:
            # a changed number leaves a number on each side that the other does not state: the other
            # side's number must be its clause counterpart's, and not itself stated on this side ("17 cartas
            # de Nutriente, 1 carta guía" against "1 Nutrient Deck Guide Card": the 1 is said on both)
            rule_others = [t for t in rule_others if paired(c.start, t.start) and not _stated(t, mine, cross, paired)]
        if c.example or c.increment or any(t.increment for t in others) or not rule_others:
            weak.append((c, others))
        else:
            strong.append((c, rule_others))
    return strong, weak


def _stated(t: Count, mine: list[Count], cross: bool, paired: Counterparts) -> bool:
    """Does ``mine`` state ``t``'s value too, in its clause's counterpart? Across languages a 1 always does
    (an article, "одна плитка", "a tile")."""
    return (cross and t.value == 1) or any(m.value == t.value and paired(m.start, t.start) for m in mine)


def _message(a: Passage, b: Passage, diff_a, diff_b) -> Msg:
    parts: dict[str, Msg] = {}
    for side, other, diffs in ((a, b, diff_a), (b, a, diff_b)):
        for c, others in diffs:
            theirs = list({t.surface + str(t.example) + str(t.increment): _count(t) for t in others}.values())
            m = msg(
                "crosscheck.numbers.passage",
                "{lang} says {number} of {thing} where {other} says {theirs}",
                lang=side.lang,
                number=_count(c),
                thing=_thing_name(c, others),
                other=other.lang,
                theirs=theirs,
            )
            parts.setdefault(m.render(), m)
    return _joined(list(parts.values()))


def _count(c: Count) -> Msg:
    """A number as the text says it, and whether it is an example's or an increment ("1 extra")."""
    if c.example:
        return msg("crosscheck.count.example", "{number} (in an example)", number=c.surface)
    if c.increment:
        return msg("crosscheck.count.extra", "{number} (extra)", number=c.surface)
    return Msg.plain(c.surface)


def _thing_name(c: Count, others: list[Count]) -> str:
    theirs = {t for o in others for t in o.things | o.context}
    shared = sorted(c.things & theirs) or sorted(c.context & theirs)
    concepts = [t[2:] for t in shared if t.startswith("c:")]
    return "/".join(concepts[:2]) if concepts else (shared[0][2:].lstrip("<") if shared else "it")


def cue_flags(a: Passage, b: Passage, bank: TermBank) -> list[Flag]:
    """A negation, condition or timing in a clause of one side whose content a clause of the other side
    states too (shared concepts), while the other side has no such cue at all; within one language, a
    changed number of cues in clauses that align."""
    out = []
    same = a.lang == b.lang
    cla, clb = clauses(a.text, a.lang, bank), clauses(b.text, b.lang, bank)
    for kind, code, label in CUE_FLAGS:
        if not _has_list(a.lang, kind) or not _has_list(b.lang, kind):
            continue
        ca, cb = cues(a.text, a.lang, kind), cues(b.text, b.lang, kind)
        if same:
            if len(ca) != len(cb) and _cue_clause_aligns(cla, clb, a.lang, kind, same, counted=True):
                m = msg(
                    "crosscheck.cue-count",
                    "{kind}: {lang} {n}× ({words}) vs {other_n}× ({other_words})",
                    kind=label,
                    lang=a.lang,
                    n=len(ca),
                    words=", ".join(ca),
                    other_n=len(cb),
                    other_words=", ".join(cb),
                )
                out.append(_flag(code, m))
            continue
        for side, other, found, mine, theirs in ((a, b, ca, cla, clb), (b, a, cb, clb, cla)):
            if not found or _other_covers(other, kind):
                continue
            hit = _cue_clause_aligns(mine, theirs, side.lang, kind, same)
            if hit is not None:
                quoted = ", ".join(f"“{w}”" for w in dict.fromkeys(cues(hit[0].text, side.lang, kind)))
                severity = DISAGREEMENT
                if kind != "negation" and not _cue_content_named(hit[0].text, side.lang, kind, other, bank):
                    # "si tocan otra loseta" where the other side never mentions tiles: the condition may go
                    # without saying there; worth a note
                    severity = NOTE
                m = msg(
                    "crosscheck.cue-one-side",
                    "{kind} in {lang} only ({words}: “{clause}”); {other} says it without one (“{other_clause}”)",
                    kind=label,
                    lang=side.lang,
                    words=quoted,
                    clause=Msg.plain(_short(hit[0].text)),
                    other=other.lang,
                    other_clause=Msg.plain(_short(hit[1].text)),
                )
                out.append(_flag(code, m, severity))
    return out


def _cue_content_named(text: str, lang: str, kind: str, other: Passage, bank: TermBank) -> bool:
    """Does ``other`` name a concept of what the cue governs (the words after the cue, to the next comma)?
    Without a bank we cannot tell, and say yes."""
    if not bank:
        return True
    folded = fold(text)
    governed: set[str] = set()
    for w in dict.fromkeys(cues(text, lang, kind)):
        m = re.search(rf"(?<!\w){re.escape(w)}(?!\w)([^,.;:!?]*)", folded)
        if m:
            governed |= bank.find(m.group(1), lang).keys()
    return not governed or bool(governed & bank.find(other.text, other.lang).keys())


def _other_covers(p: Passage, kind: str) -> bool:
    return covers(p.text, p.lang, kind)


def _cue_clause_aligns(
    mine: list[Clause], theirs: list[Clause], lang: str, kind: str, same: bool, counted: bool = False
) -> tuple[Clause, Clause] | None:
    """The first clause of ``mine`` with a cue of ``kind`` and a clause of ``theirs`` stating the same content
    (for ``counted``: with a different number of cues). Two one-clause passages align by their match."""
    single = len(mine) == 1 and len(theirs) == 1
    for c in mine:
        n = len(cues(c.text, lang, kind))
        if not n:
            continue
        for t in theirs:
            if counted and len(cues(t.text, lang, kind)) == n:
                continue
            if single or aligned(c, t, same):
                return c, t
    return None


def _short(text: str, n: int = 60) -> str:
    text = " ".join(text.split())
    return text if len(text) <= n else text[: n - 1] + "…"


def _has_list(lang: str, kind: str) -> bool:
    from referee.adjudicator.crosscheck import cues as cue_lists

    return lang in getattr(cue_lists, kind.upper())


def scope_flags(a: Passage, b: Passage, bank: TermBank) -> list[Flag]:
    """One side names two of the bank's concepts as alternatives ("ring/pad", "ring or path"), the other
    names only one of them: the rule covers more on one side."""
    if not bank:
        return []
    out = []
    for side, other in ((a, b), (b, a)):
        found_other = bank.find(other.text, other.lang).keys()
        for x, y, said in _alternatives(side.text, side.lang, bank):
            missing = [c for c in (x, y) if c not in found_other]
            if len(missing) == 1 and (x if missing[0] == y else y) in found_other:
                named = x if missing[0] == y else y
                # "с другими тропинками и краями": the other side names two things here too, one in a word the
                # bank does not list; the scope is likely the same, worth a look only
                severity = NOTE if _paired_with_unknown(other.text, other.lang, bank, named) else DISAGREEMENT
                m = msg(
                    "crosscheck.scope",
                    "{lang} says “{words}” ({concept} or {other_concept}); {other} names only {named}",
                    lang=side.lang,
                    words=Msg.plain(said),
                    concept=bank.name_of(x),
                    other_concept=bank.name_of(y),
                    other=other.lang,
                    named=bank.name_of(named),
                )
                out.append(_flag("scope-differs", m, severity))
    return out


def _concept_at(text: str, lang: str, bank: TermBank) -> tuple[list[str], dict[int, str]]:
    """The folded tokens of ``text`` (words and "/") and token index -> the concept a bank term there names; a
    word of a longer term names that term's concept ("Spore" in "Nutrient Trees and Spore Caves" is the cave)."""
    toks = re.findall(r"[^\W_]+|/", text)
    folded = [fold(t) for t in toks]
    forms = bank.forms(lang)
    at: dict[int, str] = {}
    terms = [(len(words(t)), t, c) for c, per_lang in bank.concepts.items() for t in per_lang.get(lang, ())]
    for _, term, concept in sorted(terms, key=lambda x: -x[0]):
        for i, n in _matches(term, folded, lang, forms):
            for k in range(i, i + n):
                at.setdefault(k, concept)
    return folded, at


def _paired_with_unknown(text: str, lang: str, bank: TermBank, concept: str) -> bool:
    """Is ``concept`` named in ``text`` as one of two coordinated words ("X and W", "W / X") whose other word
    names no concept of the bank (and is no stopword)? The concept's word may be part of a longer run of bank
    words, and the coordinator joins the whole run: "one of the Hero Mushling Cards or draw from the deck" ("Hero"
    the hero, "Mushling Cards" the card) coordinates "draw" with the hero card."""
    folded, at = _concept_at(text, lang, bank)
    coord = COORDINATORS.get(lang, {"/"})
    for i, c in at.items():
        if c != concept:
            continue
        first, last = i, i
        while first - 1 in at:
            first -= 1
        while last + 1 in at:
            last += 1
        for j, k in ((last + 1, last + 2), (first - 1, first - 2)):
            if 0 <= k < len(folded) and folded[j] in coord and k not in at and len(folded[k]) > 3:
                return True
    return False


def _alternatives(text: str, lang: str, bank: TermBank) -> list[tuple[str, str, str]]:
    """(concept, concept, words) for every "X / Y", "X or Y" whose X and Y are different bank concepts."""
    toks = re.findall(r"[^\W_]+|/", text)
    folded, at = _concept_at(text, lang, bank)
    out = []
    for i, c in at.items():
        j = i + 2
        if i + 1 < len(folded) and folded[i + 1] in COORDINATORS.get(lang, {"/"}) and j in at and at[j] != c:
            out.append((c, at[j], " ".join(toks[i : j + 1]).replace(" / ", "/")))
    return out


def term_flag(a: Passage, b: Passage, bank: TermBank) -> Flag | None:
    """Concepts of the bank named on one side only (and nameable on both: the bank has words for each).

    A note, and only on close pairs (most concepts shared): one text's "the owner" is the other's "the
    player whose gnome claims it", so a concept left unnamed is more often wording than a changed rule.
    """
    if not bank:
        return None
    fa, fb = bank.find(a.text, a.lang), bank.find(b.text, b.lang)
    nameable = {c for c, per in bank.concepts.items() if per.get(a.lang) and per.get(b.lang)}
    ka, kb = fa.keys() & nameable, fb.keys() & nameable
    if not ka or not kb or len(ka & kb) / len(ka | kb) < TERM_CLOSE:
        return None
    parts = []
    for found, other, side, other_side in ((fa, fb, a, b), (fb, fa, b, a)):
        for concept in sorted((found.keys() - other.keys()) & nameable):
            expected = ", ".join(bank.concepts[concept][other_side.lang][:3])
            said = ", ".join(f"“{w}”" for w in found[concept])
            m = msg(
                "crosscheck.term",
                "{lang} names {concept} ({words}); {other} does not (e.g. {expected})",
                lang=side.lang,
                concept=bank.name_of(concept),
                words=Msg.plain(said),
                other=other_side.lang,
                expected=Msg.plain(expected),
            )
            parts.append(m)
    if not parts:
        return None
    return _flag("term-mismatch", _joined(parts), NOTE)


def flags_for(
    a: Passage, b: Passage, bank: TermBank, primary: bool = True, apart: bool = True, paired: Counterparts | None = None
) -> tuple[Flag, ...]:
    """All passage-level flags of a pair. ``primary``: the pair is the best match of its shorter passage. A
    secondary pair (a long passage's other partners) overlaps only in part, so only numbers are compared
    there: negations, conditions, timings and terms would mostly be noise (flag precision on the public gold
    falls from 0.80 to 0.44 with them).

    ``apart``: the two texts are not translations clause for clause (clause_flags.py), so the passage decides:
    numbers, and a cue on one side only. Between translations the clause-by-clause comparison decides, which
    compares each cue with its own clause's counterpart, and a number disagrees only with a number of its
    clause's counterpart (``paired``): a number the other side states in a clause the pair does not share is
    no changed rule, only a note."""
    out: list[Flag] = number_flags(a, b, bank, primary, None if apart else paired)
    if not primary:
        return tuple(out)
    if apart:
        out.extend(cue_flags(a, b, bank))
    out.extend(scope_flags(a, b, bank))
    tf = term_flag(a, b, bank)
    if tf:
        out.append(tf)
    return tuple(out)
