import { describe, expect, it } from 'vitest';
import { ApiError } from '@/client/lib/api-client';
import { interfaceIn } from '@/client/testing/interface-in';
import { lookupFailureText } from './lookup-failure-text';

describe("the import's lookup failures in the page language", () => {
  it("words the catalogue's limit with its wait, never the server's English", () => {
    const refusal = new ApiError(
      429,
      'too-many-requests',
      'Too many new catalogue requests. Please wait 20 seconds and try again.',
      20,
    );
    expect(lookupFailureText(refusal, interfaceIn('de'))).toBe(
      'Zu viele neue Katalogabfragen. Bitte warte 20 Sekunden und versuche es dann erneut.',
    );
    const busy = new ApiError(503, 'catalog-busy', 'The movie database is busy.', 5);
    expect(lookupFailureText(busy, interfaceIn('it'))).toBe(
      'Il database dei film è occupato. Riprova tra poco.',
    );
  });

  it("keeps an unknown code's words on an English page only", () => {
    const odd = new ApiError(418, 'teapot', 'I am a teapot.');
    expect(lookupFailureText(odd, interfaceIn('en'))).toBe('I am a teapot.');
    expect(lookupFailureText(odd, interfaceIn('fr'))).toBe(
      "Une erreur s'est produite. Veuillez réessayer.",
    );
  });
});
