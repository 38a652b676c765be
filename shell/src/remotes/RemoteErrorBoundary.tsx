import { Component, type ReactNode } from 'react';
import { Button, ServerErrorView, translate } from '@theke/ui';

interface Props {
  /** Clears the error when it changes, e.g. the location: other routes keep working. */
  resetKey: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** ARCHITECTURE: a remote that fails to load or throws shows the 500 view inside the layout. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error): void {
    console.error('[shell] remote failed', error);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <ServerErrorView
        action={
          <Button $variant="secondary" onClick={this.props.onRetry}>
            {translate('errors.retry')}
          </Button>
        }
      />
    );
  }
}
