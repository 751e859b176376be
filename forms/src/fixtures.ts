// Sample applications for tests in every workspace: the same fixtures go through the validators, the API and the
// browser. Upload fields hold sample stored names; a test that saves through the API uploads files and puts the
// names it gets back in their place (uploadFields() lists those fields).
import { indiaEvisa } from './indiaEvisa.js';
import { normalizeText } from './normalizeFormData.js';
import { feeCodes } from './query/fees.js';
import { hasAnswer } from './query/schemaNodes.js';
import { queryForm } from './query/queryForm.js';
import { isoDate } from './validateWith.js';

const DAY = 24 * 60 * 60 * 1000;

/** A date `days` from `now`, as the form stores it. */
export function daysFrom(now: Date, days: number): string {
  return isoDate(new Date(now.getTime() + days * DAY));
}

/** A complete, valid step 1 for a 30-day tourist visa; override fields to make a case. */
export function validStep1(now = new Date(), overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    Application_Type: 'Normal Processing',
    Passport_Type: 'ORDINARY PASSPORT',
    Surname: 'Martin',
    Given_Name: 'Claire',
    Nationality: 'FRANCE',
    Port_Of_Arrival: 'DELHI AIRPORT',
    date_of_Birth: '1990-04-12',
    Email: 'claire.martin@example.com',
    ConfirmEmail: 'claire.martin@example.com',
    Contact_no_with_country_code: '33612345678',
    Expected_Date_of_Arrival: daysFrom(now, 30),
    Visa_Service: 'eTOURIST VISA',
    Sub_t_Visa_Service: '30 Days',
    sub_Visa_Service: 'Tourism/Recreation/Sight-seeing',
    ...overrides,
  };
}

/** Sample stored names of uploaded files (the shape the API gives them: 32 hex digits and the extension). */
export const SAMPLE_PHOTO = '0123456789abcdef0123456789abcdef.jpg';
export const SAMPLE_DOCUMENT = 'fedcba9876543210fedcba9876543210.pdf';

/**
 * The purposes the form offers per service (and per tourist duration): each place step 1 defines the purpose,
 * with the service and duration its condition asks for, read from the definition.
 */
const PURPOSE_LISTS: Array<{ Visa_Service: string; Sub_t_Visa_Service?: string; purposes: string[] }> = (
  queryForm(indiaEvisa).field('sub_Visa_Service')?.condition?.cases ?? []
).flatMap(({ clauses, choices = [] }) => {
  const tests = clauses.flatMap((clause) => clause.tests);
  const valuesOf = (field: string) => tests.find((test) => test.field === field)?.values?.map(String);
  const purposes = choices.map((choice) => String(choice.value));
  return (valuesOf('Visa_Service') ?? []).flatMap((Visa_Service) => {
    const durations = valuesOf('Sub_t_Visa_Service');
    return durations ? durations.map((Sub_t_Visa_Service) => ({ Visa_Service, Sub_t_Visa_Service, purposes })) : [{ Visa_Service, purposes }];
  });
});

/** One visa service choice of step 1: service, tourist duration (tourist visa only) and purpose. */
export interface ServiceChoice {
  Visa_Service: string;
  Sub_t_Visa_Service?: string;
  sub_Visa_Service: string;
}

/** Every service / duration / purpose combination the form offers (7 services, 3 durations, all purposes). */
export const SERVICE_CHOICES: ServiceChoice[] = PURPOSE_LISTS.flatMap(({ purposes, ...service }) =>
  purposes.map((sub_Visa_Service) => ({ ...service, sub_Visa_Service })),
);

/**
 * The step 1 answers that give each visa fee code of the schedule (form.json `fees`), with the service's first
 * purpose: `tourist1Year` is eTOURIST VISA · 1 Year. Sub_t_Visa_Service is there, undefined, where a service has no
 * duration, so that spreading one over validStep1's tourist default clears it.
 */
export const SERVICE_OF_FEE_CODE: Readonly<Record<string, ServiceChoice>> = Object.fromEntries(
  PURPOSE_LISTS.map(({ purposes, Visa_Service, Sub_t_Visa_Service }) => [
    feeCodes(indiaEvisa, { Visa_Service, Sub_t_Visa_Service })?.visa ?? Visa_Service,
    { Visa_Service, Sub_t_Visa_Service, sub_Visa_Service: purposes[0] ?? '' },
  ]),
);

/** The purpose as the spec compares it: trimmed, white space collapsed, lower-cased. */
export function purposeKey(purpose: unknown): string {
  return typeof purpose === 'string' ? normalizeText(purpose).toLowerCase() : '';
}

/** Step-4 details of each of the 15 purposes that have a block of their own, by purposeKey(). */
const PURPOSE_DETAILS: Record<string, (now: Date) => Record<string, unknown>> = {
  'attend a conference or seminar or workshop': (now) => ({
    eCONFERENCE_Name_subject: 'International Conference on Renewable Energy',
    eCONFERENCE_conference_Start_date: daysFrom(now, 31),
    eCONFERENCE_End_date: daysFrom(now, 33),
    eCONFERENCE_conference_Address: 'India Habitat Centre, Lodhi Road',
    eCONFERENCE_State: 'Delhi',
    eCONFERENCE_District: 'New Delhi',
    eCONFERENCE_Pincode: '110003',
    eCONFERENCE_Details_of_organizer: 'Solar Energy Society of India',
    eCONFERENCE_Address: 'A-14, Mohan Cooperative Industrial Area, New Delhi',
    eCONFERENCE_Phone_no: '911141234567',
    eCONFERENCE_Email_id: 'conference@example.org',
  }),
  'short term medical treatment of self': () => ({
    SHORT_TERM_MEDICAL_Name_of_Hospital: 'Apollo Hospital',
    SHORT_TERM_MEDICAL_Address_of_Hospital: 'Sarita Vihar, Mathura Road',
    SHORT_TERM_MEDICAL_State: 'Delhi',
    SHORT_TERM_MEDICAL_District: 'South Delhi',
    SHORT_TERM_MEDICAL_Phone: '911126925858',
    SHORT_TERM_MEDICAL_Medical_Treatment: 'Knee replacement',
  }),
  'short term yoga programme': () => ({
    SHORT_TERM_YOGA_PROGRAMME_name: 'Parmarth Niketan',
    SHORT_TERM_YOGA_PROGRAMME_address: 'Swarg Ashram, Rishikesh',
    SHORT_TERM_YOGA_PROGRAMME_state: 'Uttarakhand',
    SHORT_TERM_YOGA_PROGRAMME_district: 'Pauri Garhwal',
    SHORT_TERM_YOGA_PROGRAMME_Phone: '911352440077',
  }),
  'meeting friends/relatives': () => ({
    MEETING_FRIENDS_RELATIVES_Details: 'Anita Sharma',
    MEETING_FRIENDS_RELATIVES_Address: '21 MG Road',
    MEETING_FRIENDS_RELATIVES_State: 'Karnataka',
    MEETING_FRIENDS_RELATIVES_District: 'Bengaluru Urban',
    MEETING_FRIENDS_RELATIVES_Phone: '919845012345',
  }),
  'set up industrial/business venture': () => ({
    TO_SET_UP_INDUSTRIAL_name: 'Martin Industries SAS',
    TO_SET_UP_INDUSTRIAL_address: '3 Rue de Lyon, Paris',
    TO_SET_UP_INDUSTRIAL_phone: '33142123456',
    TO_SET_UP_INDUSTRIAL_website: 'www.example.com',
    TO_SET_UP_INDUSTRIAL_nature_of_bussiness: 'Precision machining',
  }),
  'sale/purchase/trade': () => ({
    SALE_Applicants_Company: 'Martin Textiles SARL',
    SALE_address: '8 Rue du Commerce, Lille',
    SALE_phoneno: '33320123456',
    SALE_website: 'www.example.fr',
    SALE_Nature_of_Business: 'Cotton textiles',
  }),
  'attend technical/business meetings': () => ({
    ATTEND_TECHNICAL_Applicants_Company: 'Airbus SAS',
    ATTEND_TECHNICAL_address: '1 Rond-Point Maurice Bellonte, Blagnac',
    ATTEND_TECHNICAL_phone_no: '33561933333',
    ATTEND_TECHNICAL_website: 'www.airbus.example',
    ATTEND_TECHNICAL_Details_of_Indian: 'Hindustan Aeronautics Limited',
    ATTEND_TECHNICAL_Address2: '15/1 Cubbon Road, Bengaluru',
    ATTEND_TECHNICAL_Phone2: '918022320001',
  }),
  'recruit manpower': () => ({
    TO_RECRUIT_MANPOWER_company_name: 'Martin Conseil',
    TO_RECRUIT_MANPOWER_address: '10 Quai de la Seine, Paris',
    TO_RECRUIT_MANPOWER_phone: '33145123456',
    TO_RECRUIT_MANPOWER_Name_and_contact_number: 'Rahul Mehta, 919820012345',
    TO_RECRUIT_MANPOWER_Nature_of_Job: 'Software engineers',
    TO_RECRUIT_MANPOWER_Places_where_recruitment: 'Pune, Hyderabad',
  }),
  'participation in exhibitions and business/trade fairs': () => ({
    PARTICIPATION_Applicants_Company: 'Martin Design',
    PARTICIPATION_address: '4 Place Bellecour, Lyon',
    PARTICIPATION_phone: '33478123456',
    PARTICIPATION_Exhibition: 'India International Trade Fair, Pragati Maidan, New Delhi',
  }),
  'expert/specialist for an ongoing project': () => ({
    EXPERT_SPECIALIST_com_name: 'Alstom SA',
    EXPERT_SPECIALIST_address: '48 Rue Albert Dhalenne, Saint-Ouen',
    EXPERT_SPECIALIST_phone_no: '33157068000',
    EXPERT_SPECIALIST_Details_of_the_Indian: 'Delhi Metro Rail Corporation',
    EXPERT_SPECIALIST_address2: 'Metro Bhawan, Barakhamba Road, New Delhi',
    EXPERT_SPECIALIST_phone2: '911123417910',
    EXPERT_SPECIALIST_website2: 'www.delhimetrorail.com',
  }),
  'conducting tours': () => ({
    CONDUCTING_TOUR_name_Travel_Agency: 'Voyages Martin',
    CONDUCTING_TOURS_visited_Cities: 'Delhi, Agra, Jaipur, Varanasi',
    CONDUCTING_TOURS_Travel_Details: 'Ten-day Golden Triangle tour by coach for 20 travellers',
    CONDUCTING_TOURS_address: '22 Boulevard Haussmann, Paris',
    CONDUCTING_TOURS_phone: '33140123456',
  }),
  'sports related activity': (now) => ({
    Sport_event_name: 'Asian Open Badminton Championship',
    Sport_Whether_the_event_is_organized: 'Badminton Association of India',
    Sport_start_date: daysFrom(now, 32),
    Sport_end_date: daysFrom(now, 38),
    Sport_venue_address: 'K. D. Jadhav Indoor Hall, IG Stadium',
    Sport_Venue_state: 'Delhi',
    Sport_Venue_district: 'Central Delhi',
    Sport_venue_pin: '110002',
    Sport_organizerName: 'Badminton Association of India',
    Sport_organizer_address: 'Gate 16, JLN Stadium, New Delhi',
    Sport_organizer_phone: '911124360001',
    Sport_organizer_email: 'events@example.in',
    Sport_Restricted_or_Protected_bool: false,
    Sport_previous_sport_visit: 'NONE',
    Sport_tax_complies: true,
    Sport_participating: 'Player',
  }),
  'accompany patient on e-medical visa': () => ({
    EMEDICAL_VISA_principal_e_Medical: 'Paul Martin',
    EMEDICAL_VISA_visa_number: '900123456',
    EMEDICAL_VISA_Application_id: '56A4A538QTZJXVN',
    EMEDICAL_VISA_Passport_number: '18CD54321',
    EMEDICAL_VISA_date_of_birth: '1958-09-03',
    EMEDICAL_VISA_Nationality: 'FRANCE',
  }),
  'attendant to an e-ayush visa holder': () => ({
    E_AYUSH_VISA_Name_of_the_principal_e_Medical: 'Paul Martin',
    E_AYUSH_VISA_Visa_number_of_principal: '900654321',
    E_AYUSH_VISA_Application_id_of_principal: '56A4A538QTZJXVN',
    E_AYUSH_VISA_Passport_number_of_principal: '18CD54321',
    E_AYUSH_VISA_Date_of_birth_of_principal: '1958-09-03',
    E_AYUSH_VISA_Nationality_of_principal: 'FRANCE',
  }),
  'treatment under ayush systems': () => ({
    TREATMENT_UNDER_AYUSH_name_hospital: 'Kerala Ayurveda Hospital',
    TREATMENT_UNDER_AYUSH_hospital_address: 'Aluva, Ernakulam',
    TREATMENT_UNDER_AYUSH_state: 'Kerala',
    TREATMENT_UNDER_AYUSH_District: 'Ernakulam',
    TREATMENT_UNDER_AYUSH_phone: '914842621000',
    TREATMENT_UNDER_AYUSH_Type_of_Medical_Treatment: 'Ayurveda (Panchakarma)',
  }),
};

/** The 15 purposes that have a step-4 block of their own, as the spec writes them (lower case). */
export const PURPOSES_WITH_DETAILS = Object.keys(PURPOSE_DETAILS);

/** Step-6 documents the service asks for, beside the passport. */
function documentsFor(service: ServiceChoice): Record<string, unknown> {
  switch (service.Visa_Service) {
    case 'eCONFERENCE VISA':
      return { Invitation_from_organizer: SAMPLE_DOCUMENT, Political_clearance_from_Ministry: SAMPLE_DOCUMENT };
    case 'eBUSINESS VISA':
      return purposeKey(service.sub_Visa_Service) === 'sports related activity'
        ? { sport_Approval_of_the_Government: SAMPLE_DOCUMENT, sport_Invitation_Letter: SAMPLE_DOCUMENT }
        : { Copy_of_Business_Card: SAMPLE_DOCUMENT, Copy_of_Business_Invitation_Letter: SAMPLE_DOCUMENT };
    case 'eMEDICAL VISA':
    case 'e-Ayush Visa':
      return { Letter_from_the_Hospital_concerned: SAMPLE_DOCUMENT };
    default:
      return {};
  }
}

/** The service choice of `overrides`, completed: a service's tourist duration and first purpose by default. */
function serviceChoice(overrides: Record<string, unknown>): ServiceChoice {
  const Visa_Service = typeof overrides.Visa_Service === 'string' ? overrides.Visa_Service : 'eTOURIST VISA';
  const isTourist = Visa_Service === 'eTOURIST VISA';
  const duration = 'Sub_t_Visa_Service' in overrides ? overrides.Sub_t_Visa_Service : isTourist ? '30 Days' : undefined;
  const list = PURPOSE_LISTS.find((entry) => entry.Visa_Service === Visa_Service && (!isTourist || entry.Sub_t_Visa_Service === duration));
  const purpose = typeof overrides.sub_Visa_Service === 'string' ? overrides.sub_Visa_Service : list?.purposes[0];
  return {
    Visa_Service,
    ...(typeof duration === 'string' ? { Sub_t_Visa_Service: duration } : {}),
    sub_Visa_Service: purpose ?? '',
  };
}

/**
 * The values of every step of one complete, valid application. `overrides` may pick the service
 * (`{Visa_Service: 'eBUSINESS VISA', sub_Visa_Service: 'Sports Related Activity'}`): the tourist duration, the
 * purpose block of step 4 and the documents of step 6 follow from it. Other overrides replace values; an
 * override `undefined` removes the field.
 */
export function validApplication(now = new Date(), overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const service = serviceChoice(overrides);
  const step1 = validStep1(now, { ...service });
  if (!service.Sub_t_Visa_Service) delete step1.Sub_t_Visa_Service;
  const application: Record<string, unknown> = {
    ...step1,
    // step 2
    have_you_prev_change_yourName: false,
    Gender: 'FEMALE',
    Town_Cit_of_birth: 'Lyon',
    Country_of_birth: 'FRANCE',
    Citizenship_National_Id_No: '900412345678',
    Religion: 'CHRISTIAN',
    Visible_identification_marks: 'Mole on left cheek',
    Educational_Qualification: 'POST GRADUATE',
    acquire_Nationality_by_birth_naturalization: 'By Birth',
    you_lived_least_two_years_country_where_applying_visa: true,
    Passport_Number: '19AB12345',
    Place_of_Issue: 'Paris',
    Date_of_Issue: daysFrom(now, -3 * 365),
    Date_of_Expiry: daysFrom(now, 7 * 365),
    Any_other_valid_Passport_Certificate: false,
    // step 3
    Present_House_No: '12 Rue de la Paix',
    Present_Village_Town: 'Paris',
    Present_Country: 'FRANCE',
    Present_State_Province_District: 'Ile-de-France',
    Present_Postal_Zip_Code: '75002',
    Present_phone_No: '33142123456',
    Present_Mobile_No: '33612345678',
    Permanent_House_No_Street: '12 Rue de la Paix',
    Permanent_Village_Town_City: 'Paris',
    Permanent_State_Province_District: 'Ile-de-France',
    Permanent_Postal_Zip_Code: '75002',
    Father_Name: 'Jean Martin',
    Father_Nationality: 'FRANCE',
    Father_Place_of_birth: 'Lyon',
    Father_Country_of_birth: 'FRANCE',
    Mother_Name: 'Sophie Martin',
    Mother_Nationality: 'FRANCE',
    Mother_Place_of_birth: 'Grenoble',
    Mother_Country_of_birth: 'FRANCE',
    Applicant_Marital_Status: 'SINGLE',
    Grandparent_Pakistan_Nationals_Belong_Pakistan: false,
    applicant_Present_Occupation: 'ENGINEER',
    applicant_Employer_Name_business: 'Airbus SAS',
    applicant_Designation: 'Systems Engineer',
    applicant_Address: '1 Rond-Point Maurice Bellonte, Blagnac',
    applicant_Phone_no: '33561933333',
    Are_you_Military_Security: false,
    // step 4
    Places_to_be_visited: 'Delhi, Agra, Jaipur',
    Expected_Port_of_Exit_from_India: 'MUMBAI AIRPORT',
    Have_you_ever_visited_India_before: false,
    Has_permission_to_visit_or_to_extend_stay_in_india: false,
    Counties_Visited_in_Last_ten_Years: 'Italy, Spain, Japan',
    visited_SAARC_countries: false,
    Reference_name_in_india: 'Hotel Imperial',
    Reference_address: 'Janpath, New Delhi 110001',
    Reference_phone: '911123341234',
    Reference_inyour_country_name: 'Paul Durand',
    Reference_inyour_country_address: '5 Avenue Foch, Lyon',
    Reference_inyour_country_PHONE: '33478123456',
    ...PURPOSE_DETAILS[purposeKey(service.sub_Visa_Service)]?.(now),
    // step 5
    image: SAMPLE_PHOTO,
    // step 6
    passport: SAMPLE_DOCUMENT,
    ...documentsFor(service),
    // additional questions
    question_one: false,
    question_two: false,
    question_three: false,
    question_four: false,
    question_five: false,
    question_six: false,
  };
  for (const [field, value] of Object.entries(overrides)) {
    if (value === undefined) delete application[field];
    else application[field] = value;
  }
  return application;
}

/** validApplication() split by step id: the values each step's form saves (context from other steps left out). */
export function validApplicationByStep(now = new Date(), overrides: Record<string, unknown> = {}): Record<string, Record<string, unknown>> {
  const application = validApplication(now, overrides);
  return Object.fromEntries(
    queryForm(indiaEvisa).steps.map((step) => [step.id, Object.fromEntries(Object.entries(application).filter(([field]) => step.names.has(field)))]),
  );
}

let uniqueNames = 0;
/** A name no earlier test run used, in the letters a passport name allows (digits are refused): prefix + a time stamp spelt in letters. */
export function uniqueName(prefix: string): string {
  const stamp = (Date.now() * 1000 + (uniqueNames++ % 1000)).toString(26);
  return prefix + [...stamp].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('');
}

interface ShownRow {
  name: string;
  value: unknown;
}

/**
 * The names of the answered rows a laid-out Preview shows, once per showing, sorted; and the names a stored
 * application has an answer for: equal when a Preview shows every value exactly once.
 */
export function shownAndStored(
  sections: Array<{ rows: ShownRow[]; blocks: Array<{ rows: ShownRow[] }> }>,
  others: ShownRow[],
  data: Record<string, unknown>,
): { shown: string[]; stored: string[] } {
  const rows = [...sections.flatMap((section) => [...section.rows, ...section.blocks.flatMap((block) => block.rows)]), ...others];
  return {
    shown: rows
      .filter((row) => hasAnswer(row.value))
      .map((row) => row.name)
      .sort(),
    stored: Object.keys(data)
      .filter((name) => hasAnswer(data[name]))
      .sort(),
  };
}
