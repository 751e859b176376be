import {
  catalogueOf,
  indiaEvisa,
  indiaEvisaFiles,
  localizeDefinition,
  PHOTO_RULES,
  queryForm,
  yesNoWord,
  type FormDefinition,
} from '@evisa/forms/browser';
import { daysFrom, validStep1 } from '@evisa/forms/fixtures';
import type { Page } from 'playwright-core';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A picture drawn on a canvas in the page: a face-like ellipse on a light background. */
export interface Drawing {
  width: number;
  height: number;
  background: string;
  face: { x: number; y: number; radiusX: number; radiusY: number; colour: string };
}

/** `drawing` as a JPEG made by the page's own canvas, with some grain so that it does not compress to almost nothing. */
export async function drawnPhoto(page: Page, drawing: Drawing): Promise<Buffer> {
  const base64 = await page.evaluate(async ({ width, height, background, face }) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d')!;
    context.fillStyle = background;
    context.fillRect(0, 0, width, height);
    for (let index = 0; index < 6000; index += 1) {
      context.fillStyle = `rgba(${(index * 37) % 255}, ${(index * 91) % 255}, ${(index * 53) % 255}, 0.15)`;
      context.fillRect((index * 7919) % width, (index * 104729) % height, 3, 3);
    }
    context.fillStyle = face.colour;
    context.beginPath();
    context.ellipse(face.x, face.y, face.radiusX, face.radiusY, 0, 0, Math.PI * 2);
    context.fill();
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/jpeg', 0.92));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, drawing);
  return Buffer.from(base64, 'base64');
}

/** A photograph the site accepts: a square JPEG of 400 x 400 pixels, of a size the photo rules take. */
export async function samplePhoto(page: Page): Promise<Buffer> {
  const photo = await drawnPhoto(page, {
    width: 400,
    height: 400,
    background: '#f4f6f8',
    face: { x: 200, y: 180, radiusX: 90, radiusY: 115, colour: '#d9b99b' },
  });
  if (photo.length < PHOTO_RULES.minBytes || photo.length > PHOTO_RULES.maxBytes) throw new Error(`Sample photo of ${photo.length} bytes`);
  return photo;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Enters a stored date (`1985-04-12`) as an applicant does: day, month by name, year, in the group `name`. */
export async function fillDate(page: Page, name: string | RegExp, date: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const group = page.getByRole('group', { name });
  await group.getByLabel('Day').fill(String(day));
  await group.getByLabel('Month').selectOption({ label: MONTHS[month - 1]! });
  await group.getByLabel('Year').fill(String(year));
}

/** The answers on step 1 that are the applicant's own; dates as stored (`1985-04-12`). */
export interface Step1Applicant {
  surname: string;
  givenName: string;
  nationality: string;
  dateOfBirth: string;
  email: string;
  phone: string;
  arrivesInDays: number;
}

/**
 * Fills in step 1 by its labels, as an applicant does: the applicant's own details, and for the rest what the
 * journeys all ask for (normal processing of a 30-day tourist visa to meet friends; passport type and port of
 * arrival as in the sample application).
 */
export async function fillStep1(page: Page, applicant: Step1Applicant) {
  const sample = validStep1();
  await page.getByLabel('Normal Processing (3 to 5 business days)').check();
  await page.getByLabel('Passport Type').selectOption(String(sample.Passport_Type));
  await page.getByLabel('Surname (exactly as in passport)').fill(applicant.surname);
  await page.getByLabel('Given Name/s (exactly as in passport)').fill(applicant.givenName);
  // Not an exact match: Playwright reads the label with its required marker ("Nationality *").
  await page.getByLabel('Nationality').selectOption(applicant.nationality);
  await page.getByLabel('Port Of Arrival').selectOption(String(sample.Port_Of_Arrival));
  await fillDate(page, 'Date of Birth', applicant.dateOfBirth);
  await page.getByLabel(/^Email/).fill(applicant.email);
  await page.getByLabel('Re-enter Email').fill(applicant.email);
  await page.getByLabel('Contact no. with country code').fill(applicant.phone);
  await fillDate(page, 'Expected Date of Arrival', daysFrom(new Date(), applicant.arrivesInDays));
  await page.getByLabel('eTOURIST VISA').check();
  await page.getByLabel('30 Days').check();
  await page.getByLabel('Meeting Friends/Relatives').check();
}

/** The values of `application` that belong to a step, in the order the step shows its fields. */
function stepValuesInOrder(stepId: string, application: Record<string, unknown>): Array<[string, unknown]> {
  return queryForm(indiaEvisa)
    .step(stepId)
    .fields.filter(({ name }) => name in application)
    .map(({ name }) => [name, application[name]]);
}

/** The application form as an applicant reading `language` sees it: its texts from the form's catalogue. */
export function formIn(language: string): FormDefinition {
  return language === 'en' ? indiaEvisa : localizeDefinition(indiaEvisa, catalogueOf(indiaEvisaFiles, language));
}

/**
 * Fills in a step as an applicant does, field by field in page order: chooses radio buttons by their label, picks
 * from drop-downs, types into text boxes, ticks boxes and uploads files (the photograph and documents given). In
 * another language than English, `form` is formIn(language) and `language` its code: choices are then picked by the
 * labels the applicant reads (the site's yes and no in it), while the values stored stay the form's.
 */
export async function fillStep(
  page: Page,
  stepId: string,
  application: Record<string, unknown>,
  files: { photo?: Buffer; document?: Buffer } = {},
  { form = indiaEvisa, language }: { form?: FormDefinition; language?: string } = {},
) {
  const fields = queryForm(form).step(stepId).fields;
  const choiceLabel = (name: string, value: unknown): string => {
    const field = fields.find((candidate) => candidate.name === name)!;
    const choices = [...(field.choices ?? []), ...(field.condition?.cases.flatMap((place) => place.choices ?? []) ?? [])];
    return choices.find((choice) => choice.value === value)?.label ?? String(value);
  };
  // A drop-down's options carry their place in the choices shown (RJSF's values), those of the place the answer is
  // offered when they depend on other answers: picked by that, as country names come from the browser's own CLDR
  // data, which need not be Node's.
  const optionOf = (name: string, value: unknown): string => {
    const field = fields.find((candidate) => candidate.name === name)!;
    const offered = field.condition?.cases.find((place) => place.choices?.some((choice) => choice.value === value))?.choices ?? field.choices ?? [];
    return String(offered.findIndex((choice) => choice.value === value));
  };
  const uploads = new Map(fields.map((field) => [field.name, field.upload]));
  const dates = new Set(fields.filter((field) => field.kind === 'date').map((field) => field.name));
  for (const [field, value] of stepValuesInOrder(stepId, application)) {
    const element = page.locator(`#root_${field}`);
    const kind = uploads.get(field);
    if (kind) {
      const buffer = kind === 'photo' ? files.photo : files.document;
      if (!buffer) throw new Error(`No file for ${field}`);
      await element.setInputFiles({
        name: kind === 'photo' ? 'photo.jpg' : `${field}.pdf`,
        mimeType: kind === 'photo' ? 'image/jpeg' : 'application/pdf',
        buffer,
      });
      // The field's upload widget (the input itself sits in its picker).
      await page
        .locator('.upload', { has: element })
        .getByText(kind === 'photo' ? 'Photograph uploaded.' : 'File uploaded.')
        .waitFor();
      continue;
    }
    await element.waitFor();
    if (dates.has(field)) {
      const [year, month, day] = String(value).split('-').map(Number) as [number, number, number];
      await element.fill(String(day));
      await page.locator(`#root_${field}__month`).selectOption(String(month));
      await page.locator(`#root_${field}__year`).fill(String(year));
      continue;
    }
    const role = await element.getAttribute('role');
    const tag = await element.evaluate((node) => node.tagName.toLowerCase());
    const type = await element.getAttribute('type');
    if (role === 'radiogroup') {
      const label = typeof value === 'boolean' ? yesNoWord(value, language) : choiceLabel(field, value);
      await element
        .getByLabel(new RegExp(`^${escape(label)}`, 'i'))
        .first()
        .check();
    } else if (tag === 'select') {
      await element.selectOption(form === indiaEvisa ? String(value) : optionOf(field, value));
    } else if (type === 'checkbox') {
      await element.setChecked(value === true);
    } else {
      await element.fill(String(value));
    }
  }
}

/**
 * Opens step 1 of a saved application: its address from outside resumes at the first step still to answer, so
 * the applicant's way to step 1 itself is the progress bar's first link.
 */
export async function openFirstStep(page: Page, baseUrl: string, id: string) {
  await page.goto(`${baseUrl}/Apply/${id}`);
  await page.getByRole('navigation', { name: 'Application progress' }).getByRole('link', { name: /^1\. / }).click();
  await page.waitForURL(`**/Apply/${id}`);
}
