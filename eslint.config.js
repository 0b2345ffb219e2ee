import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync, existsSync } from 'node:fs';

// Feature folders may not import each other: each zone forbids app/features/<f> from reaching into its siblings.
const featuresDir = 'app/features';
const features = existsSync(featuresDir) ? readdirSync(featuresDir) : [];
const featureZones = features.map((f) => ({
  target: `./${featuresDir}/${f}`,
  from: `./${featuresDir}`,
  except: [`./${f}`],
  message: 'Features do not import each other; move shared code to app/components or app/lib.',
}));

export default tseslint.config(
  { ignores: ['build/', 'node_modules/', 'data/', '.react-router/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './app',
              from: ['./server/db', './server/providers', './server/auth'],
              message:
                'app/ reaches data through loaders calling server/modules, never the database or providers.',
            },
            ...featureZones,
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through server/config.ts.' },
      ],
    },
  },
  {
    files: [
      'server/config.ts',
      'tests/**',
      'bench/**',
      'scripts/**',
      '**/*.test.ts',
      'vite.config.ts',
      '*.config.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
);
