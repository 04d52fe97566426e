"""The `referee` command line (one module per command group; see app.py).

One BLAS thread for the command line, unless the environment says otherwise: its matrix products are a few
hundred rows (numpy's own sums, the encoders use their own threads), and starting OpenBLAS's thread pool
costs ~50 ms of every command's start on a 2-core machine (numpy's import: 120 ms -> 65 ms measured).
Set here, before anything imports numpy; the library (tests, the server) is left alone.
"""

import os

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
