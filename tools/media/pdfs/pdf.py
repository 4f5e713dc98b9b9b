"""Writes small, valid PDF files (Helvetica, A4) with a title, headings, paragraphs and bullets."""
import textwrap, zlib

W, H = 595, 842
MARGIN = 56

def esc(s):
    s.encode('ascii')  # fail loudly on characters the base fonts cannot show
    return s.replace('\\', '\\\\').replace('(', '\\(').replace(')', '\\)')

def page_stream(title, subtitle, blocks, page_no, page_count, footer):
    out = []
    y = H - MARGIN
    def line(text, font, size, x=MARGIN):
        nonlocal y
        out.append(f'BT /{font} {size} Tf {x} {y} Td ({esc(text)}) Tj ET')
    if page_no == 1:
        out.append('0.043 0.165 0.357 rg')
        for l in textwrap.wrap(title, 44):
            line(l, 'F2', 18); y -= 22
        out.append('0.29 0.33 0.39 rg')
        for l in textwrap.wrap(subtitle or '', 88):
            line(l, 'F1', 10); y -= 13
        y += 3
        out.append(f'0.96 0.65 0.14 RG 2 w {MARGIN} {y} m {W - MARGIN} {y} l S')
        y -= 24
    else:
        out.append('0.29 0.33 0.39 rg'); line(title, 'F1', 9); y -= 24
    for kind, text in blocks:
        if kind == 'h':
            y -= 4
            out.append('0.043 0.165 0.357 rg'); line(text, 'F2', 12); y -= 18
        elif kind == 'p':
            out.append('0.12 0.16 0.22 rg')
            for l in textwrap.wrap(text, 92):
                line(l, 'F1', 10); y -= 14
            y -= 6
        elif kind == 'b':
            out.append('0.12 0.16 0.22 rg')
            for i, l in enumerate(textwrap.wrap(text, 86)):
                if i == 0: line('-', 'F1', 10, MARGIN + 4)
                line(l, 'F1', 10, MARGIN + 16); y -= 14
            y -= 2
        if y < MARGIN + 40:
            raise ValueError(f'{title}: page {page_no} overflows')
    out.append('0.29 0.33 0.39 rg')
    y = MARGIN - 20
    line(f'{footer}   Page {page_no} of {page_count}', 'F1', 8)
    return '\n'.join(out).encode('ascii')

def write_pdf(path, title, subtitle, pages, footer):
    objs = []
    def add(body):
        objs.append(body); return len(objs)
    catalog = add(None); pages_id = add(None)
    f1 = add(b'<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
    f2 = add(b'<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>')
    kids = []
    for i, blocks in enumerate(pages, 1):
        data = zlib.compress(page_stream(title, subtitle, blocks, i, len(pages), footer), 9)
        content = add(b'<< /Length %d /Filter /FlateDecode >>\nstream\n' % len(data) + data + b'\nendstream')
        kids.append(add(f'<< /Type /Page /Parent {pages_id} 0 R /MediaBox [0 0 {W} {H}] /Resources << /Font << /F1 {f1} 0 R /F2 {f2} 0 R >> >> /Contents {content} 0 R >>'.encode()))
    objs[catalog - 1] = f'<< /Type /Catalog /Pages {pages_id} 0 R >>'.encode()
    objs[pages_id - 1] = f'<< /Type /Pages /Kids [{" ".join(f"{k} 0 R" for k in kids)}] /Count {len(kids)} >>'.encode()
    info = add(f'<< /Title ({esc(title)}) /Author (Vishwas Business Services Pvt. Ltd.) /Producer (Vishwas Group) >>'.encode())
    buf = bytearray(b'%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')
    offsets = []
    for n, body in enumerate(objs, 1):
        offsets.append(len(buf))
        buf += f'{n} 0 obj\n'.encode() + body + b'\nendobj\n'
    xref = len(buf)
    buf += f'xref\n0 {len(objs) + 1}\n0000000000 65535 f \n'.encode()
    for o in offsets: buf += f'{o:010d} 00000 n \n'.encode()
    buf += f'trailer\n<< /Size {len(objs) + 1} /Root {catalog} 0 R /Info {info} 0 R >>\nstartxref\n{xref}\n%%EOF\n'.encode()
    with open(path, 'wb') as fh: fh.write(buf)
    return len(buf)
