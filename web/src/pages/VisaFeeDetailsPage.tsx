import { useId, useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { feeCodeList, foldForSearch, formatDateTime } from '@evisa/forms/browser';
import type { Schemas } from '@evisa/contract';
import { visaFeeTable, type FeeGroup, type FeeTable } from '../api/fees';
import { ContentPage } from '../content/ContentPage';
import { PageText, usePageTexts } from '../content/PageText';
import { LoadProblem } from '../definition/LoadProblem';
import { NationalityOptions } from '../definition/NationalityOptions';
import { useCountryNames, useNationalities, usePublishedDefinition } from '../definition/useDefinition';
import { useLoaded } from '../definition/useLoaded';
import { formatMoney } from '@evisa/forms/money';
import { TextField } from '../shell/TextField';

/** What the fee page's parts share: its texts, the language's money and country names. */
interface Words {
  t: TFunction;
  money(amount: number): string;
  countryName(value: string): string;
  /** A fee code's visa or extra in the page's language, from the form's own choices ('eTOURIST VISA · 30 Days'). */
  feeLabel(code: Schemas['FeeCode']): string;
  /**
   * A value set inside a sentence: in a right-to-left language isolated (FSI ... PDI), so that an amount or a
   * search in Latin letters keeps its order and leaves the sentence's punctuation where it is.
   */
  inSentence(value: string): string;
}

function useWords(): Words {
  const { t, i18n } = usePageTexts('fees');
  const countryName = useCountryNames();
  const definition = usePublishedDefinition();
  const form = definition.state === 'ready' ? definition.value : undefined;
  // The table's codes name their choices in English; the form's catalogue has them in the page's language.
  const labels = useMemo(() => new Map(form ? feeCodeList(form).map((entry) => [entry.code, entry.label]) : []), [form]);
  const rtl = i18n.dir() === 'rtl';
  return {
    t,
    money: (amount) => formatMoney(amount, 'USD', i18n.language, { wholeWithoutCents: true }),
    countryName,
    feeLabel: (code) => labels.get(code.code) ?? code.label,
    inSentence: (value) => (rtl ? `\u2068${value}\u2069` : value),
  };
}

/** An amount, or a dash where the table has none yet (that visa cannot be paid for this nationality today). */
const shown = (amount: number | null | undefined, money: Words['money']) => (amount === null || amount === undefined ? '—' : money(amount));

interface AmountsTableProps {
  codes: Schemas['FeeCode'][];
  group: FeeGroup;
  caption: string;
  words: Words;
}

/** One group's fees: a row per visa, its normal fee and the fee with each extra (urgent processing) added. */
function AmountsTable({ codes, group, caption, words: { t, money, feeLabel } }: AmountsTableProps) {
  const visas = codes.filter((code) => code.kind === 'visa');
  const extras = codes.filter((code) => code.kind === 'extra');
  const withExtra = (visa: string, extra: string) => {
    const [base, added] = [group.amounts[visa], group.amounts[extra]];
    // Summed in cents, as the server sums the fee it charges.
    return base === null || base === undefined || added === null || added === undefined
      ? null
      : (Math.round(base * 100) + Math.round(added * 100)) / 100;
  };
  return (
    <div className="table-scroll">
      <table className="fee-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.visa')}</th>
            <th scope="col">{t('columns.normal')}</th>
            {extras.map((extra) => (
              <th key={extra.code} scope="col">
                {feeLabel(extra)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {visas.map((visa) => (
            <tr key={visa.code}>
              <th scope="row">{feeLabel(visa)}</th>
              <td>{shown(group.amounts[visa.code], money)}</td>
              {extras.map((extra) => (
                <td key={extra.code}>{shown(withExtra(visa.code, extra.code), money)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const nationalitiesIn = (t: TFunction, count: number) => t('nationalities', { count });

/** A group of the whole table: its nationalities (those the search found first) and its fees. */
function GroupSection({
  table,
  group,
  matches,
  searching,
  words,
}: {
  table: FeeTable;
  group: FeeGroup;
  matches: string[];
  searching: boolean;
  words: Words;
}) {
  const { t, money, inSentence } = words;
  const headingId = useId();
  const from = Math.min(...table.codes.filter((code) => code.kind === 'visa').map((code) => group.amounts[code.code] ?? Infinity));
  const count = nationalitiesIn(t, group.countries.length);
  const matchNames = matches.join(', ');
  return (
    <section className="fee-group" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {t('group.heading', {
          price: Number.isFinite(from) ? t('group.from', { amount: inSentence(money(from)) }) : t('group.fees'),
          nationalities: count,
        })}
      </h3>
      {searching && <p className="fee-group__matches">{matchNames}</p>}
      <details className="accordion__item fee-group__countries">
        <summary className="accordion__summary">
          {searching && matches.length < group.countries.length ? t('group.all', { nationalities: count }) : t('group.which')}
        </summary>
        <p className="accordion__content">{group.countries.join(', ')}</p>
      </details>
      <AmountsTable
        codes={table.codes}
        group={group}
        caption={searching ? t('caption.matches', { countries: matchNames }) : t('caption.group', { nationalities: count })}
        words={words}
      />
    </section>
  );
}

/** The table's groups with their countries named in the page's language, in its alphabetical order. */
function namedGroups(table: FeeTable, countryName: Words['countryName'], language: string): FeeGroup[] {
  const collator = new Intl.Collator(language);
  return table.groups.map((group) => ({ ...group, countries: group.countries.map(countryName).sort(collator.compare) }));
}

/** The whole table, grouped as staff keep it, narrowed to the groups of the nationalities the search finds. */
function WholeTable({ table, words, language }: { table: FeeTable; words: Words; language: string }) {
  const { t } = words;
  const [search, setSearch] = useState('');
  const wanted = foldForSearch(search);
  const found = namedGroups(table, words.countryName, language)
    .map((group) => ({ group, matches: group.countries.filter((country) => foldForSearch(country).includes(wanted)) }))
    .filter(({ matches }) => matches.length > 0);
  return (
    <section className="fee-table-all" aria-labelledby="all-fees">
      <h2 id="all-fees">{t('all.title')}</h2>
      <TextField label={t('all.search')} type="search" value={search} autoComplete="off" placeholder={t('all.example')} onChange={setSearch} />
      <p role="status" className="help-block">
        {wanted
          ? found.length
            ? t('all.found', {
                nationalities: nationalitiesIn(
                  t,
                  found.reduce((sum, { matches }) => sum + matches.length, 0),
                ),
              })
            : t('all.none', { search: words.inSentence(search.trim()) })
          : t('all.summary', {
              nationalities: nationalitiesIn(
                t,
                table.groups.reduce((sum, group) => sum + group.countries.length, 0),
              ),
              groups: table.groups.length,
            })}
      </p>
      {found.map(({ group, matches }) => (
        <GroupSection key={group.countries[0]} table={table} group={group} matches={matches} searching={Boolean(wanted)} words={words} />
      ))}
      {table.updated_at && <p className="help-block">{t('all.updated', { date: formatDateTime(table.updated_at, { time: false, language }) })}</p>}
    </section>
  );
}

/**
 * The fee table as staff keep it (GET /api/india/visa-fees): the visitor picks their nationality and sees its
 * fees, or reads and searches the whole table, group by group. Fees are in US dollars, written the language's
 * way; countries are named in the language (useCountryNames), while the values picked stay the form's.
 */
export function VisaFeeDetailsPage() {
  const words = useWords();
  const { t, i18n } = usePageTexts('fees');
  const selectId = useId();
  const [country, setCountry] = useState('');
  const nationalities = useNationalities();
  const table = useLoaded(['fee-table'], visaFeeTable);
  const chosen = table.state === 'ready' && country ? table.value.groups.find((group) => group.countries.includes(country)) : undefined;
  const countryShown = words.countryName(country);

  return (
    <ContentPage title={t('title')} lead={t('lead')}>
      <div className="field fee-picker">
        <label htmlFor={selectId} className="field__label">
          {t('picker.label')}
        </label>
        <select id={selectId} className="form-control" value={country} onChange={(event) => setCountry(event.target.value)}>
          <option value="">{t('picker.choose')}</option>
          <NationalityOptions
            nationalities={nationalities}
            notes={{ loading: t('picker.loading'), failed: t('picker.failed') }}
            nameOf={words.countryName}
          />
        </select>
        {nationalities.state === 'failed' && <LoadProblem what={t('picker.what')} retry={nationalities.retry} />}
      </div>
      <div aria-live="polite">
        {table.state === 'loading' && <p className="loading">{t('loading')}</p>}
        {table.state === 'failed' && <LoadProblem what={t('what')} retry={table.retry} />}
        {table.state === 'ready' && country && !chosen && (
          <p className="form-alert">
            <PageText t={t} k="noFees" values={{ country: countryShown }} />
          </p>
        )}
        {table.state === 'ready' && chosen && (
          <AmountsTable codes={table.value.codes} group={chosen} caption={t('caption.citizens', { country: countryShown })} words={words} />
        )}
      </div>
      <p className="notice notice--info">
        <PageText t={t} k="urgent" />
      </p>
      <details className="accordion__item">
        <summary className="accordion__summary">{t('includes.title')}</summary>
        <div className="accordion__content">
          <p>{t('includes.text')}</p>
        </div>
      </details>
      <p>
        <PageText t={t} k="payable" />
      </p>
      {table.state === 'ready' && <WholeTable table={table.value} words={words} language={i18n.language} />}
    </ContentPage>
  );
}
