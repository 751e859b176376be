import { getDefaultRegistry } from '@rjsf/core';
import { getUiOptions, type ObjectFieldTemplateProps } from '@rjsf/utils';
import type { StepFormContext } from '../stepFormContext';

const { ObjectFieldTemplate: DefaultObjectFieldTemplate } = getDefaultRegistry().templates;

/**
 * Which section heading goes before which shown field: each section (`ui:options.sections`) runs from its `from`
 * field to the next one's in `ui:order`, and its heading goes before the first of its fields that is shown.
 */
function sectionHeadings(order: unknown, sections: Array<{ title: string; from: string }>, shown: string[]): Map<string, string> {
  const headings = new Map<string, string>();
  if (!Array.isArray(order) || sections.length === 0) return headings;
  const starts = new Map(sections.map((section) => [section.from, section.title]));
  const sectionOf = new Map<string, string>();
  let current: string | undefined;
  for (const name of order) {
    if (typeof name !== 'string') continue;
    current = starts.get(name) ?? current;
    if (current !== undefined) sectionOf.set(name, current);
  }
  const done = new Set<string>();
  for (const name of shown) {
    const title = sectionOf.get(name);
    if (title === undefined || done.has(title)) continue;
    done.add(title);
    headings.set(name, title);
  }
  return headings;
}

/**
 * The step's own fields without RJSF's root legend (the page heading already names the step), with the step's
 * `ui:description` on top, the section headings of a long step (`ui:options.sections`, from the definition) and the
 * 'Same address' box before the field the uiSchema names.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  if (props.fieldPathId.path.length > 0) return <DefaultObjectFieldTemplate {...props} />;
  const context = props.registry.formContext as StepFormContext | undefined;
  const sameAddress = context?.sameAddress;
  const description = getUiOptions(props.uiSchema).description;
  const shown = props.properties.filter((property) => !property.hidden).map((property) => property.name);
  const headings = sectionHeadings(props.uiSchema?.['ui:order'], context?.step?.options.sections ?? [], shown);
  return (
    <div className="form-fields">
      {typeof description === 'string' && <p className="step-description">{description}</p>}
      {props.properties.map((property) => (
        <div key={property.name} className="form-fields__item" hidden={property.hidden || undefined}>
          {headings.has(property.name) && <h2 className="form-section__title">{headings.get(property.name)}</h2>}
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
