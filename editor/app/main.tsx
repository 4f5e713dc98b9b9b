/** The editor page's entry (served at /_edit by editor/local/plugin.ts, never built). */
import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('editor-root')!).render(<App />);
