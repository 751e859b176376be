import { describe, expect, it } from 'vitest';
import { SAMPLE_DOCUMENT, validApplication } from '../src/fixtures.js';
import { errorsOf, now, without } from './helpers.js';

const DOCUMENTS = [
  'Invitation_from_organizer',
  'Political_clearance_from_Ministry',
  'Event_clearance_from_Ministry',
  'Copy_of_Business_Card',
  'Copy_of_Business_Invitation_Letter',
  'sport_Approval_of_the_Government',
  'sport_Invitation_Letter',
  'Letter_from_the_Hospital_concerned',
];

/** An application for a service with no documents beyond the passport, to see which ones the step asks for. */
const step6Errors = (service: Record<string, unknown>) =>
  errorsOf('step6', {}, { ...validApplication(now, service), ...without(...DOCUMENTS) }).map(({ field }) => field);

describe('step 5: photograph', () => {
  it('requires the photograph: "Application image is required"', () => {
    expect(errorsOf('step5')).toEqual([]);
    expect(errorsOf('step5', without('image'))).toEqual([{ field: 'image', message: 'Application image is required' }]);
  });
});

describe('step 6: documents', () => {
  it('requires the passport: "Application passport is required"', () => {
    expect(errorsOf('step6')).toEqual([]);
    expect(errorsOf('step6', without('passport'))).toEqual([{ field: 'passport', message: 'Application passport is required' }]);
  });

  it('asks a conference for the invitation and the political clearance, the event clearance being optional', () => {
    expect(step6Errors({ Visa_Service: 'eCONFERENCE VISA' })).toEqual(['Invitation_from_organizer', 'Political_clearance_from_Ministry']);
    expect(errorsOf('step6', without('Invitation_from_organizer'), validApplication(now, { Visa_Service: 'eCONFERENCE VISA' }))).toEqual([
      { field: 'Invitation_from_organizer', message: 'Invitation from the organizer is required' },
    ]);
    const withEventClearance = { Event_clearance_from_Ministry: SAMPLE_DOCUMENT };
    expect(errorsOf('step6', withEventClearance, validApplication(now, { Visa_Service: 'eCONFERENCE VISA' }))).toEqual([]);
  });

  it('asks business other than sports for the business card and invitation letter', () => {
    for (const purpose of ['Sale/Purchase/Trade', 'To Join a Vessel']) {
      expect(step6Errors({ Visa_Service: 'eBUSINESS VISA', sub_Visa_Service: purpose }), purpose).toEqual([
        'Copy_of_Business_Card',
        'Copy_of_Business_Invitation_Letter',
      ]);
    }
  });

  it('asks sports for the government approval and the federation invitation, the purpose compared in any case', () => {
    for (const purpose of ['Sports Related Activity', ' sports  related ACTIVITY']) {
      expect(step6Errors({ Visa_Service: 'eBUSINESS VISA', sub_Visa_Service: purpose }), purpose).toEqual([
        'sport_Approval_of_the_Government',
        'sport_Invitation_Letter',
      ]);
    }
  });

  it('asks e-Medical and e-Ayush patients for the hospital letter, and no one else for documents', () => {
    expect(step6Errors({ Visa_Service: 'eMEDICAL VISA' })).toEqual(['Letter_from_the_Hospital_concerned']);
    expect(step6Errors({ Visa_Service: 'e-Ayush Visa' })).toEqual(['Letter_from_the_Hospital_concerned']);
    expect(errorsOf('step6', without('Letter_from_the_Hospital_concerned'), validApplication(now, { Visa_Service: 'eMEDICAL VISA' }))).toEqual([
      { field: 'Letter_from_the_Hospital_concerned', message: 'Letter from the hospital concerned is required' },
    ]);
    for (const Visa_Service of ['eTOURIST VISA', 'eMEDICAL ATTENDANT VISA', 'e-Ayush Attendant']) {
      expect(step6Errors({ Visa_Service }), Visa_Service).toEqual([]);
    }
  });

  it('takes a stored file name, not anything else', () => {
    expect(errorsOf('step6', { passport: 42 })).toEqual([{ field: 'passport', message: 'Please upload the document again' }]);
    expect(errorsOf('step5', { image: 'x'.repeat(101) })).toEqual([{ field: 'image', message: 'Please upload the photograph again' }]);
  });
});
