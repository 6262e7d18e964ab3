import './app/styles';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The landing page arrives pre-rendered: hydrate it in place, keeping the painted content. Inside a
// transition, hydration is time-sliced (it yields to input every few milliseconds) instead of one
// long task. Every other route starts from the empty shell.
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
