// @ts-check
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clientModulesModule } from './clientModules.mjs';
import { fakeContext, hook, temporaryFolder } from './test-utils.mjs';

const folder = temporaryFolder({
  'with/registry.json': JSON.stringify({
    routeComponents: [],
    contentComponents: [],
    clientModules: ['@site/src/routeMark.js', 'plugin-x/client'],
  }),
  'without/registry.json': JSON.stringify({ routeComponents: [], contentComponents: [] }),
});
afterAll(folder.remove);

describe('the client modules module', () => {
  it('is what @generated/client-modules names', () => {
    const plugin = clientModulesModule(path.join(folder.dir, 'with/registry.js'));
    const resolveId = hook(plugin, 'resolveId');
    expect(resolveId('@generated/client-modules')).toBe('\0cairn:client-modules');
    expect(resolveId('@generated/registry')).toBeNull();
  });

  it('imports the listing’s client modules in order, resolved from the registry', async () => {
    const registryFile = path.join(folder.dir, 'with/registry.js');
    const context = fakeContext();
    const code = await hook(clientModulesModule(registryFile), 'load').call(context, '\0cairn:client-modules');
    expect(code).toBe(
      'import * as clientModule0 from "/abs/@site/src/routeMark.js";\n' +
        'import * as clientModule1 from "/abs/plugin-x/client";\n' +
        'export const clientModules = [clientModule0, clientModule1];\n',
    );
    expect(context.resolve).toHaveBeenCalledWith('plugin-x/client', registryFile);
  });

  it('is an empty list without client modules, and loads no other module', async () => {
    const plugin = clientModulesModule(path.join(folder.dir, 'without/registry.js'));
    const load = hook(plugin, 'load');
    expect(await load.call(fakeContext(), '\0cairn:client-modules')).toBe('\nexport const clientModules = [];\n');
    expect(await load.call(fakeContext(), '/site/src/index.js')).toBeNull();
  });

  it('fails on a client module that does not resolve', async () => {
    const context = { ...fakeContext(), resolve: async () => null };
    const load = hook(clientModulesModule(path.join(folder.dir, 'with/registry.js')), 'load');
    await expect(load.call(context, '\0cairn:client-modules')).rejects.toThrow(
      'cannot resolve the client module "@site/src/routeMark.js"',
    );
  });
});
