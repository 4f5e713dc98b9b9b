import sys, importlib
import os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
os.makedirs('/tmp/gal/src', exist_ok=True)
scenes = {
  'office-reception': ('s_office', 'reception'),
  'office-workspace': ('s_office', 'workspace'),
  'meetings-workshop': ('s_meet', 'workshop'),
  'meetings-boardroom': ('s_meet', 'boardroom'),
  'technology-app-team': ('s_tech', 'app_team'),
  'technology-dashboards': ('s_tech', 'dashboards'),
  'growth-celebration': ('s_growth', 'celebration'),
  'growth-sandalwood-visit': ('s_growth', 'farm_visit'),
}
want = sys.argv[1:] or list(scenes)
for name in want:
    mod, fn = scenes[name]
    m = importlib.import_module(mod)
    open(f'/tmp/gal/src/{name}.svg', 'w').write(getattr(m, fn)())
    print('drew', name)
