import { useContext } from 'react';
import { SiteDataContext } from '../client/contexts';
import type { SiteData } from '../types';

/** The site data chunk (title, navbar, footer…). */
export function useSiteData(): SiteData {
  const site = useContext(SiteDataContext);
  if (!site) throw new Error('useSiteData() was called outside <SiteDataContext.Provider>: render it inside the Cairn app.');
  return site;
}
