import { Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { SOURCE_LANGUAGE, textDirection } from '@evisa/forms/languages';
import type { BusinessConfig } from '../config/app-config.js';
import { PDF_FONT } from './pdf-fonts.js';

// The site's colours (form-ui/src/styles.css --brand, --text, --muted, --border).
export const pdfColours = { brand: '#0b3d5c', text: '#1d2733', muted: '#56626f', border: '#b8c3ce', tint: '#e6f0f6' };

// A text whose first letter is of a right-to-left script (Unicode's 'first strong character' rule, as dir="auto").
const RIGHT_TO_LEFT_START = /^[^\p{L}]*[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;

/**
 * How a document is laid out in its language: in a right-to-left one (Arabic) its own words run right to left and a
 * row starts at the right (react-pdf inherits neither from the page, so every text and row takes it). A value (an
 * answer, an id, an amount, the business's address) runs in the direction of its own first letter, aligned as the
 * document's words are: a Latin address reads '1 Main Street' on an Arabic page, an Arabic one reads right to left on
 * an English page.
 */
export function pdfLayout(language: string | undefined) {
  const rtl = textDirection(language ?? SOURCE_LANGUAGE) === 'rtl';
  const align = rtl ? ('right' as const) : ('left' as const);
  return {
    text: rtl ? ({ direction: 'rtl', textAlign: 'right' } as const) : {},
    row: rtl ? ('row-reverse' as const) : ('row' as const),
    value: (text: string) => ({ direction: RIGHT_TO_LEFT_START.test(text) ? ('rtl' as const) : ('ltr' as const), textAlign: align }),
  };
}

const styles = StyleSheet.create({
  page: { fontFamily: PDF_FONT, fontSize: 9.5, color: pdfColours.text, paddingTop: 36, paddingBottom: 56, paddingHorizontal: 40, lineHeight: 1.35 },
  header: {
    justifyContent: 'space-between',
    borderBottomWidth: 2,
    borderBottomColor: pdfColours.brand,
    paddingBottom: 10,
    marginBottom: 18,
  },
  business: { fontSize: 15, lineHeight: 1.2, fontWeight: 'bold', color: pdfColours.brand, marginBottom: 2 },
  contact: { fontSize: 8.5, color: pdfColours.muted },
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
  /** The document's language: its layout's direction. */
  language: string | undefined;
  children: ReactNode;
}

/** Every page of the documents the API makes: the business, its address and support contacts (again at the foot), the title. */
export function DocumentPage({ business, title, subtitle, language, children }: DocumentPageProps) {
  const layout = pdfLayout(language);
  // The contacts sit at the end of the header's row: right in a left-to-right page, left in a right-to-left one.
  const contactAlign = layout.row === 'row' ? 'right' : 'left';
  return (
    <Page size="A4" style={styles.page}>
      <View style={{ ...styles.header, flexDirection: layout.row }} fixed>
        <View>
          <Text style={{ ...styles.business, ...layout.value(business.name) }}>{business.name}</Text>
          {business.address.map((line) => (
            <Text key={line} style={{ fontSize: 8.5, color: pdfColours.muted, ...layout.value(line) }}>
              {line}
            </Text>
          ))}
        </View>
        <View>
          <Text style={{ ...styles.contact, textAlign: contactAlign }}>{business.supportEmail}</Text>
          <Text style={{ ...styles.contact, textAlign: contactAlign }}>{business.supportPhone}</Text>
        </View>
      </View>
      <Text style={{ ...styles.footer, ...layout.value(business.name) }} fixed>
        {business.name} · {business.supportEmail} · {business.supportPhone}
      </Text>
      <Text style={{ ...styles.title, ...layout.text }}>{title}</Text>
      <Text style={{ ...styles.subtitle, ...layout.text }}>{subtitle}</Text>
      {children}
    </Page>
  );
}
