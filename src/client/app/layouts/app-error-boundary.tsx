import { Component, type ReactNode } from 'react';
import { ErrorPage } from '@/client/components/ui/error-page';
import { announcePageReady } from '@/client/lib/page-ready-event';

/**
 * A render error anywhere shows the product's error text instead of a blank page
 * (docs/product.md#route-table).
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
    // The page that was pressed is gone; nothing held is given to it (page-start/early-clicks.ts).
    announcePageReady();
  }

  override render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
