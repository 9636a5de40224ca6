import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/router';
// Inter, bundled from npm: Vite copies its woff2 files into the build, served as our own assets.
import '@fontsource-variable/inter';
import './styles/global.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

/**
 * The longest the first drawing waits for the first page's chunks; on a slow connection the
 * page's loading state shows meanwhile.
 */
const FIRST_PAGE_CODE_WAIT_MS = 800;

// The first page's chunks (layouts and page) load with the app's own start-up, and the app is
// first drawn once they are in: each lazy level would otherwise show its loading state and
// then hold the page back (React reveals content no sooner than 300 ms after a fallback).
void Promise.race([
  preloadRoute(window.location.pathname),
  new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_CODE_WAIT_MS)),
]).then(() => {
  const root = createRoot(rootElement);
  // As a transition, React draws the first page in slices of a few milliseconds, yielding to
  // the browser between them, instead of in one task (on a phone, one task of a few hundred
  // milliseconds in which a tap waits).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
