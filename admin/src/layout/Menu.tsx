import { Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin';
import { SECTIONS } from './sections';

/**
 * An open menu's names wrap onto a second line instead of being cut with an ellipsis
 * ('Sugestões de Presentes' is wider than the sidebar); a folded menu keeps them on one line, as
 * only its icons show (each with its name as a tooltip).
 */
const wrappedNames = {
  whiteSpace: 'normal',
  '& .MuiTypography-root': { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
} as const;

/**
 * The side menu: the dashboard's sections with the same names and order. On a desktop it sits on
 * the left (folded to its icons by the header's menu button, each icon keeping its name as a
 * tooltip); on a phone it is a drawer the header's menu button opens.
 */
export function Menu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const sx = open ? wrappedNames : undefined;
  return (
    <RaMenu aria-label={translate('celebra.menu.label')}>
      <RaMenu.DashboardItem primaryText={translate('celebra.header.home')} sx={sx} />
      {SECTIONS.map(({ to, label, icon }) => (
        <RaMenu.Item key={to} to={to} primaryText={translate(label)} leftIcon={icon} sx={sx} />
      ))}
    </RaMenu>
  );
}
