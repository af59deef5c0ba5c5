import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { isLowEndDevice } from './lib/device';
import { startFontLoading } from './lib/font-loading';
import './styles/theme.css';

if (isLowEndDevice()) document.documentElement.dataset.lowEnd = '';
startFontLoading();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
