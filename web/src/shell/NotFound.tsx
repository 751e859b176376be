import { ErrorPanel } from './ErrorPanel';

/** An address the site has no page for, inside the site's frame (spec part 1, section 2). */
export function NotFound() {
  return <ErrorPanel text="404 Not Found" />;
}
