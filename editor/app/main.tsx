/** The editor page's entry (served at /_edit by editor/server/plugin.ts, never built). */
import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('editor-root')!).render(<App />);
