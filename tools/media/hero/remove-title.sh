#!/bin/sh
# Takes the title out of the home page's banner video and its poster images (public/media/hero/).
#
# The banner's frames had the company name and tagline drawn into them ("Vishwas Group / Business services and
# everyday products"), and the carousel's caption shows the same two lines below them (pages/index.yaml), so
# the first slide said everything twice. The title and the orange bar above it stand on an even sky gradient:
# ffmpeg's delogo filter paints each box over from the pixels around it, which leaves the gradient. The boxes
# are fixed per format (the title fades in and rises a few pixels in the first second; the boxes cover its whole
# path and stay clear of the clouds above it and the service icons below it).
#
# Needs ffmpeg (with libx264) and cwebp/dwebp: apt-get install -y ffmpeg webp. Run from the repository root on
# the files as they were before (git show 4ae1376:public/media/hero/banner-desktop.mp4 > in/banner-desktop.mp4, and
# the same for banner-mobile.mp4, banner.webp and banner-mobile.webp):
#   sh tools/media/hero/remove-title.sh in public/media/hero
set -eu
in=$1
out=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

DESKTOP='delogo=x=90:y=152:w=86:h=18,delogo=x=88:y=184:w=576:h=142'  # 1280x720: bar, then title and tagline
MOBILE='delogo=x=52:y=101:w=84:h=19,delogo=x=48:y=136:w=544:h=196'   # 720x900

video() { # source, filter, destination: H.264 High, yuv420p, no sound, index up front for streaming
  ffmpeg -v error -y -i "$1" -vf "$2" -c:v libx264 -profile:v high -pix_fmt yuv420p -crf 26 -preset veryslow \
    -movflags +faststart -an "$3"
}
picture() { # source WebP, filter, destination WebP
  dwebp -quiet "$1" -o "$tmp/in.png"
  ffmpeg -v error -y -i "$tmp/in.png" -vf "$2" "$tmp/out.png"
  cwebp -quiet -q 80 -m 6 "$tmp/out.png" -o "$3"
}

video "$in/banner-desktop.mp4" "$DESKTOP" "$out/banner-desktop.mp4"
video "$in/banner-mobile.mp4" "$MOBILE" "$out/banner-mobile.mp4"
picture "$in/banner.webp" "$DESKTOP" "$out/banner.webp"
picture "$in/banner-mobile.webp" "$MOBILE" "$out/banner-mobile.webp"
ls -l "$out/banner-desktop.mp4" "$out/banner-mobile.mp4" "$out/banner.webp" "$out/banner-mobile.webp"
