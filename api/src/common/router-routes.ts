import type { INestApplication } from '@nestjs/common';

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Every route of the app's Express router (once the app is initialised), as `METHOD /path/:param`. */
export function routerRoutes(app: INestApplication): string[] {
  const router = (app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } }).router;
  return router.stack.flatMap(({ route }) =>
    route
      ? Object.keys(route.methods)
          .filter((method) => method !== '_all')
          .map((method) => `${method.toUpperCase()} ${route.path}`)
      : [],
  );
}
