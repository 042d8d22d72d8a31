"""A keyed fingerprint of a set of points, for the release register (docs/register.md).

The register must recognise the same points under another file name, format
or coordinate reference system. The plugin gives the points as WGS 84
longitude and latitude; each is rounded to a cell of :data:`TOLERANCE`
degrees (about 11 cm), so that the round trips of a reprojection (10⁻⁹ m)
and the decimals of a text format (15 significant digits) leave it in its
cell. Rows, fields and duplicates do not matter: the fingerprint is of the
*set* of cells.

It is a one-permutation MinHash sketch (P. Li, A. Owen, C.-H. Zhang, "One
Permutation Hashing", NeurIPS 2012): a keyed hash of each cell falls into one
of :data:`SLOTS` slots, and each slot keeps its smallest hash. Two sets keep
the same smallest hash in a slot with probability equal to their Jaccard
similarity (A. Broder, "On the resemblance and containment of documents",
1997), so a few points moved across a cell's border change a few slots, not
the fingerprint; :func:`core.register.similar` calls two fingerprints the
same data when 3/4 of their filled slots agree. A slot is stored as
:data:`BITS` bits of an HMAC-SHA256 (RFC 2104) of its smallest hash under the
register's secret key (b-bit minwise hashing: P. Li, A. C. König, "b-Bit
Minwise Hashing", WWW 2010): the register holds no location and, without the
key, nothing that can be checked against one; with the key, four bits of a
slot tell little about whether a given place is among the points.
"""

from __future__ import annotations

import hashlib
import hmac

import numpy as np
import numpy.typing as npt

from .arrays import Array

from .register import EMPTY_SLOT

#: the cell a coordinate is rounded to, in degrees (1e-6° ≈ 11 cm of latitude)
TOLERANCE = 1e-6
#: the sketch's slots (a power of 2) and the bits kept of each (one hexadecimal digit)
SLOTS, BITS = 64, 4
_SLOT_SHIFT = np.uint64(64 - SLOTS.bit_length() + 1)


def _mix(z: Array) -> Array:
    """SplitMix64's finaliser (S. Vigna), a bijection of 64-bit integers that spreads every bit."""
    z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return np.asarray(z ^ (z >> np.uint64(31)))


def fingerprint(lon: npt.ArrayLike, lat: npt.ArrayLike, key: bytes) -> str:
    """The fingerprint of the points at ``lon``, ``lat`` (WGS 84 degrees; non-finite ones are
    left out) under ``key``: :data:`SLOTS` characters, a hexadecimal digit per slot or
    :data:`~core.register.EMPTY_SLOT` for a slot no point fell into."""
    lon, lat = np.asarray(lon, dtype=float), np.asarray(lat, dtype=float)
    finite = np.isfinite(lon) & np.isfinite(lat)
    cells = [np.rint(c[finite] / TOLERANCE).astype(np.int64).view(np.uint64) for c in (lon, lat)]
    seeds = np.frombuffer(hmac.new(key, b"spatialdp cells", hashlib.sha256).digest(), dtype="<u8")
    with np.errstate(over="ignore"):
        hashes = np.sort(_mix(_mix(cells[0] ^ seeds[0]) ^ cells[1] ^ seeds[1]))
    slots = hashes >> _SLOT_SHIFT
    firsts = np.searchsorted(slots, np.arange(SLOTS, dtype=np.uint64))
    digits = []
    for slot, first in enumerate(firsts):
        if first == len(hashes) or slots[first] != slot:
            digits.append(EMPTY_SLOT)
            continue
        message = b"spatialdp slot %d %d" % (slot, int(hashes[first]))
        digits.append("%x" % (hmac.new(key, message, hashlib.sha256).digest()[0] >> (8 - BITS)))
    return "".join(digits)
