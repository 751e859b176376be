import { Document, Text, View } from '@react-pdf/renderer';
import { formatAnswer, type PreviewRow, type PreviewSection } from '@evisa/forms';
import { SOURCE_LANGUAGE } from '@evisa/forms/languages';
import type { BusinessConfig } from '../config/app-config.js';
import { DocumentPage, pdfColours, pdfLayout } from './DocumentPage.js';
import { documentWords } from './document-words.js';

type Layout = ReturnType<typeof pdfLayout>;

const isEntryList = (value: unknown): value is Array<Record<string, unknown>> =>
  Array.isArray(value) && value.length > 0 && value.every((item) => item !== null && typeof item === 'object' && !Array.isArray(item));

/**
 * One answer as the Preview shows it (form-ui's PreviewAnswer): a file as the fact that it was uploaded (the PDF
 * carries no links into the application), a list of entries as lines of its fields, anything else through formatAnswer.
 */
function Answer({ row, language, layout }: { row: PreviewRow; language: string | undefined; layout: Layout }) {
  const { value, field } = row;
  if (field?.upload && typeof value === 'string' && value) {
    const words = documentWords(language);
    return <Text style={layout.text}>{field.upload === 'photo' ? words.photoUploaded : words.fileUploaded}</Text>;
  }
  if (isEntryList(value)) {
    const entries = field?.entries;
    const columns = entries ? entries.map((entry) => entry.name) : Object.keys(value[0]!);
    const titles = new Map(entries?.map((entry) => [entry.name, entry.title]));
    const lines = value.map((item) =>
      columns
        .map(
          (column) =>
            `${titles.get(column) ?? column}: ${formatAnswer(
              item[column],
              entries?.find((entry) => entry.name === column),
              language,
            )}`,
        )
        .join(' · '),
    );
    return (
      <View>
        {lines.map((line, index) => (
          <Text key={index} style={layout.value(line)}>
            {line}
          </Text>
        ))}
      </View>
    );
  }
  const answer = formatAnswer(value, field, language);
  return <Text style={layout.value(answer)}>{answer}</Text>;
}

function Rows({ rows, language, layout }: { rows: PreviewRow[]; language: string | undefined; layout: Layout }) {
  return (
    <View>
      {rows.map((row) => (
        <View
          key={row.name}
          style={{ flexDirection: layout.row, paddingVertical: 4, borderBottomWidth: 0.5, borderBottomColor: pdfColours.border }}
          wrap={false}
        >
          <Text
            style={{
              width: '42%',
              ...(layout.row === 'row' ? { paddingRight: 10 } : { paddingLeft: 10 }),
              color: pdfColours.muted,
              ...layout.value(row.title),
            }}
          >
            {row.title}
          </Text>
          <View style={{ width: '58%' }}>
            <Answer row={row} language={language} layout={layout} />
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
  /** The language the application was made in: the document's own words (the answers stay as they were given). */
  language: string | undefined;
}

/** The application's summary PDF: the sections of the definition's Preview layout, as the site's printable summary. */
export function SummaryDocument({ business, skuId, formTitle, sections, language }: SummaryDocumentProps) {
  const words = documentWords(language);
  const layout = pdfLayout(language);
  return (
    <Document title={`${words.summary} ${skuId}`} author={business.name} language={language ?? SOURCE_LANGUAGE}>
      <DocumentPage business={business} title={words.summary} subtitle={words.summarySubtitle(formTitle, skuId)} language={language}>
        {sections.map((section) => (
          <View key={section.key} style={{ marginBottom: 14 }}>
            <Text
              style={{ fontSize: 12, lineHeight: 1.2, fontWeight: 'bold', color: pdfColours.brand, marginBottom: 4, ...layout.value(section.title) }}
              minPresenceAhead={40}
            >
              {section.title}
            </Text>
            <Rows rows={section.rows} language={language} layout={layout} />
            {section.blocks.map((block) => (
              <View key={block.title} style={{ marginTop: 8 }}>
                <Text style={{ fontWeight: 'bold', marginBottom: 2, ...layout.value(block.title) }} minPresenceAhead={30}>
                  {block.title}
                </Text>
                <Rows rows={block.rows} language={language} layout={layout} />
              </View>
            ))}
          </View>
        ))}
      </DocumentPage>
    </Document>
  );
}
