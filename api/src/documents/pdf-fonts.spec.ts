import { answeredSections, indiaEvisa, indiaEvisaFiles, localizeDefinition, previewOf, type Catalogue } from '@evisa/forms';
import { validApplication } from '@evisa/forms/fixtures';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../test/pdf-text.js';
import { EXAMPLE_BUSINESS } from '../config/app-config.js';
import { renderPdf } from './pdf-fonts.js';
import { receiptOf } from './receipt.js';
import { ReceiptDocument } from './ReceiptDocument.js';
import { SummaryDocument } from './SummaryDocument.js';

const language = 'ar';
const skuId = 'ABCDEFGHJKMNPQRST';
const definition = localizeDefinition(indiaEvisa, indiaEvisaFiles['translations/ar.json'] as Catalogue);
const data = { ...validApplication(), Surname: 'العتيبي', Given_Name: 'محمد', Present_Village_Town: 'الرياض' };

const summary = async () =>
  (
    await readPdf(
      await renderPdf(
        SummaryDocument({
          business: EXAMPLE_BUSINESS,
          skuId,
          formTitle: definition.title,
          sections: answeredSections(previewOf(definition, data)),
          language,
        }),
      ),
    )
  ).text;

const receipt = () =>
  renderPdf(
    ReceiptDocument({
      receipt: receiptOf(
        { sku_id: skuId, data, paid_at: new Date(), language },
        { order_id: 'ORDER1', capture_id: 'CAPTURE1', method: 'paypal', surcharge: 0, amount: 80, currency: 'USD', updated_at: new Date() },
        definition,
        EXAMPLE_BUSINESS,
      ),
    }),
  );

describe('documents in Arabic, one after another in one process', () => {
  // First in the file, so that the receipt is this process's first document: a summary drawn after it lost the
  // letter س (read back as R) and broke a question inside a word.
  it('draw a summary after a receipt with every letter, and lines broken between words', async () => {
    await receipt();
    const text = await summary();
    expect(text).toContain('اسم العائلة');
    expect(text).toContain('دراسات عليا');
    expect(text).toContain('تقدّم منه\nطلب التأشيرة؟');
    expect(await summary()).toBe(text);
  }, 60_000);

  it('come out whole when asked for at the same moment', async () => {
    const alone = await summary();
    const [, together] = await Promise.all([receipt(), summary()]);
    expect(together).toBe(alone);
  }, 60_000);
});
