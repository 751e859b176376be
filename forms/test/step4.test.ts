import { describe, expect, it } from 'vitest';
import { getStep, indiaEvisa, type JsonSchema } from '../src/index.js';
import { SERVICE_CHOICES, daysFrom, purposeKey, validApplication } from '../src/fixtures.js';
import { now, stepValidation, validator, without } from './helpers.js';

const step4 = stepValidation('step4');
const { errors } = step4;
const { schema } = getStep(indiaEvisa, 'step4');

// Spec part 2, section 3: the purpose groups, prefix then suffixes, by the purpose that shows them.
const PREFIX = (prefix: string, suffixes: string) => suffixes.split(', ').map((suffix) => `${prefix}${suffix}`);
const SPEC_GROUPS: Record<string, string[]> = {
  'attend a conference or seminar or workshop': PREFIX(
    'eCONFERENCE_',
    'Name_subject, conference_Start_date, End_date, conference_Address, State, District, Pincode, ' +
      'Details_of_organizer, Address, Phone_no, Email_id',
  ),
  'short term medical treatment of self': PREFIX(
    'SHORT_TERM_MEDICAL_',
    'Name_of_Hospital, Address_of_Hospital, State, District, Phone, Medical_Treatment',
  ),
  'short term yoga programme': PREFIX('SHORT_TERM_YOGA_PROGRAMME_', 'name, address, state, district, Phone'),
  'meeting friends/relatives': PREFIX('MEETING_FRIENDS_RELATIVES_', 'Details, Address, State, District, Phone'),
  'set up industrial/business venture': PREFIX('TO_SET_UP_INDUSTRIAL_', 'name, address, phone, website, nature_of_bussiness'),
  'sale/purchase/trade': PREFIX('SALE_', 'Applicants_Company, address, phoneno, website, Nature_of_Business'),
  'attend technical/business meetings': PREFIX(
    'ATTEND_TECHNICAL_',
    'Applicants_Company, address, phone_no, website, Details_of_Indian, Address2, Phone2, Website2',
  ),
  'recruit manpower': PREFIX(
    'TO_RECRUIT_MANPOWER_',
    'company_name, address, phone, website, Name_and_contact_number, Nature_of_Job, Places_where_recruitment',
  ),
  'participation in exhibitions and business/trade fairs': PREFIX('PARTICIPATION_', 'Applicants_Company, address, phone, website, Exhibition'),
  'expert/specialist for an ongoing project': PREFIX(
    'EXPERT_SPECIALIST_',
    'com_name, address, phone_no, website, Details_of_the_Indian, address2, phone2, website2',
  ),
  'conducting tours': ['CONDUCTING_TOUR_name_Travel_Agency', ...PREFIX('CONDUCTING_TOURS_', 'visited_Cities, Travel_Details, address, phone')],
  'sports related activity': PREFIX(
    'Sport_',
    'event_name, Whether_the_event_is_organized, start_date, end_date, venue_address, Venue_state, Venue_district, ' +
      'venue_pin, organizerName, organizer_address, organizer_phone, organizer_email, Restricted_or_Protected_bool, ' +
      'Restricted_or_Protected, previous_sport_visit, tax_complies, participating',
  ),
  'accompany patient on e-medical visa': PREFIX(
    'EMEDICAL_VISA_',
    'principal_e_Medical, visa_number, Application_id, Passport_number, date_of_birth, Nationality',
  ),
  'attendant to an e-ayush visa holder': PREFIX(
    'E_AYUSH_VISA_',
    'Name_of_the_principal_e_Medical, Visa_number_of_principal, Application_id_of_principal, ' +
      'Passport_number_of_principal, Date_of_birth_of_principal, Nationality_of_principal',
  ),
  'treatment under ayush systems': PREFIX(
    'TREATMENT_UNDER_AYUSH_',
    'name_hospital, hospital_address, state, District, phone, Type_of_Medical_Treatment',
  ),
};
const OPTIONAL = /website|Sport_Restricted_or_Protected$/i;

/** The purpose-block conditions of step 4 (those that read sub_Visa_Service), with the fields they add. */
const blocks = (schema.allOf as JsonSchema[])
  .filter((condition) => JSON.stringify(condition.if).includes('sub_Visa_Service'))
  .map((condition) => ({ condition, fields: Object.keys((condition.then as JsonSchema).properties as JsonSchema) }));

/** The application for a purpose that shows a block, found among the choices the form offers. */
const applicationFor = (purpose: string) => {
  const choice = SERVICE_CHOICES.find((candidate) => purposeKey(candidate.sub_Visa_Service) === purpose);
  if (!choice) throw new Error(`No service offers ${purpose}`);
  return validApplication(now, { ...choice });
};

describe('step 4: travel, references and purpose', () => {
  step4.itAcceptsTheValidApplication();

  step4.itRequires({
    Places_to_be_visited: 'Place to be visited is required.',
    Reference_name_in_india: 'Reference name is required.',
    Reference_address: 'Reference address is required.',
    Reference_phone: 'Reference phone no. is required.',
    Reference_inyour_country_name: 'Name is required.',
    Reference_inyour_country_address: 'Address is required.',
    Reference_inyour_country_PHONE: 'phone no is is required.',
    Expected_Port_of_Exit_from_India: 'Expected Port of Exit is required.',
    Have_you_ever_visited_India_before: 'Please say whether you have visited India before.',
    Has_permission_to_visit_or_to_extend_stay_in_india: 'Please say whether permission to visit or to extend stay in India was ever refused.',
    visited_SAARC_countries: 'Please say whether you have visited a SAARC country.',
  });

  it('leaves the second line of places and the countries of the last ten years optional', () => {
    expect(errors(without('Places_to_be_visited_line_2', 'Counties_Visited_in_Last_ten_Years'))).toEqual([]);
  });

  step4.itRejects([
    ['Reference_phone', 'call 011 2334', 'Phone number may contain digits, +, spaces, dashes and brackets only'],
    ['Reference_inyour_country_PHONE', 'none', 'Phone number may contain digits, +, spaces, dashes and brackets only'],
    ['Expected_Port_of_Exit_from_India', 'LONDON HEATHROW', 'Please choose a port from the list'],
  ]);

  it('asks for the previous visit on a yes', () => {
    const visited = { Have_you_ever_visited_India_before: true };
    const visit = {
      India_before_Address: 'Hotel Taj, Mumbai',
      India_before_Cities_previously_visited_in_India: 'Mumbai, Goa',
      India_before_Last_Indian_Visa_No: 'TV123456',
      India_before_visa_Type: 'e-Tourist Visa',
      India_before_Place_of_Issue: 'Online',
      India_before_Date_of_Issue: '2019-01-10',
    };
    step4.expectAsksFor(
      visited,
      {
        India_before_Address: 'Address where you stayed in India is required.',
        India_before_Cities_previously_visited_in_India: 'Cities previously visited in India is required.',
        India_before_Last_Indian_Visa_No: 'Last Indian visa no. is required.',
        India_before_visa_Type: 'Type of visa is required.',
        India_before_Place_of_Issue: 'Place of issue is required.',
        India_before_Date_of_Issue: 'Date of issue of the last visa is required.',
      },
      visit,
    );
    expect(errors({ ...visited, ...visit, India_before_Date_of_Issue: daysFrom(now, 2) })).toEqual([
      { field: 'India_before_Date_of_Issue', message: 'Date of issue of the last visa cannot be in the future' },
    ]);
  });

  it('asks what the refusal was on a yes', () => {
    step4.expectAsksFor(
      { Has_permission_to_visit_or_to_extend_stay_in_india: true },
      { Has_permission_to_visit_or_to_extend_stay_in_india_mention: 'Details of the refusal are required.' },
    );
  });

  describe('SAARC visits', () => {
    const visit = { saarc_country: 'NEPAL', saarc_country_year: '2023', saarc_country_n0_visits: '2' };

    it('asks for the list on a yes, with at least one entry', () => {
      expect(errors({ visited_SAARC_countries: true })).toEqual([
        { field: 'saarc_countries', message: 'Please add the SAARC countries you visited.' },
      ]);
      expect(errors({ visited_SAARC_countries: true, saarc_countries: [] })).toEqual([
        { field: 'saarc_countries', message: 'Please add at least one SAARC country you visited' },
      ]);
    });

    it('starts the list with one empty entry, whose fields are then required', () => {
      const saarc = (
        (schema.allOf as JsonSchema[]).find((condition) => JSON.stringify(condition.if).includes('visited_SAARC_countries'))!.then as JsonSchema
      ).properties as JsonSchema;
      expect(saarc.saarc_countries).toMatchObject({ type: 'array', minItems: 1, default: [{}] });
      expect(errors({ visited_SAARC_countries: true, saarc_countries: [{}] })).toEqual([
        { field: 'saarc_countries/0/saarc_country', message: 'Country is required.' },
        { field: 'saarc_countries/0/saarc_country_year', message: 'Year is required.' },
        { field: 'saarc_countries/0/saarc_country_n0_visits', message: 'Number of visits is required.' },
      ]);
    });

    it('takes several entries, each checked', () => {
      expect(errors({ visited_SAARC_countries: true, saarc_countries: [visit, { ...visit, saarc_country: 'BHUTAN' }] })).toEqual([]);
      expect(
        errors({
          visited_SAARC_countries: true,
          saarc_countries: [visit, { saarc_country: 'INDIA', saarc_country_year: '2020', saarc_country_n0_visits: 'two' }],
        }),
      ).toEqual([
        { field: 'saarc_countries/1/saarc_country', message: 'Please choose a SAARC country from the list' },
        { field: 'saarc_countries/1/saarc_country_year', message: 'Please choose a year from the list' },
        { field: 'saarc_countries/1/saarc_country_n0_visits', message: 'Number of visits must contain digits only' },
      ]);
    });
  });

  describe('purpose blocks', () => {
    it('has the 15 groups of the spec with exactly their fields', () => {
      expect(blocks).toHaveLength(16); // the 15 groups, and the restricted-area details of a sports venue
      for (const [purpose, fields] of Object.entries(SPEC_GROUPS)) {
        const application = { ...applicationFor(purpose), Sport_Restricted_or_Protected_bool: true };
        const shown = blocks.filter(({ condition }) => validator.isValid(condition.if as JsonSchema, application)).flatMap((block) => block.fields);
        expect(shown.sort(), purpose).toEqual([...fields].sort());
      }
    });

    it.each(Object.entries(SPEC_GROUPS))('requires each field of "%s" when it is the purpose', (purpose, fields) => {
      const application = applicationFor(purpose);
      expect(errors({}, application)).toEqual([]);
      for (const field of fields.filter((name) => !OPTIONAL.test(name))) {
        const found = errors(without(field), application);
        expect(
          found.map((error) => error.field),
          field,
        ).toEqual([field]);
        expect(found[0].message, field).toMatch(/ is required\.$|^Please say whether/);
      }
    });

    it('picks the block by the purpose compared trimmed, with spaces collapsed and in any case', () => {
      const base = validApplication(now, { Visa_Service: 'eBUSINESS VISA', sub_Visa_Service: 'Sale/Purchase/Trade' });
      for (const purpose of ['  sale/PURCHASE/trade ', 'SALE/purchase/Trade']) {
        expect(errors(without('SALE_Applicants_Company'), { ...base, sub_Visa_Service: purpose }), purpose).toEqual([
          { field: 'SALE_Applicants_Company', message: 'Name of your company is required.' },
        ]);
      }
      expect(errors({ sub_Visa_Service: 'Sale of goods' }, validApplication(now))).toEqual([]);
      const participation = applicationFor('participation in exhibitions and business/trade fairs');
      const spaced = { sub_Visa_Service: 'participation  in exhibitions and   business/trade fairs', PARTICIPATION_Exhibition: undefined };
      expect(errors(spaced, participation)).toEqual([
        { field: 'PARTICIPATION_Exhibition', message: 'Name and address of the exhibition/trade fair is required.' },
      ]);
    });

    it('asks for no purpose details for purposes without a block', () => {
      const withoutBlock = [
        'Tourism/Recreation/Sight-seeing',
        'To Join a Vessel',
        'Business purpose under a Production Linked Incentive (PLI) Scheme',
      ];
      for (const purpose of withoutBlock) {
        const visaService = purpose === 'Tourism/Recreation/Sight-seeing' ? 'eTOURIST VISA' : 'eBUSINESS VISA';
        expect(errors({}, validApplication(now, { Visa_Service: visaService, sub_Visa_Service: purpose })), purpose).toEqual([]);
      }
    });

    it('does not ask for one purpose block when another is the purpose', () => {
      const meetings = validApplication(now, { Visa_Service: 'eBUSINESS VISA', sub_Visa_Service: 'Attend Technical/Business Meetings' });
      expect(Object.keys(meetings).some((field) => field.startsWith('SALE_'))).toBe(false);
      expect(errors({}, meetings)).toEqual([]);
    });

    const sports = () => applicationFor('sports related activity');
    const conference = () => applicationFor('attend a conference or seminar or workshop');
    const attendant = () => applicationFor('accompany patient on e-medical visa');
    const venture = () => applicationFor('set up industrial/business venture');

    it('asks for the restricted-area details of a sports venue on a yes', () => {
      expect(errors({ Sport_Restricted_or_Protected_bool: true }, sports())).toEqual([
        { field: 'Sport_Restricted_or_Protected', message: 'Details of the restricted or protected area are required.' },
      ]);
    });

    it.each([
      [conference, { eCONFERENCE_End_date: daysFrom(now, 30) }, 'eCONFERENCE_End_date', 'End date of the conference cannot be before its start date'],
      [
        conference,
        { eCONFERENCE_conference_Start_date: daysFrom(now, -1) },
        'eCONFERENCE_conference_Start_date',
        'Start date of the conference cannot be in the past',
      ],
      [conference, { eCONFERENCE_Pincode: '11000' }, 'eCONFERENCE_Pincode', 'PIN code must be 6 digits'],
      [conference, { eCONFERENCE_Email_id: 'organizer@' }, 'eCONFERENCE_Email_id', 'Invalid email format'],
      [
        conference,
        { eCONFERENCE_Phone_no: '11-4123 ext' },
        'eCONFERENCE_Phone_no',
        'Phone number may contain digits, +, spaces, dashes and brackets only',
      ],
      [sports, { Sport_end_date: daysFrom(now, 31) }, 'Sport_end_date', 'End date of the event cannot be before its start date'],
      [sports, { Sport_venue_pin: 'ABC123' }, 'Sport_venue_pin', 'PIN code must be 6 digits'],
      [sports, { Sport_tax_complies: 'yes' }, 'Sport_tax_complies', 'Please answer Yes or No'],
      [
        attendant,
        { EMEDICAL_VISA_date_of_birth: daysFrom(now, 1) },
        'EMEDICAL_VISA_date_of_birth',
        'Date of birth of the patient cannot be in the future',
      ],
      [attendant, { EMEDICAL_VISA_Nationality: 'PAKISTAN' }, 'EMEDICAL_VISA_Nationality', 'Please choose a nationality from the list'],
      [
        venture,
        { TO_SET_UP_INDUSTRIAL_website: 'my company' },
        'TO_SET_UP_INDUSTRIAL_website',
        'Please enter a website address such as www.example.com',
      ],
    ])('rejects a wrong value: %#', (base, overrides, field, message) => {
      expect(errors(overrides, base())).toEqual([{ field, message }]);
    });
  });
});
