import { createRoot } from 'react-dom/client';
import './i18n/index.ts';
import { App } from './app/App.tsx';

createRoot(document.getElementById('root') as HTMLElement).render(<App />);
