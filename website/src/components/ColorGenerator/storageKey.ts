/** Where the generator keeps its choice, for the browser tab only (session storage). */
export const STORAGE_KEY = 'cairn.color-generator';
