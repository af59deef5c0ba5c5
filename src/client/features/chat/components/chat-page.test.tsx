import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, useLocation } from '@/client/lib/router/router';
import { Route, Routes } from '@/client/lib/router/routes';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError } from '@/client/testing/api-error';
import { createQueryClient } from '@/client/lib/query-client';
import type { ChatResponse } from '@/shared/chat/chat-schemas';
import { APOLOGY, GREETING, PRESETS, TYPING_TEXT } from '../utils/chat-content';
import { pageI18n } from '@/client/i18n/page-language';
import { interfaceIn } from '@/client/testing/interface-in';
import { ChatPage } from './chat-page';

const received: string[] = [];
const bodies: unknown[] = [];
let reply: () => Promise<Response> | Response;
const answer: ChatResponse = {
  text: 'Try these scary movies:\n- Alien (1979): Horror from Ridley Scott, rated 8.5/10.',
  titles: [
    { id: 1000, media_type: 'movie', title: 'Alien', poster_path: '/art/poster/movie/1000.svg' },
    { id: 1396, media_type: 'tv', title: 'Breaking Bad', poster_path: null },
  ],
  source: 'local',
};

const server = setupServer(
  http.post('/api/chat', async ({ request }) => {
    const body = (await request.json()) as { text: string };
    received.push(body.text);
    bodies.push(body);
    return reply();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  received.length = 0;
  bodies.length = 0;
});
afterAll(() => server.close());

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderChat() {
  reply = () => HttpResponse.json(answer);
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/neural-chat']}>
        <Routes>
          <Route path="/neural-chat" element={<ChatPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user, box: screen.getByRole('textbox', { name: 'Your message' }) };
}

const sendButton = () => screen.getByRole('button', { name: 'Send message' });

// Typing with user-event is slow on a busy machine; the journeys are short but not instant.
describe('ChatPage', { timeout: 20_000 }, () => {
  it('shows the title, then the greeting after 500 ms', () => {
    vi.useFakeTimers();
    try {
      renderChat();
      expect(screen.getByRole('heading', { name: 'NEXUS Movie AI' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(499));
      expect(screen.queryByText(GREETING)).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByText(GREETING)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends on Enter (trimmed), shows the typing indicator, then the answer with linked cards', async () => {
    const { user, box } = renderChat();
    reply = async () => {
      await delay(150);
      return HttpResponse.json(answer);
    };
    await user.type(box, '  something scary  {Enter}');
    expect(received).toEqual(['something scary']);
    expect(screen.getByText('something scary')).toBeInTheDocument();
    expect(screen.getByText(TYPING_TEXT)).toBeInTheDocument();
    expect(box).toBeDisabled();
    expect(sendButton()).toBeDisabled();
    const link = await screen.findByRole('link', { name: /Alien/ });
    expect(link).toHaveAttribute('href', '/movie/1000');
    expect(screen.getByRole('link', { name: /Breaking Bad/ })).toHaveAttribute('href', '/tv/1396');
    expect(screen.getByRole('img', { name: 'Poster of Alien' })).toHaveAttribute('width', '112');
    expect(screen.queryByText(TYPING_TEXT)).not.toBeInTheDocument();
    expect(box).toBeEnabled();
    expect(box).toHaveValue('');
    // Each message shows who sent it and when.
    const items = within(screen.getByRole('list', { name: 'Conversation' })).getAllByRole(
      'listitem',
      {
        name: /^(You|NEXUS AI) at /,
      },
    );
    expect(items.length).toBeGreaterThanOrEqual(2);
    await user.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/movie/1000');
  });

  it('sends the conversation so far with the next message, for follow-ups', async () => {
    const { user, box } = renderChat();
    await user.type(box, 'a scary movie{Enter}');
    await screen.findByRole('link', { name: /Alien/ });
    await user.type(box, 'older{Enter}');
    await screen.findAllByRole('link', { name: /Alien/ });
    expect(bodies[0]).toEqual({ text: 'a scary movie', turns: [], watched: [], vault: [] });
    expect(bodies[1]).toEqual({
      text: 'older',
      turns: [
        { role: 'user', text: 'a scary movie', titles: [] },
        {
          role: 'assistant',
          text: answer.text,
          titles: [
            { id: 1000, media_type: 'movie' },
            { id: 1396, media_type: 'tv' },
          ],
        },
      ],
      watched: [],
      vault: [],
    });
  });

  it('sends what the person has seen (history, watched marks, ratings) and their vault, newest first', async () => {
    localStorage.setItem(
      'nexus_watch_history',
      JSON.stringify([{ id: 1, media_type: 'movie', watchedAt: 3000, progress: 100 }]),
    );
    localStorage.setItem(
      'nexus_watch_marks',
      JSON.stringify([
        { id: 7, type: 'tv', season: 1, episode: 2, watchedAt: 4000 },
        { id: 7, type: 'tv', season: 1, episode: 1, watchedAt: 3500 },
        { id: 1, type: 'movie', watchedAt: 1000 },
      ]),
    );
    localStorage.setItem(
      'nexus_ratings',
      JSON.stringify([{ id: 2, media_type: 'movie', rating: 4, ratedAt: 2000 }]),
    );
    localStorage.setItem(
      'nexus_vault',
      JSON.stringify([{ id: 9, type: 'movie', addedAt: '2026-01-01T00:00:00.000Z' }]),
    );
    try {
      const { user, box } = renderChat();
      await user.type(box, 'a comedy{Enter}');
      await screen.findByRole('link', { name: /Alien/ });
      expect(bodies[0]).toMatchObject({
        watched: [
          { id: 7, media_type: 'tv' },
          { id: 1, media_type: 'movie' },
          { id: 2, media_type: 'movie' },
        ],
        vault: [{ id: 9, media_type: 'movie' }],
      });
    } finally {
      localStorage.clear();
    }
  });

  it("shows our recommender's answer as a list: each title with its poster, year and reason, then its one note", async () => {
    const { user, box } = renderChat();
    reply = () =>
      HttpResponse.json({
        ...answer,
        intro: 'Try these scary movies:',
        note: '(Leaving out 2 you have seen.)',
        titles: [{ ...answer.titles[0]!, year: 1979, reason: 'Horror from Ridley Scott' }],
      } satisfies ChatResponse);
    await user.type(box, 'a scary movie{Enter}');
    const list = await screen.findByRole('list', { name: 'Recommended titles' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByRole('img', { name: 'Poster of Alien' })).toBeInTheDocument();
    expect(within(item).getByRole('link')).toHaveTextContent(
      'Alien (1979)Horror from Ridley Scott',
    );
    expect(screen.getByText('Try these scary movies:')).toBeInTheDocument();
    expect(screen.getByText('(Leaving out 2 you have seen.)')).toBeInTheDocument();
    // The whole text is not shown a second time around the list (the live region reads it).
    const conversation = screen.getByRole('list', { name: 'Conversation' });
    expect(within(conversation).queryByText(/- Alien \(1979\)/)).not.toBeInTheDocument();
  });

  it('does not send on Shift+Enter, nor blank input', async () => {
    const { user, box } = renderChat();
    expect(sendButton()).toBeDisabled();
    await user.type(box, '   ');
    expect(sendButton()).toBeDisabled();
    await user.type(box, '{Enter}');
    await user.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(box).toHaveValue('   line one\nline two');
    expect(received).toEqual([]);
  });

  it('sends a Quick Request 100 ms after the click', async () => {
    renderChat();
    const panel = screen.getByRole('complementary', { name: 'Quick Requests' });
    expect(within(panel).getAllByRole('button')).toHaveLength(6);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(within(panel).getByRole('button', { name: 'Scary but good' }));
      act(() => vi.advanceTimersByTime(99));
      expect(received).toEqual([]);
      // Waiting starts at the click: a second preset cannot be queued meanwhile.
      expect(within(panel).getByRole('button', { name: 'Comedy' })).toBeDisabled();
      act(() => vi.advanceTimersByTime(1));
    } finally {
      vi.useRealTimers();
    }
    await screen.findByRole('link', { name: /Alien/ });
    expect(received).toEqual([PRESETS[2].prompt]);
  });

  it('uses the spec texts for the apology and the typing indicator', () => {
    expect(APOLOGY).toMatch(
      /^Something went wrong with my movie magic! Try asking me about movies again - I love talking about films! \p{Extended_Pictographic}$/u,
    );
    expect(TYPING_TEXT).toBe('Finding perfect movies...');
    expect(PRESETS.map((p) => p.label)).toEqual([
      'What to watch tonight',
      'Romantic & sweet',
      'Scary but good',
      'Comedy',
      'High action',
      'Smart movie',
    ]);
  });

  it('reads each new message to screen readers once, through a polite live region', async () => {
    const { user, box } = renderChat();
    reply = async () => {
      await delay(150);
      return HttpResponse.json(answer);
    };
    const live = document.querySelector('[aria-live="polite"]');
    expect(live).not.toBeNull();
    await user.type(box, 'something scary{Enter}');
    expect(live).toHaveTextContent('You: something scary');
    await screen.findByRole('link', { name: /Alien/ });
    expect(live).toHaveTextContent(`NEXUS AI: ${answer.text.replace(/\n/g, ' ')}`);
    // The conversation list itself is not live, so cards are not read a second time.
    expect(screen.getByRole('list', { name: 'Conversation' }).closest('[aria-live]')).toBeNull();
  });

  it('shows the apology on any failure', async () => {
    const { user, box } = renderChat();
    reply = () => apiError(500, 'x', 'boom');
    await user.type(box, 'hello{Enter}');
    expect(await screen.findByText(APOLOGY)).toBeInTheDocument();
    reply = () => HttpResponse.json({ text: 42 });
    await user.type(box, 'again{Enter}');
    expect(await screen.findAllByText(APOLOGY)).toHaveLength(2);
  });

  it("says how long to wait past the limit, from the answer's Retry-After, in the page language", async () => {
    const { user, box } = renderChat();
    const limited = (seconds: string) => () =>
      HttpResponse.json(
        { error: { code: 'too-many-requests', message: 'Too many messages.' } },
        { status: 429, headers: { 'retry-after': seconds } },
      );
    reply = limited('12');
    await user.type(box, 'hello{Enter}');
    expect(
      await screen.findByText('Too many messages. Please wait 12 seconds and try again.'),
    ).toBeInTheDocument();
    act(() => pageI18n.loadAndActivate({ locale: 'fr', messages: interfaceIn('fr').messages }));
    try {
      reply = limited('1');
      await user.type(box, 'encore{Enter}');
      expect(
        await screen.findByText('Trop de messages. Veuillez patienter 1 seconde puis réessayer.'),
      ).toBeInTheDocument();
      expect(screen.queryByText(APOLOGY)).not.toBeInTheDocument();
    } finally {
      act(() => pageI18n.activate('en'));
    }
  });

  it('renders answer text as text, never as HTML', async () => {
    const { user, box } = renderChat();
    reply = () => HttpResponse.json({ ...answer, text: '<img src=x onerror=alert(1)><b>bold</b>' });
    await user.type(box, 'hi{Enter}');
    expect(await screen.findByText('<img src=x onerror=alert(1)><b>bold</b>')).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });

  it("sends the page's language with each message, English not (issue 33)", async () => {
    const { user, box } = renderChat();
    await user.type(box, 'ok{Enter}');
    await screen.findByRole('link', { name: /Alien/ });
    expect(bodies[0]).not.toHaveProperty('language');
    act(() => pageI18n.loadAndActivate({ locale: 'fr', messages: {} }));
    try {
      await user.type(box, 'ok{Enter}');
      await screen.findAllByRole('link', { name: /Alien/ });
      expect(bodies[1]).toMatchObject({ text: 'ok', language: 'fr' });
    } finally {
      act(() => pageI18n.activate('en'));
    }
  });
});
