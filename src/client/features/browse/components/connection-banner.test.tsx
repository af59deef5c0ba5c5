import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionBanner } from './connection-banner';

/** A stand-in for navigator.connection (Network Information API), which jsdom lacks. */
class FakeConnection extends EventTarget {
  constructor(public effectiveType: string) {
    super();
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  delete (navigator as { connection?: unknown }).connection;
});

describe('the mobile connection banner', () => {
  it('shows online and the connection type, and follows changes of both', () => {
    const connection = new FakeConnection('4g');
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<ConnectionBanner />);
    const banner = screen.getByTestId('connection-banner');
    expect(banner).toHaveTextContent('Online');
    expect(banner).toHaveTextContent('4G');

    act(() => {
      connection.effectiveType = '3g';
      connection.dispatchEvent(new Event('change'));
    });
    expect(banner).toHaveTextContent('3G');

    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(banner).toHaveTextContent('Offline');
  });

  it('leaves the type out when the browser does not tell it', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<ConnectionBanner />);
    expect(screen.getByTestId('connection-banner').textContent).toBe('Online');
  });
});
