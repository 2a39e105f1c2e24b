/**
 * Whether this visit is in offline mode: any one of the site's activation strategies
 * (`[pwa] offlineModeActivationStrategies`) that holds turns it on.
 */
export type ActivationStrategy = 'appInstalled' | 'queryString' | 'standalone' | 'mobile' | 'saveData' | 'always';

/** What the strategies look at, gathered once so the decision itself is a pure function. */
export interface VisitFacts {
  /** The page's query string (`?offlineMode=true`). */
  search: string;
  /** The visitor installed the site as an app earlier (remembered in storage). */
  appInstalled: boolean;
  /** The page runs as an installed app. */
  standalone: boolean;
  mobile: boolean;
  saveData: boolean;
}

export function isOfflineMode(strategies: readonly string[], facts: VisitFacts): boolean {
  return strategies.some((strategy) => {
    switch (strategy as ActivationStrategy) {
      case 'appInstalled':
        return facts.appInstalled;
      case 'queryString':
        return new URLSearchParams(facts.search).get('offlineMode') === 'true';
      case 'standalone':
        return facts.standalone;
      case 'mobile':
        return facts.mobile;
      case 'saveData':
        return facts.saveData;
      case 'always':
        return true;
      default:
        return false;
    }
  });
}

/** The facts of the current page. */
export function currentFacts(appInstalled: boolean): VisitFacts {
  const nav = navigator as Navigator & {
    standalone?: boolean;
    connection?: { saveData?: boolean };
    userAgentData?: { mobile?: boolean };
  };
  return {
    search: window.location.search,
    appInstalled,
    standalone: nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true,
    mobile: nav.userAgentData?.mobile ?? /Mobi|Android|iPhone|iPad/i.test(nav.userAgent),
    saveData: nav.connection?.saveData === true,
  };
}
