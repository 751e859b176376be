import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, Trans as LibraryTrans } from 'react-i18next';
import { expect, it } from 'vitest';
import { Trans } from './Trans';

// Every text of the site and of its information pages, in every language.
const files = import.meta.glob<Record<string, unknown>>(['./locales/*.json', '../content/texts/*/*.json'], { eager: true, import: 'default' });

function strings(texts: unknown, prefix = ''): [string, string][] {
  if (typeof texts === 'string') return [[prefix, texts]];
  if (!texts || typeof texts !== 'object') return [];
  return Object.entries(texts).flatMap(([key, value]) => strings(value, prefix ? `${prefix}.${key}` : key));
}

/** Each tag name of the texts as an element, some with children of their own (which an empty tag keeps). */
function components(names: string[]): Record<string, ReactElement> {
  return Object.fromEntries(
    names.map((name, index) => [
      name,
      index % 3 === 0 ? (
        <a href={`/${name}`} />
      ) : index % 3 === 1 ? (
        <span className={name}>own words</span>
      ) : (
        <em title={name}>
          <b>own</b>
        </em>
      ),
    ]),
  );
}

it('renders every text of the site as react-i18next’s Trans does, values escaped', () => {
  const texts = Object.entries(files).flatMap(([file, content]) => strings(content).map(([key, text]) => ({ file, key, text })));
  const marked = texts.filter(({ text }) => /[<{]/.test(text));
  expect(marked.length).toBeGreaterThan(50);
  const names = [...new Set(marked.flatMap(({ text }) => [...text.matchAll(/<\/?([a-zA-Z0-9]+)\s*\/?>/g)].map((match) => match[1]!)))];
  // A tag no component answers stays text in both (strong and br are HTML elements without one).
  const known = components(names.filter((name) => !['strong', 'br', 'unknown'].includes(name)));
  const values = { business: 'A <b>&</b> "B"', amount: '1/2', id: 'K7M2', product: 'P', phone: '+1 2', email: 'e@x', asked: 'x' };
  const extra = [
    'plain',
    '  <strong>a</strong>  <unknown>b</unknown> {{business}} <br/> end ',
    '<id></id> and <id/> then <official>x <strong>y</strong> z</official>',
    '<strong>a</official>  </strong>  <br/>  <official/> {{count}}',
    '',
  ];
  for (const [index, text] of [...marked.map(({ text }) => text), ...extra].entries()) {
    const i18n = createInstance();
    void i18n.init({ lng: 'en', resources: { en: { translation: { k: text } } }, interpolation: { escapeValue: false }, initAsync: false });
    const tree = (element: ReactElement) => render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>).container.innerHTML;
    const theirs = tree(<LibraryTrans i18nKey="k" components={known} values={values} />);
    const ours = tree(<Trans i18nKey="k" components={known} values={values} />);
    expect({ index, text, html: ours }).toEqual({ index, text, html: theirs });
    // A page's texts: its namespace's t.
    expect(tree(<Trans i18nKey="k" components={known} values={values} t={i18n.getFixedT('en')} />)).toBe(theirs);
  }
});
