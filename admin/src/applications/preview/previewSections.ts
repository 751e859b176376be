import { fieldLabel } from '../../definition/fieldLabel';
import { formatValue, hasValue } from '../../definition/formatValue';
import { stepFields } from '../../definition/stepFields';
import type { DefinedField, FormDefinition } from '../../definition/types';

/**
 * Where a section takes its fields from: fields of `step` whose name matches `name`, or that a condition on
 * `guard` adds; a part with neither takes the step's fields no other section claims.
 */
interface SectionPart {
  step: string;
  name?: RegExp;
  guard?: string;
}

interface SectionRule {
  key: string;
  title: string | ((data: Record<string, unknown>) => string);
  parts: SectionPart[];
  /** Fields shown under a sub-heading of their own, after the section's other fields. */
  subBlocks?: Array<{ title: string; name: RegExp }>;
}

// The sections of the applicant's Preview (spec part 2, 'Preview/{id}'), in its order. Only the grouping is
// written here: fields, titles and conditions come from the published definition.
const SECTIONS: SectionRule[] = [
  {
    key: 'applicant',
    title: 'Applicant Details',
    parts: [{ step: 'step1' }, { step: 'step2' }, { step: 'step3', name: /Marital|Grandparent/ }, { step: 'step3' }],
  },
  { key: 'passport', title: 'Passport Details', parts: [{ step: 'step1', name: /Passport/ }, { step: 'step2', name: /Passport|Issue|Expiry|mentioned_therein/ }] },
  { key: 'address', title: "Applicant's Address Details", parts: [{ step: 'step3', name: /^(Present|Permanent)_/ }] },
  { key: 'father', title: 'Father Details', parts: [{ step: 'step3', name: /^Father_/ }] },
  { key: 'mother', title: 'Mother Details', parts: [{ step: 'step3', name: /^Mother_/ }] },
  { key: 'spouse', title: 'Spouse Details', parts: [{ step: 'step3', name: /^spouse_/i }] },
  {
    key: 'profession',
    title: 'Professional/Occupation Details',
    parts: [{ step: 'step3', name: /^applicant_|Military/ }],
    subBlocks: [{ title: 'Military/Semi-Military/Police/Security organization', name: /^Military_/ }],
  },
  {
    key: 'visa',
    title: 'Details of VISA Sought',
    parts: [{ step: 'step1', name: /Visa_Service|Application_Type|Arrival/ }, { step: 'step4', name: /^Places_to_be_visited|Port_of_Exit/ }],
  },
  { key: 'previous-visa', title: 'Previous Visa Details', parts: [{ step: 'step4', name: /India_before|visited_India|Has_permission/ }] },
  {
    key: 'purpose',
    title: (data) => `Details of Purpose: ${formatValue(data.sub_Visa_Service)}`,
    parts: [{ step: 'step4', guard: 'sub_Visa_Service' }],
  },
  { key: 'other', title: 'Other Information', parts: [{ step: 'step4', name: /Counties_Visited/ }, { step: 'step4' }] },
  { key: 'saarc', title: 'SAARC Country Visit Details', parts: [{ step: 'step4', name: /saarc/i }] },
  { key: 'reference', title: 'Reference Details', parts: [{ step: 'step4', name: /^Reference_/ }] },
  { key: 'security', title: 'Additional Question Details', parts: [{ step: 'security' }] },
];

export interface PreviewRow {
  field: DefinedField;
  value: unknown;
}

export interface PreviewSection {
  key: string;
  title: string;
  rows: PreviewRow[];
  subBlocks: Array<{ title: string; rows: PreviewRow[] }>;
  /** No field of the section has a value yet (the applicant has not reached its step). */
  empty: boolean;
}

export interface ApplicationPreview {
  sections: PreviewSection[];
  /** The photograph and documents, in form order, with the stored file names. */
  uploads: PreviewRow[];
}

const claims = (part: SectionPart, field: DefinedField) =>
  part.step === field.stepId &&
  ((part.name !== undefined && part.name.test(field.name)) || (part.guard !== undefined && field.guards.includes(part.guard)));

/** The section a field belongs in: a section naming it first, else the section taking the rest of its step. */
const ruleFor = (field: DefinedField, extra: Map<string, SectionRule>, stepTitle: string): SectionRule => {
  const named = SECTIONS.find((rule) => rule.parts.some((part) => claims(part, field)));
  if (named) return named;
  const rest = SECTIONS.find((rule) => rule.parts.some((part) => part.step === field.stepId && !part.name && !part.guard));
  if (rest) return rest;
  // A step this grouping does not know yet still shows, under its own title.
  const key = `step:${field.stepId}`;
  if (!extra.has(key)) extra.set(key, { key, title: stepTitle, parts: [] });
  return extra.get(key)!;
};

/**
 * An application laid out as the applicant's Preview: every field the definition defines, in sections, a field
 * added by a condition only when it has a value (so the spouse block shows only for MARRIED, and only the purpose
 * block of the chosen purpose). Stored values the definition no longer names are kept in a last section.
 */
export const previewSections = (definition: FormDefinition, data: Record<string, unknown>): ApplicationPreview => {
  const rowsByRule = new Map<string, PreviewRow[]>();
  const extra = new Map<string, SectionRule>();
  const uploads: PreviewRow[] = [];
  const defined = new Set<string>();

  for (const step of definition.steps) {
    for (const field of stepFields(step)) {
      if (defined.has(field.name)) continue;
      defined.add(field.name);
      const row = { field, value: data[field.name] };
      if (field.upload) {
        if (hasValue(row.value)) uploads.push(row);
        continue;
      }
      if (field.guards.length > 0 && !hasValue(row.value)) continue;
      const rule = ruleFor(field, extra, step.title);
      rowsByRule.set(rule.key, [...(rowsByRule.get(rule.key) ?? []), row]);
    }
  }

  const unknown = Object.keys(data).filter((name) => !defined.has(name));
  const leftovers: SectionRule = { key: 'stored', title: 'Other stored values', parts: [] };
  rowsByRule.set(
    leftovers.key,
    unknown.map((name) => ({ field: { name, title: fieldLabel(name), stepId: '', schema: {}, guards: [] }, value: data[name] })),
  );

  const sections = [...SECTIONS, ...extra.values(), leftovers].flatMap((rule): PreviewSection[] => {
    const rows = rowsByRule.get(rule.key) ?? [];
    if (rows.length === 0) return [];
    const inBlock = (row: PreviewRow) => rule.subBlocks?.find((block) => block.name.test(row.field.name));
    return [
      {
        key: rule.key,
        title: typeof rule.title === 'function' ? rule.title(data) : rule.title,
        rows: rows.filter((row) => !inBlock(row)),
        subBlocks: (rule.subBlocks ?? [])
          .map((block) => ({ title: block.title, rows: rows.filter((row) => inBlock(row) === block) }))
          .filter((block) => block.rows.length > 0),
        empty: rows.every((row) => !hasValue(row.value)),
      },
    ];
  });
  return { sections, uploads };
};
