import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '../testing/render-account';
import { PushNoticesSetting } from './push-notices-setting';

const KEY = 'B'.repeat(87);
const calls: Array<{ method: string; body: unknown }> = [];
const server = setupServer(
  http.get('*/api/push/key', () => HttpResponse.json({ publicKey: KEY })),
  http.post('*/api/push/subscriptions', async ({ request }) => {
    calls.push({ method: 'POST', body: await request.json() });
    return HttpResponse.json({ subscribed: true }, { status: 201 });
  }),
  http.delete('*/api/push/subscriptions', async ({ request }) => {
    calls.push({ method: 'DELETE', body: await request.json() });
    return HttpResponse.json({ subscribed: false });
  }),
);

/** A browser with a push service: a worker registration whose push manager remembers one subscription. */
function browserWithPush(
  permission: NotificationPermission,
  answer: NotificationPermission = 'granted',
) {
  let held: { endpoint: string; unsubscribe: () => Promise<boolean>; toJSON: () => object } | null =
    null;
  const pushManager = {
    getSubscription: async () => held,
    subscribe: vi.fn(async () => {
      const endpoint = 'https://push.example.com/abc';
      held = {
        endpoint,
        unsubscribe: async () => {
          held = null;
          return true;
        },
        toJSON: () => ({ endpoint, keys: { p256dh: 'p', auth: 'a' } }),
      };
      return held;
    }),
  };
  const registration = { pushManager };
  vi.stubGlobal('PushManager', function PushManager() {});
  const notification = { permission, requestPermission: vi.fn(async () => answer) };
  vi.stubGlobal('Notification', notification);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { pushManager, notification };
}

const toggle = () => screen.getByRole('switch', { name: 'Browser notifications for new episodes' });

describe("the 'Browser notifications for new episodes' setting", () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    calls.length = 0;
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    localStorage.clear();
  });
  afterAll(() => server.close());

  it('says plainly when the browser has no push', async () => {
    renderWithQueries(<PushNoticesSetting />);
    expect(
      await screen.findByText('This browser cannot receive notifications from NEXUS.'),
    ).toBeInTheDocument();
    expect(toggle()).toBeDisabled();
  });

  it('is off by default, and asks the permission only when turned on', async () => {
    const { notification, pushManager } = browserWithPush('default');
    renderWithQueries(<PushNoticesSetting />);
    await waitFor(() => expect(toggle()).toBeEnabled());
    expect(toggle()).toHaveAttribute('aria-checked', 'false');
    expect(notification.requestPermission).not.toHaveBeenCalled();
    await userEvent.click(toggle());
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-checked', 'true'));
    expect(notification.requestPermission).toHaveBeenCalledOnce();
    expect(pushManager.subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ userVisibleOnly: true }),
    );
    expect(calls).toEqual([
      {
        method: 'POST',
        body: { endpoint: 'https://push.example.com/abc', keys: { p256dh: 'p', auth: 'a' } },
      },
    ]);
    // Off again: the server forgets the endpoint.
    await userEvent.click(toggle());
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-checked', 'false'));
    expect(calls.at(-1)).toEqual({
      method: 'DELETE',
      body: { endpoint: 'https://push.example.com/abc' },
    });
  });

  it('says so when the browser is refused permission', async () => {
    browserWithPush('default', 'denied');
    renderWithQueries(<PushNoticesSetting />);
    await waitFor(() => expect(toggle()).toBeEnabled());
    await userEvent.click(toggle());
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
