import { useTranslation } from 'react-i18next';
import type { Loaded } from './useLoaded';

interface NationalityOptionsProps {
  nationalities: Loaded<string[]>;
  /** The name shown for a stored value (useCountryNames); the options then follow the names' alphabetical order. */
  nameOf?(value: string): string;
}

/** The <option>s of a nationality drop-down, from the published definition; a note while they load. */
export function NationalityOptions({ nationalities, nameOf }: NationalityOptionsProps) {
  const { i18n } = useTranslation();
  if (nationalities.state !== 'ready') {
    return (
      <option value="" disabled>
        {nationalities.state === 'loading' ? 'Loading the nationalities…' : 'The nationalities could not be loaded'}
      </option>
    );
  }
  const named = nationalities.value.map((value) => ({ value, name: nameOf ? nameOf(value) : value }));
  if (nameOf) named.sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  return named.map(({ value, name }) => (
    <option key={value} value={value}>
      {name}
    </option>
  ));
}
