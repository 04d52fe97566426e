"""The game's term bank (``rulebooks/<game>/terms.yaml``: concept -> words per language), read-only.

Matching is deliberately simple and fast (no spaCy): folded whole words or phrases; a single word of five
letters or more also matches its inflections (same Snowball stem: "reclamado" -> "reclamados") and, in Dutch and
German compounds, as their tail ("tegel" in "tuintegel"). When a game has no bank the
cross-check still runs; term flags are simply off (the result's notes say so).
(index/terms.py matches the bank for search, with lemmas; this matcher needs no index and no spaCy.)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from referee.catalogues import Msg
from referee.index.terms import compound_part
from referee.rulebooks.termbank import BankFile, bank_path, load_bank
from referee.text.numbers import number_word
from referee.text.stem import stem
from referee.text.tokens import STOPWORDS, fold, words

STEM_MIN = 5
COMPOUND_LANGS = {"nl", "de"}
ENDING_ADDED = {"en", "es", "nl", "de"}  # languages whose inflections extend the bank's form
# the language of the names printed on the components (the bank's card names): a translation that keeps a name as
# printed, capitalised, names that component (TermBank._kept_names)
NAME_LANG = "en"
NAME_MIN = 5  # a one-word name kept as printed: at least this long ("Truffle", not "Cap")


@dataclass(frozen=True)
class ConceptName(Msg):
    """A bank concept in a message: an English id ("capture", "face-down") read inside a Dutch sentence."""

    def render(self, lang: str = "en") -> str:
        return str(self.params.get(lang) or self.en)


@dataclass(frozen=True)
class TermBank:
    game: str
    path: Path | None
    concepts: dict[str, dict[str, tuple[str, ...]]]  # concept -> lang -> words

    def __bool__(self) -> bool:
        return bool(self.concepts)

    def name_of(self, concept: str) -> Msg:
        """The concept as a message names it: its first word in the reader's language ("verovering" for
        capture in a Dutch message), its id in English and where the bank has no word."""
        per_lang = self.concepts.get(concept, {})
        return ConceptName(None, concept, {lang: ws[0] for lang, ws in per_lang.items() if ws and lang != "en"})

    def find(self, text: str, lang: str) -> dict[str, list[str]]:
        """concept -> the words of ``text`` that name it (as written), for every concept found."""
        toks = words(text)
        folded = [fold(t) for t in toks]
        exact = self._single_words(lang)
        forms = self.forms(lang)
        modal = _modal_uses(folded, lang)
        out: dict[str, list[str]] = {}
        for concept, per_lang in self.concepts.items():
            own = {fold(t) for t in per_lang.get(lang, ())}
            hits = [
                " ".join(toks[i : i + n])
                for term in per_lang.get(lang, ())
                for i, n in _matches(term, folded, lang, forms)
                # a word the bank lists as it is names that concept, not another one whose word it extends
                # ("gatherer" is the gatherer, not an inflection of "gather" the phase; a compound's head
                # still counts: a "stronktegel" is a "tegel"); a bank word that is also a function word of its
                # language names the concept only as a name, capitalised: the Dutch bee "Bij" is no "bij"
                # in "2 bij 2", "bij te trekken")
                if n > 1 or folded[i] in own or folded[i] not in exact or not folded[i].startswith(fold(term))
                if n > 1 or folded[i] not in STOPWORDS or toks[i][:1].isupper()
                if n > 1 or i not in modal
            ]
            if hits:
                out[concept] = sorted(set(hits), key=hits.index)
        if lang != NAME_LANG:
            for concept, kept in self._kept_names(toks, folded).items():
                hits = out.get(concept, []) + kept
                out[concept] = sorted(set(hits), key=hits.index)
        return out

    def _kept_names(self, toks: list[str], folded: list[str]) -> dict[str, list[str]]:
        """concept -> the bank's English names written as they are, every word capitalised, in a text of another
        language: a card name a translator kept as printed ("de Fly Agaric", "een Blue Oyster", "de Truffle")
        names that card, whatever the bank calls it in the text's language ("vliegenzwam")."""
        out: dict[str, list[str]] = {}
        by_first = self._names_by_first()
        for i, w in enumerate(folded):
            if not toks[i][:1].isupper():
                continue
            for concept, parts in by_first.get(w, ()):
                n = len(parts)
                if folded[i : i + n] == list(parts) and all(t[:1].isupper() for t in toks[i : i + n]):
                    out.setdefault(concept, []).append(" ".join(toks[i : i + n]))
        return out

    def _names_by_first(self) -> dict[str, list[tuple[str, tuple[str, ...]]]]:
        """The English names of NAME_MIN letters or more (a phrase: any) by their first folded word, once per bank."""
        hit = _NAMES.get(id(self.concepts))
        if hit is None or hit[0] is not self.concepts:
            table: dict[str, list[tuple[str, tuple[str, ...]]]] = {}
            for concept, per_lang in self.concepts.items():
                for term in per_lang.get(NAME_LANG, ()):
                    parts = tuple(fold(w) for w in words(term))
                    if parts and (len(parts) > 1 or len(parts[0]) >= NAME_MIN) and not parts[0].isdigit():
                        table.setdefault(parts[0], []).append((concept, parts))
            hit = _NAMES[id(self.concepts)] = (self.concepts, table)
        return hit[1]

    def unnamed(self, lang: str) -> frozenset[str]:
        """The concepts the bank has no word for in ``lang``: a text in it can never be seen to name them (a card
        name listed in English only: its translation is no other component, whatever it is called)."""
        return frozenset(c for c, per_lang in self.concepts.items() if not per_lang.get(lang))

    def forms(self, lang: str) -> dict[str, frozenset[str]]:
        """The bank's words of ``lang`` -> their inflected forms (forms.py), made once per bank."""
        key = (id(self.concepts), lang)
        hit = _FORMS.get(key)
        if hit is None or hit[0] is not self.concepts:
            from referee.adjudicator.crosscheck.forms import form_sets

            terms = [t for per_lang in self.concepts.values() for t in per_lang.get(lang, ())]
            hit = _FORMS[key] = (self.concepts, form_sets(terms, lang))
        return hit[1]

    def modifiers(self, lang: str) -> dict[str, frozenset[str]]:
        """concept -> the other concepts its names in ``lang`` take as a modifier after the language's OF word
        ("camino de hongos": the mushroom path is named by the mushrooms it holds), made once per bank: a mention
        of those after a name of the concept and that word is part of that name, whatever its inflection or
        synonym ("caminos blancos de setas"). Empty for a language not in OF."""
        key = (id(self.concepts), lang)
        hit = _MODIFIERS.get(key)
        if hit is None or hit[0] is not self.concepts:
            table: dict[str, set[str]] = {}
            of = OF.get(lang)
            for concept, per_lang in self.concepts.items():
                for term in per_lang.get(lang, ()) if of else ():
                    parts = fold(term).split(f" {of} ", 1)
                    tail = set(self.find(parts[1], lang)) - {concept} if len(parts) == 2 else set()
                    table.setdefault(concept, set()).update(tail)
            hit = _MODIFIERS[key] = (self.concepts, {c: frozenset(t) for c, t in table.items() if t})
        return hit[1]

    def _single_words(self, lang: str) -> frozenset[str]:
        return frozenset(fold(t) for per_lang in self.concepts.values() for t in per_lang.get(lang, ()) if " " not in t)


_FORMS: dict[tuple[int, str], tuple[dict, dict[str, frozenset[str]]]] = {}
_MODIFIERS: dict[tuple[int, str], tuple[dict, dict[str, frozenset[str]]]] = {}
# the word that puts a modifier after its noun, where a compound would put it first ("camino de hongos" =
# "paddenstoelpad"); a bare "de" only: "del" / "de la" relate two things ("el centro del cuadrado")
OF = {"es": "de"}
_NAMES: dict[int, tuple[dict, dict[str, list[tuple[str, tuple[str, ...]]]]]] = {}

# A verb of costing before an infinitive (or an adverb and one) says "it is worth (doing)", no price: "не стоит
# ставить собирателей"
# (better not place gatherers), "cuesta conseguirlo" (it is hard to get)
_MODAL = {
    "ru": (frozenset({"стоит", "стоило", "стоят", "стоили"}), re.compile(r"\w+(?:ть|ться|ти|чь)")),
    "es": (frozenset({"cuesta", "costara", "costaba"}), re.compile(r"\w+(?:ar|er|ir)")),
}


def _modal_uses(folded: list[str], lang: str) -> set[int]:
    """Positions of the words that are a verb of costing used as "it is worth" (``_MODAL``)."""
    verbs, infinitive = _MODAL.get(lang, (frozenset(), None))
    if infinitive is None:
        return set()
    # (an adverb may come between: "стоит дважды подумать", think twice)
    near = lambda i: folded[i + 1 : i + 3]  # noqa: E731
    return {i for i, w in enumerate(folded) if w in verbs and any(infinitive.fullmatch(v) for v in near(i))}


def _same_word(w: str, t: str, forms: dict[str, frozenset[str]] | None, lang: str = "") -> bool:
    """``w`` is ``t`` or one of its inflections by the lemma tables ("пню" / "пень", "Колец" / "кольцо"), or the
    same count in digits or words ("2 turns" / the bank's "two turns")."""
    if w == t or (forms is not None and w in forms.get(t, ())):
        return True
    return bool(lang) and (w.isdigit() or t.isdigit()) and _count(w, lang) == _count(t, lang) is not None


def _count(w: str, lang: str) -> int | None:
    return int(w) if w.isdigit() else number_word(w, lang)


def _matches(
    term: str, folded: list[str], lang: str, forms: dict[str, frozenset[str]] | None = None
) -> list[tuple[int, int]]:
    """(start, length) of every match of ``term`` in the folded words; ``forms``: the bank's words -> their
    inflected forms (a phrase matches word by word: "плитки земли" is "плитка земли")."""
    parts = [fold(w) for w in words(term)]
    if not parts:
        return []
    if len(parts) > 1:
        return [
            (i, len(variant))
            for variant in _with_articles(parts, lang)
            for i in range(len(folded) - len(variant) + 1)
            if all(_same_word(w, t, forms, lang) for w, t in zip(folded[i : i + len(variant)], variant, strict=True))
        ] + _split_verb(parts, folded, lang)
    t = parts[0]
    t_stem = stem(t, lang)
    out = []
    for i, w in enumerate(folded):
        if _same_word(w, t, forms):
            out.append((i, 1))
        elif _stem_matches(w, t, t_stem, lang, forms):
            # the same word inflected ("reclamado" -> "reclamados", "tegel" -> "tegels" but not "tegelijk").
            # Where inflection adds to the bank's form, only that: any form of the same stem ("vender" /
            # "vendidos") matched too much ("no vendidos" read as the market: pair precision 0.90 -> 0.82).
            # Russian replaces endings ("зажженный" / "зажженные", "панорама" / "панораме"): same stem.
            out.append((i, 1))
        elif lang in COMPOUND_LANGS and len(t) >= STEM_MIN and not t.endswith("en") and _head_of(w, t):
            # (a bank word in -en is a verb or a plural: "sluiten" is no head of "aansluiten")
            out.append((i, 1))  # Dutch compounds end in their head: a "stronktegel" is a "tegel"
    return out + _separated(t, folded, lang, forms)


# a Spanish "de" joining a name's words takes an article as freely as not ("sala de setas", "sala de las setas",
# "marcador del anillo"): a bank phrase matches with one there
_ARTICLES_AFTER_DE = {"es": ("el", "la", "los", "las")}


def _with_articles(parts: list[str], lang: str) -> list[list[str]]:
    """The phrase's words, and where it has an inner "de" without an article, the same with one ("de las",
    "del")."""
    articles = _ARTICLES_AFTER_DE.get(lang, ())
    at = [k for k, w in enumerate(parts[:-1]) if w == "de" and k > 0 and parts[k + 1] not in articles]
    if not at:
        return [parts]
    k = at[0]
    return [parts, *([*parts[: k + 1], a, *parts[k + 1 :]] for a in articles), [*parts[:k], "del", *parts[k + 1 :]]]


# Dutch separable-verb particles: a main clause puts the particle last, words after its verb ("Val met een
# andere kaart een pad aan" is the bank's "val aan", attack)
_NL_PARTICLES = frozenset("aan af op uit in mee terug door om weg toe over bij".split())
_SPLIT_SPAN = 14  # the verb and its particle at most this many words apart (a long middle field)


def _split_verb(parts: list[str], folded: list[str], lang: str) -> list[tuple[int, int]]:
    """(start, length) of a two-word Dutch verb phrase ("val aan") written apart, its particle last."""
    if lang != "nl" or len(parts) != 2 or parts[1] not in _NL_PARTICLES:
        return []
    out = []
    for i, w in enumerate(folded):
        if w != parts[0]:
            continue
        for j in range(i + 2, min(len(folded), i + _SPLIT_SPAN + 1)):
            if folded[j] == parts[0]:
                break  # the same verb again: that one holds the particle
            if folded[j] == parts[1] and (j + 1 == len(folded) or folded[j + 1] in _AFTER_PARTICLE):
                out.append((i, j - i + 1))
                break
    return out


# particles that are no preposition: written apart from their verb, they still say that verb wherever they stand
# in the clause ("Ze doet alleen de vermogens teniet van Dieven ...": a "van" phrase after the particle)
_NL_ADVERB_PARTICLES = frozenset("teniet terug weg samen vast los neer".split())


def separable_particle(t: str, lang: str) -> str:
    """The particle a one-word Dutch verb of the bank opens with ("teniet" of "tenietdoen"), else ""."""
    if lang != "nl" or not t.endswith("en"):
        return ""
    heads = [p for p in _NL_PARTICLES | _NL_ADVERB_PARTICLES if t.startswith(p) and len(t) >= len(p) + 4]
    return max(heads, key=len, default="")


def _separated(t: str, folded: list[str], lang: str, forms: dict[str, frozenset[str]] | None) -> list[tuple[int, int]]:
    """(start, length) of a one-word Dutch separable verb of the bank ("tenietdoen") written apart in a main
    clause, its finite form first and its particle later ("doet ... teniet"): the finite forms are the lemma
    table's forms of the whole verb without the particle ("tenietdoet" -> "doet"), no participle ("ge-")."""
    particle = separable_particle(t, lang)
    if not particle or forms is None:
        return []
    finite = {f[len(particle) :] for f in forms.get(t, ()) if f.startswith(particle)}
    finite = {f for f in finite if len(f) >= 2 and not f.startswith("ge")}
    out = []
    for i, w in enumerate(folded):
        if w not in finite:
            continue
        for j in range(i + 2, min(len(folded), i + _SPLIT_SPAN + 1)):
            if folded[j] in finite:
                break  # the verb again: that one holds the particle
            last = j + 1 == len(folded) or folded[j + 1] in _AFTER_PARTICLE
            if folded[j] == particle and (last or particle in _NL_ADVERB_PARTICLES):
                out.append((i, j - i + 1))
                break
    return out


# words that may follow a clause-final particle: the next clause's conjunction ("... aan, ook als ...")
_AFTER_PARTICLE = frozenset("ook als en of maar dan want terwijl tenzij zodat omdat wanneer nadat voordat".split())


def _head_of(w: str, t: str) -> bool:
    """Is ``t`` the head of the compound ``w``? Its first part is a word of three letters or more, not a prefix
    (index/terms.py): "reactie" (reaction) is no "actie" (action), "verbinding" no "binding"."""
    return w.endswith(t) and compound_part(w, t)


def _stem_matches(w: str, t: str, t_stem: str, lang: str, forms: dict[str, frozenset[str]] | None) -> bool:
    """The same Snowball stem, where no lemma table gave the word's forms: a Russian word pymorphy3 inflects
    has them all, and its stem meets other words' ("стоят", they stand, has the stem of "стоить", to cost)."""
    if len(t) < STEM_MIN or (lang == "ru" and forms is not None and len(forms.get(t, ())) > 1):
        return False
    return w.startswith(t if lang in ENDING_ADDED else t_stem) and stem(w, lang) == t_stem


def term_bank(game: str) -> TermBank:
    """The game's bank, or an empty one (falsy) when the game ships none."""
    path = bank_path(game)
    if path is None:
        return TermBank(game, None, {})
    data = load_bank(path)  # cached per file state: the same object while the file is unchanged
    bank = _BANKS.get(game)
    if bank is None or bank[0] is not data:
        # one TermBank per loaded file: derived tables (counts.broader, align's features) are cached per bank
        bank = _BANKS[game] = (data, TermBank(game, path, dict(data.concepts)))
    return bank[1]


_BANKS: dict[str, tuple[BankFile, TermBank]] = {}


def _form_key(word: str, lang: str) -> str:
    """Singular and plural of one word count as one form ("gnomo"/"Gnomos"); a different word or spelling
    ("paddenstoelen"/"paddestoelen") stays apart."""
    return stem(word, lang)


def term_usage(game: str, langs: tuple[str, ...] | None = None) -> list[dict]:
    """For each concept of the bank: per language, each word form the texts use and the passages using it.

    A concept that one text names with several forms ("paddenstoelen" and "paddestoelen") or that only
    some texts name at all is where a translator should look.
    """
    from referee.rulebooks import games, passages

    bank = term_bank(game)
    langs = langs or games()[game].langs
    out = []
    for concept, per_lang in bank.concepts.items():
        usage: dict[str, list[dict]] = {}
        for lang in langs:
            forms: dict[str, dict] = {}
            for p in passages(game, lang):
                for word in TermBank(game, None, {concept: per_lang}).find(p.text, lang).get(concept, []):
                    entry = forms.setdefault(_form_key(word, lang), {"word": word, "forms": [], "passages": []})
                    if word not in entry["forms"]:
                        entry["forms"].append(word)
                    if p.passage_id not in entry["passages"]:
                        entry["passages"].append(p.passage_id)
            usage[lang] = list(forms.values())
        used_in = [lang for lang in langs if usage[lang]]
        out.append(
            {
                "concept": concept,
                "bank": {lang: list(words) for lang, words in per_lang.items()},
                "usage": usage,
                "missing_in": [lang for lang in langs if not usage[lang]] if used_in else [],
            }
        )
    return out
