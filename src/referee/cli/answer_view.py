"""A lookup answer as a player reads it, in the asker's language: which game, how sure, whether the texts
settle it, then each passage verbatim with the engine's rule under it (our wording) and the same rule in the
other languages. Shared by `referee ask` and `referee table`, so the two say the same thing.

Every label is a catalogue word (``locales/``): the game by its name in that language, the passages' languages
by name, the confidence as a word. What stays as written: the passages and their section headings (quotes),
and the passage ids (typed back: `referee show ID`).
"""

from __future__ import annotations

from typing import Any

from rich.console import Console, Group, RenderableType
from rich.markup import escape
from rich.padding import Padding
from rich.panel import Panel

from referee.adjudicator.answer_words import confidence_words
from referee.i18n import any_lang_name, lang_name, t

# Above this many columns a passage sits in a frame; below it the frame's four columns go to the text
FRAME_MIN_WIDTH = 50


def game_name(game: str, ui: str) -> str:
    """The game's name in ``ui`` as its game.yaml gives it, else its id. The loaded index carries the names
    (0.3 ms once a question was answered); with no index, the game files are read (half a second)."""
    from referee.index import store
    from referee.index.search import load_index

    try:
        names = load_index(build_if_needed=False).game_names.get(game) or {}
    except (store.IndexCorrupt, OSError):
        from referee.rulebooks import games

        found = games().get(game)
        names = found.names if found is not None else {}
    return names.get(ui) or names.get("en") or game


def about_line(result: Any, ui: str) -> str:
    """'Gnome Hollow (inferred from the question) · confidence: high' (markup, escaped)."""
    where = game_name(result.game, ui) if result.game else t("ask.all_games", ui)
    if result.game and result.game_inferred:
        where += f" ({t('ask.inferred', ui)})"
    where = where[:1].upper() + where[1:]  # "all games" opens the line
    return f"[dim]{escape(where)} · {escape(confidence_words(result.confidence, result.answered, ui))}[/]"


def notice(result: Any, ui: str) -> str | None:
    """The line above the passages when none settles the question, or when it is in a foreign language."""
    if result.answered:
        return None
    if result.foreign_lang:
        return t("ask.foreign", ui, language=any_lang_name(result.foreign_lang, ui))
    return t("ask.not_settled", ui)


def render_answer(result: Any, ui: str, out: Console) -> None:
    """The whole answer: the question, what it is about and how sure, the notice, the passages."""
    out.print(f"[bold]{escape(result.question)}[/]")
    out.print(about_line(result, ui))
    said = notice(result, ui)
    if said:
        out.print(f"[yellow]{escape(said)}[/]")
    if not result.results:
        out.print(f"[yellow]{escape(t('ask.no_passage', ui))}[/]")
    for n, hit in enumerate(result.results, 1):
        out.print(passage_block(n, hit, ui, related=not result.answered, width=out.width))


def passage_block(n: int, hit: Any, ui: str, related: bool, width: int) -> RenderableType:
    """One passage: framed on a wide screen (its id in the frame's title when it fits there whole), else
    its id on a line of its own and the rest indented under it. An id is never cut."""
    head = f"{n}. [cyan]{escape(hit.passage_id)}[/]"
    body = body_text(hit, ui, related)
    if width < FRAME_MIN_WIDTH:  # a phone's terminal: no frame, the text indented under its id
        if len(f"{n}. {hit.passage_id}") > width:  # broken after a slash, never inside a word
            head = f"{n}.\n" + "\n".join(f"[cyan]{escape(part)}[/]" for part in slash_lines(hit.passage_id, width))
        return Group(head, Padding(body, (0, 0, 1, 2), expand=False))
    if len(f"{n}. {hit.passage_id}") + 6 <= width:
        return Panel(body, title=head, title_align="left")
    return Panel(f"{head}\n{body}", title=f"{n}.", title_align="left")


def slash_lines(passage_id: str, width: int) -> list[str]:
    """An id too long for one line as lines of at most ``width``, each ending at a slash (a part longer than the
    line stays whole, for the terminal to fold)."""
    parts = [p + "/" for p in passage_id.split("/")[:-1]] + [passage_id.rsplit("/", 1)[-1]]
    lines = [""]
    for part in parts:
        if lines[-1] and len(lines[-1]) + len(part) > width:
            lines.append("")
        lines[-1] += part
    return lines


def body_text(hit: Any, ui: str, related: bool = False) -> str:
    """A passage verbatim under its language and section, the engine's rules it states in ``ui`` (our
    wording), and the same rule as the other languages' texts word it."""
    meta = f"{lang_name(hit.lang, ui)} · {hit.section or '—'}"
    if related:
        meta += f" · {t('ask.related', ui)}"
    yours = f" · [yellow]{escape(t('ask.yours', ui))}[/]" if hit.added_by_user else ""
    body = f"[dim]{escape(meta)}[/]{yours}\n" + escape(hit.text)
    ours = t("check.our_wording", ui)
    for rule in hit.rules:
        mark = "" if rule["statement_lang"] == ui else f" ({lang_name(rule['statement_lang'], ui)})"
        body += f"\n[green]{escape(ours + mark)}:[/] {escape(rule['statement'])}"
    for twin in hit.same_rule:
        whose = f"; {t('ask.yours', ui)}" if twin.get("added_by_user") else ""
        label = f"{t('ask.same_rule', ui)} ({lang_name(twin['lang'], ui)}, {twin['passage_id']}{whose})"
        body += f"\n\n[dim]{escape(label)}:[/]\n{escape(twin['text'])}"
        if twin.get("differs"):  # a user's translation the cross-check finds saying something else here
            pair = (hit.lang, twin["lang"]) if twin.get("added_by_user") else (twin["lang"], hit.lang)
            langs = ",".join(pair)  # the rulebook's text first, as crosscheck takes them
            warn = t("ask.twin_differs", ui, codes=", ".join(twin["differs"]), game=hit.game, langs=langs)
            body += f"\n[bold yellow]{escape(warn)}[/]"
    if hit.rule_ids and not hit.rules:  # rules the engine states in no language: their ids at least
        body += f"\n\n[dim]{escape(t('ask.engine_rules', ui))}: " + escape(", ".join(hit.rule_ids)) + "[/]"
    return body
