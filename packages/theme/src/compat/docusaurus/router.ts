// `@docusaurus/router` for site code written for Docusaurus, whose router is React Router 5:
// `useLocation` and `useHistory` over Cairn's own router.
import { useMemo } from 'react';
import { useLocation, useNavigate } from '../../hooks/useLocation';
import type { Location } from '../../client/router';

export { useLocation };

/** The part of React Router 5's `history` object that site code uses. */
export interface History {
  location: Location;
  push(path: string, state?: unknown): void;
  replace(path: string, state?: unknown): void;
  go(delta: number): void;
  goBack(): void;
  goForward(): void;
}

export function useHistory(): History {
  const location = useLocation();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      location,
      push: (path, state) => navigate(path, { state }),
      replace: (path, state) => navigate(path, { replace: true, state }),
      go: (delta) => window.history.go(delta),
      goBack: () => window.history.back(),
      goForward: () => window.history.forward(),
    }),
    [location, navigate],
  );
}
