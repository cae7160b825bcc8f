import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// Import boundaries (CONVENTIONS habit 1) are enforced here, not in review.
const serverCore = {
  regex: '(^|/)modules(/|$)',
  message: 'ledger/, matching/ and platform/ import no business module.',
};
// Pages and the app use a feature only through its public entry (features/<name>/index.ts).
const featureInternals = {
  regex: '(^|/)features/[^/]+/',
  message: "Import a feature through its entry (import '…/features/<name>'), not its files.",
};
const otherModuleInternals = {
  regex: '^\\.\\./[^./][^/]*/',
  message: "Use another module only through its exported service (import '../<module>').",
};

// The module shape (README "Adding a module"): SQL only in repos, the ledger's tables only
// through ledger/, the environment only through config.ts.
const sqlOnlyInRepos = {
  selector: "CallExpression[callee.property.name='query']",
  message: 'SQL lives in <area>.repo.ts: call a repo function.',
};
const LEDGER_TABLES = '/\\b(ledger_accounts|journals|postings|holds)\\b/';
const noLedgerTables = [
  {
    selector: `Literal[value=${LEDGER_TABLES}]`,
    message: "A module never names a ledger table: use a read or a command of '../../ledger'.",
  },
  {
    selector: `TemplateElement[value.raw=${LEDGER_TABLES}]`,
    message: "A module never names a ledger table: use a read or a command of '../../ledger'.",
  },
];
// The currency catalogue belongs to the market module too: another module reads a currency's
// precision, code, limits or table price (and adds a token) through the catalogue `../market`
// exports, inside its own transaction, and names `market` in its needs. A list selects its rows'
// currency ids and takes their codes from one catalogue read for the page (`pageCurrencyCodes`);
// it never joins, selects from, writes or locks the table.
const CURRENCIES_TABLE = '/\\b(FROM|JOIN|INTO|UPDATE|TABLE)\\s+currencies\\b/i';
const noCurrenciesTable = [
  {
    selector: `Literal[value=${CURRENCIES_TABLE}]`,
    message: "Only the market module reads the currencies table: use the catalogue of '../market'.",
  },
  {
    selector: `TemplateElement[value.raw=${CURRENCIES_TABLE}]`,
    message: "Only the market module reads the currencies table: use the catalogue of '../market'.",
  },
];
// The tick log belongs to the market module: another module (and the settlement verifier)
// reads recorded prices through the reads `../market` exports (last tick, tick at or before a
// time, USDT prices), inside its own transaction, and so names `market` in its needs.
const TICKS_TABLE = '/\\b(FROM|JOIN|INTO|UPDATE)\\s+ticks\\b/i';
const noTicksTable = [
  {
    selector: `Literal[value=${TICKS_TABLE}]`,
    message: "Only the market module names the ticks table: use a tick read of '../market'.",
  },
  {
    selector: `TemplateElement[value.raw=${TICKS_TABLE}]`,
    message: "Only the market module names the ticks table: use a tick read of '../market'.",
  },
];
// The console reads users and their sessions through the account module's directory and
// operator sessions through platform/sessions: its own SQL names none of those tables.
const PEOPLE_TABLES = '/\\b(FROM|JOIN|INTO|UPDATE)\\s+(users|sessions|operator_sessions)\\b/i';
const noPeopleTables = ['Literal[value', 'TemplateElement[value.raw'].map((node) => ({
  selector: `${node}=${PEOPLE_TABLES}]`,
  message:
    "The console names no users, sessions or operator_sessions table: use the reads of '../account' or platform/sessions.",
}));
// A module compares a status or a type by its name from @tidemark/contracts (LEVER_STATUS.open,
// SPOT_SIDE.buy), never as a bare number: the check says which state it means, and the
// numbering lives in one place. Either side of ===, !==, == or != (plain, member or `?.`).
const STATUS_NAME = '/^(status|type)$/';
const NUMBER = '/^[0-9]+$/';
const namedStatuses = ['left', 'right'].flatMap((side) => {
  const other = side === 'left' ? 'right' : 'left';
  return [`${side}.name`, `${side}.property.name`, `${side}.expression.property.name`].map(
    (path) => ({
      selector: `BinaryExpression[operator=/^[!=]==?$/][${path}=${STATUS_NAME}][${other}.type='Literal'][${other}.raw=${NUMBER}]`,
      message:
        'Compare a status or type with its named constant from @tidemark/contracts (LEVER_STATUS.open), not a number.',
    }),
  );
});
// The same in a repo's SQL: `status = ${LEVER_STATUS.open}`, not `status = 1`.
const SQL_NUMBERED_STATUS =
  '/\\b(status|type)\\s*(=|<>|!=)\\s*[0-9]|\\b(status|type)\\s+(NOT\\s+)?IN\\s*\\(\\s*[0-9]/i';
const namedStatusesInSql = ['Literal[value', 'TemplateElement[value.raw'].map((node) => ({
  selector: `${node}=${SQL_NUMBERED_STATUS}]`,
  message:
    'SQL names a status or type by its constant from @tidemark/contracts (status = ${LEVER_STATUS.open}), not a number.',
}));
const envOnlyInConfig = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Only config.ts reads process.env (CONVENTIONS habit 11).',
};

// Figures become text only through the money formatter (the web app's shared/format, the
// contracts' formatMoney/formatPercent/formatVolume): screens never round or group a number
// on their own, so one figure reads the same on every screen and in every language.
const ownNumberFormatting = ['toFixed', 'toPrecision', 'toLocaleString'].map((method) => ({
  selector: `CallExpression[callee.property.name='${method}']`,
  message: `No .${method}() on a screen: format figures with the money formatter (shared/format or @tidemark/contracts).`,
}));
const noParseFloat = [
  {
    selector: "CallExpression[callee.name='parseFloat']",
    message: 'Amounts stay decimal strings: compare or format them with the decimal helpers.',
  },
  {
    selector: "CallExpression[callee.property.name='parseFloat']",
    message: 'Amounts stay decimal strings: compare or format them with the decimal helpers.',
  },
  {
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']",
    message: 'Format figures with the money formatter: it knows the language’s separators.',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tmp/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['apps/server/src/{ledger,matching,platform}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverCore] }] },
  },
  {
    files: ['apps/server/src/modules/*/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherModuleInternals] }] },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.repo.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        sqlOnlyInRepos,
        ...noLedgerTables,
        envOnlyInConfig,
        ...namedStatuses,
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.repo.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...noLedgerTables,
        envOnlyInConfig,
        ...namedStatuses,
        ...namedStatusesInSql,
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.repo.ts'],
    ignores: ['apps/server/src/modules/market/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...noLedgerTables,
        ...noTicksTable,
        ...noCurrenciesTable,
        envOnlyInConfig,
        ...namedStatuses,
        ...namedStatusesInSql,
      ],
    },
  },
  {
    files: ['apps/server/src/modules/console/**/*.repo.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...noLedgerTables,
        ...noTicksTable,
        ...noCurrenciesTable,
        ...noPeopleTables,
        envOnlyInConfig,
        ...namedStatuses,
        ...namedStatusesInSql,
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/modules/**', 'apps/server/src/config.ts', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', envOnlyInConfig] },
  },
  {
    // The settlement verifier recomputes results from the tick log: through the market's reads.
    files: ['apps/server/src/verify/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noTicksTable, envOnlyInConfig] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)(features|pages|app)/', message: 'shared/ imports nothing above it.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(pages|app)/',
              message: 'features/ import only shared/ and their own files.',
            },
            {
              regex: '^\\.\\./\\.\\./(?!shared/)[^./][^/]*/',
              message: 'A feature never imports another feature.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/pages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)app/', message: 'pages/ never import app/.' },
            featureInternals,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [featureInternals] }] },
  },
  {
    files: [
      'apps/web/src/pages/**/*.{ts,tsx}',
      'apps/web/src/features/**/*.{ts,tsx}',
      'apps/console/src/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...ownNumberFormatting, ...noParseFloat] },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(fastify|react|pg|socket\\.io)',
              message: 'contracts stay free of runtime frameworks.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'scripts/**/*.mjs',
      'apps/server/scripts/**/*.ts',
      'e2e/**/*.ts',
      'bench/**/*.ts',
      '**/*.test.ts',
      '**/main.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
