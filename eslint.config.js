import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
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

// app/ reaches data through loaders calling server/modules; features never reach into each other.
const appZones = [
  {
    target: './app',
    from: ['./server/db', './server/providers', './server/auth'],
    message: 'app/ reaches data through loaders calling server/modules, never the database or providers.',
  },
  ...featureZones,
];
// Providers, lib, db and the shared catalogue sit below the domain modules (tests may wire them together).
const layerZones = [
  {
    target: ['./server/providers', './server/lib', './server/db', './server/common'],
    from: './server/modules',
    message:
      'Providers, lib, db and common sit below the domain modules: pass what they need in, never import a module.',
  },
];

// The server never reaches into the app: pages call the server, not the other way round (tests included).
const serverZones = [
  {
    target: './server',
    from: './app',
    message:
      'server/ never imports app/: the app calls the server through loaders and /api, not the reverse.',
  },
];
// The domain modules import in one direction. Reports orchestrates tickets, analysis, uploads and accounts, so
// none of them imports reports (what they share with it lives with them or in server/common). The generator
// may ask billing about a subscriber; billing never imports the generator (docs/decisions/024-module-direction.md).
const reportsFrom = './server/modules/reports';
const generatorFrom = './server/modules/generator';
const moduleZones = [
  {
    target: ['tickets', 'analysis', 'uploads', 'accounts'].map((m) => `./server/modules/${m}`),
    from: reportsFrom,
    message:
      'tickets, analysis, uploads and accounts sit below reports, which orchestrates them: never import server/modules/reports.',
  },
  {
    target: './server/modules/billing',
    from: generatorFrom,
    message:
      'The generator may import billing, never the reverse: pass what billing needs in, or move it to billing.',
  },
];
// The request context's types sit below auth and the modules, and auth below reports: lib takes what it needs by
// shape, auth is handed what a sign-in does with reports, accounts takes the session types from the context.
const contextZones = [
  {
    target: ['./server/providers', './server/lib', './server/db', './server/common'],
    from: ['./server/context.ts', './server/request-context.ts', './server/auth'],
    message:
      'Providers, lib, db and common sit below the request context and auth: take what they need as parameters.',
  },
  {
    target: './server/context.ts',
    from: './server/auth',
    message:
      'server/context.ts sits below auth: auth declares its types into the context, never the reverse.',
  },
  {
    target: './server/context.ts',
    from: './server/modules',
    except: ['./analysis/model/analysis-state.ts'],
    message: 'server/context.ts sits below the modules: the types they share with it live in it.',
  },
  {
    target: './server/modules/accounts',
    from: './server/auth',
    message:
      'accounts sits below auth: take the session types from server/context.ts, never import server/auth.',
  },
  {
    target: './server/auth',
    from: './server/modules/reports',
    message:
      'auth sits below reports: a sign-in is handed what it does with reports (server/app.ts), never imports them.',
  },
];
const serverCodeZones = [...appZones, ...serverZones, ...layerZones, ...moduleZones, ...contextZones];

export default tseslint.config(
  { ignores: ['build/', 'node_modules/', 'data/', '.react-router/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    // Without a TypeScript resolver the path rules below would see no file behind an extensionless import
    // (the project's style) and check nothing; without the extensions and the parser, import-x/no-cycle
    // would resolve a .ts import and then skip the file, following only .js. scripts/lint-rules.test.ts
    // proves both: a planted import breaks each rule, and a two-file .ts cycle is reported.
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
    },
    rules: {
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-restricted-paths': ['error', { zones: serverCodeZones }],
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
  {
    // Route files load through server/modules: no database driver or vendor SDK is called from app/.
    files: ['app/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'drizzle-orm',
                'drizzle-orm/*',
                'pg',
                '@electric-sql/*',
                'better-auth',
                'better-auth/*',
              ],
              message: 'app/ reaches data through loaders calling server/modules.',
            },
            {
              group: ['nodemailer', 'sharp', 'tesseract.js', 'pg-boss', 'aws4fetch'],
              message: 'Vendor calls live in server/providers.',
            },
          ],
        },
      ],
    },
  },
  {
    // What the browser runs takes only types from the server; its values come from server/common, the
    // client-safe folder (catalogue, categories, markup, language, texts), so no server code is bundled.
    files: ['app/features/**', 'app/components/**', 'app/lib/**'],
    ignores: ['app/lib/*.server.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/*', '**/server/**', '!**/server/common', '!**/server/common/**'],
              allowTypeImports: true,
              message:
                'Screens take values from server/common only; other server code reaches them through loaders.',
            },
          ],
        },
      ],
    },
  },
  {
    // A test may exercise a provider through the modules that use it, and seed one module's rows to test
    // another (the layer and module-direction zones are off); the app and server zones still hold.
    files: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...appZones, ...serverZones] }] },
  },
);
