"""Small helpers for flat vector scenes in the site's palette (1200x800)."""
NAVY = '#0b2a5b'; NAVY2 = '#163d7a'; BLUE = '#1d4ed8'; SKY = '#c9d6ee'; TINT = '#e0e9ff'; PALE = '#eef3fb'
AMBER = '#f5a524'; AMBER_L = '#fbd38d'; CREAM = '#fdf3dc'; CREAM2 = '#f8e7c3'; SAND = '#e8d5a8'
GREEN = '#2f855a'; GREEN2 = '#48a36b'; GREEN3 = '#86c28b'; GREEN_L = '#dcf5e4'; LEAF = '#3f9a5c'
RUST = '#c2410c'; BROWN = '#8a5a2b'; WHITE = '#ffffff'; GREY = '#cbd5e1'; GREY2 = '#94a3b8'; INK = '#1f2937'
SKINS = ['#8d5524', '#a0623a', '#6b4226', '#c68642', '#7a4a2a', '#b5774b']
HAIR = ['#1f1a17', '#2d2420', '#3b2a20', '#241a14']

def svg(body, bg=CREAM):
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">'
            f'<rect width="1200" height="800" fill="{bg}"/>{body}</svg>')

def rect(x, y, w, h, fill, rx=0, extra=''):
    return f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="{rx}" fill="{fill}" {extra}/>'

def circle(cx, cy, r, fill, extra=''):
    return f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{fill}" {extra}/>'

def path(d, fill='none', stroke=None, sw=0, extra=''):
    s = f' stroke="{stroke}" stroke-width="{sw}" stroke-linecap="round" stroke-linejoin="round"' if stroke else ''
    return f'<path d="{d}" fill="{fill}"{s} {extra}/>'

def text(x, y, t, size=24, fill=NAVY, weight=700, anchor='middle', extra=''):
    return (f'<text x="{x}" y="{y}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="{size}" '
            f'font-weight="{weight}" fill="{fill}" text-anchor="{anchor}" {extra}>{t}</text>')

def shadow(cx, cy, rx, ry=None, op=.12):
    return f'<ellipse cx="{cx}" cy="{cy}" rx="{rx}" ry="{ry or rx * .18}" fill="#0b2a5b" opacity="{op}"/>'

def head(cx, cy, r, skin, hair, style='short'):
    """A head with hair: short (cap), long (falls to shoulders), bun, cap (a cap colour in hair)."""
    out = circle(cx, cy, r, skin)
    if style in ('short', 'long', 'bun'):
        out += path(f'M{cx - r} {cy + r * .05} A{r} {r} 0 0 1 {cx + r} {cy + r * .05} '
                    f'Q{cx + r * .55} {cy - r * .55} {cx - r * .2} {cy - r * .45} Q{cx - r * .8} {cy - r * .3} {cx - r} {cy + r * .05}Z', hair)
    if style == 'bun':
        out += circle(cx + r * .15, cy - r * 1.05, r * .42, hair)
    if style == 'cap':
        out += path(f'M{cx - r} {cy - r * .05} A{r} {r} 0 0 1 {cx + r} {cy - r * .05}Z', hair)
        out += rect(cx, cy - r * .22, r * 1.4, r * .3, hair, rx=r * .12)
    return out

def back_head(cx, cy, r, skin, hair, style='short'):
    """A head seen from behind: hair over all but a sliver of neck."""
    out = circle(cx, cy, r, skin)
    if style == 'long':
        out += rect(cx - r, cy - r * .2, r * 2, r * 1.9, hair, rx=r * .7)
    out += circle(cx, cy - r * .14, r * .98, hair)
    if style == 'bun':
        out += circle(cx, cy - r * 1.05, r * .42, hair)
    return out

def hair_back(cx, cy, r, hair):
    """Long hair behind the head and shoulders; draw before the body."""
    return rect(cx - r * 1.15, cy - r * .3, r * 2.3, r * 2.2, hair, rx=r * .95)

def torso(cx, top, w, h, fill, collar=None):
    """Rounded shoulders and a body, its top centre at (cx, top)."""
    r = w * .42
    d = (f'M{cx - w / 2} {top + h} L{cx - w / 2} {top + r} Q{cx - w / 2} {top} {cx - w / 2 + r} {top} '
         f'L{cx + w / 2 - r} {top} Q{cx + w / 2} {top} {cx + w / 2} {top + r} L{cx + w / 2} {top + h}Z')
    out = path(d, fill)
    if collar:
        out += path(f'M{cx - w * .14} {top} L{cx} {top + w * .22} L{cx + w * .14} {top}Z', collar)
    return out

def person(cx, feet, s=1.0, skin=SKINS[0], shirt=NAVY, legs=INK, hair=HAIR[0], style='short', collar=None, arm=None, back=False):
    """A standing person about 250*s tall, feet at y=feet."""
    h = 250 * s
    out = shadow(cx, feet, 38 * s, 7 * s)
    out += rect(cx - 20 * s, feet - h * .42, 17 * s, h * .42, legs, rx=6 * s)
    out += rect(cx + 3 * s, feet - h * .42, 17 * s, h * .42, legs, rx=6 * s)
    if style == 'long' and not back:
        out += hair_back(cx, feet - h * .9, 25 * s, hair)
    out += torso(cx, feet - h * .78, 62 * s, h * .42, shirt, None if back else collar)
    if arm == 'up':
        out += path(f'M{cx + 24 * s} {feet - h * .7} L{cx + 52 * s} {feet - h * .98}', stroke=shirt, sw=15 * s)
        out += circle(cx + 54 * s, feet - h * 1.0, 8 * s, skin)
    elif arm == 'point':
        out += path(f'M{cx + 22 * s} {feet - h * .68} L{cx + 62 * s} {feet - h * .74}', stroke=shirt, sw=14 * s)
        out += circle(cx + 66 * s, feet - h * .745, 7.5 * s, skin)
    elif arm == 'pointl':
        out += path(f'M{cx - 22 * s} {feet - h * .68} L{cx - 62 * s} {feet - h * .74}', stroke=shirt, sw=14 * s)
        out += circle(cx - 66 * s, feet - h * .745, 7.5 * s, skin)
    out += rect(cx - 7 * s, feet - h * .83, 14 * s, 12 * s, skin)
    out += back_head(cx, feet - h * .9, 25 * s, skin, hair, style) if back else head(cx, feet - h * .9, 25 * s, skin, hair, style)
    return out

def seated(cx, base, s=1.0, skin=SKINS[0], shirt=NAVY, hair=HAIR[0], style='short', collar=None, back=False):
    """Upper body of a seated person whose torso ends at y=base (hidden by a desk)."""
    out = hair_back(cx, base - 108 * s, 25 * s, hair) if style == 'long' and not back else ''
    out += torso(cx, base - 80 * s, 66 * s, 80 * s, shirt, None if back else collar)
    out += rect(cx - 7 * s, base - 90 * s, 14 * s, 12 * s, skin)
    if back:
        out += back_head(cx, base - 108 * s, 25 * s, skin, hair, style)
    else:
        out += head(cx, base - 108 * s, 25 * s, skin, hair, style)
    return out

def plant(x, base, s=1.0, pot=AMBER):
    out = path(f'M{x} {base - 40 * s} C{x - 40 * s} {base - 80 * s} {x - 50 * s} {base - 130 * s} {x - 20 * s} {base - 150 * s} '
               f'C{x - 5 * s} {base - 110 * s} {x} {base - 80 * s} {x} {base - 40 * s}Z', GREEN2)
    out += path(f'M{x} {base - 40 * s} C{x + 40 * s} {base - 90 * s} {x + 55 * s} {base - 120 * s} {x + 30 * s} {base - 160 * s} '
                f'C{x + 5 * s} {base - 120 * s} {x - 2 * s} {base - 80 * s} {x} {base - 40 * s}Z', GREEN)
    out += path(f'M{x} {base - 40 * s} C{x - 10 * s} {base - 100 * s} {x + 10 * s} {base - 150 * s} {x + 2 * s} {base - 190 * s} '
                f'C{x + 20 * s} {base - 140 * s} {x + 12 * s} {base - 90 * s} {x} {base - 40 * s}Z', LEAF)
    out += path(f'M{x - 28 * s} {base - 50 * s} L{x + 28 * s} {base - 50 * s} L{x + 20 * s} {base} L{x - 20 * s} {base}Z', pot)
    return out

def tree(x, base, s=1.0, c1=GREEN, c2=GREEN2, trunk=BROWN):
    return (rect(x - 7 * s, base - 70 * s, 14 * s, 70 * s, trunk, rx=3 * s) + circle(x, base - 100 * s, 48 * s, c1)
            + circle(x + 30 * s, base - 80 * s, 32 * s, c2) + circle(x - 28 * s, base - 78 * s, 28 * s, c2))

def laptop(x, y, w=110, screen=PALE, lid=GREY, base=GREY2, back=False):
    """A laptop whose base front edge centre is (x, y). back=True shows the lid's back (seen from behind the screen)."""
    h = w * .62
    out = rect(x - w / 2, y - h - 6, w, h, lid, rx=6)
    if not back:
        out += rect(x - w / 2 + 6, y - h, w - 12, h - 12, screen, rx=3)
    else:
        out += circle(x, y - h / 2 - 6, w * .07, WHITE, 'opacity=".6"')
    out += path(f'M{x - w / 2 - 10} {y} L{x + w / 2 + 10} {y} L{x + w / 2} {y - 8} L{x - w / 2} {y - 8}Z', base)
    return out

def bars(x, y, w, h, values, colors, gap=.35):
    """A bar chart in the box (x, y, w, h); values 0..1."""
    n = len(values); bw = w / (n + (n + 1) * gap); out = ''
    for i, v in enumerate(values):
        bx = x + bw * gap + i * bw * (1 + gap)
        out += rect(bx, y + h - h * v, bw, h * v, colors[i % len(colors)], rx=min(4, bw / 4))
    return out

def line_chart(x, y, w, h, values, color=BLUE, sw=5, area=None):
    pts = [(x + w * i / (len(values) - 1), y + h - h * v) for i, v in enumerate(values)]
    d = 'M' + ' L'.join(f'{px:.1f} {py:.1f}' for px, py in pts)
    out = ''
    if area:
        out += path(d + f' L{x + w} {y + h} L{x} {y + h}Z', area)
    out += path(d, stroke=color, sw=sw)
    out += circle(pts[-1][0], pts[-1][1], sw * 1.4, AMBER)
    return out

def lines(x, y, widths, color=SKY, h=10, gap=20):
    return ''.join(rect(x, y + i * gap, w, h, color, rx=h / 2) for i, w in enumerate(widths))

def donut(cx, cy, r, frac, color=AMBER, track=TINT, sw=None):
    import math
    sw = sw or r * .42
    a = 2 * math.pi * frac - math.pi / 2
    ex, ey = cx + r * math.cos(a), cy + r * math.sin(a)
    large = 1 if frac > .5 else 0
    return (f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="none" stroke="{track}" stroke-width="{sw}"/>'
            + path(f'M{cx} {cy - r} A{r} {r} 0 {large} 1 {ex:.1f} {ey:.1f}', stroke=color, sw=sw))
