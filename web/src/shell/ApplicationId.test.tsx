import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ApplicationId } from './ApplicationId';

it('shows an id in groups a line may break between, whose text is the id itself', () => {
  const { container } = render(<ApplicationId id="K7M2QX9PA4R8TZ3WN" />);
  const id = container.querySelector('.application-id')!;
  expect(id.textContent).toBe('K7M2QX9PA4R8TZ3WN');
  expect([...id.querySelectorAll('.application-id__group')].map((group) => group.textContent)).toEqual(['K7M2', 'QX9P', 'A4R8', 'TZ3WN']);
  // A break opportunity between groups only: the groups themselves do not wrap (styles.css).
  expect(id.querySelectorAll('wbr')).toHaveLength(3);
});
