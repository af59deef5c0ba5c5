import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfflineNote, isStaleAnswer } from './offline-note';

describe('the offline note', () => {
  it('is shown for offline, a failed refresh or a fallback answer, and only then', () => {
    const fresh = {
      online: true,
      refreshFailed: false,
      answers: [{ isFallback: false }, undefined],
    };
    expect(isStaleAnswer(fresh)).toBe(false);
    expect(isStaleAnswer({ ...fresh, online: false })).toBe(true);
    expect(isStaleAnswer({ ...fresh, refreshFailed: true })).toBe(true);
    expect(isStaleAnswer({ ...fresh, answers: [{}, { isFallback: true }] })).toBe(true);
  });

  it('says what it shows in one wording', () => {
    render(<OfflineNote what="titles" />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Offline: showing the last saved titles. They may be out of date.',
    );
  });
});
