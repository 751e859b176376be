import { Fragment } from 'react';
import { ApplicationId } from './ApplicationId';

/** A sentence that names application `id` (the words of a review stage), with the id shown as ApplicationId. */
export function TextWithApplicationId({ text, id }: { text: string; id: string }) {
  const parts = id ? text.split(id) : [text];
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <ApplicationId id={id} />}
      {part}
    </Fragment>
  ));
}
