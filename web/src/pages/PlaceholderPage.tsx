/** The spec's placeholder routes (Steptwo ... Stepsix): they show only their own name. */
export function PlaceholderPage({ name }: { name: string }) {
  return <h1>{name}</h1>;
}
