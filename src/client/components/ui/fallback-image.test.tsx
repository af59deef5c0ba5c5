import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FallbackImage } from './fallback-image';

const placeholder = <div data-testid="placeholder" />;

afterEach(() => vi.restoreAllMocks());

describe('FallbackImage', () => {
  it('shows the fallback for an image that broke before the script ran (server-rendered page)', () => {
    // The browser has already tried the image and failed: complete, with no pixels.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    render(
      <FallbackImage
        src="/broken.png"
        alt="Poster"
        width={10}
        height={10}
        fallback={placeholder}
      />,
    );
    expect(screen.getByTestId('placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Poster' })).not.toBeInTheDocument();
  });

  it('keeps an image that loaded, or that is still loading', () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(640);
    render(
      <FallbackImage src="/fine.png" alt="Poster" width={10} height={10} fallback={placeholder} />,
    );
    expect(screen.getByRole('img', { name: 'Poster' })).toBeInTheDocument();
  });
});
