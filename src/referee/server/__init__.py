"""`referee serve`: one local web page (and a JSON API) over the same library the CLI uses.

A second face, not a second implementation: lookups go to ``referee.index.search.ask``, checks to the
game engines through ``referee.server.positions`` (the in-memory twin of ``referee.adjudicator.check``).
"""

from referee.server.app import create_app

__all__ = ["create_app"]
