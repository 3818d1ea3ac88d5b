import { defineConfig } from 'vitest/config';

// Vitest reads this file's default export; the one default export in the project.
// eslint-disable-next-line no-restricted-syntax
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'bin/**/*.test.ts', 'tasks/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
