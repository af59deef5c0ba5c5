import { act } from '@testing-library/react';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentNotices, dismissNotice } from '@/client/lib/notices';
import { registerServiceWorker } from './register-service-worker';

/** Stands in for vite-plugin-pwa's registerSW: it hands back the callbacks the page gave it. */
function fakeRegister() {
  const calls: { options: RegisterSWOptions; activated: boolean[] }[] = [];
  const register = (options: RegisterSWOptions = {}) => {
    const call = { options, activated: [] as boolean[] };
    calls.push(call);
    return async (reload?: boolean) => void call.activated.push(reload === true);
  };
  return { register, calls };
}

afterEach(() => {
  currentNotices().forEach((notice) => dismissNotice(notice.id));
  vi.useRealTimers();
});

const worker = () => ({ state: 'activated' }) as ServiceWorker;

/** A stand-in for navigator.serviceWorker: its controller, and a way to change it. */
function fakeWorkers(controlled: boolean) {
  const listeners: (() => void)[] = [];
  const state = { controller: controlled ? worker() : null };
  const workers = {
    get controller() {
      return state.controller;
    },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'controllerchange') listeners.push(listener);
    },
  } as unknown as Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>;
  const takeOver = () => {
    // As the browser does: the replaced worker becomes redundant, the new one controls.
    if (state.controller) Object.assign(state.controller, { state: 'redundant' });
    state.controller = worker();
    listeners.forEach((listener) => listener());
  };
  return { workers, controllerAtLoad: state.controller, takeOver };
}

const quietPage = () => {
  const { workers, controllerAtLoad } = fakeWorkers(true);
  return { workers, controllerAtLoad, reload: () => {} };
};

describe('registering the service worker', () => {
  it("offers 'A new version of NEXUS is ready' once, and 'Reload' activates the waiting worker", () => {
    const { register, calls } = fakeRegister();
    registerServiceWorker(register, quietPage());
    expect(calls).toHaveLength(1);
    expect(calls[0]!.options.immediate).toBe(true);
    expect(currentNotices()).toHaveLength(0);

    act(() => calls[0]!.options.onNeedRefresh!());
    act(() => calls[0]!.options.onNeedRefresh!());
    const offers = currentNotices().filter((n) => n.message === 'A new version of NEXUS is ready');
    expect(offers).toHaveLength(1);
    expect(offers[0]!.action?.label).toBe('Reload');
    // It stays until taken: an update offer that vanished after 6 s would be missed.
    expect(offers[0]!.durationMs).toBeGreaterThanOrEqual(3600_000);
    expect(calls[0]!.activated).toEqual([]);
    offers[0]!.action!.run();
    expect(calls[0]!.activated).toEqual([true]);
  });

  it('asks for a new version every hour while the app stays open', () => {
    vi.useFakeTimers();
    const { register, calls } = fakeRegister();
    registerServiceWorker(register, quietPage());
    const update = vi.fn(async () => undefined);
    calls[0]!.options.onRegisteredSW!('/service-worker.js', {
      update,
    } as unknown as ServiceWorkerRegistration);
    vi.advanceTimersByTime(59 * 60_000);
    expect(update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * 60_000);
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('reloads a page when a new version takes it over, even one that had no worker at first', () => {
    const { register } = fakeRegister();
    const reload = vi.fn();
    const firstVisit = fakeWorkers(false);
    registerServiceWorker(register, { ...firstVisit, reload });
    // The first worker taking the page runs this very version: no reload.
    firstVisit.takeOver();
    expect(reload).not.toHaveBeenCalled();
    // An update taking over later: the page's chunks are the old version's.
    firstVisit.takeOver();
    expect(reload).toHaveBeenCalledTimes(1);

    const returning = fakeWorkers(true);
    const reloadReturning = vi.fn();
    registerServiceWorker(register, { ...returning, reload: reloadReturning });
    returning.takeOver();
    expect(reloadReturning).toHaveBeenCalledTimes(1);
  });

  it('reloads at once a page that a new version took over before the registration ran', () => {
    const { register } = fakeRegister();
    const reload = vi.fn();
    const page = fakeWorkers(true);
    const controllerAtLoad = page.controllerAtLoad;
    page.takeOver();
    registerServiceWorker(register, { workers: page.workers, controllerAtLoad, reload });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload a page still run by the worker it loaded from', () => {
    const { register } = fakeRegister();
    const reload = vi.fn();
    const page = fakeWorkers(true);
    registerServiceWorker(register, { ...page, reload });
    expect(reload).not.toHaveBeenCalled();
  });
});
