"""Two aligned clauses compared sign by sign (meaning.py); each difference is a Flag naming both clauses."""

from __future__ import annotations

import dataclasses
import os
import re
from collections import Counter
from typing import TYPE_CHECKING

from referee.adjudicator.crosscheck import actors, subjects
from referee.adjudicator.crosscheck.messages import msg
from referee.adjudicator.crosscheck.model import Flag
from referee.adjudicator.crosscheck.terms import COMPOUND_LANGS, NAME_LANG
from referee.catalogues import Msg
from referee.text.stem import stem
from referee.text.tokens import fold, words

if TYPE_CHECKING:
    from referee.adjudicator.crosscheck.clause_flags import Clause
    from referee.adjudicator.crosscheck.meaning import Signs
    from referee.adjudicator.crosscheck.terms import TermBank

DISAGREEMENT, NOTE = "disagreement", "note"
# labels whose naming on one side only is already a difference (the opponent acting instead of you, the last
# player instead of the first, the attacker drawing instead of the defender, "immediately" turned into a named
# later step), when the other side does not name them in the clause nor in its unpaired neighbours; "you"
# itself is often only in the verb (Spanish "si ganas", Russian "берете"), so "player" is compared by
# presence only, never as a swap
PRESENCE = {
    "player": {"opponent", "each", "neighbour", "start"},
    "order": {"last"},
    "side": {"attacker", "defender"},
    "timing": {"immediately"},
}
NO_SWAP = {"player"}
# labels that only keep their words from reading as another label ("the latter", "until the end of the game",
# "even if", "after any player")
NOT_COMPARED = {
    "latter",
    "until-end",
    "at-once",
    "even",
    "nor",
    "except",
    "as-well",
    "whoever",
    "as-soon",
    "in-front",
    "if-then",
    "far-end",
    "unrivalled",
}
# labels of one group that say the same moment in two ways, no swap: "after X, do Y" = "haz X; luego Y", "right after"
# = "immediately", "before your turn" = "at the start of your turn"
ALIKE = {frozenset(p) for p in (("after", "then"), ("after", "immediately"), ("before", "start-turn"))}
SWAP_MAX = 2  # concepts on one side of a component swap
ONE_SIDE, ONE_SIDE_INSTEAD = "crosscheck.one-side", "crosscheck.one-side-instead"  # a label one clause names
CODE = {
    "negation": "negation-differs",
    "connective": "connective-differs",
    "actor": "actor-differs",
    "timing": "timing-differs",
    "number": "numbers-differ",
    "component": "component-differs",
}


def _swapped(lang: str, words: tuple[str, ...], other: str, other_words: tuple[str, ...]) -> Msg:
    """The message of a clause that says ``words`` where the other says ``other_words``."""
    return msg(
        "crosscheck.swapped",
        "{lang} says {words} where {other} says {other_words}",
        lang=lang,
        words=_quote(words),
        other=other,
        other_words=_quote(other_words),
    )


def _flag(kind: str, message, ca: Clause, cb: Clause, words: tuple = ((), ())) -> Flag:
    """A disagreement naming both clauses and, for a report to highlight, the words that differ on each side."""
    message = _verbatim(message, ((ca.unit.text, words[0]), (cb.unit.text, words[1])))
    return Flag(
        CODE[kind],
        message.render(),
        DISAGREEMENT,
        kind=kind,
        a_span=(ca.unit.start, ca.unit.end),
        b_span=(cb.unit.start, cb.unit.end),
        msg=message,
        a_words=tuple(dict.fromkeys(words[0])),
        b_words=tuple(dict.fromkeys(words[1])),
    )


def _verbatim(message: Msg, sides) -> Msg:
    """The message with each quoted word as its clause writes it ("“dueño”", not the folded "“dueno”" the
    comparison matched): a translator searches their file for it."""
    from referee.adjudicator.crosscheck.clauses import fold_keep

    said: dict[str, str] = {}
    for text, ws in sides:
        folded = fold_keep(text)
        for w in ws:
            m = re.search(rf"(?<!\w){re.escape(w)}(?!\w)", folded)
            if m and w not in said:
                said[w] = text[m.start() : m.end()]
    swaps = {f"“{w}”": f"“{v}”" for w, v in said.items() if v != w}
    if not swaps:
        return message

    def fix(v):
        if isinstance(v, str):
            for old, new in swaps.items():
                v = v.replace(old, new)
        return v

    return dataclasses.replace(message, params={k: fix(v) for k, v in message.params.items()})


def _quote(ws) -> str:
    return ", ".join(f"“{w}”" for w in dict.fromkeys(ws))


def _negation(ca: Clause, cb: Clause, la: str, lb: str, wide: tuple[Signs, Signs]) -> list[Flag]:
    out = []
    for x, wy, lx, ly, rev in ((ca, wide[1], la, lb, False), (cb, wide[0], lb, la, True)):
        # one language: the same words, so a negation more is one; across languages any way of saying no
        lost = len(x.signs.negations) > len(wy.negations) if la == lb else not wy.negation_cover
        if x.signs.negations and lost:
            m = msg(
                "crosscheck.negation",
                "{lang} says no ({words}); {other} says the same without a negation",
                lang=lx,
                words=_quote(x.signs.negations),
                other=ly,
            )
            # (the clauses stay on their sides: a's clause is a's span whichever side says no)
            said = (x.signs.negations, ())
            out.append(_flag("negation", m, ca, cb, words=said[::-1] if rev else said))
    return out[:1]


def _stance(ca: Clause, cb: Clause, la: str, lb: str, negation: list[Flag]) -> list[Flag]:
    """The negation flags, else a flag when the clauses' modals say the opposite (polarity.py: "их МОЖНО" against
    "NO PUEDEN", "обязательно" against "es opcional", whatever other negations either clause holds). A negation
    flag whose every "no" is bound to a modal that then says what the other clause's modal says is none ("не
    обязательно" = "es opcional", "mag niet" = "cannot")."""
    from referee.adjudicator.crosscheck import polarity

    if negation:
        return [] if polarity.agree(ca.unit.text, la, cb.unit.text, lb) else negation
    said = polarity.flipped(ca.unit.text, la, cb.unit.text, lb)
    if said is None:
        return []
    m = _swapped(la, said[0], lb, said[1])
    return [_flag("negation", m, ca, cb, words=said)]


# groups whose labels are counted: a clause that says "a max of 10 ... at least 5" against "a max of 10 ...
# at most 5" has turned its "at least" into a second "at most", though both sides say "at most"; "... будут
# применены и ваш ход закончится, ... удалить ... и поместить" against "... have been applied or your turn has
# ended can you remove ... and place" has turned one of its two "and"s into an "or"
COUNTED = {"bound", "connective"}
# a bound against a bare comparison on the other side is a strict bound against a loose one: "equal to or less
# than the Defender's" (at most) is not "меньше, чем у защитника" (fewer than)
STRICT = {"max": "fewer", "min": "more"}


# the first word of a correlative "either ... or": the pair says one "or" ("for either 3 or 4 players" = "para 3 o
# 4 jugadores")
CORRELATIVE = {"either", "ya sea", "ofwel"}


def _count(c: Clause, label: str, group: str) -> int:
    """How often the clause says ``label``; a connective that opens the clause joins it to the sentence before
    ("..., y no puedes crear/extender ...") and is not one of the rule's own; an "either" with its "or" is one."""
    said = c.signs.said.get(label, ())
    first = words(c.unit.text)[:1]
    pairs = min(sum(w in CORRELATIVE for w in said), sum(w not in CORRELATIVE for w in said))
    return len(said) - pairs - (group == "connective" and bool(first) and fold(first[0]) in said)


def _swap(group: str, ca: Clause, cb: Clause, ga: frozenset, gb: frozenset, wide: tuple[Signs, Signs]):
    """(label of a, label of b) when one side says a label of ``group`` where the other says another one."""
    only_a, only_b = ga - gb, gb - ga
    if group in NO_SWAP or not (only_a or only_b) or (group == "modality" and _restriction(ca, cb)):
        return None
    if only_a and only_b:
        apart = [(x, y) for x in sorted(only_a) for y in sorted(only_b) if frozenset((x, y)) not in ALIKE]
        return apart[0] if apart and not (group == "connective" and _de_morgan(ca, cb, *apart[0])) else None
    if group not in COUNTED:
        return None
    count = lambda c, label: _count(c, label, group)  # noqa: E731
    if only_a and not only_a & wide[1].labels.get(group, frozenset()):
        more = sorted(y for y in gb if count(cb, y) > count(ca, y))
        return (sorted(only_a)[0], more[0]) if more else None
    if only_b and not only_b & wide[0].labels.get(group, frozenset()):
        more = sorted(x for x in ga if count(ca, x) > count(cb, x))
        return (more[0], sorted(only_b)[0]) if more else None
    return None


def _de_morgan(ca: Clause, cb: Clause, x: str, y: str) -> bool:
    """Is an "or" against an "and" the same condition put the other way round, one side negating where the other
    does not? "you may not Trade if you or your teammate has no cards" = "ruilen kan alleen als jij en je
    teamgenoot allebei kaarten hebben" (not A or not B, against only if A and B). Both sides negating is no such
    turn ("si tú o tu compañero no tenéis" against "si ni tú ni tu compañero tenéis": either, against both)."""
    return {x, y} == {"or", "and"} and (not ca.signs.negations) != (not cb.signs.negations)


def _strictness(ca: Clause, cb: Clause, la: str, lb: str, wide: tuple[Signs, Signs]) -> list[Flag]:
    """A bound ("at most", "не меньше") in one clause where the other says only more / fewer than, and has no
    bound in the clause nor its unpaired neighbours."""
    sides = ((ca, cb, wide[1], la, lb, False), (cb, ca, wide[0], lb, la, True))
    for x, y, wy, lx, ly, rev in sides:
        mine = x.signs.labels.get("bound", frozenset()) - NOT_COMPARED
        theirs = y.signs.labels.get("comparison", frozenset())
        loose = sorted(b for b in mine if STRICT.get(b) in theirs)
        if not loose or wy.labels.get("bound"):
            continue
        said = (x.signs.said[loose[0]], y.signs.said[STRICT[loose[0]]])
        m = _swapped(lx, said[0], ly, said[1])
        return [_flag("connective", m, ca, cb, words=said[::-1] if rev else said)]
    return []


def _exception_flip(ca: Clause, cb: Clause, la: str, lb: str) -> list[Flag]:
    """An exception ("behalve als", "unless": if not) in one clause where the other says "even if" and names no
    exception: "salvo si solo has vendido 2" against "incluso si solo has vendido 2" says the opposite."""
    sides = ((ca, cb, la, lb, False), (cb, ca, lb, la, True))
    for x, y, lx, ly, rev in sides:
        fx, fy = x.signs.labels.get("focus", frozenset()), y.signs.labels.get("focus", frozenset())
        if "except" not in fx or "even" not in fy or "except" in fy:
            continue
        said = (x.signs.said["except"], y.signs.said["even"])
        m = _swapped(lx, said[0], ly, said[1])
        return [_flag("negation", m, ca, cb, words=said[::-1] if rev else said)]
    return []


def _restriction(ca: Clause, cb: Clause) -> bool:
    """Does one clause say "may only" where the other says "must"? Both restrict to one way: "you must wait until
    your next Place Phase" = "вы сможете только в свою следующую фазу", "you must choose 1" = "можно только 1"."""
    for x, y in ((ca, cb), (cb, ca)):
        modal_x, modal_y = x.signs.labels.get("modality", frozenset()), y.signs.labels.get("modality", frozenset())
        if modal_x == {"may"} and "only" in x.signs.labels.get("focus", frozenset()) and modal_y == {"must"}:
            return True
    return False


def _groups(ca: Clause, cb: Clause, la: str, lb: str, wide: tuple[Signs, Signs]) -> list[Flag]:
    from referee.adjudicator.crosscheck.meaning import KIND_OF

    strict = _strictness(ca, cb, la, lb, wide)
    out = list(strict) + _exception_flip(ca, cb, la, lb)
    for group, kind in KIND_OF.items():
        ga = ca.signs.labels.get(group, frozenset()) - NOT_COMPARED
        gb = cb.signs.labels.get(group, frozenset()) - NOT_COMPARED
        swap = _swap(group, ca, cb, ga, gb, wide)
        if swap and not (group == "bound" and strict):
            x, y = swap
            m = _swapped(la, ca.signs.said[x], lb, cb.signs.said[y])
            out.append(_flag(kind, m, ca, cb, words=(ca.signs.said[x], cb.signs.said[y])))
            continue
        wa, wb = _named(wide[0], group), _named(wide[1], group)
        for label in sorted(PRESENCE.get(group, set()) & ((ga - wb) | (gb - wa))):
            out.append(_one_side(kind, label, (ca, cb), (la, lb), (ga, gb)))
    return out


def _one_side(kind: str, label: str, clauses: tuple[Clause, Clause], langs: tuple[str, str], groups) -> Flag:
    """A label (the attacker) one clause names and the other side does not; where the other clause names another
    of its group (the defender), the message says both: "es names “Atacante”; en does not" read as wrong to a
    translator whose English names the Attacker a line before (found by the session-22 new-user helper)."""
    (ca, cb), (la, lb), (ga, gb) = clauses, langs, groups
    first = label in ga
    named, other, lx, ly = (ca, cb, la, lb) if first else (cb, ca, lb, la)
    said = named.signs.said[label]
    instead = tuple(w for lab in sorted((gb if first else ga) - {label}) for w in other.signs.said.get(lab, ()))
    if instead:  # (still a one-side flag to `uncrossed`: the other clause's words are not highlighted)
        m = msg(
            "crosscheck.one-side-instead",
            "{lang} names {words} where {other} names {other_words}",
            lang=lx,
            words=_quote(said),
            other=ly,
            other_words=_quote(instead),
        )
    else:
        m = msg("crosscheck.one-side", "{lang} names {words}; {other} does not", lang=lx, words=_quote(said), other=ly)
    return _flag(kind, m, ca, cb, words=(said, ()) if first else ((), said))


def _named(wide: Signs, group: str) -> frozenset[str]:
    """The labels of ``group`` a side names, in words or, for the players, by a pronoun that stands for them ("for
    all players to see" = "a la vista de todos", "each player controls" = "cada uno controla")."""
    from referee.adjudicator.crosscheck.meaning import PRONOUN

    said = wide.labels.get(group, frozenset())
    if group == "timing" and "as-soon" in said:
        return said | {"immediately"}  # "en cuanto", "as soon as": the moment itself
    return said | wide.labels.get(PRONOUN, frozenset()) if group == "player" else said


def _persons(ca: Clause, cb: Clause, la: str, lb: str, wide: tuple[Signs, Signs]) -> list[Flag]:
    """The two clauses name different actors by person ("Eliges" against "Él elige", "Your opponent draws"
    against "You draw"): see actors.py."""
    pa, pb = ca.signs.persons, cb.signs.persons
    moved = subjects.differ(ca.signs.subjects, cb.signs.subjects, wide[0].subjects, wide[1].subjects)
    if not moved and not actors.differ(pa, pb, wide[0].persons, wide[1].persons):
        return []
    return [_actor_flag(ca, cb, la, lb)]


def actor_moved(ca: Clause, cb: Clause, la: str, lb: str) -> list[Flag]:
    """An actor flag when the subjects of two clauses differ (subjects.differ, each side read alone), else []."""
    if not subjects.differ(ca.signs.subjects, cb.signs.subjects, ca.signs.subjects, cb.signs.subjects):
        return []
    return [_actor_flag(ca, cb, la, lb)]


def _actor_flag(ca: Clause, cb: Clause, la: str, lb: str) -> Flag:
    m = msg(
        "crosscheck.actor-person",
        "{lang} and {other} name a different actor here (you, or another player)",
        lang=la,
        other=lb,
    )
    return _flag("actor", m, ca, cb)


def uncrossed(flags: list[Flag], texts: tuple[str, str], langs: tuple[str, str]) -> list[Flag]:
    """The flags without the pairs of one-side flags that cross: a clause of a names a label (the attacker) its
    counterpart lacks, while the next clause of the same sentence on b names it and its counterpart lacks it.
    The two texts cut one sentence at another comma ("..., the Attacker would steal first, | and then the
    Defender ..." against "Worden er ... gespeeld, | dan steelt eerst de aanvaller en daarna de verdediger"):
    the sentence names it on both sides. So do two sentences in a row that the other text keeps as one ("...
    bloemfiches. | Per speler 1 van elke soort, dus ..." against "... flower tokens: 1 of each kind per player, |
    so in this example ..."): the label moved across the cut, it is not lost."""
    one = [(k, f, _one_side_label(f, langs)) for k, f in enumerate(flags)]
    drop: set[int] = set()
    for k, f, (side, label) in ((k, f, x) for k, f, x in one if x):
        for k2, f2, x2 in one:
            if x2 == ("b" if side == "a" else "a", label) and f2.kind == f.kind and {k, k2}.isdisjoint(drop):
                ends = (_ends(f.a_span, f2.a_span, texts[0]), _ends(f.b_span, f2.b_span, texts[1]))
                if sorted(ends) in ([0, 0], [0, 1]):
                    drop |= {k, k2}
    return [f for k, f in enumerate(flags) if k not in drop]


def _one_side_label(f: Flag, langs: tuple[str, str]) -> tuple[str, str] | None:
    """("a" | "b", label) of a flag that names a PRESENCE label on one side only, else None."""
    from referee.adjudicator.crosscheck.meaning import _hits

    if f.msg is None or f.msg.id not in (ONE_SIDE, ONE_SIDE_INSTEAD) or bool(f.a_words) == bool(f.b_words):
        return None
    side, said, lang = ("a", f.a_words, langs[0]) if f.a_words else ("b", f.b_words, langs[1])
    for group, labels in PRESENCE.items():
        hit = set(_hits(group, " ".join(said), lang)) & labels
        if hit:
            return side, sorted(hit)[0]
    return None


def _ends(x: tuple[int, int] | None, y: tuple[int, int] | None, text: str) -> int:
    """How many sentence ends lie between two clause spans of ``text`` (0: parts of one sentence; 1: sentences
    in a row); a large number when a span is missing."""
    if x is None or y is None:
        return 99
    between = text[min(x[0], y[0]) : max(x[0], y[0])]  # from the first clause to the start of the second
    return len(re.findall(r"[.!?;](?:\s|$)|\n", between))


def _num(v) -> str:
    return str(int(v)) if float(v).is_integer() else str(v)


def _numbers(ca: Clause, cb: Clause, la: str, lb: str, wide: tuple[Signs, Signs]) -> list[Flag]:
    na, nb = set(ca.signs.numbers), set(cb.signs.numbers)
    # a changed number leaves a number on each side that the other does not state (in the clause or its
    # unpaired neighbours); a number on one side only is one the other side leaves to another sentence
    # ("17 cartas de Nutriente" in the Spanish list line that the English cuts apart); a lone "one" is often
    # an article in the other language ("una loseta", "a tile"): not a difference either
    # (counted with repeats: "3 more cards (7 in all)" turned "2 more cards (6 in all)" next to another
    # "2 ... (6 in all)" still leaves a 3 and a 7 against a 2 and a 6)
    ua = Counter(ca.signs.numbers) - Counter(wide[1].numbers)
    ub = Counter(cb.signs.numbers) - Counter(wide[0].numbers)
    if not ua or not ub or not set(ua | ub) - {1}:
        return []
    m = msg(
        "crosscheck.numbers",
        "{lang} says {values}; {other} says {other_values}",
        lang=la,
        values=", ".join(_num(v) for v in sorted(na)),
        other=lb,
        other_values=", ".join(_num(v) for v in sorted(nb)),
    )
    return [_flag("number", m, ca, cb, words=(tuple(_num(v) for v in ua), tuple(_num(v) for v in ub)))]


def _components(
    ca: Clause,
    cb: Clause,
    la: str,
    lb: str,
    whole: tuple[frozenset, frozenset],
    wide: tuple[Signs, Signs] | None = None,
    bank: TermBank | None = None,
) -> list[Flag]:
    """One component named where the other text names another, and neither text names the other's
    anywhere in the passage (a concept a clause leaves to a neighbouring clause is wording). Or, where the two
    are components of one kind (``_kin``: "Nutrient Token" / "Sporenfiche", a token for a token), a component the
    other clause and its unpaired neighbours do not name, though the other passage names it elsewhere (a
    Field Guide card's passage names Spore Tokens in another rule)."""
    swap = _swap_of(ca, cb, whole)
    if swap is None and wide is not None and bank:
        near = (wide[0].concepts | bank.unnamed(la), wide[1].concepts | bank.unnamed(lb))
        for loose in ((near[0], whole[1]), (whole[0], near[1]), near):
            kin = _swap_of(ca, cb, loose)
            if kin and any(_kin(ca, cb, x, y, la, lb, bank) for x in kin[0] for y in kin[1]):
                swap = kin
                break
    if swap is None and wide is not None and bank:
        swap = _kin_put_for(ca, cb, wide, la, lb, bank)
    if swap is None:
        return []
    only_a, only_b = swap
    said = lambda c, x: _quote(x.signs.names.get(c, ()))  # noqa: E731
    m = msg(
        "crosscheck.component",
        "{lang} names {concept} where {other} names {other_concept}",
        lang=la,
        concept=", ".join(f"{c} ({said(c, ca)})" for c in sorted(only_a)),
        other=lb,
        other_concept=", ".join(f"{c} ({said(c, cb)})" for c in sorted(only_b)),
    )
    words_of = lambda x, cs: tuple(w for c in sorted(cs) for w in _written(x, c))  # noqa: E731
    return [_flag("component", m, ca, cb, words=(words_of(ca, only_a), words_of(cb, only_b)))]


def _swap_of(ca: Clause, cb: Clause, whole: tuple[frozenset, frozenset]) -> tuple[set[str], set[str]] | None:
    """(a's concepts, b's concepts) put for each other: each clause names one the other side (``whole``) lacks."""
    # (a concept both clauses name is put for nothing: "munten" against "coins, coin")
    apart_a = {c for c in ca.signs.concepts - whole[1] - cb.signs.concepts if not _alike(ca, c, cb)}
    apart_b = {c for c in cb.signs.concepts - whole[0] - ca.signs.concepts if not _alike(cb, c, ca)}
    # (a concept named inside a longer name is no component put for another; it still counts below: many concepts
    # apart are words the bank knows on one side only)
    only_a, only_b = apart_a - ca.signs.inner, apart_b - cb.signs.inner
    # a swap puts one component for another; several concepts apart on each side are words the bank knows on
    # one side only ("ringmarkeerbonus" against "бонусе маркера кольца"), not a swap
    if not only_a or not only_b or max(len(apart_a), len(apart_b)) > SWAP_MAX:
        return None
    return only_a, only_b


def _kin_put_for(
    ca: Clause, cb: Clause, wide: tuple[Signs, Signs], la: str, lb: str, bank: TermBank
) -> tuple[set[str], set[str]] | None:
    """A component put for another of its kind, judged clause against clause: each clause names (not inside a
    longer name) a component its counterpart and their unpaired neighbours (``wide``) do not name, and the two are of
    one kind (``_kin``), though the other passage names each elsewhere ("una ficha de seta del mercado" for "een
    bloemfiche uit de markt" in a passage about mushrooms). Measured on the dev parts with the heads compared by
    stem (_one_head): 291 -> 293 of 362 found, no false flag more on their faithful copies or on faithful-extra."""
    for (x_cl, x_wide), (y_cl, y_wide) in (((ca, wide[0]), (cb, wide[1])), ((cb, wide[1]), (ca, wide[0]))):
        named = y_wide.concepts - y_wide.inner
        xs = {c for c in x_cl.signs.concepts - x_cl.signs.inner if c not in named and not _alike(x_cl, c, y_cl)}
        ys = {
            c for c in y_cl.signs.concepts - y_cl.signs.inner if c not in x_wide.concepts and not _alike(y_cl, c, x_cl)
        }
        if not xs or not ys or max(len(xs), len(ys)) > SWAP_MAX:
            continue
        a_side, b_side = (xs, ys) if x_cl is ca else (ys, xs)
        kin = [(x, y) for x in a_side for y in b_side if _kin(ca, cb, x, y, la, lb, bank)]
        if kin:
            return {x for x, _ in kin}, {y for _, y in kin}
    return None


KIN_MIN = 4  # letters of a shared compound head ("fiche", "kaart"; not "en", "s")


def _kin(ca: Clause, cb: Clause, x: str, y: str, la: str, lb: str, bank: TermBank) -> bool:
    """Are ``x`` (a's) and ``y`` (b's) components of one kind? A name either clause gives one shares its head with a
    name the bank gives the other in that language: the head word of a phrase ("Nutrient Token" / "spore token"; last
    in English and Dutch, first in Spanish and Russian: "ficha de espora") or, in Dutch and German, a compound's
    tail ("Sporenfiche" / "voedingsfiche"). Or both are cards named as printed: one kept in English in a text of
    another language ("een Blue Oyster"), the other written capitalised ("a Yellow Morel"). An action and a
    component ("steal" / "Aanvaller"), or two actions, share none: a verb form the bank does not know is no swap."""
    for clause, lang in ((ca, la), (cb, lb)):
        for mine, other in ((x, y), (y, x)):
            theirs = [" ".join(fold(w) for w in words(t)) for t in bank.concepts.get(other, {}).get(lang, ())]
            own = {fold(t) for c in (x, y) for t in bank.concepts.get(c, {}).get(lang, ())}
            if any(_one_head(n, t, lang, own) for n in clause.signs.names.get(mine, ()) for t in theirs):
                return True

    def kept(c: str, cl: Clause, lang: str) -> bool:
        printed = {" ".join(fold(w) for w in words(t)) for t in bank.concepts.get(c, {}).get(NAME_LANG, ())}
        return lang != NAME_LANG and any(n in printed for n in cl.signs.names.get(c, ()))

    return (kept(y, cb, lb) and _capitalised(ca, x)) or (kept(x, ca, la) and _capitalised(cb, y))


HEAD_FIRST = {"es", "ru"}  # languages whose noun phrase puts its head first ("ficha de espora", "жетон споры")


def _one_head(n: str, t: str, lang: str, own: set[str]) -> bool:
    """Do the names ``n`` and ``t`` share their head, one that is no word of either concept (``own``)? A head that
    names one of them is a phrase about it ("swap two cards" is no kind of "Mushling Cards")."""
    a, b = n.split(), t.split()
    if n == t or not a or not b:
        return False
    if len(a) > 1 and len(b) > 1:
        k = 0 if lang in HEAD_FIRST else -1
        # by stem: an inflected head is the same head ("карту питания" / "карта грибыша")
        head = stem(a[k], lang)
        return head == stem(b[k], lang) and len(head) >= KIN_MIN and head not in {stem(w, lang) for w in own}
    if lang in COMPOUND_LANGS and len(a) == len(b) == 1:
        tail = os.path.commonprefix([n[::-1], t[::-1]])[::-1]
        # (a tail ending in a word of either concept names a kind of it: a "wildebloemtegel" is a "tegel")
        return len(tail) >= KIN_MIN and min(len(n), len(t)) - len(tail) >= 3 and not any(tail.endswith(w) for w in own)
    return False


def _capitalised(x: Clause, concept: str) -> bool:
    """Does clause ``x`` write a name of ``concept`` of two words or more with every word capitalised ("Yellow
    Morel")?"""
    return any(len(w.split()) > 1 and all(p[:1].isupper() for p in w.split()) for w in _written(x, concept))


def _written(x: Clause, concept: str) -> tuple[str, ...]:
    """The words of clause ``x`` that name ``concept``, as written (for a report to highlight)."""
    text_words = words(x.unit.text)
    folded = [fold(w) for w in text_words]
    out = []
    for n in x.signs.names.get(concept, ()):
        parts = n.split()
        for i in range(len(folded) - len(parts) + 1):
            if folded[i : i + len(parts)] == parts:
                out.append(" ".join(text_words[i : i + len(parts)]))
    return tuple(dict.fromkeys(out))


def _alike(x: Clause, concept: str, y: Clause) -> bool:
    """Does clause ``y`` write one of the names ``x`` gives the concept as it is? A name kept in the translation (a
    loanword, a card name left untranslated: "mushlings" in a Dutch text whose bank knows only "Mushlingkaart")
    names the same thing there, whatever the bank lacks in that language."""
    theirs = " " + " ".join(fold(w) for w in words(y.unit.text)) + " "
    return any(f" {' '.join(words(n))} " in theirs for n in x.signs.names.get(concept, ()) if n)


def differences(
    ca: Clause,
    cb: Clause,
    la: str,
    lb: str,
    whole: tuple[frozenset, frozenset] = (frozenset(), frozenset()),
    wide: tuple[Signs, Signs] | None = None,
    bank: TermBank | None = None,
) -> list[Flag]:
    """Every sign the two aligned clauses state differently. ``whole``: the concepts of each whole passage;
    ``wide``: each side's signs with its unpaired neighbouring clauses (what a side lacks is looked for
    there too, so a sentence cut differently is no difference; a flip in a clause that is paired with its own
    counterpart is still one); ``bank``: the term bank (two components of one kind swapped, ``_components``)."""
    wide = wide or (ca.signs, cb.signs)
    out = _stance(ca, cb, la, lb, _negation(ca, cb, la, lb, wide))
    out += _groups(ca, cb, la, lb, wide) + _numbers(ca, cb, la, lb, wide)
    if not any(f.kind == "actor" for f in out):
        out += _persons(ca, cb, la, lb, wide)
    return out + _components(ca, cb, la, lb, whole, wide, bank)


def says_something(c: Clause, text: str = "") -> bool:
    return len(words(text or c.unit.text)) >= 5


# the groups whose words state a rule (who, when, must/may, how many at most, only/also, who has more: a
# tie-break); "connective" (or / and) and "player" ("you") are in almost every sentence and say nothing on
# their own
RULE_GROUPS = ("modality", "bound", "focus", "order", "side", "role", "timing", "comparison")


def no_rule(c: Clause, nearby: Signs) -> str:
    """ "no-rule" when a lone clause carries no rule content: no number the other side's clauses near it
    lack, no negation, must/may, bound, only/also, actor or timing, no component those clauses do not name
    (a translator's gloss, "as shown on the board"), else "" (it may be a dropped or an added rule). A rule
    word the other side also has nearby still counts: an added rule restates the words of its neighbours
    ("Once placed, a spirit can never be moved")."""
    mine = c.signs
    if set(mine.numbers) - set(nearby.numbers) - {1} or mine.negations:
        return ""
    if any(mine.labels.get(group) for group in RULE_GROUPS):
        return ""
    return "" if mine.concepts - nearby.concepts else "no-rule"


def new_rule(c: Clause, nearby: Signs) -> bool:
    """Does a clause state a kind of rule (a tie-break, a bound, a timing) that none of the other side's
    clauses near it states? An unlinked clause that matches them only loosely is then an added or a dropped
    rule, not a rewording ("In case of a tie, the player with more spirits wins" after a scoring rule)."""
    return any(c.signs.labels.get(g, frozenset()) - nearby.labels.get(g, frozenset()) for g in RULE_GROUPS)


def _only_in_msg(lang: str, why: str):
    """The message of a clause in one language only; ``why`` says why it is only a note ("" if it is not)."""
    if why == "apart":
        return msg(
            "crosscheck.only-in.apart",
            "this clause is in {lang} only (the two texts are not translations clause for clause)",
            lang=lang,
        )
    if why == "elsewhere":
        return msg(
            "crosscheck.only-in.elsewhere",
            "this clause is in {lang} only here; the other text says it in another passage",
            lang=lang,
        )
    if why == "loose":
        return msg(
            "crosscheck.only-in.loose",
            "this clause is in {lang} only, in a pair of passages that share little (the pairing may be wrong)",
            lang=lang,
        )
    if why == "no-rule":
        return msg(
            "crosscheck.only-in.no-rule",
            "this clause is in {lang} only, but it states nothing that the other text's clauses near it do not",
            lang=lang,
        )
    return msg("crosscheck.only-in", "this clause is in {lang} only", lang=lang)


def only_in(c: Clause, side: str, lang: str, why: str = "") -> Flag:
    """A clause in one language only: a disagreement (a dropped or an added rule) unless ``why`` says why it
    is only a note."""
    m = _only_in_msg(lang, why)
    span = (c.unit.start, c.unit.end)
    return Flag(
        "clause-only-in",
        m.render(),
        NOTE if why else DISAGREEMENT,
        kind="dropped" if side == "a" else "added",
        a_span=span if side == "a" else None,
        b_span=span if side == "b" else None,
        msg=m,
    )
