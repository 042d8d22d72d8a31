#!/usr/bin/env bash
# The version matrix (`make test-matrix`): check.sh on this machine, then in a chroot of each
# Debian suite in MATRIX_SUITES (built once by build.sh, cached in MATRIX_CACHE), then one table.
#   scripts/matrix/matrix.sh OUT_DIR
# MATRIX_TORCH=debian (`make test-matrix-torch`): the chroots get Debian's own PyTorch
# (python3-torch) and are cached apart, as MATRIX_CACHE/<suite>-torch, so the plain chroots stay
# without it; the host column is left out (Debian 12's python3-torch is 1.13; the host's venv has
# the index's torch and runs in `make test-matrix`).
# Every column runs even when an earlier one failed; exits 1 when any column failed.
set -uo pipefail
here=$(dirname "$(realpath "$0")")
out=$(realpath -m "${1:-build/matrix}")
suites=${MATRIX_SUITES:-trixie sid}
cache=${MATRIX_CACHE:-/var/cache/spatialdp-matrix}
case ${MATRIX_TORCH:-} in
  "") suffix="" extra=() ;;
  debian) suffix="-torch" extra=(python3-torch) ;;
  *) echo "MATRIX_TORCH is empty or debian, not '$MATRIX_TORCH'" >&2; exit 2 ;;
esac
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

[ -n "$suffix" ] || column host "$here/check.sh" "$out/host"
for suite in $suites; do
  name=$suite$suffix start=$SECONDS
  mkdir -p "$out/$name"
  # shellcheck disable=SC2086 # APT_PACKAGES is a list of words
  if "$here/build.sh" "$suite" "$cache/$name" ${APT_PACKAGES:?set by the Makefile} "${extra[@]}"; then
    echo "$((SECONDS - start))" > "$out/$name/prepare_seconds"
    column "$name" "$here/chroot-run.sh" "$cache/$name" "$out/$name"
    du -sm "$cache/$name" | cut -f1 > "$out/$name/disk_mb"
  else
    echo "the $name chroot could not be built" | tee "$out/$name/test.log"
    columns+=("$out/$name")
  fi
done
python3 "$here/summary.py" "${columns[@]}"
