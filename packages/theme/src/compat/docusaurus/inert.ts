// What the compatibility layer says when site code calls a Docusaurus API that has no meaning
// in Cairn: once per API and page load, in the browser's console, never on the server (the
// engine's render workers would print it once per page).
const told = new Set<string>();

export function sayInert(api: string, why: string): void {
  if (typeof window === 'undefined' || told.has(api)) return;
  told.add(api);
  console.warn(`Cairn: ${api} does nothing here: ${why}`);
}
