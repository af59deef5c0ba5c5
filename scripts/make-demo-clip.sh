#!/usr/bin/env sh
# Generates the demo stream's clip: 60 s, 854x480, WebM (VP9 video + Opus audio), under 2 MB.
# Debian's Chromium plays VP9/Opus without proprietary codecs, which it may lack for H.264.
# Needs ffmpeg (Debian: apt-get install -y ffmpeg). Run from the repository root.
set -eu

out="src/server/embed/assets/demo-clip.webm"
mkdir -p "$(dirname "$out")"

# A synthetic test pattern with a running clock and a quiet tone: nothing copyrighted, and the
# clock makes seeking and resuming easy to check by eye.
font=$(fc-match -f '%{file}' monospace 2>/dev/null || true)
label="NEXUS DEMO STREAM"
if [ -n "$font" ]; then
  text="drawtext=fontfile=$font:text='$label':fontcolor=white:fontsize=36:x=(w-text_w)/2:y=40:box=1:boxcolor=black@0.6:boxborderw=12,drawtext=fontfile=$font:text='%{pts\\:hms}':fontcolor=white:fontsize=48:x=(w-text_w)/2:y=h-110:box=1:boxcolor=black@0.6:boxborderw=12"
else
  text="null"
fi

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc2=size=854x480:rate=24:duration=60" \
  -f lavfi -i "sine=frequency=220:sample_rate=48000:duration=60" \
  -vf "$text" \
  -c:v libvpx-vp9 -b:v 180k -minrate 90k -maxrate 260k -deadline good -cpu-used 4 -row-mt 1 \
  -g 48 -pix_fmt yuv420p \
  -af "volume=0.15" -c:a libopus -b:a 24k \
  "$out"

ls -l "$out"
