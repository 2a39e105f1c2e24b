import { Component, memo, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * Leaves a part out when it cannot be shown, such as when the network dropped just after the
 * page loaded and its code never came: the route's own error boundary would replace the whole
 * page instead.
 */
class PartErrorBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`Cairn: the ${this.props.name} could not be shown.`, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A part of a page whose code the browser loads on demand (a component of an `onDemandParts.ts`
 * module, see bin/vite/layoutParts.mjs), in a boundary of its own, in the server render too so
 * that both sides agree on the markup. Memoized: until its code arrives the boundary holds the
 * server's markup, and React would replace that markup with the (empty) fallback if the page
 * re-rendered the boundary with other props meanwhile (a search page reading its query does,
 * right after hydrating).
 */
export function onDemandPart<Props extends object>(name: string, Part: ComponentType<Props>): ComponentType<Props> {
  return memo(function OnDemandPart(props: Props) {
    return (
      <PartErrorBoundary name={name}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </PartErrorBoundary>
    );
  });
}
