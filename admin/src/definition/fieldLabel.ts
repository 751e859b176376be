/** A readable label from a form field name: `date_of_Birth` -> `Date of Birth`. */
export const fieldLabel = (name: string): string => {
  const words = name.replace(/_+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
