import { ErrorPanel } from './ErrorPanel';
import { Shell } from './Shell';

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What a page that fails to render leaves on screen, inside the site's frame (spec part 1, section 2). */
export function RouteError({ error }: { error: unknown }) {
  return (
    <Shell>
      <ErrorPanel text={describe(error)} />
    </Shell>
  );
}
