import os, sys, json
sys.path.insert(0, os.path.dirname(__file__))
from pdf import write_pdf
import docs_financial, docs_other
out = sys.argv[1]
sizes = {}
for footer, docs in [(docs_financial.FOOTER, docs_financial.DOCS), (docs_other.FOOTER, docs_other.EVENTS), (docs_other.HR, docs_other.POLICIES + docs_other.GUIDES)]:
    for path, title, subtitle, pages in docs:
        full = os.path.join(out, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        n = write_pdf(full, title, subtitle, pages, footer)
        assert n < 10 * 1024, path
        sizes[path] = {'bytes': n, 'kb': max(1, round(n / 1024)), 'pages': len(pages), 'title': title}
print(json.dumps(sizes, indent=1))
