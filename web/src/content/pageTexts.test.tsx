import { PHOTO_RULES } from '@evisa/forms/browser';
import { act, cleanup, screen, within } from '@testing-library/react';
import { REFUND_RULE_IDS } from '@evisa/forms/browser';
import { SITE_LANGUAGES } from '@evisa/forms/languages';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '../i18n/i18n';
import { answerWith, LAZY_LOAD, stubApi } from '../test/api';
import { renderRoutes } from '../test/renderRoutes';

type Texts = { [key: string]: string | Texts };
const files = import.meta.glob<Texts>('./texts/*/*.json', { eager: true, import: 'default' });
const textsOf = (page: string, language: string): Texts | undefined => files[`./texts/${page}/${language}.json`];

/** Every text of a file by its key, plural forms ('days_one', 'days_few' ...) under their one key ('days'). */
function flatten(texts: Texts, prefix = ''): Map<string, string[]> {
  const flat = new Map<string, string[]>();
  for (const [key, value] of Object.entries(texts)) {
    const path = `${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`;
    if (typeof value === 'string') flat.set(path, [...(flat.get(path) ?? []), value]);
    else for (const [inner, values] of flatten(value, `${path}.`)) flat.set(inner, values);
  }
  return flat;
}

/**
 * What a translation must keep of its English text: its tags (links, emphasis) and {{values}}, in any order. A plural
 * form may write its {{count}} out in words (Arabic's 'يومين', two days).
 */
const markup = (text: string) => [...text.matchAll(/<\/?\w+>|{{(?!count}})\w+}}/g)].map((match) => match[0]).sort();

/** The pages, by route; each page's file name (an i18next namespace). */
const PAGES = {
  about: '/about',
  faq: '/Faq',
  privacy: '/PrivacyPolicy',
  terms: '/Terms-and-Conditions',
  services: '/Service',
  instruction: '/Instruction',
  documents: '/termCondition',
  refund: '/Refund-Policy',
  fees: '/Visa-Fee-Details',
};

afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
});

describe("the information pages' texts", () => {
  it.each(Object.keys(PAGES))('%s has a file in every language with the English texts, links and values', (page) => {
    const english = flatten(textsOf(page, 'en')!);
    for (const language of SITE_LANGUAGES) {
      const texts = textsOf(page, language);
      expect(texts, `${page}/${language}.json`).toBeDefined();
      const translated = flatten(texts!);
      // The refund rules are worded in English once, where the server applies them (@evisa/forms): only other languages translate them here.
      const extra = page === 'refund' && language !== 'en' ? ['processingTime', ...REFUND_RULE_IDS.map((id) => `rules.${id}`)] : [];
      expect([...translated.keys()].sort(), `${page}/${language}.json`).toEqual([...english.keys(), ...extra].sort());
      let unchanged = 0;
      for (const [key, [text]] of english) {
        for (const translation of translated.get(key)!) {
          expect(markup(translation), `${page}/${language}.json ${key}`).toEqual(markup(text!));
          if (translation === text) unchanged += 1;
        }
      }
      // A few texts are the same in a translation (names such as 'e-Business', 'Contact' in French); most are not.
      if (language !== 'en') expect(unchanged / english.size, `${page}/${language}.json unchanged`).toBeLessThan(0.2);
    }
  });
});

/** The page's headings and links, as the applicant meets them. */
async function shownIn(language: string, route: string) {
  await act(() => i18next.changeLanguage(language));
  answerWith('/api/privacy/retention', 'get', 200, { unpaid_days: 30, decided_days: 180, enquiry_days: 365 });
  renderRoutes(route);
  const article = (await screen.findByRole('heading', { level: 1 }, LAZY_LOAD)).closest('article')!;
  const shown = {
    title: within(article).getByRole('heading', { level: 1 }).textContent,
    headings: within(article)
      .queryAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent),
    // The accordions' questions and sections.
    summaries: [...article.querySelectorAll('summary')].map((summary) => summary.textContent),
    links: within(article)
      .queryAllByRole('link')
      .map((link) => link.getAttribute('href')),
  };
  cleanup();
  return shown;
}

describe('the information pages in French and Arabic', () => {
  it.each(Object.entries(PAGES))('%s shows its translated headings with the same structure and links as in English', async (page, route) => {
    const english = await shownIn('en', route);
    for (const language of ['fr', 'ar']) {
      const shown = await shownIn(language, route);
      const texts = textsOf(page, language)!;
      expect(shown.title).toBe(texts.title);
      expect(shown.headings).toHaveLength(english.headings.length);
      expect(shown.summaries).toHaveLength(english.summaries.length);
      const translations = new Set([...flatten(texts).values()].flat());
      for (const heading of [...shown.headings, ...shown.summaries]) expect(translations).toContain(heading);
      expect([...shown.headings, ...shown.summaries]).not.toEqual([...english.headings, ...english.summaries]);
      expect(shown.links).toEqual(english.links);
      expect(document.documentElement.dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
    }
  });

  it('says on a legal page that the English version prevails, in the language shown', async () => {
    await act(() => i18next.changeLanguage('fr'));
    answerWith('/api/privacy/retention', 'get', 200, { unpaid_days: 30, decided_days: 180, enquiry_days: 365 });
    renderRoutes('/PrivacyPolicy');
    expect(await screen.findByText(/en cas de divergence avec la version anglaise, la version anglaise prévaut/, {}, LAZY_LOAD)).toBeVisible();
    expect(screen.getByText(/une demande jamais payée : 30 jours après sa dernière modification/)).toBeInTheDocument();
    cleanup();
    await act(() => i18next.changeLanguage('en'));
    renderRoutes('/PrivacyPolicy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, LAZY_LOAD);
    expect(screen.queryByText(/English version prevails/)).toBeNull();
  });

  it('keeps the support address and phone left to right inside Arabic text', async () => {
    await act(() => i18next.changeLanguage('ar'));
    stubApi(() => Response.json({}, { status: 404 }));
    renderRoutes('/Terms-and-Conditions');
    const heading = await screen.findByRole('heading', { level: 2, name: '9. التواصل' }, LAZY_LOAD);
    expect(heading.nextElementSibling!.textContent).toBe(
      'للأسئلة عن هذه الشروط: \u2068support@evisa-guided.example\u2069 أو \u2068+1\u00a0202\u00a0555\u00a00147\u2069، على مدار الساعة طوال أيام الأسبوع.',
    );
  });

  it('states the refund rules in Arabic with the numbers the server applies', async () => {
    await act(() => i18next.changeLanguage('ar'));
    stubApi(() => Response.json({}, { status: 404 }));
    renderRoutes('/Refund-Policy');
    const heading = await screen.findByRole('heading', { level: 2, name: 'متى نردّ المبلغ' }, LAZY_LOAD);
    const rules = within(heading.parentElement!).getAllByRole('listitem');
    expect(rules).toHaveLength(REFUND_RULE_IDS.length);
    expect(rules[2]).toHaveTextContent('خلال 30 دقيقة من تقديم طلبك، نردّ الرسوم مخصومًا منها رسوم إلغاء بنسبة 50٪');
    expect(screen.getByRole('link', { name: 'صفحة المتابعة' })).toHaveAttribute('href', '/Track');
  });

  it('states the photograph’s limits with the numbers the server checks', async () => {
    await act(() => i18next.changeLanguage('fr'));
    stubApi(() => Response.json({}, { status: 404 }));
    renderRoutes('/termCondition');
    const photo = await screen.findByText(/en fichier JPEG de/, {}, LAZY_LOAD);
    expect(photo.closest('li') ?? photo).toHaveTextContent(
      `de ${PHOTO_RULES.minBytes / 1024} Ko à ${PHOTO_RULES.maxBytes / 1024 / 1024} Mo, carrée (hauteur et largeur égales, au moins ${PHOTO_RULES.minSide} x ${PHOTO_RULES.minSide} pixels)`,
    );
  });
});
