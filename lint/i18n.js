// DESIGN.md §5: no user-visible string literals in JSX; text goes through i18next.
import i18next from 'eslint-plugin-i18next';

// Attributes a person reads or hears. The plugin's jsx-only mode would also flag every
// literal inside them (label={label('code')}), so a selector checks plain values instead.
const READ = '/^(title|subTitle|placeholder|alt|aria-label|label|tooltip|okText|cancelText|description)$/';
const WORD = '/[A-Za-z]/';

export default [
  {
    files: ['web/src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-text-only',
          // Numbers, punctuation and the brand read the same in every language.
          words: { exclude: ['(?:FarmMaint|[\\d\\s!-/:-@[-`{-~·•–—…×→←])+', /^\p{Emoji}+$/u] },
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...[
          `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=${WORD}]`,
          `JSXAttribute[name.name=${READ}] > Literal[value=${WORD}]`,
          `JSXAttribute[name.name=${READ}] > JSXExpressionContainer > Literal[value=${WORD}]`,
          `JSXAttribute[name.name=${READ}] > JSXExpressionContainer > TemplateLiteral[expressions.length=0]`,
        ].map((selector) => ({ selector, message: 'Text a person reads goes through t(), not a literal.' })),
      ],
    },
  },
];
