import { Document, Text, View } from '@react-pdf/renderer';
import { DocumentPage, pdfColours } from './DocumentPage.js';
import { formatMoment, receiptFacts, type Receipt } from './receipt.js';

/** The receipt PDF: the business, then the receipt's details as the e-mail lists them. */
export function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  return (
    <Document title={`Receipt ${receipt.skuId}`} author={receipt.business.name} language="en">
      <DocumentPage
        business={receipt.business}
        title="Receipt"
        subtitle={`e-Visa application ${receipt.skuId} · paid ${formatMoment(receipt.paidAt)}`}
      >
        <View style={{ borderWidth: 1, borderColor: pdfColours.border, borderRadius: 4 }}>
          {receiptFacts(receipt).map(([label, value], index) => (
            <View
              key={label}
              style={{ flexDirection: 'row', paddingVertical: 7, paddingHorizontal: 10, backgroundColor: index % 2 ? '#ffffff' : pdfColours.tint }}
            >
              <Text style={{ width: '38%', color: pdfColours.muted }}>{label}</Text>
              <Text style={{ width: '62%', fontWeight: 'bold' }}>{value}</Text>
            </View>
          ))}
        </View>
        <Text style={{ marginTop: 16, color: pdfColours.muted }}>Paid through PayPal. Please keep this receipt with your application id.</Text>
      </DocumentPage>
    </Document>
  );
}
