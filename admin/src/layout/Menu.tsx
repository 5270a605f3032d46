import { Menu as RaMenu, useTranslate } from 'react-admin';
import { SECTIONS } from './sections';

/**
 * The side menu: the dashboard's sections with the same names and order. On a desktop it sits on
 * the left (folded to its icons by the header's menu button, each icon keeping its name as a
 * tooltip); on a phone it is a drawer the header's menu button opens.
 */
export function Menu() {
  const translate = useTranslate();
  return (
    <RaMenu aria-label={translate('celebra.menu.label')}>
      <RaMenu.DashboardItem primaryText={translate('celebra.header.home')} />
      {SECTIONS.map(({ to, label, icon }) => (
        <RaMenu.Item key={to} to={to} primaryText={translate(label)} leftIcon={icon} />
      ))}
    </RaMenu>
  );
}
