import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import Shell from './Shell';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The root route's errorElement: unknown routes and render failures (spec part 1, section 2). */
export default function RouteError() {
  const error = useRouteError();
  return (
    <Shell>
      <section className="route-error" aria-labelledby="route-error-title">
        <h1 id="route-error-title">Unexpected Application Error!</h1>
        <p className="route-error__text">{describe(error)}</p>
        <p>
          <Link to="/">Go to the home page</Link>
        </p>
      </section>
    </Shell>
  );
}
