"""`referee dispute [GAME]`: a guided check. It asks the move, then only what the engine needs, one question at a
time, until the verdict (shown as `referee check` shows it), and offers to save the position it built.

Three ways to answer, one dialogue (``adjudicator/dispute.py`` decides every question):
- a terminal: menus and checkboxes (questionary), a bad answer asked again with what is wrong;
- a pipe: one answer per line, the questions printed as a transcript; an answer not understood is said in the
  player's language and the question asked again (the next line), three times at most; a missing answer (the
  input ended) is exit 2 naming the question (a script must not go on with a guess); the move's optional fields
  are asked as on a terminal, an empty line leaving one out;
- ``--json``: the answers given (``--answers FILE``, ``-a PATH=VALUE``) and the step they lead to, the next
  question or the verdict, so a script drives it step by step.
"""

from __future__ import annotations

import difflib
import sys
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, TextIO

import typer
from rich.console import Console
from rich.markup import escape

from referee.adjudicator.answers import BadAnswer
from referee.adjudicator.dispute import (
    COUNT,
    MOST_QUESTIONS,
    Question,
    Step,
    answers_part,
    document_yaml,
    game_question,
    given_move_field,
    optional_move_fields,
    replay,
    step,
)
from referee.cli.check_cmd import DETAILS_HELP, render_verdict
from referee.cli.options import LANG_HELP, complete_game, complete_lang
from referee.cli.output import console, emit_json, handles_input_errors
from referee.cli.piped import EndlessInput, read_line
from referee.documents import kind_of, load_document
from referee.errors import InputError, check_decoded
from referee.files import atomic_write, output_file
from referee.i18n import resolve_lang, t, translate_error
from referee.rulebooks.ids import game_named
from referee.shown import json_for, shown, shown_name

TRIES = 3  # answers a pipe may give one question: more not understood, it is out of step with the questions (exit 2)


class Stopped(Exception):  # noqa: N818 - a signal: the player left the dialogue (Ctrl-C, Ctrl-D)
    pass


def hint(q: Question, lang: str) -> str:
    """How to answer, in the player's language: y/n, a number, a choice's number or name, several with commas."""
    if q.example:  # a part (a placement): its shape, which "numbers or names" would not give; a value: its form
        return q.example_hint(lang)
    key = {"yes_no": "yes_no", "number": "number", "several_of": "several"}.get(q.kind, "")
    if not key and q.choices:
        key = "one_of"
    return t(f"dispute.hint_{key}", lang) if key else ""


def question_lines(q: Question, n: int, lang: str) -> list[str]:
    """The question as printed in a transcript: its number, words, field path, choices numbered."""
    tip = hint(q, lang)
    words = q.question.render(lang)
    # a field's question names it already; a count's is the list's path ("choose:count:" is the dialogue's own)
    path = f" [dim]{escape(q.fact.removeprefix(COUNT))}[/]" if q.fact not in words else ""
    lines = [f"[bold]{n}. {escape(words)}[/]{path}"]
    lines += [f"   {i}) {escape(label)}" for i, label in enumerate(q.labels(lang), 1)]
    if tip:
        lines.append(f"   [dim]{escape(tip)}[/]")
    return lines


@dataclass
class LineAsker:
    """Answers from a pipe, one per line; the questions and answers printed as a transcript."""

    stdin: TextIO
    out: Console
    lang: str
    as_json: bool = False  # each question as one JSON line (`referee table --json`), no transcript
    leave: frozenset[str] = frozenset()  # at the table: a line that leaves the dialogue ("quit", "salir")

    def __call__(self, q: Question, n: int) -> Any:
        if self.as_json:
            self.out.file.write(json_for(self.out.file, {"question": q.to_json(self.lang), "n": n}) + "\n")
            self.out.file.flush()
        else:
            for line in question_lines(q, n, self.lang):
                self.out.print(line)
        return self._answer(q)

    def _answer(self, q: Question, optional: bool = False) -> Any:
        """The next line read as the answer; one not understood is said in the player's language and the question
        asked again (the next line), up to TRIES times; the input's end leaves it unanswered (exit 2)."""
        problem = ""
        for _ in range(TRIES):
            try:
                raw = read_line(self.stdin)
            except EndlessInput:
                raise
            except InputError as e:  # a line over MAX_LINE: skipped, said as an answer not understood, asked again
                problem = translate_error(e.problem, self.lang)
                if self.as_json:
                    break
                self.out.print(f"   [bold red]{escape(problem)}[/]")
                continue
            if raw == "" and problem:
                break
            if raw == "" and not optional:
                raise InputError(t("dispute.no_answer", self.lang, question=q.question.render(self.lang)), field=q.fact)
            if optional and not raw.strip():
                if not self.as_json and raw:
                    self.out.print("   >")
                return None
            if not self.as_json:
                self.out.print(f"   > {escape(shown(raw.strip()))}")
            if raw.strip().lower() in self.leave:
                raise Stopped
            try:
                return q.parse(check_decoded(raw).strip(), self.lang)
            except InputError as e:  # bytes that are not UTF-8: said like an answer not understood, asked again
                problem = translate_error(e.problem, self.lang)
                if self.as_json:
                    break
                retry = t("dispute.retry", self.lang, answer=shown(raw.strip()), problem=problem)
                self.out.print(f"   [bold red]{escape(retry)}[/]")
            except BadAnswer as e:
                problem = e.problem.render(self.lang)
                if self.as_json:  # a program drives it: told at once, not asked again
                    break
                retry = t("dispute.retry", self.lang, answer=raw.strip(), problem=problem)
                self.out.print(f"   [bold red]{escape(retry)}[/]")
        raise InputError(f"{problem} ({q.question.render(self.lang)})", field=q.fact)

    def refused(self, problem: str) -> None:
        """The engine refused the answer just given (a card that does not exist): said, the question asked again."""
        retry = t("dispute.refused", self.lang, problem=translate_error(problem, self.lang))
        self.out.print(f"   [bold red]{escape(retry)}[/]")

    def optional(self, q: Question, n: int) -> Any:
        """A field the move may also have (the tile a play captures, a Queen's Garden payment), asked as a terminal
        asks it: an empty line (or the end of the input) leaves it out (None)."""
        if self.as_json:
            self.out.file.write(
                json_for(self.out.file, {"question": q.to_json(self.lang), "n": n, "optional": True}) + "\n"
            )
            self.out.file.flush()
        else:
            lines = question_lines(q, n, self.lang)
            self.out.print(lines[0] + f" [dim]({escape(t('dispute.optional_pipe', self.lang))})[/]")
            for line in lines[1:]:
                self.out.print(line)
        return self._answer(q, optional=True)


@dataclass
class TtyAsker:
    """Answers in a terminal: a menu for one choice, checkboxes for several, text checked as it is typed."""

    lang: str
    options: dict[str, Any] = field(default_factory=dict)  # prompt_toolkit's input/output (tests)

    def __call__(self, q: Question, n: int) -> Any:
        import questionary

        text = f"{n}. {q.question.render(self.lang)}"
        labels = q.labels(self.lang)
        if q.kind == "yes_no":
            yes, no = t("dispute.yes", self.lang), t("dispute.no", self.lang)
            choices = [questionary.Choice(yes, True), questionary.Choice(no, False)]
            prompt = questionary.select(text, choices=choices, **self.options)
        elif q.kind == "several_of" and q.choices:
            items = [questionary.Choice(label, c) for c, label in zip(q.choices, labels, strict=True)]
            prompt = questionary.checkbox(text, choices=items, **self.options)
        elif q.choices:
            items = [questionary.Choice(label, c) for c, label in zip(q.choices, labels, strict=True)]
            prompt = questionary.select(text, choices=items, **self.options)
        else:
            prompt = questionary.text(text, validate=self._validator(q), instruction=hint(q, self.lang), **self.options)
        answer = prompt.ask()
        if answer is None:
            raise Stopped
        return answer if q.choices or q.kind == "yes_no" else q.parse(answer, self.lang)

    def refused(self, problem: str) -> None:
        """The engine refused the answer just given (a name that does not exist): say why, then ask again."""
        from referee.cli.output import err_console

        err_console.print(f"[bold red]{escape(translate_error(problem, self.lang))}[/]")

    def _validator(self, q: Question) -> Callable[[str], bool | str]:
        def ok(text: str) -> bool | str:  # not understood: said as a pipe says it, the prompt stays to correct
            try:
                q.parse(text, self.lang)
            except BadAnswer as e:
                return t("dispute.retry", self.lang, answer=text.strip(), problem=e.problem.render(self.lang))
            return True

        return ok

    def optional(self, q: Question, n: int) -> Any:
        """A field the move may also have (the tile a play captures): Enter leaves it out (None)."""
        import questionary

        def ok(text: str) -> bool | str:
            return True if not text.strip() else self._validator(q)(text)

        text = f"{n}. {q.question.render(self.lang)} ({t('dispute.optional', self.lang)})"
        answer = questionary.text(text, validate=ok, **self.options).ask()
        if answer is None:
            raise Stopped
        return q.parse(answer, self.lang) if answer.strip() else None


def _offer_optional(
    game: str, answers: dict[str, Any], ask: TtyAsker | LineAsker, shown: int, taken: dict[str, Question]
) -> int:
    """Once the move's own fields are given: the optional ones a dispute may turn on (a terminal and a pipe alike);
    ``taken`` gets each one answered, so a value the engine refuses is asked again."""
    for q in optional_move_fields(game, answers):
        shown = _ask_optional(q, answers, ask, shown, taken)
    return shown


def _ask_optional(q: Question, answers: dict[str, Any], ask: TtyAsker | LineAsker, shown: int, taken: dict) -> int:
    value = ask.optional(q, shown + 1)
    if value is not None:
        answers[q.fact] = value
        taken[q.fact] = q
    return shown + 1


def dialogue(
    game: str | None, given: dict[str, Any], lang: str, ask: Callable[[Question, int], Any], source: str = "--answers"
) -> Step:
    """Ask until the verdict: the answers given first (a file, -a), then ``ask`` for each question left.

    ``source`` names where the given answers came from in a refusal (the --answers file, -a, table's `dispute`)."""
    shown = 0  # questions numbered as the player sees them (the game's, when asked, is the first)
    if game is None:
        shown += 1
        game = str(ask(game_question(), shown))
    answers = _replayed(game, given, lang, source).answers
    last: str | None = None
    offered = False
    refusals: dict[str, int] = {}  # the engine's refusals of each question's answers: TRIES at most, as a misread
    optional: dict[str, Question] = {}  # the optional fields answered (a capture tile): a refused one is asked again
    for _ in range(MOST_QUESTIONS):
        try:
            s = step(game, answers)
        except InputError as e:  # the engine refuses the value just given: asked again (a terminal, a pipe)
            asks_again = isinstance(ask, TtyAsker) or isinstance(ask, LineAsker) and not ask.as_json
            wrong = next((f for f in (last, *optional) if f and e.field and answers_part(e.field, f)), None)
            if wrong is None or not asks_again:
                raise
            refusals[wrong] = refusals.get(wrong, 0) + 1
            if refusals[wrong] >= TRIES:
                raise
            ask.refused(e.problem)
            del answers[wrong]
            if wrong in optional:
                shown = _ask_optional(optional.pop(wrong), answers, ask, shown, optional)  # type: ignore[arg-type]
                continue
            s = step(game, answers)
        if _took_given_move_field(game, given, answers, lang, source):
            continue  # a move field given before the move was chosen (-a move.player=...): the move changed
        moving_on = s.question is None or not s.question.fact.startswith("move.")
        if moving_on and not offered and isinstance(ask, TtyAsker | LineAsker) and "move.type" in answers:
            # after the given fields are taken: `-a move.colour=red` is not offered (and overwritten) again
            offered = True
            before = len(answers)
            shown = _offer_optional(game, answers, ask, shown, optional)
            if len(answers) != before:
                continue  # the move changed: the engine's questions may be others now
        if s.question is None:
            return replace(s, unused={k: _nearest(k, answers) for k in given if k not in answers})
        shown += 1
        last = s.question.fact
        try:
            answers[last] = ask(s.question, shown)
        except InputError as e:
            raise _with_misspelt(e, given, answers, last, lang) from None
    raise InputError(f"the dialogue asked more than {MOST_QUESTIONS} questions", field="answers")


def _with_misspelt(e: InputError, given: dict[str, Any], answers: dict[str, Any], fact: str, lang: str) -> InputError:
    """The question left unanswered, and the given answer that most likely misspells it: a pipe's
    ``-a move.typo=play`` was dropped unsaid and the dialogue stopped at "no answer to «Which move?»"."""
    near = [k for k in given if k not in answers and _nearest(k, {fact: None})]
    notes = [t("dispute.unused", lang, field=k, hint=t("dispute.unused_near", lang, field=fact)) for k in near]
    return InputError("; ".join([e.problem, *notes]), e.file, e.field) if notes else e


def _took_given_move_field(game: str, given: dict[str, Any], answers: dict[str, Any], lang: str, source: str) -> bool:
    """A field of the chosen move that the given answers state and no question has used yet (the replay up front
    could not use it before the move type was answered): put into the answers. Without this a pipe's
    ``-a move.player=anna`` or ``-a move.consent=blue`` was dropped unsaid and the verdict was another move's."""
    q = given_move_field(game, given, answers) if "move.type" in answers else None
    if q is None:
        return False
    try:
        answers[q.fact] = q.parse(given[q.fact], lang)
    except BadAnswer as e:
        raise InputError(e.problem.render(lang), source, q.fact) from None
    return True


def _replayed(game: str, given: dict[str, Any], lang: str, file: str):
    try:
        return replay(game, given, lang)
    except BadAnswer as e:
        raise InputError(e.problem.render(lang), file, e.question.fact if e.question else None) from None


def given_answers(path: Path | None, pairs: list[str]) -> dict[str, Any]:
    """{path: value} from an answers file (YAML or JSON mapping) and ``-a PATH=VALUE`` options (these win)."""
    out: dict[str, Any] = {}
    if path is not None:
        data = load_document(path, what="an answers file")
        if not isinstance(data, dict):
            raise InputError(f"expected a mapping of answers (path: value), got {kind_of(data)}", str(path))
        out.update({str(k): v for k, v in data.items()})
    said: dict[str, str] = {}  # what -a gave: two different answers to one question is a contradiction, not a choice
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise InputError("expected PATH=VALUE, e.g. move.type=attack", field="--answer")
        key = key.strip()
        if key in said and said[key] != value:
            raise InputError(f"{key!r} given twice: {said[key]!r} and {value!r}; give it once", field="--answer")
        out[key] = said[key] = value
    return out


def step_json(game: str | None, given: dict[str, Any], lang: str, file: str) -> tuple[dict[str, Any], int]:
    """The JSON of the step the answers lead to, and the exit code (a question still open: 3, as undetermined)."""
    if game is None:
        return {"game": None, "answers": {}, "asked": 0, "question": game_question().to_json(lang)}, 3
    r = _replayed(game, given, lang, file)
    out: dict[str, Any] = {"game": game, "answers": r.answers, "asked": len(r.answers)}
    if r.unused:
        out["unused"] = r.unused
    if r.step.question is not None:
        return {**out, "question": r.step.question.to_json(lang)}, 3
    assert r.step.verdict is not None
    return {**out, "verdict": r.step.verdict.to_json(lang), "document": r.step.document}, r.step.verdict.exit_code


def save(doc: dict[str, Any], path: Path, force: bool, lang: str, out: Console, reads: Path | None = None) -> None:
    target = output_file(path, force, "--save", reads=(reads,))
    atomic_write(target, document_yaml(doc, lang=lang).encode("utf-8"), shared=True)
    out.print(escape(t("dispute.saved", lang, file=shown_name(path))))


def show_end(s: Step, lang: str, out: Console, details: bool | None) -> None:
    """The verdict as `referee check` shows it, then the position file the answers built."""
    assert s.verdict is not None
    out.print("")
    render_verdict(s.verdict, lang, out, details)
    out.print(f"\n[bold]{escape(t('dispute.built', lang))}[/]")
    # never wrapped: it is a file to copy
    out.print(escape(document_yaml(s.document, lang=lang)), end="", soft_wrap=True)


def offer_save(s: Step, lang: str, out: Console, force: bool) -> None:
    """On a terminal: ask for a file name to save the position to (empty: not saved)."""
    import questionary

    while (name := questionary.text(t("dispute.save_prompt", lang)).ask()) and name.strip():
        try:
            save(s.document, Path(name.strip()), force, lang, out)
            return
        except InputError as e:  # a typo in the name must not lose the dialogue: say why, ask again
            from referee.cli.output import err_console

            err_console.print(f"[bold red]{escape(translate_error(str(e), lang))}[/]")


@handles_input_errors
def dispute_cmd(
    game: str | None = typer.Argument(None, help="Game id (asked when left out).", autocompletion=complete_game),
    lang: str | None = typer.Option(None, "--lang", "-l", help=LANG_HELP, autocompletion=complete_lang),
    answers: Path | None = typer.Option(None, "--answers", help="Answers so far: a YAML mapping {path: value}."),
    answer: list[str] = typer.Option([], "--answer", "-a", help="One answer, PATH=VALUE (repeatable)."),
    output: Path | None = typer.Option(None, "--save", "-o", help="Save the position the answers built here."),
    force: bool = typer.Option(False, "--force", help="Overwrite --save if it exists."),
    details: bool | None = typer.Option(None, "--details/--brief", help=DETAILS_HELP),
    as_json: bool = typer.Option(False, "--json", help="Print the next step as JSON only: a question or the verdict."),
) -> None:
    """Settle a dispute step by step: choose the move, answer only what the rules need, get the cited verdict.

    The questions come from the engine: only the facts that decide this move are asked (yes/no, a number, one
    or several of a list: by number or name). From a pipe, one answer per line (an empty line leaves an optional
    field out). The position it built can be saved (--save, or the prompt at the end) and `referee check` on it
    gives the same verdict.

    Exit code: 0 legal, 1 illegal, 3 undetermined (--json: also a question still open), 2 bad input or answer.

    Examples:

      referee dispute mycelium --lang es

      printf 'attack\\ne5\\nBlue Oyster\\nblue\\naction\\nneither\\n\\n' | referee dispute mycelium --save attack.yaml

      referee dispute solstis -a move.type=play -a move.tile=2_5 --json | jq .question
    """
    game = game_named(game)  # a name or short form ("azul", "Gnome Hollow"): its id
    ui = resolve_lang(lang)
    given = given_answers(answers, answer)
    game = game or given.pop("game", None)
    if output is not None:  # before the dialogue: a bad --save must not lose the answers, nor replace them
        output_file(output, force, "--save", reads=(answers,))
    if as_json:
        data, code = step_json(game, given, ui, str(answers or "--answer"))
        if output is not None and "document" in data:  # a verdict: its position saved as text mode saves it
            atomic_write(output, document_yaml(data["document"], lang=ui).encode("utf-8"), shared=True)
            data["saved"] = str(output)
        emit_json(data)
        raise typer.Exit(code)
    interactive = sys.stdin.isatty() and sys.stdout.isatty()
    ask = TtyAsker(ui) if interactive else LineAsker(sys.stdin, console, ui)
    try:
        s = dialogue(game, given, ui, ask, str(answers or "--answer"))
    except Stopped:
        raise typer.Exit(130) from None
    show_unused(s, ui, console)
    show_end(s, ui, console, details)
    if output is not None:
        save(s.document, output, force, ui, console, answers)
    elif interactive:
        offer_save(s, ui, console, force)
    assert s.verdict is not None
    raise typer.Exit(s.verdict.exit_code)


def show_unused(s: Step, lang: str, out: Console) -> None:
    """Given answers the dialogue never used, said (text mode; --json lists them as ``unused``): a misspelt
    ``-a move.tipe=play`` was asked again and dropped unsaid. The nearest field asked is offered."""
    for key, near in s.unused.items():
        hint = t("dispute.unused_near", lang, field=near) if near else ""
        out.print(escape(t("dispute.unused", lang, field=key, hint=hint)))


def _nearest(key: str, asked: dict[str, Any]) -> str:
    """The fact asked that ``key`` most likely misspells ('' when none is close)."""
    return next(iter(difflib.get_close_matches(key, list(asked), n=1, cutoff=0.75)), "")


def register(app: typer.Typer) -> None:
    app.command("dispute")(dispute_cmd)


__all__ = ["LineAsker", "TtyAsker", "dialogue", "register"]
