#!/usr/bin/env bash
# Run check.sh inside a chroot built by build.sh, on a fresh copy of the checkout.
#   scripts/matrix/chroot-run.sh ROOT OUT_DIR
# Re-executes itself in a private mount namespace (unshare), so /proc, /sys, /dev, /tmp and the
# output folder are mounted for this run only: they disappear with it even when it is killed,
# and the trap unmounts them on a normal exit. The copy is the checkout's files (tracked and
# untracked, not ignored) in ROOT/root/spatialdp; the venv lives in ROOT/root/venv, so it is
# reused by the next run. pip installs no PyTorch (TORCH=0): the index's torch wheel is a 4.8 GB
# CUDA build there. A chroot built with Debian's python3-torch (make test-matrix-torch) has it in
# the system Python, which the venv sees (--system-site-packages).
set -euo pipefail
root=$(realpath "$1") out=$(realpath -m "$2")
if [ -z "${SPATIALDP_MATRIX_NS:-}" ]; then
  exec env SPATIALDP_MATRIX_NS=1 unshare --mount --propagation private "$0" "$@"
fi
repo=$(realpath "$(dirname "$0")/../..")

mounted=()
cleanup() {
  local i
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do umount -l "${mounted[i]}" 2>/dev/null || true; done
}
trap cleanup EXIT
mnt() {  # mnt TARGET MOUNT-ARGS…
  mount "${@:2}" "$1"
  mounted+=("$1")
}
mnt "$root/proc" -t proc proc
mnt "$root/sys" -t sysfs sysfs
mnt "$root/dev" --rbind /dev
mnt "$root/tmp" -t tmpfs -o size=8g tmpfs
mkdir -p "$out" "$root/matrix-out"
mnt "$root/matrix-out" --bind "$out"
cp /etc/resolv.conf "$root/etc/resolv.conf"

rm -rf "$root/root/spatialdp" && mkdir -p "$root/root/spatialdp"
git -C "$repo" ls-files -z --cached --others --exclude-standard \
  | tar -C "$repo" --null -T - --ignore-failed-read -cf - 2>/dev/null \
  | tar -C "$root/root/spatialdp" -xpf -
# The copy is a clone's worth of git, as a user's checkout: `make zip` and the docs check list the
# tracked files with git ls-files.
chroot "$root" git -C /root/spatialdp init -q
chroot "$root" git -C /root/spatialdp add -A
chroot "$root" git -C /root/spatialdp -c user.name=matrix -c user.email=matrix@localhost commit -qm "the checkout under test"

chroot "$root" env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
  HOME=/root LANG=C.UTF-8 TERM="${TERM:-dumb}" TORCH=0 VENV=/root/venv \
  PIP_CERT=/etc/ssl/certs/ca-certificates.crt PIP_DISABLE_PIP_VERSION_CHECK=1 \
  /root/spatialdp/scripts/matrix/check.sh /matrix-out
