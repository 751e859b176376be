import { Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { BusinessConfig } from '../config/app-config.js';
import { PDF_FONT } from './pdf-fonts.js';

// The site's colours (form-ui/src/styles.css --brand, --text, --muted, --border).
export const pdfColours = { brand: '#0b3d5c', text: '#1d2733', muted: '#56626f', border: '#b8c3ce', tint: '#e6f0f6' };

const styles = StyleSheet.create({
  page: { fontFamily: PDF_FONT, fontSize: 9.5, color: pdfColours.text, paddingTop: 36, paddingBottom: 56, paddingHorizontal: 40, lineHeight: 1.35 },
  header: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderBottomWidth: 2,
    borderBottomColor: pdfColours.brand,
    paddingBottom: 10,
    marginBottom: 18,
  },
  business: { fontSize: 15, lineHeight: 1.2, fontWeight: 'bold', color: pdfColours.brand, marginBottom: 2 },
  contact: { fontSize: 8.5, color: pdfColours.muted, textAlign: 'right' },
  title: { fontSize: 18, lineHeight: 1.2, fontWeight: 'bold', marginBottom: 4 },
  subtitle: { fontSize: 10, color: pdfColours.muted, marginBottom: 14 },
  footer: {
    position: 'absolute',
    bottom: 24,
    left: 40,
    right: 40,
    fontSize: 8,
    color: pdfColours.muted,
  },
});

interface DocumentPageProps {
  business: BusinessConfig;
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** Every page of the documents the API makes: the business, its address and support contacts (again at the foot), the title. */
export function DocumentPage({ business, title, subtitle, children }: DocumentPageProps) {
  return (
    <Page size="A4" style={styles.page}>
      <View style={styles.header} fixed>
        <View>
          <Text style={styles.business}>{business.name}</Text>
          {business.address.map((line) => (
            <Text key={line} style={{ fontSize: 8.5, color: pdfColours.muted }}>
              {line}
            </Text>
          ))}
        </View>
        <View>
          <Text style={styles.contact}>{business.supportEmail}</Text>
          <Text style={styles.contact}>{business.supportPhone}</Text>
        </View>
      </View>
      <Text style={styles.footer} fixed>
        {business.name} · {business.supportEmail} · {business.supportPhone}
      </Text>
      <Text style={styles.title}>{title}</Text>
      <Text style={styles.subtitle}>{subtitle}</Text>
      {children}
    </Page>
  );
}
