import { defaultTheme, type RaThemeOptions } from 'react-admin';

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
    RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    RaDataTable: { styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
    // The stock empty-list text is faded to half opacity, below a readable contrast.
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { opacity: 1, color: 'rgba(0, 0, 0, 0.6)' } } } },
  },
};
