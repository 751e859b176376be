import { type ComponentProps, lazy, Suspense } from 'react';
import type { Markdown as MarkdownParser } from 'markdown-to-jsx/react';

// RJSF renders markdown only for a developer's error (an unsupported field, a broken schema), its own file widget or
// a description marked ui:enableMarkdownInDescription, none of which this site shows: the parser, a third of the
// wizard's code, is fetched only if one ever is. vite.config.ts sends RJSF's imports of it here.
const Parser = lazy(async () => ({ default: (await import('markdown-to-jsx/react')).Markdown }));

export function Markdown(props: ComponentProps<typeof MarkdownParser>) {
  return (
    <Suspense fallback={null}>
      <Parser {...props} />
    </Suspense>
  );
}
