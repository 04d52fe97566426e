import pytest

from referee.engine import registry


@pytest.fixture
def fake_solstis(monkeypatch):
    """The tiny Solstis-like engine of fake_solstis.py stands in for the real one during one test."""
    from tests.ui.fake_solstis import ENGINE

    monkeypatch.setitem(registry._loaded, "solstis", ENGINE)
    return ENGINE


@pytest.fixture
def dispute_game(monkeypatch):
    """The partial Solstis-like game of dispute_game/ (facts of every kind) stands in for Solstis in one test."""
    from tests.ui.dispute_game import ENGINE

    monkeypatch.setitem(registry._loaded, "solstis", ENGINE)
    return ENGINE


def write(tmp_path, name: str, text: str):
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p
