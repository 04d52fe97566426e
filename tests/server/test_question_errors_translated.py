"""An empty or over-long question is refused in the asker's language, on the command line and on the page: it was
English under a Spanish, Dutch or Russian label (found asking as new users)."""

import pytest
from typer.testing import CliRunner

from referee.cli.app import app

runner = CliRunner()


@pytest.mark.parametrize(
    ("lang", "said"), [("es", "la pregunta está vacía"), ("nl", "de vraag is leeg"), ("ru", "вопрос пуст")]
)
def test_an_empty_question_is_refused_in_the_askers_language(lang, said):
    r = runner.invoke(app, ["ask", "  ", "--lang", lang])
    assert r.exit_code == 2
    assert said in r.output and "empty" not in r.output


def test_the_page_refuses_a_long_question_in_spanish(client):
    page = client.get("/", query_string={"lang": "es", "q": "a" * 600}).get_data(as_text=True)
    assert "la pregunta tiene 600 caracteres; como mucho 500" in page
    assert "characters; at most" not in page


@pytest.mark.parametrize("q", ["%00", "%E2%80%8B%E2%80%8B", "%3F%3F%3F", "%00hola%00", "12345", "%1B%5B2J"])
def test_a_question_of_no_words_is_refused_not_answered_with_the_contents(client, q):
    # a NUL or zero-width question was answered `answered: true` with the table of contents (found by the attacker)
    r = client.get(f"/api/ask?q={q}")
    if q == "%00hola%00":  # the word survives the control characters: a real lookup
        assert r.status_code == 200 and r.json["question"] == "hola"
    else:
        assert r.status_code == 400 and r.json["field"] == "q"


def test_a_nul_question_on_the_command_line_is_refused():
    r = runner.invoke(app, ["ask", "\x00", "--json"])
    assert r.exit_code == 2


@pytest.mark.parametrize("q", ["%FF%FE%FD", "Can%20I%20attack%FF", "Puedo%20atacar%E9"])
def test_a_question_whose_bytes_are_not_utf8_is_refused_naming_the_byte(client, q):
    # Werkzeug leaves such bytes percent-encoded: "%FF%FE%FD" was looked up as the words "FF FE FD" (found by attack6)
    r = client.get(f"/api/ask?q={q}")
    assert r.status_code == 400, r.json
    assert r.json["field"] == "q" and r.json["error"].startswith("not UTF-8 text (byte ")


def test_the_page_says_a_question_is_not_utf8_in_the_askers_language(client):
    r = client.get("/?lang=es&q=Puedo%20atacar%E9")
    page = r.get_data(as_text=True)
    assert r.status_code == 200
    assert "no es texto UTF-8 (byte 12)" in page
    assert 'value="Puedo atacar%E9"' in page  # the question kept in the box as it came


def test_a_percent_sign_the_user_typed_is_still_a_question(client):
    r = client.get("/api/ask?q=Can%20I%20attack%2525FF")  # "Can I attack%25FF" typed: valid UTF-8
    assert r.status_code == 200


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "the question has no words, only signs: '???'"),
        ("es", "la pregunta no tiene palabras, solo signos: '???'"),
        ("ru", "в вопросе нет слов, только знаки: '???'"),
    ],
)
def test_a_question_of_signs_only_is_not_called_empty(lang, said):
    # '???' or a row of emoji was 'the question is empty': the asker looked for a quoting problem
    r = runner.invoke(app, ["ask", "???", "--lang", lang])
    assert r.exit_code == 2
    assert said in r.output and "empty" not in r.output and "vacía" not in r.output
