import { addField, addListEntry, buildDefinition, indiaEvisa, indiaEvisaFiles, renamePreviewSection, updateField } from '@evisa/forms/browser';
import { describe, expect, it } from 'vitest';
import { compareDefinitions } from './compareDefinitions';

describe('compareDefinitions', () => {
  it('finds nothing between a version and itself', () => {
    expect(compareDefinitions(indiaEvisa, buildDefinition(indiaEvisaFiles))).toEqual([]);
  });

  it('names each added field, changed property, list entry and Preview section', () => {
    let files = addField(indiaEvisaFiles, 'step1', { name: 'Hotel', title: 'Hotel', kind: 'text' });
    files = updateField(files, 'step2', 'Previous_Surname', { title: 'Former surname', help: 'Before marriage' });
    files = addListEntry(files, 'nationalities', 'ATLANTIS');
    files = renamePreviewSection(files, 1, 'Passports');
    const changes = compareDefinitions(indiaEvisa, buildDefinition(files));

    expect(changes).toContainEqual({ place: 'e-Visa Application', subject: 'Hotel', kind: 'added', details: [] });
    expect(changes).toContainEqual({
      place: 'Applicant and passport details',
      subject: 'Former surname',
      kind: 'changed',
      details: ['Title: “Previous Surname” → “Former surname”', 'Help: (none) → “Before marriage”'],
    });
    expect(changes).toContainEqual({ place: 'List: Nationality', subject: 'ATLANTIS', kind: 'added', details: [] });
    expect(changes).toContainEqual({ place: 'Preview', subject: 'Passports', kind: 'added', details: [] });
    expect(changes).toContainEqual({ place: 'Preview', subject: 'Passport Details', kind: 'removed', details: [] });
    // The nationality field offers the new entry too: its choices changed.
    expect(changes.find((change) => change.subject === 'Nationality')?.details).toEqual(['Choices: added ATLANTIS']);
  });
});
