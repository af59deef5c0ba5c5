import { Component, type ReactNode } from 'react';
import { ErrorPage } from '@/client/components/ui/error-page';

/** A render error anywhere shows the spec's error text instead of a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
