import { Link } from 'react-router';

/** The temporary application id, shown large with the advice to keep it (spec part 1, section 1). */
export default function ApplicationIdNotice({ id }: { id: string }) {
  return (
    <aside className="id-notice" aria-labelledby="application-id-label">
      <p id="application-id-label" className="id-notice__label">
        Your temporary application ID
      </p>
      <p className="id-notice__id">{id}</p>
      <p className="id-notice__advice">
        Please note it down. With this ID you can come back later and{' '}
        <Link to="/Partial-Filled">complete a partly filled form</Link>.
      </p>
    </aside>
  );
}
