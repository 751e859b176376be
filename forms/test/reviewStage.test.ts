import { describe, expect, it } from 'vitest';
import { REVIEW_STAGES, reviewStageOf, reviewStageWords } from '../src/index.js';
import { SITE_LANGUAGES } from '../src/languages.js';

describe('the review stage of a paid application', () => {
  it.each([
    ['NEW', false, 'received'],
    ['IN_REVIEW', false, 'in_review'],
    ['READY_TO_SUBMIT', false, 'in_review'],
    ['NEEDS_CHANGES', true, 'waiting_for_corrections'],
    // Without an open request the applicant can change nothing: it is still our team's work.
    ['NEEDS_CHANGES', false, 'in_review'],
    ['SUBMITTED', false, 'submitted'],
    ['APPROVED', false, 'approved'],
    ['REJECTED', false, 'rejected'],
    ['WITHDRAWN', false, 'withdrawn'],
  ])('%s (correction open: %s) is %s', (status, open, stage) => {
    expect(reviewStageOf(status, open)).toBe(stage);
  });

  it("keeps the spec's COMPLETED message for a received application, and names the support phone where help is offered", () => {
    expect(reviewStageWords('received', 'ABC', '+1 202 555 0147').text).toBe(
      'Your application ABC has been received and is under review. For any question, call our support team on +1 202 555 0147.',
    );
    for (const stage of REVIEW_STAGES.filter((one) => one !== 'waiting_for_corrections')) {
      expect(reviewStageWords(stage, 'ABC', '+1 202 555 0147').text).toContain('ABC');
      expect(reviewStageWords(stage, 'ABC', '+1 202 555 0147').text).toContain('+1 202 555 0147');
    }
  });
});

describe('the review stage in the applicant’s language', () => {
  it('words every stage in each language of the site, with the id and the support phone, and English for any other', () => {
    expect(reviewStageWords('received', 'ABC', '+1 202 555 0147', 'fr')).toEqual({
      title: 'Reçue',
      text: 'Votre demande ABC a été reçue et est en cours d’examen. Pour toute question, appelez notre service d’assistance au +1 202 555 0147.',
    });
    for (const language of SITE_LANGUAGES) {
      for (const stage of REVIEW_STAGES) {
        const { title, text } = reviewStageWords(stage, 'ABC', '+1 202 555 0147', language);
        expect(text).toContain('ABC');
        if (language !== 'en') expect(title).not.toBe(reviewStageWords(stage, 'ABC', '+1 202 555 0147').title);
      }
    }
    expect(reviewStageWords('submitted', 'ABC', '1', 'pt')).toEqual(reviewStageWords('submitted', 'ABC', '1'));
  });
});
