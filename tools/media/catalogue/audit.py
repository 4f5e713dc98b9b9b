NAVY='#0b2a5b'; NAVY2='#163d7a'; BLUE='#1d4ed8'; SKY='#c9d6ee'; TINT='#e0e9ff'; PALE='#eef3fb'
AMBER='#f5a524'; GREEN='#2f855a'; GREEN_L='#dcf5e4'; WHITE='#ffffff'; GREY='#cbd5e1'
W,H=560,600
def rect(x,y,w,h,f,rx=0,extra=''): return f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="{rx}" fill="{f}" {extra}/>'
def circle(cx,cy,r,f,extra=''): return f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{f}" {extra}/>'
def path(d,fill='none',stroke=None,sw=0,extra=''):
    s=f' stroke="{stroke}" stroke-width="{sw}" stroke-linecap="round" stroke-linejoin="round"' if stroke else ''
    return f'<path d="{d}" fill="{fill}"{s} {extra}/>'
def shadowed(el_rect):
    return el_rect
def lines(x,y,ws,c=SKY,h=10,gap=22): return ''.join(rect(x,y+i*gap,w,h,c,rx=h/2) for i,w in enumerate(ws))
o=''
o+='<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f7fc"/><stop offset="1" stop-color="#e6ecf6"/></linearGradient>'
o+='<filter id="blur" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="10"/></filter></defs>'
o+=rect(0,0,W,H,'url(#bg)')
o+=circle(280,300,230,'#e9eef7')
# report document
o+=rect(74,92,300,400,NAVY,18,'opacity=".14" filter="url(#blur)"')+rect(70,80,300,400,WHITE,18)
o+=rect(70,80,300,64,NAVY,18)+rect(70,120,300,24,NAVY)
o+=lines(96,100,[150],'#ffffff',12)+rect(300,98,46,16,AMBER,8)
# bar chart
base=290
for i,(h,c) in enumerate([(60,SKY),(90,'#9db4e0'),(75,SKY),(120,BLUE),(105,'#9db4e0')]):
    o+=rect(100+i*48,base-h,32,h,c,5)
o+=rect(92,base,252,4,GREY,2)
o+=lines(96,320,[240,200,220,160])
o+=lines(96,420,[120],'#9db4e0',12)
o+=path('M300 235 L360 300',stroke=NAVY,sw=22)
# checklist card
o+=rect(304,292,210,250,NAVY,18,'opacity=".16" filter="url(#blur)"')+rect(300,280,210,250,WHITE,18)
for i in range(4):
    y=315+i*50
    done=i<3
    o+=circle(332,y+8,15,GREEN_L if done else PALE)
    if done: o+=path(f'M324 {y+8} l6 6 l11 -12',stroke=GREEN,sw=4)
    o+=rect(358,y+2,[120,96,110,84][i],12,SKY,6)
# magnifying glass over the chart
o+=circle(255,190,72,'#ffffff','fill-opacity=".55" stroke="'+NAVY+'" stroke-width="14"')
o+=path('M222 168 a40 40 0 0 1 36 -20',stroke=WHITE,sw=8)
o+=path('M230 200 l18 18 l32 -36',stroke=AMBER,sw=10)
# badge
o+=circle(472,138,46,NAVY,'opacity=".16" filter="url(#blur)"')+circle(470,130,46,AMBER)+path('M452 130 l13 13 l24 -26',stroke=WHITE,sw=9)
o+=circle(110,530,20,GREEN_L)+path('M101 530 l6 6 l11 -12',stroke=GREEN,sw=4)
svg=f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}">{o}</svg>'
open('/tmp/faasimg/audit-advisory.svg','w').write(svg)
