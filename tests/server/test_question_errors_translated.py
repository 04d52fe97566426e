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
