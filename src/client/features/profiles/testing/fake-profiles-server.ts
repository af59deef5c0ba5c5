import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { apiError } from '@/client/testing/api-error';
import { adaProfile as ada, kidsProfile as tim } from '@/client/testing/profile-fixtures';
import {
  MAX_PROFILES,
  PROFILE_ERROR_CODES as CODES,
  PROFILE_TEXTS,
  type Profile,
} from '@/shared/profiles/profile-api';

export const PASSWORD = 'correct horse';

export { ada, tim };

interface FakeState {
  profiles: Profile[];
  current: string | null;
  requirePinToAdd: boolean;
  /** Each locked profile's PIN. */
  pins: Record<string, string>;
  /** What the next choose answers instead (a status and code), once. */
  chooseFails: { status: number; code: string } | null;
  /** Every call that changed something: method, path and body. */
  calls: { method: string; path: string; body: unknown }[];
}

/**
 * The profiles API of the contract (shared/profiles/profile-api.ts), kept in memory: what the
 * screens are written against while the server's own lands. Each test starts with Ada (first)
 * and Tim (kids), none chosen, no PIN.
 */
export function installFakeProfilesServer() {
  const state: FakeState = {
    profiles: [],
    current: null,
    requirePinToAdd: false,
    pins: {},
    chooseFails: null,
    calls: [],
  };
  const listed = () => state.profiles.map((p) => ({ ...p, locked: p.id in state.pins }));
  const find = (id: unknown) => listed().find((p) => p.id === id);
  const record = async (request: Request) => {
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    state.calls.push({ method: request.method, path: new URL(request.url).pathname, body });
    return (body ?? {}) as Record<string, unknown>;
  };
  const server = setupServer(
    http.get('*/api/profiles', () =>
      HttpResponse.json({
        profiles: listed(),
        current: state.current,
        requirePinToAdd: state.requirePinToAdd,
      }),
    ),
    http.delete('*/api/profiles/current', async ({ request }) => {
      await record(request);
      state.current = null;
      return new HttpResponse(null, { status: 204 });
    }),
    http.put('*/api/profiles/settings', async ({ request }) => {
      const body = await record(request);
      if (body.password !== PASSWORD) return apiError(403, CODES.wrongPassword, 'Wrong password');
      state.requirePinToAdd = body.requirePinToAdd === true;
      return HttpResponse.json({ requirePinToAdd: state.requirePinToAdd });
    }),
    http.post('*/api/profiles/:id/choose', async ({ request, params }) => {
      const body = await record(request);
      const profile = find(params.id);
      if (!profile) return apiError(404, CODES.notFound, 'No such profile.');
      if (state.chooseFails) {
        const { status, code } = state.chooseFails;
        state.chooseFails = null;
        return apiError(status, code, code);
      }
      if (profile.locked && body.pin !== state.pins[profile.id])
        return apiError(403, CODES.wrongPin, PROFILE_TEXTS.wrongPin);
      state.current = profile.id;
      return HttpResponse.json({ profile });
    }),
    http.put('*/api/profiles/:id/pin', async ({ request, params }) => {
      const body = await record(request);
      if (body.password !== PASSWORD) return apiError(403, CODES.wrongPassword, 'Wrong password');
      state.pins[String(params.id)] = String(body.pin);
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete('*/api/profiles/:id/pin', async ({ request, params }) => {
      const body = await record(request);
      if (body.password !== PASSWORD) return apiError(403, CODES.wrongPassword, 'Wrong password');
      delete state.pins[String(params.id)];
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/api/profiles', async ({ request }) => {
      const body = await record(request);
      if (state.profiles.length >= MAX_PROFILES)
        return apiError(409, CODES.tooMany, PROFILE_TEXTS.upToFive);
      if (state.profiles.some((p) => p.name === body.name))
        return apiError(409, CODES.nameTaken, PROFILE_TEXTS.nameTaken);
      if (state.requirePinToAdd && body.pin !== state.pins[ada.id])
        return apiError(403, CODES.pinToAdd, 'PIN required');
      const profile: Profile = {
        id: `p${state.profiles.length + 1}`,
        name: String(body.name),
        avatar: String(body.avatar),
        kids: body.kids === true,
        locked: false,
        first: false,
      };
      state.profiles.push(profile);
      return HttpResponse.json(profile, { status: 201 });
    }),
    http.patch('*/api/profiles/:id', async ({ request, params }) => {
      const body = await record(request);
      state.profiles = state.profiles.map((p) => (p.id === params.id ? { ...p, ...body } : p));
      return HttpResponse.json(find(params.id));
    }),
    http.delete('*/api/profiles/:id', async ({ request, params }) => {
      await record(request);
      state.profiles = state.profiles.filter((p) => p.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    Object.assign(state, {
      profiles: [ada, tim],
      current: null,
      requirePinToAdd: false,
      pins: {},
      chooseFails: null,
      calls: [],
    });
  });
  afterEach(() => server.resetHandlers());
  return state;
}
