import { getDefaultRegistry } from '@rjsf/core';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';

const { ObjectFieldTemplate: DefaultObjectFieldTemplate } = getDefaultRegistry().templates;

/** The step's own fields without RJSF's root legend: the page heading already names the step. */
export default function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  if (props.fieldPathId.path.length > 0) return <DefaultObjectFieldTemplate {...props} />;
  return <div className="form-fields">{props.properties.map((property) => property.content)}</div>;
}
