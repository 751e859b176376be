import { RESERVED_FIELD_NAMES } from '@evisa/forms';
import { describe, expect, it } from 'vitest';
import { CreateApplicationReply, UpdateApplicationReply, ViewApplicationReply } from './applications.schemas.js';

/** The fields an application reply's `data` declares: the API's own, beside the answers. */
const ownFields = (reply: { schema: { properties: { data: unknown } } }) =>
  Object.keys((reply.schema.properties.data as { properties: Record<string, unknown> }).properties);

describe("the applicant's replies", () => {
  it("give the answers only names the form's checks keep for the API (RESERVED_FIELD_NAMES): a field named so is refused", () => {
    expect(ownFields(ViewApplicationReply).sort()).toEqual([...RESERVED_FIELD_NAMES].sort());
    for (const reply of [CreateApplicationReply, UpdateApplicationReply])
      expect(RESERVED_FIELD_NAMES).toEqual(expect.arrayContaining(ownFields(reply)));
  });
});
