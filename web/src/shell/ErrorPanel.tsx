import { Link } from 'react-router';

/** The error screen of spec part 1, section 2: "Unexpected Application Error!", what happened, the way home. */
export function ErrorPanel({ text }: { text: string }) {
  return (
    <section className="route-error" aria-labelledby="route-error-title">
      <h1 id="route-error-title">Unexpected Application Error!</h1>
      <p className="route-error__text">{text}</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
