#!/usr/bin/env bash
# One column of the version matrix, run inside the environment under test (this machine or a
# chroot): `make test` with GDAL's Python exceptions on (as the QGIS application has them from
# 3.38), then a qgis_process run of every algorithm (smoke.py), then the versions (facts.py).
#   scripts/matrix/check.sh OUT_DIR        (from the checkout; make variables such as TORCH=0 and
#                                           VENV=… come from the environment)
# Writes OUT_DIR/{test.log,junit.xml,smoke.log,facts.json,status}; exits 1 when a step failed.
set -uo pipefail
cd "$(dirname "$0")/../.."
out=$(realpath -m "$1")
mkdir -p "$out"
rm -f "$out"/{test.log,junit.xml,smoke.log,facts.json,status}
venv=${VENV:-.venv}

start=$SECONDS
SPATIALDP_GDAL_EXCEPTIONS=1 PYTEST_ADDOPTS="--junitxml=$out/junit.xml ${PYTEST_ADDOPTS:-}" \
  make --no-print-directory test 2>&1 | tee "$out/test.log"
test_status=${PIPESTATUS[0]}
test_seconds=$((SECONDS - start))

start=$SECONDS
if [ -x "$venv/bin/python" ]; then
  "$venv/bin/python" scripts/matrix/smoke.py "$out/smoke" 2>&1 | tee "$out/smoke.log"
  smoke_status=${PIPESTATUS[0]}
else
  echo "no virtual environment: make setup failed" | tee "$out/smoke.log"
  smoke_status=1
fi
smoke_seconds=$((SECONDS - start))

"${venv}/bin/python" scripts/matrix/facts.py "$test_status" "$test_seconds" "$smoke_status" "$smoke_seconds" \
  > "$out/facts.json" || echo '{}' > "$out/facts.json"
[ "$test_status" = 0 ] && [ "$smoke_status" = 0 ]
echo $? > "$out/status"
exit "$(cat "$out/status")"
