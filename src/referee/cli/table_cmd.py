"""`referee table`: one process at the table that keeps the index and the engine warm and answers line by line.

Lines are questions (any language) or commands: ``check FILE [--move M]``, ``explain FILE [--move M]``,
``dispute [MOVE]`` (the guided check of `referee dispute`, its answers read from the same input), ``lang L``,
``help``, ``history``, ``quit``. A question that asks whether a move is allowed, with no position checked yet,
is answered with passages and then offered the dialogue (on a terminal; a pipe is told the command).
It reads a pipe just as well as a terminal (the prompt is shown only on a terminal), so
``printf 'question\\nquit\\n' | referee table --game mycelium`` is a script and a test.
``TableSession`` holds the state and is what the latency benchmark drives.
"""

from __future__ import annotations

import dataclasses
import os
import shlex
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

import typer
from rich.console import Console
from rich.markup import escape

from referee.adjudicator.ask_with_position import PERMISSION, PositionAnswer, answer, named_move_types
from referee.adjudicator.check import judge_file, read_position
from referee.adjudicator.closest import Hits, closest
from referee.adjudicator.engines import engine, has_engine_package
from referee.adjudicator.explain import explain, explain_json
from referee.cli.answer_view import FRAME_MIN_WIDTH
from referee.cli.ask_cmd import ensure_index
from referee.cli.check_cmd import DETAILS_HELP, render_verdict
from referee.cli.consoles import hanging, stacked
from referee.cli.options import LANG_HELP, complete_game, complete_lang
from referee.cli.output import SafeConsole, console, emit_json, handles_input_errors, warn_skipped_games
from referee.cli.passages_cmd import check_game
from referee.cli.piped import EndlessInput, read_line
from referee.errors import InputError, debugging, internal_error_line
from referee.files import name_problem
from referee.i18n import LANGS, lang_name, resolve_lang, t, translate_error
from referee.rulebooks.ids import game_named
from referee.shown import flow, json_for

QUIT = {"quit", "exit", "q", ":q", "salir", "выход", "stop"}
# a line that leaves a dispute begun at the table, back to the table: its quit words and "cancel"
LEAVE_DISPUTE = frozenset({*QUIT, "cancel", "cancelar", "annuleren", "stoppen", "отмена"})


def render_hits(hits: Hits, lang: str, out: Console) -> None:
    """Passages found for a question, as `referee ask` shows them: each verbatim and whole, under its
    language and section, with the engine's rule in ``lang`` (our wording) and its other languages' twins."""
    from referee.cli.answer_view import passage_block

    if not hits.hits:
        out.print(f"[dim]{escape(t('table.no_results', lang))}[/]")
        return
    for n, h in enumerate(hits.hits, 1):
        out.print(passage_block(n, h, lang, related=False, width=out.width))
    if hits.source == "overlap":
        out.print(f"[dim]{escape(t('explain.lookup_fallback', lang))}[/]")


def render_position_answer(a: PositionAnswer, lang: str, out: Console, details: bool | None = None) -> None:
    """`ask --position`: the engine's verdict on the move the question names first, then the passages."""
    if a.verdict is not None:
        shown = flow(a.move or {})
        checked = escape(t("ask.checked_move", lang, move=shown))
        out.print(f"[bold]{escape(t('ask.engine_verdict', lang))}[/]  [dim]{checked}[/]")
        render_verdict(a.verdict, lang, out, details)
        out.print("")
    else:
        out.print(f"[dim]{escape(t('ask.no_move_named', lang))}[/]")
    out.print(f"[bold]{escape(t('ask.passages', lang))}[/]")
    render_hits(a.hits, lang, out)


def ask_with_position_command(
    question: str,
    position: str | Path,
    game: str | None = None,
    lang: str | None = None,
    top: int = 5,
    encoder: str | None = None,
    as_json: bool = False,
) -> None:
    """What `referee ask QUESTION --position FILE` runs: the engine's verdict first, then the passages."""
    a = answer(question, position, lang=lang, top=top, encoder=encoder)
    if game is not None and game != a.game:
        raise InputError(f"the position is a {a.game} position, not {game}", str(position), "game")
    # the answer speaks the question's language, unless --lang says otherwise (as `referee ask` does)
    ui = resolve_lang(lang) if lang else (a.question_lang or resolve_lang(None))
    if as_json:
        emit_json(a.to_json(lang))
    else:
        render_position_answer(a, ui, console)


def _hits_json(question: str, game: str, hits: Hits) -> dict:
    """A question's JSON line: `referee ask --json`'s fields (answered, confidence) when the lookup answered."""
    data: dict[str, Any] = {"question": question, "game": game}
    if hits.answer is not None:
        data.update(answered=hits.answer.answered, confidence=hits.answer.confidence)
        data["question_lang"] = hits.answer.question_lang
    data["results"] = [h.to_json() for h in hits.hits]
    return data


SHLEX_WORDS = {
    "No closing quotation": "a quotation mark is not closed",
    "No escaped character": "a backslash at the end escapes nothing",
}


def _looks_like_file_args(rest: str) -> bool:
    """'check pos.yaml' is a command; 'check if I may attack twice' is a question that starts with 'check'."""
    if not rest.strip():
        return True  # a bare 'check': answer with its usage
    # the first word as a shell reads it ("a b.yaml" quoted, a\ b.yaml), and the whole rest: a name with a space
    return any(_names_a_file(word) for word in (_first_word(rest), rest.strip()))


def _first_word(rest: str) -> str:
    try:
        return shlex.split(rest)[0]
    except (ValueError, IndexError):  # an open quote: the first word as typed
        return rest.split(maxsplit=1)[0].strip("'\"")


def _names_a_file(word: str) -> bool:
    # a file's extension, or a path's form ("~/games/pos", "./pos", "../x"): a file meant, even one not there,
    # which its check then says (it was looked up as a rules question, silently)
    if word.lower().endswith((".yaml", ".yml", ".json")) or word.startswith(("~", "./", "../", "/")):
        return True
    # a word no file can be named (a NUL, over the system's length) is a question's: exists() raised on it (exit 70)
    return name_problem(word) is None and Path(word).exists()


@dataclass
class Entry:
    line: str
    kind: str  # question | check | explain | command | error
    ms: float
    summary: str = ""


@dataclass
class TableSession:
    game: str
    lang: str
    out: Console
    top: int = 3
    as_json: bool = False
    history: list[Entry] = field(default_factory=list)
    engine: Any = None
    build_index: bool = True
    # parsed position files by (path, mtime, size): re-checking an unchanged file skips YAML parsing
    positions: dict[tuple, Any] = field(default_factory=dict)
    position: str | None = None  # the last file checked: questions about a move are judged on it
    details: bool | None = None  # the engine's English messages: None = only when answering in English
    stdin: TextIO | None = None  # where a dispute's answers come from: the lines after `dispute`
    # False (no --lang): each question is answered in its own language, as `referee ask` does
    lang_given: bool = True
    spoken: str | None = None  # the last question's language: a `check` after it answers in it too

    def ui(self, question_lang: str | None = None) -> str:
        """The language to answer in: --lang (or `lang L`), else the question's, else the last question's."""
        if self.lang_given:
            return self.lang
        if question_lang:
            self.spoken = question_lang
        return question_lang or self.spoken or self.lang

    def warm(self) -> float:
        """Load the engine and the lookup index once, so every later answer is only the work of that answer."""
        start = time.perf_counter()
        # a game added with `referee add` has texts and no engine: its questions still work
        self.engine = engine(self.game) if has_engine_package(self.game) else None
        if self.engine is not None:
            for rule in self.engine.rulebook:
                rule.citations()  # resolve every quote now (cached), not during the first check
        # build the lookup index now if it is missing (once), and load it and the encoder into memory
        if closest("warm up", self.game, self.lang, self.top, build=self.build_index).source == "index":
            from referee.index.search import load_index
            from referee.index.warm import prepare

            prepare(load_index())  # every passage's sentences read now, not by the first questions meeting them
        return (time.perf_counter() - start) * 1000

    # --- one line -----------------------------------------------------------------------------
    def handle(self, line: str) -> bool:
        """Answer one line; False when the session should end."""
        line = line.strip()
        if not line or line.startswith("#"):
            return True
        word, _, rest = line.partition(" ")
        cmd = word.lower()
        if cmd in QUIT:
            if not self.as_json:
                self.out.print(escape(t("table.bye", self.lang)))
            return False
        start = time.perf_counter()
        kind = "command"
        summary = ""
        try:
            if cmd in ("help", "?", "ayuda", "hulp", "помощь"):
                self._print_help(self._help())
            elif cmd == "history":
                self._history()
            elif cmd == "lang":
                self.lang = resolve_lang(rest.strip(), field="lang")
                self.lang_given = True
                self._print_text(t("table.lang_set", self.lang, language=lang_name(self.lang, self.lang)))
            elif cmd == "dispute" and self.engine is not None:
                kind = "dispute"
                summary = self._dispute(rest.strip())
            elif cmd in ("check", "explain") and _looks_like_file_args(rest):
                kind = cmd
                summary = self._check(rest, explain_it=cmd == "explain")
            else:
                kind = "question"
                summary = self._question(line)
        except InputError as e:
            kind = "error"
            summary = str(e)
            self.say_error(line, e)
        except Exception as e:  # noqa: BLE001 - a line's boundary, like a server request: a bug is told, not fatal
            if debugging():
                raise
            kind = "error"
            summary = internal_error_line(e)
            if self.as_json:
                self._json({"line": line, "error": summary})
            else:
                self.out.print(f"[bold red]{escape(t('error', self.lang))}[/] {escape(summary)}")
        ms = (time.perf_counter() - start) * 1000
        if cmd != "history":
            self.history.append(Entry(line, kind, ms, summary))
        if not self.as_json and kind != "command":
            self.out.print(f"[dim]{escape(t('table.took', self.lang, ms=f'{ms:.0f}'))}[/]")
        return True

    def say_error(self, line: str, e: InputError, lang: str | None = None) -> None:
        """A line's input error: a JSON line, or one line in the session's language (the session goes on);
        ``lang``: the language the line's answer spoke (a dispute's: the last question's)."""
        lang = lang or self.lang
        if self.as_json:
            self._json({"line": line, **e.to_json()})
        else:
            self.out.print(f"[bold red]{escape(t('error', lang))}[/] {escape(translate_error(str(e), lang))}")

    def _help(self) -> str:
        """The commands, then the current game's move syntax (what `is {type: ...} legal?` takes)."""
        example = self.engine.move_syntax(example=True)[0] if self.engine is not None else "{type: ...}"
        text = t("table.help", self.lang, example=example)
        if self.engine is not None:
            text += "\n\n" + t("table.moves", self.lang, game=self.game)
            text += "".join(f"\n  {line}" for line in self.engine.move_syntax())
        return text

    def _print_help(self, text: str) -> None:
        """The help; on a phone's terminal each command on its own line with what it does under it: beside it,
        the description wrapped to the screen's left edge at 40 columns ("beoordeel / een stellingbestand")."""
        if self.as_json or self.out.width >= FRAME_MIN_WIDTH:
            self._print_text(text)
        else:
            self.out.print(hanging([escape(line) for line in stacked(text)]))

    def _print_text(self, text: str) -> None:
        if self.as_json:
            self._json({"message": text})
        else:
            self.out.print(escape(text))

    def _json(self, data: dict) -> None:
        # one JSON object per line (JSON Lines): a script reads answers as they come; json_text escapes
        # every control character, so a newline or escape in a question never breaks the framing
        self.out.file.write(json_for(self.out.file, data) + "\n")
        self.out.file.flush()

    def _history(self) -> None:
        if self.as_json:
            self._json({"history": [e.__dict__ for e in self.history]})
            return
        if not self.history:
            self.out.print(f"[dim]{escape(t('table.history_empty', self.lang))}[/]")
        for n, e in enumerate(self.history, 1):
            # an error is kept in English (the JSON's, stable for scripts) and shown in the table's language
            said = translate_error(e.summary, self.lang) if e.kind == "error" else e.summary
            self.out.print(f"{n:3}. [dim]{e.ms:7.1f} ms[/]  {escape(e.line)}  [dim]{escape(said)}[/]")

    def _question(self, question: str) -> str:
        if self.position is not None:
            a = answer(question, self.position, lang=self.lang, top=self.top, reader=self._read_position)
            ui = self.ui(a.question_lang)
            if a.verdict is not None:
                if self.as_json:
                    self._json(a.to_json(self.lang))
                else:
                    render_position_answer(a, ui, self.out, self.details)
                return a.verdict.verdict
            hits = a.hits
        else:  # warm() built the index if it could
            hits = closest(question, self.game, self.lang if self.lang_given else None, self.top)
        if self.as_json:
            self._json(_hits_json(question, self.game, hits))
        elif hits.answer is not None:
            from referee.cli.answer_view import render_answer

            found = hits.answer
            ui = self.ui(found.question_lang)
            render_answer(dataclasses.replace(found, results=list(hits.hits)), ui, self.out)
            self._offer_dispute(question, ui)
        else:
            render_hits(hits, self.lang, self.out)
            self._offer_dispute(question, self.lang)
        return hits.hits[0].passage_id if hits.hits else ""

    def _offer_dispute(self, question: str, ui: str) -> None:
        """A question whether a named move is allowed, with no position to judge it on: the dialogue settles
        it (offered on a terminal; a pipe's next lines are not answers it expected, so it is told the command)."""
        if self.engine is None or self.position is not None or not PERMISSION.search(question):
            return
        named = named_move_types(question, self.engine)
        if len(named) != 1:
            return
        if self.stdin is None or not self.stdin.isatty():
            self.out.print(f"[dim]{escape(t('dispute.table_hint', ui, move=named[0]))}[/]")
            return
        from referee.adjudicator.answers import BadAnswer, parse_answer

        try:
            wanted = parse_answer("yes_no", (), input(t("dispute.offer", ui) + " "))
        except (BadAnswer, EOFError):
            wanted = False
        if wanted:
            self._dispute(named[0])

    def _dispute(self, move: str) -> str:
        """`dispute [MOVE]`: the guided check on this game, its answers from the session's input."""
        from referee.cli.dispute_cmd import LineAsker, Stopped, TtyAsker, dialogue, show_end

        stdin = self.stdin or sys.stdin
        ui = self.ui()  # the last question's language: "¿Puedo mover un gnomo?" then `dispute gnome` is Spanish
        if stdin.isatty():
            ask: Any = TtyAsker(ui)
        else:
            ask = LineAsker(stdin, self.out, ui, self.as_json, leave=LEAVE_DISPUTE)
        try:
            s = dialogue(self.game, {"move.type": move} if move else {}, ui, ask, "dispute")
        except Stopped:
            if not self.as_json:
                self.out.print(f"[dim]{escape(t('table.dispute_left', ui))}[/]")
            return "stopped"
        except InputError as e:  # said in the dispute's language: "error: move.tile: нет ответа…" mixed two
            self.say_error(f"dispute {move}".strip(), e, ui)
            return "error"
        assert s.verdict is not None
        if self.as_json:
            self._json({"verdict": s.verdict.to_json(self.lang), "document": s.document})
        else:
            show_end(s, ui, self.out, self.details)
        return s.verdict.verdict

    def _check(self, args: str, explain_it: bool) -> str:
        from referee.cli.explain_cmd import render_tree

        try:
            parts = shlex.split(args)
        except ValueError as e:  # shlex's words ("No closing quotation"), ours instead: the locales translate them
            raise InputError(SHLEX_WORDS.get(str(e), str(e)), field="check") from None
        move = None
        if "--move" in parts or "-m" in parts:
            i = parts.index("--move") if "--move" in parts else parts.index("-m")
            if i + 1 >= len(parts):
                raise InputError(t("table.usage_check", self.lang), field="--move")
            move = parts[i + 1]
            parts = parts[:i] + parts[i + 2 :]
        whole = args.strip()
        if len(parts) > 1 and move is None and (Path(whole).exists() or not _names_a_file(parts[0])):
            # "check a b.yaml": one file whose name has a space, as the line says it ("a.yaml b.yaml": two files)
            parts = [whole] if _names_a_file(whole) else parts
        if len(parts) != 1:
            raise InputError(t("table.usage_check", self.lang), field="check")
        parts[0] = os.path.expanduser(parts[0])  # as a shell would ("check ~/pos.yaml"); the table has none
        verdict, mv = judge_file(parts[0], move, reader=self._read_position)
        self.position = parts[0]  # later questions that name a move are judged on this position
        if verdict.game != self.game and not self.as_json:
            self.out.print(f"[dim]({verdict.game})[/]")
        ui = self.ui()
        if self.as_json:
            self._json(explain_json(verdict, self.lang, mv, self.top) if explain_it else verdict.to_json(self.lang))
        elif explain_it:
            self.out.print(render_tree(explain(verdict, ui, mv, self.top), ui, self.details))
        else:
            render_verdict(verdict, ui, self.out, self.details, no_move=mv is None)
        return verdict.verdict

    def _read_position(self, path: str | Path) -> tuple:
        """read_position, remembered while the file is unchanged (engines never mutate their input)."""
        try:
            st = Path(path).stat()
        except (OSError, ValueError):  # ValueError: a NUL in the name (it was exit 70 here)
            return read_position(path)  # let it raise its own message ('file not found', 'not a file name')
        key = (str(Path(path).resolve()), st.st_mtime_ns, st.st_size)
        if key not in self.positions:
            if len(self.positions) > 64:
                self.positions.clear()
            self.positions[key] = read_position(path)
        return self.positions[key]

    # --- the loop -----------------------------------------------------------------------------
    def run(self, stdin: TextIO) -> None:
        self.stdin = stdin
        interactive = stdin.isatty()
        if interactive:
            try:
                import readline  # noqa: F401 - line editing and arrow-key history at the prompt
            except ImportError:
                pass
        while True:
            try:
                line = input(f"{self.game}> ") if interactive else read_line(stdin)
            except (EOFError, KeyboardInterrupt):
                self.out.print("")  # end the prompt's line: the shell's prompt starts on a fresh one
                break
            except EndlessInput:
                raise
            except InputError as e:
                self.say_error("", e)
                continue
            if not interactive and line == "":
                break  # end of the pipe
            if not self.handle(line):
                break


def register(app: typer.Typer) -> None:
    @app.command("table")
    @handles_input_errors
    def table_cmd(
        game: str = typer.Option(..., "--game", "-g", help="Game at the table.", autocompletion=complete_game),
        lang: str | None = typer.Option(None, "--lang", "-l", help=LANG_HELP, autocompletion=complete_lang),
        top: int = typer.Option(3, "--top", "-k", min=1, max=20, help="Passages per answer."),
        as_json: bool = typer.Option(False, "--json", help="One JSON object per answer (JSON Lines)."),
        details: bool | None = typer.Option(None, "--details/--brief", help=DETAILS_HELP),
        no_build: bool = typer.Option(False, "--no-build-index", help="Do not build a missing index (word overlap)."),
    ) -> None:
        """Stay at the table: answer questions and `check FILE` line by line, index and engine kept warm.

        Loads the index and the engine once; then each answer takes milliseconds. Reads a terminal or a pipe.

        Lines: a question, check FILE [--move M], explain FILE [--move M], dispute [MOVE], lang L, history,
        help, quit.

        Examples:

          referee table -g mycelium -l en

          printf 'check pos.yaml\\nhistory\\n' | referee table -g solstis
        """
        game = game_named(game)  # a name or short form ("azul", "Gnome Hollow"): its id
        check_game(game, field="--game")
        ui = resolve_lang(lang)
        out = console if not as_json else SafeConsole(file=sys.stdout, no_color=True, highlight=False)
        build_index = not no_build
        if build_index:  # a first run builds the index: the same progress on stderr as `referee ask`
            ensure_index(None, ui)
        session = TableSession(game, ui, out, top=top, as_json=as_json, build_index=build_index, details=details)
        session.lang_given = lang is not None
        ms = session.warm()
        warn_skipped_games(ui)
        if not as_json:
            from referee.cli.answer_view import game_name

            key = "table.welcome" if session.lang_given else "table.welcome_own"
            console.print(escape(t(key, ui, game=game_name(game, ui), language=lang_name(ui, ui))))
            if session.engine is None:
                console.print(f"[dim]{escape(t('table.no_engine', ui, game=game))}[/]")
            console.print(f"[dim]{escape(t('table.warm', ui, ms=f'{ms:.0f}'))}[/]")
        session.run(sys.stdin)


__all__ = ["LANGS", "TableSession", "ask_with_position_command", "register", "render_hits", "render_position_answer"]
