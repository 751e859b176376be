import { formatAnswer, type PreviewRow } from '@evisa/forms/browser';
import { apiUploader, type Uploader } from '../uploads';

const isEntryList = (value: unknown): value is Array<Record<string, unknown>> =>
  Array.isArray(value) && value.length > 0 && value.every((item) => item !== null && typeof item === 'object' && !Array.isArray(item));

/**
 * One answer of the Preview: an uploaded file as a link to it, a list of entries (the SAARC visits) as a small
 * table titled by the entry's fields, anything else as text with its line breaks kept.
 */
export function PreviewAnswer({ row, uploader = apiUploader }: { row: PreviewRow; uploader?: Uploader }) {
  const { value, field } = row;
  if (field?.upload && typeof value === 'string' && value) {
    return (
      <a href={uploader.url(value)} target="_blank" rel="noopener">
        View the uploaded {field.upload === 'photo' ? 'photograph' : 'file'}
      </a>
    );
  }
  if (isEntryList(value)) {
    const entries = field?.entries;
    const columns = entries ? entries.map((entry) => entry.name) : Object.keys(value[0]!);
    const titles = new Map(entries?.map((entry) => [entry.name, entry.title]));
    return (
      <table className="answer-entries">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {titles.get(column) ?? column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {value.map((item, index) => (
            <tr key={index}>
              {columns.map((column) => (
                <td key={column}>
                  {formatAnswer(
                    item[column],
                    entries?.find((entry) => entry.name === column),
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return <span className="answer">{formatAnswer(value, field)}</span>;
}
