import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@theme(-original)?\//, replacement: fileURLToPath(new URL('./src/theme/', import.meta.url)) },
      {
        find: /^@generated\/registry$/,
        replacement: fileURLToPath(new URL('./src/client/__fixtures__/registry.ts', import.meta.url)),
      },
    ],
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    setupFiles: ['src/test-setup.ts'],
  },
});
