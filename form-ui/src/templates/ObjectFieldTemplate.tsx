import { getDefaultRegistry } from '@rjsf/core';
import { getUiOptions, type ObjectFieldTemplateProps } from '@rjsf/utils';
import type { StepFormContext } from '../stepFormContext';

const { ObjectFieldTemplate: DefaultObjectFieldTemplate } = getDefaultRegistry().templates;

/**
 * The step's own fields without RJSF's root legend (the page heading already names the step), with the step's
 * `ui:description` on top and the 'Same address' box before the field the uiSchema names.
 */
export default function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  if (props.fieldPathId.path.length > 0) return <DefaultObjectFieldTemplate {...props} />;
  const context = props.registry.formContext as StepFormContext | undefined;
  const sameAddress = context?.sameAddress;
  const description = getUiOptions(props.uiSchema).description;
  return (
    <div className="form-fields">
      {typeof description === 'string' && <p className="step-description">{description}</p>}
      {props.properties.map((property) => (
        <div key={property.name} className="form-fields__item" hidden={property.hidden || undefined}>
          {sameAddress && property.name === sameAddress.before && (
            <label className="choice choice--checkbox same-address" htmlFor="same-address">
              <input
                type="checkbox"
                id="same-address"
                checked={sameAddress.checked}
                disabled={props.readonly || props.disabled}
                onChange={(event) => sameAddress.onToggle(event.target.checked)}
              />
              <span>{sameAddress.label}</span>
            </label>
          )}
          {property.content}
        </div>
      ))}
    </div>
  );
}
