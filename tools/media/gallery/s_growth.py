import random
from lib import *

def trophy(cx, top, s=1.0):
    o = path(f'M{cx - 34 * s} {top} L{cx + 34 * s} {top} Q{cx + 32 * s} {top + 60 * s} {cx} {top + 70 * s} Q{cx - 32 * s} {top + 60 * s} {cx - 34 * s} {top}Z', AMBER)
    o += path(f'M{cx - 34 * s} {top + 10 * s} Q{cx - 56 * s} {top + 12 * s} {cx - 50 * s} {top + 32 * s} Q{cx - 44 * s} {top + 46 * s} {cx - 26 * s} {top + 46 * s}', stroke=AMBER, sw=7 * s)
    o += path(f'M{cx + 34 * s} {top + 10 * s} Q{cx + 56 * s} {top + 12 * s} {cx + 50 * s} {top + 32 * s} Q{cx + 44 * s} {top + 46 * s} {cx + 26 * s} {top + 46 * s}', stroke=AMBER, sw=7 * s)
    o += rect(cx - 7 * s, top + 68 * s, 14 * s, 22 * s, '#d88a0c') + rect(cx - 26 * s, top + 88 * s, 52 * s, 14 * s, NAVY, rx=3 * s)
    o += path(f'M{cx} {top + 16 * s} l5 12 13 1 -10 8 4 13 -12 -7 -12 7 4 -13 -10 -8 13 -1z', WHITE, extra='opacity=".85"')
    return o

def celebration():
    random.seed(7)
    o = rect(0, 0, 1200, 800, NAVY)
    o += path('M0 0 L1200 0 L1200 120 Q600 190 0 120Z', NAVY2)
    # stage and banner
    o += rect(0, 620, 1200, 180, '#0a2249') + rect(0, 612, 1200, 14, AMBER)
    o += rect(290, 90, 620, 120, WHITE, rx=16) + text(600, 148, 'Annual Day', 44, NAVY, 800) + text(600, 186, 'Celebrating our people', 24, RUST, 700)
    for x in [250, 950]:
        o += path(f'M{x} 60 L{x + 1} 60', stroke=AMBER, sw=1)
    # balloons
    for x, y, col in [(120, 150, AMBER), (190, 210, '#7fb2ff'), (80, 260, GREEN3), (1080, 150, '#7fb2ff'), (1010, 220, AMBER), (1120, 270, GREEN3)]:
        o += path(f'M{x} {y + 52} Q{x + 14} {y + 120} {x - 6} {y + 200}', stroke='#c9d6ee', sw=2)
        o += f'<ellipse cx="{x}" cy="{y}" rx="40" ry="50" fill="{col}"/>' + path(f'M{x - 7} {y + 56} L{x + 7} {y + 56} L{x} {y + 46}Z', col)
        o += f'<ellipse cx="{x - 14}" cy="{y - 18}" rx="8" ry="13" fill="#ffffff" opacity=".35"/>'
    # confetti
    cols = [AMBER, '#7fb2ff', GREEN3, '#f87171', WHITE]
    for i in range(70):
        x, y = random.uniform(20, 1180), random.uniform(20, 560)
        if 280 < x < 920 and 80 < y < 220:
            continue
        o += rect(round(x), round(y), 14, 7, random.choice(cols), rx=2, extra=f'transform="rotate({random.randint(0, 180)} {x + 7:.0f} {y + 3:.0f})"')
    # the team on stage, the centre person lifting the award
    team = [(240, SKINS[3], GREEN2, HAIR[1], 'long', 'up'), (410, SKINS[0], BLUE, HAIR[0], 'short', None),
            (600, SKINS[4], AMBER, HAIR[0], 'short', 'up'), (790, SKINS[1], RUST, HAIR[2], 'bun', None), (960, SKINS[2], '#7e22ce', HAIR[0], 'short', 'up')]
    o += trophy(668, 290, 1.05)
    for x, sk, sh, hr, st, arm in team:
        o += person(x, 690 if x != 600 else 700, 1.25, sk, sh, '#e2e8f0' if x == 600 else INK, hr, st, collar=WHITE, arm=arm)
    return svg(o, NAVY)

def sapling(x, base, s=1.0):
    """A young sandalwood tree: slim trunk and small oval leaves."""
    o = path(f'M{x} {base} L{x} {base - 120 * s}', stroke=BROWN, sw=7 * s)
    o += path(f'M{x} {base - 70 * s} L{x - 26 * s} {base - 100 * s} M{x} {base - 90 * s} L{x + 24 * s} {base - 118 * s}', stroke=BROWN, sw=4 * s)
    for dx, dy, rr in [(0, -150, 34), (-30, -118, 26), (30, -128, 26), (-14, -176, 22), (18, -170, 22)]:
        o += f'<ellipse cx="{x + dx * s:.1f}" cy="{base + dy * s:.1f}" rx="{rr * s:.1f}" ry="{rr * .78 * s:.1f}" fill="{GREEN if (dx + dy) % 3 else GREEN2}"/>'
    return o

def farm_visit():
    o = circle(940, 150, 110, '#fde7b8') + circle(940, 150, 72, AMBER)
    for cx, cy in [(260, 120), (600, 90)]:
        o += rect(cx - 70, cy, 140, 34, WHITE, rx=17) + circle(cx - 20, cy, 30, WHITE) + circle(cx + 24, cy + 4, 22, WHITE)
    for x, y in [(420, 200), (455, 185), (700, 170)]:
        o += path(f'M{x - 12} {y} Q{x - 6} {y - 8} {x} {y} Q{x + 6} {y - 8} {x + 12} {y}', stroke=NAVY, sw=3)
    o += path('M0 300 Q180 220 380 280 Q560 200 780 270 Q980 210 1200 260 L1200 800 L0 800Z', '#b7c7e3')
    o += path('M0 340 Q300 270 620 330 T1200 310 L1200 800 L0 800Z', '#8fbf7f')
    o += rect(1020, 290, 70, 44, WHITE) + path('M1010 292 L1055 262 L1100 292Z', RUST) + rect(1046, 308, 16, 26, NAVY)
    o += path('M0 430 Q400 360 800 420 T1200 400 L1200 800 L0 800Z', '#5aa36b')
    # rows of young sandalwood
    for row, (y, s, n, off) in enumerate([(440, .5, 12, 40), (520, .68, 9, 70), (620, .9, 7, 20)]):
        for i in range(n):
            o += sapling(off + i * (1200 / n) + (row * 20), y, s)
        o += path(f'M0 {y + 6} Q600 {y - 14} 1200 {y + 6}', stroke='#4b8f5b', sw=4)
    # dirt path
    o += path('M520 800 Q600 680 700 600 Q760 560 820 520 L850 525 Q790 580 760 640 Q700 730 690 800Z', SAND)
    # signboard
    o += rect(118, 520, 10, 140, BROWN) + rect(262, 520, 10, 140, BROWN)
    o += rect(90, 470, 210, 96, WHITE, rx=10, extra=f'stroke="{NAVY}" stroke-width="5"')
    o += text(195, 508, 'Vishwas', 26, NAVY, 800) + text(195, 542, 'Sandalwood', 26, GREEN, 800)
    # the visit: a farmer and two team members, one with a clipboard
    o += person(760, 770, 1.15, SKINS[2], WHITE, '#e2e8f0', HAIR[3], 'cap', arm='pointl')
    o += path('M730 548 L790 548', stroke='#e2e8f0', sw=1)
    o += person(900, 780, 1.2, SKINS[3], NAVY, INK, HAIR[1], 'long', collar=WHITE)
    o += rect(920, 600, 54, 70, AMBER, rx=6) + rect(928, 610, 38, 52, WHITE, rx=3) + lines(934, 620, [26, 20, 24], SKY, 5, 12)
    o += person(1050, 775, 1.1, SKINS[0], GREEN2, INK, HAIR[0], 'short', collar=WHITE, arm='up')
    o += rect(1088, 480, 30, 16, NAVY, rx=6)
    return svg(o, CREAM)
