import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';

/** One entry of a list, numbered, with its remove button ("Remove entry 2"). */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, index, totalItems, buttonsProps, hasToolbar, readonly, disabled } = props;
  const number = index + 1;
  return (
    <div className="array-item" role="group" aria-label={`Entry ${number}`}>
      <p className="array-item__title" aria-hidden="true">
        Entry {number}
      </p>
      {children}
      {hasToolbar && buttonsProps.hasRemove && totalItems > 1 && !readonly && (
        <button type="button" className="button button--link array-item__remove" onClick={buttonsProps.onRemoveItem} disabled={disabled}>
          Remove entry {number}
        </button>
      )}
    </div>
  );
}
