"""The schemas of what an index folder stores (checked on every read of the cache: a manifest or rules.json
of the wrong shape is treated as absent). Apart from store.py so that pydantic is imported only when a
cache folder is read, not when a question is answered from the shipped index."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StringConstraints

Sha256 = Annotated[str, StringConstraints(pattern=r"^[0-9a-f]{64}$")]
FileName = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9_][A-Za-z0-9_.-]{0,80}$")]  # never a path
RuleId = Annotated[str, StringConstraints(pattern=r"^[a-z0-9-]+(\.[a-z0-9-]+)+$")]


class StoredFiles(BaseModel):
    """What every checksummed folder's manifest has: a SHA-256 per file, by plain file name."""

    model_config = ConfigDict(extra="allow")
    files: dict[FileName, Sha256]


class IndexManifest(StoredFiles):
    """The manifest of a search index: what it was built from, and every file the search reads."""

    format: int
    key: Annotated[str, StringConstraints(pattern=r"^[0-9a-f]{16}$")]
    corpus_hash: str
    encoder: str
    encoder_version: str | None = None
    sources: str = ""  # store.sources_stamp: the cheap check a question makes
    dim: int = Field(ge=1)
    passages: int = Field(ge=0)
    games: list[str] = Field(default_factory=list)
    langs: list[str] = Field(default_factory=list)
    concepts: int = 0
    built_at: str = ""
    build_seconds: float = 0.0


class StoredRules(BaseModel):
    """``rules.json``: passage id -> ids of the engine rules citing it, and the engines it was made from."""

    model_config = ConfigDict(extra="forbid")
    engines: str
    rule_ids: dict[str, list[RuleId]]
