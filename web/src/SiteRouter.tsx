import { SiteRoutes } from './router/router';
import { routes } from './routes';
import { Layout } from './shell/Layout';
import { NotFound } from './shell/NotFound';
import { RouteError } from './shell/RouteError';

/** The site: its routes in its frame; an address no route has answers 404, a page that fails the error screen. */
export function SiteRouter() {
  return (
    <SiteRoutes routes={routes} layout={(page) => <Layout>{page}</Layout>} notFound={<NotFound />} error={(error) => <RouteError error={error} />} />
  );
}
