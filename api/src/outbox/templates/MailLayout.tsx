import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties } from 'react';
import type { MailBlock, MailMessage, MailSite } from './mail-message.js';
import { SOURCE_LANGUAGE, textDirection } from '@evisa/forms/languages';
import { sharedWords } from './mail-words.js';

// The site's colours (form-ui/src/styles.css --brand, --accent, --text, --muted): e-mail clients read no stylesheet.
const NAVY = '#0b3d5c';
const ACTION = '#b45309';
const font = 'Arial, Helvetica, sans-serif';
const paragraph: CSSProperties = { fontSize: '15px', lineHeight: '22px', color: '#1d2733', margin: '0 0 16px', whiteSpace: 'pre-line' };

function Block({ block, orOpen }: { block: MailBlock; orOpen: string }) {
  switch (block.type) {
    case 'text':
      return <Text style={paragraph}>{block.text}</Text>;
    case 'quote':
      return <Text style={{ ...paragraph, borderLeft: `4px solid ${NAVY}`, paddingLeft: '12px', color: '#334155' }}>{block.text}</Text>;
    case 'list':
      return (
        <ul style={{ ...paragraph, paddingLeft: '20px' }}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'facts':
      return (
        <table role="presentation" cellPadding={0} cellSpacing={0} style={{ width: '100%', margin: '0 0 16px', borderCollapse: 'collapse' }}>
          <tbody>
            {block.rows.map(([label, value]) => (
              <tr key={label}>
                <td style={{ ...paragraph, margin: 0, padding: '6px 12px 6px 0', color: '#56626f', width: '40%', borderBottom: '1px solid #e4e7eb' }}>
                  {label}
                </td>
                <td style={{ ...paragraph, margin: 0, padding: '6px 0', fontWeight: 'bold', borderBottom: '1px solid #e4e7eb' }}>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'action':
      return (
        <Section style={{ margin: '8px 0 24px' }}>
          <Button
            href={block.url}
            style={{ background: ACTION, color: '#ffffff', fontSize: '15px', fontWeight: 'bold', padding: '12px 20px', borderRadius: '6px' }}
          >
            {block.label}
          </Button>
          <Text style={{ ...paragraph, fontSize: '12px', color: '#56626f', margin: '8px 0 0' }}>
            {orOpen} <Link href={block.url}>{block.url}</Link>
          </Text>
        </Section>
      );
  }
}

/**
 * Every e-mail's HTML part: the business's name as the header, the template's blocks, and a footer with the
 * support contacts and the address. The text part (plainText) says the same in the same order.
 */
export function MailLayout({ message, site }: { message: MailMessage; site: MailSite }) {
  const { business } = site;
  const language = message.language ?? SOURCE_LANGUAGE;
  const words = sharedWords(language);
  return (
    <Html lang={language} dir={textDirection(language)}>
      <Head />
      <Preview>{message.subject}</Preview>
      <Body style={{ background: '#f3f4f6', fontFamily: font, margin: 0, padding: '24px 0' }}>
        <Container style={{ background: '#ffffff', borderRadius: '8px', overflow: 'hidden', maxWidth: '600px' }}>
          <Section style={{ background: NAVY, padding: '20px 24px' }}>
            <Heading as="h1" style={{ color: '#ffffff', fontSize: '20px', margin: 0, fontFamily: font }}>
              <Link href={site.publicUrl} style={{ color: '#ffffff', textDecoration: 'none' }}>
                {business.name}
              </Link>
            </Heading>
          </Section>
          <Section style={{ padding: '24px' }}>
            <Text style={paragraph}>{message.greeting}</Text>
            {message.blocks.map((block, index) => (
              <Block key={index} block={block} orOpen={words.orOpen} />
            ))}
            <Text style={{ ...paragraph, margin: 0 }}>{business.name}</Text>
          </Section>
          <Hr style={{ borderColor: '#e4e7eb', margin: 0 }} />
          <Section style={{ padding: '16px 24px', background: '#f9fafb' }}>
            <Text style={{ ...paragraph, fontSize: '12px', lineHeight: '18px', color: '#56626f', margin: 0 }}>
              {words.write} <Link href={`mailto:${business.supportEmail}`}>{business.supportEmail}</Link> {words.call}{' '}
              <Link href={`tel:${business.supportPhone.replace(/[^+0-9]/g, '')}`}>{business.supportPhone}</Link>.{'\n'}
              {business.name} · {business.address.join(', ')}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
