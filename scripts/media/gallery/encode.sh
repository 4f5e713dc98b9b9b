set -e
cd /tmp/gal
for f in src/*.png; do n=$(basename $f .png)
  cwebp -quiet -q 88 -m 6 $f -o /work/main/public/images/gallery/$n.webp
  convert $f -resize 600x400 /tmp/gal/t.png
  cwebp -quiet -q 86 -m 6 /tmp/gal/t.png -o /work/main/public/images/gallery/$n-600.webp
done
ls -la /work/main/public/images/gallery | awk '{print $5, $9}'
