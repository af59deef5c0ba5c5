import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLazyStandIn, type HandOver } from './use-lazy-stand-in';

/** The real control: says what it was handed over. */
function Real(props: HandOver) {
  return (
    <button type="button" data-real="">
      {`open ${props.defaultOpen} focus ${props.focusOnMount}`}
    </button>
  );
}

/** A loader the test settles by hand, one promise per call. */
function manualLoader() {
  const calls: Array<{ resolve: (m: { Real: typeof Real }) => void; reject: () => void }> = [];
  const load = vi.fn(
    () =>
      new Promise<{ Real: typeof Real }>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { load, calls };
}

function Harness({ load, idle }: { load: () => Promise<{ Real: typeof Real }>; idle?: number }) {
  const { standIn, loaded, handOver } = useLazyStandIn(load, idle);
  if (loaded) return <loaded.module.Real {...handOver} />;
  return (
    <button {...standIn} aria-label="Stand-in">
      …
    </button>
  );
}

describe('useLazyStandIn', () => {
  it('a press before the menu arrives opens it on arrival with focus; one load is kept', async () => {
    const { load, calls } = manualLoader();
    render(<Harness load={load} />);
    const standIn = screen.getByRole('button', { name: 'Stand-in' });
    expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
    expect(standIn).toHaveAttribute('type', 'button');
    fireEvent.pointerEnter(standIn);
    // Only the press: the release may land on the real control.
    fireEvent.pointerDown(standIn, { button: 0 });
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => {
      calls[0]!.resolve({ Real });
      calls[1]!.resolve({ Real });
    });
    expect(screen.getByRole('button')).toHaveTextContent('open true focus true');
  });

  it('hands focus over only when the stand-in had it, and ignores a right-click', async () => {
    const { load, calls } = manualLoader();
    render(<Harness load={load} />);
    const standIn = screen.getByRole('button', { name: 'Stand-in' });
    fireEvent.pointerDown(standIn, { button: 2 });
    expect(load).not.toHaveBeenCalled();
    act(() => standIn.focus());
    await act(async () => calls[0]!.resolve({ Real }));
    expect(screen.getByRole('button')).toHaveTextContent('open false focus true');
  });

  it('leaves the stand-in after a failed load and tries again on the next', async () => {
    const { load, calls } = manualLoader();
    // The failure itself goes to the console, as any chunk that fails to load.
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    render(<Harness load={load} />);
    const standIn = screen.getByRole('button', { name: 'Stand-in' });
    fireEvent.focus(standIn);
    await act(async () => calls[0]!.reject());
    expect(screen.getByRole('button', { name: 'Stand-in' })).toBeInTheDocument();
    fireEvent.pointerEnter(standIn);
    await act(async () => calls[1]!.resolve({ Real }));
    expect(screen.getByRole('button')).toHaveTextContent('open false focus false');
    process.off('unhandledRejection', unhandled);
  });

  it('loads by itself once the page is idle when given a delay', async () => {
    vi.useFakeTimers();
    try {
      const { load } = manualLoader();
      render(<Harness load={load} idle={2000} />);
      expect(load).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTimeAsync(5000));
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads nothing of the page when the code arrives after the card has left it', async () => {
    const { load, calls } = manualLoader();
    const { unmount } = render(<Harness load={load} />);
    fireEvent.focus(screen.getByRole('button', { name: 'Stand-in' }));
    unmount();
    // What the test environment tearing down looked like: no page to ask for its focus.
    const focus = vi.spyOn(document, 'activeElement', 'get');
    await act(async () => calls[0]!.resolve({ Real }));
    expect(focus).not.toHaveBeenCalled();
    focus.mockRestore();
  });
});
