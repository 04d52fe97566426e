"""A question about a described position is answered in the question's language, verdict and all, as `referee ask`
answers (found by the session-21 new-user tester: "¿puedo colocar estas losetas?" got "LEGAL the move is
allowed ... Why ... held" in English); --lang still says otherwise, and at the table a `check` after a question
answers in that question's language."""

from typer.testing import CliRunner

from referee.cli.app import app

runner = CliRunner()


def _template(tmp_path, game="gnome-hollow"):
    path = tmp_path / "pos.yaml"
    assert runner.invoke(app, ["new-position", game, "-o", str(path)]).exit_code == 0
    return str(path)


def test_ask_with_a_position_answers_in_the_questions_language(tmp_path):
    path = _template(tmp_path)
    r = runner.invoke(app, ["ask", "¿puedo colocar estas losetas?", "--position", path], env={"LANG": "C"})
    assert r.exit_code == 0 and "PERMITIDA" in r.stdout and "Por qué" in r.stdout, r.stdout[:400]
    r = runner.invoke(app, ["ask", "mag ik deze tegels leggen?", "--position", path], env={"LANG": "C"})
    assert "TOEGESTAAN" in r.stdout.upper() and "LEGAL " not in r.stdout, r.stdout[:400]
    r = runner.invoke(app, ["ask", "¿puedo colocar estas losetas?", "--position", path, "--lang", "en"])
    assert "LEGAL" in r.stdout and "PERMITIDA" not in r.stdout


def test_a_table_check_after_a_spanish_question_answers_in_spanish(tmp_path):
    path = _template(tmp_path)
    lines = f"¿cuántas losetas coloco en mi turno?\ncheck {path}\nquit\n"
    r = runner.invoke(app, ["table", "--game", "gnome-hollow"], input=lines, env={"LANG": "C"})
    assert r.exit_code == 0 and "PERMITIDA" in r.stdout and "the move is allowed" not in r.stdout
