import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { isLowEndDevice } from './lib/device';
import { startFontLoading } from './lib/font-loading';
import './styles/theme.css';

if (isLowEndDevice()) document.documentElement.dataset.lowEnd = '';
startFontLoading();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const reactRoot = createRoot(root);
// A transition: React renders the first screen in slices and lets the browser breathe between
// them, so a slow phone never meets one long task at start-up.
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
