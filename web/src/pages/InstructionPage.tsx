import { Link } from 'react-router';
import { ContentPage } from '../content/ContentPage';

export function InstructionPage() {
  return (
    <ContentPage title="Instruction For Applicants" lead="Read this before you start: it takes two minutes and saves days.">
      <h2>Before you start</h2>
      <ul>
        <li>Apply at least 4 days before your arrival, and not more than 120 days before it.</li>
        <li>
          Have your passport, a square JPEG photograph and, for business, conference or medical visas, the documents listed on{' '}
          <Link to="/termCondition">Documents Required</Link>.
        </li>
        <li>Each traveller needs an application of their own, children included.</li>
      </ul>
      <h2>Filling in the form</h2>
      <ol>
        <li>Write every name exactly as in your passport.</li>
        <li>
          After the first step you get a temporary application ID. <strong>Note it down</strong>: with it you can finish later from{' '}
          <Link to="/Partial-Filled">Complete Partial filled Form</Link>.
        </li>
        <li>Each step is saved when you press its button. Fields marked with * are required; a message under a field says what is needed.</li>
        <li>Upload your photograph and passport scan, answer the additional questions, then check everything on the preview.</li>
        <li>
          Pay the fee. If you leave before paying, use <Link to="/Visa-Fee">Payment for Complete Form</Link> with your ID.
        </li>
      </ol>
      <h2>After payment</h2>
      <ul>
        <li>We recheck your application and submit it. The result is sent by e-mail.</li>
        <li>Print your e-Visa and carry it with your passport. Enter India through a designated airport or seaport.</li>
      </ul>
    </ContentPage>
  );
}
