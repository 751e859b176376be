import { Document, Text, View } from '@react-pdf/renderer';
import { SOURCE_LANGUAGE } from '@evisa/forms/languages';
import { DocumentPage, pdfColours, pdfLayout } from './DocumentPage.js';
import { documentWords } from './document-words.js';
import { formatMoment, receiptFacts, type Receipt } from './receipt.js';

/** The receipt PDF: the business, then the receipt's details as the e-mail lists them, in the application's language. */
export function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  const { language } = receipt;
  const words = documentWords(language);
  const layout = pdfLayout(language);
  return (
    <Document title={`${words.receipt} ${receipt.skuId}`} author={receipt.business.name} language={language ?? SOURCE_LANGUAGE}>
      <DocumentPage
        business={receipt.business}
        title={words.receipt}
        subtitle={words.receiptSubtitle(receipt.skuId, formatMoment(receipt.paidAt, language))}
        language={language}
      >
        <View style={{ borderWidth: 1, borderColor: pdfColours.border, borderRadius: 4 }}>
          {receiptFacts(receipt).map(([label, value], index) => (
            <View
              key={label}
              style={{
                flexDirection: layout.row,
                paddingVertical: 7,
                paddingHorizontal: 10,
                backgroundColor: index % 2 ? '#ffffff' : pdfColours.tint,
              }}
            >
              <Text style={{ width: '38%', color: pdfColours.muted, ...layout.value(label) }}>{label}</Text>
              <Text style={{ width: '62%', fontWeight: 'bold', ...layout.value(value) }}>{value}</Text>
            </View>
          ))}
        </View>
        <Text style={{ marginTop: 16, color: pdfColours.muted, ...layout.text }}>{words.paidThrough}</Text>
      </DocumentPage>
    </Document>
  );
}
