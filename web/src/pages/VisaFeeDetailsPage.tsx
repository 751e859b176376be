import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { visaFeeByCountry, type VisaFees } from '../api/fees';
import { ApiError } from '../api/http';
import ContentPage from '../content/ContentPage';
import LoadProblem from '../definition/LoadProblem';
import NationalityOptions from '../definition/NationalityOptions';
import { useNationalities } from '../definition/useDefinition';

// Spec part 2, section 9: which fee of the country's record each visa costs.
const ROWS: Array<{ label: string; key: keyof VisaFees }> = [
  { label: 'e-Tourist Visa, 30 days', key: 'tourist30Days' },
  { label: 'e-Tourist Visa, 1 year', key: 'tourist1Year' },
  { label: 'e-Tourist Visa, 5 years', key: 'tourist5Years' },
  { label: 'e-Business Visa', key: 'eBusiness' },
  { label: 'e-Conference Visa', key: 'eConference' },
  { label: 'e-Medical Visa', key: 'eMedical' },
  { label: 'e-Medical Attendant Visa', key: 'eMedicalAttendant' },
  { label: 'e-Ayush Visa', key: 'eAyush' },
  { label: 'e-Ayush Attendant Visa', key: 'eAyushAttendant' },
];

const usd = (amount: number) => `US$ ${amount.toFixed(2).replace(/\.00$/, '')}`;

type FeeState =
  | { phase: 'idle' }
  | { phase: 'loading'; country: string }
  | { phase: 'loaded'; country: string; fees: VisaFees }
  | { phase: 'failed'; country: string; message: string };

/** The fee table: the visitor picks a nationality and sees every visa's fee, normal and urgent, from the API. */
export default function VisaFeeDetailsPage() {
  const selectId = useId();
  const [country, setCountry] = useState('');
  const nationalities = useNationalities();
  const [state, setState] = useState<FeeState>({ phase: 'idle' });

  useEffect(() => {
    if (!country) return;
    const controller = new AbortController();
    setState({ phase: 'loading', country });
    visaFeeByCountry(country, controller.signal).then(
      (body) => {
        const fees = body.data?.IndiaVisafees;
        if (body.success && fees) setState({ phase: 'loaded', country, fees });
        else setState({ phase: 'failed', country, message: body.message || 'The fees could not be loaded. Please try again.' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : 'The fees could not be loaded. Please try again.';
        setState({ phase: 'failed', country, message });
      },
    );
    return () => controller.abort();
  }, [country]);

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
        {state.phase === 'loading' && <p className="loading">Loading the fees for {state.country}…</p>}
        {state.phase === 'failed' && <p className="form-alert">{state.message}</p>}
        {state.phase === 'loaded' && (
          <div className="table-scroll">
            <table className="fee-table">
              <caption>Fees for citizens of {state.country}</caption>
              <thead>
                <tr>
                  <th scope="col">Visa</th>
                  <th scope="col">Normal processing (3 to 5 business days)</th>
                  <th scope="col">Urgent processing</th>
                </tr>
              </thead>
              <tbody>
                {ROWS.map(({ label, key }) => (
                  <tr key={key}>
                    <th scope="row">{label}</th>
                    <td>{usd(state.fees[key])}</td>
                    <td>{usd(state.fees[key] + state.fees.urgentVisaFee)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <p className="notice notice--info">
        <strong>Urgent processing</strong> adds an urgent fee{state.phase === 'loaded' ? ` of ${usd(state.fees.urgentVisaFee)}` : ''} to
        every category, and your application is processed in 1 to 3 business days. Sri Lankan and Chinese passports
        need at least 6 business days with urgent processing, or 10 with normal processing.
      </p>
      <details className="accordion__item">
        <summary className="accordion__summary">What the fee includes</summary>
        <div className="accordion__content">
          <p>
            The fee includes the Government of India e-Visa fee and our service fee for: a recheck of your form and
            documents before submission, 24x7 phone and e-mail support, live help while you fill in the form, status
            updates, interpreters, help to recover a lost or stolen approval, and payment by card, PayPal or bank
            transfer. Bank charges of your card issuer, if any, are not included.
          </p>
        </div>
      </details>
      <p>
        The fee is payable at least 4 days before your journey, and is non-refundable except as our{' '}
        <Link to="/Refund-Policy">refund policy</Link> says. <Link to="/Apply">Apply now</Link>.
      </p>
    </ContentPage>
  );
}
