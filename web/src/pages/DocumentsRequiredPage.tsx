import { Link } from 'react-router';
import { ContentPage } from '../content/ContentPage';

export function DocumentsRequiredPage() {
  return (
    <ContentPage title="Documents Required" lead="What to have ready before you start, and what each visa type needs.">
      <h2>For every application</h2>
      <ul>
        <li>
          <strong>Passport</strong>: an ordinary passport valid for at least six months from your date of arrival, with at least two blank pages. You
          upload a scan of the page with your photograph and personal details (PDF, JPG or PNG, at most 20 MB).
        </li>
        <li>
          <strong>Photograph</strong>: a recent colour photograph as a JPEG file of 10 KB to 1 MB, square (equal height and width, at least 350 x 350
          pixels), full face, front view, eyes open, no spectacles, head centred, on a plain light or white background, without shadows or borders.
        </li>
        <li>A valid e-mail address: the e-Visa is sent there.</li>
        <li>A return or onward ticket and enough money for your stay (checked on arrival).</li>
      </ul>
      <h2>By visa type</h2>
      <dl className="facts">
        <dt>e-Business</dt>
        <dd>
          Your business card (or e-mail signature) and the invitation letter of the Indian company. For sports events: the approval of the Ministry of
          Youth Affairs and Sports and the invitation of the Indian sports federation.
        </dd>
        <dt>e-Conference</dt>
        <dd>
          The invitation of the organiser and the political clearance of the Ministry of External Affairs; the event clearance of the Ministry of Home
          Affairs if the event has one.
        </dd>
        <dt>e-Medical and e-Ayush</dt>
        <dd>A letter from the hospital in India, on its letterhead, about your treatment.</dd>
        <dt>e-Medical Attendant and e-Ayush Attendant</dt>
        <dd>The name, visa number, application ID, passport number, date of birth and nationality of the patient you accompany.</dd>
      </dl>
      <p>
        Documents must be in English, or the application may be rejected. Ready? <Link to="/Apply">Start your application</Link>.
      </p>
    </ContentPage>
  );
}
