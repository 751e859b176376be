import { getUiOptions, helpId, type ArrayFieldTemplateProps } from '@rjsf/utils';

/**
 * A list of entries (the SAARC visits): a group named by its title, one card per entry and a button to add one.
 * The help text of the list is shown under its title.
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, readonly, fieldPathId, items, onAddClick, required, title, uiSchema, schema } = props;
  const options = getUiOptions(uiSchema);
  const heading = (typeof options.title === 'string' && options.title) || title || schema.title;
  const help = typeof uiSchema?.['ui:help'] === 'string' ? uiSchema['ui:help'] : undefined;
  return (
    <fieldset className="array-field" id={fieldPathId.$id} aria-describedby={help ? helpId(fieldPathId) : undefined}>
      <legend className="field__label">
        {heading}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      {help && (
        <p id={helpId(fieldPathId)} className="help-block">
          {help}
        </p>
      )}
      <div className="array-field__items">{items}</div>
      {canAdd && !readonly && (
        <button type="button" className="button button--secondary" onClick={onAddClick} disabled={disabled}>
          + Add another entry
        </button>
      )}
    </fieldset>
  );
}
