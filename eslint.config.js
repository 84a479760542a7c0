import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import lingui from 'eslint-plugin-lingui'
import globals from 'globals'

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
    // Views and i18n never import the router or a route: routes import views, so that would close
    // an import circle through the route tree. The router context's type is in src/routerContext.ts.
    files: ['src/components/**/*.{ts,tsx}', 'src/scene/**/*.{ts,tsx}', 'src/i18n/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/router', '**/router.tsx', '**/routeTree.gen', '**/routeTree.gen.ts'],
              message: 'Views may not import the router: take its context type from src/routerContext.ts.',
            },
            {
              group: ['**/routes', '**/routes/**'],
              message: 'Views may not import route files or route-only modules (src/routes/-lib).',
            },
          ],
        },
      ],
    },
  },
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
