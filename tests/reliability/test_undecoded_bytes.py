"""Bytes that are not UTF-8 on the command line or a pipe (a Latin-1 terminal, a stray byte): Python hands them
over as lone surrogates, which no encoder, YAML writer or terminal takes. Each was an internal error (exit 70) or a
broken game.yaml before the fix; now a clear message, exit 2 (a table session and a dispute go on)."""

import os
import subprocess
import sys
from pathlib import Path

from referee.rulebooks.corpus import clear_cache, games, passages


def referee(*args: str | bytes, stdin: bytes | None = None, env_lang: str = "C.UTF-8", cwd=None):
    env = {**os.environ, "LANG": env_lang, "LC_ALL": ""}
    r = subprocess.run(
        [sys.executable.encode(), b"-m", b"referee", *(a if isinstance(a, bytes) else a.encode() for a in args)],
        input=stdin,
        capture_output=True,
        timeout=120,
        env=env,
        cwd=cwd,
    )
    return r.returncode, r.stdout.decode("utf-8", "replace"), r.stderr.decode("utf-8", "replace")


def test_a_question_with_a_latin1_byte_is_bad_input_not_a_bug():
    code, out, err = referee("ask", b"Can I attack\xff a teammate?", "--game", "mycelium")
    assert code == 2, (code, err)
    assert "Traceback" not in err and "internal error" not in err
    assert err.strip() == "error: QUESTION: not UTF-8 text (byte 12)"


def test_the_message_is_in_the_users_language():
    code, _, err = referee("ask", b"\xbfPuedo conectar dos caminos?", env_lang="es_ES.UTF-8")
    assert code == 2 and "no es texto UTF-8 (byte 0)" in err, err


def test_a_table_session_says_so_and_goes_on():
    code, out, err = referee(
        "table", "--game", "mycelium", stdin=b"Can I attack\xff a teammate?\nCan I attack a teammate?\nquit\n"
    )
    assert code == 0, err
    assert "not UTF-8 text (byte 12)" in out + err
    assert "internal error" not in out + err
    assert "mycelium/en/" in out  # the next question is answered


def test_a_dispute_answer_with_a_bad_byte_is_asked_again():
    answers = b"\xff\xfe\nattack\ne5\nBlue Oyster\nblue\naction\nneither\n\n"
    code, out, err = referee("dispute", "mycelium", "--brief", stdin=answers)
    assert code == 1, (code, err[-400:])  # the verdict: illegal, as with the clean answers
    assert "internal error" not in out + err
    assert "not UTF-8 text (byte 0)" in out
    assert "\\udcff\\udcfe" in out  # the answer echoed, escaped


def test_add_a_file_whose_name_is_not_utf8_keeps_a_readable_game_yaml(tmp_path, monkeypatch):
    # a data dir of its own: the session's is shared, and other tests count its games
    monkeypatch.setenv("REFEREE_DATA_DIR", str(tmp_path / "data"))
    (tmp_path / "rules").mkdir()
    name = os.fsdecode(b"regles-\xe9t\xe9.txt")  # a Latin-1 file name
    (tmp_path / "rules" / name).write_text("# Setup\n\nEach player takes five tiles.\n")
    try:
        code, _, err = referee("add", os.fsencode(name), "--game", "latin-name", "--lang", "en", cwd=tmp_path / "rules")
        assert code == 0, err
        assert "warning" not in err, err  # the game.yaml it wrote reads back
        clear_cache()
        assert "latin-name" in games()
        assert len(passages("latin-name", "en")) == 1
        meta = Path(os.environ["REFEREE_DATA_DIR"]) / "rulebooks" / "latin-name" / "game.yaml"
        assert "original: regles-\\xe9t\\xe9.txt" in meta.read_text()
    finally:
        clear_cache()  # the corpus read under this test's data dir is not the next test's
