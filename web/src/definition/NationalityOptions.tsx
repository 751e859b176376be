import type { Loaded } from './useLoaded';

/** The <option>s of a nationality drop-down, from the published definition; a note while they load. */
export function NationalityOptions({ nationalities }: { nationalities: Loaded<string[]> }) {
  if (nationalities.state !== 'ready') {
    return (
      <option value="" disabled>
        {nationalities.state === 'loading' ? 'Loading the nationalities…' : 'The nationalities could not be loaded'}
      </option>
    );
  }
  return nationalities.value.map((name) => (
    <option key={name} value={name}>
      {name}
    </option>
  ));
}
