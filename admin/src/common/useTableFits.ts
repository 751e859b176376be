import { useMediaQuery, type Theme } from '@mui/material';

/**
 * Whether a list's table fits the screen: from a tablet's width up; narrower, lists show as simple lists. Asked as
 * 'narrower than a tablet' so that where the width is not known (the first render, tests) the table shows.
 */
export const useTableFits = () => !useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
