"""Files the user asks us to write (new-position -o, schema -o, dispute --save) are checked before any work and
never touch anything but the named path (found attacking the CLI): a mistyped folder made folders (as root, at
the filesystem's top) or ended in an internal error (exit 70); a folder given with --force was a crash; a
symlink given with --force had the file it points to overwritten; and a bad --save was found only after the
whole dialogue."""

import os
from pathlib import Path

from typer.testing import CliRunner

from referee.adjudicator.dispute import Step
from referee.cli import dispute_cmd
from referee.cli.app import app

runner = CliRunner()


def test_new_position_into_a_missing_folder_is_bad_input_and_makes_no_folder(tmp_path):
    target = tmp_path / "no-such" / "deeper" / "pos.yaml"
    r = runner.invoke(app, ["new-position", "mycelium", "-o", str(target)])
    assert r.exit_code == 2, r.output
    assert f"folder '{target.parent}' does not exist" in r.output
    assert not (tmp_path / "no-such").exists()


def test_an_output_under_a_file_says_that_file_is_no_folder(tmp_path):
    """`--report mine.md/x.md` said "folder 'mine.md' does not exist" (found by the session-22 attacker)."""
    (tmp_path / "mine.md").write_text("my notes\n", encoding="utf-8")
    target = tmp_path / "mine.md" / "x" / "pos.yaml"
    r = runner.invoke(app, ["new-position", "mycelium", "-o", str(target)])
    assert r.exit_code == 2, r.output
    assert f"'{tmp_path / 'mine.md'}' is a file, not a folder" in " ".join(r.output.split())
    assert (tmp_path / "mine.md").read_text(encoding="utf-8") == "my notes\n"
    r = runner.invoke(app, ["new-position", "mycelium", "-o", str(target), "--lang", "es"])
    assert "es un archivo, no una carpeta" in " ".join(r.output.split())


def test_a_folder_as_the_output_is_bad_input_even_with_force(tmp_path):
    for args in (["new-position", "mycelium"], ["schema", "solstis"]):
        r = runner.invoke(app, [*args, "-o", str(tmp_path), "--force"])
        assert r.exit_code == 2, r.output
        assert "is a folder, not a file" in r.output
    assert list(tmp_path.iterdir()) == []


def test_force_never_replaces_a_pipe_a_device_or_a_link_to_one(tmp_path):
    """`-o /dev/null --force` run as root replaced the system's /dev/null with a file (found by the session-21
    attacker): only regular files (and links to them) are replaced."""
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    to_null = tmp_path / "null-link"
    to_null.symlink_to(os.devnull)
    for target, kind in ((fifo, "is a pipe (FIFO)"), (to_null, "is a device"), (Path(os.devnull), "is a device")):
        for args in (["new-position", "mycelium"], ["schema", "solstis"]):
            r = runner.invoke(app, [*args, "-o", str(target), "--force"])
            assert r.exit_code == 2 and kind in r.output and "not replaced" in r.output, r.output
    assert fifo.is_fifo() and to_null.is_symlink() and Path(os.devnull).is_char_device()


def test_force_replaces_a_symlink_itself_never_the_file_it_points_to(tmp_path):
    victim = tmp_path / "elsewhere.txt"
    victim.write_text("keep me\n", encoding="utf-8")
    link = tmp_path / "pos.yaml"
    link.symlink_to(victim)
    assert runner.invoke(app, ["new-position", "mycelium", "-o", str(link)]).exit_code == 2  # exists: no --force
    r = runner.invoke(app, ["new-position", "mycelium", "-o", str(link), "--force"])
    assert r.exit_code == 0, r.output
    assert victim.read_text(encoding="utf-8") == "keep me\n"
    assert not link.is_symlink() and "Mycelium" in link.read_text(encoding="utf-8")
    umask = os.umask(0o022)
    os.umask(umask)
    assert link.stat().st_mode & 0o777 == 0o666 & ~umask  # the user's file, not a temp file's 0600


def test_a_bad_save_path_is_refused_before_the_first_question(tmp_path):
    target = tmp_path / "missing" / "attack.yaml"
    r = runner.invoke(app, ["dispute", "solstis", "--lang", "nl", "--save", str(target)], input="pass\nn\n")
    assert r.exit_code == 2
    assert "1. " not in r.output  # no question asked: nothing answered is lost
    assert f"map '{target.parent}' bestaat niet" in r.output
    assert not target.parent.exists()


def test_on_a_terminal_a_bad_file_name_asks_again_instead_of_losing_the_verdict(tmp_path, monkeypatch):
    names = iter([str(tmp_path / "missing" / "x.yaml"), str(tmp_path), str(tmp_path / "ok.yaml")])

    class Prompt:
        def ask(self) -> str:
            return next(names)

    import questionary

    monkeypatch.setattr(questionary, "text", lambda *a, **k: Prompt())
    from referee.cli.consoles import console

    doc = {"game": "solstis", "position": {}, "move": {"type": "pass"}}
    dispute_cmd.offer_save(Step(document=doc), "en", console, force=False)
    saved = Path(tmp_path / "ok.yaml").read_text(encoding="utf-8")
    assert "type: pass" in saved
    assert not (tmp_path / "missing").exists()


def _empty_check():
    from referee.adjudicator.crosscheck.model import CrossCheck

    return CrossCheck("gnome-hollow", ("es", "nl"), (), ())


def test_a_report_never_writes_through_a_symlink_named_like_its_temp_file(tmp_path):
    """The report and TMX writers wrote '<name>.tmp' and renamed it: a symlink of that name (planted, or left by
    another tool) was followed and the file it points to overwritten with the report."""
    from referee.adjudicator.crosscheck.report import write_report
    from referee.adjudicator.crosscheck.tmx import write_tmx

    victim = tmp_path / "elsewhere.txt"
    victim.write_text("keep me\n", encoding="utf-8")
    for name, write in (("check.html", write_report), ("pairs.tmx", write_tmx)):
        (tmp_path / f"{name}.tmp").symlink_to(victim)
        write(_empty_check(), tmp_path / name)
        assert victim.read_text(encoding="utf-8") == "keep me\n"
        assert not (tmp_path / name).is_symlink() and (tmp_path / name).stat().st_size > 0


def test_report_names_the_system_refuses_are_bad_input_before_the_work(tmp_path):
    """A folder given with --force, and a name too long for the system, were exit 70 (IsADirectoryError,
    ENAMETOOLONG), the folder only after the whole cross-check."""
    (tmp_path / "r.html").mkdir()
    long_name = str(tmp_path / ("a" * 300 + ".tmx"))
    for args, problem in (
        (["--report", str(tmp_path / "r.html"), "--force"], "is a folder, not a file"),
        (["--tmx", long_name], "not a file name (too long)"),
        (["--report", str(tmp_path / ("b" * 260 + ".md"))], "not a file name (too long)"),
    ):
        r = runner.invoke(app, ["crosscheck", "gnome-hollow", "--langs", "es,nl", *args])
        assert r.exit_code == 2, r.output
        assert problem in r.output and "internal error" not in r.output


def test_a_long_name_the_system_takes_is_written(tmp_path):
    """A 245-character name is a name, but the temp file beside it ('.<name>.<random>') was not: exit 70."""
    target = tmp_path / ("b" * 245 + ".yaml")
    r = runner.invoke(app, ["new-position", "mycelium", "-o", str(target)])
    assert r.exit_code == 0, r.output
    assert "Mycelium" in target.read_text(encoding="utf-8")
    too_long = runner.invoke(app, ["new-position", "mycelium", "-o", str(tmp_path / ("c" * 256 + ".yaml"))])
    assert too_long.exit_code == 2 and "not a file name (too long)" in too_long.output


def test_the_report_is_never_written_over_the_translation_it_checks(tmp_path):
    """`--file vertaling.md --report vertaling.md --force` replaced the translator's own text with the report
    (found as a Dutch translator keeping their translation in Markdown); refused before the work, in their
    language, and the translation is untouched. Another name still works with --force."""
    text = tmp_path / "vertaling.md"
    text.write_text("Opzet\n\nElke speler krijgt een bord.\n", encoding="utf-8")
    link = tmp_path / "link.md"
    link.symlink_to(text)
    for report in (text, tmp_path / "." / "vertaling.md", link):
        args = ["--file", str(text), "--report", str(report), "--force", "--lang", "nl"]
        r = runner.invoke(app, ["crosscheck", "gnome-hollow", "--langs", "es,nl", *args])
        assert r.exit_code == 2, r.output
        assert "een bestand dat deze opdracht leest" in r.output
    assert text.read_text(encoding="utf-8") == "Opzet\n\nElke speler krijgt een bord.\n"
