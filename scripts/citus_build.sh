#!/bin/bash
# Builds and installs the Citus extension (distributed PostgreSQL) from a pinned source tarball
# into Debian's PostgreSQL, once: a second run with the same tarball does nothing. Used by
# `make test-citus` (docs/citus.md). Debian 12 has no Citus package.
#
#   CITUS_TARBALL   the source (default ../shared/vendor/citus-13.0.4.tar.gz beside the repository)
#   CITUS_BUILD_DIR where it is unpacked and compiled (default build/citus)
#
# Needs root (apt-get and the PostgreSQL library directory), like `make apt`. About 4 minutes on
# two cores the first time; seconds afterwards.
set -euo pipefail

REPO=$(cd "$(dirname "$0")/.." && pwd)
CITUS_VERSION=13.0.4
CITUS_SHA256=dbc78c9973d069d0f3c8677896a7aed91f39def2924245733d3c35ae49cd25d7
CITUS_TARBALL=${CITUS_TARBALL:-$REPO/../shared/vendor/citus-$CITUS_VERSION.tar.gz}
CITUS_BUILD_DIR=${CITUS_BUILD_DIR:-$REPO/build/citus}
SUDO=$([ "$(id -u)" = 0 ] || echo sudo)

PG_MAJOR=$(pg_config --version | sed -E 's/^PostgreSQL ([0-9]+).*/\1/')
STAMP=$(pg_config --sharedir)/extension/citus.spatialdp-build

if [ -f "$(pg_config --pkglibdir)/citus.so" ] && [ "$(cat "$STAMP" 2>/dev/null)" = "$CITUS_SHA256" ]; then
  echo "citus $CITUS_VERSION already installed for PostgreSQL $PG_MAJOR"
  exit 0
fi

[ -f "$CITUS_TARBALL" ] || { echo "no Citus source at $CITUS_TARBALL (set CITUS_TARBALL)" >&2; exit 1; }
echo "$CITUS_SHA256  $CITUS_TARBALL" | sha256sum -c --quiet - \
  || { echo "$CITUS_TARBALL is not the pinned citus-$CITUS_VERSION source" >&2; exit 1; }

missing=""
for p in postgresql-server-dev-$PG_MAJOR liblz4-dev libzstd-dev libkrb5-dev build-essential; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
  echo "installing:$missing"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing
fi

rm -rf "$CITUS_BUILD_DIR" && mkdir -p "$CITUS_BUILD_DIR"
tar xzf "$CITUS_TARBALL" -C "$CITUS_BUILD_DIR" --strip-components=1
cd "$CITUS_BUILD_DIR"
# No libcurl: it only serves Citus's anonymous usage statistics, which a test cluster must not send.
./configure --without-libcurl --quiet
nice -n 10 make -s -j"$(nproc)" with_llvm=no
$SUDO make -s install with_llvm=no
echo "$CITUS_SHA256" | $SUDO tee "$STAMP" > /dev/null
echo "citus $CITUS_VERSION installed for PostgreSQL $PG_MAJOR"
