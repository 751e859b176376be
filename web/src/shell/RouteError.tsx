import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPanel } from './ErrorPanel';
import { Shell } from './Shell';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The root route's errorElement: render failures and addresses no route matches (spec part 1, section 2). */
export function RouteError() {
  return (
    <Shell>
      <ErrorPanel text={describe(useRouteError())} />
    </Shell>
  );
}
