"""What a question asks for, and whether a passage's sentence states that about the asked thing: the answer
focus the lookup reads for abstention and for the last step of its ranking.

A question asks for a kind of answer: a number ("how many", "cuántos", "hoeveel", "сколько"), an actor
("who", "quién", "wie", "кто"), a moment ("when do...", "¿cuándo...?", "wanneer", "когда"), a place
("where", "dónde", "waar", "где"), whether something is allowed ("can I...", "¿puedo...?", "mag ik",
"можно ли"), what follows from something ("what happens if"), or what a thing is ("what is", "¿qué es?",
"wat is", "что такое"). A sentence states a number when it gives one beside the counted thing, an actor
when it names a player or a role, a moment when it has a timing or condition cue, a permission when it says
may / must / not; the cue lists are the ones the translation check reads (``referee.text.cue_words``), so
both readers agree on what "when" and "may not" look like in the four languages.

The question's own condition ("... when Y?", "... si Y?", "... als Y?", "... если Y?") is read apart: the
near-miss question the texts leave open states a real rule's X with a Y the texts never speak of, so the
words of Y that no top passage accounts for (in the asker's language too: ``unaccounted``) are the signal.

Everything is read on folded words with the question's analyser (form table + concept matcher): no model,
a few milliseconds per question.

Measured on the dev sets (bench/calibrate.py, out of sample, at about 95% of the answerable kept): as the
abstention signals ``focus_count`` (it fires on 22% of the unanswerable asks, 2% of the answerable ones) and
``focus_limit`` (9 and 4 asks), they lift the unanswerable flagged from 48% to 57% leaving one game out, and
from 60% / 51% / 43% to 80% / 61% / 52% leaving one writer out (the second writer's answerable kept 0.93, was
0.96); the other kinds and the condition did not add (see abstain.py). As a rerank of the first three passages
(search.SearchConfig.focus_weight) R@1 with / without --game: dev half a 0.752 / 0.686 -> 0.765 / 0.699 (tuned
there), half b 0.786 / 0.746 -> 0.798 / 0.757, devset3 0.67 / 0.59 -> 0.68 / 0.60.
"""

from __future__ import annotations

import functools
import re

from referee.index.accounted import missing_bridged
from referee.index.content_check import CONTENTS_CUE, COUNT_CUE, content_positions, numbers_in, speaks_of
from referee.index.lexical import GAME_NAME, QueryTerms
from referee.index.sentence_score import sentence_concepts
from referee.index.unaccounted import FRAME_WORDS, same_stem
from referee.text import cue_words
from referee.text.tokens import STOPWORDS, fold, words

SHORT_STEM = 4  # a shared beginning that makes two words one here: a sentence's word is tested, not the corpus
NEAR = 4  # words between a number and the counted thing for the number to count it ("hasta 2 losetas")

# What the question asks for, over the folded question (accents stripped: players often leave them out).
_ASKS = {
    "who": r"\b(?:who|whom|whose|quien|quienes|wie|wiens|кто|кого|кому|кем|чей|чья|чье|чьи)\b",
    "when": (
        r"(?:^|[¿,:;!?(])\s*(?:when|cuando|wanneer|когда)\b|\bat what (?:point|time|moment)\b|\ben que momento\b"
        r"|\bop welk moment\b|\bв какой момент\b|\b(?:when|cuando) (?:do|does|can|is|are|should|must|se|hay)\b"
    ),
    "where": r"\b(?:where|donde|adonde|waar|waarheen|waarop|где|куда)\b",
    "allowed": (
        r"(?:^|[¿,:;!?(])\s*(?:can|could|may|must|do i have to|do we have to|is it allowed|am i allowed|are we allowed"
        r"|is it legal|is it ok|puedo|puedes|puede|pueden|podemos|se puede|se pueden|esta permitido|debo|debe"
        r"|tengo que|hay que|mag|mogen|kan|kun|kunnen|moet|moeten|можно|могу|может|могут|нельзя|разрешено"
        r"|разрешается|должен|должны|обязан|нужно ли)\b|\b(?:allowed|permitted|можно ли|можно|нельзя)\b"
    ),
    # a bound on a count ("is there a limit on...", "¿como máximo?", "onbeperkt", "максимум")
    "limit": (
        r"\b(?:limit|limits|limited|unlimited|maximum|max|maxima|maximo|limite|limites|ilimitado|ilimitados"
        r"|limiet|maximaal|onbeperkt|максимум|максимальн\w*|предел\w*|лимит\w*|ограничени\w*)\b"
    ),
    "what-if": (
        r"\b(?:what happens|what if|que pasa|que ocurre|que sucede|wat gebeurt|wat als|что будет|что происходит"
        r"|что случится|что если)\b"
    ),
    "definition": r"^\W*(?:what is an?|what are|what does \w+ mean|que es|que son|que significa|wat is een"
    r"|wat zijn|wat betekent|что такое|что значит|что означает)\b",
}

# What a question's condition starts with: the cross-check's condition list and the timing words that
# state a case ("when", "while", "after").
_CONDITION_START = tuple(
    c
    for lang in ("en", "es", "nl", "ru")
    for c in (*cue_words.CONDITION[lang], *cue_words.TIMING[lang][:7], *cue_words.CONDITION_COVER[lang][:1])
)


def _phrases(lang: str, *tables: dict[str, list[str]], regex: bool = False) -> str:
    """One folded pattern of ``lang``'s cues in ``tables`` (SIGNS entries hold regular-expression parts)."""
    parts = {p if regex else re.escape(fold(p)) for t in tables for p in t.get(lang, ())}
    return r"(?<!\w)(?:" + "|".join(sorted(parts, key=len, reverse=True)) + r")(?!\w)" if parts else r"(?!)"


def _signs(*groups: str) -> dict[str, list[str]]:
    """The SIGNS labels of ``groups`` merged per language."""
    out: dict[str, list[str]] = {}
    for g in groups:
        for by_lang in cue_words.SIGNS[g].values():
            for lang, ps in by_lang.items():
                out.setdefault(lang, []).extend(ps)
    return out


# What a sentence that sets a bound or says there is none says, besides the SIGNS bounds ("at most", "hasta 2")
_LIMIT = {
    "en": ["limit", "limited", "unlimited", "any number", "as many as", "no more"],
    "es": ["limite", "limitado", "ilimitado", "cualquier numero", "cualquier cantidad", "tantos como"],
    "nl": ["limiet", "beperkt", "onbeperkt", "willekeurig aantal", "zoveel als", "ongeacht"],
    "ru": ["лимит", "предел", "ограничен", "ограничение", "любое количество", "сколько угодно", "не ограничено"],
}
_PLAYER = {"en": ["player", "players"], "es": ["jugador", "jugadores"], "nl": ["speler", "spelers"]}
_PLAYER["ru"] = ["игрок", "игрока", "игроку", "игроком", "игроки", "игроков", "игрокам"]


STATED = ("who", "allowed", "limit")  # the kinds a sentence must say in so many words (the rest: naming the thing)


@functools.cache
def _stated(kind: str, lang: str) -> re.Pattern[str]:
    """What a sentence in ``lang`` that states ``kind`` says, compiled on first use (a cold `ask` compiles
    only the ones its question and its passages' languages need: all of them cost it ~25 ms)."""
    if kind == "who":
        return re.compile(_phrases(lang, _signs("player", "role", "side", "order"), _PLAYER, regex=True))
    if kind == "allowed":
        negation = _phrases(lang, cue_words.NEGATION, cue_words.NEGATION_COVER)
        return re.compile(negation + "|" + _phrases(lang, _signs("modality"), regex=True))
    return re.compile(_phrases(lang, _LIMIT) + "|" + _phrases(lang, cue_words.SIGNS["bound"]["max"], regex=True))


def asked_kinds(question: str) -> tuple[str, ...]:
    """The kinds of answer the question asks for ("count", "who", "when", "where", "allowed", "limit",
    "what-if", "definition"), in that order."""
    folded = fold(question)
    out = ["count"] if COUNT_CUE.search(question) else []
    return tuple(out + [k for k, rx in _ASKS.items() if re.search(rx, folded)])


_AUXILIARY = frozenset("do does did can is are should must will would may".split())


def condition_positions(question: str) -> list[int]:
    """Positions (in ``words(question)``) of the words of the question's condition: from a condition cue
    ("if", "when", "si", "cuando", "als", "если"...) to the next comma or question mark; not "when" asking
    when ("when do..."). "Can I connect two paths if both have gnomes?" -> the positions of "both have gnomes"."""
    toks = words(question)
    folded = [fold(w) for w in toks]
    ends = _clause_ends(question, toks)
    singles = {c for c in _CONDITION_START if " " not in c}
    out: list[int] = []
    for i, w in enumerate(folded):
        if w not in singles or (i > 0 and folded[i - 1] in {"what", "wat", "que", "что"}):
            continue  # "what if ..." asks what follows, its words are the asked thing itself
        if i + 1 < len(folded) and folded[i + 1] in _AUXILIARY:
            continue  # ", when do those come into play?" asks when: no condition
        j = i + 1
        while j < len(folded) and j not in ends:
            out.append(j)
            j += 1
    return sorted(set(out))


def _clause_ends(question: str, toks: list[str]) -> set[int]:
    """Indexes of the words that start a new clause (after a comma, a question mark, a semicolon)."""
    out, at = set(), 0
    for i, t in enumerate(toks):
        k = question.find(t, at)
        if k > at and re.search(r"[,;?¿!:]", question[at:k]) and i > 0:
            out.add(i)
        at = k + len(t) if k >= 0 else at
    return out


def condition_unmet(index, question: str, terms: QueryTerms, rows: list[int], lang: str | None) -> float:
    """Share of the question's condition words that the best-accounting of passages ``rows`` does not
    account for (``accounted.missing_bridged`` on those words only); 0 when it states no condition."""
    cond = set(condition_positions(question))
    if not cond or not rows:
        return 0.0
    return min(missing_bridged(index, question, terms, r, lang, only=cond) for r in rows)


def _asked_things(index, question: str, terms: QueryTerms) -> tuple[list[Word], list[Word]]:
    """(every content word of the question, the words a count question counts: just after "how many"), each
    as (the concepts it names, its folded lemmas)."""
    m = index.matcher
    folded, positions = content_positions(index, question, terms)
    positions = [i for i in positions if folded[i] not in FRAME_WORDS and not numbers_in(folded[i], None)]
    out = []
    for i in positions:
        concepts = {
            no
            for no, ps in terms.spans.items()
            if i in ps and not m.keys[no].endswith(GAME_NAME) and m.keys[no] != "common:limit"
        }
        out.append((concepts, {folded[i], *index.lexical.forms.get(folded[i], ())} - STOPWORDS))
    counted = set(_counted(question, positions))
    return out, [w for i, w in zip(positions, out, strict=True) if i in counted]


Word = tuple[set[int], set[str]]


def kinds_met(
    index,
    question: str,
    terms: QueryTerms,
    row: int,
    kinds: tuple[str, ...],
    lang: str | None = None,
    loose_case: bool = False,
) -> set[str]:
    """The asked kinds some sentence of passage ``row`` states about the asked thing (a sentence that names
    none of the question's words or concepts states nothing about it): "count" a number within NEAR words of
    one of them, with the counted word (by its concept, or in the question's language by its lemma) and
    every number the question states ("for three red mushrooms") in that sentence; "who" a player or a
    role; "allowed" a may / must / not; the other kinds nothing more. ``lang``: the question's language
    (for its number words). ``loose_case`` (the abstention signal; the rerank keeps the strict reading): a
    spelled "one" is no number the passage must give, and the passage's heading gives its numbers to each
    sentence (``stated_case``)."""
    things, counted = _asked_things(index, question, terms)
    stated = stated_case(question, lang) if loose_case else numbers_in(question, lang)
    plang = index.passages[row]["lang"]
    heading = numbers_in(index.passages[row].get("section") or "", plang) if loose_case else set()
    met: set[str] = set()
    for sent, found in sentence_concepts(index, row):
        toks = list(_sentence_words(index, sent)[0])
        named = [i for i, (cs, ls) in enumerate(things) if cs & found or _names_any(index, sent, ls)]
        if not named:
            continue
        for k in kinds:
            if k in met:
                continue
            if k == "count":
                # a counted word no concept names can be looked for in its own language only
                wanted = [w for w in counted if w[0] or plang == lang]
                has_all = all(w in [things[i] for i in named] for w in wanted)
                given = numbers_in(sent, plang) | heading
                if has_all and stated <= given and _number_near(index, sent, toks, things, plang):
                    met.add(k)
            elif k not in STATED or _stated(k, plang).search(" ".join(toks)):
                met.add(k)
    return met


def stated_case(question: str, lang: str | None) -> set[int]:
    """The numbers a question states as its case, less a spelled "one": "за одно посещение", "cada uno", "in
    one turn" say "a" or "each" far more often than they ask about a count of one (dev: 3 of the 20 answerable
    asks that lost their answer wanted their passage to say 1). A digit 1 still counts."""
    out = {n for w in words(question) for n in numbers_in(w, lang) if n != 1 or w.isdigit()}
    return out


def states_asked(
    index, question: str, terms: QueryTerms, row: int, kinds: tuple[str, ...] | None = None, lang: str | None = None
) -> float:
    """Share of the asked kinds (``asked_kinds``) that passage ``row`` states about the asked thing
    (``kinds_met``); 1 when the question asks for no kind."""
    kinds = asked_kinds(question) if kinds is None else kinds
    return len(kinds_met(index, question, terms, row, kinds, lang)) / len(kinds) if kinds else 1.0


def _number_near(index, sent: str, toks: list[str], things: list[Word], lang) -> bool:
    """Whether a number of ``sent`` stands within NEAR words of one of the asked things."""
    nums = [i for i, t in enumerate(words(sent)) if numbers_in(t, lang)]
    if not nums:
        return False
    concepts = {c for cs, _ in things for c in cs}
    lemmas = {x for _, ls in things for x in ls}
    at = {p for no, ps in _spans(index, sent) if no in concepts for p in ps}
    at |= {i for i, t in enumerate(toks) if _is_lemma(index, t, lemmas)}
    return any(abs(n - t) <= NEAR for n in nums for t in at)


@functools.lru_cache(maxsize=4096)
def _spans(index, sent: str) -> tuple[tuple[int, frozenset[int]], ...]:
    """The concepts ``sent`` names, each with the positions of its words (read once per sentence)."""
    return tuple((no, frozenset(ps)) for no, ps in index.lexical.analyse(sent).spans.items())


def _counted(question: str, positions: list[int]) -> list[int]:
    """The content word a count question counts: the first after "how many" ("how many Oak cards": Oak;
    "hoeveel punten geeft...": punten, not the verb after it); all its content words when none follows."""
    cue = COUNT_CUE.search(question)
    start = len(words(question[: cue.end()])) if cue else 0
    return [i for i in positions if i >= start][:1] or positions


def _is_lemma(index, word: str, lemmas: set[str]) -> bool:
    """Whether folded ``word`` is one of ``lemmas``, a form of one, or of the same stem (a form the form table
    lacks: "тайлов" / "тайла")."""
    if word in lemmas or not lemmas.isdisjoint(index.lexical.forms.get(word, ())):
        return True
    head = word[:SHORT_STEM]  # same_stem needs SHORT_STEM shared first letters: test only those that have them
    return any(x.startswith(head) and same_stem(word, x, SHORT_STEM) for x in lemmas)


def _names_any(index, sent: str, lemmas: set[str]) -> bool:
    """Whether some word of ``sent`` is one of ``lemmas`` by ``_is_lemma``, read from the sentence's words
    prepared once (``_sentence_words``) instead of word by word."""
    _, known, by_head = _sentence_words(index, sent)
    if not lemmas.isdisjoint(known):
        return True
    return any(same_stem(t, x, SHORT_STEM) for x in lemmas for t in by_head.get(x[:SHORT_STEM], ()))


@functools.lru_cache(maxsize=8192)
def _sentence_words(index, sent: str) -> tuple[tuple[str, ...], frozenset[str], dict[str, list[str]]]:
    """(the folded words of a passage's sentence, those words with every lemma the form table gives them, the
    words of SHORT_STEM letters or more by their first SHORT_STEM): what ``_is_lemma`` reads of a sentence,
    made once per sentence (a warm question tests each of its top passages' sentences against every asked word)."""
    toks = tuple(fold(w) for w in words(sent))
    known = frozenset(x for t in toks for x in (t, *index.lexical.forms.get(t, ())))
    by_head: dict[str, list[str]] = {}
    for t in toks:
        if len(t) >= SHORT_STEM:
            by_head.setdefault(t[:SHORT_STEM], []).append(t)
    return toks, known, by_head


def counts_the_counted(index, question: str, terms: QueryTerms, row: int, lang: str | None = None) -> bool:
    """Whether a sentence of passage ``row`` gives a number within NEAR words of the very thing a "how many"
    counts: by its own lemma when the passage is in the question's language, by its concept only across
    languages. A concept lumps things the texts count apart ("Oak" is the term bank's *nutrient tree*, as is
    the "3 Walnut cards" the texts do count)."""
    _, counted = _asked_things(index, question, terms)
    if not counted:
        return True
    plang = index.passages[row]["lang"]
    same = plang == lang
    wanted = [(set() if same and ls else cs, ls if same else set()) for cs, ls in counted]
    stated = numbers_in(question, lang)
    for sent, _found in sentence_concepts(index, row):
        toks = [fold(w) for w in words(sent)]
        if stated <= numbers_in(sent, plang) and _number_near(index, sent, toks, wanted, plang):
            return True
    return False


def contents_unstated(index, question: str, terms: QueryTerms, row: int, lang: str | None = None) -> float:
    """1 when the question asks what the box, a deck, the bag or the expansion holds of one thing
    (``content_check.CONTENTS_CUE``) and passage ``row`` neither is about the components nor gives a number
    beside that thing itself (``counts_the_counted``: "3 Walnut cards" does not count the Oak ones), else 0."""
    if not CONTENTS_CUE.search(fold(question)) and not CONTENTS_CUE.search(question):
        return 0.0
    p = index.passages[row]
    if speaks_of("components", p["text"], p.get("section") or ""):
        return 0.0
    return float(not counts_the_counted(index, question, terms, row, lang))
