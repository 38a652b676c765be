import { Component, type ReactNode } from 'react';
import { Button, ServerErrorView, translate } from '@theke/ui';

/** Last line of defence: if `/api/init` fails or the shell itself throws, show the 500 view, never a white page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.error('[shell] failed', error);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <ServerErrorView
        action={
          <Button $variant="secondary" onClick={() => window.location.reload()}>
            {translate('errors.retry')}
          </Button>
        }
      />
    );
  }
}
