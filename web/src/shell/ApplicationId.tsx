import { Fragment } from 'react';
import { applicationIdGroups } from '@evisa/forms/browser';

/**
 * An application id as the site shows it everywhere: in groups of four, a line breaking between two groups and
 * never inside one (a phone's narrow column). The gaps are spacing, not characters: a copy or a selection is the
 * id itself, as the lookup and the API take it.
 */
export function ApplicationId({ id, className }: { id: string; className?: string }) {
  return (
    // Letters and digits read left to right, in a right-to-left page too.
    <span className={className ? `application-id ${className}` : 'application-id'} dir="ltr">
      {applicationIdGroups(id).map((group, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <span className="application-id__group">{group}</span>
        </Fragment>
      ))}
    </span>
  );
}
