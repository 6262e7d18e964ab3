import './app/styles';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The landing page arrives pre-rendered: hydrate it in place (time-sliced, and the painted
// content is kept). Every other route starts from the empty shell.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
