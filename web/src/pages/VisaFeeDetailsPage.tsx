import { useId, useState } from 'react';
import { Link } from '../router/router';
import { foldForSearch, formatDateTime } from '@evisa/forms/browser';
import type { Schemas } from '@evisa/contract';
import { visaFeeTable, type FeeGroup, type FeeTable } from '../api/fees';
import { ContentPage } from '../content/ContentPage';
import { LoadProblem } from '../definition/LoadProblem';
import { NationalityOptions } from '../definition/NationalityOptions';
import { useNationalities } from '../definition/useDefinition';
import { useLoaded } from '../definition/useLoaded';

const usd = (amount: number) => `US$ ${amount.toFixed(2).replace(/\.00$/, '')}`;

/** An amount, or a dash where the table has none yet (that visa cannot be paid for this nationality today). */
const shown = (amount: number | null | undefined) => (amount === null || amount === undefined ? '—' : usd(amount));

interface AmountsTableProps {
  codes: Schemas['FeeCode'][];
  group: FeeGroup;
  caption: string;
}

/** One group's fees: a row per visa, its normal fee and the fee with each extra (urgent processing) added. */
function AmountsTable({ codes, group, caption }: AmountsTableProps) {
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
            <th scope="col">Visa</th>
            <th scope="col">Normal processing</th>
            {extras.map((extra) => (
              <th key={extra.code} scope="col">
                {extra.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {visas.map((visa) => (
            <tr key={visa.code}>
              <th scope="row">{visa.label}</th>
              <td>{shown(group.amounts[visa.code])}</td>
              {extras.map((extra) => (
                <td key={extra.code}>{shown(withExtra(visa.code, extra.code))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const nationalitiesIn = (count: number) => (count === 1 ? '1 nationality' : `${count} nationalities`);

/** A group of the whole table: its nationalities (those the search found first) and its fees. */
function GroupSection({ table, group, matches, searching }: { table: FeeTable; group: FeeGroup; matches: string[]; searching: boolean }) {
  const headingId = useId();
  const from = Math.min(...table.codes.filter((code) => code.kind === 'visa').map((code) => group.amounts[code.code] ?? Infinity));
  return (
    <section className="fee-group" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {Number.isFinite(from) ? `From ${usd(from)}` : 'Fees'}: {nationalitiesIn(group.countries.length)}
      </h3>
      {searching && <p className="fee-group__matches">{matches.join(', ')}</p>}
      <details className="accordion__item fee-group__countries">
        <summary className="accordion__summary">
          {searching && matches.length < group.countries.length
            ? `All ${nationalitiesIn(group.countries.length)} of this group`
            : `Which nationalities`}
        </summary>
        <p className="accordion__content">{group.countries.join(', ')}</p>
      </details>
      <AmountsTable
        codes={table.codes}
        group={group}
        caption={`Fees for ${searching ? matches.join(', ') : `these ${nationalitiesIn(group.countries.length)}`}`}
      />
    </section>
  );
}

/** The whole table, grouped as staff keep it, narrowed to the groups of the nationalities the search finds. */
function WholeTable({ table }: { table: FeeTable }) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const wanted = foldForSearch(search);
  const found = table.groups
    .map((group) => ({ group, matches: group.countries.filter((country) => foldForSearch(country).includes(wanted)) }))
    .filter(({ matches }) => matches.length > 0);
  return (
    <section className="fee-table-all" aria-labelledby="all-fees">
      <h2 id="all-fees">All fees by nationality</h2>
      <div className="field">
        <label htmlFor={searchId} className="field__label">
          Search by nationality
        </label>
        <input
          id={searchId}
          type="search"
          className="form-control"
          value={search}
          autoComplete="off"
          placeholder="e.g. Japan"
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <p role="status" className="help-block">
        {wanted
          ? found.length
            ? `${nationalitiesIn(found.reduce((sum, { matches }) => sum + matches.length, 0))} found.`
            : `No nationality matches “${search.trim()}”. The e-Visa is open to the nationalities of the application form only.`
          : `${nationalitiesIn(table.groups.reduce((sum, group) => sum + group.countries.length, 0))} in ${table.groups.length} fee groups.`}
      </p>
      {found.map(({ group, matches }) => (
        <GroupSection key={group.countries[0]} table={table} group={group} matches={matches} searching={Boolean(wanted)} />
      ))}
      {table.updated_at && <p className="help-block">Last changed on {formatDateTime(table.updated_at, { time: false })}.</p>}
    </section>
  );
}

/**
 * The fee table as staff keep it (GET /api/india/visa-fees): the visitor picks their nationality and sees its
 * fees, or reads and searches the whole table, group by group. Fees are in US dollars.
 */
export function VisaFeeDetailsPage() {
  const selectId = useId();
  const [country, setCountry] = useState('');
  const nationalities = useNationalities();
  const table = useLoaded(['fee-table'], visaFeeTable);
  const chosen = table.state === 'ready' && country ? table.value.groups.find((group) => group.countries.includes(country)) : undefined;

  return (
    <ContentPage title="Visa Fee Details" lead="Fees are in US dollars and depend on your nationality and the visa you need.">
      <div className="field fee-picker">
        <label htmlFor={selectId} className="field__label">
          Your nationality (as in your passport)
        </label>
        <select id={selectId} className="form-control" value={country} onChange={(event) => setCountry(event.target.value)}>
          <option value="">Select your nationality…</option>
          <NationalityOptions nationalities={nationalities} />
        </select>
        {nationalities.state === 'failed' && <LoadProblem what="the list of nationalities" retry={nationalities.retry} />}
      </div>
      <div aria-live="polite">
        {table.state === 'loading' && <p className="loading">Loading the fees…</p>}
        {table.state === 'failed' && <LoadProblem what="the fee table" retry={table.retry} />}
        {table.state === 'ready' && country && !chosen && (
          <p className="form-alert">
            No fees are published for {country} yet. Please <Link to="/contact">contact us</Link>.
          </p>
        )}
        {table.state === 'ready' && chosen && <AmountsTable codes={table.value.codes} group={chosen} caption={`Fees for citizens of ${country}`} />}
      </div>
      <p className="notice notice--info">
        <strong>Urgent processing</strong> adds the urgent fee to every category, and your application is processed in 1 to 3 business days. Sri
        Lankan and Chinese passports need at least 6 business days with urgent processing, or 10 with normal processing.
      </p>
      <details className="accordion__item">
        <summary className="accordion__summary">What the fee includes</summary>
        <div className="accordion__content">
          <p>
            The fee includes the Government of India e-Visa fee and our service fee for: a recheck of your form and documents before submission, 24x7
            phone and e-mail support, live help while you fill in the form, status updates, interpreters, help to recover a lost or stolen approval,
            and payment by card, PayPal or bank transfer. Bank charges of your card issuer, if any, are not included.
          </p>
        </div>
      </details>
      <p>
        The fee is payable at least 4 days before your journey, and is non-refundable except as our <Link to="/Refund-Policy">refund policy</Link>{' '}
        says. <Link to="/Apply">Apply now</Link>.
      </p>
      {table.state === 'ready' && <WholeTable table={table.value} />}
    </ContentPage>
  );
}
