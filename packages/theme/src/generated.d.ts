/** `@generated/registry` is written by the engine into `<site>/.cairn/generated/registry.js`. */
declare module '@generated/registry' {
  export const registry: Record<string, () => Promise<{ default: import('react').ComponentType<any> }>>;
}
