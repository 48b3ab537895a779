// Lint: typescript-eslint recommended, plus the core's purity rule (STYLE.md habit 1).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const ioModules = ['node:fs', 'node:fs/promises', 'node:child_process', 'node:http', 'node:https', 'node:net', 'fs', 'child_process'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test/fixtures/**', 'test/init/fixtures/**', 'test/suites/**', 'examples/**/raw/**', 'examples/**/suite/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The pure core: values in, values out. Time and randomness come in as arguments.
    files: ['src/model/**', 'src/parse/**', 'src/compare/**', 'src/render/**', 'src/bot/command.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: ioModules.map((name) => ({ name, message: 'The core does no I/O (STYLE.md habit 1).' })),
        patterns: [{ group: ['@actions/*', '@octokit/*'], message: 'The core does no I/O (STYLE.md habit 1).' }],
      }],
      'no-restricted-properties': ['error',
        { object: 'Math', property: 'random', message: 'Randomness is seeded and passed in.' },
        { object: 'Date', property: 'now', message: 'Time is passed in.' }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    // The dashboard page's own script runs in the browser, beside uPlot.
    files: ['templates/dashboard/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: { window: 'readonly', document: 'readonly', location: 'readonly', IntersectionObserver: 'readonly', Intl: 'readonly', uPlot: 'readonly' },
    },
  },
);
