import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App.js';
import { readConfig } from './config.js';
import './app.css';

// StrictMode runs every effect twice in development: the provider must still load the widget once.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <App config={readConfig()} />
    </BrowserRouter>
  </StrictMode>,
);
