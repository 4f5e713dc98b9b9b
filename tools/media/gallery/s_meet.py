from lib import *

def workshop():
    o = rect(0, 590, 1200, 210, SAND)
    # presentation screen
    o += rect(70, 90, 520, 330, NAVY, rx=16) + rect(88, 108, 484, 294, WHITE, rx=8)
    o += text(120, 160, 'GST planning workshop', 30, NAVY, 800, 'start')
    o += lines(120, 182, [260, 200], SKY, 10, 22)
    o += bars(120, 240, 210, 140, [.3, .5, .42, .68, .85], [SKY, '#7f9cd6', NAVY, AMBER])
    o += rect(360, 250, 190, 130, PALE, rx=10) + donut(410, 315, 34, .62) + lines(458, 290, [70, 50, 60], SKY, 9, 20)
    o += rect(322, 420, 16, 170, NAVY)
    # presenter pointing at the screen
    o += person(660, 640, 1.15, SKINS[3], AMBER, NAVY, HAIR[1], 'bun', collar=WHITE, arm='pointl')
    # sticky-note wall
    o += rect(790, 100, 340, 300, WHITE, rx=12, extra=f'stroke="{GREY}" stroke-width="3"')
    cols = [AMBER_L, GREEN_L, TINT, '#ffe4cc']
    for r in range(3):
        for c in range(4):
            x, y = 815 + c * 80, 125 + r * 88
            o += rect(x, y, 62, 62, cols[(r + c) % 4], rx=4, extra=f'transform="rotate({(r * 3 + c) % 5 - 2} {x + 31} {y + 31})"')
            o += lines(x + 10, y + 16, [40, 30], GREY2, 6, 14)
    # two tables of participants: the far one facing us, the near one seen from behind
    o += seated(860, 560, .95, SKINS[0], BLUE, HAIR[0], 'short', collar=WHITE)
    o += seated(1010, 560, .95, SKINS[5], GREEN, HAIR[1], 'long', collar=WHITE)
    o += rect(770, 548, 340, 18, WHITE, rx=6) + rect(790, 566, 12, 120, GREY2) + rect(1078, 566, 12, 120, GREY2)
    o += laptop(930, 548, 80, back=True) + rect(1060, 530, 22, 18, AMBER, rx=4)
    o += rect(40, 700, 1120, 24, WHITE, rx=8)
    o += rect(300, 672, 120, 28, AMBER_L, rx=4, extra='transform="rotate(-4 360 686)"') + rect(820, 676, 90, 24, TINT, rx=4)
    o += rect(560, 678, 24, 22, WHITE, extra=f'stroke="{NAVY}" stroke-width="3"')
    for x, sk, sh, hr, st in [(200, SKINS[2], NAVY, HAIR[0], 'short'), (470, SKINS[1], RUST, HAIR[3], 'long'),
                               (730, SKINS[4], GREEN2, HAIR[0], 'short'), (1000, SKINS[3], BLUE, HAIR[2], 'bun')]:
        o += seated(x, 800, 1.2, sk, sh, hr, st, back=True)
    return svg(o)

def boardroom():
    o = rect(0, 0, 1200, 800, '#f3ead6')
    # glass wall panels with a view of trees
    for x in [0, 930]:
        o += rect(x, 0, 270, 520, '#dbe7f7') + circle(x + 80, 470, 90, GREEN3) + circle(x + 200, 500, 80, GREEN2)
        o += rect(x + 130, 0, 8, 520, '#b7c7e3')
    o += rect(262, 0, 10, 520, NAVY) + rect(928, 0, 10, 520, NAVY)
    o += rect(0, 520, 1200, 280, '#d9c79d')
    # wall screen with the review
    o += rect(330, 60, 540, 300, NAVY, rx=14) + rect(346, 76, 508, 268, WHITE, rx=8)
    o += text(376, 122, 'Quarterly review', 28, NAVY, 800, 'start')
    o += rect(376, 140, 140, 60, GREEN_L, rx=8) + text(446, 180, '+18%', 26, GREEN, 800)
    o += rect(530, 140, 140, 60, CREAM, rx=8) + text(600, 180, '98%', 26, RUST, 800)
    o += rect(684, 140, 140, 60, TINT, rx=8) + text(754, 180, '42', 26, BLUE, 800)
    o += line_chart(376, 220, 290, 100, [.2, .35, .3, .55, .5, .75, .9], BLUE, 5, area='#e6edfb')
    o += donut(760, 272, 44, .72, AMBER)
    o += rect(590, 360, 20, 40, NAVY)
    # the table in perspective
    o += path('M420 470 L780 470 L1080 800 L120 800Z', '#9b6a3f') + path('M430 462 L770 462 L1060 790 L140 790Z', '#b98350')
    # people on both sides, bigger towards the front
    left = [(380, 520, .7, SKINS[0], NAVY, HAIR[0], 'short'), (300, 610, .9, SKINS[3], GREEN, HAIR[1], 'long'), (190, 740, 1.15, SKINS[4], AMBER, HAIR[0], 'short')]
    right = [(820, 520, .7, SKINS[5], RUST, HAIR[2], 'bun'), (900, 610, .9, SKINS[2], BLUE, HAIR[0], 'short'), (1010, 740, 1.15, SKINS[1], NAVY2, HAIR[3], 'long')]
    for x, b, sc, sk, sh, hr, st in left + right:
        o += rect(x - 45 * sc, b - 150 * sc, 90 * sc, 150 * sc, NAVY2, rx=16 * sc)
        o += seated(x, b, sc, sk, sh, hr, st, collar=WHITE)
    # papers and laptops on the table
    o += laptop(470, 540, 70, back=False, screen=TINT) + laptop(730, 540, 70, back=False, screen=TINT)
    o += rect(380, 650, 110, 70, WHITE, rx=6, extra='transform="rotate(-8 435 685)"') + lines(398, 664, [70, 56, 64], SKY, 8, 16)
    o += rect(720, 650, 110, 70, WHITE, rx=6, extra='transform="rotate(7 775 685)"') + bars(732, 656, 86, 56, [.4, .6, .8], [SKY, NAVY, AMBER])
    o += rect(560, 600, 80, 50, AMBER_L, rx=6) + circle(600, 720, 20, WHITE, f'stroke="{NAVY}" stroke-width="4"')
    return svg(o, '#f3ead6')
