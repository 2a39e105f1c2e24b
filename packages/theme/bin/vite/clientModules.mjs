// @ts-check
import { readRegistryListing } from './registry.mjs';

const MODULE_ID = '\0cairn:client-modules';

/**
 * `@generated/client-modules`: the client modules of the engine's listing, imported in order,
 * as the array `clientModules`. The entry imports this module rather than the registry, which
 * lists them too, so that the registry can be a chunk of its own that a first visit never loads.
 * Specifiers resolve as they do from registry.js.
 *
 * @param {string} registryFile The path of registry.js.
 * @returns {import('vite').Plugin}
 */
export function clientModulesModule(registryFile) {
  return {
    name: 'cairn:client-modules',
    resolveId: (source) => (source === '@generated/client-modules' ? MODULE_ID : null),
    async load(id) {
      if (id !== MODULE_ID) return null;
      const specifiers = readRegistryListing(registryFile).clientModules ?? [];
      const lines = [];
      for (const [index, specifier] of specifiers.entries()) {
        const resolved = await this.resolve(specifier, registryFile);
        if (!resolved) this.error(`cannot resolve the client module "${specifier}"`);
        lines.push(`import * as clientModule${index} from ${JSON.stringify(resolved.id)};`);
      }
      const names = specifiers.map((_, index) => `clientModule${index}`).join(', ');
      return `${lines.join('\n')}\nexport const clientModules = [${names}];\n`;
    },
  };
}
