import SkipNextIcon from '@mui/icons-material/SkipNext';
import { createElement } from 'react';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { BRAND_COLOR } from '../domain/constants';

/** react-admin's default theme in the brand colour with white text on it (part 1 §9). */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: BRAND_COLOR, contrastText: '#fff' },
  },
  // Wide enough for the longest item, 'Редактирование сессий'.
  sidebar: { width: 280, closedWidth: 55 },
  components: {
    ...defaultTheme.components,
    // Wide enough for the longest search placeholder, 'Поиск по названию или коду'; never wider than the screen.
    RaSearchInput: { styleOverrides: { root: { width: 320, maxWidth: '100%' } } },
    // react-admin's buttons are their icon alone on a phone: the skip link needs one too.
    RaSkipNavigationButton: { defaultProps: { children: createElement(SkipNextIcon) } },
  },
};
