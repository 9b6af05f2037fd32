#!/usr/bin/env bash
# Writes src/fonts/ibm-plex-sans-arabic-{400,600}.woff2: IBM Plex Sans Arabic (from
# @fontsource/ibm-plex-sans-arabic) cut down to the Arabic block (U+0600-06FF: letters, marks,
# Arabic punctuation and digits) and the joiners and direction marks, with every OpenType layout
# feature kept, so contextual forms and ligatures still shape. About 30 KiB each instead of 43-46.
# The files are committed; run this (needs pyftsubset: `apt-get install fonttools python3-brotli`)
# only to regenerate them after a font update. Text outside the kept range is drawn in the local
# fallback face of src/arabicFont.css.
set -euo pipefail
cd "$(dirname "$0")/.."
files=node_modules/@fontsource/ibm-plex-sans-arabic/files
for weight in 400 600; do
  pyftsubset "$files/ibm-plex-sans-arabic-arabic-$weight-normal.woff2" \
    --unicodes='U+0600-06FF,U+200C-200F' \
    --layout-features='*' \
    --flavor=woff2 \
    --output-file="src/fonts/ibm-plex-sans-arabic-$weight.woff2"
done
ls -l src/fonts
