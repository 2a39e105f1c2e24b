import { Component, type ErrorInfo, type ReactNode } from 'react';
import ErrorView from '@theme/Error';

export interface ErrorBoundaryProps {
  /** What to show instead of the children once they threw; `@theme/Error` by default. */
  fallback?: (props: { error: Error; tryAgain: () => void }) => ReactNode;
  children?: ReactNode;
}

/**
 * Keeps an error in a part of a page inside that part: the fallback replaces it, with a way
 * to render it again, and the rest of the page keeps working.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Cairn: a part of the page crashed', error, info.componentStack);
  }

  private readonly tryAgain = () => this.setState({ error: null });

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const fallback = this.props.fallback ?? ((props) => <ErrorView {...props} />);
    return fallback({ error, tryAgain: this.tryAgain });
  }
}
