#!/usr/bin/env bash
# Build (once) a Debian chroot with the packages `make setup` installs, for the version matrix.
#   scripts/matrix/build.sh SUITE ROOT [PACKAGE…]
# ROOT is reused when it is complete (ROOT/.spatialdp-ready); a half-built tree is never reused:
# mmdebstrap writes into ROOT.partial, which is renamed only when it finished. The host's CA
# certificates are copied in on every call, so pip inside reaches the package index the host reaches.
set -euo pipefail
suite=$1 root=$2
shift 2
mirror=${MATRIX_MIRROR:-http://deb.debian.org/debian}

if [ ! -e "$root/.spatialdp-ready" ]; then
  command -v mmdebstrap >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mmdebstrap
  rm -rf "$root.partial" "$root"
  mkdir -p "$(dirname "$root")"
  echo "building the $suite chroot in $root (a few minutes, about 2 GB)"
  start=$SECONDS
  # Check-Valid-Until: sid's Release file may be older than its validity window on a mirror.
  mmdebstrap --variant=apt --format=directory \
    --aptopt='Acquire::Check-Valid-Until "false"' \
    --aptopt='APT::Install-Recommends "false"' \
    --include="make,ca-certificates,$(IFS=,; echo "$*")" \
    "$suite" "$root.partial" "$mirror"
  mv "$root.partial" "$root"
  echo "$suite built in $((SECONDS - start)) s" > "$root/.spatialdp-ready"
else
  # A cached chroot gets the packages added to the list since it was built (e.g. PostgreSQL).
  missing=()
  for p in "$@"; do
    chroot "$root" dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "installing into the cached $suite chroot: ${missing[*]}"
    # maintainer scripts (postgresql-common's) need /proc
    mount -t proc proc "$root/proc"
    trap 'umount -l "$root/proc" 2>/dev/null || true' EXIT
    DEBIAN_FRONTEND=noninteractive chroot "$root" dpkg --configure -a || true
    chroot "$root" apt-get -o Acquire::Check-Valid-Until=false update -qq
    DEBIAN_FRONTEND=noninteractive chroot "$root" apt-get install -y -qq --no-install-recommends "${missing[@]}"
    umount -l "$root/proc"
    trap - EXIT
  fi
fi

shopt -s nullglob
certs=(/usr/local/share/ca-certificates/*.crt)
if [ ${#certs[@]} -gt 0 ]; then
  mkdir -p "$root/usr/local/share/ca-certificates"
  cp "${certs[@]}" "$root/usr/local/share/ca-certificates/"
  chroot "$root" update-ca-certificates >/dev/null
fi
