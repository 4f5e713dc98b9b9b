from lib import *

def skyline(x, y, w, h):
    """Bengaluru skyline through a window: towers, a domed building and rain trees."""
    cid = f'win{x}{y}'
    out = f'<clipPath id="{cid}"><rect x="{x}" y="{y}" width="{w}" height="{h}"/></clipPath><g clip-path="url(#{cid})">'
    out += rect(x, y, w, h, '#dbe7f7')
    out += circle(x + w - 90, y + 60, 34, AMBER_L) if w < 600 else circle(x + 470, y + 70, 34, AMBER_L)
    b = [(5, .55, 44), (48, .38, 34), (180, .45, 36), (222, .3, 30), (258, .5, 44), (308, .4, 36)]
    for k in range(0, int(w), 360):
        for bx, top, bw in b:
            out += rect(x + k + bx, y + h * top, bw, h * (1 - top), SKY)
    # domed civic building
    cx = x + 130
    out += rect(cx - 60, y + h * .58, 120, h * .42, '#b7c7e3')
    out += path(f'M{cx - 26} {y + h * .58} A26 26 0 0 1 {cx + 26} {y + h * .58}Z', '#b7c7e3')
    out += rect(cx - 2, y + h * .58 - 40, 4, 16, '#b7c7e3')
    for i in range(5):
        out += rect(cx - 50 + i * 22, y + h * .68, 8, h * .3, '#dbe7f7')
    for k, tx in enumerate(range(int(x) + 30, int(x + w) + 60, 90)):
        out += circle(tx, y + h * (.93 + .05 * (k % 2)), 44 + 8 * (k % 3), GREEN3 if k % 2 else GREEN2)
    return out + '</g>'

def reception():
    o = rect(0, 560, 1200, 240, SAND) + ''.join(rect(0, 560 + i * 48, 1200, 2, '#dcc593') for i in range(1, 5))
    o += f'<ellipse cx="330" cy="700" rx="300" ry="52" fill="{TINT}"/>' + f'<ellipse cx="330" cy="700" rx="250" ry="40" fill="none" stroke="{SKY}" stroke-width="6"/>'
    o += rect(160, 640, 150, 16, NAVY2, rx=8) + rect(176, 656, 10, 44, NAVY2) + rect(284, 656, 10, 44, NAVY2)
    o += rect(178, 628, 60, 12, AMBER_L, rx=3) + rect(250, 622, 26, 18, WHITE, rx=4)
    # window with frame
    o += skyline(60, 110, 360, 340) + rect(60, 110, 360, 340, 'none', extra=f'stroke="{NAVY}" stroke-width="12"')
    o += rect(234, 110, 12, 340, NAVY) + rect(60, 274, 360, 10, NAVY)
    # sofa under window
    o += rect(70, 500, 320, 60, AMBER, rx=18) + rect(90, 540, 280, 50, '#e8951a', rx=12)
    o += rect(62, 520, 40, 90, '#d98a10', rx=14) + rect(358, 520, 40, 90, '#d98a10', rx=14)
    o += rect(100, 608, 12, 30, NAVY) + rect(348, 608, 12, 30, NAVY)
    o += rect(130, 508, 70, 46, TINT, rx=10)
    # brand wall
    o += rect(520, 100, 600, 210, NAVY, rx=18)
    o += circle(600, 205, 46, AMBER) + path('M578 182 L600 232 L622 182', stroke=NAVY, sw=10)
    o += text(870, 200, 'VISHWAS GROUP', 44, WHITE, 800)
    o += text(870, 246, 'Business services · Bengaluru', 22, '#c9d6ee', 600)
    # wall clock
    o += circle(470, 170, 36, WHITE, f'stroke="{NAVY}" stroke-width="6"') + path('M470 170 L470 148 M470 170 L486 178', stroke=NAVY, sw=5)
    # receptionist (behind the desk) and monitor back
    o += seated(820, 470, 1.05, SKINS[3], BLUE, HAIR[1], 'long', collar=WHITE)
    o += rect(670, 395, 90, 62, GREY2, rx=6) + rect(706, 455, 18, 18, GREY2)
    # desk
    o += rect(540, 450, 520, 26, WHITE, rx=8)
    o += rect(560, 476, 480, 160, NAVY, rx=6) + rect(560, 540, 480, 16, AMBER)
    o += plant(1000, 450, .45, pot=WHITE)
    o += rect(610, 436, 60, 12, CREAM2, rx=3)
    # visitor with a shoulder bag
    o += person(450, 700, 1.05, SKINS[0], '#2f6f4f', NAVY, HAIR[0], 'short', collar=WHITE)
    o += path('M428 518 L478 600', stroke=BROWN, sw=5) + rect(466, 590, 36, 44, BROWN, rx=6)
    o += plant(1130, 700, 1.1)
    return svg(o)

def workspace():
    o = rect(0, 520, 1200, 280, SAND)
    # one long window along the back wall
    o += skyline(60, 70, 1080, 270) + rect(60, 70, 1080, 270, 'none', extra=f'stroke="{NAVY}" stroke-width="10"')
    for x in [330, 600, 870]:
        o += rect(x - 5, 70, 10, 270, NAVY)
    # pendant lamps
    for x in [250, 600, 950]:
        o += rect(x - 1.5, 0, 3, 60, NAVY) + path(f'M{x - 38} 96 Q{x} 40 {x + 38} 96Z', AMBER) + circle(x, 98, 7, '#fff3c4')
    # back row: people facing us, laptops beside them
    for x, sk, sh, hr, st in [(200, SKINS[1], GREEN, HAIR[0], 'bun'), (560, SKINS[4], RUST, HAIR[2], 'short'), (920, SKINS[3], BLUE, HAIR[1], 'long')]:
        o += seated(x, 458, .95, sk, sh, hr, st, collar=WHITE)
    o += rect(90, 452, 1020, 18, WHITE, rx=6) + rect(110, 470, 12, 70, GREY2) + rect(1078, 470, 12, 70, GREY2)
    for x in [280, 640, 1000]:
        o += laptop(x, 452, 86, back=True)
    o += plant(400, 452, .45, pot=NAVY) + plant(760, 452, .4, pot=WHITE)
    # front row: desks with screens facing us, people seen from behind
    o += rect(40, 610, 1120, 22, WHITE, rx=6) + rect(70, 632, 14, 168, GREY2) + rect(1116, 632, 14, 168, GREY2)
    screens = [(250, 'chart'), (600, 'sheet'), (950, 'donut')]
    for x, kind in screens:
        o += rect(x - 95, 470, 190, 124, NAVY, rx=10) + rect(x - 85, 480, 170, 100, WHITE, rx=4) + rect(x - 8, 594, 16, 18, NAVY)
        if kind == 'chart':
            o += bars(x - 78, 495, 156, 75, [.35, .55, .45, .7, .9], [SKY, '#7f9cd6', NAVY, AMBER])
        elif kind == 'sheet':
            for r in range(5):
                o += rect(x - 78, 490 + r * 17, 156, 12, TINT if r % 2 else '#f1f5fb', rx=2)
                o += rect(x - 78, 490 + r * 17, 50, 12, SKY, rx=2)
            o += rect(x + 30, 541, 48, 12, AMBER_L, rx=2)
        else:
            o += donut(x - 35, 530, 30, .68) + lines(x + 10, 508, [60, 44, 52], SKY, 9, 18)
    for x, sk, sh, hr, st in [(250, SKINS[2], NAVY, HAIR[0], 'short'), (600, SKINS[5], AMBER, HAIR[3], 'long'), (950, SKINS[0], GREEN2, HAIR[0], 'short')]:
        o += seated(x, 760, 1.3, sk, sh, hr, st, back=True)
        o += rect(x - 60, 700, 120, 100, NAVY2, rx=18)
    # whiteboard on the right wall edge
    o += plant(80, 800, 1.0)
    return svg(o)
