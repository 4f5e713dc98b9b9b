from lib import *

def phone_app(x, y, s=1.0):
    """A large phone showing a bill payment app: header, balance card and a grid of bill icons."""
    w, h = 250 * s, 470 * s
    o = rect(x, y, w, h, NAVY, rx=36 * s) + rect(x + 12 * s, y + 14 * s, w - 24 * s, h - 28 * s, WHITE, rx=26 * s)
    o += rect(x + w / 2 - 30 * s, y + 22 * s, 60 * s, 8 * s, NAVY, rx=4 * s)
    o += rect(x + 26 * s, y + 50 * s, w - 52 * s, 96 * s, BLUE, rx=16 * s)
    o += rect(x + 42 * s, y + 70 * s, 80 * s, 10 * s, '#9db8f5', rx=5 * s) + rect(x + 42 * s, y + 92 * s, 130 * s, 20 * s, WHITE, rx=6 * s)
    o += circle(x + w - 56 * s, y + 98 * s, 18 * s, AMBER)
    tiles = [AMBER, GREEN2, BLUE, RUST, '#7e22ce', GREEN]
    for i in range(6):
        cx = x + 62 * s + (i % 3) * 63 * s; cy = y + 190 * s + (i // 3) * 76 * s
        o += rect(cx - 24 * s, cy - 24 * s, 48 * s, 48 * s, PALE, rx=12 * s) + circle(cx, cy, 12 * s, tiles[i])
        o += rect(cx - 18 * s, cy + 32 * s, 36 * s, 6 * s, GREY, rx=3 * s)
    o += rect(x + 26 * s, y + 352 * s, w - 52 * s, 46 * s, AMBER, rx=23 * s) + rect(x + 80 * s, y + 370 * s, 90 * s, 10 * s, NAVY, rx=5 * s)
    o += lines(x + 30 * s, y + 418 * s, [150 * s, 110 * s], GREY, 8 * s, 16 * s)
    return o

def code_screen(x, y, w, h):
    o = rect(x, y, w, h, NAVY, rx=12) + rect(x + 10, y + 10, w - 20, h - 20, '#0f1f3d', rx=6)
    rows = [(0, 90, AMBER), (1, 140, '#7fb2ff'), (1, 110, GREEN3), (2, 160, '#c9d6ee'), (2, 70, AMBER), (1, 120, '#7fb2ff'), (0, 60, AMBER)]
    for i, (ind, ww, col) in enumerate(rows):
        o += rect(x + 30 + ind * 24, y + 30 + i * 22, ww * (w - 60) / 220, 9, col, rx=4.5)
    return o

def app_team():
    o = rect(0, 600, 1200, 200, SAND)
    # kanban board on the wall
    o += rect(60, 70, 520, 330, WHITE, rx=14, extra=f'stroke="{GREY}" stroke-width="3"')
    for c, (title_col, n) in enumerate([(RUST, 3), (AMBER, 2), (GREEN, 3)]):
        cx = 80 + c * 168
        o += rect(cx, 90, 150, 16, title_col, rx=8)
        for k in range(n):
            o += rect(cx, 122 + k * 88, 150, 74, [CREAM, PALE, GREEN_L][c], rx=8, extra=f'stroke="{GREY}" stroke-width="2"')
            o += lines(cx + 12, 136 + k * 88, [110, 80], GREY2, 8, 16) + circle(cx + 130, 180 + k * 88, 8, [AMBER, BLUE, GREEN2][k % 3])
    # test phone on a stand
    o += phone_app(880, 70, .95)
    o += rect(985, 515, 30, 90, NAVY) + rect(925, 600, 150, 18, NAVY, rx=9)
    # monitor with code
    o += code_screen(600, 250, 240, 180) + rect(710, 430, 20, 40, NAVY)
    # developers behind the desk
    o += seated(170, 508, 1.0, SKINS[1], GREEN, HAIR[0], 'short', collar=WHITE)
    o += seated(420, 508, 1.0, SKINS[3], AMBER, HAIR[1], 'long', collar=WHITE)
    o += rect(40, 470, 860, 22, WHITE, rx=8) + rect(70, 492, 14, 150, GREY2) + rect(856, 492, 14, 150, GREY2)
    o += laptop(260, 470, 110, back=True) + laptop(520, 470, 110, back=True)
    o += rect(760, 452, 26, 18, AMBER, rx=4) + rect(600, 458, 110, 12, GREY2, rx=6)
    # front: a developer holding a second test phone, seen from behind
    o += seated(700, 800, 1.35, SKINS[2], RUST, HAIR[0], 'short', back=True)
    o += rect(770, 600, 54, 96, NAVY, rx=10, extra='transform="rotate(12 797 648)"') + rect(776, 608, 42, 78, '#9db8f5', rx=6, extra='transform="rotate(12 797 648)"')
    o += plant(90, 800, .95)
    return svg(o)

def rack(x, y, w, h):
    o = rect(x, y, w, h, '#102a52', rx=8) + rect(x, y, w, h, 'none', rx=8, extra='stroke="#2a4a80" stroke-width="3"')
    for i in range(int((h - 30) // 34)):
        yy = y + 18 + i * 34
        o += rect(x + 14, yy, w - 28, 24, '#173763', rx=4)
        o += circle(x + 28, yy + 12, 4, [GREEN3, AMBER, GREEN3, '#7fb2ff'][i % 4]) + circle(x + 42, yy + 12, 4, GREEN3)
        o += rect(x + 58, yy + 9, w - 88, 6, '#2a4a80', rx=3)
    return o

def panel(x, y, w, h, kind):
    o = rect(x, y, w, h, '#1b3a6b', rx=10) + rect(x + 8, y + 8, w - 16, h - 16, '#0f1f3d', rx=6)
    if kind == 'line':
        o += line_chart(x + 24, y + 30, w - 48, h - 60, [.2, .4, .32, .6, .52, .8, .7, .92], '#7fb2ff', 4, area='#16325f')
    elif kind == 'bars':
        o += bars(x + 20, y + 24, w - 40, h - 44, [.5, .7, .45, .85, .6, .9], ['#7fb2ff', AMBER])
    elif kind == 'gauge':
        o += donut(x + w * .3, y + h / 2, h * .28, .76, GREEN3, '#1b3a6b') + donut(x + w * .72, y + h / 2, h * .28, .42, AMBER, '#1b3a6b')
    elif kind == 'status':
        for i in range(4):
            o += circle(x + 34, y + 34 + i * 30, 8, [GREEN3, GREEN3, AMBER, GREEN3][i]) + rect(x + 54, y + 29 + i * 30, w - 90, 10, '#2a4a80', rx=5)
    elif kind == 'pie':
        o += donut(x + 70, y + h / 2, 42, .58, '#7fb2ff', AMBER, 30)
        for i, col in enumerate(['#7fb2ff', AMBER]):
            o += rect(x + 130, y + 64 + i * 34, 14, 14, col, rx=3) + rect(x + 152, y + 66 + i * 34, 50, 10, '#2a4a80', rx=5)
    elif kind == 'map':
        o += path(f'M{x + 60} {y + 40} Q{x + 90} {y + 30} {x + 110} {y + 60} Q{x + 130} {y + 110} {x + 100} {y + h - 30} Q{x + 80} {y + 110} {x + 60} {y + 40}Z', '#2f5c9e')
        o += path(f'M{x + w - 130} {y + h - 80} Q{x + w - 90} {y + h - 110} {x + w - 50} {y + h - 80} Q{x + w - 60} {y + h - 40} {x + w - 110} {y + h - 45}Z', '#2f5c9e')
        o += circle(x + 92, y + 88, 7, AMBER) + circle(x + w - 90, y + h - 72, 7, AMBER)
        o += path(f'M{x + 92} {y + 88} Q{x + w / 2} {y + 10} {x + w - 90} {y + h - 72}', stroke=AMBER, sw=3, extra='stroke-dasharray="8 8"')
    else:
        o += rect(x + 22, y + 24, 90, 12, '#7fb2ff', rx=6) + text(x + 22, y + 90, '99.9%', 44, WHITE, 800, 'start') + rect(x + 22, y + 110, w - 60, 8, GREEN3, rx=4)
    return o

def dashboards():
    o = ''
    for yy in [120, 680]:
        o += path(f'M0 {yy} L140 {yy} L180 {yy + 40} L300 {yy + 40}', stroke='#1e4585', sw=3) + circle(300, yy + 40, 6, AMBER)
        o += path(f'M1200 {yy + 20} L1060 {yy + 20} L1020 {yy - 20} L900 {yy - 20}', stroke='#1e4585', sw=3) + circle(900, yy - 20, 6, AMBER)
    o += rect(0, 640, 1200, 160, '#08203f')
    o += rack(40, 170, 170, 470) + rack(990, 170, 170, 470)
    kinds = [['line', 'gauge', 'kpi'], ['bars', 'pie', 'status']]
    for r in range(2):
        for c in range(3):
            o += panel(250 + c * 238, 110 + r * 200, 226, 188, kinds[r][c])
    # an engineer with a tablet, seen from behind, watching the wall
    o += person(540, 780, 1.2, SKINS[0], AMBER, '#163d7a', HAIR[0], 'short', arm='up', back=True)
    o += person(760, 770, 1.1, SKINS[3], GREEN2, '#163d7a', HAIR[1], 'long', back=True)
    return svg(o, NAVY)
