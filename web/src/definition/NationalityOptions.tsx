import { useTranslation } from 'react-i18next';
import type { Loaded } from './useLoaded';

interface NationalityOptionsProps {
  nationalities: Loaded<string[]>;
  /** What the drop-down says while the list loads, and if it could not be loaded. */
  notes: { loading: string; failed: string };
  /** The name shown for a stored value (useCountryNames); the options then follow the names' alphabetical order. */
  nameOf?(value: string): string;
}

/** The <option>s of a nationality drop-down, from the published definition; a note while they load. */
export function NationalityOptions({ nationalities, notes, nameOf }: NationalityOptionsProps) {
  const { i18n } = useTranslation();
  if (nationalities.state !== 'ready') {
    return (
      <option value="" disabled>
        {nationalities.state === 'loading' ? notes.loading : notes.failed}
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
