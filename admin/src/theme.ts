import { defaultTheme, type RaThemeOptions } from 'react-admin';

interface CheckboxLabels {
  'aria-label'?: string;
  inputProps?: Record<string, unknown>;
}

// react-admin's row checkbox (SelectRowCheckbox, in every list with bulk actions) hands its aria-label to MUI's
// Checkbox, which puts it on the root <span> (where ARIA forbids it) and leaves the <input> unnamed: the name is
// moved to the input. Checkboxes labelled through inputProps or a <label> are left as they are.
const unnamedInput = ({ 'aria-label': label, inputProps }: CheckboxLabels) => Boolean(label) && !inputProps?.['aria-label'];
const checkboxSlotProps = {
  root: (ownerState: CheckboxLabels) => (unnamedInput(ownerState) ? { 'aria-label': undefined } : {}),
  input: (ownerState: CheckboxLabels) => ({
    ...ownerState.inputProps,
    ...(unnamedInput(ownerState) ? { 'aria-label': ownerState['aria-label'] } : {}),
  }),
};

/** react-admin's default look in calmer colours; wide tables scroll inside their card instead of widening the page. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1d4e89' },
    secondary: { main: '#263a4f' },
    background: { default: '#f5f6f8' },
    // Darker than MUI's defaults, so white chip text keeps a 4.5:1 contrast.
    warning: { main: '#b45309' },
    info: { main: '#0369a1' },
  },
  components: {
    ...defaultTheme.components,
    MuiCard: { defaultProps: { elevation: 0 } },
    MuiCheckbox: { defaultProps: { slotProps: checkboxSlotProps } },
    RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    RaDataTable: { styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
    // The stock empty-list text is faded to half opacity, below a readable contrast.
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { opacity: 1, color: 'rgba(0, 0, 0, 0.6)' } } } },
  },
};
