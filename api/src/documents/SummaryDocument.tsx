import { Document, Text, View } from '@react-pdf/renderer';
import { formatAnswer, type PreviewRow, type PreviewSection } from '@evisa/forms';
import type { BusinessConfig } from '../config/app-config.js';
import { DocumentPage, pdfColours } from './DocumentPage.js';

const isEntryList = (value: unknown): value is Array<Record<string, unknown>> =>
  Array.isArray(value) && value.length > 0 && value.every((item) => item !== null && typeof item === 'object' && !Array.isArray(item));

/**
 * One answer as the Preview shows it (form-ui's PreviewAnswer): a file as the fact that it was uploaded (the PDF
 * carries no links into the application), a list of entries as lines of its fields, anything else through formatAnswer.
 */
function Answer({ row }: { row: PreviewRow }) {
  const { value, field } = row;
  if (field?.upload && typeof value === 'string' && value) {
    return <Text>{field.upload === 'photo' ? 'Photograph uploaded' : 'File uploaded'}</Text>;
  }
  if (isEntryList(value)) {
    const entries = field?.entries;
    const columns = entries ? entries.map((entry) => entry.name) : Object.keys(value[0]!);
    const titles = new Map(entries?.map((entry) => [entry.name, entry.title]));
    return (
      <View>
        {value.map((item, index) => (
          <Text key={index}>
            {columns
              .map(
                (column) =>
                  `${titles.get(column) ?? column}: ${formatAnswer(
                    item[column],
                    entries?.find((entry) => entry.name === column),
                  )}`,
              )
              .join(' · ')}
          </Text>
        ))}
      </View>
    );
  }
  return <Text>{formatAnswer(value, field)}</Text>;
}

function Rows({ rows }: { rows: PreviewRow[] }) {
  return (
    <View>
      {rows.map((row) => (
        <View
          key={row.name}
          style={{ flexDirection: 'row', paddingVertical: 4, borderBottomWidth: 0.5, borderBottomColor: pdfColours.border }}
          wrap={false}
        >
          <Text style={{ width: '42%', paddingRight: 10, color: pdfColours.muted }}>{row.title}</Text>
          <View style={{ width: '58%' }}>
            <Answer row={row} />
          </View>
        </View>
      ))}
    </View>
  );
}

interface SummaryDocumentProps {
  business: BusinessConfig;
  skuId: string;
  formTitle: string;
  /** The Preview's answered sections (answeredSections(previewOf(...))): the layout the site and the console show. */
  sections: PreviewSection[];
}

/** The application's summary PDF: the sections of the definition's Preview layout, as the site's printable summary. */
export function SummaryDocument({ business, skuId, formTitle, sections }: SummaryDocumentProps) {
  return (
    <Document title={`Application summary ${skuId}`} author={business.name} language="en">
      <DocumentPage business={business} title="Application summary" subtitle={`${formTitle} · application id ${skuId}`}>
        {sections.map((section) => (
          <View key={section.key} style={{ marginBottom: 14 }}>
            <Text style={{ fontSize: 12, lineHeight: 1.2, fontWeight: 'bold', color: pdfColours.brand, marginBottom: 4 }} minPresenceAhead={40}>
              {section.title}
            </Text>
            <Rows rows={section.rows} />
            {section.blocks.map((block) => (
              <View key={block.title} style={{ marginTop: 8 }}>
                <Text style={{ fontWeight: 'bold', marginBottom: 2 }} minPresenceAhead={30}>
                  {block.title}
                </Text>
                <Rows rows={block.rows} />
              </View>
            ))}
          </View>
        ))}
      </DocumentPage>
    </Document>
  );
}
