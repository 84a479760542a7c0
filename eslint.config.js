import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import lingui from 'eslint-plugin-lingui'
import globals from 'globals'
import boundaries from 'eslint-plugin-boundaries'
import { aliasRule, layerElements, layerPolicies, LIBRARY_RULES } from './eslint.layers.js'

const root = import.meta.dirname

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-*/',
      'node_modules/',
      'src/routeTree.gen.ts',
      'test-results/',
      'playwright-report/',
      'locales/',
      'storybook-static/',
      'stories/public/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The layers (eslint.layers.js, docs/decisions/0027-layers.md): what each folder may import.
    // Tests beside a machine are tests: they may import fixtures and the API client's errors.
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'tests/**/*.{ts,tsx,mjs}', 'stories/**/*.{ts,tsx}'],
    ignores: ['machines/**/*.test.ts'],
    plugins: { boundaries, layers: { rules: { 'alias-across-areas': aliasRule(root) } } },
    settings: {
      'boundaries/elements': layerElements(),
      'boundaries/root-path': root,
      'import/resolver': { [`${root}/eslint.resolver.cjs`]: {} },
    },
    rules: {
      'boundaries/dependencies': ['error', layerPolicies()],
      'layers/alias-across-areas': 'error',
    },
  },
  ...LIBRARY_RULES.map(({ files, allowed, globals, message }) => ({
    files,
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: `^(?![.#]|(${allowed.join('|')})(/|$))`, message }] }],
      'no-restricted-globals': ['error', ...globals.map((name) => ({ name, message }))],
    },
  })),
  {
    // Every visible string goes through Lingui: JSX text and user-facing attributes may not be literals.
    files: ['src/components/**/*.tsx', 'src/routes/**/*.tsx', 'src/scene/**/*.tsx'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Code values, not words: lowercase identifiers, CODES, punctuation, and the wire's legs types
          // (docs/product.md#options).
          ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$', '^\\W+$', '^(Umele|Hlinikove|Nejdu)$'],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|class|style|href|to|hash|rel|type|name|id|key|lang|hrefLang|src|data-\\w+|aria-current|role|target|method|autoComplete|inputMode|as|from|variant)$',
              },
            },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
          ],
          ignoreFunctions: [
            'console.*',
            'Error',
            'useRouteContext',
            'createFileRoute',
            'createRootRouteWithContext',
            'Route.useLoaderData',
            'msg',
            't',
          ],
        },
      ],
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-expression-in-message': 'error',
    },
  },
)
