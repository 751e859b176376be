import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'forms/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['form-ui/**/*.{ts,tsx}', 'web/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The functions the benchmark hands to the page run in the browser.
    files: ['bench/browser.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['api/**/*.{ts,tsx}'],
    rules: { 'no-console': 'error' },
  },
  {
    // Every body goes through the declared contract (api/src/contract): validated, typed and documented at once.
    files: ['api/src/**/*.{ts,tsx}'],
    ignores: ['api/src/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@nestjs/common',
              importNames: ['Body', 'UploadedFile', 'UploadedFiles'],
              message: 'Take a request body with @RequestBody(<declared body>), a file with @RequestFile, from contract/contract.js.',
            },
            {
              name: '@nestjs/swagger',
              importNames: ['ApiBody', 'ApiConsumes', 'ApiResponse', 'ApiOkResponse', 'ApiCreatedResponse'],
              message:
                'Declare bodies with declareBody and document them with @RequestBody, @RequestFile, @Returns and @Fails (contract/contract.js).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='ApiOperation'] > ObjectExpression > Property[key.name=/^(requestBody|responses)$/]",
          message: 'Document bodies with @RequestBody, @RequestFile, @Returns and @Fails (contract/contract.js), not in ApiOperation.',
        },
      ],
    },
  },
);
