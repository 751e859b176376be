import type { ReactNode } from 'react';
import { getUiOptions, titleId, type FieldTemplateProps } from '@rjsf/utils';
import { ENGLISH_TEXTS } from '@evisa/forms/browser';
import { useShownErrors } from '../shownErrors';

/**
 * One field: label, description, widget, messages and help. The label of a radio group is referenced by the
 * group's aria-labelledby, since a <label for> cannot name a group. A field whose errors are shown gets the
 * `field--invalid` class (red border). Unlike RJSF's default it has no editor for `additionalProperties` keys,
 * which the form definitions do not use.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, help, description, hidden, required, displayLabel, rawErrors, uiSchema } = props;
  const invalid = useShownErrors(id, rawErrors).length > 0;
  if (hidden) return <div hidden>{children}</div>;

  const widget = getUiOptions(uiSchema).widget;
  // A checkbox carries its own label, as in RJSF's default template.
  const showLabel = displayLabel && Boolean(label) && widget !== 'checkbox';
  // Texts the applicant's language lacks stay English, and say so (screen readers, hyphenation, fonts).
  const english = (text: string) => Array.isArray(uiSchema?.[ENGLISH_TEXTS]) && (uiSchema[ENGLISH_TEXTS] as string[]).includes(text);
  const inEnglish = (text: string, content: ReactNode) => (english(text) ? <span lang="en">{content}</span> : content);
  const labelContent = (
    <>
      {inEnglish('title', label)}
      {required && (
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </>
  );
  const className = ['field', props.classNames, invalid ? 'field--invalid' : ''].filter(Boolean).join(' ');

  return (
    <div className={className} style={props.style}>
      {showLabel &&
        // A date is a group of three answers (day, month, year), named by the same kind of label as a radio group.
        (widget === 'radio' || (props.schema.format === 'date' && widget === undefined) ? (
          <div id={titleId(id)} className="field__label">
            {labelContent}
          </div>
        ) : (
          <label htmlFor={id} className="field__label">
            {labelContent}
          </label>
        ))}
      {displayLabel && inEnglish('description', description)}
      {children}
      {errors}
      {english('help') ? <div lang="en">{help}</div> : help}
    </div>
  );
}
