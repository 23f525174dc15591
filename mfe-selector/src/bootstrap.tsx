import { createRoot } from 'react-dom/client';
import { StandaloneApp } from './app/standalone-app';

const root = document.getElementById('root');
if (root) createRoot(root).render(<StandaloneApp />);
