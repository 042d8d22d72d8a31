#!/usr/bin/env bash
# The version matrix (`make test-matrix`): check.sh on this machine, then in a chroot of each
# Debian suite in MATRIX_SUITES (built once by build.sh, cached in MATRIX_CACHE), then one table.
#   scripts/matrix/matrix.sh OUT_DIR
# Every column runs even when an earlier one failed; exits 1 when any column failed.
set -uo pipefail
here=$(dirname "$(realpath "$0")")
out=$(realpath -m "${1:-build/matrix}")
suites=${MATRIX_SUITES:-trixie sid}
cache=${MATRIX_CACHE:-/var/cache/spatialdp-matrix}
if [ "$(id -u)" != 0 ] && [ -n "$suites" ]; then
  echo "the chroots need root: run as root, or MATRIX_SUITES= for this machine only" >&2
  exit 2
fi
rm -rf "$out" && mkdir -p "$out"
columns=()

column() {  # column NAME COMMAND… — run one column, log its wall time
  local name=$1 start=$SECONDS
  shift
  echo "==== $name"
  "$@"
  echo "$((SECONDS - start))" > "$out/$name/wall_seconds"
  columns+=("$out/$name")
}

column host "$here/check.sh" "$out/host"
for suite in $suites; do
  start=$SECONDS
  mkdir -p "$out/$suite"
  # shellcheck disable=SC2086 # APT_PACKAGES is a list of words
  if "$here/build.sh" "$suite" "$cache/$suite" ${APT_PACKAGES:?set by the Makefile}; then
    echo "$((SECONDS - start))" > "$out/$suite/prepare_seconds"
    column "$suite" "$here/chroot-run.sh" "$cache/$suite" "$out/$suite"
    du -sm "$cache/$suite" | cut -f1 > "$out/$suite/disk_mb"
  else
    echo "the $suite chroot could not be built" | tee "$out/$suite/test.log"
    columns+=("$out/$suite")
  fi
done
python3 "$here/summary.py" "${columns[@]}"
