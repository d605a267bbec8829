#!/bin/sh
# Renders the app icons of the web app manifest from the SVG logo (Debian: apt-get install librsvg2-bin).
# The PNGs are committed; run this again only when the logo changes.
set -eu
cd "$(dirname "$0")/.."
out=public/icons
mkdir -p "$out"
rsvg-convert -w 192 -h 192 public/logo.svg -o "$out/icon-192.png"
rsvg-convert -w 512 -h 512 public/logo.svg -o "$out/icon-512.png"
# Maskable: full-bleed background, the mark inside the central safe zone (80 % circle).
rsvg-convert -w 512 -h 512 pwa-icons/maskable.svg -o "$out/icon-maskable-512.png"
rsvg-convert -w 180 -h 180 pwa-icons/maskable.svg -o "$out/apple-touch-icon.png"
